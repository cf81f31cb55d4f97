//! Positions for tests: random playouts and random legal setups, from a seed.

#![allow(dead_code)] // each test crate uses part of it

use draughts::{Color, Piece, Position, Role, Setup, Variant};

/// A small seeded generator (splitmix64), so failures replay from their seed.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// The positions of a random game of up to `plies` moves from the start.
pub fn random_game(variant: Variant, seed: u64, plies: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut pos = Position::start(variant);
    let mut seen = vec![pos];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&moves[rng.below(moves.len())]);
        seen.push(pos);
    }
    seen
}

/// A random legal setup with men and kings of both colours scattered over the board.
pub fn random_setup(variant: Variant, seed: u64) -> Position {
    let mut rng = Rng(seed);
    let board = variant.board();
    let turn = if rng.chance(50) {
        Color::White
    } else {
        Color::Black
    };
    let mut setup = Setup::empty(variant, turn);
    let density = 15 + rng.below(40) as u64;
    let king_share = rng.below(60) as u64;
    let mut counts = [0u32; 2];
    for sq in board.squares {
        if !rng.chance(density) {
            continue;
        }
        let color = if rng.chance(50) {
            Color::White
        } else {
            Color::Black
        };
        if counts[color as usize] >= variant.start_squares(color).count() {
            continue;
        }
        let crowning = board.promotion_row[color as usize].contains(sq);
        let role = if crowning || rng.chance(king_share) {
            Role::King
        } else {
            Role::Man
        };
        setup.put(sq, Piece { color, role });
        counts[color as usize] += 1;
    }
    setup
        .into_position()
        .expect("random setups respect the rules")
}
