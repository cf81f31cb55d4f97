//! Puzzles for every rule set: a position and the one line that wins material or the game.
//!
//! The page reads a set with [`parse`] (the [`format`] and the [`theme`]s need only the rules
//! core, so the page builds this crate with `default-features = false`); with the `engine`
//! feature (the default) the crate also makes sets from the engine's self-play ([`generate`]),
//! rates puzzles by the engine's levels ([`rating`]) and checks them again ([`verify`]).
//! What a puzzle is, the criteria and their sources: docs/puzzles.md.
//!
//! ```
//! use draughts_puzzles::{parse, Theme};
//!
//! let text = "# draughts puzzles: russian\n# made by: hand\n\
//!             1\tW:We1,d2,c3:Be5,h8\tc3-d4 e5:c3 d2:b4\t1200\tshot\n";
//! let set = parse(text).unwrap();
//! let puzzle = &set.puzzles[0];
//! assert_eq!(puzzle.solution_text(), ["c3-d4", "e5:c3", "d2:b4"]);
//! assert_eq!(puzzle.themes, [Theme::Shot]);
//! assert!(puzzle.position.is_legal(&puzzle.solution[0]));
//! ```

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
