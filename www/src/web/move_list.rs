//! The move list: numbered pairs of moves, and notes between them (a change of level).

use crate::strings;
use crate::ui::session::{GameSession, MoveLine};
use crate::web::dom::{create, set_attr};
use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;

/// The list's heading and its `<ol id="moves">`.
pub struct MoveList {
    pub head: HtmlElement,
    pub list: HtmlElement,
    shown: Vec<MoveLine>,
}

impl MoveList {
    pub fn build() -> Result<MoveList, JsValue> {
        Ok(MoveList {
            head: create("h2", "", "moves-head", strings::MOVES)?,
            list: create("ol", "moves", "moves", "")?,
            shown: Vec::new(),
        })
    }

    /// Rebuilds the list when it changed, and scrolls to its end.
    pub fn update(&mut self, session: &GameSession) {
        let lines = session.move_lines();
        if lines == self.shown {
            return;
        }
        self.list.set_text_content(None);
        let last = lines
            .iter()
            .rposition(|l| matches!(l, MoveLine::Moves { .. }));
        for (i, line) in lines.iter().enumerate() {
            let Ok(li) = create("li", "", "", "") else {
                return;
            };
            match line {
                MoveLine::Moves { number, moves } => {
                    // Numbered explicitly: the notes are list items too.
                    set_attr(&li, "value", &number.to_string());
                    for (slot, cell) in moves.iter().enumerate() {
                        // An empty first cell: the game was set up with the second mover to move.
                        let Some(text) = cell
                            .as_ref()
                            .map(|(_, text)| text.as_str())
                            .or((slot == 0).then_some("…"))
                        else {
                            continue;
                        };
                        if let Ok(span) = create("span", "", "move", text) {
                            li.append_child(&span).ok();
                        }
                    }
                    if Some(i) == last {
                        set_attr(&li, "class", "current");
                    }
                }
                MoveLine::Note(text) => {
                    set_attr(&li, "class", "note");
                    li.set_text_content(Some(text));
                }
            }
            self.list.append_child(&li).ok();
        }
        self.list.set_scroll_top(self.list.scroll_height());
        self.shown = lines;
    }
}
