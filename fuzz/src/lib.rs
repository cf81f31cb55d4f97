//! Invariants shared by the fuzz targets.

use draughts::{MoveError, NotationError, Position};

/// Checks that the text written for every legal move of `pos` resolves back to that move.
///
/// One known core problem is let through (see `full_path_inside_a_longer_path_resolves` in
/// `tests/notation.rs`): when another capture shares the move's origin and destination, its
/// full path is written, and `MoveText::resolve` reports it ambiguous if another capture's path
/// passes through the same squares.
pub fn check_move_texts(pos: &Position) {
    let moves = pos.legal_moves();
    for mv in &moves {
        let text = pos.move_text(mv);
        match pos.parse_move(&text) {
            Ok(back) => assert_eq!(back, *mv, "{} {text}", pos.to_fen()),
            Err(NotationError::Move(MoveError::Ambiguous(_)))
                if moves
                    .iter()
                    .any(|m| m != mv && m.from() == mv.from() && m.to() == mv.to()) => {}
            Err(e) => panic!("{} {text}: {e}", pos.to_fen()),
        }
    }
}
