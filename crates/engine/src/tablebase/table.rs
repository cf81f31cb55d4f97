//! One material balance's table: for every kings-only position, which side can force a win and
//! up to which count of the draw counter it still can, built by backward induction over that
//! count.
//!
//! The draw rules make a win a race against the counter: three kings beat a lone king in
//! Brazilian only within 15 moves, and within 5 while it stands on the long diagonal. In a
//! kings-only position both draw counters hold the same count (see
//! [`draughts::draw::kings_only_limit`]), so the state is the position plus one count `n`. Call
//! `W(n)` the positions from which the winner forces the win when the counter reads `n`. A move
//! adds one to the count, a capture resets it and changes the material, so `W(n)` follows from
//! `W(n + 1)` and the smaller materials' tables alone: the count runs down from the largest
//! limit to 0, one pass each, and there is no fixed point to find. `W(n)` shrinks as `n` grows
//! (a later start leaves less time), so one number per position holds every `W(n)`: the largest
//! `n` it belongs to.
//!
//! Along a winning line that number grows by at least one every ply, whatever the loser does,
//! if the winner always moves to the child where it is largest. So a search that prefers that
//! child wins without ever repeating a position.

use super::index::{Indexer, Material};
use draughts::geometry::DIRECTIONS;
use draughts::rules::Rules;
use draughts::Bitboard;
use draughts::MoveList;
use draughts::Position;
use draughts::{Color, Square};

/// The largest count a table records; every variant's limits are below it.
const MAX_COUNT: u8 = 0x7e;
/// `limits` entry of a position whose side to move has no legal move (it has lost).
const STUCK: u8 = u8::MAX;
/// `limits` entry of a position no draw rule ever ends.
const NO_LIMIT: u8 = u8::MAX - 1;
/// `wins` bit naming Black as the winner.
const BLACK_WINS: u8 = 0x80;

/// What a table says of a position with the draw counter at some count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Verdict {
    /// Neither side can force a win before a draw rule ends the game.
    Draw,
    /// `winner` forces a win; `margin` is how many counts later it still would (more is a
    /// faster or surer win).
    Win { winner: Color, margin: u8 },
}

/// The finished table of one material balance.
pub(crate) struct Table {
    indexer: Indexer,
    /// Per place: the count at which a draw rule ends the game in that position, [`STUCK`] or
    /// [`NO_LIMIT`].
    limits: Vec<u8>,
    /// Per place: 0 if neither side can force the win from any count; else the winner
    /// ([`BLACK_WINS`] or not) and one more than the largest count it wins from.
    wins: Vec<u8>,
}

impl Table {
    /// The verdict on `pos` (of this table's material) with the draw counter at `count`.
    pub(crate) fn probe(&self, pos: &Position, count: u16) -> Verdict {
        let index = self.indexer.index(pos);
        match self.arrival(index, count) {
            Some(winner) => {
                let top = u16::from(self.wins[index] & !BLACK_WINS);
                let margin = top.saturating_sub(count + 1).min(u16::from(MAX_COUNT)) as u8;
                Verdict::Win { winner, margin }
            }
            None => Verdict::Draw,
        }
    }

    /// Who wins when the game arrives at place `index` with the counter at `count`: the side
    /// to move loses at once if it has no move (that comes before any draw rule), the game is
    /// drawn if a rule's count is reached, and else the recorded winner wins if the count is
    /// still within its reach.
    #[inline]
    fn arrival(&self, index: usize, count: u16) -> Option<Color> {
        let limit = self.limits[index];
        if limit == STUCK {
            return Some(Indexer::turn(index).opponent());
        }
        if limit != NO_LIMIT && count >= u16::from(limit) {
            return None;
        }
        let win = self.wins[index];
        let reach = u16::from(win & !BLACK_WINS);
        (count < reach).then_some(if win & BLACK_WINS != 0 {
            Color::Black
        } else {
            Color::White
        })
    }

    /// The two per-place arrays, `limits` then `wins`, for writing the table out.
    pub(super) fn entries(&self) -> (&[u8], &[u8]) {
        (&self.limits, &self.wins)
    }

    /// A table from entries read back, or `None` if they cannot be one built for `indexer`:
    /// a wrong length would make probing index out of range, and a limit no build writes
    /// means the bytes are not a table. (Every byte is a possible `wins` entry.)
    pub(super) fn from_entries(indexer: Indexer, limits: Vec<u8>, wins: Vec<u8>) -> Option<Table> {
        let places = indexer.len();
        let limit_ok = |&l: &u8| l <= MAX_COUNT || l == STUCK || l == NO_LIMIT;
        (limits.len() == places && wins.len() == places && limits.iter().all(limit_ok)).then_some(
            Table {
                indexer,
                limits,
                wins,
            },
        )
    }

    /// Builds the table of `material` for the rules `R`; `smaller` answers for the positions
    /// a capture leads to (every material below this one must be built).
    pub(crate) fn build<'s, R: Rules>(
        material: Material,
        smaller: &dyn Fn(&Position) -> &'s Table,
    ) -> Table {
        let indexer = Indexer::new(R::VARIANT, material);
        let places = indexer.len();
        let mut table = Table {
            limits: vec![NO_LIMIT; places],
            wins: vec![0; places],
            indexer,
        };
        let quiet = table.settle_captures::<R>(smaller);
        let top = table
            .limits
            .iter()
            .filter(|&&l| l < NO_LIMIT)
            .max()
            .map_or(MAX_COUNT, |&l| l.min(MAX_COUNT));
        // Only a change among its children can change a position's verdict from one count to
        // the next, so after a first look at every position each pass looks only at the
        // parents of what changed: the positions the last pass decided, and the decided ones
        // a rule stopped arriving at until now.
        let mut work: Vec<u32> = (0..places as u32)
            .filter(|&i| quiet[i as usize] && table.wins[i as usize] == 0)
            .collect();
        let mut queued = vec![false; places];
        let mut by_limit = vec![Vec::new(); usize::from(top) + 1];
        for (index, &limit) in table.limits.iter().enumerate() {
            if limit <= top {
                by_limit[usize::from(limit)].push(index as u32);
            }
        }
        let mut parents = Vec::new();
        for count in (0..top).rev() {
            let decided = table.pass::<R>(&work, count);
            let opened = by_limit[usize::from(count) + 1]
                .iter()
                .copied()
                .filter(|&i| table.wins[i as usize] != 0);
            work.clear();
            for child in decided.into_iter().chain(opened) {
                parents.clear();
                table.slides::<R>(child as usize, Slides::Into, &mut parents);
                for &parent in &parents {
                    if quiet[parent as usize]
                        && !std::mem::replace(&mut queued[parent as usize], true)
                    {
                        work.push(parent);
                    }
                }
            }
            for &parent in &work {
                queued[parent as usize] = false;
            }
        }
        table
    }

    /// Fills in every place's draw limit and settles the places whose moves are captures (a
    /// capture leads into a smaller, finished table, and resets the count, so its verdict holds
    /// at every count); returns which places have only non-capturing moves, the ones the passes
    /// decide.
    fn settle_captures<'s, R: Rules>(
        &mut self,
        smaller: &dyn Fn(&Position) -> &'s Table,
    ) -> Vec<bool> {
        let mut quiet = vec![false; self.wins.len()];
        let mut moves = MoveList::new();
        for (index, quiet) in quiet.iter_mut().enumerate() {
            let Some(pos) = self.indexer.position(index) else {
                continue;
            };
            moves.clear();
            draughts::low_level::legal_moves::<R>(&pos, &mut moves);
            self.limits[index] = if moves.is_empty() {
                STUCK
            } else {
                draughts::draw::kings_only_limit::<R>(&pos)
                    .map_or(NO_LIMIT, |l| l.min(u16::from(MAX_COUNT)) as u8)
            };
            if moves.is_empty() {
                continue;
            }
            if !moves[0].is_capture() {
                *quiet = true;
                continue;
            }
            // Captures are compulsory, so either every move captures or none does.
            let mover = pos.turn();
            let winners: Vec<Option<Color>> = moves
                .iter()
                .map(|mv| capture_winner(&pos.play_unchecked(mv), smaller))
                .collect();
            let winner = if winners.contains(&Some(mover)) {
                Some(mover)
            } else if winners.iter().all(|&w| w == Some(mover.opponent())) {
                Some(mover.opponent())
            } else {
                None
            };
            if let Some(winner) = winner {
                self.wins[index] = win_entry(winner, MAX_COUNT);
            }
        }
        quiet
    }

    /// Decides which of the positions in `work` join `W(count)`, given `W(count + 1)`;
    /// returns those that did. Every position in `work` has only non-capturing moves.
    fn pass<R: Rules>(&mut self, work: &[u32], count: u8) -> Vec<u32> {
        let next = u16::from(count) + 1;
        let mut decided = Vec::new();
        let mut children = Vec::new();
        for &index in work {
            let index = index as usize;
            if self.wins[index] != 0 {
                continue;
            }
            let mover = Indexer::turn(index);
            children.clear();
            self.slides::<R>(index, Slides::From, &mut children);
            let mut all_lose = true;
            let mut winner = None;
            for &child in &children {
                match self.arrival(child as usize, next) {
                    Some(c) if c == mover => {
                        winner = Some(mover);
                        break;
                    }
                    Some(_) => {}
                    None => all_lose = false,
                }
            }
            if winner.is_none() && all_lose {
                winner = Some(mover.opponent());
            }
            if let Some(winner) = winner {
                self.wins[index] = win_entry(winner, count);
                decided.push(index as u32);
            }
        }
        decided
    }

    /// Appends to `out` the places one king slide leads to from `index` ([`Slides::From`]), or
    /// comes from into it ([`Slides::Into`]). The moves are found when needed rather than stored:
    /// a stored graph of the 10x10 four-piece tables took about 200 MB. A king comes back the way
    /// it went, so the slides into a position are the slides of the side that just moved, with
    /// that side to move again.
    fn slides<R: Rules>(&self, index: usize, way: Slides, out: &mut Vec<u32>) {
        let (white, black) = self.indexer.sets(index);
        let turn = Indexer::turn(index);
        let (slider, next_turn) = match way {
            Slides::From => (turn, turn.opponent()),
            Slides::Into => (turn.opponent(), turn.opponent()),
        };
        let (kings, others) = match slider {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let occupied = (white | black).0;
        let still = self.indexer.rank(others);
        for king in kings {
            let rest = kings ^ Bitboard::from_square(king);
            for to in Bitboard(king_reach::<R>(king, occupied)) {
                let moved = self.indexer.rank(rest | Bitboard::from_square(to));
                let (white, black) = match slider {
                    Color::White => (moved, still),
                    Color::Black => (still, moved),
                };
                out.push(self.indexer.place(white, black, next_turn) as u32);
            }
        }
    }
}

/// Which way [`Table::slides`] looks from a place.
#[derive(Clone, Copy)]
enum Slides {
    /// The moves of the side to move.
    From,
    /// The moves that led here.
    Into,
}

/// The empty squares a king on `king` reaches in one non-capturing move.
fn king_reach<R: Rules>(king: Square, occupied: u64) -> u64 {
    let board = R::BOARD;
    if R::FLYING_KINGS {
        (0..DIRECTIONS).fold(0, |reach, d| reach | board.ray_until(king, d, occupied).0) & !occupied
    } else {
        board.adjacent[king.index() as usize] & !occupied
    }
}

/// `wins` entry for `winner` winning from every count up to `count`.
fn win_entry(winner: Color, count: u8) -> u8 {
    let colour = if winner == Color::Black {
        BLACK_WINS
    } else {
        0
    };
    colour | (count + 1)
}

/// Who wins after a capture led to `child` (with the counter reset): the capturer if the
/// opponent has nothing left, else what the smaller table says on arrival.
fn capture_winner<'s>(child: &Position, smaller: &dyn Fn(&Position) -> &'s Table) -> Option<Color> {
    let waiting = child.turn();
    if child.pieces(waiting).is_empty() {
        return Some(waiting.opponent());
    }
    let table = smaller(child);
    table.arrival(table.indexer.index(child), 0)
}
