//! Brazilian draughts: International rules on the 8x8 board. Every capture and promotion rule is
//! International's, so it is borrowed from there. Source: the Brazilian official rules' summary,
//! «Resumo das Regras Oficiais do Jogo de Damas 64 casas e 100 casas», items 1-17 (quotations
//! translated from Portuguese; FMJD's brazil.fmjd.org rules page gives the same text unnumbered).
//! Draws: FMJD-64 / IDF «Rules of the game» (fmjd64.org), art. 7.2.4-7.2.8.

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
    /// Item 4: "The first move always belongs to the player with the light pieces."
    const FIRST_TO_MOVE: Color = International::FIRST_TO_MOVE;
    /// Item 8: "The king moves forwards and backwards, as many squares as it likes."
    const FLYING_KINGS: bool = International::FLYING_KINGS;
    /// Item 11: "Men and kings may capture forwards as well as backwards, one or more pieces."
    const MEN_CAPTURE_BACKWARD: bool = International::MEN_CAPTURE_BACKWARD;
    /// Item 13: "A man that only passes a crowning square during a capture of several pieces,
    /// without stopping there, is not promoted to king."
    const CAPTURE_PROMOTION: CapturePromotion = International::CAPTURE_PROMOTION;
    /// Item 12: "The capture taking the greatest number of pieces is compulsory (Law of the
    /// Majority)"; item 10: men and kings have the same value.
    const PRECEDENCE: CapturePrecedence = International::PRECEDENCE;
    /// Item 15: "Captured pieces may not be taken off the board before the capture is completed."
    const REMOVE_CAPTURED_AT_ONCE: bool = International::REMOVE_CAPTURED_AT_ONCE;
    const NO_REVERSE_JUMP: bool = International::NO_REVERSE_JUMP;
    /// FMJD-64 art. 7.2.4-7.2.8 (see draws.rs). The Brazilian summary's item 16 differs: a draw
    /// "after 20 successive king moves, without capture or man move".
    const DRAW_RULES: &'static [DrawRule] = DRAUGHTS_64_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 26;
}
