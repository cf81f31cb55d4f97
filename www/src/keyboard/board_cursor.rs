//! The keyboard's cursor over the board: the arrow keys move it one cell on the screen (Up is
//! up the screen whichever side is at the bottom), Enter or Space acts on its square as a click
//! would, Escape puts the picked-up piece back. The cursor is shown only while the board has
//! the keyboard's focus, so that pointer players never see it.

use crate::board::geometry::{Cell, Geometry};
use draughts::{Color, Position, Square, Variant};

/// A key the board answers while it has the focus.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardKey {
    Up,
    Down,
    Left,
    Right,
    /// Enter or Space: click the cursor's square.
    Activate,
    /// Escape: put the picked-up piece back.
    Cancel,
    /// D: say the whole position.
    Describe,
}

impl BoardKey {
    /// The board's meaning of a key pressed (`KeyboardEvent.key` and `.code`), if it has one.
    /// D is the physical key (its `code`), so that it works on a Cyrillic layout too, where the
    /// key reads "в" (Russian) or "д" (Bulgarian).
    pub fn from_key(key: &str, code: &str) -> Option<BoardKey> {
        if code == "KeyD" {
            return Some(BoardKey::Describe);
        }
        Some(match key {
            "ArrowUp" => BoardKey::Up,
            "ArrowDown" => BoardKey::Down,
            "ArrowLeft" => BoardKey::Left,
            "ArrowRight" => BoardKey::Right,
            "Enter" | " " => BoardKey::Activate,
            "Escape" => BoardKey::Cancel,
            "d" | "D" => BoardKey::Describe,
            _ => return None,
        })
    }

    /// The screen step `(columns, rows)` of an arrow key.
    fn step(self) -> Option<(i8, i8)> {
        match self {
            BoardKey::Up => Some((0, -1)),
            BoardKey::Down => Some((0, 1)),
            BoardKey::Left => Some((-1, 0)),
            BoardKey::Right => Some((1, 0)),
            _ => None,
        }
    }
}

/// Where the cursor stands and whether it is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct BoardCursor {
    /// `(file, rank)` as players see the board; `None` until the board first has the focus.
    cell: Option<Cell>,
    focused: bool,
}

impl BoardCursor {
    /// The board got the keyboard's focus: the cursor shows where it was, or (the first time,
    /// or when the board's size changed) on the piece of the side to move nearest the
    /// bottom-left corner of the screen.
    pub fn focus(&mut self, pos: &Position, orientation: Color) {
        self.focused = true;
        let size = pos.variant().board().size;
        if !self.cell.is_some_and(|(f, r)| f < size && r < size) {
            self.cell = Some(start_cell(pos, orientation));
        }
    }

    /// The board lost the focus: the cursor is hidden (and kept for the next focus).
    pub fn blur(&mut self) {
        self.focused = false;
    }

    /// The cell to draw the cursor on: only while the board has the focus.
    pub fn shown(&self) -> Option<Cell> {
        self.cell.filter(|_| self.focused)
    }

    /// Moves the cursor for an arrow key, one cell on the screen, stopping at the edges. True
    /// when `key` is an arrow (whether or not the cursor could move).
    pub fn step(&mut self, key: BoardKey, variant: Variant, orientation: Color) -> bool {
        let (Some((dc, dr)), Some(cell)) = (key.step(), self.cell) else {
            return false;
        };
        let g = Geometry::new(variant, orientation, 1.0);
        let last = g.size() - 1;
        let (column, row) = g.column_row(cell);
        let shift = |v: u8, d: i8| v.saturating_add_signed(d).min(last);
        self.cell = Some(g.cell_at_column_row(shift(column, dc), shift(row, dr)));
        true
    }

    /// The playable square under the cursor (`None` on a light square, or before any focus).
    pub fn square(&self, variant: Variant) -> Option<Square> {
        let (file, rank) = self.cell?;
        variant.square_at_display(file, rank)
    }
}

/// The side to move's movable piece nearest the screen's bottom-left corner, else the
/// bottom-left cell itself.
fn start_cell(pos: &Position, orientation: Color) -> Cell {
    let variant = pos.variant();
    let g = Geometry::new(variant, orientation, 1.0);
    let last = g.size() - 1;
    pos.movable_pieces()
        .into_iter()
        .map(|sq| variant.display_coords(sq))
        .min_by_key(|&cell| {
            let (column, row) = g.column_row(cell);
            (last - row, column)
        })
        .unwrap_or_else(|| g.cell_at_column_row(0, last))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(variant: Variant, cursor: &BoardCursor) -> Option<String> {
        cursor.square(variant).map(|sq| variant.square_name(sq))
    }

    #[test]
    fn keys_map_to_board_actions_and_others_are_left_alone() {
        assert_eq!(BoardKey::from_key("ArrowUp", "ArrowUp"), Some(BoardKey::Up));
        assert_eq!(
            BoardKey::from_key("Enter", "Enter"),
            Some(BoardKey::Activate)
        );
        assert_eq!(BoardKey::from_key(" ", "Space"), Some(BoardKey::Activate));
        assert_eq!(
            BoardKey::from_key("Escape", "Escape"),
            Some(BoardKey::Cancel)
        );
        assert_eq!(BoardKey::from_key("D", "KeyD"), Some(BoardKey::Describe));
        assert_eq!(BoardKey::from_key("Tab", "Tab"), None);
        assert_eq!(BoardKey::from_key("a", "KeyA"), None);
        // The D key on a Russian layout reads "в": its place on the keyboard counts.
        assert_eq!(BoardKey::from_key("в", "KeyD"), Some(BoardKey::Describe));
    }

    #[test]
    fn the_first_focus_lands_on_a_movable_piece_nearest_the_bottom_left() {
        let v = Variant::Russian;
        let pos = Position::start(v);
        let mut cursor = BoardCursor::default();
        assert_eq!(cursor.shown(), None);
        cursor.focus(&pos, Color::White);
        assert_eq!(name(v, &cursor).as_deref(), Some("a3"));
        assert!(cursor.shown().is_some());
        cursor.blur();
        assert_eq!(cursor.shown(), None, "hidden without the focus");
        // Black at the bottom: Black's pieces, seen from Black's side (h6 is its bottom-left).
        let mut cursor = BoardCursor::default();
        cursor.focus(&pos.with_turn(Color::Black), Color::Black);
        assert_eq!(name(v, &cursor).as_deref(), Some("h6"));
    }

    #[test]
    fn arrows_move_on_the_screen_in_either_orientation_and_stop_at_the_edges() {
        let v = Variant::Russian;
        let pos = Position::start(v);
        let mut cursor = BoardCursor::default();
        cursor.focus(&pos, Color::White);
        assert!(cursor.step(BoardKey::Up, v, Color::White));
        assert!(cursor.step(BoardKey::Right, v, Color::White));
        assert_eq!(name(v, &cursor).as_deref(), Some("b4"));
        // The same keys on the turned board go the other way over the squares.
        cursor.step(BoardKey::Up, v, Color::Black);
        cursor.step(BoardKey::Right, v, Color::Black);
        assert_eq!(name(v, &cursor).as_deref(), Some("a3"));
        cursor.step(BoardKey::Left, v, Color::White);
        assert_eq!(cursor.cell, Some((0, 2)), "stopped at the left edge");
        assert_eq!(name(v, &cursor).as_deref(), Some("a3"));
        cursor.step(BoardKey::Up, v, Color::White);
        assert_eq!(cursor.square(v), None, "a4 is a light square");
        for _ in 0..10 {
            cursor.step(BoardKey::Up, v, Color::White);
        }
        assert_eq!(cursor.cell, Some((0, 7)), "stopped at the top");
        assert!(!cursor.step(BoardKey::Activate, v, Color::White));
    }

    #[test]
    fn a_smaller_board_puts_the_cursor_back_on_it() {
        let big = Position::start(Variant::International);
        let mut cursor = BoardCursor::default();
        cursor.focus(&big, Color::White);
        for _ in 0..9 {
            cursor.step(BoardKey::Right, Variant::International, Color::White);
        }
        assert_eq!(cursor.cell.map(|c| c.0), Some(9));
        cursor.blur();
        let small = Position::start(Variant::English);
        cursor.focus(&small, Color::White);
        let (file, rank) = cursor.cell.unwrap();
        assert!(file < 8 && rank < 8);
        assert!(cursor.square(Variant::English).is_some());
    }
}
