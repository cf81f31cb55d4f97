//! The verified positions of tests/data/rule-positions.jsonl (copied from the team's shared data):
//! flying-king landings, maximum capture, promotion reached during a capture, ring captures and
//! Turkish immediate removal. Moves compare as (origin, destination, set of captured squares).

use draughts::{Position, Variant};
use serde::Deserialize;
use std::collections::BTreeSet;

#[derive(Deserialize)]
struct Case {
    variant: String,
    fen: String,
    legal_moves: Vec<String>,
    tags: Vec<String>,
}

type Key = (String, String, BTreeSet<String>);

/// `a1xf6[b2,e5]` or `31-26` as (origin, destination, captured).
fn expected_key(text: &str) -> Key {
    let (path, captured) = match text.split_once('[') {
        Some((path, rest)) => (
            path,
            rest.trim_end_matches(']')
                .split(',')
                .map(str::to_string)
                .collect(),
        ),
        None => (text, BTreeSet::new()),
    };
    let squares: Vec<&str> = path.split(['x', '-']).collect();
    (
        squares[0].to_string(),
        squares[squares.len() - 1].to_string(),
        captured,
    )
}

fn cases() -> Vec<Case> {
    include_str!("data/rule-positions.jsonl")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn legal_moves_match_verified_positions() {
    let cases = cases();
    assert!(cases.len() >= 30);
    for case in cases {
        let variant: Variant = case.variant.parse().unwrap();
        let pos = Position::from_fen(variant, &case.fen).unwrap();
        // The data names squares by number on numeric boards and algebraically elsewhere.
        let name = |sq| match variant {
            Variant::International | Variant::English => variant.square_name(sq),
            _ => variant.square_algebraic(sq),
        };
        let ours: BTreeSet<Key> = pos
            .legal_moves()
            .iter()
            .map(|m| {
                (
                    name(m.from()),
                    name(m.to()),
                    m.captured().map(name).collect(),
                )
            })
            .collect();
        let expected: BTreeSet<Key> = case.legal_moves.iter().map(|m| expected_key(m)).collect();
        assert_eq!(
            ours, expected,
            "{} {} {:?}",
            case.variant, case.fen, case.tags
        );
    }
}

#[test]
fn every_listed_path_resolves_to_its_move() {
    for case in cases() {
        let variant: Variant = case.variant.parse().unwrap();
        let pos = Position::from_fen(variant, &case.fen).unwrap();
        for text in &case.legal_moves {
            let path = text.split('[').next().unwrap();
            let mv = pos
                .parse_move(path)
                .unwrap_or_else(|e| panic!("{path}: {e}"));
            assert!(pos.is_legal(&mv));
        }
    }
}
