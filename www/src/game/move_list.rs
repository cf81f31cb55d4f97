//! The move list: numbered pairs of moves, and notes between them (a change of level). Each
//! move is a button that shows the position after it; while an earlier position is viewed,
//! a bar above the list says which, with arrows to step and a way back to the game.

use crate::game::session::{GameSession, MoveLine};
use crate::shell::dom::{create, set_attr, set_text};
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

/// The list's heading, the viewing bar and the `<ol id="moves">`.
pub struct MoveList {
    pub head: HtmlElement,
    /// Shown while an earlier position is viewed: the arrows, what is shown, the way back.
    pub review: HtmlElement,
    review_text: HtmlElement,
    pub list: HtmlElement,
    shown: (Vec<MoveLine>, Option<usize>),
}

impl MoveList {
    /// The list, with the viewing bar's buttons (previous, next, back to the game).
    pub fn build(buttons: [&HtmlButtonElement; 3]) -> Result<MoveList, JsValue> {
        let review = create("div", "review", "review", "")?;
        let review_text = create("span", "review-text", "review-text", "")?;
        let [back, forward, exit] = buttons;
        review.append_child(back)?;
        review.append_child(&review_text)?;
        review.append_child(forward)?;
        review.append_child(exit)?;
        review.set_hidden(true);
        Ok(MoveList {
            head: create("h2", "", "moves-head", &strings::moves())?,
            review,
            review_text,
            list: create("ol", "moves", "moves", "")?,
            shown: (Vec::new(), None),
        })
    }

    /// The number of moves before the position a click on the list asks for.
    pub fn ply_at(target: &web_sys::EventTarget) -> Option<usize> {
        let el = target.dyn_ref::<Element>()?.closest("[data-ply]").ok()??;
        el.get_attribute("data-ply")?.parse().ok()
    }

    /// Rebuilds the list when it or the viewed move changed (scrolled to its end, or to the
    /// viewed move), and shows the viewing bar.
    pub fn update(&mut self, session: &GameSession) {
        let viewing = session.viewing();
        self.review.set_hidden(viewing.is_none());
        set_text(
            &self.review_text,
            &session
                .viewed_position()
                .map(|v| strings::viewing(&v))
                .unwrap_or_default(),
        );
        let lines = session.move_lines();
        if (&lines, viewing) == (&self.shown.0, self.shown.1) {
            return;
        }
        let mut viewed = None;
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
                        let Some((index, _)) = cell else {
                            if let Ok(span) = create("span", "", "move", text) {
                                li.append_child(&span).ok();
                            }
                            continue;
                        };
                        // The position after this move: `index + 1` moves played.
                        let ply = index + 1;
                        let Ok(button) = create("button", "", "move", text) else {
                            continue;
                        };
                        set_attr(&button, "type", "button");
                        set_attr(&button, "data-ply", &ply.to_string());
                        if viewing == Some(ply) {
                            set_attr(&button, "aria-current", "true");
                            viewed = Some(button.clone());
                        }
                        li.append_child(&button).ok();
                    }
                    if Some(i) == last {
                        set_attr(&li, "class", "current");
                    }
                }
                MoveLine::LevelChange { from, to } => {
                    set_attr(&li, "class", "note");
                    li.set_text_content(Some(&strings::level_change(*from, *to)));
                }
            }
            self.list.append_child(&li).ok();
        }
        match viewed {
            Some(button) => button.scroll_into_view_with_bool(false),
            None => self.list.set_scroll_top(self.list.scroll_height()),
        }
        self.shown = (lines, viewing);
    }
}
