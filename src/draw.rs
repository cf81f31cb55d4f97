//! The automatic draw rules of each variant, as data the [`Game`](crate::Game) evaluates.
//!
//! Every rule is a condition on the position plus a count of moves. Two counters serve them all:
//! moves since the last capture or man move ([`DrawCounter::KingMoves`]) and moves since the
//! material last changed, by a capture or a crowning ([`DrawCounter::SinceMaterialChange`]).
//! Counters count plies; a rule of N moves (one move of each side) is reached after 2N plies.
//! Each list puts the specific endgame rules before the general one, so that when two end the
//! game on the same move the reason given is the specific one.

use crate::position::Position;
use crate::square::Color;
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
            DrawReason::Repetition => "threefold repetition",
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

/// One automatic draw rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrawRule {
    pub reason: DrawReason,
    pub condition: DrawCondition,
    pub counter: DrawCounter,
    /// Moves of each side; 0 draws at once.
    pub moves: u16,
}

const fn king_moves(moves: u16) -> DrawRule {
    DrawRule {
        reason: DrawReason::KingMoves,
        condition: DrawCondition::Always,
        counter: DrawCounter::KingMoves,
        moves,
    }
}

const fn lone_king(min: u8, max: u8, min_kings: u8, only_kings: bool, moves: u16) -> DrawRule {
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
    }
}

const fn kings_ending(min: u8, max: u8, moves: u16) -> DrawRule {
    DrawRule {
        reason: DrawReason::KingsEnding,
        condition: DrawCondition::BothHaveKings { min, max },
        counter: DrawCounter::SinceMaterialChange,
        moves,
    }
}

/// Brazilian and Russian: FMJD-64 rules, articles 7.2.4-7.2.8.
pub const DRAUGHTS_64_DRAWS: &[DrawRule] = &[
    // 7.2.5: three or more kings against a lone king: 15 moves from the moment the balance arises.
    lone_king(3, 12, 3, true, 15),
    // 7.2.6: three pieces against a lone king on the long diagonal: 5 moves.
    DrawRule {
        reason: DrawReason::LoneKing,
        condition: DrawCondition::LoneKing {
            min: 3,
            max: 3,
            min_kings: 0,
            only_kings: false,
            on_long_diagonal: true,
        },
        counter: DrawCounter::SinceMaterialChange,
        moves: 5,
    },
    // 7.2.6: two kings, a king and a man, or one king against a lone king: 5 moves.
    lone_king(1, 2, 1, false, 5),
    // 7.2.7: both sides have kings, no capture and no crowning: 4-5 pieces 30 moves, 6-7 pieces 60.
    kings_ending(4, 5, 30),
    kings_ending(6, 7, 60),
    // 7.2.4: 15 moves by each side with only kings moving, no capture, no man moved.
    king_moves(15),
];

/// International: FMJD rules, articles 6.3 and 6.4.
pub const INTERNATIONAL_DRAWS: &[DrawRule] = &[
    // 6.4: three pieces, at least one a king, against a lone king: 16 moves each.
    lone_king(3, 3, 1, false, 16),
    // 6.4: two pieces or fewer, at least one a king, against a lone king: 5 moves each.
    lone_king(1, 2, 1, false, 5),
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
    },
    king_moves(50),
];

/// The two counts, in plies, after a position's last move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct DrawCounters {
    pub king_moves: u16,
    pub since_material_change: u16,
}

impl DrawCounters {
    /// The counters after `mv` is played in `before`.
    pub fn after(self, before: &Position, mv: &crate::Move) -> DrawCounters {
        let man_moved = !before.kings().contains(mv.from());
        DrawCounters {
            king_moves: if mv.is_capture() || man_moved {
                0
            } else {
                self.king_moves.saturating_add(1)
            },
            since_material_change: if mv.is_capture() || mv.promotes() {
                0
            } else {
                self.since_material_change.saturating_add(1)
            },
        }
    }

    /// The plies one counter holds.
    pub fn get(self, counter: DrawCounter) -> u16 {
        match counter {
            DrawCounter::KingMoves => self.king_moves,
            DrawCounter::SinceMaterialChange => self.since_material_change,
        }
    }
}

/// A draw rule whose count is running, and how far it has gone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrawProgress {
    pub rule: DrawRule,
    /// Plies counted so far.
    pub plies: u16,
}

impl DrawProgress {
    /// Plies left before the draw; 0 means the game is drawn.
    pub fn plies_left(&self) -> u16 {
        (self.rule.moves * 2).saturating_sub(self.plies)
    }

    /// Moves (of each side) left before the draw, rounded up.
    pub fn moves_left(&self) -> u16 {
        self.plies_left().div_ceil(2)
    }

    pub fn is_draw(&self) -> bool {
        self.plies_left() == 0
    }
}

impl DrawCondition {
    pub fn holds(&self, pos: &Position) -> bool {
        let count = |c: Color| pos.pieces(c).count() as u8;
        let kings = |c: Color| (pos.pieces(c) & pos.kings()).count() as u8;
        match *self {
            DrawCondition::Always => true,
            DrawCondition::OnePieceEach => count(Color::White) == 1 && count(Color::Black) == 1,
            DrawCondition::BothHaveKings { min, max } => {
                let total = count(Color::White) + count(Color::Black);
                kings(Color::White) > 0 && kings(Color::Black) > 0 && (min..=max).contains(&total)
            }
            DrawCondition::LoneKing {
                min,
                max,
                min_kings,
                only_kings,
                on_long_diagonal,
            } => Color::ALL.into_iter().any(|lone| {
                let strong = lone.opponent();
                let lone_king = pos.pieces(lone) & pos.kings();
                count(lone) == 1
                    && lone_king.any()
                    && (min..=max).contains(&count(strong))
                    && kings(strong) >= min_kings
                    && (!only_kings || kings(strong) == count(strong))
                    && (!on_long_diagonal
                        || (lone_king & pos.variant().board().long_diagonal).any())
            }),
        }
    }
}

/// The draw rule that ends the game in `pos` with these counters, if any: the first of the
/// variant's list whose condition holds and whose count is complete. Does not allocate, so the
/// engine's search can call it at every node.
#[inline]
pub fn reached<R: crate::rules::Rules>(
    pos: &Position,
    counters: DrawCounters,
) -> Option<DrawReason> {
    R::DRAW_RULES
        .iter()
        .find(|rule| {
            counters.get(rule.counter) >= rule.moves.saturating_mul(2) && rule.condition.holds(pos)
        })
        .map(|rule| rule.reason)
}

/// The count at which one of the variant's rules draws `pos` when both counters hold the same
/// count, as they do in a kings-only position (the capture or crowning that made it reset both,
/// and only kings move after it); `None` if no rule applies.
pub fn kings_only_limit<R: crate::rules::Rules>(pos: &Position) -> Option<u16> {
    R::DRAW_RULES
        .iter()
        .filter(|rule| rule.condition.holds(pos))
        .map(|rule| rule.moves.saturating_mul(2))
        .min()
}

/// The rules of `pos`'s variant whose condition holds, with their counts.
pub fn progress(pos: &Position, counters: DrawCounters) -> Vec<DrawProgress> {
    crate::dispatch!(pos.variant(), R => {
        <R as crate::rules::Rules>::DRAW_RULES
            .iter()
            .filter(|rule| rule.condition.holds(pos))
            .map(|&rule| DrawProgress { rule, plies: counters.get(rule.counter) })
            .collect()
    })
}
