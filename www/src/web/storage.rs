//! The saved game in local storage. Storage may be missing or full (private browsing, quotas):
//! saving then silently does nothing and loading finds nothing.

use crate::ui::save::{LoadError, SavedGame, KEY};
use crate::ui::session::GameSession;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Saves the game; failures are ignored (the game goes on, it just won't survive a reload).
pub fn save(session: &GameSession) {
    if let Some(s) = storage() {
        s.set_item(KEY, &SavedGame::of(session).to_json()).ok();
    }
}

/// The saved game: `None` when there is none, an error when it cannot be used.
pub fn load() -> Option<Result<GameSession, LoadError>> {
    let text = storage()?.get_item(KEY).ok().flatten()?;
    Some(SavedGame::load(&text))
}

/// Removes the saved game.
pub fn clear() {
    if let Some(s) = storage() {
        s.remove_item(KEY).ok();
    }
}
