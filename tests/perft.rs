//! Perft from the start of every variant against the published counts in tests/data/start.perft.
//! The default run checks depth 8 on 8x8 boards and 7 on 10x10; the deeper lines run in the
//! release-mode pass (`cargo test --release --test perft -- --ignored`).

use draughts::low_level::position_from_parts;
use draughts::perft::{divide, perft};
use draughts::{Bitboard, Color, Position, Variant};

struct Case {
    variant: Variant,
    fen: Option<String>,
    depth: u32,
    nodes: u64,
    deep: bool,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/start.perft");
    let mut cases = Vec::new();
    let mut variant = Variant::default();
    let mut fen = None;
    for line in text.lines().map(str::trim) {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("variant") => {
                variant = words.next().unwrap().parse().unwrap();
                fen = None;
            }
            Some("fen") => fen = Some(line["fen".len()..].trim().to_string()),
            Some(kind @ ("perft" | "deep")) => cases.push(Case {
                variant,
                fen: fen.clone(),
                depth: words.next().unwrap().parse().unwrap(),
                nodes: words.next().unwrap().parse().unwrap(),
                deep: kind == "deep",
            }),
            _ => {}
        }
    }
    cases
}

fn check(deep: bool) {
    let cases: Vec<Case> = cases().into_iter().filter(|c| c.deep == deep).collect();
    assert!(!cases.is_empty());
    for case in cases {
        let pos = match &case.fen {
            Some(fen) => Position::from_fen(case.variant, fen).unwrap(),
            None => Position::start(case.variant),
        };
        assert_eq!(
            perft(&pos, case.depth),
            case.nodes,
            "{} perft {}",
            case.variant,
            case.depth
        );
    }
}

#[test]
fn start_positions_match_published_counts() {
    check(false);
}

#[test]
#[ignore = "deep counts: run in release with --ignored"]
fn start_positions_match_published_counts_deep() {
    check(true);
}

#[test]
fn every_variant_is_covered() {
    for v in Variant::ALL {
        assert!(
            cases().iter().any(|c| c.variant == v && c.depth >= 6),
            "{v}"
        );
    }
}

#[test]
fn divide_sums_to_perft_in_every_variant() {
    for v in Variant::ALL {
        let pos = Position::start(v);
        let parts = divide(&pos, 5);
        assert_eq!(parts.len() as u64, perft(&pos, 1));
        assert_eq!(
            parts.iter().map(|(_, n)| n).sum::<u64>(),
            perft(&pos, 5),
            "{v}"
        );
    }
}

/// dctl's Thai table counts Thai rules from twelve men each on three rows (no count from Thai's
/// own start of eight men was published): the same squares as the Czech start, which the rules'
/// checked set-ups refuse as too many men for Thai, so the position is built from its parts.
fn thai_from_twelve_men() -> Position {
    let start = Position::start(Variant::Czech);
    let pieces = [start.pieces(Color::White), start.pieces(Color::Black)];
    position_from_parts(Variant::Thai, Color::White, pieces, Bitboard::EMPTY)
}

#[test]
fn thai_rules_from_twelve_men_match_dctl() {
    let pos = thai_from_twelve_men();
    let counts = [7, 49, 302, 1469, 7361, 36768, 179740, 845931];
    for (depth, nodes) in (1..).zip(counts) {
        assert_eq!(perft(&pos, depth), nodes, "thai perft {depth}");
    }
}

#[test]
#[ignore = "deep counts: run in release with --ignored"]
fn thai_rules_from_twelve_men_match_dctl_deep() {
    let pos = thai_from_twelve_men();
    for (depth, nodes) in [(9, 3963648), (10, 18363523), (11, 84892793)] {
        assert_eq!(perft(&pos, depth), nodes, "thai perft {depth}");
    }
}
