//! `draughts tune`: the evaluation's tuning tools (for developers).
//!
//! `gen` has the engine play itself from seeded random openings (the ones `draughts match`
//! uses) at a fixed node limit, and writes each quiet position past the opening (no capture
//! due) with its game's result, one `FEN result` line each (result for White: 1, 0.5 or 0).
//! `label` searches every position of such files and writes it back with the search's score
//! for White as a third field. `fit` reads such files, fits the weights to the results (Texel's
//! method, in `draughts_tune::texel`) and prints them as the Rust literal to paste into
//! `crates/engine/src/eval/weights.rs`. `patterns` fits the pattern tables to such files, the linear
//! weights held, and writes them as the weights file the evaluation includes. Both fit to the
//! games' results, or, with `--lambda` below 1, to those blended with the labels' scores. The
//! file keeps positions, not term counts, so a new term can be fitted to old games. `network`
//! fits English's evaluation network to labelled files.
//!
//! The procedure, with the commands that made today's files: docs/tuning.md.

use crate::clock::StdClock;
use crate::matches::random_opening;
use draughts::rng::SplitMix64;
use draughts::{Color, Game, Outcome, Position, Variant};
use draughts_engine::{Engine, Level, Limits, Score};
use draughts_tune::network;
use draughts_tune::patterns::{self, PatternSample, TrainOptions};
use draughts_tune::texel::{self, FitOptions, Sample};
use draughts_tune::TermCounter;
use std::io::{BufRead, BufWriter, Write};
use std::path::{Path, PathBuf};

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
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            let mut out = create(&out)?;
            let mut openings = SplitMix64::new(seed);
            let mut engine = Engine::new(16);
            let clock = StdClock::new();
            let (mut positions, mut wins) = (0usize, [0u32; 3]);
            for number in 0..games {
                let mut game = random_opening(variant, &(min_opening..=max_opening), &mut openings);
                engine.clear();
                let mut quiet = Vec::new();
                while game.outcome().is_none() && game.len() < max_plies {
                    let pos = *game.position();
                    if game.len() >= skip && !pos.has_capture() {
                        quiet.push(pos.to_fen());
                    }
                    let limits = Limits::nodes(nodes).with_seed(u64::from(number));
                    let mv = engine
                        .search(&game, &limits, Level::MAX, &clock, &mut |_| {})
                        .best_move
                        .ok_or("the engine found no move in a game not over")?;
                    game.play(&mv)
                        .map_err(|e| format!("the engine's move: {e}"))?;
                }
                let result = match game.outcome() {
                    Some(Outcome::Win {
                        winner: Color::White,
                        ..
                    }) => 0,
                    Some(Outcome::Win { .. }) => 2,
                    _ => 1,
                };
                wins[result] += 1;
                let text = ["1", "0.5", "0"][result];
                for fen in &quiet {
                    writeln!(out, "{fen} {text}").map_err(|e| e.to_string())?;
                }
                positions += quiet.len();
                if (number + 1) % 100 == 0 || number + 1 == games {
                    eprintln!(
                        "{} games ({} white wins, {} draws, {} black wins), {positions} positions",
                        number + 1,
                        wins[0],
                        wins[1],
                        wins[2]
                    );
                }
            }
            out.flush().map_err(|e| e.to_string())
        }
        TuneCommand::Label {
            variant,
            data,
            nodes,
            out,
        } => {
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            let mut out = create(&out)?;
            // One table for all: consecutive positions come from one game, whose searches
            // share what they learn as they would in play.
            let mut engine = Engine::new(16);
            let clock = StdClock::new();
            let mut labelled = 0usize;
            for path in &data {
                for record in read_records(variant, path)? {
                    let found = engine.search(
                        &Game::from_position(record.pos),
                        &Limits::nodes(nodes),
                        Level::MAX,
                        &clock,
                        &mut |_| {},
                    );
                    let score = for_white(&record.pos, found.score);
                    writeln!(out, "{} {} {score}", record.pos.to_fen(), record.result)
                        .map_err(|e| e.to_string())?;
                    labelled += 1;
                    if labelled % 100_000 == 0 {
                        eprintln!("{labelled} positions labelled");
                    }
                }
            }
            eprintln!("{labelled} positions labelled");
            out.flush().map_err(|e| e.to_string())
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
                records.extend(read_records(variant, path)?);
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
            let (train_records, validation_records) = read_held_out(variant, &data, holdout)?;
            if train_records.is_empty() {
                return Err("no positions to train on".into());
            }
            let samples = |records: &[Record]| -> Vec<PatternSample> {
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
                read_held_out(Variant::English, &data, holdout)?;
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
            let samples = |records: &[Record]| -> Result<network::Samples, String> {
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

/// The file `tune gen` or `tune label` writes its lines to.
fn create(path: &Path) -> Result<BufWriter<std::fs::File>, String> {
    let file = std::fs::File::create(path)
        .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    Ok(BufWriter::new(file))
}

/// A line of a `tune gen` or `tune label` file.
struct Record {
    pos: Position,
    /// Its game's result for White: 1, 0.5 or 0.
    result: f64,
    /// The score `tune label`'s search gave it, for White, in hundredths of a man.
    score: Option<i32>,
}

/// Reads the `FEN result` or `FEN result score` lines of `variant`.
fn read_records(variant: Variant, path: &Path) -> Result<Vec<Record>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut records = Vec::new();
    for (number, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("{}: {e}", path.display()))?;
        let bad = |what: String| format!("{} line {}: {what}", path.display(), number + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (fen, result, score) = match fields[..] {
            [] => continue,
            [fen, result] => (fen, result, None),
            [fen, result, score] => (fen, result, Some(score)),
            _ => return Err(bad("not `FEN result` or `FEN result score`".into())),
        };
        let result: f64 = result
            .parse()
            .map_err(|_| bad(format!("bad result {result:?}")))?;
        let score = score
            .map(|score| {
                score
                    .parse()
                    .map_err(|_| bad(format!("bad score {score:?}")))
            })
            .transpose()?;
        let pos = Position::from_fen(variant, fen).map_err(|e| bad(e.to_string()))?;
        records.push(Record { pos, result, score });
    }
    Ok(records)
}

/// The records of `data`, each file's last `holdout` percent apart: the positions to train on
/// and those held out (the last games of each file, so that no held-out game was trained on).
fn read_held_out(
    variant: Variant,
    data: &[PathBuf],
    holdout: usize,
) -> Result<(Vec<Record>, Vec<Record>), String> {
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    for path in data {
        let mut records = read_records(variant, path)?;
        let kept = records.len() - records.len() * holdout.min(100) / 100;
        held_out.extend(records.split_off(kept));
        train.extend(records);
    }
    Ok((train, held_out))
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
fn targets(records: &[Record], scale: f64, lambda: f64) -> Result<Vec<f64>, String> {
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

/// The label of a win the search or the endgame tables see: a hundred men, which any
/// logistic scale makes a certainty.
const FORCED_WIN: i32 = 10_000;

/// `score`, a search's verdict on `pos` for the side to move, for White in hundredths of a man
/// (a win seen as [`FORCED_WIN`]).
fn for_white(pos: &Position, score: Score) -> i32 {
    let own = match score.centipawns() {
        Some(cp) => cp.clamp(-FORCED_WIN, FORCED_WIN),
        None if score.is_win() => FORCED_WIN,
        None => -FORCED_WIN,
    };
    match pos.turn() {
        Color::White => own,
        Color::Black => -own,
    }
}
