//! The puzzle box at the top of the panel while a puzzle is on the board: the rule set, the
//! player's puzzle rating, the puzzle's number, rating and themes, what to do, how the try
//! stands, and Try again, Next puzzle, Start a streak and Back to the game. The panel's
//! `data-puzzle` hides what belongs to a game. Its words come with the rules pages.

use crate::game::page::Command;
use crate::preferences::language;
use crate::puzzles::progress::PuzzleProgress;
use crate::puzzles::run::{PuzzleRun, PuzzleState};
use crate::shell::dom::{button, create, listen, set_attr, set_text};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement, MouseEvent};

pub struct PuzzleView {
    panel: Element,
    root: HtmlElement,
    heading: HtmlElement,
    rating: HtmlElement,
    info: HtmlElement,
    task: HtmlElement,
    feedback: HtmlElement,
    retry: HtmlButtonElement,
    next: HtmlButtonElement,
    streak: HtmlButtonElement,
    leave: HtmlButtonElement,
    /// The language whose words were asked for (once).
    asked: Option<&'static str>,
}

impl PuzzleView {
    /// Builds the box, hidden, at the top of `panel`; its controls send to `send`.
    pub fn build(panel: &Element, send: Sender) -> Result<PuzzleView, JsValue> {
        let root = create("section", "puzzle", "puzzle", "")?;
        root.set_hidden(true);
        root.set_attribute("aria-labelledby", "puzzle-heading")?;
        let heading = create("h2", "puzzle-heading", "", "")?;
        let rating = create("p", "puzzle-rating", "puzzle-rating", "")?;
        let info = create("p", "puzzle-info", "puzzle-info", "")?;
        let task = create("p", "puzzle-task", "puzzle-task", "")?;
        let feedback = create("p", "puzzle-feedback", "puzzle-feedback", "")?;
        feedback.set_attribute("aria-live", "polite")?;
        let retry = button("puzzle-retry", "small", "")?;
        let next = button("puzzle-next", "small primary", "")?;
        let streak = button("puzzle-streak", "small", "")?;
        let leave = button("puzzle-leave", "small", "")?;
        let buttons = create("div", "", "puzzle-buttons", "")?;
        for b in [&retry, &next, &streak, &leave] {
            buttons.append_child(b)?;
        }
        for el in [&heading, &rating, &info, &task, &feedback, &buttons] {
            root.append_child(el)?;
        }
        panel.prepend_with_node_1(&root)?;
        let events = [
            (&retry, ViewEvent::Command(Command::PuzzleRetry)),
            (&next, ViewEvent::NextPuzzle),
            (&streak, ViewEvent::PuzzleStreak),
            (&leave, ViewEvent::Command(Command::LeavePuzzles)),
        ];
        for (b, event) in events {
            let send = send.clone();
            listen(b, "click", move |_: MouseEvent| send(event.clone()))?;
        }
        Ok(PuzzleView {
            panel: panel.clone(),
            root,
            heading,
            rating,
            info,
            task,
            feedback,
            retry,
            next,
            streak,
            leave,
            asked: None,
        })
    }

    /// Shows `run` (hides the box without one) with the player's `progress`; `reshow` is called
    /// once the words have come when they were not at hand.
    pub fn show(
        &mut self,
        run: Option<&PuzzleRun>,
        progress: &PuzzleProgress,
        reshow: impl FnOnce() + 'static,
    ) {
        let Some(run) = run else {
            self.root.set_hidden(true);
            self.panel.remove_attribute("data-puzzle").ok();
            return;
        };
        self.root.set_hidden(false);
        set_attr(&self.panel, "data-puzzle", "");
        set_attr(&self.root, "data-variant", run.variant.name());
        set_attr(&self.root, "data-id", &run.puzzle.id.to_string());
        set_attr(&self.root, "data-state", state_name(&run.state));
        let rating = progress.rating(run.variant).rating.round();
        set_attr(&self.rating, "data-rating", &rating.to_string());
        if !language::rules_at_hand() {
            let tag = crate::i18n::current();
            if self.asked != Some(tag) {
                self.asked = Some(tag);
                set_text(&self.task, &strings::loading());
                language::with_rules(reshow);
            } else {
                set_text(&self.task, &strings::rules_unavailable());
            }
            return;
        }
        set_text(&self.heading, &strings::puzzles_heading(run.variant));
        set_text(
            &self.rating,
            &strings::puzzles_rating(progress, run.variant),
        );
        set_text(&self.info, &strings::puzzles_info(run));
        set_text(&self.task, &strings::puzzles_task(run));
        set_text(
            &self.feedback,
            &strings::puzzles_feedback(run).unwrap_or_default(),
        );
        let over = run.is_over();
        set_text(&self.retry, &strings::puzzles_retry());
        self.retry.set_hidden(!over);
        set_text(&self.next, &strings::puzzles_next());
        self.next.set_hidden(!over);
        set_text(&self.streak, &strings::puzzles_streak_start());
        self.streak.set_hidden(run.streak.is_some() && !over);
        set_text(&self.leave, &strings::puzzles_leave());
    }
}

/// The try's state as the box's `data-state` says it (for the styles and the tests).
fn state_name(state: &PuzzleState) -> &'static str {
    match state {
        PuzzleState::Solving => "solving",
        PuzzleState::Solved => "solved",
        PuzzleState::Failed { .. } => "failed",
    }
}
