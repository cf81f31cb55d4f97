//! Each move judged by the winning chance it gave away, with lichess's thresholds: on the -1..1
//! scale of winning chances (twice the expected result, less one), a loss of 0.1 is an
//! inaccuracy, 0.2 a mistake and 0.3 a blunder. A move that was the engine's own choice is
//! never marked: what it loses is the search's noise.

use crate::review::chances;
use crate::review::GameReview;
use draughts::{Color, Game};

/// How bad a move was.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark a loss of `lost` winning chances on the -1..1 scale earns.
    pub fn of_loss(lost: f64) -> Option<Mark> {
        match lost {
            l if l >= 0.3 => Some(Mark::Blunder),
            l if l >= 0.2 => Some(Mark::Mistake),
            l if l >= 0.1 => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// The move's annotation as players write it: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The name tests and styles use.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// One move of a reviewed game.
#[derive(Clone, PartialEq, Debug)]
pub struct MoveJudgement {
    pub mover: Color,
    /// The mover's winning chances before and after the move, 0 to 1.
    pub before: f64,
    pub after: f64,
    pub mark: Option<Mark>,
    /// The engine's line from the position before the move, its better move first, where the
    /// move played was another.
    pub better: Vec<String>,
}

/// White's winning percentage in each position of the reviewed game, its start first.
pub fn white_percents(game: &Game, review: &GameReview) -> Vec<f64> {
    let variant = game.variant();
    let turns = game
        .history()
        .map(|(before, _)| before.turn())
        .chain([game.position().turn()]);
    review
        .positions
        .iter()
        .zip(turns)
        .map(|(p, turn)| chances::white_percent(variant, p.score, turn))
        .collect()
}

/// Every move of `game` judged by `review` (one position more than the game has moves).
pub fn judge(game: &Game, review: &GameReview) -> Vec<MoveJudgement> {
    let variant = game.variant();
    game.history()
        .zip(review.positions.windows(2))
        .map(|((before, mv), pair)| {
            let chance_before = chances::of_side_to_move(variant, pair[0].score);
            let chance_after = 1.0 - chances::of_side_to_move(variant, pair[1].score);
            let played = before.move_text(mv);
            let better = match pair[0].line.first() {
                Some(best) if *best != played => pair[0].line.clone(),
                _ => Vec::new(),
            };
            let lost = 2.0 * (chance_before - chance_after);
            MoveJudgement {
                mover: before.turn(),
                before: chance_before,
                after: chance_after,
                mark: Mark::of_loss(lost).filter(|_| !better.is_empty()),
                better,
            }
        })
        .collect()
}

/// How many moves of `side` earned `mark`.
pub fn count(judgements: &[MoveJudgement], side: Color, mark: Mark) -> usize {
    judgements
        .iter()
        .filter(|j| j.mover == side && j.mark == Some(mark))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::PositionReview;
    use draughts::Variant;
    use draughts_worker::protocol::Eval;
    use draughts_worker::replay;

    fn at(score: Eval, line: &[&str]) -> PositionReview {
        PositionReview {
            score,
            line: line.iter().map(|m| m.to_string()).collect(),
        }
    }

    #[test]
    fn the_thresholds_are_lichess_s() {
        assert_eq!(Mark::of_loss(0.09), None);
        assert_eq!(Mark::of_loss(0.1), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_loss(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::of_loss(0.3), Some(Mark::Blunder));
        assert_eq!(Mark::ALL.map(Mark::glyph), ["?!", "?", "??"]);
    }

    /// A hand-made Russian game: White's third move hangs a man for nothing.
    #[test]
    fn a_known_blunder_is_marked_with_the_better_line_and_the_engine_s_own_moves_are_not() {
        let variant = Variant::Russian;
        let start = draughts::Position::start(variant).to_fen();
        let game = replay::replay(
            variant,
            &start,
            &["c3-d4", "f6-g5", "d4-e5"].map(String::from),
        )
        .unwrap();
        let review = GameReview {
            nodes: 1,
            positions: vec![
                at(Eval::Centimen(5), &[]),          // c3-d4 was the engine's move
                at(Eval::Centimen(-10), &["b6-a5"]), // Black's f6-g5: a small slip
                at(Eval::Centimen(40), &["g3-h4"]),  // White's d4-e5 hangs a man
                at(Eval::Centimen(120), &["d6xf4"]),
            ],
        };
        let judged = judge(&game, &review);
        assert_eq!(judged.len(), 3);
        assert_eq!(judged[0].mark, None);
        assert!(judged[0].better.is_empty());
        assert_eq!(judged[0].mover, Color::White);
        // Black: -10 -> -40 is 0.08 on the -1..1 scale at Russian's k: no mark, a line shown.
        assert_eq!((judged[1].mover, judged[1].mark), (Color::Black, None));
        assert_eq!(judged[1].better, ["b6-a5"]);
        // White: +40 -> -120 is a loss of 0.44: a blunder.
        assert_eq!(judged[2].mark, Some(Mark::Blunder));
        assert_eq!(judged[2].better, ["g3-h4"]);
        assert!(judged[2].before > 0.5 && judged[2].after < 0.5);
        assert_eq!(count(&judged, Color::White, Mark::Blunder), 1);
        assert_eq!(count(&judged, Color::Black, Mark::Blunder), 0);
        let percents = white_percents(&game, &review);
        assert_eq!(percents.len(), 4);
        assert!(percents[2] > 50.0 && percents[3] < 50.0, "{percents:?}");
    }
}
