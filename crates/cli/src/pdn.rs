//! `draughts pdn`: lists and replays the games of PDN files, as the page's importer reads them
//! (any encoding, no `GameType` tag, the liberal forms of other programs' files).

use crate::held::{last_held, HeldSummary};
use draughts::notation::encoding;
use draughts::{file_variants, parse_games, Color, Game, Outcome, PdnError, PdnGame, Variant};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// What `draughts pdn` prints besides a line a game.
pub struct Options {
    /// The rule set of games without a `GameType` tag; without it, the likeliest one.
    pub variant: Option<Variant>,
    /// Each game's final position as FEN.
    pub show_fen: bool,
    /// Search the loser's positions of each decided game with this many nodes and say where
    /// it last held ([`last_held`]), with a summary by pieces on the board.
    pub held_nodes: Option<u64>,
}

/// Reads every file and replays every game, printing one line a game and what `options` ask.
/// The error names how many games did not replay.
pub fn run(files: &[PathBuf], options: &Options) -> Result<(), String> {
    let variant = options.variant;
    let mut failed = 0;
    let mut total = 0;
    let mut held_by_loser: BTreeMap<String, HeldSummary> = BTreeMap::new();
    for path in files {
        let name = path.display();
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {name}: {e}"))?;
        let text = encoding::decode(&bytes);
        let games = match parse_games(&text, variant.unwrap_or_default()) {
            Ok(games) => games,
            Err(e) => {
                println!("{name}: {e}");
                failed += 1;
                total += 1;
                continue;
            }
        };
        let of_file = file_variants(&games).first().copied();
        for game in &games {
            total += 1;
            let (label, replayed) = replay(game, variant.or(of_file), variant.is_none());
            match replayed {
                Ok(played) => {
                    println!(
                        "{name} {}: {label}, {} plies: ok",
                        game.number(),
                        played.len()
                    );
                    if options.show_fen {
                        println!("{}", played.position().to_fen());
                    }
                    let loser = winner(&played, game.result()).map(Color::opponent);
                    if let (Some(nodes), Some(loser)) = (options.held_nodes, loser) {
                        let held = last_held(&played, loser, nodes);
                        match held {
                            Some(held) => println!(
                                "  {loser} last held after {} plies, {} pieces on the board, scoring {}",
                                held.ply, held.pieces, held.score
                            ),
                            None => println!("  {loser} never held"),
                        }
                        let name = game.tag(player_tag(loser)).unwrap_or("?");
                        held_by_loser.entry(name.to_string()).or_default().add(held);
                    }
                }
                Err(e) => {
                    println!("{name} {}: {label}: {e}", game.number());
                    failed += 1;
                }
            }
        }
    }
    for (name, summary) in &held_by_loser {
        println!("{name}: {summary}");
    }
    match failed {
        0 => Ok(()),
        _ => Err(format!("{failed} of {total} games did not replay")),
    }
}

/// The game replayed by its own `GameType`, else `variant` (the caller's, or the one that
/// replays every game of the file: `guessed`), else the likeliest one, with a label: the
/// players, the result and the variant (marked when it was guessed).
fn replay(
    game: &PdnGame,
    variant: Option<Variant>,
    guessed: bool,
) -> (String, Result<Game, PdnError>) {
    let players = format!(
        "{} - {}",
        game.tag("White").unwrap_or("?"),
        game.tag("Black").unwrap_or("?")
    );
    let result = game.result().unwrap_or("*");
    let (chosen, guessed) = match (game.tag("GameType"), variant) {
        (Some(_), _) => (game.variant(), false),
        (None, Some(v)) => (Ok(v), guessed),
        (None, None) => match game.likely_variants().first() {
            Some(&v) => (Ok(v), true),
            // No rules replay it whole: the error comes from those that go furthest.
            None => (Ok(game.furthest_variant().unwrap_or_default()), true),
        },
    };
    let name = match (&chosen, guessed) {
        (Ok(v), true) => format!("{v} (guessed)"),
        (Ok(v), false) => v.to_string(),
        (Err(_), _) => "?".to_string(),
    };
    let replayed = chosen.and_then(|v| game.replay(v));
    (format!("{players}, {result}, {name}"), replayed)
}

/// The tag naming the player of `color`.
fn player_tag(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// The winner of a replayed game: by its end on the board, else by its result tag (`2-0`,
/// `1-0`, `0-2` or `0-1`, as PDN writes a resignation or a loss on time).
fn winner(played: &Game, result: Option<&str>) -> Option<Color> {
    if let Some(outcome) = played.outcome() {
        return match outcome {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        };
    }
    match result? {
        "2-0" | "1-0" => Some(Color::White),
        "0-2" | "0-1" => Some(Color::Black),
        _ => None,
    }
}
