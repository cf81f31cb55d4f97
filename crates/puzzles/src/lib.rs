//! Puzzles for every rule set: a position and the one line that wins material or the game.
//!
//! The page reads a set with [`parse`] (the [`format`] and the [`theme`]s need only the rules
//! core, so the page builds this crate with `default-features = false`); with the `engine`
//! feature (the default) the crate also makes sets from the engine's self-play ([`generate`]),
//! rates puzzles by the engine's levels ([`rating`]) and checks them again ([`verify`]).
//! What a puzzle is, the criteria and their sources: docs/puzzles.md.

pub mod format;
pub mod theme;

#[cfg(feature = "engine")]
pub mod choice;
#[cfg(feature = "engine")]
pub mod generate;
#[cfg(feature = "engine")]
pub mod line;
#[cfg(feature = "engine")]
mod material;
#[cfg(feature = "engine")]
pub mod rating;
#[cfg(feature = "engine")]
pub mod verify;

pub use format::{parse, write, FormatError, Puzzle, PuzzleSet};
pub use theme::Theme;
