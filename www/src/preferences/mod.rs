//! The player's preferences, kept across visits apart from any game: whether to turn the board
//! after each move between two players, the sound, the board's theme, the language, and the
//! coordinates trainer's best scores. Stored as
//! JSON in local storage; anything missing or unreadable is the default.

pub mod language;

use crate::board::theme::Theme;
use crate::stored::Stored;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The local storage key.
pub const KEY: &str = "draughts.preferences";

/// What the player chose once and keeps.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Preferences {
    /// Between two players, the side to move is shown at the bottom; off, White stays there.
    #[serde(default)]
    pub turn_board: bool,
    /// The game's sounds; the mute switch turns them off.
    #[serde(default = "on")]
    pub sound: bool,
    /// The board's and pieces' colours.
    #[serde(default)]
    pub theme: Theme,
    /// The interface's language as the player chose it (a tag of [`crate::i18n::languages`]);
    /// `None`, as in preferences saved before there was a choice, follows the browser's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The coordinates trainer's best scores, by [`crate::coordinates::best_key`].
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub coordinates: BTreeMap<String, u32>,
}

fn on() -> bool {
    true
}

impl Default for Preferences {
    /// White at the bottom, sound on, the wood board.
    fn default() -> Preferences {
        Preferences {
            turn_board: false,
            sound: true,
            theme: Theme::Wood,
            language: None,
            coordinates: BTreeMap::new(),
        }
    }
}

impl Preferences {
    /// The stored preferences; the defaults for what is missing or cannot be read.
    pub fn read(stored: &impl Stored) -> Preferences {
        stored.read().unwrap_or_default()
    }

    /// The page's language: the player's choice if the page still has it, else the best of the
    /// browser's languages (`navigator.languages`, best first).
    pub fn language<S: AsRef<str>>(&self, browser: &[S]) -> &'static str {
        self.language
            .as_deref()
            .and_then(|chosen| crate::i18n::languages().find(|tag| *tag == chosen))
            .unwrap_or_else(|| crate::i18n::negotiate(browser))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Json<'a>(&'a str);

    impl Stored for Json<'_> {
        fn read<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
            serde_json::from_str(self.0).map_err(|e| e.to_string())
        }
    }

    #[test]
    fn preferences_round_trip_and_default_when_missing_or_broken() {
        let turned = Preferences {
            turn_board: true,
            sound: false,
            theme: Theme::Tournament,
            language: Some("en".to_string()),
            coordinates: BTreeMap::from([("english-find".to_string(), 17)]),
        };
        let text = serde_json::to_string(&turned).unwrap();
        assert_eq!(Preferences::read(&Json(&text)), turned);
        assert_eq!(Preferences::read(&Json("{}")), Preferences::default());
        assert_eq!(Preferences::read(&Json("nonsense")), Preferences::default());
        assert!(
            !Preferences::default().turn_board,
            "White stays at the bottom"
        );
    }

    #[test]
    fn the_language_is_the_choice_kept_else_the_browsers() {
        // Saved before the language could be chosen: the browser's language.
        let old = Preferences::read(&Json(r#"{"turn_board":true,"sound":true,"theme":"wood"}"#));
        assert!(old.turn_board);
        assert_eq!(old.language, None);
        assert_eq!(old.language(&["zz", "en-GB"]), "en");
        let mut chosen = Preferences::default();
        for tag in crate::i18n::languages() {
            chosen.language = Some(tag.to_string());
            assert_eq!(chosen.language(&["en"]), tag);
        }
        // A language this page no longer has: the browser's again.
        chosen.language = Some("xx".to_string());
        assert_eq!(chosen.language(&["en-US"]), "en");
        let text = serde_json::to_string(&Preferences::default()).unwrap();
        assert!(!text.contains("language"), "{text}");
    }
}
