//! The only place variant knowledge lives: one small declarative type per variant.
//!
//! Move generation, the game and the engine are generic over [`Rules`]; [`Variant`] names the six
//! at run time and [`dispatch!`](crate::dispatch) turns a `Variant` into the static type once, at
//! the top of each hot loop.

mod brazilian;
pub mod draws;
mod english;
mod international;
mod russian;
mod spanish;
mod turkish;
mod variant;

pub use brazilian::Brazilian;
pub use english::English;
pub use international::International;
pub use russian::Russian;
pub use spanish::Spanish;
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
}

/// How squares are written in this variant's notation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Notation {
    /// PDN numbers, square 1 at White's top-left (b8 or b10).
    Numeric,
    /// PDN numbers on the turned board: square 1 at White's bottom-right (h1).
    NumericTurned,
    /// File letter and rank number, `a1` at White's bottom-left.
    Algebraic,
}

/// The rules of one variant, as constants the generic move generator reads.
pub trait Rules: Copy + Default + Send + Sync + 'static {
    const VARIANT: Variant;
    /// The board shape.
    const BOARD: &'static Board;
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
    /// The automatic draw rules besides threefold repetition.
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
        }
    };
}
