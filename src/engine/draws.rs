//! How the search sees draws: a repeated position along the game and the search path, and the
//! variant's counted draw rules (the same rules [`crate::Game::outcome`] applies).

use super::score::MAX_PLY;
use crate::draw::DrawCounters;
use crate::game::Game;
use crate::position::Position;
use crate::rules::Rules;

/// The hashes of the positions from the game's start to the node being searched.
pub(crate) struct Path {
    hashes: Vec<u64>,
}

impl Path {
    /// The path of a game's positions, with the draw counters of its current position.
    pub(crate) fn from_game(game: &Game) -> (DrawCounters, Path) {
        let mut hashes = Vec::with_capacity(game.len() + MAX_PLY + 1);
        hashes.extend(game.history().map(|(before, _)| before.hash()));
        hashes.push(game.position().hash());
        (game.draw_counters(), Path { hashes })
    }

    #[inline]
    pub(crate) fn push(&mut self, hash: u64) {
        self.hashes.push(hash);
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        self.hashes.pop();
    }

    /// Whether the position on top of the path occurred before with the same side to move.
    /// Only the last `counters.king_moves` plies can hold it: a capture or a man move is never
    /// undone. One earlier occurrence is enough: whoever could repeat can repeat again.
    #[inline]
    pub(crate) fn is_repetition(&self, counters: DrawCounters) -> bool {
        let n = self.hashes.len();
        let Some(&current) = self.hashes.last() else {
            return false;
        };
        let reversible = usize::from(counters.king_moves).min(n - 1);
        (4..=reversible)
            .step_by(2)
            .any(|back| self.hashes[n - 1 - back] == current)
    }
}

/// Whether one of the variant's counted draw rules ends the game in `pos`.
#[inline]
pub(crate) fn by_rule<R: Rules>(pos: &Position, counters: DrawCounters) -> bool {
    crate::draw::reached::<R>(pos, counters).is_some()
}
