//! `draughts puzzles`: `generate` makes a puzzle set from the engine's self-play
//! ([`draughts_puzzles::generate`]), `verify` checks a puzzle file again
//! ([`draughts_puzzles::verify`]). What a puzzle is and the commands that made the shipped
//! sets: docs/puzzles.md.

use crate::common::parse_variant;
use draughts_puzzles::generate::{self, Budgets, Options};
use draughts_puzzles::{choice, parse, verify, write, PuzzleSet, Theme};
use std::path::PathBuf;
use std::time::Instant;

/// The puzzle subcommands.
#[derive(clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Make puzzles from the engine's self-play: low levels play (so that mistakes happen), each
    /// position after a mistake is searched move by move at level 8, and kept when one move
    /// alone wins material or the game, found again at a deeper budget.
    Generate {
        #[arg(long, help = crate::common::variant_names())]
        variant: String,
        /// Puzzles to make.
        #[arg(long)]
        count: usize,
        /// Seeds the self-play openings, levels and searches: the same command makes the same file.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the set to this file (default: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Nodes of each self-play move (levels 2 to 6).
        #[arg(long, default_value_t = 10_000)]
        play_nodes: u64,
        /// Nodes of the level-8 search of each self-play position, that finds the mistakes.
        #[arg(long, default_value_t = 10_000)]
        screen_nodes: u64,
        /// Nodes of each move's search when the line is found.
        #[arg(long, default_value_t = 50_000)]
        find_nodes: u64,
        /// Nodes of each move's search when the line is found again (more than --find-nodes).
        #[arg(long, default_value_t = 200_000)]
        confirm_nodes: u64,
        /// Nodes of each move's search when the first move is checked as `verify` checks it: a
        /// puzzle that fails there is not kept.
        #[arg(long, default_value_t = DEFAULT_VERIFY_NODES)]
        verify_nodes: u64,
    },
    /// Check a puzzle file: its format and legal lines, then each puzzle's first move best and
    /// ahead of the second by the margin, each move searched at --nodes; exit status 2 on any
    /// fault, each failed puzzle listed.
    Verify {
        /// The puzzle file.
        file: PathBuf,
        #[arg(long, help = format!(
            "The variant the file must hold ({}; default: the one its header names)",
            crate::common::variant_names()
        ))]
        variant: Option<String>,
        /// Nodes of each move's search (the shipped sets are kept only if they pass at the
        /// default).
        #[arg(long, default_value_t = DEFAULT_VERIFY_NODES)]
        nodes: u64,
    },
}

/// The budget a set is verified at unless told: what the test over the shipped sets uses.
const DEFAULT_VERIFY_NODES: u64 = 20_000;

pub fn run(command: PuzzlesCommand) -> Result<(), String> {
    match command {
        PuzzlesCommand::Generate {
            variant,
            count,
            seed,
            out,
            play_nodes,
            screen_nodes,
            find_nodes,
            confirm_nodes,
            verify_nodes,
        } => {
            if confirm_nodes <= find_nodes {
                return Err("--confirm-nodes must be above --find-nodes".into());
            }
            let command: Vec<String> = std::env::args().skip(1).collect();
            let options = Options {
                variant: parse_variant(&variant)?,
                count,
                seed,
                budgets: Budgets {
                    play: play_nodes,
                    screen: screen_nodes,
                    find: find_nodes,
                    confirm: confirm_nodes,
                    verify: verify_nodes,
                },
                made_by: format!(
                    "draughts {} (build {}, seed {seed})",
                    command.join(" "),
                    env!("DRAUGHTS_BUILD")
                ),
            };
            generate_set(&options, out)
        }
        PuzzlesCommand::Verify {
            file,
            variant,
            nodes,
        } => verify_file(&file, variant.as_deref(), nodes),
    }
}

fn generate_set(options: &Options, out: Option<PathBuf>) -> Result<(), String> {
    let started = Instant::now();
    let (set, tally) = generate::generate(options, &mut |puzzle, tally| {
        eprintln!(
            "puzzle {} rating {} ({} games, {} candidates, {:.0} s)",
            puzzle.id,
            puzzle.rating,
            tally.games,
            tally.candidates,
            started.elapsed().as_secs_f64()
        );
    })?;
    let text = write(&set);
    match out {
        Some(path) => std::fs::write(&path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
        None => print!("{text}"),
    }
    let rejected: Vec<String> = tally
        .rejected
        .iter()
        .map(|(reason, n)| format!("{reason}: {n}"))
        .collect();
    eprintln!(
        "{} puzzles in {:.0} s: {} games, {} positions, {} candidates; rejected: {}; not found again deeper: {}; failing verify: {}",
        set.puzzles.len(),
        started.elapsed().as_secs_f64(),
        tally.games,
        tally.positions,
        tally.candidates,
        rejected.join(", "),
        tally.unconfirmed,
        tally.unverified
    );
    Ok(())
}

fn verify_file(file: &PathBuf, variant: Option<&str>, nodes: u64) -> Result<(), String> {
    let started = Instant::now();
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {name}: {e}"))?;
    let set = parse(&text).map_err(|e| format!("{name}: {e}"))?;
    if let Some(variant) = variant {
        let expected = parse_variant(variant)?;
        if expected != set.variant {
            return Err(format!(
                "{name} holds {} puzzles, not {expected}",
                set.variant
            ));
        }
    }
    let mut engine = choice::engine();
    let mut failed = 0;
    for puzzle in &set.puzzles {
        if let Err(fault) = verify::check(&mut engine, puzzle, nodes) {
            println!("puzzle {}: {fault}", puzzle.id);
            failed += 1;
        }
    }
    if failed > 0 {
        return Err(format!(
            "{name}: {failed} of {} puzzles failed",
            set.puzzles.len()
        ));
    }
    println!(
        "{name}: {} {} puzzles verified at {nodes} nodes a move in {:.1} s",
        set.puzzles.len(),
        set.variant,
        started.elapsed().as_secs_f64()
    );
    print_summary(&set);
    Ok(())
}

/// The rating bands of the summary: from each bound to the next.
const BANDS: [u16; 5] = [0, 1000, 1400, 1800, 2200];

/// How a verified set spreads: its ratings by band, its themes, its solutions' length (the
/// tables of docs/puzzles.md).
fn print_summary(set: &PuzzleSet) {
    let mut ratings: Vec<u16> = set.puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    let (Some(low), Some(high)) = (ratings.first(), ratings.last()) else {
        return;
    };
    let bands: Vec<String> = BANDS
        .iter()
        .enumerate()
        .map(|(i, &from)| {
            let to = BANDS.get(i + 1).copied().unwrap_or(u16::MAX);
            let count = ratings.iter().filter(|&&r| r >= from && r < to).count();
            match BANDS.get(i + 1) {
                Some(to) => format!("{from}-{} {count}", to - 1),
                None => format!("{from}+ {count}"),
            }
        })
        .collect();
    println!(
        "ratings {low} to {high}, median {}: {}",
        ratings[ratings.len() / 2],
        bands.join(", ")
    );
    let themes: Vec<String> = Theme::ALL
        .iter()
        .map(|theme| {
            let count = set
                .puzzles
                .iter()
                .filter(|p| p.themes.contains(theme))
                .count();
            format!("{theme} {count}")
        })
        .collect();
    let solver_moves: usize = set
        .puzzles
        .iter()
        .map(|p| p.solution.len().div_ceil(2))
        .sum();
    println!(
        "themes: {}; solver moves {:.2} a puzzle",
        themes.join(", "),
        solver_moves as f64 / set.puzzles.len() as f64
    );
}
