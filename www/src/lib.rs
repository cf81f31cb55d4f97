//! The browser game, one folder a feature, each with its pure part (natively tested) and its
//! view (web-sys): the board, the game in progress, the engine, keyboard play, the records, game
//! records (PDN and replay), the editor, the rules pages, the coordinates trainer, the
//! preferences; the shell that puts them on a page; the languages and the words. The worker's
//! messages, its engine service and a game as text and back are the `draughts-worker` crate's.

pub mod board;
pub mod coordinates;
pub mod editor;
pub mod engine;
pub mod game;
pub mod game_record;
pub mod i18n;
pub mod keyboard;
pub mod learn;
pub mod preferences;
pub mod puzzles;
pub mod records;
pub mod review;
pub mod rule_sets;
pub mod rules;
pub mod shell;
pub mod stored;
pub mod strings;
