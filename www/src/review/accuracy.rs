//! Accuracy, as lichess publishes it (lila's `AccuracyPercent`, lichess.org/page/accuracy): a
//! move's accuracy falls with the winning percentage it gave away, and a side's accuracy over
//! the game is the mean of a volatility-weighted mean and the harmonic mean of its moves'.

use draughts::Color;

/// A move's accuracy, 0 to 100, from the mover's winning percentages before and after it:
/// lichess's fitted curve and its one point of allowance for an imperfect analysis.
pub fn of_move(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// White's and Black's accuracy over a game, from White's winning percentage in each position,
/// the start first, `first` the side that moved first; `None` for a side without a move.
pub fn of_game(white_percents: &[f64], first: Color) -> (Option<f64>, Option<f64>) {
    let moves = white_percents.len().saturating_sub(1);
    if moves == 0 {
        return (None, None);
    }
    // A move weighs the volatility around it: the spread of the winning percentages in a
    // window of a tenth of the game (2 to 8 positions), so that a slip in a calm position
    // counts more than one in a wild one.
    let size = (moves / 10).clamp(2, 8);
    let first_window = &white_percents[..size];
    let windows = std::iter::repeat_n(first_window, size - 2).chain(white_percents.windows(size));
    let weights = windows.map(|w| deviation(w).clamp(0.5, 12.0));
    let mut by_side: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (i, (pair, weight)) in white_percents.windows(2).zip(weights).enumerate() {
        let mover = if i % 2 == 0 { first } else { first.opponent() };
        let (before, after) = match mover {
            Color::White => (pair[0], pair[1]),
            Color::Black => (100.0 - pair[0], 100.0 - pair[1]),
        };
        by_side[usize::from(mover == Color::Black)].push((of_move(before, after), weight));
    }
    let [white, black] = by_side.map(|moves| side(&moves));
    (white, black)
}

/// A side's accuracy from its moves' accuracies and weights.
fn side(moves: &[(f64, f64)]) -> Option<f64> {
    if moves.is_empty() {
        return None;
    }
    let total: f64 = moves.iter().map(|&(_, w)| w).sum();
    let weighted = moves.iter().map(|&(a, w)| a * w).sum::<f64>() / total;
    let harmonic = moves.len() as f64 / moves.iter().map(|&(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
    Some((weighted + harmonic) / 2.0)
}

/// The population standard deviation.
fn deviation(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_move_loses_accuracy_with_the_winning_percentage_it_gives_away() {
        // Worked out by hand from lichess's formula (with its +1 allowance).
        assert!(close(of_move(50.0, 40.0), 64.579_828_453_720_67));
        assert!(close(of_move(70.0, 20.0), 9.527_819_142_930_593));
        assert_eq!(of_move(60.0, 60.0), 100.0);
        assert_eq!(of_move(40.0, 55.0), 100.0);
        assert_eq!(of_move(100.0, 0.0), 0.0);
    }

    #[test]
    fn a_game_s_accuracy_weighs_each_side_s_moves_as_lichess_does() {
        // White 50 -> 40 (a slip), Black holds 40, White 40 -> 80 (a gain): White's one slip
        // in a calm window, Black's move perfect.
        let (white, black) = of_game(&[50.0, 40.0, 40.0, 80.0], Color::White);
        assert!(close(white.unwrap(), 84.030_363_642_713_95), "{white:?}");
        assert_eq!(black, Some(100.0));
        // The same percentages with Black moving first: Black's move is the gain refused.
        let (white, black) = of_game(&[50.0, 40.0, 40.0, 80.0], Color::Black);
        assert_eq!(white, Some(100.0));
        assert!(close(black.unwrap(), 34.046_248_256_035_03), "{black:?}");
        // A 39-move game (windows of 3), worked out by an independent script.
        let percents: Vec<f64> = (0..40)
            .map(|i| f64::from(50 + (i % 7) * 3 - (i % 3) * 5))
            .collect();
        let (white, black) = of_game(&percents, Color::White);
        assert!(close(white.unwrap(), 81.914_236_691_657_1), "{white:?}");
        assert!(close(black.unwrap(), 82.337_017_393_610_95), "{black:?}");
        assert_eq!(of_game(&[50.0], Color::White), (None, None));
        assert_eq!(of_game(&[50.0, 45.0], Color::White).1, None);
    }
}
