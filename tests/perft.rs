//! Perft from the start of every variant against the published counts in tests/data/start.perft.
//! The default run checks depth 8 on 8x8 boards and 7 on 10x10; the deeper lines run in the
//! release-mode pass (`cargo test --release --test perft -- --ignored`).

use draughts::perft::{divide, perft};
use draughts::{Position, Variant};

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
