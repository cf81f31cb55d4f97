//! Play by keyboard and screen reader: the board's cursor, a move typed in the variant's
//! notation, what is said of every move and of the position; and their elements on the page.

pub mod announcement;
pub mod board_cursor;
pub mod move_entry;
pub mod view;
