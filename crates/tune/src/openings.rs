//! The seeded random openings games start from: `draughts match` plays each one twice with
//! the colours swapped, and `tune gen` plays its games from them, so the data comes from the
//! same spread of positions the matches judge the engine on.

use draughts::rng::SplitMix64;
use draughts::{Game, Variant};
use std::ops::RangeInclusive;

/// A game after a number of random plies in `plies` from the start (fewer if the game ends).
pub fn random(variant: Variant, plies: &RangeInclusive<u32>, rng: &mut SplitMix64) -> Game {
    let span = u64::from(plies.end() - plies.start()) + 1;
    let plies = plies.start() + rng.below(span) as u32;
    let mut game = Game::new(variant);
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len() as u64) as usize];
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_one_opening_of_a_length_in_the_range() {
        let opening = |seed| random(Variant::Brazilian, &(2..=4), &mut SplitMix64::new(seed));
        for seed in 0..20 {
            let game = opening(seed);
            assert!((2..=4).contains(&game.len()), "{}", game.len());
            assert_eq!(game.position(), opening(seed).position());
        }
    }
}
