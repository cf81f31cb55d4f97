//! Move ordering: the table's move first, then the biggest captures, promotions, the killer
//! moves of this ply and the moves that caused cut-offs before (history).
//!
//! Moves are not reordered in their list: the table stores a move as its index in generation
//! order, so the ordering works on a side list of entries (key, place, index) and picks the
//! best remaining entry each time (most nodes cut after one or two moves, so a full sort is
//! waste).
//!
//! Counter-move histories were tried and not kept: docs/journal/experiments.md#search.

use super::score::MAX_PLY;
use draughts::Bitboard;
use draughts::Move;
use draughts::{Color, Square};
use smallvec::SmallVec;

/// The ordering's entries, best picked first. An entry packs in one `i64`, from the top: the
/// ordering key (32 bits, signed), the complement of the entry's place in the ordering (16 bits)
/// and the move's index in its list (16 bits). So the greatest entry is the one with the
/// highest key and, among equal keys, the first in place: the greatest value is the pick, found
/// by one pass of comparisons without jumps (which vectorises), and it tells its own place.
pub(crate) type Ordering = SmallVec<[i64; 48]>;

const PLACE_SHIFT: u32 = 16;
const PLACE_MASK: i64 = 0xFFFF << PLACE_SHIFT;

/// An entry of the move at `index` in its list, at `place` in the ordering, with `key`.
#[inline(always)]
fn entry(key: i32, place: usize, index: usize) -> i64 {
    debug_assert!(place <= 0xFFFF && index <= 0xFFFF);
    i64::from(key) << 32 | ((0xFFFF - place as i64) << PLACE_SHIFT) | index as i64
}

/// The index in its list of the move of an ordering entry.
#[inline(always)]
pub(crate) fn index(entry: i64) -> usize {
    (entry & 0xFFFF) as usize
}

/// The place in the ordering of an entry.
#[inline(always)]
fn place(entry: i64) -> usize {
    0xFFFF - ((entry & PLACE_MASK) >> PLACE_SHIFT) as usize
}

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
        // Sized first, then filled through a plain slice: pushing entry by entry would test
        // at each one where the small vector keeps its items and whether it has room.
        ordering.clear();
        ordering.resize(moves.len(), 0);
        let entries = ordering.as_mut_slice();
        if moves.first().is_some_and(Move::is_capture) {
            for (i, (e, mv)) in entries.iter_mut().zip(moves).enumerate() {
                let key = CAPTURE + mv.captured().count() as i32 * 64 + i32::from(mv.promotes());
                *e = entry(key, i, i);
            }
        } else {
            let killers = self.killers[ply.min(MAX_PLY)];
            let history = &self.history[color as usize * 64 * 64..][..64 * 64];
            for (i, (e, mv)) in entries.iter_mut().zip(moves).enumerate() {
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
                *e = entry(key, i, i);
            }
        }
        if let Some(e) = table_move.and_then(|i| entries.get_mut(usize::from(i))) {
            *e = entry(TABLE_MOVE, place(*e), index(*e));
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

/// Takes the best remaining entry of `ordering` from `start` on (the highest key, the first in
/// place among equal keys), swapping it with the entry at `start`, and returns its move's index.
#[inline]
pub(crate) fn pick(ordering: &mut Ordering, start: usize) -> usize {
    let ordering = ordering.as_mut_slice();
    let best = ordering[start..].iter().copied().fold(i64::MIN, i64::max);
    let at = place(best);
    // The entry at `start` moves to where the best one was.
    let moved = ordering[start];
    ordering[at] = moved & !PLACE_MASK | ((0xFFFF - at as i64) << PLACE_SHIFT);
    ordering[start] = best;
    index(best)
}
