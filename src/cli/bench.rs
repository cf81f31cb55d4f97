//! `draughts bench`: the fixed bench positions at a fixed depth, with the node signature.

use super::clock::StdClock;
use super::nodes_per_second;
use draughts::engine::{bench, Clock};

pub fn run(depth: u32) {
    let clock = StdClock::new();
    let total = bench::run(depth, &clock, |pos, nodes| {
        println!(
            "{:<14} {:>10}  {}",
            pos.variant().name(),
            nodes,
            pos.to_fen()
        );
    });
    let elapsed = clock.now_ms();
    println!("depth {depth}");
    println!("nodes {total}");
    println!("time {:.0} ms", elapsed);
    println!("nps {:.0}", nodes_per_second(total, elapsed));
}
