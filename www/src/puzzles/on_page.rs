//! What the page does for puzzles: sets the game aside, puts the puzzle on the board (the
//! solver at the bottom), judges each move, plays the solution's replies, and after a wrong
//! move plays the engine's refutation of it, searched at the review's budget.

use crate::engine::session::Worker;
use crate::game::page::{Effect, Page};
use crate::game::session::LessonBoard;
use crate::puzzles::run::PuzzleRun;
use crate::review::REVIEW_NODES;
use draughts::{Move, Position};

impl<W: Worker> Page<W> {
    /// Puts `run`'s puzzle on the board, the game set aside.
    pub(crate) fn open_puzzle(&mut self, run: PuzzleRun, effects: &mut Vec<Effect>) {
        self.engine.cancel(&mut self.session);
        if self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
        self.lesson = None;
        self.practice = None;
        self.set_game_aside();
        self.puzzle = Some(run);
        self.show_puzzle(effects);
    }

    /// The puzzle from its start again, once its try is over.
    pub(crate) fn retry_puzzle(&mut self, effects: &mut Vec<Effect>) {
        if let Some(run) = self.puzzle.as_mut().filter(|r| r.is_over()) {
            run.retry();
            self.engine.cancel(&mut self.session);
            self.show_puzzle(effects);
        }
    }

    /// The puzzle's position on the board, the solver at the bottom.
    fn show_puzzle(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = &self.puzzle else {
            return;
        };
        let game = run.start_game();
        let solver = game.position().turn();
        self.put_exercise(game, solver, effects);
    }

    /// Judges the solver's move `mv`, played from `before`: the try goes on, is solved, or
    /// failed (then the engine is asked for the refutation).
    pub(crate) fn judge_puzzle_move(
        &mut self,
        before: &Position,
        mv: &Move,
        effects: &mut Vec<Effect>,
    ) {
        let Some(run) = self.puzzle.as_mut().filter(|r| !r.is_over()) else {
            return;
        };
        run.judge(before, mv);
        let Some(done) = run.finished_try() else {
            return;
        };
        effects.push(Effect::PuzzleDone(done));
        self.session.lesson = Some(LessonBoard::Over);
        if !done.solved {
            let game = self.session.game.clone();
            self.engine.review(&game, REVIEW_NODES, &mut self.session);
        }
    }

    /// The engine's line after the wrong move: its first move, the refutation, is played.
    pub(crate) fn play_refutation(&mut self, line: &[String], effects: &mut Vec<Effect>) {
        let Some(reply) = line.first() else {
            return;
        };
        let before = *self.session.position();
        if self.session.play_text(reply) {
            if let Some((_, mv, path)) = self.session.last_move() {
                effects.push(Effect::Animate { before, mv, path });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::page::{Command, Effect, Page};
    use crate::game::session::{GameSession, LessonBoard};
    use crate::game::settings::Settings;
    use crate::game::test_page::{click, reviewed, Requests, AT};
    use crate::puzzles::run::{PuzzleState, PuzzleTry};
    use draughts::Variant;
    use draughts_worker::protocol::{Eval, Kind};

    fn puzzle() -> Box<draughts_puzzles::Puzzle> {
        let text = "# draughts puzzles: russian\n# made by: hand\n\
                    5\tW:We1,d2,c3:Be5,h8\tc3-d4 e5:c3 d2:b4\t1200\tshot\n";
        Box::new(draughts_puzzles::parse(text).unwrap().puzzles.remove(0))
    }

    /// A game in progress, then the puzzle opened over it.
    fn with_puzzle() -> (Page<Requests>, Requests) {
        let mut session = GameSession::start(Settings::two_players(Variant::Brazilian), true);
        assert!(session.play_text("c3-d4"));
        let worker = Requests::default();
        let mut page = Page::new(session, Ok(worker.clone()));
        let command = Command::Puzzle {
            puzzle: puzzle(),
            streak: None,
            rated: true,
        };
        page.apply(command, AT);
        (page, worker)
    }

    #[test]
    fn a_puzzle_solved_by_clicking_with_the_reply_played_and_the_game_given_back() {
        let (mut page, _) = with_puzzle();
        assert_eq!(page.session.position().variant(), Variant::Russian);
        assert_eq!(page.address(), "?puzzle=russian&id=5");
        assert!(page.exercising());
        let effects = click(&mut page, "c3", "d4");
        assert!(!effects
            .iter()
            .any(|e| matches!(e, Effect::PuzzleDone { .. })));
        page.board_still(AT);
        assert_eq!(page.session.game.len(), 2, "the reply played");
        let effects = click(&mut page, "d2", "b4");
        let done = effects.iter().find_map(|e| match e {
            Effect::PuzzleDone(done) => Some((done.id, done.solved, done.rated)),
            _ => None,
        });
        assert_eq!(done, Some((5, true, true)));
        assert_eq!(page.session.lesson, Some(LessonBoard::Over));
        page.apply(Command::LeavePuzzles, AT);
        assert!(page.puzzle.is_none());
        assert_eq!(
            page.session.position().variant(),
            Variant::Brazilian,
            "the game back"
        );
    }

    #[test]
    fn a_wrong_move_fails_and_the_engine_s_refutation_is_played_then_a_retry_counts_no_more() {
        let (mut page, worker) = with_puzzle();
        let effects = click(&mut page, "e1", "f2");
        assert!(effects.contains(&Effect::PuzzleDone(PuzzleTry {
            variant: Variant::Russian,
            id: 5,
            rating: 1200,
            solved: false,
            rated: true,
            streak: None,
        })));
        let asked = worker.last();
        assert_eq!((asked.kind, asked.moves.len()), (Kind::Review, 1));
        reviewed(&mut page, &worker, Eval::Centimen(100), &["e5-d4"]);
        assert_eq!(page.session.game.len(), 2, "the refutation on the board");
        assert!(matches!(
            page.puzzle.as_ref().unwrap().state,
            PuzzleState::Failed { .. }
        ));
        page.apply(Command::PuzzleRetry, AT);
        let run = page.puzzle.as_ref().unwrap();
        assert_eq!(
            (run.state.clone(), run.rated),
            (PuzzleState::Solving, false)
        );
        assert!(page.session.game.is_empty());
        // No take-back or hint on a puzzle's board.
        page.apply(Command::Undo, AT);
        page.apply(Command::Hint, AT);
        assert_eq!(page.session.game.len(), 0);
    }
}
