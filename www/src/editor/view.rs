//! The position editor's dialog: its board (drawn by [`BoardCanvas`] from
//! [`Editor::view`]), the palette, the side to move, the variant, Clear, Start position, Flip,
//! the FEN field, and the way out to a game ("Play from here" through the new-game form, or
//! "Analyse"). The editor lives apart from the page: the shell opens it on the position shown,
//! and the way out sends the position back ([`ViewEvent`]).

use crate::board::canvas::{piece_image, BoardCanvas};
use crate::board::geometry::Geometry;
use crate::board::theme::Theme;
use crate::editor::{Editor, Problem, Tool, PALETTE};
use crate::game::page::Command;
use crate::shell::dom::{
    self, button, create, field, grouped_select, listen, select, set_attr, set_text,
};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use draughts::{Color, Position, Square, Variant};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlButtonElement, HtmlCanvasElement, HtmlDialogElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, MouseEvent, PointerEvent,
};

thread_local! {
    static EDITOR: RefCell<Option<EditorView>> = const { RefCell::new(None) };
}

/// Runs `f` on the editor, unless it is not built or already borrowed.
fn with_editor<R>(f: impl FnOnce(&mut EditorView) -> R) -> Option<R> {
    EDITOR.with(|cell| cell.try_borrow_mut().ok()?.as_mut().map(f))
}

/// A press on the editor's board, until its release: a click, or a drag once it has moved.
struct Press {
    square: Option<Square>,
    start: (f64, f64),
    at: (f64, f64),
    moved: bool,
}

/// The dialog, its controls and the position on it.
struct EditorView {
    editor: Editor,
    dialog: HtmlDialogElement,
    board: BoardCanvas,
    palette: Vec<(Tool, HtmlButtonElement)>,
    variant: HtmlSelectElement,
    turn: HtmlSelectElement,
    fen: HtmlInputElement,
    status: HtmlElement,
    play: HtmlButtonElement,
    analyse: HtmlButtonElement,
    labels: bool,
    theme: Theme,
    press: Option<Press>,
    /// The last edit refused, shown until the next edit.
    refusal: Option<Problem>,
}

/// Builds the dialog, closed, and wires its controls.
pub fn install(theme: Theme, send: Sender) -> Result<(), JsValue> {
    let dialog: HtmlDialogElement = create("dialog", "editor", "dialog editor", "")?.dyn_into()?;
    let title = create("h2", "", "", &strings::edit_position())?;
    let body = create("div", "", "editor-body", "")?;
    let frame = create("div", "", "editor-frame", "")?;
    let canvas: HtmlCanvasElement = create("canvas", "editor-board", "", "")?.dyn_into()?;
    canvas.set_attribute("role", "img")?;
    canvas.set_attribute("aria-label", &strings::board_label())?;
    frame.append_child(&canvas)?;
    let controls = create("div", "", "editor-controls", "")?;
    let palette_row = create("div", "editor-palette", "palette", "")?;
    palette_row.set_attribute("role", "group")?;
    palette_row.set_attribute("aria-label", &strings::editor_palette())?;
    let mut palette = Vec::new();
    for tool in PALETTE {
        let b = button(&format!("tool-{}", tool.name()), "tool", "")?;
        b.set_attribute("aria-pressed", "false")?;
        let icon = create("span", "", "tool-icon", "")?;
        let label = create("span", "", "tool-name", &strings::editor_tool(tool))?;
        b.append_child(&icon)?;
        b.append_child(&label)?;
        palette_row.append_child(&b)?;
        palette.push((tool, b));
    }
    let help = create("p", "", "editor-help", &strings::editor_help())?;
    let variant = grouped_select("editor-variant", &strings::variant_choices())?;
    let turn = select(
        "editor-turn",
        &Color::ALL.map(|c| (c.name().to_string(), strings::color_name(c).to_string())),
    )?;
    let choices = create("div", "", "editor-row", "")?;
    let variant_field = field(&strings::variant(), &variant)?;
    let turn_field = field(&strings::side_to_move(), &turn)?;
    choices.append_child(&variant_field)?;
    choices.append_child(&turn_field)?;
    let clear = button("editor-clear", "", &strings::clear_board())?;
    let reset = button("editor-reset", "", &strings::start_position())?;
    let flip = button("editor-flip", "", &strings::flip())?;
    let edits = create("div", "", "editor-row editor-buttons", "")?;
    for b in [&clear, &reset, &flip] {
        edits.append_child(b)?;
    }
    let fen: HtmlInputElement = create("input", "editor-fen", "", "")?.dyn_into()?;
    fen.set_type("text");
    fen.set_spellcheck(false);
    fen.set_attribute("autocomplete", "off")?;
    fen.set_attribute("autocapitalize", "characters")?;
    let fen_field = field(&strings::fen(), &fen)?;
    let status = create("p", "editor-status", "editor-status", "")?;
    status.set_attribute("aria-live", "polite")?;
    for el in [&palette_row, &help, &choices, &edits, &fen_field, &status] {
        controls.append_child(el)?;
    }
    body.append_child(&frame)?;
    body.append_child(&controls)?;
    let close = button("editor-close", "", &strings::close())?;
    let analyse = button("editor-analyse", "", &strings::analyse())?;
    let play = button("editor-play", "primary", &strings::play_from_here())?;
    let row = create("div", "", "dialog-buttons", "")?;
    for b in [&close, &analyse, &play] {
        row.append_child(b)?;
    }
    for el in [&title, &body, &row] {
        dialog.append_child(el)?;
    }
    dom::append_to_body(&dialog)?;

    for (tool, b) in &palette {
        let tool = *tool;
        listen(b, "click", move |_: MouseEvent| {
            with_editor(|v| {
                v.editor.tool = tool;
                v.show_palette();
            });
        })?;
    }
    let chosen = variant.clone();
    listen(&variant, "change", move |_: web_sys::Event| {
        let Ok(to) = chosen.value().parse::<Variant>() else {
            return;
        };
        with_editor(|v| {
            v.editor.set_variant(to);
            v.edited(Ok(()));
        });
    })?;
    let chosen = turn.clone();
    listen(&turn, "change", move |_: web_sys::Event| {
        let side = if chosen.value() == Color::Black.name() {
            Color::Black
        } else {
            Color::White
        };
        with_editor(|v| {
            v.editor.set_turn(side);
            v.edited(Ok(()));
        });
    })?;
    let edit = |b: &HtmlButtonElement, f: fn(&mut Editor)| {
        listen(b, "click", move |_: MouseEvent| {
            with_editor(|v| {
                f(&mut v.editor);
                v.edited(Ok(()));
            });
        })
    };
    edit(&clear, Editor::clear)?;
    edit(&reset, Editor::reset)?;
    edit(&flip, Editor::flip)?;
    // Taken once typed (Enter, or leaving the field), not at every key: the beginning of a
    // FEN is often a FEN too, and the board would jump through them.
    let typed = fen.clone();
    listen(&fen, "change", move |_: web_sys::Event| {
        let text = typed.value();
        with_editor(|v| v.type_fen(&text));
    })?;
    listen(&close, "click", |_: MouseEvent| {
        with_editor(|v| v.dialog.close());
    })?;
    let sender = send.clone();
    listen(&play, "click", move |_: MouseEvent| {
        if let Some(Ok(position)) = with_editor(EditorView::leave) {
            sender(ViewEvent::PlayFrom(position));
        }
    })?;
    listen(&analyse, "click", move |_: MouseEvent| {
        if let Some((Ok(position), orientation)) =
            with_editor(|v| (v.leave(), v.editor.orientation))
        {
            send(ViewEvent::Command(Command::AnalysePosition {
                position,
                orientation,
            }));
        }
    })?;
    wire_board(&canvas)?;
    listen(&dom::window(), "resize", |_: web_sys::Event| {
        with_editor(|v| {
            if v.dialog.open() {
                v.board.resize();
                v.draw();
            }
        });
    })?;

    let view = EditorView {
        editor: Editor::new(&Position::start(Variant::default()), Color::White),
        dialog,
        board: BoardCanvas::new(canvas)?,
        palette,
        variant,
        turn,
        fen,
        status,
        play,
        analyse,
        labels: true,
        theme,
        press: None,
        refusal: None,
    };
    EDITOR.with(|cell| *cell.borrow_mut() = Some(view));
    Ok(())
}

/// The board's pointer events: a press and release on a square clicks it, a press on a piece
/// that moves drags it (off the board takes it away), a right-click takes a piece away.
fn wire_board(canvas: &HtmlCanvasElement) -> Result<(), JsValue> {
    let c = canvas.clone();
    listen(canvas, "pointerdown", move |e: PointerEvent| {
        if e.button() != 0 {
            return;
        }
        e.prevent_default();
        c.set_pointer_capture(e.pointer_id()).ok();
        let at = dom::point_in(&c, &e);
        with_editor(|v| {
            v.press = Some(Press {
                square: v.geometry().square_at(at.0, at.1),
                start: at,
                at,
                moved: false,
            });
        });
    })?;
    let c = canvas.clone();
    listen(canvas, "pointermove", move |e: PointerEvent| {
        let at = dom::point_in(&c, &e);
        with_editor(|v| v.pointer_move(at));
    })?;
    let c = canvas.clone();
    listen(canvas, "pointerup", move |e: PointerEvent| {
        let at = dom::point_in(&c, &e);
        with_editor(|v| v.pointer_up(at));
    })?;
    listen(canvas, "pointercancel", |_: PointerEvent| {
        with_editor(|v| {
            v.press = None;
            v.draw();
        });
    })?;
    let c = canvas.clone();
    listen(canvas, "contextmenu", move |e: MouseEvent| {
        e.prevent_default();
        let at = dom::point_in(&c, &e);
        with_editor(|v| {
            // A long press on a touch screen ends here too: its release is no click.
            v.press = None;
            if let Some(sq) = v.geometry().square_at(at.0, at.1) {
                v.editor.remove(sq);
            }
            v.edited(Ok(()));
        });
    })?;
    Ok(())
}

impl EditorView {
    fn geometry(&self) -> Geometry {
        Geometry::new(
            self.editor.variant(),
            self.editor.orientation,
            self.board.side(),
        )
    }

    fn pointer_move(&mut self, at: (f64, f64)) {
        let threshold = self.geometry().cell_side() * 0.15;
        let Some(press) = &mut self.press else {
            return;
        };
        press.at = at;
        let on_piece = press
            .square
            .is_some_and(|sq| self.editor.piece_at(sq).is_some());
        if on_piece && (at.0 - press.start.0).hypot(at.1 - press.start.1) > threshold {
            press.moved = true;
        }
        if press.moved {
            self.draw();
        }
    }

    fn pointer_up(&mut self, at: (f64, f64)) {
        let Some(press) = self.press.take() else {
            return;
        };
        let Some(from) = press.square else {
            return;
        };
        let result = if press.moved {
            match self.geometry().square_at(at.0, at.1) {
                Some(to) => self.editor.move_piece(from, to),
                None => {
                    self.editor.remove(from);
                    Ok(())
                }
            }
        } else {
            self.editor.click(from)
        };
        self.edited(result);
    }

    /// A FEN typed: the board follows it (the field then written the editor's way), or the
    /// reason it is refused is shown, the board and the field left as they were.
    fn type_fen(&mut self, text: &str) {
        let result = self.editor.set_fen(text);
        let taken = result.is_ok();
        self.refusal = result.err();
        self.show(taken);
    }

    /// After an edit (or its refusal): everything shown again.
    fn edited(&mut self, result: Result<(), Problem>) {
        self.refusal = result.err();
        self.show(true);
    }

    /// Closes the dialog with the position to play, or says why it cannot be played.
    fn leave(&mut self) -> Result<Position, Problem> {
        let checked = self.editor.check();
        match &checked {
            Ok(_) => self.dialog.close(),
            Err(problem) => {
                self.refusal = Some(problem.clone());
                self.show(false);
            }
        }
        checked
    }

    /// Draws the board, with the dragged piece at the pointer.
    fn draw(&mut self) {
        let view = match self.press.as_ref().filter(|p| p.moved) {
            Some(Press {
                square: Some(from),
                at,
                ..
            }) => {
                let cell = self.geometry().cell_position(at.0, at.1);
                self.editor.dragging_view(self.labels, *from, cell)
            }
            _ => self.editor.view(self.labels),
        };
        self.board.draw(&view);
    }

    fn show_palette(&self) {
        for (tool, b) in &self.palette {
            let pressed = *tool == self.editor.tool;
            set_attr(b, "aria-pressed", if pressed { "true" } else { "false" });
        }
    }

    /// Draws the palette's pieces in the theme's colours.
    fn draw_palette(&self) -> Result<(), JsValue> {
        let palette = self.theme.palette();
        for (tool, b) in &self.palette {
            let Tool::Piece(piece) = tool else {
                continue;
            };
            let colors = match piece.color {
                Color::White => palette.white,
                Color::Black => palette.black,
            };
            let image = piece_image(*piece, colors, 64)?;
            image.set_attribute("aria-hidden", "true")?;
            if let Some(icon) = b.first_element_child() {
                icon.set_text_content(None);
                icon.append_child(&image)?;
            }
        }
        Ok(())
    }

    /// Shows the position: the board, the controls, the FEN (unless the player is typing it)
    /// and what stops it from being played, or that it can be. The canvas's `data-fen` is the
    /// board's FEN, for tests.
    fn show(&mut self, write_fen: bool) {
        self.draw();
        let fen = self.editor.fen();
        let canvas = &self.board.canvas;
        set_attr(canvas, "data-fen", &fen);
        set_attr(canvas, "data-variant", self.editor.variant().name());
        set_attr(canvas, "data-orientation", self.editor.orientation.name());
        if write_fen && self.fen.value() != fen {
            self.fen.set_value(&fen);
        }
        self.variant.set_value(self.editor.variant().name());
        self.turn.set_value(self.editor.turn().name());
        let checked = self.editor.check();
        let text = match (&self.refusal, &checked) {
            (Some(problem), _) | (None, Err(problem)) => strings::editor_problem(problem),
            (None, Ok(position)) => strings::editor_ready(position.turn()),
        };
        let refused = self.refusal.is_some() || checked.is_err();
        set_text(&self.status, &text);
        set_attr(
            &self.status,
            "data-refused",
            if refused { "true" } else { "false" },
        );
        // A refused FEN stays in the field, marked, until the next edit writes the board's.
        let typed_apart = self.fen.value() != fen;
        set_attr(
            &self.fen,
            "aria-invalid",
            if typed_apart { "true" } else { "false" },
        );
        self.play.set_disabled(checked.is_err());
        self.analyse.set_disabled(checked.is_err());
        self.show_palette();
    }
}

/// Opens the editor on `position`, `orientation` at the bottom, with square names when
/// `labels`, in `theme`'s colours.
pub fn open(position: &Position, orientation: Color, labels: bool, theme: Theme) {
    with_editor(|v| {
        let tool = v.editor.tool;
        v.editor = Editor::new(position, orientation);
        v.editor.tool = tool;
        v.labels = labels;
        v.theme = theme;
        v.board.set_theme(theme);
        v.draw_palette().ok();
        v.refusal = None;
        v.press = None;
        v.dialog.show_modal().ok();
        // Measured once shown: a closed dialog has no size.
        v.board.resize();
        v.show(true);
    });
}
