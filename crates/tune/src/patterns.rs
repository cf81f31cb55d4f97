//! Fitting the pattern tables (see the evaluation's `patterns` module): a sparse logistic
//! regression on self-play positions.
//!
//! A position is predicted to score `sigmoid(scale * (base + factor * patterns))` for White,
//! where `base` is today's evaluation without patterns (the linear terms, held fixed),
//! `patterns` the sum of the weights it reads ([`Layout::features`]: the first half counting
//! for White, the rest against) and `factor` the evaluation's own scaling of drawn-looking king endings.
//! The weights minimise the log loss of those predictions against the samples' targets (the
//! games' results, or those blended with search scores: [`super::blended_target`]) plus an
//! L2 penalty pulling every weight to zero, by full-batch Adam steps; a weight read by fewer
//! than `min_count` training positions stays zero. The steps stop at the best error on the
//! held-out positions seen, so rare patterns cannot be fitted to noise unnoticed.
//!
//! With two phases every weight has an opening and an ending twin, and a position reads their
//! blend by its [`PatternSample::ending`] share, as the evaluation does
//! ([`draughts_engine::eval::patterns`]).
//!
//! `draughts tune patterns` runs it; options and recipes: docs/tuning.md; every fit:
//! docs/journal/tuning.md.

pub use draughts_engine::eval::patterns::{encode, Layout, ENTRIES};

use super::texel::sigmoid;

/// One position: what it is predicted from and what it should score for White: its game's
/// result (1, 0.5 or 0), or that blended with a search's verdict ([`super::blended_target`]).
#[derive(Clone, Debug)]
pub struct PatternSample {
    /// Today's evaluation without patterns, White's side, in hundredths of a man.
    pub base: f32,
    /// The weights it reads ([`Layout::features`]).
    pub features: Vec<u32>,
    /// What the evaluation multiplies the patterns by (1, or 1/8 in drawn-looking endings).
    pub factor: f32,
    /// The ending's share of a phased weight (0 at the start, towards 1 as pieces go).
    pub ending: f32,
    pub result: f32,
}

impl PatternSample {
    /// The weights it reads counting for White, and those counting against.
    fn sides(&self) -> (&[u32], &[u32]) {
        self.features.split_at(self.features.len() / 2)
    }

    /// What each phase's weight counts for: all with one phase, else the opening's share and
    /// the ending's.
    fn shares(&self, phases: usize) -> [f64; 2] {
        match phases {
            1 => [1.0, 0.0],
            _ => [1.0 - f64::from(self.ending), f64::from(self.ending)],
        }
    }
}

/// How the fit goes.
#[derive(Clone, Copy, Debug)]
pub struct TrainOptions {
    /// The logistic scale per hundredth of a man (Texel's, fitted to today's evaluation).
    pub scale: f64,
    /// Added to the loss per squared hundredth of a man of every weight.
    pub l2: f64,
    /// Adam's step size, in hundredths of a man.
    pub rate: f64,
    /// Full passes over the training positions.
    pub epochs: usize,
    /// Weights read by fewer training positions than this stay zero (with phases, positions
    /// counted by their share of the weight).
    pub min_count: u32,
    /// Weights an entry: 1, or 2 for an opening and an ending weight.
    pub phases: usize,
}

/// The errors after one pass.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub epoch: usize,
    /// Mean squared error of the predictions on the training positions...
    pub train: f64,
    /// ...and on the held-out ones.
    pub validation: f64,
}

/// The prediction for `sample` with pattern weights `weights` of `phases` phases (each
/// phase's tables after the previous phase's).
fn predict(sample: &PatternSample, weights: &[f64], phases: usize, scale: f64) -> f64 {
    let (ours, theirs) = sample.sides();
    let per_phase = weights.len() / phases;
    let shares = sample.shares(phases);
    let mut patterns = 0.0;
    for (p, share) in shares.iter().enumerate().take(phases) {
        let weights = &weights[p * per_phase..];
        let read = |features: &[u32]| features.iter().map(|&f| weights[f as usize]).sum::<f64>();
        patterns += share * (read(ours) - read(theirs));
    }
    sigmoid(scale * (f64::from(sample.base) + f64::from(sample.factor) * patterns))
}

/// The mean squared error of the predictions of `weights` (the measure Texel's fit reports).
pub fn mean_error(samples: &[PatternSample], weights: &[f64], phases: usize, scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (predict(s, weights, phases, scale) - f64::from(s.result)).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The weights of `layout`'s tables fitted to `train` (see the module's header), the ones with
/// the lowest error on `validation` seen (the last ones if `validation` is empty), and the
/// errors after every pass (and before the first, as epoch 0).
pub fn train(
    layout: &Layout,
    train: &[PatternSample],
    validation: &[PatternSample],
    options: TrainOptions,
) -> (Vec<f64>, Vec<Progress>) {
    let phases = options.phases.clamp(1, 2);
    let per_phase = layout.weights();
    let count_of_weights = phases * per_phase;
    // Readers are counted by their share of the weight: an ending weight read only by
    // positions near the opening has few.
    let mut seen = vec![0.0f64; count_of_weights];
    for sample in train {
        let shares = sample.shares(phases);
        for (phase, share) in shares.iter().enumerate().take(phases) {
            for &f in &sample.features {
                seen[phase * per_phase + f as usize] += share;
            }
        }
    }
    let least = f64::from(options.min_count.max(1));
    let free: Vec<bool> = seen.iter().map(|&n| n >= least - 1e-9).collect();
    let mut weights = vec![0.0; count_of_weights];
    let (mut m, mut v) = (vec![0.0; count_of_weights], vec![0.0; count_of_weights]);
    let (beta1, beta2, epsilon) = (0.9f64, 0.999f64, 1e-12);
    let count = train.len().max(1) as f64;
    let progress_at = |epoch, weights: &[f64]| Progress {
        epoch,
        train: mean_error(train, weights, phases, options.scale),
        validation: mean_error(validation, weights, phases, options.scale),
    };
    let mut history = vec![progress_at(0, &weights)];
    let mut best = (history[0].validation, weights.clone());
    let mut gradient = vec![0.0; count_of_weights];
    for epoch in 1..=options.epochs {
        gradient.iter_mut().for_each(|g| *g = 0.0);
        for sample in train {
            // The log loss's derivative by the evaluation, per weight read.
            let p = predict(sample, &weights, phases, options.scale);
            let slope = (p - f64::from(sample.result)) * options.scale * f64::from(sample.factor);
            let (ours, theirs) = sample.sides();
            let shares = sample.shares(phases);
            for (phase, share) in shares.iter().enumerate().take(phases) {
                let gradient = &mut gradient[phase * per_phase..];
                for &f in ours {
                    gradient[f as usize] += slope * share;
                }
                for &f in theirs {
                    gradient[f as usize] -= slope * share;
                }
            }
        }
        let correction1 = 1.0 - beta1.powi(epoch as i32);
        let correction2 = 1.0 - beta2.powi(epoch as i32);
        for i in (0..count_of_weights).filter(|&i| free[i]) {
            let g = gradient[i] / count + 2.0 * options.l2 * weights[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let step =
                options.rate * (m[i] / correction1) / ((v[i] / correction2).sqrt() + epsilon);
            weights[i] -= step;
        }
        let now = progress_at(epoch, &weights);
        if now.validation < best.0 || validation.is_empty() {
            best = (now.validation, weights.clone());
        }
        history.push(now);
    }
    (best.1, history)
}
