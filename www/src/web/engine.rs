//! The page's handle on the engine worker: spawns it, holds requests until it says "ready",
//! and restarts it to cancel a search (a running search cannot read new messages). The
//! endgame tables a worker built outlive it here, as the bytes it sent, and go to the next one
//! before its first request.

use crate::protocol::{self, Reply, Request};
use crate::ui::engine_session;
use js_sys::ArrayBuffer;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker script Trunk writes next to the page (`data-loader-shim`: a classic worker).
const SCRIPT: &str = "worker_loader.js";

/// A running worker and the requests waiting for it.
pub struct EngineWorker {
    worker: Worker,
    ready: bool,
    queue: Vec<JsValue>,
    on_reply: Rc<dyn Fn(Reply)>,
    /// The last endgame tables a worker sent: stored as they came, never read on the page.
    tables: Rc<RefCell<Option<ArrayBuffer>>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl EngineWorker {
    /// Starts the worker; `on_reply` receives every reply, `Ready` included.
    pub fn spawn(on_reply: Rc<dyn Fn(Reply)>) -> Result<EngineWorker, JsValue> {
        EngineWorker::start(on_reply, Rc::default())
    }

    /// Starts a worker that will get `tables`, if there are any, before its first request.
    fn start(
        on_reply: Rc<dyn Fn(Reply)>,
        tables: Rc<RefCell<Option<ArrayBuffer>>>,
    ) -> Result<EngineWorker, JsValue> {
        // Resolve against the page so the site works under any base path.
        let base = crate::web::dom::document().base_uri()?.unwrap_or_default();
        let url = web_sys::Url::new_with_base(SCRIPT, &base)?.href();
        let worker = Worker::new(&url)?;
        let handler = on_reply.clone();
        let store = tables.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let data = e.data();
            if let Ok(buffer) = data.clone().dyn_into::<ArrayBuffer>() {
                *store.borrow_mut() = Some(buffer);
                return;
            }
            let reply = protocol::decode::<Reply>(data)
                .unwrap_or_else(|message| Reply::Error { id: None, message });
            handler(reply);
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let handler = on_reply.clone();
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_e: web_sys::Event| {
            handler(Reply::Error {
                id: None,
                message: "the engine could not start".into(),
            });
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(EngineWorker {
            worker,
            ready: false,
            queue: Vec::new(),
            on_reply,
            tables,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

impl engine_session::Worker for EngineWorker {
    /// Sends a request now, or when the worker is ready.
    fn send(&mut self, request: &Request) {
        let message = protocol::encode(request);
        if self.ready {
            self.worker.post_message(&message).ok();
        } else {
            self.queue.push(message);
        }
    }

    /// The worker said "ready": send the tables (a copy: the page keeps them for the workers
    /// after this one), then what waited.
    fn set_ready(&mut self) {
        self.ready = true;
        if let Some(tables) = self.tables.borrow().as_ref() {
            self.worker.post_message(tables).ok();
        }
        for message in std::mem::take(&mut self.queue) {
            self.worker.post_message(&message).ok();
        }
    }

    /// Stops whatever the worker is doing by replacing it with a fresh one.
    fn restart(&mut self) -> Result<(), String> {
        *self = EngineWorker::start(self.on_reply.clone(), self.tables.clone())
            .map_err(|e| format!("{e:?}"))?;
        Ok(())
    }
}

impl Drop for EngineWorker {
    /// Detaches the handlers before their closures are freed: a message already queued by the
    /// old worker must not call into a dropped closure.
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}
