//! Another engine program driven over the Hub protocol, as a match opponent: another build of
//! this tool (`draughts hub`, to compare two versions) or any Hub engine such as Scan.

use super::hub::{hub_move, hub_position, parse_line, read_move};
use draughts::engine::{Level, Limits};
use draughts::{Game, Move, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running Hub engine.
pub struct HubPlayer {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    limits: Limits,
}

impl HubPlayer {
    /// Starts `program` (run as `program hub` when it is this tool, else as given) and
    /// initialises it for `variant` at `level`.
    pub fn start(
        program: &str,
        variant: Variant,
        level: Level,
        limits: Limits,
    ) -> Result<HubPlayer, String> {
        let mut child = Command::new(program)
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let input = child
            .stdin
            .take()
            .ok_or("no standard input for the hub engine")?;
        let output = BufReader::new(
            child
                .stdout
                .take()
                .ok_or("no standard output for the hub engine")?,
        );
        let mut player = HubPlayer {
            child,
            input,
            output,
            limits,
        };
        player.send("hub")?;
        // The parameters the engine declares before "wait": Scan has no `level` and calls
        // International "normal".
        let mut variants = None;
        let mut has_level = false;
        loop {
            let Some(line) = parse_line(&player.read_line("wait")?) else {
                continue;
            };
            match (line.command.as_str(), line.get("name")) {
                ("wait", _) => break,
                ("param", Some("variant")) => {
                    variants = Some(line.get("values").unwrap_or("").to_string())
                }
                ("param", Some("level")) => has_level = true,
                _ => {}
            }
        }
        if let Some(values) = variants {
            let values: Vec<&str> = values.split_whitespace().collect();
            let name = if values.is_empty() || values.contains(&variant.name()) {
                variant.name()
            } else if variant == Variant::International && values.contains(&"normal") {
                "normal"
            } else {
                return Err(format!("{program} does not play {variant}"));
            };
            player.send(&format!("set-param name=variant value={name}"))?;
        }
        if has_level {
            player.send(&format!("set-param name=level value={level}"))?;
        }
        player.send("init")?;
        player.wait_for("ready")?;
        Ok(player)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("hub engine: {e}"))
    }

    /// Reads one line while waiting for `word`.
    fn read_line(&mut self, word: &str) -> Result<String, String> {
        let mut line = String::new();
        let read = self
            .output
            .read_line(&mut line)
            .map_err(|e| format!("hub engine: {e}"))?;
        if read == 0 {
            return Err(format!("hub engine quit before {word:?}"));
        }
        Ok(line.trim().to_string())
    }

    /// Reads lines until one starts with `word`; returns it. An `error` line fails.
    fn wait_for(&mut self, word: &str) -> Result<String, String> {
        loop {
            let line = self.read_line(word)?;
            match line.split_whitespace().next() {
                Some(first) if first == word => return Ok(line),
                Some("error") => return Err(format!("hub engine: {line}")),
                _ => {}
            }
        }
    }

    /// Tells the engine a new game starts.
    pub fn new_game(&mut self) -> Result<(), String> {
        self.send("new-game")
    }

    /// Asks for a move in the game's current position.
    pub fn choose(&mut self, game: &Game) -> Result<Move, String> {
        let moves: Vec<String> = game.history().map(|(pos, mv)| hub_move(pos, mv)).collect();
        self.send(&format!(
            "pos pos={} moves=\"{}\"",
            hub_position(game.start_position()),
            moves.join(" ")
        ))?;
        let limits = self.limits;
        let level = match (limits.depth, limits.nodes, limits.movetime_ms) {
            (Some(depth), _, _) => format!("level depth={depth}"),
            (None, Some(nodes), _) => format!("level nodes={nodes}"),
            (None, None, Some(ms)) => format!("level move-time={}", ms / 1000.0),
            (None, None, None) => "level move-time=0.1".to_string(),
        };
        self.send(&level)?;
        self.send("go think")?;
        let done = self.wait_for("done")?;
        let text = done
            .split_whitespace()
            .find_map(|word| word.strip_prefix("move="))
            .ok_or_else(|| format!("hub engine answered {done:?}"))?;
        read_move(game.position(), text)
            .ok_or_else(|| format!("hub engine played {text}, not legal here"))
    }
}

impl Drop for HubPlayer {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}
