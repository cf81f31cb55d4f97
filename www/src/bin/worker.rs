//! The engine worker: posts "ready", then answers each JSON request with progress `info`
//! messages and a final `best` (or `draw_answer`, or `error`). It keeps no game state: every
//! request carries the whole game.

use draughts::engine::{Clock, Engine, Info, Level, Limits, Score};
use draughts::{Game, Move, Position};
use draughts_web::protocol::{self, Kind, Reply, Request};
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
    let engine = RefCell::new(Engine::new(HASH_MB));
    let clock = WorkerClock(scope.performance());
    let post_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let post = |reply: &Reply| {
            post_scope
                .post_message(&JsValue::from_str(&protocol::encode(reply)))
                .ok();
        };
        let Some(text) = e.data().as_string() else {
            post(&Reply::Error {
                id: None,
                message: "requests must be JSON text".into(),
            });
            return;
        };
        match protocol::decode::<Request>(&text) {
            Ok(request) => serve(&mut engine.borrow_mut(), &clock, &request, &post),
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
fn serve(engine: &mut Engine, clock: &WorkerClock, request: &Request, post: &dyn Fn(&Reply)) {
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
    if request.kind == Kind::DrawOffer {
        let side = game.position().turn().opponent();
        let accept = engine.accepts_draw(&game, side, clock);
        return post(&Reply::DrawAnswer { id, accept });
    }
    let level = match request.kind {
        Kind::Search => Level::new(request.level).unwrap_or(Level::MIN),
        Kind::Hint | Kind::Analyze | Kind::DrawOffer => Level::MAX,
    };
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
            pv: line_text(&game, &info.pv),
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

fn score_text(score: Score) -> String {
    score.to_string()
}

/// A line of moves in notation, each written in the position it is played in.
fn line_text(game: &Game, line: &[Move]) -> Vec<String> {
    let mut pos: Position = *game.position();
    let mut out = Vec::new();
    for mv in line {
        if !pos.is_legal(mv) {
            break;
        }
        out.push(pos.move_text(mv));
        pos = pos.play_unchecked(mv);
    }
    out
}
