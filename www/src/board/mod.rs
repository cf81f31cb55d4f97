//! The board: squares to pixels and back, what it shows for a state, a piece's move across it,
//! its themes, clicks turned into moves, and the canvas that draws it.

pub mod animation;
pub mod canvas;
pub mod geometry;
pub mod input;
pub mod theme;
pub mod view;
