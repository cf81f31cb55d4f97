//! What a score means: the expected result of the side it favours. A score of `s` hundredths of
//! a man is an expected `1 / (1 + e^(-k s))`, `k` the logistic scale fitted to the engine's own
//! games in each rule set (`draughts tune scale`, docs/tuning.md), so that the same chances read
//! the same in every rule set: a man ahead is worth far more in English checkers than in
//! Spanish or Turkish draughts.

use draughts::Variant;

/// The logistic scale of `variant`'s scores, per hundredth of a man: 2,000 self-play games at
/// 4,000 nodes a move, their positions searched at 4,000 nodes (2026-12-07; Italian, Czech,
/// Thai, Antidraughts and Breakthrough searched again with their fitted weights). Antidraughts'
/// evaluation is mostly its pieces' mobility, not material: a hundredth of a man there says
/// little.
pub fn logistic_scale(variant: Variant) -> f64 {
    match variant {
        Variant::Brazilian => 0.005710,
        Variant::Russian => 0.005685,
        Variant::International => 0.007053,
        Variant::English => 0.012578,
        Variant::Spanish => 0.003912,
        Variant::Turkish => 0.004056,
        Variant::Italian => 0.007380,
        Variant::Czech => 0.006238,
        Variant::Pool => 0.007564,
        Variant::Thai => 0.014761,
        Variant::Antidraughts => 0.000643,
        Variant::Breakthrough => 0.014095,
    }
}

/// The expected result, from 0 (a loss) to 1 (a win), of the side a `variant` evaluation of
/// `centimen` hundredths of a man is for.
pub fn expected_score(variant: Variant, centimen: f64) -> f64 {
    1.0 / (1.0 + (-logistic_scale(variant) * centimen).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_score_is_even_chances_and_a_lead_is_worth_what_its_games_say() {
        for variant in Variant::ALL {
            assert_eq!(expected_score(variant, 0.0), 0.5);
            let ahead = expected_score(variant, 100.0);
            assert!(ahead > 0.5 && ahead < 0.85, "{}: {ahead}", variant.name());
            let behind = expected_score(variant, -100.0);
            assert!((ahead + behind - 1.0).abs() < 1e-12, "symmetric");
        }
        // A man ahead: 77.9% in English checkers, 59.7% in Spanish draughts.
        assert!((expected_score(Variant::English, 100.0) - 0.779).abs() < 0.001);
        assert!((expected_score(Variant::Spanish, 100.0) - 0.597).abs() < 0.001);
    }
}
