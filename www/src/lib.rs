//! The browser game: the pure UI logic and worker protocol (natively tested) and the thin
//! web-sys adapters that put them on a page.

pub mod protocol;
pub mod replay;
pub mod strings;
pub mod ui;
pub mod web;
