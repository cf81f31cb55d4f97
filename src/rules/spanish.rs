//! Spanish draughts (damas): the board is turned (a1 light). The Spanish federation's own rules
//! could not be consulted; cited instead: the Federação Portuguesa de Damas' «Regras do Jogo de
//! Damas Clássicas» (the same game on the same board): art. 6, the corner at each player's lower
//! right is a playing square; art. 3, squares numbered 1-32 from White's lower right. Also a
//! Galician «Regulamento» of the game (2010), and unnumbered Spanish and Galician rule texts.

use super::draws::{DrawRule, SPANISH_DRAWS};
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

/// Spanish draughts. Internally the board is the mirror image of the one players see (which has
/// a1 light).
#[derive(Clone, Copy, Default, Debug)]
pub struct Spanish;

impl Rules for Spanish {
    const VARIANT: Variant = Variant::Spanish;
    const BOARD: &'static Board = &DIAGONAL_8;
    /// FPD art. 6: the corner at each player's lower right is a playing square.
    const TURNED_BOARD: bool = true;
    /// FPD art. 7: "the pieces of each colour are placed on the first twelve squares of each side".
    const START_RANKS: Range<u8> = 0..3;
    /// Regulamento art. 4.1: "the player who has the white men is the first to move".
    const FIRST_TO_MOVE: Color = Color::White;
    /// The dama "moves diagonally too, but with no limit of squares, while they are free" (Juego
    /// clásico español de damas, realidad-simulada.es; no article number found).
    const FLYING_KINGS: bool = true;
    /// Men capture only "in the sense of advance", towards the opponent (same text; no number).
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// FPD rules, section «Evolução»: "the man that becomes a king is playable only after the
    /// opponent's move", so the move ends (no article number read).
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// Law of quantity: take the most pieces; law of quality: "with an equal number of pieces,
    /// capture those of higher quality, king before man" (A Coruña tournament rules, 2013).
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPiecesThenKings;
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    /// No source found for the 20-move count; the 2013 FPD rules limit moves in section 3.2
    /// «Regras da limitação de lances», whose counts were not read.
    const DRAW_RULES: &'static [DrawRule] = SPANISH_DRAWS;
    const NOTATION: Notation = Notation::NumericFromBottom;
    const GAME_TYPE: u8 = 24;
}
