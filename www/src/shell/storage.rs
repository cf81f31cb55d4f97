//! The saved game, the preferences and the records in local storage, as the browser's JSON of
//! the [`SavedGame`], [`Preferences`] and [`Records`] values. Storage may be missing or full
//! (private browsing, quotas): saving then silently does nothing and loading finds nothing.
//!
//! Every tab of the page shares this storage. The preferences and the records are therefore
//! never written from what a tab read at its start: each change is made to what is stored at
//! that moment and written back ([`update_preferences`], [`update_records`]), and the other
//! tabs read the result when the browser tells them of it (the `storage` event). The saved game
//! is one per browser: the tab that moved last keeps it.

use crate::game::save::{LoadError, Loaded, SavedGame, KEY};
use crate::game::session::GameSession;
use crate::game_record::game_replay::Replay;
use crate::preferences::{self, Preferences};
use crate::records::{self, Records, RecordsError};
use crate::stored::Stored;
use js_sys::JSON;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// `value` as a JavaScript value for `JSON.stringify`: maps as plain objects (as JavaScript
/// `Map`s, the default, they would be written as `{}`).
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, serde_wasm_bindgen::Error> {
    value.serialize(&serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true))
}

/// Stores `value` as the browser's JSON under `key`; failures are ignored.
fn store<T: Serialize>(key: &str, value: &T) {
    let Some(s) = storage() else {
        return;
    };
    let value = to_js(value);
    if let Some(text) = value.ok().and_then(|v| JSON::stringify(&v).ok()) {
        s.set_item(key, &String::from(text)).ok();
    }
}

/// Saves the game, with the replay it is in; failures are ignored (the game goes on, it just
/// won't survive a reload).
pub fn save(session: &GameSession, replay: Option<&Replay>) {
    store(KEY, &SavedGame::of(session, replay));
}

/// Makes `change` to the preferences as stored now (another tab may have changed them since
/// this one read them), saves them, and leaves them in `preferences`; a failed write is
/// ignored, as for the game.
pub fn update_preferences(preferences: &mut Preferences, change: impl FnOnce(&mut Preferences)) {
    if let Some(stored) = stored_preferences() {
        *preferences = stored;
    }
    change(preferences);
    store(preferences::KEY, preferences);
}

/// The stored preferences, or the defaults.
pub fn load_preferences() -> Preferences {
    stored_preferences().unwrap_or_default()
}

/// The stored preferences, when any are stored (read as far as they can be).
fn stored_preferences() -> Option<Preferences> {
    let text = storage()?.get_item(preferences::KEY).ok().flatten()?;
    Some(JSON::parse(&text).map_or_else(
        |_| Preferences::default(),
        |value| Preferences::read(&Parsed(value)),
    ))
}

/// The stored text, parsed by the browser.
struct Parsed(JsValue);

impl Stored for Parsed {
    fn read<T: DeserializeOwned>(&self) -> Result<T, String> {
        serde_wasm_bindgen::from_value(self.0.clone()).map_err(|e| e.to_string())
    }
}

/// The saved game and its replay: `None` when there is none, an error when it cannot be used.
pub fn load() -> Option<Result<Loaded, LoadError>> {
    let text = storage()?.get_item(KEY).ok().flatten()?;
    Some(match JSON::parse(&text) {
        Ok(value) => SavedGame::load(&Parsed(value)),
        Err(e) => Err(LoadError::Json(e.dyn_ref::<js_sys::Error>().map_or_else(
            || "not JSON".to_string(),
            |e| String::from(e.message()),
        ))),
    })
}

/// Removes the saved game.
pub fn clear() {
    if let Some(s) = storage() {
        s.remove_item(KEY).ok();
    }
}

/// The records as the browser's JSON text.
pub fn records_text(records: &Records) -> Option<String> {
    let value = to_js(records).ok()?;
    JSON::stringify(&value).ok().map(String::from)
}

/// Reads records from JSON text, checked (a stored or an imported file).
pub fn parse_records(text: &str) -> Result<Records, RecordsError> {
    match JSON::parse(text) {
        Ok(value) => Records::load(Some(&Parsed(value))),
        Err(_) => Err(RecordsError::Unreadable("not JSON".to_string())),
    }
}

/// Saves the records; false when the browser refused (its storage full): what was stored
/// before stays as it was.
fn save_records(records: &Records) -> bool {
    let (Some(s), Some(text)) = (storage(), records_text(records)) else {
        return false;
    };
    s.set_item(records::KEY, &text).is_ok()
}

/// The stored records: `None` when there are none (or no storage), an error when the stored
/// text cannot be read, after keeping it aside under [`records::aside_key`].
fn stored_records(now_ms: f64) -> Option<Result<Records, RecordsError>> {
    let s = storage()?;
    let text = s.get_item(records::KEY).ok().flatten()?;
    Some(parse_records(&text).inspect_err(|_| {
        if s.set_item(&records::aside_key(now_ms), &text).is_ok() {
            s.remove_item(records::KEY).ok();
        }
    }))
}

/// The stored records, or new ones; true as well when the stored text could not be read and
/// was kept aside under [`records::aside_key`].
pub fn load_records(now_ms: f64) -> (Records, bool) {
    match stored_records(now_ms) {
        None => (Records::new(), false),
        Some(Ok(records)) => (records, false),
        Some(Err(_)) => (Records::new(), true),
    }
}

/// What [`update_records`] did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RecordsWrite {
    /// The change changed nothing, so nothing was written.
    Unchanged,
    Saved,
    /// The browser refused the write (its storage full): the change holds for this tab only.
    Refused,
}

/// Makes `change` to the records as stored now, so that what another tab recorded since this
/// one read them is kept, and saves them if `change` says it changed them (true). `records`
/// ends as the stored records with the change. Without stored records (none yet, no storage,
/// or unreadable ones, which are kept aside) the change is made to `records` itself.
pub fn update_records(
    records: &mut Records,
    now_ms: f64,
    change: impl FnOnce(&mut Records) -> bool,
) -> RecordsWrite {
    if let Some(Ok(stored)) = stored_records(now_ms) {
        *records = stored;
    }
    if !change(records) {
        RecordsWrite::Unchanged
    } else if save_records(records) {
        RecordsWrite::Saved
    } else {
        RecordsWrite::Refused
    }
}
