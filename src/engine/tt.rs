//! The transposition table: what earlier searches learnt about a position, found by its hash.
//!
//! Fixed size (a power of two of 4-entry buckets), allocated on the heap once. A move is stored
//! as its index in the position's legal move list (generation order is deterministic), which
//! keeps an entry at 16 bytes.

use super::score::Score;

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
    /// Index of the best move in the legal move list, if one was found.
    pub(crate) move_index: Option<u8>,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i16,
    depth: i8,
    /// Bound in the low 2 bits (0 = empty), generation above.
    flags: u8,
    /// Move index + 1, 0 for none.
    mv: u8,
}

const BUCKET: usize = 4;

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
            move_index: slot.mv.checked_sub(1),
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
        let mv = match entry.move_index {
            Some(i) => i.saturating_add(1),
            None if slot.key == key => slot.mv,
            None => 0,
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
            mv,
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
            move_index: Some(3),
        };
        tt.store(0xABCD, 2, entry);
        let found = tt.probe(0xABCD, 2).unwrap();
        assert_eq!(
            (found.score, found.depth, found.move_index),
            (42, 5, Some(3))
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
                move_index: None,
            },
        );
        assert_eq!(tt.probe(7, 10).unwrap().score, Score::win_in(3 + 10).0);
    }
}
