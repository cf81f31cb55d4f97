//! Game review: the engine goes over every position of a finished (or replayed) game at a fixed
//! budget, in the worker, one position at a time; each move is then judged by the winning
//! chance it gave away, each side gets an accuracy, the game an evaluation graph, and the
//! player's own mistakes become positions to find a better move in.

pub mod accuracy;
pub mod chances;
pub mod graph;
pub mod judgement;
pub mod mistakes;
pub mod on_page;
pub mod pdn;
pub mod practice;
pub mod run;
pub mod view;

use draughts_worker::protocol::Eval;
use serde::{Deserialize, Serialize};

/// Nodes searched in each position of a review: the same for every game, so that a review
/// reads the same wherever it runs; about a tenth of a second a position in a browser.
pub const REVIEW_NODES: u64 = 150_000;

/// What the engine said of one position of the game.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct PositionReview {
    /// From the side to move's point of view.
    pub score: Eval,
    /// The engine's line, its best move first: kept only where the move played was another
    /// (the review shows it there), so that the records stay small.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<String>,
}

/// A finished review: every position of the game, its start first and its last position last,
/// at [`GameReview::nodes`] a position. Kept with the game in the records.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct GameReview {
    pub nodes: u64,
    pub positions: Vec<PositionReview>,
}

/// The reviews the tests share.
#[cfg(test)]
pub mod fixtures {
    use super::PositionReview;
    use draughts::{Game, Variant};
    use draughts_worker::protocol::Eval;
    use draughts_worker::replay;

    /// A Russian ending where White's d4-e5 hangs a man: Black's capture f6:d4 is forced.
    pub const BLUNDER_FEN: &str = "W:Wa1,c1,d4,g3:Bf6,h8,b8,a7";

    /// d4-e5 f6:d4 from [`BLUNDER_FEN`].
    pub fn blunder_game() -> Game {
        let moves = ["d4-e5".to_string(), "f6:d4".to_string()];
        replay::replay(Variant::Russian, BLUNDER_FEN, &moves).expect("a legal game")
    }

    /// A position reviewed as `score`, with the engine's `line`.
    pub fn at(score: Eval, line: &[&str]) -> PositionReview {
        PositionReview {
            score,
            line: line.iter().map(|m| m.to_string()).collect(),
        }
    }
}
