//! Board shapes and their neighbour and ray tables, computed at compile time.
//!
//! Three shapes cover every variant: the dark squares of an 8x8 or a 10x10 board (pieces move
//! diagonally) and all 64 squares of an 8x8 board (Turkish: pieces move orthogonally).
//!
//! Diagonal boards use the packed layout in which the square with PDN number `n` has bit index
//! `pair * (size + 1) + (row % 2) * (size / 2) + k`, counting rows from White's far side. Each pair
//! of rows takes `size + 1` bits, so every diagonal step is the same shift everywhere on the board
//! (4 or 5 on 8x8, 5 or 6 on 10x10). The orthogonal board uses `rank * 8 + file`.
//!
//! A step in direction `d` is `shift(bb & has_neighbour[d], shift[d])`: the mask drops the squares
//! at the edge, so no ghost squares or wrap-around checks are needed in the hot code.

use crate::bitboard::Bitboard;
use crate::square::{Color, Square};

/// Number of move directions on every board shape.
pub const DIRECTIONS: usize = 4;

/// One of the four directions of a board, `0..4`. On diagonal boards: up-left, up-right,
/// down-left, down-right; on the orthogonal board: up, right, left, down. "Up" is towards
/// White's far side. `reverse(d) == 3 - d` on both.
pub type Direction = usize;

/// The direction pointing back along `d`.
#[inline]
pub const fn reverse(d: Direction) -> Direction {
    3 - d
}

/// The two directions square to `d` (neither `d` nor its [`reverse`], which is `d ^ 3`).
#[inline(always)]
pub const fn sideways(d: Direction) -> [Direction; 2] {
    [d ^ 1, d ^ 2]
}

/// Runs `$body` once for each direction with `$d` bound to it, unrolled: each copy sees its
/// direction as a constant, so [`Board::step`] on a board known at compile time folds to one
/// mask and one shift. (A plain loop whose body holds a call or an early exit is often left
/// rolled, paying a table load and a variable shift per step.) The body is inlined in the
/// caller: `return` leaves the caller, so guard with `if` instead of `continue`.
macro_rules! each_direction {
    (|$d:ident| $body:block) => {{
        {
            let $d: $crate::geometry::Direction = 0;
            $body
        }
        {
            let $d: $crate::geometry::Direction = 1;
            $body
        }
        {
            let $d: $crate::geometry::Direction = 2;
            $body
        }
        {
            let $d: $crate::geometry::Direction = 3;
            $body
        }
    }};
}
pub(crate) use each_direction;

/// A board shape: which squares exist and how they connect.
#[derive(Debug)]
pub struct Board {
    /// Squares along one side (8 or 10).
    pub size: u8,
    /// True for the orthogonal (Turkish) board.
    pub orthogonal: bool,
    /// Every playable square.
    pub squares: Bitboard,
    /// Bit index change of a step in each direction.
    pub shift: [i8; DIRECTIONS],
    /// The squares that have a neighbour in each direction.
    pub has_neighbour: [u64; DIRECTIONS],
    /// For each direction and square, the squares beyond it in that direction (not itself).
    pub rays: [[u64; 64]; DIRECTIONS],
    /// For each square, its neighbours in every direction (a quick "nothing to jump here" test).
    pub adjacent: [u64; 64],
    /// For each square, every square on its lines (a quick "no king capture here" test).
    pub lines: [u64; 64],
    /// `(file, rank)` of each square index, both counted from White's bottom-left corner.
    /// Unused indices hold `(255, 255)`.
    pub coords: [(u8, u8); 64],
    /// The square index at each `(file, rank)`, or 255.
    pub index_at: [[u8; 10]; 10],
    /// The row each colour crowns on.
    pub promotion_row: [Bitboard; 2],
    /// The directions a man of each colour steps in, as a bit mask over directions.
    pub man_step_dirs: [u8; 2],
    /// The diagonal a1-h8 of an 8x8 diagonal board (empty elsewhere).
    pub long_diagonal: Bitboard,
}

/// The dark squares of an 8x8 board (a1 dark).
pub static DIAGONAL_8: Board = Board::new(8, false);
/// The dark squares of a 10x10 board (a1 dark).
pub static DIAGONAL_10: Board = Board::new(10, false);
/// All squares of an 8x8 board, moves along ranks and files.
pub static ORTHOGONAL_8: Board = Board::new(8, true);

const DIAGONAL_STEPS: [(i8, i8); DIRECTIONS] = [(-1, 1), (1, 1), (-1, -1), (1, -1)];
const ORTHOGONAL_STEPS: [(i8, i8); DIRECTIONS] = [(0, 1), (1, 0), (-1, 0), (0, -1)];

impl Board {
    const fn new(size: u8, orthogonal: bool) -> Board {
        let steps = if orthogonal {
            ORTHOGONAL_STEPS
        } else {
            DIAGONAL_STEPS
        };
        let mut coords = [(255u8, 255u8); 64];
        let mut index_at = [[255u8; 10]; 10];
        let mut squares = 0u64;
        let mut rank = 0u8;
        while rank < size {
            let mut file = 0u8;
            while file < size {
                if let Some(i) = Self::layout_index(size, orthogonal, file, rank) {
                    coords[i as usize] = (file, rank);
                    index_at[file as usize][rank as usize] = i;
                    squares |= 1 << i;
                }
                file += 1;
            }
            rank += 1;
        }

        let mut shift = [0i8; DIRECTIONS];
        let mut has_neighbour = [0u64; DIRECTIONS];
        let mut rays = [[0u64; 64]; DIRECTIONS];
        let mut d = 0;
        while d < DIRECTIONS {
            let (df, dr) = steps[d];
            let mut i = 0;
            while i < 64 {
                let (file, rank) = coords[i];
                if file != 255 {
                    let mut f = file as i8 + df;
                    let mut r = rank as i8 + dr;
                    let mut first = true;
                    while f >= 0 && r >= 0 && f < size as i8 && r < size as i8 {
                        let j = index_at[f as usize][r as usize];
                        rays[d][i] |= 1 << j;
                        if first {
                            has_neighbour[d] |= 1 << i;
                            shift[d] = j as i8 - i as i8;
                            first = false;
                        }
                        f += df;
                        r += dr;
                    }
                }
                i += 1;
            }
            d += 1;
        }

        let mut adjacent = [0u64; 64];
        let mut lines = [0u64; 64];
        let mut i = 0;
        while i < 64 {
            let mut d = 0;
            while d < DIRECTIONS {
                lines[i] |= rays[d][i];
                if has_neighbour[d] & (1 << i) != 0 {
                    adjacent[i] |= 1 << (i as i8 + shift[d]) as u32;
                }
                d += 1;
            }
            i += 1;
        }

        let mut bottom = 0u64;
        let mut top = 0u64;
        let mut long_diagonal = 0u64;
        let mut i = 0;
        while i < 64 {
            let (file, rank) = coords[i];
            if file != 255 {
                if rank == 0 {
                    bottom |= 1 << i;
                }
                if rank == size - 1 {
                    top |= 1 << i;
                }
                if !orthogonal && size == 8 && file == rank {
                    long_diagonal |= 1 << i;
                }
            }
            i += 1;
        }

        // Up is direction 0 (and 1 on diagonal boards); sideways are 1 and 2 on the orthogonal board.
        let man_step_dirs = if orthogonal {
            [0b0111, 0b1110]
        } else {
            [0b0011, 0b1100]
        };

        Board {
            size,
            orthogonal,
            squares: Bitboard(squares),
            shift,
            has_neighbour,
            rays,
            adjacent,
            lines,
            coords,
            index_at,
            promotion_row: [Bitboard(top), Bitboard(bottom)],
            man_step_dirs,
            long_diagonal: Bitboard(long_diagonal),
        }
    }

    /// The bit index of `(file, rank)`, or `None` for a square pieces never stand on.
    const fn layout_index(size: u8, orthogonal: bool, file: u8, rank: u8) -> Option<u8> {
        if orthogonal {
            return Some(rank * size + file);
        }
        if (file + rank) % 2 != 0 {
            return None;
        }
        let row = size - 1 - rank;
        Some((row / 2) * (size + 1) + (row % 2) * (size / 2) + file / 2)
    }

    /// The squares one step from each of `bb` in direction `d`. On diagonal boards a step
    /// off the left or right edge lands on an unplayable bit of the layout instead of being
    /// dropped (one instruction less in the generator's hottest lines): intersect the result
    /// with a set of squares (`empty`, the enemies, ...) before using it as squares.
    #[inline(always)]
    pub fn step(&self, bb: u64, d: Direction) -> u64 {
        // The orthogonal board uses all 64 bits, so a step off its side would wrap a row.
        let from = if self.orthogonal {
            bb & self.has_neighbour[d]
        } else {
            bb
        };
        let s = self.shift[d];
        if s > 0 {
            from << s
        } else {
            from >> (-s)
        }
    }

    /// The neighbour of `sq` in direction `d`, if it exists.
    #[inline(always)]
    pub fn neighbour(&self, sq: Square, d: Direction) -> Option<Square> {
        if self.has_neighbour[d] & (1 << sq.index()) == 0 {
            None
        } else {
            Some(Square::new((sq.index() as i8 + self.shift[d]) as u8))
        }
    }

    /// The squares from `sq` in direction `d` up to and including the first occupied one.
    #[inline(always)]
    pub fn ray_until(&self, sq: Square, d: Direction, occupied: u64) -> (u64, Option<Square>) {
        let ray = self.rays[d][sq.index() as usize];
        let blockers = ray & occupied;
        if blockers == 0 {
            return (ray, None);
        }
        let b = if self.shift[d] > 0 {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        } as u8;
        let beyond = self.rays[d][b as usize];
        (ray & !beyond, Some(Square::new(b)))
    }

    /// The square at `(file, rank)` counted from White's bottom-left, if pieces stand there.
    pub fn square_at(&self, file: u8, rank: u8) -> Option<Square> {
        if file >= self.size || rank >= self.size {
            return None;
        }
        let i = self.index_at[file as usize][rank as usize];
        (i != 255).then(|| Square::new(i))
    }

    /// `(file, rank)` of a square, counted from White's bottom-left.
    #[inline]
    pub fn coords(&self, sq: Square) -> (u8, u8) {
        self.coords[sq.index() as usize]
    }

    /// The squares of the first `rows` ranks on `color`'s side.
    pub fn home_rows(&self, color: Color, rows: u8) -> Bitboard {
        self.squares
            .filter(|&sq| {
                let rank = self.coords(sq).1;
                match color {
                    Color::White => rank < rows,
                    Color::Black => rank >= self.size - rows,
                }
            })
            .collect()
    }

    /// Number of playable squares.
    pub fn square_count(&self) -> u32 {
        self.squares.count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_uniform_shifts(board: &Board) {
        for sq in board.squares {
            for d in 0..DIRECTIONS {
                let (file, rank) = board.coords(sq);
                let (df, dr) = if board.orthogonal {
                    ORTHOGONAL_STEPS[d]
                } else {
                    DIAGONAL_STEPS[d]
                };
                let expected = board.square_at((file as i8 + df) as u8, (rank as i8 + dr) as u8);
                let expected = if file as i8 + df < 0 || rank as i8 + dr < 0 {
                    None
                } else {
                    expected
                };
                assert_eq!(
                    board.neighbour(sq, d),
                    expected,
                    "square {sq:?} direction {d}"
                );
                assert_eq!(
                    board.step(1 << sq.index(), d) & board.squares.0,
                    expected.map_or(0, |s| 1 << s.index()),
                    "square {sq:?} direction {d}: a step lands on its neighbour or off the squares"
                );
            }
        }
    }

    #[test]
    fn every_board_has_uniform_steps() {
        check_uniform_shifts(&DIAGONAL_8);
        check_uniform_shifts(&DIAGONAL_10);
        check_uniform_shifts(&ORTHOGONAL_8);
    }

    #[test]
    fn sideways_directions_are_square_to_the_direction() {
        for steps in [DIAGONAL_STEPS, ORTHOGONAL_STEPS] {
            for d in 0..DIRECTIONS {
                let (f, r) = steps[d];
                for e in sideways(d) {
                    let (g, s) = steps[e];
                    assert_eq!(f * g + r * s, 0, "{d} and {e}");
                }
            }
        }
    }

    #[test]
    fn square_counts() {
        assert_eq!(DIAGONAL_8.square_count(), 32);
        assert_eq!(DIAGONAL_10.square_count(), 50);
        assert_eq!(ORTHOGONAL_8.square_count(), 64);
    }

    #[test]
    fn packed_layout_follows_pdn_numbers() {
        // PDN square 1 is b10 (file 1, rank 9); square 6 is a9; square 50 is i1.
        assert_eq!(DIAGONAL_10.square_at(1, 9).unwrap().index(), 0);
        assert_eq!(DIAGONAL_10.square_at(0, 8).unwrap().index(), 5);
        assert_eq!(DIAGONAL_10.square_at(8, 0).unwrap().index(), 4 * 11 + 5 + 4);
        assert_eq!(DIAGONAL_8.shift, [-5, -4, 4, 5]);
        assert_eq!(DIAGONAL_10.shift, [-6, -5, 5, 6]);
    }

    #[test]
    fn ray_stops_at_first_blocker() {
        let b = &DIAGONAL_8;
        let a1 = b.square_at(0, 0).unwrap();
        let d4 = b.square_at(3, 3).unwrap();
        let (ray, blocker) = b.ray_until(a1, 1, 1 << d4.index());
        assert_eq!(blocker, Some(d4));
        assert_eq!(Bitboard(ray).count(), 3);
        assert_eq!(b.long_diagonal.count(), 8);
    }
}
