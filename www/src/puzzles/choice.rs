//! Which puzzle comes next: one the player has not tried, rated near their puzzle rating, drawn
//! from the few nearest so that the same rating does not always bring the same puzzle; in a
//! streak, near a rating that climbs from an easy start with each puzzle solved.

use crate::puzzles::progress::VariantPuzzles;
use draughts_puzzles::Puzzle;

/// How many of the nearest untried puzzles the next is drawn from.
const NEAREST: usize = 8;
/// A streak's first puzzle is rated about this, and each next one this much more.
pub const STREAK_START: f64 = 900.0;
pub const STREAK_STEP: f64 = 60.0;

/// The rating a streak of `length` puzzles solved aims its next puzzle at.
pub fn streak_target(length: u32) -> f64 {
    STREAK_START + STREAK_STEP * f64::from(length)
}

/// A puzzle not `tried`, among the [`NEAREST`] to `target`, chosen by `seed`; `None` when
/// every puzzle was tried.
pub fn next(
    puzzles: &[Puzzle],
    tried: impl Fn(u32) -> bool,
    target: f64,
    seed: u64,
) -> Option<&Puzzle> {
    let mut untried: Vec<&Puzzle> = puzzles.iter().filter(|p| !tried(p.id)).collect();
    untried.sort_by(|a, b| {
        let distance = |p: &Puzzle| (f64::from(p.rating) - target).abs();
        distance(a).total_cmp(&distance(b)).then(a.id.cmp(&b.id))
    });
    let nearest = &untried[..untried.len().min(NEAREST)];
    let pick = usize::try_from(seed % nearest.len().max(1) as u64).unwrap_or(0);
    nearest.get(pick).copied()
}

/// The next puzzle for a player with `progress` aiming at `target`: an untried one (its first
/// try, rated), else once every puzzle is tried one they failed, to try again unrated; `None`
/// once every puzzle is solved.
pub fn pick<'a>(
    puzzles: &'a [Puzzle],
    progress: Option<&VariantPuzzles>,
    target: f64,
    seed: u64,
) -> Option<(&'a Puzzle, bool)> {
    let tried = |id| progress.is_some_and(|p| p.tried(id));
    let failed = |id| progress.is_some_and(|p| p.failed.contains(&id));
    next(puzzles, tried, target, seed)
        .map(|p| (p, true))
        .or_else(|| next(puzzles, |id| !failed(id), target, seed).map(|p| (p, false)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::{Position, Variant};

    fn puzzle(id: u32, rating: u16) -> Puzzle {
        Puzzle {
            id,
            position: Position::start(Variant::Russian),
            solution: Vec::new(),
            rating,
            themes: Vec::new(),
        }
    }

    #[test]
    fn the_next_puzzle_is_untried_and_near_the_rating() {
        let puzzles: Vec<Puzzle> = (1..=40)
            .map(|id| puzzle(id, 800 + 50 * id as u16))
            .collect();
        // Rated 1500: the eight nearest are 1450 to 1650 (ids 13 to 17 and 11, 12, 18...).
        for seed in 0..20 {
            let p = next(&puzzles, |_| false, 1500.0, seed).unwrap();
            assert!(
                (f64::from(p.rating) - 1500.0).abs() <= 200.0,
                "{}",
                p.rating
            );
        }
        let same_seed = |seed| next(&puzzles, |_| false, 1500.0, seed).map(|p| p.id);
        assert_eq!(same_seed(3), same_seed(3));
        assert_ne!(same_seed(0), same_seed(1), "drawn among the nearest");
        // Tried ones are passed over.
        let p = next(&puzzles, |id| id != 40, 1500.0, 5).unwrap();
        assert_eq!(p.id, 40);
        assert!(next(&puzzles, |_| true, 1500.0, 0).is_none());
        assert!(next(&[], |_| false, 1500.0, 0).is_none());
    }

    #[test]
    fn once_all_are_tried_the_failed_come_back_unrated() {
        let puzzles: Vec<Puzzle> = (1..=3).map(|id| puzzle(id, 1500)).collect();
        let mut progress = crate::puzzles::progress::PuzzleProgress::default();
        assert_eq!(
            pick(&puzzles, None, 1500.0, 0).map(|(_, rated)| rated),
            Some(true)
        );
        for id in [1, 3] {
            progress.record(Variant::Russian, id, 1500, true);
        }
        progress.record(Variant::Russian, 2, 1500, false);
        let mine = progress.of(Variant::Russian);
        assert_eq!(
            pick(&puzzles, mine, 1500.0, 7).map(|(p, r)| (p.id, r)),
            Some((2, false))
        );
        let all_solved = |id| id != 0;
        assert!(next(&puzzles, all_solved, 1500.0, 0).is_none());
    }

    #[test]
    fn a_streak_climbs() {
        assert_eq!(streak_target(0), STREAK_START);
        assert!(streak_target(10) > streak_target(9));
    }
}
