//! The endgame tables' blobs in the browser's IndexedDB (database `draughts-tables`, object
//! store `tables`, keys from [`crate::engine::kept_tables::key`]), so that a visit imports the tables an
//! earlier one built. IndexedDB rather than local storage: the blobs are megabytes of binary,
//! and rather than the Cache API: the service worker deletes every cache but its own version's.
//! Nothing here is required: a browser without IndexedDB, a private window that refuses it or a
//! full disk only costs a rebuild, with a console line saying why.

use crate::engine::kept_tables::StoreChange;
use js_sys::{Array, ArrayBuffer};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{IdbDatabase, IdbOpenDbRequest, IdbRequest, IdbTransactionMode};

const DATABASE: &str = "draughts-tables";
const STORE: &str = "tables";
/// How long the page waits for the store before its workers go on without it: IndexedDB may
/// never answer (an upgrade blocked by another tab of an older page).
const PATIENCE_MS: i32 = 3000;

/// What the store held: each key with its value, `None` for a value that is not a blob.
pub type Entries = Vec<(String, Option<ArrayBuffer>)>;

/// Where the store's answer goes, once.
type Answer = Box<dyn FnOnce(Result<Entries, String>)>;

thread_local! {
    /// The open database, once [`load`] has opened it: later writes go there.
    static DB: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
}

/// Reads every stored blob and calls `done` once, with them or with why it could not; after
/// [`PATIENCE_MS`] without an answer, with an error.
pub fn load(done: impl FnOnce(Result<Entries, String>) + 'static) {
    let done: Rc<RefCell<Option<Answer>>> = Rc::new(RefCell::new(Some(Box::new(done))));
    let finish = move |result: Result<Entries, String>| {
        if let Some(done) = done.borrow_mut().take() {
            done(result);
        }
    };
    let finish = Rc::new(finish);
    let late = finish.clone();
    let timeout = Closure::once_into_js(move || late(Err("the store did not answer".into())));
    crate::shell::dom::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(timeout.unchecked_ref(), PATIENCE_MS)
        .ok();
    if let Err(e) = open(finish.clone()) {
        finish(Err(describe(&e)));
    }
}

/// Opens the database (creating the store on a first visit), then reads it.
fn open(finish: Rc<dyn Fn(Result<Entries, String>)>) -> Result<(), JsValue> {
    let factory = crate::shell::dom::window()
        .indexed_db()?
        .ok_or_else(|| JsValue::from_str("IndexedDB is unavailable"))?;
    let request: IdbOpenDbRequest = factory.open_with_u32(DATABASE, 1)?;
    let upgrade = request.clone();
    let on_upgrade = Closure::once_into_js(move |_: web_sys::Event| {
        if let Ok(db) = upgrade.result().and_then(|db| db.dyn_into::<IdbDatabase>()) {
            db.create_object_store(STORE).ok();
        }
    });
    request.set_onupgradeneeded(Some(on_upgrade.unchecked_ref()));
    let failed = finish.clone();
    let failure = request.clone();
    let on_error = Closure::once_into_js(move |_: web_sys::Event| {
        failed(Err(request_error(&failure)));
    });
    request.set_onerror(Some(on_error.unchecked_ref()));
    let blocked = finish.clone();
    let on_blocked = Closure::once_into_js(move |_: web_sys::Event| {
        blocked(Err("the store is held by another tab".into()));
    });
    request.set_onblocked(Some(on_blocked.unchecked_ref()));
    let opened = request.clone();
    let on_success = Closure::once_into_js(move |_: web_sys::Event| {
        let read = opened
            .result()
            .and_then(|db| db.dyn_into::<IdbDatabase>())
            .and_then(|db| read_all(db, finish.clone()));
        if let Err(e) = read {
            finish(Err(describe(&e)));
        }
    });
    request.set_onsuccess(Some(on_success.unchecked_ref()));
    Ok(())
}

/// Reads every key and value in one transaction (keys and values come in the same order).
fn read_all(db: IdbDatabase, finish: Rc<dyn Fn(Result<Entries, String>)>) -> Result<(), JsValue> {
    let store = db.transaction_with_str(STORE)?.object_store(STORE)?;
    let keys = store.get_all_keys()?;
    let values = store.get_all()?;
    DB.with(|slot| *slot.borrow_mut() = Some(db));
    let failed = finish.clone();
    let failure = values.clone();
    let on_error = Closure::once_into_js(move |_: web_sys::Event| {
        failed(Err(request_error(&failure)));
    });
    values.set_onerror(Some(on_error.unchecked_ref()));
    let read = values.clone();
    let on_success = Closure::once_into_js(move |_: web_sys::Event| {
        let (Ok(keys), Ok(values)) = (keys.result(), read.result()) else {
            return finish(Err("the store could not be read".into()));
        };
        let keys = Array::from(&keys);
        let values = Array::from(&values);
        let entries = keys
            .iter()
            .zip(values.iter())
            .map(|(key, value)| {
                let key = key.as_string().unwrap_or_default();
                (key, value.dyn_into::<ArrayBuffer>().ok())
            })
            .collect();
        finish(Ok(entries));
    });
    values.set_onsuccess(Some(on_success.unchecked_ref()));
    Ok(())
}

/// Makes one change in the store, if it was opened; a refused write (the disk full, the
/// quota spent) is a console line and leaves the store as it was.
pub fn apply(change: StoreChange<ArrayBuffer>) {
    let Some(db) = DB.with(|slot| slot.borrow().clone()) else {
        return;
    };
    let (what, key) = match &change {
        StoreChange::Put { key, .. } => ("stored", key.clone()),
        StoreChange::Delete { key } => ("deleted", key.clone()),
    };
    let result = (|| -> Result<(), JsValue> {
        let transaction = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?;
        let store = transaction.object_store(STORE)?;
        match change {
            StoreChange::Put { key, blob } => {
                store.put_with_key(&blob, &JsValue::from_str(&key))?
            }
            StoreChange::Delete { key } => store.delete(&JsValue::from_str(&key))?,
        };
        let done = key.clone();
        let on_complete = Closure::once_into_js(move |_: web_sys::Event| {
            log(&format!("endgame tables {what}: {done}"));
        });
        transaction.set_oncomplete(Some(on_complete.unchecked_ref()));
        let failed = transaction.clone();
        let on_abort = Closure::once_into_js(move |_: web_sys::Event| {
            let why = failed.error().map_or_else(
                || "aborted".to_string(),
                |e| format!("{}: {}", e.name(), e.message()),
            );
            log(&format!("endgame tables not {what} ({key}): {why}"));
        });
        transaction.set_onabort(Some(on_abort.unchecked_ref()));
        Ok(())
    })();
    if let Err(e) = result {
        log(&format!("endgame tables not {what}: {}", describe(&e)));
    }
}

/// A console line about the store, for whoever looks at where the tables came from.
pub fn log(line: &str) {
    web_sys::console::info_1(&JsValue::from_str(line));
}

fn request_error(request: &IdbRequest) -> String {
    match request.error() {
        Ok(Some(e)) => format!("{}: {}", e.name(), e.message()),
        _ => "the store failed".into(),
    }
}

fn describe(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.dyn_ref::<web_sys::DomException>().map(|e| e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| format!("{e:?}"))
}
