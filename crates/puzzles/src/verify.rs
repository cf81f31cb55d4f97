//! Checking a puzzle again: what the page relies on, at a stated budget, so that a file edited
//! by hand or made by an older build is caught (`draughts puzzles verify`, and the test over
//! every shipped set).

use crate::choice::{Choice, MARGIN};
use crate::format::Puzzle;
use crate::line::{answer_fault, choice_fault};
use crate::theme::Theme;
use draughts_engine::Engine;
use std::fmt;

/// What is wrong with a puzzle.
#[derive(Clone, PartialEq, Debug)]
pub enum Fault {
    /// The position offers no choice, or the answer is the biggest capture.
    NoPuzzle(crate::line::Rejection),
    /// The solution is empty, has an even count, or plays a move not legal where it stands.
    Line(String),
    /// The search prefers another first move (written in the variant's notation).
    NotBest { best: String },
    /// The first move is best, but not by the margin.
    NotUnique { margin: f64 },
    /// The themes stated are not those the line shows.
    Themes {
        stated: Vec<Theme>,
        found: Vec<Theme>,
    },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::NoPuzzle(rejection) => write!(f, "no puzzle: {rejection}"),
            Fault::Line(problem) => write!(f, "the solution {problem}"),
            Fault::NotBest { best } => write!(f, "the search prefers {best}"),
            Fault::NotUnique { margin } => write!(
                f,
                "the first move is ahead of the next by {margin:.3}, under the margin {MARGIN}"
            ),
            Fault::Themes { stated, found } => {
                write!(f, "the themes are {found:?}, not {stated:?}")
            }
        }
    }
}

/// Checks `puzzle`: a position with a choice, a legal line of odd length ending with the
/// solver's move, the first move best and ahead of the second by [`MARGIN`] with each move's
/// child searched at `nodes` nodes ([`Choice::of`]), and the themes the line shows.
pub fn check(engine: &mut Engine, puzzle: &Puzzle, nodes: u64) -> Result<(), Fault> {
    let start = &puzzle.position;
    let Some(first) = puzzle.solution.first() else {
        return Err(Fault::Line("is empty".into()));
    };
    if puzzle.solution.len() % 2 == 0 {
        return Err(Fault::Line("ends with the opponent's move".into()));
    }
    let legal = start.line(&puzzle.solution).count();
    if legal < puzzle.solution.len() {
        return Err(Fault::Line(format!("move {} is not legal", legal + 1)));
    }
    if let Some(rejection) = choice_fault(start).or_else(|| answer_fault(start, first)) {
        return Err(Fault::NoPuzzle(rejection));
    }
    let found = Theme::recognise(start, &puzzle.solution);
    if found != puzzle.themes {
        return Err(Fault::Themes {
            stated: puzzle.themes.clone(),
            found,
        });
    }
    let game = draughts::Game::from_position(*start);
    let choice = Choice::of(engine, &game, nodes).expect("the position has moves");
    if choice.best != *first {
        return Err(Fault::NotBest {
            best: start.move_text(&choice.best),
        });
    }
    if !choice.is_unique() {
        let second = choice.second_chance.unwrap_or(0.0);
        return Err(Fault::NotUnique {
            margin: choice.best_chance - second,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse;
    use crate::line::Rejection;

    /// A Russian puzzle as the generator made it: White gives e3-d4, Black must take, and
    /// d2 takes two.
    const GOOD: &str = "# draughts puzzles: russian\n# made by: test\n\
        2\tW:Wc1,e1,d2,h2,a3,e3:Bh4,a5,c5,e5,a7,b8,d8\te3-d4 e5:c3 d2:d6 h4-g3 h2:f4\t1000\tshot\n";

    fn puzzle(text: &str) -> Puzzle {
        parse(text).unwrap().puzzles.remove(0)
    }

    fn check_at_20k(puzzle: &Puzzle) -> Result<(), Fault> {
        check(&mut crate::choice::engine(), puzzle, 20_000)
    }

    #[test]
    fn a_good_puzzle_passes() {
        assert_eq!(check_at_20k(&puzzle(GOOD)), Ok(()));
    }

    #[test]
    fn a_corrupted_puzzle_fails_and_says_why() {
        let good = puzzle(GOOD);
        // Another first move: the search prefers the real one.
        let other = good
            .position
            .legal_moves()
            .into_iter()
            .find(|mv| *mv != good.solution[0])
            .unwrap();
        let wrong = Puzzle {
            solution: vec![other],
            themes: Theme::recognise(&good.position, &[other]),
            ..good.clone()
        };
        let fault = check_at_20k(&wrong).unwrap_err();
        assert_eq!(
            fault,
            Fault::NotBest {
                best: "e3-d4".into()
            }
        );
        assert_eq!(fault.to_string(), "the search prefers e3-d4");
        // Themes the line does not show.
        let themes = Puzzle {
            themes: vec![Theme::Crown],
            ..good.clone()
        };
        assert!(matches!(check_at_20k(&themes), Err(Fault::Themes { .. })));
        // A line cut after the opponent's reply, or emptied.
        let cut = Puzzle {
            solution: good.solution[..2].to_vec(),
            ..good.clone()
        };
        assert!(matches!(check_at_20k(&cut), Err(Fault::Line(_))));
        let empty = Puzzle {
            solution: Vec::new(),
            ..good.clone()
        };
        assert_eq!(check_at_20k(&empty), Err(Fault::Line("is empty".into())));
        // A line that goes on with a move not legal where it stands.
        let mut illegal = good.clone();
        illegal.solution[2] = illegal.solution[0];
        let fault = check_at_20k(&illegal).unwrap_err();
        assert_eq!(fault.to_string(), "the solution move 3 is not legal");
    }

    #[test]
    fn a_forced_move_or_the_biggest_capture_is_no_puzzle() {
        let forced = "# draughts puzzles: russian\n# made by: test\n\
            1\tW:Wc3:Bd4,h8\tc3:e5\t1000\t-\n";
        assert_eq!(
            check_at_20k(&puzzle(forced)),
            Err(Fault::NoPuzzle(Rejection::Forced))
        );
        // Two captures, one of a king: taking the king is what anybody plays.
        let greedy = "# draughts puzzles: russian\n# made by: test\n\
            1\tW:Wc3,g3:Bb4,Kf4,h8\tg3:e5\t1000\t-\n";
        let fault = check_at_20k(&puzzle(greedy)).unwrap_err();
        assert_eq!(fault, Fault::NoPuzzle(Rejection::Obvious), "{fault}");
    }
}
