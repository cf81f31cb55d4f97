//! The new-game form: a modal dialog with the variant, the opponent and, against the computer,
//! its level (each described in a few words), level 8's time per move, and the player's
//! colour; the clock; between two players, whether the board turns after each move. Fields that do not
//! apply to the choices made are hidden.

use crate::engine::thinking::{DEFAULT_TOP_SECONDS, TOP_LEVEL_SECONDS};
use crate::game::clock::{TimeControl, TIME_CONTROLS};
use crate::game::settings::{ColorChoice, Opponent, Settings, DEFAULT_LEVEL};
use crate::shell::dom::{append_to_body, checkbox, create, field, grouped_select, select};
use crate::strings;
use draughts::Color;
use draughts_engine::Level;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

/// The form and its controls.
pub struct NewGameForm {
    dialog: HtmlDialogElement,
    variant: HtmlSelectElement,
    pub opponent: HtmlSelectElement,
    pub level: HtmlSelectElement,
    top_seconds: HtmlSelectElement,
    color: HtmlSelectElement,
    clock: HtmlSelectElement,
    /// Between two players: turn the board after each move (a preference).
    pub turn_box: HtmlInputElement,
    /// The fields shown only for some choices.
    turn_field: HtmlElement,
    level_field: HtmlElement,
    top_seconds_field: HtmlElement,
    color_field: HtmlElement,
}

/// The options of a level select: every level with its description, or (`short`) its name.
pub fn level_options(short: bool) -> Vec<(String, String)> {
    let text = if short {
        strings::level_label
    } else {
        strings::level_description
    };
    Level::all()
        .map(|level| (level.to_string(), text(level.number())))
        .collect()
}

/// The options of a time-per-move select for level 8.
pub fn top_seconds_options() -> Vec<(String, String)> {
    TOP_LEVEL_SECONDS
        .iter()
        .map(|s| (s.to_string(), strings::seconds_a_move(*s)))
        .collect()
}

impl NewGameForm {
    /// Builds the form, closed, with `cancel` and `start` as its buttons.
    pub fn build(
        cancel: &HtmlButtonElement,
        start: &HtmlButtonElement,
    ) -> Result<NewGameForm, JsValue> {
        let variant = grouped_select("variant", &strings::variant_choices())?;
        let opponent = select(
            "opponent",
            &[
                ("computer".into(), strings::computer()),
                ("human".into(), strings::two_players()),
            ],
        )?;
        let level = select("level", &level_options(false))?;
        let top_seconds = select("move-time", &top_seconds_options())?;
        let color = select(
            "color",
            &[
                ("white".into(), strings::color_name(Color::White)),
                ("black".into(), strings::color_name(Color::Black)),
                ("random".into(), strings::by_lot()),
            ],
        )?;
        let clocks: Vec<(String, String)> = std::iter::once((String::new(), strings::no_clock()))
            .chain(
                TIME_CONTROLS
                    .iter()
                    .map(|c| (c.text(), strings::time_control(*c))),
            )
            .collect();
        let clock = select("clock", &clocks)?;
        let dialog: HtmlDialogElement =
            create("dialog", "new-game-dialog", "dialog", "")?.dyn_into()?;
        let heading = create("h2", "", "", &strings::new_game())?;
        dialog.append_child(&heading)?;
        let variant_field = field(&strings::variant(), &variant)?;
        let opponent_field = field(&strings::opponent(), &opponent)?;
        let level_field = field(&strings::level(), &level)?;
        let top_seconds_field = field(&strings::time_per_move(), &top_seconds)?;
        let color_field = field(&strings::your_colour(), &color)?;
        let (turn_field, turn_box) = checkbox("form-turn-board", &strings::turn_board())?;
        let clock_field = field(&strings::clock(), &clock)?;
        for f in [
            &variant_field,
            &opponent_field,
            &level_field,
            &top_seconds_field,
            &color_field,
            &clock_field,
            &turn_field,
        ] {
            dialog.append_child(f)?;
        }
        let row = create("div", "", "dialog-buttons", "")?;
        row.append_child(cancel)?;
        row.append_child(start)?;
        dialog.append_child(&row)?;
        append_to_body(&dialog)?;
        Ok(NewGameForm {
            dialog,
            variant,
            opponent,
            level,
            top_seconds,
            color,
            clock,
            turn_box,
            turn_field,
            level_field,
            top_seconds_field,
            color_field,
        })
    }

    /// Opens the form showing `settings` and whether the board turns between two players.
    pub fn open(&self, settings: &Settings, turn_board: bool) {
        self.turn_box.set_checked(turn_board);
        self.variant.set_value(settings.variant.name());
        let (opponent, level) = match settings.opponent {
            Opponent::Computer { level } => ("computer", level),
            Opponent::Human => ("human", DEFAULT_LEVEL),
        };
        self.opponent.set_value(opponent);
        self.level.set_value(&level.to_string());
        self.top_seconds
            .set_value(&settings.top_seconds.to_string());
        self.color.set_value(match settings.color {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        });
        self.clock
            .set_value(&settings.clock.map(TimeControl::text).unwrap_or_default());
        self.show_fields();
        self.dialog.show_modal().ok();
    }

    /// Keeps the variant as it is (a game from an edited position), or lets it be chosen.
    pub fn lock_variant(&self, locked: bool) {
        self.variant.set_disabled(locked);
    }

    pub fn close(&self) {
        self.dialog.close();
    }

    /// Shows only the fields that apply: level and colour against the computer, the time
    /// per move at level 8, turning the board between two players.
    pub fn show_fields(&self) {
        let settings = self.chosen();
        let vs_computer = matches!(settings.opponent, Opponent::Computer { .. });
        self.level_field.set_hidden(!vs_computer);
        self.color_field.set_hidden(!vs_computer);
        self.turn_field.set_hidden(vs_computer);
        let top_level = Opponent::Computer {
            level: Level::MAX.number(),
        };
        self.top_seconds_field
            .set_hidden(settings.opponent != top_level);
    }

    /// The settings chosen in the form.
    pub fn chosen(&self) -> Settings {
        let variant = self.variant.value().parse().unwrap_or_default();
        let opponent = match self.opponent.value().as_str() {
            "human" => Opponent::Human,
            _ => Opponent::Computer {
                level: self.level.value().parse().unwrap_or(Level::MIN.number()),
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
            top_seconds: self
                .top_seconds
                .value()
                .parse()
                .unwrap_or(DEFAULT_TOP_SECONDS),
            clock: TimeControl::parse(&self.clock.value()),
        }
        .sanitized()
    }
}
