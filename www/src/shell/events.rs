//! What a view asks of the page. Each view is handed a [`Sender`] when it is built and sends
//! what the player did with it; the shell (`web/app.rs`) made the sender and answers, so that
//! no view knows the shell or reaches into the page.

use crate::game::page::Command;
use draughts::{Position, Variant};
use std::rc::Rc;

/// A view's request.
#[derive(Clone, Debug)]
pub enum ViewEvent {
    /// A command to the page (a replay step, the editor's Analyse, a PDN game to open).
    Command(Command),
    /// "Play from here" in the editor: the new-game form chooses the players for `position`.
    PlayFrom(Position),
    /// Copy what the game record row or dialog names.
    Copy(Copied),
    /// Save the game shown as a .pdn file.
    DownloadPdn,
    /// Read the games of a PDN text (pasted, picked or dropped).
    ReadPdn(String),
    /// Open a rule set's lessons where the player left them.
    Learn(Variant),
    /// The next puzzle (the streak's next after a solved one).
    NextPuzzle,
    /// A streak of puzzles from its first.
    PuzzleStreak,
}

/// What a copy button copies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Copied {
    /// The link to the game.
    Link,
    /// The FEN of the position shown.
    Fen,
    /// The game shown as PDN.
    Pdn,
}

/// Where a view sends its requests.
pub type Sender = Rc<dyn Fn(ViewEvent)>;
