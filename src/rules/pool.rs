//! American pool checkers, by the American Pool Checker Association's «Tournament Rules of Play»
//! (americanpoolcheckers.us; rule numbers as the dctl library, github.com/rhalbersma/dctl
//! pool.hpp, cites them) and its «Rules of Play» (Ramsey and Kaplan), the rules paraphrased.

use super::draws::{DrawRule, POOL_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Pool;

impl Rules for Pool {
    const VARIANT: Variant = Variant::Pool;
    const BOARD: &'static Board = &DIAGONAL_8;
    /// Rules 2 and 5: the bottom-left corner is dark; Black on squares 1-12, White on 21-32.
    const START_RANKS: Range<u8> = 0..3;
    /// Rule 7: "The first move must always be made by the person having the black pieces."
    const FIRST_TO_MOVE: Color = Color::Black;
    /// Rule 15 (dctl): the king moves and captures any distance along a free diagonal.
    const FLYING_KINGS: bool = true;
    /// Rules of Play 4; rule 14 (dctl): men capture backwards as well as forwards.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// Rules of Play 5: a man reaching the far row by a jump that can jump on backwards must,
    /// and is not crowned; crowned only where the capture ends.
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::ContinueAsMan;
    /// Rule 20 (dctl): any capture may be chosen, "even if one sequence has more jumps".
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    /// Rule 19 (dctl): the pieces are lifted when all jumps are made, none taken twice.
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    /// Three kings against one: won within 13 moves; rule 26 (dctl): 15 moves each of kings
    /// only (see draws.rs).
    const DRAW_RULES: &'static [DrawRule] = POOL_DRAWS;
    /// PDN GameType 23 (`23,B,8,8,N1,0`): English checkers' numbers, 1-32.
    const NOTATION: Notation = Notation::Numeric;
    const GAME_TYPE: u8 = 23;
}
