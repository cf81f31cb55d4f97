//! The engine bench on wasm in a dedicated worker of headless Chromium, where the browser game
//! runs its engine (English by its terms and tables, as the game's worker plays it), for
//! comparison with the native `draughts bench` of the same engine on the same machine:
//!
//! ```sh
//! CHROMEDRIVER=/usr/bin/chromedriver cargo test --release -p draughts --no-default-features \
//!     --target wasm32-unknown-unknown --test engine_speed_wasm -- --nocapture
//! cargo run --release -- bench --network tables
//! ```
//!
//! Both print the same node signature (the search is deterministic) and nodes per second; the
//! ratio of the two speeds is the figure. A measurement, not a check: nothing about time is
//! asserted, and it is not part of `.ci/test` (it needs the browser).

#![cfg(target_arch = "wasm32")]

use draughts::engine::{bench, Clock};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// The native bench's default depth.
const DEPTH: u32 = 9;
const RUNS: u32 = 5;

struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[wasm_bindgen_test]
fn engine_bench_speed_in_the_browser() {
    let clock = DateClock;
    // Several runs, the best reported: the first also pays for compiling the hot code, and the
    // machine may be busy with something else during any one of them.
    let mut best_ms = f64::INFINITY;
    let mut signature = 0;
    for run in 1..=RUNS {
        let started = clock.now_ms();
        let nodes = bench::run(DEPTH, &clock, None, |_, _| {});
        let ms = clock.now_ms() - started;
        console_log!("wasm bench run {run}: depth {DEPTH}, nodes {nodes}, {ms:.0} ms");
        best_ms = best_ms.min(ms);
        signature = nodes;
    }
    console_log!(
        "wasm bench best of {RUNS}: nodes {signature}, {best_ms:.0} ms, {:.0} nodes/s",
        signature as f64 * 1000.0 / best_ms.max(1.0)
    );
    assert!(signature > 0);
}
