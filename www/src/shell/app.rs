//! The running page: the [`Page`] (the game and every decision about it), the canvas and the
//! panel, wired to events.
//!
//! One `App` lives in a thread-local; every event handler borrows it for the length of the
//! handler. Nothing here decides a rule, an engine request or what follows a change: commands
//! and worker replies go to the [`Page`], clicks to [`GameSession::click`], and this shell
//! carries out the [`Effect`]s the page returns. [`crate::shell::startup`] builds the `App`; its
//! parts are in the modules below, one concern each.

mod actions;
mod appearance;
mod lessons;
mod pointer;
mod puzzles;
mod records_dialog;
mod render;
mod reviews;
mod wiring;

use crate::board::animation::Animation;
use crate::board::canvas::BoardCanvas;
use crate::board::theme::Theme;
use crate::board::view::BoardView;
use crate::engine::worker::EngineWorker;
use crate::game::address::Address;
use crate::game::page::{Command, Effect, Moment, Page};
use crate::game::panel::Panel;
use crate::game::session::{GameSession, Notice};
use crate::game::setup_line::SetupLine;
use crate::game::sound_player::SoundPlayer;
use crate::game_record::game_replay::Replay;
use crate::game_record::pdn_export;
use crate::game_record::replay_bar::ReplayBar;
use crate::game_record::view as pdn_view;
use crate::keyboard::view::KeyboardPlay;
use crate::learn::view::LessonView;
use crate::preferences::Preferences;
use crate::puzzles::view::PuzzleView;
use crate::records::recording;
use crate::records::view::RecordsView;
use crate::records::{GameRecord, Records};
use crate::review::view::ReviewView;
use crate::shell::dom::{self, set_attr};
use crate::shell::events::Sender;
use crate::shell::storage::{self, RecordsWrite};
use crate::strings;
use draughts::{Move, Position, Square, Variant};
use draughts_puzzles::PuzzleSet;
use draughts_worker::protocol::Reply;
use pointer::Drag;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// The animation-frame callback, created once.
type FrameCallback = Closure<dyn FnMut(f64)>;

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
    static FRAME: RefCell<Option<FrameCallback>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, unless it is already borrowed (an event fired from inside a handler is
/// dropped rather than panicking).
pub fn with_app(f: impl FnOnce(&mut App)) {
    APP.with(|cell| {
        if let Ok(mut guard) = cell.try_borrow_mut() {
            if let Some(app) = guard.as_mut() {
                f(app);
            }
        }
    });
}

/// The running page.
pub struct App {
    page: Page<EngineWorker>,
    setup: SetupLine,
    board: BoardCanvas,
    panel: Panel,
    animation: Option<Animation>,
    drag: Option<Drag>,
    /// A destination pressed and not yet released: the board shows what its capture takes,
    /// and the release on it plays.
    pressed: Option<Square>,
    /// The address, kept on the current game.
    address: Address,
    /// The player's preferences, kept across visits.
    preferences: Preferences,
    sound: SoundPlayer,
    frame_requested: bool,
    /// A tick of the computer's thinking is due.
    tick_scheduled: bool,
    /// The engine sent progress the panel does not show yet. Analysis streams many `info`
    /// lines; each one only marks the panel stale, and a task of its own (posted by the first)
    /// shows the latest, so a burst of them costs one update of the progress line and the
    /// analysis box, and no board redraw. A task rather than the next animation frame: the
    /// frame's task also holds style, layout and paint, and the update made it long.
    panel_stale: bool,
    /// What the board shows, rebuilt only when the state changes.
    view: BoardView,
    /// The profiles and finished games, kept in local storage.
    records: Records,
    records_view: RecordsView,
    /// The board's cursor keys, the typed move, the spoken moves.
    keyboard: KeyboardPlay,
    replay_bar: ReplayBar,
    /// The lesson box, shown while a lesson is on the board.
    lessons: LessonView,
    /// The review box, above the move list.
    review_box: ReviewView,
    /// The puzzle box, shown while a puzzle is on the board.
    puzzle_box: PuzzleView,
    /// The rule sets' puzzle sets read so far.
    puzzle_sets: Vec<Rc<PuzzleSet>>,
}

/// Stores the app, wires the page's events to it and shows it fully for the first time.
pub fn install(app: App) -> Result<(), JsValue> {
    let canvas = app.board.canvas.clone();
    wiring::wire(&app, &canvas)?;
    APP.with(|cell| *cell.borrow_mut() = Some(app));
    with_app(App::refresh);
    Ok(())
}

/// How often the page looks at the computer's thinking: its bar, its time, its cap.
const TICK_MS: i32 = 100;

/// Sets the page's `data-theme` (on the root element), which the board's frame follows.
pub fn show_theme(theme: Theme) {
    if let Some(root) = dom::document().document_element() {
        set_attr(&root, "data-theme", theme.name());
    }
}

/// A day as PDN writes it, in local time, from milliseconds since 1970.
fn pdn_date(ms: f64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms));
    pdn_export::pdn_date(d.get_full_year(), d.get_month() + 1, d.get_date())
}

/// Where the views send what the player asks of them: to the app.
fn view_sender() -> Sender {
    Rc::new(|event| with_app(|app| app.on_view_event(event)))
}

/// A past game's replay, tagged in the page's language on the day it ended.
fn past_replay(record: &GameRecord, records: &Records) -> Replay {
    let players = pdn_export::record_players(record, records);
    Replay::past(
        record,
        strings::game_tags(players, pdn_date(record.ended_ms)),
    )
}

/// A random number for records' ids.
fn random_u32() -> u32 {
    (js_sys::Math::random() * 4_294_967_296.0) as u32
}

/// A seed for the engine's randomness.
fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

impl App {
    /// The link to the game, or to the lesson shown, as the address holds it.
    pub fn share_link(&self) -> String {
        let location = dom::window().location();
        let origin = location.origin().unwrap_or_default();
        let path = location.pathname().unwrap_or_default();
        format!("{origin}{path}{}", self.page.address())
    }

    /// The FEN of the position the board shows.
    pub fn shown_fen(&self) -> String {
        self.page.session.shown_position().to_fen()
    }

    /// The current game's variant.
    pub fn variant(&self) -> Variant {
        self.page.session.settings.variant
    }

    /// The PDN of the game shown and a file name for it: a replayed game with its own tags,
    /// else the game played here today.
    pub fn pdn_export(&self) -> (String, String) {
        let tags = match self.page.replay.as_ref().and_then(|r| r.tags.clone()) {
            Some(tags) => tags,
            None => strings::game_tags(
                pdn_export::session_players(&self.page.session, &self.records),
                pdn_date(dom::wall_ms()),
            ),
        };
        (
            pdn_export::pdn_text(
                &self.page.session.game,
                &tags,
                self.page.review.as_ref().and_then(|r| r.review()).as_ref(),
            ),
            pdn_export::file_name(&tags),
        )
    }

    /// The app for `session`, with the worker that was started (or why it could not start),
    /// the board already showing `view`.
    pub fn new(
        mut session: GameSession,
        preferences: Preferences,
        setup: SetupLine,
        board: BoardCanvas,
        panel: Panel,
        worker: Result<EngineWorker, String>,
        view: BoardView,
    ) -> App {
        panel.settings.sound_box.set_checked(preferences.sound);
        panel.settings.theme.set_value(preferences.theme.name());
        panel.settings.language.set_value(crate::i18n::current());
        let now = dom::wall_ms();
        let (mut records, set_aside) = storage::load_records(now);
        if records.profiles.is_empty() {
            let random = random_u32();
            storage::update_records(&mut records, now, |records| {
                let had = records.profiles.len();
                recording::current_profile(records, now, random, strings::default_name);
                records.profiles.len() != had
            });
        }
        if set_aside {
            session.notice = Some(Notice::RecordsUnreadable);
        }
        let records_view = RecordsView::build().expect("the leaderboard dialog");
        let keyboard = dom::by_id("panel")
            .and_then(|root| KeyboardPlay::build(&root, &board.canvas))
            .expect("the keyboard's controls");
        let menu = crate::shell::menu::list().expect("the menu");
        pdn_view::install(&menu, &panel.state, view_sender()).expect("the game record's buttons");
        let replay_bar = ReplayBar::build(&panel.state, view_sender()).expect("the replay bar");
        let lessons = dom::by_id("panel")
            .and_then(|root| LessonView::build(&root, view_sender()))
            .expect("the lesson box");
        let review_box =
            ReviewView::build(&panel.moves.head, view_sender()).expect("the review box");
        let puzzle_box = dom::by_id("panel")
            .and_then(|root| PuzzleView::build(&root, view_sender()))
            .expect("the puzzle box");
        let mut page = Page::new(session, worker);
        page.sound_on = preferences.sound;
        page.turn_board = preferences.turn_board;
        App {
            page,
            setup,
            board,
            panel,
            animation: None,
            drag: None,
            pressed: None,
            address: Address::default(),
            preferences,
            sound: SoundPlayer::default(),
            frame_requested: false,
            tick_scheduled: false,
            panel_stale: false,
            view,
            records,
            records_view,
            keyboard,
            replay_bar,
            lessons,
            review_box,
            puzzle_box,
            puzzle_sets: Vec::new(),
        }
    }

    /// The moment of an event, for the page.
    fn moment(&self) -> Moment {
        Moment {
            now_ms: dom::wall_ms(),
            seed: random_seed(),
            still: self.animation.is_none(),
        }
    }

    /// Carries out `command` on the page and what follows from it.
    pub fn command(&mut self, command: Command) {
        let effects = self.page.apply(command, self.moment());
        self.show_kept_review();
        self.run(effects);
    }

    /// A move was played on the board from `before`: its piece moves across the board.
    fn played(&mut self, before: Position, mv: Move, path: Vec<Square>) {
        let effects = self.page.played(before, mv, path, self.moment());
        self.run(effects);
    }

    /// Everything that follows a change made outside a command (the first showing, a drop,
    /// a dialog opened).
    fn refresh(&mut self) {
        self.show_kept_review();
        let effects = self.page.refresh(self.moment());
        self.run(effects);
    }

    /// Carries out the page's effects, in order.
    fn run(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Sound(sound) => self.sound.play(sound),
                Effect::Record => self.record(),
                Effect::Save => self.save(),
                Effect::FollowAddress => self.address.follow(self.page.address()),
                Effect::Animate { before, mv, path } => self.animate(before, mv, &path),
                Effect::StopAnimation => self.set_animation(None),
                Effect::Render => self.render(),
                Effect::Progress => self.request_progress(),
                Effect::ShowClocks => {
                    self.panel.show_clocks(&self.page.session, dom::wall_ms());
                    self.panel_stale = true;
                    self.show_progress();
                }
                Effect::Tables(source) => {
                    set_attr(&self.board.canvas, "data-tables", source.name())
                }
                Effect::Tick => self.schedule_tick(),
                Effect::Learned { variant, topic } => self.mark_learned(variant, topic),
                Effect::Reviewed => self.keep_review(),
                Effect::PuzzleDone(done) => self.puzzle_done(done),
            }
        }
    }

    /// Adds the finished game to the records as they are stored now.
    fn record(&mut self) {
        let now = dom::wall_ms();
        let (session, random) = (&mut self.page.session, random_u32());
        let write = storage::update_records(&mut self.records, now, |records| {
            recording::record_finished(records, session, now, random, strings::default_name)
        });
        if write == RecordsWrite::Refused {
            self.page.session.notice = Some(Notice::RecordsNotSaved);
        }
    }

    /// The page was opened with a link to another game than the one in progress: asks
    /// whether to open it.
    pub fn offer_link(&mut self, link: GameSession) {
        self.page.offer_link(link);
    }

    /// The game shown came from a link (a shared game): the replay bar steps through it.
    pub fn replay_link(&mut self) {
        self.page.replay_link();
    }

    /// Saves the game and the replay it is in (the move shown with it).
    fn save(&self) {
        storage::save(&self.page.session, self.page.replay.as_ref());
    }

    /// Takes in a reply from the worker.
    pub fn on_reply(&mut self, reply: Reply) {
        let effects = self.page.on_reply(reply, self.moment());
        self.run(effects);
    }

    /// Sets the computer's level from now on (a search under way starts again at the new
    /// level).
    fn change_level(&mut self, level: u32) {
        self.command(Command::Level(u8::try_from(level).unwrap_or(u8::MAX)));
    }

    /// Sets level 8's time per move from now on.
    fn change_top_seconds(&mut self, seconds: u32) {
        self.command(Command::TopSeconds(seconds));
    }

    /// While the computer thinks or a clock runs, a tick every [`TICK_MS`] (see
    /// [`Page::tick`]).
    fn schedule_tick(&mut self) {
        if self.tick_scheduled || !self.page.ticking() {
            return;
        }
        self.tick_scheduled = dom::after(TICK_MS, || with_app(App::tick)).is_ok();
    }

    fn tick(&mut self) {
        self.tick_scheduled = false;
        let effects = self.page.tick(self.moment());
        self.run(effects);
    }
}
