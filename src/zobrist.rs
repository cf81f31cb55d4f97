//! Zobrist hashing: a random key per (colour, role, square) and one for the side to move,
//! generated at compile time so every build and platform agrees.

use crate::rng::{mix, GAMMA};
use crate::square::{Color, Square};

/// `KEYS[color * 2 + is_king][square]`.
static KEYS: [[u64; 64]; 4] = {
    let mut keys = [[0u64; 64]; 4];
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut i = 0;
    while i < 4 * 64 {
        state = mix(state.wrapping_add(GAMMA));
        keys[i / 64][i % 64] = state;
        i += 1;
    }
    keys
};

/// Added when Black is to move.
pub const BLACK_TO_MOVE: u64 = mix(0xD1B5_4A32_D192_ED03u64.wrapping_add(GAMMA));

/// The key of one piece on one square.
#[inline]
pub fn piece_key(color: Color, king: bool, sq: Square) -> u64 {
    KEYS[color as usize * 2 + king as usize][sq.index() as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn keys_are_distinct() {
        let mut all: Vec<u64> = KEYS.iter().flatten().copied().collect();
        all.push(BLACK_TO_MOVE);
        let n = all.len();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn side_to_move_changes_hash() {
        let p = crate::Position::start(Variant::Brazilian);
        assert_ne!(p.hash(), p.with_turn(Color::Black).hash());
    }
}
