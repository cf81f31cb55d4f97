//! The replay bar, shown while a game is replayed (imported, past or opened from a link): its
//! title (players and result, set as text), where it stands, the steps (first, previous, next,
//! last) and the ways on from the position shown: against the computer, between two players, or
//! analysed.

use crate::game::page::Command;
use crate::game::session::GameSession;
use crate::game_record::game_replay::{self, Replay, Step};
use crate::shell::dom::{self, create, listen, set_text};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

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
    pub fn build(after: &Element, send: Sender) -> Result<ReplayBar, JsValue> {
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
                Command::Replay(Step::First),
            ),
            (
                "replay-back",
                "◀",
                &strings::replay_back(),
                Command::Replay(Step::Back),
            ),
            (
                "replay-forward",
                "▶",
                &strings::replay_forward(),
                Command::Replay(Step::Forward),
            ),
            (
                "replay-last",
                "▶|",
                &strings::replay_last(),
                Command::Replay(Step::Last),
            ),
        ];
        for (id, text, label, action) in buttons {
            let b = button(id, text, label)?;
            let send = send.clone();
            listen(&b, "click", move |_: web_sys::MouseEvent| {
                send(ViewEvent::Command(action.clone()))
            })?;
            steps.append_child(&b)?;
        }
        steps.append_child(&place)?;
        let ways = create("div", "", "replay-ways", "")?;
        let ways_on = [
            (
                "replay-computer",
                &strings::continue_computer(),
                Command::ContinueFrom { computer: true },
            ),
            (
                "replay-people",
                &strings::continue_person(),
                Command::ContinueFrom { computer: false },
            ),
            (
                "replay-analyse",
                &strings::replay_analyse(),
                Command::AnalyseShown,
            ),
        ];
        for (id, text, action) in ways_on {
            let b = button(id, text, "")?;
            let send = send.clone();
            listen(&b, "click", move |_: web_sys::MouseEvent| {
                send(ViewEvent::Command(action.clone()))
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
            &strings::replay_place(game_replay::place(session)),
        );
    }
}
