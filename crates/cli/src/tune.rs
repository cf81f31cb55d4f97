//! `draughts tune`: the evaluation's tuning tools (for developers), read from the command line
//! and run by `draughts_tune`: `gen` ([`draughts_tune::gen`]) and `label`
//! ([`draughts_tune::label`]) write the data files ([`draughts_tune::records`]). `fit` fits the
//! weights to such files (Texel's method, in `draughts_tune::texel`) and prints them as the Rust
//! literal to paste into `crates/engine/src/eval/weights.rs`. `patterns` fits the pattern tables
//! to such files, the linear weights held, and writes them as the weights file the evaluation
//! includes. Both fit to the
//! games' results, or, with `--lambda` below 1, to those blended with the labels' scores.
//! `network` fits English's evaluation network to labelled files.
//!
//! The procedure, with the commands that made today's files: docs/tuning.md.

use draughts::Variant;
use draughts_tune::gen::{self, GenOptions};
use draughts_tune::label::{self, LabelOptions};
use draughts_tune::network;
use draughts_tune::patterns::{self, PatternSample, TrainOptions};
use draughts_tune::records;
use draughts_tune::texel::{self, FitOptions, Sample};
use draughts_tune::TermCounter;
use std::path::PathBuf;

/// The tuning subcommands.
#[derive(clap::Subcommand)]
pub enum TuneCommand {
    /// Play the engine against itself and write quiet positions with the game's result.
    Gen {
        #[arg(long, default_value = "brazilian")]
        variant: String,
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// Nodes the engine searches a move (level 8).
        #[arg(long, default_value_t = 4000)]
        nodes: u64,
        /// Random plies opening each game: at least this many...
        #[arg(long, default_value_t = 4)]
        min_opening: u32,
        /// ...and at most this many.
        #[arg(long, default_value_t = 8)]
        max_opening: u32,
        /// Positions this early in a game (plies from the start) are not written.
        #[arg(long, default_value_t = 12)]
        skip: usize,
        /// A game still going after this many plies counts as a draw.
        #[arg(long, default_value_t = 300)]
        max_plies: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The file to write (`FEN result` lines).
        #[arg(long)]
        out: PathBuf,
    },
    /// Search each position of `tune gen` files and write it with the search's score.
    Label {
        #[arg(long, default_value = "brazilian")]
        variant: String,
        /// Files written by `tune gen`.
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// Nodes the engine searches a position (level 8).
        #[arg(long, default_value_t = 4000)]
        nodes: u64,
        /// The file to write (`FEN result score` lines, the score for White in hundredths of
        /// a man).
        #[arg(long)]
        out: PathBuf,
    },
    /// Fit the evaluation's weights to positions with results, and print them as Rust.
    Fit {
        #[arg(long, default_value = "brazilian")]
        variant: String,
        /// Files written by `tune gen` (or `tune label`).
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// The game's result's share of what a position should score; the rest is the
        /// expected score of its label (`tune label` files only below 1).
        #[arg(long, default_value_t = 1.0)]
        lambda: f64,
        /// Added to the error per squared hundredth of a man a weight moves from today's value.
        #[arg(long, default_value_t = 1e-8)]
        ridge: f64,
        #[arg(long, default_value_t = 200)]
        max_steps: usize,
    },
    /// Fit the pattern tables of a variant and write their weights file.
    Patterns {
        #[arg(long, default_value = "brazilian")]
        variant: String,
        /// Files written by `tune gen` (or `tune label`).
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// The game's result's share of what a position should score; the rest is the
        /// expected score of its label (`tune label` files only below 1).
        #[arg(long, default_value_t = 1.0)]
        lambda: f64,
        /// Percent of each file held out to check the fit: its last positions, so that the
        /// held-out games were not trained on.
        #[arg(long, default_value_t = 10)]
        holdout: usize,
        /// Added to the log loss per squared hundredth of a man of every pattern weight. The
        /// default suits game results; search scores, far less noisy, may want less (every
        /// table that plays: 5e-11, docs/tuning.md).
        #[arg(long, default_value_t = 1e-9)]
        l2: f64,
        /// Adam's step size, in hundredths of a man.
        #[arg(long, default_value_t = 1.0)]
        rate: f64,
        #[arg(long, default_value_t = 300)]
        epochs: usize,
        /// Pattern weights read by fewer training positions stay zero.
        #[arg(long, default_value_t = 5)]
        min_count: u32,
        /// Weights a table entry: 2, an opening and an ending weight blended by the pieces
        /// left, as the evaluation reads them; or 1, a flat fit to compare errors with.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
        phases: u8,
        /// The weights file to write (e.g. crates/engine/src/eval/patterns/brazilian.bin).
        #[arg(long)]
        out: PathBuf,
    },
    /// Fit English's evaluation network to labelled positions and write its weights file.
    Network {
        /// Files written by `tune label` (English).
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// The game's result's share of what a position should score; the rest is the
        /// expected score of its label.
        #[arg(long, default_value_t = 0.0)]
        lambda: f64,
        /// Percent of each file held out to check the fit: its last positions.
        #[arg(long, default_value_t = 10)]
        holdout: usize,
        /// Adam's step size (a quarter of it for the last third of the passes).
        #[arg(long, default_value_t = 2e-3)]
        rate: f64,
        #[arg(long, default_value_t = 30)]
        epochs: usize,
        /// Positions a step.
        #[arg(long, default_value_t = 2048)]
        batch: usize,
        /// Seeds the first weights and the order of the positions.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The weights file to write (crates/engine/src/eval/network/english.bin).
        #[arg(long)]
        out: PathBuf,
    },
}

pub fn run(command: TuneCommand) -> Result<(), String> {
    match command {
        TuneCommand::Gen {
            variant,
            games,
            nodes,
            min_opening,
            max_opening,
            skip,
            max_plies,
            seed,
            out,
        } => {
            if min_opening > max_opening {
                return Err("--min-opening is above --max-opening".into());
            }
            let options = GenOptions {
                variant: parse_variant(&variant)?,
                games,
                nodes,
                opening_plies: min_opening..=max_opening,
                skip,
                max_plies,
                seed,
            };
            gen::run(&options, &out)
        }
        TuneCommand::Label {
            variant,
            data,
            nodes,
            out,
        } => {
            let variant = parse_variant(&variant)?;
            label::run(LabelOptions { variant, nodes }, &data, &out)
        }
        TuneCommand::Fit {
            variant,
            data,
            lambda,
            ridge,
            max_steps,
        } => {
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            check_share(lambda)?;
            let mut records = Vec::new();
            for path in &data {
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
            let start = draughts_tune::current_weights(variant);
            let scale = texel::fit_scale(&samples, &start);
            for (sample, target) in samples.iter_mut().zip(targets(&records, scale, lambda)?) {
                sample.result = target;
            }
            let before = texel::mean_error(&samples, &start, scale);
            let options = FitOptions {
                scale,
                ridge,
                max_steps,
            };
            let fitted =
                texel::fit_weights(&samples, &start, &draughts_tune::fixed_weights(), options);
            let after = texel::mean_error(&samples, &fitted, scale);
            let (fitted, fitted_scale) = draughts_tune::per_hundred_men(&fitted, scale);
            println!(
                "{} positions, scale {scale:.6} per hundredth of a man today, {fitted_scale:.6} fitted",
                samples.len()
            );
            println!("mean squared error: today's weights {before:.6}, fitted {after:.6}");
            for ((name, old), new) in draughts_tune::term_names().iter().zip(&start).zip(&fitted) {
                println!("{name:>14} {old:>6.0} -> {new:>8.2}");
            }
            println!("{}", draughts_tune::weights_source(&fitted));
            Ok(())
        }
        TuneCommand::Patterns {
            variant,
            data,
            lambda,
            holdout,
            l2,
            rate,
            epochs,
            min_count,
            phases,
            out,
        } => {
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            check_share(lambda)?;
            let layout = patterns::Layout::of(variant);
            let counter = TermCounter::new(variant);
            let linear = draughts_tune::current_weights(variant);
            let (train_records, validation_records) =
                records::read_held_out(variant, &data, holdout)?;
            if train_records.is_empty() {
                return Err("no positions to train on".into());
            }
            let samples = |records: &[records::Record]| -> Vec<PatternSample> {
                records
                    .iter()
                    .map(|r| counter.pattern_sample(layout, &r.pos, &linear, r.result))
                    .collect()
            };
            let (mut train, mut validation) =
                (samples(&train_records), samples(&validation_records));
            let as_texel = |samples: &[PatternSample]| -> Vec<Sample> {
                samples
                    .iter()
                    .map(|s| Sample {
                        terms: vec![f64::from(s.base)],
                        result: f64::from(s.result),
                    })
                    .collect()
            };
            // The scale that turns the evaluation into expected game results, also turns the
            // labels' scores into expected scores.
            let scale = texel::fit_scale(&as_texel(&train), &[1.0]);
            for (samples, records) in [
                (&mut train, &train_records),
                (&mut validation, &validation_records),
            ] {
                for (sample, target) in samples.iter_mut().zip(targets(records, scale, lambda)?) {
                    sample.result = target as f32;
                }
            }
            println!(
                "{} training positions, {} held out; scale {scale:.6} per hundredth of a man",
                train.len(),
                validation.len()
            );
            let options = TrainOptions {
                scale,
                l2,
                rate,
                epochs,
                min_count,
                phases: usize::from(phases),
            };
            let (weights, history) = patterns::train(layout, &train, &validation, options);
            for p in &history {
                if p.epoch % 10 == 0 || p.epoch == epochs {
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
            std::fs::write(&out, patterns::encode(&weights))
                .map_err(|e| format!("cannot write {}: {e}", out.display()))
        }
        TuneCommand::Network {
            data,
            lambda,
            holdout,
            rate,
            epochs,
            batch,
            seed,
            out,
        } => {
            check_share(lambda)?;
            let (train_records, validation_records) =
                records::read_held_out(Variant::English, &data, holdout)?;
            // The scale that turns the labels' scores into the games' results best.
            let labels: Vec<Sample> = train_records
                .iter()
                .map(|r| {
                    let score = r
                        .score
                        .ok_or("the network is fitted to `tune label` files")?;
                    Ok(Sample {
                        terms: vec![f64::from(score)],
                        result: r.result,
                    })
                })
                .collect::<Result<_, String>>()?;
            if labels.is_empty() {
                return Err("no positions to train on".into());
            }
            let scale = texel::fit_scale(&labels, &[1.0]);
            let samples = |records: &[records::Record]| -> Result<network::Samples, String> {
                let mut samples = network::Samples::default();
                for (record, target) in records.iter().zip(targets(records, scale, lambda)?) {
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
            let options = network::TrainOptions {
                rate,
                epochs,
                batch,
                seed,
            };
            let (model, history) = network::train(&train, &validation, options);
            for p in &history {
                println!(
                    "epoch {:>3}: mean squared error {:.6} training, {:.6} held out",
                    p.epoch, p.train, p.validation
                );
            }
            let bytes = model.encode(scale)?;
            println!(
                "held out in fixed point, as the engine reads it: {:.6}",
                network::fixed_point_error(&*network::Network::decode(&bytes)?, &validation, scale)
            );
            std::fs::write(&out, bytes).map_err(|e| format!("cannot write {}: {e}", out.display()))
        }
    }
}

/// `--variant`'s value, refused with the core's message.
fn parse_variant(text: &str) -> Result<Variant, String> {
    text.parse().map_err(|e| format!("{e}"))
}

/// Refuses a `--lambda` that is not a share, before any data is read.
fn check_share(lambda: f64) -> Result<(), String> {
    if (0.0..=1.0).contains(&lambda) {
        Ok(())
    } else {
        Err(format!("--lambda {lambda} is not between 0 and 1"))
    }
}

/// What each record should score for White: its game's result, or with `lambda` below 1 that
/// blended with its label's expected score at the logistic `scale`.
fn targets(records: &[records::Record], scale: f64, lambda: f64) -> Result<Vec<f64>, String> {
    records
        .iter()
        .map(|r| match r.score {
            _ if lambda == 1.0 => Ok(r.result),
            Some(score) => Ok(draughts_tune::blended_target(
                r.result,
                f64::from(score),
                scale,
                lambda,
            )),
            None => Err("--lambda below 1 needs positions labelled by `tune label`".into()),
        })
        .collect()
}
