//! The lesson box at the top of the panel while a lesson is on the board: the rule set's
//! lessons to choose from (ticked when finished), the rule, the task, what the last move did,
//! and Try again, Next and Back to the game. The panel's `data-learn` hides what belongs to a
//! game (setup, clocks, the game's buttons). Its words come with the rules pages
//! ([`language::with_rules`]); until then it says "Loading…".

use crate::game::page::Command;
use crate::learn::course;
use crate::learn::progress::Learned;
use crate::learn::run::{LessonRun, TaskState};
use crate::preferences::language;
use crate::shell::dom::{button, create, listen, set_attr, set_text};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlElement, HtmlSelectElement, MouseEvent};

pub struct LessonView {
    panel: Element,
    root: HtmlElement,
    heading: HtmlElement,
    progress: HtmlElement,
    choice: HtmlSelectElement,
    rule: HtmlElement,
    task: HtmlElement,
    feedback: HtmlElement,
    retry: HtmlButtonElement,
    next: HtmlButtonElement,
    leave: HtmlButtonElement,
    /// The rule set, the language and the ticks the choices were written with, so that they
    /// are written again only when one changes.
    written: Option<(String, String)>,
    /// The language whose words were asked for: asked once, so that words that cannot be had
    /// are said to be missing rather than asked for again and again.
    asked: Option<&'static str>,
}

impl LessonView {
    /// Builds the box, hidden, at the top of `panel`; its controls send to `send`.
    pub fn build(panel: &Element, send: Sender) -> Result<LessonView, JsValue> {
        let root = create("section", "lesson", "lesson", "")?;
        root.set_hidden(true);
        root.set_attribute("aria-labelledby", "lesson-heading")?;
        let heading = create("h2", "lesson-heading", "", "")?;
        let progress = create("p", "lesson-progress", "lesson-progress", "")?;
        let choice: HtmlSelectElement = create("select", "lesson-choice", "", "")?.dyn_into()?;
        let rule = create("p", "lesson-rule", "lesson-rule", "")?;
        let task = create("p", "lesson-task", "lesson-task", "")?;
        let feedback = create("p", "lesson-feedback", "lesson-feedback", "")?;
        feedback.set_attribute("aria-live", "polite")?;
        let retry = button("lesson-retry", "small", "")?;
        let next = button("lesson-next", "small primary", "")?;
        let leave = button("lesson-leave", "small", "")?;
        let buttons = create("div", "", "lesson-buttons", "")?;
        for b in [&retry, &next, &leave] {
            buttons.append_child(b)?;
        }
        // The rule set and how far the player is, on one line when it fits.
        let head = create("div", "", "lesson-head", "")?;
        head.append_child(&heading)?;
        head.append_child(&progress)?;
        for el in [&head, choice.as_ref(), &rule, &task, &feedback, &buttons] {
            root.append_child(el)?;
        }
        panel.prepend_with_node_1(&root)?;
        for (b, command) in [
            (&retry, Command::LessonRetry),
            (&next, Command::LessonNext),
            (&leave, Command::LeaveLessons),
        ] {
            let send = send.clone();
            listen(b, "click", move |_: MouseEvent| {
                send(ViewEvent::Command(command.clone()))
            })?;
        }
        let chosen = choice.clone();
        let root_el = root.clone();
        listen(&choice, "change", move |_: web_sys::Event| {
            let variant = root_el.get_attribute("data-variant").unwrap_or_default();
            let lesson = chosen.value().parse().unwrap_or(0);
            if let Ok(variant) = variant.parse() {
                send(ViewEvent::Command(Command::Learn { variant, lesson }))
            }
        })?;
        Ok(LessonView {
            panel: panel.clone(),
            root,
            heading,
            progress,
            choice,
            rule,
            task,
            feedback,
            retry,
            next,
            leave,
            written: None,
            asked: None,
        })
    }

    /// Shows `run` (hides the box without one), the lessons `learned` ticked; `reshow` is
    /// called once the words have come when they were not at hand.
    pub fn show(
        &mut self,
        run: Option<&LessonRun>,
        learned: &Learned,
        reshow: impl FnOnce() + 'static,
    ) {
        let Some(run) = run else {
            self.root.set_hidden(true);
            self.panel.remove_attribute("data-learn").ok();
            return;
        };
        self.root.set_hidden(false);
        set_attr(&self.panel, "data-learn", "");
        set_attr(&self.root, "data-variant", run.variant.name());
        set_attr(&self.root, "data-lesson", &(run.lesson + 1).to_string());
        set_attr(&self.root, "data-task", &(run.task + 1).to_string());
        set_attr(&self.root, "data-state", state_name(run.state));
        if !language::rules_at_hand() {
            let tag = crate::i18n::current();
            if self.asked == Some(tag) {
                set_text(&self.rule, &strings::rules_unavailable());
            } else {
                self.asked = Some(tag);
                set_text(&self.rule, &strings::loading());
                language::with_rules(reshow);
            }
            return;
        }
        let variant = run.variant;
        let ticks: String = course(variant)
            .iter()
            .map(|l| {
                if learned.has(variant, l.topic) {
                    '1'
                } else {
                    '0'
                }
            })
            .collect();
        let key = (
            variant.name().to_string(),
            format!("{} {ticks}", crate::i18n::current()),
        );
        if self.written.as_ref() != Some(&key) {
            self.write_choices(run, learned);
            self.written = Some(key);
        }
        self.choice.set_value(&run.lesson.to_string());
        set_text(&self.heading, &strings::learn_heading(variant));
        set_attr(&self.choice, "aria-label", &strings::learn_choose());
        set_text(
            &self.progress,
            &strings::learn_progress(learned.count(variant), course(variant).len()),
        );
        set_text(&self.rule, &strings::learn_rule(run.lesson(), variant));
        set_text(&self.task, &strings::learn_task(run));
        set_text(
            &self.feedback,
            &strings::learn_feedback(run).unwrap_or_default(),
        );
        set_text(&self.retry, &strings::learn_retry());
        self.retry
            .set_hidden(run.state == TaskState::Trying && run.last.is_none());
        let last_task = run.task + 1 == run.lesson().tasks.len();
        set_text(
            &self.next,
            &if last_task {
                strings::learn_next_lesson()
            } else {
                strings::learn_next()
            },
        );
        self.next.set_hidden(last_task && !run.has_next_lesson());
        set_text(&self.leave, &strings::learn_leave());
    }

    /// The lesson choices, each title ticked when finished.
    fn write_choices(&self, run: &LessonRun, learned: &Learned) {
        self.choice.set_text_content(None);
        for (place, lesson) in course(run.variant).iter().enumerate() {
            let done = learned.has(run.variant, lesson.topic);
            let text = strings::learn_title(lesson, run.variant, done);
            if let Ok(option) = create("option", "", "", &text) {
                option.set_attribute("value", &place.to_string()).ok();
                self.choice.append_child(&option).ok();
            }
        }
    }
}

/// The task's state as the box's `data-state` says it (for the styles and the tests).
fn state_name(state: TaskState) -> &'static str {
    match state {
        TaskState::Trying => "trying",
        TaskState::Met => "met",
        TaskState::Missed(_) => "missed",
    }
}
