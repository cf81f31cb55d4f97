//! Counting legal moves without listing them (perft's last ply): quiet moves and single jumps
//! by population counts, men's longer captures by a small search that builds no moves, and
//! only captures by kings through the full capture search.

use super::capture_tree::count_captures_in_tree;
use super::jumps::{jumps_for, Jumps};
use super::men::{men_captures, BestCount, NeedsSearch};
use super::Sides;
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, DIRECTIONS};
use crate::position::Position;
use crate::rules::Rules;

/// The number of legal moves, without building the list: quiet moves are counted with
/// shifts, men's captures by [`men_sequences`], and only captures by kings run the full search.
#[inline(always)]
pub(crate) fn count_moves_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        return count_captures::<R, WHITE>(pos, &jumps);
    }
    count_quiet::<R, WHITE>(pos)
}

/// The number of non-capturing moves: the destinations of each direction's steps, or of each
/// flying king's rays, counted at once.
#[inline(always)]
pub(super) fn count_quiet<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let board = R::BOARD;
    let Sides {
        color,
        men,
        own_kings,
        occupied,
        empty,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    let mut n = 0;
    each_direction!(|dir| {
        if board.man_step_dirs[color as usize] & (1 << dir) != 0 {
            n += (board.step(men, dir) & empty).count_ones();
        }
        if !R::FLYING_KINGS {
            n += (board.step(own_kings, dir) & empty).count_ones();
        }
    });
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                n += (board.ray_until(king, d, occupied).0 & empty).count_ones();
            }
        }
    }
    n as u64
}

/// The number of legal captures of the side to move (`WHITE`), which must have one.
#[inline(always)]
pub(super) fn count_due_captures<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    count_captures::<R, WHITE>(pos, &jumps_for::<R, WHITE>(pos))
}

/// The number of legal captures; out of line so that the quiet count above stays small
/// enough to inline into perft's loop.
#[inline(never)]
fn count_captures<R: Rules, const WHITE: bool>(pos: &Position, jumps: &Jumps) -> u64 {
    if jumps.kings == 0 {
        if let Ok(n) = count_men_captures::<R, WHITE>(pos, jumps) {
            return n;
        }
    }
    count_captures_in_tree::<R, WHITE>(pos)
}

/// Counts the captures of men when no king can capture.
fn count_men_captures<R: Rules, const WHITE: bool>(
    pos: &Position,
    jumps: &Jumps,
) -> Result<u64, NeedsSearch> {
    let mut best = BestCount { key: 0, count: 0 };
    men_captures::<R, WHITE>(pos, jumps, &mut best)?;
    Ok(best.count)
}
