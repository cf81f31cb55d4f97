//! An unchecked arrangement of pieces (what a FEN parses into), and its validation into a
//! [`Position`].

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::rules::Variant;
use crate::square::{Color, Piece, Role, Square};
use std::fmt;

/// Pieces placed on a variant's board, not yet checked against its rules.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub variant: Variant,
    pub turn: Color,
    pub pieces: [Bitboard; 2],
    pub kings: Bitboard,
}

/// Why a setup is not a playable position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// Both colours stand on the named square.
    SquareTwice(String),
    /// A man stands on the row where it would already have been crowned.
    ManOnCrowningRow(String),
    /// A piece stands where the board has no playable square.
    NotPlayable,
    /// More pieces of one colour than the board's start position holds.
    TooManyPieces(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SquareTwice(sq) => write!(f, "square {sq} holds two pieces"),
            SetupError::ManOnCrowningRow(sq) => {
                write!(f, "the man on {sq} stands on its crowning row")
            }
            SetupError::NotPlayable => f.write_str("a piece stands off the playable squares"),
            SetupError::TooManyPieces(c) => write!(f, "{c} has more pieces than at the start"),
        }
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// An empty board with `turn` to move.
    pub fn empty(variant: Variant, turn: Color) -> Setup {
        Setup {
            variant,
            turn,
            pieces: [Bitboard::EMPTY; 2],
            kings: Bitboard::EMPTY,
        }
    }

    /// Puts a piece on a square (replacing what was there).
    pub fn put(&mut self, sq: Square, piece: Piece) {
        for side in &mut self.pieces {
            side.remove(sq);
        }
        self.kings.remove(sq);
        self.pieces[piece.color as usize].insert(sq);
        if piece.role == Role::King {
            self.kings.insert(sq);
        }
    }

    /// Checks the setup against the variant's rules.
    pub fn into_position(self) -> Result<Position, SetupError> {
        let board = self.variant.board();
        let [white, black] = self.pieces;
        if let Some(sq) = (white & black).first() {
            return Err(SetupError::SquareTwice(self.variant.square_name(sq)));
        }
        if ((white | black | self.kings) - board.squares).any() {
            return Err(SetupError::NotPlayable);
        }
        for color in Color::ALL {
            let men = self.pieces[color as usize] - self.kings;
            if let Some(sq) = (men & board.promotion_row[color as usize]).first() {
                return Err(SetupError::ManOnCrowningRow(self.variant.square_name(sq)));
            }
            if self.pieces[color as usize].count() > self.variant.start_squares(color).count() {
                return Err(SetupError::TooManyPieces(color));
            }
        }
        Ok(Position::from_parts(
            self.variant,
            self.turn,
            self.pieces,
            self.kings & (white | black),
        ))
    }
}

impl From<&Position> for Setup {
    fn from(pos: &Position) -> Setup {
        Setup {
            variant: pos.variant(),
            turn: pos.turn(),
            pieces: [pos.pieces(Color::White), pos.pieces(Color::Black)],
            kings: pos.kings(),
        }
    }
}
