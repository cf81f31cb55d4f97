//! The tuner's fits (Texel's method, the pattern tables) on data whose answer is known, and a
//! network it writes as the engine reads it.

use draughts::rng::SplitMix64;
use draughts::{Position, Variant};
use draughts_engine::eval::{reads_network, Evaluator};
use draughts_engine::Network;
use draughts_tune::network;
use draughts_tune::patterns::{self, Layout, PatternSample, TrainOptions, ENTRIES};
use draughts_tune::texel::{self, FitOptions, Sample};
use std::sync::Arc;

/// Positions with random term counts whose results are exactly what `weights` at `scale`
/// predict.
fn synthetic(weights: &[f64], scale: f64, count: usize) -> Vec<Sample> {
    let mut rng = SplitMix64::new(7);
    (0..count)
        .map(|_| {
            let terms: Vec<f64> = (0..weights.len())
                .map(|_| rng.below(9) as f64 - 4.0)
                .collect();
            let eval: f64 = terms.iter().zip(weights).map(|(x, w)| x * w).sum();
            Sample {
                terms,
                result: 1.0 / (1.0 + (-scale * eval).exp()),
            }
        })
        .collect()
}

const TRUE_WEIGHTS: [f64; 5] = [100.0, 37.0, -12.0, 5.0, 60.0];
const SCALE: f64 = 0.004;

#[test]
fn the_fit_recovers_the_weights_that_made_the_results() {
    let samples = synthetic(&TRUE_WEIGHTS, SCALE, 4000);
    let start = [100.0, 0.0, 0.0, 0.0, 0.0];
    let fixed = [true, false, false, false, false];
    let options = FitOptions {
        scale: SCALE,
        ridge: 0.0,
        max_steps: 100,
    };
    let fitted = texel::fit_weights(&samples, &start, &fixed, options);
    for (got, want) in fitted.iter().zip(TRUE_WEIGHTS) {
        assert!((got - want).abs() < 0.01, "{fitted:?} v {TRUE_WEIGHTS:?}");
    }
    assert!(texel::mean_error(&samples, &fitted, SCALE) < 1e-9);
}

#[test]
fn the_scale_is_found_for_given_weights() {
    let samples = synthetic(&TRUE_WEIGHTS, SCALE, 2000);
    let scale = texel::fit_scale(&samples, &TRUE_WEIGHTS);
    assert!((scale / SCALE - 1.0).abs() < 1e-3, "{scale}");
}

#[test]
fn fixed_weights_stay_and_the_ridge_holds_what_the_data_does_not_show() {
    // The last term never occurs: the ridge keeps its weight where it started.
    let mut samples = synthetic(&TRUE_WEIGHTS, SCALE, 2000);
    for sample in &mut samples {
        sample.terms[4] = 0.0;
    }
    let start = [90.0, 0.0, 0.0, 0.0, 25.0];
    let fixed = [true, false, false, false, false];
    let options = FitOptions {
        scale: SCALE,
        ridge: 1e-9,
        max_steps: 100,
    };
    let fitted = texel::fit_weights(&samples, &start, &fixed, options);
    assert_eq!(fitted[0], 90.0);
    assert_eq!(fitted[4], 25.0);
    assert!(fitted[1] > 30.0, "{fitted:?}");
}

/// The windows the pattern fits are tested on: the 10x10 board's eight tables.
fn layout() -> &'static Layout {
    Layout::of(Variant::International)
}

/// Positions reading pattern weights (each table's White reads among its first 20 entries,
/// Black's among the next 20, so every weight can be told apart) whose results are what
/// `truth` at `PATTERN_SCALE` predicts, over a random linear base. With two phases `truth`
/// holds the opening's weights, then the ending's, and each position is somewhere between.
fn pattern_samples(truth: &[f64], phases: usize, count: usize, seed: u64) -> Vec<PatternSample> {
    let tables = layout().tables();
    let per_phase = layout().weights();
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let mut features = vec![0u32; 2 * tables];
            for (k, f) in features.iter_mut().enumerate() {
                let first = if k < tables { 0 } else { 20 };
                *f = ((k % tables) * ENTRIES + first + rng.below(20) as usize) as u32;
            }
            let base = rng.below(201) as f64 - 100.0;
            let ending = if phases == 1 {
                0.0
            } else {
                rng.below(101) as f64 / 100.0
            };
            let mut patterns = 0.0;
            for (p, share) in [1.0 - ending, ending].into_iter().enumerate().take(phases) {
                let truth = &truth[p * per_phase..];
                let read =
                    |features: &[u32]| -> f64 { features.iter().map(|&f| truth[f as usize]).sum() };
                patterns += share * (read(&features[..tables]) - read(&features[tables..]));
            }
            PatternSample {
                base: base as f32,
                features,
                factor: 1.0,
                ending: ending as f32,
                result: (1.0 / (1.0 + (-PATTERN_SCALE * (base + patterns)).exp())) as f32,
            }
        })
        .collect()
}

const PATTERN_SCALE: f64 = 0.01;

/// Fits `phases` phases of pattern weights to positions made from known ones and checks that
/// they come back (see the comment inside).
fn pattern_fit_recovers_its_weights(phases: usize) {
    let tables = layout().tables();
    let per_phase = layout().weights();
    let mut truth = vec![0.0; phases * per_phase];
    for p in 0..phases {
        for t in 0..tables {
            for e in 0..40 {
                truth[p * per_phase + t * ENTRIES + e] =
                    (((p + 1) * (t * 40 + e) * 37) % 81) as f64 - 40.0;
            }
        }
    }
    let train = pattern_samples(&truth, phases, 4000 * phases, 3);
    let validation = pattern_samples(&truth, phases, 1000, 4);
    let options = TrainOptions {
        scale: PATTERN_SCALE,
        l2: 0.0,
        rate: 1.0,
        epochs: 2000,
        min_count: 1,
        phases,
    };
    let (fitted, history) = patterns::train(layout(), &train, &validation, options);
    assert_eq!(fitted.len(), truth.len());
    // Every position reads one weight of each set (a table's first or second 20 entries), so
    // moving a set's weights by a constant and another's to make up for it predicts the same:
    // the weights are found up to such constants, which cancel out of every evaluation.
    for p in 0..phases {
        let mut cancelled = 0.0;
        for set in 0..2 * tables {
            let first =
                p * per_phase + (set % tables) * ENTRIES + if set < tables { 0 } else { 20 };
            let offsets: Vec<f64> = (first..first + 20).map(|i| fitted[i] - truth[i]).collect();
            let offset = offsets.iter().sum::<f64>() / 20.0;
            for (i, o) in offsets.iter().enumerate() {
                assert!(
                    (o - offset).abs() < 1.0,
                    "phase {p} set {set} entry {i}: {offsets:?}"
                );
            }
            cancelled += if set < tables { offset } else { -offset };
        }
        assert!(cancelled.abs() < 1.0, "phase {p}: {cancelled}");
    }
    let (first, last) = (history[0], history[history.len() - 1]);
    assert!(
        last.validation < first.validation / 100.0,
        "{first:?} then {last:?}"
    );
}

#[test]
fn the_pattern_fit_recovers_the_weights_that_made_the_results() {
    pattern_fit_recovers_its_weights(1);
}

#[test]
fn a_phased_pattern_fit_recovers_the_opening_and_the_ending_weights() {
    pattern_fit_recovers_its_weights(2);
}

#[test]
fn pattern_weights_no_position_reads_stay_zero() {
    let mut truth = vec![0.0; layout().weights()];
    truth[0] = 30.0;
    let train = pattern_samples(&truth, 1, 500, 5);
    let options = TrainOptions {
        scale: PATTERN_SCALE,
        l2: 1e-6,
        rate: 1.0,
        epochs: 50,
        min_count: 1,
        phases: 1,
    };
    let (fitted, _) = patterns::train(layout(), &train, &[], options);
    assert!(fitted[0] > 5.0, "{}", fitted[0]);
    for t in 0..layout().tables() {
        assert!(fitted[t * ENTRIES + 40..(t + 1) * ENTRIES]
            .iter()
            .all(|&w| w == 0.0));
    }
}

/// A network (here of random weights) evaluates English in place of the terms and tables,
/// a position and its colour-flipped twin alike; other variants ignore it.
#[test]
fn a_network_evaluates_english_alone_and_alike_from_either_side() {
    let model = network::Model::new(7);
    let network = Arc::from(Network::decode(&model.encode(0.0115).unwrap()).unwrap());
    for variant in Variant::ALL {
        let plain = Evaluator::new(variant);
        let with = Evaluator::with_network(variant, Some(Arc::clone(&network)));
        let mut pos = Position::start(variant);
        for ply in 0..150 {
            let score = with.evaluate(&pos);
            if reads_network(variant) {
                let drawish = with.scale_of(&pos) < 1.0;
                let own = network.evaluate(&pos);
                assert_eq!(score, if drawish { own / 8 } else { own });
                assert_eq!(score, with.evaluate(&pos.colour_flipped()));
            } else {
                assert_eq!(score, plain.evaluate(&pos), "{variant}");
            }
            let moves = pos.legal_moves();
            let Some(mv) = moves.get((ply * 11 + 5) % moves.len().max(1)) else {
                break;
            };
            pos = pos.play_unchecked(mv);
        }
    }
    assert!(reads_network(Variant::English));
}
