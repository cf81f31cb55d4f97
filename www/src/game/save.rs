//! The saved game: what survives a reload, as versioned JSON in local storage.
//!
//! This module says what is saved and how it is checked; the text itself is the browser's
//! JSON (`shell::storage`), read back through the [`Stored`] trait, which the tests implement
//! with `serde_json`.
//!
//! Loading checks everything (version, variant, FEN, every move replayed with the core's checked
//! `play`); anything wrong gives an error and the page starts a fresh game instead. The replay
//! the game was in (its bar's title, the tags, the move shown) is read on its own: if it is
//! unreadable only the replay is dropped, and a move shown beyond the game is clamped to its end.

use crate::game::clock::Clocks;
use crate::game::session::{GameSession, LevelChange};
use crate::game::settings::Settings;
use crate::game_record::game_replay::Replay;
use crate::game_record::pdn_export::GameTags;
use crate::records::Unrated;
use crate::stored::Stored;
use draughts::{Color, DrawReason, Outcome, WinReason};
use draughts_worker::replay::{self, ReplayError};
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
    Resigned {
        white: bool,
    },
    Agreed,
    /// A side's time ran out (`white`: White's).
    TimedOut {
        white: bool,
    },
}

/// The saved form of a [`GameSession`].
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
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
    /// Where the computer's level changed (saved games from before have none).
    #[serde(default)]
    pub level_changes: Vec<LevelChange>,
    /// The clocks, with the running one's start on the wall clock, so that it keeps counting
    /// across a reload.
    #[serde(default)]
    pub clocks: Option<Clocks>,
    /// Why the game does not count for the ratings (saved games from before: it does).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<Unrated>,
    /// The finished game is already in the records.
    #[serde(default)]
    pub recorded: bool,
    /// The replay the game is in (saved games from before: none). Not read with the rest:
    /// [`SavedGame::load`] reads it apart, so that junk here loses only the replay.
    #[serde(default, skip_deserializing, skip_serializing_if = "Option::is_none")]
    pub replay: Option<SavedReplay>,
}

/// The saved form of a [`Replay`], with the move the player was looking at. No words of the
/// page's language are kept (saves from before kept a `title`, now passed over): the bar's
/// title is written again on reload, in the language the page has then.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct SavedReplay {
    #[serde(default)]
    pub tags: Option<GameTags>,
    /// The past game's id in the records, whose tags are written again on reload.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// The number of moves before the position shown (the game's length: its last position).
    pub ply: usize,
}

/// A saved game as loaded: the session (showing the move the replay was at) and its replay.
#[derive(Debug)]
pub struct Loaded {
    pub session: GameSession,
    pub replay: Option<Replay>,
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
    /// The saved form of `session`, in `replay` when it is replayed.
    pub fn of(session: &GameSession, replay: Option<&Replay>) -> SavedGame {
        let ended = match session.game.outcome() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            }) => Some(Ended::Resigned {
                white: winner == Color::Black,
            }),
            Some(Outcome::Win {
                winner,
                reason: WinReason::Time,
            }) => Some(Ended::TimedOut {
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
            level_changes: session.level_changes.clone(),
            clocks: session.clocks,
            unrated: session.unrated,
            recorded: session.recorded,
            replay: replay.map(|r| SavedReplay {
                tags: r.tags.clone(),
                record: r.record.clone(),
                ply: session.shown_ply(),
            }),
        }
    }

    /// Reads and checks a saved game, and the replay it was in when that is readable.
    pub fn load(stored: &impl Stored) -> Result<Loaded, LoadError> {
        /// Just the format number, read first so that an old format is reported as such.
        #[derive(Deserialize)]
        struct Version {
            version: Option<u32>,
        }
        let version = stored.read::<Option<Version>>().map_err(LoadError::Json)?;
        match version.and_then(|v| v.version) {
            Some(VERSION) => {}
            other => return Err(LoadError::Version(other.unwrap_or(0))),
        }
        let saved: SavedGame = stored.read().map_err(LoadError::Json)?;
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
            Some(Ended::TimedOut { white }) => {
                let side = if white { Color::White } else { Color::Black };
                game.lose_on_time(side).ok();
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
        let played = session.game.len();
        session.level_changes = saved.level_changes;
        session.level_changes.retain(|c| c.ply <= played);
        if saved.clocks.is_some() {
            session.clocks = saved.clocks;
        }
        session.unrated = saved.unrated;
        session.recorded = saved.recorded;
        let replay = read_replay(stored).map(|r| {
            session.view(r.ply.min(played));
            Replay {
                tags: r.tags,
                record: r.record,
            }
        });
        Ok(Loaded { session, replay })
    }
}

/// The saved replay, `None` when there is none or it cannot be read.
fn read_replay(stored: &impl Stored) -> Option<SavedReplay> {
    /// Just the replay, read apart from the game.
    #[derive(Deserialize)]
    struct ReplayPart {
        #[serde(default)]
        replay: Option<SavedReplay>,
    }
    stored.read::<ReplayPart>().ok()?.replay
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::{ColorChoice, Opponent};
    use crate::game_record::game_replay::ReplayTitle;
    use draughts::Variant;
    use serde::de::DeserializeOwned;

    /// JSON text, as the browser stores it.
    struct Json<'a>(&'a str);

    impl Stored for Json<'_> {
        fn read<T: DeserializeOwned>(&self) -> Result<T, String> {
            serde_json::from_str(self.0).map_err(|e| e.to_string())
        }
    }

    fn to_json(saved: &SavedGame) -> String {
        serde_json::to_string(saved).unwrap()
    }

    fn load(text: &str) -> Result<GameSession, LoadError> {
        SavedGame::load(&Json(text)).map(|loaded| loaded.session)
    }

    fn played() -> GameSession {
        let settings = Settings {
            variant: Variant::Turkish,
            opponent: Opponent::Computer { level: 2 },
            color: ColorChoice::Black,
            ..Settings::default()
        };
        let mut t = GameSession::start(settings, false);
        t.flipped = true;
        assert!(t.play_text("a3-a4"));
        t
    }

    #[test]
    fn a_game_round_trips() {
        let t = played();
        let text = to_json(&SavedGame::of(&t, None));
        let back = load(&text).unwrap();
        assert_eq!(back.game.position(), t.game.position());
        assert_eq!(back.settings, t.settings);
        assert_eq!(back.human, Color::Black);
        assert!(back.flipped);
        // The browser's JSON leaves out a field that is `None`; older saves wrote `null`.
        assert!(text.contains(r#","ended":null"#), "{text}");
        let back = load(&text.replace(r#","ended":null"#, "")).unwrap();
        assert_eq!(back.game.position(), t.game.position());
    }

    #[test]
    fn a_change_of_level_is_kept() {
        let mut t = played();
        assert!(t.change_level(7));
        let back = load(&to_json(&SavedGame::of(&t, None))).unwrap();
        assert_eq!(back.level_changes, t.level_changes);
        assert_eq!(back.opponent(), Opponent::Computer { level: 7 });
    }

    #[test]
    fn the_clocks_and_a_loss_on_time_are_kept() {
        let settings = Settings {
            clock: crate::game::clock::TimeControl::parse("5+3"),
            ..Settings::default()
        };
        let mut t = GameSession::start(settings, true);
        t.run_clocks(1_000.0);
        assert!(t.play_text("c3-d4"));
        t.run_clocks(11_000.0);
        let back = load(&to_json(&SavedGame::of(&t, None))).unwrap();
        assert_eq!(back.clocks, t.clocks);
        let running = back.clocks.unwrap();
        assert_eq!(
            running.left_ms(Color::Black, 21_000.0),
            290_000.0,
            "still running"
        );
        t.run_clocks(1e9);
        let back = load(&to_json(&SavedGame::of(&t, None))).unwrap();
        assert_eq!(back.status_code(), "white-won", "Black's flag fell");
    }

    #[test]
    fn a_resignation_is_kept() {
        let mut t = played();
        t.resign();
        let back = load(&to_json(&SavedGame::of(&t, None))).unwrap();
        assert_eq!(back.status_code(), "white-won");
    }

    #[test]
    fn corrupt_old_and_illegal_saves_are_refused() {
        assert!(matches!(load("{not json"), Err(LoadError::Json(_))));
        assert!(matches!(load("null"), Err(LoadError::Version(0))));
        let mut saved = SavedGame::of(&played(), None);
        saved.version = 0;
        assert_eq!(load(&to_json(&saved)).unwrap_err(), LoadError::Version(0));
        let mut saved = SavedGame::of(&played(), None);
        saved.moves.push("a1-h8".into());
        assert!(matches!(load(&to_json(&saved)), Err(LoadError::Game(_))));
        let text = to_json(&SavedGame::of(&played(), None)).replace("turkish", "chess");
        assert!(matches!(load(&text), Err(LoadError::Json(_))));
    }

    /// An imported game in replay, shown at move 3 of 4.
    fn replayed() -> (GameSession, Replay) {
        let mut game = draughts::Game::new(Variant::Russian);
        for text in ["c3-d4", "f6-e5", "d4xf6", "g7xe5"] {
            let mv = game.position().parse_move(text).unwrap();
            game.play(&mv).unwrap();
        }
        let mut session =
            crate::game_record::game_replay::replay_session(game, true, draughts::Color::White);
        session.view(3);
        let replay = Replay {
            record: None,
            tags: Some(GameTags {
                event: "Club".into(),
                date: "2026.12.06".into(),
                white: "Ann".into(),
                black: "Bob".into(),
                result: Some("2-0".into()),
            }),
        };
        (session, replay)
    }

    #[test]
    fn a_replay_round_trips_with_its_tags_and_move_shown() {
        let (session, replay) = replayed();
        let text = to_json(&SavedGame::of(&session, Some(&replay)));
        let back = SavedGame::load(&Json(&text)).unwrap();
        assert_eq!(back.replay, Some(replay));
        assert_eq!(back.session.viewing(), Some(3));
        assert_eq!(back.session.game.len(), 4);
        assert!(back.session.recorded, "still not one for the records");
        // At its last position the replay shows no earlier one.
        let mut last = session.clone();
        last.stop_viewing();
        let text = to_json(&SavedGame::of(&last, Some(&replayed().1)));
        let back = SavedGame::load(&Json(&text)).unwrap();
        assert_eq!(
            (back.session.viewing(), back.replay.is_some()),
            (None, true)
        );
        // Without a replay nothing is written, and nothing comes back.
        let text = to_json(&SavedGame::of(&session, None));
        assert!(!text.contains("replay"), "{text}");
        let back = SavedGame::load(&Json(&text)).unwrap();
        assert_eq!((back.replay, back.session.viewing()), (None, None));
    }

    #[test]
    fn a_move_shown_beyond_the_game_is_clamped_to_its_end() {
        let (session, replay) = replayed();
        let mut saved = SavedGame::of(&session, Some(&replay));
        saved.replay.as_mut().unwrap().ply = 99;
        let back = SavedGame::load(&Json(&to_json(&saved))).unwrap();
        assert_eq!(back.session.viewing(), None, "the last position");
        assert_eq!(back.session.shown_ply(), 4);
        assert_eq!(back.replay, Some(replay));
    }

    #[test]
    fn a_replay_that_cannot_be_read_is_dropped_and_the_game_loads() {
        let (session, replay) = replayed();
        let text = to_json(&SavedGame::of(&session, Some(&replay)));
        let good = r#""replay":{"tags":{"event":"Club","#;
        assert!(text.contains(good), "{text}");
        let (start, _) = text.split_once(r#","replay":"#).unwrap();
        for junk in [
            r#""replay":5"#,
            r#""replay":"Ann""#,
            r#""replay":{"record":7,"ply":1}"#,
            r#""replay":{"ply":-1}"#,
            r#""replay":{"ply":1.5}"#,
            r#""replay":{"tags":null}"#,
            r#""replay":{"ply":1,"tags":{"event":[]}}"#,
        ] {
            let text = format!("{start},{junk}}}");
            let back = SavedGame::load(&Json(&text)).unwrap_or_else(|e| panic!("{junk}: {e}"));
            assert_eq!(back.replay, None, "{junk}");
            assert_eq!(back.session.viewing(), None, "{junk}");
            assert_eq!(back.session.game, session.game, "{junk}");
        }
        let null = format!(r#"{start},"replay":null}}"#);
        assert_eq!(SavedGame::load(&Json(&null)).unwrap().replay, None);
    }

    #[test]
    fn a_replay_keeps_no_words_and_comes_back_with_its_title() {
        let (session, _) = replayed();
        let shared = Replay::shared();
        let text = to_json(&SavedGame::of(&session, Some(&shared)));
        assert!(!text.contains("Shared"), "{text}");
        let back = SavedGame::load(&Json(&text)).unwrap().replay.unwrap();
        // A title of no words: the page writes it in the language it has after the reload.
        assert_eq!(back.title(&session.game), ReplayTitle::Shared);
        // A past game keeps its id, by which its tags are written again.
        let past = Replay {
            record: Some("g-17".into()),
            ..replayed().1
        };
        let text = to_json(&SavedGame::of(&session, Some(&past)));
        let back = SavedGame::load(&Json(&text)).unwrap().replay.unwrap();
        assert_eq!(back, past);
        let title = ReplayTitle::Players {
            white: "Ann".into(),
            black: "Bob".into(),
            result: "2-0".into(),
        };
        assert_eq!(back.title(&session.game), title);
    }

    #[test]
    fn a_replay_saved_with_its_title_by_an_earlier_version_loads_without_it() {
        let (session, replay) = replayed();
        let text = to_json(&SavedGame::of(&session, Some(&replay)));
        let earlier = text.replace(
            r#""replay":{"#,
            r#""replay":{"title":"Partida compartida","#,
        );
        assert_ne!(earlier, text);
        let back = SavedGame::load(&Json(&earlier)).unwrap();
        assert_eq!(back.replay, Some(replay));
        assert_eq!(back.session.viewing(), Some(3));
    }
}
