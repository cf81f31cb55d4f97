//! A game as text (variant, start FEN, move texts) and back: what the saved game and the worker
//! messages carry, so that neither depends on the core's in-memory types.

use draughts::{Game, Position, Variant};
use std::fmt;

/// Why a game given as text could not be rebuilt.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayError {
    Fen(String),
    /// The move at `index` (0-based) is not legal where it stands.
    Move {
        index: usize,
        text: String,
        why: String,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Fen(why) => f.write_str(why),
            ReplayError::Move { index, text, why } => {
                write!(f, "move {} ({text}): {why}", index + 1)
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// Rebuilds a game: the start position, then each move played with the checked [`Game::play`].
pub fn replay(variant: Variant, fen: &str, moves: &[String]) -> Result<Game, ReplayError> {
    let start = Position::from_fen(variant, fen).map_err(|e| ReplayError::Fen(e.to_string()))?;
    let mut game = Game::from_position(start);
    for (index, text) in moves.iter().enumerate() {
        let bad = |why: String| ReplayError::Move {
            index,
            text: text.clone(),
            why,
        };
        let mv = game
            .position()
            .parse_move(text)
            .map_err(|e| bad(e.to_string()))?;
        game.play(&mv).map_err(|e| bad(e.to_string()))?;
    }
    Ok(game)
}

/// The moves of a game in the variant's notation, each written in the position it was played in.
pub fn move_texts(game: &Game) -> Vec<String> {
    game.history().map(|(pos, mv)| pos.move_text(mv)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_round_trips_through_text() {
        let mut game = Game::new(Variant::International);
        for _ in 0..12 {
            let mv = game.position().legal_moves()[0];
            game.play(&mv).unwrap();
        }
        let fen = game.start_position().to_fen();
        let again = replay(Variant::International, &fen, &move_texts(&game)).unwrap();
        assert_eq!(again.position(), game.position());
        assert_eq!(again.len(), 12);
    }

    #[test]
    fn errors_say_which_move() {
        let fen = Position::start(Variant::Brazilian).to_fen();
        let err = replay(Variant::Brazilian, &fen, &["c3-d4".into(), "c3-d4".into()]).unwrap_err();
        assert!(matches!(err, ReplayError::Move { index: 1, .. }), "{err}");
        assert!(replay(Variant::Brazilian, "nonsense", &[]).is_err());
    }
}
