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
