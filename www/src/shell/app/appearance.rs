//! The player's preferences the page follows at once: the theme, the language, turning the
//! board; each remembered as stored now (another tab may have changed the others).

use super::App;
use crate::board::theme::Theme;
use crate::shell::dom;
use crate::shell::storage;

impl App {
    /// Draws the board in `theme` from now on; remembered.
    pub(super) fn set_theme(&mut self, theme: Theme) {
        storage::update_preferences(&mut self.preferences, |p| p.theme = theme);
        self.show_theme(theme);
    }

    /// Draws the page and the board in `theme`.
    pub(super) fn show_theme(&mut self, theme: Theme) {
        super::show_theme(theme);
        self.board.set_theme(theme);
        self.redraw();
    }

    /// Speaks `tag` from now on, remembered, through a reload: the game is saved first.
    pub(super) fn set_language(&mut self, tag: &str) {
        self.page.session.run_clocks(dom::wall_ms());
        self.save();
        crate::preferences::language::switch(tag, &mut self.preferences);
    }

    /// Turns the board after each move between two players, or not; remembered.
    pub(super) fn set_turn_board(&mut self, on: bool) {
        storage::update_preferences(&mut self.preferences, |p| p.turn_board = on);
        self.page.set_turn_board(on);
    }
}
