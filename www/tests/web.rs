//! The web glue in a real browser (headless Chromium through chromedriver): canvas drawing,
//! pointer input mapped to squares and the saved game in local storage. The worker messages as
//! JavaScript values are tested in the worker's crate (crates/worker/tests/wasm.rs).
#![cfg(target_arch = "wasm32")]

use draughts::{Color, Game, Variant};
use draughts_web::board::canvas::BoardCanvas;
use draughts_web::board::view::BoardView;
use draughts_web::game::session::GameSession;
use draughts_web::game::settings::Settings;
use draughts_web::game_record::game_replay::{self, Replay};
use draughts_web::shell::{dom, storage};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

fn two_players(variant: Variant) -> GameSession {
    GameSession::start(Settings::two_players(variant), true)
}

/// A square canvas of `side` CSS pixels in the page.
fn canvas(id: &str, side: u32) -> HtmlCanvasElement {
    let c: HtmlCanvasElement = dom::document()
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    c.set_id(id);
    c.style()
        .set_property("width", &format!("{side}px"))
        .unwrap();
    c.style()
        .set_property("height", &format!("{side}px"))
        .unwrap();
    dom::document().body().unwrap().append_child(&c).unwrap();
    c
}

/// The colour at a point given in CSS pixels.
fn pixel(c: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 3] {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let scale = f64::from(c.width()) / c.get_bounding_client_rect().width();
    let d = ctx
        .get_image_data(x * scale, y * scale, 1.0, 1.0)
        .unwrap()
        .data();
    [d[0], d[1], d[2]]
}

#[wasm_bindgen_test]
fn the_canvas_draws_squares_and_pieces_where_the_geometry_says() {
    let c = canvas("draw-test", 400);
    let mut board = BoardCanvas::new(c.clone()).unwrap();
    let ratio = dom::window().device_pixel_ratio();
    assert_eq!(
        c.width(),
        (400.0 * ratio).round() as u32,
        "backing store follows DPR"
    );
    let session = two_players(Variant::Brazilian);
    board.draw(&BoardView::new(&session));
    let cell = 50.0;
    // b1 (light, empty), d4 (dark, empty) sampled near a corner away from labels.
    let light = pixel(&c, cell * 1.5, cell * 7.5);
    let dark = pixel(&c, cell * 3.5, cell * 4.5);
    assert!(light[0] > 200 && light[1] > 190, "light square {light:?}");
    assert!(
        dark[0] > dark[2] + 40 && dark[0] < 200,
        "dark square {dark:?}"
    );
    // A white man on c3, a black man on d6 (centres).
    let white = pixel(&c, cell * 2.5, cell * 5.5);
    let black = pixel(&c, cell * 3.5, cell * 2.5);
    assert!(white.iter().all(|&v| v > 190), "white piece {white:?}");
    assert!(black.iter().all(|&v| v < 110), "black piece {black:?}");
    c.remove();
}

#[wasm_bindgen_test]
fn the_saved_game_round_trips_and_corrupt_data_is_refused() {
    storage::clear();
    assert!(storage::load().is_none());
    let mut session = two_players(Variant::International);
    assert!(session.play_text("32-28"));
    storage::save(&session, None);
    let back = storage::load().unwrap().unwrap();
    assert_eq!(back.session.position(), session.position());
    assert_eq!(back.replay, None);
    let local = dom::window().local_storage().unwrap().unwrap();
    let key = draughts_web::game::save::KEY;
    let text = local.get_item(key).unwrap().unwrap();
    assert!(
        text.starts_with(r#"{"version":1,"settings":{"variant":"international""#),
        "{text}"
    );
    // A save as earlier pages wrote it (serde_json's text, with `null` for no ending).
    let fen = draughts::Position::start(Variant::International).to_fen();
    let older = format!(
        r#"{{"version":1,"settings":{{"variant":"international","opponent":{{"kind":"human"}},"color":"white"}},"human_white":true,"flipped":false,"show_labels":true,"start_fen":"{fen}","moves":["32-28"],"ended":null}}"#
    );
    local.set_item(key, &older).unwrap();
    let back = storage::load().unwrap().unwrap();
    assert_eq!(back.session.position(), session.position());
    local.set_item(key, "{\"version\":1").unwrap();
    assert!(storage::load().unwrap().is_err());
    storage::clear();
}

/// A replay saved in the browser's storage comes back through its JSON (the path the page
/// takes, not serde_json's) with the past game it is and the move shown; a replay field of junk there
/// loses only the replay.
#[wasm_bindgen_test]
fn a_saved_replay_round_trips_through_the_browser_storage() {
    storage::clear();
    let mut game = Game::new(Variant::International);
    for text in ["32-28", "19-23", "28x19", "14x23"] {
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    let mut session = game_replay::replay_session(game, true, Color::White);
    session.view(2);
    let replay = Replay {
        tags: None,
        record: Some("g-3".into()),
    };
    storage::save(&session, Some(&replay));
    let back = storage::load().unwrap().unwrap();
    assert_eq!(back.replay, Some(replay));
    assert_eq!(back.session.viewing(), Some(2));
    let local = dom::window().local_storage().unwrap().unwrap();
    let key = draughts_web::game::save::KEY;
    let text = local.get_item(key).unwrap().unwrap();
    let (game_part, _) = text.split_once(r#","replay":"#).unwrap();
    local
        .set_item(key, &format!(r#"{game_part},"replay":{{"ply":"two"}}}}"#))
        .unwrap();
    let back = storage::load().unwrap().unwrap();
    assert_eq!((back.replay, back.session.game.len()), (None, 4));
    storage::clear();
}

/// Dispatches a pointer event at the centre of `name` on the page's board.
fn press(c: &HtmlCanvasElement, name: &str) {
    let variant: Variant = c.get_attribute("data-variant").unwrap().parse().unwrap();
    let white_bottom = c.get_attribute("data-orientation").as_deref() == Some("white");
    let sq = variant.parse_square(name).unwrap();
    let (file, rank) = variant.display_coords(sq);
    let size = f64::from(variant.board().size);
    let rect = c.get_bounding_client_rect();
    let s = rect.width() / size;
    let (col, row) = if white_bottom {
        (f64::from(file), size - 1.0 - f64::from(rank))
    } else {
        (size - 1.0 - f64::from(file), f64::from(rank))
    };
    for kind in ["pointerdown", "pointerup"] {
        let init = web_sys::PointerEventInit::new();
        init.set_client_x((rect.left() + (col + 0.5) * s) as i32);
        init.set_client_y((rect.top() + (row + 0.5) * s) as i32);
        init.set_bubbles(true);
        let e = web_sys::PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
        c.dispatch_event(&e).unwrap();
    }
}

/// Lets the page run its next task.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        dom::window().set_timeout_with_callback(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn the_page_maps_pointer_presses_to_moves_and_keeps_its_data_attributes() {
    storage::clear();
    // The page's frame as index.html has it (header, evaluation bar, board, panel), without
    // its styles: the board is sized here.
    let html = include_str!("../../index.html");
    let frame = &html[html.find("<body>").unwrap() + "<body>".len()..html.find("</body>").unwrap()];
    let page: HtmlElement = dom::document()
        .create_element("div")
        .unwrap()
        .dyn_into()
        .unwrap();
    page.set_inner_html(frame);
    dom::document().body().unwrap().append_child(&page).unwrap();
    let c: HtmlCanvasElement = dom::by_id("board").unwrap();
    for property in ["width", "height"] {
        c.style().set_property(property, "480px").unwrap();
    }
    draughts_web::shell::startup::start().unwrap();
    // The startup runs over later tasks, so that none is long; data-fen comes with the last.
    assert_eq!(
        c.get_attribute("data-fen"),
        None,
        "start() leaves the rest to later tasks"
    );
    for _ in 0..100 {
        if c.has_attribute("data-fen") {
            break;
        }
        next_task().await;
    }
    assert_eq!(
        c.get_attribute("data-variant").as_deref(),
        Some("brazilian")
    );
    assert_eq!(c.get_attribute("data-status").as_deref(), Some("playing"));
    let start = c.get_attribute("data-fen").unwrap();
    press(&c, "c3");
    press(&c, "c5");
    assert_eq!(
        c.get_attribute("data-fen").unwrap(),
        start,
        "c3-c5 is no move"
    );
    press(&c, "c3");
    press(&c, "d4");
    assert_ne!(
        c.get_attribute("data-fen").unwrap(),
        start,
        "c3-d4 was played"
    );
    assert_eq!(c.get_attribute("data-turn").as_deref(), Some("black"));
    let moves = dom::document().get_element_by_id("moves").unwrap();
    assert!(moves.text_content().unwrap().contains("c3-d4"));
    let saved = storage::load().unwrap().unwrap();
    assert_eq!(saved.session.game.len(), 1, "the move was saved");
    storage::clear();
}
