//! Reviews kept with their games: a review takes a minute to make, so the records keep it and
//! a past game opens with it. Only the latest [`KEPT_REVIEWS`] are kept, so that the store stays
//! well within a browser's few megabytes.

use crate::records::{GameRecord, Records};
use crate::review::GameReview;
use draughts::Game;
use draughts_worker::replay;

/// How many games keep their review: a review is 2 to 5 KB.
pub const KEPT_REVIEWS: usize = 100;

impl Records {
    /// The recorded game `game` is: the one of id `id` if given, else the latest with its
    /// start and moves.
    pub fn game_record(&self, id: Option<&str>, game: &Game) -> Option<&GameRecord> {
        match id {
            Some(id) => self.games.iter().find(|g| g.id == id),
            None => {
                let start = game.start_position().to_fen();
                let moves = replay::move_texts(game);
                self.games
                    .iter()
                    .rev()
                    .find(|g| g.start_fen == start && g.moves == moves)
            }
        }
    }

    /// Keeps `review` with the game of id `id`, dropping the oldest games' reviews beyond
    /// [`KEPT_REVIEWS`]; false if no game has that id.
    pub fn keep_review(&mut self, id: &str, review: GameReview) -> bool {
        let Some(record) = self.games.iter_mut().find(|g| g.id == id) else {
            return false;
        };
        record.review = Some(review);
        let reviewed = self.games.iter().filter(|g| g.review.is_some()).count();
        let mut extra = reviewed.saturating_sub(KEPT_REVIEWS);
        for game in self.games.iter_mut().filter(|g| g.id != id) {
            if extra == 0 {
                break;
            }
            if game.review.take().is_some() {
                extra -= 1;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{Ending, Result, Side};
    use crate::review::PositionReview;
    use draughts::{Position, Variant};
    use draughts_worker::protocol::Eval;

    fn record(id: &str, moves: &[&str]) -> GameRecord {
        GameRecord {
            id: id.into(),
            variant: Variant::Russian,
            ended_ms: 0.0,
            white: Side::Computer { level: 1 },
            black: Side::Computer { level: 2 },
            result: Result::Draw,
            ending: Ending::Agreement,
            start_fen: Position::start(Variant::Russian).to_fen(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            unrated: None,
            review: None,
        }
    }

    fn review() -> GameReview {
        GameReview {
            nodes: 10,
            positions: vec![PositionReview {
                score: Eval::Centimen(0),
                line: Vec::new(),
            }],
        }
    }

    #[test]
    fn a_review_is_kept_with_its_game_and_the_oldest_are_dropped_beyond_the_limit() {
        let mut records = Records::default();
        for i in 0..=KEPT_REVIEWS {
            records.games.push(record(&i.to_string(), &["c3-d4"]));
        }
        records.games.push(record("other", &["c3-b4"]));
        let start = Position::start(Variant::Russian).to_fen();
        let game = replay::replay(Variant::Russian, &start, &["c3-d4".into()]).unwrap();
        // The latest game with these moves, or the one named.
        let latest = KEPT_REVIEWS.to_string();
        assert_eq!(
            records.game_record(None, &game).map(|g| g.id.as_str()),
            Some(latest.as_str())
        );
        assert_eq!(
            records.game_record(Some("7"), &game).map(|g| g.id.as_str()),
            Some("7")
        );
        assert!(records.game_record(Some("nope"), &game).is_none());
        for i in 0..=KEPT_REVIEWS {
            assert!(records.keep_review(&i.to_string(), review()));
        }
        assert!(!records.keep_review("nope", review()));
        let kept: Vec<&str> = records
            .games
            .iter()
            .filter(|g| g.review.is_some())
            .map(|g| g.id.as_str())
            .collect();
        assert_eq!(kept.len(), KEPT_REVIEWS);
        assert_eq!(kept[0], "1", "the oldest review went");
        // A kept review survives the store's round trip.
        let json = serde_json::to_string(&records.games[5]).unwrap();
        let back: GameRecord = serde_json::from_str(&json).unwrap();
        assert_eq!(back.review, Some(review()));
    }
}
