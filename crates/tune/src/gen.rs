//! `tune gen`: the engine plays itself from seeded random openings ([`crate::openings`]) at a
//! fixed node limit, and each quiet position past the opening (no capture due) is written with
//! its game's result, one `FEN result` line each ([`crate::records`]). Quiet positions only,
//! because the evaluation is only asked about those: the search resolves captures first.

use crate::records;
use draughts::rng::SplitMix64;
use draughts::{Color, Outcome, Variant};
use draughts_engine::{Engine, Level, Limits};
use std::io::Write;
use std::ops::RangeInclusive;
use std::path::Path;

/// What games to play.
#[derive(Clone, Debug)]
pub struct GenOptions {
    pub variant: Variant,
    pub games: u32,
    /// Nodes the engine (level 8) searches a move.
    pub nodes: u64,
    /// Random plies opening each game (not empty).
    pub opening_plies: RangeInclusive<u32>,
    /// Positions this early in a game (plies from the start) are not written.
    pub skip: usize,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: usize,
    /// Seeds the openings; the engine's searches are seeded by the game's number, so the same
    /// options write the same file.
    pub seed: u64,
}

/// Plays the games and writes their positions to a new file at `out`, with a line on stderr
/// every hundred games.
pub fn run(options: &GenOptions, out: &Path) -> Result<(), String> {
    let mut file = records::create(out)?;
    write(options, &mut file)?;
    file.flush().map_err(|e| e.to_string())
}

/// Plays the games and writes their positions to `out`, with a line on stderr every hundred
/// games (the results so far and the positions written).
pub fn write(options: &GenOptions, out: &mut impl Write) -> Result<(), String> {
    let mut openings = SplitMix64::new(options.seed);
    let mut engine = Engine::new(16);
    let (mut positions, mut wins) = (0usize, [0u32; 3]);
    for number in 0..options.games {
        let mut game =
            crate::openings::random(options.variant, &options.opening_plies, &mut openings);
        engine.clear();
        let mut quiet = Vec::new();
        while game.outcome().is_none() && game.len() < options.max_plies {
            let pos = *game.position();
            if game.len() >= options.skip && !pos.has_capture() {
                quiet.push(pos.to_fen());
            }
            let limits = Limits::nodes(options.nodes).with_seed(u64::from(number));
            let mv = engine
                .search(&game, &limits, Level::MAX, &crate::Untimed, &mut |_| {})
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
        if (number + 1) % 100 == 0 || number + 1 == options.games {
            eprintln!(
                "{} games ({} white wins, {} draws, {} black wins), {positions} positions",
                number + 1,
                wins[0],
                wins[1],
                wins[2]
            );
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Position;

    /// Three short games of English at a few hundred nodes a move.
    fn options(seed: u64) -> GenOptions {
        GenOptions {
            variant: Variant::English,
            games: 3,
            nodes: 200,
            opening_plies: 2..=4,
            skip: 6,
            max_plies: 80,
            seed,
        }
    }

    fn written(options: &GenOptions) -> String {
        let mut out = Vec::new();
        write(options, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn a_seed_writes_the_same_file_and_another_seed_another() {
        let text = written(&options(5));
        assert!(!text.is_empty());
        assert_eq!(text, written(&options(5)));
        assert_ne!(text, written(&options(6)));
    }

    #[test]
    fn each_line_is_a_quiet_position_past_the_opening_with_a_result() {
        let text = written(&options(5));
        for line in text.lines() {
            let (fen, result) = line.split_once(' ').unwrap();
            assert!(["1", "0.5", "0"].contains(&result), "{line}");
            let pos = Position::from_fen(Variant::English, fen).unwrap();
            assert!(!pos.has_capture(), "{line}");
        }
        let all_skipped = GenOptions {
            skip: 80,
            ..options(5)
        };
        assert_eq!(written(&all_skipped), "");
    }

    #[test]
    fn the_file_holds_what_write_writes() {
        let path = std::env::temp_dir().join(format!("gen-{}", std::process::id()));
        run(&options(5), &path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(text, written(&options(5)));
        let nowhere = Path::new("/nonexistent-dir/games.txt");
        let error = run(&options(5), nowhere).unwrap_err();
        assert!(
            error.starts_with("cannot create /nonexistent-dir/games.txt"),
            "{error}"
        );
    }
}
