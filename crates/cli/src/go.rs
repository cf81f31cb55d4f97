//! `draughts go`: search one position and print the best move, score, line and speed.

use crate::clock::StdClock;
use crate::common::nodes_per_second;
use draughts::{Game, Position};
use draughts_engine::{Clock, Engine, Level, Limits, Network};
use std::sync::Arc;

/// Searches `pos` (English by `network`, `None` meaning its terms and tables) and prints an
/// `info` line per iteration, then the result.
pub fn run(
    pos: Position,
    limits: Limits,
    level: Level,
    hash_mb: usize,
    network: Option<Arc<Network>>,
) {
    let clock = StdClock::new();
    let mut engine = Engine::new(hash_mb);
    engine.set_network(network);
    let game = Game::from_position(pos);
    let result = engine.search(&game, &limits, level, &clock, &mut |info| {
        println!(
            "info depth {} score {} nodes {} time {:.0} ms pv {}",
            info.depth,
            info.score,
            info.nodes,
            info.elapsed_ms,
            pos.line_text(&info.pv).join(" ")
        );
    });
    let elapsed = clock.now_ms();
    match result.best_move {
        Some(mv) => println!("bestmove {}", pos.move_text(&mv)),
        None => println!("bestmove none (no legal move)"),
    }
    println!("score {}", result.score);
    println!("pv {}", pos.line_text(&result.pv).join(" "));
    println!("depth {}", result.depth);
    println!("nodes {}", result.nodes);
    println!("nps {:.0}", nodes_per_second(result.nodes, elapsed));
}
