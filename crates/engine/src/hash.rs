//! The Zobrist hash of the position after a move, updated from the hash before it instead of
//! recomputed from every piece (the core's [`Position::hash`] does the latter).

use draughts::low_level::{piece_key, BLACK_TO_MOVE};
use draughts::Color;
use draughts::Move;
use draughts::Position;

/// [`after_move_for`] for either side to move (for the tests).
#[cfg(test)]
pub(crate) fn after_move(pos: &Position, hash: u64, mv: &Move) -> u64 {
    match pos.turn() {
        Color::White => after_move_for::<true>(pos, hash, mv),
        Color::Black => after_move_for::<false>(pos, hash, mv),
    }
}

/// The hash of `pos.play_unchecked(mv)`, given `hash == pos.hash()` and White (if `WHITE`) or
/// Black to move.
#[inline(always)]
pub(crate) fn after_move_for<const WHITE: bool>(pos: &Position, hash: u64, mv: &Move) -> u64 {
    let us = Color::of_white(WHITE);
    let them = us.opponent();
    let kings = pos.kings();
    let was_king = kings.contains(mv.from());
    let mut h = hash ^ BLACK_TO_MOVE;
    h ^= piece_key(us, was_king, mv.from());
    h ^= piece_key(us, was_king || mv.promotes(), mv.to());
    for sq in mv.captured() - kings {
        h ^= piece_key(them, false, sq);
    }
    for sq in mv.captured() & kings {
        h ^= piece_key(them, true, sq);
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    #[test]
    fn matches_the_hash_from_scratch_along_games() {
        for variant in Variant::ALL {
            let mut pos = Position::start(variant);
            let mut hash = pos.hash();
            for ply in 0..200 {
                let moves = pos.legal_moves();
                let Some(mv) = moves.get((ply * 7 + 3) % moves.len().max(1)) else {
                    break;
                };
                hash = after_move(&pos, hash, mv);
                pos = pos.play_unchecked(mv);
                assert_eq!(hash, pos.hash(), "{variant} ply {ply}");
            }
        }
    }
}
