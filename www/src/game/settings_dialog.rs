//! The settings dialog, opened from the menu: the board's square names, the sound, the theme,
//! the language, turning the board between two players, and the computer's level (with level
//! 8's time a move), which may change at any move. Out of the play panel, so that what matters
//! during a game has its room. The shell wires the controls; Close and Escape close it.

use crate::board::theme::Theme;
use crate::game::new_game::{level_options, top_seconds_options};
use crate::game::session::GameSession;
use crate::game::settings::Opponent;
use crate::shell::dom::{self, checkbox, create, field, listen, select};
use crate::strings;
use draughts_engine::Level;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

/// The computer's level during the game, and level 8's time per move.
pub struct LevelRow {
    root: HtmlElement,
    pub level: HtmlSelectElement,
    pub top_seconds: HtmlSelectElement,
    top_seconds_field: HtmlElement,
}

impl LevelRow {
    fn build() -> Result<LevelRow, JsValue> {
        let root = create("div", "", "level-row", "")?;
        let level = select("game-level", &level_options(true))?;
        let top_seconds = select("game-time", &top_seconds_options())?;
        let level_field = field(&strings::computer_level(), &level)?;
        let top_seconds_field = field(&strings::time_per_move(), &top_seconds)?;
        root.append_child(&level_field)?;
        root.append_child(&top_seconds_field)?;
        Ok(LevelRow {
            root,
            level,
            top_seconds,
            top_seconds_field,
        })
    }

    fn update(&self, session: &GameSession) {
        let Opponent::Computer { level } = session.opponent() else {
            self.root.set_hidden(true);
            return;
        };
        self.root.set_hidden(false);
        self.level.set_value(&level.to_string());
        self.top_seconds
            .set_value(&session.settings.top_seconds.to_string());
        self.top_seconds_field
            .set_hidden(level != Level::MAX.number());
    }
}

/// A labelled select shown as one row, its label before it.
fn select_row(label: &str, control: &HtmlSelectElement) -> Result<HtmlElement, JsValue> {
    let row = create("label", "", "check", "")?;
    let text = create("span", "", "", label)?;
    row.append_child(&text)?;
    row.append_child(control)?;
    Ok(row)
}

/// The dialog and its controls.
pub struct SettingsDialog {
    dialog: HtmlDialogElement,
    pub labels_box: HtmlInputElement,
    /// Between two players: turn the board after each move (a preference).
    pub turn_box: HtmlInputElement,
    turn_field: HtmlElement,
    /// The sound's switch (a preference).
    pub sound_box: HtmlInputElement,
    /// The board's theme (a preference).
    pub theme: HtmlSelectElement,
    /// The interface's language.
    pub language: HtmlSelectElement,
    pub level_row: LevelRow,
}

impl SettingsDialog {
    /// Builds the dialog, closed, at the end of the body.
    pub fn build() -> Result<SettingsDialog, JsValue> {
        let dialog: HtmlDialogElement =
            create("dialog", "settings", "dialog settings", "")?.dyn_into()?;
        dialog.set_attribute("aria-labelledby", "settings-title")?;
        let title = create("h2", "settings-title", "", &strings::settings())?;
        let (labels_field, labels_box) = checkbox("show-labels", &strings::coordinates())?;
        let (turn_field, turn_box) = checkbox("turn-board", &strings::turn_board())?;
        let (sound_field, sound_box) = checkbox("sound", &strings::sound())?;
        let themes: Vec<(String, String)> = Theme::ALL
            .iter()
            .map(|t| (t.name().to_string(), strings::theme_name(*t)))
            .collect();
        let theme = select("theme", &themes)?;
        let language = select("language", &crate::preferences::language::choices())?;
        let level_row = LevelRow::build()?;
        let close = dom::button("settings-close", "primary", &strings::close())?;
        let buttons = create("div", "", "dialog-buttons", "")?;
        buttons.append_child(&close)?;
        for el in [
            &title,
            &select_row(&strings::language(), &language)?,
            &select_row(&strings::board_theme(), &theme)?,
            &labels_field,
            &sound_field,
            &turn_field,
            &level_row.root,
            &buttons,
        ] {
            dialog.append_child(el)?;
        }
        dom::append_to_body(&dialog)?;
        let shown = dialog.clone();
        listen(&close, "click", move |_: web_sys::MouseEvent| shown.close())?;
        Ok(SettingsDialog {
            dialog,
            labels_box,
            turn_box,
            turn_field,
            sound_box,
            theme,
            language,
            level_row,
        })
    }

    pub fn open(&self) {
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
        }
    }

    /// Shows the session's settings: its square names, the board's turning (between two
    /// players only) and the computer's level.
    pub fn update(&self, session: &GameSession) {
        self.labels_box.set_checked(session.show_labels);
        self.turn_box.set_checked(session.turn_board);
        self.turn_field
            .set_hidden(session.opponent() != Opponent::Human);
        self.level_row.update(session);
    }
}
