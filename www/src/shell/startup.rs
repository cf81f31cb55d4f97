//! The page's startup: finds the game to show (the address, the saved game or a new one), then
//! draws the board, builds the panel, starts the engine worker and hands everything to
//! [`crate::shell::app`], over three tasks so that none holds the main thread long.

use crate::board::canvas::BoardCanvas;
use crate::board::view::BoardView;
use crate::engine::worker::EngineWorker;
use crate::game::link::{self, Opening};
use crate::game::panel::Panel;
use crate::game::settings::Settings;
use crate::game::setup_line::SetupLine;
use crate::preferences::language;
use crate::preferences::Preferences;
use crate::shell::app::{self, App};
use crate::shell::dom::{self, by_id};
use crate::shell::storage;
use crate::strings;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlCanvasElement};

/// Starts the game over three tasks, so that none holds the main thread long (no task may take
/// over 50 ms): [`find_game`] (in this task, which also carries the end of the wasm module's
/// compilation, when the language's messages are at hand) finds the game to show;
/// [`show_board`] lays the page out and draws the board; [`finish_start`] builds the panel,
/// wires the events and starts the engine worker. The canvas's `data-*` attributes appear only
/// then, with a page ready to play.
pub fn start() -> Result<(), JsValue> {
    language::choose(storage::load_preferences(), |preferences| {
        startup_step(find_game(preferences))
    });
    Ok(())
}

/// The first step of [`start`], once the language's messages are in: the game to show.
fn find_game(preferences: Preferences) -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = by_id("board")?;
    let panel_root: Element = by_id("panel")?;
    let title: Element = by_id("title")?;
    title.set_text_content(Some(&strings::title()));
    canvas.set_attribute("aria-label", &strings::board_label())?;
    app::show_theme(preferences.theme);
    let opening = initial_opening(&preferences);
    let setup = SetupLine::build(&opening.shown)?;
    let first = (opening, preferences);
    dom::soon(move || startup_step(show_board(first, setup, canvas, panel_root)))
}

/// Shows an error that stopped a step of the startup.
fn startup_step(result: Result<(), JsValue>) {
    if let Err(e) = result {
        crate::shell::show_startup_error(&e);
    }
}

/// The second step of [`start`]: the board, drawn before the panel exists.
fn show_board(
    first: (Opening, Preferences),
    setup: SetupLine,
    canvas: HtmlCanvasElement,
    panel_root: Element,
) -> Result<(), JsValue> {
    let view = BoardView::new(&first.0.shown);
    let mut board = BoardCanvas::new(canvas)?;
    board.set_theme(first.1.theme);
    board.draw(&view);
    dom::soon(move || startup_step(finish_start(first, setup, board, view, &panel_root)))
}

/// The last step of [`start`]: the panel, the worker, the events, and the first full render
/// (which leaves the board alone: it already shows this view).
fn finish_start(
    (
        Opening {
            shown,
            link,
            from_link,
            replay,
        },
        preferences,
    ): (Opening, Preferences),
    setup: SetupLine,
    board: BoardCanvas,
    view: BoardView,
    panel_root: &Element,
) -> Result<(), JsValue> {
    let panel = Panel::build(panel_root)?;
    let worker = EngineWorker::spawn(Rc::new(|reply| app::with_app(|app| app.on_reply(reply))))
        .map_err(|e| format!("{e:?}"));
    let mut app = App::new(shown, preferences, setup, board, panel, worker, view);
    if let Some(link) = link {
        app.offer_link(link);
    }
    if from_link {
        app.replay_link();
    }
    if let Some(replay) = replay {
        app.resume_replay(replay);
    }
    app.learn_from_address();
    app.puzzles_from_address();
    app::install(app)?;
    // For measuring the time from navigation to a playable board.
    if let Some(performance) = dom::window().performance() {
        performance.mark("draughts-playable").ok();
    }
    Ok(())
}

/// The game to show first (the address's, the saved one or a new one, see [`link::opening`]),
/// and the address's game when it would replace the saved game in progress: the page then asks.
fn initial_opening(preferences: &Preferences) -> Opening {
    let coin = js_sys::Math::random() < 0.5;
    let search = dom::window().location().search().unwrap_or_default();
    let query = link::parse_query(&search);
    let from_link = link::session_from_query(&query, Settings::default(), coin);
    let mut opening = link::opening(from_link, storage::load(), coin);
    for session in std::iter::once(&mut opening.shown).chain(opening.link.as_mut()) {
        session.turn_board = preferences.turn_board;
    }
    opening
}
