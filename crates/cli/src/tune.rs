//! `draughts tune`: the evaluation's tuning tools (for developers). Here only their arguments
//! are read; `draughts_tune` runs them, so that the pipeline is one crate with its own tests:
//! `gen` ([`draughts_tune::gen`]), `label` ([`draughts_tune::label`]), the labels' `scale`, and
//! the fits `fit`, `patterns` and `network` ([`draughts_tune::fit`]).
//!
//! The procedure, with the commands that made today's files: docs/tuning.md.

use crate::common::parse_variant;
use draughts_tune::fit::{self, NetworkOptions, TablesOptions, WeightsOptions};
use draughts_tune::gen::{self, GenOptions};
use draughts_tune::label::{self, LabelOptions};
use std::path::PathBuf;

/// The tuning subcommands.
#[derive(clap::Subcommand)]
pub enum TuneCommand {
    /// Play the engine against itself and write quiet positions with the game's result.
    Gen {
        #[arg(long, default_value = "brazilian", help = crate::common::variant_names())]
        variant: String,
        /// Games to play.
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
        /// Seeds the openings (each game's searches are seeded by its number).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The file to write (`FEN result` lines).
        #[arg(long)]
        out: PathBuf,
    },
    /// Search each position of `tune gen` files and write it with the search's score.
    Label {
        #[arg(long, default_value = "brazilian", help = crate::common::variant_names())]
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
    /// Print the logistic scale that turns `tune label` scores into the games' results.
    Scale {
        #[arg(long, default_value = "brazilian", help = crate::common::variant_names())]
        variant: String,
        /// Files written by `tune label`.
        #[arg(long, required = true, num_args = 1..)]
        data: Vec<PathBuf>,
    },
    /// Fit the evaluation's weights to positions with results, and print them as Rust.
    Fit {
        #[arg(long, default_value = "brazilian", help = crate::common::variant_names())]
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
        /// At most this many Levenberg-Marquardt steps.
        #[arg(long, default_value_t = 200)]
        max_steps: usize,
    },
    /// Fit the pattern tables of a variant and write their weights file.
    Patterns {
        #[arg(long, default_value = "brazilian", help = crate::common::variant_names())]
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
        /// Full passes over the training positions.
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
        /// Full passes over the training positions.
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
        TuneCommand::Scale { variant, data } => fit::scale(parse_variant(&variant)?, &data),
        TuneCommand::Fit {
            variant,
            data,
            lambda,
            ridge,
            max_steps,
        } => {
            let options = WeightsOptions {
                variant: parse_variant(&variant)?,
                lambda,
                ridge,
                max_steps,
            };
            fit::weights(options, &data)
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
            let options = TablesOptions {
                variant: parse_variant(&variant)?,
                lambda,
                holdout,
                l2,
                rate,
                epochs,
                min_count,
                phases: usize::from(phases),
            };
            fit::tables(options, &data, &out)
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
            let options = NetworkOptions {
                lambda,
                holdout,
                rate,
                epochs,
                batch,
                seed,
            };
            fit::network(options, &data, &out)
        }
    }
}
