//! Brazilian draughts: International rules on the 8x8 board (CBD rules; FMJD-64 article 7 for
//! the draws). Every capture and promotion rule is International's, so it is borrowed from there.

use super::draws::{DrawRule, DRAUGHTS_64_DRAWS};
use super::{CapturePrecedence, CapturePromotion, International, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Brazilian;

impl Rules for Brazilian {
    const VARIANT: Variant = Variant::Brazilian;
    const BOARD: &'static Board = &DIAGONAL_8;
    const START_RANKS: Range<u8> = 0..3;
    const FIRST_TO_MOVE: Color = International::FIRST_TO_MOVE;
    const FLYING_KINGS: bool = International::FLYING_KINGS;
    const MEN_CAPTURE_BACKWARD: bool = International::MEN_CAPTURE_BACKWARD;
    const CAPTURE_PROMOTION: CapturePromotion = International::CAPTURE_PROMOTION;
    const PRECEDENCE: CapturePrecedence = International::PRECEDENCE;
    const REMOVE_CAPTURED_AT_ONCE: bool = International::REMOVE_CAPTURED_AT_ONCE;
    const NO_REVERSE_JUMP: bool = International::NO_REVERSE_JUMP;
    const DRAW_RULES: &'static [DrawRule] = DRAUGHTS_64_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 26;
}
