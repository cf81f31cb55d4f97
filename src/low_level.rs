//! What an engine needs of the core beyond the public API, generic over the [`Rules`](crate::Rules) type so
//! that a search loop pays for no run-time variant dispatch: due captures found once per node
//! and listed later, quiet moves alone, cheap tests on a position, and the Zobrist keys that
//! [`Position::hash`](crate::Position::hash) is made of, for hashing a move incrementally.
//!
//! These functions trust their caller: the position must be legal for `R`'s variant, and a
//! [`DueCaptures`] must come from the same position. The `draughts-engine` crate is their user.

pub use crate::movegen::{
    can_crown_quietly, capturers, count_quiet_moves, due_captures, has_capture, is_quiet_move,
    legal_moves, list_due_captures, list_quiet, DueCaptures,
};
pub use crate::zobrist::{piece_key, BLACK_TO_MOVE};

use crate::{Bitboard, Color, Move, Position, Variant};

/// [`Position::play_unchecked`] with the side to move known at compile time (`WHITE`), so that
/// the new position can live in registers in a search's inner loop.
#[inline(always)]
pub fn play<const WHITE: bool>(pos: &Position, mv: &Move) -> Position {
    pos.play_for::<WHITE>(mv)
}

/// A position from its bitboards, unchecked (an endgame table's indexer enumerates millions of
/// positions it built legal); [`Setup`](crate::Setup) is the checked way.
pub fn position_from_parts(
    variant: Variant,
    turn: Color,
    pieces: [Bitboard; 2],
    kings: Bitboard,
) -> Position {
    Position::from_parts(variant, turn, pieces, kings)
}
