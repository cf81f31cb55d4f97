//! Puzzles for every rule set: the sets the engine made (`www/puzzles/<rule set>.txt`, read by
//! `draughts_puzzles::parse`, fetched when the player opens puzzles), the next puzzle chosen to
//! fit the player's puzzle rating, a puzzle tried on the board, a wrong move refuted by the
//! engine, and the player's puzzles kept in the records.

pub mod choice;
pub mod link;
pub mod on_page;
pub mod progress;
pub mod run;
pub mod view;

use draughts::Variant;

/// Where `variant`'s puzzle set is, relative to the page.
pub fn set_path(variant: Variant) -> String {
    format!("puzzles/{}.txt", variant.name())
}
