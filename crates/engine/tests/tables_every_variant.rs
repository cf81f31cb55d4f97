//! Every variant's endgame tables, as the browser's worker builds and keeps them: built from a
//! position that reaches all of them, written as a blob and taken back by another engine, with
//! the build's time and the blob's size printed (docs/performance.md#endgame-tables), natively
//! and on wasm under Node:
//!
//! ```sh
//! cargo test --release -p draughts-engine --test tables_every_variant -- --nocapture
//! cargo test --release -p draughts-engine --target wasm32-unknown-unknown --test tables_every_variant -- --nocapture
//! ```

use draughts::{Position, Variant};
use draughts_engine::{Engine, Level};

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::console_log as say;

#[cfg(not(target_arch = "wasm32"))]
macro_rules! say {
    ($($arg:tt)*) => { println!($($arg)*) };
}

/// Milliseconds from an arbitrary start.
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

/// Each variant with a position of men near enough to every table of it (as many men a side
/// as its largest table's strong side has kings, see `tablebase::max_pieces`), and how many
/// tables that is (every split of 2 to the largest number of pieces, a king or more a side).
const CASES: [(Variant, &str, usize); 6] = [
    (Variant::Brazilian, "W:Wa1,c1,e1:Bb8,d8,f8", 6),
    (Variant::Russian, "W:Wa1,c1,e1:Bb8,d8,f8", 6),
    (Variant::English, "W:W29,30,31:B1,2,3", 6),
    (Variant::Spanish, "W:W1,2,3:B30,31,32", 6),
    (Variant::International, "W:W46,47:B1,2", 3),
    (Variant::Turkish, "W:Wa2,b2:Ba7,b7", 3),
];

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn every_variants_tables_build_and_pass_to_another_engine() {
    for (variant, fen, tables) in CASES {
        let pos = Position::from_fen(variant, fen).unwrap();
        let mut first = Engine::new(1);
        let started = now_ms();
        assert!(first.prepare_tables(&pos, Level::MAX), "{variant}");
        let built = now_ms() - started;
        let bytes = first.export_tables().unwrap();
        let mut second = Engine::new(1);
        let started = now_ms();
        assert_eq!(
            second.import_tables(variant, &bytes),
            Ok(tables),
            "{variant}"
        );
        say!(
            "{variant}: {tables} endgame tables built in {built:.0} ms, {} bytes, imported in {:.0} ms",
            bytes.len(),
            now_ms() - started
        );
        assert!(
            !second.prepare_tables(&pos, Level::MAX),
            "{variant}: all there"
        );
        assert_eq!(second.export_tables(), Some(bytes), "{variant}");
    }
}
