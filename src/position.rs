//! A validated position: whose turn it is and where the pieces stand.

use crate::bitboard::Bitboard;
use crate::game::{Outcome, WinReason};
use crate::movegen::{self, CapturePaths};
use crate::mv::{Move, MoveList};
use crate::rules::{Goal, Variant};
use crate::square::{Color, Piece, Role, Square};
use crate::zobrist;
use std::fmt;

/// A position of one variant. Small and `Copy`: playing a move returns a new position.
///
/// Built only by [`Position::start`], [`Setup::into_position`](crate::Setup::into_position) (FEN
/// parsing goes through it) and by playing legal moves, so it always satisfies the variant's
/// invariants: pieces on playable squares, no man on its own crowning row.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    variant: Variant,
    turn: Color,
    pieces: [Bitboard; 2],
    kings: Bitboard,
}

/// Why a move could not be played; the position is left as it was.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct IllegalMove;

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("illegal move")
    }
}

impl std::error::Error for IllegalMove {}

impl Position {
    /// The start position of `variant`.
    pub fn start(variant: Variant) -> Position {
        Position {
            variant,
            turn: variant.first_to_move(),
            pieces: [
                variant.start_squares(Color::White),
                variant.start_squares(Color::Black),
            ],
            kings: Bitboard::EMPTY,
        }
    }

    /// Builds a position from parts already checked by [`crate::Setup`].
    pub(crate) fn from_parts(
        variant: Variant,
        turn: Color,
        pieces: [Bitboard; 2],
        kings: Bitboard,
    ) -> Position {
        Position {
            variant,
            turn,
            pieces,
            kings,
        }
    }

    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// All pieces of one colour.
    #[inline]
    pub fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color as usize]
    }

    /// All kings of both colours.
    #[inline]
    pub fn kings(&self) -> Bitboard {
        self.kings
    }

    /// All pieces of both colours.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.pieces[0] | self.pieces[1]
    }

    /// The pieces of one colour and role.
    pub fn pieces_of(&self, piece: Piece) -> Bitboard {
        match piece.role {
            Role::King => self.pieces(piece.color) & self.kings,
            Role::Man => self.pieces(piece.color) - self.kings,
        }
    }

    /// The piece on a square, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.pieces[0].contains(sq) {
            Color::White
        } else if self.pieces[1].contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings.contains(sq) {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// Every legal move. When a capture is possible only captures are listed, and only those
    /// the variant's precedence allows.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        crate::dispatch!(self.variant, R => movegen::legal_moves::<R>(self, &mut list));
        list
    }

    /// The number of legal moves (faster than building the list).
    pub fn count_moves(&self) -> u64 {
        crate::dispatch!(self.variant, R => movegen::count_moves::<R>(self))
    }

    /// Whether the side to move has a legal move: a capture, or else a quiet move. Cheaper than
    /// counting them, and all that the end of a game asks.
    pub fn has_moves(&self) -> bool {
        self.has_capture()
            || crate::dispatch!(self.variant, R => movegen::count_quiet_moves::<R>(self)) > 0
    }

    /// Whether the side to move must capture.
    pub fn has_capture(&self) -> bool {
        crate::dispatch!(self.variant, R => movegen::has_capture::<R>(self))
    }

    pub fn is_legal(&self, mv: &Move) -> bool {
        self.legal_moves().contains(mv)
    }

    /// Plays a legal move; an illegal one is refused and nothing changes.
    pub fn play(&self, mv: &Move) -> Result<Position, IllegalMove> {
        if self.is_legal(mv) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(IllegalMove)
        }
    }

    /// Plays a move without checking it. The move must be one of [`Position::legal_moves`];
    /// anything else leaves an inconsistent position.
    #[inline]
    pub fn play_unchecked(&self, mv: &Move) -> Position {
        match self.turn {
            Color::White => self.play_for::<true>(mv),
            Color::Black => self.play_for::<false>(mv),
        }
    }

    /// [`Position::play_unchecked`] with the side to move known at compile time (`WHITE`), so
    /// that the new position can live in registers (perft's inner loop).
    #[inline(always)]
    pub(crate) fn play_for<const WHITE: bool>(&self, mv: &Move) -> Position {
        debug_assert_eq!(self.turn == Color::White, WHITE);
        let from = Bitboard::from_square(mv.from());
        let to = Bitboard::from_square(mv.to());
        let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
        let mover = (self.pieces[us] - from) | to;
        let taken = self.pieces[them] - mv.captured();
        let mut kings = self.kings - mv.captured() - from;
        if self.kings.contains(mv.from()) || mv.promotes() {
            kings |= to;
        }
        // Built from its fields rather than copied and patched: a copy and a patch in memory
        // stall the load that reads the new position right after.
        Position {
            variant: self.variant,
            turn: self.turn.opponent(),
            pieces: if WHITE {
                [mover, taken]
            } else {
                [taken, mover]
            },
            kings,
        }
    }

    /// Plays a move of the side to move (`WHITE`) given as bitboards: one-square `from` and
    /// `to`, the `taken` enemy pieces (none for a quiet move), and whether the piece is a king
    /// after it (perft's inner loop).
    #[inline(always)]
    pub(crate) fn play_bits<const WHITE: bool>(
        &self,
        from: u64,
        to: u64,
        taken: u64,
        king_after: bool,
    ) -> Position {
        debug_assert_eq!(self.turn == Color::White, WHITE);
        let (us, them) = if WHITE { (0, 1) } else { (1, 0) };
        let mover = Bitboard(self.pieces[us].0 ^ (from | to));
        let other = Bitboard(self.pieces[them].0 & !taken);
        Position {
            variant: self.variant,
            turn: if WHITE { Color::Black } else { Color::White },
            pieces: if WHITE {
                [mover, other]
            } else {
                [other, mover]
            },
            kings: Bitboard((self.kings.0 & !(from | taken)) | if king_after { to } else { 0 }),
        }
    }

    /// The position with the other side to move and nothing else changed (for analysis and
    /// null-move tests).
    pub fn with_turn(&self, turn: Color) -> Position {
        Position { turn, ..*self }
    }

    /// The game's end as far as this position alone says (draws need the game's history, see
    /// [`crate::Game`]): a side to move without legal moves loses, or in Antidraughts wins; in
    /// Breakthrough a king on the board has won.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.variant.goal() == Goal::Crown {
            if let Some(king) = self.kings.first() {
                let winner = self.piece_at(king)?.color;
                let reason = WinReason::Crowned;
                return Some(Outcome::Win { winner, reason });
            }
        }
        if self.has_moves() {
            return None;
        }
        Some(if self.variant.goal() == Goal::GiveAway {
            Outcome::Win {
                winner: self.turn,
                reason: WinReason::GaveAway,
            }
        } else {
            Outcome::Win {
                winner: self.turn.opponent(),
                reason: WinReason::NoMoves,
            }
        })
    }

    /// The position turned half a turn with the colours and the side to move swapped: the same
    /// position seen from the other side (an evaluation must score both alike).
    pub fn colour_flipped(&self) -> Position {
        let board = self.variant.board();
        let turned = |bb: Bitboard| -> Bitboard {
            bb.into_iter()
                .map(|sq| {
                    let (file, rank) = board.coords(sq);
                    board
                        .square_at(board.size - 1 - file, board.size - 1 - rank)
                        .expect("a half turn maps the board's squares onto themselves")
                })
                .collect()
        };
        Position {
            variant: self.variant,
            turn: self.turn.opponent(),
            pieces: [turned(self.pieces[1]), turned(self.pieces[0])],
            kings: turned(self.kings),
        }
    }

    /// The Zobrist hash of this position (pieces and side to move), computed from scratch.
    pub fn hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            zobrist::BLACK_TO_MOVE
        } else {
            0
        };
        for color in Color::ALL {
            for sq in self.pieces(color) {
                h ^= zobrist::piece_key(color, self.kings().contains(sq), sq);
            }
        }
        h
    }

    /// Every legal capture path of the side to move, with the landing squares of each jump (the
    /// last one is the destination). Several paths may realise the same move; where the order
    /// of the pieces taken counts (Italian: the king met first), only the paths in the order
    /// the precedence asks for are legal. Empty when no capture is on.
    pub fn capture_paths(&self) -> Vec<(Move, Vec<Square>)> {
        let mut paths = CapturePaths { found: Vec::new() };
        crate::dispatch!(self.variant, R => movegen::captures::<R, _>(self, &mut paths));
        let best = paths.found.iter().map(|(key, ..)| *key).max();
        let mut found: Vec<(Move, Vec<Square>)> = paths
            .found
            .into_iter()
            .filter(|(key, ..)| Some(*key) == best)
            .map(|(_, mv, path)| (mv, path))
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    }

    /// The landing squares of each way to play `mv` (for a step, just its destination).
    pub fn move_paths(&self, mv: &Move) -> Vec<Vec<Square>> {
        if !mv.is_capture() {
            return vec![vec![mv.to()]];
        }
        self.capture_paths()
            .into_iter()
            .filter(|(m, _)| m == mv)
            .map(|(_, path)| path)
            .collect()
    }

    /// The legal moves whose path begins at `squares[0]` and visits the rest of `squares` in
    /// order as landing squares (the last click may be any landing so far). This is what a board
    /// needs to decide whether clicks so far name one move or must go on.
    pub fn moves_through(&self, squares: &[Square]) -> MoveList {
        let Some((&first, rest)) = squares.split_first() else {
            return MoveList::new();
        };
        let mut matching = MoveList::new();
        if !self.has_capture() {
            matching.extend(
                self.legal_moves()
                    .into_iter()
                    .filter(|m| m.from() == first && path_visits(&[m.to()], rest)),
            );
            return matching;
        }
        for (mv, path) in self.capture_paths() {
            if mv.from() == first && path_visits(&path, rest) && !matching.contains(&mv) {
                matching.push(mv);
            }
        }
        matching
    }

    /// The squares holding pieces that have a legal move.
    pub fn movable_pieces(&self) -> Bitboard {
        self.legal_moves().iter().map(Move::from).collect()
    }

    /// The destinations of the legal moves of the piece on `from`.
    pub fn destinations(&self, from: Square) -> Bitboard {
        self.legal_moves()
            .iter()
            .filter(|m| m.from() == from)
            .map(Move::to)
            .collect()
    }

    /// Piece counts `(men, kings)` of one colour.
    pub fn count(&self, color: Color) -> (u32, u32) {
        let all = self.pieces(color);
        ((all - self.kings).count(), (all & self.kings).count())
    }
}

/// Whether `path` passes through `squares` in order (each one a landing square).
pub(crate) fn path_visits(path: &[Square], squares: &[Square]) -> bool {
    let mut rest = path.iter();
    squares.iter().all(|sq| rest.any(|p| p == sq))
}
