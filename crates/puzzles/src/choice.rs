//! How the moves of a position compare: every legal move's child searched at the same budget,
//! so that the best move's lead over the second best is measured, as lichess's puzzle
//! generator measures it with two principal variations (docs/puzzles.md).

use draughts::{Game, Move, Outcome};
use draughts_engine::chances::expected_score;
use draughts_engine::{Engine, Level, Limits, Score};
use draughts_tune::Untimed;

/// How far, in expected result (0 to 1), the best move must be ahead of the second best for a
/// puzzle to have one answer: lichess's `is_valid_attack` margin, 0.42 on its scale of -1 to 1
/// (docs/puzzles.md).
pub const MARGIN: f64 = 0.21;

/// The transposition table, in MiB, of every engine that judges puzzles: its size changes what
/// a node-bounded search finds, so the generator and the verifier must share it.
const HASH_MB: usize = 8;

/// An engine for [`Choice::of`], as the generator and the verifier both make it.
pub fn engine() -> Engine {
    Engine::new(HASH_MB)
}

/// The best move of a position and how much better it is than the rest.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Choice {
    pub best: Move,
    /// The side to move's expected result after the best move.
    pub best_chance: f64,
    /// After the second-best move; `None` when the best is the only legal move.
    pub second_chance: Option<f64>,
}

impl Choice {
    /// Searches each legal move of `game`'s position at `nodes` nodes (level 8), from a cleared
    /// engine and in the order the rules list the moves, so that the same position and budget
    /// give the same answer whatever was searched before; `None` when no move is legal. Ties go
    /// to the first move listed.
    pub fn of(engine: &mut Engine, game: &Game, nodes: u64) -> Option<Choice> {
        engine.clear();
        let mover = game.position().turn();
        let mut chances: Vec<(Move, f64)> = Vec::new();
        for mv in game.position().legal_moves() {
            let mut child = game.clone();
            child.play(&mv).ok()?;
            let chance = match child.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == mover => 1.0,
                Some(Outcome::Win { .. }) => 0.0,
                Some(_) => 0.5,
                None => {
                    let limits = Limits::nodes(nodes);
                    let found = engine.search(&child, &limits, Level::MAX, &Untimed, &mut |_| {});
                    1.0 - chance(game.variant(), found.score)
                }
            };
            chances.push((mv, chance));
        }
        let (best_at, &(best, best_chance)) = chances
            .iter()
            .enumerate()
            .max_by(|(i, a), (j, b)| a.1.total_cmp(&b.1).then(j.cmp(i)))?;
        let second_chance = chances
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != best_at)
            .map(|(_, (_, c))| *c)
            .max_by(f64::total_cmp);
        Some(Choice {
            best,
            best_chance,
            second_chance,
        })
    }

    /// Whether the best move is the only good one: alone, or ahead of the next by [`MARGIN`].
    pub fn is_unique(&self) -> bool {
        self.second_chance
            .is_none_or(|second| self.best_chance - second >= MARGIN)
    }
}

/// The expected result of the side a score is for: a forced win 1, a forced loss 0, an
/// evaluation through the variant's logistic scale.
pub fn chance(variant: draughts::Variant, score: Score) -> f64 {
    if score.is_win() {
        1.0
    } else if score.is_loss() {
        0.0
    } else {
        expected_score(variant, f64::from(score.value()))
    }
}
