//! Pure UI logic, testable natively: geometry, input, the game session, the view model, saving.

pub mod analysis;
pub mod animation;
pub mod clock;
pub mod engine_session;
pub mod game_replay;
pub mod geometry;
pub mod input;
pub mod link;
pub mod pdn_export;
pub mod pdn_import;
pub mod preferences;
pub mod question;
pub mod rating;
pub mod recording;
pub mod records;
pub mod review;
pub mod save;
pub mod session;
pub mod settings;
pub mod sound;
pub mod theme;
pub mod thinking;
pub mod view;
