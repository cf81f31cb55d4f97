//! Counting toward the automatic draw rules (their data is in [`crate::rules::draws`]).
//!
//! Every rule is a condition on the position plus a count of moves. Two counters serve them all:
//! moves since the last capture or man move ([`DrawCounter::KingMoves`]) and moves since the
//! material last changed, by a capture or a crowning ([`DrawCounter::SinceMaterialChange`]).
//! Counters count plies; a rule of N moves of each side is reached after 2N plies, and a rule of
//! the stronger side's N moves after 2N - 1 or 2N (see [`DrawRule::limit`]).

use crate::position::Position;
use crate::square::Color;

pub use crate::rules::draws::{
    Counting, DrawCondition, DrawCounter, DrawReason, DrawRule, DRAUGHTS_64_DRAWS, ENGLISH_DRAWS,
    INTERNATIONAL_DRAWS, SPANISH_DRAWS, TURKISH_DRAWS,
};

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

impl DrawRule {
    /// The least count, in plies, at which the rule draws `pos` (whose condition holds):
    /// `2 * moves`, or for a rule of the stronger side's moves one less when the lone king is to
    /// move (after `p` plies the stronger side has made `(p + 1) / 2` moves then, `p / 2`
    /// otherwise).
    pub fn limit(&self, pos: &Position) -> u16 {
        let plies = self.moves.saturating_mul(2);
        match self.counting {
            Counting::StrongerSide if lone_to_move(pos) => plies.saturating_sub(1),
            _ => plies,
        }
    }

    /// The count at which the rule draws a game that reached `pos` with `plies` counted and goes
    /// on without a capture or crowning: the stronger side's N-th move is ply 2N - 1 when it
    /// moved first, 2N when the lone king did.
    pub fn draw_ply(&self, pos: &Position, plies: u16) -> u16 {
        let limit = self.moves.saturating_mul(2);
        let stronger_moved_first = lone_to_move(pos) == (plies % 2 == 1);
        match self.counting {
            Counting::StrongerSide if stronger_moved_first => limit.saturating_sub(1),
            _ => limit,
        }
    }
}

/// Whether the side to move has a single piece (the lone king of a lone-king rule).
fn lone_to_move(pos: &Position) -> bool {
    pos.pieces(pos.turn()).count() == 1
}

/// A draw rule whose count is running, and how far it has gone.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DrawProgress {
    pub rule: DrawRule,
    /// Plies counted so far.
    pub plies: u16,
    /// The count at which the rule draws the game ([`DrawRule::draw_ply`]).
    pub limit: u16,
}

impl DrawProgress {
    /// Plies left before the draw; 0 means the game is drawn.
    pub fn plies_left(&self) -> u16 {
        self.limit.saturating_sub(self.plies)
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
        .find(|rule| rule.condition.holds(pos) && counters.get(rule.counter) >= rule.limit(pos))
        .map(|rule| rule.reason)
}

/// The count at which one of the variant's rules draws `pos` when both counters hold the same
/// count, as they do in a kings-only position (the capture or crowning that made it reset both,
/// and only kings move after it); `None` if no rule applies.
pub fn kings_only_limit<R: crate::rules::Rules>(pos: &Position) -> Option<u16> {
    R::DRAW_RULES
        .iter()
        .filter(|rule| rule.condition.holds(pos))
        .map(|rule| rule.limit(pos))
        .min()
}

/// The rules of `pos`'s variant whose condition holds, with their counts.
pub fn progress(pos: &Position, counters: DrawCounters) -> Vec<DrawProgress> {
    crate::dispatch!(pos.variant(), R => {
        <R as crate::rules::Rules>::DRAW_RULES
            .iter()
            .filter(|rule| rule.condition.holds(pos))
            .map(|&rule| DrawProgress {
                rule,
                plies: counters.get(rule.counter),
                limit: rule.draw_ply(pos, counters.get(rule.counter)),
            })
            .collect()
    })
}
