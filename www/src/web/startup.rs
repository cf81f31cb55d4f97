//! The page's startup: finds the game to show (the address, the saved game or a new one), then
//! draws the board, builds the panel, starts the engine worker and hands everything to
//! [`crate::web::app`], over three tasks so that none holds the main thread long.

use crate::strings;
use crate::ui::link;
use crate::ui::session::{GameSession, Notice};
use crate::ui::settings::Settings;
use crate::ui::view::BoardView;
use crate::web::app::{self, App};
use crate::web::canvas::BoardCanvas;
use crate::web::dom::{self, by_id};
use crate::web::engine::EngineWorker;
use crate::web::header::SetupLine;
use crate::web::panel::Panel;
use crate::web::storage;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlCanvasElement};

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
    let setup = SetupLine::build(&title, &session)?;
    dom::soon(move || startup_step(show_board(session, setup, canvas, panel_root)))
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
    setup: SetupLine,
    canvas: HtmlCanvasElement,
    panel_root: Element,
) -> Result<(), JsValue> {
    let view = BoardView::new(&session);
    let mut board = BoardCanvas::new(canvas)?;
    board.draw(&view);
    dom::soon(move || startup_step(finish_start(session, setup, board, view, &panel_root)))
}

/// The last step of [`start`]: the panel, the worker, the events, and the first full render
/// (which leaves the board alone: it already shows this view).
fn finish_start(
    session: GameSession,
    setup: SetupLine,
    board: BoardCanvas,
    view: BoardView,
    panel_root: &Element,
) -> Result<(), JsValue> {
    let panel = Panel::build(panel_root)?;
    let worker = EngineWorker::spawn(Rc::new(|reply| app::with_app(|app| app.on_reply(reply))))
        .map_err(|e| format!("{e:?}"));
    let app = App::new(session, setup, board, panel, worker, view);
    app::install(app)?;
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
