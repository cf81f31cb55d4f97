//! The engine worker: posts "ready", then answers each JSON request with progress `info`
//! messages and a final `best` (or `draw_answer`, or `error`). It keeps no game state: every
//! request carries the whole game. Endgame tables it builds are posted to the page as bytes,
//! and bytes the page hands over (a binary message) are imported at the next request, for that
//! request's variant only (see `protocol`).

use draughts::Game;
use draughts_engine::{Clock, Engine, Info, Level, Limits, Score};
use draughts_web::protocol::{self, Kind, Reply, Request, TableSource};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Transposition table size in MiB: large enough for a few seconds of search, small enough
/// for phones.
const HASH_MB: usize = 16;

/// `performance.now()` of the worker.
struct WorkerClock(Option<web_sys::Performance>);

impl Clock for WorkerClock {
    fn now_ms(&self) -> f64 {
        self.0.as_ref().map_or(0.0, |p| p.now())
    }
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let mut engine = Engine::new(HASH_MB);
    // English by its terms and tables, not the built-in network: in wasm the network slows the
    // search several times over (the core's wasm test `english_search_speed_on_wasm` prints
    // both speeds), which loses more depth than the network gains.
    engine.set_network(None);
    let engine = RefCell::new(engine);
    // The tables the page handed over, until a request says which variant they must be of.
    let handed = RefCell::new(None::<Vec<u8>>);
    let clock = WorkerClock(scope.performance());
    let post_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let post = |reply: &Reply| {
            post_scope
                .post_message(&JsValue::from_str(&protocol::encode(reply)))
                .ok();
        };
        let data = e.data();
        if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
            *handed.borrow_mut() = Some(js_sys::Uint8Array::new(buffer).to_vec());
            return;
        }
        let Some(text) = data.as_string() else {
            post(&Reply::Error {
                id: None,
                message: "requests must be JSON text".into(),
            });
            return;
        };
        match protocol::decode::<Request>(&text) {
            Ok(request) => {
                let mut engine = engine.borrow_mut();
                let tables = Tables {
                    handed: handed.borrow_mut().take(),
                    scope: &post_scope,
                };
                serve(&mut engine, &clock, &request, tables, &post)
            }
            Err(message) => post(&Reply::Error { id: None, message }),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    scope
        .post_message(&JsValue::from_str(&protocol::encode(&Reply::Ready)))
        .ok();
}

/// Answers one request.
fn serve(
    engine: &mut Engine,
    clock: &WorkerClock,
    request: &Request,
    tables: Tables,
    post: &dyn Fn(&Reply),
) {
    let id = request.id;
    let game = match request.game() {
        Ok(game) => game,
        Err(e) => {
            return post(&Reply::Error {
                id: Some(id),
                message: e.to_string(),
            })
        }
    };
    let level = match request.kind {
        Kind::Search => Level::new(request.level).unwrap_or(Level::MIN),
        Kind::Hint | Kind::Analyze | Kind::DrawOffer => Level::MAX,
    };
    tables.update(engine, &game, level, post);
    if request.kind == Kind::DrawOffer {
        let side = game.position().turn().opponent();
        let accept = engine.accepts_draw(&game, side, clock);
        return post(&Reply::DrawAnswer { id, accept });
    }
    let limits = Limits {
        movetime_ms: request.movetime_ms,
        seed: request.seed,
        ..Limits::default()
    };
    let result = engine.search(&game, &limits, level, clock, &mut |info: &Info| {
        post(&Reply::Info {
            id,
            depth: info.depth,
            score: score_text(info.score),
            nodes: info.nodes,
            nps: (info.nodes as f64 * 1000.0 / info.elapsed_ms.max(1.0)) as u64,
            pv: game.position().line_text(&info.pv),
        })
    });
    post(&Reply::Best {
        id,
        mv: result.best_move.map(|mv| game.position().move_text(&mv)),
        score: score_text(result.score),
        depth: result.depth,
        nodes: result.nodes,
    });
}

/// The endgame tables' way into and out of the worker at a request.
struct Tables<'s> {
    /// Bytes the page handed over since the last request.
    handed: Option<Vec<u8>>,
    scope: &'s DedicatedWorkerGlobalScope,
}

impl Tables<'_> {
    /// Imports the handed bytes if they are tables of the game's variant, then builds what
    /// the search will need (nothing, if the import had it all) and sends what it built to the
    /// page, before the search: a search is often cancelled by ending the worker.
    fn update(self, engine: &mut Engine, game: &Game, level: Level, post: &dyn Fn(&Reply)) {
        if let Some(bytes) = self.handed {
            let source = match engine.import_tables(game.variant(), &bytes) {
                Ok(count) => {
                    log(&format!("endgame tables imported: {count} tables"));
                    TableSource::Imported
                }
                Err(e) => {
                    log(&format!("endgame tables refused: {e}"));
                    TableSource::Refused
                }
            };
            post(&Reply::Tables { source });
        }
        if !engine.prepare_tables(game.position(), level) {
            return;
        }
        let Some(bytes) = engine.export_tables() else {
            return;
        };
        log(&format!("endgame tables built: {} bytes", bytes.len()));
        let buffer = js_sys::Uint8Array::from(&bytes[..]).buffer();
        // Transferred, not copied: the page only keeps the buffer for the next worker.
        self.scope
            .post_message_with_transfer(&buffer, &js_sys::Array::of1(&buffer))
            .ok();
        post(&Reply::Tables {
            source: TableSource::Built,
        });
    }
}

/// A debug line in the console, for whoever looks at where the tables came from.
fn log(message: &str) {
    web_sys::console::debug_1(&JsValue::from_str(message));
}

fn score_text(score: Score) -> String {
    score.to_string()
}
