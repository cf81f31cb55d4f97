//! Where each square is on the screen: the board is N x N equal cells filling a square canvas,
//! turned so that `orientation`'s side is at the bottom.
//!
//! Squares are placed with [`Variant::display_coords`] and found with
//! [`Variant::square_at_display`], never with the internal layout, so the turned Spanish board
//! comes out right.

use draughts::{Color, Square, Variant};

/// A cell of the board as players see it: `(file, rank)` from White's bottom-left corner.
pub type Cell = (u8, u8);

/// The mapping between squares and pixels for one board size and orientation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    pub variant: Variant,
    /// The colour at the bottom of the screen.
    pub orientation: Color,
    /// Side of the board in CSS pixels.
    pub side: f64,
}

impl Geometry {
    pub fn new(variant: Variant, orientation: Color, side: f64) -> Geometry {
        Geometry {
            variant,
            orientation,
            side,
        }
    }

    /// Cells along one side.
    pub fn size(&self) -> u8 {
        self.variant.board().size
    }

    /// Side of one cell in CSS pixels.
    pub fn cell_side(&self) -> f64 {
        self.side / f64::from(self.size())
    }

    /// Screen column and row (from the top-left) of a cell.
    pub fn column_row(&self, (file, rank): Cell) -> (u8, u8) {
        let last = self.size() - 1;
        match self.orientation {
            Color::White => (file, last - rank),
            Color::Black => (last - file, rank),
        }
    }

    /// The cell shown at a screen column and row.
    pub fn cell_at_column_row(&self, column: u8, row: u8) -> Cell {
        // The mapping is its own inverse.
        self.column_row((column, row))
    }

    /// Top-left corner of a cell, in CSS pixels.
    pub fn cell_origin(&self, cell: Cell) -> (f64, f64) {
        let (column, row) = self.column_row(cell);
        let s = self.cell_side();
        (f64::from(column) * s, f64::from(row) * s)
    }

    /// The centre of a square, in CSS pixels.
    pub fn centre(&self, sq: Square) -> (f64, f64) {
        self.point((
            f64::from(self.variant.display_coords(sq).0),
            f64::from(self.variant.display_coords(sq).1),
        ))
    }

    /// The pixel centre of a (possibly fractional) cell position, for animation.
    pub fn point(&self, (file, rank): (f64, f64)) -> (f64, f64) {
        let last = f64::from(self.size() - 1);
        let (column, row) = match self.orientation {
            Color::White => (file, last - rank),
            Color::Black => (last - file, rank),
        };
        let s = self.cell_side();
        ((column + 0.5) * s, (row + 0.5) * s)
    }

    /// The fractional display `(file, rank)` at a point in CSS pixels (inverse of [`Self::point`]).
    pub fn cell_position(&self, x: f64, y: f64) -> (f64, f64) {
        let s = self.cell_side();
        let last = f64::from(self.size() - 1);
        let (column, row) = (x / s - 0.5, y / s - 0.5);
        match self.orientation {
            Color::White => (column, last - row),
            Color::Black => (last - column, row),
        }
    }

    /// The cell under a point given in CSS pixels from the board's top-left corner.
    pub fn cell_at(&self, x: f64, y: f64) -> Option<Cell> {
        if !(0.0..self.side).contains(&x) || !(0.0..self.side).contains(&y) {
            return None;
        }
        let s = self.cell_side();
        let last = self.size() - 1;
        let column = ((x / s) as u8).min(last);
        let row = ((y / s) as u8).min(last);
        Some(self.cell_at_column_row(column, row))
    }

    /// The playable square under a point, if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        let (file, rank) = self.cell_at(x, y)?;
        self.variant.square_at_display(file, rank)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_square_round_trips_through_its_centre() {
        for variant in Variant::ALL {
            for orientation in Color::ALL {
                let g = Geometry::new(variant, orientation, 400.0);
                for sq in variant.board().squares {
                    let (x, y) = g.centre(sq);
                    assert_eq!(g.square_at(x, y), Some(sq), "{variant} {orientation:?}");
                    let (f, r) = variant.display_coords(sq);
                    assert_eq!(g.cell_position(x, y), (f64::from(f), f64::from(r)));
                }
            }
        }
    }

    #[test]
    fn white_bottom_left_is_a1_and_flips_to_top_right() {
        let v = Variant::Brazilian;
        let a1 = v.parse_square("a1").unwrap();
        let g = Geometry::new(v, Color::White, 800.0);
        assert_eq!(g.centre(a1), (50.0, 750.0));
        let g = Geometry::new(v, Color::Black, 800.0);
        assert_eq!(g.centre(a1), (750.0, 50.0));
    }

    #[test]
    fn spanish_square_one_is_bottom_right() {
        let v = Variant::Spanish;
        let one = v.parse_square("1").unwrap();
        let g = Geometry::new(v, Color::White, 800.0);
        assert_eq!(g.centre(one), (750.0, 750.0));
    }

    #[test]
    fn outside_and_light_squares_are_not_squares() {
        let g = Geometry::new(Variant::Brazilian, Color::White, 800.0);
        assert_eq!(g.square_at(-1.0, 10.0), None);
        assert_eq!(g.square_at(10.0, 800.0), None);
        // b1 is light on an a1-dark board.
        assert_eq!(g.cell_at(150.0, 750.0), Some((1, 0)));
        assert_eq!(g.square_at(150.0, 750.0), None);
    }
}
