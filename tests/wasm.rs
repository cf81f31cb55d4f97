//! The core compiled to wasm32-unknown-unknown, run under Node by wasm-bindgen-test-runner:
//! `cargo test -p draughts --no-default-features --target wasm32-unknown-unknown --test wasm`.
//! It catches what only breaks in the browser's runtime (time, randomness, stack size) and
//! prints perft speed for comparison with native.

#![cfg(target_arch = "wasm32")]

use draughts::engine::{Clock, Engine, Level, Limits, TablesError};
use draughts::perft::perft;
use draughts::{Game, Position, Variant};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

#[wasm_bindgen_test]
fn perft_matches_published_counts_on_wasm() {
    for (variant, depth, nodes) in [
        (Variant::Brazilian, 7, 187_302),
        (Variant::Russian, 7, 190_146),
        (Variant::International, 6, 167_140),
        (Variant::English, 7, 179_740),
        (Variant::Spanish, 7, 177_532),
        (Variant::Turkish, 6, 931_312),
    ] {
        assert_eq!(perft(&Position::start(variant), depth), nodes, "{variant}");
    }
}

#[wasm_bindgen_test]
fn verified_rule_positions_on_wasm() {
    // The longest capture of the shared data: a king taking 10 pieces.
    let pos =
        Position::from_fen(Variant::International, "W:WK1:B7,9,17,19,20,30,31,33,43,44").unwrap();
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].captured().count(), 10);
    assert_eq!(pos.move_paths(&moves[0]).len(), 1);
}

#[wasm_bindgen_test]
fn a_whole_game_plays_to_its_end_on_wasm() {
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        let mut ply = 0usize;
        while game.outcome().is_none() && ply < 2000 {
            let moves = game.position().legal_moves();
            // A fixed, varied choice: no randomness source is needed.
            let mv = moves[(ply * 7 + 3) % moves.len()];
            game.play(&mv).unwrap();
            ply += 1;
        }
        assert!(
            game.outcome().is_some(),
            "{variant}: no end after {ply} plies"
        );
        let fen = game.position().to_fen();
        assert_eq!(
            Position::from_fen(variant, &fen).as_ref(),
            Ok(game.position())
        );
    }
}

#[wasm_bindgen_test]
fn perft_speed_on_wasm() {
    let started = js_now();
    let nodes = perft(&Position::start(Variant::Brazilian), 10);
    let seconds = (js_now() - started) / 1000.0;
    assert_eq!(nodes, 21_560_022);
    console_log!(
        "wasm brazilian perft 10: {nodes} nodes in {seconds:.3} s, {:.1} M nodes/s",
        nodes as f64 / seconds / 1e6
    );
}

/// English by the built-in network and by its terms and tables, 100,000 nodes each from the
/// bench's first English middlegame (natively: `draughts go --variant english --fen ...
/// --nodes 100000 --hash 16`, with `--network tables` for the second). Why the browser's
/// worker plays English by the tables: without the native build's wide vector instructions, the
/// network costs wasm several times its native share of the search.
#[wasm_bindgen_test]
fn english_search_speed_on_wasm() {
    let fen = "B:W17,20,21,22,24,27,30,31,32:B1,2,3,4,5,8,9,11,12";
    let game = Game::from_position(Position::from_fen(Variant::English, fen).unwrap());
    for (name, tables) in [("network", false), ("terms and tables", true)] {
        let mut engine = Engine::new(16);
        if tables {
            engine.set_network(None);
        }
        let started = js_now();
        let result = engine.search(
            &game,
            &Limits::nodes(100_000),
            Level::MAX,
            &JsClock,
            &mut |_| {},
        );
        let seconds = (js_now() - started) / 1000.0;
        assert!(result.best_move.is_some());
        console_log!(
            "wasm english search by the {name}: {} nodes in {seconds:.3} s, {:.2} M nodes/s",
            result.nodes,
            result.nodes as f64 / seconds / 1e6
        );
    }
}

#[wasm_bindgen_test]
fn endgame_tables_build_and_answer_on_wasm() {
    // Six pieces: the search may reach every 4-piece kings-only ending, so all are built.
    let game = Game::from_position(
        Position::from_fen(Variant::Brazilian, "W:Wa1,c1,e1:Bb8,d8,f8").unwrap(),
    );
    let mut engine = Engine::new(4);
    let started = js_now();
    engine.search(&game, &Limits::depth(1), Level::MAX, &JsClock, &mut |_| {});
    console_log!(
        "wasm: every 4-piece Brazilian endgame table built in {:.2} s",
        (js_now() - started) / 1000.0
    );
    // Three kings against one, won only by technique within the 15-move limit.
    let won =
        Game::from_position(Position::from_fen(Variant::Brazilian, "W:WKe7,Kb8,Kh8:BKa5").unwrap());
    let result = engine.search(&won, &Limits::depth(2), Level::MAX, &JsClock, &mut |_| {});
    assert!(result.score.is_table_win(), "{}", result.score);
}

#[wasm_bindgen_test]
fn endgame_tables_pass_to_another_engine_on_wasm() {
    // What the page does when it restarts its worker: the new engine takes the tables instead
    // of building them.
    let pos = Position::from_fen(Variant::Brazilian, "W:Wa1,c1,e1:Bb8,d8,f8").unwrap();
    let mut first = Engine::new(1);
    assert!(first.prepare_tables(&pos, Level::MAX));
    let started = js_now();
    let bytes = first.export_tables().unwrap();
    let exported = js_now() - started;
    let mut second = Engine::new(1);
    assert_eq!(
        second.import_tables(Variant::Russian, &bytes),
        Err(TablesError::WrongVariant)
    );
    let cut = &bytes[..bytes.len() - 1];
    assert!(second.import_tables(Variant::Brazilian, cut).is_err());
    let started = js_now();
    assert_eq!(second.import_tables(Variant::Brazilian, &bytes), Ok(6));
    console_log!(
        "wasm: every 4-piece Brazilian table, {} bytes: exported in {exported:.0} ms, imported in {:.0} ms",
        bytes.len(),
        js_now() - started
    );
    assert!(
        !second.prepare_tables(&pos, Level::MAX),
        "nothing left to build"
    );
    assert_eq!(second.export_tables().as_ref(), Some(&bytes));
    let won =
        Game::from_position(Position::from_fen(Variant::Brazilian, "W:WKe7,Kb8,Kh8:BKa5").unwrap());
    let result = second.search(&won, &Limits::depth(2), Level::MAX, &JsClock, &mut |_| {});
    assert!(result.score.is_table_win(), "{}", result.score);
}

/// The engine's clock on wasm.
struct JsClock;

impl Clock for JsClock {
    fn now_ms(&self) -> f64 {
        js_now()
    }
}

/// Milliseconds from the JS clock (std::time panics on this target).
fn js_now() -> f64 {
    js_sys::Date::now()
}
