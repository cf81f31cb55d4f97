//! `draughts match`: games between two engine settings, the regression gate.
//!
//! Each pair of games starts from the same opening (a few random but seeded plies,
//! `draughts_tune::openings`, which `tune gen` plays from too) with the colours swapped, so
//! neither side profits from a lucky opening. The result is the first player's score with a 95%
//! interval and the Elo difference it implies.

use crate::clock::StdClock;
use crate::common::{parse_hash_mb, read_network, DEFAULT_HASH_MB, MAX_HASH_MB};
use crate::hub::client::{Dialect, HubPlayer};
use draughts::rng::SplitMix64;
use draughts::{write_game, Color, Game, Move, Variant};
use draughts_engine::{Engine, Level, Limits, Network};
use std::fmt;
use std::io::Write;
use std::str::FromStr;
use std::sync::Arc;

/// One side of a match: a random mover, this engine at a level with limits, or another
/// engine program speaking the Hub protocol (another build of this one, or Scan).
#[derive(Clone, Debug)]
pub enum Player {
    Random,
    Engine {
        level: Level,
        limits: Limits,
        /// Transposition table size in MiB.
        hash_mb: usize,
        /// Evaluates English (the built-in network unless told otherwise); `None`: its terms
        /// and tables.
        network: Option<Arc<Network>>,
    },
    Hub {
        program: String,
        dialect: Dialect,
        level: Level,
        limits: Limits,
        /// Sent as the engine's `hash` parameter if it has one.
        hash_mb: Option<usize>,
    },
}

/// Why a player description could not be read.
#[derive(Debug)]
pub struct ParsePlayerError(String);

impl fmt::Display for ParsePlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParsePlayerError {}

/// The keys of a player description, in the order `--first`'s help and the unknown-key error
/// list them. The parser refuses any other key, so a key it reads is always listed (the help's
/// test checks that `--help` documents each).
pub const PLAYER_KEYS: [&str; 8] = [
    "level", "nodes", "depth", "movetime", "hash", "hub", "hub1", "network",
];

/// `random`, or comma-separated `level=L`, `nodes=N`, `depth=D`, `movetime=MS`, `hash=MB`
/// (e.g. `level=3,nodes=20000`), optionally with `hub=PROGRAM` to play a Hub engine program
/// instead (`hub=/path/to/draughts-old,movetime=100`; it gets `depth`, `nodes` or `movetime`,
/// and `level` and `hash` as parameters if it has them) or `hub1=PROGRAM` for one that speaks
/// Hub version 1 (Scan 2.0: International only, `depth` or `movetime`), or with `network=FILE`
/// to evaluate English by a network `draughts tune network` wrote instead of the built-in one
/// (`network=tables`: by its terms and pattern tables). Without any limit the engine gets
/// 100 ms a move.
impl FromStr for Player {
    type Err = ParsePlayerError;

    fn from_str(text: &str) -> Result<Player, ParsePlayerError> {
        if text.trim() == "random" {
            return Ok(Player::Random);
        }
        let bad = |what: &str| ParsePlayerError(format!("player {text:?}: {what}"));
        let mut level = Level::MAX;
        let mut limits = Limits::default();
        let mut program = None;
        let mut hash_mb = None;
        let mut network = None;
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| bad("expected key=value or random"))?;
            if !PLAYER_KEYS.contains(&key) {
                return Err(bad(&format!(
                    "unknown key (use {})",
                    PLAYER_KEYS.join(", ")
                )));
            }
            match key {
                "level" => {
                    level = value
                        .parse()
                        .ok()
                        .and_then(Level::new)
                        .ok_or_else(|| bad("level must be 1 to 8"))?
                }
                "nodes" => limits.nodes = Some(value.parse().map_err(|_| bad("bad nodes"))?),
                "depth" => limits.depth = Some(value.parse().map_err(|_| bad("bad depth"))?),
                "movetime" => {
                    let ms: f64 = value.parse().map_err(|_| bad("bad movetime"))?;
                    if !ms.is_finite() || ms < 0.0 {
                        return Err(bad("bad movetime"));
                    }
                    limits.movetime_ms = Some(ms);
                }
                "hash" => {
                    hash_mb = Some(
                        parse_hash_mb(value)
                            .ok_or_else(|| bad(&format!("hash must be 1 to {MAX_HASH_MB} MiB")))?,
                    )
                }
                "hub" => program = Some((value.to_string(), Dialect::V2)),
                "hub1" => program = Some((value.to_string(), Dialect::V1)),
                "network" => network = Some(value),
                _ => unreachable!("{key} is in PLAYER_KEYS without an arm here"),
            }
        }
        if limits.nodes.is_none() && limits.depth.is_none() && limits.movetime_ms.is_none() {
            limits.movetime_ms = Some(100.0);
        }
        if program.is_some() && network.is_some() {
            return Err(bad("network is for this program's engine, not a hub one"));
        }
        Ok(match program {
            Some((program, dialect)) => Player::Hub {
                program,
                dialect,
                level,
                limits,
                hash_mb,
            },
            None => Player::Engine {
                level,
                limits,
                hash_mb: hash_mb.unwrap_or(DEFAULT_HASH_MB),
                network: read_network(network).map_err(|e| bad(&e))?,
            },
        })
    }
}

/// The settings of a match.
pub struct MatchConfig {
    pub variant: Variant,
    pub games: u32,
    pub first: Player,
    pub second: Player,
    /// Random plies that open each pair of games.
    pub opening_plies: std::ops::RangeInclusive<u32>,
    pub seed: u64,
    /// A game still going after this many plies is scored a draw.
    pub max_plies: usize,
    /// Where to write the games as PDN (the players named as given), if anywhere.
    pub pdn: Option<PdnOut>,
}

/// The match's game record: a PDN file and the names its games give the two players.
pub struct PdnOut {
    pub path: std::path::PathBuf,
    pub names: [String; 2],
}

/// Wins, draws and losses of the first player.
#[derive(Default, Debug, Clone, Copy)]
pub struct MatchScore {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl MatchScore {
    fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score fraction, its 95% half-interval, and the matching Elo difference with its
    /// interval (clamped where the score is 0 or 1).
    fn summary(&self) -> String {
        let n = f64::from(self.games().max(1));
        let mean = (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n;
        let square_mean = (f64::from(self.wins) + 0.25 * f64::from(self.draws)) / n;
        let deviation = ((square_mean - mean * mean).max(0.0) / n).sqrt();
        let margin = 1.96 * deviation;
        let elo = |p: f64| {
            let p = p.clamp(0.001, 0.999);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        format!(
            "score {:.1}% ± {:.1}% (95%), Elo {:+.0} [{:+.0}, {:+.0}]",
            mean * 100.0,
            margin * 100.0,
            elo(mean),
            elo(mean - margin),
            elo(mean + margin)
        )
    }
}

/// A player seated for a match, with what it keeps between moves.
enum Seat {
    Random(SplitMix64),
    Engine {
        engine: Box<Engine>,
        level: Level,
        limits: Limits,
    },
    Hub(HubPlayer),
}

impl Seat {
    fn new(player: &Player, variant: Variant, seed: u64) -> Result<Seat, String> {
        Ok(match player {
            Player::Random => Seat::Random(SplitMix64::new(seed)),
            Player::Engine {
                level,
                limits,
                hash_mb,
                network,
            } => {
                let mut engine = Box::new(Engine::new(*hash_mb));
                engine.set_network(network.clone());
                Seat::Engine {
                    engine,
                    level: *level,
                    limits: *limits,
                }
            }
            Player::Hub {
                program,
                dialect,
                level,
                limits,
                hash_mb,
            } => Seat::Hub(HubPlayer::start(
                program, *dialect, variant, *level, *limits, *hash_mb,
            )?),
        })
    }

    fn new_game(&mut self) -> Result<(), String> {
        match self {
            Seat::Random(_) => Ok(()),
            Seat::Engine { engine, .. } => {
                engine.clear();
                Ok(())
            }
            Seat::Hub(hub) => hub.new_game(),
        }
    }

    fn choose(&mut self, game: &Game, seed: u64, clock: &StdClock) -> Result<Move, String> {
        match self {
            Seat::Random(rng) => {
                let moves = game.position().legal_moves();
                Ok(moves[rng.below(moves.len() as u64) as usize])
            }
            Seat::Engine {
                engine,
                level,
                limits,
            } => engine
                .search(game, &limits.with_seed(seed), *level, clock, &mut |_| {})
                .best_move
                .ok_or_else(|| "the engine found no move".to_string()),
            Seat::Hub(hub) => hub.choose(game),
        }
    }
}

/// How the game lines name the two seats.
const SEAT_NAMES: [&str; 2] = ["first player", "second player"];

/// Plays the match, printing each game's result and the running score.
pub fn run(config: &MatchConfig) -> Result<MatchScore, String> {
    let mut tally = MatchScore::default();
    let mut openings = SplitMix64::new(config.seed);
    let mut seats = [
        Seat::new(&config.first, config.variant, config.seed)?,
        Seat::new(&config.second, config.variant, config.seed.wrapping_add(1))?,
    ];
    let mut record = match &config.pdn {
        Some(out) => Some(
            std::fs::File::create(&out.path)
                .map_err(|e| format!("cannot write {}: {e}", out.path.display()))?,
        ),
        None => None,
    };
    let clock = StdClock::new();
    let mut pair = 0u64;
    while tally.games() < config.games {
        let opening =
            draughts_tune::openings::random(config.variant, &config.opening_plies, &mut openings);
        for first_moves_first in [true, false] {
            if tally.games() >= config.games {
                break;
            }
            // A seat that fails (an engine's error, a dead or hung engine) forfeits the game: the
            // match goes on and its score stays whole.
            let mut forfeit = seats
                .iter_mut()
                .enumerate()
                .find_map(|(seat, player)| player.new_game().err().map(|e| (seat, e)));
            let first_color = if first_moves_first {
                config.variant.first_to_move()
            } else {
                config.variant.first_to_move().opponent()
            };
            let seed = config.seed ^ (pair << 1 | u64::from(first_moves_first));
            let mut game = opening.clone();
            while forfeit.is_none() && game.outcome().is_none() && game.len() < config.max_plies {
                let seat = usize::from(game.position().turn() != first_color);
                match seats[seat].choose(&game, seed ^ game.len() as u64, &clock) {
                    Ok(mv) => game
                        .play(&mv)
                        .map_err(|e| format!("a player's move: {e}"))?,
                    Err(e) => forfeit = Some((seat, e)),
                }
            }
            let ending = match &forfeit {
                Some((seat, error)) => format!("{} forfeits: {error}", SEAT_NAMES[*seat]),
                None => game
                    .outcome()
                    .map_or("move limit".to_string(), |o| o.to_string()),
            };
            // Whether the first player won (`None` for a draw); a forfeit loses the game.
            let first_won = match (&forfeit, game.outcome()) {
                (Some((seat, _)), _) => Some(*seat == 1),
                (None, Some(draughts::Outcome::Win { winner, .. })) => Some(winner == first_color),
                (None, _) => None,
            };
            let verdict = match first_won {
                Some(true) => {
                    tally.wins += 1;
                    "win"
                }
                Some(false) => {
                    tally.losses += 1;
                    "loss"
                }
                None => {
                    tally.draws += 1;
                    "draw"
                }
            };
            println!(
                "game {:>3}: first player as {first_color}, {verdict} after {} plies ({ending})",
                tally.games(),
                game.len(),
            );
            if let (Some(file), Some(out)) = (record.as_mut(), &config.pdn) {
                let first_won_as_white = first_won.map(|won| won == (first_color == Color::White));
                let result = match first_won_as_white {
                    Some(true) => "2-0",
                    Some(false) => "0-2",
                    None => "1-1",
                };
                let [first, second] = &out.names;
                let (white, black) = if first_color == Color::White {
                    (first, second)
                } else {
                    (second, first)
                };
                let round = tally.games().to_string();
                let tags = [
                    ("Event", "draughts match"),
                    ("Round", round.as_str()),
                    ("White", white.as_str()),
                    ("Black", black.as_str()),
                    ("Result", result),
                    ("Termination", ending.as_str()),
                ];
                writeln!(file, "{}", write_game(&game, tags))
                    .map_err(|e| format!("cannot write {}: {e}", out.path.display()))?;
            }
        }
        pair += 1;
    }
    println!(
        "{} games: first player {} wins, {} draws, {} losses",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses
    );
    println!("{}", tally.summary());
    Ok(tally)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every listed key is read (none falls to the `unreachable!` arm); another is refused
    /// with the list.
    #[test]
    fn the_parser_reads_every_listed_key() {
        for key in PLAYER_KEYS {
            let value = match key {
                "level" | "nodes" | "depth" | "movetime" | "hash" => "3",
                "network" => "tables",
                _ => "some-program",
            };
            let text = format!("{key}={value}");
            assert!(text.parse::<Player>().is_ok(), "{text}");
        }
        let error = "speed=3".parse::<Player>().unwrap_err().to_string();
        assert!(
            error.ends_with(&format!("(use {})", PLAYER_KEYS.join(", "))),
            "{error}"
        );
    }
}
