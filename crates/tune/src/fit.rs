//! The fits as `draughts tune` runs them on data files ([`crate::records`]): `fit` (the
//! evaluation's weights, [`weights`]), `patterns` (a variant's pattern tables, [`tables`]) and
//! `network` (English's network, [`network`]). Each reads the files, turns every position into
//! what it should score, fits, prints its progress and errors on stdout, and prints or writes
//! the result; the fitting itself is [`crate::texel`], [`crate::patterns`] and
//! [`crate::network`].
//!
//! Each fits to the games' results, or, with `lambda` below 1, to those blended with the
//! labels' scores ([`crate::blended_target`]).

use crate::patterns::PatternSample;
use crate::records::{self, Record};
use crate::texel::{self, Sample};
use crate::TermCounter;
use draughts::Variant;
use std::path::{Path, PathBuf};

/// How `tune fit` fits the evaluation's weights.
#[derive(Clone, Copy, Debug)]
pub struct WeightsOptions {
    pub variant: Variant,
    /// The game's result's share of what a position should score (0 to 1).
    pub lambda: f64,
    /// Added to the error per squared hundredth of a man a weight moves from today's value.
    pub ridge: f64,
    /// The most Levenberg-Marquardt steps.
    pub max_steps: usize,
}

/// Fits the evaluation's weights to the positions of `data` and prints, on stdout, the errors
/// before and after, each weight's move, and the weights as the Rust literal to paste into the
/// evaluation.
pub fn weights(options: WeightsOptions, data: &[PathBuf]) -> Result<(), String> {
    let variant = options.variant;
    check_share(options.lambda)?;
    let mut records = Vec::new();
    for path in data {
        records.extend(records::read(variant, path)?);
    }
    if records.is_empty() {
        return Err("no positions in the data".into());
    }
    let counter = TermCounter::new(variant);
    let mut samples: Vec<Sample> = records
        .iter()
        .map(|r| Sample {
            terms: counter.count(&r.pos),
            result: r.result,
        })
        .collect();
    let start = crate::current_weights(variant);
    let scale = texel::fit_scale(&samples, &start);
    for (sample, target) in samples
        .iter_mut()
        .zip(targets(&records, scale, options.lambda)?)
    {
        sample.result = target;
    }
    let before = texel::mean_error(&samples, &start, scale);
    let fit = texel::FitOptions {
        scale,
        ridge: options.ridge,
        max_steps: options.max_steps,
    };
    let fitted = texel::fit_weights(&samples, &start, &crate::fixed_weights(), fit);
    let after = texel::mean_error(&samples, &fitted, scale);
    let (fitted, fitted_scale) = crate::per_hundred_men(&fitted, scale);
    println!(
        "{} positions, scale {scale:.6} per hundredth of a man today, {fitted_scale:.6} fitted",
        samples.len()
    );
    println!("mean squared error: today's weights {before:.6}, fitted {after:.6}");
    for ((name, old), new) in crate::term_names().iter().zip(&start).zip(&fitted) {
        println!("{name:>14} {old:>6.0} -> {new:>8.2}");
    }
    println!("{}", crate::weights_source(&fitted));
    Ok(())
}

/// How `tune patterns` fits a variant's pattern tables.
#[derive(Clone, Copy, Debug)]
pub struct TablesOptions {
    pub variant: Variant,
    /// The game's result's share of what a position should score (0 to 1).
    pub lambda: f64,
    /// Percent of each file held out to check the fit: its last positions.
    pub holdout: usize,
    /// Added to the log loss per squared hundredth of a man of every pattern weight.
    pub l2: f64,
    /// Adam's step size, in hundredths of a man.
    pub rate: f64,
    /// Full passes over the training positions.
    pub epochs: usize,
    /// Pattern weights read by fewer training positions stay zero.
    pub min_count: u32,
    /// Weights a table entry: 2 (an opening and an ending weight) or 1.
    pub phases: usize,
}

/// Fits the pattern tables of a variant to the positions of `data`, the linear weights held,
/// prints the errors every ten passes on stdout, and writes the weights with the least
/// held-out error as the file at `out`, the one the evaluation includes.
pub fn tables(options: TablesOptions, data: &[PathBuf], out: &Path) -> Result<(), String> {
    let variant = options.variant;
    check_share(options.lambda)?;
    let layout = crate::patterns::Layout::of(variant);
    let counter = TermCounter::new(variant);
    let linear = crate::current_weights(variant);
    let (train_records, validation_records) =
        records::read_held_out(variant, data, options.holdout)?;
    if train_records.is_empty() {
        return Err("no positions to train on".into());
    }
    let samples = |records: &[Record]| -> Vec<PatternSample> {
        records
            .iter()
            .map(|r| counter.pattern_sample(layout, &r.pos, &linear, r.result))
            .collect()
    };
    let (mut train, mut validation) = (samples(&train_records), samples(&validation_records));
    let as_texel = |samples: &[PatternSample]| -> Vec<Sample> {
        samples
            .iter()
            .map(|s| Sample {
                terms: vec![f64::from(s.base)],
                result: f64::from(s.result),
            })
            .collect()
    };
    // The scale that turns the evaluation into expected game results, also turns the labels'
    // scores into expected scores.
    let scale = texel::fit_scale(&as_texel(&train), &[1.0]);
    for (samples, records) in [
        (&mut train, &train_records),
        (&mut validation, &validation_records),
    ] {
        for (sample, target) in samples
            .iter_mut()
            .zip(targets(records, scale, options.lambda)?)
        {
            sample.result = target as f32;
        }
    }
    println!(
        "{} training positions, {} held out; scale {scale:.6} per hundredth of a man",
        train.len(),
        validation.len()
    );
    let train_options = crate::patterns::TrainOptions {
        scale,
        l2: options.l2,
        rate: options.rate,
        epochs: options.epochs,
        min_count: options.min_count,
        phases: options.phases,
    };
    let (weights, history) = crate::patterns::train(layout, &train, &validation, train_options);
    for p in &history {
        if p.epoch % 10 == 0 || p.epoch == options.epochs {
            println!(
                "epoch {:>4}: mean squared error {:.6} training, {:.6} held out",
                p.epoch, p.train, p.validation
            );
        }
    }
    let best = history
        .iter()
        .min_by(|a, b| a.validation.total_cmp(&b.validation))
        .ok_or("no passes")?;
    let used = weights.iter().filter(|w| **w != 0.0).count();
    let largest = weights.iter().fold(0.0f64, |a, w| a.max(w.abs()));
    println!(
        "kept the weights after epoch {} ({:.6} held out); {used} of {} weights nonzero, largest {largest:.0}",
        best.epoch,
        best.validation,
        weights.len()
    );
    std::fs::write(out, crate::patterns::encode(&weights))
        .map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// How `tune network` fits English's network.
#[derive(Clone, Copy, Debug)]
pub struct NetworkOptions {
    /// The game's result's share of what a position should score (0 to 1).
    pub lambda: f64,
    /// Percent of each file held out to check the fit: its last positions.
    pub holdout: usize,
    /// Adam's step size (a quarter of it for the last third of the passes).
    pub rate: f64,
    /// Full passes over the training positions.
    pub epochs: usize,
    /// Positions a step.
    pub batch: usize,
    /// Seeds the first weights and the order of the positions.
    pub seed: u64,
}

/// Fits English's network to the labelled positions of `data`, prints the errors after every
/// pass and the held-out error of the fixed point weights on stdout, and writes the weights
/// file at `out`.
pub fn network(options: NetworkOptions, data: &[PathBuf], out: &Path) -> Result<(), String> {
    check_share(options.lambda)?;
    let (train_records, validation_records) =
        records::read_held_out(Variant::English, data, options.holdout)?;
    let scale = labels_scale(&train_records)?;
    let samples = |records: &[Record]| -> Result<crate::network::Samples, String> {
        let mut samples = crate::network::Samples::default();
        for (record, target) in records.iter().zip(targets(records, scale, options.lambda)?) {
            samples.push(&record.pos, target);
        }
        Ok(samples)
    };
    let (train, validation) = (samples(&train_records)?, samples(&validation_records)?);
    println!(
        "{} training positions, {} held out; scale {scale:.6} per hundredth of a man",
        train.len(),
        validation.len()
    );
    let train_options = crate::network::TrainOptions {
        rate: options.rate,
        epochs: options.epochs,
        batch: options.batch,
        seed: options.seed,
    };
    let (model, history) = crate::network::train(&train, &validation, train_options);
    for p in &history {
        println!(
            "epoch {:>3}: mean squared error {:.6} training, {:.6} held out",
            p.epoch, p.train, p.validation
        );
    }
    let bytes = model.encode(scale)?;
    let network = crate::network::Network::decode(&bytes)?;
    println!(
        "held out in fixed point, as the engine reads it: {:.6}",
        crate::network::fixed_point_error(&network, &validation, scale)
    );
    std::fs::write(out, bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))
}

/// Refuses a `lambda` that is not a share, before any data is read.
fn check_share(lambda: f64) -> Result<(), String> {
    if (0.0..=1.0).contains(&lambda) {
        Ok(())
    } else {
        Err(format!("--lambda {lambda} is not between 0 and 1"))
    }
}

/// The logistic scale, per hundredth of a man, that turns the labels' search scores of
/// `records` into their games' results best: a score `s` for a side is an expected score of
/// `sigmoid(scale * s)` for it. An error without labels (`tune gen` files).
pub fn labels_scale(records: &[Record]) -> Result<f64, String> {
    let labels: Vec<Sample> = records
        .iter()
        .map(|r| {
            let score = r.score.ok_or("the scale is fitted to `tune label` files")?;
            Ok(Sample {
                terms: vec![f64::from(score)],
                result: r.result,
            })
        })
        .collect::<Result<_, String>>()?;
    if labels.is_empty() {
        return Err("no positions to fit".into());
    }
    Ok(texel::fit_scale(&labels, &[1.0]))
}

/// Prints the labels' logistic scale of `variant`'s `tune label` files (see [`labels_scale`])
/// and what a man's lead is worth through it.
pub fn scale(variant: Variant, data: &[PathBuf]) -> Result<(), String> {
    let mut all = Vec::new();
    for path in data {
        all.extend(records::read(variant, path)?);
    }
    let scale = labels_scale(&all)?;
    println!(
        "{}: {} positions; scale {scale:.6} per hundredth of a man; a man ahead scores {:.1}%",
        variant.name(),
        all.len(),
        100.0 * texel::sigmoid(100.0 * scale)
    );
    Ok(())
}

/// What each record should score for White: its game's result, or with `lambda` below 1 that
/// blended with its label's expected score at the logistic `scale`.
fn targets(records: &[Record], scale: f64, lambda: f64) -> Result<Vec<f64>, String> {
    records
        .iter()
        .map(|r| match r.score {
            _ if lambda == 1.0 => Ok(r.result),
            Some(score) => Ok(crate::blended_target(
                r.result,
                f64::from(score),
                scale,
                lambda,
            )),
            None => Err("--lambda below 1 needs positions labelled by `tune label`".into()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(fen: &str, result: f64, score: Option<i32>) -> Record {
        let pos = draughts::Position::from_fen(Variant::English, fen).unwrap();
        Record { pos, result, score }
    }

    #[test]
    fn the_labels_scale_is_the_one_their_results_follow_and_needs_labels() {
        let fen = "B:W21-32:B1-12";
        // Results that a scale of 0.01 a hundredth of a man predicts exactly.
        let records: Vec<Record> = (-8..=8)
            .map(|i| {
                let score = 50 * i;
                let result = texel::sigmoid(0.01 * f64::from(score));
                record(fen, result, Some(score))
            })
            .collect();
        let scale = labels_scale(&records).unwrap();
        assert!((scale - 0.01).abs() < 1e-4, "{scale}");
        assert!(labels_scale(&[record(fen, 1.0, None)]).is_err());
        assert!(labels_scale(&[]).is_err());
    }

    #[test]
    fn lambda_must_be_a_share() {
        assert!(check_share(0.0).is_ok() && check_share(1.0).is_ok());
        assert_eq!(
            check_share(1.5).unwrap_err(),
            "--lambda 1.5 is not between 0 and 1"
        );
        assert!(check_share(f64::NAN).is_err());
    }

    #[test]
    fn the_targets_are_the_results_unless_blended_with_labels() {
        let labelled = [record("W:W21:B1", 1.0, Some(0))];
        assert_eq!(targets(&labelled, 0.01, 1.0).unwrap(), [1.0]);
        assert_eq!(targets(&labelled, 0.01, 0.5).unwrap(), [0.75]);
        let unlabelled = [record("W:W21:B1", 1.0, None)];
        assert_eq!(targets(&unlabelled, 0.01, 1.0).unwrap(), [1.0]);
        let error = targets(&unlabelled, 0.01, 0.5).unwrap_err();
        assert!(error.contains("labelled by `tune label`"), "{error}");
    }

    /// A few passes over a handful of labelled positions write a tables file; no positions to
    /// train on, none.
    #[test]
    fn the_tables_fit_writes_its_file() {
        let dir = std::env::temp_dir();
        let (data, out) = (
            dir.join(format!("tables-data-{}", std::process::id())),
            dir.join(format!("tables-out-{}", std::process::id())),
        );
        let lines = [
            "W:W21,22,23,24,25:B1,2,3,4 1 120",
            "B:W21,22,23,24,25:B1,2,3,4 1 90",
            "W:W22,23,24:B1,2,3,4 0 -150",
            "B:W22,23,24:B1,2,3,4 0.5 -20",
        ];
        std::fs::write(&data, lines.join("\n")).unwrap();
        let options = TablesOptions {
            variant: Variant::English,
            lambda: 0.5,
            holdout: 25,
            l2: 1e-9,
            rate: 1.0,
            epochs: 3,
            min_count: 1,
            phases: 2,
        };
        tables(options, std::slice::from_ref(&data), &out).unwrap();
        let written = std::fs::read(&out).unwrap();
        std::fs::remove_file(&out).unwrap();
        let none = TablesOptions {
            holdout: 100,
            ..options
        };
        let error = tables(none, std::slice::from_ref(&data), &out).unwrap_err();
        std::fs::remove_file(&data).unwrap();
        assert!(!written.is_empty());
        assert_eq!(error, "no positions to train on");
        assert!(!out.exists());
    }
}
