//! The fast generator against the simple one in tests/reference, on random positions of every
//! variant, and Turkish and Thai perft (which have no published table from their starts beyond
//! one engine's) through both.

mod common;
mod reference;

use common::{random_game, random_setup};
use draughts::perft::perft;
use draughts::{Bitboard, Move, Position, Variant};

fn same_moves(pos: &Position) {
    assert_eq!(
        reference::core_moves(pos),
        reference::legal_moves(pos),
        "{} {}",
        pos.variant(),
        pos.to_fen()
    );
}

#[test]
fn random_games_agree_with_reference() {
    for variant in Variant::ALL {
        for seed in 0..40 {
            for pos in random_game(variant, seed, 150) {
                same_moves(&pos);
            }
        }
    }
}

#[test]
fn random_setups_agree_with_reference() {
    for variant in Variant::ALL {
        let mut multi_captures = 0;
        for seed in 0..3000 {
            let pos = random_setup(variant, seed);
            same_moves(&pos);
            multi_captures += pos.legal_moves().iter().any(|m| m.captured().count() >= 2) as u32;
        }
        // The sample must exercise the hard part, not just steps.
        assert!(multi_captures > 300, "{variant}: {multi_captures}");
    }
}

/// The core's move for a reference move (which must be legal in the core too).
fn to_core(pos: &Position, (from, to, captured, promotes): &reference::RefMove) -> Move {
    let board = pos.variant().board();
    let at = |&(f, r): &(i8, i8)| board.square_at(f as u8, r as u8).unwrap();
    let captured: Bitboard = captured.iter().map(at).collect();
    *pos.legal_moves()
        .iter()
        .find(|m| {
            m.from() == at(from)
                && m.to() == at(to)
                && m.promotes() == *promotes
                && m.captured() == captured
        })
        .expect("reference move is legal in the core")
}

/// Perft with the reference's moves: with `paths`, every capture path counts (the convention of
/// the one published Turkish table); without, duplicates count once (ours).
fn reference_perft(pos: &Position, depth: u32, paths: bool) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves: Vec<_> = if paths {
        reference::move_paths(pos)
    } else {
        reference::legal_moves(pos).into_iter().collect()
    };
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| reference_perft(&pos.play_unchecked(&to_core(pos, m)), depth - 1, paths))
        .sum()
}

#[test]
fn turkish_perft_through_reference() {
    let start = Position::start(Variant::Turkish);
    // Published by one independent Turkish engine (duplicates counted) for depths 1-5.
    for (depth, nodes) in [(1, 8), (2, 64), (3, 708), (4, 7538), (5, 85090)] {
        assert_eq!(reference_perft(&start, depth, true), nodes);
        assert_eq!(perft(&start, depth), nodes);
    }
}

#[test]
#[ignore = "deep: run in release with --ignored"]
fn turkish_perft_through_reference_deep() {
    let start = Position::start(Variant::Turkish);
    // Depth 7: 10782382 paths (the published count) but 10782308 distinct moves (ours): 74
    // sequences end in a capture reachable by two paths with the same captured set.
    assert_eq!(reference_perft(&start, 6, true), 931_312);
    assert_eq!(reference_perft(&start, 7, true), 10_782_382);
    assert_eq!(perft(&start, 7), 10_782_308);
}

#[test]
fn thai_perft_through_reference() {
    // No published count from Thai's start of eight men each: ours (tests/data/start.perft)
    // against the reference generator's.
    let start = Position::start(Variant::Thai);
    for depth in 1..=5 {
        assert_eq!(
            reference_perft(&start, depth, false),
            perft(&start, depth),
            "{depth}"
        );
    }
}

#[test]
fn random_positions_perft_agree_with_reference() {
    for variant in Variant::ALL {
        for seed in 0..60 {
            let pos = random_setup(variant, seed);
            assert_eq!(
                perft(&pos, 3),
                reference_perft(&pos, 3, false),
                "{variant} {}",
                pos.to_fen()
            );
        }
    }
}

/// Perft 2 is perft's own fast path (the replies to each quiet move counted without playing
/// it), so it gets its own sample: positions along random games and random set-ups.
#[test]
fn two_ply_counts_agree_with_reference() {
    for variant in Variant::ALL {
        let games = (0..20).flat_map(|seed| random_game(variant, seed, 150));
        let setups = (0..400).map(|seed| random_setup(variant, 10_000 + seed));
        for pos in games.chain(setups) {
            assert_eq!(
                perft(&pos, 2),
                reference_perft(&pos, 2, false),
                "{variant} {}",
                pos.to_fen()
            );
        }
    }
}
