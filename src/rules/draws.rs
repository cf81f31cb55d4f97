//! Each variant's automatic draw rules, as data: what ends a game drawn, under which condition,
//! after how many moves. [`crate::draw`] keeps the counts and decides when a rule is reached.
//! Each list puts the specific endgame rules before the general one, so that when two end the
//! game on the same move the reason given is the specific one.

use std::fmt;

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum DrawReason {
    /// The same position with the same side to move occurred three times.
    Repetition,
    /// Only kings moved, without capture, for the variant's number of moves.
    KingMoves,
    /// A lone king held out against the stronger side for the allowed number of moves.
    LoneKing,
    /// Both sides had kings and the material did not change for the allowed number of moves.
    KingsEnding,
    /// Each side has a single piece left (Turkish).
    OnePieceEach,
    /// The players agreed to a draw.
    Agreement,
}

impl fmt::Display for DrawReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawReason::Repetition => "repetition of a position",
            DrawReason::KingMoves => "only kings moved without a capture",
            DrawReason::LoneKing => "a lone king held out",
            DrawReason::KingsEnding => "no progress in a kings ending",
            DrawReason::OnePieceEach => "one piece each",
            DrawReason::Agreement => "agreement",
        })
    }
}

/// Which count of moves a rule reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawCounter {
    /// Plies since the last capture or man move.
    KingMoves,
    /// Plies since the last capture or crowning.
    SinceMaterialChange,
}

/// When a rule's count runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DrawCondition {
    /// In every position.
    Always,
    /// One side has a lone king; the other has between `min` and `max` pieces, at least
    /// `min_kings` of them kings (all of them if `only_kings`); with `on_long_diagonal` the lone
    /// king must stand on the long diagonal a1-h8.
    LoneKing {
        min: u8,
        max: u8,
        min_kings: u8,
        only_kings: bool,
        on_long_diagonal: bool,
    },
    /// Both sides have at least one king, with between `min` and `max` pieces on the board.
    BothHaveKings { min: u8, max: u8 },
    /// Each side has exactly one piece.
    OnePieceEach,
}

/// Whose moves a rule's count is made of.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Counting {
    /// `moves` moves of each side: `2 * moves` plies.
    EachSide,
    /// `moves` moves of the stronger side against a lone king: one ply fewer when the stronger
    /// side made the first move after the count began (FMJD-64 7.2.4: "his 15th move").
    StrongerSide,
}

/// One automatic draw rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrawRule {
    pub reason: DrawReason,
    pub condition: DrawCondition,
    pub counter: DrawCounter,
    /// Moves counted before the draw; 0 draws at once.
    pub moves: u16,
    pub counting: Counting,
}

const fn king_moves(moves: u16) -> DrawRule {
    DrawRule {
        reason: DrawReason::KingMoves,
        condition: DrawCondition::Always,
        counter: DrawCounter::KingMoves,
        moves,
        counting: Counting::EachSide,
    }
}

const fn lone_king(
    min: u8,
    max: u8,
    min_kings: u8,
    only_kings: bool,
    moves: u16,
    counting: Counting,
) -> DrawRule {
    DrawRule {
        reason: DrawReason::LoneKing,
        condition: DrawCondition::LoneKing {
            min,
            max,
            min_kings,
            only_kings,
            on_long_diagonal: false,
        },
        counter: DrawCounter::SinceMaterialChange,
        moves,
        counting,
    }
}

const fn kings_ending(min: u8, max: u8, moves: u16) -> DrawRule {
    DrawRule {
        reason: DrawReason::KingsEnding,
        condition: DrawCondition::BothHaveKings { min, max },
        counter: DrawCounter::SinceMaterialChange,
        moves,
        counting: Counting::EachSide,
    }
}

/// Brazilian and Russian: FMJD-64 rules, articles 7.2.4-7.2.8.
pub const DRAUGHTS_64_DRAWS: &[DrawRule] = &[
    // 7.2.4: three or more kings against a lone king: drawn on the stronger side's 15th move
    // since the balance arose.
    lone_king(3, 12, 3, true, 15, Counting::StrongerSide),
    // 7.2.7: three pieces, at least one a king (three kings, two kings and a man, a king and
    // two men), against a lone king on the long diagonal: 5 moves.
    DrawRule {
        reason: DrawReason::LoneKing,
        condition: DrawCondition::LoneKing {
            min: 3,
            max: 3,
            min_kings: 1,
            only_kings: false,
            on_long_diagonal: true,
        },
        counter: DrawCounter::SinceMaterialChange,
        moves: 5,
        counting: Counting::EachSide,
    },
    // 7.2.8: two kings, a king and a man, or one king against a lone king: 5 moves.
    lone_king(1, 2, 1, false, 5, Counting::EachSide),
    // 7.2.6: both sides have kings, no capture and no crowning: 4-5 pieces 30 moves, 6-7 pieces 60.
    kings_ending(4, 5, 30),
    kings_ending(6, 7, 60),
    // 7.2.5: 15 moves by each side with only kings moving, no capture, no man moved.
    king_moves(15),
];

/// International: FMJD rules, articles 6.3 and 6.4.
pub const INTERNATIONAL_DRAWS: &[DrawRule] = &[
    // 6.4: three pieces, at least one a king, against a lone king: 16 moves each.
    lone_king(3, 3, 1, false, 16, Counting::EachSide),
    // 6.4: two pieces or fewer, at least one a king, against a lone king: 5 moves each.
    lone_king(1, 2, 1, false, 5, Counting::EachSide),
    // 6.3: 25 moves by each side with only kings moving and no capture.
    king_moves(25),
];

/// English: 50 moves by each side with no capture and no man moved (our rule; WCDF tournaments
/// use 40 and make it a claim).
pub const ENGLISH_DRAWS: &[DrawRule] = &[king_moves(50)];

/// Spanish: 20 moves by each side with only kings moving and no capture.
pub const SPANISH_DRAWS: &[DrawRule] = &[king_moves(20)];

/// Turkish: one piece each is a draw at once; 50 moves each with no capture and no man moved.
pub const TURKISH_DRAWS: &[DrawRule] = &[
    DrawRule {
        reason: DrawReason::OnePieceEach,
        condition: DrawCondition::OnePieceEach,
        counter: DrawCounter::KingMoves,
        moves: 0,
        counting: Counting::EachSide,
    },
    king_moves(50),
];

/// Italian: 40 moves each without a capture or a man's move (art. 10.4 as dctl reads it).
pub const ITALIAN_DRAWS: &[DrawRule] = &[king_moves(40)];

/// Pool: three kings against a lone king, won within 13 moves of the stronger side (Black and
/// Waters' rule book, 1947, rule 31); 15 moves each of kings only, without a capture (APCA rule
/// 26, as dctl reads it: 30 reversible moves).
pub const POOL_DRAWS: &[DrawRule] = &[
    lone_king(3, 3, 3, true, 13, Counting::StrongerSide),
    king_moves(15),
];
