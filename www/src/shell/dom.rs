//! Small helpers over web-sys for building and updating the page.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Document, Element, HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement, Window,
};

pub fn window() -> Window {
    web_sys::window().expect("no window")
}

pub fn document() -> Document {
    window().document().expect("no document")
}

/// The element with `id`, as type `T`; a missing element is a broken page, reported at startup.
pub fn by_id<T: JsCast>(id: &str) -> Result<T, JsValue> {
    document()
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("element #{id} missing")))?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("element #{id} has the wrong type")))
}

/// A new element with optional id, class and text.
pub fn create(tag: &str, id: &str, class: &str, text: &str) -> Result<HtmlElement, JsValue> {
    let el: HtmlElement = document().create_element(tag)?.dyn_into()?;
    if !id.is_empty() {
        el.set_id(id);
    }
    if !class.is_empty() {
        el.set_class_name(class);
    }
    if !text.is_empty() {
        el.set_text_content(Some(text));
    }
    Ok(el)
}

/// A `<button type="button">` (not a form's submit button) with optional id, class and text.
pub fn button(id: &str, class: &str, text: &str) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = create("button", id, class, text)?.dyn_into()?;
    b.set_type("button");
    Ok(b)
}

/// A `<select>` with `(value, text)` options.
pub fn select(id: &str, options: &[(String, String)]) -> Result<HtmlSelectElement, JsValue> {
    let s: HtmlSelectElement = create("select", id, "", "")?.dyn_into()?;
    for (value, text) in options {
        let o = create("option", "", "", text)?;
        o.set_attribute("value", value)?;
        s.append_child(&o)?;
    }
    Ok(s)
}

/// A `<select>` of `groups`, each an `<optgroup>` with its label and its (value, text) choices.
pub fn grouped_select(
    id: &str,
    groups: &[(String, Vec<(String, String)>)],
) -> Result<HtmlSelectElement, JsValue> {
    let s: HtmlSelectElement = create("select", id, "", "")?.dyn_into()?;
    for (label, options) in groups {
        let group = create("optgroup", "", "", "")?;
        group.set_attribute("label", label)?;
        for (value, text) in options {
            let o = create("option", "", "", text)?;
            o.set_attribute("value", value)?;
            group.append_child(&o)?;
        }
        s.append_child(&group)?;
    }
    Ok(s)
}

/// A control with its label above it.
pub fn field(label: &str, control: &HtmlElement) -> Result<HtmlElement, JsValue> {
    let l = create("label", "", "field", "")?;
    let text = create("span", "", "", label)?;
    l.append_child(&text)?;
    l.append_child(control)?;
    Ok(l)
}

/// A checkbox with its label after it, as one clickable row.
pub fn checkbox(id: &str, label: &str) -> Result<(HtmlElement, HtmlInputElement), JsValue> {
    let input: HtmlInputElement = create("input", id, "", "")?.dyn_into()?;
    input.set_type("checkbox");
    let row = create("label", "", "check", "")?;
    row.append_child(&input)?;
    let text = create("span", "", "", label)?;
    row.append_child(&text)?;
    Ok((row, input))
}

/// Where a pointer event happened within `el`, in CSS pixels from its top left corner.
pub fn point_in(el: &Element, e: &web_sys::MouseEvent) -> (f64, f64) {
    let rect = el.get_bounding_client_rect();
    (
        f64::from(e.client_x()) - rect.left(),
        f64::from(e.client_y()) - rect.top(),
    )
}

/// Adds a dialog (or any element outside the page's layout) at the end of the body.
pub fn append_to_body(el: &Element) -> Result<(), JsValue> {
    document().body().ok_or("no body")?.append_child(el)?;
    Ok(())
}

/// Sets an attribute only when it changes (keeps mutation observers and tests quiet).
pub fn set_attr(el: &Element, name: &str, value: &str) {
    if el.get_attribute(name).as_deref() != Some(value) {
        el.set_attribute(name, value).ok();
    }
}

/// Sets the text only when it changes (an aria-live region re-announces every write).
pub fn set_text(el: &Element, text: &str) {
    if el.text_content().as_deref() != Some(text) {
        el.set_text_content(Some(text));
    }
}

/// Writes `items` into `el` as one span each, separated by `separator`, so that a line wraps
/// between items, never inside one; untouched when its text would not change.
pub fn set_spans(el: &Element, items: &[String], separator: &str) {
    if el.text_content().unwrap_or_default() == items.join(separator) {
        return;
    }
    el.set_text_content(None);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            el.append_with_str_1(separator).ok();
        }
        if let Ok(span) = create("span", "", "", item) {
            el.append_child(&span).ok();
        }
    }
}

/// Wires `button` to open the hidden file `input`, and hands the file picked to `picked`. The
/// input is cleared each time, so that picking the same file again is noticed.
pub fn on_file_picked(
    button: &web_sys::EventTarget,
    input: &HtmlInputElement,
    picked: impl Fn(web_sys::File) + 'static,
) -> Result<(), JsValue> {
    let opened = input.clone();
    listen(button, "click", move |_: web_sys::MouseEvent| {
        opened.click()
    })?;
    let chosen = input.clone();
    listen(input, "change", move |_: web_sys::Event| {
        if let Some(file) = chosen.files().and_then(|list| list.get(0)) {
            chosen.set_value("");
            picked(file);
        }
    })
}

/// Adds an event listener that lives as long as the page.
pub fn listen<E: JsCast + 'static>(
    target: &web_sys::EventTarget,
    event: &str,
    mut handler: impl FnMut(E) + 'static,
) -> Result<(), JsValue> {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        if let Ok(e) = e.dyn_into::<E>() {
            handler(e);
        }
    });
    target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref())?;
    closure.forget();
    Ok(())
}

/// Runs `f` in a task of its own, as soon as the main thread is free: a message the page sends
/// itself through a fresh `MessageChannel`. Unlike `setTimeout` it is never clamped or throttled
/// into a later task, and unlike `requestAnimationFrame` it does not run inside the frame's task,
/// whose style, layout and paint would add to its length.
pub fn soon(f: impl FnOnce() + 'static) -> Result<(), JsValue> {
    let channel = web_sys::MessageChannel::new()?;
    let receiver = channel.port1();
    let sender = channel.port2();
    sender.post_message(&JsValue::NULL)?;
    // The closure holds both ports until the message has come, then frees itself.
    let port = receiver.clone();
    let handler = Closure::once_into_js(move || {
        port.set_onmessage(None);
        drop(sender);
        f();
    });
    receiver.set_onmessage(Some(handler.unchecked_ref()));
    Ok(())
}

/// Runs `f` once, `ms` milliseconds from now.
pub fn after(ms: i32, f: impl FnOnce() + 'static) -> Result<(), JsValue> {
    let handler = Closure::once_into_js(f);
    window().set_timeout_with_callback_and_timeout_and_arguments_0(handler.unchecked_ref(), ms)?;
    Ok(())
}

/// The wall clock, in milliseconds since the epoch: what the players' clocks and the
/// computer's time per move run on (a reload keeps counting).
pub fn wall_ms() -> f64 {
    js_sys::Date::now()
}

/// Milliseconds from the page's start (`performance.now()`), for animation.
pub fn now_ms() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Whether the player asked the system for less motion.
pub fn prefers_reduced_motion() -> bool {
    window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches())
}
