//! What the page does for a game review: starts it on the game shown, asks the worker about one
//! position after another, takes each answer, and drops a review the game no longer matches (a
//! move taken back, another game opened).

use crate::engine::session::Worker;
use crate::game::page::{Effect, Page};
use crate::review::run::ReviewRun;
use crate::review::GameReview;

impl<W: Worker> Page<W> {
    /// Whether the game shown can be reviewed: a finished or replayed game with moves, not a
    /// lesson's.
    pub fn can_review(&self) -> bool {
        let game = &self.session.game;
        self.lesson.is_none()
            && !game.is_empty()
            && (game.outcome().is_some() || self.replay.is_some())
    }

    /// Whether a review is under way.
    pub fn reviewing(&self) -> bool {
        self.review.as_ref().is_some_and(|r| !r.is_complete())
    }

    /// Starts a review of the game shown, unless it has one already.
    pub(crate) fn start_review(&mut self, effects: &mut Vec<Effect>) {
        let game = &self.session.game;
        if !self.can_review() || self.review.as_ref().is_some_and(|r| r.game() == game) {
            return;
        }
        self.engine.cancel(&mut self.session);
        if self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
        self.review = Some(ReviewRun::new(self.session.game.clone()));
        self.ask_review(effects);
    }

    /// Stops the review under way (a finished one stays).
    pub(crate) fn cancel_review(&mut self) {
        if self.reviewing() {
            self.engine.cancel(&mut self.session);
            self.review = None;
        }
    }

    /// Shows a review kept with the game shown (in the records or its PDN file), if it is one
    /// of this game.
    pub fn show_review(&mut self, review: GameReview) {
        self.review = ReviewRun::finished(self.session.game.clone(), review);
    }

    /// Takes the worker's answer about the review's position (or about a move tried in the
    /// player's mistake) and asks about the next.
    pub(crate) fn take_review_answer(&mut self, effects: &mut Vec<Effect>) {
        let Some((score, line)) = self.engine.take_reviewed() else {
            return;
        };
        if self.practice.is_some() {
            return self.checked_practice_move(score, effects);
        }
        if self.puzzle.is_some() {
            return self.play_refutation(&line, effects);
        }
        if let Some(run) = &mut self.review {
            run.answer(score, line);
            if run.is_complete() {
                effects.push(Effect::Reviewed);
            } else {
                self.ask_review(effects);
            }
        }
    }

    /// Asks the worker about the review's next position, or says the review is finished (a
    /// finished review is said so once: it asks nothing more).
    pub(crate) fn ask_review(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = self.review.as_mut().filter(|r| !r.is_complete()) else {
            return;
        };
        match run.next_position() {
            Some(game) => {
                let nodes = run.nodes();
                self.engine.review(&game, nodes, &mut self.session);
            }
            None => effects.push(Effect::Reviewed),
        }
    }

    /// Drops a review of another game than the one shown, stopping it if under way.
    pub(crate) fn drop_stale_review(&mut self) {
        if self
            .review
            .as_ref()
            .is_some_and(|r| r.game() != &self.session.game)
        {
            if self.engine.reviewing() {
                self.engine.cancel(&mut self.session);
            }
            self.review = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::game::page::{Command, Effect, Page};
    use crate::game::session::GameSession;
    use crate::game::settings::Settings;
    use crate::game::test_page::{reviewed, Requests, AT};
    use crate::review::REVIEW_NODES;
    use draughts::Variant;
    use draughts_worker::protocol::{Eval, Kind};

    /// A Russian game of two moves between two players, Black resigned.
    fn finished() -> (Page<Requests>, Requests) {
        let mut session = GameSession::start(Settings::two_players(Variant::Russian), true);
        assert!(session.play_text("c3-d4") && session.play_text("f6-g5"));
        let worker = Requests::default();
        let mut page = Page::new(session, Ok(worker.clone()));
        page.apply(Command::Resign, AT);
        page.apply(Command::Yes, AT);
        assert!(page.session.game.outcome().is_some());
        (page, worker)
    }

    fn answer(page: &mut Page<Requests>, worker: &Requests, line: &[&str]) -> Vec<Effect> {
        reviewed(page, worker, Eval::Centimen(10), line)
    }

    #[test]
    fn a_review_asks_about_every_position_in_turn_and_says_when_it_is_finished() {
        let (mut page, worker) = finished();
        assert!(page.can_review());
        page.apply(Command::Review, AT);
        assert!(page.reviewing());
        let asked = |worker: &Requests| {
            let last = worker.0.borrow().last().cloned().unwrap();
            (last.kind, last.nodes, last.moves.len())
        };
        assert_eq!(asked(&worker), (Kind::Review, Some(REVIEW_NODES), 0));
        // Help waits while the worker reviews.
        let sent = worker.0.borrow().len();
        page.apply(Command::Hint, AT);
        page.apply(Command::Analyse, AT);
        assert_eq!(worker.0.borrow().len(), sent);
        assert!(!page.engine.analysis_on());
        assert!(!answer(&mut page, &worker, &["c3-d4"]).contains(&Effect::Reviewed));
        assert_eq!(asked(&worker), (Kind::Review, Some(REVIEW_NODES), 1));
        answer(&mut page, &worker, &["b6-a5"]);
        assert_eq!(asked(&worker).2, 2);
        assert_eq!(page.review.as_ref().unwrap().progress(), (2, 3));
        let effects = answer(&mut page, &worker, &["g3-h4"]);
        assert!(effects.contains(&Effect::Reviewed), "{effects:?}");
        assert!(!page.reviewing());
        assert_eq!(page.review.as_ref().unwrap().judgements().len(), 2);
        // Asking again reviews nothing more.
        let sent = worker.0.borrow().len();
        page.apply(Command::Review, AT);
        assert_eq!(worker.0.borrow().len(), sent);
        // The review's graph asks for a position.
        page.apply(Command::View(1), AT);
        assert_eq!(page.session.viewing(), Some(1));
    }

    #[test]
    fn a_review_can_be_cancelled_and_a_game_in_progress_cannot_be_reviewed() {
        let (mut page, worker) = finished();
        page.apply(Command::Review, AT);
        answer(&mut page, &worker, &[]);
        page.apply(Command::CancelReview, AT);
        assert!(page.review.is_none());
        // A late answer changes nothing.
        answer(&mut page, &worker, &[]);
        assert!(page.review.is_none());
        let session = GameSession::start(Settings::two_players(Variant::Russian), true);
        let mut playing = Page::new(session, Ok(Requests::default()));
        assert!(playing.session.play_text("c3-d4"));
        assert!(!playing.can_review());
        playing.apply(Command::Review, AT);
        assert!(playing.review.is_none());
    }

    #[test]
    fn a_kept_review_shows_only_on_its_own_game_and_goes_with_it() {
        let (mut page, worker) = finished();
        page.apply(Command::Review, AT);
        for _ in 0..3 {
            answer(&mut page, &worker, &[]);
        }
        let review = page.review.as_ref().and_then(|r| r.review()).unwrap();
        page.review = None;
        page.show_review(review.clone());
        assert!(page.review.as_ref().is_some_and(|r| r.is_complete()));
        // A new game: the review went with the old one.
        page.apply(
            Command::NewGame {
                settings: Settings::two_players(Variant::Russian),
                coin: true,
            },
            AT,
        );
        assert!(page.review.is_none());
        page.show_review(review);
        assert!(page.review.is_none(), "not this game's review");
    }
}
