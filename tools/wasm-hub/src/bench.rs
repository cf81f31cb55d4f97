//! `draughts bench` on wasm, for the side-by-side speed table (`speed.mjs`): the same positions,
//! depth and engine settings as the native tool (English by its terms and tables, as the
//! page's worker plays it), in the same line format, so that one script compares the native
//! tool, Node and a browser worker on one machine at one time.

use crate::clock::PerformanceClock;
use draughts_engine::bench;
use wasm_bindgen::prelude::*;

/// The bench at `depth`: a line per position (variant, nodes, milliseconds searching, FEN),
/// then `nodes` and `time` lines, as `draughts bench --network tables` prints them.
#[wasm_bindgen]
pub fn bench(depth: u32) -> String {
    let mut text = String::new();
    let totals = bench::measure(depth, &PerformanceClock, None, |pos, nodes, ms| {
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
