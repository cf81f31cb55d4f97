//! The tuner's fit (Texel's method) on data whose answer is known.

use draughts::engine::rng::SplitMix64;
use draughts::engine::tune::texel::{self, FitOptions, Sample};

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
