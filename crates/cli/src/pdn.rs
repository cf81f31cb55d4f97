//! `draughts pdn`: lists and replays the games of PDN files, as the page's importer reads them
//! (any encoding, no `GameType` tag, the liberal forms of other programs' files).

use draughts::notation::encoding;
use draughts::{parse_games, Game, PdnError, PdnGame, Variant};
use std::path::PathBuf;

/// Reads every file and replays every game, printing one line a game (and its final FEN with
/// `show_fen`). `variant` is the rule set of games without a `GameType` tag; without it, the
/// likeliest one. The error names how many games did not replay.
pub fn run(files: &[PathBuf], variant: Option<Variant>, show_fen: bool) -> Result<(), String> {
    let mut failed = 0;
    let mut total = 0;
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
        for game in &games {
            total += 1;
            let (label, replayed) = replay(game, variant);
            match replayed {
                Ok(played) => {
                    println!(
                        "{name} {}: {label}, {} plies: ok",
                        game.number(),
                        played.len()
                    );
                    if show_fen {
                        println!("{}", played.position().to_fen());
                    }
                }
                Err(e) => {
                    println!("{name} {}: {label}: {e}", game.number());
                    failed += 1;
                }
            }
        }
    }
    match failed {
        0 => Ok(()),
        _ => Err(format!("{failed} of {total} games did not replay")),
    }
}

/// The game replayed by its own `GameType`, the caller's variant, or the likeliest one, with a
/// label: the players, the result and the variant (marked when it was guessed).
fn replay(game: &PdnGame, variant: Option<Variant>) -> (String, Result<Game, PdnError>) {
    let players = format!(
        "{} - {}",
        game.tag("White").unwrap_or("?"),
        game.tag("Black").unwrap_or("?")
    );
    let result = game.result().unwrap_or("*");
    let (chosen, guessed) = match (game.tag("GameType"), variant) {
        (Some(_), _) => (game.variant(), false),
        (None, Some(v)) => (Ok(v), false),
        (None, None) => match game.likely_variants().first() {
            Some(&v) => (Ok(v), true),
            None => (Ok(Variant::default()), false),
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
