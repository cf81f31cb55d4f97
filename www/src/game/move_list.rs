//! The move list: a row a move number, White's and Black's moves in two columns, and notes
//! between the rows (a change of level). Each move is a button that shows the position after
//! it; while an earlier position is viewed,
//! a bar above the list says which, with arrows to step and a way back to the game.

use crate::game::session::{GameSession, MoveLine};
use crate::review::judgement::Mark;
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
    shown: (Vec<MoveLine>, Option<usize>, Vec<Option<Mark>>),
    /// The list was rebuilt: [`MoveList::reveal`] scrolls it once the page around it is laid out.
    to_reveal: bool,
    /// The list's height at the last reveal: a list that changed height (a box shown or hidden
    /// beside it) is scrolled again.
    revealed_height: i32,
    /// The viewed move's button, when an earlier position is viewed.
    viewed: Option<HtmlElement>,
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
            // For screen readers: the list speaks for itself on screen.
            head: create("h2", "", "visually-hidden", &strings::moves())?,
            review,
            review_text,
            list: create("ol", "moves", "moves", "")?,
            shown: (Vec::new(), None, Vec::new()),
            to_reveal: false,
            revealed_height: 0,
            viewed: None,
        })
    }

    /// The number of moves before the position a click on the list asks for.
    pub fn ply_at(target: &web_sys::EventTarget) -> Option<usize> {
        let el = target.dyn_ref::<Element>()?.closest("[data-ply]").ok()??;
        el.get_attribute("data-ply")?.parse().ok()
    }

    /// Rebuilds the list when it, the viewed move or the review's marks changed, and shows
    /// the viewing bar.
    pub fn update(&mut self, session: &GameSession, marks: &[Option<Mark>]) {
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
        if (&lines, viewing, marks) == (&self.shown.0, self.shown.1, &self.shown.2[..]) {
            return;
        }
        self.list.set_text_content(None);
        self.viewed = None;
        let last = lines
            .iter()
            .rposition(|l| matches!(l, MoveLine::Moves { .. }));
        for (i, line) in lines.iter().enumerate() {
            let Ok(li) = create("li", "", "", "") else {
                return;
            };
            match line {
                MoveLine::Moves { number, moves } => {
                    // Numbered in the row, as a column of its own: the notes are list items
                    // too, and a grid row has no list marker.
                    if let Ok(span) = create("span", "", "move-number", &format!("{number}.")) {
                        li.append_child(&span).ok();
                    }
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
                        let mark = marks.get(*index).copied().flatten();
                        let glyph = mark.map_or("", Mark::glyph);
                        let Ok(button) = create("button", "", "move", &format!("{text}{glyph}"))
                        else {
                            continue;
                        };
                        if let Some(mark) = mark {
                            set_attr(&button, "data-mark", mark.name());
                        }
                        set_attr(&button, "type", "button");
                        set_attr(&button, "data-ply", &ply.to_string());
                        if viewing == Some(ply) {
                            set_attr(&button, "aria-current", "true");
                            self.viewed = Some(button.clone());
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
        self.shown = (lines, viewing, marks.to_vec());
        self.to_reveal = true;
    }

    /// After a rebuild or a change of its height, scrolls the list (and only the list: the page
    /// never scrolls) to the viewed move, or to its end. Called once everything around the list
    /// has its new size, since a box shown beside it changes its height.
    pub fn reveal(&mut self) {
        let height = self.list.client_height();
        if !std::mem::take(&mut self.to_reveal) && height == self.revealed_height {
            return;
        }
        self.revealed_height = height;
        let Some(viewed) = &self.viewed else {
            self.list.set_scroll_top(self.list.scroll_height());
            return;
        };
        // The list is the button's offset parent (it is positioned).
        let (top, bottom) = (
            viewed.offset_top(),
            viewed.offset_top() + viewed.offset_height(),
        );
        let (scroll, height) = (self.list.scroll_top(), self.list.client_height());
        if top < scroll {
            self.list.set_scroll_top(top);
        } else if bottom > scroll + height {
            self.list.set_scroll_top(bottom - height);
        }
    }
}
