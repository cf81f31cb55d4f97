//! English draughts (American checkers), WCDF rules.

use super::draws::{DrawRule, ENGLISH_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct English;

impl Rules for English {
    const VARIANT: Variant = Variant::English;
    const BOARD: &'static Board = &DIAGONAL_8;
    const START_RANKS: Range<u8> = 0..3;
    /// Rule 1.4: "The player with the dark (Black) pieces moves first."
    const FIRST_TO_MOVE: Color = Color::Black;
    /// Rule 1.17: "A king moves one square diagonally, forwards or backwards."
    const FLYING_KINGS: bool = false;
    /// Rule 1.16: "Men capture diagonally forwards only."
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// Rule 1.19: "A man reaching the king row by a capture is crowned and the move ends."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// Rule 1.18: "The player may choose any capture, but must complete it."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    const DRAW_RULES: &'static [DrawRule] = ENGLISH_DRAWS;
    const NOTATION: Notation = Notation::Numeric;
    const GAME_TYPE: u8 = 21;
}
