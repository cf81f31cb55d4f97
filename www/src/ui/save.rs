//! The saved game: what survives a reload, as versioned JSON in local storage.
//!
//! Loading checks everything (version, variant, FEN, every move replayed with the core's checked
//! `play`); anything wrong gives an error and the page starts a fresh game instead.

use crate::replay::{self, ReplayError};
use crate::ui::session::GameSession;
use crate::ui::settings::Settings;
use draughts::{Color, DrawReason, Outcome, WinReason};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The local storage key.
pub const KEY: &str = "draughts.game";
/// Bumped whenever the format changes; older saves are not read.
pub const VERSION: u32 = 1;

/// A game ended by the players rather than by the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ended {
    Resigned { white: bool },
    Agreed,
}

/// The saved form of a [`GameSession`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    pub version: u32,
    pub settings: Settings,
    /// The human's colour (against the computer) or the colour at the bottom.
    pub human_white: bool,
    pub flipped: bool,
    pub show_labels: bool,
    pub start_fen: String,
    pub moves: Vec<String>,
    pub ended: Option<Ended>,
}

/// Why a saved game was not restored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LoadError {
    Json(String),
    Version(u32),
    Game(ReplayError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Json(e) => write!(f, "unreadable saved game: {e}"),
            LoadError::Version(v) => write!(f, "saved game has format {v}, not {VERSION}"),
            LoadError::Game(e) => write!(f, "saved game is not valid: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

impl SavedGame {
    pub fn of(session: &GameSession) -> SavedGame {
        let ended = match session.game.outcome() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            }) => Some(Ended::Resigned {
                white: winner == Color::Black,
            }),
            Some(Outcome::Draw(DrawReason::Agreement)) => Some(Ended::Agreed),
            _ => None,
        };
        SavedGame {
            version: VERSION,
            settings: session.settings,
            human_white: session.human == Color::White,
            flipped: session.flipped,
            show_labels: session.show_labels,
            start_fen: session.game.start_position().to_fen(),
            moves: replay::move_texts(&session.game),
            ended,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a saved game always serialises")
    }

    /// Reads and checks a saved game.
    pub fn load(text: &str) -> Result<GameSession, LoadError> {
        /// Just the format number, read first so that an old format is reported as such.
        #[derive(Deserialize)]
        struct Version {
            version: Option<u32>,
        }
        let json = |e: serde_json::Error| LoadError::Json(e.to_string());
        let version = serde_json::from_str::<Option<Version>>(text).map_err(json)?;
        match version.and_then(|v| v.version) {
            Some(VERSION) => {}
            other => return Err(LoadError::Version(other.unwrap_or(0))),
        }
        let saved: SavedGame = serde_json::from_str(text).map_err(json)?;
        let settings = saved.settings.sanitized();
        let mut game = replay::replay(settings.variant, &saved.start_fen, &saved.moves)
            .map_err(LoadError::Game)?;
        match saved.ended {
            Some(Ended::Resigned { white }) => {
                let side = if white { Color::White } else { Color::Black };
                game.resign(side).ok();
            }
            Some(Ended::Agreed) => {
                game.agree_draw().ok();
            }
            None => {}
        }
        let human = if saved.human_white {
            Color::White
        } else {
            Color::Black
        };
        let mut session = GameSession::new(game, settings, human);
        session.flipped = saved.flipped;
        session.show_labels = saved.show_labels;
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::settings::{ColorChoice, Opponent};
    use draughts::Variant;

    fn played() -> GameSession {
        let settings = Settings {
            variant: Variant::Turkish,
            opponent: Opponent::Computer { level: 2 },
            color: ColorChoice::Black,
        };
        let mut t = GameSession::start(settings, false);
        t.flipped = true;
        assert!(t.play_text("a3-a4"));
        t
    }

    #[test]
    fn a_game_round_trips() {
        let t = played();
        let text = SavedGame::of(&t).to_json();
        let back = SavedGame::load(&text).unwrap();
        assert_eq!(back.game.position(), t.game.position());
        assert_eq!(back.settings, t.settings);
        assert_eq!(back.human, Color::Black);
        assert!(back.flipped);
    }

    #[test]
    fn a_resignation_is_kept() {
        let mut t = played();
        t.resign();
        let back = SavedGame::load(&SavedGame::of(&t).to_json()).unwrap();
        assert_eq!(back.status_code(), "white-won");
    }

    #[test]
    fn corrupt_old_and_illegal_saves_are_refused() {
        assert!(matches!(
            SavedGame::load("{not json"),
            Err(LoadError::Json(_))
        ));
        assert!(matches!(
            SavedGame::load("null"),
            Err(LoadError::Version(0))
        ));
        let mut saved = SavedGame::of(&played());
        saved.version = 0;
        assert_eq!(
            SavedGame::load(&saved.to_json()).unwrap_err(),
            LoadError::Version(0)
        );
        let mut saved = SavedGame::of(&played());
        saved.moves.push("a1-h8".into());
        assert!(matches!(
            SavedGame::load(&saved.to_json()),
            Err(LoadError::Game(_))
        ));
        let text = SavedGame::of(&played())
            .to_json()
            .replace("turkish", "chess");
        assert!(matches!(SavedGame::load(&text), Err(LoadError::Json(_))));
    }
}
