//! The leaderboard dialog: a variant's standings (rating with its margin, results, streaks, the
//! best level beaten), the current profile's history in it (each game a button that opens it
//! for viewing), and the records' export and import. Names are only ever set as text.

use crate::preferences::language;
use crate::records::recording;
use crate::records::{LevelRating, Records};
use crate::shell::dom::{button, create, grouped_select, select, set_attr, set_text};
use crate::strings;
use draughts::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

/// The dialog and its parts.
pub struct RecordsView {
    pub dialog: HtmlDialogElement,
    pub variant: HtmlSelectElement,
    table: HtmlElement,
    /// The standings' sideways-scrolling region, and what is shown instead of it while
    /// nobody has standings in the variant shown.
    standings: HtmlElement,
    no_standings: HtmlElement,
    pub history: HtmlElement,
    message: HtmlElement,
    pub close: HtmlButtonElement,
    pub export: HtmlButtonElement,
    pub import: HtmlButtonElement,
    pub file: HtmlInputElement,
    /// The current profile (White between two players), and Black between two players.
    pub white: HtmlSelectElement,
    pub black: HtmlSelectElement,
    pub name: HtmlInputElement,
    pub rename: HtmlButtonElement,
    pub add: HtmlButtonElement,
    /// Deleting the current profile: the button, then a question with its answers.
    pub delete: HtmlButtonElement,
    delete_question: HtmlElement,
    delete_text: HtmlElement,
    pub delete_yes: HtmlButtonElement,
    pub delete_no: HtmlButtonElement,
}

impl RecordsView {
    /// Builds the dialog, closed, at the end of the body.
    pub fn build() -> Result<RecordsView, JsValue> {
        let dialog: HtmlDialogElement =
            create("dialog", "leaderboard", "dialog leaderboard", "")?.dyn_into()?;
        let title = create("h2", "", "", &strings::leaderboard())?;
        let variant = grouped_select("leaderboard-variant", &strings::variant_choices())?;
        let variant_field = crate::shell::dom::field(&strings::variant(), &variant)?;
        let scroll = create("div", "", "standings-scroll", "")?;
        // A region that scrolls sideways on a phone: focusable, so that the keyboard can scroll it.
        scroll.set_attribute("tabindex", "0")?;
        scroll.set_attribute("role", "region")?;
        scroll.set_attribute("aria-label", &strings::leaderboard())?;
        let table = create("table", "standings", "standings", "")?;
        scroll.append_child(&table)?;
        let no_standings = create("p", "no-standings", "empty", &strings::standings_empty())?;
        let players_title = create("h3", "", "", &strings::players())?;
        let white = select("profile-white", &[])?;
        let black = select("profile-black", &[])?;
        let name: HtmlInputElement = create("input", "profile-name", "", "")?.dyn_into()?;
        name.set_type("text");
        name.set_max_length(crate::records::recording::MAX_NAME as i32);
        name.set_attribute("aria-label", &strings::profile_name())?;
        name.set_placeholder(&strings::profile_name());
        let rename = button("rename-profile", "", &strings::rename())?;
        let add = button("add-profile", "", &strings::add_profile())?;
        let players = create("div", "", "profiles", "")?;
        let name_row = create("div", "", "profile-name-row", "")?;
        name_row.append_child(&name)?;
        name_row.append_child(&rename)?;
        name_row.append_child(&add)?;
        let delete = button("delete-profile", "", &strings::delete_profile())?;
        name_row.append_child(&delete)?;
        let delete_question = create("div", "delete-question", "delete-question", "")?;
        delete_question.set_hidden(true);
        let delete_text = create("span", "delete-text", "", "")?;
        let delete_yes = button("delete-yes", "primary", &strings::delete())?;
        let delete_no = button("delete-no", "", &strings::keep())?;
        for el in [&delete_text, &delete_yes, &delete_no] {
            delete_question.append_child(el)?;
        }
        let white_field = crate::shell::dom::field(&strings::profile_white(), &white)?;
        let black_field = crate::shell::dom::field(&strings::profile_black(), &black)?;
        players.append_child(&white_field)?;
        players.append_child(&black_field)?;
        players.append_child(&name_row)?;
        players.append_child(&delete_question)?;
        let history_title = create("h3", "", "", &strings::history())?;
        let history = create("ol", "history", "history", "")?;
        let file: HtmlInputElement = create("input", "import-file", "", "")?.dyn_into()?;
        file.set_type("file");
        file.set_accept("application/json,.json");
        file.set_hidden(true);
        let export = button("export-records", "", &strings::export_records())?;
        let import = button("import-records", "", &strings::import_records())?;
        let close = button("leaderboard-close", "primary", &strings::close())?;
        let message = create("p", "records-notice", "notice", "")?;
        message.set_attribute("aria-live", "polite")?;
        let row = create("div", "", "dialog-buttons", "")?;
        for el in [&export, &import, &close] {
            row.append_child(el)?;
        }
        for el in [
            &title,
            &variant_field,
            &scroll,
            &no_standings,
            &players_title,
            &players,
            &history_title,
            &history,
            &file,
            &message,
            &row,
        ] {
            dialog.append_child(el)?;
        }
        crate::shell::dom::append_to_body(&dialog)?;
        Ok(RecordsView {
            dialog,
            variant,
            table,
            standings: scroll,
            no_standings,
            history,
            message,
            close,
            export,
            import,
            file,
            white,
            black,
            name,
            rename,
            add,
            delete,
            delete_question,
            delete_text,
            delete_yes,
            delete_no,
        })
    }

    /// The variant shown.
    pub fn shown_variant(&self) -> Variant {
        self.variant.value().parse().unwrap_or_default()
    }

    /// Opens the dialog on `variant`.
    pub fn open(&self, records: &Records, variant: Variant, level: LevelRating) {
        self.variant.set_value(variant.name());
        self.say("");
        self.show(records, level);
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
            self.close.focus().ok();
        }
    }

    /// Fills the dialog with the shown variant's standings and the current profile's history.
    pub fn show(&self, records: &Records, level: LevelRating) {
        self.fill(records, level).ok();
    }

    /// Fills the profile choices: the current profile first, the second next.
    fn fill_profiles(&self, records: &Records) -> Result<(), JsValue> {
        for (select, chosen) in [(&self.white, 0), (&self.black, 1)] {
            select.set_text_content(None);
            for profile in &records.profiles {
                let option = create("option", "", "", "")?;
                set_text(&option, &strings::player_name(&profile.shown_name()));
                option.set_attribute("value", &profile.id)?;
                select.append_child(&option)?;
            }
            if let Some(profile) = records.profiles.get(chosen) {
                select.set_value(&profile.id);
            }
        }
        Ok(())
    }

    fn fill(&self, records: &Records, level: LevelRating) -> Result<(), JsValue> {
        self.fill_profiles(records)?;
        let variant = self.shown_variant();
        self.table.set_text_content(None);
        self.history.set_text_content(None);
        let head = create("tr", "", "", "")?;
        for heading in strings::leaderboard_headings() {
            let th = create("th", "", "", &heading)?;
            head.append_child(&th)?;
        }
        self.table.append_child(&head)?;
        let standings = records.leaderboard(variant, level);
        self.standings.set_hidden(standings.is_empty());
        self.no_standings.set_hidden(!standings.is_empty());
        for standing in standings {
            let row = create("tr", "", "", "")?;
            let best = standing
                .best_level_beaten
                .map_or_else(|| "–".to_string(), |l| l.to_string());
            let cells = [
                strings::player_name(&standing.profile.shown_name()),
                strings::rating(standing.rating.rating, standing.rating.deviation),
                standing.wins.to_string(),
                standing.draws.to_string(),
                standing.losses.to_string(),
                format!("{} ({})", standing.streak, standing.best_streak),
                best,
            ];
            for cell in cells {
                let td = create("td", "", "", &cell)?;
                row.append_child(&td)?;
            }
            self.table.append_child(&row)?;
        }
        let Some(profile) = records.profiles.first() else {
            return Ok(());
        };
        let games = records.history(variant, &profile.id);
        if games.is_empty() {
            let empty = create("li", "", "empty", &strings::no_games_yet())?;
            self.history.append_child(&empty)?;
        }
        for game in games {
            let (white, won, opponent) = recording::seen_by(records, game, &profile.id);
            let line = strings::history_line(
                &language::date_time(game.ended_ms),
                won,
                &strings::player_name(&opponent),
                white,
                game.full_moves(),
                game.ending,
                game.unrated.is_some(),
            );
            let item = create("li", "", "", "")?;
            let b = button("", "past-game", "")?;
            set_text(&b, &line);
            set_attr(&b, "data-game", &game.id);
            item.append_child(&b)?;
            self.history.append_child(&item)?;
        }
        Ok(())
    }

    /// Asks whether to delete the current profile (named, with its number of games), or says
    /// that the last profile stays.
    pub fn ask_delete(&self, records: &Records) {
        let Some(profile) = records.profiles.first() else {
            return;
        };
        if records.profiles.len() < 2 {
            self.say(&strings::last_profile());
            return;
        }
        let games = recording::games_of(records, &profile.id);
        set_text(
            &self.delete_text,
            &strings::delete_profile_question(&strings::player_name(&profile.shown_name()), games),
        );
        self.delete_question.set_hidden(false);
        self.delete_no.focus().ok();
    }

    /// Hides the question about deleting a profile.
    pub fn end_delete(&self) {
        self.delete_question.set_hidden(true);
    }

    /// A line for the player under the history (what an import did).
    pub fn say(&self, text: &str) {
        set_text(&self.message, text);
    }

    pub fn close(&self) {
        if self.dialog.open() {
            self.dialog.close();
        }
    }
}
