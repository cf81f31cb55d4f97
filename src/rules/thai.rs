//! Thai draughts (Mak-hos, หมากฮอส). No federation text was found; the rules as the Checkers
//! wiki («Mak-hot»), coldmoon.io, mindsports.nl («Thai») and the dctl library
//! (github.com/rhalbersma/dctl, thai.hpp) agree on them; where they disagree, said below.

use super::draws::DrawRule;
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Thai;

impl Rules for Thai {
    const VARIANT: Variant = Variant::Thai;
    const BOARD: &'static Board = &DIAGONAL_8;
    /// Eight men each on the two rows nearest the player, a1 dark (Checkers wiki, coldmoon,
    /// thaisports.org).
    const START_RANKS: Range<u8> = 0..2;
    /// PDN 3.0's GameType 31 (`31,B,8,8,N2,0`): Black starts. Sources differ (mindsports says
    /// White; the Checkers wiki and coldmoon say there is no fixed rule); a FEN may set either.
    const FIRST_TO_MOVE: Color = Color::Black;
    /// The king moves like a bishop, any distance.
    const FLYING_KINGS: bool = true;
    /// Men move and capture forwards only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// "If a man in a capture reaches the back rank, the move ends there and the man is
    /// promoted to king" (mindsports).
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// "There are no priorities of capture" (mindsports; dctl).
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    /// Each piece taken leaves the board at once, "as in Turkish" (Checkers wiki).
    const REMOVE_CAPTURED_AT_ONCE: bool = true;
    /// A king may turn back between two captures, "even in the direction where they have come
    /// from" (coldmoon; the Checkers wiki and dctl agree; mindsports allows only straight on or
    /// a right angle).
    const NO_REVERSE_JUMP: bool = false;
    /// The king "must stop on the square directly behind each piece captured" (Checkers wiki;
    /// coldmoon, mindsports and dctl agree).
    const KING_LANDS_BEHIND: bool = true;
    /// No rule ending a game drawn by a count of moves was found; a game ends drawn by
    /// repetition or by agreement.
    const DRAW_RULES: &'static [DrawRule] = &[];
    /// PDN GameType 31: numbers 1-32 from the top left as Black, who starts, sees the board:
    /// square 1 is g1 as White sees it, counting right to left, row by row upward.
    const NOTATION: Notation = Notation::NumericFromBottom;
    const GAME_TYPE: u8 = 31;
}
