//! Another engine program driven over the Hub protocol, as a match opponent: another build of
//! this tool (`draughts hub`, to compare two versions) or any Hub engine such as Scan. Both
//! versions of the protocol: version 2 (Scan 3, the Hub GUI, `draughts hub`), and version 1
//! (Scan 2.0: `set`, `pos`, `move`, `time`, `go`), which knows only International draughts.
//!
//! Every wait for the engine is bounded, so a hung engine costs its game, not the match: its
//! output is read by threads feeding channels that are waited on with a timeout.

use super::line::parse_line;
use super::notation::{hub_move, hub_position, read_move, scan_name};
use draughts::{Game, Move, Variant};
use draughts_engine::{Level, Limits};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// The time allowed for each step of the greeting (`hub` to `wait`, `init` to `ready`): fixed,
/// since an engine may load its evaluation and endgame tables first.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(30);

/// The time allowed for a move searched to a depth or a node count, which has no time limit.
const UNTIMED_MOVE_TIMEOUT: Duration = Duration::from_secs(60);

/// How long an engine told to `quit` may take to exit before it is killed.
const QUIT_GRACE: Duration = Duration::from_secs(1);

/// How long a stopped engine's last words on standard error are waited for.
const STDERR_GRACE: Duration = Duration::from_millis(500);

/// How many of the engine's last standard error lines a failure reports.
const STDERR_LINES: usize = 5;

/// The time allowed for a move given `seconds` to think: ten times that and a second more,
/// generous for an engine's overrun on a busy machine, short enough for a test to hang on.
fn move_timeout(seconds: f64) -> Duration {
    Duration::from_secs_f64(10.0 * seconds) + Duration::from_secs(1)
}

/// Which version of the Hub protocol an engine speaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dialect {
    /// Version 2: `name=value` arguments, `set-param`, `pos pos=... moves="..."`, `level`,
    /// `go think`, `done move=...`.
    V2,
    /// Version 1: `set NAME VALUE`, `new`, `pos POSITION` (the side to move in lower case) then
    /// `move MOVE` for each move,
    /// `time MS` or `depth N`, `go`, `move MOVE [PONDER]`. International draughts only; the
    /// engine is started in its own directory, where Scan 2.0 reads its `scan.ini` and data.
    V1,
}

/// A running Hub engine.
pub struct HubPlayer {
    dialect: Dialect,
    child: Child,
    input: ChildStdin,
    /// Its standard output, line by line; closed when the engine closes it.
    output: Receiver<String>,
    /// Its standard error, line by line, kept in `stderr_tail` between failures.
    errors: Receiver<String>,
    /// The engine's standard error is neither thrown away nor passed through: its last lines
    /// since the previous failure go into the next failure's message, so the game's line says
    /// why the engine failed (a panic, a missing file) and a chatty engine cannot flood or
    /// interleave with the match's table of games.
    stderr_tail: VecDeque<String>,
    limits: Limits,
    /// Why the engine was killed (it did not answer in time, or closed its output): later
    /// requests fail at once instead of waiting on it again.
    stopped: Option<String>,
}

/// Sends the lines of `stream` (invalid UTF-8 replaced) until it ends or nobody listens.
fn forward(stream: impl Read + Send + 'static) -> Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut stream = BufReader::new(stream);
        let mut line = Vec::new();
        while matches!(stream.read_until(b'\n', &mut line), Ok(n) if n > 0) {
            if sender
                .send(String::from_utf8_lossy(&line).trim().to_string())
                .is_err()
            {
                break;
            }
            line.clear();
        }
    });
    receiver
}

impl HubPlayer {
    /// Starts `program` as `program hub` (the word this tool and Scan need to speak the Hub
    /// protocol; other Hub engines ignore it) and initialises it for `variant` at `level`, with
    /// a table of `hash_mb` MiB if given and the engine has that parameter.
    pub fn start(
        program: &str,
        dialect: Dialect,
        variant: Variant,
        level: Level,
        limits: Limits,
        hash_mb: Option<usize>,
    ) -> Result<HubPlayer, String> {
        if dialect == Dialect::V1 && variant != Variant::International {
            return Err(format!(
                "{program} speaks Hub version 1, which has no {variant}"
            ));
        }
        if dialect == Dialect::V1 && limits.depth.is_none() && limits.nodes.is_some() {
            return Err("Hub version 1 has no node limit (use movetime or depth)".into());
        }
        let mut command = match dialect {
            Dialect::V2 => Command::new(program),
            Dialect::V1 => {
                let path = std::fs::canonicalize(program)
                    .map_err(|e| format!("cannot start {program}: {e}"))?;
                let mut command = Command::new(&path);
                if let Some(dir) = path.parent() {
                    command.current_dir(dir);
                }
                command
            }
        };
        let mut child = command
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let input = child
            .stdin
            .take()
            .ok_or("no standard input for the hub engine")?;
        let output = forward(
            child
                .stdout
                .take()
                .ok_or("no standard output for the hub engine")?,
        );
        let errors = forward(
            child
                .stderr
                .take()
                .ok_or("no standard error for the hub engine")?,
        );
        let mut player = HubPlayer {
            dialect,
            child,
            input,
            output,
            errors,
            stderr_tail: VecDeque::new(),
            limits,
            stopped: None,
        };
        let greeted = match dialect {
            Dialect::V2 => player.handshake(program, variant, level, hash_mb),
            Dialect::V1 => player.handshake_v1(),
        };
        greeted.map_err(|e| player.failure(e))?;
        Ok(player)
    }

    /// `hub` and the parameters up to `wait`, then `init` up to `ready`.
    fn handshake(
        &mut self,
        program: &str,
        variant: Variant,
        level: Level,
        hash_mb: Option<usize>,
    ) -> Result<(), String> {
        self.send("hub")?;
        // The parameters the engine declares before "wait": Scan has no `level` and calls some
        // rule sets by its own names (International "normal").
        let mut variants = None;
        let mut has_level = false;
        let mut has_hash = false;
        let asked = Instant::now();
        loop {
            let Some(line) = parse_line(&self.read_line("wait", asked, HANDSHAKE_TIMEOUT)?) else {
                continue;
            };
            match (line.command.as_str(), line.get("name")) {
                ("wait", _) => break,
                ("param", Some("variant")) => {
                    variants = Some(line.get("values").unwrap_or("").to_string())
                }
                ("param", Some("level")) => has_level = true,
                ("param", Some("hash")) => has_hash = true,
                _ => {}
            }
        }
        if let Some(values) = variants {
            let values: Vec<&str> = values.split_whitespace().collect();
            let name = if values.is_empty() || values.contains(&variant.name()) {
                variant.name()
            } else if let Some(name) = scan_name(variant).filter(|n| values.contains(n)) {
                name
            } else {
                return Err(format!("{program} does not play {variant}"));
            };
            self.send(&format!("set-param name=variant value={name}"))?;
        }
        if has_level {
            self.send(&format!("set-param name=level value={level}"))?;
        }
        if let Some(mb) = hash_mb.filter(|_| has_hash) {
            self.send(&format!("set-param name=hash value={mb}"))?;
        }
        self.send("init")?;
        self.wait_for("ready", HANDSHAKE_TIMEOUT)?;
        Ok(())
    }

    /// Version 1: `hub` up to `wait`, then `init` up to `ready`; the engine's own settings file
    /// chooses its book, tables and hash.
    fn handshake_v1(&mut self) -> Result<(), String> {
        self.send("hub")?;
        self.wait_for("wait", HANDSHAKE_TIMEOUT)?;
        self.send("init")?;
        self.wait_for("ready", HANDSHAKE_TIMEOUT)?;
        Ok(())
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        if let Some(why) = &self.stopped {
            return Err(format!("hub engine stopped earlier ({why})"));
        }
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("hub engine: {e}"))
    }

    /// Reads one line while waiting for `word`, asked for at `asked` and due within `timeout`.
    /// An engine that lets the time pass or closes its output is killed.
    fn read_line(
        &mut self,
        word: &str,
        asked: Instant,
        timeout: Duration,
    ) -> Result<String, String> {
        let left = (asked + timeout).saturating_duration_since(Instant::now());
        let why = match self.output.recv_timeout(left) {
            Ok(line) => {
                self.remember_stderr(Duration::ZERO);
                return Ok(line);
            }
            Err(RecvTimeoutError::Timeout) => format!(
                "no {word:?} within {:.1} s, so it was killed",
                timeout.as_secs_f64()
            ),
            Err(RecvTimeoutError::Disconnected) => format!("quit before {word:?}"),
        };
        let _ = self.child.kill();
        let _ = self.child.wait();
        let message = format!("hub engine: {why}");
        self.stopped = Some(why);
        Err(message)
    }

    /// Reads lines until one starts with `word`, for at most `timeout`; returns it. An `error`
    /// line fails.
    fn wait_for(&mut self, word: &str, timeout: Duration) -> Result<String, String> {
        let asked = Instant::now();
        loop {
            let line = self.read_line(word, asked, timeout)?;
            match line.split_whitespace().next() {
                Some(first) if first == word => return Ok(line),
                Some("error") => return Err(format!("hub engine: {line}")),
                _ => {}
            }
        }
    }

    /// Moves the standard error lines that have come into `stderr_tail`, keeping the last, and
    /// waits up to `grace` for more until the engine closes its standard error.
    fn remember_stderr(&mut self, grace: Duration) {
        let deadline = Instant::now() + grace;
        while let Ok(line) = self
            .errors
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
        {
            if self.stderr_tail.len() == STDERR_LINES {
                self.stderr_tail.pop_front();
            }
            self.stderr_tail.push_back(line);
        }
    }

    /// `message` with the engine's standard error lines since the last failure. A stopped
    /// engine's last lines may still be in the pipe: they are waited for, briefly.
    fn failure(&mut self, message: String) -> String {
        let grace = match self.stopped {
            Some(_) => STDERR_GRACE,
            None => Duration::ZERO,
        };
        self.remember_stderr(grace);
        if self.stderr_tail.is_empty() {
            return message;
        }
        let tail: Vec<String> = self.stderr_tail.drain(..).collect();
        format!("{message}; its standard error: {}", tail.join(" | "))
    }

    /// Tells the engine a new game starts.
    pub fn new_game(&mut self) -> Result<(), String> {
        let sent = self.send(match self.dialect {
            Dialect::V2 => "new-game",
            Dialect::V1 => "new",
        });
        sent.map_err(|e| self.failure(e))
    }

    /// Asks for a move in the game's current position.
    pub fn choose(&mut self, game: &Game) -> Result<Move, String> {
        let chosen = self.ask(game);
        chosen.map_err(|e| self.failure(e))
    }

    fn ask(&mut self, game: &Game) -> Result<Move, String> {
        let moves: Vec<String> = game.history().map(|(pos, mv)| hub_move(pos, mv)).collect();
        let start = hub_position(game.start_position());
        let limits = self.limits;
        let seconds = limits.movetime_ms.unwrap_or(100.0) / 1000.0;
        let timeout = match (limits.depth, limits.nodes) {
            (None, None) => move_timeout(seconds),
            _ => UNTIMED_MOVE_TIMEOUT,
        };
        let text = match self.dialect {
            Dialect::V2 => {
                self.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")))?;
                self.send(&match (limits.depth, limits.nodes) {
                    (Some(depth), _) => format!("level depth={depth}"),
                    (None, Some(nodes)) => format!("level nodes={nodes}"),
                    (None, None) => format!("level move-time={seconds}"),
                })?;
                self.send("go think")?;
                let done = self.wait_for("done", timeout)?;
                done.split_whitespace()
                    .find_map(|word| word.strip_prefix("move="))
                    .map(str::to_string)
                    .ok_or_else(|| format!("hub engine answered {done:?}"))?
            }
            Dialect::V1 => {
                // Version 1 writes the side to move in lower case.
                let (side, squares) = start.split_at(1);
                self.send(&format!("pos {}{squares}", side.to_lowercase()))?;
                for mv in &moves {
                    self.send(&format!("move {mv}"))?;
                }
                self.send(&match limits.depth {
                    Some(depth) => format!("depth {depth}"),
                    None => format!("time {}", (seconds * 1000.0).round()),
                })?;
                self.send("go")?;
                let answer = self.wait_for("move", timeout)?;
                answer
                    .split_whitespace()
                    .nth(1)
                    .map(str::to_string)
                    .ok_or_else(|| format!("hub engine answered {answer:?}"))?
            }
        };
        read_move(game.position(), &text)
            .ok_or_else(|| format!("hub engine played {text}, not legal here"))
    }
}

/// An engine told to `quit` gets a moment to exit, then is killed: one that ignores `quit`
/// neither hangs the match nor outlives it.
impl Drop for HubPlayer {
    fn drop(&mut self) {
        if self.send("quit").is_ok() {
            let deadline = Instant::now() + QUIT_GRACE;
            while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
                thread::sleep(Duration::from_millis(10));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
