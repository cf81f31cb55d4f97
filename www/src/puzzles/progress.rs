//! A player's puzzles in each rule set: their puzzle rating (Glicko-2, as the leaderboards rate,
//! each puzzle an opponent at its own rating), the puzzles solved and failed, and the longest
//! streak. Kept in the records, exported and merged with them.
//!
//! Only a puzzle's first try counts for the rating, as on lichess: trying it again after
//! seeing its solution teaches, but proves nothing.

use crate::records::rating::Rating;
use draughts::Variant;
use serde::{Deserialize, Serialize};

/// How sure a puzzle's rating is, in rating points: it comes from the engine's levels
/// (docs/puzzles.md), not from players, so it is held loosely.
pub const PUZZLE_DEVIATION: f64 = 150.0;

/// One rule set's puzzles, as far as the player has come.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct VariantPuzzles {
    pub variant: Variant,
    pub rating: Rating,
    /// The ids of the puzzles solved at the first try, and of those failed at it.
    #[serde(default)]
    pub solved: Vec<u32>,
    #[serde(default)]
    pub failed: Vec<u32>,
    #[serde(default)]
    pub best_streak: u32,
}

impl VariantPuzzles {
    fn new(variant: Variant) -> VariantPuzzles {
        VariantPuzzles {
            variant,
            rating: Rating::NEW,
            solved: Vec::new(),
            failed: Vec::new(),
            best_streak: 0,
        }
    }

    /// Whether the puzzle `id` was tried.
    pub fn tried(&self, id: u32) -> bool {
        self.solved.contains(&id) || self.failed.contains(&id)
    }
}

/// Every rule set's puzzles.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PuzzleProgress(Vec<VariantPuzzles>);

impl PuzzleProgress {
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn of(&self, variant: Variant) -> Option<&VariantPuzzles> {
        self.0.iter().find(|v| v.variant == variant)
    }

    /// The player's puzzle rating in `variant` (a new player's before any puzzle).
    pub fn rating(&self, variant: Variant) -> Rating {
        self.of(variant).map_or(Rating::NEW, |v| v.rating)
    }

    fn entry(&mut self, variant: Variant) -> &mut VariantPuzzles {
        match self.0.iter().position(|v| v.variant == variant) {
            Some(i) => &mut self.0[i],
            None => {
                self.0.push(VariantPuzzles::new(variant));
                self.0.last_mut().expect("just pushed")
            }
        }
    }

    /// The first try at puzzle `id` (rated `rating`) came out `solved`: the player's rating
    /// moves and the puzzle is kept as solved or failed. A puzzle tried before changes nothing;
    /// false then.
    pub fn record(&mut self, variant: Variant, id: u32, rating: u16, solved: bool) -> bool {
        let entry = self.entry(variant);
        if entry.tried(id) {
            return false;
        }
        let puzzle = Rating::fixed(f64::from(rating), PUZZLE_DEVIATION);
        let score = if solved { 1.0 } else { 0.0 };
        entry.rating = entry.rating.after(&[(puzzle, score)]);
        if solved {
            entry.solved.push(id);
        } else {
            entry.failed.push(id);
        }
        true
    }

    /// A streak of `length` puzzles ended: kept if it is the longest. True if it was.
    pub fn end_streak(&mut self, variant: Variant, length: u32) -> bool {
        let entry = self.entry(variant);
        let longest = length > entry.best_streak;
        if longest {
            entry.best_streak = length;
        }
        longest
    }

    /// Takes in another device's puzzles: the puzzles tried on either, the longer streak, and
    /// of the two ratings the one with more puzzles behind it.
    pub fn merge(&mut self, other: &PuzzleProgress) {
        for theirs in &other.0 {
            let mine = self.entry(theirs.variant);
            if theirs.solved.len() + theirs.failed.len() > mine.solved.len() + mine.failed.len() {
                mine.rating = theirs.rating;
            }
            for &id in &theirs.solved {
                if !mine.tried(id) {
                    mine.solved.push(id);
                }
            }
            for &id in &theirs.failed {
                if !mine.tried(id) {
                    mine.failed.push(id);
                }
            }
            mine.best_streak = mine.best_streak.max(theirs.best_streak);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_first_try_moves_the_rating_and_a_second_does_not() {
        let mut progress = PuzzleProgress::default();
        assert_eq!(progress.rating(Variant::Russian), Rating::NEW);
        assert!(progress.record(Variant::Russian, 7, 1500, true));
        let after_win = progress.rating(Variant::Russian);
        assert!(after_win.rating > 1500.0 && after_win.deviation < 350.0);
        assert!(
            !progress.record(Variant::Russian, 7, 1500, false),
            "tried before"
        );
        assert_eq!(progress.rating(Variant::Russian), after_win);
        assert!(progress.record(Variant::Russian, 8, 1500, false));
        assert!(progress.rating(Variant::Russian).rating < after_win.rating);
        let russian = progress.of(Variant::Russian).unwrap();
        assert_eq!(
            (russian.solved.clone(), russian.failed.clone()),
            (vec![7], vec![8])
        );
        assert_eq!(
            progress.rating(Variant::Brazilian),
            Rating::NEW,
            "each rule set its own"
        );
        assert!(progress.end_streak(Variant::Russian, 3));
        assert!(!progress.end_streak(Variant::Russian, 2));
        assert_eq!(progress.of(Variant::Russian).unwrap().best_streak, 3);
    }

    #[test]
    fn another_device_s_puzzles_merge_in_and_survive_the_store() {
        let mut mine = PuzzleProgress::default();
        mine.record(Variant::Turkish, 1, 1200, true);
        let mut theirs = PuzzleProgress::default();
        for id in [1, 2, 3] {
            theirs.record(Variant::Turkish, id, 1300, false);
        }
        theirs.end_streak(Variant::Turkish, 4);
        mine.merge(&theirs);
        let turkish = mine.of(Variant::Turkish).unwrap();
        assert_eq!(turkish.solved, [1]);
        assert_eq!(turkish.failed, [2, 3]);
        assert_eq!(turkish.best_streak, 4);
        assert_eq!(
            turkish.rating,
            theirs.rating(Variant::Turkish),
            "more puzzles behind it"
        );
        let json = serde_json::to_string(&mine).unwrap();
        assert_eq!(serde_json::from_str::<PuzzleProgress>(&json).unwrap(), mine);
    }
}
