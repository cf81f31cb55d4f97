//! The shell: the `App` that carries out the page's effects, the startup, the DOM helpers,
//! local storage, and how views send what they are asked; a fatal error shown as text.

pub mod app;
pub mod dom;
pub mod events;
pub mod menu;
pub mod startup;
pub mod storage;

use wasm_bindgen::JsCast;

/// Shows a fatal error as text on the page (never a blank page), and in the console.
pub fn show_fatal(message: &str) {
    web_sys::console::error_1(&message.into());
    let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("fatal"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    el.set_text_content(Some(&crate::strings::startup_failed(message)));
    el.set_hidden(false);
}

/// Shows an error that stopped the game from starting.
pub fn show_startup_error(e: &wasm_bindgen::JsValue) {
    let message = e.as_string().unwrap_or_else(|| format!("{e:?}"));
    show_fatal(&message);
}

/// Panics go to the console (with a stack) and onto the page.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_fatal(&info.to_string());
    }));
}
