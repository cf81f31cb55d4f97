//! A lesson under way: which task is shown, how the player's last move stood, and the
//! opponent's answer waiting for the board to be still.

use crate::learn::{course, Goal, Lesson, Miss, Task, Verdict};
use draughts::{Game, Move, Variant};

/// Where the task stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TaskState {
    /// The player is to move.
    Trying,
    /// The goal is met.
    Met,
    /// The last move missed the goal: the player tries again from the task's start.
    Missed(Miss),
}

/// What the player's last move in the task did, for the words that follow it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LastMove {
    /// The square it ended on, in the rule set's notation.
    pub to: String,
    /// The pieces it took.
    pub taken: u32,
    /// The opponent's answer, in the notation.
    pub answer: Option<String>,
}

/// A lesson of a rule set's course, one task at a time.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LessonRun {
    pub variant: Variant,
    /// The lesson's place in the course.
    pub lesson: usize,
    /// The task's place in the lesson.
    pub task: usize,
    pub state: TaskState,
    /// The player's moves left for a win.
    moves_left: u8,
    /// The opponent's answer, played once the player's move has crossed the board.
    answer: Option<Move>,
    /// The player's last move in the task.
    pub last: Option<LastMove>,
}

impl LessonRun {
    /// The `lesson`th lesson (from 0, the last when past the end) of `variant`'s course, at its
    /// first task.
    pub fn open(variant: Variant, lesson: usize) -> LessonRun {
        let mut run = LessonRun {
            variant,
            lesson: lesson.min(course(variant).len() - 1),
            task: 0,
            state: TaskState::Trying,
            moves_left: 0,
            answer: None,
            last: None,
        };
        run.retry();
        run
    }

    pub fn lesson(&self) -> &'static Lesson {
        &course(self.variant)[self.lesson]
    }

    pub fn task(&self) -> &'static Task {
        &self.lesson().tasks[self.task]
    }

    /// The game the task starts from. The courses' tests check every task's game.
    pub fn start_game(&self) -> Game {
        self.task()
            .game(self.variant)
            .unwrap_or_else(|_| Game::new(self.variant))
    }

    /// The task from its start again.
    pub fn retry(&mut self) {
        self.state = TaskState::Trying;
        self.answer = None;
        self.last = None;
        self.moves_left = match self.task().goal {
            Goal::Win(moves) => moves,
            _ => 1,
        };
    }

    /// Whether the lesson's last task is met: the lesson is finished.
    pub fn finished(&self) -> bool {
        self.state == TaskState::Met && self.task + 1 == self.lesson().tasks.len()
    }

    /// Whether the course has a lesson after this one.
    pub fn has_next_lesson(&self) -> bool {
        self.lesson + 1 < course(self.variant).len()
    }

    /// On to the next task, or the next lesson's first after the last; false at the course's
    /// end.
    pub fn advance(&mut self) -> bool {
        if self.task + 1 < self.lesson().tasks.len() {
            self.task += 1;
        } else if self.has_next_lesson() {
            self.lesson += 1;
            self.task = 0;
        } else {
            return false;
        }
        self.retry();
        true
    }

    /// Judges the player's move `mv` in `game` (before it is played); the opponent's answer, if
    /// any, waits in [`LessonRun::take_answer`].
    pub fn judge(&mut self, game: &Game, mv: &Move) {
        if self.state != TaskState::Trying {
            return;
        }
        let verdict = self.task().goal.judge(game, mv, self.moves_left);
        let after = game.position().play_unchecked(mv);
        let answer = match &verdict {
            Verdict::GoOn(answer)
            | Verdict::MetAfter(answer)
            | Verdict::Missed {
                answer: Some(answer),
                ..
            } => Some(answer),
            _ => None,
        };
        self.last = Some(LastMove {
            to: self.variant.square_name(mv.to()),
            taken: mv.captured().count(),
            answer: answer.map(|a| after.move_text(a)),
        });
        match verdict {
            Verdict::Met => self.state = TaskState::Met,
            Verdict::MetAfter(answer) => {
                self.state = TaskState::Met;
                self.answer = Some(answer);
            }
            Verdict::GoOn(answer) => {
                self.moves_left -= 1;
                self.answer = Some(answer);
            }
            Verdict::Missed { miss, answer } => {
                self.state = TaskState::Missed(miss);
                self.answer = answer;
            }
        }
    }

    /// The opponent's answer to play now, once.
    pub fn take_answer(&mut self) -> Option<Move> {
        self.answer.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::squares;

    /// The move `run`'s task expects, in its start position.
    fn answer(run: &LessonRun) -> Move {
        let game = run.start_game();
        crate::rules::find_move(game.position(), &squares(run.task().answer)).unwrap()
    }

    /// The first task of `variant`'s lesson on `topic`.
    fn open(variant: Variant, topic: &str) -> LessonRun {
        let place = course(variant)
            .iter()
            .position(|l| l.topic == topic)
            .unwrap_or_else(|| panic!("{} has a lesson on {topic}", variant.name()));
        LessonRun::open(variant, place)
    }

    #[test]
    fn a_lesson_past_the_course_opens_its_last() {
        let run = LessonRun::open(Variant::Brazilian, 999);
        assert_eq!(run.lesson, course(Variant::Brazilian).len() - 1);
    }

    #[test]
    fn the_tasks_and_lessons_follow_one_another_to_the_courses_end() {
        let mut run = LessonRun::open(Variant::Spanish, 0);
        let tasks: usize = course(Variant::Spanish).iter().map(|l| l.tasks.len()).sum();
        let mut steps = 1;
        while run.advance() {
            steps += 1;
            assert_eq!(run.state, TaskState::Trying);
        }
        assert_eq!(steps, tasks);
        assert!(!run.has_next_lesson());
    }

    #[test]
    fn a_win_in_two_goes_on_with_the_opponents_longest_defence_then_is_met() {
        let mut run = open(Variant::Brazilian, "win");
        while !matches!(run.task().goal, Goal::Win(2)) {
            assert!(run.advance(), "the lesson has a win in two");
        }
        let mut game = run.start_game();
        let mv = answer(&run);
        run.judge(&game, &mv);
        assert_eq!(run.state, TaskState::Trying);
        let answer = run.take_answer().expect("the opponent answers");
        game.play(&mv).unwrap();
        game.play(&answer).unwrap();
        let finish = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| !game.position().play_unchecked(m).has_moves())
            .expect("a winning move after the defence");
        run.judge(&game, &finish);
        assert_eq!(run.state, TaskState::Met);
    }

    #[test]
    fn a_missed_goal_is_tried_again_from_the_start() {
        let mut run = open(Variant::Brazilian, "crown");
        let game = run.start_game();
        let wrong = game
            .position()
            .legal_moves()
            .into_iter()
            .find(|m| !m.promotes())
            .expect("a move that does not crown");
        run.judge(&game, &wrong);
        assert_eq!(run.state, TaskState::Missed(Miss::NotCrowned));
        run.retry();
        assert_eq!(run.state, TaskState::Trying);
        let right = answer(&run);
        run.judge(&run.start_game(), &right);
        assert_eq!(run.state, TaskState::Met);
    }
}
