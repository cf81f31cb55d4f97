//! The engine worker: the wasm glue around [`EngineService`]. It posts "ready", hands each
//! request (a JavaScript object, see `protocol`) to the service and posts what comes out:
//! replies as objects, built endgame tables as a transferred `ArrayBuffer`. An `ArrayBuffer`
//! from the page is tables it kept from an earlier worker, imported at the next request.

use draughts_engine::Clock;
use draughts_worker::engine_service::{EngineService, Outgoing};
use draughts_worker::protocol::{self, Reply, Request};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

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
    let service = RefCell::new(EngineService::new());
    let clock = WorkerClock(scope.performance());
    let post_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let mut send = |out: Outgoing| post(&post_scope, out);
        let data = e.data();
        if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
            let bytes = js_sys::Uint8Array::new(buffer).to_vec();
            service.borrow_mut().hand_tables(bytes);
            return;
        }
        match protocol::decode::<Request>(data) {
            Ok(request) => service.borrow_mut().serve(&request, &clock, &mut send),
            Err(message) => send(Outgoing::Reply(Reply::Error { id: None, message })),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, Outgoing::Reply(Reply::Ready));
}

/// Posts one message to the page.
fn post(scope: &DedicatedWorkerGlobalScope, out: Outgoing) {
    match out {
        Outgoing::Reply(reply) => {
            scope.post_message(&protocol::encode(&reply)).ok();
        }
        Outgoing::Tables(bytes) => {
            let buffer = js_sys::Uint8Array::from(&bytes[..]).buffer();
            // Transferred, not copied: the page only keeps the buffer for the next worker.
            scope
                .post_message_with_transfer(&buffer, &js_sys::Array::of1(&buffer))
                .ok();
        }
        Outgoing::Log(line) => web_sys::console::debug_1(&JsValue::from_str(&line)),
    }
}
