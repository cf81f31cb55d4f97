//! The player's preferences, kept across visits apart from any game: whether to turn the board
//! after each move between two players, the sound, the board's theme. Stored as JSON in local storage;
//! anything missing or unreadable is the default.

use crate::ui::save::Stored;
use crate::ui::theme::Theme;
use serde::{Deserialize, Serialize};

/// The local storage key.
pub const KEY: &str = "draughts.preferences";

/// What the player chose once and keeps.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
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
        }
    }
}

impl Preferences {
    /// The stored preferences; the defaults for what is missing or cannot be read.
    pub fn read(stored: &impl Stored) -> Preferences {
        stored.read().unwrap_or_default()
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
}
