//! `draughts hub`: this tool as a Hub engine. It declares its parameters (`variant`,
//! International unless set, `normal` accepted as Scan's name for it; `level`, `hash`) after
//! `hub`, answers `init` with `ready`, and runs a search on `go think|ponder|analyze` after `pos`
//! and `level`, printing `info` lines and `done move=... ponder=...`. During a search a reader
//! thread answers `ping` and turns `stop` (or the end of input) into the clock's stop flag, so
//! the search ends at once with its best move. Unknown commands and arguments are ignored, as
//! the protocol asks; a bad argument to a known command is answered with `error message="..."`.

use super::line::{parse_line, quote, Line};
use super::notation::{
    hub_line, hub_move, hub_variant, read_game, score_in_men, HUB_DEFAULT_VARIANT,
};
use crate::clock::StdClock;
use crate::common::{nodes_per_second, parse_hash_mb, DEFAULT_HASH_MB, MAX_HASH_MB};
use draughts::{Game, Variant};
use draughts_engine::{Engine, Info, Level, Limits};
use draughts_hub::params::{level_param, read_level_param, variant_param};
use std::io::BufRead;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::Arc;

/// Moves assumed left in the game when the GUI gives only the remaining time.
const DEFAULT_MOVES_TO_GO: f64 = 30.0;

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
        println!(
            "id name=draughts version={} author={}",
            env!("CARGO_PKG_VERSION"),
            quote("the draughts team")
        );
        println!("{}", variant_param(self.variant));
        println!("{}", level_param(self.level));
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
            "level" => self.level = read_level_param(value)?,
            "hash" => {
                self.hash_mb = parse_hash_mb(value)
                    .ok_or_else(|| format!("hash must be 1 to {MAX_HASH_MB} MiB, not {value:?}"))?
            }
            _ => {}
        }
        Ok(())
    }

    fn read_game(&self, line: &Line) -> Result<Game, String> {
        let start = line.get("pos").ok_or("pos needs pos=")?;
        read_game(self.variant, start, line.get("moves").unwrap_or(""))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_nodes_and_quoted_values() {
        let line = parse_line("level nodes=10000").unwrap();
        assert!(matches!(read_level(&line), Ok(TimeControl::Nodes(10000))));
        let text = format!("error message={}", quote("unknown variant \"normal\""));
        let line = parse_line(&text).unwrap();
        assert_eq!(line.get("message"), Some("unknown variant 'normal'"));
    }
}
