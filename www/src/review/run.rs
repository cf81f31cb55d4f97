//! A review under way: which position the worker is asked about next, what it answered, and
//! how far it has come. The page asks for one position at a time, so that a review shows its
//! progress, leaves the page free, and stops the moment the player cancels.

use crate::review::judgement::{self, MoveJudgement};
use crate::review::{GameReview, PositionReview, REVIEW_NODES};
use draughts::{DrawReason, Game, Outcome, WinReason};
use draughts_worker::protocol::Eval;

/// How much of the engine's line a review keeps: the better move and what it leads to, as far
/// as a player reads it.
const KEPT_LINE: usize = 6;

/// The review of one game, under way or finished.
#[derive(Clone, PartialEq, Debug)]
pub struct ReviewRun {
    game: Game,
    nodes: u64,
    /// The positions reviewed so far, from the game's start.
    positions: Vec<PositionReview>,
}

impl ReviewRun {
    /// A review of `game` from its start, at [`REVIEW_NODES`] a position.
    pub fn new(game: Game) -> ReviewRun {
        ReviewRun {
            game,
            nodes: REVIEW_NODES,
            positions: Vec::new(),
        }
    }

    /// A finished review kept with the game, if it is one of this game (a position each).
    pub fn finished(game: Game, review: GameReview) -> Option<ReviewRun> {
        (review.positions.len() == game.len() + 1).then_some(ReviewRun {
            game,
            nodes: review.nodes,
            positions: review.positions,
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Nodes searched a position.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Positions reviewed and to review in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.positions.len(), self.game.len() + 1)
    }

    pub fn is_complete(&self) -> bool {
        self.positions.len() == self.game.len() + 1
    }

    /// The game up to the next position the engine must be asked about, after filling in the
    /// positions whose score the rules already give (the end of a game won by leaving no move,
    /// or drawn by a rule); `None` once every position is reviewed.
    pub fn next_position(&mut self) -> Option<Game> {
        while !self.is_complete() {
            let ply = self.positions.len();
            if let Some(score) = self.known_score(ply) {
                self.positions.push(PositionReview {
                    score,
                    line: Vec::new(),
                });
                continue;
            }
            let mut game = Game::from_position(*self.game.start_position());
            for mv in self.game.moves().take(ply) {
                game.play_recorded(mv).ok()?;
            }
            return Some(game);
        }
        None
    }

    /// The score of the position after `ply` moves when the game ended there by the rules.
    fn known_score(&self, ply: usize) -> Option<Eval> {
        if ply < self.game.len() {
            return None;
        }
        match self.game.outcome()? {
            Outcome::Win {
                reason: WinReason::NoMoves,
                ..
            } => Some(Eval::LossIn(0)),
            Outcome::Draw(reason) if reason != DrawReason::Agreement => Some(Eval::Centimen(0)),
            _ => None,
        }
    }

    /// The engine's answer about the position [`ReviewRun::next_position`] asked for: its score, and its
    /// line, kept only where the move played was another.
    pub fn answer(&mut self, score: Eval, mut line: Vec<String>) {
        let ply = self.positions.len();
        if ply > self.game.len() {
            return;
        }
        let played = self
            .game
            .history()
            .nth(ply)
            .map(|(before, mv)| before.move_text(mv));
        if played.is_none() || line.first() == played.as_ref() {
            line.clear();
        }
        line.truncate(KEPT_LINE);
        self.positions.push(PositionReview { score, line });
        if self.is_complete() {
            self.settle_forced();
        }
    }

    /// A position with a single legal move is worth what the position after it is: the engine
    /// answers such a position at once, from a shallow look, and a sacrifice answered by a
    /// forced capture would otherwise read as a blunder. From the end back, so that forced
    /// sequences settle whole.
    fn settle_forced(&mut self) {
        let forced: Vec<bool> = self
            .game
            .history()
            .map(|(before, _)| before.legal_moves().len() == 1)
            .collect();
        for ply in (0..forced.len()).rev().filter(|&ply| forced[ply]) {
            self.positions[ply].score = from_the_other_side(self.positions[ply + 1].score);
        }
    }

    /// The finished review, to keep with the game.
    pub fn review(&self) -> Option<GameReview> {
        self.is_complete().then(|| GameReview {
            nodes: self.nodes,
            positions: self.positions.clone(),
        })
    }

    /// Every move judged, once the review is finished.
    pub fn judgements(&self) -> Vec<MoveJudgement> {
        self.review()
            .map(|review| judgement::judge(&self.game, &review))
            .unwrap_or_default()
    }

    /// White's winning percentage in each position reviewed so far.
    pub fn white_percents(&self) -> Vec<f64> {
        let review = GameReview {
            nodes: self.nodes,
            positions: self.positions.clone(),
        };
        judgement::white_percents(&self.game, &review)
    }
}

/// A score of the position after the only move, from the side to move before it.
fn from_the_other_side(score: Eval) -> Eval {
    match score {
        Eval::Centimen(c) => Eval::Centimen(-c),
        Eval::WinIn(plies) => Eval::LossIn(plies + 1),
        Eval::LossIn(plies) => Eval::WinIn(plies + 1),
        Eval::TableWin => Eval::TableLoss,
        Eval::TableLoss => Eval::TableWin,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;
    use draughts_worker::replay;

    fn russian(moves: &[&str]) -> Game {
        let start = draughts::Position::start(Variant::Russian).to_fen();
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        replay::replay(Variant::Russian, &start, &moves).unwrap()
    }

    #[test]
    fn a_review_asks_for_each_position_in_turn_and_keeps_lines_only_where_the_move_differs() {
        let game = russian(&["c3-d4", "f6-g5"]);
        let mut run = ReviewRun::new(game.clone());
        assert_eq!(run.progress(), (0, 3));
        assert_eq!(run.next_position().map(|g| g.len()), Some(0));
        run.answer(Eval::Centimen(3), vec!["c3-d4".into(), "f6-g5".into()]);
        assert_eq!(run.next_position().map(|g| g.len()), Some(1));
        run.answer(Eval::Centimen(-3), vec!["b6-a5".into()]);
        let last = run.next_position().unwrap();
        assert_eq!(last.position(), game.position());
        assert!(run.review().is_none());
        run.answer(Eval::Centimen(8), vec!["g3-h4".into()]);
        assert_eq!(run.next_position(), None);
        assert_eq!(run.progress(), (3, 3));
        let review = run.review().unwrap();
        assert_eq!(review.nodes, REVIEW_NODES);
        let lines: Vec<usize> = review.positions.iter().map(|p| p.line.len()).collect();
        assert_eq!(
            lines,
            [0, 1, 0],
            "the engine's own move and the end keep no line"
        );
        assert_eq!(run.judgements().len(), 2);
        let kept = ReviewRun::finished(game.clone(), review.clone()).unwrap();
        assert!(kept.is_complete());
        assert_eq!(ReviewRun::finished(russian(&["c3-d4"]), review), None);
    }

    #[test]
    fn a_forced_move_s_position_is_worth_the_position_after_it() {
        // d4-e5 leaves Black one move, the capture f6:d4; the shallow answer about that
        // position gives way to the search of the next.
        let mut run = ReviewRun::new(crate::review::fixtures::blunder_game());
        for score in [Eval::Centimen(160), Eval::Centimen(20), Eval::WinIn(9)] {
            run.next_position();
            run.answer(score, Vec::new());
        }
        let scores: Vec<Eval> = run
            .review()
            .unwrap()
            .positions
            .iter()
            .map(|p| p.score)
            .collect();
        assert_eq!(
            scores,
            [Eval::Centimen(160), Eval::LossIn(10), Eval::WinIn(9)]
        );
        assert_eq!(from_the_other_side(Eval::Centimen(-35)), Eval::Centimen(35));
        assert_eq!(from_the_other_side(Eval::TableLoss), Eval::TableWin);
    }

    #[test]
    fn a_game_ended_by_the_rules_is_not_asked_about_its_last_position() {
        // White to move with nothing left: lost there.
        let lost =
            Game::from_position(draughts::Position::from_fen(Variant::Russian, "W:W:Bc3").unwrap());
        let mut run = ReviewRun::new(lost);
        assert_eq!(run.next_position(), None);
        assert_eq!(run.review().unwrap().positions[0].score, Eval::LossIn(0));
        // Resigned: the last position is searched like any other.
        let mut resigned = russian(&["c3-d4"]);
        resigned.resign(draughts::Color::Black).unwrap();
        let mut run = ReviewRun::new(resigned);
        run.next_position();
        run.answer(Eval::Centimen(0), vec![]);
        assert_eq!(run.next_position().map(|g| g.len()), Some(1));
    }
}
