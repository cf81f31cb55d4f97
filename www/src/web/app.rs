//! The running page: the game session, the engine session, the canvas and the panel, wired to
//! events.
//!
//! One `App` lives in a thread-local; every event handler borrows it for the length of the
//! handler. Nothing here decides a rule or an engine request: clicks go to
//! [`GameSession::click`], worker replies to [`EngineSession::on_reply`], and the canvas and
//! panel draw what the two sessions say. [`crate::web::startup`] builds the `App`.

use crate::protocol::Reply;
use crate::strings;
use crate::ui::animation::Animation;
use crate::ui::engine_session::{Effect, EngineSession};
use crate::ui::game_replay::{self, Replay};
use crate::ui::geometry::Geometry;
use crate::ui::input::Click;
use crate::ui::link;
use crate::ui::pdn_export;
use crate::ui::preferences::{self, Preferences};
use crate::ui::question::Question;
use crate::ui::recording;
use crate::ui::records::{self, GameRecord, Records};
use crate::ui::session::{GameSession, Notice};
use crate::ui::settings::{Opponent, Settings};
use crate::ui::sound::Sound;
use crate::ui::theme::Theme;
use crate::ui::thinking::valid_top_seconds;
use crate::ui::view::BoardView;
use crate::web::address::Address;
use crate::web::canvas::BoardCanvas;
use crate::web::dom::{self, listen, set_attr};
use crate::web::editor_view;
use crate::web::engine::EngineWorker;
use crate::web::header::SetupLine;
use crate::web::keyboard::{self, KeyboardPlay, Keyed};
use crate::web::move_list::MoveList;
use crate::web::panel::{Action, Panel, PanelState};
use crate::web::pdn_view;
use crate::web::records_view::RecordsView;
use crate::web::replay_bar::{ReplayAction, ReplayBar};
use crate::web::rules_view::RulesView;
use crate::web::sound::SoundPlayer;
use crate::web::storage::{self, RecordsWrite};
use draughts::{Color, Game, Move, Position, Square, Variant};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, HtmlSelectElement, PointerEvent};

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

/// A piece being dragged.
struct Drag {
    from: Square,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

/// The running page.
pub struct App {
    session: GameSession,
    engine: EngineSession<EngineWorker>,
    setup: SetupLine,
    board: BoardCanvas,
    panel: Panel,
    animation: Option<Animation>,
    drag: Option<Drag>,
    /// A destination pressed and not yet released: the board shows what its capture takes,
    /// and the release on it plays.
    pressed: Option<Square>,
    question: Option<Question>,
    /// The game of the link the page was opened with, while the player is asked whether it
    /// replaces the game in progress.
    pending_link: Option<GameSession>,
    /// The address, kept on the current game.
    address: Address,
    /// The player's preferences, kept across visits.
    preferences: Preferences,
    sound: SoundPlayer,
    /// The moves played and whether the game was over at the last change: a sound follows a
    /// move added or the game's end.
    heard: (usize, bool),
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
    /// The game being replayed (imported, past or from a shared link), and the one waiting
    /// with `pending_link` for the player's answer.
    replay: Option<Replay>,
    pending_replay: Option<Replay>,
    replay_bar: ReplayBar,
}

/// Stores the app, wires the page's events to it and shows it fully for the first time.
pub fn install(app: App) -> Result<(), JsValue> {
    let canvas = app.board.canvas.clone();
    wire(&app, &canvas)?;
    APP.with(|cell| *cell.borrow_mut() = Some(app));
    with_app(App::after_change);
    Ok(())
}

/// How often the page looks at the computer's thinking: its bar, its time, its cap.
const TICK_MS: i32 = 100;

/// What the panel shows of the engine and the question.
fn panel_state(engine: &EngineSession<EngineWorker>, question: Option<Question>) -> PanelState<'_> {
    PanelState {
        thinking: engine.thinking(),
        thinking_progress: engine.thinking_progress(dom::wall_ms()),
        question,
        engine_line: engine.engine_line(),
        engine_busy: engine.busy(),
        analysis_on: engine.analysis_on(),
        analysis: engine.report(),
    }
}

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

/// The pointer position relative to the canvas, in CSS pixels.
fn local(canvas: &HtmlCanvasElement, e: &PointerEvent) -> (f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    (
        f64::from(e.client_x()) - rect.left(),
        f64::from(e.client_y()) - rect.top(),
    )
}

/// Calls `f` with a select's value, read as a number, whenever it changes.
fn on_number(select: &HtmlSelectElement, f: fn(&mut App, u32)) -> Result<(), JsValue> {
    let control = select.clone();
    listen(select, "change", move |_: web_sys::Event| {
        let chosen = control.value().parse().unwrap_or(0);
        with_app(|app| f(app, chosen))
    })
}

fn wire(app: &App, canvas: &HtmlCanvasElement) -> Result<(), JsValue> {
    let c = canvas.clone();
    listen(canvas, "pointerdown", move |e: PointerEvent| {
        e.prevent_default();
        c.set_pointer_capture(e.pointer_id()).ok();
        let at = local(&c, &e);
        with_app(|app| app.pointer_down(at));
    })?;
    let c = canvas.clone();
    listen(canvas, "pointermove", move |e: PointerEvent| {
        let at = local(&c, &e);
        with_app(|app| app.pointer_move(at));
    })?;
    let c = canvas.clone();
    listen(canvas, "pointerup", move |e: PointerEvent| {
        let at = local(&c, &e);
        with_app(|app| app.pointer_up(at));
    })?;
    listen(canvas, "pointercancel", |_: PointerEvent| {
        with_app(|app| {
            app.drag = None;
            app.pressed = None;
            app.point_at(None);
            app.redraw();
        })
    })?;
    listen(canvas, "pointerleave", |_: PointerEvent| {
        with_app(|app| {
            if app.drag.is_none() && app.pressed.is_none() {
                app.point_at(None);
            }
        })
    })?;
    listen(&dom::window(), "resize", |_: web_sys::Event| {
        with_app(|app| {
            app.board.resize();
            app.redraw();
        })
    })?;
    for (action, button) in app.panel.buttons() {
        listen(button, "click", move |_: web_sys::MouseEvent| {
            with_app(|app| app.action(action))
        })?;
    }
    // Escape closes the dialog: the answer is "no" (after "yes" or "no" the question is gone).
    listen(app.panel.confirm_dialog(), "close", |_: web_sys::Event| {
        with_app(|app| app.action(Action::No))
    })?;
    wire_records(&app.records_view)?;
    // Another tab stored records or preferences (the event never fires in the tab that wrote).
    listen(&dom::window(), "storage", |e: web_sys::StorageEvent| {
        if let Some(key) = e.key() {
            with_app(|app| app.on_storage(&key));
        }
    })?;
    let rules = RulesView::build()?;
    listen(
        &rules.open.clone(),
        "click",
        move |_: web_sys::MouseEvent| {
            with_app(|app| rules.show(app.session.position().variant(), app.preferences.theme))
        },
    )?;
    keyboard::wire(&app.keyboard, canvas)?;
    editor_view::install(app.preferences.theme)?;
    on_number(&app.panel.level_row.level, App::change_level)?;
    on_number(&app.panel.level_row.top_seconds, App::change_top_seconds)?;
    for select in [&app.panel.form.opponent, &app.panel.form.level] {
        listen(select, "change", |_: web_sys::Event| {
            with_app(|app| app.panel.form.show_fields())
        })?;
    }
    listen(&app.panel.moves.list, "click", |e: web_sys::MouseEvent| {
        if let Some(ply) = e.target().as_ref().and_then(MoveList::ply_at) {
            with_app(|app| {
                app.session.view(ply);
                app.save();
                app.render();
            })
        }
    })?;
    listen(&dom::window(), "keydown", |e: web_sys::KeyboardEvent| {
        // The arrows step through the moves, unless a control or a dialog has them.
        let in_control = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| el.closest("select, input, dialog").ok().flatten().is_some());
        let key = e.key();
        if !in_control {
            with_app(|app| {
                let replaying = app.replay.is_some() || app.session.viewing().is_some();
                if let Some(step) = game_replay::key_step(&key, replaying) {
                    e.prevent_default();
                    app.replay_action(ReplayAction::Step(step));
                }
            });
        }
    })?;
    let sound = app.panel.sound_box.clone();
    listen(&app.panel.sound_box, "change", move |_: web_sys::Event| {
        let on = sound.checked();
        with_app(|app| {
            storage::update_preferences(&mut app.preferences, |p| p.sound = on);
        })
    })?;
    let theme = app.panel.theme.clone();
    listen(&app.panel.theme, "change", move |_: web_sys::Event| {
        let chosen = Theme::from_name(&theme.value()).unwrap_or_default();
        with_app(|app| app.set_theme(chosen))
    })?;
    let language = app.panel.language.clone();
    listen(&app.panel.language, "change", move |_: web_sys::Event| {
        let chosen = language.value();
        with_app(|app| app.set_language(&chosen))
    })?;
    let turn = app.panel.turn_box.clone();
    listen(&app.panel.turn_box, "change", move |_: web_sys::Event| {
        let on = turn.checked();
        with_app(|app| {
            app.set_turn_board(on);
            app.render();
        })
    })?;
    let labels = app.panel.labels_box.clone();
    listen(&app.panel.labels_box, "change", move |_: web_sys::Event| {
        let on = labels.checked();
        with_app(|app| {
            app.session.show_labels = on;
            app.after_change();
        })
    })?;
    Ok(())
}

/// The leaderboard dialog's controls.
fn wire_records(view: &RecordsView) -> Result<(), JsValue> {
    listen(&view.variant, "change", |_: web_sys::Event| {
        with_app(|app| app.records_view.show(&app.records, recording::level_rating))
    })?;
    listen(&view.close, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.close())
    })?;
    listen(&view.export, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.export_records())
    })?;
    dom::on_file_picked(&view.import, &view.file, |chosen| {
        let read = Closure::once(|text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            with_app(|app| app.import_records(&text));
        });
        let _ = chosen.text().then(&read);
        read.forget();
    })?;
    let (white, black) = (view.white.clone(), view.black.clone());
    for select in [&view.white, &view.black] {
        let (white, black) = (white.clone(), black.clone());
        listen(select, "change", move |_: web_sys::Event| {
            let (w, b) = (white.value(), black.value());
            with_app(|app| {
                app.change_records(|records| {
                    recording::choose(records, &w, Some(&b));
                    true
                });
            })
        })?;
    }
    let name = view.name.clone();
    listen(&view.rename, "click", move |_: web_sys::MouseEvent| {
        let text = name.value();
        with_app(|app| {
            let (now, random) = (dom::wall_ms(), random_u32());
            if app.change_records(|records| {
                let current =
                    recording::current_profile(records, now, random, strings::default_name);
                recording::rename(records, &current, &text)
            }) {
                app.records_view.name.set_value("");
            }
        })
    })?;
    let name = view.name.clone();
    listen(&view.add, "click", move |_: web_sys::MouseEvent| {
        let text = name.value();
        with_app(|app| {
            let (now, random) = (dom::wall_ms(), random_u32());
            if app.change_records(|records| {
                recording::add_named(records, &text, now, random).is_some()
            }) {
                app.records_view.name.set_value("");
            }
        })
    })?;
    listen(&view.delete, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.ask_delete(&app.records))
    })?;
    listen(&view.delete_no, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.end_delete())
    })?;
    listen(&view.delete_yes, "click", |_: web_sys::MouseEvent| {
        with_app(|app| {
            app.records_view.end_delete();
            // The profile the dialog named, even if another tab has since chosen another.
            if let Some(id) = app.records.profiles.first().map(|p| p.id.clone()) {
                app.change_records(|records| recording::delete_profile(records, &id));
            }
        })
    })?;
    listen(&view.history, "click", |e: web_sys::MouseEvent| {
        let id = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-game]").ok().flatten())
            .and_then(|el| el.get_attribute("data-game"));
        if let Some(id) = id {
            with_app(|app| app.open_past_game(&id));
        }
    })?;
    Ok(())
}

impl App {
    /// Makes a change of profiles to the stored records, saves them and shows them again; true
    /// when `change` changed them.
    fn change_records(&mut self, change: impl FnOnce(&mut Records) -> bool) -> bool {
        let write = storage::update_records(&mut self.records, dom::wall_ms(), change);
        if write == RecordsWrite::Refused {
            self.records_view.say(&strings::records_not_saved());
        }
        self.records_view
            .show(&self.records, recording::level_rating);
        write != RecordsWrite::Unchanged
    }

    /// Takes in the records another tab stored, and the preferences it chose.
    fn on_storage(&mut self, key: &str) {
        if key == records::KEY {
            let (records, _) = storage::load_records(dom::wall_ms());
            self.records = records;
            self.records_view
                .show(&self.records, recording::level_rating);
        } else if key == preferences::KEY {
            self.preferences = storage::load_preferences();
            self.panel.sound_box.set_checked(self.preferences.sound);
            self.panel.theme.set_value(self.preferences.theme.name());
            self.panel.turn_box.set_checked(self.preferences.turn_board);
            self.session.turn_board = self.preferences.turn_board;
            self.show_theme(self.preferences.theme);
        }
    }

    /// Downloads the records as one JSON file.
    fn export_records(&mut self) {
        let Some(text) = storage::records_text(&self.records) else {
            return;
        };
        let parts = js_sys::Array::of1(&JsValue::from_str(&text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/json");
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
            return;
        };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
            return;
        };
        if let Ok(a) = dom::document().create_element("a") {
            if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
                a.set_href(&url);
                a.set_download(&strings::export_file_name());
                a.click();
            }
        }
        web_sys::Url::revoke_object_url(&url).ok();
    }

    /// Checks an imported file and merges it, or says what is wrong and changes nothing.
    fn import_records(&mut self, text: &str) {
        let notice = match storage::parse_records(text) {
            Err(e) => Notice::ImportRefused(e),
            Ok(imported) => {
                let mut merged = None;
                let write = storage::update_records(&mut self.records, dom::wall_ms(), |records| {
                    let result = records.merge(imported);
                    let changed = result.is_ok();
                    merged = Some(result);
                    changed
                });
                match merged {
                    Some(Err(e)) => Notice::ImportRefused(e),
                    Some(Ok(_)) if write == RecordsWrite::Refused => Notice::RecordsNotSaved,
                    Some(Ok(added)) => Notice::Imported {
                        profiles: added.profiles,
                        games: added.games,
                    },
                    None => Notice::RecordsNotSaved,
                }
            }
        };
        self.session.notice = Some(notice.clone());
        self.records_view
            .show(&self.records, recording::level_rating);
        self.records_view.say(&strings::notice(&notice));
        self.render();
    }

    /// The past game `id` of the records.
    fn record(&self, id: &str) -> Option<&GameRecord> {
        self.records.games.iter().find(|g| g.id == id)
    }

    /// Opens a past game from the history in replay, from its start.
    fn open_past_game(&mut self, id: &str) {
        let Some(record) = self.record(id) else {
            return;
        };
        let Some(game) = game_replay::game_of_record(record) else {
            return;
        };
        let replay = past_replay(record, &self.records);
        self.records_view.close();
        self.open_replay(game, replay);
    }

    /// Opens `game` in replay from its start, asking first when it would replace a game in
    /// progress.
    pub fn open_replay(&mut self, game: Game, replay: Replay) {
        let session = game_replay::replay_session(game, true);
        let in_progress = self.session.game.outcome().is_none() && !self.session.game.is_empty();
        if in_progress {
            // The game in progress is not lost without asking.
            self.pending_link = Some(session);
            self.pending_replay = Some(replay);
            self.question = Some(Question::OpenPastGame);
        } else {
            self.replace_session(session);
            self.replay = Some(replay);
        }
        self.after_change();
    }

    /// A step through the replay, or a way on from the position shown.
    pub fn replay_action(&mut self, action: ReplayAction) {
        match action {
            ReplayAction::Step(step) => self.session.replay_step(step),
            ReplayAction::Continue { computer } => {
                let next = game_replay::continue_from(&self.session, computer);
                self.replace_session(next);
            }
            ReplayAction::Analyse => {
                let next = game_replay::continue_from(&self.session, false);
                self.replace_session(next);
                if !self.engine.analysis_on() {
                    self.engine.toggle_analysis();
                }
            }
        }
        self.after_change();
    }

    /// The link to the game, as the address holds it.
    pub fn share_link(&self) -> String {
        let location = dom::window().location();
        let origin = location.origin().unwrap_or_default();
        let path = location.pathname().unwrap_or_default();
        format!("{origin}{path}{}", link::query_string(&self.session))
    }

    /// The FEN of the position the board shows.
    pub fn shown_fen(&self) -> String {
        self.session.shown_position().to_fen()
    }

    /// The current game's variant.
    pub fn variant(&self) -> Variant {
        self.session.settings.variant
    }

    /// The PDN of the game shown and a file name for it: a replayed game with its own tags,
    /// else the game played here today.
    pub fn pdn_export(&self) -> (String, String) {
        let tags = match self.replay.as_ref().and_then(|r| r.tags.clone()) {
            Some(tags) => tags,
            None => strings::game_tags(
                pdn_export::session_players(&self.session, &self.records),
                pdn_date(dom::wall_ms()),
            ),
        };
        (
            pdn_export::pdn_text(&self.session.game, &tags),
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
        let engine = EngineSession::new(worker, &mut session);
        panel.sound_box.set_checked(preferences.sound);
        panel.theme.set_value(preferences.theme.name());
        panel.language.set_value(crate::i18n::current());
        let heard = (session.game.len(), session.game.outcome().is_some());
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
        let toolbar: web_sys::Element = dom::by_id("controls").expect("the toolbar");
        pdn_view::install(&toolbar).expect("the game record row");
        let record_row: web_sys::Element = dom::by_id("record-row").expect("the game record row");
        let replay_bar = ReplayBar::build(&record_row).expect("the replay bar");
        App {
            session,
            engine,
            setup,
            board,
            panel,
            animation: None,
            drag: None,
            pressed: None,
            question: None,
            pending_link: None,
            address: Address::default(),
            preferences,
            sound: SoundPlayer::default(),
            heard,
            frame_requested: false,
            tick_scheduled: false,
            panel_stale: false,
            view,
            records,
            records_view,
            keyboard,
            replay: None,
            pending_replay: None,
            replay_bar,
        }
    }

    /// Shows what a key on the board or a typed move changed.
    pub(crate) fn keyed(&mut self, before: Position, keyed: Keyed) {
        match keyed {
            Keyed::Nothing => self.redraw(),
            Keyed::Changed => self.render(),
            Keyed::Played { mv, path } => {
                self.animate(before, mv, &path);
                self.after_change();
            }
        }
    }

    /// The keyboard's part of the page and the game session, to act on together.
    pub(crate) fn keyboard_and_session(&mut self) -> (&mut KeyboardPlay, &mut GameSession) {
        (&mut self.keyboard, &mut self.session)
    }

    fn geometry(&self) -> Geometry {
        Geometry::new(
            self.session.position().variant(),
            self.session.orientation(),
            self.board.side(),
        )
    }

    fn pointer_down(&mut self, at: (f64, f64)) {
        let sq = self.geometry().square_at(at.0, at.1);
        self.point_at(sq);
        if sq.is_some() && self.session.input.pointed() == sq {
            // A destination: what it takes is shown until the release on it plays it.
            self.pressed = sq;
            return;
        }
        self.click(sq, at);
    }

    /// A click at `at` on a square (or off the board): plays, steps, picks up or refuses.
    fn click(&mut self, sq: Option<Square>, at: (f64, f64)) {
        let before = *self.session.position();
        match self.session.click(sq) {
            Click::Selected(from) => {
                self.drag = Some(Drag {
                    from,
                    start: at,
                    at,
                    moved: false,
                })
            }
            Click::Play { mv, path } => {
                self.animate(before, mv, &path);
                self.after_change();
                return;
            }
            _ => {}
        }
        // Only the selection or a notice changed.
        self.render();
    }

    /// Points at `sq` before a click (hover, press, drag): the board shows what the capture to
    /// it takes. True when the board changed.
    fn point_at(&mut self, sq: Option<Square>) -> bool {
        let pos = *self.session.position();
        if !self.session.input.point_at(&pos, sq) {
            return false;
        }
        self.view = BoardView::new(&self.session);
        self.redraw();
        true
    }

    fn pointer_move(&mut self, at: (f64, f64)) {
        // Hovering, pressing or dragging over a destination shows what it takes.
        let sq = self.geometry().square_at(at.0, at.1);
        self.point_at(sq);
        let threshold = self.geometry().cell_side() * 0.15;
        let Some(drag) = &mut self.drag else {
            return;
        };
        drag.at = at;
        if (at.0 - drag.start.0).hypot(at.1 - drag.start.1) > threshold {
            drag.moved = true;
        }
        if drag.moved {
            self.redraw();
        }
    }

    fn pointer_up(&mut self, at: (f64, f64)) {
        let sq = self.geometry().square_at(at.0, at.1);
        if let Some(pressed) = self.pressed.take() {
            if sq == Some(pressed) {
                self.click(sq, at);
            } else {
                self.point_at(None);
            }
            return;
        }
        let Some(drag) = self.drag.take() else {
            return;
        };
        if !drag.moved {
            return; // A plain click, handled on pointerdown.
        }
        if sq != Some(drag.from) {
            // Dropped: the piece is already where it lands, so no animation.
            self.session.click(sq);
        }
        self.after_change();
    }

    fn animate(&mut self, before: Position, mv: Move, path: &[Square]) {
        if dom::prefers_reduced_motion() {
            return;
        }
        self.set_animation(Some(Animation::new(before, mv, path, dom::now_ms())));
        self.request_frame();
    }

    /// Starts or ends a piece's move across the board. The canvas's `data-moving` says whether
    /// one is under way, so that whoever reads the board's pixels can wait for it to settle.
    fn set_animation(&mut self, animation: Option<Animation>) {
        let moving = if animation.is_some() { "true" } else { "false" };
        set_attr(&self.board.canvas, "data-moving", moving);
        self.animation = animation;
    }

    fn action(&mut self, action: Action) {
        match action {
            Action::NewGame => {
                editor_view::forget_pending();
                self.panel.form.lock_variant(false);
                self.panel
                    .form
                    .open(&self.session.settings, self.preferences.turn_board)
            }
            Action::Cancel => {
                editor_view::forget_pending();
                self.panel.form.close()
            }
            Action::Start => {
                self.panel.form.close();
                self.set_turn_board(self.panel.form.turn_box.checked());
                let coin = js_sys::Math::random() < 0.5;
                let chosen = self.panel.form.chosen();
                self.replace_session(editor_view::new_session(chosen, coin));
            }
            Action::EditPosition => editor_view::open(
                self.session.shown_position(),
                self.session.orientation(),
                self.session.show_labels,
                self.preferences.theme,
            ),
            Action::Undo => {
                self.engine.cancel(&mut self.session);
                self.session.undo();
                self.set_animation(None);
            }
            Action::Redo => {
                self.engine.cancel(&mut self.session);
                self.session.redo();
            }
            Action::Hint => self.engine.ask_hint(&mut self.session, random_seed()),
            Action::Flip => self.session.flipped = !self.session.flipped,
            Action::OfferDraw => {
                self.question = Some(match self.session.opponent() {
                    Opponent::Computer { .. } => Question::OfferDraw,
                    Opponent::Human => Question::DrawOffered {
                        by: self.session.position().turn(),
                    },
                })
            }
            Action::Resign => {
                self.question = Some(Question::Resign {
                    side: self.session.resigning_side(),
                })
            }
            Action::Analyse => self.engine.toggle_analysis(),
            Action::Leaderboard => self.records_view.open(
                &self.records,
                self.session.settings.variant,
                recording::level_rating,
            ),
            Action::Yes => match self.question.take() {
                Some(Question::OpenLink | Question::OpenPastGame) => {
                    if let Some(link) = self.pending_link.take() {
                        let replay = self.pending_replay.take();
                        self.replace_session(link);
                        self.replay = replay;
                    }
                }
                Some(Question::Resign { .. }) => {
                    self.engine.cancel(&mut self.session);
                    self.session.resign();
                }
                Some(Question::OfferDraw) => {
                    self.engine.offer_draw(&mut self.session, random_seed())
                }
                Some(Question::DrawOffered { .. } | Question::ComputerOffersDraw) => {
                    self.session.agree_draw()
                }
                None => {}
            },
            Action::No => match self.question.take() {
                Some(Question::ComputerOffersDraw) => self.engine.decline_offer(&self.session),
                Some(Question::OpenLink | Question::OpenPastGame) => {
                    self.pending_link = None;
                    self.pending_replay = None;
                }
                _ => {}
            },
            Action::ViewBack => self.session.step_view(-1),
            Action::ViewForward => self.session.step_view(1),
            Action::ViewExit => self.session.stop_viewing(),
        }
        self.after_change();
    }

    /// "Play from here" in the editor: the new-game form chooses the players, its variant kept
    /// as the edited position's; its Start plays from that position.
    pub fn choose_players_for(&mut self, variant: Variant) {
        let settings = Settings {
            variant,
            ..self.session.settings
        };
        self.panel.form.open(&settings, self.preferences.turn_board);
        self.panel.form.lock_variant(true);
    }

    /// "Analyse" in the editor: the position between two players, `orientation` at the bottom,
    /// with analysis mode on.
    pub fn analyse_position(&mut self, position: Position, orientation: Color) {
        let settings = Settings::two_players(position.variant());
        self.replace_session(GameSession::new(
            Game::from_position(position),
            settings,
            orientation,
        ));
        if !self.engine.analysis_on() {
            self.engine.toggle_analysis();
        }
        self.after_change();
    }

    /// The page was opened with a link to another game than the one in progress: asks
    /// whether to open it.
    pub fn offer_link(&mut self, link: GameSession) {
        self.pending_replay = (!link.game.is_empty()).then(Replay::shared);
        self.pending_link = Some(link);
        self.question = Some(Question::OpenLink);
    }

    /// The game shown came from a link (a shared game): the replay bar steps through it.
    pub fn replay_link(&mut self) {
        if !self.session.game.is_empty() {
            self.replay = Some(Replay::shared());
        }
    }

    /// The saved game was in `replay` before the reload: the bar comes back as it was, a past
    /// game's tags written again in the page's language (a reload may have changed it).
    pub fn resume_replay(&mut self, replay: Replay) {
        let past = replay.record.as_deref().and_then(|id| self.record(id));
        self.replay = Some(match past {
            Some(record) => past_replay(record, &self.records),
            None => replay,
        });
    }

    /// Saves the game and the replay it is in (the move shown with it).
    fn save(&self) {
        storage::save(&self.session, self.replay.as_ref());
    }

    /// Replaces the game with `session` (a new game, or a link's), keeping the page's own
    /// choices (square names).
    fn replace_session(&mut self, mut session: GameSession) {
        self.engine.cancel(&mut self.session);
        session.show_labels = self.session.show_labels;
        session.turn_board = self.preferences.turn_board;
        self.heard = (session.game.len(), session.game.outcome().is_some());
        self.session = session;
        self.set_animation(None);
        self.question = None;
        self.pending_link = None;
        self.replay = None;
        self.pending_replay = None;
    }

    /// Plays the sound of what changed in the game since the last change, unless muted.
    fn make_sound(&mut self) {
        let (played, over) = self.heard;
        let game = &self.session.game;
        self.heard = (game.len(), game.outcome().is_some());
        if !self.preferences.sound {
            return;
        }
        if let Some(sound) = Sound::after(game, played, over) {
            self.sound.play(sound);
        }
    }

    /// Draws the board in `theme` from now on; remembered.
    fn set_theme(&mut self, theme: Theme) {
        storage::update_preferences(&mut self.preferences, |p| p.theme = theme);
        self.show_theme(theme);
    }

    /// Draws the page and the board in `theme`.
    fn show_theme(&mut self, theme: Theme) {
        show_theme(theme);
        self.board.set_theme(theme);
        self.redraw();
    }

    /// Speaks `tag` from now on, remembered, through a reload: the game is saved first.
    fn set_language(&mut self, tag: &str) {
        self.session.run_clocks(dom::wall_ms());
        self.save();
        crate::web::language::switch(tag, &mut self.preferences);
    }

    /// Turns the board after each move between two players, or not; remembered.
    fn set_turn_board(&mut self, on: bool) {
        storage::update_preferences(&mut self.preferences, |p| p.turn_board = on);
        self.session.turn_board = on;
    }

    /// Takes in a reply from the worker.
    pub fn on_reply(&mut self, reply: Reply) {
        match self.engine.on_reply(reply, &mut self.session) {
            Effect::Nothing => {}
            Effect::Tables(source) => set_attr(&self.board.canvas, "data-tables", source.name()),
            Effect::Progress => self.request_progress(),
            Effect::Answered => {
                self.play_queued();
                self.after_change();
            }
        }
    }

    /// Plays the computer's move once its time has passed and the board is still.
    fn play_queued(&mut self) {
        if self.animation.is_some() {
            return;
        }
        let before = *self.session.position();
        if self.engine.play_queued(&mut self.session, dom::wall_ms()) {
            if let Some((_, mv, path)) = self.session.last_move() {
                self.animate(before, mv, &path);
            }
            if self.engine.take_draw_offer() {
                self.question = Some(Question::ComputerOffersDraw);
            }
        }
    }

    /// Saves, keeps the engine on the current game (the computer's move, the analysis), and
    /// redraws.
    fn after_change(&mut self) {
        let now = dom::wall_ms();
        self.session.run_clocks(now);
        self.make_sound();
        if recording::awaits_recording(&self.session) {
            let (session, random) = (&mut self.session, random_u32());
            let write = storage::update_records(&mut self.records, now, |records| {
                recording::record_finished(records, session, now, random, strings::default_name)
            });
            if write == RecordsWrite::Refused {
                self.session.notice = Some(Notice::RecordsNotSaved);
            }
        }
        self.save();
        // Until the player answers, the address keeps the link they opened.
        if self.pending_link.is_none() {
            self.address.follow(&self.session);
        }
        self.engine.follow(&mut self.session, random_seed(), now);
        self.render();
        self.schedule_tick();
    }

    /// Sets the computer's level from now on (a search under way starts again at the new
    /// level).
    fn change_level(&mut self, level: u32) {
        if self
            .session
            .change_level(u8::try_from(level).unwrap_or(u8::MAX))
        {
            self.restart_thinking();
        }
    }

    /// Sets level 8's time per move from now on.
    fn change_top_seconds(&mut self, seconds: u32) {
        self.session.settings.top_seconds = valid_top_seconds(seconds);
        self.restart_thinking();
    }

    /// The computer's search under way (if any) starts again with the current settings.
    fn restart_thinking(&mut self) {
        if self.engine.thinking() {
            self.engine.cancel(&mut self.session);
        }
        self.after_change();
    }

    /// While the computer thinks or a clock runs, a tick every [`TICK_MS`] fills the thinking
    /// bar, stops a search that overran its time, plays the move once its time has come, and
    /// shows the clocks, ending the game when a flag falls.
    fn schedule_tick(&mut self) {
        let clock_running = self.session.clocks.is_some_and(|c| c.running().is_some());
        if self.tick_scheduled || !(self.engine.thinking() || clock_running) {
            return;
        }
        self.tick_scheduled = dom::after(TICK_MS, || with_app(App::tick)).is_ok();
    }

    fn tick(&mut self) {
        self.tick_scheduled = false;
        let now = dom::wall_ms();
        let flagged = self.session.run_clocks(now);
        let overran = self.engine.tick(&mut self.session, now);
        let before = self.session.game.len();
        self.play_queued();
        if flagged || overran || self.session.game.len() != before {
            self.after_change();
            return;
        }
        self.panel.show_clocks(&self.session, now);
        self.panel_stale = true;
        self.show_progress();
        self.schedule_tick();
    }

    fn request_frame(&mut self) {
        if self.frame_requested {
            return;
        }
        self.frame_requested = true;
        FRAME.with(|cell| {
            let mut slot = cell.borrow_mut();
            let closure = slot.get_or_insert_with(|| Closure::new(|_: f64| with_app(App::frame)));
            dom::window()
                .request_animation_frame(closure.as_ref().unchecked_ref())
                .ok();
        });
    }

    /// Marks the panel stale and, unless that is done already, asks for a task that shows the
    /// latest progress.
    fn request_progress(&mut self) {
        if self.panel_stale {
            return;
        }
        self.panel_stale = true;
        if dom::soon(|| with_app(App::show_progress)).is_err() {
            self.show_progress();
        }
    }

    /// Shows the engine progress that came since the last update, if it is not shown yet.
    fn show_progress(&mut self) {
        if !self.panel_stale {
            return;
        }
        self.panel_stale = false;
        let state = panel_state(&self.engine, self.question);
        self.panel.show_progress(&self.session, &state);
    }

    /// One animation frame: moves the animated piece on (the board is redrawn only while a
    /// piece moves).
    fn frame(&mut self) {
        self.frame_requested = false;
        let now = dom::now_ms();
        let animating = self.animation.is_some();
        if self.animation.as_ref().is_some_and(|a| a.is_done(now)) {
            self.set_animation(None);
            if self.engine.has_queued_move() {
                self.play_queued();
                self.after_change();
                return;
            }
        }
        if animating {
            self.redraw();
        }
        if self.animation.is_some() {
            self.request_frame();
        }
    }

    /// After a change of state: rebuilds the board's view, redraws it, and updates the panel
    /// and the canvas's data attributes.
    fn render(&mut self) {
        self.keyboard.announce(&self.session);
        self.view = BoardView::new(&self.session);
        self.redraw();
        let canvas = &self.board.canvas;
        let pos = self.session.position();
        set_attr(canvas, "data-variant", pos.variant().name());
        set_attr(canvas, "data-fen", &pos.to_fen());
        set_attr(
            canvas,
            "data-orientation",
            self.session.orientation().name(),
        );
        set_attr(canvas, "data-turn", pos.turn().name());
        set_attr(canvas, "data-status", self.session.status_code());
        match self.session.viewing() {
            Some(ply) => set_attr(canvas, "data-viewing", &ply.to_string()),
            None => {
                canvas.remove_attribute("data-viewing").ok();
            }
        }
        set_attr(
            canvas,
            "data-thinking",
            if self.engine.thinking() {
                "true"
            } else {
                "false"
            },
        );
        self.update_panel();
    }

    /// Shows the game, the engine's progress and any question on the panel.
    fn update_panel(&mut self) {
        self.panel_stale = false;
        if self.session.game.outcome().is_some() {
            self.question = None;
        }
        let state = panel_state(&self.engine, self.question);
        self.panel.update(&self.session, &state);
        self.setup.show(&self.session);
        self.replay_bar.show(&self.session, self.replay.as_ref());
    }

    /// Draws the board from the last view, with the moving or dragged piece where it is now
    /// (the only work done on animation frames and pointer moves).
    fn redraw(&mut self) {
        let mut view = self.view.clone();
        view.cursor = self.keyboard.cursor.shown();
        if let Some(animation) = &self.animation {
            animation.apply(&mut view, dom::now_ms());
        }
        if let Some(drag) = self.drag.as_ref().filter(|d| d.moved) {
            let g = self.geometry();
            let (f, r) = self.session.position().variant().display_coords(drag.from);
            let home = (f64::from(f), f64::from(r));
            if let Some(i) = view.pieces.iter().position(|s| s.cell == home) {
                let mut sprite = view.pieces.remove(i);
                sprite.cell = g.cell_position(drag.at.0, drag.at.1);
                sprite.lifted = true;
                view.pieces.push(sprite);
            }
        }
        self.board.draw(&view);
    }
}
