//! Fitting English's evaluation network ([`draughts_engine::eval::network`]) to labelled
//! positions, in floating point, then writing it in the fixed point the engine reads.
//!
//! A position is predicted to score `sigmoid(logit)` for its side to move, the logit being the
//! network's output; the fit minimises the log loss of those predictions against the samples'
//! targets (search scores through the logistic scale, or those blended with the games'
//! results: [`super::blended_target`]) by minibatch Adam steps over shuffled positions, the step
//! size falling to a quarter for the last third of the passes. It keeps the weights with the
//! lowest error on the held-out positions seen. The engine's evaluation is the logit over the
//! logistic scale, in hundredths of a man.
//!
//! `draughts tune network` runs it; the data and what the network scored: docs/journal/tuning.md.

pub use draughts_engine::eval::network::{HIDDEN, INPUTS, SECOND};

use super::patterns::Progress;
use super::texel::sigmoid;
pub use draughts_engine::eval::network::Network;

use draughts::rng::SplitMix64;
use draughts::Color;
use draughts::Position;
use draughts_engine::eval::network::{
    self, FILE_BYTES, FIRST_SCALE, MULTIPLIER_SHIFT, OUTPUT_SCALE, SECOND_SCALE,
};

/// Where each kind of weight starts in a [`Model`]'s parameters.
const FIRST: usize = 0;
const FIRST_BIAS: usize = FIRST + INPUTS * HIDDEN;
const SECOND_WEIGHTS: usize = FIRST_BIAS + HIDDEN;
const SECOND_BIAS: usize = SECOND_WEIGHTS + SECOND * HIDDEN;
const OUTPUT: usize = SECOND_BIAS + SECOND;
const OUTPUT_BIAS: usize = OUTPUT + SECOND;
const PARAMETERS: usize = OUTPUT_BIAS + 1;

/// Most pieces an English position holds, so most inputs it sets.
const MOST_INPUTS: usize = 24;

/// Positions as the network reads them, each with what it should score for its side to move.
#[derive(Clone, Debug, Default)]
pub struct Samples {
    inputs: Vec<u8>,
    /// Where each position's inputs end in `inputs`.
    ends: Vec<u32>,
    targets: Vec<f32>,
}

impl Samples {
    /// Adds an English position that should score `target` for White (1 a win, 0 a loss).
    pub fn push(&mut self, pos: &Position, target: f64) {
        network::for_each_input(pos, |i| self.inputs.push(i as u8));
        self.ends.push(self.inputs.len() as u32);
        let target = match pos.turn() {
            Color::White => target,
            Color::Black => 1.0 - target,
        };
        self.targets.push(target as f32);
    }

    pub fn len(&self) -> usize {
        self.targets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.targets.is_empty()
    }

    /// The inputs position `i` sets.
    pub fn inputs(&self, i: usize) -> &[u8] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.inputs[start..self.ends[i] as usize]
    }

    /// What position `i` should score for its side to move.
    pub fn target(&self, i: usize) -> f64 {
        f64::from(self.targets[i])
    }

    /// The mean squared error of `sigmoid(logit(inputs))` against the targets.
    fn mean_error(&self, logit: impl Fn(&[u8]) -> f64) -> f64 {
        let total: f64 = (0..self.len())
            .map(|i| (sigmoid(logit(self.inputs(i))) - self.target(i)).powi(2))
            .sum();
        total / self.len().max(1) as f64
    }
}

/// How the fit goes.
#[derive(Clone, Copy, Debug)]
pub struct TrainOptions {
    /// Adam's step size.
    pub rate: f64,
    /// Full passes over the training positions.
    pub epochs: usize,
    /// Positions a step.
    pub batch: usize,
    /// Seeds the first weights and the order of the positions.
    pub seed: u64,
}

/// A network's weights in floating point, one flat vector (see the offsets above).
#[derive(Clone, Debug)]
pub struct Model {
    parameters: Vec<f32>,
}

/// What a pass through the network leaves behind for the way back.
struct Pass {
    first: [f32; HIDDEN],
    hidden: [f32; HIDDEN],
    second: [f32; SECOND],
    logit: f32,
}

impl Model {
    /// Random first weights (scaled by each layer's inputs, so the units start neither dead
    /// nor saturated), zero biases.
    pub fn new(seed: u64) -> Model {
        let mut rng = SplitMix64::new(seed);
        let mut uniform = |limit: f64| {
            let unit = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
            ((2.0 * unit - 1.0) * limit) as f32
        };
        let mut parameters = vec![0.0f32; PARAMETERS];
        let limits = [
            (FIRST..FIRST_BIAS, (6.0 / MOST_INPUTS as f64).sqrt()),
            (SECOND_WEIGHTS..SECOND_BIAS, (6.0 / HIDDEN as f64).sqrt()),
            (OUTPUT..OUTPUT_BIAS, 0.1 * (6.0 / SECOND as f64).sqrt()),
        ];
        for (range, limit) in limits {
            for p in &mut parameters[range] {
                *p = uniform(limit);
            }
        }
        Model { parameters }
    }

    /// The logit of the side to move's expected result in the position setting `inputs`.
    pub fn logit(&self, inputs: &[u8]) -> f64 {
        f64::from(self.forward(inputs).logit)
    }

    fn forward(&self, inputs: &[u8]) -> Pass {
        let p = &self.parameters;
        let mut first = [0.0f32; HIDDEN];
        first.copy_from_slice(&p[FIRST_BIAS..SECOND_WEIGHTS]);
        for &i in inputs {
            let row = &p[FIRST + usize::from(i) * HIDDEN..][..HIDDEN];
            first.iter_mut().zip(row).for_each(|(s, w)| *s += w);
        }
        let hidden = first.map(|s| s.max(0.0));
        let mut second = [0.0f32; SECOND];
        for (j, s) in second.iter_mut().enumerate() {
            let row = &p[SECOND_WEIGHTS + j * HIDDEN..][..HIDDEN];
            *s = p[SECOND_BIAS + j] + dot(row, &hidden);
        }
        let activated = second.map(|s| s.max(0.0));
        let logit = p[OUTPUT_BIAS] + dot(&p[OUTPUT..OUTPUT_BIAS], &activated);
        Pass {
            first,
            hidden,
            second,
            logit,
        }
    }

    /// Adds to `gradient` the loss's gradient for one position, given its `pass` and the
    /// loss's derivative by the logit.
    fn backward(&self, inputs: &[u8], pass: &Pass, slope: f32, gradient: &mut [f32]) {
        let p = &self.parameters;
        gradient[OUTPUT_BIAS] += slope;
        let mut back = [0.0f32; HIDDEN];
        for j in 0..SECOND {
            if pass.second[j] <= 0.0 {
                continue;
            }
            gradient[OUTPUT + j] += slope * pass.second[j];
            let d = slope * p[OUTPUT + j];
            gradient[SECOND_BIAS + j] += d;
            let row = SECOND_WEIGHTS + j * HIDDEN;
            axpy(&mut gradient[row..row + HIDDEN], d, &pass.hidden);
            axpy(&mut back, d, &p[row..row + HIDDEN]);
        }
        for (b, s) in back.iter_mut().zip(&pass.first) {
            if *s <= 0.0 {
                *b = 0.0;
            }
        }
        axpy(&mut gradient[FIRST_BIAS..SECOND_WEIGHTS], 1.0, &back);
        for &i in inputs {
            let row = FIRST + usize::from(i) * HIDDEN;
            axpy(&mut gradient[row..row + HIDDEN], 1.0, &back);
        }
    }

    /// The mean squared error of the predictions on `samples` (the measure the other fits
    /// report).
    pub fn mean_error(&self, samples: &Samples) -> f64 {
        samples.mean_error(|inputs| self.logit(inputs))
    }

    /// The weights file of this network (see [`network::Network::decode`]), the evaluation
    /// being the logit over `scale` (the logistic scale per hundredth of a man). An error if a
    /// weight or a sum would not fit its fixed point.
    pub fn encode(&self, scale: f64) -> Result<Vec<u8>, String> {
        let p = &self.parameters;
        let fixed = |w: f32, unit: f64, max: f64, what: &str| -> Result<i64, String> {
            let v = (f64::from(w) * unit).round();
            if v.abs() > max {
                return Err(format!("a {what} of {w} does not fit the fixed point"));
            }
            Ok(v as i64)
        };
        // The largest first-layer sum a position can make: the bias and its 24 largest weights.
        for unit in 0..HIDDEN {
            let mut sizes: Vec<f32> = (0..INPUTS)
                .map(|i| p[FIRST + i * HIDDEN + unit].abs())
                .collect();
            sizes.sort_by(|a, b| b.total_cmp(a));
            let most = p[FIRST_BIAS + unit].abs() + sizes.iter().take(MOST_INPUTS).sum::<f32>();
            fixed(most, FIRST_SCALE, f64::from(i16::MAX), "first-layer sum")?;
        }
        let mut bytes = Vec::with_capacity(FILE_BYTES);
        bytes.extend_from_slice(b"DNET");
        for size in [INPUTS, HIDDEN, SECOND] {
            bytes.extend_from_slice(&(size as u16).to_le_bytes());
        }
        let unit = FIRST_SCALE * OUTPUT_SCALE * scale;
        let multiplier = (f64::from(1u32 << MULTIPLIER_SHIFT) / unit).round();
        let multiplier = fixed(multiplier as f32, 1.0, f64::from(u32::MAX), "multiplier")?;
        bytes.extend_from_slice(&(multiplier as u32).to_le_bytes());
        let short = f64::from(i16::MAX);
        let long = f64::from(i32::MAX);
        for &w in &p[FIRST..SECOND_WEIGHTS] {
            let v = fixed(w, FIRST_SCALE, short, "first-layer weight")? as i16;
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        for &w in &p[SECOND_WEIGHTS..SECOND_BIAS] {
            let v = fixed(w, SECOND_SCALE, short, "second-layer weight")? as i16;
            bytes.extend_from_slice(&v.to_le_bytes());
        }
        let layers = [
            (SECOND_BIAS..OUTPUT, FIRST_SCALE * SECOND_SCALE),
            (OUTPUT..OUTPUT_BIAS, OUTPUT_SCALE),
            (OUTPUT_BIAS..PARAMETERS, FIRST_SCALE * OUTPUT_SCALE),
        ];
        for (range, unit) in layers {
            for &w in &p[range] {
                let v = fixed(w, unit, long, "weight")? as i32;
                bytes.extend_from_slice(&v.to_le_bytes());
            }
        }
        debug_assert_eq!(bytes.len(), FILE_BYTES);
        Ok(bytes)
    }
}

/// The mean squared error on `samples` of `network` (read from a weights file [`Model::encode`]
/// wrote with the logistic `scale`), as the engine reads it: what the fixed point costs.
pub fn fixed_point_error(network: &Network, samples: &Samples, scale: f64) -> f64 {
    samples.mean_error(|inputs| scale * f64::from(network.evaluate_inputs(inputs)))
}

/// `a . b`.
#[inline(always)]
fn dot(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// `y += a * x`.
#[inline(always)]
fn axpy(y: &mut [f32], a: f32, x: &[f32]) {
    y.iter_mut().zip(x).for_each(|(y, x)| *y += a * x);
}

/// The network fitted to `train` (see the module's header), with the lowest error on
/// `validation` seen (the last one if `validation` is empty), and the errors after every pass
/// (the training error averaged over the pass as it went, the weights changing under it), and
/// before the first, as epoch 0.
pub fn train(
    train: &Samples,
    validation: &Samples,
    options: TrainOptions,
) -> (Model, Vec<Progress>) {
    let mut model = Model::new(options.seed);
    let mut history = vec![Progress {
        epoch: 0,
        train: model.mean_error(train),
        validation: model.mean_error(validation),
    }];
    let mut best = (history[0].validation, model.clone());
    let (mut m, mut v) = (vec![0.0f32; PARAMETERS], vec![0.0f32; PARAMETERS]);
    let mut gradient = vec![0.0f32; PARAMETERS];
    let (beta1, beta2, epsilon) = (0.9f64, 0.999f64, 1e-8f64);
    let mut order: Vec<u32> = (0..train.len() as u32).collect();
    let mut rng = SplitMix64::new(options.seed ^ 0x9E37_79B9_7F4A_7C15);
    let batch = options.batch.max(1);
    let mut steps = 0i32;
    for epoch in 1..=options.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let rate = if 3 * epoch > 2 * options.epochs {
            options.rate / 4.0
        } else {
            options.rate
        };
        let mut squared = 0.0f64;
        for chunk in order.chunks(batch) {
            gradient.iter_mut().for_each(|g| *g = 0.0);
            for &i in chunk {
                let inputs = train.inputs(i as usize);
                let pass = model.forward(inputs);
                let predicted = sigmoid(f64::from(pass.logit));
                let error = predicted - train.target(i as usize);
                squared += error * error;
                model.backward(inputs, &pass, error as f32, &mut gradient);
            }
            steps += 1;
            let correction1 = 1.0 - beta1.powi(steps);
            let correction2 = 1.0 - beta2.powi(steps);
            let size = chunk.len() as f32;
            let step = (rate * correction2.sqrt() / correction1) as f32;
            for (((w, g), m), v) in model
                .parameters
                .iter_mut()
                .zip(&gradient)
                .zip(&mut m)
                .zip(&mut v)
            {
                let g = g / size;
                *m = beta1 as f32 * *m + (1.0 - beta1 as f32) * g;
                *v = beta2 as f32 * *v + (1.0 - beta2 as f32) * g * g;
                *w -= step * *m / (v.sqrt() + epsilon as f32);
            }
        }
        let now = Progress {
            epoch,
            train: squared / train.len().max(1) as f64,
            validation: model.mean_error(validation),
        };
        if now.validation < best.0 || validation.is_empty() {
            best = (now.validation, model.clone());
        }
        history.push(now);
    }
    (best.1, history)
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::rules::Variant;

    /// English positions along seeded walks, each labelled by a made-up judge the network can
    /// learn: men and kings counted, kings at 1.5, through a logistic.
    fn walks(count: usize, seed: u64) -> (Vec<Position>, Samples) {
        let mut rng = SplitMix64::new(seed);
        let (mut positions, mut samples) = (Vec::new(), Samples::default());
        while positions.len() < count {
            let mut pos = Position::start(Variant::English);
            for _ in 0..rng.below(120) {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            }
            let worth = |color| {
                let (men, kings) = pos.count(color);
                f64::from(men) + 1.5 * f64::from(kings)
            };
            let lead = worth(Color::White) - worth(Color::Black);
            samples.push(&pos, sigmoid(lead));
            positions.push(pos);
        }
        (positions, samples)
    }

    #[test]
    fn the_fit_learns_what_the_targets_say() {
        let (_, train_set) = walks(3000, 1);
        let (_, held_out) = walks(500, 2);
        let options = TrainOptions {
            rate: 2e-3,
            epochs: 12,
            batch: 64,
            seed: 3,
        };
        let (model, history) = train(&train_set, &held_out, options);
        let (first, last) = (history[0].validation, model.mean_error(&held_out));
        assert!(last < first / 4.0, "held-out error {first} -> {last}");
        assert_eq!(history.len(), options.epochs + 1);
    }

    #[test]
    fn the_weights_file_plays_what_the_model_says() {
        let (positions, samples) = walks(300, 4);
        let model = Model::new(5);
        let scale = 0.015;
        let network = Network::decode(&model.encode(scale).unwrap()).unwrap();
        for (i, pos) in positions.iter().enumerate() {
            let expected = model.logit(samples.inputs(i)) / scale;
            let got = f64::from(network.evaluate(pos));
            assert!(
                (got - expected).abs() <= 2.0 + 0.02 * expected.abs(),
                "{}: {got} v {expected}",
                pos.to_fen()
            );
            let inputs: Vec<u8> = samples.inputs(i).to_vec();
            assert_eq!(network.evaluate_inputs(&inputs), network.evaluate(pos));
        }
    }

    #[test]
    fn a_weight_too_large_for_the_fixed_point_is_refused() {
        let mut model = Model::new(6);
        model.parameters[SECOND_WEIGHTS] = 100.0;
        assert!(model.encode(0.015).is_err());
    }

    #[test]
    fn a_sample_scores_for_its_side_to_move() {
        let mut samples = Samples::default();
        let pos = Position::from_fen(Variant::English, "B:W18,K21:B5").unwrap();
        samples.push(&pos, 0.75);
        assert_eq!(samples.target(0), 0.25);
        assert_eq!(samples.inputs(0).len(), 3);
    }
}
