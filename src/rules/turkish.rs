//! Turkish draughts (dama): all 64 squares, pieces move along ranks and files. Sources: the
//! Türkiye Dama Federasyonu's «Turnuva Kuralları» (2018/2019); FMJD's note on its new Turkish
//! draughts section; the guides «Turkish Draughts (Dama): Rules of Game and Learning Guide» and
//! «Türk Daması başlangıç düzeyi öğrenme ve oynama kılavuzu» (Dama Akademisi); Ali Erdoğan Örnek,
//! «Dama, oyunlar ve açmazlar» (1974). No numbered code of game rules by the federation was found.

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
    /// Learning Guide §4: "Each player starts with their 16 pieces placed on the second and third
    /// rows".
    const START_RANKS: Range<u8> = 1..3;
    /// Turnuva Kuralları rule 1: "Oyuna beyaz taşlar başlar" (white starts the game).
    const FIRST_TO_MOVE: Color = Color::White;
    /// FMJD's note: the pieces "move horizontally and vertically across the board", and the rules
    /// are much those of international draughts, with "the long King".
    const FLYING_KINGS: bool = true;
    /// FMJD's note: "Pieces cannot capture backward"; the man's sideways capture comes from the
    /// board's man directions, so this flag stays off.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// No federation text found; Wikipedia (Turkish draughts): a man is "promoted to a king at the
    /// end of the move". Other rule pages disagree on this.
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::ContinueAsMan;
    /// Örnek (1974) rule 2: take the side with more pieces, "even if the opponent's king is on the
    /// side with fewer"; with equal numbers the player chooses.
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::MostPieces;
    /// FMJD's note: "the pieces are taken from the board one by one during the capture".
    const REMOVE_CAPTURED_AT_ONCE: bool = true;
    /// "Within a multicapture, turning 180 degrees between two captures is not allowed"
    /// (Wikipedia, Turkish draughts; no article number found).
    const NO_REVERSE_JUMP: bool = true;
    /// Kılavuz §19b: one piece left each, "even if one of them is a king", is a draw (GAYYIM);
    /// the 50-move count has no source found.
    const DRAW_RULES: &'static [DrawRule] = TURKISH_DRAWS;
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 30;
}
