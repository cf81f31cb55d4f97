//! The setup line at the top of the panel: the variant, who plays which colour, the computer's
//! level and whose move, always in view. It is written in the startup's first task; the panel's
//! size does not follow its text, so filling it never moves the board.

use crate::game::session::GameSession;
use crate::shell::dom::{by_id, set_spans};
use crate::strings;
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;

/// The page's `<p id="setup">`.
pub struct SetupLine {
    el: HtmlElement,
}

impl SetupLine {
    /// Finds the line and shows `session` on it.
    pub fn build(session: &GameSession) -> Result<SetupLine, JsValue> {
        let el = by_id("setup")?;
        let line = SetupLine { el };
        line.show(session);
        Ok(line)
    }

    /// Shows the parts separated by " · ": a narrow header wraps between parts.
    pub fn show(&self, session: &GameSession) {
        set_spans(&self.el, &strings::setup_line(&session.setup()), " · ");
    }
}
