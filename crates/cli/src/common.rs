//! What the subcommands of the command-line tool share: table sizes, the `--network` value,
//! the variants' names their help lists.

use draughts::Variant;
use draughts_engine::{built_in_network, Network};
use std::sync::Arc;

/// The transposition table size, in MiB, of `go`, `hub` and a `match` seat unless told.
pub const DEFAULT_HASH_MB: usize = 64;
/// The largest table size those accept, in MiB (the table caps itself there too).
pub const MAX_HASH_MB: usize = 1024;

/// A table size in MiB from its text, if it is a whole number from 1 to [`MAX_HASH_MB`].
pub fn parse_hash_mb(text: &str) -> Option<usize> {
    text.parse()
        .ok()
        .filter(|mb| (1..=MAX_HASH_MB).contains(mb))
}

/// Nodes per second, guarding against a zero duration.
pub fn nodes_per_second(nodes: u64, elapsed_ms: f64) -> f64 {
    nodes as f64 * 1000.0 / elapsed_ms.max(1e-3)
}

/// What evaluates English given the `--network` or `network=` value `spec`: the network of
/// the weights file at that path, `None` (the terms and pattern tables) for `tables`, the
/// built-in network without one.
pub fn read_network(spec: Option<&str>) -> Result<Option<Arc<Network>>, String> {
    let spec = match spec {
        None => return Ok(Some(built_in_network())),
        Some(TABLES) => return Ok(None),
        Some(path) => path,
    };
    let bytes = std::fs::read(spec).map_err(|e| format!("cannot read network {spec}: {e}"))?;
    let network = Network::decode(&bytes).map_err(|e| format!("network {spec}: {e}"))?;
    Ok(Some(Arc::from(network)))
}

/// The `--network` or `network=` value that evaluates English by its terms and tables.
pub const TABLES: &str = "tables";

/// `--variant`'s value, refused with the core's message (for the commands that report errors
/// as text).
pub fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse().map_err(|e| format!("{e}"))
}

/// The variants `--variant` reads, from the core's own list, for the help of every command that
/// takes one: "brazilian, russian, ... or turkish".
pub fn variant_names() -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    let (last, rest) = names.split_last().expect("variants exist");
    format!("{} or {last}", rest.join(", "))
}
