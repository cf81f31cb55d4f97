//! A puzzle on the board: each of the solver's moves checked against the solution, the
//! opponent's replies played from it, and a wrong move ending the try (the page then shows the
//! engine's refutation and the solution).

use draughts::{Game, Move, Position, Variant};
use draughts_puzzles::Puzzle;

/// How the try stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleState {
    Solving,
    Solved,
    /// A move off the solution, written as played.
    Failed {
        tried: String,
    },
}

/// A try that ended, for the records: the puzzle, how it came out, whether it was the first
/// try, and the streak it was in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PuzzleTry {
    pub variant: Variant,
    pub id: u32,
    pub rating: u16,
    pub solved: bool,
    pub rated: bool,
    pub streak: Option<u32>,
}

/// One puzzle being tried.
#[derive(Clone, PartialEq, Debug)]
pub struct PuzzleRun {
    pub variant: Variant,
    pub puzzle: Puzzle,
    /// The moves of the solution played so far.
    pub at: usize,
    pub state: PuzzleState,
    /// In a streak, the puzzles solved in it before this one.
    pub streak: Option<u32>,
    /// The first try at this puzzle: its result counts for the rating.
    pub rated: bool,
    /// The opponent's reply waits for the board to be still.
    reply_due: bool,
}

impl PuzzleRun {
    pub fn new(puzzle: Puzzle, streak: Option<u32>, rated: bool) -> PuzzleRun {
        PuzzleRun {
            variant: puzzle.position.variant(),
            puzzle,
            at: 0,
            state: PuzzleState::Solving,
            streak,
            rated,
            reply_due: false,
        }
    }

    /// The puzzle's position, as a game to play on.
    pub fn start_game(&self) -> Game {
        Game::from_position(self.puzzle.position)
    }

    /// The solver played `mv` in `before`: right, it goes on (the reply is due, unless that was
    /// the last move); wrong, the try is over.
    pub fn judge(&mut self, before: &Position, mv: &Move) {
        if self.state != PuzzleState::Solving {
            return;
        }
        if self.puzzle.solution.get(self.at) == Some(mv) {
            self.at += 1;
            if self.at == self.puzzle.solution.len() {
                self.state = PuzzleState::Solved;
            } else {
                self.reply_due = true;
            }
        } else {
            self.state = PuzzleState::Failed {
                tried: before.move_text(mv),
            };
        }
    }

    /// The opponent's reply from the solution, once due (taken once).
    pub fn take_reply(&mut self) -> Option<Move> {
        if !std::mem::take(&mut self.reply_due) {
            return None;
        }
        let reply = *self.puzzle.solution.get(self.at)?;
        self.at += 1;
        Some(reply)
    }

    /// The puzzle from its start again: for practice, it no longer counts.
    pub fn retry(&mut self) {
        self.at = 0;
        self.state = PuzzleState::Solving;
        self.rated = false;
        self.reply_due = false;
    }

    pub fn is_over(&self) -> bool {
        self.state != PuzzleState::Solving
    }

    /// The try, once it is over.
    pub fn finished_try(&self) -> Option<PuzzleTry> {
        self.is_over().then_some(PuzzleTry {
            variant: self.variant,
            id: self.puzzle.id,
            rating: self.puzzle.rating,
            solved: self.state == PuzzleState::Solved,
            rated: self.rated,
            streak: self.streak,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Russian: c3-d4 gives a man, e5:c3 is forced, d2:b4 takes back two... as the crate's
    /// own example puzzle.
    fn puzzle() -> Puzzle {
        let text = "# draughts puzzles: russian\n# made by: hand\n\
                    1\tW:We1,d2,c3:Be5,h8\tc3-d4 e5:c3 d2:b4\t1200\tshot\n";
        draughts_puzzles::parse(text).unwrap().puzzles.remove(0)
    }

    #[test]
    fn the_solution_is_followed_move_by_move_with_the_replies_played_from_it() {
        let mut run = PuzzleRun::new(puzzle(), None, true);
        let mut game = run.start_game();
        let first = run.puzzle.solution[0];
        run.judge(game.position(), &first);
        game.play(&first).unwrap();
        assert_eq!(run.state, PuzzleState::Solving);
        let reply = run.take_reply().expect("the reply");
        assert_eq!(run.take_reply(), None, "once");
        game.play(&reply).unwrap();
        let last = run.puzzle.solution[2];
        run.judge(game.position(), &last);
        assert_eq!(run.state, PuzzleState::Solved);
        assert_eq!(run.take_reply(), None);
    }

    #[test]
    fn a_move_off_the_solution_fails_and_a_retry_no_longer_counts() {
        let mut run = PuzzleRun::new(puzzle(), Some(3), true);
        let game = run.start_game();
        let other = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| *m != run.puzzle.solution[0])
            .unwrap();
        run.judge(game.position(), &other);
        assert_eq!(
            run.state,
            PuzzleState::Failed {
                tried: game.position().move_text(&other)
            }
        );
        assert!(run.is_over());
        run.retry();
        assert_eq!(
            (run.state.clone(), run.at, run.rated),
            (PuzzleState::Solving, 0, false)
        );
        assert_eq!(run.streak, Some(3));
    }
}
