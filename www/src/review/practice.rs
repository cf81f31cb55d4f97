//! What the page does for "Learn from your mistakes": sets the reviewed game aside, puts the
//! player's mistakes on the board one after another, judges each move tried (the engine's move
//! at once, another by a search of the position after it), takes back a move no better, and
//! plays the engine's move after the last try.

use crate::engine::session::Worker;
use crate::game::page::{Effect, Page};
use crate::game::session::LessonBoard;
use crate::review::mistakes::{Attempt, MistakeRun};
use draughts::{Color, Move};
use draughts_worker::protocol::Eval;

impl<W: Worker> Page<W> {
    /// The side whose mistakes the player learns from: theirs against the computer, else the
    /// side at the bottom of the board.
    pub fn learner(&self) -> Color {
        self.session.human
    }

    /// The player's mistakes in the finished review of the game shown, if any.
    pub fn mistakes_to_learn(&self) -> Option<MistakeRun> {
        let review = self.review.as_ref().filter(|r| r.is_complete())?;
        MistakeRun::new(review, self.learner())
    }

    /// Puts the first of the player's mistakes on the board, the game set aside.
    pub(crate) fn learn_mistakes(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = self.mistakes_to_learn() else {
            return;
        };
        self.engine.cancel(&mut self.session);
        self.set_game_aside();
        self.practice = Some(run);
        self.show_mistake(effects);
    }

    /// The next mistake, if the one on the board is done with.
    pub(crate) fn next_mistake(&mut self, effects: &mut Vec<Effect>) {
        let ready = self
            .practice
            .as_ref()
            .is_some_and(|run| matches!(run.attempt, Attempt::Solved { .. } | Attempt::Shown));
        if ready && self.practice.as_mut().is_some_and(MistakeRun::advance) {
            self.show_mistake(effects);
        }
    }

    /// The mistake's position on the board, the player's side at the bottom.
    fn show_mistake(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = &self.practice else {
            return;
        };
        let (game, side) = (run.position(), run.side);
        self.put_exercise(game, side, effects);
    }

    /// Judges the move just played on the mistake's position: the engine's move is right,
    /// another is searched ([`Page::checked_practice_move`] takes the answer).
    pub(crate) fn judge_practice_move(&mut self, mv: &Move) {
        let Some(run) = &mut self.practice else {
            return;
        };
        let Some((before, _)) = self.session.game.history().last() else {
            return;
        };
        let text = before.move_text(mv);
        let searched = run.try_move(&text);
        self.session.lesson = Some(LessonBoard::Over);
        if let Some(after) = searched {
            self.engine
                .review(&after, crate::review::REVIEW_NODES, &mut self.session);
        }
    }

    /// The search of the position after the move tried said `score`: solved, or taken back to
    /// try again, or the engine's move played after the last try.
    pub(crate) fn checked_practice_move(&mut self, score: Eval, effects: &mut Vec<Effect>) {
        let Some(run) = &mut self.practice else {
            return;
        };
        run.answer(score);
        match run.attempt.clone() {
            Attempt::NoBetter(_) => {
                self.session.undo();
                self.session.lesson = Some(LessonBoard::Trying);
                effects.push(Effect::StopAnimation);
            }
            Attempt::Shown => {
                let best = run.mistake().line.first().cloned();
                self.session.undo();
                let before = *self.session.position();
                if best.is_some_and(|text| self.session.play_text(&text)) {
                    if let Some((_, mv, path)) = self.session.last_move() {
                        effects.push(Effect::Animate { before, mv, path });
                    }
                }
            }
            Attempt::Trying | Attempt::Checking(_) | Attempt::Solved { .. } => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::page::{Command, Page};
    use crate::game::session::{GameSession, LessonBoard};
    use crate::game::settings::Settings;
    use crate::game::test_page::{click, reviewed as answer, Requests, AT};
    use crate::review::fixtures::BLUNDER_FEN as FEN;
    use crate::review::mistakes::Attempt;
    use draughts::{Game, Position, Variant};
    use draughts_worker::protocol::{Eval, Kind};

    /// White's d4-e5?? answered by f6:d4 between two players, White resigned, then reviewed.
    fn reviewed() -> (Page<Requests>, Requests) {
        let start = Position::from_fen(Variant::Russian, FEN).unwrap();
        let settings = Settings::two_players(Variant::Russian);
        let mut session =
            GameSession::new(Game::from_position(start), settings, draughts::Color::White);
        assert!(session.play_text("d4-e5") && session.play_text("f6:d4"));
        let worker = Requests::default();
        let mut page = Page::new(session, Ok(worker.clone()));
        page.apply(Command::Resign, AT);
        page.apply(Command::Yes, AT);
        page.apply(Command::Review, AT);
        answer(&mut page, &worker, Eval::Centimen(160), &["a1-b2", "h8-g7"]);
        answer(&mut page, &worker, Eval::Centimen(160), &["f6:d4"]);
        answer(&mut page, &worker, Eval::Centimen(-160), &["a1-b2"]);
        assert!(page.review.as_ref().is_some_and(|r| r.is_complete()));
        (page, worker)
    }

    #[test]
    fn the_player_s_blunder_is_put_on_the_board_judged_and_the_game_comes_back() {
        let (mut page, worker) = reviewed();
        assert_eq!(page.mistakes_to_learn().map(|m| m.mistakes.len()), Some(1));
        page.apply(Command::LearnMistakes, AT);
        assert_eq!(
            page.session.position(),
            &Position::from_fen(Variant::Russian, FEN).unwrap()
        );
        assert_eq!(page.session.lesson, Some(LessonBoard::Trying));
        // No take-back, no hint on the mistake's board.
        page.apply(Command::Undo, AT);
        page.apply(Command::Hint, AT);
        // A move no better is searched, then taken back.
        click(&mut page, "c1", "b2");
        let asked = worker.0.borrow().last().cloned().unwrap();
        assert_eq!((asked.kind, asked.moves.len()), (Kind::Review, 1));
        answer(&mut page, &worker, Eval::Centimen(200), &[]);
        let run = page.practice.as_ref().unwrap();
        assert_eq!(
            (run.attempt.clone(), run.tries),
            (Attempt::NoBetter("c1-b2".into()), 1)
        );
        assert!(page.session.game.is_empty(), "taken back");
        // The engine's move is right at once, nothing asked.
        let sent = worker.0.borrow().len();
        click(&mut page, "a1", "b2");
        assert_eq!(worker.0.borrow().len(), sent);
        assert!(matches!(
            page.practice.as_ref().unwrap().attempt,
            Attempt::Solved {
                engine_move: true,
                ..
            }
        ));
        assert_eq!(page.session.lesson, Some(LessonBoard::Over));
        page.apply(Command::NextMistake, AT);
        assert!(page.practice.is_some(), "the last one stays on the board");
        page.apply(Command::LeaveMistakes, AT);
        assert!(page.practice.is_none());
        assert_eq!(page.session.game.len(), 2, "the reviewed game is back");
        assert!(
            page.review.as_ref().is_some_and(|r| r.is_complete()),
            "with its review"
        );
    }

    #[test]
    fn after_two_tries_no_better_the_engine_s_move_is_played() {
        let (mut page, worker) = reviewed();
        page.apply(Command::LearnMistakes, AT);
        for (from, to) in [("c1", "d2"), ("g3", "h4")] {
            click(&mut page, from, to);
            answer(&mut page, &worker, Eval::Centimen(300), &[]);
        }
        assert_eq!(page.practice.as_ref().unwrap().attempt, Attempt::Shown);
        let played: Vec<String> = page
            .session
            .game
            .history()
            .map(|(before, mv)| before.move_text(mv))
            .collect();
        assert_eq!(played, ["a1-b2"]);
        assert_eq!(page.session.lesson, Some(LessonBoard::Over));
    }
}
