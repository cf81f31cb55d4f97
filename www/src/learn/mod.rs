//! Lessons on the board (issue 51): each rule set's course, from moving a man to the draw rules,
//! as lessons of a few tasks. A task is a position, the moves that led to it (for the draw rules'
//! counts) and a [`Goal`] the rules core checks. The words are `learn.ftl`'s, fetched with the
//! rules pages: a lesson's title and the rule it teaches are `learn-<topic>-title` and `-rule`,
//! each of which may select on `$variant`.

pub mod courses;
pub mod goal;
pub mod link;
pub mod progress;
pub mod run;
pub mod view;

pub use goal::{Goal, Miss, Verdict};

use crate::board::input::Refusal;
use draughts::{Game, Position, Variant};

/// A lesson: what it teaches and its tasks, in order.
pub struct Lesson {
    /// The key of its words in `learn.ftl`, shared by the rule sets it applies to.
    pub topic: &'static str,
    pub tasks: &'static [Task],
}

/// One task of a lesson.
pub struct Task {
    /// The position, in the rule set's FEN. The side to move once `before` is played is the
    /// player's.
    pub fen: &'static str,
    /// Moves played from `fen` before the task begins, in the rule set's notation, separated by
    /// spaces: they make the counts and repetitions a draw rule reads.
    pub before: &'static str,
    pub goal: Goal,
    /// A move that meets the goal: its origin and every landing square, separated by spaces.
    pub answer: &'static str,
    /// A move a newcomer might try instead.
    pub wrong: Wrong,
}

/// A plausible wrong move of a task, which the tests check the page turns down as said.
pub enum Wrong {
    /// A legal move (origin and landings, separated by spaces) that misses the goal this way.
    Misses(&'static str, Miss),
    /// Clicks (a piece, then squares, separated by spaces) the board refuses for this reason.
    Refused(&'static str, Refusal),
}

/// The lessons of `variant`, in order: none for a rule set whose course is not written yet (a
/// rule set may have its course before it joins the page, [`crate::rule_sets`]).
pub fn course(variant: Variant) -> &'static [Lesson] {
    match variant {
        Variant::Brazilian => courses::brazilian::LESSONS,
        Variant::Russian => courses::russian::LESSONS,
        Variant::International => courses::international::LESSONS,
        Variant::English => courses::english::LESSONS,
        Variant::Spanish => courses::spanish::LESSONS,
        Variant::Turkish => courses::turkish::LESSONS,
        Variant::Italian => courses::italian::LESSONS,
        Variant::Czech => courses::czech::LESSONS,
        Variant::Pool => courses::pool::LESSONS,
        Variant::Thai => courses::thai::LESSONS,
        Variant::Antidraughts => courses::antidraughts::LESSONS,
        Variant::Breakthrough => courses::breakthrough::LESSONS,
    }
}

impl Lesson {
    pub fn title_id(&self) -> String {
        format!("learn-{}-title", self.topic)
    }

    /// The rule the lesson teaches, shown above its tasks.
    pub fn rule_id(&self) -> String {
        format!("learn-{}-rule", self.topic)
    }
}

impl Task {
    /// The game the task starts from: its position and the moves before.
    pub fn game(&self, variant: Variant) -> Result<Game, String> {
        let start =
            Position::from_fen(variant, self.fen).map_err(|e| format!("{}: {e}", self.fen))?;
        let mut game = Game::from_position(start);
        for text in self.before.split_whitespace() {
            let mv = game
                .position()
                .parse_move(text)
                .map_err(|e| format!("{text} after {}: {e}", self.fen))?;
            game.play(&mv).map_err(|e| format!("{text}: {e}"))?;
        }
        Ok(game)
    }
}

/// The square names of a path or of clicks written with spaces between them.
pub fn squares(path: &str) -> Vec<&str> {
    path.split_whitespace().collect()
}
