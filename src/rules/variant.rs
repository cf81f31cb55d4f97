//! The variants as a run-time value: names, boards and square names.

use super::{Notation, Rules};
use crate::geometry::Board;
use crate::square::{Color, Square};
use std::fmt;
use std::str::FromStr;

/// A variant of draughts. [`Variant::Brazilian`] is the default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    #[default]
    Brazilian,
    Russian,
    International,
    English,
    Spanish,
    Turkish,
    Italian,
    Czech,
    Pool,
    Thai,
    Antidraughts,
    Breakthrough,
}

/// The text named no variant.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown variant {:?} (expected one of: {})",
            self.0,
            Variant::ALL.map(Variant::name).join(", ")
        )
    }
}

impl std::error::Error for ParseVariantError {}

impl Variant {
    pub const ALL: [Variant; 12] = [
        Variant::Brazilian,
        Variant::Russian,
        Variant::International,
        Variant::English,
        Variant::Spanish,
        Variant::Turkish,
        Variant::Italian,
        Variant::Czech,
        Variant::Pool,
        Variant::Thai,
        Variant::Antidraughts,
        Variant::Breakthrough,
    ];
    pub const COUNT: usize = Variant::ALL.len();

    /// The lower-case name used in URLs, the CLI and saved games.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Brazilian => "brazilian",
            Variant::Russian => "russian",
            Variant::International => "international",
            Variant::English => "english",
            Variant::Spanish => "spanish",
            Variant::Turkish => "turkish",
            Variant::Italian => "italian",
            Variant::Czech => "czech",
            Variant::Pool => "pool",
            Variant::Thai => "thai",
            Variant::Antidraughts => "antidraughts",
            Variant::Breakthrough => "breakthrough",
        }
    }

    pub fn board(self) -> &'static Board {
        crate::dispatch!(self, R => R::BOARD)
    }

    pub fn notation(self) -> Notation {
        crate::dispatch!(self, R => R::NOTATION)
    }

    /// Players see the board turned, a1 light ([`Rules::TURNED_BOARD`]).
    pub fn turned_board(self) -> bool {
        crate::dispatch!(self, R => R::TURNED_BOARD)
    }

    /// What wins the game ([`Rules::GOAL`]).
    pub fn goal(self) -> super::Goal {
        crate::dispatch!(self, R => R::GOAL)
    }

    /// The occurrence of a position that draws the game ([`Rules::REPETITIONS`]).
    pub fn repetitions(self) -> usize {
        crate::dispatch!(self, R => R::REPETITIONS)
    }

    pub fn first_to_move(self) -> Color {
        crate::dispatch!(self, R => R::FIRST_TO_MOVE)
    }

    /// The PDN `GameType` number.
    pub fn game_type(self) -> u8 {
        crate::dispatch!(self, R => R::GAME_TYPE)
    }

    /// The variant of a PDN `GameType` number.
    pub fn from_game_type(game_type: u8) -> Option<Variant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.game_type() == game_type)
    }

    /// Where a square stands on the board as players see it: `(file, rank)` from the bottom-left
    /// corner of White's side. Differs from the internal layout only on a turned board (a1
    /// light).
    pub fn display_coords(self, sq: Square) -> (u8, u8) {
        let (file, rank) = self.board().coords(sq);
        if self.turned_board() {
            (self.board().size - 1 - file, rank)
        } else {
            (file, rank)
        }
    }

    /// The square at `(file, rank)` as players see the board, if pieces stand there.
    pub fn square_at_display(self, file: u8, rank: u8) -> Option<Square> {
        let board = self.board();
        if file >= board.size {
            return None;
        }
        let file = if self.turned_board() {
            board.size - 1 - file
        } else {
            file
        };
        board.square_at(file, rank)
    }

    /// The PDN number of a square, where the variant numbers its squares (every diagonal
    /// board): counted on the board as players see it, from the corner [`Notation`] names.
    pub fn square_number(self, sq: Square) -> Option<u8> {
        let board = self.board();
        if board.orthogonal {
            return None;
        }
        let (half, last) = (board.size / 2, board.size - 1);
        let (file, rank) = self.display_coords(sq);
        Some(if self.notation() == Notation::NumericFromBottom {
            rank * half + (last - file) / 2 + 1
        } else {
            (last - rank) * half + file / 2 + 1
        })
    }

    /// The algebraic name (`c3`) of a square as players see the board.
    pub fn square_algebraic(self, sq: Square) -> String {
        let (file, rank) = self.display_coords(sq);
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// A square's name in the variant's own notation.
    pub fn square_name(self, sq: Square) -> String {
        match self.notation() {
            Notation::Algebraic => self.square_algebraic(sq),
            Notation::Numeric | Notation::NumericFromBottom => self
                .square_number(sq)
                .map(|n| n.to_string())
                .unwrap_or_default(),
        }
    }

    /// Reads a square name: a PDN number (every diagonal board) or an algebraic name (8x8 boards).
    pub fn parse_square(self, text: &str) -> Option<Square> {
        let board = self.board();
        let bytes = text.as_bytes();
        if !bytes.is_empty() && bytes.iter().all(u8::is_ascii_digit) {
            let n: u32 = text.parse().ok()?;
            return { board.squares }.find(|&sq| self.square_number(sq).map(u32::from) == Some(n));
        }
        if board.size != 8 || bytes.len() != 2 {
            return None;
        }
        let file = bytes[0].to_ascii_lowercase().checked_sub(b'a')?;
        let rank = bytes[1].checked_sub(b'1')?;
        self.square_at_display(file, rank)
    }

    /// The squares `color`'s men fill at the start.
    pub fn start_squares(self, color: Color) -> crate::Bitboard {
        crate::dispatch!(self, R => {
            let board = R::BOARD;
            board.squares.filter(|&sq| {
                let rank = board.coords(sq).1;
                let own_rank = match color {
                    Color::White => rank,
                    Color::Black => board.size - 1 - rank,
                };
                R::START_RANKS.contains(&own_rank)
            }).collect()
        })
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Accepts the variant's name in any case, and a few common other names
    /// (`checkers`, `shashki`, `pool`-less spellings).
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let lower = s.trim().to_ascii_lowercase();
        let found = match lower.as_str() {
            "checkers" | "american" => Some(Variant::English),
            "shashki" => Some(Variant::Russian),
            "dama" => Some(Variant::Turkish),
            "dama italiana" => Some(Variant::Italian),
            "ceska dama" | "česká dáma" => Some(Variant::Czech),
            "pool checkers" | "american pool" => Some(Variant::Pool),
            "mak-hos" | "makhos" => Some(Variant::Thai),
            "10x10" => Some(Variant::International),
            other => Variant::ALL.into_iter().find(|v| v.name() == other),
        };
        found.ok_or_else(|| ParseVariantError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(Variant::from_game_type(v.game_type()), Some(v));
        }
        assert!("chess".parse::<Variant>().is_err());
    }

    /// The browser's worker messages carry a variant by the name the URLs and the CLI use.
    #[cfg(feature = "serde")]
    #[test]
    fn serde_writes_the_variant_name() {
        for v in Variant::ALL {
            let text = serde_json::to_string(&v).unwrap();
            assert_eq!(text, format!("\"{}\"", v.name()));
            assert_eq!(serde_json::from_str::<Variant>(&text).unwrap(), v);
        }
        assert!(serde_json::from_str::<Variant>("\"Brazilian\"").is_err());
    }

    #[test]
    fn square_names_round_trip() {
        for v in Variant::ALL {
            for sq in v.board().squares {
                let name = v.square_name(sq);
                assert_eq!(v.parse_square(&name), Some(sq), "{v} {name}");
                if v.board().size == 8 {
                    assert_eq!(v.parse_square(&v.square_algebraic(sq)), Some(sq));
                }
            }
        }
    }

    #[test]
    fn numbering_matches_pdn() {
        let v = Variant::Brazilian;
        assert_eq!(v.square_algebraic(v.parse_square("1").unwrap()), "b8");
        assert_eq!(v.square_algebraic(v.parse_square("32").unwrap()), "g1");
        let s = Variant::Spanish;
        assert_eq!(s.square_algebraic(s.parse_square("1").unwrap()), "h1");
        assert_eq!(s.square_algebraic(s.parse_square("4").unwrap()), "b1");
        assert_eq!(s.square_algebraic(s.parse_square("5").unwrap()), "g2");
        let i = Variant::International;
        assert_eq!(i.board().coords(i.parse_square("46").unwrap()), (0, 0));
        assert_eq!(i.parse_square("51"), None);
        assert_eq!(i.parse_square("0"), None);
        assert_eq!(Variant::Turkish.parse_square("12"), None);
        assert_eq!(v.parse_square("a2"), None, "light square");
    }

    #[test]
    fn start_squares() {
        assert_eq!(
            Variant::International.start_squares(Color::White).count(),
            20
        );
        assert_eq!(Variant::Turkish.start_squares(Color::Black).count(), 16);
        assert_eq!(Variant::English.start_squares(Color::Black).count(), 12);
    }
}
