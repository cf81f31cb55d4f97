//! The page's language on the page: chosen at startup from the preferences or the browser's
//! languages, its messages fetched unless they are English's (by `boot.js`, which starts the
//! fetch while the app loads), written on `<html lang>` and the title, and dates in the
//! language's way (the browser's `Intl`). A new choice reloads the page, which keeps the game
//! (in the address and local storage) and draws everything again in the new language.

use crate::i18n;
use crate::preferences::Preferences;
use crate::shell::{dom, storage};
use crate::strings;
use js_sys::{Array, Date, Function, Intl, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Sets the page's language before anything is written (the player's choice, else the best
/// of the browser's), then hands the preferences on to `then`: at once when its messages are at
/// hand, else once they are fetched. Messages that cannot be fetched leave the page in English,
/// with a console line.
pub fn choose(preferences: Preferences, then: impl FnOnce(Preferences) + 'static) {
    let browser: Vec<String> = dom::window()
        .navigator()
        .languages()
        .iter()
        .filter_map(|tag| tag.as_string())
        .collect();
    let tag = preferences.language(&browser);
    if i18n::has_messages(tag) {
        speak(tag);
        return then(preferences);
    }
    let Some(fetched) = fetch_messages(tag) else {
        web_sys::console::warn_1(&format!("no messages to fetch for {tag}: English").into());
        speak(i18n::ENGLISH);
        return then(preferences);
    };
    when_fetched(fetched, move |text| {
        match text {
            Some(text) => {
                for error in i18n::load(tag, &text) {
                    web_sys::console::warn_1(&format!("messages of {tag}: {error}").into());
                }
                speak(tag);
            }
            None => {
                web_sys::console::warn_1(
                    &format!("the messages of {tag} could not be fetched: English").into(),
                );
                speak(i18n::ENGLISH);
            }
        }
        then(preferences);
    });
}

/// The text of `tag`'s messages, from `boot.js`'s `draughtsMessages.load(tag)`: a promise of the
/// text, or of null when the file cannot be had; `None` without `boot.js` (the browser tests).
fn fetch_messages(tag: &str) -> Option<Promise> {
    fetch_with("load", tag)
}

/// Hands `done` the text `fetched` (a promise of a file's text or of null) comes to, once it has.
fn when_fetched(fetched: Promise, done: impl FnOnce(Option<String>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move {
        let text = JsFuture::from(fetched)
            .await
            .ok()
            .and_then(|t| t.as_string());
        done(text);
    });
}

/// `boot.js`'s `draughtsMessages[function](tag)`: a promise of a file's text or of null.
fn fetch_with(function: &str, tag: &str) -> Option<Promise> {
    let messages = Reflect::get(&dom::window(), &"draughtsMessages".into()).ok()?;
    let load: Function = Reflect::get(&messages, &function.into())
        .ok()?
        .dyn_into()
        .ok()?;
    load.call1(&messages, &tag.into()).ok()?.dyn_into().ok()
}

/// Whether the rules pages and the lessons can be written in the page's language.
pub fn rules_at_hand() -> bool {
    i18n::has_rules(i18n::current())
}

/// Runs `then` once the page's language's rules pages and lessons are at hand: at once when
/// they are, else once `boot.js`'s `draughtsMessages.rules` has fetched them (or failed to: a
/// console line, and [`rules_at_hand`] stays false).
pub fn with_rules(then: impl FnOnce() + 'static) {
    let tag = i18n::current();
    let fetched = match (rules_at_hand(), fetch_with("rules", tag)) {
        (false, Some(fetched)) => fetched,
        _ => return then(),
    };
    when_fetched(fetched, move |text| {
        match text {
            Some(text) => {
                for error in i18n::load_rules(tag, &text) {
                    web_sys::console::warn_1(&format!("rules of {tag}: {error}").into());
                }
            }
            None => web_sys::console::warn_1(
                &format!("the rules pages of {tag} could not be fetched").into(),
            ),
        }
        then();
    });
}

/// Makes `tag` the page's language and says so on the page.
fn speak(tag: &str) {
    i18n::set(tag);
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
        .map(|tag| (tag.to_string(), i18n::name(tag).to_string()))
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
