//! The messages between the page and the engine worker, as typed values.
//!
//! Requests and replies travel as plain JavaScript objects, written and read by
//! `serde-wasm-bindgen` ([`encode`], [`decode`]): the variant is a [`Variant`], the engine's
//! score an [`Eval`], and only the page's `strings` module turns them into text.
//!
//! The page sends the whole game (variant, start FEN, moves) with every request, so the worker
//! keeps no game state and a respawned worker needs nothing but the next request. Every reply
//! carries the request's id: the page drops replies to requests it no longer waits for.
//!
//! One thing outlives a worker: its endgame tables, which take seconds to build in a browser.
//! After building them the worker posts their bytes as a binary message (an `ArrayBuffer`,
//! transferred) and a [`Reply::Tables`] note naming their variant; the page keeps the bytes of
//! each variant (across visits too) and hands them to a worker, as a binary message just before
//! its first request of that variant, so that the worker imports them instead of building again.

use crate::replay::{self, ReplayError};
use draughts::{Game, Variant};
use draughts_engine::{Level, Score};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

/// What the page asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// The computer's move.
    Search,
    /// A suggested move for the human.
    Hint,
    /// A running evaluation of the position.
    Analyze,
    /// Whether the computer accepts a draw.
    DrawOffer,
    /// One position of a game review: a search of a fixed number of nodes, answered by
    /// [`Reply::Reviewed`] alone, so that every review of a game reads the same.
    Review,
}

/// A request to the worker.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Request {
    pub id: u32,
    pub kind: Kind,
    pub variant: Variant,
    /// The game's start position.
    pub fen: String,
    /// The moves played since, in the variant's notation.
    pub moves: Vec<String>,
    /// The computer's level, for `search`; the other kinds run at [`Level::MAX`].
    #[serde(with = "level_number")]
    pub level: Level,
    pub movetime_ms: Option<f64>,
    /// The search's nodes, for `review`.
    #[serde(default)]
    pub nodes: Option<u64>,
    /// Seed of the engine's randomness (chosen by the page).
    #[serde(default)]
    pub seed: u64,
}

impl Request {
    /// The request for `kind` in `game`.
    pub fn new(
        id: u32,
        kind: Kind,
        game: &Game,
        level: Level,
        movetime_ms: f64,
        seed: u64,
    ) -> Self {
        Request {
            id,
            kind,
            variant: game.variant(),
            fen: game.start_position().to_fen(),
            moves: replay::move_texts(game),
            level,
            movetime_ms: Some(movetime_ms),
            nodes: None,
            seed,
        }
    }

    /// The review of `game`'s current position: `nodes` at full strength, no time limit, no
    /// randomness.
    pub fn review(id: u32, game: &Game, nodes: u64) -> Self {
        Request {
            movetime_ms: None,
            nodes: Some(nodes),
            ..Request::new(id, Kind::Review, game, Level::MAX, 0.0, 0)
        }
    }

    /// The game the request is about, rebuilt and checked.
    pub fn game(&self) -> Result<Game, ReplayError> {
        replay::replay(self.variant, &self.fen, &self.moves)
    }
}

/// A [`Level`] travels as its plain number; a number that is no level is a bad message.
mod level_number {
    use draughts_engine::Level;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(level.number())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Level, D::Error> {
        let n = u8::deserialize(d)?;
        Level::new(n).ok_or_else(|| {
            D::Error::custom(format!(
                "level {n} is not between {} and {}",
                Level::MIN,
                Level::MAX
            ))
        })
    }
}

/// The engine's score, from the point of view of the side to move: what a
/// [`draughts_engine::Score`] says, without its text.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Eval {
    /// An evaluation in hundredths of a man: positive favours the side to move.
    Centimen(i32),
    /// The side to move wins: the opponent is left without a move this many plies from here.
    WinIn(u32),
    /// The side to move loses: it is left without a move this many plies from here.
    LossIn(u32),
    /// An endgame table knows the side to move wins, not in how many plies.
    TableWin,
    /// An endgame table knows the side to move loses, not in how many plies.
    TableLoss,
}

impl From<Score> for Eval {
    fn from(score: Score) -> Eval {
        match score.plies_to_end() {
            Some(plies) if score.is_win() => Eval::WinIn(plies),
            Some(plies) => Eval::LossIn(plies),
            None if score.is_table_win() => Eval::TableWin,
            None if score.is_table_loss() => Eval::TableLoss,
            None => Eval::Centimen(score.value()),
        }
    }
}

/// What the worker says.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Reply {
    /// The worker's wasm is loaded: requests may be sent.
    Ready,
    /// Progress of a search.
    Info {
        id: u32,
        depth: u32,
        /// From the side to move's point of view.
        score: Eval,
        nodes: u64,
        nps: u64,
        /// The expected line in the variant's notation.
        pv: Vec<String>,
    },
    /// The end of a search: the move (none when the side to move has no move).
    Best {
        id: u32,
        #[serde(rename = "move")]
        mv: Option<String>,
        score: Eval,
        depth: u32,
        nodes: u64,
        /// The computer offers a draw with its move (`search` only: a dead-drawn position).
        #[serde(default)]
        draw_offer: bool,
    },
    /// The answer to a draw offer.
    DrawAnswer { id: u32, accept: bool },
    /// A reviewed position: its score and the engine's line, which starts with its best move
    /// (empty when the side to move has no move).
    Reviewed {
        id: u32,
        score: Eval,
        line: Vec<String>,
    },
    /// The request could not be served.
    Error { id: Option<u32>, message: String },
    /// Where the worker's endgame tables of `variant` came from, once it has them (or refused
    /// the bytes it was handed, and will build them).
    Tables {
        source: TableSource,
        variant: Variant,
    },
}

/// How a worker got its endgame tables.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableSource {
    /// Built them; their bytes follow as a binary message.
    Built,
    /// Imported the bytes the page handed over.
    Imported,
    /// Refused the bytes the page handed over (damaged, another variant or format).
    Refused,
}

impl TableSource {
    /// The name written in the messages and on the page (`data-tables`).
    pub fn name(self) -> &'static str {
        match self {
            TableSource::Built => "built",
            TableSource::Imported => "imported",
            TableSource::Refused => "refused",
        }
    }
}

impl Reply {
    /// The id of the request this answers (`None` for `Ready` and unattributed errors).
    pub fn id(&self) -> Option<u32> {
        match self {
            Reply::Ready | Reply::Tables { .. } => None,
            Reply::Info { id, .. }
            | Reply::Best { id, .. }
            | Reply::DrawAnswer { id, .. }
            | Reply::Reviewed { id, .. } => Some(*id),
            Reply::Error { id, .. } => *id,
        }
    }
}

/// Writes a message as a JavaScript value, for `postMessage`.
pub fn encode<T: Serialize>(message: &T) -> JsValue {
    serde_wasm_bindgen::to_value(message).expect("protocol messages always serialise")
}

/// Reads a message; a value of another shape is an error message, never a panic.
pub fn decode<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| format!("bad message: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_carries_the_game() {
        let mut game = Game::new(Variant::Russian);
        let mv = game.position().parse_move("c3-d4").unwrap();
        game.play(&mv).unwrap();
        let req = Request::new(7, Kind::Search, &game, Level::MIN, 1000.0, 42);
        assert_eq!(req.variant, Variant::Russian);
        assert_eq!(req.moves, ["c3-d4"]);
        assert_eq!(req.game().unwrap().position(), game.position());
    }

    #[test]
    fn a_review_request_is_a_fixed_search_at_full_strength() {
        let game = Game::new(Variant::Spanish);
        let req = Request::review(4, &game, 50_000);
        assert_eq!(req.kind, Kind::Review);
        assert_eq!(
            (req.nodes, req.movetime_ms, req.seed),
            (Some(50_000), None, 0)
        );
        assert_eq!(req.level, Level::MAX);
        let json = serde_json::to_value(&req).unwrap();
        assert_eq!(
            (json["kind"].as_str(), json["nodes"].as_u64()),
            (Some("review"), Some(50_000))
        );
        assert_eq!(serde_json::from_value::<Request>(json).unwrap(), req);
        let reviewed = Reply::Reviewed {
            id: 4,
            score: Eval::Centimen(-20),
            line: vec!["c3-d4".into()],
        };
        assert_eq!(reviewed.id(), Some(4));
    }

    #[test]
    fn the_level_travels_as_its_number_and_a_number_that_is_no_level_is_refused() {
        let game = Game::new(Variant::Brazilian);
        let level = Level::new(3).unwrap();
        let req = Request::new(1, Kind::Search, &game, level, 1000.0, 0);
        let mut json = serde_json::to_value(&req).unwrap();
        assert_eq!(json["level"], 3);
        assert_eq!(
            serde_json::from_value::<Request>(json.clone()).unwrap(),
            req
        );
        for bad in [0, 9] {
            json["level"] = bad.into();
            let error = serde_json::from_value::<Request>(json.clone()).unwrap_err();
            let text = error.to_string();
            assert!(
                text.contains(&format!("level {bad} is not between 1 and 8")),
                "{text}"
            );
        }
        for bad in [
            serde_json::json!(300),
            serde_json::json!(2.5),
            serde_json::json!("3"),
        ] {
            json["level"] = bad;
            assert!(serde_json::from_value::<Request>(json.clone()).is_err());
        }
    }

    #[test]
    fn replies_carry_their_id() {
        let best = Reply::Best {
            id: 3,
            mv: Some("32-28".into()),
            score: Eval::Centimen(10),
            depth: 6,
            nodes: 1000,
            draw_offer: false,
        };
        assert_eq!(best.id(), Some(3));
        assert_eq!(Reply::Ready.id(), None);
        let error = Reply::Error {
            id: None,
            message: "bad message".into(),
        };
        assert_eq!(error.id(), None);
    }

    #[test]
    fn the_tables_note_names_its_source_and_answers_no_request() {
        let names = [
            (TableSource::Built, "built"),
            (TableSource::Imported, "imported"),
            (TableSource::Refused, "refused"),
        ];
        for (source, name) in names {
            assert_eq!(source.name(), name);
            let note = Reply::Tables {
                source,
                variant: Variant::Russian,
            };
            assert_eq!(note.id(), None);
        }
    }

    #[test]
    fn a_score_keeps_all_it_says() {
        assert_eq!(Eval::from(Score::from_centipawns(35)), Eval::Centimen(35));
        assert_eq!(
            Eval::from(Score::from_centipawns(-135)),
            Eval::Centimen(-135)
        );
        assert_eq!(Eval::from(Score::DRAW), Eval::Centimen(0));
        assert_eq!(Eval::from(Score::win_in(13)), Eval::WinIn(13));
        assert_eq!(Eval::from(Score::loss_in(8)), Eval::LossIn(8));
        assert_eq!(Eval::from(Score::loss_in(0)), Eval::LossIn(0));
        // Endgame tables' verdicts come from searches: see the engine service's tests.
    }

    #[test]
    fn a_request_with_a_bad_game_is_an_error() {
        let req = Request {
            id: 1,
            kind: Kind::Hint,
            variant: Variant::Brazilian,
            fen: "W:W:B".into(),
            moves: vec!["c3-d4".into()],
            level: Level::MIN,
            movetime_ms: None,
            nodes: None,
            seed: 0,
        };
        assert!(req.game().is_err());
    }
}
