//! Texel's method: weights fitted so that the evaluation, through a logistic curve, predicts
//! the results of the games the positions came from.
//!
//! A position with term counts `x` (White's side) and weights `w` is predicted to score
//! `sigmoid(scale * w·x)` for White. The fit first finds the `scale` that makes the current
//! weights predict best (it turns hundredths of a man into odds), then, with the scale fixed,
//! the weights minimising the mean squared error of the predictions against the results, by
//! Levenberg-Marquardt steps (a Gauss-Newton step damped towards gradient descent when it
//! fails). A small ridge term keeps weights the data says little about near where they started.
//!
//! `draughts tune fit` runs it; the fits made: docs/journal/tuning.md.

/// One position: the counts of the evaluation's terms (White's minus Black's) and what it should
/// score for White: its game's result (1 a win, 0.5 a draw, 0 a loss), or that blended with a
/// search's verdict ([`super::blended_target`]).
#[derive(Clone, Debug)]
pub struct Sample {
    pub terms: Vec<f64>,
    pub result: f64,
}

/// The logistic curve: odds (a scaled evaluation) to an expected score.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

/// The mean squared error of the predictions of `weights` at `scale`.
pub fn mean_error(samples: &[Sample], weights: &[f64], scale: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (sigmoid(scale * dot(&s.terms, weights)) - s.result).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The scale at which `weights` predict the results best (golden-section search over the
/// scale's logarithm, between 1e-5 and 1 per hundredth of a man).
pub fn fit_scale(samples: &[Sample], weights: &[f64]) -> f64 {
    let error = |log: f64| mean_error(samples, weights, log.exp());
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (1e-5f64.ln(), 0.0);
    let mut a = high - ratio * (high - low);
    let mut b = low + ratio * (high - low);
    let (mut error_a, mut error_b) = (error(a), error(b));
    for _ in 0..60 {
        if error_a < error_b {
            high = b;
            b = a;
            error_b = error_a;
            a = high - ratio * (high - low);
            error_a = error(a);
        } else {
            low = a;
            a = b;
            error_a = error_b;
            b = low + ratio * (high - low);
            error_b = error(b);
        }
    }
    ((low + high) / 2.0).exp()
}

/// How a fit of the weights goes.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// The logistic scale, from [`fit_scale`].
    pub scale: f64,
    /// Added to the error per squared hundredth of a man a weight moves from its start.
    pub ridge: f64,
    /// At most this many steps.
    pub max_steps: usize,
}

/// The weights, starting from `start`, that minimise the mean squared error plus the ridge
/// term; weights marked in `fixed` keep their start value.
pub fn fit_weights(
    samples: &[Sample],
    start: &[f64],
    fixed: &[bool],
    options: FitOptions,
) -> Vec<f64> {
    let free: Vec<usize> = (0..start.len()).filter(|&i| !fixed[i]).collect();
    let objective = |w: &[f64]| {
        let pull: f64 = w.iter().zip(start).map(|(a, b)| (a - b).powi(2)).sum();
        mean_error(samples, w, options.scale) + options.ridge * pull
    };
    let mut weights = start.to_vec();
    let mut current = objective(&weights);
    let mut damping = 1e-3;
    for _ in 0..options.max_steps {
        let (gradient, hessian) = normal_equations(samples, &weights, start, &free, options);
        let mut system = hessian.clone();
        for (i, row) in system.iter_mut().enumerate() {
            row[i] += damping * hessian[i][i] + 1e-12;
        }
        let minus_gradient: Vec<f64> = gradient.iter().map(|g| -g).collect();
        let Some(step) = solve(system, minus_gradient) else {
            damping *= 10.0;
            continue;
        };
        let mut trial = weights.clone();
        for (k, &i) in free.iter().enumerate() {
            trial[i] += step[k];
        }
        let error = objective(&trial);
        if error < current {
            let gain = current - error;
            weights = trial;
            current = error;
            damping = (damping / 3.0).max(1e-9);
            if gain < 1e-13 {
                break;
            }
        } else {
            damping *= 4.0;
            if damping > 1e9 {
                break;
            }
        }
    }
    weights
}

/// Half the gradient of the objective over the free weights, and the Gauss-Newton
/// approximation of half its Hessian.
fn normal_equations(
    samples: &[Sample],
    weights: &[f64],
    start: &[f64],
    free: &[usize],
    options: FitOptions,
) -> (Vec<f64>, Vec<Vec<f64>>) {
    let n = free.len();
    let mut gradient = vec![0.0; n];
    let mut hessian = vec![vec![0.0; n]; n];
    let count = samples.len().max(1) as f64;
    for sample in samples {
        let p = sigmoid(options.scale * dot(&sample.terms, weights));
        let slope = p * (1.0 - p) * options.scale;
        let residual = p - sample.result;
        for (a, &i) in free.iter().enumerate() {
            let xa = sample.terms[i] * slope;
            if xa == 0.0 {
                continue;
            }
            gradient[a] += residual * xa / count;
            for (b, &j) in free.iter().enumerate().skip(a) {
                hessian[a][b] += xa * sample.terms[j] * slope / count;
            }
        }
    }
    for (a, &i) in free.iter().enumerate() {
        gradient[a] += options.ridge * (weights[i] - start[i]);
        hessian[a][a] += options.ridge;
    }
    let upper = hessian.clone();
    for (a, row) in hessian.iter_mut().enumerate() {
        for (b, value) in row.iter_mut().enumerate().take(a) {
            *value = upper[b][a];
        }
    }
    (gradient, hessian)
}

/// Solves `matrix · x = rhs` by Gaussian elimination with partial pivoting; `None` if the
/// matrix is singular.
fn solve(mut matrix: Vec<Vec<f64>>, mut rhs: Vec<f64>) -> Option<Vec<f64>> {
    let n = rhs.len();
    for col in 0..n {
        let pivot =
            (col..n).max_by(|&a, &b| matrix[a][col].abs().total_cmp(&matrix[b][col].abs()))?;
        if matrix[pivot][col].abs() < 1e-300 {
            return None;
        }
        matrix.swap(col, pivot);
        rhs.swap(col, pivot);
        let (done, below) = matrix.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (offset, row) in below.iter_mut().enumerate() {
            let factor = row[col] / pivot_row[col];
            for (value, pivot_value) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *value -= factor * pivot_value;
            }
            rhs[col + 1 + offset] -= factor * rhs[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let rest: f64 = (row + 1..n).map(|k| matrix[row][k] * x[k]).sum();
        x[row] = (rhs[row] - rest) / matrix[row][row];
    }
    Some(x)
}
