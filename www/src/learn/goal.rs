//! What a lesson's task asks and how a move is judged against it, by the rules core alone: the
//! opponent's answers are found by searching every reply within the task's few moves, so that a
//! task never depends on the engine's strength or timing.

use draughts::{Color, DrawReason, Game, Goal as RulesGoal, Move, Outcome, Position};

/// What a task asks of the player's move (or moves).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Bring a piece to this square (in the rule set's notation) in one move.
    Reach(&'static str),
    /// Crown a man in one move.
    Crown,
    /// Take at least this many pieces in one move.
    Take(u8),
    /// Win within this many moves, whatever the opponent answers, as the rule set's goal has it
    /// (the rules core's [`Position::outcome`]): take or block every piece; in Antidraughts, be
    /// left without a move; in Breakthrough, crown a man.
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
    /// The move ends the game, and not in the player's favour: in Antidraughts, leaving the
    /// opponent without a move makes the opponent win.
    Lost,
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
    /// The goal is met once the opponent has played this answer, the only kind it has: in
    /// Antidraughts the player wins when the opponent has taken their last piece.
    MetAfter(Move),
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
            Goal::Win(_) => {
                let me = pos.turn();
                match result(&after, me) {
                    Some(true) => Verdict::Met,
                    Some(false) => missed(Miss::Lost),
                    None => {
                        let left = moves.saturating_sub(1);
                        let escape = after
                            .legal_moves()
                            .into_iter()
                            .find(|reply| !won_within(&after.play_unchecked(reply), me, left));
                        match escape {
                            Some(escape) => Verdict::Missed {
                                miss: Miss::NoWin,
                                answer: if moves <= 1 {
                                    longest_defence(&after, 1)
                                } else {
                                    Some(escape)
                                },
                            },
                            None => match longest_defence(&after, left) {
                                Some(reply) => match result(&after.play_unchecked(&reply), me) {
                                    Some(true) => Verdict::MetAfter(reply),
                                    _ => Verdict::GoOn(reply),
                                },
                                None => Verdict::Met,
                            },
                        }
                    }
                }
            }
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

/// How the game stands for `me` in `pos` as the rules core judges the position alone
/// ([`Position::outcome`]): `Some(true)` when `me` has won, `Some(false)` when the game is over
/// otherwise, `None` while it goes on. A side without a move loses, or wins in Antidraughts; in
/// Breakthrough the side that crowned has won.
fn result(pos: &Position, me: Color) -> Option<bool> {
    match pos.outcome()? {
        Outcome::Win { winner, .. } => Some(winner == me),
        Outcome::Draw(_) => Some(false),
    }
}

/// Whether `me` has won in `pos`, or, `pos` going on with `me` to move, wins within `moves`.
fn won_within(pos: &Position, me: Color, moves: u8) -> bool {
    match result(pos, me) {
        Some(won) => won,
        None => pos.turn() == me && wins(pos, moves),
    }
}

/// Whether the side to move in `pos` wins within `moves` moves whatever the other answers: the
/// game ends in its win, as the rule set's goal has it, after one of its moves or after the
/// answer to it.
pub fn wins(pos: &Position, moves: u8) -> bool {
    let me = pos.turn();
    moves > 0
        && result(pos, me).is_none()
        && pos.legal_moves().into_iter().any(|mv| {
            let after = pos.play_unchecked(&mv);
            match result(&after, me) {
                Some(won) => won,
                None => after
                    .legal_moves()
                    .into_iter()
                    .all(|reply| won_within(&after.play_unchecked(&reply), me, moves - 1)),
            }
        })
}

/// The fewest moves within which the side to move in `pos` wins, up to `limit`.
fn moves_to_win(pos: &Position, limit: u8) -> Option<u8> {
    (1..=limit).find(|&n| wins(pos, n))
}

/// The defender's reply in `after` (the defender to move) that holds out longest against a win
/// within `moves`, keeping the most pieces among equals (giving the most away in Antidraughts);
/// `None` when the defender cannot move.
fn longest_defence(after: &Position, moves: u8) -> Option<Move> {
    let defender = after.turn();
    let attacker = defender.opponent();
    after.legal_moves().into_iter().max_by_key(|reply| {
        let next = after.play_unchecked(reply);
        let held = match result(&next, attacker) {
            Some(true) => 0,
            Some(false) => u8::MAX,
            None => moves_to_win(&next, moves).unwrap_or(u8::MAX),
        };
        (held, standing(&next, defender))
    })
}

/// `me`'s standing in pieces: [`balance`], turned round in Antidraughts, where pieces are
/// given away.
fn standing(pos: &Position, me: Color) -> i32 {
    if pos.variant().goal() == RulesGoal::GiveAway {
        -balance(pos, me)
    } else {
        balance(pos, me)
    }
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
    if let Some(won) = result(after, me) {
        return (ended(won), None);
    }
    after
        .legal_moves()
        .into_iter()
        .map(|reply| (search(&after.play_unchecked(&reply), me, 1), Some(reply)))
        .min_by_key(|(kept, _)| *kept)
        .unwrap_or((balance(after, me), None))
}

/// The value for `me` of a game the position has ended, won or lost: beyond any balance of
/// pieces (losing a Breakthrough game is worse than losing a piece).
fn ended(won: bool) -> i32 {
    if won {
        1000
    } else {
        -1000
    }
}

/// The balance `me` keeps from `pos`, `ply` plies after the judged move: each side plays its
/// best, the search stopping after [`SAFE_PLIES`] unless a capture is forced, or where the game
/// ends.
fn search(pos: &Position, me: Color, ply: u32) -> i32 {
    if let Some(won) = result(pos, me) {
        return ended(won);
    }
    let quiet = ply >= SAFE_PLIES && !pos.has_capture();
    if quiet || ply >= SAFE_PLIES + CAPTURE_PLIES {
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

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    fn game(variant: Variant, fen: &str) -> Game {
        Game::from_position(Position::from_fen(variant, fen).unwrap())
    }

    fn judge(game: &Game, text: &str, goal: Goal, moves: u8) -> (Verdict, Position) {
        let mv = game.position().parse_move(text).unwrap();
        let after = game.position().play_unchecked(&mv);
        (goal.judge(game, &mv, moves), after)
    }

    #[test]
    fn in_antidraughts_the_player_wins_left_without_a_move_and_loses_blocking() {
        let fen = "W:W21,32,47:B16";
        let anti = game(Variant::Antidraughts, fen);
        assert!(wins(anti.position(), 1));
        // 47-42 gives every man away: Black must take all three, and White has no move left.
        match judge(&anti, "47-42", Goal::Win(1), 1) {
            (Verdict::MetAfter(answer), after) => assert_eq!(after.move_text(&answer), "16x47"),
            other => panic!("{other:?}"),
        }
        // Blocking Black's last man leaves Black without a move: Black wins.
        let (blocked, _) = judge(&anti, "32-27", Goal::Win(1), 1);
        assert_eq!(
            blocked,
            Verdict::Missed {
                miss: Miss::Lost,
                answer: None
            }
        );
        // Under International rules the same block wins, and giving the men away does not.
        let international = game(Variant::International, fen);
        assert_eq!(
            judge(&international, "32-27", Goal::Win(1), 1).0,
            Verdict::Met
        );
        assert!(matches!(
            judge(&international, "47-42", Goal::Win(1), 1).0,
            Verdict::Missed {
                miss: Miss::NoWin,
                ..
            }
        ));
    }

    #[test]
    fn in_breakthrough_a_crowning_wins_and_the_opponents_crowning_is_an_escape() {
        let crown = game(Variant::Breakthrough, "W:W8,32,37:B3,14,19");
        assert!(wins(crown.position(), 1));
        assert_eq!(judge(&crown, "8-2", Goal::Win(1), 1).0, Verdict::Met);
        let international = game(Variant::International, "W:W8,32,37:B3,14,19");
        assert!(!wins(international.position(), 1));
        // Passing the last row in a capture crowns nothing: the game goes on.
        let pass = game(Variant::Breakthrough, "W:W13,33,38:B7,8,9,19,24");
        assert!(matches!(
            judge(&pass, "13x2x11", Goal::Win(1), 1).0,
            Verdict::Missed {
                miss: Miss::NoWin,
                ..
            }
        ));
        // Black's man runs through after 49-44: its crowning answers the win in two.
        let run = game(Variant::Breakthrough, "W:W27,49:B33");
        assert!(wins(run.position(), 2));
        match judge(&run, "49-44", Goal::Win(2), 2) {
            (
                Verdict::Missed {
                    miss: Miss::NoWin,
                    answer: Some(answer),
                },
                after,
            ) => assert_eq!(after.move_text(&answer), "33-38"),
            other => panic!("{other:?}"),
        }
        // A move that lets Black's man through is not safe, though no piece is taken.
        let (safe, _) = judge(
            &game(Variant::Breakthrough, "W:W17,28,29,43,49:B8,10,18,35,40"),
            "43-39",
            Goal::Safe,
            1,
        );
        assert!(matches!(
            safe,
            Verdict::Missed {
                miss: Miss::LosesPiece,
                ..
            }
        ));
    }
}
