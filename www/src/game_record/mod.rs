//! Game records: a game as PDN (export), a PDN file read and its games listed (import), a game
//! replayed step by step; and the game record row and dialog, and the replay bar.

pub mod game_replay;
pub mod pdn_export;
pub mod pdn_import;
pub mod replay_bar;
pub mod view;
