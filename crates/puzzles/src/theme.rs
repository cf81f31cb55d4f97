//! What a puzzle is about, read from its position and solution by the rules alone, so that the
//! page, the generator and the verifier all name the same themes for the same line.
//!
//! Opposition (the king-and-man endings won by taking the opposition) is not among them: no test
//! from the board alone tells it apart soundly from any other quiet king move, and a theme that
//! is sometimes wrong teaches the wrong thing.

use draughts::{Color, Move, Position, Role, Variant};
use std::fmt;
use std::str::FromStr;

/// A puzzle's theme; a puzzle may have several, or none.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Theme {
    /// A combination: the solver gives material before winning more. Recognised when, at some
    /// point of the line, the solver has fewer pieces against the opponent's than at the start.
    Shot,
    /// The line crowns one of the solver's men.
    Crown,
    /// Few pieces: at most a quarter of the variant's starting pieces are on the board
    /// ([`endgame_bound`]: 6 on 8x8 boards, 8 in Turkish draughts, 10 in International).
    Endgame,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Shot, Theme::Crown, Theme::Endgame];

    /// The theme's lower-case name in a puzzle file.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::Shot => "shot",
            Theme::Crown => "crown",
            Theme::Endgame => "endgame",
        }
    }

    /// The themes of the line `solution` played from `start` (moves not legal where they stand
    /// end the reading), in the order of [`Theme::ALL`].
    pub fn recognise(start: &Position, solution: &[Move]) -> Vec<Theme> {
        let solver = start.turn();
        let lead = |pos: &Position| {
            pos.pieces(solver).count() as i32 - pos.pieces(solver.opponent()).count() as i32
        };
        let mut shot = false;
        let mut crown = false;
        for (before, mv) in start.line(solution) {
            let after = before.play_unchecked(&mv);
            shot |= lead(&after) < lead(start);
            crown |= before.turn() == solver
                && before
                    .piece_at(mv.from())
                    .is_some_and(|p| p.role == Role::Man)
                && after.kings().contains(mv.to());
        }
        let endgame = start.occupied().count() <= endgame_bound(start.variant());
        [
            (Theme::Shot, shot),
            (Theme::Crown, crown),
            (Theme::Endgame, endgame),
        ]
        .into_iter()
        .filter_map(|(theme, holds)| holds.then_some(theme))
        .collect()
    }
}

/// The most pieces, of both colours together, an [`Theme::Endgame`] position holds: a quarter
/// of the variant's starting pieces, when the board has thinned out to a few men or kings a side.
pub fn endgame_bound(variant: Variant) -> u32 {
    let start = Position::start(variant);
    (start.pieces(Color::White).count() + start.pieces(Color::Black).count()) / 4
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The text names no theme.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownTheme(pub String);

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Theme::ALL.iter().map(|t| t.name()).collect();
        write!(
            f,
            "unknown theme {:?} (expected {} or -)",
            self.0,
            names.join(", ")
        )
    }
}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| UnknownTheme(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(pos: &Position, moves: &[&str]) -> Vec<Move> {
        let mut at = *pos;
        moves
            .iter()
            .map(|text| {
                let mv = at.parse_move(text).unwrap();
                at = at.play(&mv).unwrap();
                mv
            })
            .collect()
    }

    #[test]
    fn names_round_trip_and_an_unknown_name_says_what_is_expected() {
        for theme in Theme::ALL {
            assert_eq!(theme.name().parse::<Theme>(), Ok(theme));
        }
        let error = "fork".parse::<Theme>().unwrap_err().to_string();
        assert!(
            error.contains("\"fork\"") && error.contains("shot, crown"),
            "{error}"
        );
    }

    #[test]
    fn the_endgame_bound_is_a_quarter_of_the_starting_pieces() {
        let bounds = Variant::ALL.map(endgame_bound);
        assert_eq!(bounds, [6, 6, 10, 6, 6, 8, 6, 6, 6, 4, 10, 10]);
    }

    #[test]
    fn a_sacrifice_before_a_double_capture_is_a_shot() {
        // White gives c3-d4 away to e5, and d2 takes back the man that took it.
        let pos = Position::from_fen(Variant::Russian, "W:Wc3,d2,e1:Be5,h8").unwrap();
        let solution = line(&pos, &["c3-d4", "e5:c3", "d2:b4"]);
        assert!(Theme::recognise(&pos, &solution).contains(&Theme::Shot));
        // Without the gift, no shot.
        let quiet = line(&pos, &["e1-f2"]);
        assert!(!Theme::recognise(&pos, &quiet).contains(&Theme::Shot));
    }

    #[test]
    fn a_man_reaching_the_last_row_is_a_crown_in_a_thin_position_an_endgame() {
        let pos = Position::from_fen(Variant::Brazilian, "W:Wb6:Bh8").unwrap();
        let solution = line(&pos, &["b6-a7", "h8-g7", "a7-b8"]);
        assert_eq!(
            Theme::recognise(&pos, &solution),
            [Theme::Crown, Theme::Endgame]
        );
        // The opponent's crowning is not the solver's.
        let pos = Position::from_fen(Variant::Brazilian, "W:Wh2:Bb2").unwrap();
        let solution = line(&pos, &["h2-g3", "b2-a1", "g3-h4"]);
        assert_eq!(Theme::recognise(&pos, &solution), [Theme::Endgame]);
        let full = Position::start(Variant::Brazilian);
        let solution = line(&full, &["c3-d4"]);
        assert!(Theme::recognise(&full, &solution).is_empty());
    }
}
