//! Draughts FEN (PDN 3.0): `<side>:W<squares>:B<squares>`.
//!
//! Reading is lenient where no meaning is lost: white space around parts is ignored, a final `.`
//! is dropped, the side and colour letters may be lower case, the two piece sections may come in
//! either order or be missing, and numeric ranges such as `31-50` (also `K1-5`) are expanded.
//! Squares may be PDN numbers on every diagonal board, or algebraic names on 8x8 boards.
//! Writing is canonical: White's section first, squares in the variant's own notation, in order.

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::rules::{Notation, Variant};
use crate::setup::{Setup, SetupError};
use crate::square::{Color, Piece, Role, Square};
use std::fmt;

/// Why a FEN was not accepted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FenError {
    /// Nothing but white space.
    Empty,
    /// The side to move is not `W` or `B`.
    BadTurn(String),
    /// A piece section does not start with `W` or `B`.
    BadSection(String),
    /// The same colour has two sections.
    SectionTwice(Color),
    /// A square name that is not a playable square of the variant.
    BadSquare(String),
    /// A range whose ends are not numbers in increasing order.
    BadRange(String),
    /// A square listed twice.
    SquareTwice(String),
    /// The pieces do not make a playable position.
    Setup(SetupError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => f.write_str("empty FEN"),
            FenError::BadTurn(s) => write!(f, "bad side to move {s:?} in FEN (expected W or B)"),
            FenError::BadSection(s) => {
                write!(f, "bad piece section {s:?} in FEN (expected W... or B...)")
            }
            FenError::SectionTwice(c) => write!(f, "{c} pieces listed twice in FEN"),
            FenError::BadSquare(s) => write!(f, "bad square {s:?} in FEN"),
            FenError::BadRange(s) => write!(f, "bad square range {s:?} in FEN"),
            FenError::SquareTwice(s) => write!(f, "square {s} listed twice in FEN"),
            FenError::Setup(e) => write!(f, "invalid position: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<SetupError> for FenError {
    fn from(e: SetupError) -> Self {
        FenError::Setup(e)
    }
}

fn parse_color(text: &str) -> Option<Color> {
    match text {
        "W" | "w" => Some(Color::White),
        "B" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// Reads a FEN into an unchecked setup.
pub fn parse_setup(variant: Variant, text: &str) -> Result<Setup, FenError> {
    let text = text.trim();
    let text = text.strip_suffix('.').unwrap_or(text).trim();
    if text.is_empty() {
        return Err(FenError::Empty);
    }
    let mut parts = text.split(':');
    let turn_text = parts.next().unwrap_or_default().trim();
    let turn = parse_color(turn_text).ok_or_else(|| FenError::BadTurn(turn_text.to_string()))?;
    let mut setup = Setup::empty(variant, turn);
    let mut seen = [false; 2];
    let mut listed = Bitboard::EMPTY;
    for part in parts {
        let part = part.trim();
        // An empty side (`W:W31,32:` or `W::B1`) has no pieces; lidraughts ends its FENs with
        // the half-move clock and the move number (`:H0:F1`), which a position does not hold.
        if part.is_empty() || is_counter(part) {
            continue;
        }
        let (head, squares) = part.split_at(part.chars().next().map_or(0, char::len_utf8));
        let color = parse_color(head).ok_or_else(|| FenError::BadSection(part.to_string()))?;
        if std::mem::replace(&mut seen[color as usize], true) {
            return Err(FenError::SectionTwice(color));
        }
        for item in squares.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (role, name) = match item.strip_prefix(['K', 'k']) {
                Some(rest) => (Role::King, rest.trim()),
                None => (Role::Man, item),
            };
            for sq in parse_squares(variant, name)? {
                if listed.contains(sq) {
                    return Err(FenError::SquareTwice(variant.square_name(sq)));
                }
                listed.insert(sq);
                setup.put(sq, Piece { color, role });
            }
        }
    }
    Ok(setup)
}

/// Whether `part` is a FEN's half-move clock or move number (`H12`, `F30`).
fn is_counter(part: &str) -> bool {
    part.strip_prefix(['H', 'F'])
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// One square name, or a numeric range `a-b`.
fn parse_squares(variant: Variant, text: &str) -> Result<Vec<Square>, FenError> {
    let square = |s: &str| {
        variant
            .parse_square(s.trim())
            .ok_or_else(|| FenError::BadSquare(s.trim().to_string()))
    };
    match text.split_once('-') {
        None => Ok(vec![square(text)?]),
        Some((a, b)) => {
            let bad = || FenError::BadRange(text.to_string());
            let a: u8 = a.trim().parse().map_err(|_| bad())?;
            let b: u8 = b.trim().parse().map_err(|_| bad())?;
            if a > b {
                return Err(bad());
            }
            (a..=b).map(|n| square(&n.to_string())).collect()
        }
    }
}

/// Reads a FEN into a position of `variant`.
pub fn parse(variant: Variant, text: &str) -> Result<Position, FenError> {
    Ok(parse_setup(variant, text)?.into_position()?)
}

/// The squares of `bb` in the order FEN lists them.
fn sorted_names(variant: Variant, bb: Bitboard, kings: Bitboard) -> Vec<String> {
    let mut squares: Vec<Square> = bb.collect();
    match variant.notation() {
        Notation::Algebraic => squares.sort_unstable_by_key(|&sq| {
            let (file, rank) = variant.display_coords(sq);
            (rank, file)
        }),
        Notation::Numeric | Notation::NumericFromBottom => {
            squares.sort_unstable_by_key(|&sq| variant.square_number(sq))
        }
    }
    squares
        .into_iter()
        .map(|sq| {
            let king = if kings.contains(sq) { "K" } else { "" };
            format!("{king}{}", variant.square_name(sq))
        })
        .collect()
}

/// Writes a position as FEN.
pub fn write(pos: &Position) -> String {
    write_setup(&Setup::from(pos))
}

/// Writes a setup as FEN, checked or not (a position editor shows the FEN of what is on its
/// board before it makes a playable position).
pub fn write_setup(setup: &Setup) -> String {
    let mut out = String::new();
    out.push(setup.turn.letter());
    for color in Color::ALL {
        out.push(':');
        out.push(color.letter());
        let pieces = setup.pieces[color as usize];
        out.push_str(&sorted_names(setup.variant, pieces, setup.kings & pieces).join(","));
    }
    out
}

impl fmt::Display for Position {
    /// The position as FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&write(self))
    }
}

impl Position {
    /// Reads a FEN (see [`crate::notation::fen`] for what is accepted).
    pub fn from_fen(variant: Variant, text: &str) -> Result<Position, FenError> {
        parse(variant, text)
    }

    /// The position as FEN.
    pub fn to_fen(&self) -> String {
        write(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_round_trip() {
        for v in Variant::ALL {
            let start = Position::start(v);
            let fen = start.to_fen();
            assert_eq!(Position::from_fen(v, &fen), Ok(start), "{fen}");
        }
        assert_eq!(
            Position::start(Variant::Brazilian).to_fen(),
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
        );
    }

    #[test]
    fn ranges_and_either_section_order() {
        let a = Position::from_fen(Variant::International, "W:W31-50:B1-20").unwrap();
        let b = Position::from_fen(Variant::International, "W:B1-20:W31-50.").unwrap();
        assert_eq!(a, Position::start(Variant::International));
        assert_eq!(a, b);
        let e = Position::from_fen(Variant::English, "B:W21-32:B1-12").unwrap();
        assert_eq!(e, Position::start(Variant::English));
    }

    #[test]
    fn an_unchecked_setup_writes_as_it_stands() {
        let v = Variant::International;
        let setup = parse_setup(v, "B:W3,K10:B").unwrap();
        assert!(setup.into_position().is_err(), "a man on its crowning row");
        assert_eq!(write_setup(&setup), "B:W3,K10:B");
    }

    #[test]
    fn errors_name_the_problem() {
        let v = Variant::International;
        assert_eq!(parse(v, "  "), Err(FenError::Empty));
        assert_eq!(parse(v, "X:W1"), Err(FenError::BadTurn("X".into())));
        assert_eq!(parse(v, "W:Q1"), Err(FenError::BadSection("Q1".into())));
        assert_eq!(parse(v, "W:W51"), Err(FenError::BadSquare("51".into())));
        assert_eq!(parse(v, "W:W5-3"), Err(FenError::BadRange("5-3".into())));
        assert_eq!(
            parse(v, "W:W10:B10"),
            Err(FenError::SquareTwice("10".into()))
        );
        assert_eq!(
            parse(v, "W:W10:W11"),
            Err(FenError::SectionTwice(Color::White))
        );
        assert!(matches!(
            parse(v, "W:W3"),
            Err(FenError::Setup(SetupError::ManOnCrowningRow(_)))
        ));
        assert!(
            parse(v, "W:W31-50,K21-30:B").is_err(),
            "too many white pieces"
        );
    }
}
