//! Pattern evaluation on the 8x8 diagonal board, after Scan: the board is covered by nine
//! overlapping windows of 4x4 squares (files and ranks 0-3, 2-5 and 4-7 crossed), each holding
//! 8 dark squares. What stands on a window's squares (empty, white man, black man; kings count
//! as empty, the material terms weigh them) is a number below 3^8 = 6,561 that indexes a table
//! of weights, fitted to self-play results (`draughts tune patterns`, see the evaluation's
//! header).
//!
//! Colour symmetry halves the tables: turning the board half a turn and swapping the colours
//! gives the same position seen from the other side, and maps the windows onto each other in
//! pairs (the centre window onto itself). So five tables serve the nine windows: a window on
//! White's half reads its table with the position as it stands, its twin on Black's half reads
//! the same table with the position turned and the colours swapped, and counts against White.
//! The centre window does both. The score is then exactly antisymmetric: a position and its
//! colour-flipped twin score the negation of each other, by construction.
//!
//! The index is gathered from the bitboards with shifts and masks: in the 8x8 layout
//! ([`crate::geometry`]) the rows come in pairs of 4 + 4 consecutive bits (then one unused bit),
//! row 0 being rank 8, so a window's two squares on each of its four rows are two adjacent bits,
//! and the window is two masks of the same shape 9 bits apart.

use crate::rules::Variant;

/// Tables: one per window up to colour symmetry.
pub const TABLES: usize = 5;
/// Entries of a table: 3^8 contents of 8 squares.
pub const ENTRIES: usize = 6561;
/// All the weights, table after table.
pub const WEIGHTS: usize = TABLES * ENTRIES;
/// Table reads per position: each table once for its window (counting for White) and once for
/// the window's twin (counting for Black).
pub const FEATURES: usize = 2 * TABLES;

/// The weights of every table, in hundredths of a man.
pub(crate) type Tables = [[i16; ENTRIES]; TABLES];

/// The start of a weights file: a tag, then the number of tables and of entries per table
/// (little-endian `u16`s), then the weights as little-endian `i16`s, table after table.
const MAGIC: &[u8; 4] = b"DPAT";
/// Bytes before the weights.
pub const HEADER: usize = 8;

/// The Brazilian tables. A file of the wrong size or shape fails the build here, in [`decode`].
static BRAZILIAN: Tables = decode(include_bytes!("patterns/brazilian.bin"));
/// The Russian tables, fitted to Russian games of their own: Brazilian's board and flying
/// kings, but no rule to take the most pieces and men that crown in the middle of a capture.
static RUSSIAN: Tables = decode(include_bytes!("patterns/russian.bin"));
/// The English tables, fitted to English games of their own: the same windows, other play
/// (kings that move one square, men that capture forwards only).
static ENGLISH: Tables = decode(include_bytes!("patterns/english.bin"));

/// The tables `variant` plays with, if any (which ones and why: the evaluation's header). The
/// windows are the 8x8 diagonal layout's, shared by every variant listed here.
pub(crate) fn tables(variant: Variant) -> Option<&'static Tables> {
    match variant {
        Variant::Brazilian => Some(&BRAZILIAN),
        Variant::Russian => Some(&RUSSIAN),
        Variant::English => Some(&ENGLISH),
        _ => None,
    }
}

/// `(file, rank)` of the bottom-left square of each table's window on White's side; its twin
/// is the window turned half a turn: `(4 - file, 4 - rank)`.
const WINDOWS: [(u32, u32); TABLES] = [(0, 0), (2, 0), (4, 0), (0, 2), (2, 2)];

/// The bit of the first square (top row, left) of the window whose bottom-left corner is
/// `(file, rank)`: its top row is layout row `4 - rank`, an even row, which starts at bit
/// `9 * row / 2`.
const fn window_base(file: u32, rank: u32) -> u32 {
    9 * ((4 - rank) / 2) + file / 2
}

/// For each table: the base bit of its window and of its twin.
const BASES: [(u32, u32); TABLES] = {
    let mut bases = [(0, 0); TABLES];
    let mut t = 0;
    while t < TABLES {
        let (file, rank) = WINDOWS[t];
        bases[t] = (window_base(file, rank), window_base(4 - file, 4 - rank));
        t += 1;
    }
    bases
};

/// `TERNARY[bits]`: the 8 bits read as base-3 digits (bit `k` worth 3^k), so that a window's
/// index is `TERNARY[white] + 2 * TERNARY[black]`.
const TERNARY: [u16; 256] = ternary(false);
/// The same with the bits in reverse order (bit `k` worth 3^(7-k)): turning the board half a
/// turn reverses the order of a window's squares in the layout.
const TERNARY_TURNED: [u16; 256] = ternary(true);

const fn ternary(reversed: bool) -> [u16; 256] {
    let mut table = [0u16; 256];
    let mut bits = 0;
    while bits < 256 {
        let mut value = 0u16;
        let mut k = 0;
        while k < 8 {
            if bits & (1 << k) != 0 {
                value += 3u16.pow(if reversed { 7 - k } else { k });
            }
            k += 1;
        }
        table[bits as usize] = value;
        bits += 1;
    }
    table
}

/// The 8 squares of the window starting at bit `base` in `bb`, as 8 bits in layout order
/// (top row first, left to right).
#[inline(always)]
fn gather(bb: u64, base: u32) -> usize {
    let low = (bb >> base) as usize & 0x33;
    let high = (bb >> (base + 9)) as usize & 0x33;
    ((low | low >> 2) & 0xF) | ((high | high >> 2) & 0xF) << 4
}

/// The weights each position reads, as indices into all the weights (table after table): the
/// first [`TABLES`] count for White, the others against. `white` and `black` are the men.
#[inline(always)]
pub fn features(white: u64, black: u64) -> [usize; FEATURES] {
    let mut features = [0; FEATURES];
    for (t, &(window, twin)) in BASES.iter().enumerate() {
        let table = t * ENTRIES;
        features[t] = table
            + usize::from(TERNARY[gather(white, window)])
            + 2 * usize::from(TERNARY[gather(black, window)]);
        features[TABLES + t] = table
            + usize::from(TERNARY_TURNED[gather(black, twin)])
            + 2 * usize::from(TERNARY_TURNED[gather(white, twin)]);
    }
    features
}

/// The patterns' score from White's point of view, in hundredths of a man.
#[inline(always)]
pub(crate) fn score(tables: &Tables, white: u64, black: u64) -> i32 {
    let mut score = 0;
    for (t, &(window, twin)) in BASES.iter().enumerate() {
        let ours = usize::from(TERNARY[gather(white, window)])
            + 2 * usize::from(TERNARY[gather(black, window)]);
        let theirs = usize::from(TERNARY_TURNED[gather(black, twin)])
            + 2 * usize::from(TERNARY_TURNED[gather(white, twin)]);
        score += i32::from(tables[t][ours]) - i32::from(tables[t][theirs]);
    }
    score
}

/// The tables of a weights file; the checks fail the build (this runs at compile time).
const fn decode(bytes: &[u8]) -> Tables {
    assert!(
        bytes.len() == HEADER + 2 * WEIGHTS,
        "a pattern weights file holds 5 tables of 6561 weights"
    );
    assert!(
        bytes[0] == MAGIC[0]
            && bytes[1] == MAGIC[1]
            && bytes[2] == MAGIC[2]
            && bytes[3] == MAGIC[3],
        "not a pattern weights file"
    );
    assert!(
        u16::from_le_bytes([bytes[4], bytes[5]]) as usize == TABLES
            && u16::from_le_bytes([bytes[6], bytes[7]]) as usize == ENTRIES,
        "a pattern weights file of another shape"
    );
    let mut tables = [[0i16; ENTRIES]; TABLES];
    let mut i = 0;
    while i < WEIGHTS {
        let at = HEADER + 2 * i;
        tables[i / ENTRIES][i % ENTRIES] = i16::from_le_bytes([bytes[at], bytes[at + 1]]);
        i += 1;
    }
    tables
}

/// A weights file holding `weights` (rounded to hundredths of a man and clamped to `i16`),
/// indexed like [`features`].
pub fn encode(weights: &[f64]) -> Vec<u8> {
    assert_eq!(weights.len(), WEIGHTS, "one weight per table entry");
    let mut bytes = Vec::with_capacity(HEADER + 2 * WEIGHTS);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&(TABLES as u16).to_le_bytes());
    bytes.extend_from_slice(&(ENTRIES as u16).to_le_bytes());
    for w in weights {
        let w = w.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16;
        bytes.extend_from_slice(&w.to_le_bytes());
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::DIAGONAL_8;

    /// The index of the window with bottom-left `(file, rank)`, square by square from the
    /// coordinates: its dark squares from the top row down, left to right, digit `k` worth 3^k.
    fn slow_index(white: u64, black: u64, file: u8, rank: u8, turned: bool) -> usize {
        let mut squares = Vec::new();
        for r in (rank..rank + 4).rev() {
            for f in file..file + 4 {
                if let Some(sq) = DIAGONAL_8.square_at(f, r) {
                    squares.push(sq);
                }
            }
        }
        assert_eq!(squares.len(), 8);
        if turned {
            squares.reverse();
        }
        let (ours, theirs) = if turned {
            (black, white)
        } else {
            (white, black)
        };
        squares
            .iter()
            .enumerate()
            .map(|(k, sq)| {
                let bit = 1u64 << sq.index();
                let digit = if ours & bit != 0 {
                    1
                } else if theirs & bit != 0 {
                    2
                } else {
                    0
                };
                digit * 3usize.pow(k as u32)
            })
            .sum()
    }

    /// Men scattered over the board by a seed.
    fn scatter(seed: u64) -> (u64, u64) {
        let mut rng = crate::engine::rng::SplitMix64::new(seed);
        let (mut white, mut black) = (0, 0);
        for sq in DIAGONAL_8.squares {
            match rng.below(3) {
                1 => white |= 1 << sq.index(),
                2 => black |= 1 << sq.index(),
                _ => {}
            }
        }
        (white, black)
    }

    /// The men turned half a turn (square `(f, r)` to `(7 - f, 7 - r)`).
    fn turn(bb: u64) -> u64 {
        let mut turned = 0;
        for sq in DIAGONAL_8.squares {
            if bb & (1 << sq.index()) != 0 {
                let (f, r) = DIAGONAL_8.coords(sq);
                turned |= 1 << DIAGONAL_8.square_at(7 - f, 7 - r).unwrap().index();
            }
        }
        turned
    }

    #[test]
    fn the_gathered_index_is_the_window_read_square_by_square() {
        for seed in 0..200 {
            let (white, black) = scatter(seed);
            let features = features(white, black);
            for (t, &(file, rank)) in WINDOWS.iter().enumerate() {
                let (file, rank) = (file as u8, rank as u8);
                assert_eq!(
                    features[t] - t * ENTRIES,
                    slow_index(white, black, file, rank, false)
                );
                assert_eq!(
                    features[TABLES + t] - t * ENTRIES,
                    slow_index(white, black, 4 - file, 4 - rank, true)
                );
            }
        }
    }

    #[test]
    fn a_colour_flipped_position_reads_the_same_weights_the_other_way() {
        for seed in 0..200 {
            let (white, black) = scatter(seed);
            let ours = features(white, black);
            let flipped = features(turn(black), turn(white));
            assert_eq!(ours[..TABLES], flipped[TABLES..]);
            assert_eq!(ours[TABLES..], flipped[..TABLES]);
        }
    }

    #[test]
    fn the_windows_cover_every_square() {
        let mut covered = 0u64;
        for &(window, twin) in &BASES {
            for base in [window, twin] {
                covered |= (0x33u64 << base) | (0x33u64 << (base + 9));
            }
        }
        assert_eq!(covered, DIAGONAL_8.squares.0);
    }

    #[test]
    fn only_variants_on_the_8x8_diagonal_board_have_tables() {
        for variant in Variant::ALL {
            if tables(variant).is_some() {
                assert!(std::ptr::eq(variant.board(), &DIAGONAL_8), "{variant}");
            }
        }
        for variant in [Variant::Brazilian, Variant::Russian, Variant::English] {
            assert!(tables(variant).is_some(), "{variant}");
        }
    }

    #[test]
    fn a_weights_file_decodes_to_what_was_encoded() {
        let weights: Vec<f64> = (0..WEIGHTS).map(|i| (i % 601) as f64 - 300.0).collect();
        let tables = decode(&encode(&weights));
        for (i, w) in weights.iter().enumerate() {
            assert_eq!(f64::from(tables[i / ENTRIES][i % ENTRIES]), *w);
        }
    }
}
