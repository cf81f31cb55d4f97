//! The question dialog: a modal `<dialog>` over the page with the question and two answers, so
//! that asking moves nothing on the page. Escape or the backdrop's close counts as "no".

use crate::game::question::Question;
use crate::shell::dom::{create, set_text};
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlButtonElement, HtmlDialogElement, HtmlElement};

/// The dialog and its parts.
pub struct ConfirmDialog {
    pub dialog: HtmlDialogElement,
    text: HtmlElement,
    pub yes: HtmlButtonElement,
    pub no: HtmlButtonElement,
}

impl ConfirmDialog {
    /// Builds the dialog, closed, at the end of the body; `yes` and `no` are its buttons.
    pub fn build(yes: HtmlButtonElement, no: HtmlButtonElement) -> Result<ConfirmDialog, JsValue> {
        let dialog: HtmlDialogElement =
            create("dialog", "confirm", "dialog confirm", "")?.dyn_into()?;
        let text = create("p", "confirm-text", "confirm-text", "")?;
        text.set_attribute("role", "alert")?;
        let row = create("div", "", "dialog-buttons", "")?;
        row.append_child(&no)?;
        row.append_child(&yes)?;
        dialog.append_child(&text)?;
        dialog.append_child(&row)?;
        crate::shell::dom::append_to_body(&dialog)?;
        Ok(ConfirmDialog {
            dialog,
            text,
            yes,
            no,
        })
    }

    /// Opens the dialog on `question`, or closes it when there is none.
    pub fn show(&self, question: Option<Question>) {
        let Some(question) = question else {
            if self.dialog.open() {
                self.dialog.close();
            }
            return;
        };
        let (text, yes, no) = strings::question(question);
        set_text(&self.text, &text);
        set_text(&self.yes, &yes);
        set_text(&self.no, &no);
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
            self.no.focus().ok();
        }
    }
}
