//! The computer's level ratings: what each level of [`LEVEL_TABLE`](crate::LEVEL_TABLE) is
//! worth in each variant, measured by the level ladder, so that the page can rate its players
//! against the levels they play.
//!
//! Measured on 2026-12-06 (build 4b44634; Czech, Pool and Thai on 2026-12-07, build bd2bc7d): in each
//! variant each level played the next 100 games
//! (colours swapped, seeded openings) at its share of 1,200,000 nodes a move (its
//! `time_percent`, as it takes its share of the page's time: about 100 ms of native search):
//!
//! ```sh
//! # the node budgets of levels 1 to 8: 60000 120000 180000 300000 420000 600000 840000 1200000
//! draughts match --variant V --games 100 --first level=K,nodes=N_K \
//!     --second level=K+1,nodes=N_K+1 --seed 11
//! ```
//!
//! Level 1 is anchored at 1000; each level adds the Elo difference its match measured, and the
//! 95% margins add in quadrature. A match won 100-0 only bounds its difference: it counts at
//! that bound (a score of at most 3 in 100: +604, International level 3 over 2) with a margin of
//! 316. Every match:
//! docs/strength.md#the-level-ladder.

use crate::Level;
use draughts::Variant;

/// A level's rating in one variant, in Elo points, and the 95% margin the ladder leaves on it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LevelRating {
    pub rating: u16,
    pub margin: u16,
}

const fn r(rating: u16, margin: u16) -> LevelRating {
    LevelRating { rating, margin }
}

/// Levels 1 to 8, by variant in the order of [`Variant::ALL`] (those the ladder has rated).
const LADDER: [[LevelRating; 8]; 9] = [
    // Brazilian
    [
        r(1000, 0),
        r(1363, 97),
        r(1755, 142),
        r(1919, 155),
        r(2066, 167),
        r(2147, 174),
        r(2243, 181),
        r(2434, 192),
    ],
    // Russian
    [
        r(1000, 0),
        r(1282, 88),
        r(1760, 171),
        r(1920, 183),
        r(2076, 193),
        r(2157, 201),
        r(2265, 208),
        r(2500, 219),
    ],
    // International
    [
        r(1000, 0),
        r(1235, 72),
        r(1839, 324),
        r(2185, 334),
        r(2431, 342),
        r(2578, 347),
        r(2764, 351),
        r(3200, 366),
    ],
    // English
    [
        r(1000, 0),
        r(1494, 130),
        r(1957, 180),
        r(2245, 199),
        r(2491, 212),
        r(2626, 221),
        r(2790, 229),
        r(3105, 241),
    ],
    // Spanish
    [
        r(1000, 0),
        r(1315, 81),
        r(1793, 156),
        r(2062, 173),
        r(2248, 184),
        r(2322, 191),
        r(2469, 198),
        r(2799, 209),
    ],
    // Turkish
    [
        r(1000, 0),
        r(1308, 88),
        r(1944, 362),
        r(2059, 368),
        r(2241, 376),
        r(2392, 381),
        r(2597, 388),
        r(2927, 398),
    ],
    // Czech (2026-12-07, build bd2bc7d)
    [
        r(1000, 0),
        r(1263, 70),
        r(1794, 193),
        r(1994, 205),
        r(2199, 215),
        r(2334, 224),
        r(2502, 231),
        r(2965, 253),
    ],
    // Pool (2026-12-07, build bd2bc7d)
    [
        r(1000, 0),
        r(1295, 95),
        r(1633, 136),
        r(1784, 151),
        r(1919, 164),
        r(2027, 174),
        r(2154, 183),
        r(2508, 209),
    ],
    // Thai (2026-12-07, build bd2bc7d)
    [
        r(1000, 0),
        r(1275, 80),
        r(1677, 149),
        r(1902, 171),
        r(2088, 187),
        r(2203, 199),
        r(2385, 212),
        r(3112, 370),
    ],
];

impl Level {
    /// This level's rating in `variant`; `None` where the ladder has not been run (Italian,
    /// Antidraughts; Breakthrough's level 1 beat its level 2, 75% over 100 games, so its
    /// levels need another look first): games against those levels count for no rating.
    pub const fn rating(self, variant: Variant) -> Option<LevelRating> {
        let row = match variant {
            Variant::Brazilian => 0,
            Variant::Russian => 1,
            Variant::International => 2,
            Variant::English => 3,
            Variant::Spanish => 4,
            Variant::Turkish => 5,
            Variant::Czech => 6,
            Variant::Pool => 7,
            Variant::Thai => 8,
            Variant::Italian | Variant::Antidraughts | Variant::Breakthrough => return None,
        };
        Some(LADDER[row][self.number() as usize - 1])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_is_rated_above_the_one_below_it_in_every_variant() {
        for variant in Variant::ALL {
            let Some(ratings) = Level::all()
                .map(|l| l.rating(variant))
                .collect::<Option<Vec<_>>>()
            else {
                assert!(
                    Level::all().all(|l| l.rating(variant).is_none()),
                    "{variant}"
                );
                continue;
            };
            assert_eq!(ratings[0], r(1000, 0), "{variant}");
            for pair in ratings.windows(2) {
                assert!(pair[1].rating > pair[0].rating, "{variant}: {pair:?}");
                assert!(pair[1].margin >= pair[0].margin, "{variant}: {pair:?}");
            }
        }
    }
}
