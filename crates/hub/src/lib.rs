//! What every Hub protocol speaker of this project shares: [`line`] reads and writes the
//! protocol's lines, [`notation`] Scan's positions, moves and scores, [`params`] the engine
//! parameters (variant, level) an engine of ours offers and reads. The command line's Hub
//! engine and match seats (`crates/cli/src/hub`) and the wasm engine's Hub harness
//! (`tools/wasm-hub`) use them, so both sides read the protocol alike.

pub mod line;
pub mod notation;
pub mod params;
