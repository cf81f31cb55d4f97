//! Learn from your mistakes: the player's own mistakes and blunders of a reviewed game, each as
//! the position before it, to find a better move in. The engine's move is right at once; another
//! move is searched at the review's budget and accepted when it gives away less than an
//! inaccuracy's 0.1 of winning chances against the engine's; after two tries that are no
//! better, the engine's move is shown.

use crate::review::chances;
use crate::review::judgement::Mark;
use crate::review::run::ReviewRun;
use draughts::{Color, Game};
use draughts_worker::protocol::Eval;

/// Tries that are no better before the engine's move is shown.
pub const TRIES: u8 = 2;

/// One of the player's mistakes.
#[derive(Clone, PartialEq, Debug)]
pub struct Mistake {
    /// The moves before it.
    pub ply: usize,
    /// The move played, and its mark.
    pub played: String,
    pub mark: Mark,
    /// The engine's line from the position, its better move first.
    pub line: Vec<String>,
    /// The player's winning chances with the engine's move, and after the move played.
    pub best_chance: f64,
    pub played_chance: f64,
}

/// Where the player is with the mistake on the board.
#[derive(Clone, PartialEq, Debug)]
pub enum Attempt {
    Trying,
    /// A move other than the engine's, searched to see what it keeps.
    Checking(String),
    /// The engine's move, or one as good.
    Solved {
        tried: String,
        engine_move: bool,
    },
    /// A move no better than the one played: taken back, the player tries again.
    NoBetter(String),
    /// The engine's move, shown after [`TRIES`] tries.
    Shown,
}

/// The walk through the player's mistakes of one reviewed game.
#[derive(Clone, PartialEq, Debug)]
pub struct MistakeRun {
    game: Game,
    pub side: Color,
    pub mistakes: Vec<Mistake>,
    /// The mistake on the board, from 0.
    pub at: usize,
    pub tries: u8,
    pub attempt: Attempt,
}

impl MistakeRun {
    /// `side`'s mistakes and blunders in a finished review, if it made any.
    pub fn new(review: &ReviewRun, side: Color) -> Option<MistakeRun> {
        let mistakes: Vec<Mistake> = review
            .judgements()
            .into_iter()
            .enumerate()
            .zip(review.game().history())
            .filter_map(|((ply, judged), (before, mv))| {
                let mark = judged.mark.filter(|&m| m >= Mark::Mistake)?;
                (judged.mover == side).then(|| Mistake {
                    ply,
                    played: before.move_text(mv),
                    mark,
                    line: judged.better,
                    best_chance: judged.before,
                    played_chance: judged.after,
                })
            })
            .collect();
        (!mistakes.is_empty()).then(|| MistakeRun {
            game: review.game().clone(),
            side,
            mistakes,
            at: 0,
            tries: 0,
            attempt: Attempt::Trying,
        })
    }

    /// The reviewed game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn mistake(&self) -> &Mistake {
        &self.mistakes[self.at]
    }

    /// The game up to the mistake on the board, for the board to show.
    pub fn position(&self) -> Game {
        let mut game = Game::from_position(*self.game.start_position());
        for mv in self.game.moves().take(self.mistake().ply) {
            if game.play_recorded(mv).is_err() {
                break;
            }
        }
        game
    }

    /// The player tried `text` in the mistake's position: the engine's move is right at once;
    /// another is to be searched, and the position after it is returned for that.
    pub fn try_move(&mut self, text: &str) -> Option<Game> {
        if !matches!(self.attempt, Attempt::Trying | Attempt::NoBetter(_)) {
            return None;
        }
        if self.mistake().line.first().map(String::as_str) == Some(text) {
            self.attempt = Attempt::Solved {
                tried: text.to_string(),
                engine_move: true,
            };
            return None;
        }
        let mut after = self.position();
        let mv = after.position().parse_move(text).ok()?;
        after.play_recorded(&mv).ok()?;
        self.attempt = Attempt::Checking(text.to_string());
        Some(after)
    }

    /// The search of the position after the move tried (the opponent to move) said `score`.
    pub fn answer(&mut self, score: Eval) {
        let Attempt::Checking(tried) = &self.attempt else {
            return;
        };
        let tried = tried.clone();
        let kept = 1.0 - chances::of_side_to_move(self.game.variant(), score);
        let lost = 2.0 * (self.mistake().best_chance - kept);
        self.attempt = if Mark::of_loss(lost).is_none() {
            Attempt::Solved {
                tried,
                engine_move: false,
            }
        } else {
            self.tries += 1;
            if self.tries >= TRIES {
                Attempt::Shown
            } else {
                Attempt::NoBetter(tried)
            }
        };
    }

    pub fn is_last(&self) -> bool {
        self.at + 1 == self.mistakes.len()
    }

    /// On to the next mistake; false after the last.
    pub fn advance(&mut self) -> bool {
        if self.is_last() {
            return false;
        }
        self.at += 1;
        self.tries = 0;
        self.attempt = Attempt::Trying;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::fixtures::{at, blunder_game, BLUNDER_FEN};
    use crate::review::GameReview;
    use draughts::Variant;

    /// The blunder game, reviewed.
    fn reviewed() -> ReviewRun {
        let game = blunder_game();
        let review = GameReview {
            nodes: 1,
            positions: vec![
                at(Eval::Centimen(160), &["a1-b2", "h8-g7"]),
                at(Eval::Centimen(160), &[]),
                at(Eval::Centimen(-160), &[]),
            ],
        };
        ReviewRun::finished(game, review).unwrap()
    }

    #[test]
    fn the_player_s_mistakes_only_each_from_the_position_before_it() {
        let run = MistakeRun::new(&reviewed(), Color::White).unwrap();
        assert_eq!(run.mistakes.len(), 1);
        let mistake = run.mistake();
        assert_eq!((mistake.ply, mistake.played.as_str()), (0, "d4-e5"));
        assert_eq!(mistake.mark, Mark::Blunder);
        let start = draughts::Position::from_fen(Variant::Russian, BLUNDER_FEN);
        assert_eq!(Ok(*run.position().position()), start);
        assert!(
            MistakeRun::new(&reviewed(), Color::Black).is_none(),
            "Black made none"
        );
        assert!(run.is_last());
    }

    #[test]
    fn the_engine_s_move_is_right_another_is_searched_and_two_tries_show_the_answer() {
        let mut run = MistakeRun::new(&reviewed(), Color::White).unwrap();
        assert_eq!(run.try_move("a1-b2"), None);
        assert_eq!(
            run.attempt,
            Attempt::Solved {
                tried: "a1-b2".into(),
                engine_move: true
            }
        );
        // Another move as good as the engine's (Black to move, a little behind).
        let mut run = MistakeRun::new(&reviewed(), Color::White).unwrap();
        let after = run.try_move("c1-d2").expect("searched");
        assert_eq!(after.len(), 1);
        run.answer(Eval::Centimen(-150));
        assert!(matches!(
            run.attempt,
            Attempt::Solved {
                engine_move: false,
                ..
            }
        ));
        // Two moves no better: the engine's move is shown.
        let mut run = MistakeRun::new(&reviewed(), Color::White).unwrap();
        run.try_move("d4-c5");
        run.answer(Eval::Centimen(200));
        assert_eq!(run.attempt, Attempt::NoBetter("d4-c5".into()));
        assert!(run.try_move("g3-h4").is_some(), "tried again");
        run.answer(Eval::WinIn(9));
        assert_eq!(run.attempt, Attempt::Shown);
        assert!(!run.advance());
        // A move that is not legal is no try.
        let mut run = MistakeRun::new(&reviewed(), Color::White).unwrap();
        assert_eq!(run.try_move("a1-a2"), None);
        assert_eq!(run.attempt, Attempt::Trying);
    }
}
