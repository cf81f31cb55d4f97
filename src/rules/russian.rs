//! Russian draughts (shashki), FMJD-64 / Russian federation rules.

use super::draws::{DrawRule, DRAUGHTS_64_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Russian;

impl Rules for Russian {
    const VARIANT: Variant = Variant::Russian;
    const BOARD: &'static Board = &DIAGONAL_8;
    const START_RANKS: Range<u8> = 0..3;
    /// "White always moves first."
    const FIRST_TO_MOVE: Color = Color::White;
    /// "The king moves any number of free squares along a diagonal."
    const FLYING_KINGS: bool = true;
    /// "Men capture forwards and backwards."
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// "A man that reaches the last row during a capture becomes a king at once and goes on
    /// capturing by the rules of a king."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndContinue;
    /// "When there are several ways to capture, the player chooses freely."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    const DRAW_RULES: &'static [DrawRule] = DRAUGHTS_64_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 25;
}
