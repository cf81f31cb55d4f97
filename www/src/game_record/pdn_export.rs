//! A game as a PDN file: the tags a reader expects (Event, Date, White, Black, Result; the core's
//! writer adds GameType, FEN when the game did not start from the start position, and full
//! capture paths where the short form would be ambiguous) from whoever played it.

use crate::game::session::GameSession;
use crate::game::settings::Opponent;
use crate::records::recording::{player_name, DefaultName, PlayerName};
use crate::records::{GameRecord, Profile, Records};
use crate::review::{self, GameReview};
use draughts::{write_annotated_game, write_game, Color, Game};
use serde::{Deserialize, Serialize};

/// The tags a game is written with (saved with a replayed game, see [`crate::game::save`]), in
/// the words of the page's language when the page tags a game itself.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameTags {
    pub event: String,
    /// `YYYY.MM.DD`, as PDN writes dates.
    pub date: String,
    pub white: String,
    pub black: String,
    /// The result as recorded, for a game whose end our rules do not declare (an imported
    /// game's `2-0` after a resignation PDN does not mark); `None` lets the game's outcome say.
    pub result: Option<String>,
}

/// A date as PDN writes it.
pub fn pdn_date(year: u32, month: u32, day: u32) -> String {
    format!("{year:04}.{month:02}.{day:02}")
}

/// The players of the game in progress (or just finished), White then Black: the current
/// profile against the computer at its level, or the current and the second profile between
/// two players (as the records name them).
pub fn session_players(session: &GameSession, records: &Records) -> (PlayerName, PlayerName) {
    let name = |i: usize, default: DefaultName| {
        records
            .profiles
            .get(i)
            .map_or(PlayerName::Default(default), Profile::shown_name)
    };
    let me = name(0, DefaultName::First);
    match session.opponent() {
        Opponent::Computer { level } => match session.human {
            Color::White => (me, PlayerName::Computer { level }),
            Color::Black => (PlayerName::Computer { level }, me),
        },
        Opponent::Human => (me, name(1, DefaultName::Second)),
    }
}

/// The players of a past game from the records, White then Black.
pub fn record_players(record: &GameRecord, records: &Records) -> (PlayerName, PlayerName) {
    (
        player_name(records, &record.white),
        player_name(records, &record.black),
    )
}

/// The PDN text of `game` with `tags`, and its review's evaluations and marks if it has one.
pub fn pdn_text(game: &Game, tags: &GameTags, review: Option<&GameReview>) -> String {
    let mut pairs = vec![
        ("Event", tags.event.as_str()),
        ("Date", tags.date.as_str()),
        ("White", tags.white.as_str()),
        ("Black", tags.black.as_str()),
    ];
    if let Some(result) = &tags.result {
        pairs.push(("Result", result.as_str()));
    }
    let Some(review) = review else {
        return write_game(game, pairs);
    };
    let nodes = review.nodes.to_string();
    pairs.push((review::pdn::NODES_TAG, nodes.as_str()));
    let (opening, notes) = review::pdn::notes(game, review);
    write_annotated_game(game, pairs, Some(&opening), &notes)
}

/// A file name for the game: `draughts-2026.12.06-Ann-Bob.pdn`, keeping only letters, digits,
/// `.` and `-` of the names so that every system accepts it.
pub fn file_name(tags: &GameTags) -> String {
    let clean = |text: &str| -> String {
        let kept: String = text
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '.' {
                    c
                } else {
                    '-'
                }
            })
            .collect();
        kept.split('-')
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("-")
    };
    let parts: Vec<String> = ["draughts", &tags.date, &tags.white, &tags.black]
        .iter()
        .map(|part| clean(part))
        .filter(|part| !part.is_empty())
        .collect();
    format!("{}.pdn", parts.join("-"))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::settings::{ColorChoice, Settings};

    use draughts::{parse_games, Variant};

    /// Tags as the page writes them in English, on `date`.
    pub(crate) fn tags(white: &str, black: &str, date: String) -> GameTags {
        GameTags {
            event: "Casual game".into(),
            date,
            white: white.into(),
            black: black.into(),
            result: None,
        }
    }

    fn records() -> Records {
        let mut r = Records::new();
        for (id, name) in [("a", "Ann <b>"), ("b", "Bob")] {
            r.profiles.push(Profile::named(id.into(), name.into()));
        }
        r
    }

    #[test]
    fn the_game_in_progress_names_its_players_and_reads_back() {
        let settings = Settings {
            variant: Variant::International,
            opponent: Opponent::Computer { level: 4 },
            color: ColorChoice::Black,
            ..Settings::default()
        };
        let mut s = GameSession::start(settings, true);
        for m in ["32-28", "19-23", "28x19", "14x23"] {
            assert!(s.play_text(m), "{m}");
        }
        assert_eq!(
            session_players(&s, &records()),
            (
                PlayerName::Computer { level: 4 },
                PlayerName::Profile("Ann <b>".into())
            )
        );
        let tags = tags("Computer (level 4)", "Ann <b>", pdn_date(2026, 12, 6));
        let text = pdn_text(&s.game, &tags, None);
        for tag in [
            "[Event \"Casual game\"]",
            "[Date \"2026.12.06\"]",
            "[White \"Computer (level 4)\"]",
            "[Black \"Ann <b>\"]",
            "[Result \"*\"]",
            "[GameType \"20\"]",
        ] {
            assert!(text.contains(tag), "{tag} in {text}");
        }
        assert!(!text.contains("[FEN"), "the start position needs no FEN");
        let back = parse_games(&text, Variant::Brazilian).unwrap();
        assert_eq!(back[0].to_game().unwrap().position(), s.position());
        assert_eq!(
            file_name(&tags),
            "draughts-2026.12.06-Computer-level-4-Ann-b.pdn"
        );
    }

    #[test]
    fn two_players_are_the_two_profiles_and_a_recorded_result_is_kept() {
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        assert!(s.play_text("c3-d4"));
        let profile = |name: &str| PlayerName::Profile(name.into());
        assert_eq!(
            session_players(&s, &records()),
            (profile("Ann <b>"), profile("Bob"))
        );
        let mut tags = tags("Ann <b>", "Bob", pdn_date(2026, 1, 2));
        tags.result = Some("2-0".into());
        let text = pdn_text(&s.game, &tags, None);
        assert!(text.contains("[Result \"2-0\"]"), "{text}");
        assert!(text.trim_end().ends_with("1. c3-d4 2-0"), "{text}");
        assert_eq!(
            session_players(&s, &Records::new()),
            (
                PlayerName::Default(DefaultName::First),
                PlayerName::Default(DefaultName::Second)
            )
        );
    }
}
