//! `draughts tune`: the evaluation's tuning tools (for developers).
//!
//! `gen` has the engine play itself from seeded random openings (the ones `draughts match`
//! uses) at a fixed node limit, and writes each quiet position past the opening (no capture
//! due) with its game's result, one `FEN result` line each (result for White: 1, 0.5 or 0).
//! `fit` reads such files, fits the weights to the results (Texel's method, in
//! `draughts::engine::tune`) and prints them as the Rust literal to paste into
//! `src/engine/eval/weights.rs`. `patterns` fits the pattern tables to such files, the linear
//! weights held, and writes them as the weights file the evaluation includes. The file keeps
//! positions, not term counts, so a new term can be fitted to old games.

use super::clock::StdClock;
use super::matches::random_opening;
use draughts::engine::rng::SplitMix64;
use draughts::engine::tune::patterns::{self, PatternSample, TrainOptions};
use draughts::engine::tune::texel::{self, FitOptions, Sample};
use draughts::engine::tune::{self, TermCounter};
use draughts::engine::{Engine, Level, Limits};
use draughts::{Color, Outcome, Position, Variant};
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
    /// Fit the evaluation's weights to positions with results, and print them as Rust.
    Fit {
        #[arg(long, default_value = "brazilian")]
        variant: String,
        /// Files written by `tune gen`.
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
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
        /// Files written by `tune gen`.
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
        /// Percent of each file held out to check the fit: its last positions, so that the
        /// held-out games were not trained on.
        #[arg(long, default_value_t = 10)]
        holdout: usize,
        /// Added to the log loss per squared hundredth of a man of every pattern weight.
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
        /// The weights file to write (e.g. src/engine/eval/patterns/brazilian.bin).
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
            let file = std::fs::File::create(&out)
                .map_err(|e| format!("cannot create {}: {e}", out.display()))?;
            let mut out = BufWriter::new(file);
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
        TuneCommand::Fit {
            variant,
            data,
            ridge,
            max_steps,
        } => {
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            let samples = load(variant, &data)?;
            let start = tune::current_weights(variant);
            let scale = texel::fit_scale(&samples, &start);
            let before = texel::mean_error(&samples, &start, scale);
            let options = FitOptions {
                scale,
                ridge,
                max_steps,
            };
            let fitted = texel::fit_weights(&samples, &start, &tune::fixed_weights(), options);
            let after = texel::mean_error(&samples, &fitted, scale);
            let (fitted, fitted_scale) = tune::per_hundred_men(&fitted, scale);
            println!(
                "{} positions, scale {scale:.6} per hundredth of a man today, {fitted_scale:.6} fitted",
                samples.len()
            );
            println!("mean squared error: today's weights {before:.6}, fitted {after:.6}");
            for ((name, old), new) in tune::term_names().iter().zip(&start).zip(&fitted) {
                println!("{name:>14} {old:>6.0} -> {new:>8.2}");
            }
            println!("{}", tune::weights_source(&fitted));
            Ok(())
        }
        TuneCommand::Patterns {
            variant,
            data,
            holdout,
            l2,
            rate,
            epochs,
            min_count,
            phases,
            out,
        } => {
            let variant: Variant = variant.parse().map_err(|e| format!("{e}"))?;
            let layout = patterns::Layout::of(variant.board());
            let counter = TermCounter::new(variant);
            let linear = tune::current_weights(variant);
            let (mut train, mut validation) = (Vec::new(), Vec::new());
            for path in &data {
                let positions = read_positions(variant, path)?;
                let kept = positions.len() - positions.len() * holdout.min(100) / 100;
                for (i, (pos, result)) in positions.iter().enumerate() {
                    let sample = counter.pattern_sample(layout, pos, &linear, *result);
                    if i < kept {
                        train.push(sample);
                    } else {
                        validation.push(sample);
                    }
                }
            }
            if train.is_empty() {
                return Err("no positions to train on".into());
            }
            let as_texel = |samples: &[PatternSample]| -> Vec<Sample> {
                samples
                    .iter()
                    .map(|s| Sample {
                        terms: vec![f64::from(s.base)],
                        result: f64::from(s.result),
                    })
                    .collect()
            };
            let scale = texel::fit_scale(&as_texel(&train), &[1.0]);
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
    }
}

/// Reads `FEN result` lines of `variant`.
fn read_positions(variant: Variant, path: &Path) -> Result<Vec<(Position, f64)>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut positions = Vec::new();
    for (number, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("{}: {e}", path.display()))?;
        let bad = |what: String| format!("{} line {}: {what}", path.display(), number + 1);
        let Some((fen, result)) = line.trim().rsplit_once(' ') else {
            continue;
        };
        let result: f64 = result
            .parse()
            .map_err(|_| bad(format!("bad result {result:?}")))?;
        let pos = Position::from_fen(variant, fen).map_err(|e| bad(e.to_string()))?;
        positions.push((pos, result));
    }
    Ok(positions)
}

/// Reads `FEN result` lines into samples of `variant`.
fn load(variant: Variant, files: &[PathBuf]) -> Result<Vec<Sample>, String> {
    let counter = TermCounter::new(variant);
    let mut samples = Vec::new();
    for path in files {
        for (pos, result) in read_positions(variant, path)? {
            samples.push(Sample {
                terms: counter.count(&pos),
                result,
            });
        }
    }
    if samples.is_empty() {
        return Err("no positions in the data".into());
    }
    Ok(samples)
}
