//! The engine worker: the wasm glue around [`EngineService`]. It posts "ready", hands each
//! request (a JavaScript object, see `protocol`) to the service and posts what comes out:
//! replies as objects, built endgame tables as a transferred `ArrayBuffer`. An `ArrayBuffer`
//! from the page is tables it kept from an earlier worker, imported at the next request.
//!
//! The worker is built without fitted weights (the engine's `embedded-weights` feature off):
//! before the first request of a rule set it fetches that rule set's file, at the address
//! `self.draughtsWeights` names for it (written into worker_loader.js by
//! tools/web/post_build.mjs), and requests that come meanwhile wait their turn.

use draughts_engine::{Clock, WeightsFile};
use draughts_worker::engine_service::{EngineService, Outgoing};
use draughts_worker::protocol::{self, Reply, Request};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Response};

/// `performance.now()` of the worker.
struct WorkerClock(Option<web_sys::Performance>);

impl Clock for WorkerClock {
    fn now_ms(&self) -> f64 {
        self.0.as_ref().map_or(0.0, |p| p.now())
    }
}

/// The service and the requests waiting for a weights file on its way.
struct Worker {
    scope: DedicatedWorkerGlobalScope,
    service: EngineService,
    clock: WorkerClock,
    /// Requests not served yet, in the order they came: non-empty only while a weights file
    /// is being fetched.
    waiting: VecDeque<Request>,
    fetching: bool,
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let worker = Rc::new(RefCell::new(Worker {
        clock: WorkerClock(scope.performance()),
        scope: scope.clone(),
        service: EngineService::new(),
        waiting: VecDeque::new(),
        fetching: false,
    }));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let data = e.data();
        if let Some(buffer) = data.dyn_ref::<js_sys::ArrayBuffer>() {
            let bytes = js_sys::Uint8Array::new(buffer).to_vec();
            worker.borrow_mut().service.hand_tables(bytes);
            return;
        }
        match protocol::decode::<Request>(data) {
            Ok(request) => {
                worker.borrow_mut().waiting.push_back(request);
                serve_waiting(&worker);
            }
            Err(message) => post(
                &worker.borrow().scope,
                Outgoing::Reply(Reply::Error { id: None, message }),
            ),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&scope, Outgoing::Reply(Reply::Ready));
}

/// Serves the waiting requests in order, until one needs a weights file the worker has not
/// got: that one starts its fetch, and it and those after it wait for it.
fn serve_waiting(worker: &Rc<RefCell<Worker>>) {
    let mut guard = worker.borrow_mut();
    let this = &mut *guard;
    if this.fetching {
        return;
    }
    while let Some(request) = this.waiting.pop_front() {
        if let Some(file) = this.service.missing_weights(request.variant) {
            this.waiting.push_front(request);
            this.fetching = true;
            wasm_bindgen_futures::spawn_local(fetch_then_serve(Rc::clone(worker), file));
            return;
        }
        let scope = &this.scope;
        this.service
            .serve(&request, &this.clock, &mut |out| post(scope, out));
    }
}

/// Fetches and installs `file`, then serves what waited for it; if it cannot be had, every
/// waiting request gets an error saying why (the next request tries again).
async fn fetch_then_serve(worker: Rc<RefCell<Worker>>, file: WeightsFile) {
    let scope = worker.borrow().scope.clone();
    let fetched = fetch(&scope, file).await;
    let installed = fetched.and_then(|bytes| file.install(&bytes));
    worker.borrow_mut().fetching = false;
    match installed {
        Ok(()) => serve_waiting(&worker),
        Err(why) => {
            let message = format!("its weights ({file}) could not be loaded: {why}");
            for request in worker.borrow_mut().waiting.drain(..) {
                post(
                    &scope,
                    Outgoing::Reply(Reply::Error {
                        id: Some(request.id),
                        message: message.clone(),
                    }),
                );
            }
        }
    }
}

/// The bytes of `file` from the address the build gave it.
async fn fetch(scope: &DedicatedWorkerGlobalScope, file: WeightsFile) -> Result<Vec<u8>, String> {
    // A JavaScript error by its message ("Failed to fetch"), without its stack.
    let described = |e: JsValue| match e.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => e.as_string().unwrap_or_else(|| format!("{e:?}")),
    };
    let addresses =
        js_sys::Reflect::get(scope, &JsValue::from_str("draughtsWeights")).map_err(described)?;
    let address = js_sys::Reflect::get(&addresses, &JsValue::from_str(&file.name()))
        .ok()
        .and_then(|a| a.as_string())
        .ok_or_else(|| "this build has no address for it".to_string())?;
    let response: Response = JsFuture::from(scope.fetch_with_str(&address))
        .await
        .map_err(described)?
        .unchecked_into();
    if !response.ok() {
        return Err(format!("{address}: HTTP {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(described)?)
        .await
        .map_err(described)?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
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
