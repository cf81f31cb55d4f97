//! The replay bar, shown while a game is replayed (imported, past or opened from a link): its
//! title (players and result, set as text), where it stands, the steps (first, previous, next,
//! last) and the ways on from the position shown: against the computer, between two players, or
//! analysed.

use crate::strings;
use crate::ui::game_replay::{Replay, Step};
use crate::ui::session::GameSession;
use crate::web::app::with_app;
use crate::web::dom::{self, create, listen, set_text};
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

/// What a button of the bar does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReplayAction {
    Step(Step),
    /// A new game from the position shown, against the computer (`true`) or two players.
    Continue {
        computer: bool,
    },
    Analyse,
}

pub struct ReplayBar {
    root: HtmlElement,
    title: HtmlElement,
    place: HtmlElement,
}

fn button(id: &str, text: &str, label: &str) -> Result<HtmlButtonElement, JsValue> {
    let b = dom::button(id, "small", text)?;
    if !label.is_empty() {
        b.set_attribute("aria-label", label)?;
        b.set_title(label);
    }
    Ok(b)
}

impl ReplayBar {
    /// Builds the bar, hidden, after `after` and wires its buttons to the app.
    pub fn build(after: &Element) -> Result<ReplayBar, JsValue> {
        let root = create("section", "replay", "replay", "")?;
        root.set_attribute("aria-label", &strings::game_record())?;
        root.set_hidden(true);
        let title = create("p", "replay-title", "replay-title", "")?;
        let place = create("span", "replay-place", "replay-place", "")?;
        let steps = create("div", "", "replay-steps", "")?;
        let buttons = [
            (
                "replay-first",
                "|◀",
                &strings::replay_first(),
                ReplayAction::Step(Step::First),
            ),
            (
                "replay-back",
                "◀",
                &strings::replay_back(),
                ReplayAction::Step(Step::Back),
            ),
            (
                "replay-forward",
                "▶",
                &strings::replay_forward(),
                ReplayAction::Step(Step::Forward),
            ),
            (
                "replay-last",
                "▶|",
                &strings::replay_last(),
                ReplayAction::Step(Step::Last),
            ),
        ];
        for (id, text, label, action) in buttons {
            let b = button(id, text, label)?;
            listen(&b, "click", move |_: web_sys::MouseEvent| {
                with_app(|app| app.replay_action(action))
            })?;
            steps.append_child(&b)?;
        }
        steps.append_child(&place)?;
        let ways = create("div", "", "replay-ways", "")?;
        let ways_on = [
            (
                "replay-computer",
                &strings::continue_computer(),
                ReplayAction::Continue { computer: true },
            ),
            (
                "replay-people",
                &strings::continue_person(),
                ReplayAction::Continue { computer: false },
            ),
            (
                "replay-analyse",
                &strings::replay_analyse(),
                ReplayAction::Analyse,
            ),
        ];
        for (id, text, action) in ways_on {
            let b = button(id, text, "")?;
            listen(&b, "click", move |_: web_sys::MouseEvent| {
                with_app(|app| app.replay_action(action))
            })?;
            ways.append_child(&b)?;
        }
        root.append_child(&title)?;
        root.append_child(&steps)?;
        root.append_child(&ways)?;
        after.after_with_node_1(&root)?;
        Ok(ReplayBar { root, title, place })
    }

    /// Shows the replay (or hides the bar when there is none).
    pub fn show(&self, session: &GameSession, replay: Option<&Replay>) {
        self.root.set_hidden(replay.is_none());
        let Some(replay) = replay else {
            return;
        };
        set_text(
            &self.title,
            &strings::replay_title(&replay.title(&session.game)),
        );
        set_text(
            &self.place,
            &strings::replay_place(session.shown_ply(), session.game.len()),
        );
    }
}
