//! How deep the search goes when deeper cannot tell more: iterative deepening stops once every
//! root move's score is final (the endgame tables decide them all), so the depth it reports is
//! the last one that meant something rather than the depth cap.

use draughts::{Game, Position, Variant};
use draughts_engine::{Clock, Engine, Info, Level, Limits};

/// A clock that never advances: the searches end on depth or nodes only.
struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// The depth of the search's result and the deepest iteration it reported.
fn depths(variant: Variant, fen: &str, level: Level, limits: Limits) -> (u32, u32) {
    let game = Game::from_position(Position::from_fen(variant, fen).unwrap());
    let mut engine = Engine::new(8);
    let mut deepest = 0;
    let result = engine.search(&game, &limits, level, &FrozenClock, &mut |info: &Info| {
        deepest = deepest.max(info.depth)
    });
    assert!(result.best_move.is_some());
    (result.depth, deepest)
}

#[test]
fn table_decided_root_moves_stop_the_deepening() {
    // Three kings against one: every move leads to a position the four-piece tables hold, won
    // (the first) or drawn (the lone king holds the long diagonal in the second).
    for fen in ["W:WKe7,Kb8,Kh8:BKa5", "W:WKc1,Ke1,Kg1:BKb8"] {
        let (depth, deepest) = depths(
            Variant::Brazilian,
            fen,
            Level::MAX,
            Limits::nodes(1_000_000),
        );
        assert!(
            depth <= 2 && deepest <= 2,
            "{fen}: depth {depth}, reported {deepest}"
        );
    }
}

#[test]
fn without_the_tables_the_same_ending_is_searched_to_the_depth_cap() {
    // Level 4 plays kings-only endings without the tables: nothing is final, so its search of
    // the same ending runs to its depth cap of four plies.
    let level = Level::new(4).unwrap();
    assert!(!level.settings().endgame_tables);
    let (depth, _) = depths(
        Variant::Brazilian,
        "W:WKe7,Kb8,Kh8:BKa5",
        level,
        Limits::nodes(1_000_000),
    );
    assert_eq!(depth, level.settings().max_depth);
}
