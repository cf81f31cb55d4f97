//! The network's inner loops in wasm's 128-bit vector instructions: LLVM leaves the scalar
//! loops scalar on wasm32 (above all the `i16` dot product of the second layer), where the
//! native build gets vector multiply-adds. Each function computes exactly what its scalar twin
//! in `network.rs` does: saturating `i16` sums, wrapping `i32` sums of products. The second
//! layer goes by pairs of first-layer units and skips the pairs the rectifier zeroed, most of
//! them in a typical position.

use super::{Network, HIDDEN, SECOND};
use core::arch::wasm32::*;

/// `i16` lanes in a vector.
const LANES: usize = 8;

#[inline(always)]
fn load(row: &[i16; HIDDEN], at: usize) -> v128 {
    debug_assert!(at + LANES <= HIDDEN);
    // SAFETY: `at + LANES <= HIDDEN`, so the 16 bytes read lie inside `row`; wasm loads need no
    // alignment.
    unsafe { v128_load(row.as_ptr().add(at).cast::<v128>()) }
}

#[inline(always)]
fn store(row: &mut [i16; HIDDEN], at: usize, value: v128) {
    debug_assert!(at + LANES <= HIDDEN);
    // SAFETY: as in `load`, for the 16 bytes written.
    unsafe { v128_store(row.as_mut_ptr().add(at).cast::<v128>(), value) }
}

/// `sums += row`, saturating.
#[inline(always)]
pub fn add_row(sums: &mut [i16; HIDDEN], row: &[i16; HIDDEN]) {
    for at in (0..HIDDEN).step_by(LANES) {
        store(sums, at, i16x8_add_sat(load(sums, at), load(row, at)));
    }
}

/// The first layer's sums, rectified.
#[inline(always)]
pub fn rectify(sums: &[i16; HIDDEN]) -> [i16; HIDDEN] {
    let mut hidden = [0i16; HIDDEN];
    let zero = i16x8_splat(0);
    for at in (0..HIDDEN).step_by(LANES) {
        store(&mut hidden, at, i16x8_max(load(sums, at), zero));
    }
    hidden
}

/// The second layer's sums, biases included: for each pair of first-layer units not both zero,
/// the pair times its weights to every second-layer unit, four units a vector.
#[inline(always)]
pub fn second_layer(hidden: &[i16; HIDDEN], net: &Network) -> [i32; SECOND] {
    let zero = i32x4_splat(0);
    let mut live: u64 = 0;
    for at in (0..HIDDEN).step_by(LANES) {
        let pairs = i32x4_ne(load(hidden, at), zero);
        live |= u64::from(i32x4_bitmask(pairs)) << (at / 2);
    }
    let bias = &net.second_bias;
    let mut sums: [v128; SECOND / 4] = std::array::from_fn(|q| {
        i32x4(
            bias[4 * q],
            bias[4 * q + 1],
            bias[4 * q + 2],
            bias[4 * q + 3],
        )
    });
    while live != 0 {
        let pair = live.trailing_zeros() as usize;
        live &= live - 1;
        let both = i32::from(hidden[2 * pair] as u16) | (i32::from(hidden[2 * pair + 1]) << 16);
        let both = i32x4_splat(both);
        let weights = &net.second_pairs[pair];
        for (q, sum) in sums.iter_mut().enumerate() {
            // SAFETY: `8 * q + 8 <= 2 * SECOND`, so the 16 bytes read lie inside `weights`.
            let w = unsafe { v128_load(weights.as_ptr().add(8 * q).cast::<v128>()) };
            *sum = i32x4_add(*sum, i32x4_dot_i16x8(both, w));
        }
    }
    let mut out = [0i32; SECOND];
    for (q, sum) in sums.iter().enumerate() {
        out[4 * q..4 * q + 4].copy_from_slice(&[
            i32x4_extract_lane::<0>(*sum),
            i32x4_extract_lane::<1>(*sum),
            i32x4_extract_lane::<2>(*sum),
            i32x4_extract_lane::<3>(*sum),
        ]);
    }
    out
}
