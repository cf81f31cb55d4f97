//! What a screen reader hears as the game goes on: every move of both sides in words (who,
//! from where to where, what it took, a crowning), the draw counter while it runs and the
//! result; and the whole position as text when the player asks for it.
//!
//! [`Announcer`] remembers the game it last spoke of, so that each change is said once,
//! whatever made it (a click, a typed move, the computer, undo, a new game).

use crate::strings;
use crate::ui::session::GameSession;
use draughts::{Color, Move, Position, Role, Square, Variant};

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
    out.sort_by_key(|n| (n.parse::<u32>().ok(), n.clone()));
    out
}

/// The position in words: whose move, then each side's men and kings by square.
pub fn describe(pos: &Position) -> String {
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
        strings::side_pieces(color, &of(Role::Man), &of(Role::King))
    };
    strings::position_text(pos.turn(), &side(Color::White), &side(Color::Black))
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
    /// What changed in `session`'s game since the last call, in words, or `None` when nothing
    /// did. The first call only remembers the game: what was on the board at startup is not
    /// news.
    pub fn follow(&mut self, session: &GameSession) -> Option<String> {
        let game = &session.game;
        let start = *game.start_position();
        let moves: Vec<Move> = game.moves().copied().collect();
        let over = game.outcome().is_some();
        let heard = self.heard.replace((start, moves.clone(), over));
        let (heard_start, heard_moves, heard_over) = heard?;
        let same_game = heard_start == start && moves.starts_with(&heard_moves);
        let mut said: Vec<String> = Vec::new();
        if same_game {
            let new = &moves[heard_moves.len()..];
            if new.len() > MOST_MOVES_SAID {
                said.push(strings::moves_played(new.len()));
            } else {
                let history: Vec<(&Position, &Move)> = game.history().collect();
                for (before, mv) in &history[heard_moves.len()..] {
                    said.push(strings::spoken_move(&SpokenMove::new(before, mv)));
                }
            }
        } else if heard_start == start && heard_moves.starts_with(&moves) {
            said.push(strings::moves_taken_back(heard_moves.len() - moves.len()));
        } else {
            said.push(strings::new_position());
        }
        match game.outcome() {
            Some(outcome) if !said.is_empty() || !heard_over => {
                said.push(strings::outcome(outcome));
            }
            Some(_) => {}
            None if said.is_empty() => {}
            None => {
                if let Some(count) = session.draw_countdown() {
                    said.push(strings::draw_countdown(&count));
                }
                if !same_game {
                    said.push(strings::color_to_move(game.position().turn()));
                }
            }
        }
        (!said.is_empty()).then(|| said.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::move_entry::tests::two_players as session_at;
    use crate::ui::settings::Settings;

    #[test]
    fn each_move_is_said_once_with_its_capture() {
        let mut s = GameSession::start(Settings::two_players(Variant::English), true);
        let mut a = Announcer::default();
        assert_eq!(a.follow(&s), None, "the start is not news");
        assert!(s.play_text("11-15"));
        assert_eq!(a.follow(&s).as_deref(), Some("Black 11 to 15."));
        assert_eq!(a.follow(&s), None, "said once");
        assert!(s.play_text("24-19"));
        assert_eq!(a.follow(&s).as_deref(), Some("White 24 to 19."));
        assert!(s.play_text("15x24"));
        assert_eq!(
            a.follow(&s).as_deref(),
            Some("Black captures from 15 to 24, taking 19.")
        );
    }

    #[test]
    fn crowning_the_draw_counter_and_the_result_are_said() {
        // A white man about to crown by capturing, Black's last piece taken.
        let mut s = session_at(Variant::Russian, "W:Wc5,a1:Bd6,h8");
        let mut a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("c5:e7"));
        let said = a.follow(&s).unwrap();
        assert!(
            said.starts_with("White captures from c5 to e7, taking d6."),
            "{said}"
        );
        let mut s = session_at(Variant::Russian, "W:Wg7,a1:Bh8");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("g7-f8"));
        let said = a.follow(&s).unwrap();
        assert!(said.starts_with("White g7 to f8, crowned."), "{said}");
        // Kings only: the counter runs.
        let mut s = session_at(Variant::Russian, "W:WKa1,Kc1,Ke1:BKh8");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("a1-b2"));
        let said = a.follow(&s).unwrap();
        assert!(said.starts_with("White king a1 to b2."), "{said}");
        assert!(said.contains("Draw in"), "{said}");
        // The last piece taken: the result.
        let mut s = session_at(Variant::English, "W:W14:B10");
        a = Announcer::default();
        a.follow(&s);
        assert!(s.play_text("14x7"), "a capture");
        let said = a.follow(&s).unwrap();
        assert!(said.ends_with("White wins: Black cannot move."), "{said}");
        assert_eq!(a.follow(&s), None);
    }

    #[test]
    fn take_backs_new_games_and_long_jumps_are_said_briefly() {
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        let mut a = Announcer::default();
        a.follow(&s);
        for text in ["c3-d4", "f6-g5", "g3-f4"] {
            assert!(s.play_text(text));
        }
        assert_eq!(a.follow(&s).as_deref(), Some("3 moves played."));
        s.undo();
        assert_eq!(
            a.follow(&s).as_deref(),
            Some("1 move taken back. White to move.")
        );
        let s = GameSession::start(Settings::two_players(Variant::Brazilian), true);
        assert_eq!(
            a.follow(&s).as_deref(),
            Some("A new position is on the board. White to move.")
        );
    }

    #[test]
    fn the_position_is_described_by_square() {
        let pos = Position::from_fen(Variant::English, "B:W21,22,K5:B1,2,K30").unwrap();
        assert_eq!(
            describe(&pos),
            "Black to move. White: men on 21 and 22; a king on 5. \
             Black: men on 1 and 2; a king on 30."
        );
        let pos = Position::from_fen(Variant::Russian, "W:Wc3:BKh8").unwrap();
        assert_eq!(
            describe(&pos),
            "White to move. White: a man on c3; no kings. Black: no men; a king on h8."
        );
    }
}
