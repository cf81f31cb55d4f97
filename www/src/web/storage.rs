//! The saved game and the preferences in local storage, as the browser's JSON of the
//! [`SavedGame`] and [`Preferences`] values. Storage
//! may be missing or full (private browsing, quotas): saving then silently does nothing and
//! loading finds nothing.

use crate::ui::game_replay::Replay;
use crate::ui::preferences::{self, Preferences};
use crate::ui::records::{self, Records, RecordsError};
use crate::ui::save::{LoadError, Loaded, SavedGame, Stored, KEY};
use crate::ui::session::GameSession;
use js_sys::JSON;
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Stores `value` as the browser's JSON under `key`; failures are ignored.
fn store<T: Serialize>(key: &str, value: &T) {
    let Some(s) = storage() else {
        return;
    };
    let value = serde_wasm_bindgen::to_value(value);
    if let Some(text) = value.ok().and_then(|v| JSON::stringify(&v).ok()) {
        s.set_item(key, &String::from(text)).ok();
    }
}

/// Saves the game, with the replay it is in; failures are ignored (the game goes on, it just
/// won't survive a reload).
pub fn save(session: &GameSession, replay: Option<&Replay>) {
    store(KEY, &SavedGame::of(session, replay));
}

/// Saves the preferences; failures are ignored, as for the game.
pub fn save_preferences(preferences: &Preferences) {
    store(preferences::KEY, preferences);
}

/// The stored preferences, or the defaults.
pub fn load_preferences() -> Preferences {
    let parsed = storage()
        .and_then(|s| s.get_item(preferences::KEY).ok().flatten())
        .and_then(|text| JSON::parse(&text).ok());
    parsed.map_or_else(Preferences::default, |value| {
        Preferences::read(&Parsed(value))
    })
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
    let value = serde_wasm_bindgen::to_value(records).ok()?;
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
pub fn save_records(records: &Records) -> bool {
    let (Some(s), Some(text)) = (storage(), records_text(records)) else {
        return false;
    };
    s.set_item(records::KEY, &text).is_ok()
}

/// The stored records, or new ones; true as well when the stored text could not be read and
/// was kept aside under [`records::aside_key`].
pub fn load_records(now_ms: f64) -> (Records, bool) {
    let Some(s) = storage() else {
        return (Records::new(), false);
    };
    let Some(text) = s.get_item(records::KEY).ok().flatten() else {
        return (Records::new(), false);
    };
    match parse_records(&text) {
        Ok(records) => (records, false),
        Err(_) => {
            if s.set_item(&records::aside_key(now_ms), &text).is_ok() {
                s.remove_item(records::KEY).ok();
            }
            (Records::new(), true)
        }
    }
}
