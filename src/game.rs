//! A game: the start position, the moves played, undo and redo, and how the game ended.

use crate::draw::{self, DrawCounters, DrawProgress, DrawReason};
use crate::mv::Move;
use crate::position::{IllegalMove, Position};
use crate::rules::Variant;
use crate::square::Color;
use std::fmt;

/// Why a side won.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum WinReason {
    /// The loser had no legal move (no pieces left, or all blocked).
    NoMoves,
    /// The winner had no legal move left, the goal of Antidraughts.
    GaveAway,
    /// The winner crowned the first king, the goal of Breakthrough.
    Crowned,
    /// The loser resigned.
    Resignation,
    /// The loser's time ran out (docs/rules.md, Time).
    Time,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    Win { winner: Color, reason: WinReason },
    Draw(DrawReason),
}

impl Outcome {
    /// The PDN result text from White's side: `2-0`, `0-2` or `1-1`.
    pub fn pdn_result(&self) -> &'static str {
        match self {
            Outcome::Win {
                winner: Color::White,
                ..
            } => "2-0",
            Outcome::Win {
                winner: Color::Black,
                ..
            } => "0-2",
            Outcome::Draw(_) => "1-1",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::NoMoves,
            } => write!(f, "{winner} wins: {} cannot move", winner.opponent()),
            Outcome::Win {
                winner,
                reason: WinReason::GaveAway,
            } => write!(f, "{winner} wins: {winner} has no move left"),
            Outcome::Win {
                winner,
                reason: WinReason::Crowned,
            } => write!(f, "{winner} wins: {winner} crowned a king"),
            Outcome::Win {
                winner,
                reason: WinReason::Resignation,
            } => write!(f, "{winner} wins: {} resigned", winner.opponent()),
            Outcome::Win {
                winner,
                reason: WinReason::Time,
            } => write!(f, "{winner} wins: {} ran out of time", winner.opponent()),
            Outcome::Draw(reason) => write!(f, "draw: {reason}"),
        }
    }
}

/// Why a move or action was refused; the game is left as it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The move is not legal in the current position.
    Illegal,
    /// The game is over.
    Finished,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameError::Illegal => "illegal move",
            GameError::Finished => "the game is over",
        })
    }
}

impl std::error::Error for GameError {}

impl From<IllegalMove> for GameError {
    fn from(_: IllegalMove) -> Self {
        GameError::Illegal
    }
}

/// One ply of the game: the position it was played in and the move.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ply {
    before: Position,
    mv: Move,
}

/// A game of draughts with its history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    /// Counters after each position; `counters[0]` belongs to the start position.
    counters: Vec<DrawCounters>,
    current: Position,
    /// Moves taken back, most recent last, for redo.
    undone: Vec<Move>,
    /// An ending decided by the players (resignation, agreement) rather than the board.
    declared: Option<Outcome>,
}

impl Game {
    /// A new game from the variant's start position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::start(variant))
    }

    /// A new game from any position (its draw counters start at zero).
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            counters: vec![DrawCounters::default()],
            current: start,
            undone: Vec::new(),
            declared: None,
        }
    }

    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The moves played as players count them ([`full_moves`]), not the plies.
    pub fn full_moves(&self) -> usize {
        let variant = self.variant();
        full_moves(self.len(), self.start.turn() != variant.first_to_move())
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &Move> + '_ {
        self.plies.iter().map(|p| &p.mv)
    }

    /// The moves played with the position each was played in.
    pub fn history(&self) -> impl ExactSizeIterator<Item = (&Position, &Move)> + '_ {
        self.plies.iter().map(|p| (&p.before, &p.mv))
    }

    /// Number of moves played (plies).
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// Plays a legal move. Refused, with nothing changed, if it is illegal or the game is over.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::Finished);
        }
        self.play_recorded(mv)
    }

    /// Plays a move of a recorded game (a PDN file, a move taken back and played again), also
    /// where one of our automatic draws has ended the game. Refused, with nothing changed, if it
    /// is illegal or the players declared the game over.
    ///
    /// Records go on past our draws because their players did not take them: English tournaments
    /// make the move-count rule a claim, a repetition may go unclaimed, federations count
    /// differently. So the whole record is kept as played, and playing past a draw starts every
    /// draw count again from zero, as a capture does. What follows is then judged by our rules
    /// afresh: the game is not shown as a draw the players declined, the record's end is a live
    /// position one can play on from (a new repetition or a full new count draws it; a rule
    /// that draws at once, Turkish one piece each, holds again at once), and the engine reads
    /// counts that a real draw rule can still reach.
    pub fn play_recorded(&mut self, mv: &Move) -> Result<(), GameError> {
        if self.declared.is_some() {
            return Err(GameError::Finished);
        }
        let next = self.current.play(mv)?;
        // The move is legal, so the only ending it can be played past is an automatic draw.
        let counters = if self.outcome().is_some() {
            DrawCounters::default()
        } else {
            self.draw_counters().after(&self.current, mv)
        };
        self.plies.push(Ply {
            before: self.current,
            mv: *mv,
        });
        self.counters.push(counters);
        self.current = next;
        if self.undone.last() == Some(mv) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(())
    }

    /// The draw counts of the current position: plies since a capture or man move, and since
    /// the material last changed; both start again where a record went on past an automatic
    /// draw (see [`Game::play_recorded`]).
    pub fn draw_counters(&self) -> DrawCounters {
        *self
            .counters
            .last()
            .expect("counters always hold the start position")
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let ply = self.plies.pop()?;
        self.counters.pop();
        self.current = ply.before;
        self.declared = None;
        self.undone.push(ply.mv);
        Some(ply.mv)
    }

    /// Plays again the last move taken back, as it was played: past an automatic draw if it was
    /// a recorded move that went on past one.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.undone.last()?;
        self.play_recorded(&mv).ok()?;
        Some(mv)
    }

    /// Whether [`Game::redo`] has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// `color` resigns: the other side wins.
    pub fn resign(&mut self, color: Color) -> Result<(), GameError> {
        self.declare(Outcome::Win {
            winner: color.opponent(),
            reason: WinReason::Resignation,
        })
    }

    /// `color`'s time ran out: the other side wins. A flag loses whatever the material, as in
    /// the FMJD and draughts-64 rules: a side with any piece left can still win by some series
    /// of legal moves, so there is no draw for the opponent's "insufficient material"
    /// (docs/rules.md, Time).
    pub fn lose_on_time(&mut self, color: Color) -> Result<(), GameError> {
        self.declare(Outcome::Win {
            winner: color.opponent(),
            reason: WinReason::Time,
        })
    }

    /// The players agree to a draw.
    pub fn agree_draw(&mut self) -> Result<(), GameError> {
        self.declare(Outcome::Draw(DrawReason::Agreement))
    }

    fn declare(&mut self, outcome: Outcome) -> Result<(), GameError> {
        if self.outcome().is_some() {
            return Err(GameError::Finished);
        }
        self.declared = Some(outcome);
        Ok(())
    }

    /// How many times the current position has occurred (same pieces, same side to move).
    pub fn repetitions(&self) -> usize {
        // Positions before the last capture or man move cannot recur, and those before a draw
        // a record went on past no longer count.
        let reversible = self.draw_counters().king_moves as usize;
        let first = self.plies.len().saturating_sub(reversible);
        1 + self.plies[first..]
            .iter()
            .filter(|p| p.before == self.current)
            .count()
    }

    /// The draw rules whose count is running in the current position.
    pub fn draw_progress(&self) -> Vec<DrawProgress> {
        draw::progress(&self.current, self.draw_counters())
    }

    /// How the game ended, if it has: a declared result, a side without moves, or a draw rule.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(outcome) = self.declared {
            return Some(outcome);
        }
        if let Some(outcome) = self.current.outcome() {
            return Some(outcome);
        }
        if self.repetitions() >= self.variant().repetitions() {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        crate::dispatch!(self.variant(), R => draw::reached::<R>(&self.current, self.draw_counters()))
            .map(Outcome::Draw)
    }
}

/// How many moves `plies` plies make as players count them, one of each side's to a move and
/// numbered as PDN numbers them: a 40-move game has 80 plies. `second_first` when the game
/// began with the second mover to move, its first ply a reply.
pub fn full_moves(plies: usize, second_first: bool) -> usize {
    (plies + usize::from(second_first)).div_ceil(2)
}
