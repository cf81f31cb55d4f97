//! A puzzle's solution: from a position, the line in which the solver has one good move at
//! each turn and the opponent defends as well as it can, up to where the gain is cashed. The
//! criteria follow lichess's puzzle generator, on the engine's expected results
//! (docs/puzzles.md).

use crate::choice::Choice;
use crate::material;
use draughts::{Game, Move, Outcome, Position};
use draughts_engine::Engine;
use std::fmt;

/// The least expected result the solver's best move must promise at each turn: lichess's
/// 400 centipawns (`2 / (1 + e^(-0.004 * 400)) - 1` = 0.66 on its scale of -1 to 1) on ours.
pub const WINNING: f64 = 0.83;
/// The longest solution, in solver moves: a line that has not cashed its gain by then is a
/// plan, not a puzzle.
const MAX_SOLVER_MOVES: usize = 6;

/// Why a position is no puzzle.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Rejection {
    /// The game is over: no move to find.
    Over,
    /// One legal move: nothing to find.
    Forced,
    /// The first move is the capture that takes the most, the one anybody sees.
    Obvious,
    /// The best move does not promise a win of material or the game.
    NotWinning,
    /// Another move is nearly as good at some solver turn.
    NotUnique,
    /// The line won no man nor the game within its length, or the game ended otherwise.
    NotCashed,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Rejection::Over => "the game is over",
            Rejection::Forced => "the first move is forced",
            Rejection::Obvious => "the first move is the biggest capture",
            Rejection::NotWinning => "the best move does not win",
            Rejection::NotUnique => "a second move is nearly as good",
            Rejection::NotCashed => "the line wins nothing",
        })
    }
}

/// Whether `start` offers the solver a choice at all: the game goes on and more than one
/// move is legal.
pub fn choice_fault(start: &Position) -> Option<Rejection> {
    match start.legal_moves().len() {
        0 => Some(Rejection::Over),
        1 => Some(Rejection::Forced),
        _ => None,
    }
}

/// Whether `first`, the answer in `start`, is worth finding: not just the biggest capture.
pub fn answer_fault(start: &Position, first: &Move) -> Option<Rejection> {
    material::is_greedy_capture(start, first).then_some(Rejection::Obvious)
}

/// The solution from `start` with each move's children searched at `nodes` nodes: the solver's
/// best move at each turn, unique by the margin and still winning, the opponent's best reply,
/// until the solver has won the game, or at least a man with nothing left to take back.
pub fn solve(engine: &mut Engine, start: &Position, nodes: u64) -> Result<Vec<Move>, Rejection> {
    if let Some(fault) = choice_fault(start) {
        return Err(fault);
    }
    let mut game = Game::from_position(*start);
    let mut line = Vec::new();
    for _ in 0..MAX_SOLVER_MOVES {
        let choice = Choice::of(engine, &game, nodes).ok_or(Rejection::Over)?;
        if let Some(fault) = answer_fault(start, &choice.best).filter(|_| line.is_empty()) {
            return Err(fault);
        }
        if choice.best_chance < WINNING {
            return Err(Rejection::NotWinning);
        }
        if !choice.is_unique() {
            return Err(Rejection::NotUnique);
        }
        play(&mut game, &mut line, choice.best);
        match game.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == start.turn() => return Ok(line),
            Some(_) => return Err(Rejection::NotCashed),
            None => {}
        }
        if is_cashed(start, game.position()) {
            return Ok(line);
        }
        let replies = game.position().legal_moves();
        let reply = match replies.len() {
            1 => replies[0],
            _ => {
                Choice::of(engine, &game, nodes)
                    .ok_or(Rejection::NotCashed)?
                    .best
            }
        };
        play(&mut game, &mut line, reply);
        if game.outcome().is_some() {
            return Err(Rejection::NotCashed);
        }
    }
    Err(Rejection::NotCashed)
}

/// Whether the solver, having moved from `start` to `now`, has cashed a gain: nothing is left
/// for the opponent to take, and the solver has won a man or more and stands a man or more
/// ahead (winning back a man just lost is no gain).
fn is_cashed(start: &Position, now: &Position) -> bool {
    let solver = start.turn();
    let man = material::man(start);
    let lead = material::lead(now, solver);
    !now.has_capture() && lead - material::lead(start, solver) >= man && lead >= man
}

fn play(game: &mut Game, line: &mut Vec<Move>, mv: Move) {
    game.play(&mv)
        .expect("the move was chosen among the legal ones");
    line.push(mv);
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    /// The generator's finding budget.
    const NODES: u64 = 50_000;

    #[test]
    fn a_shot_is_solved_to_where_its_gain_is_cashed() {
        // White gives e3-d4; e5 must take, d2 takes two; h4-g3 is met by h2:f4, a man ahead.
        let fen = "W:Wc1,e1,d2,h2,a3,e3:Bh4,a5,c5,e5,a7,b8,d8";
        let start = Position::from_fen(Variant::Russian, fen).unwrap();
        let solution = solve(&mut crate::choice::engine(), &start, NODES).unwrap();
        let text = start.line_text(&solution);
        assert_eq!(text, ["e3-d4", "e5:c3", "d2:d6", "h4-g3", "h2:f4"]);
    }

    #[test]
    fn the_start_a_forced_capture_and_a_won_game_are_no_puzzles() {
        let mut engine = crate::choice::engine();
        let start = Position::start(Variant::Brazilian);
        assert_eq!(
            solve(&mut engine, &start, NODES),
            Err(Rejection::NotWinning)
        );
        let forced = Position::from_fen(Variant::Brazilian, "W:Wc3:Bd4,h8").unwrap();
        assert_eq!(solve(&mut engine, &forced, NODES), Err(Rejection::Forced));
        let over = Position::from_fen(Variant::Brazilian, "B:Wb2,c1:Ba3").unwrap();
        assert_eq!(solve(&mut engine, &over, NODES), Err(Rejection::Over));
    }
}
