//! The engine bench on wasm in a dedicated worker of headless Chromium, where the browser game
//! runs its engine (English by its terms and tables: the bench's second signature), for
//! comparison with the native `draughts bench` of the same engine on the same machine:
//!
//! ```sh
//! CHROMEDRIVER=/usr/bin/chromedriver cargo bench -p draughts-engine \
//!     --target wasm32-unknown-unknown --bench search_speed_wasm -- --nocapture
//! cargo run --release -p draughts-cli -- bench --network tables
//! ```
//!
//! Both print the same node signature (the search is deterministic); the native tool prints
//! nodes per second, and the signature over this bench's time per run gives the same figure for
//! wasm. The ratio of the two speeds is the figure.

#![cfg(target_arch = "wasm32")]

use draughts_engine::{bench, Clock};
use wasm_bindgen_test::{console_log, wasm_bindgen_bench, wasm_bindgen_test_configure, Criterion};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// The native bench's default depth.
const DEPTH: u32 = 9;

struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[wasm_bindgen_bench]
fn engine_bench_in_the_browser(c: &mut Criterion) {
    let signature = bench::run(DEPTH, &DateClock, None, |_, _| {});
    console_log!("wasm bench: depth {DEPTH}, nodes {signature} a run");
    c.bench_function("engine bench, depth 9", |b| {
        b.iter(|| bench::run(DEPTH, &DateClock, None, |_, _| {}))
    });
}
