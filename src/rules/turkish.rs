//! Turkish draughts (dama): all 64 squares, pieces move along ranks and files.

use super::draws::{DrawRule, TURKISH_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, ORTHOGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Turkish;

impl Rules for Turkish {
    const VARIANT: Variant = Variant::Turkish;
    const BOARD: &'static Board = &ORTHOGONAL_8;
    /// "Sixteen men each, on the second and third rows."
    const START_RANKS: Range<u8> = 1..3;
    /// "White moves first."
    const FIRST_TO_MOVE: Color = Color::White;
    /// "The king moves any number of free squares along a rank or file."
    const FLYING_KINGS: bool = true;
    /// "Men move and capture forwards or sideways, never backwards": the man's sideways capture
    /// comes from the board's man directions; this flag stays off.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// "A man reaching the last row during a capture goes on capturing as a man if it can; it is
    /// crowned when the move ends there."
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::ContinueAsMan;
    /// "The capture taking the most pieces is compulsory."
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPieces;
    /// "Captured pieces are removed one by one as they are jumped."
    const REMOVE_CAPTURED_AT_ONCE: bool = true;
    /// "A capturing piece may not turn back 180 degrees between two jumps."
    const NO_REVERSE_JUMP: bool = true;
    const DRAW_RULES: &'static [DrawRule] = TURKISH_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 30;
}
