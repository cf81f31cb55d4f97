//! The side panel: the players' clocks, the status line, notices and the computer's thinking,
//! the move list (which takes the height left), the analysis, and the game's row of buttons;
//! New game in the header, the menu's buttons, the evaluation bar beside the board; and the
//! dialogs (question, new game, settings). Built from [`crate::strings`] at startup and updated
//! from the session after every change.

use crate::engine::analysis::{self, Report};
use crate::engine::session::EngineLine;
use crate::game::confirm::ConfirmDialog;
use crate::game::move_list::MoveList;
use crate::game::new_game::NewGameForm;
use crate::game::question::Question;
use crate::game::result_card::ResultCard;
use crate::game::session::{GameSession, Turn};
use crate::game::settings::Opponent;
use crate::game::settings_dialog::SettingsDialog;
use crate::review::judgement::Mark;
use crate::shell::dom::{self, by_id, create, set_attr, set_spans, set_text};
use crate::strings;
use draughts::Color;
use wasm_bindgen::prelude::*;
use web_sys::{Element, HtmlButtonElement, HtmlElement};

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
    /// Opens the leaderboard and history.
    Leaderboard,
    /// Opens the position editor on the position shown.
    EditPosition,
    /// Opens the settings dialog.
    Settings,
    /// The result card's return game.
    Rematch,
    /// The viewing bar's buttons: the previous and next positions, back to the game.
    ViewBack,
    ViewForward,
    ViewExit,
    /// The question dialog's answers.
    Yes,
    No,
    /// The new-game form's buttons.
    Start,
    Cancel,
}

impl Action {
    /// The game's actions, in one row under the move list, each an icon named by its label.
    const GAME_ROW: [Action; 7] = [
        Action::Undo,
        Action::Redo,
        Action::Hint,
        Action::Flip,
        Action::Analyse,
        Action::OfferDraw,
        Action::Resign,
    ];

    /// What the header's menu holds of the panel's actions.
    const MENU: [Action; 3] = [Action::Leaderboard, Action::EditPosition, Action::Settings];

    fn label(self) -> String {
        match self {
            Action::NewGame => strings::new_game(),
            Action::Undo => strings::undo(),
            Action::Redo => strings::redo(),
            Action::Hint => strings::hint(),
            Action::Flip => strings::flip(),
            Action::OfferDraw => strings::offer_draw(),
            Action::Resign => strings::resign(),
            Action::Analyse => strings::analyse(),
            Action::Leaderboard => strings::leaderboard(),
            Action::EditPosition => strings::edit_position(),
            Action::Settings => strings::settings(),
            Action::Rematch => strings::rematch(),
            Action::ViewBack => "◀".to_string(),
            Action::ViewForward => "▶".to_string(),
            Action::ViewExit => strings::back_to_game(),
            Action::Yes => strings::yes(),
            Action::No => strings::no(),
            Action::Start => strings::start(),
            Action::Cancel => strings::cancel(),
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
            Action::Leaderboard => "leaderboard-open",
            Action::EditPosition => "edit-position",
            Action::Settings => "settings-open",
            Action::Rematch => "rematch",
            Action::ViewBack => "view-back",
            Action::ViewForward => "view-forward",
            Action::ViewExit => "view-exit",
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
    /// The computer's move under way: the depth reached and the share of its time passed.
    pub thinking_progress: Option<(u32, f64)>,
    /// A question waiting for its answer, shown in the dialog.
    pub question: Option<Question>,
    /// The engine's last progress line.
    pub engine_line: Option<EngineLine>,
    pub engine_busy: bool,
    pub analysis_on: bool,
    /// The engine's latest report on the current position, while analysis mode is on.
    pub analysis: Option<&'a Report>,
    /// The game is replayed: its replay bar steps through it, and what only a game in play
    /// has (the status, the viewing bar, the game's actions but Flip and Analyse, the move
    /// field) is hidden.
    pub replaying: bool,
    /// The review's mark of each move, once the game is reviewed.
    pub marks: Vec<Option<Mark>>,
}

/// Analysis mode's part of the page: the evaluation bar beside the board (White's share from
/// White's side of the board), and in the panel the score, depth and speed, and the best line.
/// Always in the document, hidden when analysis is off (the bar keeps its place, so the board
/// never moves); the box's `data-analysis` ("on" or "off") is for tests.
struct AnalysisBox {
    root: HtmlElement,
    bar: HtmlElement,
    white: HtmlElement,
    score: HtmlElement,
    progress: HtmlElement,
    line: HtmlElement,
}

impl AnalysisBox {
    /// Builds the box, and the bar in `bar_slot`.
    fn build(bar_slot: &Element) -> Result<AnalysisBox, JsValue> {
        let root = create("section", "analysis", "analysis", "")?;
        root.set_attribute("aria-label", &strings::analyse())?;
        let bar = create("div", "eval-bar", "eval-bar", "")?;
        bar.set_attribute("role", "meter")?;
        bar.set_attribute("aria-label", &strings::eval_bar_label())?;
        bar.set_attribute("aria-valuemin", "0")?;
        bar.set_attribute("aria-valuemax", "100")?;
        let white = create("div", "", "eval-white", "")?;
        bar.append_child(&white)?;
        let head = create("p", "", "analysis-head", "")?;
        let score = create("span", "analysis-score", "analysis-score", "")?;
        let progress = create("span", "analysis-depth", "analysis-depth", "")?;
        head.append_child(&score)?;
        head.append_child(&progress)?;
        // Said by screen readers; on screen the numbered moves speak for themselves.
        let line_head = create("span", "", "visually-hidden", &strings::best_line())?;
        let line = create("p", "analysis-line", "analysis-line", "")?;
        bar_slot.append_child(&bar)?;
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
        set_attr(&self.bar, "data-shown", if on { "true" } else { "false" });
        set_attr(&self.bar, "data-orientation", session.orientation().name());
        let (share, score, progress, line) = match report {
            Some(r) => (
                r.eval.white_share(session.position().variant()),
                strings::evaluation(r.eval),
                strings::analysis_progress(r.depth, r.speed),
                analysis::numbered_line(&r.pv, session.next_move_place()),
            ),
            None => {
                let note = match session.turn() {
                    turn if analysis::runs(turn) => strings::analysing(),
                    Turn::Over => strings::analysis_over(),
                    _ => strings::analysis_paused(),
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
            .set_property("height", &format!("{percent}%"))
            .ok();
        set_text(&self.score, &score);
        set_text(&self.progress, &progress);
        // One nowrap span per item, so the line reads "1. c3-d4 f6-e5 …".
        set_spans(&self.line, &line, " ");
    }
}

/// The button of `action`, with its id and label.
fn button(action: Action, class: &str) -> Result<HtmlButtonElement, JsValue> {
    dom::button(action.id(), class, &action.label())
}

/// The computer's thinking: the depth it reached and a bar filling over the move's time.
struct ThinkingBox {
    root: HtmlElement,
    text: HtmlElement,
    fill: HtmlElement,
}

impl ThinkingBox {
    fn build() -> Result<ThinkingBox, JsValue> {
        let root = create("div", "thinking", "thinking", "")?;
        let text = create("span", "thinking-text", "thinking-text", "")?;
        let bar = create("div", "think-bar", "think-bar", "")?;
        bar.set_attribute("role", "progressbar")?;
        bar.set_attribute("aria-valuemin", "0")?;
        bar.set_attribute("aria-valuemax", "100")?;
        let fill = create("div", "", "think-fill", "")?;
        bar.append_child(&fill)?;
        root.append_child(&text)?;
        root.append_child(&bar)?;
        Ok(ThinkingBox { root, text, fill })
    }

    /// Shows the progress, or hides the box (keeping its place) when the computer is not
    /// thinking.
    fn update(&self, progress: Option<(u32, f64)>) {
        set_attr(
            &self.root,
            "data-active",
            if progress.is_some() { "true" } else { "false" },
        );
        let (depth, share) = progress.unwrap_or_default();
        set_text(&self.text, &strings::thinking(depth));
        let percent = format!("{:.0}", share * 100.0);
        if let Some(bar) = self.fill.parent_element() {
            set_attr(&bar, "aria-valuenow", &percent);
        }
        self.fill
            .style()
            .set_property("width", &format!("{percent}%"))
            .ok();
    }
}

/// The players' clocks, White's then Black's, the running one marked; hidden without a time
/// control.
struct ClockRow {
    root: HtmlElement,
    faces: [(HtmlElement, HtmlElement); 2],
}

impl ClockRow {
    fn build() -> Result<ClockRow, JsValue> {
        let root = create("div", "clocks", "clocks", "")?;
        root.set_attribute("role", "timer")?;
        let face = |color: Color| -> Result<(HtmlElement, HtmlElement), JsValue> {
            let id = format!("clock-{}", color.name());
            let el = create("div", &id, "clock", "")?;
            let name = create("span", "", "clock-name", &strings::color_name(color))?;
            let time = create("span", "", "clock-time", "")?;
            el.append_child(&name)?;
            el.append_child(&time)?;
            root.append_child(&el)?;
            Ok((el, time))
        };
        let faces = [face(Color::White)?, face(Color::Black)?];
        root.set_hidden(true);
        Ok(ClockRow { root, faces })
    }

    fn update(&self, session: &GameSession, now_ms: f64) {
        let Some(clocks) = session.clocks else {
            self.root.set_hidden(true);
            return;
        };
        self.root.set_hidden(false);
        for ((el, time), color) in self.faces.iter().zip(Color::ALL) {
            set_text(time, &strings::clock_time(clocks.left_ms(color, now_ms)));
            let running = clocks.running() == Some(color);
            set_attr(el, "data-running", if running { "true" } else { "false" });
        }
    }
}

/// The panel's elements.
pub struct Panel {
    root: Element,
    status: HtmlElement,
    notice: HtmlElement,
    draw_count: HtmlElement,
    engine_line: HtmlElement,
    thinking: ThinkingBox,
    clocks: ClockRow,
    analysis: AnalysisBox,
    confirm: ConfirmDialog,
    buttons: Vec<(Action, HtmlButtonElement)>,
    /// What the game is and who plays it: status, notices, the computer's thinking; the
    /// replay bar and the game record's notice follow it.
    pub state: HtmlElement,
    pub moves: MoveList,
    pub form: NewGameForm,
    pub settings: SettingsDialog,
    result: ResultCard,
}

/// A button of the game's row: an icon, its label said by screen readers and shown on hover.
fn icon_button(action: Action) -> Result<HtmlButtonElement, JsValue> {
    let label = action.label();
    let b = dom::button(action.id(), "icon-button", "")?;
    b.set_attribute("aria-label", &label)?;
    b.set_title(&label);
    let icon = create("span", "", "icon", "")?;
    icon.set_attribute("aria-hidden", "true")?;
    b.append_child(&icon)?;
    Ok(b)
}

impl Panel {
    /// Builds the panel inside `root` (after the setup line there), New game in the header,
    /// the menu's buttons, the evaluation bar beside the board, and the question dialog, the
    /// new-game form and the settings dialog in the document body.
    pub fn build(root: &Element) -> Result<Panel, JsValue> {
        // Not a live region: the moves and the result are said by crate::keyboard::view's.
        let status = create("p", "status", "status", "")?;
        let notice = create("p", "notice", "notice", "")?;
        notice.set_attribute("aria-live", "polite")?;
        let draw_count = create("p", "draw-count", "draw-count", "")?;
        let confirm =
            ConfirmDialog::build(button(Action::Yes, "primary")?, button(Action::No, "")?)?;
        let mut buttons = vec![
            (Action::Yes, confirm.yes.clone()),
            (Action::No, confirm.no.clone()),
        ];
        let new_game = button(Action::NewGame, "primary")?;
        let menu_wrap: Element = by_id("menu-wrap")?;
        menu_wrap.before_with_node_1(&new_game)?;
        buttons.push((Action::NewGame, new_game));
        let menu = crate::shell::menu::list()?;
        for action in Action::MENU {
            let b = button(action, "")?;
            menu.append_child(&b)?;
            buttons.push((action, b));
        }
        let row = create("div", "controls", "controls", "")?;
        for action in Action::GAME_ROW {
            let b = icon_button(action)?;
            row.append_child(&b)?;
            buttons.push((action, b));
        }
        let engine_line = create("p", "engine-line", "engine-line", "")?;
        let thinking = ThinkingBox::build()?;
        let analysis = AnalysisBox::build(&by_id("eval-slot")?)?;
        let review_buttons = [
            button(Action::ViewBack, "small")?,
            button(Action::ViewForward, "small")?,
            button(Action::ViewExit, "small primary")?,
        ];
        review_buttons[0].set_attribute("aria-label", &strings::previous_move())?;
        review_buttons[1].set_attribute("aria-label", &strings::next_move())?;
        let moves = MoveList::build([&review_buttons[0], &review_buttons[1], &review_buttons[2]])?;
        let clocks = ClockRow::build()?;
        let [back, forward, exit] = review_buttons;
        buttons.extend([
            (Action::ViewBack, back),
            (Action::ViewForward, forward),
            (Action::ViewExit, exit),
        ]);
        let state = create("div", "game-state", "game-state", "")?;
        for el in [&status, &notice, &draw_count, &thinking.root, &engine_line] {
            state.append_child(el)?;
        }
        // The move list takes the height the rest leaves; the game's buttons stay under it,
        // where a click lands on the same button whatever the notices above say.
        for el in [
            &clocks.root,
            &state,
            &moves.head,
            &moves.review,
            &moves.list,
            &analysis.root,
            &row,
        ] {
            root.append_child(el)?;
        }
        let rematch = button(Action::Rematch, "primary")?;
        let frame = dom::document()
            .query_selector(".board-wrap")?
            .ok_or("no board frame")?;
        let result = ResultCard::build(&frame, &rematch)?;
        buttons.push((Action::Rematch, rematch));
        let cancel = button(Action::Cancel, "")?;
        let start = button(Action::Start, "primary")?;
        let form = NewGameForm::build(&cancel, &start)?;
        buttons.push((Action::Cancel, cancel));
        buttons.push((Action::Start, start));
        Ok(Panel {
            root: root.clone(),
            status,
            notice,
            draw_count,
            engine_line,
            thinking,
            clocks,
            analysis,
            confirm,
            buttons,
            state,
            moves,
            form,
            settings: SettingsDialog::build()?,
            result,
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
        set_attr(
            &self.root,
            "data-replay",
            if state.replaying { "true" } else { "false" },
        );
        set_spans(
            &self.status,
            &strings::status_parts(&session.status(state.thinking)),
            " · ",
        );
        let notice = session
            .notice
            .as_ref()
            .map(strings::notice)
            .unwrap_or_default();
        set_text(&self.notice, &notice);
        set_text(
            &self.draw_count,
            &session
                .draw_countdown()
                .map(|p| strings::draw_countdown(&p))
                .unwrap_or_default(),
        );
        self.show_progress(session, state);
        if let Some(b) = self.button(Action::Analyse) {
            set_attr(
                b,
                "aria-pressed",
                if state.analysis_on { "true" } else { "false" },
            );
        }
        self.confirm.show(state.question);
        // Viewing an earlier position, nothing may change the game.
        let live = session.viewing().is_none();
        let over = session.game.outcome().is_some();
        let vs_computer = matches!(session.opponent(), Opponent::Computer { .. });
        let human_turn = session.turn() == Turn::Human;
        for (action, enabled) in [
            (Action::Undo, live && session.can_undo()),
            (Action::Redo, live && session.can_redo()),
            (Action::Hint, live && human_turn && !state.engine_busy),
            (
                Action::OfferDraw,
                live && !over && (!vs_computer || !state.engine_busy),
            ),
            (Action::Resign, live && !over),
            (Action::ViewBack, session.viewing() != Some(0)),
        ] {
            if let Some(b) = self.button(action) {
                if b.disabled() == enabled {
                    b.set_disabled(!enabled);
                }
            }
        }
        self.show_clocks(session, crate::shell::dom::wall_ms());
        self.settings.update(session);
        self.result.update(session, state.replaying);
        self.moves.update(session, &state.marks);
    }

    /// Shows the clocks at `now_ms` (the wall clock).
    pub fn show_clocks(&self, session: &GameSession, now_ms: f64) {
        self.clocks.update(session, now_ms);
    }

    /// Shows only what an engine `info` message or the passing of time changes: the
    /// computer's progress line and thinking bar, and the analysis. The rest of the panel
    /// stays as the last full update left it.
    pub fn show_progress(&self, session: &GameSession, state: &PanelState) {
        let engine_line = state.engine_line.map(strings::engine_line);
        set_text(&self.engine_line, &engine_line.unwrap_or_default());
        self.thinking.update(state.thinking_progress);
        self.analysis
            .update(session, state.analysis_on, state.analysis);
    }
}
