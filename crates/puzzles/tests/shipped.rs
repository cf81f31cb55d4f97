//! Every shipped puzzle (www/puzzles/<variant>.txt) checked again as the page relies on it: the
//! file parses and names its variant, and each puzzle passes `verify::check` at the budget the
//! sets were kept at (the first move best and ahead of the second by the margin, each move's
//! child searched at 20,000 nodes; the line legal; the themes those the line shows). The time
//! this takes: docs/puzzles.md.

use draughts::Variant;
use draughts_engine::Level;
use draughts_puzzles::{choice, parse, verify};

/// Each move's search: what `draughts puzzles verify` uses unless told, and what every kept
/// puzzle passed when it was made.
const NODES: u64 = 20_000;
/// The least each shipped set holds.
const LEAST: usize = 500;

#[test]
fn every_shipped_puzzle_passes_its_check() {
    let mut engine = choice::engine();
    let mut faults = Vec::new();
    let dir = format!("{}/../../www/puzzles", env!("CARGO_MANIFEST_DIR"));
    let mut shipped: Vec<Variant> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            name.parse()
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        })
        .collect();
    shipped.sort_by_key(|v| Variant::ALL.iter().position(|w| w == v));
    // A set is rated on its rule set's level ladder.
    assert!(shipped.iter().all(|v| Level::MIN.rating(*v).is_some()));
    for variant in shipped {
        let path = format!("{dir}/{}.txt", variant.name());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let set = parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(set.variant, variant, "{path}");
        assert!(
            set.puzzles.len() >= LEAST,
            "{path}: {} puzzles",
            set.puzzles.len()
        );
        for puzzle in &set.puzzles {
            if let Err(fault) = verify::check(&mut engine, puzzle, NODES) {
                faults.push(format!("{} {}: {fault}", variant.name(), puzzle.id));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
