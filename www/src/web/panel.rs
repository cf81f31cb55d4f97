//! The side panel: buttons first (nothing above them changes height), then the status line,
//! notices, analysis and move list; and the new-game form. Built from [`crate::strings`] at
//! startup and updated from the session after every change.

use crate::strings;
use crate::ui::analysis::{self, Report};
use crate::ui::question::Question;
use crate::ui::session::{GameSession, Turn};
use crate::ui::settings::{ColorChoice, Opponent, Settings, MAX_LEVEL, MIN_LEVEL};
use crate::web::confirm::ConfirmDialog;
use crate::web::dom::{create, set_attr, set_spans, set_text};
use draughts::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Element, HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

/// The panel's buttons.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    NewGame,
    Undo,
    Redo,
    Hint,
    Flip,
    OfferDraw,
    Resign,
    /// Turns analysis mode on or off.
    Analyse,
    /// The question dialog's answers.
    Yes,
    No,
    /// The new-game form's buttons.
    Start,
    Cancel,
}

impl Action {
    const TOOLBAR: [Action; 8] = [
        Action::NewGame,
        Action::Undo,
        Action::Redo,
        Action::Hint,
        Action::Flip,
        Action::OfferDraw,
        Action::Resign,
        Action::Analyse,
    ];

    fn label(self) -> &'static str {
        match self {
            Action::NewGame => strings::NEW_GAME,
            Action::Undo => strings::UNDO,
            Action::Redo => strings::REDO,
            Action::Hint => strings::HINT,
            Action::Flip => strings::FLIP,
            Action::OfferDraw => strings::OFFER_DRAW,
            Action::Resign => strings::RESIGN,
            Action::Analyse => strings::ANALYSE,
            Action::Yes => strings::YES,
            Action::No => strings::NO,
            Action::Start => strings::START,
            Action::Cancel => strings::CANCEL,
        }
    }

    /// The button's id, for tests and styling.
    fn id(self) -> &'static str {
        match self {
            Action::NewGame => "new-game",
            Action::Undo => "undo",
            Action::Redo => "redo",
            Action::Hint => "hint",
            Action::Flip => "flip",
            Action::OfferDraw => "offer-draw",
            Action::Resign => "resign",
            Action::Analyse => "analyse",
            Action::Yes => "confirm-yes",
            Action::No => "confirm-no",
            Action::Start => "start",
            Action::Cancel => "cancel",
        }
    }
}

/// What the panel shows besides the game session itself.
pub struct PanelState<'a> {
    pub thinking: bool,
    /// A question waiting for its answer, shown in the dialog.
    pub question: Option<Question>,
    /// The engine's last progress line.
    pub engine_line: &'a str,
    pub engine_busy: bool,
    pub analysis_on: bool,
    /// The engine's latest report on the current position, while analysis mode is on.
    pub analysis: Option<&'a Report>,
}

/// Analysis mode's part of the panel: the evaluation bar, the score, depth and speed, and the
/// best line. Always in the document, hidden when analysis is off; its `data-analysis`
/// ("on" or "off") is for tests.
struct AnalysisBox {
    root: HtmlElement,
    bar: HtmlElement,
    white: HtmlElement,
    score: HtmlElement,
    progress: HtmlElement,
    line: HtmlElement,
}

impl AnalysisBox {
    fn build() -> Result<AnalysisBox, JsValue> {
        let root = create("section", "analysis", "analysis", "")?;
        root.set_attribute("aria-label", strings::ANALYSE)?;
        let bar = create("div", "eval-bar", "eval-bar", "")?;
        bar.set_attribute("role", "meter")?;
        bar.set_attribute("aria-label", strings::EVAL_BAR_LABEL)?;
        bar.set_attribute("aria-valuemin", "0")?;
        bar.set_attribute("aria-valuemax", "100")?;
        let white = create("div", "", "eval-white", "")?;
        bar.append_child(&white)?;
        let head = create("p", "", "analysis-head", "")?;
        let score = create("span", "analysis-score", "analysis-score", "")?;
        let progress = create("span", "analysis-depth", "analysis-depth", "")?;
        head.append_child(&score)?;
        head.append_child(&progress)?;
        let line_head = create("span", "", "analysis-label", strings::BEST_LINE)?;
        let line = create("p", "analysis-line", "analysis-line", "")?;
        root.append_child(&bar)?;
        root.append_child(&head)?;
        root.append_child(&line_head)?;
        root.append_child(&line)?;
        Ok(AnalysisBox {
            root,
            bar,
            white,
            score,
            progress,
            line,
        })
    }

    fn update(&self, session: &GameSession, on: bool, report: Option<&Report>) {
        set_attr(&self.root, "data-analysis", if on { "on" } else { "off" });
        self.root.set_hidden(!on);
        let (share, score, progress, line) = match report {
            Some(r) => (
                r.eval.white_share(),
                strings::evaluation(r.eval),
                strings::analysis_progress(r.depth, r.speed),
                analysis::numbered_line(&r.pv, session.next_move_place()),
            ),
            None => {
                let note = match session.turn() {
                    turn if analysis::runs(turn) => strings::ANALYSING,
                    Turn::Over => strings::ANALYSIS_OVER,
                    _ => strings::ANALYSIS_PAUSED,
                };
                (0.5, String::new(), note.to_string(), Vec::new())
            }
        };
        let percent = format!("{:.1}", share * 100.0);
        set_attr(&self.bar, "aria-valuenow", &percent);
        let spoken = if score.is_empty() { &progress } else { &score };
        set_attr(&self.bar, "aria-valuetext", spoken);
        self.white
            .style()
            .set_property("width", &format!("{percent}%"))
            .ok();
        set_text(&self.score, &score);
        set_text(&self.progress, &progress);
        // One nowrap span per item, so the line reads "1. c3-d4 f6-e5 …".
        set_spans(&self.line, &line, " ");
    }
}

/// The panel's elements.
pub struct Panel {
    status: HtmlElement,
    notice: HtmlElement,
    draw_count: HtmlElement,
    engine_line: HtmlElement,
    analysis: AnalysisBox,
    confirm: ConfirmDialog,
    buttons: Vec<(Action, HtmlButtonElement)>,
    pub labels_box: HtmlInputElement,
    moves: HtmlElement,
    shown_rows: Vec<[Option<String>; 2]>,
    dialog: HtmlDialogElement,
    variant: HtmlSelectElement,
    opponent: HtmlSelectElement,
    level: HtmlSelectElement,
    color: HtmlSelectElement,
}

fn button(action: Action, class: &str) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = create("button", action.id(), class, action.label())?.dyn_into()?;
    b.set_type("button");
    Ok(b)
}

fn select(id: &str, options: &[(String, String)]) -> Result<HtmlSelectElement, JsValue> {
    let s: HtmlSelectElement = create("select", id, "", "")?.dyn_into()?;
    for (value, text) in options {
        let o = create("option", "", "", text)?;
        o.set_attribute("value", value)?;
        s.append_child(&o)?;
    }
    Ok(s)
}

fn field(label: &str, control: &HtmlElement) -> Result<HtmlElement, JsValue> {
    let l = create("label", "", "field", "")?;
    let text = create("span", "", "", label)?;
    l.append_child(&text)?;
    l.append_child(control)?;
    Ok(l)
}

impl Panel {
    /// Builds the panel inside `root` and the new-game dialog in the document body.
    pub fn build(root: &Element) -> Result<Panel, JsValue> {
        let status = create("p", "status", "status", "")?;
        status.set_attribute("role", "status")?;
        status.set_attribute("aria-live", "polite")?;
        let notice = create("p", "notice", "notice", "")?;
        notice.set_attribute("aria-live", "polite")?;
        let draw_count = create("p", "draw-count", "draw-count", "")?;
        let confirm =
            ConfirmDialog::build(button(Action::Yes, "primary")?, button(Action::No, "")?)?;
        let mut buttons = vec![
            (Action::Yes, confirm.yes.clone()),
            (Action::No, confirm.no.clone()),
        ];
        let toolbar = create("div", "controls", "controls", "")?;
        for action in Action::TOOLBAR {
            let b = button(action, "")?;
            toolbar.append_child(&b)?;
            buttons.push((action, b));
        }
        let labels_box: HtmlInputElement = create("input", "show-labels", "", "")?.dyn_into()?;
        labels_box.set_type("checkbox");
        let labels_field = create("label", "", "check", "")?;
        labels_field.append_child(&labels_box)?;
        let labels_text = create("span", "", "", strings::COORDINATES)?;
        labels_field.append_child(&labels_text)?;
        let moves_head = create("h2", "", "moves-head", strings::MOVES)?;
        let moves = create("ol", "moves", "moves", "")?;
        let engine_line = create("p", "engine-line", "engine-line", "")?;
        let analysis = AnalysisBox::build()?;
        // The buttons come first: what follows them changes height with every notice, and a
        // button that moved between two clicks would take the second click for another.
        for el in [
            &toolbar,
            &labels_field,
            &status,
            &notice,
            &draw_count,
            &engine_line,
            &analysis.root,
            &moves_head,
            &moves,
        ] {
            root.append_child(el)?;
        }

        let variants: Vec<(String, String)> = Variant::ALL
            .iter()
            .map(|v| (v.name().to_string(), strings::variant_name(*v).to_string()))
            .collect();
        let variant = select("variant", &variants)?;
        let opponent = select(
            "opponent",
            &[
                ("computer".into(), strings::COMPUTER.into()),
                ("human".into(), strings::TWO_PLAYERS.into()),
            ],
        )?;
        let levels: Vec<(String, String)> = (MIN_LEVEL..=MAX_LEVEL)
            .map(|n| (n.to_string(), strings::level_name(n)))
            .collect();
        let level = select("level", &levels)?;
        let color = select(
            "color",
            &[
                (
                    "white".into(),
                    strings::color_name(draughts::Color::White).into(),
                ),
                (
                    "black".into(),
                    strings::color_name(draughts::Color::Black).into(),
                ),
                ("random".into(), strings::BY_LOT.into()),
            ],
        )?;
        let dialog: HtmlDialogElement =
            create("dialog", "new-game-dialog", "dialog", "")?.dyn_into()?;
        let heading = create("h2", "", "", strings::NEW_GAME)?;
        dialog.append_child(&heading)?;
        for (label, control) in [
            (strings::VARIANT, &variant),
            (strings::OPPONENT, &opponent),
            (strings::LEVEL, &level),
            (strings::YOUR_COLOUR, &color),
        ] {
            let field = field(label, control)?;
            dialog.append_child(&field)?;
        }
        let row = create("div", "", "dialog-buttons", "")?;
        for action in [Action::Cancel, Action::Start] {
            let b = button(
                action,
                if action == Action::Start {
                    "primary"
                } else {
                    ""
                },
            )?;
            row.append_child(&b)?;
            buttons.push((action, b));
        }
        dialog.append_child(&row)?;
        crate::web::dom::append_to_body(&dialog)?;

        Ok(Panel {
            status,
            notice,
            draw_count,
            engine_line,
            analysis,
            confirm,
            buttons,
            labels_box,
            moves,
            shown_rows: Vec::new(),
            dialog,
            variant,
            opponent,
            level,
            color,
        })
    }

    /// The question dialog, whose closing by Escape counts as "no".
    pub fn confirm_dialog(&self) -> &web_sys::HtmlDialogElement {
        &self.confirm.dialog
    }

    /// Every button with its action, for wiring.
    pub fn buttons(&self) -> impl Iterator<Item = (Action, &HtmlButtonElement)> {
        self.buttons.iter().map(|(a, b)| (*a, b))
    }

    fn button(&self, action: Action) -> Option<&HtmlButtonElement> {
        self.buttons
            .iter()
            .find(|(a, _)| *a == action)
            .map(|(_, b)| b)
    }

    /// Shows the game session's state.
    pub fn update(&mut self, session: &GameSession, state: &PanelState) {
        set_text(&self.status, &session.status_text(state.thinking));
        let notice = session
            .notice
            .as_ref()
            .map(strings::notice)
            .unwrap_or_default();
        set_text(&self.notice, &notice);
        set_text(
            &self.draw_count,
            &session.draw_countdown().unwrap_or_default(),
        );
        self.show_progress(
            session,
            state.engine_line,
            state.analysis_on,
            state.analysis,
        );
        if let Some(b) = self.button(Action::Analyse) {
            set_attr(
                b,
                "aria-pressed",
                if state.analysis_on { "true" } else { "false" },
            );
        }
        self.confirm.show(state.question);
        let over = session.game.outcome().is_some();
        let vs_computer = matches!(session.opponent(), Opponent::Computer { .. });
        let human_turn = session.turn() == Turn::Human;
        for (action, enabled) in [
            (Action::Undo, session.can_undo()),
            (Action::Redo, session.can_redo()),
            (Action::Hint, human_turn && !state.engine_busy),
            (
                Action::OfferDraw,
                !over && (!vs_computer || !state.engine_busy),
            ),
            (Action::Resign, !over),
        ] {
            if let Some(b) = self.button(action) {
                if b.disabled() == enabled {
                    b.set_disabled(!enabled);
                }
            }
        }
        self.labels_box.set_checked(session.show_labels);
        self.update_moves(session);
    }

    /// Shows only what an engine `info` message changes: the computer's progress line and the
    /// analysis. The rest of the panel stays as the last full update left it.
    pub fn show_progress(
        &self,
        session: &GameSession,
        engine_line: &str,
        analysis_on: bool,
        analysis: Option<&Report>,
    ) {
        set_text(&self.engine_line, engine_line);
        self.analysis.update(session, analysis_on, analysis);
    }

    /// Rebuilds the move list when it changed.
    fn update_moves(&mut self, session: &GameSession) {
        let rows = session.move_rows();
        if rows == self.shown_rows {
            return;
        }
        self.moves.set_text_content(None);
        let last = rows.len().saturating_sub(1);
        for (i, row) in rows.iter().enumerate() {
            let Ok(li) = create("li", "", "", "") else {
                return;
            };
            for (slot, cell) in row.iter().enumerate() {
                // An empty first cell: the game was set up with the second mover to move.
                let Some(text) = cell.as_deref().or((slot == 0).then_some("…")) else {
                    continue;
                };
                if let Ok(span) = create("span", "", "move", text) {
                    li.append_child(&span).ok();
                }
            }
            if i == last {
                set_attr(&li, "class", "current");
            }
            self.moves.append_child(&li).ok();
        }
        if let Some(parent) = self.moves.parent_element() {
            parent.set_scroll_top(parent.scroll_height());
        }
        self.moves.set_scroll_top(self.moves.scroll_height());
        self.shown_rows = rows;
    }

    /// Opens the new-game form showing `settings`.
    pub fn open_dialog(&self, settings: &Settings) {
        self.variant.set_value(settings.variant.name());
        let (opponent, level) = match settings.opponent {
            Opponent::Computer { level } => ("computer", level),
            Opponent::Human => ("human", 3),
        };
        self.opponent.set_value(opponent);
        self.level.set_value(&level.to_string());
        self.color.set_value(match settings.color {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        });
        self.dialog.show_modal().ok();
    }

    pub fn close_dialog(&self) {
        self.dialog.close();
    }

    /// The settings chosen in the form.
    pub fn chosen_settings(&self) -> Settings {
        let variant = self.variant.value().parse().unwrap_or_default();
        let opponent = match self.opponent.value().as_str() {
            "human" => Opponent::Human,
            _ => Opponent::Computer {
                level: self.level.value().parse().unwrap_or(3),
            },
        };
        let color = match self.color.value().as_str() {
            "black" => ColorChoice::Black,
            "random" => ColorChoice::Random,
            _ => ColorChoice::White,
        };
        Settings {
            variant,
            opponent,
            color,
        }
        .sanitized()
    }
}
