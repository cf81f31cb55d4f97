//! Difficulty levels 1-8. Everything a level changes is one row of [`LEVEL_TABLE`], so the
//! ladder can be read, tested and retuned in one place.
//!
//! The table and what each level does: docs/engine.md (Levels); the ladder's matches:
//! docs/strength.md#the-level-ladder.

use super::score::Score;
use super::search::RootMove;
use draughts::rng::SplitMix64;
use std::fmt;

/// A playing strength from 1 (beginner) to 8 (full strength).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Level(u8);

/// What one level does to the search.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LevelSettings {
    /// The deepest iteration the level searches (it may stop earlier on time or nodes).
    pub max_depth: u32,
    /// The share of the caller's move time the level uses, in percent.
    pub time_percent: u8,
    /// Evaluation noise: each leaf score moves by up to this many hundredths of a man, the same
    /// way for the same position and seed (a consistent misjudgement, as a person makes).
    pub eval_noise: i32,
    /// The chance, in percent, of playing some other reasonable move instead of the best one.
    pub wander_percent: u8,
    /// How much worse than the best (hundredths of a man) such another move may be.
    pub wander_margin: i32,
    /// Whether the level plays kings-only endings from the endgame tables (perfectly).
    pub endgame_tables: bool,
}

/// Levels 1 to 8, weakest first. Low levels see little, misjudge positions and sometimes play a
/// second-rate move, and play kings-only endings by search alone as a club player would;
/// level 8 searches as deep as its time allows with the true evaluation.
pub const LEVEL_TABLE: [LevelSettings; 8] = [
    level(1, 5, 150, 40, 200, false),
    level(2, 10, 80, 20, 100, false),
    level(3, 15, 50, 12, 70, false),
    level(4, 25, 30, 6, 40, false),
    level(5, 35, 15, 3, 25, true),
    level(6, 50, 6, 0, 0, true),
    level(8, 70, 0, 0, 0, true),
    level(crate::score::MAX_PLY as u32, 100, 0, 0, 0, true),
];

const fn level(
    max_depth: u32,
    time_percent: u8,
    eval_noise: i32,
    wander_percent: u8,
    wander_margin: i32,
    endgame_tables: bool,
) -> LevelSettings {
    LevelSettings {
        max_depth,
        time_percent,
        eval_noise,
        wander_percent,
        wander_margin,
        endgame_tables,
    }
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, for `n` in `1..=8`.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= LEVEL_TABLE.len() as u8 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number, 1 to 8.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// What this level does.
    pub const fn settings(self) -> LevelSettings {
        LEVEL_TABLE[self.0 as usize - 1]
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=LEVEL_TABLE.len() as u8).map(Level)
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The level's occasional second-rate move: with its chance, one of the root moves within its
/// margin of the best, never a lost one nor instead of a forced win (the root moves come sorted
/// best first, scored exactly when the level wanders).
pub(crate) fn wander(moves: &[RootMove], settings: LevelSettings, seed: u64) -> Option<RootMove> {
    let mut rng = SplitMix64::new(seed);
    if moves.len() < 2 || !rng.chance(settings.wander_percent) {
        return None;
    }
    let best = moves[0].score;
    if Score(best).is_win() {
        return None;
    }
    let candidates: Vec<&RootMove> = moves[1..]
        .iter()
        .filter(|m| m.score >= best - settings.wander_margin && !Score(m.score).is_loss())
        .collect();
    if candidates.is_empty() {
        return None;
    }
    Some(*candidates[rng.below(candidates.len() as u64) as usize])
}
