//! Endgame tables for the kings-only endings, built in memory when a game comes near them.
//!
//! Some endings are won only by a technique deeper than any search reaches in time, against
//! a move limit: three kings beat a lone king on 8x8 within the 15 moves the rules allow only
//! by a known construction, and the lone king on the long diagonal draws. The tables know
//! every kings-only position of a few pieces exactly, draw rules included, so the engine
//! converts these wins and holds these draws as a master would. They are small enough to
//! build on the spot (well under a second for the largest, on 8x8), so nothing has to be
//! downloaded, and the same code serves every variant.
//!
//! How they are built, numbered and handed over: docs/engine.md (Endgame tables); their build
//! times: docs/performance.md.

mod index;
mod serial;
mod table;

use draughts::draw::DrawCounters;
use draughts::rules::{Rules, Variant};
use draughts::Position;
use index::Material;
pub use serial::{TablesError, VERSION as FORMAT};
use std::collections::HashMap;
use table::Table;
pub(crate) use table::Verdict;

/// The most pieces of a table in `variant`. The 8x8 diagonal boards have every ending of four
/// pieces (three kings against one is the classic won ending under a move limit); the 50- and
/// 64-square boards stop at three, as their four-piece tables take too long to build on the
/// spot (International's times: docs/performance.md#endgame-tables).
fn max_pieces(variant: Variant) -> u8 {
    match variant {
        // The tables score kings-only endings for the usual goal; in Breakthrough the first king
        // ends the game.
        Variant::Antidraughts | Variant::Breakthrough => 0,
        Variant::International | Variant::Turkish => 3,
        Variant::Brazilian
        | Variant::Russian
        | Variant::English
        | Variant::Spanish
        | Variant::Italian
        | Variant::Czech
        | Variant::Pool
        | Variant::Thai => 4,
    }
}

/// How many more pieces than a table holds a root may have for its tables to be built: a
/// search from there reaches them through a capture or two.
const BUILD_AHEAD: u8 = 2;

/// The tables built so far, for one variant at a time.
#[derive(Default)]
pub(crate) struct Tablebases {
    variant: Option<Variant>,
    tables: HashMap<Material, Table>,
}

impl Tablebases {
    /// Builds the tables a search from `root` may reach, if it is near enough to them; true if
    /// it built any. Only the caller's root decides, so a search never stops to build and a
    /// search bounded by nodes stays reproducible.
    pub(crate) fn prepare<R: Rules>(&mut self, root: &Position) -> bool {
        if self.variant != Some(R::VARIANT) {
            self.tables.clear();
            self.variant = Some(R::VARIANT);
        }
        let most = max_pieces(R::VARIANT);
        let have = Material::of(root);
        if have.total() > most + BUILD_AHEAD {
            return false;
        }
        let before = self.tables.len();
        // Smaller materials first: a capture leads from a table into a smaller one.
        for total in 2..=most {
            for white in 1..total {
                let material = Material {
                    white,
                    black: total - white,
                };
                let reachable = material.white <= have.white && material.black <= have.black;
                if reachable && !self.tables.contains_key(&material) {
                    let tables = &self.tables;
                    let table = Table::build::<R>(material, &|pos| &tables[&Material::of(pos)]);
                    self.tables.insert(material, table);
                }
            }
        }
        self.tables.len() > before
    }

    /// Every table built or imported so far, as bytes for [`Tablebases::import`]; `None`
    /// while there is none.
    pub(crate) fn export(&self) -> Option<Vec<u8>> {
        let variant = self.variant?;
        (!self.tables.is_empty()).then(|| serial::write(variant, &self.tables))
    }

    /// Takes the tables of `variant` from bytes [`Tablebases::export`] wrote (in another
    /// engine, maybe), beside those already here; returns how many the bytes held. Nothing
    /// changes if the bytes are refused, and the tables are then built when needed as usual.
    pub(crate) fn import(&mut self, variant: Variant, bytes: &[u8]) -> Result<usize, TablesError> {
        let read = serial::read(variant, bytes)?;
        if self.variant != Some(variant) {
            self.tables.clear();
            self.variant = Some(variant);
        }
        let count = read.len();
        for (material, table) in read {
            self.tables.entry(material).or_insert(table);
        }
        Ok(count)
    }

    /// The verdict on a kings-only position with a table, given the game's draw counters.
    /// The test for men is inlined into the search, which calls this at every node: most nodes
    /// have men, and the table lookup is not worth a call for them.
    #[inline(always)]
    pub(crate) fn probe(&self, pos: &Position, counters: DrawCounters) -> Option<Verdict> {
        if pos.kings() != pos.occupied() {
            return None;
        }
        self.probe_kings_only(pos, counters)
    }

    fn probe_kings_only(&self, pos: &Position, counters: DrawCounters) -> Option<Verdict> {
        if self.variant != Some(pos.variant()) {
            return None;
        }
        let table = self.tables.get(&Material::of(pos))?;
        // The counts are equal in a kings-only position reached in play; the larger is the
        // safer reading should a set-up position say otherwise.
        let count = counters.king_moves.max(counters.since_material_change);
        Some(table.probe(pos, count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::draw;
    use draughts::notation::fen;
    use draughts::rules::{Brazilian, English, Spanish};
    use draughts::Color;
    use index::Indexer;

    type Memo = HashMap<(Position, u16), Option<Color>>;

    /// The winner from `pos` when the game arrives there with both counters at `count`, by a
    /// plain search of the whole game tree under the game's own rules: no tables, no passes.
    fn solve<R: Rules>(pos: &Position, count: u16, memo: &mut Memo) -> Option<Color> {
        if let Some(&known) = memo.get(&(*pos, count)) {
            return known;
        }
        let moves = pos.legal_moves();
        let mover = pos.turn();
        let counters = DrawCounters {
            king_moves: count,
            since_material_change: count,
        };
        let result = if moves.is_empty() {
            Some(mover.opponent())
        } else if draw::reached::<R>(pos, counters).is_some() {
            None
        } else {
            let mut winners = moves.iter().map(|mv| {
                let next = if mv.is_capture() { 0 } else { count + 1 };
                solve::<R>(&pos.play_unchecked(mv), next, memo)
            });
            let mut all_lose = true;
            let mut wins = false;
            for winner in &mut winners {
                wins |= winner == Some(mover);
                all_lose &= winner == Some(mover.opponent());
                if wins {
                    break;
                }
            }
            if wins {
                Some(mover)
            } else {
                all_lose.then_some(mover.opponent())
            }
        };
        memo.insert((*pos, count), result);
        result
    }

    /// Every position of a material, at each of `counts`, against [`solve`].
    fn agree_everywhere<R: Rules>(material: Material, counts: &[u16]) {
        let indexer = Indexer::new(R::VARIANT, material);
        let positions: Vec<Position> = (0..indexer.len())
            .filter_map(|i| indexer.position(i))
            .collect();
        let mut tables = Tablebases::default();
        tables.prepare::<R>(&positions[0]);
        let mut memo = Memo::new();
        let mut wins = 0;
        for pos in &positions {
            for &count in counts {
                let expected = solve::<R>(pos, count, &mut memo);
                let counters = DrawCounters {
                    king_moves: count,
                    since_material_change: count,
                };
                let winner = match tables.probe(pos, counters) {
                    Some(Verdict::Win { winner, .. }) => Some(winner),
                    Some(Verdict::Draw) => None,
                    None => panic!("no table for {}", fen::write(pos)),
                };
                assert_eq!(winner, expected, "{} at count {count}", fen::write(pos));
                wins += usize::from(winner.is_some());
            }
        }
        // Not a vacuous agreement: both wins and draws occur.
        assert!(wins > 0 && wins < positions.len() * counts.len());
    }

    #[test]
    fn two_kings_against_one_agree_with_a_plain_game_tree_search() {
        // Brazilian: 5 moves for two kings against one, 15 for only kings moving.
        agree_everywhere::<Brazilian>(Material { white: 2, black: 1 }, &[0, 9, 29]);
        // Spanish: flying kings with 20 moves; English: short kings with 50.
        agree_everywhere::<Spanish>(Material { white: 1, black: 2 }, &[0, 39]);
        agree_everywhere::<English>(Material { white: 2, black: 1 }, &[0, 99]);
    }

    #[test]
    fn three_kings_win_against_a_lone_king_only_while_the_count_allows() {
        // The strong side holds the long diagonal (h8): a win, but only just within 15 moves.
        let pos = fen::parse(Variant::Brazilian, "W:WKe7,Kb8,Kh8:BKa5").unwrap();
        let mut tables = Tablebases::default();
        tables.prepare::<Brazilian>(&pos);
        let at = |count| {
            tables.probe(
                &pos,
                DrawCounters {
                    king_moves: count,
                    since_material_change: count,
                },
            )
        };
        assert!(matches!(
            at(0),
            Some(Verdict::Win {
                winner: Color::White,
                ..
            })
        ));
        assert_eq!(at(2), Some(Verdict::Draw));
        // The lone king reaches the long diagonal first: a draw (a plain search agrees, but
        // takes a minute).
        let held = fen::parse(Variant::Brazilian, "W:WKc1,Ke1,Kg1:BKb8").unwrap();
        assert_eq!(
            tables.probe(&held, DrawCounters::default()),
            Some(Verdict::Draw)
        );
    }
}
