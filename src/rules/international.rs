//! International draughts on the 10x10 board, FMJD rules.

use super::draws::{DrawRule, INTERNATIONAL_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_10};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct International;

impl Rules for International {
    const VARIANT: Variant = Variant::International;
    const BOARD: &'static Board = &DIAGONAL_10;
    const START_RANKS: Range<u8> = 0..4;
    /// Art. 1.8: "The player with the white pieces makes the first move."
    const FIRST_TO_MOVE: Color = Color::White;
    /// Art. 3.8: "The king may move along a diagonal over any number of free squares."
    const FLYING_KINGS: bool = true;
    /// Art. 4.2: "A man captures forwards and backwards."
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// Art. 4.14: "A man that reaches the promotion row during a capture and can go on capturing
    /// backwards goes on and does not become a king."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::ContinueAsMan;
    /// Art. 4.13: "The capture taking the most pieces is compulsory; a king counts as one piece."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPieces;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    const DRAW_RULES: &'static [DrawRule] = INTERNATIONAL_DRAWS;
    const NOTATION: Notation = Notation::Numeric;
    const GAME_TYPE: u8 = 20;
}
