//! The Hub protocol, version 2 (the text protocol of Scan 3 and the Hub GUI), from both sides:
//! [`engine`] is `draughts hub`, this tool as a Hub engine; [`client`] drives another Hub
//! engine as a match seat. [`line`] reads and writes the protocol's lines and [`notation`]
//! Scan's positions, moves and scores.
//!
//! Lines are `command name=value name="quoted value" flag ...`. Positions: `pos=` takes a FEN,
//! or Scan's string: `W` or `B` for the side to move, then one letter per playable square (`w`,
//! `b` men, `W`, `B` kings, `e` empty) in square-number order; Turkish, which has no numbers,
//! lists its 64 squares row by row from a8 to h1. Moves are `from-to` or `fromxto` followed by
//! `x` and each captured square, in the variant's square names; the variant's own move text is
//! accepted too.

pub mod client;
pub mod engine;
pub use draughts_hub::{line, notation};

pub use engine::run;
