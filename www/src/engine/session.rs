//! The page's side of the engine: which request it waits for, the computer's move held back
//! until the board is still, and analysis mode's state. A pure controller (as lichess's `ceval`
//! is): it builds the [`Request`]s, tells a [`Worker`] to send them or to stop, and turns each
//! [`Reply`] into changes of the [`GameSession`] and an [`Effect`] for the page to show. The web
//! layer only supplies the worker and draws.

use crate::engine::analysis::{self, Report, WhiteEval};
use crate::engine::thinking::{self, Thinking};
use crate::game::session::{GameSession, Notice, Turn};
use crate::game::settings::Opponent;
use draughts::{Color, Game, Position};
use draughts_engine::Level;
use draughts_worker::protocol::{Eval, Kind, Reply, Request, TableSource};

/// Thinking time for a hint, at full strength.
pub const HINT_TIME_MS: f64 = 1000.0;
/// Time limit of one analysis: long enough to go deep, yet the worker rests if the player
/// walks away. Any change of position cancels it sooner.
pub const ANALYSIS_TIME_MS: f64 = 30_000.0;

/// After the player declines the computer's draw offer, the computer offers none for this many
/// plies (ten moves each), so as not to ask at every move of a drawn ending.
pub const OFFER_AGAIN_PLIES: usize = 20;

/// The engine worker, as the session drives it.
pub trait Worker {
    /// Sends a request now, or once the worker is ready.
    fn send(&mut self, request: &Request);
    /// The worker said it is ready: send what waited.
    fn set_ready(&mut self);
    /// Stops whatever the worker is doing by replacing it; an error says why that failed.
    fn restart(&mut self) -> Result<(), String>;
}

/// What a reply means for the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Effect {
    /// Nothing to show: the worker's readiness, or a reply to a request no longer waited for.
    Nothing,
    /// Where the worker's endgame tables came from (the canvas's `data-tables`).
    Tables(TableSource),
    /// New progress: the computer's progress line or the analysis.
    Progress,
    /// The request is answered (a move is queued, a hint or a draw answer is in the game
    /// session, or the engine failed): play the queued move, then save, ask again and redraw.
    Answered,
}

/// The request the page waits for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pending {
    id: u32,
    kind: Kind,
    /// The side to move in the searched position: the engine scores from its side, the page
    /// from White's.
    to_move: Color,
}

/// The computer's (or the hint's) progress, scored from White's side like the analysis, for
/// the text layer to write.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct EngineLine {
    pub depth: u32,
    pub eval: WhiteEval,
    /// Positions a second, once the search has run long enough for it to mean something.
    pub speed: Option<u64>,
}

/// The engine session.
pub struct EngineSession<W> {
    /// `None` once the worker could not start or restart.
    worker: Option<W>,
    pending: Option<Pending>,
    next_id: u32,
    /// The computer's move being thought about: its time, its depth, its best move so far.
    thinking: Option<Thinking>,
    /// The computer's move, held back until its time has passed and the previous move's
    /// animation has ended.
    queued_move: Option<String>,
    /// The computer offers a draw with its queued move; once the move is played, the offer
    /// waits for the page to ask the player.
    queued_offer: bool,
    offer_made: bool,
    /// The game's length when the player last declined the computer's offer.
    declined_at: Option<usize>,
    /// The computer's or the hint's progress line.
    engine_line: Option<EngineLine>,
    analysis_on: bool,
    /// The position the running or finished analysis is about (moves played, position), so
    /// that a finished analysis is not restarted and a stale one is cancelled.
    analysed: Option<(usize, Position)>,
    /// The engine's latest report on `analysed`.
    report: Option<Report>,
    /// The answer about a position of a game review, until the page takes it.
    reviewed: Option<(Eval, Vec<String>)>,
    /// Where the computer's move last failed (moves played, position): it is not asked again
    /// there, which would fail the same way at once and again, until the game moves on (a
    /// move taken back, a new game).
    failed_at: Option<(usize, Position)>,
}

impl<W: Worker> EngineSession<W> {
    /// A session with the worker that was started, or the reason it could not start (then
    /// said in `game`'s notice).
    pub fn new(worker: Result<W, String>, game: &mut GameSession) -> EngineSession<W> {
        let worker = match worker {
            Ok(worker) => Some(worker),
            Err(why) => {
                failed(game, &why);
                None
            }
        };
        EngineSession {
            worker,
            pending: None,
            next_id: 1,
            thinking: None,
            queued_move: None,
            queued_offer: false,
            offer_made: false,
            declined_at: None,
            engine_line: None,
            analysis_on: false,
            analysed: None,
            report: None,
            reviewed: None,
            failed_at: None,
        }
    }

    /// Whether the computer is choosing its move (or has, and waits for the board).
    pub fn thinking(&self) -> bool {
        matches!(
            self.pending,
            Some(Pending {
                kind: Kind::Search,
                ..
            })
        ) || self.queued_move.is_some()
    }

    /// Whether the worker runs a request other than analysis (which any other request
    /// pre-empts).
    pub fn busy(&self) -> bool {
        self.pending.is_some_and(|p| p.kind != Kind::Analyze)
    }

    pub fn engine_line(&self) -> Option<EngineLine> {
        self.engine_line
    }

    pub fn analysis_on(&self) -> bool {
        self.analysis_on
    }

    /// The engine's latest report on the analysed position.
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    /// Whether a move of the computer waits for the board to be still.
    pub fn has_queued_move(&self) -> bool {
        self.queued_move.is_some()
    }

    /// Turns analysis mode on or off ([`EngineSession::follow`] then starts or stops it).
    pub fn toggle_analysis(&mut self) {
        self.analysis_on = !self.analysis_on;
    }

    /// Asks for a hint, if the engine is free and it is a person's move.
    pub fn ask_hint(&mut self, game: &mut GameSession, seed: u64) {
        if !self.busy() && game.turn() == Turn::Human {
            self.ask(Kind::Hint, game, seed);
        }
    }

    /// Offers the computer a draw, if the engine is free.
    pub fn offer_draw(&mut self, game: &mut GameSession, seed: u64) {
        if !self.busy() {
            self.ask(Kind::DrawOffer, game, seed);
        }
    }

    /// Asks for the computer's move, which is then played no sooner than its level's time per
    /// move after `now_ms` (at once when forced).
    /// With clocks, within the share of its time left the computer allows itself.
    fn ask_move(&mut self, game: &mut GameSession, seed: u64, now_ms: f64) {
        let Opponent::Computer { level } = game.opponent() else {
            return;
        };
        let budget = game
            .clocks
            .map(|c| c.budget_ms(game.position().turn(), now_ms));
        let (offered, time) = thinking::limited_ms(level, game.settings.top_seconds, budget);
        self.send(Kind::Search, game, seed, offered);
        let forced = game.position().legal_moves().len() == 1;
        self.thinking = Some(Thinking::new(now_ms, time, forced));
    }

    /// The computer's move under way: the depth it reached and the share of its time that
    /// has passed.
    pub fn thinking_progress(&self, now_ms: f64) -> Option<(u32, f64)> {
        self.thinking
            .as_ref()
            .filter(|_| self.thinking())
            .map(|t| (t.depth(), t.progress(now_ms)))
    }

    /// Keeps the computer's move to its time: a search that overran its cap is stopped (the
    /// worker restarted) and the best move of its last finished depth queued to be played.
    /// True when a move was queued so.
    pub fn tick(&mut self, game: &mut GameSession, now_ms: f64) -> bool {
        let searching = self.pending.is_some_and(|p| p.kind == Kind::Search);
        let Some(best) = self
            .thinking
            .as_ref()
            .filter(|t| searching && t.overrun(now_ms))
            .and_then(|t| t.best_so_far().map(String::from))
        else {
            return false;
        };
        let thinking = self.thinking.take();
        self.cancel(game);
        self.thinking = thinking;
        self.queued_move = Some(best);
        true
    }

    /// Sends a request about the current game to the worker, cancelling an analysis first.
    pub fn ask(&mut self, kind: Kind, game: &mut GameSession, seed: u64) {
        let time = match kind {
            Kind::Analyze => ANALYSIS_TIME_MS,
            _ => HINT_TIME_MS,
        };
        self.send(kind, game, seed, time);
    }

    /// Sends a request with `time_ms` to think (the computer's move at its level, every other
    /// kind at full strength), cancelling an analysis first.
    fn send(&mut self, kind: Kind, game: &mut GameSession, seed: u64, time_ms: f64) {
        if self.pending.is_some_and(|p| p.kind == Kind::Analyze) {
            self.cancel(game);
        }
        let Some(worker) = &mut self.worker else {
            return;
        };
        let id = self.next_id;
        self.next_id += 1;
        let level = match (kind, game.opponent()) {
            // The settings keep the level in range (`Settings::sanitized`): a fallback only.
            (Kind::Search, Opponent::Computer { level }) => Level::new(level).unwrap_or(Level::MIN),
            _ => Level::MAX,
        };
        worker.send(&Request::new(id, kind, &game.game, level, time_ms, seed));
        let to_move = game.position().turn();
        self.pending = Some(Pending { id, kind, to_move });
        self.engine_line = None;
    }

    /// Asks about the current position of `game`, one position of a game review, at `nodes`
    /// (cancelling an analysis first); its answer is then [`EngineSession::take_reviewed`]'s.
    pub fn review(&mut self, game: &Game, nodes: u64, session: &mut GameSession) {
        if self.pending.is_some_and(|p| p.kind == Kind::Analyze) {
            self.cancel(session);
        }
        let Some(worker) = &mut self.worker else {
            return;
        };
        let id = self.next_id;
        self.next_id += 1;
        worker.send(&Request::review(id, game, nodes));
        let to_move = game.position().turn();
        self.pending = Some(Pending {
            id,
            kind: Kind::Review,
            to_move,
        });
    }

    /// Whether a position of a game review is being searched.
    pub fn reviewing(&self) -> bool {
        self.pending.is_some_and(|p| p.kind == Kind::Review)
    }

    /// The score and line of the reviewed position, once answered.
    pub fn take_reviewed(&mut self) -> Option<(Eval, Vec<String>)> {
        self.reviewed.take()
    }

    /// The computer offered a draw with the move just played: true once, for the page to ask
    /// the player.
    pub fn take_draw_offer(&mut self) -> bool {
        std::mem::take(&mut self.offer_made)
    }

    /// The player declined the computer's offer: it is not made again for
    /// [`OFFER_AGAIN_PLIES`] plies.
    pub fn decline_offer(&mut self, game: &GameSession) {
        self.declined_at = Some(game.game.len());
    }

    /// Stops any search in progress (restarting the worker) and forgets its reply, its
    /// progress line and any analysis.
    pub fn cancel(&mut self, game: &mut GameSession) {
        self.engine_line = None;
        self.thinking = None;
        self.queued_move = None;
        self.queued_offer = false;
        self.offer_made = false;
        self.analysed = None;
        self.report = None;
        self.reviewed = None;
        if self.pending.take().is_some() {
            if let Some(worker) = &mut self.worker {
                if let Err(why) = worker.restart() {
                    self.worker = None;
                    failed(game, &why);
                }
            }
        }
    }

    /// Keeps the engine on the game after a change: cancels an analysis of another position
    /// (or one no longer wanted), then asks for the computer's move when it is its turn, or
    /// for an analysis when analysis mode is on and it is a person's move.
    pub fn follow(&mut self, game: &mut GameSession, seed: u64, now_ms: f64) {
        let here = (game.game.len(), *game.position());
        let analyse = self.analysis_on && analysis::runs(game.turn());
        if self.analysed.is_some() && (!analyse || self.analysed != Some(here)) {
            self.cancel(game);
        }
        if self.pending.is_none() && self.queued_move.is_none() {
            if game.turn() == Turn::Computer {
                if self.failed_at != Some(here) {
                    self.ask_move(game, seed, now_ms);
                }
            } else if analyse && self.analysed.is_none() {
                self.ask(Kind::Analyze, game, seed);
                self.analysed = Some(here);
            }
        }
    }

    /// Takes in a reply from the worker.
    pub fn on_reply(&mut self, reply: Reply, game: &mut GameSession) -> Effect {
        if let Reply::Ready = reply {
            if let Some(worker) = &mut self.worker {
                worker.set_ready();
            }
            return Effect::Nothing;
        }
        if let Reply::Tables { source, .. } = reply {
            return Effect::Tables(source);
        }
        let Some(pending) = self.pending else {
            return Effect::Nothing;
        };
        if reply.id().is_some_and(|id| id != pending.id) {
            return Effect::Nothing; // A reply to a request the page no longer waits for.
        }
        match reply {
            Reply::Ready | Reply::Tables { .. } => {}
            Reply::Info {
                depth,
                score,
                nodes,
                nps,
                pv,
                ..
            } => {
                let eval = WhiteEval::new(score, pending.to_move);
                let speed = analysis::meaningful_speed(nodes, nps);
                if pending.kind == Kind::Analyze {
                    self.report = Some(Report {
                        depth,
                        eval,
                        speed,
                        pv,
                    });
                } else {
                    self.engine_line = Some(EngineLine { depth, eval, speed });
                    if let Some(thinking) = self.thinking.as_mut() {
                        thinking.record(depth, &pv);
                    }
                }
                return Effect::Progress;
            }
            Reply::Best { mv, draw_offer, .. } => {
                self.pending = None;
                match pending.kind {
                    Kind::Search => {
                        let len = game.game.len();
                        let muted = self
                            .declined_at
                            .is_some_and(|at| len < at + OFFER_AGAIN_PLIES);
                        self.queued_offer = draw_offer && !muted;
                        self.queued_move = mv;
                    }
                    Kind::Hint => game.show_hint(mv.as_deref()),
                    Kind::Analyze | Kind::DrawOffer | Kind::Review => {}
                }
            }
            Reply::Reviewed { score, line, .. } => {
                self.pending = None;
                self.reviewed = Some((score, line));
            }
            Reply::DrawAnswer { accept, .. } => {
                self.pending = None;
                if accept {
                    game.agree_draw();
                } else {
                    game.notice = Some(Notice::DrawDeclined);
                }
            }
            Reply::Error { message, .. } => {
                self.pending = None;
                if pending.kind == Kind::Search {
                    self.thinking = None;
                    self.failed_at = Some((game.game.len(), *game.position()));
                }
                failed(game, &message);
            }
        }
        Effect::Answered
    }

    /// Plays the computer's queued move once its time has passed (call it once the board is
    /// still); true if one was played. A move that is not legal here is reported in the game's
    /// notice.
    pub fn play_queued(&mut self, game: &mut GameSession, now_ms: f64) -> bool {
        if self.thinking.as_ref().is_some_and(|t| !t.may_play(now_ms)) {
            return false;
        }
        let Some(text) = self.queued_move.take() else {
            return false;
        };
        self.thinking = None;
        let played = game.play_text(&text);
        if !played {
            self.failed_at = Some((game.game.len(), *game.position()));
            failed(game, &format!("illegal move {text}"));
        }
        self.offer_made = played && std::mem::take(&mut self.queued_offer);
        played
    }
}

/// Says in the game's notice that the engine stopped working.
fn failed(game: &mut GameSession, why: &str) {
    game.notice = Some(Notice::EngineFailed(why.to_string()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::{ColorChoice, Settings};
    use draughts::Variant;
    use draughts_worker::protocol::Eval;
    use std::cell::RefCell;
    use std::rc::Rc;

    /// What the fake worker was told.
    #[derive(Default)]
    struct Log {
        sent: Vec<Request>,
        restarts: usize,
        ready: bool,
        /// Restarts fail from now on.
        broken: bool,
    }

    struct FakeWorker(Rc<RefCell<Log>>);

    impl Worker for FakeWorker {
        fn send(&mut self, request: &Request) {
            self.0.borrow_mut().sent.push(request.clone());
        }
        fn set_ready(&mut self) {
            self.0.borrow_mut().ready = true;
        }
        fn restart(&mut self) -> Result<(), String> {
            let mut log = self.0.borrow_mut();
            log.restarts += 1;
            if log.broken {
                Err("gone".into())
            } else {
                Ok(())
            }
        }
    }

    fn vs_computer() -> GameSession {
        let settings = Settings {
            variant: Variant::Brazilian,
            opponent: Opponent::Computer { level: 2 },
            color: ColorChoice::White,
            ..Settings::default()
        };
        GameSession::start(settings, true)
    }

    fn two_players() -> GameSession {
        GameSession::start(Settings::two_players(Variant::Russian), true)
    }

    fn started(game: &mut GameSession) -> (EngineSession<FakeWorker>, Rc<RefCell<Log>>) {
        let log = Rc::new(RefCell::new(Log::default()));
        let session = EngineSession::new(Ok(FakeWorker(log.clone())), game);
        (session, log)
    }

    fn last_sent(log: &Rc<RefCell<Log>>) -> Request {
        log.borrow().sent.last().cloned().expect("a request")
    }

    fn best(id: u32, mv: Option<&str>) -> Reply {
        Reply::Best {
            id,
            mv: mv.map(String::from),
            score: Eval::Centimen(0),
            depth: 3,
            nodes: 100,
            draw_offer: false,
        }
    }

    #[test]
    fn the_computers_move_is_asked_for_queued_and_played() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        engine.follow(&mut game, 9, 0.0);
        assert!(log.borrow().sent.is_empty(), "the person moves first");
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 9, 0.0);
        let request = last_sent(&log);
        assert_eq!((request.kind, request.level.number()), (Kind::Search, 2));
        assert_eq!(request.movetime_ms, Some(thinking::LEVEL_TIME_MS));
        assert_eq!((request.moves.len(), request.seed), (1, 9));
        assert!(engine.thinking() && engine.busy());
        engine.follow(&mut game, 9, 0.0);
        assert_eq!(log.borrow().sent.len(), 1, "asked once");

        // Black searches: its -0.12 is White's +0.12; a search of a millisecond has no speed.
        let info = |nodes| Reply::Info {
            id: request.id,
            depth: 4,
            score: Eval::Centimen(-12),
            nodes,
            nps: 850_000,
            pv: vec!["f6-e5".into()],
        };
        assert_eq!(engine.on_reply(info(1000), &mut game), Effect::Progress);
        let line = EngineLine {
            depth: 4,
            eval: WhiteEval::Men(0.12),
            speed: None,
        };
        assert_eq!(engine.engine_line(), Some(line));
        engine.on_reply(info(425_000), &mut game);
        let speed = Some(850_000);
        assert_eq!(engine.engine_line(), Some(EngineLine { speed, ..line }));
        let stale = best(request.id + 7, Some("h6-g5"));
        assert_eq!(engine.on_reply(stale, &mut game), Effect::Nothing);
        let answer = best(request.id, Some("f6-e5"));
        assert_eq!(engine.on_reply(answer, &mut game), Effect::Answered);
        assert!(
            engine.thinking(),
            "the move waits for its time and the board"
        );
        assert!(!engine.busy());
        // Level 2 takes a tenth of the 2.5 s offered: the move waits until then.
        assert_eq!(engine.thinking_progress(125.0), Some((4, 0.5)));
        assert!(!engine.play_queued(&mut game, 249.0));
        assert!(engine.play_queued(&mut game, 250.0));
        assert!(!engine.thinking());
        assert_eq!(engine.thinking_progress(300.0), None);
        assert_eq!(game.game.len(), 2);
        assert_eq!(game.turn(), Turn::Human);
        assert!(!engine.play_queued(&mut game, 300.0), "played once");
    }

    #[test]
    fn a_search_that_overruns_twice_its_time_is_stopped_and_its_best_move_so_far_played() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 0, 1000.0);
        let id = last_sent(&log).id;
        assert!(
            !engine.tick(&mut game, 2000.0),
            "no move known yet: wait for one"
        );
        let info = Reply::Info {
            id,
            depth: 5,
            score: Eval::Centimen(0),
            nodes: 10,
            nps: 10,
            pv: vec!["f6-e5".into(), "d4xf6".into()],
        };
        engine.on_reply(info, &mut game);
        assert!(!engine.tick(&mut game, 1499.0), "within twice its 250 ms");
        assert!(engine.tick(&mut game, 2000.0));
        assert_eq!(log.borrow().restarts, 1, "the search was stopped");
        assert!(engine.thinking() && !engine.busy());
        engine.on_reply(best(id, Some("h6-g5")), &mut game);
        assert!(engine.play_queued(&mut game, 2000.0));
        let played = draughts_worker::replay::move_texts(&game.game);
        assert_eq!(played.last().map(String::as_str), Some("f6-e5"));
    }

    #[test]
    fn an_illegal_move_or_an_error_is_reported() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 0, 0.0);
        let id = last_sent(&log).id;
        engine.on_reply(best(id, Some("a1-h8")), &mut game);
        assert!(!engine.play_queued(&mut game, 1e9));
        assert_eq!(
            game.notice,
            Some(Notice::EngineFailed("illegal move a1-h8".into()))
        );
        engine.follow(&mut game, 0, 0.0);
        assert_eq!(
            log.borrow().sent.len(),
            1,
            "not asked again where it failed"
        );
        let mut game = vs_computer();
        let (mut engine, _) = started(&mut game);
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 0, 0.0);
        let error = Reply::Error {
            id: None,
            message: "the engine could not start".into(),
        };
        assert_eq!(engine.on_reply(error, &mut game), Effect::Answered);
        assert!(!engine.thinking());
        assert_eq!(
            game.notice,
            Some(Notice::EngineFailed("the engine could not start".into()))
        );
    }

    /// A failure (a weights file that would not download, say) is said once: the computer's
    /// move is not asked again in the same position, which would fail at once and again, but
    /// it is once the game moves on.
    #[test]
    fn a_failed_move_is_not_asked_again_until_the_game_moves_on() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 0, 0.0);
        let error = Reply::Error {
            id: Some(last_sent(&log).id),
            message: "no weights".into(),
        };
        assert_eq!(engine.on_reply(error, &mut game), Effect::Answered);
        assert_eq!(game.notice, Some(Notice::EngineFailed("no weights".into())));
        assert!(!engine.thinking());
        for _ in 0..3 {
            engine.follow(&mut game, 0, 0.0);
        }
        assert_eq!(log.borrow().sent.len(), 1, "asked once");
        assert!(game.undo());
        assert!(game.play_text("c3-b4"));
        engine.follow(&mut game, 0, 0.0);
        assert_eq!(
            log.borrow().sent.len(),
            2,
            "asked again in another position"
        );
        assert_eq!(last_sent(&log).moves, ["c3-b4"]);
    }

    #[test]
    fn readiness_and_the_tables_note_pass_through() {
        let mut game = two_players();
        let (mut engine, log) = started(&mut game);
        assert_eq!(engine.on_reply(Reply::Ready, &mut game), Effect::Nothing);
        assert!(log.borrow().ready);
        let tables = Reply::Tables {
            source: TableSource::Imported,
            variant: draughts::Variant::Brazilian,
        };
        assert_eq!(
            engine.on_reply(tables, &mut game),
            Effect::Tables(TableSource::Imported)
        );
    }

    #[test]
    fn analysis_follows_the_position_and_reports_from_whites_side() {
        let mut game = two_players();
        let (mut engine, log) = started(&mut game);
        engine.toggle_analysis();
        engine.follow(&mut game, 1, 0.0);
        let first = last_sent(&log);
        assert_eq!(first.kind, Kind::Analyze);
        assert_eq!(first.movetime_ms, Some(ANALYSIS_TIME_MS));
        assert!(!engine.busy() && !engine.thinking(), "analysis yields");
        engine.follow(&mut game, 1, 0.0);
        assert_eq!(
            log.borrow().sent.len(),
            1,
            "the same position is not asked twice"
        );

        // White to move here... and after a move, Black: the report is turned to White's view.
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 1, 0.0);
        assert_eq!(log.borrow().restarts, 1, "the stale analysis was stopped");
        let second = last_sent(&log);
        assert_eq!((second.kind, second.moves.len()), (Kind::Analyze, 1));
        let info = Reply::Info {
            id: second.id,
            depth: 7,
            score: Eval::WinIn(13),
            nodes: 5000,
            nps: 1_200_000,
            pv: vec!["f6-e5".into()],
        };
        assert_eq!(engine.on_reply(info, &mut game), Effect::Progress);
        let report = engine.report().expect("a report");
        assert_eq!(
            report.eval,
            WhiteEval::Win {
                winner: Color::Black,
                moves: 7
            }
        );
        assert_eq!(engine.engine_line(), None, "analysis has its own box");

        // The analysis finishes: it is not asked for again in the same position.
        engine.on_reply(best(second.id, Some("f6-e5")), &mut game);
        engine.follow(&mut game, 1, 0.0);
        assert_eq!(log.borrow().sent.len(), 2);
        assert!(engine.report().is_some(), "the finished report stays");

        // Off: forgotten, and nothing more asked.
        engine.toggle_analysis();
        engine.follow(&mut game, 1, 0.0);
        assert!(engine.report().is_none());
        assert!(game.play_text("f6-e5"));
        engine.follow(&mut game, 1, 0.0);
        assert_eq!(log.borrow().sent.len(), 2);
    }

    #[test]
    fn a_hint_pre_empts_the_analysis_and_shows_on_the_board() {
        let mut game = two_players();
        let (mut engine, log) = started(&mut game);
        engine.toggle_analysis();
        engine.follow(&mut game, 1, 0.0);
        engine.ask_hint(&mut game, 2);
        assert_eq!(log.borrow().restarts, 1, "the analysis was stopped first");
        let hint = last_sent(&log);
        assert_eq!(hint.kind, Kind::Hint);
        assert_eq!(hint.movetime_ms, Some(HINT_TIME_MS));
        assert!(engine.busy());
        engine.ask_hint(&mut game, 2);
        assert_eq!(log.borrow().sent.len(), 2, "one request at a time");
        engine.on_reply(best(hint.id, Some("c3-d4")), &mut game);
        assert_eq!(game.notice, Some(Notice::Hint("c3-d4".into())));
        assert!(game.hint().is_some());
    }

    #[test]
    fn the_computer_answers_a_draw_offer() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        engine.offer_draw(&mut game, 0);
        let offer = last_sent(&log);
        assert_eq!(offer.kind, Kind::DrawOffer);
        let no = Reply::DrawAnswer {
            id: offer.id,
            accept: false,
        };
        assert_eq!(engine.on_reply(no, &mut game), Effect::Answered);
        assert_eq!(game.notice, Some(Notice::DrawDeclined));
        engine.offer_draw(&mut game, 0);
        let yes = Reply::DrawAnswer {
            id: last_sent(&log).id,
            accept: true,
        };
        engine.on_reply(yes, &mut game);
        assert_eq!(game.status_code(), "draw");
    }

    #[test]
    fn the_computers_draw_offer_comes_with_its_move_and_rests_once_declined() {
        let mut game = vs_computer();
        let (mut engine, log) = started(&mut game);
        let offer = |id| Reply::Best {
            id,
            mv: None,
            score: Eval::Centimen(0),
            depth: 3,
            nodes: 100,
            draw_offer: true,
        };
        let mut computer_moves = ["h6-g5", "g7-h6"].into_iter();
        let mut ask = |engine: &mut EngineSession<FakeWorker>, game: &mut GameSession| {
            engine.follow(game, 0, 0.0);
            let id = last_sent(&log).id;
            let mut reply = offer(id);
            if let Reply::Best { mv, .. } = &mut reply {
                *mv = computer_moves.next().map(String::from);
            }
            engine.on_reply(reply, game);
            assert!(!engine.take_draw_offer(), "not before the move is played");
            assert!(engine.play_queued(game, 1e9));
            engine.take_draw_offer()
        };
        assert!(game.play_text("a3-b4"));
        assert!(ask(&mut engine, &mut game), "offered with the move");
        assert!(!engine.take_draw_offer(), "asked once");
        engine.decline_offer(&game);
        assert!(game.play_text("g3-h4"));
        assert!(
            !ask(&mut engine, &mut game),
            "not again soon after a refusal"
        );
        assert!(game.play_text("b2-a3"));
        engine.cancel(&mut game);
        assert!(!engine.take_draw_offer());
    }

    #[test]
    fn without_a_worker_nothing_is_asked_and_the_page_says_why() {
        let mut game = vs_computer();
        let mut engine = EngineSession::<FakeWorker>::new(Err("no workers".into()), &mut game);
        assert_eq!(game.notice, Some(Notice::EngineFailed("no workers".into())));
        assert!(game.play_text("c3-d4"));
        engine.follow(&mut game, 0, 0.0);
        assert!(!engine.thinking(), "nothing to wait for");

        // A worker that cannot be restarted is dropped.
        let mut game = two_players();
        let (mut engine, log) = started(&mut game);
        engine.toggle_analysis();
        engine.follow(&mut game, 0, 0.0);
        log.borrow_mut().broken = true;
        engine.cancel(&mut game);
        assert_eq!(game.notice, Some(Notice::EngineFailed("gone".into())));
        engine.ask_hint(&mut game, 0);
        assert_eq!(log.borrow().sent.len(), 1, "no worker left to ask");
        assert!(!engine.busy());
    }
}
