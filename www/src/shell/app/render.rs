//! Showing the state: the board's view and its redrawing on animation frames, the panel, the
//! header, the replay bar, the canvas's `data-*` attributes, and the engine's progress.

use super::{with_app, App, FRAME};
use crate::board::view::BoardView;
use crate::engine::worker::EngineWorker;
use crate::game::page::Page;
use crate::game::panel::PanelState;
use crate::review::view::ReviewState;
use crate::shell::dom::{self, set_attr};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the panel shows of the engine and the question.
fn panel_state(page: &Page<EngineWorker>) -> PanelState<'_> {
    let engine = &page.engine;
    PanelState {
        thinking: engine.thinking(),
        thinking_progress: engine.thinking_progress(dom::wall_ms()),
        question: page.question,
        engine_line: page.engine_line(),
        engine_busy: engine.busy(),
        analysis_on: engine.analysis_on(),
        analysis: engine.report(),
        replaying: page.replay.is_some(),
        marks: page
            .review
            .as_ref()
            .map(|r| r.judgements().iter().map(|j| j.mark).collect())
            .unwrap_or_default(),
    }
}

impl App {
    pub(super) fn request_frame(&mut self) {
        if self.frame_requested {
            return;
        }
        self.frame_requested = true;
        FRAME.with(|cell| {
            let mut slot = cell.borrow_mut();
            let closure = slot.get_or_insert_with(|| Closure::new(|_: f64| with_app(App::frame)));
            dom::window()
                .request_animation_frame(closure.as_ref().unchecked_ref())
                .ok();
        });
    }

    /// Marks the panel stale and, unless that is done already, asks for a task that shows the
    /// latest progress.
    pub(super) fn request_progress(&mut self) {
        if self.panel_stale {
            return;
        }
        self.panel_stale = true;
        if dom::soon(|| with_app(App::show_progress)).is_err() {
            self.show_progress();
        }
    }

    /// Shows the engine progress that came since the last update, if it is not shown yet.
    pub(super) fn show_progress(&mut self) {
        if !self.panel_stale {
            return;
        }
        self.panel_stale = false;
        let state = panel_state(&self.page);
        self.panel.show_progress(&self.page.session, &state);
        self.panel.moves.reveal();
        let best = self.page.best_move();
        if best != self.view.best {
            self.view.best = best;
            self.redraw();
        }
    }

    /// One animation frame: moves the animated piece on (the board is redrawn only while a
    /// piece moves).
    pub(super) fn frame(&mut self) {
        self.frame_requested = false;
        let now = dom::now_ms();
        let animating = self.animation.is_some();
        if self.animation.as_ref().is_some_and(|a| a.is_done(now)) {
            self.set_animation(None);
            let effects = self.page.board_still(self.moment());
            if !effects.is_empty() {
                return self.run(effects);
            }
        }
        if animating {
            self.redraw();
        }
        if self.animation.is_some() {
            self.request_frame();
        }
    }

    /// After a change of state: rebuilds the board's view, redraws it, and updates the panel
    /// and the canvas's data attributes.
    pub(super) fn render(&mut self) {
        self.keyboard.announce(&self.page.session);
        self.view = BoardView::new(&self.page.session);
        self.view.best = self.page.best_move();
        self.redraw();
        let canvas = &self.board.canvas;
        let pos = self.page.session.position();
        set_attr(canvas, "data-variant", pos.variant().name());
        set_attr(canvas, "data-fen", &pos.to_fen());
        set_attr(
            canvas,
            "data-orientation",
            self.page.session.orientation().name(),
        );
        set_attr(canvas, "data-turn", pos.turn().name());
        set_attr(canvas, "data-status", self.page.session.status_code());
        match self.page.session.viewing() {
            Some(ply) => set_attr(canvas, "data-viewing", &ply.to_string()),
            None => {
                canvas.remove_attribute("data-viewing").ok();
            }
        }
        set_attr(
            canvas,
            "data-thinking",
            if self.page.engine.thinking() {
                "true"
            } else {
                "false"
            },
        );
        self.update_panel();
    }

    /// Shows the game, the engine's progress and any question on the panel.
    pub(super) fn update_panel(&mut self) {
        self.panel_stale = false;
        let state = panel_state(&self.page);
        self.panel.update(&self.page.session, &state);
        self.setup.show(&self.page.session);
        self.replay_bar
            .show(&self.page.session, self.page.replay.as_ref());
        self.lessons
            .show(self.page.lesson.as_ref(), &self.records.learned, || {
                with_app(App::update_panel)
            });
        let session = &self.page.session;
        let review = ReviewState {
            offer: self.page.can_review() && self.page.review.is_none(),
            run: self.page.review.as_ref(),
            shown_ply: session.viewing().unwrap_or(session.game.len()),
            mistakes: self.page.mistakes_to_learn().is_some(),
            practice: self.page.practice.as_ref(),
        };
        self.review_box
            .show(&review, || with_app(App::update_panel));
        self.puzzle_box
            .show(self.page.puzzle.as_ref(), &self.records.puzzles, || {
                with_app(App::update_panel)
            });
        self.panel.moves.reveal();
    }

    /// Draws the board from the last view, with the moving or dragged piece where it is now
    /// (the only work done on animation frames and pointer moves).
    pub(super) fn redraw(&mut self) {
        let mut view = self.view.clone();
        view.cursor = self.keyboard.cursor.shown();
        if let Some(animation) = &self.animation {
            animation.apply(&mut view, dom::now_ms());
        }
        if let Some(drag) = self.drag.as_ref().filter(|d| d.moved) {
            let g = self.geometry();
            let (f, r) = self
                .page
                .session
                .position()
                .variant()
                .display_coords(drag.from);
            let home = (f64::from(f), f64::from(r));
            if let Some(i) = view.pieces.iter().position(|s| s.cell == home) {
                let mut sprite = view.pieces.remove(i);
                sprite.cell = g.cell_position(drag.at.0, drag.at.1);
                sprite.lifted = true;
                view.pieces.push(sprite);
            }
        }
        self.board.draw(&view);
    }
}
