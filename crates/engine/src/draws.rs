//! How the search sees draws: a repeated position along the game and the search path, and the
//! variant's counted draw rules (the same rules [`draughts::Game::outcome`] applies).

use super::score::MAX_PLY;
use draughts::draw::{DrawCondition, DrawCounter, DrawCounters, DrawRule};
use draughts::rules::Rules;
use draughts::Game;
use draughts::Position;

/// The hashes of the positions from the game's start to the node being searched.
pub(crate) struct Path {
    hashes: Vec<u64>,
}

impl Path {
    /// The path of a game's positions, with the draw counters of its current position.
    pub(crate) fn from_game(game: &Game) -> (DrawCounters, Path) {
        let mut hashes = Vec::with_capacity(game.len() + MAX_PLY + 1);
        hashes.extend(game.history().map(|(before, _)| before.hash()));
        hashes.push(game.position().hash());
        (game.draw_counters(), Path { hashes })
    }

    #[inline]
    pub(crate) fn push(&mut self, hash: u64) {
        self.hashes.push(hash);
    }

    #[inline]
    pub(crate) fn pop(&mut self) {
        self.hashes.pop();
    }

    /// Whether the position on top of the path occurred before with the same side to move.
    /// Only the last `counters.king_moves` plies can hold it: a capture or a man move is never
    /// undone. One earlier occurrence is enough: whoever could repeat can repeat again.
    #[inline]
    pub(crate) fn is_repetition(&self, counters: DrawCounters) -> bool {
        let n = self.hashes.len();
        let Some(&current) = self.hashes.last() else {
            return false;
        };
        let reversible = usize::from(counters.king_moves).min(n - 1);
        (4..=reversible)
            .step_by(2)
            .any(|back| self.hashes[n - 1 - back] == current)
    }
}

/// Whether one of the variant's counted draw rules ends the game in `pos`.
#[inline]
pub(crate) fn by_rule<R: Rules>(pos: &Position, counters: DrawCounters) -> bool {
    // Most nodes are short of every rule's count: two comparisons rule them out before the
    // rules are looked at one by one. A rule for one piece each (Turkish: a draw at once) is
    // kept apart, behind a count of the pieces on the board.
    let others = const { soonest(R::DRAW_RULES, false) };
    let one_each = const { soonest(R::DRAW_RULES, true) };
    let past = |soonest: DrawCounters| {
        counters.king_moves >= soonest.king_moves
            || counters.since_material_change >= soonest.since_material_change
    };
    (past(others) || past(one_each) && pos.occupied().count() <= 2)
        && draughts::draw::reached::<R>(pos, counters).is_some()
}

/// For each counter, the smallest count (in plies) at which one of `rules` can draw, among the
/// rules for one piece each (`one_each`) or the others; `u16::MAX` for a counter none of them
/// reads.
const fn soonest(rules: &[DrawRule], one_each: bool) -> DrawCounters {
    let mut soonest = DrawCounters {
        king_moves: u16::MAX,
        since_material_change: u16::MAX,
    };
    let mut i = 0;
    while i < rules.len() {
        if matches!(rules[i].condition, DrawCondition::OnePieceEach) != one_each {
            i += 1;
            continue;
        }
        let plies = rules[i].moves.saturating_mul(2);
        let count = match rules[i].counter {
            DrawCounter::KingMoves => &mut soonest.king_moves,
            DrawCounter::SinceMaterialChange => &mut soonest.since_material_change,
        };
        if plies < *count {
            *count = plies;
        }
        i += 1;
    }
    soonest
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    /// `by_rule`'s shortcut never hides a draw: it agrees with the rules read one by one, on
    /// starts and on endings where each kind of rule applies, for every pair of counts.
    #[test]
    fn by_rule_agrees_with_the_rules() {
        let endings: &[(Variant, &str)] = &[
            (Variant::Brazilian, "W:WKa1,Kc1,Ke1:BKh8"),
            (Variant::Brazilian, "W:WKa1,c3,e3:BKh8"),
            (Variant::Russian, "W:WKc1,e3:BKg7"),
            (Variant::Russian, "W:WKa1,Kc1,e3:BKh6,g7"),
            (Variant::International, "W:WK46,K47,K48:BK5"),
            (Variant::International, "W:WK46,K47,33:BK5,K4"),
            (Variant::English, "B:WK29:BK4"),
            (Variant::Spanish, "W:WK1,K2:BK32"),
            (Variant::Turkish, "W:WKa2:BKh7"),
        ];
        let starts = Variant::ALL.into_iter().map(Position::start);
        let ends = endings
            .iter()
            .map(|&(variant, fen)| Position::from_fen(variant, fen).unwrap());
        let mut drawn = 0;
        for pos in starts.chain(ends) {
            for king_moves in 0..=130 {
                for since_material_change in 0..=130 {
                    let counters = DrawCounters {
                        king_moves,
                        since_material_change,
                    };
                    let (shortcut, rules) = draughts::dispatch!(pos.variant(), R => (
                        by_rule::<R>(&pos, counters),
                        draughts::draw::reached::<R>(&pos, counters).is_some(),
                    ));
                    assert_eq!(shortcut, rules, "{pos:?} {counters:?}");
                    drawn += usize::from(rules);
                }
            }
        }
        assert!(drawn > 0);
    }
}
