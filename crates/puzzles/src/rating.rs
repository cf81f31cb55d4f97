//! A puzzle's rating, from the engine's levels: no players have tried the puzzles, but each
//! level has a rating in each variant (`draughts_engine::LevelRating`, measured by the level
//! ladder), so a puzzle is rated where the levels start to solve it.
//!
//! Each level tries the puzzle at the node budget the ladder measured it at (its share of
//! 1,200,000 nodes), with a few seeds where it has randomness (evaluation noise, second-rate
//! moves); it solves it when it plays every solver move of the line. The rating is where the
//! share of tries solved crosses one half, interpolated between the rating of the last level
//! below half and the first at or above it (docs/puzzles.md).

use draughts::{Game, Move, Position};
use draughts_engine::{Engine, Level, Limits};
use draughts_tune::Untimed;

/// The tries a level with randomness makes, each with its own seed.
const TRIES: u64 = 4;
/// The total of which each level searched its `time_percent` in the ladder's matches
/// (`draughts_engine::LevelRating`).
const LADDER_NODES: u64 = 1_200_000;
/// What a puzzle level 1 always solves is rated below level 1 by up to this much: the
/// ladder has nothing weaker to measure against, so this is a convention.
const BELOW_LEVEL_1: f64 = 200.0;

/// The nodes `level` searched a move in the ladder's matches.
pub fn level_nodes(level: Level) -> u64 {
    LADDER_NODES * u64::from(level.settings().time_percent) / 100
}

/// Whether `level` with `seed` plays every solver move of `solution` from `start` (each
/// search from a cleared engine, so that the answer does not depend on what came before).
fn solves(
    engine: &mut Engine,
    start: &Position,
    solution: &[Move],
    level: Level,
    seed: u64,
) -> bool {
    let mut game = Game::from_position(*start);
    let limits = Limits::nodes(level_nodes(level)).with_seed(seed);
    for (ply, mv) in solution.iter().enumerate() {
        if ply % 2 == 0 {
            engine.clear();
            let found = engine.search(&game, &limits, level, &Untimed, &mut |_| {});
            if found.best_move != Some(*mv) {
                return false;
            }
        }
        if game.play(mv).is_err() {
            return false;
        }
    }
    true
}

/// The share of its tries in which `level` solves the puzzle.
fn solve_rate(engine: &mut Engine, start: &Position, solution: &[Move], level: Level) -> f64 {
    let settings = level.settings();
    let tries = match settings.eval_noise > 0 || settings.wander_percent > 0 {
        true => TRIES,
        false => 1,
    };
    let solved = (0..tries)
        .filter(|&seed| solves(engine, start, solution, level, seed))
        .count();
    solved as f64 / tries as f64
}

/// The puzzle's rating on the Elo scale of the levels of `start`'s variant; `None` where the
/// level ladder has not rated them.
pub fn rate(engine: &mut Engine, start: &Position, solution: &[Move]) -> Option<u16> {
    let variant = start.variant();
    let mut below: Option<(f64, f64)> = None;
    for level in Level::all() {
        let rating = f64::from(level.rating(variant)?.rating);
        let rate = solve_rate(engine, start, solution, level);
        if rate >= 0.5 {
            let estimate = match below {
                None => rating - BELOW_LEVEL_1 * (rate - 0.5) * 2.0,
                Some((lower, lower_rate)) => {
                    lower + (rating - lower) * (0.5 - lower_rate) / (rate - lower_rate)
                }
            };
            return Some(estimate.round() as u16);
        }
        below = Some((rating, rate));
    }
    // Beyond the strongest level: one more step of the ladder's last.
    let top = f64::from(Level::MAX.rating(variant)?.rating);
    let next = f64::from(Level::new(Level::MAX.number() - 1)?.rating(variant)?.rating);
    Some((2.0 * top - next).round() as u16)
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    #[test]
    fn each_level_searches_what_the_ladder_gave_it() {
        let nodes: Vec<u64> = Level::all().map(level_nodes).collect();
        let ladder = [
            60_000, 120_000, 180_000, 300_000, 420_000, 600_000, 840_000, 1_200_000,
        ];
        assert_eq!(nodes, ladder);
    }

    #[test]
    fn a_crowning_level_1_sees_is_rated_at_level_1_or_below_and_the_same_every_time() {
        let start = Position::from_fen(Variant::Brazilian, "W:Wb6:Bh8").unwrap();
        let solution: Vec<Move> = ["b6-a7", "h8-g7", "a7-b8"]
            .iter()
            .scan(start, |at, text| {
                let mv = at.parse_move(text).unwrap();
                *at = at.play(&mv).unwrap();
                Some(mv)
            })
            .collect();
        let mut engine = crate::choice::engine();
        let rating = rate(&mut engine, &start, &solution).unwrap();
        let level_1 = Level::MIN.rating(Variant::Brazilian).unwrap().rating;
        assert!((level_1 - 200..=level_1).contains(&rating), "{rating}");
        assert_eq!(rate(&mut engine, &start, &solution), Some(rating));
    }

    #[test]
    fn a_line_no_level_plays_is_rated_a_step_beyond_the_strongest() {
        // Giving a man away for nothing (e5 takes d4) where a1-b2 or c3-b4 keeps it.
        let start = Position::from_fen(Variant::Russian, "W:Wa1,c3:Be5,h8").unwrap();
        let solution = vec![start.parse_move("c3-d4").unwrap()];
        let rating = rate(&mut crate::choice::engine(), &start, &solution).unwrap();
        let [top, below] = [8, 7].map(|n| {
            Level::new(n)
                .unwrap()
                .rating(Variant::Russian)
                .unwrap()
                .rating
        });
        assert!(rating >= top, "{rating}");
        assert_eq!(rating, 2 * top - below);
    }
}
