//! Spanish draughts (damas), Spanish federation rules: the board is turned (a1 light).

use super::draws::{DrawRule, SPANISH_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

/// Spanish draughts. Internally the board is the mirror image of the one players see (which has
/// a1 light); the rules do not change under a mirror, and only [`Notation::NumericTurned`] and the
/// drawing of the board know of it.
#[derive(Clone, Copy, Default, Debug)]
pub struct Spanish;

impl Rules for Spanish {
    const VARIANT: Variant = Variant::Spanish;
    const BOARD: &'static Board = &DIAGONAL_8;
    const START_RANKS: Range<u8> = 0..3;
    /// "White moves first."
    const FIRST_TO_MOVE: Color = Color::White;
    /// "The king (dama) moves any number of free squares along a diagonal."
    const FLYING_KINGS: bool = true;
    /// "Men capture forwards only."
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// "A man reaching the last row is crowned; a man cannot capture backwards, so the move ends."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// "The capture taking the most pieces is compulsory; with equal numbers, the one taking the
    /// most kings."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPiecesThenKings;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    const DRAW_RULES: &'static [DrawRule] = SPANISH_DRAWS;
    const NOTATION: Notation = Notation::NumericTurned;
    const GAME_TYPE: u8 = 24;
}
