//! Russian draughts (shashki). Source: the Russian Draughts Federation's code of rules
//! (Федерация шашек России, «Кодекс» 2004, part I «Правила игры в русские шашки»); its article
//! numbers as cited by the dctl library (github.com/rhalbersma/dctl), the rules paraphrased.
//! Draws: FMJD-64 / IDF «Rules of the game» (fmjd64.org), art. 7.2.4-7.2.8.

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
    /// "The player with white pieces (lighter color) moves first" (Wikipedia, Russian draughts:
    /// Rules; no article number found).
    const FIRST_TO_MOVE: Color = Color::White;
    /// Kodeks art. 1.4.5: the king moves along a diagonal over any number of free squares.
    const FLYING_KINGS: bool = true;
    /// Kodeks art. 1.5.3: a man captures forwards and backwards.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// Kodeks art. 1.5.15: a man that reaches the last row during a capture becomes a king at once
    /// and goes on capturing by the rules of a king.
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndContinue;
    /// Kodeks art. 1.5.14: with several ways to capture, the player chooses freely, whatever the
    /// number of pieces taken.
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    /// "A captured piece is left on the board until all captures in a sequence have been made but
    /// cannot be jumped again" (Wikipedia, Russian draughts: Rules; no article number found).
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    /// FMJD-64 art. 7.2.4-7.2.8: three kings against one, 15 moves of kings only, kings endings,
    /// and the lone-king endings (see draws.rs).
    const DRAW_RULES: &'static [DrawRule] = DRAUGHTS_64_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 25;
}
