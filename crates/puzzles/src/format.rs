//! The puzzle file: one file a variant, `www/puzzles/<variant>.txt`, read by the page through
//! [`parse`] and written by the generator through [`write`]. Plain text with tabs, so that a
//! diff shows which puzzles changed and a person can read one:
//!
//! ```text
//! # draughts puzzles: brazilian
//! # made by: draughts puzzles generate --variant brazilian ... (build 1a2b3c4, seed 1)
//! 1	W:W21,22,...:B1,2,...	c3-d4 e5xc3 b2xd4	1420	shot
//! ```
//!
//! A line is `id`, `fen` (the solver to move), `solution` (the solver's moves and the
//! opponent's replies in the variant's notation, single spaces between them, an odd count),
//! `rating` (0 to 4000) and `themes` (comma-separated, or `-`). Lines starting with `#` after
//! the two header lines are comments; empty lines are skipped. [`parse`] checks every move
//! against the rules, so a set it returns holds only legal lines.

use crate::theme::Theme;
use draughts::{Move, Position, Variant};
use std::collections::HashSet;
use std::fmt;

/// The first header line's opening; the variant's name follows.
const VARIANT_HEADER: &str = "# draughts puzzles: ";
/// The second header line's opening; how the set was made follows.
const MADE_BY_HEADER: &str = "# made by: ";
/// The highest rating a puzzle may state (the Elo scale of the engine's levels ends far below).
pub const MAX_RATING: u16 = 4000;
/// The themes field of a puzzle without themes.
const NO_THEMES: &str = "-";

/// The puzzles of one variant.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzleSet {
    pub variant: Variant,
    /// The command line, build and seed that made the set.
    pub made_by: String,
    pub puzzles: Vec<Puzzle>,
}

/// A position and the line that solves it.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    /// Positive, unique within its set, and the same for the same puzzle when its set is made
    /// again with the same seed (a player's progress refers to it).
    pub id: u32,
    /// The solver to move.
    pub position: Position,
    /// Solver, opponent, solver, ..., ending with the solver's move.
    pub solution: Vec<Move>,
    /// On the Elo scale of the engine's levels (`draughts_engine::LevelRating`).
    pub rating: u16,
    pub themes: Vec<Theme>,
}

impl Puzzle {
    /// The solution in the variant's notation, each move written where it is played.
    pub fn solution_text(&self) -> Vec<String> {
        self.position.line_text(&self.solution)
    }
}

/// What is wrong with a puzzle file, and on which line (counted from 1).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FormatError {
    pub line: usize,
    pub problem: String,
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.problem)
    }
}

impl std::error::Error for FormatError {}

/// Reads a puzzle file; never panics, and refuses anything not exactly as [`write`] writes it
/// (comments and empty lines aside), naming the first line that is wrong.
pub fn parse(text: &str) -> Result<PuzzleSet, FormatError> {
    let mut lines = text.split('\n').enumerate().map(|(i, line)| (i + 1, line));
    let (n, first) = lines.next().unwrap_or((1, ""));
    let name = first
        .strip_prefix(VARIANT_HEADER)
        .ok_or_else(|| error(n, format!("the header {VARIANT_HEADER:?} is missing")))?;
    let variant: Variant = name.parse().map_err(|e| error(n, e))?;
    let (n, second) = lines.next().unwrap_or((2, ""));
    let made_by = second
        .strip_prefix(MADE_BY_HEADER)
        .ok_or_else(|| error(n, format!("the header {MADE_BY_HEADER:?} is missing")))?
        .to_string();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut ids = HashSet::new();
    for (n, line) in lines {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = parse_puzzle(variant, line).map_err(|problem| error(n, problem))?;
        if !ids.insert(puzzle.id) {
            return Err(error(n, format!("id {} is used twice", puzzle.id)));
        }
        puzzles.push(puzzle);
    }
    Ok(PuzzleSet {
        variant,
        made_by,
        puzzles,
    })
}

fn error(line: usize, problem: impl fmt::Display) -> FormatError {
    FormatError {
        line,
        problem: problem.to_string(),
    }
}

/// One puzzle line, or what is wrong with it.
fn parse_puzzle(variant: Variant, line: &str) -> Result<Puzzle, String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let [id, fen, solution, rating, themes] = fields[..] else {
        return Err(format!(
            "{} tab-separated fields where 5 are due (id, fen, solution, rating, themes)",
            fields.len()
        ));
    };
    // The canonical digits only ("007" is not 7), so that an id reads one way.
    let id = match id.parse::<u32>() {
        Ok(n) if n > 0 && n.to_string() == id => n,
        _ => return Err(format!("the id {id:?} is not a positive whole number")),
    };
    let position = Position::from_fen(variant, fen).map_err(|e| format!("fen {fen:?}: {e}"))?;
    let solution = parse_solution(&position, solution)?;
    let rating = match rating.parse::<u16>() {
        Ok(r) if r <= MAX_RATING && r.to_string() == rating => r,
        _ => {
            return Err(format!(
                "the rating {rating:?} is not a whole number from 0 to {MAX_RATING}"
            ))
        }
    };
    Ok(Puzzle {
        id,
        position,
        solution,
        rating,
        themes: parse_themes(themes)?,
    })
}

/// The solution's moves, each legal and unambiguous where it is played, an odd count of them.
fn parse_solution(start: &Position, text: &str) -> Result<Vec<Move>, String> {
    let mut at = *start;
    let mut moves = Vec::new();
    for (i, word) in text.split(' ').enumerate() {
        if word.is_empty() {
            return Err("the solution's moves are not separated by single spaces".into());
        }
        let mv = at
            .parse_move(word)
            .map_err(|e| format!("solution move {} {word:?}: {e}", i + 1))?;
        at = at.play_unchecked(&mv);
        moves.push(mv);
    }
    if moves.len() % 2 == 0 {
        return Err(format!(
            "the solution has {} moves: it must end with the solver's move (an odd count)",
            moves.len()
        ));
    }
    Ok(moves)
}

/// The themes field: `-`, or names separated by commas, each once.
fn parse_themes(text: &str) -> Result<Vec<Theme>, String> {
    if text == NO_THEMES {
        return Ok(Vec::new());
    }
    let mut themes = Vec::new();
    for name in text.split(',') {
        let theme: Theme = name
            .parse()
            .map_err(|e: crate::theme::UnknownTheme| e.to_string())?;
        if themes.contains(&theme) {
            return Err(format!("the theme {name} is named twice"));
        }
        themes.push(theme);
    }
    Ok(themes)
}

/// Writes a set as [`parse`] reads it back.
pub fn write(set: &PuzzleSet) -> String {
    let mut text = format!(
        "{VARIANT_HEADER}{}\n{MADE_BY_HEADER}{}\n",
        set.variant.name(),
        set.made_by
    );
    for puzzle in &set.puzzles {
        let themes: Vec<&str> = puzzle.themes.iter().map(|t| t.name()).collect();
        let themes = match themes.is_empty() {
            true => NO_THEMES.to_string(),
            false => themes.join(","),
        };
        text.push_str(&format!(
            "{}\t{}\t{}\t{}\t{}\n",
            puzzle.id,
            puzzle.position.to_fen(),
            puzzle.solution_text().join(" "),
            puzzle.rating,
            themes
        ));
    }
    text
}
