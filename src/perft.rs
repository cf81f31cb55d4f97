//! Perft: the number of move sequences of a given length, the standard check of a move
//! generator against published counts.

use crate::movegen::{self, ChildVisitor};
use crate::mv::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::Color;
use std::marker::PhantomData;

/// The number of leaf positions `depth` plies from `pos`. Counts the last ply without playing
/// it (bulk counting).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    crate::dispatch!(pos.variant(), R => perft_generic::<R>(pos, depth))
}

fn perft_generic<R: Rules>(pos: &Position, depth: u32) -> u64 {
    match pos.turn() {
        Color::White => perft_side::<R, true>(pos, depth),
        Color::Black => perft_side::<R, false>(pos, depth),
    }
}

/// Perft with the side to move known at compile time (`WHITE`), so that each level calls the
/// other side's code directly and the last two plies fold into one loop.
fn perft_side<R: Rules, const WHITE: bool>(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => movegen::count_moves_for::<R, WHITE>(pos),
        2 => movegen::count_two_plies::<R, WHITE>(pos),
        _ => {
            let mut below = Below::<R, WHITE> {
                depth: depth - 1,
                total: 0,
                _rules: PhantomData,
            };
            movegen::for_each_child::<R, WHITE, _>(pos, &mut below);
            below.total
        }
    }
}

/// Sums perft `depth` of the children of a position whose side to move is `WHITE`.
struct Below<R: Rules, const WHITE: bool> {
    depth: u32,
    total: u64,
    _rules: PhantomData<R>,
}

impl<R: Rules, const WHITE: bool> ChildVisitor for Below<R, WHITE> {
    #[inline(always)]
    fn visit(&mut self, child: &Position) {
        self.total += if WHITE {
            perft_side::<R, false>(child, self.depth)
        } else {
            perft_side::<R, true>(child, self.depth)
        };
    }
}

/// Perft split by the first move: each legal move with the count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| (mv, perft(&pos.play_unchecked(&mv), depth - 1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn shallow_start_counts() {
        assert_eq!(perft(&Position::start(Variant::International), 3), 658);
        assert_eq!(perft(&Position::start(Variant::Brazilian), 4), 1469);
    }

    #[test]
    fn divide_sums_to_perft() {
        let pos = Position::start(Variant::Russian);
        let total: u64 = divide(&pos, 4).iter().map(|(_, n)| n).sum();
        assert_eq!(total, perft(&pos, 4));
    }
}
