//! The bench: a fixed set of positions searched to a fixed depth. Its total node count is a
//! signature of the search: it changes exactly when the search or evaluation changes, so a
//! change meant to be neutral (a refactor, a speed-up) can be checked by it.

use super::{Clock, Engine, Level, Limits};
use crate::game::Game;
use crate::position::Position;
use crate::rules::Variant;

/// Plies played from each start position to reach the middlegame positions of the bench.
const MIDDLEGAME_PLIES: usize = 12;

/// The bench positions: every variant's start, and a middlegame reached from it by a fixed
/// sequence of legal moves (the move at a fixed index of each move list).
pub fn positions() -> Vec<Game> {
    let mut games = Vec::new();
    for variant in Variant::ALL {
        games.push(Game::new(variant));
        let mut game = Game::new(variant);
        for ply in 0..MIDDLEGAME_PLIES {
            let moves = game.position().legal_moves();
            let Some(mv) = moves.get((ply * 5 + 2) % moves.len().max(1)) else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        games.push(game);
    }
    games
}

/// The nodes each bench position takes at `depth` (Level 8, a fresh 16 MiB table each).
pub fn run(depth: u32, clock: &dyn Clock, mut on_position: impl FnMut(&Position, u64)) -> u64 {
    let mut engine = Engine::new(16);
    let mut total = 0;
    for game in positions() {
        engine.clear();
        let result = engine.search(&game, &Limits::depth(depth), Level::MAX, clock, &mut |_| {});
        on_position(game.position(), result.nodes);
        total += result.nodes;
    }
    total
}
