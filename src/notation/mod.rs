//! Text forms: FEN positions, move text and PDN games, and the encodings files come in.

pub mod encoding;
pub mod fen;
pub mod pdn;
pub mod text;

use std::fmt;

/// Any failure to read a move from text: syntax or meaning.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    Parse(text::ParseMoveError),
    Move(text::MoveError),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Parse(e) => e.fmt(f),
            NotationError::Move(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

impl From<text::ParseMoveError> for NotationError {
    fn from(e: text::ParseMoveError) -> Self {
        NotationError::Parse(e)
    }
}

impl From<text::MoveError> for NotationError {
    fn from(e: text::MoveError) -> Self {
        NotationError::Move(e)
    }
}
