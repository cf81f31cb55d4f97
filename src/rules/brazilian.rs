//! Brazilian draughts: International rules on the 8x8 board (CBD rules; FMJD-64 article 7 for
//! the draws).

use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::draw::{DrawRule, DRAUGHTS_64_DRAWS};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Brazilian;

impl Rules for Brazilian {
    const VARIANT: Variant = Variant::Brazilian;
    const BOARD: &'static Board = &DIAGONAL_8;
    const START_RANKS: Range<u8> = 0..3;
    /// "White always moves first."
    const FIRST_TO_MOVE: Color = Color::White;
    /// "The king moves any number of free squares along a diagonal."
    const FLYING_KINGS: bool = true;
    /// "Men capture forwards and backwards."
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// "A man that reaches the last row during a capture and can go on capturing (backwards)
    /// does so and is not crowned."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::ContinueAsMan;
    /// "The capture taking the most pieces is compulsory; men and kings count the same."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPieces;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    const DRAW_RULES: &'static [DrawRule] = DRAUGHTS_64_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 26;
}
