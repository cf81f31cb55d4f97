//! Pattern evaluation, after Scan: the board is covered by overlapping windows of 8 squares, the
//! men on a window's squares (empty, white man, black man; kings count as empty, the material
//! terms weigh them) making a number below 3^8 = 6,561 that indexes a table of weights, fitted
//! to self-play positions by `draughts tune patterns` (how: docs/tuning.md; every fit:
//! docs/journal/tuning.md).
//! English windows read a king as a man of its colour ([`windows_read_kings`]): its kings step
//! one square like its men, so they hold and block the same squares, and the fit says the
//! shapes they make together matter. On the diagonal boards a window is 4x4 squares, 8 of them
//! dark: on 8x8 nine windows (files and ranks 0-3, 2-5 and 4-7 crossed), on 10x10 sixteen
//! (0-3, 2-5, 4-7 and 6-9 crossed). On the orthogonal (Turkish) board a window is 4 files by 2
//! ranks: files 0-3, 2-5 and 4-7 crossed with the five rank pairs from 1-2 to 5-6, fifteen
//! windows (men never stand on the first or the last rank there: they start on the second and
//! third and crown on the last). Turkish plays without tables, though: every fit lost
//! (docs/journal/experiments.md#turkish).
//!
//! On the 8x8 diagonal board the tables also read pairs of whole rows: the 8 dark squares of
//! two adjacent ranks, seven windows (ranks 0-1 up to 6-7) in four tables up to colour
//! symmetry (ranks 3-4 are their own twin). They see what a 4x4 window cannot: a rank's shape
//! from edge to edge (the back rank's guard, a line of men, a flank left bare). Their index is one
//! lookup of the 8 bits of the two rows per colour.
//!
//! English also reads each side's material, men and kings, in one more table: an entry for
//! every count of White's men and kings against every count of Black's ([`material_code`]).
//! What a king is worth against men changes with what is left: the material terms weigh a
//! king at 1.14 men, a flat rate fitted to game results over all positions, and the windows
//! read a king as a man. The table is fitted with the windows.
//!
//! A table may be phased: each entry then holds two weights, one for the opening and one for
//! the ending, and the evaluation blends them by how many pieces are left ([`Phases`]), as
//! Scan does: what a window's men are worth changes as the board empties. The two weights of
//! an entry sit side by side, so one index reads both.
//!
//! Colour symmetry halves the tables: turning the board half a turn and swapping the colours
//! gives the same position seen from the other side, and maps the windows onto each other in
//! pairs (on 8x8 the centre window onto itself, on the orthogonal board the one on files 2-5,
//! ranks 3-4). So one table serves a window on White's half, read with the position as it
//! stands, and its twin on Black's half, read with the position turned and the colours
//! swapped and counting against White: nine tables on the diagonal 8x8 (five for the 4x4
//! windows, the centre one doing both, and four for the pairs of rows), eight on 10x10 and
//! eight on the orthogonal board. The score is then exactly antisymmetric: a position and its
//! colour-flipped twin score the negation of each other, by construction.
//!
//! The index is gathered from the bitboards with shifts, masks and small lookups. The board is
//! read in bands of rows, from the top: in the diagonal layout ([`draughts::geometry`]) a band is
//! a pair of rows, `size + 1` bits, `size / 2` a row, and a window's two squares on each of its
//! four rows are two adjacent bits, so a window is two quarters of the same shape (two squares
//! on each row of a band) a band apart; on the orthogonal board a band is one rank of 8 bits
//! and a quarter four adjacent squares of it ([`Layout`]). An index is a sum of base-3 digits,
//! one a square, so it is additive over the colours and the quarters: a lookup gives one
//! colour's digits of all of a band's quarters at once, a shift and an add fold in the other
//! colour and the quarter below, and each window's index is then a field of one word.

use draughts::rules::Variant;
use draughts::Bitboard;
use draughts::Color;
use draughts::Position;
use std::sync::OnceLock;

/// Entries of a table: 3^8 contents of 8 squares.
pub const ENTRIES: usize = 6561;

/// A table's slots: [`ENTRIES`] rounded up to a power of two, so that an index masked to
/// them needs no bounds check when it is read (the slots past the entries stay zero).
const SLOTS: usize = ENTRIES.next_power_of_two();

/// The weights of one window's table, in hundredths of a man: `P` weights an entry, one per
/// phase (1: the same in every phase; 2: the opening's, then the ending's).
pub type Table<const P: usize> = [[i16; P]; SLOTS];

/// A variant's tables, one per window it reads ([`Layout::tables`]), each entry an opening
/// and an ending weight blended by [`Phases`]: each phased fit beat what it replaced (flat tables,
/// or none for Spanish; docs/journal/strength.md).
pub type Tables = &'static [Table<2>];

/// How far a position is from the opening to the ending: the ending's share of a phased
/// weight is `ending / total`, the pieces gone from the board (kings and men) over those at
/// the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phases {
    ending: i32,
    total: i32,
}

impl Phases {
    pub fn new(pieces: i32, start_pieces: i32) -> Phases {
        Phases {
            ending: start_pieces - pieces.min(start_pieces),
            total: start_pieces,
        }
    }

    /// `[opening, ending]` blended (exactly the one when they are equal).
    #[inline(always)]
    pub fn blend(self, [opening, ending]: [i32; 2]) -> i32 {
        (opening * (self.total - self.ending) + ending * self.ending) / self.total
    }

    /// The ending's share of a phased weight, from 0 to 1 (for the tuner).
    pub fn ending_share(self) -> f64 {
        f64::from(self.ending) / f64::from(self.total)
    }
}

/// Where a board's windows lie in its bitboard layout.
///
/// The board is read in bands of rows from the top, and a window in quarters: on a diagonal
/// board a band is a pair of rows and a quarter two adjacent squares on each of its rows (bits
/// `k`, `k + 1`, `row + k`, `row + k + 1` of the band); on the orthogonal board a band is one
/// rank and a quarter four adjacent squares of it (bits `2k` to `2k + 3`). A window is the
/// quarter at the same offset in two consecutive bands. A lookup (`Layout::digits`) turns a
/// band's bits into all its quarters' digits at once, so each band is read once per colour
/// however many windows share it.
#[derive(Debug)]
pub struct Layout {
    /// Where each band read starts in the bitboard, from the top.
    shifts: &'static [u32],
    /// `digits[bits]`, for one colour's `bits` of a band: for each quarter, the one at offset
    /// `k` in bits `16k..16k + 16` ([`Lanes`]), what its squares in `bits` are worth, square
    /// `j` worth 3^j as a window reads it and, in the second word, 3^(3-j) as its twin reads
    /// it turned.
    digits: &'static [[u64; 2]],
    /// For each table: `(band, offset)` of the top quarter of its window and of its twin.
    windows: &'static [(Quarter, Quarter)],
    /// For each table of two whole rows (after those of `windows`; 8x8 diagonal board only):
    /// where the window's upper and lower rows start in the bitboard, and where its twin's do.
    row_pairs: &'static [([u32; 2], [u32; 2])],
    /// Whether a last table reads each side's material ([`material_code`]).
    material: bool,
}

/// A word of 16-bit fields, one a quarter of a band. A field holds at most
/// 80 + 81 * 80 = 6,560 (a window's index), so words add and scale without carries.
type Lanes = u64;

/// The field of `lanes` for the quarter at offset `k`, masked to a table's [`SLOTS`] (which
/// holds it anyway) so that it indexes a table without a bounds check.
#[inline(always)]
fn lane(lanes: Lanes, k: usize) -> usize {
    (lanes >> (16 * k)) as usize & (SLOTS - 1)
}

/// A quarter's place: its band (from the top) and its offset along it.
type Quarter = (usize, usize);

/// The most bands a layout reads (the orthogonal board's six ranks that men stand on).
const MOST_BANDS: usize = 6;

/// How a board is cut into windows, to build its [`Layout`] at compile time.
#[derive(Clone, Copy)]
struct Cut {
    size: u32,
    /// A window's ranks (its files are always 4).
    height: u32,
    /// Rows a band.
    band_rows: u32,
    /// The first row read, counting rows from the top.
    first_row: u32,
    /// Whether the board is the orthogonal one (its quarters lie along one rank).
    orthogonal: bool,
}

const DIAGONAL_8_CUT: Cut = Cut {
    size: 8,
    height: 4,
    band_rows: 2,
    first_row: 0,
    orthogonal: false,
};
const DIAGONAL_10_CUT: Cut = Cut {
    size: 10,
    ..DIAGONAL_8_CUT
};
const ORTHOGONAL_CUT: Cut = Cut {
    size: 8,
    height: 2,
    band_rows: 1,
    first_row: 1,
    orthogonal: true,
};

/// `(file, rank)` of the bottom-left square of each table's window on White's side; its twin
/// is the window turned half a turn: `(size - 4 - file, size - height - rank)`. On the diagonal
/// 8x8: the five whose bottom rank is 0 or 2.
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
/// The same on the orthogonal board: the six whose bottom rank is 1 or 2, and two of the three
/// on ranks 3-4: files 0-3 (whose twin is files 4-7) and files 2-5 (its own twin).
const WINDOWS_ORTHOGONAL: [(u32, u32); 8] = [
    (0, 1),
    (2, 1),
    (4, 1),
    (0, 2),
    (2, 2),
    (4, 2),
    (0, 3),
    (2, 3),
];
const QUARTERS_8: [(Quarter, Quarter); 5] = quarters(DIAGONAL_8_CUT, WINDOWS_8);
const QUARTERS_10: [(Quarter, Quarter); 8] = quarters(DIAGONAL_10_CUT, WINDOWS_10);
const QUARTERS_ORTHOGONAL: [(Quarter, Quarter); 8] = quarters(ORTHOGONAL_CUT, WINDOWS_ORTHOGONAL);
const DIGITS_8: [[Lanes; 2]; 1 << 8] = digits(DIAGONAL_8_CUT);
const DIGITS_10: [[Lanes; 2]; 1 << 10] = digits(DIAGONAL_10_CUT);
const DIGITS_ORTHOGONAL: [[Lanes; 2]; 1 << 8] = digits(ORTHOGONAL_CUT);

/// The bottom rank of each table's window of two whole ranks on White's side of the 8x8
/// diagonal board; its twin is the window turned half a turn, bottom rank `6 - rank`. Ranks
/// 3-4 are their own twin.
const RANK_PAIRS_8: [u32; 4] = [0, 1, 2, 3];
const ROW_PAIRS_8: [([u32; 2], [u32; 2]); 4] = row_pairs(RANK_PAIRS_8);
/// `ROW_DIGITS[bits]`, for one colour's men on a pair of rows of the 8x8 diagonal board (the
/// upper row's four squares in bits 0-3, the lower row's in bits 4-7): what they are worth,
/// square `j` worth 3^j as a window reads it and 3^(7-j) as its twin reads it turned.
const ROW_DIGITS: [[u16; 2]; 1 << 8] = row_digits();

/// The windows of the 8x8 diagonal board (its four pairs of rows, 9 bits each), and its pairs
/// of whole rows, which see a rank's shape from edge to edge (the back rank's guard, a line of
/// men).
const DIAGONAL_8_LAYOUT: Layout = Layout {
    shifts: &[0, 9, 18, 27],
    digits: &DIGITS_8,
    windows: &QUARTERS_8,
    row_pairs: &ROW_PAIRS_8,
    material: false,
};
static LAYOUT_8: Layout = DIAGONAL_8_LAYOUT;
/// English's: the 8x8 diagonal board's, and the material.
static LAYOUT_ENGLISH: Layout = Layout {
    material: true,
    ..DIAGONAL_8_LAYOUT
};
/// The windows of the 10x10 diagonal board: its five pairs of rows, 11 bits each.
static LAYOUT_10: Layout = Layout {
    shifts: &[0, 11, 22, 33, 44],
    digits: &DIGITS_10,
    windows: &QUARTERS_10,
    row_pairs: &[],
    material: false,
};
/// The windows of the orthogonal board: its ranks 6 down to 1, 8 bits each.
static LAYOUT_ORTHOGONAL: Layout = Layout {
    shifts: &[48, 40, 32, 24, 16, 8],
    digits: &DIGITS_ORTHOGONAL,
    windows: &QUARTERS_ORTHOGONAL,
    row_pairs: &[],
    material: false,
};

/// The top quarter of the window whose bottom-left corner is `(file, rank)`: its top row,
/// counted from the top, is `size - height - rank`, the first row of a band.
const fn top_quarter(cut: Cut, file: u32, rank: u32) -> Quarter {
    let top_row = cut.size - cut.height - rank;
    (
        ((top_row - cut.first_row) / cut.band_rows) as usize,
        (file / 2) as usize,
    )
}

const fn quarters<const N: usize>(cut: Cut, windows: [(u32, u32); N]) -> [(Quarter, Quarter); N] {
    let mut quarters = [((0, 0), (0, 0)); N];
    let mut t = 0;
    while t < N {
        let (file, rank) = windows[t];
        quarters[t] = (
            top_quarter(cut, file, rank),
            top_quarter(cut, cut.size - 4 - file, cut.size - cut.height - rank),
        );
        t += 1;
    }
    quarters
}

/// [`Layout::digits`] for the bands of `cut`: a diagonal band holds two rows of `size / 2`
/// squares, and has a quarter at each offset up to the row's last square but one; an
/// orthogonal band holds one rank, with quarters at offsets 0, 1 and 2 (files 0-3, 2-5, 4-7).
const fn digits<const N: usize>(cut: Cut) -> [[Lanes; 2]; N] {
    let row = cut.size / 2;
    let offsets = if cut.orthogonal { 3 } else { row - 1 };
    let mut table = [[0; 2]; N];
    let mut bits = 0;
    while bits < N {
        let mut k = 0;
        while k < offsets {
            let quarter = if cut.orthogonal {
                (bits >> (2 * k)) & 15
            } else {
                (bits >> k) & 3 | ((bits >> (row + k)) & 3) << 2
            };
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

/// Where the rows of the 8x8 diagonal board start in its bitboard, counted from the top
/// ([`draughts::geometry`]'s packed layout: 9 bits a pair of rows, 4 a row).
const fn row_start(row: u32) -> u32 {
    row / 2 * 9 + row % 2 * 4
}

/// [`Layout::row_pairs`] for the windows of two ranks with bottom ranks `ranks` on the 8x8
/// diagonal board: their upper and lower rows, and their twins', counted from the top.
const fn row_pairs<const N: usize>(ranks: [u32; N]) -> [([u32; 2], [u32; 2]); N] {
    let mut pairs = [([0; 2], [0; 2]); N];
    let mut t = 0;
    while t < N {
        // A window's upper row, from the top, is `8 - 2 - rank`; its twin's, `rank`.
        let (upper, twin_upper) = (6 - ranks[t], ranks[t]);
        pairs[t] = (
            [row_start(upper), row_start(upper + 1)],
            [row_start(twin_upper), row_start(twin_upper + 1)],
        );
        t += 1;
    }
    pairs
}

const fn row_digits() -> [[u16; 2]; 1 << 8] {
    let mut table = [[0; 2]; 1 << 8];
    let mut bits = 0;
    while bits < 1 << 8 {
        let mut j = 0;
        while j < 8 {
            if bits & (1 << j) != 0 {
                table[bits][0] += 3u16.pow(j);
                table[bits][1] += 3u16.pow(7 - j);
            }
            j += 1;
        }
        bits += 1;
    }
    table
}

/// The 8 bits of `men` on the rows starting at `upper` and `lower` (4 squares each), as
/// [`ROW_DIGITS`] reads them.
#[inline(always)]
fn row_pair_bits(men: u64, [upper, lower]: [u32; 2]) -> usize {
    ((men >> upper) & 15 | ((men >> lower) & 15) << 4) as usize
}

impl Layout {
    /// The tables `variant` reads: its board's windows, and English's material.
    #[inline(always)]
    pub fn of(variant: Variant) -> &'static Layout {
        let board = variant.board();
        match (variant, board.orthogonal, board.size) {
            (Variant::English, _, _) => &LAYOUT_ENGLISH,
            (_, true, _) => &LAYOUT_ORTHOGONAL,
            (_, false, 8) => &LAYOUT_8,
            _ => &LAYOUT_10,
        }
    }

    /// Tables: one per window (4x4, or a pair of rows) up to colour symmetry, and one for the
    /// material if read.
    pub fn tables(&self) -> usize {
        self.windows.len() + self.row_pairs.len() + usize::from(self.material)
    }

    /// All the weights, table after table.
    pub fn weights(&self) -> usize {
        self.tables() * ENTRIES
    }

    /// Calls `read(t, ours, theirs)` for each table `t` with the index of its window (counting
    /// for White) and of its twin (counting for Black) in `reading`.
    #[inline(always)]
    fn read(&self, reading: &Reading, mut read: impl FnMut(usize, usize, usize)) {
        let Reading {
            white,
            black,
            material,
        } = *reading;
        // Per band, every quarter's digits, a white man 1 and a black man 2, as the top of a
        // window reads them and as the top of a twin reads them turned (where the colours
        // swap).
        let mut straight = [0; MOST_BANDS];
        let mut turned = [0; MOST_BANDS];
        let mask = self.digits.len() as u64 - 1;
        for (p, &shift) in self.shifts.iter().enumerate() {
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
        for (t, &(window, twin)) in self.row_pairs.iter().enumerate() {
            let straight = |men| ROW_DIGITS[row_pair_bits(men, window)][0] as usize;
            let turned = |men| ROW_DIGITS[row_pair_bits(men, twin)][1] as usize;
            let ours = straight(white) + 2 * straight(black);
            let theirs = turned(black) + 2 * turned(white);
            read(self.windows.len() + t, ours, theirs);
        }
        if self.material {
            // The twin of White's material against Black's is Black's against White's.
            let [white, black] = material;
            let ours = white + MATERIAL_CODES * black;
            let theirs = black + MATERIAL_CODES * white;
            read(self.tables() - 1, ours, theirs);
        }
    }

    /// The weights each position reads, as indices into all the weights (table after table):
    /// the first [`Layout::tables`] count for White, the others against.
    pub fn features(&self, reading: &Reading) -> Vec<u32> {
        let tables = self.tables();
        let mut features = vec![0; 2 * tables];
        self.read(reading, |t, ours, theirs| {
            features[t] = (t * ENTRIES + ours) as u32;
            features[tables + t] = (t * ENTRIES + theirs) as u32;
        });
        features
    }

    /// The patterns' score from White's point of view, in hundredths of a man, with `tables`
    /// (one per table of the layout, in order): the opening's sum and the ending's.
    #[inline(always)]
    pub fn score(&self, tables: Tables, reading: &Reading) -> [i32; 2] {
        // Cut to the tables' count, known when the layout is: the loop then unrolls.
        let tables = &tables[..self.tables()];
        let mut score = [0; 2];
        self.read(reading, |t, ours, theirs| {
            let (ours, theirs) = (tables[t][ours], tables[t][theirs]);
            for (sum, (ours, theirs)) in score.iter_mut().zip(ours.into_iter().zip(theirs)) {
                *sum += i32::from(ours) - i32::from(theirs);
            }
        });
        score
    }
}

/// The start of a weights file: a tag, then the number of tables and of entries per table
/// (little-endian `u16`s), then the weights, table after table, each an `i16` as a zigzag
/// varint (0, -1, 1, -2, ... written 0, 1, 2, 3, ..., seven bits a byte from the lowest, the
/// top bit set on every byte but the last). Most weights are 0 or small: a file takes about a
/// quarter of two bytes a weight, and a third less gzipped (the page's worker downloads one).
const MAGIC: &[u8; 4] = b"DPAV";
/// Bytes before the weights.
pub const HEADER: usize = 8;

/// The tables built into native programs (the `embedded-weights` feature). A file of the
/// wrong size or shape fails the build here, in [`decode`].
#[cfg(feature = "embedded-weights")]
mod built_in {
    use super::{decode, Table};

    /// The Brazilian tables, phased, with pairs of rows.
    pub static BRAZILIAN: [Table<2>; 9] = decode(include_bytes!("patterns/brazilian.bin"));
    /// The Russian tables, fitted to Russian games of their own: Brazilian's board and flying
    /// kings, but no rule to take the most pieces and men that crown in the middle of a
    /// capture; phased, with pairs of rows.
    pub static RUSSIAN: [Table<2>; 9] = decode(include_bytes!("patterns/russian.bin"));
    /// The Spanish tables, fitted to Spanish games of their own: the board is kept mirrored
    /// into Brazilian's layout, but men capture forwards only and the largest capture counts
    /// kings; phased, with pairs of rows.
    pub static SPANISH: [Table<2>; 9] = decode(include_bytes!("patterns/spanish.bin"));
    /// The English tables, fitted to English positions of their own: the same windows and
    /// pairs of rows, other play (kings that move one square, men that capture forwards only),
    /// and the material; phased, as International's, and fitted to search scores rather than
    /// game results (docs/tuning.md).
    pub static ENGLISH: [Table<2>; 10] = decode(include_bytes!("patterns/english.bin"));
    /// The International tables, for the 10x10 board's sixteen windows, fitted to
    /// International positions of their own: phased, each entry an opening and an ending
    /// weight, and fitted to search scores rather than game results (docs/tuning.md).
    pub static INTERNATIONAL: [Table<2>; 8] = decode(include_bytes!("patterns/international.bin"));
}

/// Whether `variant`'s windows read kings, as men of their colour: English's do, its kings
/// stepping one square as its men do (the fit and the match that kept it:
/// docs/journal/tuning.md).
/// Flying kings are another piece: Brazilian windows reading them fitted worse and did not win
/// (docs/journal/experiments.md).
pub const fn windows_read_kings(variant: Variant) -> bool {
    matches!(variant, Variant::English)
}

/// What the tables read of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The squares the windows read as White's: the men, and the kings too where
    /// [`windows_read_kings`].
    pub white: u64,
    /// The same for Black.
    pub black: u64,
    /// White's and Black's [`material_code`] (0 where the layout reads no material).
    pub material: [usize; 2],
}

impl Reading {
    /// What the tables of `variant` (`pos`'s, passed apart so that a caller knowing it at
    /// compile time drops the branch) read of `pos`.
    #[inline(always)]
    pub fn of(variant: Variant, pos: &Position) -> Reading {
        let hidden = if windows_read_kings(variant) {
            Bitboard::EMPTY
        } else {
            pos.kings()
        };
        let reads_material = Layout::of(variant).material;
        let side = |color| {
            let code = if reads_material {
                let (men, kings) = pos.count(color);
                material_code(men, kings)
            } else {
                0
            };
            ((pos.pieces(color) - hidden).0, code)
        };
        let ((white, white_code), (black, black_code)) = (side(Color::White), side(Color::Black));
        Reading {
            white,
            black,
            material: [white_code, black_code],
        }
    }
}

/// How many material codes there are: one side's men and kings, up to 12 pieces and 8 kings.
const MATERIAL_CODES: usize = 81;

/// One side's material as a number below `MATERIAL_CODES`: `kings` up to 8 (more count as
/// 8) and `men` up to 12 pieces in all (a position set up with more counts as 12), numbered
/// kings first: with `k` kings, `men` follows the codes of every smaller count of kings.
#[inline(always)]
pub fn material_code(men: u32, kings: u32) -> usize {
    let kings = kings.min(8) as usize;
    let men = (men as usize).min(12 - kings);
    // Each count `j` of kings below `kings` has 13 - j codes.
    kings * 13 - kings * kings.saturating_sub(1) / 2 + men
}

/// The name of `variant`'s tables file (`patterns/<name>.bin`), if it plays with tables (which
/// ones and why: docs/engine.md).
pub const fn file_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Brazilian => Some("brazilian"),
        Variant::Russian => Some("russian"),
        Variant::English => Some("english"),
        Variant::Spanish => Some("spanish"),
        Variant::International => Some("international"),
        _ => None,
    }
}

/// Tables handed over at run time ([`install`]), by variant.
static INSTALLED: [OnceLock<Tables>; Variant::COUNT] = [const { OnceLock::new() }; Variant::COUNT];

/// The tables `variant` plays with, one per window of its [`Layout`]: built in, or installed;
/// `None` for a variant without tables ([`file_name`]) or whose tables this build has not got
/// yet.
pub fn tables(variant: Variant) -> Option<Tables> {
    #[cfg(feature = "embedded-weights")]
    {
        let built_in: Option<Tables> = match variant {
            Variant::Brazilian => Some(&built_in::BRAZILIAN),
            Variant::Russian => Some(&built_in::RUSSIAN),
            Variant::English => Some(&built_in::ENGLISH),
            Variant::Spanish => Some(&built_in::SPANISH),
            Variant::International => Some(&built_in::INTERNATIONAL),
            _ => None,
        };
        if built_in.is_some() {
            return built_in;
        }
    }
    INSTALLED[variant as usize].get().copied()
}

/// Makes the tables file `bytes` `variant`'s tables, unless it has some already (built in, or
/// installed before). A file that is not a tables file of `variant`'s shape is refused and
/// changes nothing.
pub fn install(variant: Variant, bytes: &[u8]) -> Result<(), String> {
    if file_name(variant).is_none() {
        return Err(format!("{variant} plays without pattern tables"));
    }
    let mut read = vec![[[0; 2]; SLOTS]; Layout::of(variant).tables()].into_boxed_slice();
    read_into(bytes, &mut read)?;
    if tables(variant).is_none() {
        // Once per variant for the life of the program, as the built-in statics.
        INSTALLED[variant as usize].get_or_init(|| Box::leak(read));
    }
    Ok(())
}

/// The `N` tables of `P` phases of a built-in weights file (see [`read_into`]). Its checks fail
/// the build: this runs at compile time.
#[cfg(any(test, feature = "embedded-weights"))]
const fn decode<const N: usize, const P: usize>(bytes: &[u8]) -> [Table<P>; N] {
    let mut tables = [[[0i16; P]; SLOTS]; N];
    match read_into(bytes, &mut tables) {
        Ok(()) => tables,
        Err(message) => panic!("{}", message),
    }
}

/// Fills `tables` (`P` phases each) from a weights file, which holds `P * tables.len()`
/// tables of one weight an entry: those of the first phase, then those of the next. The
/// slots past the entries are left as they are.
const fn read_into<const P: usize>(
    bytes: &[u8],
    tables: &mut [Table<P>],
) -> Result<(), &'static str> {
    let n = tables.len();
    if bytes.len() < HEADER
        || bytes[0] != MAGIC[0]
        || bytes[1] != MAGIC[1]
        || bytes[2] != MAGIC[2]
        || bytes[3] != MAGIC[3]
    {
        return Err("not a pattern weights file");
    }
    if u16::from_le_bytes([bytes[4], bytes[5]]) as usize != P * n
        || u16::from_le_bytes([bytes[6], bytes[7]]) as usize != ENTRIES
    {
        return Err("a pattern weights file of another shape");
    }
    let (mut i, mut at) = (0, HEADER);
    while i < P * n * ENTRIES {
        // One varint: at most three bytes for 16 bits.
        let (mut zigzag, mut shift) = (0u32, 0);
        loop {
            if at == bytes.len() {
                return Err("a pattern weights file cut short");
            }
            let byte = bytes[at];
            at += 1;
            zigzag |= ((byte & 0x7f) as u32) << shift;
            shift += 7;
            if byte & 0x80 == 0 {
                break;
            }
            if shift > 14 {
                return Err("a pattern weights file with a weight out of range");
            }
        }
        if zigzag > u16::MAX as u32 {
            return Err("a pattern weights file with a weight out of range");
        }
        let weight = (zigzag >> 1) as i16 ^ -((zigzag & 1) as i16);
        let (table, entry) = (i / ENTRIES, i % ENTRIES);
        tables[table % n][entry][table / n] = weight;
        i += 1;
    }
    if at != bytes.len() {
        return Err("a pattern weights file of another size");
    }
    Ok(())
}

/// A weights file holding `weights` (rounded to hundredths of a man and clamped to `i16`),
/// indexed like [`Layout::features`]: whole tables of [`ENTRIES`] weights (with phases, every
/// window's opening table, then every window's ending table).
pub fn encode(weights: &[f64]) -> Vec<u8> {
    assert_eq!(weights.len() % ENTRIES, 0, "one weight per table entry");
    let tables = u16::try_from(weights.len() / ENTRIES).expect("fewer than 65,536 tables");
    let mut bytes = Vec::with_capacity(HEADER + weights.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&tables.to_le_bytes());
    bytes.extend_from_slice(&(ENTRIES as u16).to_le_bytes());
    for w in weights {
        let w = w.round().clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16;
        let mut zigzag = ((w << 1) ^ (w >> 15)) as u16;
        while zigzag >= 0x80 {
            bytes.push(zigzag as u8 | 0x80);
            zigzag >>= 7;
        }
        bytes.push(zigzag as u8);
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::geometry::{Board, DIAGONAL_10, DIAGONAL_8, ORTHOGONAL_8};
    use draughts::Bitboard;
    use draughts::{Color, Square};

    /// A table's window on White's side: its bottom-left corner `(file, rank)` and its size,
    /// `(files, ranks)`.
    type Window = ((u32, u32), (u32, u32));

    /// Each layout with its board and its tables' windows, in order.
    fn layouts() -> [(&'static Layout, &'static Board, Vec<Window>); 3] {
        let boxes = |corners: &[(u32, u32)], height| -> Vec<Window> {
            corners
                .iter()
                .map(|&corner| (corner, (4, height)))
                .collect()
        };
        let row_pairs = RANK_PAIRS_8.iter().map(|&rank| ((0, rank), (8, 2)));
        [
            (
                &LAYOUT_8,
                &DIAGONAL_8,
                boxes(&WINDOWS_8, 4).into_iter().chain(row_pairs).collect(),
            ),
            (&LAYOUT_10, &DIAGONAL_10, boxes(&WINDOWS_10, 4)),
            (
                &LAYOUT_ORTHOGONAL,
                &ORTHOGONAL_8,
                boxes(&WINDOWS_ORTHOGONAL, 2),
            ),
        ]
    }

    /// The squares of `window`, from the top row down, left to right.
    fn window_squares(board: &Board, ((file, rank), (files, ranks)): Window) -> Vec<Square> {
        let mut squares = Vec::new();
        for r in (rank..rank + ranks).rev() {
            for f in file..file + files {
                if let Some(sq) = board.square_at(f as u8, r as u8) {
                    squares.push(sq);
                }
            }
        }
        squares
    }

    /// The twin of `window`: that window turned half a turn.
    fn twin(board: &Board, ((file, rank), size): Window) -> Window {
        let side = board.size as u32;
        ((side - size.0 - file, side - size.1 - rank), size)
    }

    /// The index of a window read square by square from the coordinates: its squares
    /// ([`window_squares`]) digit `k` worth 3^k, or turned, last square first and the
    /// colours swapped.
    fn slow_index(squares: &[Square], white: u64, black: u64, turned: bool) -> usize {
        assert_eq!(squares.len(), 8);
        let mut squares = squares.to_vec();
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

    /// What the tables read of men `white` and `black`, no kings.
    fn men(white: u64, black: u64) -> Reading {
        let code = |men: u64| material_code(men.count_ones(), 0);
        Reading {
            white,
            black,
            material: [code(white), code(black)],
        }
    }

    /// Men scattered over `board` by a seed.
    fn scatter(board: &Board, seed: u64) -> (u64, u64) {
        let mut rng = draughts::rng::SplitMix64::new(seed);
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
            for seed in 0..200 {
                let (white, black) = scatter(board, seed);
                let features = layout.features(&men(white, black));
                for (t, &window) in windows.iter().enumerate() {
                    let twin = window_squares(board, twin(board, window));
                    let window = window_squares(board, window);
                    let table = t * ENTRIES;
                    let ours = features[t] as usize - table;
                    let theirs = features[layout.tables() + t] as usize - table;
                    assert_eq!(ours, slow_index(&window, white, black, false));
                    assert_eq!(theirs, slow_index(&twin, white, black, true));
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
                let ours = layout.features(&men(white, black));
                let flipped = layout.features(&men(turn(board, black), turn(board, white)));
                assert_eq!(ours[..tables], flipped[tables..]);
                assert_eq!(ours[tables..], flipped[..tables]);
            }
        }
    }

    /// The windows and their twins cover every square a man may stand on: every square of a
    /// diagonal board, and all but the first and the last rank of the orthogonal one (men
    /// start on the second and third ranks, cannot step back and crown on the last).
    #[test]
    fn the_windows_cover_every_square_a_man_may_stand_on() {
        for (layout, board, windows) in layouts() {
            let mut covered = Bitboard::EMPTY;
            for &window in &windows {
                for window in [window, twin(board, window)] {
                    for sq in window_squares(board, window) {
                        covered.insert(sq);
                    }
                }
            }
            let mut men_squares = board.squares;
            if board.orthogonal {
                men_squares = men_squares
                    - board.home_rows(Color::White, 1)
                    - board.home_rows(Color::Black, 1);
            }
            assert_eq!(covered, men_squares, "{}x{}", board.size, board.size);
            assert_eq!(layout.tables(), windows.len());
        }
    }

    #[test]
    fn every_variant_with_tables_has_one_per_window_of_its_board() {
        for variant in Variant::ALL {
            if let Some(tables) = tables(variant) {
                let layout = Layout::of(variant);
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

    /// The evaluation reads the weights the tuner fits: the score of a position is the sum of
    /// the weights its features name, those of the twins counting against White.
    #[test]
    fn the_score_sums_the_weights_the_features_name() {
        for variant in Variant::ALL {
            let Some(tables) = tables(variant) else {
                continue;
            };
            let layout = Layout::of(variant);
            for seed in 0..200 {
                let (white, black) = scatter(variant.board(), seed);
                // Any material, whatever the men (the material codes are read apart).
                let codes = [
                    seed as usize % MATERIAL_CODES,
                    seed as usize * 7 % MATERIAL_CODES,
                ];
                let reading = Reading {
                    material: codes,
                    ..men(white, black)
                };
                let mut sum = [0; 2];
                for (i, &feature) in layout.features(&reading).iter().enumerate() {
                    let feature = feature as usize;
                    let weights = tables[feature / ENTRIES][feature % ENTRIES];
                    let sign = if i < layout.tables() { 1 } else { -1 };
                    for (sum, weight) in sum.iter_mut().zip(weights) {
                        *sum += sign * i32::from(weight);
                    }
                }
                assert_eq!(layout.score(tables, &reading), sum, "{variant}");
            }
        }
    }

    #[test]
    fn every_side_of_at_most_12_pieces_and_8_kings_has_a_material_code_of_its_own() {
        let mut seen = [false; MATERIAL_CODES];
        for kings in 0..=8 {
            for men in 0..=12 - kings {
                let code = material_code(men, kings);
                assert!(!seen[code], "{men} men and {kings} kings");
                seen[code] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
        // More kings count as 8, more pieces as 12.
        assert_eq!(material_code(1, 11), material_code(1, 8));
        assert_eq!(material_code(20, 0), material_code(12, 0));
        assert_eq!(material_code(9, 5), material_code(7, 5));
    }

    /// The material table counts White's material against Black's, and its twin the other
    /// way, so equal material reads the same entry for and against.
    #[test]
    fn english_reads_the_material_of_each_side_against_the_other() {
        let layout = Layout::of(Variant::English);
        let fen = "W:WK18,21,22,27:B5,10,14";
        let pos = Position::from_fen(Variant::English, fen).unwrap();
        let reading = Reading::of(Variant::English, &pos);
        let (white, black) = (material_code(3, 1), material_code(3, 0));
        assert_eq!(reading.material, [white, black]);
        let features = layout.features(&reading);
        let t = layout.windows.len() + layout.row_pairs.len();
        let table = t * ENTRIES;
        assert_eq!(features[t] as usize, table + white + 81 * black);
        assert_eq!(
            features[layout.tables() + t] as usize,
            table + black + 81 * white
        );
        assert!(!Layout::of(Variant::Brazilian).material);
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
