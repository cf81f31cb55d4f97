//! Move ordering: the table's move first, then the biggest captures, promotions, the killer
//! moves of this ply and the moves that caused cut-offs before (history).
//!
//! Moves are not reordered in their list: the table stores a move as its index in generation
//! order, so the ordering works on a side list of `(key, index)` pairs and picks the best
//! remaining pair each time (most nodes cut after one or two moves, so a full sort is waste).

use super::score::MAX_PLY;
use crate::bitboard::Bitboard;
use crate::mv::Move;
use crate::square::{Color, Square};
use smallvec::SmallVec;

/// `(ordering key, index in the move list)`, best picked first.
pub(crate) type Ordering = SmallVec<[(i32, u16); 48]>;

const TABLE_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 22;
const KILLER: [i32; 2] = [1 << 21, 1 << 20];
/// History scores stay within ±HISTORY_MAX (below the killer keys).
const HISTORY_MAX: i32 = 1 << 16;
/// An empty killer slot: no move has this key.
const NO_KILLER: u16 = u16::MAX;

/// A quiet move packed in 13 bits (origin, destination, promotion), which is all that tells two
/// quiet moves apart: cheaper to compare than the whole move.
#[inline]
fn killer_key(mv: &Move) -> u16 {
    u16::from(mv.from().index()) | u16::from(mv.to().index()) << 6 | u16::from(mv.promotes()) << 12
}

/// What the search learnt about good quiet moves: killers per ply and a history table.
pub(crate) struct MoveOrder {
    /// Two quiet moves per ply, as [`killer_key`]s.
    killers: Vec<[u16; 2]>,
    /// `history[color][from][to]`, flattened.
    history: Vec<i32>,
}

impl MoveOrder {
    pub(crate) fn new() -> MoveOrder {
        MoveOrder {
            killers: vec![[NO_KILLER; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 64 * 64],
        }
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.killers.fill([NO_KILLER; 2]);
        self.history.fill(0);
    }

    /// Killers belong to one search's plies: drop them before the next search.
    pub(crate) fn new_search(&mut self) {
        self.killers.fill([NO_KILLER; 2]);
    }

    /// Killer move `slot` (0 or 1) of `ply`, if any. With no capture or crowning on, the
    /// ordering ranks the killers first after the table's move, so the search may try them
    /// before the moves are listed (it must check that they are legal here).
    pub(crate) fn killer(&self, ply: usize, slot: usize) -> Option<Move> {
        let key = self.killers[ply.min(MAX_PLY)][slot];
        (key != NO_KILLER).then(|| {
            let square = |shift: u16| Square::new((key >> shift & 63) as u8);
            Move::new(square(0), square(6), Bitboard::EMPTY, key >> 12 & 1 != 0)
        })
    }

    fn history_index(color: Color, mv: &Move) -> usize {
        (color as usize * 64 + mv.from().index() as usize) * 64 + mv.to().index() as usize
    }

    /// Fills `ordering` with the ordering keys of `moves` (all captures or all quiet: captures
    /// are compulsory).
    pub(crate) fn order(
        &self,
        moves: &[Move],
        table_move: Option<u8>,
        ply: usize,
        color: Color,
        ordering: &mut Ordering,
    ) {
        ordering.clear();
        if moves.first().is_some_and(Move::is_capture) {
            ordering.extend(moves.iter().enumerate().map(|(i, mv)| {
                let key = CAPTURE + mv.captured().count() as i32 * 64 + i32::from(mv.promotes());
                (key, i as u16)
            }));
        } else {
            let killers = self.killers[ply.min(MAX_PLY)];
            let history = &self.history[color as usize * 64 * 64..][..64 * 64];
            ordering.extend(moves.iter().enumerate().map(|(i, mv)| {
                let killer = killer_key(mv);
                let key = if mv.promotes() {
                    PROMOTION
                } else if killers[0] == killer {
                    KILLER[0]
                } else if killers[1] == killer {
                    KILLER[1]
                } else {
                    history[usize::from(mv.from().index()) * 64 + usize::from(mv.to().index())]
                };
                (key, i as u16)
            }));
        }
        if let Some(entry) = table_move.and_then(|i| ordering.get_mut(usize::from(i))) {
            entry.0 = TABLE_MOVE;
        }
    }

    /// Records that quiet move `best` caused a cut-off at `ply` after the quiet moves `tried`
    /// had failed: `best` becomes a killer and gains history, the others lose some. (`tried`
    /// is only read if `best` is quiet: before a capture's cut only captures were tried.)
    pub(crate) fn reward(
        &mut self,
        best: &Move,
        tried: impl IntoIterator<Item = Move>,
        depth: i32,
        ply: usize,
        color: Color,
    ) {
        if best.is_capture() {
            return;
        }
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        let key = killer_key(best);
        if slot[0] != key {
            slot[1] = slot[0];
            slot[0] = key;
        }
        let bonus = (depth * depth).min(HISTORY_MAX / 4);
        self.nudge(color, best, bonus);
        for mv in tried {
            self.nudge(color, &mv, -bonus);
        }
    }

    /// Moves a history score towards ±HISTORY_MAX, more slowly the closer it is.
    fn nudge(&mut self, color: Color, mv: &Move, bonus: i32) {
        let h = &mut self.history[Self::history_index(color, mv)];
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

/// Whether the captures `moves` all get the same ordering key (as many pieces taken, all
/// crowning or none), so that the ordering would pick them in the order of the list (true for
/// fewer than two moves).
#[inline]
pub(crate) fn captures_rank_alike(moves: &[Move]) -> bool {
    let capture_key = |mv: &Move| (mv.captured().count(), mv.promotes());
    match moves.split_first() {
        Some((first, rest)) => {
            let key = capture_key(first);
            rest.iter().all(|mv| capture_key(mv) == key)
        }
        None => true,
    }
}

/// Takes the best remaining entry of `ordering` from `start` on, moving it to `start`.
pub(crate) fn pick(ordering: &mut Ordering, start: usize) -> usize {
    // Written as selects, not jumps: which key wins is unpredictable, and a mispredicted jump
    // costs more than the whole comparison.
    let rest = &mut ordering[start..];
    let mut best = 0;
    let mut best_key = rest[0].0;
    for (i, &(key, _)) in rest.iter().enumerate().skip(1) {
        let better = key > best_key;
        best_key = if better { key } else { best_key };
        best = if better { i } else { best };
    }
    rest.swap(0, best);
    rest[0].1 as usize
}
