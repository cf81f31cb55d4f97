//! Replaying a game (imported, past, or opened from a shared link): stepping through it with
//! the move list's viewing ([`crate::game::review`]) from its first position to its last, by
//! buttons and keys, then going on from any position against the computer or another person, or
//! analysing it. What it adds to viewing: the first and last positions, a title, the tags an
//! export keeps, and the new game cut from the history.

use crate::game::session::GameSession;
use crate::game::settings::{ColorChoice, Opponent, Settings, DEFAULT_LEVEL};
use crate::game_record::pdn_export::GameTags;
use crate::records::{self, GameRecord};
use draughts::{Color, Game};
use draughts_worker::replay;

/// The game being replayed: the tags it is exported with and its title is written from, and
/// the past game it is, if any. A past game's tags are written in the page's language when the
/// replay is opened or comes back after a reload, so that they follow a change of language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// `None` for a game opened from a link, which carries no tags.
    pub tags: Option<GameTags>,
    /// The id of the past game in the records it was opened from.
    pub record: Option<String>,
}

impl Replay {
    /// A game opened from a link.
    pub fn shared() -> Replay {
        Replay {
            tags: None,
            record: None,
        }
    }

    /// A past game from the records, with the tags the page writes from its players
    /// ([`crate::game_record::pdn_export::record_players`]).
    pub fn past(record: &GameRecord, tags: GameTags) -> Replay {
        Replay {
            tags: Some(tags),
            record: Some(record.id.clone()),
        }
    }

    /// What the replay bar says: the players and the result (the recorded one, else `game`'s
    /// own), or that the game was shared.
    pub fn title(&self, game: &Game) -> ReplayTitle {
        match &self.tags {
            None => ReplayTitle::Shared,
            Some(tags) => ReplayTitle::Players {
                white: tags.white.clone(),
                black: tags.black.clone(),
                result: tags
                    .result
                    .clone()
                    .unwrap_or_else(|| game.outcome().map_or("*", |o| o.pdn_result()).into()),
            },
        }
    }
}

/// The replay bar's title, for the text layer to write.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayTitle {
    /// A game opened from a link, which names no players.
    Shared,
    Players {
        white: String,
        black: String,
        result: String,
    },
}

/// Where a replay stands, in moves as the move list numbers them (a move is both sides'): the
/// number of the last move shown (0 at the start) and of the game's last move.
pub fn place(session: &GameSession) -> (usize, usize) {
    let number = |plies: usize| {
        plies
            .checked_sub(1)
            .map_or(0, |index| session.move_place(index).0 + 1)
    };
    (number(session.shown_ply()), number(session.game.len()))
}

/// A step through the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step {
    First,
    Back,
    Forward,
    Last,
}

/// The step a key asks for: the arrows always (as the move list has them), Home and End while a
/// game is replayed or an earlier position viewed (elsewhere they are the page's own).
pub fn key_step(key: &str, replaying: bool) -> Option<Step> {
    match key {
        "ArrowLeft" => Some(Step::Back),
        "ArrowRight" => Some(Step::Forward),
        "Home" if replaying => Some(Step::First),
        "End" if replaying => Some(Step::Last),
        _ => None,
    }
}

impl GameSession {
    /// Steps the shown position: to the start, one move back or on, or to the last position.
    pub fn replay_step(&mut self, step: Step) {
        match step {
            Step::First => self.view(0),
            Step::Back => self.step_view(-1),
            Step::Forward => self.step_view(1),
            Step::Last => self.stop_viewing(),
        }
    }

    /// The number of moves before the shown position.
    pub fn shown_ply(&self) -> usize {
        self.viewing().unwrap_or(self.game.len())
    }
}

/// A session that replays `game` between two players, not added to the records (it was not
/// played here), with its start position shown when `from_start`, else its last; `player`'s
/// side at the bottom (and theirs the mistakes its review teaches).
pub fn replay_session(game: Game, from_start: bool, player: Color) -> GameSession {
    let settings = Settings::two_players(game.variant());
    let mut session = GameSession::new(game, settings, player);
    session.recorded = true;
    if from_start {
        session.view(0);
    }
    session
}

/// A new game going on from the position `session` shows, with the moves before it as its
/// history: against the computer (the player takes the side to move; the level is the game's
/// own when it had one) or between two people. No clock, recorded when it ends.
pub fn continue_from(session: &GameSession, against_computer: bool) -> GameSession {
    let ply = session.shown_ply();
    let mut game = Game::from_position(*session.game.start_position());
    for (_, mv) in session.game.history().take(ply) {
        game.play_recorded(mv)
            .expect("a move of the game is legal where it was played");
    }
    let to_move = game.position().turn();
    let opponent = match (against_computer, session.opponent()) {
        (false, _) => Opponent::Human,
        (true, Opponent::Computer { level }) => Opponent::Computer { level },
        (true, Opponent::Human) => Opponent::Computer {
            level: DEFAULT_LEVEL,
        },
    };
    let settings = Settings {
        variant: game.variant(),
        opponent,
        color: match to_move {
            Color::White => ColorChoice::White,
            Color::Black => ColorChoice::Black,
        },
        clock: None,
        ..session.settings
    };
    GameSession::new(game, settings, to_move)
}

/// The side the player had in a past game: Black when they played Black against the computer,
/// else White.
pub fn player_side(record: &GameRecord) -> Color {
    match (&record.white, &record.black) {
        (records::Side::Computer { .. }, records::Side::Player { .. }) => Color::Black,
        _ => Color::White,
    }
}

/// A past game from the records, replayed with its ending (a resignation, a flag fall or an
/// agreed draw, which the moves alone do not show); `None` if its moves no longer replay.
pub fn game_of_record(record: &GameRecord) -> Option<Game> {
    use records::{Ending, Result};
    let mut game = replay::replay(record.variant, &record.start_fen, &record.moves).ok()?;
    let loser = match record.result {
        Result::WhiteWins => Color::Black,
        Result::BlackWins => Color::White,
        Result::Draw => Color::White,
    };
    match (record.result, record.ending) {
        (Result::Draw, Ending::Agreement) => game.agree_draw().ok(),
        (Result::Draw, _) => None,
        (_, Ending::Resignation) => game.resign(loser).ok(),
        (_, Ending::Time) => game.lose_on_time(loser).ok(),
        _ => None,
    };
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{Ending, Result, Side};
    use draughts::{Outcome, Variant, WinReason};

    fn imported() -> GameSession {
        let mut game = Game::new(Variant::Russian);
        for text in ["c3-d4", "f6-e5", "d4xf6", "g7xe5"] {
            let mv = game.position().parse_move(text).unwrap();
            game.play(&mv).unwrap();
        }
        replay_session(game, true, Color::White)
    }

    #[test]
    fn a_past_game_is_replayed_from_the_player_s_side() {
        let mut record = resigned();
        assert_eq!(
            player_side(&record),
            Color::Black,
            "Black against the computer"
        );
        let game = game_of_record(&record).unwrap();
        let session = replay_session(game, true, player_side(&record));
        assert_eq!(
            (session.human, session.orientation()),
            (Color::Black, Color::Black)
        );
        record.white = Side::Player {
            profile: "q".into(),
        };
        assert_eq!(
            player_side(&record),
            Color::White,
            "two players: White at the bottom"
        );
    }

    #[test]
    fn a_replay_steps_from_first_to_last() {
        let mut s = imported();
        assert!(s.recorded, "a replayed game is not added to the records");
        assert_eq!((s.viewing(), s.shown_ply()), (Some(0), 0));
        assert_eq!(place(&s), (0, 2), "the start, of two moves (four plies)");
        s.replay_step(Step::Forward);
        assert_eq!(place(&s), (1, 2), "White's first move shown");
        s.replay_step(Step::Forward);
        assert_eq!(s.shown_ply(), 2);
        assert_eq!(place(&s), (1, 2), "and Black's reply: still the first move");
        s.replay_step(Step::Back);
        assert_eq!(s.shown_ply(), 1);
        s.replay_step(Step::Last);
        assert_eq!((s.viewing(), s.shown_ply()), (None, 4));
        assert_eq!(place(&s), (2, 2));
        s.replay_step(Step::First);
        assert_eq!(s.shown_ply(), 0);
        assert_eq!(
            replay_session(s.game.clone(), false, Color::White).shown_ply(),
            4
        );
    }

    #[test]
    fn keys_step_and_home_and_end_only_in_a_replay() {
        assert_eq!(key_step("ArrowLeft", false), Some(Step::Back));
        assert_eq!(key_step("ArrowRight", true), Some(Step::Forward));
        assert_eq!(key_step("Home", true), Some(Step::First));
        assert_eq!(key_step("End", true), Some(Step::Last));
        assert_eq!(key_step("Home", false), None);
        assert_eq!(key_step("a", true), None);
    }

    #[test]
    fn going_on_from_a_position_keeps_the_moves_before_it() {
        let mut s = imported();
        s.view(3);
        let computer = continue_from(&s, true);
        assert_eq!(computer.game.len(), 3);
        assert_eq!(computer.position(), s.shown_position());
        assert_eq!(
            computer.opponent(),
            Opponent::Computer {
                level: DEFAULT_LEVEL
            }
        );
        assert_eq!(
            computer.human,
            Color::Black,
            "the player takes the side to move"
        );
        assert!(!computer.recorded && computer.viewing().is_none());
        let people = continue_from(&s, false);
        assert_eq!((people.opponent(), people.game.len()), (Opponent::Human, 3));
    }

    /// A past game: the computer at level 2 won as White by the player's resignation.
    fn resigned() -> GameRecord {
        GameRecord {
            id: "g".into(),
            variant: Variant::Brazilian,
            ended_ms: 0.0,
            white: Side::Computer { level: 2 },
            black: Side::Player {
                profile: "p".into(),
            },
            result: Result::WhiteWins,
            ending: Ending::Resignation,
            start_fen: draughts::Position::start(Variant::Brazilian).to_fen(),
            moves: vec!["c3-d4".into()],
            unrated: None,
            review: None,
        }
    }

    #[test]
    fn a_past_game_comes_back_with_its_ending() {
        let record = resigned();
        let game = game_of_record(&record).unwrap();
        assert_eq!(
            game.outcome(),
            Some(Outcome::Win {
                winner: Color::White,
                reason: WinReason::Resignation
            })
        );
        let broken = GameRecord {
            moves: vec!["a1-h8".into()],
            ..record
        };
        assert!(game_of_record(&broken).is_none());
    }

    #[test]
    fn a_past_game_keeps_its_tags_and_is_titled_with_the_game_s_result() {
        let record = resigned();
        let game = game_of_record(&record).unwrap();
        let tags = GameTags {
            event: "Partida amistosa".into(),
            date: "2026.12.07".into(),
            white: "Ordenador (nivel 2)".into(),
            black: "p".into(),
            result: None,
        };
        let replay = Replay::past(&record, tags.clone());
        assert_eq!(replay.record.as_deref(), Some("g"));
        assert_eq!(replay.tags.as_ref(), Some(&tags));
        let title = ReplayTitle::Players {
            white: "Ordenador (nivel 2)".into(),
            black: "p".into(),
            result: "2-0".into(),
        };
        assert_eq!(replay.title(&game), title, "the result is the game's own");
        assert_eq!(Replay::shared().title(&game), ReplayTitle::Shared);
    }
}
