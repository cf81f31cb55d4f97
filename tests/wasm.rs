//! The core compiled to wasm32-unknown-unknown, run under Node by wasm-bindgen-test-runner:
//! `cargo test -p draughts --target wasm32-unknown-unknown --test wasm`.
//! It catches what only breaks in the browser's runtime (time, randomness, stack size) and
//! prints perft speed for comparison with native. The engine's own are in
//! crates/engine/tests/wasm.rs.

#![cfg(target_arch = "wasm32")]

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

/// Milliseconds from the JS clock (std::time panics on this target).
fn js_now() -> f64 {
    js_sys::Date::now()
}
