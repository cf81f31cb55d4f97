//! `draughts bench` on wasm, for the side-by-side speed table (`speed.mjs`): the same positions,
//! depth and engine settings as the native tool, in the same line format, so that one script
//! compares the native tool, Node and a browser worker on one machine at one time.

use crate::clock::PerformanceClock;
use draughts_engine::{bench, built_in_network};
use wasm_bindgen::prelude::*;

/// The bench at `depth`: a line per position (variant, nodes, milliseconds searching, FEN),
/// then `nodes` and `time` lines, as `draughts bench` prints them; English by the built-in
/// network if `network`, else by its terms and tables (`--network tables`, as the page plays).
#[wasm_bindgen]
pub fn bench(depth: u32, network: bool) -> String {
    let mut text = String::new();
    let network = network.then(built_in_network);
    let totals = bench::measure(depth, &PerformanceClock, network, |pos, nodes, ms| {
        text += &format!(
            "{:<14} {:>10} {:>7.1} ms  {}\n",
            pos.variant().name(),
            nodes,
            ms,
            pos.to_fen()
        );
    });
    text += &format!("depth {depth}\nnodes {}\n", totals.nodes);
    text += &format!("time {:.1} ms (searching)\n", totals.search_ms);
    text
}
