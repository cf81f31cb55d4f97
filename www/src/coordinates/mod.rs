//! The coordinates trainer (issue 51): the board's squares learnt by name in every rule set's
//! notation (algebraic a1-h8, numbered 1-32 or 1-50, the Spanish board's turned numbering),
//! 30 seconds a round, either clicking the square named or naming the square marked among four.
//! The best score of each rule set and drill is kept with the preferences.

pub mod view;

use draughts::{Square, Variant};

/// A round's length.
pub const ROUND_MS: f64 = 30_000.0;

/// How many names the player chooses among when naming a square.
pub const CHOICES: usize = 4;

/// What the player does in a round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Drill {
    /// Click the square named.
    Find,
    /// Name the square marked, among [`CHOICES`] names.
    Name,
}

impl Drill {
    pub const ALL: [Drill; 2] = [Drill::Find, Drill::Name];

    pub fn name(self) -> &'static str {
        match self {
            Drill::Find => "find",
            Drill::Name => "name",
        }
    }

    pub fn from_name(name: &str) -> Option<Drill> {
        Drill::ALL.into_iter().find(|d| d.name() == name)
    }
}

/// The key of a rule set's and a drill's best score in the preferences.
pub fn best_key(variant: Variant, drill: Drill) -> String {
    format!("{}-{}", variant.name(), drill.name())
}

/// How an answer went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Answer {
    Right,
    /// The square the player clicked or named, which was not the one asked.
    Wrong(Square),
    /// The round had ended: nothing counted.
    Late,
}

/// One round under way (or just ended).
#[derive(Clone, Debug)]
pub struct Round {
    pub variant: Variant,
    pub drill: Drill,
    /// The square to click, or the one marked to name.
    pub target: Square,
    /// Naming: the squares whose names are offered, the target's among them.
    pub choices: Vec<Square>,
    pub right: u32,
    pub wrong: u32,
    started_ms: f64,
    random: u64,
}

impl Round {
    /// A round starting at `now_ms`; `seed` makes its squares.
    pub fn start(variant: Variant, drill: Drill, now_ms: f64, seed: u64) -> Round {
        let mut round = Round {
            variant,
            drill,
            target: variant
                .board()
                .squares
                .into_iter()
                .next()
                .expect("a board has squares"),
            choices: Vec::new(),
            right: 0,
            wrong: 0,
            started_ms: now_ms,
            // xorshift's state may not be zero.
            random: seed | 1,
        };
        round.next();
        round
    }

    /// The time left at `now_ms`, in milliseconds, down to zero.
    pub fn left_ms(&self, now_ms: f64) -> f64 {
        (ROUND_MS - (now_ms - self.started_ms)).max(0.0)
    }

    pub fn is_over(&self, now_ms: f64) -> bool {
        self.left_ms(now_ms) == 0.0
    }

    /// The player clicked (finding) or chose (naming) `square` at `now_ms`: counted, and the
    /// next square asked.
    pub fn answer(&mut self, square: Square, now_ms: f64) -> Answer {
        if self.is_over(now_ms) {
            return Answer::Late;
        }
        let answer = if square == self.target {
            self.right += 1;
            Answer::Right
        } else {
            self.wrong += 1;
            Answer::Wrong(square)
        };
        self.next();
        answer
    }

    /// A random number below `n`.
    fn below(&mut self, n: usize) -> usize {
        let mut x = self.random;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.random = x;
        (x % n as u64) as usize
    }

    /// Asks another square than the last, and for naming offers it among others.
    fn next(&mut self) {
        let squares: Vec<Square> = self.variant.board().squares.into_iter().collect();
        let previous = self.target;
        loop {
            self.target = squares[self.below(squares.len())];
            if self.target != previous {
                break;
            }
        }
        self.choices.clear();
        if self.drill == Drill::Name {
            self.choices.push(self.target);
            while self.choices.len() < CHOICES {
                let other = squares[self.below(squares.len())];
                if !self.choices.contains(&other) {
                    self.choices.push(other);
                }
            }
            let at = self.below(CHOICES);
            self.choices.swap(0, at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_counts_right_and_wrong_answers_for_thirty_seconds() {
        let mut round = Round::start(Variant::Brazilian, Drill::Find, 1_000.0, 42);
        let first = round.target;
        assert_eq!(round.answer(first, 2_000.0), Answer::Right);
        assert_ne!(round.target, first, "another square asked");
        let wrong = Variant::Brazilian
            .board()
            .squares
            .into_iter()
            .find(|&sq| sq != round.target)
            .unwrap();
        assert_eq!(round.answer(wrong, 3_000.0), Answer::Wrong(wrong));
        assert_eq!((round.right, round.wrong), (1, 1));
        assert_eq!(round.left_ms(21_000.0), 10_000.0);
        assert!(!round.is_over(30_999.0));
        let target = round.target;
        assert_eq!(round.answer(target, 31_000.0), Answer::Late, "time is up");
        assert_eq!((round.right, round.wrong), (1, 1), "nothing counted late");
    }

    #[test]
    fn every_board_asks_its_playable_squares_and_naming_offers_four_names() {
        for variant in Variant::ALL {
            let squares = variant.board().squares;
            let mut round = Round::start(variant, Drill::Name, 0.0, 7);
            let mut seen = std::collections::HashSet::new();
            for _ in 0..2000 {
                assert!(squares.contains(round.target), "{variant:?}");
                assert_eq!(round.choices.len(), CHOICES);
                assert!(round.choices.contains(&round.target));
                let names: std::collections::HashSet<String> = round
                    .choices
                    .iter()
                    .map(|&sq| variant.square_name(sq))
                    .collect();
                assert_eq!(names.len(), CHOICES, "four different names");
                seen.insert(round.target);
                let target = round.target;
                round.answer(target, 1.0);
            }
            // Every square comes up (32, 50 or Turkish's 64), none twice in a row.
            assert_eq!(seen.len() as u32, squares.count(), "{variant:?}");
        }
        assert!(Round::start(Variant::English, Drill::Find, 0.0, 1)
            .choices
            .is_empty());
    }

    #[test]
    fn best_scores_are_kept_by_rule_set_and_drill() {
        assert_eq!(
            best_key(Variant::International, Drill::Name),
            "international-name"
        );
        for drill in Drill::ALL {
            assert_eq!(Drill::from_name(drill.name()), Some(drill));
        }
        assert_eq!(Drill::from_name("other"), None);
    }
}
