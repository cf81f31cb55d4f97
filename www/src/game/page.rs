//! The page's game: the game session, the engine session, the question asked, the game waiting
//! for the player's answer, the replay, and every decision the page takes about them. The web
//! shell (`web/app.rs`) hands each command, worker reply and tick to a [`Page`] and carries out
//! the [`Effect`]s it returns, in order: it draws, saves, plays sounds and posts to the worker,
//! and decides nothing itself.

use crate::engine::session::{self as engine, EngineLine, EngineSession, Worker};
use crate::engine::thinking::valid_top_seconds;
use crate::game::link;
use crate::game::question::{Help, Question};
use crate::game::session::{GameSession, LessonBoard};
use crate::game::settings::{Opponent, Settings};
use crate::game::sound::Sound;
use crate::game_record::game_replay::{self, Replay, Step};
use crate::learn::link as lesson_link;
use crate::learn::run::{LessonRun, TaskState};
use crate::puzzles::link as puzzle_link;
use crate::puzzles::run::{PuzzleRun, PuzzleTry};
use crate::records::recording;
use crate::records::Unrated;
use crate::review::mistakes::MistakeRun;
use crate::review::run::ReviewRun;
use crate::review::GameReview;
use draughts::{Color, Game, Move, Position, Square, Variant};
use draughts_puzzles::Puzzle;
use draughts_worker::protocol::{Reply, TableSource};

/// What the player asks of the game: from the panel, the replay bar, the move list, the
/// keyboard, the editor, the new-game form and the question dialog.
#[derive(Clone, Debug)]
pub enum Command {
    Undo,
    Redo,
    Hint,
    Flip,
    OfferDraw,
    Resign,
    /// Analysis mode on or off.
    Analyse,
    /// The answer to the question asked.
    Yes,
    No,
    ViewBack,
    ViewForward,
    ViewExit,
    /// A step through the game being replayed.
    Replay(Step),
    /// A new game from the position shown, against the computer (`true`) or two players.
    ContinueFrom {
        computer: bool,
    },
    /// Analysis of the position shown, between two players.
    AnalyseShown,
    /// A new game replaces this one (the new-game form's Start), from the position "Play from
    /// here" left ([`Page::play_from`]) or the variant's start; `coin` draws the colour when
    /// the settings leave it to chance.
    NewGame {
        settings: Settings,
        coin: bool,
    },
    /// A position to analyse between two players, `orientation` at the bottom (the editor's
    /// Analyse).
    AnalysePosition {
        position: Position,
        orientation: Color,
    },
    /// A game to step through from its start (a PDN file's, a past one), asked about first
    /// when it would replace a game in progress.
    OpenReplay {
        game: Game,
        replay: Box<Replay>,
        /// The review its file carried.
        review: Option<Box<GameReview>>,
        /// The side at the bottom: the player's in a past game.
        player: Color,
    },
    /// The return game of a finished one ([`GameSession::rematch`]).
    Rematch,
    /// The computer's level from now on; a search under way starts again.
    Level(u8),
    /// Level 8's seconds a move from now on; a search under way starts again.
    TopSeconds(u32),
    /// Square names on the board, or not.
    Labels(bool),
    /// A lesson of `variant`'s course (its place, from 0) on the board; the game in progress
    /// waits aside until the lessons end.
    Learn {
        variant: Variant,
        lesson: usize,
    },
    /// The lesson's task from its start again.
    LessonRetry,
    /// The lesson's next task, or the next lesson's first.
    LessonNext,
    /// Back from the lessons to the game set aside.
    LeaveLessons,
    /// The position after this many moves on the board (a click on the review's graph).
    View(usize),
    /// The engine goes over every position of the game shown ([`Page::can_review`]).
    Review,
    /// The review under way stops.
    CancelReview,
    /// The player's mistakes of the reviewed game on the board, one after the other; the game
    /// waits aside.
    LearnMistakes,
    NextMistake,
    /// Back from the mistakes to the reviewed game.
    LeaveMistakes,
    /// A puzzle on the board (chosen by the shell from its rule set's set and the player's
    /// progress); the game in progress waits aside. `streak`: the puzzles solved in the streak
    /// it continues; `rated`: its first try.
    Puzzle {
        puzzle: Box<Puzzle>,
        streak: Option<u32>,
        rated: bool,
    },
    /// The puzzle from its start again.
    PuzzleRetry,
    /// Back from the puzzles to the game set aside.
    LeavePuzzles,
}

/// What the shell does after a command, a reply or a tick, in the order given.
#[derive(Clone, PartialEq, Debug)]
pub enum Effect {
    /// Plays a sound of the game (the player has sound on).
    Sound(Sound),
    /// The game is over and not in the records yet: record it
    /// ([`recording::record_finished`]).
    Record,
    /// Saves the game and the replay it is in.
    Save,
    /// The address follows the game.
    FollowAddress,
    /// A piece moves across the board from `before`.
    Animate {
        before: Position,
        mv: Move,
        path: Vec<Square>,
    },
    /// The piece moving across the board stops.
    StopAnimation,
    /// The board, the panel and the canvas's attributes show the state again.
    Render,
    /// The engine's progress (its line, the analysis) is new: the panel shows it.
    Progress,
    /// The clocks, the thinking bar and the engine's progress are shown as they are now.
    ShowClocks,
    /// Where the worker's endgame tables came from.
    Tables(TableSource),
    /// The computer thinks or a clock runs: another tick is due.
    Tick,
    /// The review of the game shown is finished: the records keep it with the game.
    Reviewed,
    /// A puzzle's try ended: the records keep it (its first try moves the rating) and a streak
    /// goes on or ends.
    PuzzleDone(PuzzleTry),
    /// The lesson of `topic` in `variant` was finished: the records keep it.
    Learned {
        variant: Variant,
        topic: &'static str,
    },
}

/// The moment of a command: the time, a fresh seed for the engine, and whether the board is
/// still (no piece moving across it: the computer's move waits until it is).
#[derive(Clone, Copy, Debug)]
pub struct Moment {
    pub now_ms: f64,
    pub seed: u64,
    pub still: bool,
}

/// A game held aside: waiting for the player's answer to replace the one in progress, or set
/// aside while lessons are on the board.
struct Held {
    session: GameSession,
    replay: Option<Replay>,
    /// The game's review (a game set aside for its mistakes, or for lessons).
    review: Option<ReviewRun>,
}

/// The page's game and what it decides.
pub struct Page<W> {
    pub session: GameSession,
    pub engine: EngineSession<W>,
    /// The question the dialog asks.
    pub question: Option<Question>,
    /// The game being replayed (imported, past or shared); set by [`Page::set_replay`].
    pub replay: Option<Replay>,
    waiting: Option<Held>,
    /// The lesson on the board; the game in progress is then in `set_aside`.
    pub lesson: Option<LessonRun>,
    /// The reviewed game's mistakes on the board; the game is then in `set_aside`.
    pub practice: Option<MistakeRun>,
    /// The puzzle on the board; the game is then in `set_aside`.
    pub puzzle: Option<PuzzleRun>,
    /// The review of the game shown, under way or finished.
    pub review: Option<ReviewRun>,
    set_aside: Option<Held>,
    /// The position the next new game starts from ("Play from here" in the editor).
    start_from: Option<Position>,
    /// The moves played and whether the game was over at the last change: a sound follows a
    /// move added or the game's end.
    heard: (usize, bool),
    /// The player's preferences the game follows.
    pub sound_on: bool,
    pub turn_board: bool,
}

impl<W: Worker> Page<W> {
    pub fn new(mut session: GameSession, worker: Result<W, String>) -> Page<W> {
        let engine = EngineSession::new(worker, &mut session);
        let heard = (session.game.len(), session.game.outcome().is_some());
        Page {
            session,
            engine,
            question: None,
            replay: None,
            waiting: None,
            lesson: None,
            practice: None,
            puzzle: None,
            review: None,
            set_aside: None,
            start_from: None,
            heard,
            sound_on: true,
            turn_board: false,
        }
    }

    /// Whether a game waits for the player's answer: the address keeps the link they opened
    /// until then.
    pub fn is_waiting(&self) -> bool {
        self.waiting.is_some()
    }

    /// Carries out `command`.
    pub fn apply(&mut self, command: Command, at: Moment) -> Vec<Effect> {
        let mut effects = Vec::new();
        match command {
            // A lesson's game takes no help and no take-back: its task is tried again instead.
            Command::Undo
            | Command::Redo
            | Command::Hint
            | Command::OfferDraw
            | Command::Resign
            | Command::Analyse
                if self.exercising() =>
            {
                return effects
            }
            // A review has the worker to itself until it ends or is cancelled.
            Command::Hint | Command::Analyse | Command::AnalyseShown if self.reviewing() => {
                return effects
            }
            Command::Undo => {
                self.engine.cancel(&mut self.session);
                self.session.undo();
                effects.push(Effect::StopAnimation);
            }
            Command::Redo => {
                self.engine.cancel(&mut self.session);
                self.session.redo();
            }
            Command::Hint if self.rated_in_progress() => {
                self.question = Some(Question::Unrates(Help::Hint))
            }
            Command::Hint => self.engine.ask_hint(&mut self.session, at.seed),
            Command::Flip => self.session.flipped = !self.session.flipped,
            Command::OfferDraw => {
                self.question = Some(match self.session.opponent() {
                    Opponent::Computer { .. } => Question::OfferDraw,
                    Opponent::Human => Question::DrawOffered {
                        by: self.session.position().turn(),
                    },
                })
            }
            Command::Resign => {
                self.question = Some(Question::Resign {
                    side: self.session.resigning_side(),
                })
            }
            Command::Analyse if !self.engine.analysis_on() && self.rated_in_progress() => {
                self.question = Some(Question::Unrates(Help::Analysis))
            }
            Command::Analyse => self.engine.toggle_analysis(),
            Command::Yes => self.yes(at, &mut effects),
            Command::No => self.no(),
            Command::ViewBack => self.session.step_view(-1),
            Command::ViewForward => self.session.step_view(1),
            Command::ViewExit => self.session.stop_viewing(),
            Command::Replay(step) => self.session.replay_step(step),
            Command::ContinueFrom { computer } => {
                let next = game_replay::continue_from(&self.session, computer);
                self.replace(next, &mut effects);
            }
            Command::AnalyseShown => {
                let next = game_replay::continue_from(&self.session, false);
                self.replace(next, &mut effects);
                self.analysis_on();
            }
            Command::NewGame { settings, coin } => {
                let session = match self.start_from.take() {
                    Some(position) => {
                        let settings = Settings {
                            variant: position.variant(),
                            ..settings
                        };
                        let human = settings.color.resolve(coin);
                        GameSession::new(Game::from_position(position), settings, human)
                    }
                    None => GameSession::start(settings, coin),
                };
                self.start(session, &mut effects);
            }
            Command::Rematch => {
                let finished = self.session.game.outcome().is_some();
                if !finished || self.replay.is_some() || self.lesson.is_some() {
                    return effects;
                }
                let session = self.session.rematch();
                self.start(session, &mut effects);
            }
            Command::AnalysePosition {
                position,
                orientation,
            } => {
                let settings = Settings::two_players(position.variant());
                let session =
                    GameSession::new(Game::from_position(position), settings, orientation);
                self.replace(session, &mut effects);
                self.analysis_on();
            }
            Command::OpenReplay {
                game,
                replay,
                review,
                player,
            } => {
                let review = review.and_then(|r| ReviewRun::finished(game.clone(), *r));
                let session = game_replay::replay_session(game, true, player);
                let current = self
                    .set_aside
                    .as_ref()
                    .map_or(&self.session, |h| &h.session);
                let in_progress = current.game.outcome().is_none() && !current.game.is_empty();
                if in_progress {
                    // The game in progress is not lost without asking.
                    self.waiting = Some(Held {
                        session,
                        replay: Some(*replay),
                        review,
                    });
                    self.question = Some(Question::OpenPastGame);
                } else {
                    self.replace(session, &mut effects);
                    self.set_replay(Some(*replay));
                    self.review = review;
                }
            }
            Command::Level(level) => {
                if !self.session.change_level(level) {
                    return effects;
                }
                self.stop_thinking();
            }
            Command::TopSeconds(seconds) => {
                self.session.settings.top_seconds = valid_top_seconds(seconds);
                self.stop_thinking();
            }
            Command::Labels(on) => self.session.show_labels = on,
            Command::Learn { variant, lesson } => {
                self.learn(LessonRun::open(variant, lesson), &mut effects)
            }
            Command::LessonRetry => {
                if let Some(run) = &mut self.lesson {
                    run.retry();
                    self.show_task(&mut effects);
                }
            }
            Command::LessonNext => {
                if let Some(mut run) = self.lesson.take() {
                    run.advance();
                    self.learn(run, &mut effects);
                }
            }
            Command::LeaveLessons | Command::LeaveMistakes | Command::LeavePuzzles => {
                self.take_up_set_aside(&mut effects)
            }
            Command::Puzzle {
                puzzle,
                streak,
                rated,
            } => self.open_puzzle(PuzzleRun::new(*puzzle, streak, rated), &mut effects),
            Command::PuzzleRetry => self.retry_puzzle(&mut effects),
            Command::View(ply) => self.session.view(ply),
            Command::LearnMistakes => self.learn_mistakes(&mut effects),
            Command::NextMistake => self.next_mistake(&mut effects),
            Command::Review => self.start_review(&mut effects),
            Command::CancelReview => self.cancel_review(),
        }
        self.changed(at, &mut effects);
        effects
    }

    /// The player said yes to the question.
    fn yes(&mut self, at: Moment, effects: &mut Vec<Effect>) {
        match self.question.take() {
            Some(Question::OpenLink | Question::OpenPastGame) => {
                if let Some(waiting) = self.waiting.take() {
                    self.replace(waiting.session, effects);
                    self.set_replay(waiting.replay);
                    self.review = waiting.review;
                }
            }
            Some(Question::Resign { .. }) => {
                self.engine.cancel(&mut self.session);
                self.session.resign();
            }
            Some(Question::OfferDraw) => self.engine.offer_draw(&mut self.session, at.seed),
            Some(Question::DrawOffered { .. } | Question::ComputerOffersDraw) => {
                self.session.agree_draw()
            }
            Some(Question::Unrates(Help::Hint)) => {
                self.session.unrated.get_or_insert(Unrated::Hint);
                self.engine.ask_hint(&mut self.session, at.seed);
            }
            Some(Question::Unrates(Help::Analysis)) => self.analysis_on(),
            None => {}
        }
    }

    /// The player said no to the question (or closed the dialog).
    fn no(&mut self) {
        match self.question.take() {
            Some(Question::ComputerOffersDraw) => self.engine.decline_offer(&self.session),
            Some(Question::OpenLink | Question::OpenPastGame) => self.waiting = None,
            _ => {}
        }
    }

    /// "Play from here" in the editor: the next new game starts from `position`.
    pub fn play_from(&mut self, position: Position) {
        self.start_from = Some(position);
    }

    /// The new-game form was opened anew or closed: the next new game starts from the
    /// variant's start.
    pub fn forget_play_from(&mut self) {
        self.start_from = None;
    }

    /// The page was opened with a link to another game than the one in progress: asks
    /// whether to open it (in replay, if it has moves).
    pub fn offer_link(&mut self, link: GameSession) {
        let replay = (!link.game.is_empty()).then(Replay::shared);
        self.waiting = Some(Held {
            session: link,
            replay,
            review: None,
        });
        self.question = Some(Question::OpenLink);
    }

    /// The game shown came from a link: if it has moves, the replay bar steps through it.
    pub fn replay_link(&mut self) {
        if !self.session.game.is_empty() {
            self.set_replay(Some(Replay::shared()));
        }
    }

    /// The game is replayed as `replay`, or played when `None`: a replayed game takes no move.
    pub fn set_replay(&mut self, replay: Option<Replay>) {
        self.session.replayed = replay.is_some();
        self.replay = replay;
    }

    /// A move was played on the board (a click or a key) from `before`: its piece moves
    /// across the board along `path`.
    pub fn played(
        &mut self,
        before: Position,
        mv: Move,
        path: Vec<Square>,
        at: Moment,
    ) -> Vec<Effect> {
        let mut effects = vec![Effect::Animate { before, mv, path }];
        self.judge_lesson_move(&mv, &mut effects);
        self.judge_practice_move(&mv);
        self.judge_puzzle_move(&before, &mv, &mut effects);
        self.changed(at, &mut effects);
        effects
    }

    /// The address of what the page shows: the lesson's, or a link to the game.
    pub fn address(&self) -> String {
        match (&self.lesson, &self.puzzle) {
            (Some(run), _) => lesson_link::lesson_query(run.variant, run.lesson),
            (None, Some(run)) => puzzle_link::puzzle_query(run.variant, Some(run.puzzle.id)),
            (None, None) => link::query_string(&self.session),
        }
    }

    /// Opens `run`'s task on the board, setting the game in progress aside first.
    fn learn(&mut self, run: LessonRun, effects: &mut Vec<Effect>) {
        self.engine.cancel(&mut self.session);
        if self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
        self.practice = None;
        self.puzzle = None;
        self.set_game_aside();
        self.lesson = Some(run);
        self.show_task(effects);
    }

    /// Whether a lesson, a mistake or a puzzle is on the board: the game's help and take-backs
    /// are off.
    pub fn exercising(&self) -> bool {
        self.lesson.is_some() || self.practice.is_some() || self.puzzle.is_some()
    }

    /// Sets the game shown aside, with its replay and review, while lessons, its mistakes or
    /// puzzles are on the board (once: a lesson after a lesson keeps the game first set aside).
    pub(crate) fn set_game_aside(&mut self) {
        if self.set_aside.is_none() {
            self.set_aside = Some(Held {
                session: self.session.clone(),
                replay: self.replay.take(),
                review: self.review.take(),
            });
            self.session.replayed = false;
        }
    }

    /// Back to the game set aside, with its replay and review.
    fn take_up_set_aside(&mut self, effects: &mut Vec<Effect>) {
        if let Some(held) = self.set_aside.take() {
            self.replace(held.session, effects);
            self.set_replay(held.replay);
            self.review = held.review;
            // A review stopped by the detour goes on.
            self.ask_review(effects);
        }
    }

    /// The lesson's task from its start, the player's side at the bottom.
    fn show_task(&mut self, effects: &mut Vec<Effect>) {
        let Some(run) = &self.lesson else {
            return;
        };
        let game = run.start_game();
        let player = game.position().turn();
        self.put_exercise(game, player, effects);
    }

    /// An exercise's game on the board (a lesson's task, a mistake to mend, a puzzle), `player`
    /// at the bottom: the other side's moves are the exercise's, and it takes no take-back.
    pub(crate) fn put_exercise(&mut self, game: Game, player: Color, effects: &mut Vec<Effect>) {
        let settings = Settings::two_players(game.variant());
        let mut session = GameSession::new(game, settings, player);
        session.lesson = Some(LessonBoard::Trying);
        session.show_labels = self.session.show_labels;
        self.heard = (session.game.len(), session.game.outcome().is_some());
        self.session = session;
        self.question = None;
        effects.push(Effect::StopAnimation);
    }

    /// Judges the move just played in a lesson; the task is over once met or missed, and the
    /// lesson finished with its last task.
    fn judge_lesson_move(&mut self, mv: &Move, effects: &mut Vec<Effect>) {
        let Some(run) = &mut self.lesson else {
            return;
        };
        let mut before = self.session.game.clone();
        before.undo();
        run.judge(&before, mv);
        if run.state != TaskState::Trying {
            self.session.lesson = Some(LessonBoard::Over);
        }
        if run.finished() {
            effects.push(Effect::Learned {
                variant: run.variant,
                topic: run.lesson().topic,
            });
        }
    }

    /// A move of the list clicked: the board shows the position after it, and nothing else
    /// changes.
    pub fn view(&mut self, ply: usize) -> Vec<Effect> {
        self.session.view(ply);
        vec![Effect::Save, Effect::Render]
    }

    /// Turns the board after each move between two players, or not, from now on.
    pub fn set_turn_board(&mut self, on: bool) {
        self.turn_board = on;
        self.session.turn_board = on;
    }

    /// The game changed outside a command (the first showing, a drop, a changed preference):
    /// everything that follows a change.
    pub fn refresh(&mut self, at: Moment) -> Vec<Effect> {
        let mut effects = Vec::new();
        self.changed(at, &mut effects);
        effects
    }

    /// A reply from the worker.
    pub fn on_reply(&mut self, reply: Reply, at: Moment) -> Vec<Effect> {
        let mut effects = Vec::new();
        match self.engine.on_reply(reply, &mut self.session) {
            engine::Effect::Nothing => {}
            engine::Effect::Tables(source) => effects.push(Effect::Tables(source)),
            engine::Effect::Progress => effects.push(Effect::Progress),
            engine::Effect::Answered => {
                self.take_review_answer(&mut effects);
                self.play_queued(at, &mut effects);
                self.changed(at, &mut effects);
            }
        }
        effects
    }

    /// The piece moving across the board arrived: the computer's move waiting for it is
    /// played.
    pub fn board_still(&mut self, at: Moment) -> Vec<Effect> {
        let mut effects = Vec::new();
        let answer = match (&mut self.lesson, &mut self.puzzle) {
            (Some(run), _) => run.take_answer(),
            (None, Some(run)) => run.take_reply(),
            (None, None) => None,
        };
        if let Some(answer) = answer {
            let before = *self.session.position();
            if self.session.play_answer(&answer) {
                if let Some((_, mv, path)) = self.session.last_move() {
                    effects.push(Effect::Animate { before, mv, path });
                }
            }
            self.changed(at, &mut effects);
        } else if self.engine.has_queued_move() {
            self.play_queued(at, &mut effects);
            self.changed(at, &mut effects);
        }
        effects
    }

    /// Whether the game in progress still counts for the ratings: help is then asked about
    /// first, and the computer's evaluation is not shown.
    fn rated_in_progress(&self) -> bool {
        self.session.is_rated() && self.session.game.outcome().is_none()
    }

    /// The computer's progress line (depth, score, speed), unless the game in progress is
    /// rated: a rated game is played without the computer's evaluation.
    pub fn engine_line(&self) -> Option<EngineLine> {
        self.engine
            .engine_line()
            .filter(|_| !self.rated_in_progress())
    }

    /// The analysis's best move in the position played to, origin first, for the board to
    /// draw: nothing while analysis is off, while an earlier position is viewed, or before a
    /// report names a move that is legal here.
    pub fn best_move(&self) -> Vec<Square> {
        let report = self.engine.report().filter(|_| self.engine.analysis_on());
        match (report, self.session.viewing()) {
            (Some(report), None) => report
                .pv
                .first()
                .and_then(|mv| self.session.move_squares(mv))
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Whether a tick is due: the computer thinks or a clock runs.
    pub fn ticking(&self) -> bool {
        let clock_running = self.session.clocks.is_some_and(|c| c.running().is_some());
        self.engine.thinking() || clock_running
    }

    /// A tick while the computer thinks or a clock runs: fills the thinking bar, stops a
    /// search that overran its time, plays the move once its time has come, and ends the game
    /// when a flag falls.
    pub fn tick(&mut self, at: Moment) -> Vec<Effect> {
        let mut effects = Vec::new();
        let flagged = self.session.run_clocks(at.now_ms);
        let overran = self.engine.tick(&mut self.session, at.now_ms);
        let before = self.session.game.len();
        self.play_queued(at, &mut effects);
        if flagged || overran || self.session.game.len() != before {
            self.changed(at, &mut effects);
        } else {
            effects.extend([Effect::ShowClocks, Effect::Tick]);
        }
        effects
    }

    /// Plays the computer's move once its time has passed and the board is still.
    fn play_queued(&mut self, at: Moment, effects: &mut Vec<Effect>) {
        if !at.still {
            return;
        }
        let before = *self.session.position();
        if self.engine.play_queued(&mut self.session, at.now_ms) {
            if let Some((_, mv, path)) = self.session.last_move() {
                effects.push(Effect::Animate { before, mv, path });
            }
            if self.engine.take_draw_offer() {
                self.question = Some(Question::ComputerOffersDraw);
            }
        }
    }

    /// Everything that follows a change of the game: the clocks, the sound, the records, the
    /// save, the address, the engine (the computer's move, the analysis), the drawing.
    fn changed(&mut self, at: Moment, effects: &mut Vec<Effect>) {
        self.drop_stale_review();
        self.session.run_clocks(at.now_ms);
        let (played, over) = self.heard;
        let game = &self.session.game;
        self.heard = (game.len(), game.outcome().is_some());
        if let Some(sound) = Sound::after(game, played, over).filter(|_| self.sound_on) {
            effects.push(Effect::Sound(sound));
        }
        // A lesson's game is neither recorded nor saved: the game set aside is.
        let playing = self.lesson.is_none();
        if playing && recording::awaits_recording(&self.session) {
            effects.push(Effect::Record);
        }
        if playing {
            effects.push(Effect::Save);
        }
        if self.waiting.is_none() {
            effects.push(Effect::FollowAddress);
        }
        if self.engine.analysis_on() {
            // What the computer's analysis showed is help: the game no longer counts.
            self.session.unrated.get_or_insert(Unrated::Analysis);
        }
        if playing {
            self.engine.follow(&mut self.session, at.seed, at.now_ms);
        }
        if self.session.game.outcome().is_some() {
            self.question = None;
        }
        effects.extend([Effect::Render, Effect::Tick]);
    }

    /// Starts `session`, a new game: it starts unaided, analysis off.
    fn start(&mut self, session: GameSession, effects: &mut Vec<Effect>) {
        self.replace(session, effects);
        if self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
    }

    /// Replaces the game with `session` (a new game, a link's, a replay's), keeping the
    /// page's own choices (square names, turning the board).
    fn replace(&mut self, mut session: GameSession, effects: &mut Vec<Effect>) {
        self.engine.cancel(&mut self.session);
        session.show_labels = self.session.show_labels;
        session.turn_board = self.turn_board;
        self.heard = (session.game.len(), session.game.outcome().is_some());
        self.session = session;
        self.question = None;
        self.waiting = None;
        self.lesson = None;
        self.practice = None;
        self.puzzle = None;
        self.review = None;
        self.set_aside = None;
        self.set_replay(None);
        effects.push(Effect::StopAnimation);
    }

    fn analysis_on(&mut self) {
        if !self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
    }

    /// The computer's search under way (if any) starts again with the current settings.
    fn stop_thinking(&mut self) {
        if self.engine.thinking() {
            self.engine.cancel(&mut self.session);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::{Notice, Turn};
    use crate::game::settings::ColorChoice;
    use crate::game::test_page::{Requests, AT};
    use draughts::Variant;
    use draughts_worker::protocol::{Eval, Kind};

    fn page(session: GameSession) -> (Page<Requests>, Requests) {
        let worker = Requests::default();
        (Page::new(session, Ok(worker.clone())), worker)
    }

    fn two_players() -> Page<Requests> {
        page(GameSession::start(
            Settings::two_players(Variant::Russian),
            true,
        ))
        .0
    }

    /// The page after `moves` were played on its board.
    fn after(mut page: Page<Requests>, moves: &[&str]) -> Page<Requests> {
        for text in moves {
            let before = *page.session.position();
            assert!(page.session.play_text(text), "{text}");
            let (_, mv, path) = page.session.last_move().expect("the move");
            page.played(before, mv, path, AT);
        }
        page
    }

    /// Clicks `squares` on the board and hands the move they play to the page.
    fn click_move(page: &mut Page<Requests>, squares: &[&str]) -> Vec<Effect> {
        use crate::board::input::Click;
        let variant = page.session.position().variant();
        let before = *page.session.position();
        for name in squares {
            if let Click::Play { mv, path } = page.session.click(variant.parse_square(name)) {
                return page.played(before, mv, path, AT);
            }
        }
        panic!("{squares:?} played nothing: {:?}", page.session.notice);
    }

    /// The Brazilian lesson on `topic`, opened over a game between two players.
    fn brazilian_lesson(topic: &str) -> Page<Requests> {
        let mut page = after(two_players(), &["c3-d4"]);
        let lesson = crate::learn::course(Variant::Brazilian)
            .iter()
            .position(|l| l.topic == topic)
            .expect("the lesson");
        page.apply(
            Command::Learn {
                variant: Variant::Brazilian,
                lesson,
            },
            AT,
        );
        page
    }

    #[test]
    fn a_lesson_sets_the_game_aside_unsaved_and_back_to_the_game_gives_it_back() {
        let mut page = after(two_players(), &["c3-d4"]);
        let game = page.session.game.clone();
        let effects = page.apply(
            Command::Learn {
                variant: Variant::Brazilian,
                lesson: 0,
            },
            AT,
        );
        assert!(!effects.contains(&Effect::Save), "the lesson is not saved");
        assert!(effects.contains(&Effect::FollowAddress));
        assert_eq!(page.address(), "?learn=brazilian&lesson=1");
        assert_eq!(page.session.position().to_fen(), "W:Wc3:Bh8");
        let effects = click_move(&mut page, &["c3", "d4"]);
        assert!(!effects.contains(&Effect::Save) && !effects.contains(&Effect::Record));
        page.apply(Command::LeaveLessons, AT);
        assert!(page.lesson.is_none());
        assert_eq!(
            page.session.game.moves().collect::<Vec<_>>(),
            game.moves().collect::<Vec<_>>()
        );
        assert!(page.address().starts_with("?variant=russian"));
    }

    #[test]
    fn a_missed_task_stops_the_board_until_it_is_tried_again_and_takes_no_take_back() {
        let mut page = brazilian_lesson("men-move");
        click_move(&mut page, &["c3", "b4"]);
        let run = page.lesson.as_ref().unwrap();
        assert_eq!(run.state, TaskState::Missed(crate::learn::Miss::Elsewhere));
        let variant = Variant::Brazilian;
        page.session.click(variant.parse_square("b4"));
        assert_eq!(page.session.notice, Some(Notice::TaskOver));
        page.apply(Command::Undo, AT);
        assert_eq!(page.session.game.len(), 1, "no take-back in a lesson");
        page.apply(Command::LessonRetry, AT);
        assert_eq!(page.session.position().to_fen(), "W:Wc3:Bh8");
        click_move(&mut page, &["c3", "d4"]);
        assert_eq!(page.lesson.as_ref().unwrap().state, TaskState::Met);
    }

    #[test]
    fn a_win_in_two_is_answered_once_the_board_is_still_and_its_last_task_finishes_the_lesson() {
        let mut page = brazilian_lesson("win");
        let asked = |page: &Page<Requests>| page.engine.thinking();
        page.apply(Command::LessonNext, AT);
        page.apply(Command::LessonNext, AT);
        assert_eq!(page.session.position().to_fen(), "W:Wb2,e5:Bh8");
        let effects = click_move(&mut page, &["e5", "f6"]);
        assert!(!effects.iter().any(|e| matches!(e, Effect::Learned { .. })));
        assert_eq!(page.session.turn(), Turn::Computer, "the lesson answers");
        assert!(!asked(&page), "never the engine");
        let effects = page.board_still(AT);
        assert!(effects.iter().any(|e| matches!(e, Effect::Animate { .. })));
        assert_eq!(page.session.position().turn(), Color::White);
        let effects = click_move(&mut page, &["f6", "h8"]);
        assert!(
            effects.contains(&Effect::Learned {
                variant: Variant::Brazilian,
                topic: "win"
            }),
            "{effects:?}"
        );
        assert!(
            !effects.contains(&Effect::Record),
            "a lesson's win is not a game"
        );
    }

    #[test]
    fn a_move_played_moves_its_piece_and_sounds_unless_the_sound_is_off() {
        let mut page = two_players();
        let before = *page.session.position();
        assert!(page.session.play_text("c3-d4"));
        let (_, mv, path) = page.session.last_move().unwrap();
        let effects = page.played(before, mv, path.clone(), AT);
        assert_eq!(effects[0], Effect::Animate { before, mv, path });
        assert!(effects.contains(&Effect::Sound(Sound::Move)));
        assert!(effects.contains(&Effect::Save) && effects.contains(&Effect::Render));
        assert!(!effects.contains(&Effect::Record), "the game goes on");
        page.sound_on = false;
        let before = *page.session.position();
        assert!(page.session.play_text("f6-g5"));
        let (_, mv, path) = page.session.last_move().unwrap();
        let effects = page.played(before, mv, path, AT);
        assert!(!effects.iter().any(|e| matches!(e, Effect::Sound(_))));
    }

    #[test]
    fn resigning_is_asked_first_and_a_yes_ends_the_game_recorded_before_it_is_saved() {
        let mut page = after(two_players(), &["c3-d4"]);
        page.apply(Command::Resign, AT);
        assert_eq!(page.question, Some(Question::Resign { side: Color::Black }));
        page.apply(Command::No, AT);
        assert_eq!(page.question, None);
        assert!(
            page.session.game.outcome().is_none(),
            "no: the game goes on"
        );

        page.apply(Command::Resign, AT);
        let effects = page.apply(Command::Yes, AT);
        assert!(page.session.game.outcome().is_some());
        assert_eq!(page.question, None);
        let at = |wanted: Effect| {
            effects
                .iter()
                .position(|e| *e == wanted)
                .expect("an effect")
        };
        assert!(at(Effect::Record) < at(Effect::Save), "{effects:?}");
        assert!(effects.contains(&Effect::Sound(Sound::GameEnd)));
    }

    #[test]
    fn a_draw_is_offered_to_the_other_player_between_two_and_agreed_by_a_yes() {
        let mut page = after(two_players(), &["c3-d4"]);
        page.apply(Command::OfferDraw, AT);
        assert_eq!(
            page.question,
            Some(Question::DrawOffered { by: Color::Black })
        );
        page.apply(Command::Yes, AT);
        assert!(matches!(
            page.session.game.outcome(),
            Some(draughts::Outcome::Draw(_))
        ));
    }

    #[test]
    fn a_link_waits_for_the_players_answer_and_the_address_keeps_it_meanwhile() {
        let mut page = after(two_players(), &["c3-d4"]);
        let link = after(two_players(), &["e3-f4", "f6-g5"]).session;
        page.offer_link(link.clone());
        assert_eq!(page.question, Some(Question::OpenLink));
        assert!(page.is_waiting());
        assert!(!page.refresh(AT).contains(&Effect::FollowAddress));

        page.apply(Command::No, AT);
        assert!(!page.is_waiting());
        assert_eq!(page.session.game.len(), 1, "the game in progress is kept");
        assert!(page.refresh(AT).contains(&Effect::FollowAddress));

        page.offer_link(link);
        let effects = page.apply(Command::Yes, AT);
        assert_eq!(page.session.game.len(), 2, "the link's game");
        assert!(page.replay.is_some(), "a game with moves is replayed");
        assert!(
            effects.contains(&Effect::StopAnimation) && effects.contains(&Effect::FollowAddress)
        );
    }

    #[test]
    fn a_game_to_replay_asks_before_it_replaces_a_game_in_progress() {
        let game = after(two_players(), &["e3-f4", "f6-g5"]).session.game;
        let open = |page: &mut Page<Requests>| {
            page.apply(
                Command::OpenReplay {
                    game: game.clone(),
                    replay: Box::new(Replay::shared()),
                    review: None,
                    player: Color::White,
                },
                AT,
            )
        };
        let mut fresh = two_players();
        open(&mut fresh);
        assert_eq!(fresh.question, None, "nothing to lose: opened at once");
        assert!(fresh.replay.is_some());
        assert_eq!(fresh.session.viewing(), Some(0), "from its start");

        let mut playing = after(two_players(), &["c3-d4"]);
        open(&mut playing);
        assert_eq!(playing.question, Some(Question::OpenPastGame));
        assert!(playing.replay.is_none());
        playing.apply(Command::Yes, AT);
        assert!(playing.replay.is_some());
        assert_eq!(playing.session.game.len(), 2);
    }

    #[test]
    fn a_replayed_game_takes_no_move_and_the_computer_does_not_play_in_it_until_played_on() {
        use crate::board::input::Click;
        use crate::game::session::{Notice, Turn};
        let settings = Settings {
            variant: Variant::Russian,
            opponent: Opponent::Computer { level: 1 },
            color: ColorChoice::Black,
            ..Settings::default()
        };
        // A shared game against the computer, at the computer's move (White's).
        let mut shared = GameSession::start(settings, true);
        assert!(shared.play_text("c3-d4") && shared.play_text("f6-g5"));
        let (mut page, worker) = page(shared);
        page.replay_link();
        page.refresh(AT);
        assert!(page.session.replayed);
        assert_eq!(page.session.turn(), Turn::Human, "looked at, not played");
        assert!(worker.0.borrow().is_empty(), "the computer does not move");
        let fen = page.session.position().to_fen();
        let mut c3 = page.session.clone();
        let sq = |name| Variant::Russian.parse_square(name);
        assert_eq!(c3.click(sq("d4")), Click::Cleared);
        assert_eq!(c3.notice, Some(Notice::Replaying));
        assert_eq!(
            crate::keyboard::move_entry::play(&mut c3, "d4-e5"),
            Err(crate::keyboard::move_entry::EntryError::Replaying)
        );
        assert_eq!(c3.position().to_fen(), fen, "nothing played");

        page.apply(Command::ContinueFrom { computer: true }, AT);
        assert!(page.replay.is_none() && !page.session.replayed, "played on");
        assert_eq!(
            page.session.turn(),
            Turn::Human,
            "the player takes the side to move"
        );
    }

    #[test]
    fn a_rematch_swaps_the_sides_against_the_computer_and_keeps_the_rest() {
        let settings = Settings {
            variant: Variant::Spanish,
            opponent: Opponent::Computer { level: 4 },
            color: ColorChoice::White,
            clock: Some(crate::game::clock::TimeControl::minutes(5, 3)),
            ..Settings::default()
        };
        let (mut page, _) = page(GameSession::start(settings, true));
        page.apply(Command::Rematch, AT);
        assert!(page.session.game.is_empty(), "no rematch of a game in play");
        page.apply(Command::Resign, AT);
        page.apply(Command::Yes, AT);
        assert!(page.session.game.outcome().is_some());
        page.apply(Command::Analyse, AT);
        page.apply(Command::Rematch, AT);
        let next = &page.session;
        assert_eq!(next.game.outcome(), None);
        assert_eq!(next.human, Color::Black, "the other side");
        assert_eq!(next.settings.variant, Variant::Spanish);
        assert_eq!(next.opponent(), Opponent::Computer { level: 4 });
        assert!(next.clocks.is_some(), "the same clock");
        assert!(!page.engine.analysis_on(), "unaided");

        let mut two = page_of_two_players_over();
        let human = two.session.human;
        two.apply(Command::Rematch, AT);
        assert_eq!(two.session.human, human, "two players keep their sides");
        assert!(two.session.game.is_empty());
    }

    /// A game between two players, resigned.
    fn page_of_two_players_over() -> Page<Requests> {
        let mut page = after(two_players(), &["c3-d4"]);
        page.apply(Command::Resign, AT);
        page.apply(Command::Yes, AT);
        assert!(page.session.game.outcome().is_some());
        page
    }

    #[test]
    fn the_computers_move_waits_for_a_still_board_and_for_its_time() {
        let settings = Settings {
            variant: Variant::Brazilian,
            opponent: Opponent::Computer { level: 1 },
            color: ColorChoice::Black,
            ..Settings::default()
        };
        let (mut page, worker) = page(GameSession::start(settings, true));
        page.refresh(AT);
        let id = worker
            .0
            .borrow()
            .last()
            .expect("the computer's move asked for")
            .id;
        let best = Reply::Best {
            id,
            mv: Some("c3-d4".into()),
            score: Eval::Centimen(0),
            depth: 3,
            nodes: 100,
            draw_offer: false,
        };
        let later = Moment {
            now_ms: AT.now_ms + 60_000.0,
            still: false,
            ..AT
        };
        let effects = page.on_reply(best, later);
        assert!(
            page.session.game.is_empty(),
            "a piece is still moving: {effects:?}"
        );
        let effects = page.board_still(Moment {
            still: true,
            ..later
        });
        assert_eq!(page.session.game.len(), 1, "played once the board is still");
        assert!(matches!(effects[0], Effect::Animate { .. }), "{effects:?}");
    }

    #[test]
    fn a_new_game_starts_from_the_editors_position_once_then_from_the_start() {
        let mut page = two_players();
        let position = Position::from_fen(Variant::International, "B:W33:B18").unwrap();
        let settings = Settings::two_players(Variant::Russian);
        let new_game = |page: &mut Page<Requests>| {
            page.apply(
                Command::NewGame {
                    settings,
                    coin: true,
                },
                AT,
            );
            *page.session.position()
        };
        page.play_from(position);
        assert_eq!(new_game(&mut page), position);
        assert_eq!(
            page.session.settings.variant,
            Variant::International,
            "the position's"
        );
        assert_eq!(
            new_game(&mut page),
            Position::start(Variant::Russian),
            "once"
        );
        page.play_from(position);
        page.forget_play_from();
        assert_eq!(
            new_game(&mut page),
            Position::start(Variant::Russian),
            "forgotten"
        );
    }

    /// A game against the computer at level 1, the player White, from the start.
    fn rated_against_computer() -> (Page<Requests>, Requests) {
        let settings = Settings {
            variant: Variant::Brazilian,
            opponent: Opponent::Computer { level: 1 },
            color: ColorChoice::White,
            ..Settings::default()
        };
        page(GameSession::start(settings, true))
    }

    #[test]
    fn a_rated_game_asks_before_a_hint_and_a_yes_makes_it_unrated() {
        let (mut page, worker) = rated_against_computer();
        page.apply(Command::Hint, AT);
        assert_eq!(page.question, Some(Question::Unrates(Help::Hint)));
        page.apply(Command::No, AT);
        assert!(page.session.is_rated(), "no help taken");
        assert!(worker.0.borrow().iter().all(|r| r.kind != Kind::Hint));

        page.apply(Command::Hint, AT);
        page.apply(Command::Yes, AT);
        assert_eq!(page.session.unrated, Some(Unrated::Hint));
        assert_eq!(worker.0.borrow().last().map(|r| r.kind), Some(Kind::Hint));
        page.apply(Command::Hint, AT);
        assert_eq!(page.question, None, "unrated now: no more asking");
    }

    #[test]
    fn a_rated_game_asks_before_analysis_and_shows_no_evaluation_until_then() {
        let (mut page, worker) = rated_against_computer();
        let after = after(page, &["c3-d4"]);
        page = after;
        let id = worker
            .0
            .borrow()
            .last()
            .expect("the computer's move asked")
            .id;
        let info = Reply::Info {
            id,
            depth: 5,
            score: Eval::Centimen(12),
            nodes: 1_000,
            nps: 100_000,
            pv: vec!["f6-e5".into()],
        };
        page.on_reply(info, AT);
        assert!(page.engine.engine_line().is_some(), "the engine has a line");
        assert_eq!(page.engine_line(), None, "not shown in a rated game");

        page.apply(Command::Analyse, AT);
        assert_eq!(page.question, Some(Question::Unrates(Help::Analysis)));
        assert!(!page.engine.analysis_on());
        page.apply(Command::Yes, AT);
        assert!(page.engine.analysis_on());
        assert_eq!(page.session.unrated, Some(Unrated::Analysis));
        assert!(page.engine_line().is_some(), "unrated: shown");
        page.apply(Command::Analyse, AT);
        assert!(!page.engine.analysis_on(), "turned off without a question");
        assert_eq!(page.question, None);
    }

    #[test]
    fn the_best_move_is_drawn_only_while_analysis_names_a_legal_one() {
        let (mut page, worker) = page(GameSession::start(
            Settings::two_players(Variant::Russian),
            true,
        ));
        assert!(page.best_move().is_empty(), "analysis off");
        page.apply(Command::Analyse, AT);
        page.apply(Command::Yes, AT);
        assert!(page.engine.analysis_on());
        let id = worker.0.borrow().last().expect("the analysis asked").id;
        let info = |pv: &str| Reply::Info {
            id,
            depth: 5,
            score: Eval::Centimen(12),
            nodes: 1_000,
            nps: 100_000,
            pv: vec![pv.into()],
        };
        page.on_reply(info("c3-d4"), AT);
        let v = Variant::Russian;
        let names: Vec<String> = page
            .best_move()
            .iter()
            .map(|&sq| v.square_name(sq))
            .collect();
        assert_eq!(names, ["c3", "d4"]);
        page.on_reply(info("c3-c4"), AT);
        assert!(page.best_move().is_empty(), "not a move here");
        page.on_reply(info("c3-d4"), AT);
        page.apply(Command::Analyse, AT);
        assert!(page.best_move().is_empty(), "analysis turned off");
    }

    #[test]
    fn a_new_game_starts_without_analysis() {
        let mut page = two_players();
        page.apply(Command::Analyse, AT);
        assert_eq!(
            page.question,
            Some(Question::Unrates(Help::Analysis)),
            "rated: asked"
        );
        page.apply(Command::Yes, AT);
        assert!(page.engine.analysis_on());
        let settings = Settings::two_players(Variant::Russian);
        page.apply(
            Command::NewGame {
                settings,
                coin: true,
            },
            AT,
        );
        assert!(!page.engine.analysis_on());
        assert!(page.session.is_rated());
    }

    #[test]
    fn undo_stops_the_moving_piece_and_analysis_of_a_set_position_turns_on() {
        let mut page = after(two_players(), &["c3-d4"]);
        assert!(page
            .apply(Command::Undo, AT)
            .contains(&Effect::StopAnimation));
        assert!(page.session.game.is_empty());
        let position = Position::from_fen(Variant::Brazilian, "W:Wc3:Bf6").unwrap();
        page.apply(
            Command::AnalysePosition {
                position,
                orientation: Color::Black,
            },
            AT,
        );
        assert!(page.engine.analysis_on());
        assert_eq!(page.session.opponent(), Opponent::Human);
        assert_eq!(page.session.orientation(), Color::Black);
        assert_eq!(*page.session.position(), position);
    }
}
