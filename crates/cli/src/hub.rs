//! `draughts hub`: the Hub protocol, version 2 (the text protocol of Scan 3 and the Hub GUI).
//!
//! Lines are `command name=value name="quoted value" flag ...`. The engine declares its
//! parameters (`variant`, International unless set, `normal` accepted as Scan's name for it;
//! `level`, `hash`) after `hub`, answers `init` with `ready`, and runs a
//! search on `go think|ponder|analyze` after `pos` and `level`, printing `info` lines and
//! `done move=... ponder=...`. During a search a reader thread answers `ping` and turns `stop`
//! (or the end of input) into the clock's stop flag, so the search ends at once with its best
//! move. Unknown commands and arguments are ignored, as the protocol asks; a bad argument to a
//! known command is answered with `error message="..."`.
//!
//! Positions: `pos=` takes a FEN, or Scan's string: `W` or `B` for the side to move, then one
//! letter per playable square (`w`, `b` men, `W`, `B` kings, `e` empty) in square-number order;
//! Turkish, which has no numbers, lists its 64 squares row by row from a8 to h1. Moves are
//! `from-to` or `fromxto` followed by `x` and each captured square, in the variant's square
//! names; the variant's own move text is accepted too.

use crate::clock::StdClock;
use crate::common::{nodes_per_second, parse_hash_mb, DEFAULT_HASH_MB, MAX_HASH_MB};
use draughts::{Color, Game, Move, Piece, Position, Role, Setup, Variant};
use draughts_engine::{Engine, Info, Level, Limits, Score};
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;

/// Moves assumed left in the game when the GUI gives only the remaining time.
const DEFAULT_MOVES_TO_GO: f64 = 30.0;

/// One protocol line: a command and its `name=value` arguments (a flag has an empty value).
pub(super) struct Line {
    pub(super) command: String,
    args: Vec<(String, String)>,
}

impl Line {
    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn has(&self, name: &str) -> bool {
        self.get(name).is_some()
    }
}

/// Splits a line into its command and arguments; `None` for an empty line or a missing quote.
pub(super) fn parse_line(text: &str) -> Option<Line> {
    let mut chars = text.trim().chars().peekable();
    let mut words: Vec<(String, String)> = Vec::new();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut name = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == '=' {
                break;
            }
            name.push(c);
            chars.next();
        }
        let mut value = String::new();
        if chars.peek() == Some(&'=') {
            chars.next();
            if chars.peek() == Some(&'"') {
                chars.next();
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some(c) => value.push(c),
                        None => return None,
                    }
                }
            } else {
                while let Some(&c) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    value.push(c);
                    chars.next();
                }
            }
        }
        words.push((name, value));
    }
    let mut words = words.into_iter();
    let (command, _) = words.next()?;
    Some(Line {
        command,
        args: words.collect(),
    })
}

/// A value in protocol form: quoted when it is empty or holds a space or `=`. The protocol has
/// no escape for `"`, so one inside becomes `'`.
fn quote(value: &str) -> String {
    if value.is_empty() || value.contains([' ', '=', '"']) {
        format!("\"{}\"", value.replace('"', "'"))
    } else {
        value.to_string()
    }
}

/// What the GUI asked to bound the next search by.
#[derive(Clone, Copy)]
enum TimeControl {
    Depth(u32),
    Nodes(u64),
    MoveTime(f64),
    Clock {
        time: f64,
        moves: Option<f64>,
        inc: f64,
    },
    Infinite,
}

impl TimeControl {
    fn limits(self) -> Limits {
        match self {
            TimeControl::Depth(d) => Limits::depth(d),
            TimeControl::Nodes(n) => Limits::nodes(n),
            TimeControl::MoveTime(seconds) => Limits::movetime(seconds * 1000.0),
            TimeControl::Clock { time, moves, inc } => {
                let share = time / moves.unwrap_or(DEFAULT_MOVES_TO_GO).max(1.0) + inc;
                Limits::movetime(share.min(time * 0.5).max(0.0) * 1000.0)
            }
            TimeControl::Infinite => Limits::default(),
        }
    }
}

/// The protocol session: parameters, the engine, the position and the time control.
struct Session {
    variant: Variant,
    level: Level,
    hash_mb: usize,
    engine: Option<Engine>,
    game: Option<Game>,
    control: TimeControl,
    stop: Arc<AtomicBool>,
}

/// Runs the protocol on standard input and output until `quit` or the end of input.
pub fn run() {
    let stop = Arc::new(AtomicBool::new(false));
    let (lines, received) = mpsc::channel::<String>();
    let reader_stop = Arc::clone(&stop);
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        for line in stdin.lock().lines() {
            let Ok(line) = line else { break };
            let command = line.split_whitespace().next().unwrap_or("");
            match command {
                "ping" => println!("pong"),
                "stop" => reader_stop.store(true, Ordering::SeqCst),
                _ => {
                    if command == "go" {
                        // Cleared here, in input order, so a "stop" sent right after "go" holds.
                        reader_stop.store(false, Ordering::SeqCst);
                    }
                    if command == "quit" {
                        reader_stop.store(true, Ordering::SeqCst);
                    }
                    if lines.send(line).is_err() {
                        break;
                    }
                }
            }
        }
        reader_stop.store(true, Ordering::SeqCst);
    });
    let mut session = Session {
        variant: HUB_DEFAULT_VARIANT,
        level: Level::MAX,
        hash_mb: DEFAULT_HASH_MB,
        engine: None,
        game: None,
        control: TimeControl::Infinite,
        stop,
    };
    for text in received {
        let Some(line) = parse_line(&text) else {
            continue;
        };
        if line.command == "quit" {
            break;
        }
        if let Err(message) = session.handle(&line) {
            println!("error message={}", quote(&message));
        }
    }
}

impl Session {
    fn handle(&mut self, line: &Line) -> Result<(), String> {
        match line.command.as_str() {
            "hub" => self.introduce(),
            "set-param" => self.set_param(line)?,
            "init" => {
                self.engine = Some(Engine::new(self.hash_mb));
                println!("ready");
            }
            "new-game" => {
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
            }
            "pos" => self.game = Some(self.read_game(line)?),
            "level" => self.control = read_level(line)?,
            "go" => self.go()?,
            _ => {}
        }
        Ok(())
    }

    fn introduce(&self) {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        println!(
            "id name=draughts version={} author={}",
            env!("CARGO_PKG_VERSION"),
            quote("the draughts team")
        );
        println!(
            "param name=variant value={} type=enum values={}",
            self.variant,
            quote(&names.join(" "))
        );
        println!(
            "param name=level value={} type=int min={} max={}",
            self.level,
            Level::MIN,
            Level::MAX
        );
        println!(
            "param name=hash value={} type=int min=1 max={MAX_HASH_MB}",
            self.hash_mb
        );
        println!("wait");
    }

    fn set_param(&mut self, line: &Line) -> Result<(), String> {
        let name = line.get("name").ok_or("set-param needs name=")?;
        let value = line.get("value").ok_or("set-param needs value=")?;
        match name {
            "variant" => self.variant = hub_variant(value)?,
            "level" => {
                self.level = value
                    .parse()
                    .ok()
                    .and_then(Level::new)
                    .ok_or_else(|| format!("level must be 1 to 8, not {value:?}"))?
            }
            "hash" => {
                self.hash_mb = parse_hash_mb(value)
                    .ok_or_else(|| format!("hash must be 1 to {MAX_HASH_MB} MiB, not {value:?}"))?
            }
            _ => {}
        }
        Ok(())
    }

    fn read_game(&self, line: &Line) -> Result<Game, String> {
        let text = line.get("pos").ok_or("pos needs pos=")?;
        let start = read_position(self.variant, text)?;
        let mut game = Game::from_position(start);
        for word in line.get("moves").unwrap_or("").split_whitespace() {
            let mv = read_move(game.position(), word)
                .ok_or_else(|| format!("move {word} is not legal here"))?;
            game.play(&mv).map_err(|e| format!("move {word}: {e}"))?;
        }
        Ok(game)
    }

    fn go(&mut self) -> Result<(), String> {
        let game = self.game.as_ref().ok_or("go before pos")?;
        let engine = self.engine.get_or_insert_with(|| Engine::new(self.hash_mb));
        let clock = StdClock::with_stop(Arc::clone(&self.stop));
        let start = *game.position();
        let result = engine.search(
            game,
            &self.control.limits(),
            self.level,
            &clock,
            &mut |info: &Info| {
                println!(
                    "info depth={} score={} nodes={} time={:.3} nps={:.2} pv={}",
                    info.depth,
                    score_in_men(info.score),
                    info.nodes,
                    info.elapsed_ms / 1000.0,
                    nodes_per_second(info.nodes, info.elapsed_ms) / 1e6,
                    quote(&hub_line(&start, &info.pv))
                );
            },
        );
        let Some(best) = result.best_move else {
            return Err("no legal move in this position".to_string());
        };
        let after = start.play_unchecked(&best);
        let ponder = result
            .pv
            .get(1)
            .filter(|mv| after.is_legal(mv))
            .map(|mv| format!(" ponder={}", hub_move(&after, mv)))
            .unwrap_or_default();
        println!("done move={}{ponder}", hub_move(&start, &best));
        Ok(())
    }
}

fn read_level(line: &Line) -> Result<TimeControl, String> {
    let number = |name: &str| -> Result<Option<f64>, String> {
        line.get(name)
            .map(|v| {
                v.parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite() && *x >= 0.0)
                    .ok_or_else(|| format!("level {name} must be a number, not {v:?}"))
            })
            .transpose()
    };
    if line.has("infinite") {
        return Ok(TimeControl::Infinite);
    }
    if let Some(depth) = number("depth")? {
        return Ok(TimeControl::Depth((depth as u32).max(1)));
    }
    if let Some(nodes) = number("nodes")? {
        return Ok(TimeControl::Nodes((nodes as u64).max(1)));
    }
    if let Some(seconds) = number("move-time")? {
        return Ok(TimeControl::MoveTime(seconds));
    }
    if let Some(time) = number("time")? {
        return Ok(TimeControl::Clock {
            time,
            moves: number("moves")?,
            inc: number("inc")?.unwrap_or(0.0),
        });
    }
    Err("level needs depth=, nodes=, move-time=, time= or infinite".to_string())
}

/// The variant before any `set-param`: Hub is the protocol of International draughts
/// programs, and a GUI sends only the parameters its user changed, so an engine that started
/// on Brazilian would be handed 10x10 positions it refuses.
const HUB_DEFAULT_VARIANT: Variant = Variant::International;

/// A `variant` value: our names, plus `normal`, which Scan and the Hub GUI call International.
fn hub_variant(value: &str) -> Result<Variant, String> {
    match value {
        "normal" => Ok(Variant::International),
        _ => value.parse().map_err(|e| format!("{e}")),
    }
}

/// The squares of `variant` in the order of Scan's position string.
fn scan_order(variant: Variant) -> Vec<draughts::Square> {
    let board = variant.board();
    if variant
        .square_number(board.squares.first().expect("boards have squares"))
        .is_some()
    {
        let count = board.square_count();
        (1..=count)
            .filter_map(|n| variant.parse_square(&n.to_string()))
            .collect()
    } else {
        (0..board.size)
            .rev()
            .flat_map(|rank| {
                (0..board.size).filter_map(move |file| variant.square_at_display(file, rank))
            })
            .collect()
    }
}

/// Reads a FEN or a Scan position string.
fn read_position(variant: Variant, text: &str) -> Result<Position, String> {
    if text.contains(':') {
        return Position::from_fen(variant, text).map_err(|e| e.to_string());
    }
    let squares = scan_order(variant);
    let mut chars = text.chars();
    let turn = match chars.next() {
        Some('W') | Some('w') => Color::White,
        Some('B') | Some('b') => Color::Black,
        _ => return Err(format!("position {text:?} must start with W or B")),
    };
    let cells: Vec<char> = chars.collect();
    if cells.len() != squares.len() {
        return Err(format!(
            "a {variant} position needs {} squares after the side to move, not {}",
            squares.len(),
            cells.len()
        ));
    }
    let mut setup = Setup::empty(variant, turn);
    for (&sq, &cell) in squares.iter().zip(&cells) {
        let (color, role) = match cell {
            'w' => (Color::White, Role::Man),
            'b' => (Color::Black, Role::Man),
            'W' => (Color::White, Role::King),
            'B' => (Color::Black, Role::King),
            'e' | '.' => continue,
            other => return Err(format!("unknown square letter {other:?} in the position")),
        };
        setup.put(sq, Piece { color, role });
    }
    setup.into_position().map_err(|e| e.to_string())
}

/// `pos` in Scan's string, the form every Hub engine reads (the inverse of `read_position`).
pub fn hub_position(pos: &Position) -> String {
    let mut text = String::from(match pos.turn() {
        Color::White => 'W',
        Color::Black => 'B',
    });
    for sq in scan_order(pos.variant()) {
        text.push(match pos.piece_at(sq) {
            None => 'e',
            Some(Piece { color, role }) => match (color, role) {
                (Color::White, Role::Man) => 'w',
                (Color::Black, Role::Man) => 'b',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::King) => 'B',
            },
        });
    }
    text
}

/// Finds the legal move a Hub move names (`from-to`, `fromxto[xcaptured...]`), else reads the
/// variant's own move text.
pub fn read_move(pos: &Position, text: &str) -> Option<Move> {
    let variant = pos.variant();
    let squares: Option<Vec<_>> = text
        .split(['-', 'x', 'X', ':'])
        .map(|name| variant.parse_square(name))
        .collect();
    if let Some(squares) = squares.filter(|s| s.len() >= 2) {
        let (from, to, captured) = (squares[0], squares[1], &squares[2..]);
        let matching: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == from && mv.to() == to)
            .filter(|mv| captured.iter().all(|sq| mv.captured().contains(*sq)))
            .filter(|mv| captured.is_empty() || mv.captured().count() as usize == captured.len())
            .collect();
        if let [mv] = matching.as_slice() {
            return Some(*mv);
        }
    }
    pos.parse_move(text).ok()
}

/// A move in Hub form: `from-to`, or `fromxto` followed by `x` and each captured square.
pub fn hub_move(pos: &Position, mv: &Move) -> String {
    let name = |sq| pos.variant().square_name(sq);
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from()), name(mv.to()));
    }
    let mut text = format!("{}x{}", name(mv.from()), name(mv.to()));
    for sq in mv.captured() {
        text.push('x');
        text.push_str(&name(sq));
    }
    text
}

fn hub_line(start: &Position, line: &[Move]) -> String {
    let words: Vec<String> = start
        .line(line)
        .map(|(pos, mv)| hub_move(&pos, &mv))
        .collect();
    words.join(" ")
}

/// Scan's score form: men as a real number; a decided game as ±(100 - plies/100).
fn score_in_men(score: Score) -> String {
    match (score.centipawns(), score.plies_to_end()) {
        (Some(cp), _) => format!("{:.2}", f64::from(cp) / 100.0),
        (None, Some(plies)) => {
            let value = 100.0 - f64::from(plies) / 100.0;
            format!("{:.2}", if score.is_win() { value } else { -value })
        }
        (None, None) => "0.00".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_include_scans_normal() {
        assert_eq!(hub_variant("normal"), Ok(Variant::International));
        assert_eq!(hub_variant("russian"), Ok(Variant::Russian));
        assert!(hub_variant("killer").is_err());
        assert_eq!(HUB_DEFAULT_VARIANT, Variant::International);
    }

    #[test]
    fn hub_position_reads_back() {
        for variant in Variant::ALL {
            let mut game = Game::new(variant);
            for _ in 0..6 {
                let moves = game.position().legal_moves();
                let Some(mv) = moves.into_iter().next_back() else {
                    break;
                };
                game.play(&mv).unwrap();
            }
            let pos = *game.position();
            let text = hub_position(&pos);
            assert_eq!(
                read_position(variant, &text).unwrap().to_fen(),
                pos.to_fen()
            );
        }
        let start = hub_position(&Position::start(Variant::International));
        assert_eq!(
            start,
            format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20))
        );
    }

    #[test]
    fn level_nodes_and_quoted_values() {
        let line = parse_line("level nodes=10000").unwrap();
        assert!(matches!(read_level(&line), Ok(TimeControl::Nodes(10000))));
        let text = format!("error message={}", quote("unknown variant \"normal\""));
        let line = parse_line(&text).unwrap();
        assert_eq!(line.get("message"), Some("unknown variant 'normal'"));
    }
}
