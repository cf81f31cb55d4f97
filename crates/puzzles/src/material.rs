//! Material as the engine counts it (`draughts_engine::eval::weights`: a man is 100, a king
//! what the variant's weights say), for what a line wins and what a capture takes.

use draughts::{Bitboard, Color, Move, Position};
use draughts_engine::eval::weights;

/// The worth of `pieces` in `pos`, in hundredths of a man.
fn worth(pos: &Position, pieces: Bitboard) -> i32 {
    let w = weights(pos.variant());
    let kings = (pieces & pos.kings()).count() as i32;
    let men = pieces.count() as i32 - kings;
    men * w.man + kings * w.king
}

/// One man, the least a line must win to count.
pub fn man(pos: &Position) -> i32 {
    weights(pos.variant()).man
}

/// `side`'s material less its opponent's.
pub fn lead(pos: &Position, side: Color) -> i32 {
    worth(pos, pos.pieces(side)) - worth(pos, pos.pieces(side.opponent()))
}

/// What `mv` takes, played in `pos`.
pub fn taken(pos: &Position, mv: &Move) -> i32 {
    worth(pos, mv.captured())
}

/// Whether `mv` is the one capture anybody would see: it takes more than every other legal move.
pub fn is_greedy_capture(pos: &Position, mv: &Move) -> bool {
    let value = taken(pos, mv);
    value > 0
        && pos
            .legal_moves()
            .iter()
            .all(|other| other == mv || taken(pos, other) < value)
}
