//! The page's address follows the game: after every change it holds a link to the current
//! game's start position and moves, or to the lesson shown (`history.replaceState`, no new
//! history entry), so that copying it shares the game, and a reload opens the same game.

use crate::shell::dom;
use wasm_bindgen::JsValue;

/// The query last written, so that an unchanged game writes nothing.
#[derive(Default)]
pub struct Address {
    shown: String,
}

impl Address {
    /// Writes `query` ([`crate::game::page::Page::address`]) into the address, keeping the
    /// page's path.
    pub fn follow(&mut self, query: String) {
        if query == self.shown {
            return;
        }
        if let Ok(history) = dom::window().history() {
            if history
                .replace_state_with_url(&JsValue::NULL, "", Some(&query))
                .is_ok()
            {
                self.shown = query;
            }
        }
    }
}
