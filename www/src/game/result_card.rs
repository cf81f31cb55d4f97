//! The end of a game on the board: a card over the final position with the result and why, a
//! Rematch button, and a close button that leaves the final position in full view. Shown when
//! the game in play ends (not in a replay, not while an earlier position is viewed).

use crate::game::session::GameSession;
use crate::shell::dom::{self, create, listen, set_text};
use crate::strings;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

pub struct ResultCard {
    root: HtmlElement,
    text: HtmlElement,
}

impl ResultCard {
    /// Builds the card, hidden, over the board in `frame`, with `rematch` as its button.
    pub fn build(frame: &Element, rematch: &HtmlButtonElement) -> Result<ResultCard, JsValue> {
        let root = create("div", "result-card", "result-card", "")?;
        root.set_hidden(true);
        let text = create("p", "result-text", "result-text", "")?;
        let close = dom::button("result-close", "result-close", "×")?;
        close.set_attribute("aria-label", &strings::close())?;
        close.set_title(&strings::close());
        for el in [close.as_ref(), &text, rematch.as_ref()] {
            root.append_child(el)?;
        }
        frame.append_child(&root)?;
        let card = root.clone();
        listen(&close, "click", move |_: web_sys::MouseEvent| {
            card.set_hidden(true)
        })?;
        Ok(ResultCard { root, text })
    }

    /// Shows the result of a game that has just ended, or hides the card (a lesson's result is
    /// the lesson box's). A card closed stays closed until the result changes (a new game ends).
    pub fn update(&self, session: &GameSession, replaying: bool) {
        let result = session
            .game
            .outcome()
            .filter(|_| !replaying && session.viewing().is_none() && session.lesson.is_none())
            .map(strings::outcome)
            .unwrap_or_default();
        let was = self.text.text_content().unwrap_or_default();
        if result.is_empty() {
            self.root.set_hidden(true);
        } else if result != was || !self.root.hidden() {
            self.root.set_hidden(false);
        }
        set_text(&self.text, &result);
    }
}
