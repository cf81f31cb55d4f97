//! Looking back at an earlier position of the game, from the move list: the board shows it
//! (greyed), arrows and the keyboard step through the moves, and nothing the player does
//! changes the game until they go back to it.

use crate::game::session::GameSession;
use draughts::{Move, Position, Square};

/// What the board shows while an earlier position is viewed, for the text layer to write.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ViewedPosition {
    Start,
    /// The position after a move: its number in the move list, whether it is the reply, and
    /// its text.
    After {
        number: usize,
        reply: bool,
        text: String,
    },
}

impl GameSession {
    /// Shows the position after `ply` moves; the current position ends the viewing.
    pub fn view(&mut self, ply: usize) {
        self.viewing = (ply < self.game.len()).then_some(ply);
        self.input.clear();
    }

    /// Steps the viewed position `delta` moves on (back when negative), from the current
    /// position when not viewing; stepping onto the current position ends the viewing.
    pub fn step_view(&mut self, delta: isize) {
        let from = self.viewing.unwrap_or(self.game.len());
        self.view(from.saturating_add_signed(delta));
    }

    /// Goes back to the game.
    pub fn stop_viewing(&mut self) {
        self.viewing = None;
    }

    /// The number of moves before the viewed position, while an earlier one is viewed.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing.filter(|&ply| ply < self.game.len())
    }

    /// The position the board shows: the viewed one, else the current one.
    pub fn shown_position(&self) -> &Position {
        self.viewing()
            .and_then(|ply| self.game.history().nth(ply))
            .map_or(self.position(), |(before, _)| before)
    }

    /// What the board shows, while an earlier position is viewed.
    pub fn viewed_position(&self) -> Option<ViewedPosition> {
        let ply = self.viewing()?;
        let Some(index) = ply.checked_sub(1) else {
            return Some(ViewedPosition::Start);
        };
        let (before, mv) = self.game.history().nth(index)?;
        let (row, reply) = self.move_place(index);
        Some(ViewedPosition::After {
            number: row + 1,
            reply,
            text: before.move_text(mv),
        })
    }

    /// The move that led to the shown position, as [`GameSession::last_move`] gives it.
    pub fn shown_last_move(&self) -> Option<(Position, Move, Vec<Square>)> {
        let Some(ply) = self.viewing() else {
            return self.last_move();
        };
        let (before, mv) = self.game.history().nth(ply.checked_sub(1)?)?;
        let path = before.move_paths(mv).into_iter().next()?;
        Some((*before, *mv, path))
    }
}

#[cfg(test)]
mod tests {
    use super::ViewedPosition;
    use crate::game::session::GameSession;
    use crate::game::settings::Settings;
    use draughts::{Position, Variant};

    fn played() -> GameSession {
        let mut t = GameSession::start(Settings::two_players(Variant::Russian), true);
        for text in ["c3-d4", "f6-e5", "d4xf6", "g7xe5"] {
            assert!(t.play_text(text), "{text}");
        }
        t
    }

    #[test]
    fn viewing_steps_through_the_game_and_ends_on_the_current_position() {
        let mut t = played();
        let now = *t.position();
        t.view(1);
        assert_eq!(t.viewing(), Some(1));
        let after_one = t.game.history().nth(1).unwrap().0;
        assert_eq!(t.shown_position(), after_one);
        let (_, mv, _) = t.shown_last_move().unwrap();
        assert_eq!(t.game.start_position().move_text(&mv), "c3-d4");
        let after = |number, reply, text: &str| ViewedPosition::After {
            number,
            reply,
            text: text.into(),
        };
        assert_eq!(t.viewed_position(), Some(after(1, false, "c3-d4")));
        t.view(2);
        assert_eq!(t.viewed_position(), Some(after(1, true, "f6-e5")));
        t.view(1);
        t.step_view(-1);
        assert_eq!(t.shown_position(), &Position::start(Variant::Russian));
        assert!(t.shown_last_move().is_none(), "no move before the start");
        assert_eq!(t.viewed_position(), Some(ViewedPosition::Start));
        t.step_view(-1);
        assert_eq!(t.viewing(), Some(0), "the start is as far back as it goes");
        t.step_view(4);
        assert_eq!(
            t.viewing(),
            None,
            "stepping onto the current position ends it"
        );
        assert_eq!(t.shown_position(), &now);
        t.step_view(-2);
        assert_eq!(t.viewing(), Some(2), "from the current position");
        t.stop_viewing();
        assert_eq!((t.viewing(), t.viewed_position()), (None, None));
    }

    #[test]
    fn nothing_the_player_does_on_the_board_changes_the_game_while_viewing() {
        let mut t = played();
        t.view(0);
        let sq = Variant::Russian.parse_square("c3");
        assert_eq!(t.click(sq), crate::board::input::Click::Cleared);
        assert_eq!(t.game.len(), 4);
        assert_eq!(t.notice, Some(crate::game::session::Notice::Viewing));
    }
}
