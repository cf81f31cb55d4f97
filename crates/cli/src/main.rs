//! The `draughts` command-line tool: perft, legal moves and playing moves over the core, the
//! engine's commands (`go`, `bench`, `hub`, `match`, `pdn`, `puzzles`, each in its module), and `tune`,
//! whose arguments are read here and run by `draughts_tune`. Every command's help is tested
//! to name what it accepts (tests/help.rs).
//!
//! Bad input (unknown variant, malformed FEN, illegal or ambiguous move) exits with status 2 and
//! one line on stderr saying what is wrong.

mod bench;
mod clock;
mod common;
mod go;
mod held;
mod hub;
mod matches;
mod pdn;
mod puzzles;
mod tune;

use clap::{Parser, Subcommand};
use draughts::perft::{divide, perft};
use draughts::{Game, Position, Variant};
use draughts_engine::{Level, Limits};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "draughts",
    version,
    about = "Draughts rules, perft and engine tool"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args)]
struct PositionArgs {
    #[arg(long, default_value = "brazilian", help = common::variant_names())]
    variant: String,
    /// The position as FEN (default: the start position).
    #[arg(long)]
    fen: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the move sequences of a given length (with nodes per second).
    Perft {
        #[command(flatten)]
        position: PositionArgs,
        /// Plies to count.
        #[arg(long)]
        depth: u32,
        /// Show the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves, one per line in the variant's notation.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
        /// Print a JSON array of {"move", "from", "to", "path", "captured"}.
        #[arg(long)]
        json: bool,
    },
    /// Play moves and print the resulting FEN and the game status.
    Play {
        #[command(flatten)]
        position: PositionArgs,
        /// Moves in the variant's notation, e.g. 32-28 28x19 or c3-d4.
        moves: Vec<String>,
    },
    /// Search a position: best move, score, principal variation, depth, nodes and speed.
    Go {
        #[command(flatten)]
        position: PositionArgs,
        #[command(flatten)]
        limits: SearchLimitArgs,
        /// Playing strength 1 (weakest) to 8 (full).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(1..=8))]
        level: u8,
        /// Seed of the level's randomness.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = common::DEFAULT_HASH_MB as u64,
              value_parser = clap::value_parser!(u64).range(1..=common::MAX_HASH_MB as u64))]
        hash: u64,
        /// Evaluate English by this network (a file `draughts tune network` wrote) instead of
        /// the built-in one, or by its terms and pattern tables (`tables`)
        #[arg(long)]
        network: Option<String>,
    },
    /// Search the fixed bench positions to a fixed depth: node signature and speed.
    Bench {
        /// Plies each position is searched to (the signature is quoted at 9).
        #[arg(long, default_value_t = 9)]
        depth: u32,
        /// Evaluate English by this network instead of the built-in one, or by its terms and
        /// pattern tables (`tables`, as the browser does)
        #[arg(long)]
        network: Option<String>,
    },
    /// Speak the Hub protocol (version 2, as Scan 3 and the Hub GUI) on standard input/output.
    Hub,
    /// Play games between two engine settings and report the score (the regression gate).
    Match {
        #[arg(long, default_value = "brazilian", help = common::variant_names())]
        variant: String,
        /// Number of games (played in pairs with colours swapped).
        #[arg(long, default_value_t = 20)]
        games: u32,
        /// The first player: `random`, or comma-separated keys, e.g. `level=3,nodes=20000`:
        /// level=1-8, nodes=N, depth=PLIES, movetime=MS (100 when no limit is given), hash=MB,
        /// network=FILE to evaluate English by a network `draughts tune network` wrote
        /// (network=tables: by its terms and pattern tables); hub=PROGRAM plays a Hub engine
        /// program instead, hub1=PROGRAM one of Hub version 1 (Scan 2.0: depth or movetime).
        #[arg(long)]
        first: String,
        /// The second player, same form.
        #[arg(long)]
        second: String,
        /// Random plies opening each pair of games: at least this many...
        #[arg(long, default_value_t = 2)]
        min_opening: u32,
        /// ...and at most this many.
        #[arg(long, default_value_t = 4)]
        max_opening: u32,
        /// Seeds the openings and the players' choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A game still going after this many plies counts as a draw.
        #[arg(long, default_value_t = 300)]
        max_plies: usize,
        /// Write the games to this PDN file (the players named as in --first and --second).
        #[arg(long)]
        pdn: Option<std::path::PathBuf>,
    },
    /// List and replay the games of PDN files; exit status 2 when any game does not replay.
    Pdn {
        /// The PDN files (any encoding: UTF-8, UTF-16, Windows-1251 or -1252).
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        #[arg(long, help = format!(
            "The rule set of games without a GameType tag ({}; default: the likeliest one)",
            common::variant_names()
        ))]
        variant: Option<String>,
        /// Print each game's final position as FEN.
        #[arg(long)]
        fen: bool,
        /// Search every position the loser of a decided game chose a move in, this many nodes
        /// each, and print the last one it still held in (scoring above -0.80), with a
        /// summary by pieces on the board: in which phase the games were lost.
        #[arg(long, value_name = "NODES")]
        held: Option<u64>,
    },
    /// Puzzles: make a set from the engine's self-play, or check a puzzle file again.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
    /// Evaluation tuning (for developers): self-play positions and labels, fits of the weights,
    /// tables and network.
    Tune {
        #[command(subcommand)]
        command: tune::TuneCommand,
    },
}

/// How a `go` search is bounded: exactly one of the three.
#[derive(clap::Args)]
#[group(required = true, multiple = false)]
struct SearchLimitArgs {
    /// Time for the move in milliseconds.
    #[arg(long)]
    movetime: Option<f64>,
    /// Depth in plies.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=120))]
    depth: Option<u32>,
    /// Number of nodes.
    #[arg(long)]
    nodes: Option<u64>,
}

/// An error to report on one line of stderr, exiting with status 2.
struct Failure(String);

impl<E: std::fmt::Display> From<E> for Failure {
    fn from(e: E) -> Self {
        Failure(e.to_string())
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help and version go to stdout as clap writes them.
        Err(e) if !e.use_stderr() => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{}", one_line(&e.to_string()));
            return ExitCode::from(2);
        }
    };
    // `match` writes to the engines it started: one that died must come back as an error
    // naming it, not end the match by the signal.
    if !matches!(cli.command, Command::Match { .. }) {
        end_quietly_on_closed_pipe();
    }
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// Rust ignores SIGPIPE, so printing to a reader that has gone (`draughts moves | head -1`)
/// would panic with a backtrace; with the signal's default action the tool ends quietly, as
/// command-line tools do.
fn end_quietly_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called in `main` before any other thread exists; setting a signal's
    // action to its default has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

/// A clap error on one line: its message up to the usage hint, lines joined.
fn one_line(message: &str) -> String {
    message
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .filter(|line| !line.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

fn load(args: &PositionArgs) -> Result<Position, Failure> {
    let variant: Variant = args.variant.parse()?;
    match &args.fen {
        Some(fen) => Ok(Position::from_fen(variant, fen)?),
        None => Ok(Position::start(variant)),
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Perft {
            position,
            depth,
            divide: split,
        } => {
            let pos = load(&position)?;
            let started = Instant::now();
            let nodes = if split {
                let parts = divide(&pos, depth);
                for (mv, n) in &parts {
                    println!("{} {n}", pos.move_text(mv));
                }
                parts.iter().map(|(_, n)| n).sum()
            } else {
                perft(&pos, depth)
            };
            let seconds = started.elapsed().as_secs_f64();
            println!("perft {depth}: {nodes}");
            println!(
                "time {:.3} s, {:.1} M nodes/s",
                seconds,
                nodes as f64 / seconds.max(1e-9) / 1e6
            );
        }
        Command::Moves { position, json } => {
            let pos = load(&position)?;
            let moves = pos.legal_moves();
            if json {
                let v = pos.variant();
                let items: Vec<_> = moves
                    .iter()
                    .map(|mv| {
                        let path = pos.move_paths(mv).into_iter().next().unwrap_or_default();
                        serde_json::json!({
                            "move": pos.move_text(mv),
                            "from": v.square_name(mv.from()),
                            "to": v.square_name(mv.to()),
                            "path": std::iter::once(mv.from()).chain(path)
                                .map(|s| v.square_name(s)).collect::<Vec<_>>(),
                            "captured": mv.captured().map(|s| v.square_name(s)).collect::<Vec<_>>(),
                        })
                    })
                    .collect();
                println!("{}", serde_json::Value::Array(items));
            } else {
                for mv in &moves {
                    println!("{}", pos.move_text(mv));
                }
            }
        }
        Command::Play { position, moves } => {
            let mut game = Game::from_position(load(&position)?);
            for text in &moves {
                let mv = game
                    .position()
                    .parse_move(text)
                    .map_err(|e| Failure(format!("move {}: {e}", game.len() + 1)))?;
                game.play(&mv)
                    .map_err(|e| Failure(format!("{text}: {e}")))?;
            }
            println!("{}", game.position().to_fen());
            match game.outcome() {
                Some(outcome) => println!("{outcome}"),
                None => {
                    println!("playing: {} to move", game.position().turn());
                    for p in game.draw_progress() {
                        if p.plies > 0 {
                            println!(
                                "draw in {} moves unless the position changes ({})",
                                p.moves_left(),
                                p.rule.reason
                            );
                        }
                    }
                }
            }
        }
        Command::Go {
            position,
            limits,
            level,
            seed,
            hash,
            network,
        } => {
            let pos = load(&position)?;
            let network = common::read_network(network.as_deref()).map_err(Failure)?;
            if limits
                .movetime
                .is_some_and(|ms| !ms.is_finite() || ms < 0.0)
            {
                return Err(Failure(
                    "--movetime must be a number of milliseconds".into(),
                ));
            }
            let limits = Limits {
                depth: limits.depth,
                nodes: limits.nodes,
                movetime_ms: limits.movetime,
                seed,
            };
            let level = Level::new(level).ok_or(Failure("--level must be 1 to 8".into()))?;
            go::run(pos, limits, level, hash as usize, network);
        }
        Command::Bench { depth, network } => {
            let network = common::read_network(network.as_deref()).map_err(Failure)?;
            bench::run(depth, network)
        }
        Command::Hub => hub::run(),
        Command::Match {
            variant,
            games,
            first,
            second,
            min_opening,
            max_opening,
            seed,
            max_plies,
            pdn,
        } => {
            if min_opening > max_opening {
                return Err(Failure("--min-opening is above --max-opening".into()));
            }
            let player = |text: &str| {
                text.parse::<matches::Player>()
                    .map_err(|e| Failure(e.to_string()))
            };
            matches::run(&matches::MatchConfig {
                variant: variant.parse()?,
                games,
                first: player(&first)?,
                second: player(&second)?,
                opening_plies: min_opening..=max_opening,
                seed,
                max_plies,
                pdn: pdn.map(|path| matches::PdnOut {
                    path,
                    names: [first, second],
                }),
            })
            .map_err(Failure)?;
        }
        Command::Pdn {
            files,
            variant,
            fen,
            held,
        } => {
            let options = pdn::Options {
                variant: variant.map(|v| v.parse::<Variant>()).transpose()?,
                show_fen: fen,
                held_nodes: held,
            };
            pdn::run(&files, &options).map_err(Failure)?
        }
        Command::Puzzles { command } => puzzles::run(command).map_err(Failure)?,
        Command::Tune { command } => tune::run(command).map_err(Failure)?,
    }
    Ok(())
}
