//! The browser game: the pure UI logic, the worker protocol and the engine service (natively
//! tested) and the thin web-sys adapters that put them on a page.

pub mod engine_service;
pub mod i18n;
pub mod protocol;
pub mod replay;
pub mod strings;
pub mod ui;
pub mod web;
