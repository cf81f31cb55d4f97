//! The header's menu, a disclosure (its button says whether the list is expanded; the list is
//! buttons, reached by Tab): a button that opens the list of what is not played on the board (the
//! leaderboard, the game record, sharing, the editor, the rules, the settings). The views put
//! their buttons in the list (`#menu`); a choice, Escape or a click elsewhere closes it.

use crate::shell::dom::{self, by_id, listen, set_attr};
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlElement, Node};

/// The list, where views add their buttons.
pub fn list() -> Result<Element, JsValue> {
    by_id("menu")
}

/// Opens or closes the list.
fn show(toggle: &HtmlButtonElement, list: &HtmlElement, open: bool) {
    list.set_hidden(!open);
    set_attr(toggle, "aria-expanded", if open { "true" } else { "false" });
}

/// Builds the menu's button before the list and wires them.
pub fn install() -> Result<(), JsValue> {
    let list: HtmlElement = by_id("menu")?;
    let toggle = dom::button("menu-open", "menu-open", &strings::menu())?;
    toggle.set_attribute("aria-controls", "menu")?;
    show(&toggle, &list, false);
    list.before_with_node_1(&toggle)?;
    let (t, l) = (toggle.clone(), list.clone());
    listen(&toggle, "click", move |_: web_sys::MouseEvent| {
        show(&t, &l, l.hidden());
        if !l.hidden() {
            if let Some(first) = l.query_selector("button").ok().flatten() {
                first.unchecked_into::<HtmlElement>().focus().ok();
            }
        }
    })?;
    // A choice closes the list (the button's own handler has run: it is the event's target).
    let (t, l) = (toggle.clone(), list.clone());
    listen(&list, "click", move |_: web_sys::MouseEvent| {
        show(&t, &l, false)
    })?;
    let (t, l) = (toggle.clone(), list.clone());
    listen(&dom::document(), "click", move |e: web_sys::MouseEvent| {
        let inside = |el: &Element| {
            e.target()
                .and_then(|t| t.dyn_into::<Node>().ok())
                .is_some_and(|n| el.contains(Some(&n)))
        };
        if !l.hidden() && !inside(&l) && !inside(&t) {
            show(&t, &l, false);
        }
    })?;
    let (t, l) = (toggle, list.clone());
    listen(&list, "keydown", move |e: web_sys::KeyboardEvent| {
        if e.key() == "Escape" {
            show(&t, &l, false);
            t.focus().ok();
        }
    })?;
    Ok(())
}
