//! Pattern evaluation on the diagonal boards, after Scan: the board is covered by overlapping
//! windows of 4x4 squares, each holding 8 dark squares: on 8x8 nine of them (files and ranks
//! 0-3, 2-5 and 4-7 crossed), on 10x10 sixteen (0-3, 2-5, 4-7 and 6-9 crossed). What stands on a
//! window's squares (empty, white man, black man; kings count as empty, the material terms
//! weigh them) is a number below 3^8 = 6,561 that indexes a table of weights, fitted to
//! self-play results (`draughts tune patterns`, see the evaluation's header).
//!
//! A table may be phased: each entry then holds two weights, one for the opening and one for
//! the ending, and the evaluation blends them by how many pieces are left ([`Phases`]), as
//! Scan does: what a window's men are worth changes as the board empties. The two weights of
//! an entry sit side by side, so one index reads both.
//!
//! Colour symmetry halves the tables: turning the board half a turn and swapping the colours
//! gives the same position seen from the other side, and maps the windows onto each other in
//! pairs (on 8x8 the centre window onto itself). So one table serves a window on White's half,
//! read with the position as it stands, and its twin on Black's half, read with the position
//! turned and the colours swapped and counting against White: five tables on 8x8 (the centre
//! window does both), eight on 10x10. The score is then exactly antisymmetric: a position and
//! its colour-flipped twin score the negation of each other, by construction.
//!
//! The index is gathered from the bitboards with shifts, masks and small lookups: in the
//! diagonal layout ([`crate::geometry`]) a pair of rows takes `size + 1` bits, `size / 2` a row,
//! row 0 being the top rank, so a window's two squares on each of its four rows are two
//! adjacent bits, and the window is two quarters of the same shape a row pair apart
//! ([`Layout`]). An index is a sum of base-3 digits, one a square, so it is additive over the
//! colours and the quarters: a lookup gives one colour's digits of all of a pair's quarters at
//! once, a shift and an add fold in the other colour and the quarter below, and each window's
//! index is then a field of one word.

use crate::geometry::Board;
use crate::rules::Variant;

/// Entries of a table: 3^8 contents of 8 squares.
pub const ENTRIES: usize = 6561;

/// A table's slots: [`ENTRIES`] rounded up to a power of two, so that an index masked to
/// them needs no bounds check when it is read (the slots past the entries stay zero).
const SLOTS: usize = ENTRIES.next_power_of_two();

/// The weights of one window's table, in hundredths of a man: `P` weights an entry, one per
/// phase (1: the same in every phase; 2: the opening's, then the ending's).
pub(crate) type Table<const P: usize> = [[i16; P]; SLOTS];

/// A variant's tables, one per window of its board ([`Layout::tables`]), each entry an opening
/// and an ending weight blended by [`Phases`]: each phased fit beat what it replaced (flat tables,
/// or none for Spanish; the evaluation's header).
pub(crate) type Tables = &'static [Table<2>];

/// How far a position is from the opening to the ending: the ending's share of a phased
/// weight is `ending / total`, the pieces gone from the board (kings and men) over those at
/// the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phases {
    ending: i32,
    total: i32,
}

impl Phases {
    pub(crate) fn new(pieces: i32, start_pieces: i32) -> Phases {
        Phases {
            ending: start_pieces - pieces.min(start_pieces),
            total: start_pieces,
        }
    }

    /// `[opening, ending]` blended (exactly the one when they are equal).
    #[inline(always)]
    pub(crate) fn blend(self, [opening, ending]: [i32; 2]) -> i32 {
        (opening * (self.total - self.ending) + ending * self.ending) / self.total
    }

    /// The ending's share of a phased weight, from 0 to 1 (for the tuner).
    pub fn ending_share(self) -> f64 {
        f64::from(self.ending) / f64::from(self.total)
    }
}

/// Where a diagonal board's windows lie in its bitboard layout.
///
/// A window is read in quarters: the 4 squares of a quarter are two adjacent squares on each
/// row of a pair of rows (bits `k`, `k + 1`, `row + k`, `row + k + 1` of the pair), and a window
/// is the quarter at the same offset in two consecutive pairs. A lookup ([`Layout::digits`])
/// turns a pair's bits into all its quarters' digits at once, so each pair is read once per
/// colour however many windows share it.
#[derive(Debug)]
pub struct Layout {
    /// Bits from one pair of rows to the next (`size + 1`).
    stride: u32,
    /// Pairs of rows (`size / 2`).
    pairs: usize,
    /// `digits[bits]`, for one colour's `bits` of a pair of rows (`size` of them): for each
    /// quarter, the one at offset `k` in bits `16k..16k + 16` ([`Lanes`]), what its squares
    /// in `bits` are worth, square `j` worth 3^j as a window reads it and, in the second word,
    /// 3^(3-j) as its twin reads it turned.
    digits: &'static [[u64; 2]],
    /// For each table: `(pair, offset)` of the top quarter of its window and of its twin.
    windows: &'static [(Quarter, Quarter)],
}

/// A word of 16-bit fields, one a quarter of a pair of rows. A field holds at most
/// 80 + 81 * 80 = 6,560 (a window's index), so words add and scale without carries.
type Lanes = u64;

/// The field of `lanes` for the quarter at offset `k`, masked to a table's [`SLOTS`] (which
/// holds it anyway) so that it indexes a table without a bounds check.
#[inline(always)]
fn lane(lanes: Lanes, k: usize) -> usize {
    (lanes >> (16 * k)) as usize & (SLOTS - 1)
}

/// A quarter's place: its pair of rows (from the top) and its offset along them.
type Quarter = (usize, usize);

/// Pairs of rows of the largest board (10x10).
const MOST_PAIRS: usize = 5;

/// `(file, rank)` of the bottom-left square of each table's window on White's side; its twin
/// is the window turned half a turn: `(size - 4 - file, size - 4 - rank)`. On 8x8: the five
/// whose bottom rank is 0 or 2.
const WINDOWS_8: [(u32, u32); 5] = [(0, 0), (2, 0), (4, 0), (0, 2), (2, 2)];
/// The same on 10x10: the eight whose bottom rank is 0 or 2.
const WINDOWS_10: [(u32, u32); 8] = [
    (0, 0),
    (2, 0),
    (4, 0),
    (6, 0),
    (0, 2),
    (2, 2),
    (4, 2),
    (6, 2),
];
const QUARTERS_8: [(Quarter, Quarter); 5] = quarters(8, WINDOWS_8);
const QUARTERS_10: [(Quarter, Quarter); 8] = quarters(10, WINDOWS_10);
const DIGITS_8: [[Lanes; 2]; 1 << 8] = digits(4);
const DIGITS_10: [[Lanes; 2]; 1 << 10] = digits(5);

/// The windows of the 8x8 diagonal board.
static LAYOUT_8: Layout = Layout {
    stride: 9,
    pairs: 4,
    digits: &DIGITS_8,
    windows: &QUARTERS_8,
};
/// The windows of the 10x10 diagonal board.
static LAYOUT_10: Layout = Layout {
    stride: 11,
    pairs: 5,
    digits: &DIGITS_10,
    windows: &QUARTERS_10,
};

/// The top quarter of the window whose bottom-left corner is `(file, rank)` on a diagonal
/// board of `size`: its top row is layout row `size - 4 - rank`, an even row.
const fn top_quarter(size: u32, file: u32, rank: u32) -> Quarter {
    (((size - 4 - rank) / 2) as usize, (file / 2) as usize)
}

const fn quarters<const N: usize>(size: u32, windows: [(u32, u32); N]) -> [(Quarter, Quarter); N] {
    let mut quarters = [((0, 0), (0, 0)); N];
    let mut t = 0;
    while t < N {
        let (file, rank) = windows[t];
        quarters[t] = (
            top_quarter(size, file, rank),
            top_quarter(size, size - 4 - file, size - 4 - rank),
        );
        t += 1;
    }
    quarters
}

/// [`Layout::digits`] for rows of `row` squares.
const fn digits<const N: usize>(row: u32) -> [[Lanes; 2]; N] {
    let mut table = [[0; 2]; N];
    let mut bits = 0;
    while bits < N {
        let mut k = 0;
        while k + 1 < row {
            let quarter = (bits >> k) & 3 | ((bits >> (row + k)) & 3) << 2;
            let mut j = 0;
            while j < 4 {
                if quarter & (1 << j) != 0 {
                    table[bits][0] += 3u64.pow(j) << (16 * k);
                    table[bits][1] += 3u64.pow(3 - j) << (16 * k);
                }
                j += 1;
            }
            k += 1;
        }
        bits += 1;
    }
    table
}

impl Layout {
    /// The windows of `board`, if it is a diagonal one.
    #[inline(always)]
    pub const fn of(board: &Board) -> Option<&'static Layout> {
        match (board.orthogonal, board.size) {
            (false, 8) => Some(&LAYOUT_8),
            (false, 10) => Some(&LAYOUT_10),
            _ => None,
        }
    }

    /// Tables: one per window up to colour symmetry.
    pub fn tables(&self) -> usize {
        self.windows.len()
    }

    /// All the weights, table after table.
    pub fn weights(&self) -> usize {
        self.tables() * ENTRIES
    }

    /// Calls `read(t, ours, theirs)` for each table `t` with the index of its window (counting
    /// for White) and of its twin (counting for Black) in the position with men `white` and
    /// `black`.
    #[inline(always)]
    fn read(&self, white: u64, black: u64, mut read: impl FnMut(usize, usize, usize)) {
        // Per pair of rows, every quarter's digits, a white man 1 and a black man 2, as the
        // top of a window reads them and as the top of a twin reads them turned (where the
        // colours swap).
        let mut straight = [0; MOST_PAIRS];
        let mut turned = [0; MOST_PAIRS];
        let mask = self.digits.len() as u64 - 1;
        for p in 0..self.pairs {
            let shift = p as u32 * self.stride;
            let w = self.digits[((white >> shift) & mask) as usize];
            let b = self.digits[((black >> shift) & mask) as usize];
            straight[p] = w[0] + 2 * b[0];
            turned[p] = b[1] + 2 * w[1];
        }
        for (t, &((p, k), (q, j))) in self.windows.iter().enumerate() {
            // A window's index is its top quarter's plus 81 times its bottom quarter's; a
            // twin, turned, reads its bottom quarter first.
            let ours = lane(straight[p] + 81 * straight[p + 1], k);
            let theirs = lane(turned[q + 1] + 81 * turned[q], j);
            read(t, ours, theirs);
        }
    }

    /// The weights each position reads, as indices into all the weights (table after table):
    /// the first [`Layout::tables`] count for White, the others against. `white` and `black`
    /// are the men.
    pub fn features(&self, white: u64, black: u64) -> Vec<u32> {
        let tables = self.tables();
        let mut features = vec![0; 2 * tables];
        self.read(white, black, |t, ours, theirs| {
            features[t] = (t * ENTRIES + ours) as u32;
            features[tables + t] = (t * ENTRIES + theirs) as u32;
        });
        features
    }

    /// The patterns' score from White's point of view, in hundredths of a man, with `tables`
    /// (one per window, in order): the opening's sum and the ending's.
    #[inline(always)]
    pub(crate) fn score(&self, tables: Tables, white: u64, black: u64) -> [i32; 2] {
        // Cut to the windows' count, known when the layout is: the loop then unrolls.
        let tables = &tables[..self.tables()];
        let mut score = [0; 2];
        self.read(white, black, |t, ours, theirs| {
            let (ours, theirs) = (tables[t][ours], tables[t][theirs]);
            for (sum, (ours, theirs)) in score.iter_mut().zip(ours.into_iter().zip(theirs)) {
                *sum += i32::from(ours) - i32::from(theirs);
            }
        });
        score
    }
}

/// The start of a weights file: a tag, then the number of tables and of entries per table
/// (little-endian `u16`s), then the weights as little-endian `i16`s, table after table.
const MAGIC: &[u8; 4] = b"DPAT";
/// Bytes before the weights.
pub const HEADER: usize = 8;

/// The Brazilian tables. A file of the wrong size or shape fails the build here, in [`decode`].
static BRAZILIAN: [Table<2>; 5] = decode(include_bytes!("patterns/brazilian.bin"));
/// The Russian tables, fitted to Russian games of their own: Brazilian's board and flying
/// kings, but no rule to take the most pieces and men that crown in the middle of a capture;
/// phased.
static RUSSIAN: [Table<2>; 5] = decode(include_bytes!("patterns/russian.bin"));
/// The Spanish tables, fitted to Spanish games of their own: the board is kept mirrored into
/// Brazilian's layout, but men capture forwards only and the largest capture counts kings; phased.
static SPANISH: [Table<2>; 5] = decode(include_bytes!("patterns/spanish.bin"));
/// The English tables, fitted to English games of their own: the same windows, other play
/// (kings that move one square, men that capture forwards only); phased, as International's.
static ENGLISH: [Table<2>; 5] = decode(include_bytes!("patterns/english.bin"));

/// The International tables, for the 10x10 board's sixteen windows, fitted to International
/// games of their own: phased, each entry an opening and an ending weight.
static INTERNATIONAL: [Table<2>; 8] = decode(include_bytes!("patterns/international.bin"));

/// The tables `variant` plays with, if any (which ones and why: the evaluation's header), one
/// per window of its board's [`Layout`].
pub(crate) fn tables(variant: Variant) -> Option<Tables> {
    match variant {
        Variant::Brazilian => Some(&BRAZILIAN),
        Variant::Russian => Some(&RUSSIAN),
        Variant::English => Some(&ENGLISH),
        Variant::Spanish => Some(&SPANISH),
        Variant::International => Some(&INTERNATIONAL),
        _ => None,
    }
}

/// The `N` tables of `P` phases of a weights file, which holds `P * N` tables of one weight an
/// entry: the `N` of the first phase, then those of the next. The checks fail the build (this
/// runs at compile time).
const fn decode<const N: usize, const P: usize>(bytes: &[u8]) -> [Table<P>; N] {
    assert!(
        bytes.len() == HEADER + 2 * P * N * ENTRIES,
        "a pattern weights file of another size"
    );
    assert!(
        bytes[0] == MAGIC[0]
            && bytes[1] == MAGIC[1]
            && bytes[2] == MAGIC[2]
            && bytes[3] == MAGIC[3],
        "not a pattern weights file"
    );
    assert!(
        u16::from_le_bytes([bytes[4], bytes[5]]) as usize == P * N
            && u16::from_le_bytes([bytes[6], bytes[7]]) as usize == ENTRIES,
        "a pattern weights file of another shape"
    );
    let mut tables = [[[0i16; P]; SLOTS]; N];
    let mut i = 0;
    while i < P * N * ENTRIES {
        let at = HEADER + 2 * i;
        let (table, entry) = (i / ENTRIES, i % ENTRIES);
        tables[table % N][entry][table / N] = i16::from_le_bytes([bytes[at], bytes[at + 1]]);
        i += 1;
    }
    tables
}

/// A weights file holding `weights` (rounded to hundredths of a man and clamped to `i16`),
/// indexed like [`Layout::features`]: whole tables of [`ENTRIES`] weights (with phases, every
/// window's opening table, then every window's ending table).
pub fn encode(weights: &[f64]) -> Vec<u8> {
    assert_eq!(weights.len() % ENTRIES, 0, "one weight per table entry");
    let tables = u16::try_from(weights.len() / ENTRIES).expect("fewer than 65,536 tables");
    let mut bytes = Vec::with_capacity(HEADER + 2 * weights.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&tables.to_le_bytes());
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
    use crate::bitboard::Bitboard;
    use crate::geometry::{DIAGONAL_10, DIAGONAL_8};

    /// `(file, rank)` of the bottom-left corner of each table's window.
    type Windows = &'static [(u32, u32)];

    /// Each layout with its board and its windows.
    fn layouts() -> [(&'static Layout, &'static Board, Windows); 2] {
        [
            (&LAYOUT_8, &DIAGONAL_8, &WINDOWS_8),
            (&LAYOUT_10, &DIAGONAL_10, &WINDOWS_10),
        ]
    }

    /// The index of the window with bottom-left `(file, rank)`, square by square from the
    /// coordinates: its dark squares from the top row down, left to right, digit `k` worth 3^k.
    fn slow_index(
        board: &Board,
        white: u64,
        black: u64,
        file: u8,
        rank: u8,
        turned: bool,
    ) -> usize {
        let mut squares = Vec::new();
        for r in (rank..rank + 4).rev() {
            for f in file..file + 4 {
                if let Some(sq) = board.square_at(f, r) {
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

    /// Men scattered over `board` by a seed.
    fn scatter(board: &Board, seed: u64) -> (u64, u64) {
        let mut rng = crate::engine::rng::SplitMix64::new(seed);
        let (mut white, mut black) = (0, 0);
        for sq in board.squares {
            match rng.below(3) {
                1 => white |= 1 << sq.index(),
                2 => black |= 1 << sq.index(),
                _ => {}
            }
        }
        (white, black)
    }

    /// The men turned half a turn (square `(f, r)` to `(size - 1 - f, size - 1 - r)`).
    fn turn(board: &Board, bb: u64) -> u64 {
        let last = board.size - 1;
        let mut turned = 0;
        for sq in board.squares {
            if bb & (1 << sq.index()) != 0 {
                let (f, r) = board.coords(sq);
                turned |= 1 << board.square_at(last - f, last - r).unwrap().index();
            }
        }
        turned
    }

    #[test]
    fn the_gathered_index_is_the_window_read_square_by_square() {
        for (layout, board, windows) in layouts() {
            let far = board.size as u32 - 4;
            for seed in 0..200 {
                let (white, black) = scatter(board, seed);
                let features = layout.features(white, black);
                for (t, &(file, rank)) in windows.iter().enumerate() {
                    let slow = |file: u32, rank: u32, turned| {
                        slow_index(board, white, black, file as u8, rank as u8, turned)
                    };
                    let table = t * ENTRIES;
                    assert_eq!(features[t] as usize - table, slow(file, rank, false));
                    assert_eq!(
                        features[layout.tables() + t] as usize - table,
                        slow(far - file, far - rank, true)
                    );
                }
            }
        }
    }

    #[test]
    fn a_colour_flipped_position_reads_the_same_weights_the_other_way() {
        for (layout, board, _) in layouts() {
            let tables = layout.tables();
            for seed in 0..200 {
                let (white, black) = scatter(board, seed);
                let ours = layout.features(white, black);
                let flipped = layout.features(turn(board, black), turn(board, white));
                assert_eq!(ours[..tables], flipped[tables..]);
                assert_eq!(ours[tables..], flipped[..tables]);
            }
        }
    }

    #[test]
    fn the_windows_cover_every_square() {
        for (layout, board, windows) in layouts() {
            let far = board.size as u32 - 4;
            let mut covered = Bitboard::EMPTY;
            for &(file, rank) in windows {
                for (file, rank) in [(file, rank), (far - file, far - rank)] {
                    for f in file..file + 4 {
                        for r in rank..rank + 4 {
                            if let Some(sq) = board.square_at(f as u8, r as u8) {
                                covered.insert(sq);
                            }
                        }
                    }
                }
            }
            assert_eq!(covered, board.squares, "{}x{}", board.size, board.size);
            assert_eq!(layout.tables(), windows.len());
        }
    }

    #[test]
    fn every_variant_with_tables_has_one_per_window_of_its_board() {
        for variant in Variant::ALL {
            if let Some(tables) = tables(variant) {
                let layout = Layout::of(variant.board()).expect("a diagonal board");
                assert_eq!(tables.len(), layout.tables(), "{variant}");
            }
        }
        let with_tables = [
            Variant::Brazilian,
            Variant::Russian,
            Variant::English,
            Variant::Spanish,
            Variant::International,
        ];
        for variant in with_tables {
            assert!(tables(variant).is_some(), "{variant}");
        }
    }

    #[test]
    fn phased_weights_go_from_the_opening_to_the_ending_as_pieces_leave() {
        let start = Phases::new(40, 40);
        assert_eq!(start.blend([300, -100]), 300);
        assert_eq!(Phases::new(20, 40).blend([300, -100]), 100);
        assert_eq!(Phases::new(0, 40).blend([300, -100]), -100);
        for pieces in 0..=40 {
            assert_eq!(Phases::new(pieces, 40).blend([-77, -77]), -77);
        }
        assert_eq!(Phases::new(30, 40).ending_share(), 0.25);
        assert_eq!(Phases::new(45, 40), start);
    }

    #[test]
    fn a_weights_file_decodes_to_what_was_encoded() {
        let weights: Vec<f64> = (0..5 * ENTRIES).map(|i| (i % 601) as f64 - 300.0).collect();
        let tables: [Table<1>; 5] = decode(&encode(&weights));
        for (i, w) in weights.iter().enumerate() {
            assert_eq!(f64::from(tables[i / ENTRIES][i % ENTRIES][0]), *w);
        }
        // Phased: the opening's tables, then the ending's.
        let ending: Vec<f64> = weights.iter().map(|w| -w - 1.0).collect();
        let phased: [Table<2>; 5] = decode(&encode(&[weights.clone(), ending].concat()));
        for (i, w) in weights.iter().enumerate() {
            assert_eq!(
                phased[i / ENTRIES][i % ENTRIES].map(f64::from),
                [*w, -w - 1.0]
            );
        }
    }
}
