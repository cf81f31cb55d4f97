//! `draughts bench`: the fixed bench positions at a fixed depth, with the node signature.

use crate::clock::StdClock;
use crate::common::nodes_per_second;
use draughts_engine::{bench, Clock, Network};
use std::sync::Arc;

/// The bench at `depth`, English evaluated by `network` (`None`: its terms and tables).
pub fn run(depth: u32, network: Option<Arc<Network>>) {
    let clock = StdClock::new();
    let totals = bench::measure(depth, &clock, network, |pos, nodes, ms| {
        println!(
            "{:<14} {:>10} {:>7.1} ms  {}",
            pos.variant().name(),
            nodes,
            ms,
            pos.to_fen()
        );
    });
    let elapsed = clock.now_ms();
    println!("depth {depth}");
    println!("nodes {}", totals.nodes);
    // The speed counts search time only; the total includes setting up and clearing the table.
    println!(
        "time {:.1} ms (searching; {:.0} ms in all)",
        totals.search_ms, elapsed
    );
    println!(
        "nps {:.0}",
        nodes_per_second(totals.nodes, totals.search_ms)
    );
}
