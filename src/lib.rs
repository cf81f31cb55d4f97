//! The rules of draughts: Brazilian, Russian, International (10x10), English checkers, Spanish
//! and Turkish, exactly as their federations write them.
//!
//! A [`Position`] generates the legal moves of its [`Variant`] (captures compulsory, the
//! variant's precedence and crowning rules applied); a [`Game`] keeps the history, the draw
//! counters and the outcome. Positions read and write FEN, moves read and write each variant's
//! notation, and whole games read and write PDN. [`perft`] counts move sequences.
//!
//! ```
//! use draughts::{Game, Position, Variant};
//!
//! let mut game = Game::new(Variant::Brazilian);
//! let mv = game.position().parse_move("22-18").unwrap();
//! game.play(&mv).unwrap();
//! assert_eq!(game.position().legal_moves().len(), 7);
//! assert_eq!(draughts::perft::perft(&Position::start(Variant::Russian), 5), 7_482);
//! ```
//!
//! The search engine is the `draughts-engine` crate; [`low_level`] is what it needs of the
//! core beyond the public API. Sources, article numbers and the choices made where they
//! disagree: `docs/rules.md`.

#![forbid(unsafe_code)]

mod bitboard;
pub mod draw;
mod game;
pub mod geometry;
pub mod low_level;
mod movegen;
mod mv;
pub mod notation;
pub mod perft;
mod position;
pub mod rng;
pub mod rules;
mod setup;
mod square;
mod zobrist;

pub use bitboard::Bitboard;
pub use draw::{DrawProgress, DrawReason};
pub use game::{full_moves, Game, GameError, Outcome, WinReason};
pub use mv::{Move, MoveList};
pub use notation::fen::FenError;
pub use notation::pdn::{
    file_variants, parse_games, write_annotated_game, write_game, MoveNote, MoveNumber, Note,
    PdnError, PdnErrorKind, PdnGame, PdnReader,
};
pub use notation::text::{MoveError, MoveText, ParseMoveError};
pub use notation::NotationError;
pub use position::{IllegalMove, Position};
pub use rules::{Goal, Rules, Variant};
pub use setup::{Setup, SetupError};
pub use square::{Color, Piece, Role, Square};
