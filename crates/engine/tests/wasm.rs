//! The engine compiled to wasm32-unknown-unknown, run under Node by wasm-bindgen-test-runner:
//! `cargo test -p draughts-engine --target wasm32-unknown-unknown --test wasm`. The searches and
//! endgame tables the browser's worker runs, with their speeds printed.

#![cfg(target_arch = "wasm32")]

use draughts::{Game, Position, Variant};
use draughts_engine::{bench, built_in_network, Clock, Engine, Level, Limits, TablesError};
use wasm_bindgen_test::{console_log, wasm_bindgen_test};

/// The bench's node signatures on wasm are the native ones (`draughts bench`, and with
/// `--network tables`): the search, and the network's vector arithmetic, compute exactly what
/// they compute natively.
#[wasm_bindgen_test]
fn bench_signatures_match_the_native_ones_on_wasm() {
    for (name, network, signature) in [
        ("network", Some(built_in_network()), 1_121_286),
        ("tables", None, 1_116_990),
    ] {
        let started = js_now();
        assert_eq!(bench::run(9, &JsClock, network, |_, _| {}), signature);
        let ms = js_now() - started;
        console_log!(
            "wasm bench by the {name}: {signature} nodes in {ms:.0} ms, {:.1} M nodes/s",
            signature as f64 / ms / 1e3
        );
    }
}

/// English by the built-in network and by its terms and tables, 100,000 nodes each from the
/// bench's first English middlegame (natively: `draughts go --variant english --fen ...
/// --nodes 100000 --hash 16`, with `--network tables` for the second). One cold search each, the
/// first paying for the compilation of the code: the steady-state cost, which decided that the
/// page plays English by the network, is measured in docs/performance.md.
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
