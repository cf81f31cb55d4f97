//! Visiting the positions after each legal move without a move list for quiet moves
//! (perft's inner loop).

use super::jumps::{jumps_for, Jumps};
use super::{for_each_quiet, list_captures, QuietVisitor};
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
    for_each_child_given::<R, WHITE, V>(pos, &jumps_for::<R, WHITE>(pos), visitor);
}

/// [`for_each_child`] when the caller has the jumps of `pos` already.
#[inline(always)]
pub(super) fn for_each_child_given<R: Rules, const WHITE: bool, V: ChildVisitor>(
    pos: &Position,
    jumps: &Jumps,
    visitor: &mut V,
) {
    if jumps.any() {
        let mut list = MoveList::new();
        list_captures::<R, WHITE>(pos, jumps, &mut list);
        for mv in &list {
            visitor.visit(&pos.play_for::<WHITE>(mv));
        }
        return;
    }
    for_each_quiet::<R, WHITE>(
        pos,
        &mut QuietChildren::<V, WHITE> {
            parent: pos,
            visitor,
        },
    );
}

/// Plays each move [`for_each_quiet`] finds and hands the position to the visitor.
struct QuietChildren<'a, V, const WHITE: bool> {
    parent: &'a Position,
    visitor: &'a mut V,
}

impl<V: ChildVisitor, const WHITE: bool> QuietVisitor for QuietChildren<'_, V, WHITE> {
    #[inline(always)]
    fn step(&mut self, from: u64, to: u64, king: bool, crowned: bool) {
        let child = self.parent.play_bits::<WHITE>(from, to, 0, king || crowned);
        self.visitor.visit(&child);
    }
}
