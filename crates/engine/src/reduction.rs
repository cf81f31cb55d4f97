//! Late move reductions: how many plies less deep a late quiet move is searched first.
//!
//! With the table's move, the killers and the history in front, a quiet move far down the
//! ordering rarely turns out best, so it is first searched less deeply and only searched again
//! in full if it surprises. The reduction grows with the product of the logarithms of the depth
//! left and of the move's place, `ln(depth) * ln(place + 1) / 2` rounded: one ply for the
//! second move at depth 3, two plies for the seventh move at depth 8, three for the twentieth
//! at depth 10, so deep searches spend their nodes on the moves that matter. Principal
//! variation nodes reduce a ply less and keep their first three moves whole.
//!
//! The table is computed at compile time in fixed point, so every platform (native and wasm)
//! reduces alike and the search stays reproducible.
//!
//! What this scheme scored: docs/journal/strength.md; late move pruning and the other variants
//! of the reduction tried and not kept: docs/journal/experiments.md#search.

/// Depths and places past the table's edge reduce as its last row and column.
const SIZE: usize = 64;

/// The formula's constant in 0.16 fixed point: `ln(a) ln(b) / 2 = log2(a) log2(b) ln(2)^2 / 2`.
const SCALE: u64 = 15_743;

/// `log2(x)` in 16.16 fixed point, for `1 <= x < 2^16`: the integer part from the highest set
/// bit, the fraction bit by bit by squaring the mantissa.
const fn log2_fixed(x: u64) -> u64 {
    let int = 63 - x.leading_zeros() as u64;
    // The mantissa x / 2^int, in [1, 2), as a 2.30 fixed-point number.
    let mut mantissa = (x << 30) >> int;
    let mut log = int << 16;
    let mut bit = 1 << 15;
    while bit > 0 {
        mantissa = (mantissa * mantissa) >> 30;
        if mantissa >= 2 << 30 {
            mantissa >>= 1;
            log |= bit;
        }
        bit >>= 1;
    }
    log
}

/// `ln(depth) * ln(place + 1) / 2`, rounded, for a null-window node.
const fn base_reduction(depth: usize, place: usize) -> u8 {
    let product = log2_fixed(depth as u64) * log2_fixed(place as u64 + 1);
    // 16.16 times 16.16 times 0.16: 48 fraction bits.
    ((product * SCALE + (1 << 47)) >> 48) as u8
}

/// `REDUCTIONS[depth][place]`, before the bounds that [`late_move_reduction`] applies.
const REDUCTIONS: [[u8; SIZE]; SIZE] = {
    let mut table = [[0; SIZE]; SIZE];
    let mut depth = 1;
    while depth < SIZE {
        let mut place = 0;
        while place < SIZE {
            table[depth][place] = base_reduction(depth, place);
            place += 1;
        }
        depth += 1;
    }
    table
};

/// The plies by which the quiet move at `place` (0 for the first searched) of a node with
/// `depth` plies left is first searched less deeply; 0 for a move searched in full at once.
/// Only from depth 3 on, always leaving the reduced search a ply; principal variation nodes
/// (`is_pv`) keep their first three moves whole and reduce the rest a ply less.
#[inline]
pub(crate) fn late_move_reduction(depth: i32, place: usize, is_pv: bool) -> i32 {
    let first_reduced = if is_pv { 3 } else { 1 };
    if depth < 3 || place < first_reduced {
        return 0;
    }
    let base = i32::from(REDUCTIONS[(depth as usize).min(SIZE - 1)][place.min(SIZE - 1)]);
    (base - i32::from(is_pv)).clamp(1, depth - 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_point_logarithm_is_exact_to_its_last_bits() {
        for x in 1..2000u64 {
            let exact = (x as f64).log2() * 65536.0;
            let fixed = log2_fixed(x) as f64;
            assert!(
                (fixed - exact).abs() <= 2.0,
                "log2({x}): {fixed} against {exact}"
            );
        }
    }

    #[test]
    fn reductions_follow_the_formula() {
        for (depth, row) in REDUCTIONS.iter().enumerate().skip(3) {
            for (place, &reduction) in row.iter().enumerate().skip(1) {
                let formula = (depth as f64).ln() * ((place + 1) as f64).ln() / 2.0;
                let got = f64::from(reduction);
                // Rounded to the nearest ply; only a product within a hair of a half may differ.
                assert!(
                    (got - formula).abs() <= 0.5 + 1e-3,
                    "{depth}, {place}: {got} v {formula}"
                );
            }
        }
    }

    #[test]
    fn reductions_grow_with_depth_and_place_within_their_bounds() {
        assert_eq!(late_move_reduction(2, 10, false), 0);
        assert_eq!(late_move_reduction(3, 0, false), 0);
        assert_eq!(late_move_reduction(3, 1, false), 1);
        assert_eq!(late_move_reduction(8, 6, false), 2);
        assert_eq!(late_move_reduction(10, 19, false), 3);
        assert_eq!(late_move_reduction(10, 2, true), 0);
        assert_eq!(late_move_reduction(10, 19, true), 2);
        for depth in 3..100 {
            for is_pv in [false, true] {
                let mut last = 0;
                for place in 0..100 {
                    let r = late_move_reduction(depth, place, is_pv);
                    assert!(
                        r >= last && r <= (depth - 2).max(0),
                        "{depth} {place} {is_pv}"
                    );
                    last = r;
                }
            }
        }
    }
}
