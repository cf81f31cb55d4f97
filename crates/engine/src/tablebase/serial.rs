//! The tables as bytes, so that a program which has to throw its engine away (the browser page
//! cancels a search by ending the worker) can hand the tables to the next engine instead of
//! having it build them again, which takes seconds in a browser.
//!
//! The bytes come back from outside the engine, so reading checks everything before a table
//! is made from them: a damaged, cut, foreign or older blob is an error, never a panic and
//! never a wrong table in use. Layout (integers little-endian):
//!
//! | bytes | content |
//! |---|---|
//! | 4 | [`MAGIC`] |
//! | 1 | [`VERSION`] |
//! | 4 | length of the whole blob |
//! | 1 + n | the variant's name: its length, then the name |
//! | 1 | number of tables |
//! | per table | white kings (1), black kings (1), places (4), then `places` limits and `places` wins |
//! | 8 | FNV-1a 64 of every byte before it |

use super::index::{Indexer, Material};
use super::max_pieces;
use super::table::Table;
use draughts::rules::Variant;
use std::collections::HashMap;
use std::fmt;

/// The first bytes of every blob: "draughts tables".
const MAGIC: [u8; 4] = *b"DRTB";
/// Bumped whenever the layout, the numbering of places or the meaning of an entry changes:
/// tables of another version are rebuilt, not misread (the browser page also keys the blobs it
/// keeps by it, so a new version never even reads an old one).
pub const VERSION: u8 = 1;
const CHECKSUM_BYTES: usize = 8;

/// Why a blob of tables was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TablesError {
    /// It does not start like a blob of endgame tables.
    NotTables,
    /// It was written by another version of the format.
    Version(u8),
    /// It is shorter or longer than it says.
    Length,
    /// Its bytes were damaged (the checksum differs).
    Checksum,
    /// It holds the tables of another variant (or of none).
    WrongVariant,
    /// It holds a table no build makes: a material out of range or twice, a size that does
    /// not match the material, or a meaningless entry.
    Invalid,
}

impl fmt::Display for TablesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablesError::NotTables => write!(f, "not endgame tables"),
            TablesError::Version(v) => {
                write!(f, "endgame tables of format {v}, expected {VERSION}")
            }
            TablesError::Length => write!(f, "endgame tables cut short or too long"),
            TablesError::Checksum => write!(f, "endgame tables damaged (checksum differs)"),
            TablesError::WrongVariant => write!(f, "endgame tables of another variant"),
            TablesError::Invalid => write!(f, "endgame tables with an impossible table"),
        }
    }
}

impl std::error::Error for TablesError {}

/// Writes `tables` of `variant`, smaller materials first.
pub(super) fn write(variant: Variant, tables: &HashMap<Material, Table>) -> Vec<u8> {
    let mut materials: Vec<&Material> = tables.keys().collect();
    materials.sort_by_key(|m| (m.total(), m.white));
    let name = variant.name().as_bytes();
    let mut out = Vec::new();
    out.extend_from_slice(&MAGIC);
    out.push(VERSION);
    out.extend_from_slice(&[0; 4]); // The length, filled in below.
    out.push(name.len() as u8);
    out.extend_from_slice(name);
    out.push(materials.len() as u8);
    for material in materials {
        let (limits, wins) = tables[material].entries();
        out.extend_from_slice(&[material.white, material.black]);
        out.extend_from_slice(&(limits.len() as u32).to_le_bytes());
        out.extend_from_slice(limits);
        out.extend_from_slice(wins);
    }
    let length = (out.len() + CHECKSUM_BYTES) as u32;
    out[5..9].copy_from_slice(&length.to_le_bytes());
    let sum = checksum(&out);
    out.extend_from_slice(&sum.to_le_bytes());
    out
}

/// Reads the tables of `variant` from `bytes`, checking all of them.
pub(super) fn read(variant: Variant, bytes: &[u8]) -> Result<Vec<(Material, Table)>, TablesError> {
    let mut reader = Reader(bytes);
    if reader.take(MAGIC.len())? != MAGIC {
        return Err(TablesError::NotTables);
    }
    let version = reader.byte()?;
    if version != VERSION {
        return Err(TablesError::Version(version));
    }
    if reader.u32()? as usize != bytes.len() || bytes.len() < CHECKSUM_BYTES {
        return Err(TablesError::Length);
    }
    let (body, sum) = bytes.split_at(bytes.len() - CHECKSUM_BYTES);
    if checksum(body).to_le_bytes() != sum {
        return Err(TablesError::Checksum);
    }
    // The header read so far (magic, version, length) is not inside a blob too short to
    // hold it after the checksum: that is a cut blob, not a slice out of range.
    let mut reader = Reader(body.get(MAGIC.len() + 5..).ok_or(TablesError::Length)?);
    let name_length = usize::from(reader.byte()?);
    if reader.take(name_length)? != variant.name().as_bytes() {
        return Err(TablesError::WrongVariant);
    }
    let count = reader.byte()?;
    let mut tables = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let material = Material {
            white: reader.byte()?,
            black: reader.byte()?,
        };
        let possible = material.white >= 1
            && material.black >= 1
            && material.total() <= max_pieces(variant)
            && !tables.iter().any(|(m, _)| *m == material);
        if !possible {
            return Err(TablesError::Invalid);
        }
        let places = reader.u32()? as usize;
        let limits = reader.take(places)?.to_vec();
        let wins = reader.take(places)?.to_vec();
        let table = Table::from_entries(Indexer::new(variant, material), limits, wins)
            .ok_or(TablesError::Invalid)?;
        tables.push((material, table));
    }
    if !reader.0.is_empty() {
        return Err(TablesError::Length);
    }
    Ok(tables)
}

/// FNV-1a, 64 bits: enough to tell damage from chance, and a few milliseconds on the largest
/// blob in a browser.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The unread rest of a blob; running out is a [`TablesError::Length`].
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], TablesError> {
        if self.0.len() < n {
            return Err(TablesError::Length);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, TablesError> {
        Ok(self.take(1)?[0])
    }

    fn u32(&mut self) -> Result<u32, TablesError> {
        let bytes = self.take(4)?;
        Ok(u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Tablebases;
    use super::*;
    use draughts::draw::DrawCounters;
    use draughts::notation::fen;
    use draughts::rules::Brazilian;

    /// Every Brazilian table a root of two kings against one reaches (1-1 and 2-1), as bytes.
    fn two_against_one() -> (Tablebases, Vec<u8>) {
        let root = fen::parse(Variant::Brazilian, "W:WKa1,Kc1:BKh8").unwrap();
        let mut tables = Tablebases::default();
        assert!(tables.prepare::<Brazilian>(&root));
        let bytes = tables.export().unwrap();
        (tables, bytes)
    }

    /// Puts a right checksum on bytes changed on purpose, so that the check behind it is hit.
    fn resum(bytes: &mut [u8]) {
        let end = bytes.len() - CHECKSUM_BYTES;
        let sum = checksum(&bytes[..end]);
        bytes[end..].copy_from_slice(&sum.to_le_bytes());
    }

    #[test]
    fn tables_read_back_are_the_tables_written() {
        let (built, bytes) = two_against_one();
        let mut read = Tablebases::default();
        assert_eq!(read.import(Variant::Brazilian, &bytes), Ok(2));
        assert_eq!(read.export().unwrap(), bytes);
        // Nothing is left to build, and every position answers as before.
        let root = fen::parse(Variant::Brazilian, "W:WKa1,Kc1:BKh8").unwrap();
        assert!(!read.prepare::<Brazilian>(&root));
        let indexer = Indexer::new(Variant::Brazilian, Material { white: 2, black: 1 });
        for pos in (0..indexer.len()).filter_map(|i| indexer.position(i)) {
            for count in [0, 3, 20] {
                let counters = DrawCounters {
                    king_moves: count,
                    since_material_change: count,
                };
                assert_eq!(read.probe(&pos, counters), built.probe(&pos, counters));
            }
        }
    }

    #[test]
    fn cut_damaged_foreign_and_impossible_blobs_are_refused() {
        let (_, bytes) = two_against_one();
        let refused = |blob: &[u8]| read(Variant::Brazilian, blob).err();
        for cut in [0, 3, 9, 20, bytes.len() / 2, bytes.len() - 1] {
            assert!(refused(&bytes[..cut]).is_some(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(refused(&longer), Some(TablesError::Length));
        let changed = |at: usize, value: u8| {
            let mut blob = bytes.clone();
            blob[at] = value;
            blob
        };
        assert_eq!(refused(&changed(0, b'X')), Some(TablesError::NotTables));
        assert_eq!(refused(&changed(4, 2)), Some(TablesError::Version(2)));
        let middle = bytes.len() / 2;
        let damaged = changed(middle, bytes[middle] ^ 1);
        assert_eq!(refused(&damaged), Some(TablesError::Checksum));
        assert_eq!(
            read(Variant::Russian, &bytes).err(),
            Some(TablesError::WrongVariant)
        );
        // With a right checksum: the first table's material (at 20, after the 9-letter name),
        // then its first limit (at 26), made impossible.
        for (at, value) in [(20, 5), (26, 0x90)] {
            let mut blob = changed(at, value);
            resum(&mut blob);
            assert_eq!(refused(&blob), Some(TablesError::Invalid), "byte {at}");
        }
    }

    #[test]
    fn a_refused_blob_leaves_the_tables_as_they_were() {
        let (mut tables, bytes) = two_against_one();
        let mut cut = bytes.clone();
        cut.truncate(bytes.len() - 1);
        assert_eq!(
            tables.import(Variant::Brazilian, &cut),
            Err(TablesError::Length)
        );
        assert_eq!(tables.export().unwrap(), bytes);
    }
}
