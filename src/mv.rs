//! A move: one whole turn, including every jump of a capture.

use crate::bitboard::Bitboard;
use crate::square::Square;
use smallvec::SmallVec;

/// A legal move, identified by its origin, destination and the set of pieces it captures
/// (the convention of published perft counts). The landing squares in between are not stored:
/// [`Position::move_paths`](crate::Position::move_paths) recovers them for display and notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Move {
    from: Square,
    to: Square,
    promotes: bool,
    captured: Bitboard,
}

impl Move {
    /// A move from its parts, unchecked: [`Position::is_legal`](crate::Position::is_legal)
    /// tells whether it is one of a position's moves (an engine's killer moves are rebuilt so).
    pub const fn new(from: Square, to: Square, captured: Bitboard, promotes: bool) -> Move {
        Move {
            from,
            to,
            promotes,
            captured,
        }
    }

    #[inline]
    pub const fn from(&self) -> Square {
        self.from
    }

    #[inline]
    pub const fn to(&self) -> Square {
        self.to
    }

    /// The squares of the pieces this move takes.
    #[inline]
    pub const fn captured(&self) -> Bitboard {
        self.captured
    }

    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.captured.any()
    }

    /// True when a man ends this move crowned.
    #[inline]
    pub const fn promotes(&self) -> bool {
        self.promotes
    }
}

/// The moves of one position. Kept inline for the usual counts so that search and perft do not
/// allocate; positions with more moves spill to the heap.
pub type MoveList = SmallVec<[Move; 48]>;
