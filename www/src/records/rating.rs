//! Players' ratings: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), one
//! rating period a game, as online game sites rate.
//!
//! Glicko-2 rather than Elo because a rating here starts from nothing and most players play few
//! games: Glicko-2 carries its own uncertainty (the deviation), so a new player's rating moves
//! quickly to where the results put it and then settles, and the leaderboard can show how sure
//! each rating is. The computer's levels have fixed ratings, measured by the level ladder
//! (docs/strength.md), with the ladder's margin as their deviation; they are never updated.

use serde::{Deserialize, Serialize};

/// Glicko-2's scale: rating points per unit of its internal scale.
const SCALE: f64 = 173.7178;
/// The rating a scale of 0 means, and a new player's rating.
const CENTRE: f64 = 1500.0;
/// The system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// The volatility iteration's tolerance.
const EPSILON: f64 = 1e-6;

/// A rating with its deviation (the uncertainty, in rating points) and volatility.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

/// One game's result for the rated player: 1 a win, 0.5 a draw, 0 a loss.
pub type Score = f64;

impl Rating {
    /// A player who has not played: 1500, with the largest deviation Glicko-2 uses.
    pub const NEW: Rating = Rating {
        rating: CENTRE,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// A fixed rating known to within `margin` points (a computer level's).
    pub const fn fixed(rating: f64, margin: f64) -> Rating {
        Rating {
            rating,
            deviation: margin,
            volatility: 0.06,
        }
    }

    /// The rating after one rating period with these games: each opponent's rating and this
    /// player's score against it. With no games only the deviation grows.
    pub fn after(self, games: &[(Rating, Score)]) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let grown = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: grown * SCALE,
                ..self
            };
        }
        // The estimated variance of the rating from the games alone, and the improvement.
        let mut inverse_variance = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in games {
            let mu_j = (opponent.rating - CENTRE) / SCALE;
            let g = g(opponent.deviation / SCALE);
            let expected = expected(mu, mu_j, g);
            inverse_variance += g * g * expected * (1.0 - expected);
            sum += g * (score - expected);
        }
        let v = 1.0 / inverse_variance;
        let delta = v * sum;
        let volatility = new_volatility(self.volatility, phi, v, delta);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let new_mu = mu + new_phi * new_phi * sum;
        Rating {
            rating: new_mu * SCALE + CENTRE,
            deviation: new_phi * SCALE,
            volatility,
        }
    }

    /// The expected score against `opponent`, from 0 to 1.
    pub fn expected_against(self, opponent: Rating) -> f64 {
        let mu = (self.rating - CENTRE) / SCALE;
        let mu_j = (opponent.rating - CENTRE) / SCALE;
        expected(mu, mu_j, g(opponent.deviation / SCALE))
    }
}

/// How much an opponent's uncertainty `phi` damps what a game against it says.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g: f64) -> f64 {
    1.0 / (1.0 + (-g * (mu - mu_j)).exp())
}

/// The new volatility: the root of Glickman's function `f` by the Illinois algorithm (step 5 of
/// the paper).
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
    };
    let mut low = a;
    let mut high = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_low, mut f_high) = (f(low), f(high));
    while (high - low).abs() > EPSILON {
        let c = low + (low - high) * f_low / (f_high - f_low);
        let f_c = f(c);
        if f_c * f_high <= 0.0 {
            low = high;
            f_low = f_high;
        } else {
            f_low /= 2.0;
        }
        high = c;
        f_high = f_c;
    }
    (low / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// The worked example of Glickman's paper: 1500 (deviation 200, volatility 0.06) beats a
    /// 1400 and loses to a 1550 and a 1700.
    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            (Rating::fixed(1400.0, 30.0), 1.0),
            (Rating::fixed(1550.0, 100.0), 0.0),
            (Rating::fixed(1700.0, 300.0), 0.0),
        ]);
        assert!(close(after.rating, 1464.06, 0.01), "{after:?}");
        assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
        assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
    }

    #[test]
    fn a_new_players_rating_moves_fast_then_settles() {
        let level = Rating::fixed(1500.0, 40.0);
        let first = Rating::NEW.after(&[(level, 1.0)]);
        assert!(first.rating > 1650.0, "{first:?}");
        let mut settled = Rating::NEW;
        for _ in 0..30 {
            settled = settled.after(&[(level, 0.5)]);
        }
        let late = settled.after(&[(level, 1.0)]);
        assert!(late.rating - settled.rating < first.rating - Rating::NEW.rating);
        assert!(settled.deviation < 100.0, "{settled:?}");
    }

    #[test]
    fn wins_raise_losses_lower_and_draws_meet_the_middle() {
        let player = Rating::fixed(1600.0, 100.0);
        let weaker = Rating::fixed(1400.0, 40.0);
        assert!(player.after(&[(weaker, 1.0)]).rating > player.rating);
        assert!(player.after(&[(weaker, 0.0)]).rating < player.rating);
        // A draw against a weaker opponent is less than was expected of the stronger player.
        assert!(player.after(&[(weaker, 0.5)]).rating < player.rating);
        assert!(player.expected_against(weaker) > 0.5);
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating::fixed(1700.0, 80.0);
        let idle = player.after(&[]);
        assert_eq!(idle.rating, 1700.0);
        assert!(idle.deviation > 80.0);
    }
}
