//! Czech draughts (česká dáma), by the Česká federace dámy's rules as its rules digests give them
//! (hrejsi.cz «Pravidla dámy» items 3-10, dama.opalka.cz, planetofwinners.cz; Czech Wikipedia
//! «Česká dáma podle pravidel České federace dámy»), the rules paraphrased. The federation's own
//! text (damweb.cz/pravidla/cdfull.html) could not be read.

use super::draws::DrawRule;
use super::{CapturePrecedence, CapturePromotion, Notation, Rules, Variant};
use crate::geometry::{Board, DIAGONAL_8};
use crate::square::Color;
use std::ops::Range;

#[derive(Clone, Copy, Default, Debug)]
pub struct Czech;

impl Rules for Czech {
    const VARIANT: Variant = Variant::Czech;
    const BOARD: &'static Board = &DIAGONAL_8;
    /// Hrejsi items 3 and 6: each player has the dark corner square on their left; 12 men each
    /// on the first three rows.
    const START_RANKS: Range<u8> = 0..3;
    /// Hrejsi item 8: White moves first.
    const FIRST_TO_MOVE: Color = Color::White;
    /// The king moves and captures along a diagonal any distance, landing on any free square
    /// beyond the piece it takes.
    const FLYING_KINGS: bool = true;
    /// Hrejsi items 9-10: men move and capture forwards only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// Hrejsi item 10: a man ending its capture on the last row becomes a king and stays there
    /// (it captures forwards only, so nothing is left to take).
    const CAPTURE_PROMOTION: CapturePromotion = CapturePromotion::CrownAndStop;
    /// "If a player can capture with both a king and a man, he must capture with the king"
    /// (hrejsi, planetofwinners); otherwise the choice is free, the most pieces not required
    /// (Czech Wikipedia).
    const PRECEDENCE: CapturePrecedence = CapturePrecedence::Free;
    const KINGS_CAPTURE_FIRST: bool = true;
    /// Czech Wikipedia: the pieces are lifted only when the whole sequence is done, and none
    /// may be jumped twice.
    const REMOVE_CAPTURED_AT_ONCE: bool = false;
    const NO_REVERSE_JUMP: bool = false;
    /// No count of moves was found in the rules digests; a game ends drawn by repetition or by
    /// agreement.
    const DRAW_RULES: &'static [DrawRule] = &[];
    /// Hrejsi item 4: chess names, a1-h8.
    const NOTATION: Notation = Notation::Algebraic;
    const GAME_TYPE: u8 = 29;
}
