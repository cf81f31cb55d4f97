//! Italian draughts (dama italiana). Source: the Federazione Italiana Dama's «Regolamento
//! ufficiale di gioco della dama italiana», Capo I (fid.it/regolamenti/capo1.htm, January 2006
//! edition), the rules paraphrased; the articles on capture precedence and draws as the dctl
//! library (github.com/rhalbersma/dctl, italian.hpp) cites them, their text not read.

use super::draws::{DrawRule, ITALIAN_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

/// Italian draughts. Like Spanish, the board is turned (a1 light); internally it is the mirror
/// image of the one players see.
#[derive(Clone, Copy, Default, Debug)]
pub struct Italian;

impl Rules for Italian {
    const VARIANT: Variant = Variant::Italian;
    const BOARD: &'static Board = &DIAGONAL_8;
    /// Art. 2.3: the board lies so that "for each player, the square at the bottom right is
    /// dark".
    const TURNED_BOARD: bool = true;
    /// Art. 2.6: Black's 12 men on squares 1-12, White's on 21-32.
    const START_RANKS: Range<u8> = 0..3;
    /// Art. 3.4: "the first move is made by White".
    const FIRST_TO_MOVE: Color = Color::White;
    /// Art. 4.7 (dctl): the king moves one square, forwards or backwards.
    const FLYING_KINGS: bool = false;
    /// Art. 5.3a: a man captures forwards only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// Art. 5.3b: "a man takes only men, and not kings".
    const MEN_CAPTURE_KINGS: bool = false;
    /// A man captures forwards only, so on its last row it has nothing left to take: crowned,
    /// the move ends.
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// Art. 6.6-6.9 (dctl): the most pieces; then with a king rather than a man; then the most
    /// kings; then the capture that meets a king first.
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Italian;
    /// Art. 3.5: the pieces taken are lifted "at the end of the capture".
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    /// Art. 9.3 (b1) and 10.4, as dctl reads them: a position's fourth occurrence, and 40
    /// moves each without a capture or a man's move.
    const REPETITIONS: usize = 4;
    const DRAW_RULES: &'static [DrawRule] = ITALIAN_DRAWS;
    /// Art. 2.4: squares 1-32 left to right, row by row, from the top-left dark square (a8).
    const NOTATION: Notation = Notation::Numeric;
    const GAME_TYPE: u8 = 22;
}
