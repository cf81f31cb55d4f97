//! The page header's setup line: the variant, who plays which colour, the computer's level and
//! whose move, always in view. It is written in the startup's first task, before the board is
//! laid out, so that filling it never moves the board.

use crate::game::session::GameSession;
use crate::shell::dom::{create, set_spans};
use crate::strings;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlElement};

/// The `<p id="setup">` next to the title.
pub struct SetupLine {
    el: HtmlElement,
}

impl SetupLine {
    /// Adds the line after `title`, showing `session`.
    pub fn build(title: &Element, session: &GameSession) -> Result<SetupLine, JsValue> {
        let el = create("p", "setup", "setup", "")?;
        let header = title.parent_node().ok_or("the title has no parent")?;
        header.append_child(&el)?;
        let line = SetupLine { el };
        line.show(session);
        Ok(line)
    }

    /// Shows the parts separated by " · ": a narrow header wraps between parts.
    pub fn show(&self, session: &GameSession) {
        set_spans(&self.el, &strings::setup_line(&session.setup()), " · ");
    }
}
