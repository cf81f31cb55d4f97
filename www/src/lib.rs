//! The browser game: the pure UI logic (natively tested) and the thin web-sys adapters that
//! put it on a page. The worker's messages, its engine service and a game as text and back are
//! the `draughts-worker` crate's.

pub mod i18n;
pub mod strings;
pub mod ui;
pub mod web;
