//! What a screen reader hears as the game goes on: every move of both sides (who, from where
//! to where, what it took, a crowning), the draw counter while it runs and the result; and the
//! whole position when the player asks for it. Each is a typed value the text layer says.
//!
//! [`Announcer`] remembers the game it last spoke of, so that each change is said once,
//! whatever made it (a click, a typed move, the computer, undo, a new game).

use crate::game::session::GameSession;
use draughts::{Color, DrawProgress, Move, Outcome, Position, Role, Square, Variant};

/// One thing said of a change in the game, in the order said (the text layer writes each as a
/// sentence).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Announcement {
    Move(SpokenMove),
    /// Too many moves at once to say one by one (a redo, a link): how many.
    MovesPlayed(usize),
    MovesTakenBack(usize),
    /// Another game, or another start position.
    NewPosition,
    Outcome(Outcome),
    DrawCountdown(DrawProgress),
    ToMove(Color),
}

/// A move as it is said.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SpokenMove {
    pub mover: Color,
    pub king: bool,
    pub from: String,
    pub to: String,
    /// The squares of the pieces taken, in the board's order.
    pub taken: Vec<String>,
    pub crowned: bool,
}

impl SpokenMove {
    /// `mv`, legal in `before`.
    pub fn new(before: &Position, mv: &Move) -> SpokenMove {
        let variant = before.variant();
        SpokenMove {
            mover: before.turn(),
            king: before
                .piece_at(mv.from())
                .is_some_and(|p| p.role == Role::King),
            from: variant.square_name(mv.from()),
            to: variant.square_name(mv.to()),
            taken: names(variant, mv.captured().into_iter()),
            crowned: mv.promotes(),
        }
    }
}

/// The names of `squares`, in the board's own order (by number, or by file then rank).
fn names(variant: Variant, squares: impl Iterator<Item = Square>) -> Vec<String> {
    let mut out: Vec<String> = squares.map(|sq| variant.square_name(sq)).collect();
    out.sort_unstable_by_key(|n| (n.parse::<u32>().ok(), n.clone()));
    out
}

/// The position as it is said: whose move, then each side's men and kings by square.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SpokenPosition {
    pub turn: Color,
    pub white: Pieces,
    pub black: Pieces,
}

/// One side's pieces, by square name in the board's order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pieces {
    pub men: Vec<String>,
    pub kings: Vec<String>,
}

/// The position `pos` as it is said.
pub fn describe(pos: &Position) -> SpokenPosition {
    let variant = pos.variant();
    let side = |color: Color| {
        let of = |role: Role| {
            names(
                variant,
                variant.board().squares.filter(move |&sq| {
                    pos.piece_at(sq)
                        .is_some_and(|p| p.color == color && p.role == role)
                }),
            )
        };
        Pieces {
            men: of(Role::Man),
            kings: of(Role::King),
        }
    };
    SpokenPosition {
        turn: pos.turn(),
        white: side(Color::White),
        black: side(Color::Black),
    }
}

/// The game last spoken of: its start, its moves and whether it was over.
#[derive(Clone, Default, Debug)]
pub struct Announcer {
    heard: Option<(Position, Vec<Move>, bool)>,
}

/// At most this many new moves are said one by one (a redo of a long stretch, a link opened
/// at its end, is said as the position reached instead).
const MOST_MOVES_SAID: usize = 2;

impl Announcer {
    /// What changed in `session`'s game since the last call, in order; nothing when nothing
    /// did. The first call only remembers the game: what was on the board at startup is not
    /// news.
    pub fn follow(&mut self, session: &GameSession) -> Vec<Announcement> {
        let game = &session.game;
        let start = *game.start_position();
        let moves: Vec<Move> = game.moves().copied().collect();
        let over = game.outcome().is_some();
        let heard = self.heard.replace((start, moves.clone(), over));
        let Some((heard_start, heard_moves, heard_over)) = heard else {
            return Vec::new();
        };
        let same_game = heard_start == start && moves.starts_with(&heard_moves);
        let mut said = Vec::new();
        if same_game {
            let new = &moves[heard_moves.len()..];
            if new.len() > MOST_MOVES_SAID {
                said.push(Announcement::MovesPlayed(new.len()));
            } else {
                let history: Vec<(&Position, &Move)> = game.history().collect();
                for (before, mv) in &history[heard_moves.len()..] {
                    said.push(Announcement::Move(SpokenMove::new(before, mv)));
                }
            }
        } else if heard_start == start && heard_moves.starts_with(&moves) {
            said.push(Announcement::MovesTakenBack(
                heard_moves.len() - moves.len(),
            ));
        } else {
            said.push(Announcement::NewPosition);
        }
        match game.outcome() {
            Some(outcome) if !said.is_empty() || !heard_over => {
                said.push(Announcement::Outcome(outcome));
            }
            Some(_) => {}
            None if said.is_empty() => {}
            None => {
                if let Some(count) = session.draw_countdown() {
                    said.push(Announcement::DrawCountdown(count));
                }
                if !same_game {
                    said.push(Announcement::ToMove(game.position().turn()));
                }
            }
        }
        said
    }
}

#[cfg(test)]
impl SpokenMove {
    /// A move by a man that crowns nothing, taking the pieces on `taken` (for the tests here
    /// and of the words).
    pub(crate) fn man(mover: Color, from: &str, to: &str, taken: &[&str]) -> SpokenMove {
        SpokenMove {
            mover,
            king: false,
            from: from.into(),
            to: to.into(),
            taken: taken.iter().map(|t| t.to_string()).collect(),
            crowned: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::Settings;
    use crate::keyboard::move_entry::tests::two_players as session_at;
    use draughts::WinReason;

    #[test]
    fn each_move_is_said_once_with_its_capture() {
        let mut s = GameSession::start(Settings::two_players(Variant::English), true);
        let mut a = Announcer::default();
        assert!(a.follow(&s).is_empty(), "the start is not news");
        assert!(s.play_text("11-15"));
        let said = |m| vec![Announcement::Move(m)];
        assert_eq!(
            a.follow(&s),
            said(SpokenMove::man(Color::Black, "11", "15", &[]))
        );
        assert!(a.follow(&s).is_empty(), "said once");
        assert!(s.play_text("24-19"));
        assert_eq!(
            a.follow(&s),
            said(SpokenMove::man(Color::White, "24", "19", &[]))
        );
        assert!(s.play_text("15x24"));
        assert_eq!(
            a.follow(&s),
            said(SpokenMove::man(Color::Black, "15", "24", &["19"]))
        );
    }

    #[test]
    fn crowning_the_draw_counter_and_the_result_are_said() {
        // A white man about to crown by capturing, Black's last piece taken.
        let mut s = session_at(Variant::Russian, "W:Wc5,a1:Bd6,h8");
        let mut a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("c5:e7"));
        let said = a.follow(&s);
        let capture = SpokenMove::man(Color::White, "c5", "e7", &["d6"]);
        assert_eq!(said.first(), Some(&Announcement::Move(capture)), "{said:?}");
        let mut s = session_at(Variant::Russian, "W:Wg7,a1:Bh8");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("g7-f8"));
        let said = a.follow(&s);
        let crowned = SpokenMove {
            crowned: true,
            ..SpokenMove::man(Color::White, "g7", "f8", &[])
        };
        assert_eq!(said.first(), Some(&Announcement::Move(crowned)), "{said:?}");
        // Kings only: the counter runs.
        let mut s = session_at(Variant::Russian, "W:WKa1,Kc1,Ke1:BKh8");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("a1-b2"));
        let said = a.follow(&s);
        let king = SpokenMove {
            king: true,
            ..SpokenMove::man(Color::White, "a1", "b2", &[])
        };
        assert_eq!(said.first(), Some(&Announcement::Move(king)), "{said:?}");
        assert!(
            said.iter()
                .any(|a| matches!(a, Announcement::DrawCountdown(_))),
            "{said:?}"
        );
        // The last piece taken: the result.
        let mut s = session_at(Variant::English, "W:W14:B10");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("14x7"), "a capture");
        let said = a.follow(&s);
        let won = Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoMoves,
        };
        assert_eq!(said.last(), Some(&Announcement::Outcome(won)), "{said:?}");
        assert!(a.follow(&s).is_empty());
    }

    #[test]
    fn take_backs_new_games_and_long_jumps_are_said_briefly() {
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        let mut a = Announcer::default();
        a.follow(&s);
        for text in ["c3-d4", "f6-g5", "g3-f4"] {
            assert!(s.play_text(text));
        }
        assert_eq!(a.follow(&s), [Announcement::MovesPlayed(3)]);
        s.undo();
        assert_eq!(
            a.follow(&s),
            [
                Announcement::MovesTakenBack(1),
                Announcement::ToMove(Color::White)
            ]
        );
        let s = GameSession::start(Settings::two_players(Variant::Brazilian), true);
        assert_eq!(
            a.follow(&s),
            [
                Announcement::NewPosition,
                Announcement::ToMove(Color::White)
            ]
        );
    }

    #[test]
    fn the_position_is_described_by_square() {
        let pieces = |men: &[&str], kings: &[&str]| Pieces {
            men: men.iter().map(|m| m.to_string()).collect(),
            kings: kings.iter().map(|k| k.to_string()).collect(),
        };
        let pos = Position::from_fen(Variant::English, "B:W21,22,K5:B1,2,K30").unwrap();
        assert_eq!(
            describe(&pos),
            SpokenPosition {
                turn: Color::Black,
                white: pieces(&["21", "22"], &["5"]),
                black: pieces(&["1", "2"], &["30"]),
            }
        );
        let pos = Position::from_fen(Variant::Russian, "W:Wc3:BKh8").unwrap();
        assert_eq!(
            describe(&pos),
            SpokenPosition {
                turn: Color::White,
                white: pieces(&["c3"], &[]),
                black: pieces(&[], &["h8"]),
            }
        );
    }
}
