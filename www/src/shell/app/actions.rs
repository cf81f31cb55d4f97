//! What the player's controls ask for: the panel's buttons (the dialogs they open are the
//! shell's, the rest the page's commands) and the views' requests ([`ViewEvent`]).

use super::App;
use crate::editor::view as editor_view;
use crate::game::page::Command;
use crate::game::panel::Action;
use crate::game::settings::Settings;
use crate::game_record::view as pdn_view;
use crate::records::recording;
use crate::shell::events::{Copied, ViewEvent};
use draughts::Variant;

impl App {
    /// A button of the panel: the dialogs it opens are this shell's, the rest the page's.
    pub(super) fn action(&mut self, action: Action) {
        let command = match action {
            Action::NewGame => {
                self.page.forget_play_from();
                self.panel.form.lock_variant(false);
                self.panel
                    .form
                    .open(&self.page.session.settings, self.preferences.turn_board);
                None
            }
            Action::Cancel => {
                self.page.forget_play_from();
                self.panel.form.close();
                None
            }
            Action::Start => {
                self.panel.form.close();
                self.set_turn_board(self.panel.form.turn_box.checked());
                Some(Command::NewGame {
                    settings: self.panel.form.chosen(),
                    coin: js_sys::Math::random() < 0.5,
                })
            }
            Action::EditPosition => {
                editor_view::open(
                    self.page.session.shown_position(),
                    self.page.session.orientation(),
                    self.page.session.show_labels,
                    self.preferences.theme,
                );
                None
            }
            Action::Leaderboard => {
                self.records_view.open(
                    &self.records,
                    self.page.session.settings.variant,
                    recording::level_rating,
                );
                None
            }
            Action::Settings => {
                self.panel.settings.open();
                None
            }
            Action::Rematch => Some(Command::Rematch),
            Action::Undo => Some(Command::Undo),
            Action::Redo => Some(Command::Redo),
            Action::Hint => Some(Command::Hint),
            Action::Flip => Some(Command::Flip),
            Action::OfferDraw => Some(Command::OfferDraw),
            Action::Resign => Some(Command::Resign),
            Action::Analyse => Some(Command::Analyse),
            Action::Yes => Some(Command::Yes),
            Action::No => Some(Command::No),
            Action::ViewBack => Some(Command::ViewBack),
            Action::ViewForward => Some(Command::ViewForward),
            Action::ViewExit => Some(Command::ViewExit),
        };
        match command {
            Some(command) => self.command(command),
            None => self.refresh(),
        }
    }

    /// "Play from here" in the editor: the new-game form chooses the players, its variant kept
    /// as the edited position's; its Start plays from that position.
    pub(super) fn choose_players_for(&mut self, variant: Variant) {
        let settings = Settings {
            variant,
            ..self.page.session.settings
        };
        self.panel.form.open(&settings, self.preferences.turn_board);
        self.panel.form.lock_variant(true);
    }

    /// What a view asks for.
    pub(super) fn on_view_event(&mut self, event: ViewEvent) {
        match event {
            ViewEvent::Command(command) => self.command(command),
            ViewEvent::PlayFrom(position) => {
                self.page.play_from(position);
                self.choose_players_for(position.variant());
            }
            ViewEvent::Copy(what) => {
                let text = match what {
                    Copied::Link => self.share_link(),
                    Copied::Fen => self.page.session.shown_position().to_fen(),
                    Copied::Pdn => self.pdn_export().0,
                };
                pdn_view::copy(&text, what);
            }
            ViewEvent::DownloadPdn => {
                let (text, name) = self.pdn_export();
                pdn_view::download_game(&text, &name);
            }
            ViewEvent::ReadPdn(text) => pdn_view::read(text, self.page.session.settings.variant),
            ViewEvent::Learn(variant) => self.open_lessons(variant),
            ViewEvent::NextPuzzle => self.next_puzzle(),
            ViewEvent::PuzzleStreak => self.start_streak(),
        }
    }
}
