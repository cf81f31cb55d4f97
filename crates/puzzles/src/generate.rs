//! Making a puzzle set: the engine plays itself at low levels, so that mistakes happen; each
//! position right after a mistake (the solver's expected result jumps) is a candidate; a
//! candidate becomes a puzzle when [`solve`] finds a line, the same line is found again at a
//! deeper budget, and then it is rated and its themes read (docs/puzzles.md).
//!
//! Everything is bounded by nodes and seeded, so the same options make the same set.

use crate::choice::{self, chance};
use crate::format::{Puzzle, PuzzleSet};
use crate::line::{solve, Rejection};
use crate::rating::rate;
use crate::theme::Theme;
use crate::verify;
use draughts::rng::SplitMix64;
use draughts::{Game, Position, Variant};
use draughts_engine::{Engine, Level, Limits};
use draughts_tune::{openings, Untimed};
use std::collections::{BTreeMap, HashSet};

/// The solver's expected result before the opponent's mistake may be at most this: a position
/// already won is no puzzle (lichess: at most 400 centipawns before, 0.83 on our scale).
const PRIOR_CEILING: f64 = 0.83;
/// The mistake must raise the solver's expected result by at least this much (lichess: 0.5 on
/// its scale of -1 to 1).
const JUMP: f64 = 0.25;
/// Random plies opening each self-play game.
const OPENING_PLIES: std::ops::RangeInclusive<u32> = 2..=6;
/// A self-play game is cut off here.
const MAX_PLIES: usize = 200;
/// The players' levels: low enough to blunder, high enough to keep the game a game.
const PLAYER_LEVELS: std::ops::RangeInclusive<u8> = 2..=6;

/// The node budgets of a generation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Budgets {
    /// Each self-play move.
    pub play: u64,
    /// The search of each self-play position that finds the mistakes.
    pub screen: u64,
    /// Each child of each move of the line, when the line is found.
    pub find: u64,
    /// The same, when the line is found again; above `find`.
    pub confirm: u64,
    /// The budget the set will be verified at ([`crate::verify::check`]): a puzzle that fails
    /// there is not kept, so the test over the shipped sets can use a cheaper one.
    pub verify: u64,
}

/// What to make.
#[derive(Clone, PartialEq, Debug)]
pub struct Options {
    pub variant: Variant,
    pub count: usize,
    pub seed: u64,
    pub budgets: Budgets,
    /// Says how the set was made (the command line, build and seed), for the file's header.
    pub made_by: String,
}

/// What a generation went through, for its report.
#[derive(Clone, Default, PartialEq, Debug)]
pub struct Tally {
    pub games: u64,
    pub positions: u64,
    pub candidates: u64,
    /// Candidates turned down at the finding budget, by reason.
    pub rejected: BTreeMap<Rejection, u64>,
    /// Lines found at the finding budget but not again at the deeper one.
    pub unconfirmed: u64,
    /// Puzzles that failed [`crate::verify::check`] at the verifying budget.
    pub unverified: u64,
}

/// Plays self-play games until `options.count` puzzles are found; `progress` hears of each.
/// Puzzles are rated on the variant's level ladder, so a variant the ladder has not rated has
/// none to make (the error says so).
pub fn generate(
    options: &Options,
    progress: &mut dyn FnMut(&Puzzle, &Tally),
) -> Result<(PuzzleSet, Tally), String> {
    if Level::MIN.rating(options.variant).is_none() {
        return Err(format!(
            "the level ladder has not rated {}'s levels, which rate its puzzles",
            options.variant
        ));
    }
    let mut engine = choice::engine();
    let mut openings_rng = SplitMix64::new(options.seed);
    let mut seen = HashSet::new();
    let mut tally = Tally::default();
    let mut puzzles = Vec::new();
    while puzzles.len() < options.count {
        let game = self_play(&mut engine, options, &mut openings_rng, tally.games);
        tally.games += 1;
        let scan = screen(&mut engine, &game, options.budgets.screen);
        tally.positions += scan.len() as u64;
        for i in 1..scan.len() {
            let (start, now) = scan[i];
            let prior = 1.0 - scan[i - 1].1;
            let candidate = prior <= PRIOR_CEILING && now >= prior + JUMP;
            if !candidate || !seen.insert(start.hash()) || puzzles.len() >= options.count {
                continue;
            }
            tally.candidates += 1;
            let solution = match solve(&mut engine, &start, options.budgets.find) {
                Ok(solution) => solution,
                Err(rejection) => {
                    *tally.rejected.entry(rejection).or_default() += 1;
                    continue;
                }
            };
            if solve(&mut engine, &start, options.budgets.confirm).as_ref() != Ok(&solution) {
                tally.unconfirmed += 1;
                continue;
            }
            let mut puzzle = Puzzle {
                id: puzzles.len() as u32 + 1,
                position: start,
                rating: 0,
                themes: Theme::recognise(&start, &solution),
                solution,
            };
            if verify::check(&mut engine, &puzzle, options.budgets.verify).is_err() {
                tally.unverified += 1;
                continue;
            }
            let Some(rating) = rate(&mut engine, &start, &puzzle.solution) else {
                continue;
            };
            puzzle.rating = rating;
            progress(&puzzle, &tally);
            puzzles.push(puzzle);
        }
    }
    let set = PuzzleSet {
        variant: options.variant,
        made_by: options.made_by.clone(),
        puzzles,
    };
    Ok((set, tally))
}

/// Game `number`: a seeded random opening, then each side at its own low level (drawn from
/// the openings' generator), every search seeded by the game's number.
fn self_play(engine: &mut Engine, options: &Options, rng: &mut SplitMix64, number: u64) -> Game {
    let mut game = openings::random(options.variant, &OPENING_PLIES, rng);
    let span = u64::from(PLAYER_LEVELS.end() - PLAYER_LEVELS.start()) + 1;
    let levels: [Level; 2] = std::array::from_fn(|_| {
        Level::new(PLAYER_LEVELS.start() + rng.below(span) as u8).expect("a level of the range")
    });
    let limits = Limits::nodes(options.budgets.play).with_seed(options.seed ^ number);
    engine.clear();
    while game.outcome().is_none() && game.len() < MAX_PLIES {
        let level = levels[game.len() % 2];
        let Some(mv) = engine
            .search(&game, &limits, level, &Untimed, &mut |_| {})
            .best_move
        else {
            break;
        };
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

/// Every position of `game` with the side to move's expected result at a full-strength search
/// of `nodes` nodes, each from a cleared history (as a puzzle will be judged).
fn screen(engine: &mut Engine, game: &Game, nodes: u64) -> Vec<(Position, f64)> {
    let positions = game
        .history()
        .map(|(pos, _)| *pos)
        .chain(std::iter::once(*game.position()));
    positions
        .filter(|pos| pos.has_moves())
        .map(|pos| {
            let alone = Game::from_position(pos);
            let found = engine.search(
                &alone,
                &Limits::nodes(nodes),
                Level::MAX,
                &Untimed,
                &mut |_| {},
            );
            (pos, chance(pos.variant(), found.score))
        })
        .collect()
}
