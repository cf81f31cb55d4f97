//! The transposition table: what earlier searches learnt about a position, found by its hash.
//!
//! Fixed size (a power of two of 4-entry buckets), allocated on the heap once. A capture is
//! stored as its index in the position's legal move list (generation order is deterministic), a
//! quiet move as its squares, so that the search can try it before listing the moves; an entry
//! stays at 16 bytes.

use super::score::Score;
use draughts::Bitboard;
use draughts::Move;
use draughts::Square;

/// How a stored score relates to the true value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true value (a PV node).
    Exact,
    /// The true value is at least this (a cut).
    Lower,
    /// The true value is at most this (every move failed low).
    Upper,
}

/// One remembered search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub(crate) score: i32,
    pub(crate) depth: i32,
    pub(crate) bound: Bound,
    /// The best move, if one was found.
    pub(crate) best: Option<BestMove>,
}

/// A remembered best move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum BestMove {
    /// A capture, by its index in the legal move list (two captures may share their squares).
    Capture(u8),
    /// A non-capturing move, which its squares identify.
    Quiet(Move),
}

/// The bit that marks a stored quiet move (an empty field is 0).
const QUIET: u16 = 1 << 15;

/// A quiet move in 13 bits (origin, destination, crowning) with the [`QUIET`] mark.
fn pack_quiet(mv: &Move) -> u16 {
    QUIET
        | u16::from(mv.from().index())
        | u16::from(mv.to().index()) << 6
        | u16::from(mv.promotes()) << 12
}

fn unpack_quiet(packed: u16) -> Move {
    let square = |shift: u16| Square::new((packed >> shift & 63) as u8);
    Move::new(square(0), square(6), Bitboard::EMPTY, packed >> 12 & 1 != 0)
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i16,
    depth: i8,
    /// Bound in the low 2 bits (0 = empty), generation above.
    flags: u8,
    /// A capture's move index + 1, or 0.
    capture: u8,
    /// A quiet move packed by [`pack_quiet`], or 0.
    quiet: u16,
}

const BUCKET: usize = 4;
const _: () = assert!(std::mem::size_of::<Slot>() * BUCKET == 64);

/// Four slots in one 64-byte cache line: a probe costs one memory access.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Slot; BUCKET]);

/// A fixed-size hash table of search results.
pub(crate) struct TranspositionTable {
    buckets: Vec<Bucket>,
    mask: usize,
    generation: u8,
}

impl TranspositionTable {
    /// A table of about `megabytes` MiB (at least one bucket).
    pub(crate) fn new(megabytes: usize) -> TranspositionTable {
        // 1 GiB at most, so the size fits a 32-bit `usize` on wasm.
        let bytes = megabytes.clamp(1, 1024) << 20;
        let fit = (bytes / std::mem::size_of::<Bucket>()).max(1);
        let buckets = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        TranspositionTable {
            buckets: vec![Bucket::default(); buckets],
            mask: buckets - 1,
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3F;
    }

    fn bucket(&self, key: u64) -> usize {
        key as usize & self.mask
    }

    /// Reads the buckets of `keys` so that they are on their way into the cache before they
    /// are probed. The table is larger than the caches and a probe's load is the search's
    /// costliest wait; reading several buckets in a tight loop of independent loads lets their
    /// misses overlap instead of stalling once per probe. (A real prefetch instruction would
    /// need `unsafe`.)
    #[inline]
    pub(crate) fn touch(&self, keys: &[u64]) {
        let seen = keys.iter().fold(0, |seen, &key| {
            seen ^ self.buckets[self.bucket(key)].0[0].key
        });
        std::hint::black_box(seen);
    }

    /// The entry for `key`, with a decided score re-expressed relative to the node at `ply`.
    pub(crate) fn probe(&self, key: u64, ply: usize) -> Option<Entry> {
        let slot = self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|s| s.key == key && s.flags & 3 != 0)?;
        let bound = match slot.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Entry {
            score: score_from_table(i32::from(slot.score), ply),
            depth: i32::from(slot.depth),
            bound,
            best: if slot.quiet != 0 {
                Some(BestMove::Quiet(unpack_quiet(slot.quiet)))
            } else {
                slot.capture.checked_sub(1).map(BestMove::Capture)
            },
        })
    }

    /// Stores a result, replacing the same position, else the shallowest or oldest entry.
    pub(crate) fn store(&mut self, key: u64, ply: usize, entry: Entry) {
        let generation = self.generation;
        let index = self.bucket(key);
        let bucket = &mut self.buckets[index].0;
        let worth = |s: &Slot| {
            let age = (generation.wrapping_sub(s.flags >> 2) & 0x3F) as i32;
            i32::from(s.depth) - 8 * age
        };
        let index = match bucket.iter().position(|s| s.key == key) {
            Some(i) => i,
            None => (0..BUCKET)
                .min_by_key(|&i| {
                    if bucket[i].flags & 3 == 0 {
                        i32::MIN
                    } else {
                        worth(&bucket[i])
                    }
                })
                .unwrap_or(0),
        };
        let slot = &mut bucket[index];
        // Keep a known best move when the new result has none.
        let (capture, quiet) = match entry.best {
            Some(BestMove::Capture(i)) => (i.saturating_add(1), 0),
            Some(BestMove::Quiet(mv)) => (0, pack_quiet(&mv)),
            None if slot.key == key => (slot.capture, slot.quiet),
            None => (0, 0),
        };
        let bound = match entry.bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        *slot = Slot {
            key,
            score: score_to_table(entry.score, ply) as i16,
            depth: entry.depth.clamp(-1, i32::from(i8::MAX)) as i8,
            flags: bound | (generation << 2),
            capture,
            quiet,
        };
    }
}

/// Decided scores are stored as distance from the stored node, not from the root.
fn score_to_table(score: i32, ply: usize) -> i32 {
    if score > Score::DECIDED {
        score + ply as i32
    } else if score < -Score::DECIDED {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_table(score: i32, ply: usize) -> i32 {
    if score > Score::DECIDED {
        score - ply as i32
    } else if score < -Score::DECIDED {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut tt = TranspositionTable::new(1);
        let entry = Entry {
            score: 42,
            depth: 5,
            bound: Bound::Lower,
            best: Some(BestMove::Capture(3)),
        };
        tt.store(0xABCD, 2, entry);
        let found = tt.probe(0xABCD, 2).unwrap();
        assert_eq!(
            (found.score, found.depth, found.best),
            (42, 5, Some(BestMove::Capture(3)))
        );
        assert_eq!(found.bound, Bound::Lower);
        assert!(tt.probe(0xABCE, 2).is_none());
        tt.clear();
        assert!(tt.probe(0xABCD, 2).is_none());
    }

    #[test]
    fn decided_scores_keep_their_distance_from_the_node() {
        let mut tt = TranspositionTable::new(1);
        let win_here_in_3 = Score::win_in(3 + 4).0; // seen from ply 4: 3 plies below the node
        tt.store(
            7,
            4,
            Entry {
                score: win_here_in_3,
                depth: 9,
                bound: Bound::Exact,
                best: None,
            },
        );
        assert_eq!(tt.probe(7, 10).unwrap().score, Score::win_in(3 + 10).0);
    }

    #[test]
    fn quiet_moves_keep_their_squares() {
        let mut tt = TranspositionTable::new(1);
        for (from, to, crowns) in [(0, 5, false), (63, 62, true), (30, 39, false)] {
            let mv = Move::new(Square::new(from), Square::new(to), Bitboard::EMPTY, crowns);
            let entry = Entry {
                score: 0,
                depth: 1,
                bound: Bound::Exact,
                best: Some(BestMove::Quiet(mv)),
            };
            tt.store(9, 0, entry);
            assert_eq!(tt.probe(9, 0).unwrap().best, Some(BestMove::Quiet(mv)));
        }
        let kept = Entry {
            best: None,
            ..tt.probe(9, 0).unwrap()
        };
        tt.store(9, 0, kept);
        assert!(matches!(
            tt.probe(9, 0).unwrap().best,
            Some(BestMove::Quiet(_))
        ));
    }
}
