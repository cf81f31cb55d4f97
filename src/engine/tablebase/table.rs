//! One material balance's table: for every kings-only position, which side can force a win and
//! up to which count of the draw counter it still can, built by backward induction over that
//! count.
//!
//! The draw rules make a win a race against the counter: three kings beat a lone king in
//! Brazilian only within 15 moves, and within 5 while it stands on the long diagonal. In a
//! kings-only position both draw counters hold the same count (see
//! [`crate::draw::kings_only_limit`]), so the state is the position plus one count `n`. Call
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
use crate::bitboard::Bitboard;
use crate::mv::MoveList;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Color;

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
        let graph = Graph::of::<R>(&mut table, smaller);
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
            .filter(|&i| graph.quiet_only[i as usize] != 0 && table.wins[i as usize] == 0)
            .collect();
        let mut queued = vec![false; places];
        let mut by_limit = vec![Vec::new(); usize::from(top) + 1];
        for (index, &limit) in table.limits.iter().enumerate() {
            if limit <= top {
                by_limit[usize::from(limit)].push(index as u32);
            }
        }
        for count in (0..top).rev() {
            let decided = table.pass(&graph, &work, count);
            let opened = by_limit[usize::from(count) + 1]
                .iter()
                .copied()
                .filter(|&i| table.wins[i as usize] != 0);
            work.clear();
            for child in decided.into_iter().chain(opened) {
                for &parent in graph.parents(child as usize) {
                    if !std::mem::replace(&mut queued[parent as usize], true) {
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

    /// Decides which of the positions in `work` join `W(count)`, given `W(count + 1)`;
    /// returns those that did.
    fn pass(&mut self, graph: &Graph, work: &[u32], count: u8) -> Vec<u32> {
        let next = u16::from(count) + 1;
        let mut decided = Vec::new();
        for &index in work {
            let index = index as usize;
            if self.wins[index] != 0 {
                continue;
            }
            let mover = Indexer::turn(index);
            let mut all_lose = true;
            let mut winner = None;
            for &child in graph.children(index) {
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

/// The moves between one material's positions, found once for all the passes: each place's
/// non-capturing moves as the places they lead to. Places whose moves are captures are
/// settled while the graph is made (a capture leads into a smaller, finished table).
struct Graph {
    /// `starts[i]..starts[i + 1]` indexes `targets` for place `i`.
    starts: Vec<u32>,
    targets: Vec<u32>,
    /// The same moves backwards: `parent_starts[i]..parent_starts[i + 1]` indexes `parents`.
    parent_starts: Vec<u32>,
    parents: Vec<u32>,
    /// 1 for places whose moves are all non-capturing (the ones the passes decide).
    quiet_only: Vec<u8>,
}

impl Graph {
    fn of<'s, R: Rules>(table: &mut Table, smaller: &dyn Fn(&Position) -> &'s Table) -> Graph {
        let places = table.wins.len();
        let mut graph = Graph {
            starts: Vec::with_capacity(places + 1),
            targets: Vec::new(),
            parent_starts: Vec::new(),
            parents: Vec::new(),
            quiet_only: vec![0; places],
        };
        let mut moves = MoveList::new();
        for index in 0..places {
            graph.starts.push(graph.targets.len() as u32);
            let Some(pos) = table.indexer.position(index) else {
                continue;
            };
            moves.clear();
            crate::movegen::legal_moves::<R>(&pos, &mut moves);
            table.limits[index] = if moves.is_empty() {
                STUCK
            } else {
                crate::draw::kings_only_limit::<R>(&pos)
                    .map_or(NO_LIMIT, |l| l.min(u16::from(MAX_COUNT)) as u8)
            };
            if moves.is_empty() {
                continue;
            }
            if moves[0].is_capture() {
                // Captures are compulsory, so either every move captures or none does; the
                // winner of a capture does not depend on the count, which it resets.
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
                    table.wins[index] = win_entry(winner, MAX_COUNT);
                }
            } else {
                graph.quiet_only[index] = 1;
                // A king's step changes only its own side's set: the other side's rank is
                // found once.
                let indexer = &table.indexer;
                let mover = pos.turn();
                let kings = pos.pieces(mover);
                let still = indexer.rank(pos.pieces(mover.opponent()));
                graph.targets.extend(moves.iter().map(|mv| {
                    let moved = indexer.rank(
                        kings ^ Bitboard::from_square(mv.from()) ^ Bitboard::from_square(mv.to()),
                    );
                    let (white, black) = match mover {
                        Color::White => (moved, still),
                        Color::Black => (still, moved),
                    };
                    indexer.place(white, black, mover.opponent()) as u32
                }));
            }
        }
        graph.starts.push(graph.targets.len() as u32);
        graph.reverse();
        graph
    }

    /// Fills the backward moves from the forward ones (counting sort by target).
    fn reverse(&mut self) {
        let places = self.starts.len() - 1;
        let mut starts = vec![0u32; places + 1];
        for &target in &self.targets {
            starts[target as usize + 1] += 1;
        }
        for i in 0..places {
            starts[i + 1] += starts[i];
        }
        let mut next = starts.clone();
        let mut parents = vec![0; self.targets.len()];
        for parent in 0..places {
            for &target in self.children(parent) {
                let slot = &mut next[target as usize];
                parents[*slot as usize] = parent as u32;
                *slot += 1;
            }
        }
        self.parents = parents;
        self.parent_starts = starts;
    }

    fn children(&self, index: usize) -> &[u32] {
        &self.targets[self.starts[index] as usize..self.starts[index + 1] as usize]
    }

    fn parents(&self, index: usize) -> &[u32] {
        &self.parents[self.parent_starts[index] as usize..self.parent_starts[index + 1] as usize]
    }
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
