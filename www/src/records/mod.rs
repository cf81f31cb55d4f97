//! The player's records, kept on the device: named profiles and every finished game, from which
//! each rule set's leaderboard and history are made.
//!
//! Ratings are not stored: they are derived by replaying the rated games in the order they
//! ended ([`Records::ratings`]), so two stores merged by an import give the same ratings as if
//! their games had been played on one device, and nothing stored can disagree with the games.
//!
//! The store is versioned JSON in local storage. One that cannot be read, or that a newer
//! version of the page wrote, is never overwritten: the page keeps its text aside under
//! [`aside_key`], tells the player, and starts clean ([`Records::load`]).

pub mod rating;
pub mod recording;
pub mod reviews;
pub mod view;

use crate::learn::progress::Learned;
use crate::puzzles::progress::PuzzleProgress;
use crate::records::rating::Rating;
use crate::review::GameReview;
use crate::stored::Stored;
use draughts::{full_moves, Position, Variant};
use draughts_worker::replay;
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// The local storage key.
pub const KEY: &str = "draughts.records";
/// The store's format. A future format adds a step to [`Records::load`]'s migrations, from every
/// earlier one.
pub const SCHEMA: u32 = 1;

/// Where an unreadable store's text is kept, by the time it was set aside.
pub fn aside_key(now_ms: f64) -> String {
    format!("{KEY}.unreadable.{}", now_ms as u64)
}

/// A named player of this device.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Profile {
    /// Unique on the device and across imports (made from the creation time and a random part).
    pub id: String,
    pub name: String,
    /// A profile the page made and nobody has named yet: it is shown with its default name in
    /// the page's language of the moment (`name` keeps the default it was made with, for the
    /// records as older pages read them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unnamed: Option<recording::DefaultName>,
}

impl Profile {
    /// A profile the player named.
    pub fn named(id: String, name: String) -> Profile {
        Profile {
            id,
            name,
            unnamed: None,
        }
    }

    /// How the page names the profile: by the player's name, or by its default name.
    pub fn shown_name(&self) -> recording::PlayerName {
        match self.unnamed {
            Some(default) => recording::PlayerName::Default(default),
            None => recording::PlayerName::Profile(self.name.clone()),
        }
    }
}

/// Who played one side.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Side {
    Player { profile: String },
    Computer { level: u8 },
}

/// How a game came out.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Result {
    WhiteWins,
    BlackWins,
    Draw,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The loser had no legal move.
    NoMoves,
    /// The winner had no legal move left (Antidraughts).
    GaveAway,
    /// The winner crowned the first king (Breakthrough).
    Crowned,
    Resignation,
    /// The loser's clock ran out.
    Time,
    Agreement,
    /// One of the variant's automatic draws (repetition, move counts).
    DrawRule,
}

/// Why a finished game does not count for the ratings.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unrated {
    /// A move was taken back.
    TakeBack,
    /// The player asked for a hint.
    Hint,
    /// The game began from a position set up (the position editor, a link), not from the
    /// variant's start: a won position chosen against the computer proves nothing.
    SetUp,
    /// It ended (resigned, agreed drawn, lost on time) before both sides had moved: nothing
    /// was played to rate.
    Aborted,
    /// The computer's analysis was on during the game.
    Analysis,
}

/// One finished game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    /// Unique across devices (the end time and a random part): an import adds a game once.
    pub id: String,
    pub variant: Variant,
    /// When it ended, in milliseconds since 1970.
    pub ended_ms: f64,
    pub white: Side,
    pub black: Side,
    pub result: Result,
    pub ending: Ending,
    pub start_fen: String,
    pub moves: Vec<String>,
    /// Set when the game does not count for the ratings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated: Option<Unrated>,
    /// The game's review, once made ([`reviews`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<GameReview>,
}

/// Everything kept: the profiles, the finished games (oldest first) and the lessons finished.
#[derive(Clone, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Records {
    pub schema: u32,
    pub profiles: Vec<Profile>,
    pub games: Vec<GameRecord>,
    #[serde(default, skip_serializing_if = "Learned::is_empty")]
    pub learned: Learned,
    #[serde(default, skip_serializing_if = "PuzzleProgress::is_empty")]
    pub puzzles: PuzzleProgress,
}

impl GameRecord {
    /// Its moves as players count them ([`full_moves`]), not its plies.
    pub fn full_moves(&self) -> usize {
        let second_first = Position::from_fen(self.variant, &self.start_fen)
            .is_ok_and(|start| start.turn() != self.variant.first_to_move());
        full_moves(self.moves.len(), second_first)
    }
}

/// Why a store or an imported file was not taken.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RecordsError {
    /// Not the JSON of a store.
    Unreadable(String),
    /// Written by a newer version of the page.
    NewerSchema(u32),
    /// A game that is not valid: its id and what is wrong.
    BadGame { id: String, why: String },
    /// A game names a profile the file does not have.
    UnknownProfile(String),
    /// Two profiles or games with the same id.
    Duplicate(String),
    /// A finished lesson that no course has, as `variant/topic`.
    UnknownLesson(String),
}

impl fmt::Display for RecordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordsError::Unreadable(why) => write!(f, "not a records file: {why}"),
            RecordsError::NewerSchema(n) => {
                write!(f, "written by a newer version of the game (format {n})")
            }
            RecordsError::BadGame { id, why } => write!(f, "game {id}: {why}"),
            RecordsError::UnknownProfile(id) => write!(f, "a game names an unknown player {id}"),
            RecordsError::Duplicate(id) => write!(f, "{id} appears twice"),
            RecordsError::UnknownLesson(lesson) => write!(f, "no lesson {lesson}"),
        }
    }
}

impl std::error::Error for RecordsError {}

/// What an import added.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Merged {
    pub profiles: usize,
    pub games: usize,
}

/// One profile's line on a rule set's leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    pub profile: Profile,
    pub rating: Rating,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Wins in a row up to the last game.
    pub streak: u32,
    pub best_streak: u32,
    /// The strongest computer level beaten.
    pub best_level_beaten: Option<u8>,
}

/// The computer's level ratings, by variant: a level's fixed rating and its margin (`None` where
/// the levels are not rated).
pub type LevelRating = fn(Variant, u8) -> Option<Rating>;

impl Records {
    pub fn new() -> Records {
        Records {
            schema: SCHEMA,
            ..Records::default()
        }
    }

    /// Reads the stored records (`None`: nothing stored yet), checked as an import is. An error
    /// means the caller keeps the stored text aside and starts from [`Records::new`].
    pub fn load(stored: Option<&impl Stored>) -> std::result::Result<Records, RecordsError> {
        let Some(stored) = stored else {
            return Ok(Records::new());
        };
        /// Just the format number, read first so that a newer format is reported as such.
        #[derive(Deserialize)]
        struct Schema {
            schema: u32,
        }
        let schema = stored
            .read::<Schema>()
            .map_err(RecordsError::Unreadable)?
            .schema;
        if schema > SCHEMA {
            return Err(RecordsError::NewerSchema(schema));
        }
        // Schema 1 is the first; a later one migrates older stores here, step by step.
        let records: Records = stored.read().map_err(RecordsError::Unreadable)?;
        records.check()?;
        Ok(records)
    }

    /// Checks everything a store or an import holds: unique ids, known profiles, every game
    /// replayable by its rules.
    pub fn check(&self) -> std::result::Result<(), RecordsError> {
        if self.schema > SCHEMA {
            return Err(RecordsError::NewerSchema(self.schema));
        }
        let mut profiles = HashSet::new();
        for profile in &self.profiles {
            if !profiles.insert(profile.id.as_str()) {
                return Err(RecordsError::Duplicate(profile.id.clone()));
            }
        }
        let mut games = HashSet::new();
        for game in &self.games {
            if !games.insert(game.id.as_str()) {
                return Err(RecordsError::Duplicate(game.id.clone()));
            }
            self.check_game(game)?;
        }
        match self.learned.unknown() {
            Some(lesson) => Err(RecordsError::UnknownLesson(lesson)),
            None => Ok(()),
        }
    }

    /// Checks one game against the profiles: its players known, its levels real, its moves legal.
    fn check_game(&self, game: &GameRecord) -> std::result::Result<(), RecordsError> {
        for side in [&game.white, &game.black] {
            match side {
                Side::Player { profile } if !self.profiles.iter().any(|p| &p.id == profile) => {
                    return Err(RecordsError::UnknownProfile(profile.clone()));
                }
                Side::Computer { level } if !(1..=8).contains(level) => {
                    return Err(RecordsError::BadGame {
                        id: game.id.clone(),
                        why: format!("no computer level {level}"),
                    });
                }
                _ => {}
            }
        }
        replay::replay(game.variant, &game.start_fen, &game.moves).map_err(|e| {
            RecordsError::BadGame {
                id: game.id.clone(),
                why: e.to_string(),
            }
        })?;
        Ok(())
    }

    /// Adds a profile; its id must be new.
    pub fn add_profile(&mut self, profile: Profile) -> std::result::Result<(), RecordsError> {
        if self.profiles.iter().any(|p| p.id == profile.id) {
            return Err(RecordsError::Duplicate(profile.id));
        }
        self.profiles.push(profile);
        Ok(())
    }

    /// Adds a finished game, kept in the order games ended; a game that is not valid, or whose
    /// id is taken, is refused and nothing changes.
    pub fn add_game(&mut self, game: GameRecord) -> std::result::Result<(), RecordsError> {
        if self.games.iter().any(|g| g.id == game.id) {
            return Err(RecordsError::Duplicate(game.id));
        }
        self.check_game(&game)?;
        let at = self.games.partition_point(|g| g.ended_ms <= game.ended_ms);
        self.games.insert(at, game);
        Ok(())
    }

    /// Takes in another device's records (an exported file): checked whole first, so a bad file
    /// changes nothing; then every profile and game not already here is added.
    pub fn merge(&mut self, other: Records) -> std::result::Result<Merged, RecordsError> {
        other.check()?;
        let mut merged = self.clone();
        let mut added = Merged::default();
        for profile in other.profiles {
            match merged.profiles.iter().find(|p| p.id == profile.id) {
                Some(_) => {}
                None => {
                    merged.profiles.push(profile);
                    added.profiles += 1;
                }
            }
        }
        let known: HashSet<String> = merged.games.iter().map(|g| g.id.clone()).collect();
        for game in other.games {
            if !known.contains(&game.id) {
                merged.games.push(game);
                added.games += 1;
            }
        }
        merged
            .games
            .sort_by(|a, b| a.ended_ms.total_cmp(&b.ended_ms));
        merged.learned.merge(&other.learned);
        merged.puzzles.merge(&other.puzzles);
        merged.check()?;
        *self = merged;
        Ok(added)
    }

    /// Every profile's rating in `variant` after its rated games, replayed in the order they
    /// ended: against the computer the level's fixed rating, between two players both move.
    pub fn ratings(&self, variant: Variant, level: LevelRating) -> HashMap<&str, Rating> {
        let mut ratings: HashMap<&str, Rating> = HashMap::new();
        let rated = self
            .games
            .iter()
            .filter(|g| g.variant == variant && g.unrated.is_none());
        for game in rated {
            let white_score = match game.result {
                Result::WhiteWins => 1.0,
                Result::BlackWins => 0.0,
                Result::Draw => 0.5,
            };
            let rating_of = |ratings: &HashMap<&str, Rating>, side: &Side| match side {
                Side::Player { profile } => Some(
                    ratings
                        .get(profile.as_str())
                        .copied()
                        .unwrap_or(Rating::NEW),
                ),
                Side::Computer { level: l } => level(variant, *l),
            };
            // A game against levels the ladder has not rated counts for nobody.
            let (Some(white), Some(black)) = (
                rating_of(&ratings, &game.white),
                rating_of(&ratings, &game.black),
            ) else {
                continue;
            };
            if let Side::Player { profile } = &game.white {
                ratings.insert(profile, white.after(&[(black, white_score)]));
            }
            if let Side::Player { profile } = &game.black {
                ratings.insert(profile, black.after(&[(white, 1.0 - white_score)]));
            }
        }
        ratings
    }

    /// The leaderboard of `variant`: every profile that played it, best rating first.
    pub fn leaderboard(&self, variant: Variant, level: LevelRating) -> Vec<Standing> {
        let ratings = self.ratings(variant, level);
        let mut standings: Vec<Standing> = self
            .profiles
            .iter()
            .filter_map(|profile| self.standing(variant, profile, &ratings))
            .collect();
        standings.sort_by(|a, b| b.rating.rating.total_cmp(&a.rating.rating));
        standings
    }

    fn standing(
        &self,
        variant: Variant,
        profile: &Profile,
        ratings: &HashMap<&str, Rating>,
    ) -> Option<Standing> {
        let mut standing = Standing {
            profile: profile.clone(),
            rating: ratings
                .get(profile.id.as_str())
                .copied()
                .unwrap_or(Rating::NEW),
            wins: 0,
            draws: 0,
            losses: 0,
            streak: 0,
            best_streak: 0,
            best_level_beaten: None,
        };
        let mut played = false;
        for game in self.history(variant, &profile.id).into_iter().rev() {
            played = true;
            let (own_white, opponent) = if game.white.is_player(&profile.id) {
                (true, &game.black)
            } else {
                (false, &game.white)
            };
            let won = matches!(
                (game.result, own_white),
                (Result::WhiteWins, true) | (Result::BlackWins, false)
            );
            match game.result {
                Result::Draw => standing.draws += 1,
                _ if won => standing.wins += 1,
                _ => standing.losses += 1,
            }
            standing.streak = if won { standing.streak + 1 } else { 0 };
            standing.best_streak = standing.best_streak.max(standing.streak);
            if let (true, Side::Computer { level }) = (won, opponent) {
                standing.best_level_beaten = standing.best_level_beaten.max(Some(*level));
            }
        }
        played.then_some(standing)
    }

    /// The games `profile` played in `variant`, newest first.
    pub fn history(&self, variant: Variant, profile: &str) -> Vec<&GameRecord> {
        self.games
            .iter()
            .rev()
            .filter(|g| g.variant == variant)
            .filter(|g| g.white.is_player(profile) || g.black.is_player(profile))
            .collect()
    }
}

impl Side {
    fn is_player(&self, id: &str) -> bool {
        matches!(self, Side::Player { profile } if profile == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::de::DeserializeOwned;

    /// JSON text, as the browser stores it.
    struct Json<'a>(&'a str);

    impl Stored for Json<'_> {
        fn read<T: DeserializeOwned>(&self) -> std::result::Result<T, String> {
            serde_json::from_str(self.0).map_err(|e| e.to_string())
        }
    }

    /// Every level 1500 + 100 a level, known to within 40.
    fn levels(_: Variant, level: u8) -> Option<Rating> {
        Some(Rating::fixed(1400.0 + 100.0 * f64::from(level), 40.0))
    }

    const START: &str = "W:W31-50:B1-20";

    fn profile(id: &str) -> Profile {
        Profile::named(id.into(), format!("Player {id}"))
    }

    fn game(id: &str, ended_ms: f64, white: Side, black: Side, result: Result) -> GameRecord {
        GameRecord {
            id: id.into(),
            variant: Variant::International,
            ended_ms,
            white,
            black,
            result,
            ending: Ending::Resignation,
            start_fen: START.into(),
            moves: vec!["32-28".into(), "19-23".into()],
            unrated: None,
            review: None,
        }
    }

    fn ann() -> Side {
        Side::Player {
            profile: "ann".into(),
        }
    }

    fn bob() -> Side {
        Side::Player {
            profile: "bob".into(),
        }
    }

    fn level(level: u8) -> Side {
        Side::Computer { level }
    }

    fn two_players() -> Records {
        let mut records = Records::new();
        records.add_profile(profile("ann")).unwrap();
        records.add_profile(profile("bob")).unwrap();
        records
    }

    #[test]
    fn the_lessons_finished_travel_with_the_records_and_merge() {
        let mut mine = two_players();
        mine.learned.mark(Variant::Brazilian, "men-move");
        let text = serde_json::to_string(&mine).unwrap();
        assert!(
            text.contains(r#""learned":{"brazilian":["men-move"]}"#),
            "{text}"
        );
        let read: Records = serde_json::from_str(&text).unwrap();
        assert_eq!(read, mine);
        let mut theirs = Records::new();
        theirs.learned.mark(Variant::Brazilian, "capture");
        mine.merge(theirs).unwrap();
        assert_eq!(mine.learned.count(Variant::Brazilian), 2);
        // Records written before lessons existed read with none finished.
        let old: Records =
            serde_json::from_str(r#"{"schema":1,"profiles":[],"games":[]}"#).unwrap();
        assert!(old.learned.is_empty());
    }

    #[test]
    fn records_naming_a_lesson_no_course_has_are_refused_and_change_nothing() {
        let mut mine = two_players();
        let before = mine.clone();
        let mut bad = Records::new();
        bad.learned.mark(Variant::Russian, "flying-saucers");
        let refused = mine.merge(bad);
        assert_eq!(
            refused,
            Err(RecordsError::UnknownLesson("russian/flying-saucers".into()))
        );
        assert_eq!(mine, before);
    }

    #[test]
    fn the_leaderboard_counts_results_streaks_and_the_best_level_beaten() {
        let mut records = two_players();
        let results = [
            (level(3), Result::WhiteWins),
            (level(5), Result::WhiteWins),
            (level(6), Result::Draw),
            (level(4), Result::WhiteWins),
            (level(7), Result::BlackWins),
            (level(2), Result::WhiteWins),
        ];
        for (n, (computer, result)) in results.into_iter().enumerate() {
            let id = format!("g{n}");
            records
                .add_game(game(&id, n as f64, ann(), computer, result))
                .unwrap();
        }
        let board = records.leaderboard(Variant::International, levels);
        assert_eq!(board.len(), 1, "bob has not played");
        let ann = &board[0];
        assert_eq!((ann.wins, ann.draws, ann.losses), (4, 1, 1));
        assert_eq!((ann.streak, ann.best_streak), (1, 2));
        assert_eq!(ann.best_level_beaten, Some(5));
        assert!(ann.rating.rating > 1500.0, "{:?}", ann.rating);
        assert!(records.leaderboard(Variant::Russian, levels).is_empty());
        let history = records.history(Variant::International, "ann");
        assert_eq!(history.first().unwrap().id, "g5", "newest first");
    }

    #[test]
    fn an_unrated_game_counts_as_played_but_moves_no_rating() {
        let mut records = two_players();
        let mut hinted = game("g1", 1.0, ann(), level(8), Result::WhiteWins);
        hinted.unrated = Some(Unrated::Hint);
        records.add_game(hinted).unwrap();
        let board = records.leaderboard(Variant::International, levels);
        assert_eq!(board[0].wins, 1);
        assert_eq!(board[0].rating, Rating::NEW);
    }

    #[test]
    fn a_game_against_levels_the_ladder_has_not_rated_moves_no_rating() {
        let mut records = two_players();
        records
            .add_game(game("g1", 1.0, ann(), level(8), Result::WhiteWins))
            .unwrap();
        let unrated_levels: LevelRating = |_, _| None;
        let board = records.leaderboard(Variant::International, unrated_levels);
        assert_eq!(board[0].wins, 1);
        assert_eq!(board[0].rating, Rating::NEW);
    }

    #[test]
    fn two_players_on_one_device_are_rated_against_each_other() {
        let mut records = two_players();
        records
            .add_game(game("g1", 1.0, ann(), bob(), Result::BlackWins))
            .unwrap();
        let ratings = records.ratings(Variant::International, levels);
        assert!(ratings["bob"].rating > 1500.0);
        assert!(ratings["ann"].rating < 1500.0);
        let board = records.leaderboard(Variant::International, levels);
        assert_eq!(board[0].profile.id, "bob", "ranked by rating");
    }

    #[test]
    fn games_are_checked_before_they_are_kept() {
        let mut records = two_players();
        let mut illegal = game("g1", 1.0, ann(), level(2), Result::Draw);
        illegal.moves.push("1-2".into());
        assert!(matches!(
            records.add_game(illegal),
            Err(RecordsError::BadGame { .. })
        ));
        let stranger = Side::Player {
            profile: "eve".into(),
        };
        assert_eq!(
            records.add_game(game("g2", 2.0, stranger, level(2), Result::Draw)),
            Err(RecordsError::UnknownProfile("eve".into()))
        );
        assert!(records
            .add_game(game("g3", 3.0, ann(), level(9), Result::Draw))
            .is_err());
        assert!(records.games.is_empty(), "nothing kept");
    }

    #[test]
    fn an_import_adds_what_is_new_once_and_a_bad_file_changes_nothing() {
        let mut here = two_players();
        here.add_game(game("g1", 1.0, ann(), level(3), Result::WhiteWins))
            .unwrap();
        let mut there = Records::new();
        there.add_profile(profile("ann")).unwrap();
        there.add_profile(profile("cid")).unwrap();
        there
            .add_game(game("g1", 1.0, ann(), level(3), Result::WhiteWins))
            .unwrap();
        let cid = Side::Player {
            profile: "cid".into(),
        };
        there
            .add_game(game("g0", 0.5, cid, level(1), Result::Draw))
            .unwrap();
        let merged = here.merge(there.clone()).unwrap();
        assert_eq!(
            merged,
            Merged {
                profiles: 1,
                games: 1
            }
        );
        assert_eq!(here.games.len(), 2);
        assert_eq!(here.games[0].id, "g0", "kept in the order games ended");
        assert_eq!(here.merge(there.clone()).unwrap(), Merged::default());

        let before = here.clone();
        let mut bad = there;
        bad.games[0].moves = vec!["99-98".into()];
        assert!(matches!(here.merge(bad), Err(RecordsError::BadGame { .. })));
        assert_eq!(here, before);
    }

    #[test]
    fn a_store_round_trips_through_json() {
        let mut records = two_players();
        let mut g = game("g1", 1.0, ann(), level(3), Result::Draw);
        g.unrated = Some(Unrated::TakeBack);
        records.add_game(g).unwrap();
        let text = serde_json::to_string(&records).unwrap();
        assert_eq!(Records::load(Some(&Json(&text))).unwrap(), records);
        assert_eq!(Records::load(None::<&Json>).unwrap(), Records::new());
    }

    #[test]
    fn an_unreadable_or_newer_store_is_refused_for_keeping_aside() {
        assert!(matches!(
            Records::load(Some(&Json("{broken"))),
            Err(RecordsError::Unreadable(_))
        ));
        assert!(matches!(
            Records::load(Some(&Json("[1, 2]"))),
            Err(RecordsError::Unreadable(_))
        ));
        let newer = r#"{"schema": 7, "profiles": "whatever the future holds"}"#;
        assert_eq!(
            Records::load(Some(&Json(newer))),
            Err(RecordsError::NewerSchema(7))
        );
        let twice = r#"{"schema": 1, "profiles": [{"id": "a", "name": "A"}, {"id": "a", "name": "B"}], "games": []}"#;
        assert_eq!(
            Records::load(Some(&Json(twice))),
            Err(RecordsError::Duplicate("a".into()))
        );
        assert_eq!(aside_key(1234.9), "draughts.records.unreadable.1234");
    }
}
