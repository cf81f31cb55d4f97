//! Opening a position from the page's address: `?variant=russian&fen=W:W...:B...`, optionally
//! with `opponent=human|computer`, `level=1..8` and `color=white|black|random`.

use crate::replay;
use crate::ui::session::GameSession;
use crate::ui::settings::{ColorChoice, Opponent, Settings, DEFAULT_LEVEL};
use draughts::{Game, Position};

/// The session the address asks for: `None` when it asks for nothing, an error text when it asks
/// for something impossible. `coin` decides a colour drawn by lot.
pub fn session_from_query(
    params: &[(String, String)],
    defaults: Settings,
    coin: bool,
) -> Option<Result<GameSession, String>> {
    let get = |key: &str| {
        params
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    if get("variant").is_none() && get("fen").is_none() {
        return None;
    }
    Some((|| {
        let mut settings = defaults;
        if let Some(name) = get("variant") {
            settings.variant = replay::variant(name).map_err(|e| e.to_string())?;
        }
        settings.opponent = match (get("opponent"), defaults.opponent) {
            (Some("human"), _) => Opponent::Human,
            (Some("computer"), Opponent::Human) => Opponent::Computer {
                level: DEFAULT_LEVEL,
            },
            (_, current) => current,
        };
        if let (Some(level), Opponent::Computer { .. }) = (get("level"), settings.opponent) {
            let level = level.parse().map_err(|_| format!("bad level {level:?}"))?;
            settings.opponent = Opponent::Computer { level };
        }
        settings.color = match get("color") {
            Some("white") => ColorChoice::White,
            Some("black") => ColorChoice::Black,
            Some("random") => ColorChoice::Random,
            _ => settings.color,
        };
        let settings = settings.sanitized();
        let start = match get("fen") {
            Some(fen) => Position::from_fen(settings.variant, fen).map_err(|e| e.to_string())?,
            None => Position::start(settings.variant),
        };
        Ok(GameSession::new(
            Game::from_position(start),
            settings,
            settings.color.resolve(coin),
        ))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::{Color, Variant};

    fn query(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn no_parameters_ask_for_nothing() {
        assert!(session_from_query(&query(&[("x", "1")]), Settings::default(), true).is_none());
    }

    #[test]
    fn a_position_and_players_are_opened() {
        let q = query(&[
            ("variant", "english"),
            ("fen", "W:We3:Bd4,f4,d6,f6"),
            ("opponent", "human"),
            ("color", "black"),
        ]);
        let t = session_from_query(&q, Settings::default(), true)
            .unwrap()
            .unwrap();
        assert_eq!(t.position().variant(), Variant::English);
        assert_eq!(t.opponent(), Opponent::Human);
        assert_eq!(t.human, Color::Black);
        assert_eq!(t.position().legal_moves().len(), 2);
    }

    #[test]
    fn a_level_is_read_and_clamped() {
        let q = query(&[("variant", "turkish"), ("level", "12")]);
        let t = session_from_query(&q, Settings::default(), true)
            .unwrap()
            .unwrap();
        assert_eq!(t.opponent(), Opponent::Computer { level: 8 });
    }

    #[test]
    fn bad_links_are_errors() {
        for q in [
            query(&[("variant", "chess")]),
            query(&[("variant", "brazilian"), ("fen", "W:W99")]),
            query(&[("variant", "brazilian"), ("level", "x")]),
        ] {
            assert!(session_from_query(&q, Settings::default(), true)
                .unwrap()
                .is_err());
        }
    }
}
