//! The vocabulary of a board: squares, colours, roles and pieces.

use std::fmt;

/// A playable square, as its bit index in the board's [`Bitboard`](crate::Bitboard) layout.
///
/// The index is internal: use [`Variant::square_name`](crate::Variant::square_name) and
/// [`Variant::parse_square`](crate::Variant::parse_square) at the notation boundary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    #[inline]
    pub const fn new(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }
}

/// The two sides. White moves up the board (towards higher ranks).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// White if `white`: the colour of code generic over a `const WHITE: bool`.
    #[inline(always)]
    pub const fn of_white(white: bool) -> Color {
        if white {
            Color::White
        } else {
            Color::Black
        }
    }

    #[inline]
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The FEN letter, `W` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Whether a piece is crowned.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Role {
    Man,
    King,
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}
