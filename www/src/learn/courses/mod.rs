//! The courses, one file a rule set. The tests below check every task against the rules core:
//! its game can be set up, the expected move meets the goal (a win in two really needs two
//! moves), and the wrong move a newcomer might try is turned down as the task says.

pub mod antidraughts;
pub mod brazilian;
pub mod breakthrough;
pub mod czech;
pub mod draughts64;
pub mod english;
pub mod international;
pub mod italian;
pub mod pool;
pub mod russian;
pub mod spanish;
pub mod thai;
pub mod turkish;

#[cfg(test)]
mod tests {
    use crate::board::input::{Click, Input};
    use crate::learn::goal::wins;
    use crate::learn::{course, squares, Goal, Task, Verdict, Wrong};
    use crate::rules::find_move;
    use draughts::Variant;

    /// The rule sets that have a course: every one on the page, and those whose course is
    /// written before they join it.
    fn with_course() -> impl Iterator<Item = Variant> {
        Variant::ALL.into_iter().filter(|v| !course(*v).is_empty())
    }

    #[test]
    fn every_rule_set_on_the_page_has_a_course() {
        for variant in crate::rule_sets::ON_PAGE {
            assert!(!course(variant).is_empty(), "{}", variant.name());
        }
    }

    /// What is wrong with `task`, if anything.
    fn check(variant: Variant, task: &Task) -> Result<(), String> {
        let game = task.game(variant)?;
        if game.outcome().is_some() {
            return Err("the game is over before the task".into());
        }
        let pos = game.position();
        let moves = match task.goal {
            Goal::Win(moves) => moves,
            _ => 1,
        };
        let answer = find_move(pos, &squares(task.answer))?;
        match task.goal.judge(&game, &answer, moves) {
            Verdict::Met | Verdict::MetAfter(_) | Verdict::GoOn(_) => {}
            missed => return Err(format!("the answer misses: {missed:?}")),
        }
        if let Goal::Win(moves) = task.goal {
            if !wins(pos, moves) || wins(pos, moves - 1) {
                return Err(format!("not a win in exactly {moves}"));
            }
        }
        match &task.wrong {
            Wrong::Misses(path, miss) => {
                let mv = find_move(pos, &squares(path))?;
                match task.goal.judge(&game, &mv, moves) {
                    Verdict::Missed { miss: m, .. } if m == *miss => Ok(()),
                    other => Err(format!("the wrong move {path:?}: {other:?}, not {miss:?}")),
                }
            }
            Wrong::Refused(clicks, refusal) => {
                let mut input = Input::default();
                let clicks = squares(clicks);
                for (i, name) in clicks.iter().enumerate() {
                    let sq = variant
                        .parse_square(name)
                        .ok_or_else(|| format!("{name} is not a square"))?;
                    let click = input.click(pos, Some(sq));
                    let last = i + 1 == clicks.len();
                    match click {
                        Click::Refused(r) if last && r == *refusal => return Ok(()),
                        Click::Selected(_) | Click::Stepped(_) if !last => {}
                        other => return Err(format!("clicking {clicks:?}: {other:?} at {name}")),
                    }
                }
                Err(format!("clicking {clicks:?} refused nothing"))
            }
        }
    }

    #[test]
    fn every_task_of_every_course_is_checked_by_the_rules() {
        let mut errors = Vec::new();
        for variant in with_course() {
            for lesson in course(variant) {
                for (n, task) in lesson.tasks.iter().enumerate() {
                    if let Err(why) = check(variant, task) {
                        errors.push(format!(
                            "{} {} task {} ({}): {why}",
                            variant.name(),
                            lesson.topic,
                            n + 1,
                            task.fen
                        ));
                    }
                }
            }
        }
        assert!(errors.is_empty(), "{}", errors.join("\n"));
    }

    #[test]
    fn every_course_has_eight_lessons_or_more_of_three_to_six_tasks() {
        for variant in with_course() {
            let lessons = course(variant);
            assert!(
                lessons.len() >= 8,
                "{} has {}",
                variant.name(),
                lessons.len()
            );
            for lesson in lessons {
                let n = lesson.tasks.len();
                assert!(
                    (3..=6).contains(&n),
                    "{} {}: {n}",
                    variant.name(),
                    lesson.topic
                );
            }
        }
    }
}
