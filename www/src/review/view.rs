//! The review box above the move list: "Review the game" on a game that can be reviewed, the
//! progress and Stop while the worker goes over it, then each side's accuracy and marked moves,
//! the evaluation graph (a click shows that move) and the shown move judged. Its words come
//! with the rules pages ([`language::with_rules`]), all but the button's.

use crate::game::page::Command;
use crate::preferences::language;
use crate::review::accuracy;
use crate::review::graph::{self, HEIGHT, WIDTH};
use crate::review::judgement::{count, Mark, MoveJudgement};
use crate::review::mistakes::{Attempt, MistakeRun};
use crate::review::run::ReviewRun;
use crate::shell::dom::{button, create, document, listen, set_attr, set_text};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use draughts::{Color, Game};
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement, MouseEvent};

const SVG: &str = "http://www.w3.org/2000/svg";

/// What the box shows, from the page.
pub struct ReviewState<'a> {
    /// The game shown can be reviewed and has no review yet.
    pub offer: bool,
    pub run: Option<&'a ReviewRun>,
    /// The moves before the position shown.
    pub shown_ply: usize,
    /// The player has mistakes in the finished review to learn from.
    pub mistakes: bool,
    /// The player's mistakes on the board.
    pub practice: Option<&'a MistakeRun>,
}

pub struct ReviewView {
    root: HtmlElement,
    start: HtmlButtonElement,
    progress: HtmlElement,
    bar: Element,
    stop: HtmlButtonElement,
    graph: Element,
    area: Element,
    dots: Element,
    cursor: Element,
    summary: HtmlElement,
    verdict: HtmlElement,
    budget: HtmlElement,
    learn: HtmlButtonElement,
    mistake_progress: HtmlElement,
    mistake_task: HtmlElement,
    mistake_feedback: HtmlElement,
    next: HtmlButtonElement,
    leave: HtmlButtonElement,
    /// The panel: `data-practice` while the mistakes are on the board hides what belongs to a
    /// game.
    panel: Element,
    /// The language whose words were asked for (once).
    asked: Option<&'static str>,
}

fn svg(tag: &str, class: &str) -> Result<Element, JsValue> {
    let el = document().create_element_ns(Some(SVG), tag)?;
    el.set_attribute("class", class)?;
    Ok(el)
}

impl ReviewView {
    /// Builds the box, hidden, before `before` in the panel; its controls send to `send`.
    pub fn build(before: &Element, send: Sender) -> Result<ReviewView, JsValue> {
        let root = create("section", "review-box", "review-box", "")?;
        root.set_hidden(true);
        let start = button("review-start", "small", &strings::review_game())?;
        let progress = create("p", "review-progress", "review-progress", "")?;
        let bar: Element = create("progress", "review-bar", "", "")?.into();
        let stop = button("review-stop", "small", "")?;
        let row = create("div", "", "review-running", "")?;
        for el in [progress.as_ref(), &bar, stop.as_ref()] {
            let el: &Element = el;
            row.append_child(el)?;
        }
        let graph = svg("svg", "review-graph")?;
        graph.set_id("review-graph");
        graph.set_attribute("viewBox", &format!("0 0 {WIDTH} {HEIGHT}"))?;
        graph.set_attribute("preserveAspectRatio", "none")?;
        graph.set_attribute("role", "img")?;
        let middle = svg("line", "review-even")?;
        for (name, value) in [
            ("x1", 0.0),
            ("x2", WIDTH),
            ("y1", HEIGHT / 2.0),
            ("y2", HEIGHT / 2.0),
        ] {
            middle.set_attribute(name, &value.to_string())?;
        }
        let area = svg("path", "review-area")?;
        let cursor = svg("line", "review-cursor")?;
        let dots = svg("g", "review-dots")?;
        for el in [&area, &middle, &cursor, &dots] {
            graph.append_child(el)?;
        }
        let summary = create("p", "review-summary", "review-summary", "")?;
        let verdict = create("p", "review-verdict", "review-verdict", "")?;
        verdict.set_attribute("aria-live", "polite")?;
        let budget = create("p", "review-budget", "review-budget", "")?;
        let learn = button("review-learn", "small primary", "")?;
        let mistake_progress = create("p", "mistake-progress", "mistake-progress", "")?;
        let mistake_task = create("p", "mistake-task", "mistake-task", "")?;
        let mistake_feedback = create("p", "mistake-feedback", "mistake-feedback", "")?;
        mistake_feedback.set_attribute("aria-live", "polite")?;
        let next = button("mistakes-next", "small primary", "")?;
        let leave = button("mistakes-leave", "small", "")?;
        let buttons = create("div", "", "mistake-buttons", "")?;
        buttons.append_child(&next)?;
        buttons.append_child(&leave)?;
        for el in [
            start.as_ref(),
            &row,
            &graph,
            &summary,
            &verdict,
            learn.as_ref(),
            &budget,
            &mistake_progress,
            &mistake_task,
            &mistake_feedback,
            &buttons,
        ] {
            root.append_child(el)?;
        }
        before.before_with_node_1(&root)?;
        let send_start = send.clone();
        listen(&start, "click", move |_: MouseEvent| {
            send_start(ViewEvent::Command(Command::Review))
        })?;
        for (b, command) in [
            (&stop, Command::CancelReview),
            (&learn, Command::LearnMistakes),
            (&next, Command::NextMistake),
            (&leave, Command::LeaveMistakes),
        ] {
            let send = send.clone();
            listen(b, "click", move |_: MouseEvent| {
                send(ViewEvent::Command(command.clone()))
            })?;
        }
        let box_el = graph.clone();
        listen(&graph, "click", move |e: MouseEvent| {
            let rect = box_el.get_bounding_client_rect();
            let plies = box_el
                .get_attribute("data-plies")
                .and_then(|p| p.parse().ok())
                .unwrap_or(0);
            if rect.width() > 0.0 {
                let fraction = (f64::from(e.client_x()) - rect.left()) / rect.width();
                send(ViewEvent::Command(Command::View(graph::ply_at(
                    fraction, plies,
                ))));
            }
        })?;
        Ok(ReviewView {
            root,
            start,
            progress,
            bar,
            stop,
            graph,
            area,
            dots,
            cursor,
            summary,
            verdict,
            budget,
            learn,
            mistake_progress,
            mistake_task,
            mistake_feedback,
            next,
            leave,
            panel: before.parent_element().ok_or("no panel")?,
            asked: None,
        })
    }

    /// Shows `state`; `reshow` is called once the words have come when they were not at hand.
    pub fn show(&mut self, state: &ReviewState, reshow: impl FnOnce() + 'static) {
        let shown = state.offer || state.run.is_some() || state.practice.is_some();
        self.root.set_hidden(!shown);
        self.start.set_hidden(!state.offer);
        set_text(&self.start, &strings::review_game());
        self.panel
            .toggle_attribute_with_force("data-practice", state.practice.is_some())
            .ok();
        let words = language::rules_at_hand();
        if !words && (state.run.is_some() || state.practice.is_some()) {
            let tag = crate::i18n::current();
            if self.asked != Some(tag) {
                self.asked = Some(tag);
                language::with_rules(reshow);
            }
            set_text(&self.progress, &strings::loading());
            set_text(&self.mistake_task, &strings::loading());
        }
        if let Some(practice) = state.practice {
            set_attr(&self.root, "data-state", "practice");
            set_attr(&self.root, "data-attempt", attempt_name(&practice.attempt));
            if words {
                self.write_practice(practice);
            }
            return;
        }
        let Some(run) = state.run else {
            self.root.remove_attribute("data-state").ok();
            return;
        };
        let complete = run.is_complete();
        set_attr(
            &self.root,
            "data-state",
            if complete { "done" } else { "running" },
        );
        self.learn.set_hidden(!state.mistakes);
        if words {
            self.write(run, state.shown_ply);
        }
        self.show_graph(run, state.shown_ply);
    }

    /// The mistake on the board, what became of the move tried, Next and Back.
    fn write_practice(&self, run: &MistakeRun) {
        set_attr(&self.root, "aria-label", &strings::review_learn());
        set_text(&self.mistake_progress, &strings::mistakes_progress(run));
        let numbered = numbered_move(run.game(), run.mistake().ply);
        set_text(&self.mistake_task, &strings::mistakes_find(run, &numbered));
        set_text(
            &self.mistake_feedback,
            &strings::mistakes_feedback(run).unwrap_or_default(),
        );
        let done = matches!(run.attempt, Attempt::Solved { .. } | Attempt::Shown);
        set_text(&self.next, &strings::mistakes_next());
        self.next.set_hidden(!done || run.is_last());
        set_text(&self.leave, &strings::mistakes_leave());
    }

    fn write(&self, run: &ReviewRun, shown_ply: usize) {
        set_attr(&self.root, "aria-label", &strings::review_heading());
        let (done, total) = run.progress();
        let running = !run.is_complete();
        if let Some(parent) = self.progress.parent_element() {
            parent.toggle_attribute_with_force("hidden", !running).ok();
        }
        set_text(&self.progress, &strings::review_progress(done, total));
        set_attr(&self.bar, "max", &total.to_string());
        set_attr(&self.bar, "value", &done.to_string());
        set_text(&self.stop, &strings::review_stop());
        set_attr(&self.graph, "aria-label", &strings::review_graph());
        set_text(&self.budget, &strings::review_budget(run.nodes()));
        set_text(&self.learn, &strings::review_learn());
        if running {
            set_text(&self.summary, "");
            set_text(&self.verdict, "");
            return;
        }
        let judged = run.judgements();
        let first = run.game().start_position().turn();
        let percents = run.white_percents();
        let (white, black) = accuracy::of_game(&percents, first);
        let sides = [(Color::White, white), (Color::Black, black)];
        let lines: Vec<String> = sides
            .iter()
            .filter_map(|&(side, acc)| {
                let counts = Mark::ALL.map(|m| (m, count(&judged, side, m)));
                acc.map(|a| strings::review_side(side, a, counts))
            })
            .collect();
        set_text(&self.summary, &lines.join(" · "));
        let verdict = shown_ply
            .checked_sub(1)
            .and_then(|index| Some((index, judged.get(index)?)))
            .map_or_else(strings::review_pick, |(index, j)| {
                strings::review_move(&numbered_move(run.game(), index), j)
            });
        set_text(&self.verdict, &verdict);
    }

    /// The graph of the positions reviewed so far, the marked moves as dots and the position
    /// shown as a line.
    fn show_graph(&self, run: &ReviewRun, shown_ply: usize) {
        let plies = run.game().len();
        set_attr(&self.graph, "data-plies", &plies.to_string());
        let percents = run.white_percents();
        set_attr(&self.area, "d", &graph::area(&percents, plies));
        let (x, _) = graph::point(shown_ply, plies, 0.0);
        for (name, value) in [("x1", x), ("x2", x), ("y1", 0.0), ("y2", HEIGHT)] {
            set_attr(&self.cursor, name, &format!("{value:.1}"));
        }
        self.dots.set_text_content(None);
        for (index, judgement) in run.judgements().iter().enumerate() {
            if let Some(mark) = judgement.mark.filter(|&m| m > Mark::Inaccuracy) {
                self.dot(index, plies, &percents, judgement, mark).ok();
            }
        }
    }

    fn dot(
        &self,
        index: usize,
        plies: usize,
        percents: &[f64],
        judgement: &MoveJudgement,
        mark: Mark,
    ) -> Result<(), JsValue> {
        let (x, y) = graph::point(index + 1, plies, percents[index + 1]);
        let dot = svg("circle", &format!("review-dot {}", mark.name()))?;
        dot.set_attribute("cx", &format!("{x:.1}"))?;
        dot.set_attribute("cy", &format!("{y:.1}"))?;
        dot.set_attribute("r", "2.5")?;
        dot.set_attribute("data-mover", judgement.mover.name())?;
        self.dots.append_child(&dot)?;
        Ok(())
    }
}

/// The move tried's state as the box's `data-attempt` says it (for the tests).
fn attempt_name(attempt: &Attempt) -> &'static str {
    match attempt {
        Attempt::Trying => "trying",
        Attempt::Checking(_) => "checking",
        Attempt::Solved { .. } => "solved",
        Attempt::NoBetter(_) => "no-better",
        Attempt::Shown => "shown",
    }
}

/// A move as the move list numbers it: "12. 22-18" or "12… 18-23".
fn numbered_move(game: &Game, index: usize) -> String {
    let Some((before, mv)) = game.history().nth(index) else {
        return String::new();
    };
    let second_first = game.start_position().turn() != game.variant().first_to_move();
    let number = draughts::full_moves(index + 1, second_first);
    let reply = before.turn() != game.variant().first_to_move();
    let dots = if reply { "…" } else { "." };
    format!("{number}{dots} {}", before.move_text(mv))
}
