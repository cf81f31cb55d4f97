//! The records on the page: the leaderboard dialog's changes of profiles, export and import,
//! a past game opened from the history, and the records another tab stored.

use super::{past_replay, App};
use crate::game::page::Command;
use crate::game::session::Notice;
use crate::game_record::game_replay::{self, Replay};
use crate::preferences;
use crate::records::recording;
use crate::records::{self, GameRecord, Records};
use crate::shell::dom;
use crate::shell::storage::{self, RecordsWrite};
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

impl App {
    /// Makes a change of profiles to the stored records, saves them and shows them again; true
    /// when `change` changed them.
    pub(super) fn change_records(&mut self, change: impl FnOnce(&mut Records) -> bool) -> bool {
        let write = storage::update_records(&mut self.records, dom::wall_ms(), change);
        if write == RecordsWrite::Refused {
            self.records_view.say(&strings::records_not_saved());
        }
        self.records_view
            .show(&self.records, recording::level_rating);
        write != RecordsWrite::Unchanged
    }

    /// Takes in the records another tab stored, and the preferences it chose.
    pub(super) fn on_storage(&mut self, key: &str) {
        if key == records::KEY {
            let (records, _) = storage::load_records(dom::wall_ms());
            self.records = records;
            self.records_view
                .show(&self.records, recording::level_rating);
        } else if key == preferences::KEY {
            self.preferences = storage::load_preferences();
            self.panel
                .settings
                .sound_box
                .set_checked(self.preferences.sound);
            self.panel
                .settings
                .theme
                .set_value(self.preferences.theme.name());
            self.panel
                .settings
                .turn_box
                .set_checked(self.preferences.turn_board);
            self.page.set_turn_board(self.preferences.turn_board);
            self.page.sound_on = self.preferences.sound;
            self.show_theme(self.preferences.theme);
        }
    }

    /// Downloads the records as one JSON file.
    pub(super) fn export_records(&mut self) {
        let Some(text) = storage::records_text(&self.records) else {
            return;
        };
        let parts = js_sys::Array::of1(&JsValue::from_str(&text));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/json");
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
            return;
        };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
            return;
        };
        if let Ok(a) = dom::document().create_element("a") {
            if let Ok(a) = a.dyn_into::<web_sys::HtmlAnchorElement>() {
                a.set_href(&url);
                a.set_download(&strings::export_file_name());
                a.click();
            }
        }
        web_sys::Url::revoke_object_url(&url).ok();
    }

    /// Checks an imported file and merges it, or says what is wrong and changes nothing.
    pub(super) fn import_records(&mut self, text: &str) {
        let notice = match storage::parse_records(text) {
            Err(e) => Notice::ImportRefused(e),
            Ok(imported) => {
                let mut merged = None;
                let write = storage::update_records(&mut self.records, dom::wall_ms(), |records| {
                    let result = records.merge(imported);
                    let changed = result.is_ok();
                    merged = Some(result);
                    changed
                });
                match merged {
                    Some(Err(e)) => Notice::ImportRefused(e),
                    Some(Ok(_)) if write == RecordsWrite::Refused => Notice::RecordsNotSaved,
                    Some(Ok(added)) => Notice::Imported {
                        profiles: added.profiles,
                        games: added.games,
                    },
                    None => Notice::RecordsNotSaved,
                }
            }
        };
        self.page.session.notice = Some(notice.clone());
        self.records_view
            .show(&self.records, recording::level_rating);
        self.records_view.say(&strings::notice(&notice));
        self.render();
    }

    /// The past game `id` of the records.
    pub(super) fn record_of(&self, id: &str) -> Option<&GameRecord> {
        self.records.games.iter().find(|g| g.id == id)
    }

    /// Opens a past game from the history in replay, from its start.
    pub(super) fn open_past_game(&mut self, id: &str) {
        let Some(record) = self.record_of(id) else {
            return;
        };
        let Some(game) = game_replay::game_of_record(record) else {
            return;
        };
        let replay = past_replay(record, &self.records);
        let player = game_replay::player_side(record);
        self.records_view.close();
        self.command(Command::OpenReplay {
            game,
            replay: Box::new(replay),
            review: None,
            player,
        });
    }

    /// The saved game was in `replay` before the reload: the bar comes back as it was, a past
    /// game's tags written again in the page's language (a reload may have changed it).
    pub fn resume_replay(&mut self, replay: Replay) {
        let past = replay.record.as_deref().and_then(|id| self.record_of(id));
        let replay = match past {
            Some(record) => past_replay(record, &self.records),
            None => replay,
        };
        self.page.set_replay(Some(replay));
    }
}
