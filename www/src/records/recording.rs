//! A finished game into the records: who played (the current profile, the computer at its
//! level, or two profiles), how it came out, whether it counts for the ratings, and only once.

use crate::game::session::GameSession;
use crate::game::settings::Opponent;
use crate::records::rating::Rating;
use crate::records::{Ending, GameRecord, Profile, Records, Result, Side, Unrated};
use draughts::{Color, Outcome, Variant, WinReason};
use draughts_engine::Level;
use draughts_worker::replay;
use serde::{Deserialize, Serialize};

/// The computer's level rating in `variant`, from the engine's level ladder (`None` where the
/// ladder has not rated the rule set's levels).
pub fn level_rating(variant: Variant, level: u8) -> Option<Rating> {
    let rated = Level::new(level).unwrap_or(Level::MIN).rating(variant)?;
    Some(Rating::fixed(
        f64::from(rated.rating),
        f64::from(rated.margin),
    ))
}

/// The result and the ending of a game's outcome.
pub fn result_of(outcome: Outcome) -> (Result, Ending) {
    match outcome {
        Outcome::Win { winner, reason } => (
            match winner {
                Color::White => Result::WhiteWins,
                Color::Black => Result::BlackWins,
            },
            match reason {
                WinReason::NoMoves => Ending::NoMoves,
                WinReason::GaveAway => Ending::GaveAway,
                WinReason::Crowned => Ending::Crowned,
                WinReason::Resignation => Ending::Resignation,
                WinReason::Time => Ending::Time,
            },
        ),
        Outcome::Draw(draughts::DrawReason::Agreement) => (Result::Draw, Ending::Agreement),
        Outcome::Draw(_) => (Result::Draw, Ending::DrawRule),
    }
}

/// The profiles the page makes itself, for a game whose players nobody named. Their names are
/// the text layer's, in the page's language of the moment, until the player names them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DefaultName {
    /// The profile playing at the device, "Player".
    First,
    /// The other player of a two-player game, "Player 2".
    Second,
}

/// A player as the page names them: a profile by its name, or the computer at its level,
/// which the text layer names in the page's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayerName {
    Profile(String),
    Computer {
        level: u8,
    },
    /// A profile the page makes itself, named before it is made (a game exported before any
    /// was recorded).
    Default(DefaultName),
}

/// The name of the player of `side` (a profile's id if the profile is gone).
pub fn player_name(records: &Records, side: &Side) -> PlayerName {
    match side {
        Side::Computer { level } => PlayerName::Computer { level: *level },
        Side::Player { profile } => records
            .profiles
            .iter()
            .find(|p| &p.id == profile)
            .map_or_else(|| PlayerName::Profile(profile.clone()), Profile::shown_name),
    }
}

/// A new id from a time and a random number.
pub fn new_id(now_ms: f64, random: u32) -> String {
    format!("{}-{random:08x}", now_ms as u64)
}

/// The profile playing at the device (the first one), created on first use with the name
/// `default_name` gives [`DefaultName::First`].
pub fn current_profile(
    records: &mut Records,
    now_ms: f64,
    random: u32,
    default_name: fn(DefaultName) -> String,
) -> String {
    if records.profiles.is_empty() {
        records.profiles.push(Profile {
            id: new_id(now_ms, random),
            name: default_name(DefaultName::First),
            unnamed: Some(DefaultName::First),
        });
    }
    records.profiles[0].id.clone()
}

/// The second profile of a two-player game (the second one), created with the name `default_name`
/// gives [`DefaultName::Second`] when there is only one.
pub fn second_profile(
    records: &mut Records,
    now_ms: f64,
    random: u32,
    default_name: fn(DefaultName) -> String,
) -> String {
    current_profile(records, now_ms, random, default_name);
    if records.profiles.len() < 2 {
        records.profiles.push(Profile {
            id: new_id(now_ms, random.wrapping_add(1)),
            name: default_name(DefaultName::Second),
            unnamed: Some(DefaultName::Second),
        });
    }
    records.profiles[1].id.clone()
}

/// The longest profile name kept.
pub const MAX_NAME: usize = 40;

/// A profile name as kept: trimmed, at most [`MAX_NAME`] characters; `None` when empty.
pub fn clean_name(name: &str) -> Option<String> {
    let name: String = name.trim().chars().take(MAX_NAME).collect();
    (!name.is_empty()).then_some(name)
}

/// Renames a profile; false when the name is empty or the profile unknown.
pub fn rename(records: &mut Records, id: &str, name: &str) -> bool {
    let Some(name) = clean_name(name) else {
        return false;
    };
    match records.profiles.iter_mut().find(|p| p.id == id) {
        Some(profile) => {
            profile.name = name;
            profile.unnamed = None;
            true
        }
        None => false,
    }
}

/// Adds a named profile and makes it the current one; its id, or `None` for an empty name.
pub fn add_named(records: &mut Records, name: &str, now_ms: f64, random: u32) -> Option<String> {
    let name = clean_name(name)?;
    let id = new_id(now_ms, random);
    records.profiles.insert(0, Profile::named(id.clone(), name));
    Some(id)
}

/// The games `id` played (as either side), which leave the records with it.
pub fn games_of(records: &Records, id: &str) -> usize {
    let plays = |side: &Side| matches!(side, Side::Player { profile } if profile == id);
    records
        .games
        .iter()
        .filter(|g| plays(&g.white) || plays(&g.black))
        .count()
}

/// Deletes a profile and every game it played (a game must name known players, so its games
/// leave the leaderboards and histories with it); false for the last profile or an unknown one.
pub fn delete_profile(records: &mut Records, id: &str) -> bool {
    if records.profiles.len() < 2 || !records.profiles.iter().any(|p| p.id == id) {
        return false;
    }
    let plays = |side: &Side| matches!(side, Side::Player { profile } if profile == id);
    records
        .games
        .retain(|g| !plays(&g.white) && !plays(&g.black));
    records.profiles.retain(|p| p.id != id);
    true
}

/// Makes `white` the current profile (White in a two-player game) and `black` the second (Black
/// in a two-player game): the current profile is the first, the second the next.
pub fn choose(records: &mut Records, white: &str, black: Option<&str>) {
    let mut order: Vec<&str> = vec![white];
    order.extend(black.filter(|b| *b != white));
    let rank = |id: &str| order.iter().position(|o| *o == id).unwrap_or(order.len());
    records.profiles.sort_by_key(|p| rank(&p.id));
}

/// The record of `session`'s game, once it is over, with these players.
pub fn record_of(
    session: &GameSession,
    white: Side,
    black: Side,
    ended_ms: f64,
    random: u32,
) -> Option<GameRecord> {
    let (result, ending) = result_of(session.game.outcome()?);
    Some(GameRecord {
        id: new_id(ended_ms, random),
        variant: session.settings.variant,
        ended_ms,
        white,
        black,
        result,
        ending,
        start_fen: session.game.start_position().to_fen(),
        moves: replay::move_texts(&session.game),
        unrated: session
            .unrated
            .or_else(|| (!session.is_rated()).then_some(Unrated::SetUp))
            .or_else(|| (session.game.len() < 2).then_some(Unrated::Aborted)),
        review: None,
    })
}

/// Whether `session`'s game is over and not in the records yet.
pub fn awaits_recording(session: &GameSession) -> bool {
    !session.recorded && session.game.outcome().is_some()
}

/// Adds `session`'s game to `records` if it is over and not recorded yet, and marks it
/// recorded; true when it was added (the records then need saving). A profile it needs and
/// the records lack is made with the name `default_name` gives.
pub fn record_finished(
    records: &mut Records,
    session: &mut GameSession,
    now_ms: f64,
    random: u32,
    default_name: fn(DefaultName) -> String,
) -> bool {
    if !awaits_recording(session) {
        return false;
    }
    let player = current_profile(records, now_ms, random, default_name);
    let (white, black) = match session.opponent() {
        Opponent::Computer { level } => {
            let me = Side::Player { profile: player };
            let computer = Side::Computer { level };
            match session.human {
                Color::White => (me, computer),
                Color::Black => (computer, me),
            }
        }
        Opponent::Human => {
            let other = second_profile(records, now_ms, random, default_name);
            (
                Side::Player { profile: player },
                Side::Player { profile: other },
            )
        }
    };
    let Some(record) = record_of(session, white, black, now_ms, random) else {
        return false;
    };
    if records.add_game(record).is_err() {
        return false;
    }
    session.recorded = true;
    true
}

/// A past game seen from `profile`'s side: whether it played White, won (`None`: a draw), and
/// its opponent's name.
pub fn seen_by(
    records: &Records,
    game: &GameRecord,
    profile: &str,
) -> (bool, Option<bool>, PlayerName) {
    let white = matches!(&game.white, Side::Player { profile: p } if p == profile);
    let opponent = if white { &game.black } else { &game.white };
    let won = match game.result {
        Result::Draw => None,
        Result::WhiteWins => Some(white),
        Result::BlackWins => Some(!white),
    };
    (white, won, player_name(records, opponent))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::{ColorChoice, Settings};
    use draughts::{Game, Position};

    /// Default names as the test writes them; the page's own are checked with its texts.
    fn default_name(name: DefaultName) -> String {
        format!("{name:?}")
    }

    fn against_computer() -> GameSession {
        let settings = Settings {
            variant: Variant::International,
            opponent: Opponent::Computer { level: 3 },
            color: ColorChoice::Black,
            ..Settings::default()
        };
        GameSession::start(settings, false)
    }

    #[test]
    fn a_profile_the_page_made_is_named_in_the_page_language_until_the_player_names_it() {
        let mut records = Records::new();
        let id = second_profile(&mut records, 1000.0, 5, default_name);
        let first = records.profiles[0].id.clone();
        let side = |profile: &str| Side::Player {
            profile: profile.into(),
        };
        assert_eq!(
            player_name(&records, &side(&first)),
            PlayerName::Default(DefaultName::First)
        );
        assert_eq!(
            player_name(&records, &side(&id)),
            PlayerName::Default(DefaultName::Second)
        );
        // Stored with the default it was made with, for older pages, and the mark.
        let json = serde_json::to_string(&records.profiles[0]).unwrap();
        assert!(json.contains(r#""unnamed":"first""#), "{json}");
        assert!(rename(&mut records, &first, "Ana"));
        assert_eq!(
            player_name(&records, &side(&first)),
            PlayerName::Profile("Ana".into())
        );
        let json = serde_json::to_string(&records.profiles[0]).unwrap();
        assert!(!json.contains("unnamed"), "{json}");
        // A profile stored by an older page is named as it was stored.
        let old: Profile = serde_json::from_str(r#"{"id":"x","name":"Player"}"#).unwrap();
        assert_eq!(old.shown_name(), PlayerName::Profile("Player".into()));
    }

    #[test]
    fn a_resignation_is_recorded_once_with_its_players() {
        let mut session = against_computer();
        let mut records = Records::new();
        assert!(!record_finished(
            &mut records,
            &mut session,
            1000.0,
            7,
            default_name
        ));
        session.resign();
        assert!(record_finished(
            &mut records,
            &mut session,
            2000.0,
            7,
            default_name
        ));
        assert!(!record_finished(
            &mut records,
            &mut session,
            3000.0,
            8,
            default_name
        ));
        assert_eq!(records.games.len(), 1);
        let game = &records.games[0];
        assert_eq!(records.profiles[0].name, default_name(DefaultName::First));
        assert_eq!(game.white, Side::Computer { level: 3 });
        assert_eq!(
            game.black,
            Side::Player {
                profile: records.profiles[0].id.clone()
            }
        );
        assert_eq!(game.result, Result::WhiteWins);
        assert_eq!(game.ending, Ending::Resignation);
        assert_eq!(game.variant, Variant::International);
        assert_eq!(game.unrated, Some(Unrated::Aborted));
        assert!(records.check().is_ok());
        let me = records.profiles[0].id.clone();
        assert_eq!(
            seen_by(&records, game, &me),
            (false, Some(false), PlayerName::Computer { level: 3 })
        );
    }

    #[test]
    fn levels_are_rated_by_the_engine_and_grow() {
        for variant in crate::rule_sets::ON_PAGE {
            let ratings: Vec<f64> = (1..=8)
                .map(|l| level_rating(variant, l).unwrap().rating)
                .collect();
            assert!(ratings.windows(2).all(|w| w[0] < w[1]), "{ratings:?}");
        }
    }

    #[test]
    fn profiles_are_renamed_added_and_chosen() {
        let mut records = Records::new();
        let first = current_profile(&mut records, 1.0, 1, default_name);
        assert!(rename(&mut records, &first, "  Ana  "));
        assert!(!rename(&mut records, &first, "   "));
        assert!(!rename(&mut records, "nobody", "Bo"));
        assert_eq!(records.profiles[0].name, "Ana");
        let long = "x".repeat(100);
        let bo = add_named(&mut records, &long, 2.0, 2).unwrap();
        assert_eq!(records.profiles[0].name.len(), MAX_NAME);
        assert_eq!(current_profile(&mut records, 3.0, 3, default_name), bo);
        assert_eq!(add_named(&mut records, " ", 4.0, 4), None);
        let cy = add_named(&mut records, "<b>Cy</b>", 5.0, 5).unwrap();
        choose(&mut records, &first, Some(&cy));
        assert_eq!(current_profile(&mut records, 6.0, 6, default_name), first);
        assert_eq!(second_profile(&mut records, 6.0, 6, default_name), cy);
        assert_eq!(records.profiles.len(), 3);
        assert_eq!(records.profiles[1].name, "<b>Cy</b>");
        assert!(records.check().is_ok());
    }

    #[test]
    fn a_take_back_or_a_hint_makes_the_game_unrated() {
        let mut session = against_computer();
        session.settings.opponent = Opponent::Human;
        assert!(session.play_text("32-28"));
        assert!(session.undo());
        assert_eq!(session.unrated, Some(Unrated::TakeBack));
        session.show_hint(Some("32-28"));
        assert_eq!(session.unrated, Some(Unrated::TakeBack));
        let mut hinted = against_computer();
        hinted.show_hint(Some("32-28"));
        assert_eq!(hinted.unrated, Some(Unrated::Hint));
        hinted.show_hint(None);
        assert_eq!(hinted.unrated, Some(Unrated::Hint));
        assert_eq!(against_computer().unrated, None);
    }

    #[test]
    fn a_game_ended_before_both_sides_moved_is_aborted_not_rated() {
        let ended_after = |moves: &[&str], end: fn(&mut GameSession)| {
            let mut session = against_computer();
            session.settings.opponent = Opponent::Human;
            for text in moves {
                assert!(session.play_text(text), "{text}");
            }
            end(&mut session);
            let mut records = Records::new();
            assert!(record_finished(
                &mut records,
                &mut session,
                1000.0,
                1,
                default_name
            ));
            records.games[0].unrated
        };
        assert_eq!(
            ended_after(&[], GameSession::resign),
            Some(Unrated::Aborted)
        );
        assert_eq!(
            ended_after(&["32-28"], GameSession::resign),
            Some(Unrated::Aborted)
        );
        assert_eq!(
            ended_after(&["32-28"], GameSession::agree_draw),
            Some(Unrated::Aborted)
        );
        assert_eq!(ended_after(&["32-28", "19-23"], GameSession::resign), None);
        assert_eq!(
            ended_after(&["32-28", "19-23"], GameSession::agree_draw),
            None
        );
    }

    #[test]
    fn a_game_from_a_set_up_position_is_unrated() {
        let v = Variant::International;
        let start = Position::from_fen(v, "W:W33:BK18").unwrap();
        let settings = Settings {
            variant: v,
            opponent: Opponent::Computer { level: 8 },
            ..Settings::default()
        };
        let mut session = GameSession::new(Game::from_position(start), settings, Color::White);
        session.resign();
        let mut records = Records::new();
        assert!(record_finished(
            &mut records,
            &mut session,
            1000.0,
            1,
            default_name
        ));
        assert_eq!(records.games[0].unrated, Some(Unrated::SetUp));
        assert_eq!(records.games[0].start_fen, "W:W33:BK18");
    }

    #[test]
    fn two_players_are_two_profiles_and_a_draw_by_agreement() {
        let mut session = against_computer();
        session.settings.opponent = Opponent::Human;
        assert!(session.play_text("32-28"));
        session.agree_draw();
        let mut records = Records::new();
        assert!(record_finished(
            &mut records,
            &mut session,
            5.0,
            1,
            default_name
        ));
        let game = &records.games[0];
        assert_eq!(records.profiles.len(), 2);
        assert_eq!(records.profiles[1].name, default_name(DefaultName::Second));
        assert_ne!(game.white, game.black);
        assert_eq!(
            (game.result, game.ending),
            (Result::Draw, Ending::Agreement)
        );
        assert_eq!(game.moves, vec!["32-28".to_string()]);
        assert!(records.check().is_ok());
    }

    #[test]
    fn the_recorded_mark_survives_a_save() {
        use crate::game::save::SavedGame;
        use crate::stored::Stored;
        struct Json(String);
        impl Stored for Json {
            fn read<T: serde::de::DeserializeOwned>(&self) -> std::result::Result<T, String> {
                serde_json::from_str(&self.0).map_err(|e| e.to_string())
            }
        }
        let mut session = against_computer();
        session.show_hint(Some("32-28"));
        session.resign();
        let mut records = Records::new();
        assert!(record_finished(
            &mut records,
            &mut session,
            5.0,
            1,
            default_name
        ));
        let text = serde_json::to_string(&SavedGame::of(&session, None)).unwrap();
        let mut loaded = SavedGame::load(&Json(text)).unwrap().session;
        assert!(loaded.recorded);
        assert_eq!(loaded.unrated, Some(Unrated::Hint));
        assert!(!record_finished(
            &mut records,
            &mut loaded,
            6.0,
            2,
            default_name
        ));
        assert_eq!(records.games.len(), 1);
    }

    #[test]
    fn deleting_a_profile_takes_its_games_but_never_the_last_profile() {
        let mut records = Records::new();
        let ann = current_profile(&mut records, 1.0, 1, default_name);
        let bob = add_named(&mut records, "Bob", 2.0, 2).unwrap();
        let mut s = against_computer();
        s.resign();
        assert!(
            record_finished(&mut records, &mut s, 3.0, 3, default_name),
            "Bob's game"
        );
        let mut two = GameSession::start(Settings::two_players(Variant::Russian), true);
        two.resign();
        assert!(
            record_finished(&mut records, &mut two, 4.0, 4, default_name),
            "Bob against Ann"
        );
        assert_eq!((games_of(&records, &bob), games_of(&records, &ann)), (2, 1));
        assert!(!delete_profile(&mut records, "nobody"));
        assert!(delete_profile(&mut records, &bob));
        assert!(records.games.is_empty(), "both of Bob's games are gone");
        assert_eq!(records.profiles.len(), 1);
        assert!(records.check().is_ok());
        assert!(
            !delete_profile(&mut records, &ann),
            "the last profile stays"
        );
        assert_eq!(records.profiles.len(), 1);
    }
}
