//! Numbering of the kings-only positions of one material balance: every placement of `white`
//! white kings and `black` black kings, with either side to move, gets a place in a table.
//!
//! Each side's kings are one combination of the board's squares, numbered by the combinatorial
//! number system (the set `d1 < d2 < .. < dk` of dense square numbers has rank
//! `C(d1,1) + C(d2,2) + .. + C(dk,k)`), so ranking is a few additions and the table has no
//! holes but the placements where the two sides share a square (about a tenth of it).

use draughts::geometry::Board;
use draughts::rules::Variant;
use draughts::Bitboard;
use draughts::Color;
use draughts::Position;

/// The most kings one side may have in a table.
pub(crate) const MAX_KINGS: usize = 4;

/// `BINOMIAL[n][k]` = C(n, k) for the square counts of our boards.
const BINOMIAL: [[u32; MAX_KINGS + 1]; 65] = binomials();

const fn binomials() -> [[u32; MAX_KINGS + 1]; 65] {
    let mut table = [[0u32; MAX_KINGS + 1]; 65];
    let mut n = 0;
    while n < 65 {
        table[n][0] = 1;
        let mut k = 1;
        while k <= MAX_KINGS {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
}

/// How many kings each side has.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Material {
    pub(crate) white: u8,
    pub(crate) black: u8,
}

impl Material {
    /// The material of a kings-only position.
    pub(crate) fn of(pos: &Position) -> Material {
        Material {
            white: pos.pieces(Color::White).count() as u8,
            black: pos.pieces(Color::Black).count() as u8,
        }
    }

    pub(crate) fn total(self) -> u8 {
        self.white + self.black
    }
}

/// The numbering of one material balance's positions on one board.
pub(crate) struct Indexer {
    variant: Variant,
    /// The dense number (0 to squares - 1) of each bit of the board's layout.
    dense: [u8; 64],
    /// Every set of `white` squares, by rank.
    white_sets: Vec<Bitboard>,
    /// Every set of `black` squares, by rank.
    black_sets: Vec<Bitboard>,
}

impl Indexer {
    pub(crate) fn new(variant: Variant, material: Material) -> Indexer {
        let board = variant.board();
        let mut dense = [0u8; 64];
        for (n, sq) in board.squares.enumerate() {
            dense[sq.index() as usize] = n as u8;
        }
        Indexer {
            variant,
            dense,
            white_sets: sets_by_rank(board, material.white),
            black_sets: sets_by_rank(board, material.black),
        }
    }

    /// The number of places, holes included.
    pub(crate) fn len(&self) -> usize {
        self.white_sets.len() * self.black_sets.len() * 2
    }

    /// The place of a position of this material.
    #[inline]
    pub(crate) fn index(&self, pos: &Position) -> usize {
        let white = self.rank(pos.pieces(Color::White));
        let black = self.rank(pos.pieces(Color::Black));
        self.place(white, black, pos.turn())
    }

    /// The place of the position whose white and black kings have these ranks.
    #[inline]
    pub(crate) fn place(&self, white_rank: usize, black_rank: usize, turn: Color) -> usize {
        (white_rank * self.black_sets.len() + black_rank) * 2 + turn as usize
    }

    /// The side to move at a place.
    #[inline]
    pub(crate) fn turn(index: usize) -> Color {
        if index % 2 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The position at a place, or `None` for a hole (two kings on one square).
    pub(crate) fn position(&self, index: usize) -> Option<Position> {
        let (white, black) = self.sets(index);
        (white & black).is_empty().then(|| {
            draughts::low_level::position_from_parts(
                self.variant,
                Indexer::turn(index),
                [white, black],
                white | black,
            )
        })
    }

    /// The white and the black kings at a place (they overlap at a hole).
    #[inline]
    pub(crate) fn sets(&self, index: usize) -> (Bitboard, Bitboard) {
        let sets = index / 2;
        (
            self.white_sets[sets / self.black_sets.len()],
            self.black_sets[sets % self.black_sets.len()],
        )
    }

    /// The rank of one side's set of kings among the sets of its size.
    #[inline]
    pub(crate) fn rank(&self, set: Bitboard) -> usize {
        set.enumerate()
            .map(|(i, sq)| BINOMIAL[usize::from(self.dense[sq.index() as usize])][i + 1] as usize)
            .sum()
    }
}

/// Every set of `k` of the board's squares, in the order of their ranks (colexicographic: by
/// highest square, then by the rest in the same order).
fn sets_by_rank(board: &Board, k: u8) -> Vec<Bitboard> {
    let mut sets = vec![Bitboard::EMPTY];
    for _ in 0..k {
        let mut longer = Vec::with_capacity(sets.len() * board.squares.count() as usize);
        for top in board.squares {
            let top = Bitboard::from_square(top);
            // The sets whose squares all lie below `top` (lower bits), in their order.
            longer.extend(
                sets.iter()
                    .filter(|set| set.0 < top.0)
                    .map(|&set| set | top),
            );
        }
        sets = longer;
    }
    sets
}
