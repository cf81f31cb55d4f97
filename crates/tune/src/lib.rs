//! Tuning the evaluation, the whole pipeline: self-play data ([`gen`], from the [`openings`]
//! the matches use), search scores for it ([`label`]), the data files ([`records`]), and the
//! fits run on them ([`fit`]): of the weights to game results ([`texel`]), of the pattern
//! tables ([`patterns`]) and of English's network ([`network`]), with the counts of the
//! evaluation's terms in a position and the weights as numbers here. `draughts tune` only reads
//! its arguments and calls these; the procedure and its commands: docs/tuning.md; every fit
//! made so far: docs/journal/tuning.md.
//!
//! The evaluation of a position, from White's side, is the dot product of [`TermCounter::count`]
//! with the variant's weights (up to rounding), so fitting weights is a regression on counts
//! computed once per position.

pub mod fit;
pub mod gen;
pub mod label;
pub mod network;
pub mod openings;
pub mod patterns;
pub mod records;
pub mod texel;

use draughts::rules::Variant;
use draughts::Position;
use draughts_engine::eval::{Evaluator, Term, TERMS};
use draughts_engine::Clock;

/// The clock of searches bounded by nodes alone ([`gen`]'s, [`label`]'s, the puzzles'): they
/// find the same moves and scores whatever the time says, which is what makes a seed give the
/// same file on every run.
pub struct Untimed;

impl Clock for Untimed {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Counts the evaluation's terms in positions of one variant.
pub struct TermCounter(Evaluator);

impl TermCounter {
    pub fn new(variant: Variant) -> TermCounter {
        TermCounter(Evaluator::new(variant))
    }

    /// The counts of every term, White's minus Black's, indexed like [`term_names`].
    pub fn count(&self, pos: &Position) -> Vec<f64> {
        self.0.terms(pos).to_vec()
    }

    /// `pos` as the pattern fit sees it ([`patterns::PatternSample`]) through the windows of
    /// `layout`, given its game's result and the linear weights the evaluation keeps (indexed
    /// like [`term_names`]).
    pub fn pattern_sample(
        &self,
        layout: &patterns::Layout,
        pos: &Position,
        weights: &[f64],
        result: f64,
    ) -> patterns::PatternSample {
        let base: f64 = self
            .0
            .terms(pos)
            .iter()
            .zip(weights)
            .map(|(x, w)| x * w)
            .sum();
        let reading = draughts_engine::eval::patterns::Reading::of(pos.variant(), pos);
        let features = layout.features(&reading);
        patterns::PatternSample {
            base: base as f32,
            features,
            factor: self.0.scale_of(pos) as f32,
            ending: self.0.phases(pos).ending_share() as f32,
            result: result as f32,
        }
    }
}

/// What a fit aims at for a position, for White: `lambda` of its game's result, the rest the
/// expected score a search gave it (its `score` in hundredths of a man through the logistic
/// `scale`). A game's result is one noisy verdict shared by every position of the game, moves
/// after it included; a search's score speaks of the position itself.
pub fn blended_target(result: f64, score: f64, scale: f64, lambda: f64) -> f64 {
    lambda * result + (1.0 - lambda) * texel::sigmoid(scale * score)
}

/// The names of the weights, as written in the Rust source of `Weights`.
pub fn term_names() -> Vec<String> {
    (0..TERMS)
        .map(|i| Term::from_index(i).to_string())
        .collect()
}

/// The weights `variant` plays with now, indexed like [`term_names`].
pub fn current_weights(variant: Variant) -> Vec<f64> {
    let weights = draughts_engine::eval::weights(variant);
    (0..TERMS)
        .map(|i| f64::from(weights.get(Term::from_index(i))))
        .collect()
}

/// The weights a fit must leave alone: a man on its home row gets no advancement bonus (the
/// advancement counts add up to the count of men, so one of them is redundant with the man's
/// own weight). Every other weight is free, the man's too: the logistic scale is fitted to today's
/// weights and then held, and [`per_hundred_men`] brings the unit back afterwards.
pub fn fixed_weights() -> Vec<bool> {
    (0..TERMS)
        .map(|i| Term::from_index(i) == Term::Advance(0))
        .collect()
}

/// `weights` and their logistic `scale` restated so that a man on its home row is worth 100
/// again (-100 where men are a burden, as in Antidraughts): the predictions stay the same (every
/// weight times `c`, the scale over `c`), and the search's margins, which are written in
/// hundredths of a man, keep their meaning.
pub fn per_hundred_men(weights: &[f64], scale: f64) -> (Vec<f64>, f64) {
    let c = 100.0 / weights[Term::Man.index()].abs();
    (weights.iter().map(|w| w * c).collect(), scale / c)
}

/// `weights` rounded, as the Rust literal of a `Weights` to paste into the evaluation.
pub fn weights_source(weights: &[f64]) -> String {
    let mut result = draughts_engine::eval::weights(Variant::Brazilian);
    for (i, w) in weights.iter().enumerate().take(TERMS) {
        result.set(Term::from_index(i), w.round() as i32);
    }
    format!("{result:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_target_blends_the_result_with_the_scores_expectation() {
        let scale = 0.01;
        assert_eq!(blended_target(1.0, -300.0, scale, 1.0), 1.0);
        assert_eq!(blended_target(0.0, 0.0, scale, 0.0), 0.5);
        let expected = texel::sigmoid(3.0);
        assert!((blended_target(0.0, 300.0, scale, 0.0) - expected).abs() < 1e-12);
        let half = blended_target(1.0, 300.0, scale, 0.5);
        assert!((half - (0.5 + 0.5 * expected)).abs() < 1e-12);
    }
}
