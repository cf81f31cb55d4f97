//! The page's language on the page: chosen at startup from the preferences or the browser's
//! languages, written on `<html lang>` and the title, and dates in the language's way (the
//! browser's `Intl`). A new choice reloads the page, which keeps the game (in the address and
//! local storage) and draws everything again in the new language.

use crate::i18n;
use crate::strings;
use crate::ui::preferences::Preferences;
use crate::web::{dom, storage};
use js_sys::{Array, Date, Intl, Object, Reflect};
use wasm_bindgen::JsValue;

/// Sets the page's language before anything is written: the player's choice, else the best
/// of the browser's.
pub fn choose(preferences: &Preferences) {
    let browser: Vec<String> = dom::window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    i18n::set(preferences.language(&browser));
    let document = dom::document();
    if let Some(root) = document.document_element() {
        root.set_attribute("lang", i18n::current()).ok();
    }
    document.set_title(&strings::title());
}

/// Makes `tag` (one of ours; anything else changes nothing) the player's language, kept in the
/// preferences, and reloads the page to write everything again in it.
pub fn switch(tag: &str, preferences: &mut Preferences) {
    if !i18n::languages().any(|t| t == tag) {
        return;
    }
    storage::update_preferences(preferences, |p| p.language = Some(tag.to_string()));
    dom::window().location().reload().ok();
}

/// Every language the page has, each by its tag and named in itself, for the selector.
pub fn choices() -> Vec<(String, String)> {
    i18n::languages()
        .map(|tag| (tag.to_string(), i18n::name(tag)))
        .collect()
}

/// A date and time in the page's language, in local time: "6 Dec 2026, 17:55",
/// "6 дек. 2026 г., 17:55".
pub fn date_time(ms: f64) -> String {
    let options = Object::new();
    Reflect::set(&options, &"dateStyle".into(), &"medium".into()).ok();
    Reflect::set(&options, &"timeStyle".into(), &"short".into()).ok();
    let locales = Array::of1(&JsValue::from_str(i18n::current()));
    let format = Intl::DateTimeFormat::new(&locales, &options).format();
    format
        .call1(&JsValue::NULL, &Date::new(&JsValue::from_f64(ms)))
        .ok()
        .and_then(|text| text.as_string())
        .unwrap_or_default()
}
