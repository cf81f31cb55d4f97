//! Antidraughts: International rules with the goal reversed, as lidraughts plays it
//! (lidraughts.org/variant/antidraughts; its rules code, `Antidraughts.scala`): "the rules are
//! the same as international draughts, with the exception that losing means winning".

use super::draws::DrawRule;
use super::{CapturePrecedence, CapturePromotion, Goal, International, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_10};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Antidraughts;

impl Rules for Antidraughts {
    const VARIANT: Variant = Variant::Antidraughts;
    const BOARD: &'static Board = &DIAGONAL_10;
    const START_RANKS: Range<u8> = International::START_RANKS;
    const FIRST_TO_MOVE: Color = International::FIRST_TO_MOVE;
    const FLYING_KINGS: bool = International::FLYING_KINGS;
    const MEN_CAPTURE_BACKWARD: bool = International::MEN_CAPTURE_BACKWARD;
    const CAPTURE_PROMOTION: CapturePromotion = International::CAPTURE_PROMOTION;
    const PRECEDENCE: CapturePrecedence = International::PRECEDENCE;
    const REMOVE_CAPTURED_AT_ONCE: bool = International::REMOVE_CAPTURED_AT_ONCE;
    const NO_REVERSE_JUMP: bool = International::NO_REVERSE_JUMP;
    /// The side to move that has no legal move (no pieces left, or all blocked) wins.
    const GOAL: Goal = Goal::GiveAway;
    /// "No drawing rules with only a few pieces left"; repetition still draws (lidraughts makes
    /// it a claim, here it ends the game as in every rule set).
    const DRAW_RULES: &'static [DrawRule] = &[];
    const NOTATION: Notation = International::NOTATION;
    /// lidraughts' number (PDN 3.0 has none for it).
    const GAME_TYPE: u8 = 98;
}
