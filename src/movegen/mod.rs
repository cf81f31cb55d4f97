//! Move generation, generic over the variant's [`Rules`].
//!
//! Quiet moves come from bitboard shifts. Captures start where [`jumps`] finds them: single
//! jumps of men are read off its masks, men's longer captures come from the small search in
//! [`men`], and captures by kings (and the rare cases [`men`] hands over) from the full capture
//! [`search`], which also gives the board its capture paths. [`count`] and [`children`] are
//! perft's fast paths over the same pieces.

mod capture_tree;
mod children;
mod count;
mod jumps;
mod leaves;
mod men;

use capture_tree::captures_from;
pub(crate) use capture_tree::{captures, CapturePaths, LegalCaptures};
pub(crate) use children::{for_each_child, ChildVisitor};
pub(crate) use count::count_moves_for;
use count::count_quiet;
use jumps::{capturers_for, jumps_for, Jumps};
pub(crate) use leaves::count_two_plies;
use men::{men_captures, Listed};

use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, Direction, DIRECTIONS};
use crate::mv::{Move, MoveList};
use crate::position::Position;
use crate::rules::{CapturePrecedence, Rules};
use crate::square::{Color, Square};

/// The directions a man of `color` captures in.
#[inline(always)]
fn man_capture_dirs<R: Rules>(color: Color) -> u8 {
    if R::MEN_CAPTURE_BACKWARD {
        0b1111
    } else {
        R::BOARD.man_step_dirs[color as usize]
    }
}

/// The enemies a man may capture: all of them, but no king where men never take kings
/// (Italian).
#[inline(always)]
fn man_targets<R: Rules>(enemies: u64, enemy_kings: u64) -> u64 {
    if R::MEN_CAPTURE_KINGS {
        enemies
    } else {
        enemies & !enemy_kings
    }
}

/// How many captures the Italian precedence's order of kings taken covers: no capture on the
/// 8x8 board takes more than 12 pieces.
const KING_ORDER_BITS: u32 = 12;

/// How a capture ranks under the variant's precedence: only the sequences with the highest key
/// are legal. It takes `pieces` pieces, `kings` of them kings; `by_king` says a king captures;
/// `king_order` has bit `KING_ORDER_BITS - 1 - i` set when the `i`th piece taken is a king
/// (only the Italian precedence reads the last two).
#[inline(always)]
fn precedence_key<R: Rules>(pieces: u32, kings: u32, by_king: bool, king_order: u32) -> u32 {
    match R::PRECEDENCE {
        CapturePrecedence::Free => 0,
        CapturePrecedence::MostPieces => pieces,
        CapturePrecedence::MostPiecesThenKings => pieces * 64 + kings,
        CapturePrecedence::Italian => {
            pieces << (KING_ORDER_BITS + 5)
                | (by_king as u32) << (KING_ORDER_BITS + 4)
                | kings << KING_ORDER_BITS
                | king_order
        }
    }
}

/// Whether the men's fast paths ([`men`], [`leaves`]) apply: they take every enemy as a man's
/// target and rank captures by pieces and kings alone. Italian captures (men never take kings;
/// the order of kings taken counts) go through the full capture search.
const fn men_paths_apply<R: Rules>() -> bool {
    R::MEN_CAPTURE_KINGS && !matches!(R::PRECEDENCE, CapturePrecedence::Italian)
}

/// Whether every set of a per-direction array is empty (one test, where `==` on the array may
/// compile to a memory comparison).
#[inline(always)]
fn none(sets: [u64; DIRECTIONS]) -> bool {
    sets[0] | sets[1] | sets[2] | sets[3] == 0
}

#[inline(always)]
fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

/// A position's pieces as raw bitboards, from the side to move's point of view.
#[derive(Clone, Copy)]
struct Sides {
    color: Color,
    /// The men of the side to move.
    men: u64,
    /// The kings of the side to move.
    own_kings: u64,
    enemies: u64,
    /// The kings of both sides.
    kings: u64,
    occupied: u64,
    empty: u64,
}

impl Sides {
    #[inline(always)]
    fn of<R: Rules>(pos: &Position) -> Sides {
        match pos.turn() {
            Color::White => Sides::of_side::<R, true>(pos),
            Color::Black => Sides::of_side::<R, false>(pos),
        }
    }

    /// The view for a side known at compile time (`WHITE` must be the side to move), so that
    /// direction masks and shifts fold to constants in the hot loops.
    #[inline(always)]
    fn of_side<R: Rules, const WHITE: bool>(pos: &Position) -> Sides {
        debug_assert_eq!(pos.turn() == Color::White, WHITE);
        let color = Color::of_white(WHITE);
        let own = pos.pieces(color).0;
        let enemies = pos.pieces(color.opponent()).0;
        let occupied = own | enemies;
        let kings = pos.kings().0;
        Sides {
            color,
            men: own & !kings,
            own_kings: own & kings,
            enemies,
            kings,
            occupied,
            empty: R::BOARD.squares.0 & !occupied,
        }
    }
}

/// Whether the side to move has a capture (and so must capture).
#[inline]
pub fn has_capture<R: Rules>(pos: &Position) -> bool {
    capturers::<R>(pos) != 0
}

/// Receives each non-capturing move from [`for_each_quiet`]. A trait rather than a closure so
/// that `step` can be forced inline into each of the loops.
trait QuietVisitor {
    /// A move from `from` to `to` (one-square sets) by a king (`king`) or a man, which may be
    /// `crowned` by it.
    fn step(&mut self, from: u64, to: u64, king: bool, crowned: bool);
}

/// Hands `visitor` every non-capturing move of the side to move (`WHITE`).
#[inline(always)]
fn for_each_quiet<R: Rules, const WHITE: bool>(pos: &Position, visitor: &mut impl QuietVisitor) {
    let sides = Sides::of_side::<R, WHITE>(pos);
    each_direction!(|dir| {
        for_each_man_step::<R>(&sides, dir, sides.men, visitor);
    });
    for_each_king_move::<R>(&sides, visitor);
}

/// Hands `visitor` the steps in direction `dir` of the men of the side to move that stand on
/// `men` (nothing if men do not step that way).
#[inline(always)]
fn for_each_man_step<R: Rules>(
    sides: &Sides,
    dir: Direction,
    men: u64,
    visitor: &mut impl QuietVisitor,
) {
    let board = R::BOARD;
    let color = sides.color as usize;
    if board.man_step_dirs[color] & (1 << dir) != 0 {
        let promotion = board.promotion_row[color].0;
        for to in Bitboard(board.step(men, dir) & sides.empty) {
            let to = bit(to);
            visitor.step(board.step(to, reverse(dir)), to, false, to & promotion != 0);
        }
    }
}

/// Hands `visitor` every non-capturing move of the kings of the side to move.
#[inline(always)]
fn for_each_king_move<R: Rules>(sides: &Sides, visitor: &mut impl QuietVisitor) {
    let board = R::BOARD;
    let Sides {
        own_kings,
        occupied,
        empty,
        ..
    } = *sides;
    if own_kings == 0 {
        return;
    }
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                for to in Bitboard(board.ray_until(king, d, occupied).0 & empty) {
                    visitor.step(bit(king), bit(to), true, false);
                }
            }
        }
    } else {
        each_direction!(|dir| {
            for to in Bitboard(board.step(own_kings, dir) & empty) {
                let to = bit(to);
                visitor.step(board.step(to, reverse(dir)), to, true, false);
            }
        });
    }
}

/// Lists the moves [`for_each_quiet`] finds.
struct PushQuiet<'a>(&'a mut MoveList);

impl QuietVisitor for PushQuiet<'_> {
    #[inline(always)]
    fn step(&mut self, from: u64, to: u64, _king: bool, crowned: bool) {
        let square = |b: u64| Square::new(b.trailing_zeros() as u8);
        self.0.push(Move::new(
            square(from),
            square(to),
            Bitboard::EMPTY,
            crowned,
        ));
    }
}

/// Every legal move of the side to move.
fn legal_moves_for<R: Rules, const WHITE: bool>(pos: &Position, list: &mut MoveList) {
    list.clear();
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        list_captures::<R, WHITE>(pos, &jumps, list);
    } else {
        for_each_quiet::<R, WHITE>(pos, &mut PushQuiet(list));
    }
}

/// Every non-capturing move of the side to move, for a caller that knows no capture is due.
fn list_quiet_for<R: Rules, const WHITE: bool>(pos: &Position, list: &mut MoveList) {
    list.clear();
    for_each_quiet::<R, WHITE>(pos, &mut PushQuiet(list));
}

/// Lists the legal captures (`list` must be empty). When only men capture, they come from
/// [`men_captures`]; captures by kings, and the rare cases that hands over, from the full
/// search.
fn list_captures<R: Rules, const WHITE: bool>(pos: &Position, jumps: &Jumps, list: &mut MoveList) {
    if jumps.kings == 0 {
        let crowning = R::BOARD.promotion_row[pos.turn() as usize].0;
        let mut listed = Listed {
            key: 0,
            list,
            crowning,
        };
        if men_captures::<R, WHITE>(pos, jumps, &mut listed).is_ok() {
            return;
        }
        list.clear();
    }
    captures_from::<R, _>(pos, jumps.capturers(), &mut LegalCaptures::new(list));
}

/// Runs `$f::<R, WHITE>` with `WHITE` set for the side to move of `$pos`.
macro_rules! for_side {
    ($f:ident::<$R:ident>($pos:expr $(, $arg:expr)*)) => {
        match $pos.turn() {
            Color::White => $f::<$R, true>($pos $(, $arg)*),
            Color::Black => $f::<$R, false>($pos $(, $arg)*),
        }
    };
}

/// The captures the side to move must make, as found by [`due_captures`]: kept so that
/// listing them does not search for them again.
pub struct DueCaptures(Jumps);

/// The captures due in `pos`, or `None` when the side to move need not capture.
#[inline]
pub fn due_captures<R: Rules>(pos: &Position) -> Option<DueCaptures> {
    let jumps = for_side!(jumps_for::<R>(pos));
    jumps.any().then_some(DueCaptures(jumps))
}

/// Every legal move of `pos` when `due` (found in `pos`) says a capture is due.
#[inline]
pub fn list_due_captures<R: Rules>(pos: &Position, due: &DueCaptures, list: &mut MoveList) {
    list.clear();
    for_side!(list_captures::<R>(pos, &due.0, list));
}

/// The pieces of the side to move that can make a first jump: the only ones a capture search
/// needs to start from. Empty when the side to move need not capture.
#[inline]
pub fn capturers<R: Rules>(pos: &Position) -> u64 {
    for_side!(capturers_for::<R>(pos))
}

/// Every legal move of the side to move.
#[inline]
pub fn legal_moves<R: Rules>(pos: &Position, list: &mut MoveList) {
    for_side!(legal_moves_for::<R>(pos, list))
}

/// The number of legal moves, without building the list when no capture is on.
#[inline]
pub(crate) fn count_moves<R: Rules>(pos: &Position) -> u64 {
    for_side!(count_moves_for::<R>(pos))
}

/// Every legal move of `pos` when [`due_captures`] found no capture due: the quiet moves.
#[inline]
pub fn list_quiet<R: Rules>(pos: &Position, list: &mut MoveList) {
    for_side!(list_quiet_for::<R>(pos, list))
}

/// The number of non-capturing moves of the side to move (its legal moves when no capture is
/// due), counted without listing them.
#[inline]
pub fn count_quiet_moves<R: Rules>(pos: &Position) -> u64 {
    for_side!(count_quiet::<R>(pos))
}

/// Whether `mv` is a non-capturing move of the side to move: the mover's own piece on its
/// origin, an empty destination, one step in a man's direction (crowning exactly when it
/// reaches the last row) or a king's step or free slide. With no capture due (the caller
/// checks) that makes it legal, so a move remembered from elsewhere (the table, a killer) can
/// be searched before the position's moves are listed.
pub fn is_quiet_move<R: Rules>(pos: &Position, mv: &Move) -> bool {
    let board = R::BOARD;
    let color = pos.turn();
    let (from, to) = (bit(mv.from()), bit(mv.to()));
    let occupied = pos.occupied().0;
    if mv.is_capture() || pos.pieces(color).0 & from == 0 || board.squares.0 & !occupied & to == 0 {
        return false;
    }
    if pos.kings().0 & from != 0 {
        !mv.promotes()
            && (0..DIRECTIONS).any(|d| {
                if R::FLYING_KINGS {
                    board.ray_until(mv.from(), d, occupied).0 & to != 0
                } else {
                    board.step(from, d) == to
                }
            })
    } else {
        mv.promotes() == (to & board.promotion_row[color as usize].0 != 0)
            && (0..DIRECTIONS).any(|d| {
                board.man_step_dirs[color as usize] & (1 << d) != 0 && board.step(from, d) == to
            })
    }
}

/// Whether a man of the side to move can step onto its crowning row.
pub fn can_crown_quietly<R: Rules>(pos: &Position) -> bool {
    let board = R::BOARD;
    let color = pos.turn();
    let men = (pos.pieces(color) - pos.kings()).0;
    let landing = board.squares.0 & !pos.occupied().0 & board.promotion_row[color as usize].0;
    (0..DIRECTIONS).any(|d| {
        board.man_step_dirs[color as usize] & (1 << d) != 0 && board.step(men, d) & landing != 0
    })
}
