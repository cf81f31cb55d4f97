//! Move text: `32-28`, `28x19`, `28x19x10`, `c3-d4`, `c3xe5`, `c3:e5`, `c3d4`.
//!
//! Reading is two steps, so callers can tell "not a move" from "not legal here":
//! [`MoveText::parse`] checks the syntax and the square names; [`MoveText::resolve`] finds the
//! legal move meant. Resolution is lenient: the separator is not checked against the kind of move
//! (some programs write captures with `-`), and squares between the first and the last need only
//! be landing squares of the path in order, not all of them. When several moves fit, the one whose
//! path is exactly the given squares is meant.

use crate::mv::Move;
use crate::position::{path_visits, Position};
use crate::rules::Variant;
use crate::square::Square;
use std::fmt;

/// The squares a move text names, in order: origin, optional landing squares, destination.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveText {
    pub squares: Vec<Square>,
    /// Written with a capture separator (`x` or `:`).
    pub capture: bool,
}

/// Why a text is not a move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseMoveError {
    /// Fewer than two squares, or a stray character.
    Syntax(String),
    /// A square name that is not a playable square of the variant.
    BadSquare(String),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax(s) => write!(f, "not a move: {s:?}"),
            ParseMoveError::BadSquare(s) => write!(f, "not a square: {s:?}"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// Why a well-formed move text names no single legal move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// No legal move fits the text.
    Illegal(String),
    /// Several legal moves fit: the text must give more of the path.
    Ambiguous(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Illegal(s) => write!(f, "illegal move: {s}"),
            MoveError::Ambiguous(s) => write!(f, "ambiguous move: {s} (give the full path)"),
        }
    }
}

impl std::error::Error for MoveError {}

impl MoveText {
    /// Reads move text for `variant`.
    pub fn parse(variant: Variant, text: &str) -> Result<MoveText, ParseMoveError> {
        let text = text.trim();
        let syntax = || ParseMoveError::Syntax(text.to_string());
        if text.is_empty() || text.starts_with(['-', 'x', 'X', ':']) {
            return Err(syntax());
        }
        let capture = text.contains(['x', 'X', ':']);
        let mut names: Vec<&str> = text.split(['-', 'x', 'X', ':']).collect();
        if names.len() == 1 {
            names = algebraic_names(text).ok_or_else(syntax)?;
        }
        if names.len() < 2 || names.iter().any(|n| n.is_empty()) {
            return Err(syntax());
        }
        let squares = names
            .iter()
            .map(|n| {
                variant
                    .parse_square(n)
                    .ok_or_else(|| ParseMoveError::BadSquare(n.to_string()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(MoveText { squares, capture })
    }

    /// The legal move of `pos` this text names.
    pub fn resolve(&self, pos: &Position) -> Result<Move, MoveError> {
        match self.candidates(pos).as_slice() {
            [mv] => Ok(*mv),
            [] => Err(MoveError::Illegal(self.shown(pos))),
            _ => Err(MoveError::Ambiguous(self.shown(pos))),
        }
    }

    /// The text as [`MoveError`] shows it: the squares' names in the variant's notation.
    pub fn shown(&self, pos: &Position) -> String {
        self.squares
            .iter()
            .map(|&sq| pos.variant().square_name(sq))
            .collect::<Vec<_>>()
            .join(if self.capture { "x" } else { "-" })
    }

    /// Every legal move of `pos` this text fits: none when it is illegal, several when it is
    /// ambiguous (a short capture that two paths with different captured pieces share), so that
    /// a reader of a whole game can tell them apart by the moves that follow.
    pub fn candidates(&self, pos: &Position) -> Vec<Move> {
        let (Some(&to), Some(&from)) = (self.squares.last(), self.squares.first()) else {
            return Vec::new();
        };
        let inner = &self.squares[1..self.squares.len() - 1];
        let mut fitting: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to)
            .collect();
        if !inner.is_empty() || fitting.len() > 1 {
            let paths = pos.capture_paths();
            let has_path = |m: &Move, fits: &dyn Fn(&[Square]) -> bool| {
                paths.iter().any(|(pm, path)| pm == m && fits(path))
            };
            fitting.retain(|m| has_path(m, &|path| path_visits(path, inner)));
            // A full path names its move even when it is also the start of a longer one.
            let given = &self.squares[1..];
            let exact: Vec<Move> = fitting
                .iter()
                .copied()
                .filter(|m| has_path(m, &|path| path == given))
                .collect();
            if exact.len() == 1 {
                fitting = exact;
            }
        }
        fitting
    }
}

/// The squares of a move written without separators in algebraic names, `a3b4` or `c3e5g7`
/// (as some programs export 8x8 games): each name is a letter and a digit, so the names split
/// without doubt, which numbers (`3228`) would not. `None` when the text is not of that form.
fn algebraic_names(text: &str) -> Option<Vec<&str>> {
    let bytes = text.as_bytes();
    let is_name = |pair: &[u8]| pair[0].is_ascii_alphabetic() && pair[1].is_ascii_digit();
    (bytes.len() >= 4 && bytes.len() % 2 == 0 && bytes.chunks(2).all(is_name)).then(|| {
        (0..bytes.len())
            .step_by(2)
            .map(|i| &text[i..i + 2])
            .collect()
    })
}

/// The separator written between the squares of a capture.
fn capture_separator(variant: Variant) -> &'static str {
    if variant == Variant::Russian {
        ":"
    } else {
        "x"
    }
}

/// Writes `mv` (legal in `pos`) in the variant's notation: origin and destination, or the whole
/// path when another legal move shares them.
pub fn write(pos: &Position, mv: &Move) -> String {
    let variant = pos.variant();
    let name = |sq: Square| variant.square_name(sq);
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from()), name(mv.to()));
    }
    let sep = capture_separator(variant);
    let shared = pos
        .legal_moves()
        .iter()
        .any(|m| m != mv && m.from() == mv.from() && m.to() == mv.to());
    if !shared {
        return format!("{}{sep}{}", name(mv.from()), name(mv.to()));
    }
    let path = pos.move_paths(mv).into_iter().next().unwrap_or_default();
    std::iter::once(mv.from())
        .chain(path)
        .map(name)
        .collect::<Vec<_>>()
        .join(sep)
}

impl Position {
    /// Reads and resolves a move text in one step.
    pub fn parse_move(&self, text: &str) -> Result<Move, crate::NotationError> {
        let parsed = MoveText::parse(self.variant(), text)?;
        Ok(parsed.resolve(self)?)
    }

    /// Writes a legal move in the variant's notation.
    pub fn move_text(&self, mv: &Move) -> String {
        write(self, mv)
    }

    /// The positions a line of moves is played from, each with its move, up to the first move
    /// that is not legal where it stands (a search's line may run past a game's end).
    pub fn line<'a>(&self, moves: &'a [Move]) -> impl Iterator<Item = (Position, Move)> + 'a {
        moves
            .iter()
            .scan(*self, |pos, mv| {
                let before = *pos;
                before.is_legal(mv).then(|| {
                    *pos = before.play_unchecked(mv);
                    (before, *mv)
                })
            })
            .fuse()
    }

    /// The moves of a line, each written in the variant's notation in the position it is played
    /// in, up to the first that is not legal there.
    pub fn line_text(&self, moves: &[Move]) -> Vec<String> {
        self.line(moves)
            .map(|(pos, mv)| pos.move_text(&mv))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_forms() {
        let v = Variant::International;
        let t = MoveText::parse(v, "32-28").unwrap();
        assert!(!t.capture);
        assert_eq!(t.squares.len(), 2);
        assert!(MoveText::parse(v, "28x19x10").unwrap().capture);
        assert!(MoveText::parse(Variant::Russian, "c3:e5").unwrap().capture);
        assert_eq!(
            MoveText::parse(v, "32"),
            Err(ParseMoveError::Syntax("32".into()))
        );
        assert_eq!(
            MoveText::parse(v, "32--28"),
            Err(ParseMoveError::Syntax("32--28".into()))
        );
        assert_eq!(
            MoveText::parse(v, "32-99"),
            Err(ParseMoveError::BadSquare("99".into()))
        );
    }

    #[test]
    fn resolve_and_write_round_trip_from_start() {
        for v in Variant::ALL {
            let pos = Position::start(v);
            for mv in pos.legal_moves() {
                let text = pos.move_text(&mv);
                assert_eq!(pos.parse_move(&text), Ok(mv), "{v} {text}");
            }
        }
    }

    #[test]
    fn illegal_is_reported() {
        let pos = Position::start(Variant::International);
        assert_eq!(
            MoveText::parse(pos.variant(), "32-26")
                .unwrap()
                .resolve(&pos),
            Err(MoveError::Illegal("32-26".into()))
        );
    }
}
