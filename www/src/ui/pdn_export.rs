//! A game as a PDN file: the tags a reader expects (Event, Date, White, Black, Result; the core's
//! writer adds GameType, FEN when the game did not start from the start position, and full
//! capture paths where the short form would be ambiguous) from whoever played it.

use crate::strings;
use crate::ui::recording::{self, DefaultName};
use crate::ui::records::{GameRecord, Records};
use crate::ui::session::GameSession;
use crate::ui::settings::Opponent;
use draughts::{write_game, Color, Game};
use serde::{Deserialize, Serialize};

/// The tags a game is written with (saved with a replayed game, see [`crate::ui::save`]).
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

/// The tags of the game in progress (or just finished), played today: the current profile
/// against the computer at its level, or the current and the second profile between two
/// players (as the records name them).
pub fn session_tags(session: &GameSession, records: &Records, date: String) -> GameTags {
    let name = |i: usize, fallback: &str| {
        records
            .profiles
            .get(i)
            .map_or_else(|| fallback.to_string(), |p| p.name.clone())
    };
    let me = name(0, &strings::default_name(DefaultName::First));
    let (white, black) = match session.opponent() {
        Opponent::Computer { level } => match session.human {
            Color::White => (me, strings::computer_at(level)),
            Color::Black => (strings::computer_at(level), me),
        },
        Opponent::Human => (me, name(1, &strings::default_name(DefaultName::Second))),
    };
    GameTags {
        event: strings::pdn_event(),
        date,
        white,
        black,
        result: None,
    }
}

/// The tags of a past game from the records, on the day it ended (`date`).
pub fn record_tags(record: &GameRecord, records: &Records, date: String) -> GameTags {
    GameTags {
        event: strings::pdn_event(),
        date,
        white: strings::player_name(&recording::player_name(records, &record.white)),
        black: strings::player_name(&recording::player_name(records, &record.black)),
        result: None,
    }
}

/// The PDN text of `game` with `tags`.
pub fn pdn_text(game: &Game, tags: &GameTags) -> String {
    let mut pairs = vec![
        ("Event", tags.event.as_str()),
        ("Date", tags.date.as_str()),
        ("White", tags.white.as_str()),
        ("Black", tags.black.as_str()),
    ];
    if let Some(result) = &tags.result {
        pairs.push(("Result", result.as_str()));
    }
    write_game(game, pairs)
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
mod tests {
    use super::*;
    use crate::ui::records::Profile;
    use crate::ui::settings::{ColorChoice, Settings};
    use draughts::{parse_games, Variant};

    fn records() -> Records {
        let mut r = Records::new();
        for (id, name) in [("a", "Ann <b>"), ("b", "Bob")] {
            r.profiles.push(Profile {
                id: id.into(),
                name: name.into(),
            });
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
        let tags = session_tags(&s, &records(), pdn_date(2026, 12, 6));
        assert_eq!(tags.white, "Computer (level 4)");
        assert_eq!(tags.black, "Ann <b>");
        let text = pdn_text(&s.game, &tags);
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
        let mut tags = session_tags(&s, &records(), pdn_date(2026, 1, 2));
        assert_eq!(
            (tags.white.as_str(), tags.black.as_str()),
            ("Ann <b>", "Bob")
        );
        tags.result = Some("2-0".into());
        let text = pdn_text(&s.game, &tags);
        assert!(text.contains("[Result \"2-0\"]"), "{text}");
        assert!(text.trim_end().ends_with("1. c3-d4 2-0"), "{text}");
        let empty = session_tags(&s, &Records::new(), String::new());
        assert_eq!(
            (empty.white.as_str(), empty.black.as_str()),
            ("Player", "Player 2")
        );
    }
}
