//! The puzzle file: one file a variant, `www/puzzles/<variant>.txt`, read by the page through
//! [`parse`] and written by the generator through [`write`]. Plain text with tabs, so that a
//! diff shows which puzzles changed and a person can read one:
//!
//! ```text
//! # draughts puzzles: russian
//! # made by: draughts puzzles generate --variant russian ... (build 1a2b3c4, seed 1)
//! 2<TAB>W:Wc1,e1,d2,h2,a3,e3:Bh4,a5,c5,e5,a7,b8,d8<TAB>e3-d4 e5:c3 d2:d6 h4-g3 h2:f4<TAB>1000<TAB>shot
//! ```
//!
//! (`<TAB>` stands for a tab.) A line is `id`, `fen` (the solver to move), `solution` (the
//! solver's moves and the opponent's replies in the variant's notation, single spaces between
//! them, an odd count), `rating` (0 to 4000) and `themes` (comma-separated, or `-`). Lines
//! starting with `#` after the two header lines are comments; empty lines are skipped.
//! [`parse`] checks every move against the rules, so a set it returns holds only legal lines.

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

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "# draughts puzzles: russian\n# made by: hand (build -, seed 0)\n";
    /// White gives c3-d4 to e5, and d2 takes the taker back.
    const LINE: &str = "1\tW:We1,d2,c3:Be5,h8\tc3-d4 e5:c3 d2:b4\t1200\tshot";

    fn with_lines(lines: &[&str]) -> String {
        let mut text = HEADER.to_string();
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    /// The error `text` gives: its line and a word of its problem.
    fn refused(text: &str, line: usize, words: &str) {
        let error = parse(text).expect_err(text);
        assert_eq!(error.line, line, "{error}");
        assert!(error.problem.contains(words), "{error}");
        assert!(error.to_string().starts_with(&format!("line {line}: ")));
    }

    #[test]
    fn a_set_reads_back_what_it_wrote() {
        let set = parse(&with_lines(&[
            LINE,
            "# a comment",
            "",
            "7\tW:Wb6:Bh8\tb6-a7 h8-g7 a7-b8\t800\tcrown,endgame",
            "3\tW:We1,d2,c3:Be5,h8\te1-f2\t0\t-",
        ]))
        .unwrap();
        assert_eq!(set.variant, Variant::Russian);
        assert_eq!(set.made_by, "hand (build -, seed 0)");
        let ids: Vec<u32> = set.puzzles.iter().map(|p| p.id).collect();
        assert_eq!(ids, [1, 7, 3]);
        assert_eq!(set.puzzles[1].themes, [Theme::Crown, Theme::Endgame]);
        assert_eq!(set.puzzles[0].solution_text(), ["c3-d4", "e5:c3", "d2:b4"]);
        assert!(set.puzzles[2].themes.is_empty());
        let text = write(&set);
        assert_eq!(parse(&text), Ok(set));
        assert_eq!(
            text,
            with_lines(&[
                LINE,
                "7\tW:Wb6:Bh8\tb6-a7 h8-g7 a7-b8\t800\tcrown,endgame",
                "3\tW:We1,d2,c3:Be5,h8\te1-f2\t0\t-",
            ])
        );
    }

    #[test]
    fn the_two_headers_are_required_and_name_a_variant() {
        refused("", 1, "# draughts puzzles: ");
        refused("1\tW:Wb6:Bh8\tb6-a7\t800\t-\n", 1, "is missing");
        refused(
            "# draughts puzzles: polish\n# made by: x\n",
            1,
            "unknown variant",
        );
        refused("# draughts puzzles: russian\n", 2, "# made by: ");
        refused("# draughts puzzles: russian\n# comment\n", 2, "is missing");
        assert!(parse(HEADER).unwrap().puzzles.is_empty());
    }

    #[test]
    fn every_field_is_checked_and_the_error_names_its_line() {
        let cases = [
            ("1\tW:Wb6:Bh8\tb6-a7\t800", "4 tab-separated fields"),
            ("1\tW:Wb6:Bh8\tb6-a7\t800\t-\t-", "6 tab-separated fields"),
            ("0\tW:Wb6:Bh8\tb6-a7\t800\t-", "the id \"0\""),
            ("-1\tW:Wb6:Bh8\tb6-a7\t800\t-", "the id \"-1\""),
            ("01\tW:Wb6:Bh8\tb6-a7\t800\t-", "the id \"01\""),
            ("x\tW:Wb6:Bh8\tb6-a7\t800\t-", "the id \"x\""),
            ("1\tW:Wb6:Bb6\tb6-a7\t800\t-", "fen \"W:Wb6:Bb6\""),
            ("1\tW:Wb6:Bh8\t\t800\t-", "single spaces"),
            ("1\tW:Wb6:Bh8\tb6-a7  h8-g7 a7-b8\t800\t-", "single spaces"),
            ("1\tW:Wb6:Bh8\tb6-a7 h8-g7\t800\t-", "2 moves"),
            ("1\tW:Wb6:Bh8\tb6-c5\t800\t-", "solution move 1 \"b6-c5\""),
            ("1\tW:Wb6:Bh8\tb6-a7 h8-g7 b8-a7\t800\t-", "solution move 3"),
            ("1\tW:Wb6:Bh8\tzz\t800\t-", "solution move 1 \"zz\""),
            ("1\tW:Wb6:Bh8\tb6-a7\t4001\t-", "the rating \"4001\""),
            ("1\tW:Wb6:Bh8\tb6-a7\t-5\t-", "the rating \"-5\""),
            ("1\tW:Wb6:Bh8\tb6-a7\t800\tfork", "unknown theme \"fork\""),
            ("1\tW:Wb6:Bh8\tb6-a7\t800\tcrown,crown", "named twice"),
            ("1\tW:Wb6:Bh8\tb6-a7\t800\t", "unknown theme \"\""),
        ];
        for (line, words) in cases {
            refused(&with_lines(&[LINE, line]), 4, words);
        }
        refused(&with_lines(&[LINE, LINE]), 4, "id 1 is used twice");
    }

    #[test]
    fn an_ambiguous_move_is_refused_and_its_full_path_read() {
        // The king on b4 reaches d8 by two captures that take different pieces
        // (tests/notation.rs): the short form names neither.
        let fen = "W:Wb2,Kb4:Bf2,Kc3,Ke3,f6,g7";
        let line = format!("1\t{fen}\tb4:d8\t800\t-");
        refused(&with_lines(&[&line]), 3, "ambiguous");
        let line = format!("1\t{fen}\tb4:d2:g5:d8\t800\t-");
        assert!(parse(&with_lines(&[&line])).is_ok());
    }

    #[test]
    fn no_text_makes_it_panic() {
        let samples = [
            "\u{feff}# draughts puzzles: russian",
            "# draughts puzzles: russian\n# made by: x\n\t\t\t\t",
            "# draughts puzzles: russian\n# made by: x\n1\t\u{0}\t\t\t",
            "# draughts puzzles: international\n# made by: x\n1\tW:W51:B1\t51-47\t1\t-",
            "# draughts puzzles: english\n# made by: x\n99999999999999\tB\tx\t1\t-",
        ];
        for text in samples {
            assert!(parse(text).is_err(), "{text:?}");
        }
        // Every prefix of a good file parses or fails, without panicking.
        let good = with_lines(&[LINE, "7\tW:Wb6:Bh8\tb6-a7 h8-g7 a7-b8\t800\tcrown,endgame"]);
        for end in (0..good.len()).filter(|&i| good.is_char_boundary(i)) {
            let _ = parse(&good[..end]);
        }
    }
}
