//! The running page: the game session, the canvas, the panel and the engine worker, wired to events.
//!
//! One `App` lives in a thread-local; every event handler borrows it for the length of the
//! handler. Nothing here decides a rule: clicks go to [`GameSession::click`], replies to
//! [`GameSession::play_text`], and the canvas and panel draw what the session says.

use crate::protocol::{Kind, Reply, Request};
use crate::strings;
use crate::ui::analysis::{self, Report, WhiteEval};
use crate::ui::animation::Animation;
use crate::ui::geometry::Geometry;
use crate::ui::input::Click;
use crate::ui::link;
use crate::ui::session::{GameSession, Notice, Turn};
use crate::ui::settings::{Opponent, Settings};
use crate::ui::view::BoardView;
use crate::web::canvas::BoardCanvas;
use crate::web::dom::{self, by_id, listen, set_attr};
use crate::web::engine::EngineWorker;
use crate::web::panel::{Action, Panel, PanelState};
use crate::web::storage;
use draughts::{Color, Move, Position, Square};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, PointerEvent};

/// Thinking time offered to the computer per move; each level uses its own share of it.
const MOVE_TIME_MS: f64 = 2500.0;
/// Thinking time for a hint, at full strength.
const HINT_TIME_MS: f64 = 1000.0;
/// Time limit of one analysis: long enough to go deep, yet the worker rests if the player
/// walks away. Any change of position cancels it sooner.
const ANALYSIS_TIME_MS: f64 = 30_000.0;

/// The animation-frame callback, created once.
type FrameCallback = Closure<dyn FnMut(f64)>;

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
    static FRAME: RefCell<Option<FrameCallback>> = const { RefCell::new(None) };
}

/// Runs `f` on the app, unless it is already borrowed (an event fired from inside a handler is
/// dropped rather than panicking).
fn with_app(f: impl FnOnce(&mut App)) {
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

/// A question on the confirmation bar.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Question {
    Resign,
    /// Between two players: the side not to move accepts or declines.
    Draw,
}

/// The request the page waits for.
#[derive(Clone, Copy)]
struct Pending {
    id: u32,
    kind: Kind,
}

struct App {
    session: GameSession,
    board: BoardCanvas,
    panel: Panel,
    engine: Option<EngineWorker>,
    pending: Option<Pending>,
    next_id: u32,
    animation: Option<Animation>,
    /// The computer's move, held back until the previous move's animation ends.
    queued_move: Option<String>,
    drag: Option<Drag>,
    question: Option<Question>,
    engine_line: String,
    analysis_on: bool,
    /// The position the running or finished analysis is about (moves played, position), so
    /// that a finished analysis is not restarted and a stale one is cancelled.
    analysed: Option<(usize, Position)>,
    /// The engine's latest report on `analysed`.
    report: Option<Report>,
    frame_requested: bool,
    /// The engine sent progress the panel does not show yet. Analysis streams many `info`
    /// lines; each one only marks the panel stale, and a task of its own (posted by the first)
    /// shows the latest, so a burst of them costs one update of the progress line and the
    /// analysis box, and no board redraw. A task rather than the next animation frame: the
    /// frame's task also holds style, layout and paint, and the update made it long.
    panel_stale: bool,
    /// What the board shows, rebuilt only when the state changes.
    view: BoardView,
}

/// Starts the game over three tasks, so that none holds the main thread long (no task may take
/// over 50 ms): this one, which also carries the end of the wasm module's compilation, finds
/// the game to show; [`show_board`] lays the page out and draws the board; [`finish_start`]
/// builds the panel, wires the events and starts the engine worker. The canvas's `data-*`
/// attributes appear only then, with a page ready to play.
pub fn start() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = by_id("board")?;
    let panel_root: Element = by_id("panel")?;
    let title: Element = by_id("title")?;
    title.set_text_content(Some(strings::TITLE));
    canvas.set_attribute("aria-label", strings::BOARD_LABEL)?;
    let session = initial_session();
    dom::soon(move || startup_step(show_board(session, canvas, panel_root)))
}

/// Shows an error that stopped a step of the startup.
fn startup_step(result: Result<(), JsValue>) {
    if let Err(e) = result {
        crate::web::show_startup_error(&e);
    }
}

/// The second step of [`start`]: the board, drawn before the panel exists.
fn show_board(
    session: GameSession,
    canvas: HtmlCanvasElement,
    panel_root: Element,
) -> Result<(), JsValue> {
    let view = BoardView::new(&session);
    let mut board = BoardCanvas::new(canvas)?;
    board.draw(&view);
    dom::soon(move || startup_step(finish_start(session, board, view, &panel_root)))
}

/// The last step of [`start`]: the panel, the events, the worker, and the first full render
/// (which leaves the board alone: it already shows this view).
fn finish_start(
    session: GameSession,
    board: BoardCanvas,
    view: BoardView,
    panel_root: &Element,
) -> Result<(), JsValue> {
    let canvas = board.canvas.clone();
    let panel = Panel::build(panel_root)?;
    let mut app = App {
        session,
        board,
        panel,
        engine: None,
        pending: None,
        next_id: 1,
        animation: None,
        queued_move: None,
        drag: None,
        question: None,
        engine_line: String::new(),
        analysis_on: false,
        analysed: None,
        report: None,
        frame_requested: false,
        panel_stale: false,
        view,
    };
    match EngineWorker::spawn(Rc::new(|reply| with_app(|app| app.on_reply(reply)))) {
        Ok(worker) => app.engine = Some(worker),
        Err(e) => app.engine_failed(&format!("{e:?}")),
    }
    wire(&app, &canvas)?;
    APP.with(|cell| *cell.borrow_mut() = Some(app));
    with_app(App::after_change);
    // For measuring the time from navigation to a playable board.
    if let Some(performance) = dom::window().performance() {
        performance.mark("draughts-playable").ok();
    }
    Ok(())
}

/// The game to show first: the position in the address, else the saved game, else a new one.
fn initial_session() -> GameSession {
    let coin = js_sys::Math::random() < 0.5;
    let location = dom::window().location();
    let search = location.search().unwrap_or_default();
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
    let query: Vec<(String, String)> = ["variant", "fen", "opponent", "level", "color"]
        .iter()
        .filter_map(|k| Some((k.to_string(), params.as_ref()?.get(k)?)))
        .collect();
    let mut link_problem = None;
    if let Some(result) = link::session_from_query(&query, Settings::default(), coin) {
        // The address was used once; a reload now restores the game in progress.
        if let Ok(history) = dom::window().history() {
            let path = location.pathname().unwrap_or_default();
            history
                .replace_state_with_url(&JsValue::NULL, "", Some(&path))
                .ok();
        }
        match result {
            Ok(session) => return session,
            Err(why) => link_problem = Some(Notice::BadLink(why)),
        }
    }
    let mut session = match storage::load() {
        Some(Ok(session)) => session,
        Some(Err(_)) => {
            storage::clear();
            let mut session = GameSession::start(Settings::default(), coin);
            session.notice = Some(Notice::SaveUnreadable);
            session
        }
        None => GameSession::start(Settings::default(), coin),
    };
    if link_problem.is_some() {
        session.notice = link_problem;
    }
    session
}

/// The pointer position relative to the canvas, in CSS pixels.
fn local(canvas: &HtmlCanvasElement, e: &PointerEvent) -> (f64, f64) {
    let rect = canvas.get_bounding_client_rect();
    (
        f64::from(e.client_x()) - rect.left(),
        f64::from(e.client_y()) - rect.top(),
    )
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
            app.redraw();
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

impl App {
    fn geometry(&self) -> Geometry {
        Geometry::new(
            self.session.position().variant(),
            self.session.orientation(),
            self.board.side(),
        )
    }

    fn thinking(&self) -> bool {
        matches!(
            self.pending,
            Some(Pending {
                kind: Kind::Search,
                ..
            })
        ) || self.queued_move.is_some()
    }

    fn pointer_down(&mut self, at: (f64, f64)) {
        let sq = self.geometry().square_at(at.0, at.1);
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

    fn pointer_move(&mut self, at: (f64, f64)) {
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
        let Some(drag) = self.drag.take() else {
            return;
        };
        if !drag.moved {
            return; // A plain click, handled on pointerdown.
        }
        let sq = self.geometry().square_at(at.0, at.1);
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
            Action::NewGame => self.panel.open_dialog(&self.session.settings),
            Action::Cancel => self.panel.close_dialog(),
            Action::Start => {
                self.panel.close_dialog();
                self.cancel_engine();
                let labels = self.session.show_labels;
                self.session =
                    GameSession::start(self.panel.chosen_settings(), js_sys::Math::random() < 0.5);
                self.session.show_labels = labels;
                self.set_animation(None);
                self.question = None;
            }
            Action::Undo => {
                self.cancel_engine();
                self.session.undo();
                self.set_animation(None);
            }
            Action::Redo => {
                self.cancel_engine();
                self.session.redo();
            }
            Action::Hint => {
                if !self.engine_busy() && self.session.turn() == Turn::Human {
                    self.ask(Kind::Hint);
                }
            }
            Action::Flip => self.session.flipped = !self.session.flipped,
            Action::OfferDraw => match self.session.opponent() {
                Opponent::Computer { .. } if !self.engine_busy() => self.ask(Kind::DrawOffer),
                Opponent::Computer { .. } => {}
                Opponent::Human => self.question = Some(Question::Draw),
            },
            Action::Resign => self.question = Some(Question::Resign),
            Action::Analyse => self.analysis_on = !self.analysis_on,
            Action::Yes => match self.question.take() {
                Some(Question::Resign) => {
                    self.cancel_engine();
                    self.session.resign();
                }
                Some(Question::Draw) => self.session.agree_draw(),
                None => {}
            },
            Action::No => self.question = None,
        }
        self.after_change();
    }

    /// Whether the worker runs a request other than analysis (which any other request
    /// pre-empts).
    fn engine_busy(&self) -> bool {
        self.pending.is_some_and(|p| p.kind != Kind::Analyze)
    }

    /// Sends a request about the current game to the worker, cancelling an analysis first.
    fn ask(&mut self, kind: Kind) {
        if self.pending.is_some_and(|p| p.kind == Kind::Analyze) {
            self.cancel_engine();
        }
        let Some(engine) = &mut self.engine else {
            return;
        };
        let id = self.next_id;
        self.next_id += 1;
        let (level, time) = match (kind, self.session.opponent()) {
            (Kind::Search, Opponent::Computer { level }) => (level, MOVE_TIME_MS),
            (Kind::Analyze, _) => (crate::ui::settings::MAX_LEVEL, ANALYSIS_TIME_MS),
            _ => (crate::ui::settings::MAX_LEVEL, HINT_TIME_MS),
        };
        let seed = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        engine.send(&Request::new(
            id,
            kind,
            &self.session.game,
            level,
            time,
            seed,
        ));
        self.pending = Some(Pending { id, kind });
        self.engine_line.clear();
    }

    /// Stops any search in progress (restarting the worker) and forgets its reply and any
    /// analysis.
    fn cancel_engine(&mut self) {
        self.queued_move = None;
        self.analysed = None;
        self.report = None;
        if self.pending.take().is_some() {
            if let Some(engine) = &mut self.engine {
                if let Err(e) = engine.restart() {
                    self.engine = None;
                    self.engine_failed(&format!("{e:?}"));
                }
            }
        }
    }

    fn engine_failed(&mut self, why: &str) {
        self.session.notice = Some(Notice::EngineFailed(why.to_string()));
    }

    fn on_reply(&mut self, reply: Reply) {
        if let Reply::Ready = reply {
            if let Some(engine) = &mut self.engine {
                engine.set_ready();
            }
            return;
        }
        if let Reply::Tables { source } = reply {
            set_attr(&self.board.canvas, "data-tables", source.name());
            return;
        }
        let Some(pending) = self.pending else {
            return;
        };
        if reply.id().is_some_and(|id| id != pending.id) {
            return; // A reply to a request the page no longer waits for.
        }
        match reply {
            Reply::Ready | Reply::Tables { .. } => {}
            Reply::Info {
                depth,
                score,
                nps,
                pv,
                ..
            } => {
                if pending.kind == Kind::Analyze {
                    let to_move = self.analysed.map_or(Color::White, |(_, pos)| pos.turn());
                    self.report = Some(Report {
                        depth,
                        eval: WhiteEval::new(score, to_move),
                        nps,
                        pv,
                    });
                } else {
                    self.engine_line = strings::engine_line(depth, score, nps);
                }
                self.request_progress();
                return;
            }
            Reply::Best { mv, .. } => {
                self.pending = None;
                match pending.kind {
                    Kind::Search => self.queued_move = mv,
                    Kind::Hint => self.session.show_hint(mv.as_deref()),
                    Kind::Analyze | Kind::DrawOffer => {}
                }
            }
            Reply::DrawAnswer { accept, .. } => {
                self.pending = None;
                if accept {
                    self.session.agree_draw();
                } else {
                    self.session.notice = Some(Notice::DrawDeclined);
                }
            }
            Reply::Error { message, .. } => {
                self.pending = None;
                self.engine_failed(&message);
            }
        }
        self.play_queued();
        self.after_change();
    }

    /// Plays the computer's move once the board is still.
    fn play_queued(&mut self) {
        if self.animation.is_some() {
            return;
        }
        let Some(text) = self.queued_move.take() else {
            return;
        };
        let before = *self.session.position();
        if self.session.play_text(&text) {
            if let Some((_, mv, path)) = self.session.last_move() {
                self.animate(before, mv, &path);
            }
        } else {
            self.engine_failed(&format!("illegal move {text}"));
        }
    }

    /// Saves, asks the computer to move if it is its turn, keeps the analysis on the current
    /// position, and redraws.
    fn after_change(&mut self) {
        storage::save(&self.session);
        let here = (self.session.game.len(), *self.session.position());
        let analyse = self.analysis_on && analysis::runs(self.session.turn());
        if self.analysed.is_some() && (!analyse || self.analysed != Some(here)) {
            self.cancel_engine();
        }
        if self.pending.is_none() && self.queued_move.is_none() {
            if self.session.turn() == Turn::Computer {
                self.ask(Kind::Search);
            } else if analyse && self.analysed.is_none() {
                self.ask(Kind::Analyze);
                self.analysed = Some(here);
            }
        }
        self.render();
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
        self.panel.show_progress(
            &self.session,
            &self.engine_line,
            self.analysis_on,
            self.report.as_ref(),
        );
    }

    /// One animation frame: moves the animated piece on (the board is redrawn only while a
    /// piece moves).
    fn frame(&mut self) {
        self.frame_requested = false;
        let now = dom::now_ms();
        let animating = self.animation.is_some();
        if self.animation.as_ref().is_some_and(|a| a.is_done(now)) {
            self.set_animation(None);
            if self.queued_move.is_some() {
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
        set_attr(
            canvas,
            "data-thinking",
            if self.thinking() { "true" } else { "false" },
        );
        self.update_panel();
    }

    /// Shows the game, the engine's progress and any question on the panel.
    fn update_panel(&mut self) {
        self.panel_stale = false;
        let question = match self.question {
            Some(Question::Resign) => Some(strings::CONFIRM_RESIGN.to_string()),
            Some(Question::Draw) => Some(strings::notice(&Notice::OfferDrawTo(
                self.session.position().turn(),
            ))),
            None => None,
        };
        let state = PanelState {
            thinking: self.thinking(),
            question,
            engine_line: &self.engine_line,
            engine_busy: self.engine_busy(),
            analysis_on: self.analysis_on,
            analysis: self.report.as_ref(),
        };
        self.panel.update(&self.session, &state);
    }

    /// Draws the board from the last view, with the moving or dragged piece where it is now
    /// (the only work done on animation frames and pointer moves).
    fn redraw(&mut self) {
        let mut view = self.view.clone();
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
