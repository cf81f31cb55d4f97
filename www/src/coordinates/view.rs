//! The coordinates trainer's dialog, opened from the menu: the rule set and the drill, Start, a
//! board without square names (the page's theme), what to find or which square is marked, the
//! four names to choose from when naming, right and wrong so far, the seconds left and the best
//! score. Apart from the game: it keeps its own state and writes only its best scores. The
//! board takes the keyboard too: the arrows move a cursor, Enter answers with its square.

use crate::board::canvas::BoardCanvas;
use crate::board::geometry::Geometry;
use crate::board::view::BoardView;
use crate::coordinates::{best_key, Answer, Drill, Round};
use crate::keyboard::board_cursor::{BoardCursor, BoardKey};
use crate::preferences::Preferences;
use crate::shell::dom::{
    self, button, create, field, grouped_select, listen, select, set_attr, set_text,
};
use crate::shell::storage;
use crate::strings;
use draughts::{Color, Position, Square, Variant};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Element, HtmlButtonElement, HtmlCanvasElement, HtmlDialogElement, HtmlElement,
    HtmlSelectElement, PointerEvent,
};

/// How often the seconds left are shown again.
const TICK_MS: i32 = 200;

struct TrainerView {
    dialog: HtmlDialogElement,
    variant: HtmlSelectElement,
    drill: HtmlSelectElement,
    start: HtmlButtonElement,
    prompt: HtmlElement,
    feedback: HtmlElement,
    score: HtmlElement,
    best: HtmlElement,
    choices: Vec<HtmlButtonElement>,
    board: BoardCanvas,
    /// The keyboard's cursor, shown while the board has the focus.
    cursor: BoardCursor,
    round: Option<Round>,
    /// Read when the dialog opens; its best scores are written through
    /// [`storage::update_preferences`], which reads what is stored first.
    preferences: Preferences,
}

thread_local! {
    static TRAINER: RefCell<Option<TrainerView>> = const { RefCell::new(None) };
}

fn with_trainer(f: impl FnOnce(&mut TrainerView)) {
    TRAINER.with(|cell| {
        if let Ok(mut guard) = cell.try_borrow_mut() {
            if let Some(view) = guard.as_mut() {
                f(view);
            }
        }
    });
}

/// Adds the trainer's button to `menu` and its dialog, closed, to the page.
pub fn install(menu: &Element) -> Result<(), JsValue> {
    let open = button("coordinates-open", "", &strings::coordinates_open())?;
    menu.append_child(&open)?;
    let dialog: HtmlDialogElement =
        create("dialog", "coordinates", "dialog coordinates", "")?.dyn_into()?;
    dialog.set_attribute("aria-labelledby", "coordinates-title")?;
    let title = create("h2", "coordinates-title", "", &strings::coordinates_open())?;
    let variant = grouped_select("coordinates-variant", &strings::variant_choices())?;
    let drills = [
        (Drill::Find.name().to_string(), strings::coordinates_find()),
        (Drill::Name.name().to_string(), strings::coordinates_name()),
    ];
    let drill = select("coordinates-drill", &drills)?;
    let start = button("coordinates-start", "primary", &strings::start())?;
    let setup = create("div", "", "coordinates-setup", "")?;
    let variant_field = field(&strings::variant(), &variant)?;
    let drill_field = field(&strings::coordinates_drill(), &drill)?;
    for el in [&variant_field, &drill_field, start.as_ref()] {
        setup.append_child(el)?;
    }
    let prompt = create("p", "coordinates-prompt", "coordinates-prompt", "")?;
    let feedback = create("p", "coordinates-feedback", "coordinates-feedback", "")?;
    feedback.set_attribute("aria-live", "polite")?;
    let frame = create("div", "", "coordinates-frame", "")?;
    let canvas: HtmlCanvasElement = create("canvas", "coordinates-board", "", "")?.dyn_into()?;
    canvas.set_attribute("aria-label", &strings::board_label())?;
    frame.append_child(&canvas)?;
    let row = create("div", "coordinates-choices", "coordinates-choices", "")?;
    let mut choices = Vec::new();
    for _ in 0..super::CHOICES {
        let b = button("", "coordinates-choice", "")?;
        row.append_child(&b)?;
        choices.push(b);
    }
    let score = create("p", "coordinates-score", "coordinates-score", "")?;
    let best = create("p", "coordinates-best", "coordinates-best", "")?;
    let close = button("coordinates-close", "", &strings::close())?;
    let buttons = create("div", "", "dialog-buttons", "")?;
    buttons.append_child(&close)?;
    for el in [
        &title, &setup, &prompt, &frame, &row, &feedback, &score, &best, &buttons,
    ] {
        dialog.append_child(el)?;
    }
    dom::append_to_body(&dialog)?;
    listen(&open, "click", |_: web_sys::MouseEvent| {
        with_trainer(TrainerView::open)
    })?;
    listen(&start, "click", |_: web_sys::MouseEvent| {
        with_trainer(TrainerView::start)
    })?;
    for control in [&variant, &drill] {
        listen(control, "change", |_: web_sys::Event| {
            with_trainer(TrainerView::stop)
        })?;
    }
    let shown = dialog.clone();
    listen(&close, "click", move |_: web_sys::MouseEvent| shown.close())?;
    listen(&dialog, "close", |_: web_sys::Event| {
        with_trainer(|v| v.round = None)
    })?;
    for (i, b) in choices.iter().enumerate() {
        listen(b, "click", move |_: web_sys::MouseEvent| {
            with_trainer(|v| v.choose(i))
        })?;
    }
    let c = canvas.clone();
    listen(&canvas, "pointerdown", move |e: PointerEvent| {
        e.prevent_default();
        let at = dom::point_in(&c, &e);
        with_trainer(|v| v.click(at));
    })?;
    canvas.set_tab_index(0);
    canvas.set_attribute(
        "aria-keyshortcuts",
        "ArrowUp ArrowDown ArrowLeft ArrowRight Enter",
    )?;
    listen(&canvas, "focus", |_: web_sys::Event| {
        with_trainer(|v| {
            let (variant, _) = v.chosen();
            v.cursor.focus(&Position::start(variant), Color::White);
            v.show();
        })
    })?;
    listen(&canvas, "blur", |_: web_sys::Event| {
        with_trainer(|v| {
            v.cursor.blur();
            v.show();
        })
    })?;
    listen(&canvas, "keydown", |e: web_sys::KeyboardEvent| {
        if let Some(key) = BoardKey::from_key(&e.key(), &e.code()) {
            e.prevent_default();
            with_trainer(|v| v.key(key));
        }
    })?;
    let view = TrainerView {
        dialog,
        variant,
        drill,
        start,
        prompt,
        feedback,
        score,
        best,
        choices,
        board: BoardCanvas::new(canvas)?,
        cursor: BoardCursor::default(),
        round: None,
        preferences: Preferences::default(),
    };
    TRAINER.with(|cell| *cell.borrow_mut() = Some(view));
    Ok(())
}

impl TrainerView {
    fn chosen(&self) -> (Variant, Drill) {
        (
            self.variant.value().parse().unwrap_or_default(),
            Drill::from_name(&self.drill.value()).unwrap_or(Drill::Find),
        )
    }

    /// Opens the dialog on the game's board theme, no round under way.
    fn open(&mut self) {
        self.preferences = storage::load_preferences();
        self.board.set_theme(self.preferences.theme);
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
        }
        self.board.resize();
        self.stop();
        self.start.focus().ok();
    }

    /// No round: the board of the chosen rule set and what a round asks.
    fn stop(&mut self) {
        self.round = None;
        set_text(&self.prompt, &strings::coordinates_intro());
        set_text(&self.feedback, "");
        set_text(&self.score, "");
        self.show();
    }

    fn start(&mut self) {
        let (variant, drill) = self.chosen();
        let seed = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        self.round = Some(Round::start(variant, drill, dom::now_ms(), seed));
        set_text(&self.feedback, "");
        self.show();
        self.schedule_tick();
    }

    /// A click on the board: the answer when finding.
    fn click(&mut self, at: (f64, f64)) {
        let Some(round) = &self.round else {
            return;
        };
        if round.drill != Drill::Find {
            return;
        }
        let g = Geometry::new(round.variant, Color::White, self.board.side());
        if let Some(square) = g.square_at(at.0, at.1) {
            self.answer(square);
        }
    }

    /// A key on the board: the arrows move the cursor, Enter answers with its square (finding).
    fn key(&mut self, key: BoardKey) {
        let (variant, _) = self.chosen();
        if key == BoardKey::Activate {
            let finding = self.round.as_ref().is_some_and(|r| r.drill == Drill::Find);
            if let (true, Some(square)) = (finding, self.cursor.square(variant)) {
                self.answer(square);
            }
        } else if self.cursor.step(key, variant, Color::White) {
            self.show();
        }
    }

    /// The `i`th name chosen when naming.
    fn choose(&mut self, i: usize) {
        let chosen = self.round.as_ref().and_then(|r| r.choices.get(i).copied());
        if let Some(square) = chosen {
            self.answer(square);
        }
    }

    fn answer(&mut self, square: Square) {
        let Some(round) = self.round.as_mut() else {
            return;
        };
        let (variant, asked) = (round.variant, round.target);
        let said = match round.answer(square, dom::now_ms()) {
            Answer::Right => strings::coordinates_right(),
            // Finding: the name of the square clicked; naming: the marked square's own.
            Answer::Wrong(other) => {
                strings::coordinates_wrong(&variant.square_name(if round.drill == Drill::Find {
                    other
                } else {
                    asked
                }))
            }
            Answer::Late => return,
        };
        set_text(&self.feedback, &said);
        self.show();
    }

    fn schedule_tick(&self) {
        dom::after(TICK_MS, || with_trainer(TrainerView::tick)).ok();
    }

    /// Shows the seconds left, and ends the round when they are up.
    fn tick(&mut self) {
        let Some(round) = &self.round else {
            return;
        };
        if !self.dialog.open() {
            return;
        }
        if round.is_over(dom::now_ms()) {
            self.finish();
        } else {
            self.show();
            self.schedule_tick();
        }
    }

    /// The round's end: its score said, the best kept.
    fn finish(&mut self) {
        let Some(round) = self.round.take() else {
            return;
        };
        let key = best_key(round.variant, round.drill);
        let right = round.right;
        storage::update_preferences(&mut self.preferences, |p| {
            let best = p.coordinates.entry(key).or_default();
            *best = (*best).max(right);
        });
        set_text(
            &self.prompt,
            &strings::coordinates_over(round.right, round.wrong),
        );
        set_text(&self.feedback, "");
        self.show();
        self.start.focus().ok();
    }

    /// The board (the square to name marked), the names offered, the score and the best.
    fn show(&mut self) {
        let (variant, drill) = match &self.round {
            Some(round) => (round.variant, round.drill),
            None => self.chosen(),
        };
        let mut view = BoardView::still(variant, Color::White, Vec::new(), Vec::new());
        let naming = self.round.as_ref().filter(|r| r.drill == Drill::Name);
        view.selected = naming.map(|r| r.target);
        view.cursor = self.cursor.shown();
        self.board.draw(&view);
        let offered = naming.map(|r| r.choices.clone()).unwrap_or_default();
        for (i, b) in self.choices.iter().enumerate() {
            match offered.get(i) {
                Some(&square) => {
                    set_text(b, &variant.square_name(square));
                    b.set_hidden(false);
                }
                None => b.set_hidden(true),
            }
        }
        if let Some(round) = &self.round {
            let asked = match round.drill {
                Drill::Find => strings::coordinates_click(&variant.square_name(round.target)),
                Drill::Name => strings::coordinates_which(),
            };
            set_text(&self.prompt, &asked);
            set_attr(
                &self.prompt,
                "data-square",
                &variant.square_name(round.target),
            );
            let seconds = (round.left_ms(dom::now_ms()) / 1000.0).ceil() as u32;
            set_text(
                &self.score,
                &strings::coordinates_score(round.right, round.wrong, seconds),
            );
        }
        let best = self
            .preferences
            .coordinates
            .get(&best_key(variant, drill))
            .copied()
            .unwrap_or(0);
        set_text(&self.best, &strings::coordinates_best(best));
    }
}
