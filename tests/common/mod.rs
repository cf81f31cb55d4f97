//! Positions for tests: random playouts and random legal setups, from a seed.

#![allow(dead_code)] // each test crate uses part of it

use draughts::rng::SplitMix64;
use draughts::{Color, Piece, Position, Role, Setup, Variant};

/// The positions of a random game of up to `plies` moves from the start.
pub fn random_game(variant: Variant, seed: u64, plies: usize) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut pos = Position::start(variant);
    let mut seen = vec![pos];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
        seen.push(pos);
    }
    seen
}

/// A random legal setup with men and kings of both colours scattered over the board.
pub fn random_setup(variant: Variant, seed: u64) -> Position {
    let mut rng = SplitMix64::new(seed);
    let board = variant.board();
    let turn = if rng.chance(50) {
        Color::White
    } else {
        Color::Black
    };
    let mut setup = Setup::empty(variant, turn);
    let density = 15 + rng.below(40) as u8;
    let king_share = rng.below(60) as u8;
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
