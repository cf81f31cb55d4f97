#![doc = include_str!("../README.md")]
#![forbid(unsafe_code)]

mod bitboard;
pub mod draw;
pub mod engine;
mod game;
pub mod geometry;
mod movegen;
mod mv;
pub mod notation;
pub mod perft;
mod position;
pub mod rules;
mod setup;
mod square;
mod zobrist;

pub use bitboard::Bitboard;
pub use draw::{DrawProgress, DrawReason};
pub use game::{Game, GameError, Outcome, WinReason};
pub use mv::{Move, MoveList};
pub use notation::fen::FenError;
pub use notation::pdn::{parse_games, write_game, MoveNumber, PdnError, PdnErrorKind, PdnGame};
pub use notation::text::{MoveError, MoveText, ParseMoveError};
pub use notation::NotationError;
pub use position::{IllegalMove, Position, PositionOutcome};
pub use rules::{Rules, Variant};
pub use setup::{Setup, SetupError};
pub use square::{Color, Piece, Role, Square};
