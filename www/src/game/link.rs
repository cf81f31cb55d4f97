//! A game in the page's address: `?variant=russian&fen=W:W...:B...&moves=c3-d4,f6-e5`, with
//! `opponent=human|computer`, `level=1..8`, `time=1|3|10` (level 8's seconds a move),
//! `color=white|black|random` and `clock=5+3` (minutes + seconds a move). The page keeps the address on the current game (its start
//! position and moves), so that it can be copied at any time; links with only a position (as
//! older pages wrote them) open that position. Opening a link that would replace a game in
//! progress asks first.

use crate::game::clock::TimeControl;
use crate::game::save::{LoadError, Loaded};
use crate::game::session::{GameSession, Notice};
use crate::game::settings::{ColorChoice, Opponent, Settings, DEFAULT_LEVEL};
use crate::game_record::game_replay::Replay;
use draughts::{Color, Position};
use draughts_engine::Level;
use draughts_worker::replay;

/// The session the address asks for: `None` when it asks for nothing, an error text when it asks
/// for something impossible. `coin` decides a colour drawn by lot.
pub fn session_from_query(
    params: &[(String, String)],
    defaults: Settings,
    coin: bool,
) -> Option<Result<GameSession, String>> {
    let get = |key: &str| query_value(params, key);
    if get("variant").is_none() && get("fen").is_none() {
        return None;
    }
    Some((|| {
        let mut settings = defaults;
        if let Some(name) = get("variant") {
            settings.variant = crate::rule_sets::read(name)?;
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
        if let Some(clock) = get("clock") {
            let control = TimeControl::parse(clock).ok_or(format!("bad clock {clock:?}"))?;
            settings.clock = Some(control);
        }
        if let Some(time) = get("time") {
            settings.top_seconds = time.parse().map_err(|_| format!("bad time {time:?}"))?;
        }
        settings.color = match get("color") {
            Some("white") => ColorChoice::White,
            Some("black") => ColorChoice::Black,
            Some("random") => ColorChoice::Random,
            _ => settings.color,
        };
        let settings = settings.sanitized();
        let fen = match get("fen") {
            Some(fen) => fen.to_string(),
            None => Position::start(settings.variant).to_fen(),
        };
        let moves: Vec<String> = get("moves")
            .unwrap_or_default()
            .split(',')
            .filter(|m| !m.is_empty())
            .map(String::from)
            .collect();
        let game = replay::replay(settings.variant, &fen, &moves).map_err(|e| e.to_string())?;
        Ok(GameSession::new(
            game,
            settings,
            settings.color.resolve(coin),
        ))
    })())
}

/// The address's query for `session`: its variant, start position (left out when it is the
/// variant's own), moves and players.
pub fn query_string(session: &GameSession) -> String {
    let variant = session.game.variant();
    let mut pairs = vec![("variant", variant.name().to_string())];
    let start = session.game.start_position();
    if *start != Position::start(variant) {
        pairs.push(("fen", start.to_fen()));
    }
    let moves = replay::move_texts(&session.game);
    if !moves.is_empty() {
        pairs.push(("moves", moves.join(",")));
    }
    if let Some(control) = session.settings.clock {
        pairs.push(("clock", control.text()));
    }
    match session.opponent() {
        Opponent::Human => pairs.push(("opponent", "human".to_string())),
        Opponent::Computer { level } => {
            pairs.push(("opponent", "computer".to_string()));
            pairs.push(("level", level.to_string()));
            if level == Level::MAX.number() {
                pairs.push(("time", session.settings.top_seconds.to_string()));
            }
            let color = match session.human {
                Color::White => "white",
                Color::Black => "black",
            };
            pairs.push(("color", color.to_string()));
        }
    }
    let encoded: Vec<String> = pairs
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    format!("?{}", encoded.join("&"))
}

/// The value of `key` among a query's pairs ([`parse_query`]).
pub fn query_value<'a>(params: &'a [(String, String)], key: &str) -> Option<&'a str> {
    params
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

/// The pairs of a query string (`?a=b&c=d`), decoded.
pub fn parse_query(search: &str) -> Vec<(String, String)> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// Percent-encodes all but letters, digits and the characters moves and positions are written
/// with that a query may hold as they are (`-`, `.`, `_`, `~`, `,`, `:`), so that a link stays
/// readable: `moves=32-28,19-23`.
fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~,:".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Reverses [`encode`] (and a form's `+` for a space); a bad escape is kept as it is.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        match (bytes[i], escaped) {
            (_, Some(byte)) => {
                out.push(byte);
                i += 3;
                continue;
            }
            (b'+', None) => out.push(b' '),
            (byte, None) => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether two sessions play the same game: variant, start position and moves.
fn same_game(a: &GameSession, b: &GameSession) -> bool {
    a.game.start_position() == b.game.start_position()
        && replay::move_texts(&a.game) == replay::move_texts(&b.game)
}

/// What the page opens at startup.
#[derive(Debug)]
pub struct Opening {
    /// The game shown first (with a notice when the link or the saved game could not be used).
    pub shown: GameSession,
    /// The link's game, when it would replace the game shown, which is in progress: the page
    /// asks first.
    pub link: Option<GameSession>,
    /// The game shown is the link's (not the saved game it matches): a shared game, shown
    /// ready to replay.
    pub from_link: bool,
    /// The replay the saved game was in, when the game shown is the saved one.
    pub replay: Option<Replay>,
}

/// Decides what to open from the address's game (`None` when it names none) and the saved
/// game (`None` when there is none). A link never replaces a game in progress (begun and not
/// over) without asking, unless it is that same game (as after a reload, since the address
/// follows the game); a link that cannot be opened says why, over the saved game in progress
/// or else a new game.
pub fn opening(
    link: Option<Result<GameSession, String>>,
    saved: Option<Result<Loaded, LoadError>>,
    coin: bool,
) -> Opening {
    let new_game = || GameSession::start(Settings::default(), coin);
    let (saved, replay, save_notice) = match saved {
        Some(Ok(Loaded { session, replay })) => (Some(session), replay, None),
        Some(Err(_)) => (None, None, Some(Notice::SaveUnreadable)),
        None => (None, None, None),
    };
    let in_progress = saved
        .as_ref()
        .is_some_and(|s| s.game.outcome().is_none() && !s.game.is_empty());
    let mut from_link = false;
    let mut shown = match (link, saved) {
        (Some(Ok(link)), Some(saved)) if same_game(&link, &saved) => saved,
        (Some(Ok(link)), Some(saved)) if in_progress => {
            return Opening {
                shown: saved,
                link: Some(link),
                from_link: false,
                replay,
            }
        }
        (Some(Ok(link)), _) => {
            from_link = true;
            link
        }
        (Some(Err(why)), saved) => {
            let (mut shown, replay) = match saved.filter(|_| in_progress) {
                Some(saved) => (saved, replay),
                None => (new_game(), None),
            };
            shown.notice = Some(Notice::BadLink(why));
            return Opening {
                shown,
                link: None,
                from_link: false,
                replay,
            };
        }
        (None, Some(saved)) => saved,
        (None, None) => new_game(),
    };
    if save_notice.is_some() {
        shown.notice = save_notice;
    }
    Opening {
        shown,
        link: None,
        from_link,
        replay: replay.filter(|_| !from_link),
    }
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

    fn open(search: &str) -> GameSession {
        let q = parse_query(search);
        session_from_query(&q, Settings::default(), true)
            .unwrap()
            .unwrap()
    }

    #[test]
    fn a_game_round_trips_through_its_link_with_its_moves() {
        let mut t = open("?variant=international&opponent=computer&level=8&time=10&color=black");
        for text in ["32-28", "19-23", "28x19", "14x23"] {
            assert!(t.play_text(text), "{text}");
        }
        let query = query_string(&t);
        assert_eq!(
            query,
            "?variant=international&moves=32-28,19-23,28x19,14x23&opponent=computer&level=8&time=10&color=black"
        );
        let back = open(&query);
        assert_eq!(back.game.position(), t.game.position());
        assert_eq!(back.game.len(), 4);
        assert_eq!((back.settings, back.human), (t.settings, t.human));
        // A set-up position travels as FEN, escaped only where a query needs it.
        let fen = "W:Wc3,e3:Bd4,f4,g7,b8";
        let set_up = open(&format!("?variant=brazilian&opponent=human&fen={fen}"));
        let query = query_string(&set_up);
        assert_eq!(
            query,
            format!("?variant=brazilian&fen={fen}&opponent=human")
        );
        assert_eq!(
            open(&query).game.start_position(),
            set_up.game.start_position()
        );
        assert_eq!(
            parse_query("?fen=W%3AW31-50%3AB1-20&x=a+b"),
            [
                ("fen".to_string(), "W:W31-50:B1-20".to_string()),
                ("x".to_string(), "a b".to_string())
            ]
        );
    }

    #[test]
    fn old_links_without_moves_still_open_their_position() {
        let t = open("?variant=english&fen=W%3AWe3%3ABd4%2Cf4%2Cd6%2Cf6&opponent=human");
        assert!(t.game.is_empty());
        assert_eq!(t.position().legal_moves().len(), 2);
    }

    /// A saved game as read back, in `replay` or not.
    fn loaded(session: GameSession, replay: Option<Replay>) -> Option<Result<Loaded, LoadError>> {
        Some(Ok(Loaded { session, replay }))
    }

    fn in_progress() -> GameSession {
        let mut t = open("?variant=russian&opponent=human");
        assert!(t.play_text("c3-d4"));
        t
    }

    #[test]
    fn a_link_asks_before_replacing_a_game_in_progress_but_not_the_same_game() {
        let link = || Some(Ok(open("?variant=brazilian&moves=c3-d4")));
        let asked = opening(link(), loaded(in_progress(), None), true);
        assert_eq!(
            asked.shown.game.len(),
            1,
            "the game in progress, until answered"
        );
        assert!(asked
            .link
            .is_some_and(|l| l.game.variant() == draughts::Variant::Brazilian));
        // The address follows the game: after a reload the link is the saved game itself.
        let same = open(&query_string(&in_progress()));
        let reloaded = opening(Some(Ok(same)), loaded(in_progress(), None), true);
        assert!(reloaded.link.is_none());
        assert!(!reloaded.from_link, "a reload is not a shared game");
        assert_eq!(reloaded.shown.game.len(), 1);
        // Nothing lost: a saved game not begun, or over, is replaced without a question.
        let mut over = in_progress();
        over.resign();
        for saved in [open("?variant=turkish"), over] {
            let opened = opening(link(), loaded(saved, None), true);
            assert!(opened.link.is_none());
            assert!(
                opened.from_link,
                "the link's game is shown, ready to replay"
            );
            assert_eq!(opened.shown.game.variant(), draughts::Variant::Brazilian);
        }
    }

    #[test]
    fn the_saved_replay_comes_back_only_with_the_saved_game() {
        let replay = || {
            Some(Replay {
                tags: None,
                record: Some("g-1".into()),
            })
        };
        let same = || Some(Ok(open(&query_string(&in_progress()))));
        let reloaded = opening(same(), loaded(in_progress(), replay()), true);
        assert_eq!(reloaded.replay, replay(), "a reload keeps the replay");
        let plain = opening(None, loaded(in_progress(), replay()), true);
        assert_eq!(plain.replay, replay());
        let asked = opening(
            Some(Ok(open("?variant=brazilian&moves=c3-d4"))),
            loaded(in_progress(), replay()),
            true,
        );
        assert!(asked.link.is_some());
        assert_eq!(
            asked.replay,
            replay(),
            "the saved game is shown until answered"
        );
        let mut over = in_progress();
        over.resign();
        let shared = opening(
            Some(Ok(open("?variant=brazilian&moves=c3-d4"))),
            loaded(over, replay()),
            true,
        );
        assert!(shared.from_link && shared.replay.is_none(), "another game");
        let bad = session_from_query(
            &parse_query("?variant=brazilian&moves=a1-h8"),
            Settings::default(),
            true,
        );
        let mut over = in_progress();
        over.resign();
        let new_game = opening(bad, loaded(over, replay()), true);
        assert!(new_game.shown.game.is_empty() && new_game.replay.is_none());
    }

    #[test]
    fn a_bad_link_gives_an_error_and_a_new_game_or_keeps_the_game_in_progress() {
        let bad = || {
            session_from_query(
                &parse_query("?variant=brazilian&moves=c3-d4,c3-d4"),
                Settings::default(),
                true,
            )
        };
        let Some(Err(why)) = bad() else {
            panic!("an illegal move is an error");
        };
        assert!(why.contains("move 2"), "{why}");
        let opened = opening(bad(), None, true);
        assert!(!opened.from_link);
        let t = opened.shown;
        assert!(t.game.is_empty(), "a new game");
        assert!(matches!(t.notice, Some(Notice::BadLink(_))));
        let t = opening(bad(), loaded(in_progress(), None), true).shown;
        assert_eq!(t.game.len(), 1, "the game in progress is kept");
        assert!(matches!(t.notice, Some(Notice::BadLink(_))));
        let unreadable = Some(Err(LoadError::Version(0)));
        let t = opening(None, unreadable, true).shown;
        assert_eq!(t.notice, Some(Notice::SaveUnreadable));
    }

    #[test]
    fn bad_links_are_errors() {
        for q in [
            query(&[("variant", "chess")]),
            query(&[("variant", "brazilian"), ("fen", "W:W99")]),
            query(&[("variant", "brazilian"), ("level", "x")]),
            query(&[("variant", "brazilian"), ("moves", "c3-d4,a1-h8")]),
            query(&[("variant", "brazilian"), ("clock", "soon")]),
        ] {
            assert!(session_from_query(&q, Settings::default(), true)
                .unwrap()
                .is_err());
        }
    }
}
