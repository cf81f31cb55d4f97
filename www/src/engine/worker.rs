//! The page's handle on the engine worker: spawns it, holds requests until it says "ready",
//! and restarts it to cancel a search (a running search cannot read new messages). The
//! endgame tables a worker built outlive it here, as the bytes it sent, one blob per variant,
//! kept across visits in the browser's store (`table_store`); a worker gets its variant's blob
//! just before its first request of that variant. Requests wait for the store to be read, so
//! that a worker does not build what a visit before built.

use crate::engine::kept_tables::KeptTables;
use crate::engine::session;
use crate::engine::table_store;
use draughts::Variant;
use draughts_worker::protocol::{self, Reply, Request, TableSource};
use js_sys::ArrayBuffer;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker};

/// The worker script Trunk writes next to the page (`data-loader-shim`: a classic worker).
const SCRIPT: &str = "worker_loader.js";

/// The tables kept for every worker, and the worker now running (to send it what waited for
/// the store once it is read).
#[derive(Default)]
struct Shelf {
    kept: KeptTables<ArrayBuffer>,
    current: Weak<RefCell<Link>>,
}

/// One worker and what the page knows of it.
struct Link {
    worker: Worker,
    ready: bool,
    /// Requests waiting for the worker's "ready" or the store, with their variants.
    queue: Vec<(Variant, JsValue)>,
    /// The variant whose tables the worker holds, handed or built.
    holds: Option<Variant>,
    /// Tables' bytes just received, until the note that names their variant.
    arrived: Option<ArrayBuffer>,
}

impl Link {
    /// Sends what waited, each request after its variant's tables if the worker lacks them.
    fn flush(&mut self, kept: &KeptTables<ArrayBuffer>) {
        if !self.ready || !kept.is_loaded() {
            return;
        }
        for (variant, message) in std::mem::take(&mut self.queue) {
            if let Some(tables) = kept.to_hand(variant, &mut self.holds) {
                // A copy: the page keeps the tables for the workers after this one.
                self.worker.post_message(&tables).ok();
            }
            self.worker.post_message(&message).ok();
        }
    }

    /// Takes a worker's news of its tables: built ones are kept (and stored), a refused blob
    /// is forgotten (and deleted from the store).
    fn on_tables(&mut self, source: TableSource, variant: Variant, shelf: &mut Shelf) {
        let change = match source {
            TableSource::Built => {
                let Some(bytes) = self.arrived.take() else {
                    return;
                };
                self.holds = Some(variant);
                shelf.kept.built(variant, bytes)
            }
            TableSource::Refused => {
                self.holds = None;
                shelf.kept.refused(variant)
            }
            TableSource::Imported => return,
        };
        table_store::apply(change);
    }
}

/// A running worker and the requests waiting for it.
pub struct EngineWorker {
    link: Rc<RefCell<Link>>,
    on_reply: Rc<dyn Fn(Reply)>,
    shelf: Rc<RefCell<Shelf>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl EngineWorker {
    /// Starts the worker and reads the stored tables; `on_reply` receives every reply,
    /// `Ready` included.
    pub fn spawn(on_reply: Rc<dyn Fn(Reply)>) -> Result<EngineWorker, JsValue> {
        let shelf = Rc::new(RefCell::new(Shelf::default()));
        let worker = EngineWorker::start(on_reply, shelf.clone())?;
        table_store::load(move |read| {
            let mut shelf = shelf.borrow_mut();
            match read {
                Ok(entries) => {
                    let count = entries.len();
                    for stale in shelf.kept.loaded(entries) {
                        table_store::apply(stale);
                    }
                    table_store::log(&format!("endgame tables in the store: {count} blobs"));
                }
                Err(why) => {
                    shelf.kept.unavailable();
                    table_store::log(&format!("endgame tables are not kept across visits: {why}"));
                }
            }
            if let Some(link) = shelf.current.upgrade() {
                link.borrow_mut().flush(&shelf.kept);
            }
        });
        Ok(worker)
    }

    /// Starts a worker that will get the kept tables before its requests.
    fn start(
        on_reply: Rc<dyn Fn(Reply)>,
        shelf: Rc<RefCell<Shelf>>,
    ) -> Result<EngineWorker, JsValue> {
        // Resolve against the page so the site works under any base path.
        let base = crate::shell::dom::document()
            .base_uri()?
            .unwrap_or_default();
        let url = web_sys::Url::new_with_base(SCRIPT, &base)?.href();
        let worker = Worker::new(&url)?;
        let link = Rc::new(RefCell::new(Link {
            worker: worker.clone(),
            ready: false,
            queue: Vec::new(),
            holds: None,
            arrived: None,
        }));
        shelf.borrow_mut().current = Rc::downgrade(&link);
        let handler = on_reply.clone();
        let (news, kept) = (link.clone(), shelf.clone());
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            let data = e.data();
            if let Ok(buffer) = data.clone().dyn_into::<ArrayBuffer>() {
                news.borrow_mut().arrived = Some(buffer);
                return;
            }
            let reply = protocol::decode::<Reply>(data)
                .unwrap_or_else(|message| Reply::Error { id: None, message });
            if let Reply::Tables { source, variant } = &reply {
                news.borrow_mut()
                    .on_tables(*source, *variant, &mut kept.borrow_mut());
            }
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
            link,
            on_reply,
            shelf,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

impl session::Worker for EngineWorker {
    /// Sends a request now, or when the worker is ready and the store read.
    fn send(&mut self, request: &Request) {
        let mut link = self.link.borrow_mut();
        link.queue
            .push((request.variant, protocol::encode(request)));
        link.flush(&self.shelf.borrow().kept);
    }

    /// The worker said "ready": send what waited (once the store is read).
    fn set_ready(&mut self) {
        let mut link = self.link.borrow_mut();
        link.ready = true;
        link.flush(&self.shelf.borrow().kept);
    }

    /// Stops whatever the worker is doing by replacing it with a fresh one.
    fn restart(&mut self) -> Result<(), String> {
        *self = EngineWorker::start(self.on_reply.clone(), self.shelf.clone())
            .map_err(|e| format!("{e:?}"))?;
        Ok(())
    }
}

impl Drop for EngineWorker {
    /// Detaches the handlers before their closures are freed: a message already queued by the
    /// old worker must not call into a dropped closure.
    fn drop(&mut self) {
        let link = self.link.borrow();
        link.worker.set_onmessage(None);
        link.worker.set_onerror(None);
        link.worker.terminate();
    }
}
