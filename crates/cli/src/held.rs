//! `draughts pdn --held NODES`: how long the loser of each decided game held, by the engine's
//! judgement. Match reports say who won; this says in which phase the points went (a loss
//! that turned with 30 pieces on the board asks for other work than one that turned with 4).

use crate::clock::StdClock;
use draughts::{Color, Game};
use draughts_engine::{Engine, Level, Limits, Score};
use std::fmt;

/// A score above this (hundredths of a man, the side to move's view) still holds: less than
/// 0.8 of a man behind.
const HOLDING: i32 = -80;

/// The last position in which the loser, to move, still held.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Held {
    /// Plies played before it.
    pub ply: usize,
    /// Pieces of both sides on the board.
    pub pieces: u32,
    /// The loser's score there.
    pub score: Score,
}

/// Searches, `nodes` each, every position of `game` in which `loser` was to move with a choice
/// (a forced move says nothing of its judgement) and returns the last one that scored above
/// [`HOLDING`]; `None` when none did. The search sees the game's history, as in play.
pub fn last_held(game: &Game, loser: Color, nodes: u64) -> Option<Held> {
    let clock = StdClock::new();
    let mut engine = Engine::new(crate::common::DEFAULT_HASH_MB);
    let mut so_far = Game::from_position(*game.start_position());
    let mut held = None;
    for (ply, (position, mv)) in game.history().enumerate() {
        if position.turn() == loser && position.legal_moves().len() > 1 {
            let result = engine.search(
                &so_far,
                &Limits::nodes(nodes),
                Level::MAX,
                &clock,
                &mut |_| {},
            );
            if result.score.value() > HOLDING {
                let (white, black) = (position.count(Color::White), position.count(Color::Black));
                held = Some(Held {
                    ply,
                    pieces: white.0 + white.1 + black.0 + black.1,
                    score: result.score,
                });
            }
        }
        if so_far.play(mv).is_err() {
            break;
        }
    }
    held
}

/// Groups of pieces on the board for the summary, as (fewest, most).
const PIECE_GROUPS: [(u32, u32); 5] = [(0, 4), (5, 8), (9, 12), (13, 20), (21, 40)];

/// One player's lost games by the pieces on the board where they last held.
#[derive(Default)]
pub struct HeldSummary {
    by_pieces: [u32; PIECE_GROUPS.len()],
    never: u32,
}

impl HeldSummary {
    pub fn add(&mut self, held: Option<Held>) {
        match held {
            Some(held) => {
                let group = PIECE_GROUPS
                    .iter()
                    .position(|&(_, most)| held.pieces <= most)
                    .unwrap_or(PIECE_GROUPS.len() - 1);
                self.by_pieces[group] += 1;
            }
            None => self.never += 1,
        }
    }
}

impl fmt::Display for HeldSummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lost = self.by_pieces.iter().sum::<u32>() + self.never;
        write!(f, "lost {lost}, last held with ")?;
        for ((fewest, most), games) in PIECE_GROUPS.iter().zip(self.by_pieces) {
            write!(f, "{fewest}-{most} pieces: {games}, ")?;
        }
        write!(f, "never held: {}", self.never)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::{Position, Variant};

    fn game(variant: Variant, fen: &str, moves: &[&str]) -> Game {
        let start = Position::from_fen(variant, fen).unwrap();
        let mut game = Game::from_position(start);
        for text in moves {
            let mv = game.position().parse_move(text).unwrap();
            game.play(&mv).unwrap();
        }
        game
    }

    #[test]
    fn a_drawn_ending_holds_until_the_blunder() {
        // Two kings against one in International draughts: a draw, until Black's king steps
        // onto the diagonal of White's king on 1 and is taken.
        let moves = ["5-14", "50-45", "14-23", "1x34"];
        let played = game(Variant::International, "B:WK1,K50:BK5", &moves);
        assert!(played.outcome().is_some());
        let held = last_held(&played, Color::Black, 20_000).unwrap();
        assert_eq!(held.ply, 2);
        assert_eq!(held.pieces, 3);
        assert_eq!(held.score, Score::DRAW);
    }

    #[test]
    fn a_lost_position_never_held() {
        // A man against five: lost from the first move, in both positions Black chose in.
        let moves = ["3-8", "31-27", "8-13"];
        let played = game(Variant::International, "B:W31,32,33,34,35:B3", &moves);
        assert_eq!(last_held(&played, Color::Black, 20_000), None);
        assert!(last_held(&played, Color::White, 20_000).is_some());
    }
}
