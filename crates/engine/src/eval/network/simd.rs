//! The network's inner loops in wasm's 128-bit vector instructions: LLVM leaves the scalar
//! loops scalar on wasm32 (above all the `i16` dot product of the second layer), where the
//! native build gets vector multiply-adds. Each function computes exactly what its scalar twin
//! in `network.rs` does: saturating `i16` sums, wrapping `i32` dot products.

use super::HIDDEN;
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

/// `bias` plus the dot product of `hidden` and `weights`, wrapping.
#[inline(always)]
pub fn dot(hidden: &[i16; HIDDEN], weights: &[i16; HIDDEN], bias: i32) -> i32 {
    let mut acc = i32x4_splat(0);
    for at in (0..HIDDEN).step_by(LANES) {
        acc = i32x4_add(acc, i32x4_dot_i16x8(load(hidden, at), load(weights, at)));
    }
    bias.wrapping_add(i32x4_extract_lane::<0>(acc))
        .wrapping_add(i32x4_extract_lane::<1>(acc))
        .wrapping_add(i32x4_extract_lane::<2>(acc))
        .wrapping_add(i32x4_extract_lane::<3>(acc))
}
