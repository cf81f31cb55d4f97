//! Breakthrough: International rules, the first king wins, as lidraughts plays it
//! (lidraughts.org/variant/breakthrough; its rules code, `Breakthrough.scala`): "the game is won
//! when a man ends its turn on the opponent's back row".

use super::draws::DrawRule;
use super::{CapturePrecedence, CapturePromotion, Goal, International, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_10};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Breakthrough;

impl Rules for Breakthrough {
    const VARIANT: Variant = Variant::Breakthrough;
    const BOARD: &'static Board = &DIAGONAL_10;
    const START_RANKS: Range<u8> = International::START_RANKS;
    const FIRST_TO_MOVE: Color = International::FIRST_TO_MOVE;
    const FLYING_KINGS: bool = International::FLYING_KINGS;
    const MEN_CAPTURE_BACKWARD: bool = International::MEN_CAPTURE_BACKWARD;
    /// "Nothing happens when the back row is only touched in the middle of a capture": a man
    /// passing it goes on as a man, as in International.
    const CAPTURE_PROMOTION: CapturePromotion = International::CAPTURE_PROMOTION;
    const PRECEDENCE: CapturePrecedence = International::PRECEDENCE;
    const REMOVE_CAPTURED_AT_ONCE: bool = International::REMOVE_CAPTURED_AT_ONCE;
    const NO_REVERSE_JUMP: bool = International::NO_REVERSE_JUMP;
    /// A man crowned wins; a side with no legal move loses, as in International.
    const GOAL: Goal = Goal::Crown;
    /// "There are no draws in breakthrough": with no kings, men only go forward, and no
    /// position comes again.
    const DRAW_RULES: &'static [DrawRule] = &[];
    const NOTATION: Notation = International::NOTATION;
    /// lidraughts' number (PDN 3.0 has none for it).
    const GAME_TYPE: u8 = 96;
}
