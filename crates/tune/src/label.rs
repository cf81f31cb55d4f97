//! `tune label`: every position of `tune gen` files searched to a fixed node limit and written
//! back with the search's score for White as a third field, `FEN result score`
//! ([`crate::records`]). A search's score speaks of the position itself, where the game's
//! result is one noisy verdict shared by all of its positions.

use crate::records;
use draughts::{Color, Game, Position, Variant};
use draughts_engine::{Engine, Level, Limits, Score};
use std::io::Write;
use std::path::{Path, PathBuf};

/// How to search the positions.
#[derive(Clone, Copy, Debug)]
pub struct LabelOptions {
    pub variant: Variant,
    /// Nodes the engine (level 8) searches a position.
    pub nodes: u64,
}

/// Labels the positions of the files `data` in turn into a new file at `out`, with a line on
/// stderr every 100,000 positions and at the end.
pub fn run(options: LabelOptions, data: &[PathBuf], out: &Path) -> Result<(), String> {
    let mut file = records::create(out)?;
    write(options, data, &mut file)?;
    file.flush().map_err(|e| e.to_string())
}

/// Labels the positions of the files `data` in turn into `out`, with a line on stderr every
/// 100,000 positions and at the end.
pub fn write(options: LabelOptions, data: &[PathBuf], out: &mut impl Write) -> Result<(), String> {
    // One table for all: consecutive positions come from one game, whose searches share what
    // they learn as they would in play.
    let mut engine = Engine::new(16);
    let mut labelled = 0usize;
    for path in data {
        for record in records::read(options.variant, path)? {
            let found = engine.search(
                &Game::from_position(record.pos),
                &Limits::nodes(options.nodes),
                Level::MAX,
                &crate::Untimed,
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
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::{self, GenOptions};

    #[test]
    fn a_score_is_turned_to_whites_side_and_a_win_capped() {
        let white = Position::from_fen(Variant::English, "W:W21:B1").unwrap();
        let black = Position::from_fen(Variant::English, "B:W21:B1").unwrap();
        assert_eq!(for_white(&white, Score::from_centipawns(120)), 120);
        assert_eq!(for_white(&black, Score::from_centipawns(120)), -120);
        assert_eq!(
            for_white(&black, Score::from_centipawns(-20_000)),
            FORCED_WIN
        );
        assert_eq!(for_white(&white, Score::win_in(3)), FORCED_WIN);
        assert_eq!(for_white(&black, Score::win_in(3)), -FORCED_WIN);
        assert_eq!(for_white(&white, Score::loss_in(2)), -FORCED_WIN);
    }

    /// The positions of a tiny `tune gen` file come back in order, each with its result and an
    /// integer score, the same on every run.
    #[test]
    fn each_position_keeps_its_line_and_gains_a_score() {
        let dir = std::env::temp_dir();
        let games = dir.join(format!("label-games-{}", std::process::id()));
        let options = GenOptions {
            variant: Variant::English,
            games: 2,
            nodes: 200,
            opening_plies: 2..=4,
            skip: 6,
            max_plies: 60,
            seed: 3,
        };
        gen::run(&options, &games).unwrap();
        let given = std::fs::read_to_string(&games).unwrap();
        let label = || {
            let mut out = Vec::new();
            let options = LabelOptions {
                variant: Variant::English,
                nodes: 300,
            };
            write(options, std::slice::from_ref(&games), &mut out).unwrap();
            String::from_utf8(out).unwrap()
        };
        let labelled = label();
        let again = label();
        std::fs::remove_file(&games).unwrap();
        assert_eq!(labelled.lines().count(), given.lines().count());
        for (line, given) in labelled.lines().zip(given.lines()) {
            let (kept, score) = line.rsplit_once(' ').unwrap();
            assert_eq!(kept, given);
            let score: i32 = score.parse().unwrap();
            assert!(score.abs() <= FORCED_WIN, "{line}");
        }
        assert_eq!(labelled, again);
    }
}
