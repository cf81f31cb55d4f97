//! Winning chances: what an engine score is worth, from 0 (lost) to 1 (won), by the scale fitted
//! to the engine's own games in each rule set ([`draughts_engine::chances`]), so that a mark
//! means the same in every rule set.

use draughts::{Color, Variant};
use draughts_worker::protocol::Eval;

/// The expected result of the side to move, from 0 to 1, when `variant`'s engine says `score`.
pub fn of_side_to_move(variant: Variant, score: Eval) -> f64 {
    match score {
        Eval::Centimen(centimen) => {
            draughts_engine::chances::expected_score(variant, f64::from(centimen))
        }
        Eval::WinIn(_) | Eval::TableWin => 1.0,
        Eval::LossIn(_) | Eval::TableLoss => 0.0,
    }
}

/// White's winning percentage, 0 to 100, when the side to move is `to_move`: the scale of
/// the evaluation graph and of the accuracy formula.
pub fn white_percent(variant: Variant, score: Eval, to_move: Color) -> f64 {
    let chance = of_side_to_move(variant, score);
    100.0
        * match to_move {
            Color::White => chance,
            Color::Black => 1.0 - chance,
        }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_is_a_chance_for_the_side_to_move_and_a_percentage_for_white() {
        let even = Eval::Centimen(0);
        assert_eq!(of_side_to_move(Variant::Russian, even), 0.5);
        assert_eq!(of_side_to_move(Variant::Russian, Eval::WinIn(7)), 1.0);
        assert_eq!(of_side_to_move(Variant::Russian, Eval::TableLoss), 0.0);
        // The formula: win% = 50 + 50 (2 / (1 + e^(-k s)) - 1), k fitted per rule set.
        let k = draughts_engine::chances::logistic_scale(Variant::English);
        let formula = 50.0 + 50.0 * (2.0 / (1.0 + (-k * 100.0f64).exp()) - 1.0);
        let ahead = Eval::Centimen(100);
        assert!((white_percent(Variant::English, ahead, Color::White) - formula).abs() < 1e-9);
        assert!(
            (white_percent(Variant::English, ahead, Color::Black) - (100.0 - formula)).abs() < 1e-9
        );
        // A man ahead in English checkers is 77.9%.
        assert!((formula - 77.9).abs() < 0.05, "{formula}");
    }
}
