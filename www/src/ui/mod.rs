//! Pure UI logic, testable natively: geometry, input, the table, the view model, saving.

pub mod analysis;
pub mod animation;
pub mod geometry;
pub mod input;
pub mod link;
pub mod save;
pub mod settings;
pub mod table;
pub mod view;
