//! Visiting the positions after each legal move without a move list for quiet moves
//! (perft's inner loop).

use super::jumps::jumps_for;
use super::{bit, list_captures, Sides};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, DIRECTIONS};
use crate::mv::MoveList;
use crate::position::Position;
use crate::rules::Rules;

/// Receives each position [`for_each_child`] reaches. A trait rather than a closure so that
/// `visit` can be forced inline into each of the loops below (perft's leaf count).
pub(crate) trait ChildVisitor {
    fn visit(&mut self, child: &Position);
}

/// Hands `visitor` the position after each legal move of the side to move (`WHITE`). Quiet
/// moves are played straight from their bitboards, with no move list: perft's inner loop.
#[inline(always)]
pub(crate) fn for_each_child<R: Rules, const WHITE: bool, V: ChildVisitor>(
    pos: &Position,
    visitor: &mut V,
) {
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        let mut list = MoveList::new();
        list_captures::<R, WHITE>(pos, &jumps, &mut list);
        for mv in &list {
            visitor.visit(&pos.play_for::<WHITE>(mv));
        }
        return;
    }
    let board = R::BOARD;
    let Sides {
        color,
        men,
        own_kings,
        occupied,
        empty,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    let promotion = board.promotion_row[color as usize].0;
    each_direction!(|dir| {
        if board.man_step_dirs[color as usize] & (1 << dir) != 0 {
            for to in Bitboard(board.step(men, dir) & empty) {
                let to = bit(to);
                let from = board.step(to, reverse(dir));
                visitor.visit(&pos.play_quiet::<WHITE>(from, to, to & promotion != 0));
            }
        }
    });
    if own_kings == 0 {
        return;
    }
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                for to in Bitboard(board.ray_until(king, d, occupied).0 & empty) {
                    visitor.visit(&pos.play_quiet::<WHITE>(bit(king), bit(to), true));
                }
            }
        }
    } else {
        each_direction!(|dir| {
            for to in Bitboard(board.step(own_kings, dir) & empty) {
                let to = bit(to);
                visitor.visit(&pos.play_quiet::<WHITE>(board.step(to, reverse(dir)), to, true));
            }
        });
    }
}
