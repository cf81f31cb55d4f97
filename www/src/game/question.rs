//! The questions the page asks before doing what cannot be taken back (resigning, offering a
//! draw) and when the other side offers a draw. Asked in a dialog over the page, so that
//! nothing on the page moves while it is open.

use draughts::Color;

/// A question waiting for the player's answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Question {
    /// `side` resigns: the player against the computer, or the side to move between two
    /// players.
    Resign { side: Color },
    /// The player offers the computer a draw (the computer then answers).
    OfferDraw,
    /// Between two players: the side to move, `by`, offers a draw; the other side answers.
    DrawOffered { by: Color },
    /// The computer offers a draw with its move.
    ComputerOffersDraw,
    /// The page was opened with a link to another game than the one in progress: open it
    /// (the game in progress is lost) or keep playing.
    OpenLink,
    /// A past game from the history would replace the game in progress.
    OpenPastGame,
    /// The player asked for help that makes the rated game in progress unrated.
    Unrates(Help),
}

/// The computer's help during a game, which a rated game goes without.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Help {
    Hint,
    Analysis,
}
