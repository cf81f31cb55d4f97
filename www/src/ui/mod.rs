//! Pure UI logic, testable natively: geometry, input, the game session, the view model, saving.

pub mod analysis;
pub mod animation;
pub mod announcement;
pub mod board_cursor;
pub mod clock;
pub mod editor;
pub mod engine_session;
pub mod geometry;
pub mod input;
pub mod kept_tables;
pub mod link;
pub mod move_entry;
pub mod preferences;
pub mod question;
pub mod rating;
pub mod recording;
pub mod records;
pub mod review;
pub mod rules_page;
pub mod save;
pub mod session;
pub mod settings;
pub mod sound;
pub mod theme;
pub mod thinking;
pub mod view;
