//! The engine subcommands of the command-line tool: thin adapters over `draughts::engine`.

pub mod bench;
pub mod clock;
pub mod go;
pub mod hub;
pub mod hub_player;
pub mod matches;
pub mod tune;

use draughts::{Move, Position};

/// The moves of a line, each written in the variant's notation in the position it is played in.
pub fn line_text(start: &Position, line: &[Move]) -> String {
    let mut pos = *start;
    let mut words = Vec::with_capacity(line.len());
    for mv in line {
        if !pos.is_legal(mv) {
            break;
        }
        words.push(pos.move_text(mv));
        pos = pos.play_unchecked(mv);
    }
    words.join(" ")
}

/// Nodes per second, guarding against a zero duration.
pub fn nodes_per_second(nodes: u64, elapsed_ms: f64) -> f64 {
    nodes as f64 * 1000.0 / elapsed_ms.max(1e-3)
}
