//! The only place variant knowledge lives: one small declarative type per variant.
//!
//! Move generation, the game and the engine are generic over [`Rules`]; [`Variant`] names the six
//! at run time and [`dispatch!`](crate::dispatch) turns a `Variant` into the static type once, at
//! the top of each hot loop.

mod antidraughts;
mod brazilian;
mod breakthrough;
mod czech;
pub mod draws;
mod english;
mod international;
mod italian;
mod pool;
mod russian;
mod spanish;
mod thai;
mod turkish;
mod variant;

pub use antidraughts::Antidraughts;
pub use brazilian::Brazilian;
pub use breakthrough::Breakthrough;
pub use czech::Czech;
pub use english::English;
pub use international::International;
pub use italian::Italian;
pub use pool::Pool;
pub use russian::Russian;
pub use spanish::Spanish;
pub use thai::Thai;
pub use turkish::Turkish;
pub use variant::{ParseVariantError, Variant};

use crate::geometry::Board;
use crate::square::Color;
use draws::DrawRule;

/// What happens when a man reaches its last row in the middle of a capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CapturePromotion {
    /// It stays a man and goes on capturing if it can; it is crowned only if the move ends there.
    ContinueAsMan,
    /// It is crowned at once and goes on capturing as a king.
    CrownAndContinue,
    /// It is crowned and the move ends.
    CrownAndStop,
}

/// Which capture sequences may be chosen when several exist.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CapturePrecedence {
    /// Any capture sequence.
    Free,
    /// Only those taking the most pieces (men and kings count one each).
    MostPieces,
    /// The most pieces, then among those the most kings.
    MostPiecesThenKings,
    /// The Italian order: the most pieces; then a capture by a king before one by a man; then
    /// the most kings taken; then the capture that meets a king first.
    Italian,
}

impl CapturePrecedence {
    /// Whether every capture sequence is legal whatever it takes (the choice is free).
    pub const fn is_free(self) -> bool {
        matches!(self, CapturePrecedence::Free)
    }
}

/// What wins the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Take or block every enemy piece: a side with no legal move on its turn loses.
    Capture,
    /// The reverse (Antidraughts): a side with no legal move on its turn wins.
    GiveAway,
    /// Crown the first king (Breakthrough): a side that crowns wins, and a side with no legal
    /// move loses.
    Crown,
}

/// How squares are written in this variant's notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notation {
    /// PDN numbers from the top-left playing square as White sees the board (b8 or b10; a8 on
    /// a turned board), left to right, row by row downward.
    Numeric,
    /// PDN numbers from the bottom-right playing square as White sees the board (h1 on a turned
    /// board, g1 otherwise), right to left, row by row upward.
    NumericFromBottom,
    /// File letter and rank number, `a1` at White's bottom-left.
    Algebraic,
}

/// The rules of one variant, as constants the generic move generator reads.
pub trait Rules: Copy + Default + Send + Sync + 'static {
    const VARIANT: Variant;
    /// The board shape.
    const BOARD: &'static Board;
    /// Players see the board turned, a1 light (Spanish, Italian). The rules do not change under
    /// a mirror, so internally the board keeps a1 dark and only the drawing of the board and
    /// the square names know of it.
    const TURNED_BOARD: bool = false;
    /// The ranks, counted from each side's own edge, its men fill at the start.
    const START_RANKS: std::ops::Range<u8>;
    /// The side that makes the first move.
    const FIRST_TO_MOVE: Color;
    /// Kings move and capture any distance along a free line.
    const FLYING_KINGS: bool;
    /// Men capture backwards as well as forwards (and sideways on the orthogonal board).
    const MEN_CAPTURE_BACKWARD: bool;
    /// What a man does on reaching its last row during a capture.
    const CAPTURE_PROMOTION: CapturePromotion;
    /// Which captures may be chosen.
    const PRECEDENCE: CapturePrecedence;
    /// Captured pieces leave the board as they are jumped (Turkish), instead of at the end.
    const REMOVE_CAPTURED_AT_ONCE: bool;
    /// A capturing piece may not reverse direction between two jumps (Turkish).
    const NO_REVERSE_JUMP: bool;
    /// Men may capture kings (in Italian draughts a man never takes a king).
    const MEN_CAPTURE_KINGS: bool = true;
    /// When a king can capture, a king must (Czech): men capture only when no king can.
    const KINGS_CAPTURE_FIRST: bool = false;
    /// A flying king lands on the square right behind the piece it takes, not anywhere beyond
    /// (Thai).
    const KING_LANDS_BEHIND: bool = false;
    /// What wins the game.
    const GOAL: Goal = Goal::Capture;
    /// The occurrence of a position (the same side to move) that draws the game.
    const REPETITIONS: usize = 3;
    /// The automatic draw rules besides repetition.
    const DRAW_RULES: &'static [DrawRule];
    /// How squares are written.
    const NOTATION: Notation;
    /// The PDN `GameType` number.
    const GAME_TYPE: u8;
}

/// Runs `$body` with `$R` bound to the rules type of the run-time variant `$variant`.
#[macro_export]
macro_rules! dispatch {
    ($variant:expr, $R:ident => $body:expr) => {
        match $variant {
            $crate::Variant::Brazilian => {
                type $R = $crate::rules::Brazilian;
                $body
            }
            $crate::Variant::Russian => {
                type $R = $crate::rules::Russian;
                $body
            }
            $crate::Variant::International => {
                type $R = $crate::rules::International;
                $body
            }
            $crate::Variant::English => {
                type $R = $crate::rules::English;
                $body
            }
            $crate::Variant::Spanish => {
                type $R = $crate::rules::Spanish;
                $body
            }
            $crate::Variant::Turkish => {
                type $R = $crate::rules::Turkish;
                $body
            }
            $crate::Variant::Italian => {
                type $R = $crate::rules::Italian;
                $body
            }
            $crate::Variant::Czech => {
                type $R = $crate::rules::Czech;
                $body
            }
            $crate::Variant::Pool => {
                type $R = $crate::rules::Pool;
                $body
            }
            $crate::Variant::Thai => {
                type $R = $crate::rules::Thai;
                $body
            }
            $crate::Variant::Antidraughts => {
                type $R = $crate::rules::Antidraughts;
                $body
            }
            $crate::Variant::Breakthrough => {
                type $R = $crate::rules::Breakthrough;
                $body
            }
        }
    };
}
