//! What a lesson's task asks and how a move is judged against it, by the rules core alone: the
//! opponent's answers are found by searching every reply within the task's few moves, so that a
//! task never depends on the engine's strength or timing.

use draughts::{Color, DrawReason, Game, Move, Outcome, Position};

/// What a task asks of the player's move (or moves).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Bring a piece to this square (in the rule set's notation) in one move.
    Reach(&'static str),
    /// Crown a man in one move.
    Crown,
    /// Take at least this many pieces in one move.
    Take(u8),
    /// Win within this many moves, whatever the opponent answers: take or block every piece.
    Win(u8),
    /// Play a move after which the opponent wins no piece in the next two moves.
    Safe,
    /// Draw the game in one move by one of the rule set's automatic draw rules.
    Draw,
}

/// What a legal move missed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Miss {
    /// The move ended on another square than the one asked.
    Elsewhere,
    /// No man was crowned.
    NotCrowned,
    /// The capture took `took` pieces where one of `could` was there.
    TookFewer { took: u32, could: u32 },
    /// The opponent can hold out past the moves given.
    NoWin,
    /// The opponent wins a piece.
    LosesPiece,
    /// The game goes on.
    NoDraw,
}

/// How a legal move stands against the goal.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Verdict {
    /// The goal is met.
    Met,
    /// Right so far: the opponent answers with this move and the player moves again.
    GoOn(Move),
    /// The goal is missed; the opponent's answer that shows it, when there is one.
    Missed { miss: Miss, answer: Option<Move> },
}

/// How deep the search of a safe move looks, in plies after it: the opponent, the player, the
/// opponent (a piece given away and not won back), then every capture still forced.
const SAFE_PLIES: u32 = 3;
/// Forced captures followed past [`SAFE_PLIES`]: chains of exchanges are short in a lesson.
const CAPTURE_PLIES: u32 = 6;

impl Goal {
    /// Judges `mv`, a legal move of `game`'s position, with `moves` of the player's moves left
    /// for a win (1 for the last).
    pub fn judge(self, game: &Game, mv: &Move, moves: u8) -> Verdict {
        let pos = game.position();
        let after = pos.play_unchecked(mv);
        let missed = |miss| Verdict::Missed { miss, answer: None };
        match self {
            Goal::Reach(name) => match pos.variant().parse_square(name) {
                Some(sq) if sq == mv.to() => Verdict::Met,
                _ => missed(Miss::Elsewhere),
            },
            Goal::Crown if mv.promotes() => Verdict::Met,
            Goal::Crown => missed(Miss::NotCrowned),
            Goal::Take(n) if mv.captured().count() >= u32::from(n) => Verdict::Met,
            Goal::Take(_) => missed(Miss::TookFewer {
                took: mv.captured().count(),
                could: most_taken(pos),
            }),
            Goal::Win(_) if !after.has_moves() => Verdict::Met,
            Goal::Win(_) if moves <= 1 => Verdict::Missed {
                miss: Miss::NoWin,
                answer: longest_defence(&after, 1),
            },
            Goal::Win(_) => match after
                .legal_moves()
                .into_iter()
                .find(|reply| !wins(&after.play_unchecked(reply), moves - 1))
            {
                Some(escape) => Verdict::Missed {
                    miss: Miss::NoWin,
                    answer: Some(escape),
                },
                None => match longest_defence(&after, moves - 1) {
                    Some(reply) => Verdict::GoOn(reply),
                    None => Verdict::Met,
                },
            },
            Goal::Safe => {
                let me = pos.turn();
                let before = balance(pos, me);
                let (kept, answer) = best_reply(&after, me);
                if kept >= before {
                    Verdict::Met
                } else {
                    Verdict::Missed {
                        miss: Miss::LosesPiece,
                        answer,
                    }
                }
            }
            Goal::Draw => {
                let mut next = game.clone();
                match next.play(mv).ok().and(next.outcome()) {
                    Some(Outcome::Draw(reason)) if reason != DrawReason::Agreement => Verdict::Met,
                    _ => missed(Miss::NoDraw),
                }
            }
        }
    }
}

/// The most pieces one capture takes in `pos` (0 without a capture).
fn most_taken(pos: &Position) -> u32 {
    pos.legal_moves()
        .into_iter()
        .map(|mv| mv.captured().count())
        .max()
        .unwrap_or(0)
}

/// Whether the side to move in `pos` wins within `moves` moves whatever the other answers.
pub fn wins(pos: &Position, moves: u8) -> bool {
    moves > 0
        && pos.legal_moves().into_iter().any(|mv| {
            let after = pos.play_unchecked(&mv);
            !after.has_moves()
                || after
                    .legal_moves()
                    .into_iter()
                    .all(|reply| wins(&after.play_unchecked(&reply), moves - 1))
        })
}

/// The fewest moves within which the side to move in `pos` wins, up to `limit`.
fn moves_to_win(pos: &Position, limit: u8) -> Option<u8> {
    (1..=limit).find(|&n| wins(pos, n))
}

/// The defender's reply in `after` (the defender to move) that holds out longest against a win
/// within `moves`, keeping the most pieces among equals; `None` when the defender cannot move.
fn longest_defence(after: &Position, moves: u8) -> Option<Move> {
    let defender = after.turn();
    after.legal_moves().into_iter().max_by_key(|reply| {
        let next = after.play_unchecked(reply);
        let held = moves_to_win(&next, moves).map_or(u8::MAX, |n| n);
        (held, balance(&next, defender))
    })
}

/// `me`'s pieces less the opponent's, kings and men alike.
fn balance(pos: &Position, me: Color) -> i32 {
    let count = |c| {
        let (men, kings) = pos.count(c);
        (men + kings) as i32
    };
    count(me) - count(me.opponent())
}

/// The balance `me` keeps in `after` (the opponent to move) against the opponent's best play
/// over [`SAFE_PLIES`] plies and the captures forced after them, and the opponent's best reply.
fn best_reply(after: &Position, me: Color) -> (i32, Option<Move>) {
    after
        .legal_moves()
        .into_iter()
        .map(|reply| (search(&after.play_unchecked(&reply), me, 1), Some(reply)))
        .min_by_key(|(kept, _)| *kept)
        .unwrap_or((balance(after, me), None))
}

/// The balance `me` keeps from `pos`, `ply` plies after the judged move: each side plays its
/// best, the search stopping after [`SAFE_PLIES`] unless a capture is forced.
fn search(pos: &Position, me: Color, ply: u32) -> i32 {
    let quiet = ply >= SAFE_PLIES && !pos.has_capture();
    if quiet || ply >= SAFE_PLIES + CAPTURE_PLIES || !pos.has_moves() {
        return balance(pos, me);
    }
    let values = pos
        .legal_moves()
        .into_iter()
        .map(|mv| search(&pos.play_unchecked(&mv), me, ply + 1));
    if pos.turn() == me {
        values.max()
    } else {
        values.min()
    }
    .unwrap_or_else(|| balance(pos, me))
}
