//! The text of a file whose encoding nobody declared: PDN files come from programs of every age,
//! in UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark, Windows-1252
//! (Western European names) or Windows-1251 (Russian files).
//!
//! ```
//! use draughts::notation::encoding::decode;
//!
//! assert_eq!(decode(b"[White \"Sijbrands\"]"), "[White \"Sijbrands\"]");
//! assert_eq!(decode(b"[White \"M\xfcller\"]"), "[White \"Müller\"]");
//! assert_eq!(decode(b"[White \"\xcf\xe5\xf2\xf0\xee\xe2\"]"), "[White \"Петров\"]");
//! ```

/// The text of `bytes`: UTF-16 when a byte-order mark says so, UTF-8 when the bytes are valid
/// UTF-8 (a leading byte-order mark dropped), otherwise a Windows code page: 1251 when three
/// letters of its upper half stand in a row (a Russian word; Western text has an accented letter
/// here and there), 1252 otherwise. Never fails: every byte means something in 1252.
pub fn decode(bytes: &[u8]) -> String {
    if let Some(rest) = bytes.strip_prefix(&[0xFF, 0xFE]) {
        return utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(&[0xFE, 0xFF]) {
        return utf16(rest, u16::from_be_bytes);
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return text.strip_prefix('\u{feff}').unwrap_or(text).to_string();
    }
    let upper_half = if looks_cyrillic(bytes) {
        &WINDOWS_1251
    } else {
        &WINDOWS_1252
    };
    bytes
        .iter()
        .map(|&b| match b {
            0..=0x7F => char::from(b),
            _ => upper_half[usize::from(b - 0x80)],
        })
        .collect()
}

fn utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> String {
    let units = bytes.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
    char::decode_utf16(units)
        .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}

/// Whether three bytes of 0xC0-0xFF stand in a row: Cyrillic letters in Windows-1251.
fn looks_cyrillic(bytes: &[u8]) -> bool {
    bytes.windows(3).any(|run| run.iter().all(|&b| b >= 0xC0))
}

/// A code page's upper half (0x80-0xFF): the characters `listed` from 0x80, then the rest of the
/// 128 in Unicode order from `then`.
const fn upper_half(listed: &[char], then: u32) -> [char; 128] {
    let mut table = ['\u{FFFD}'; 128];
    let mut i = 0;
    while i < 128 {
        if i < listed.len() {
            table[i] = listed[i];
        } else if let Some(c) = char::from_u32(then + (i - listed.len()) as u32) {
            table[i] = c;
        }
        i += 1;
    }
    table
}

/// Windows-1252: Latin-1 from 0xA0; the five unassigned bytes keep their C1 codes.
const WINDOWS_1252: [char; 128] = upper_half(
    &[
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ],
    0xA0,
);

/// Windows-1251: А-я from 0xC0; 0x98, unassigned, keeps its C1 code.
const WINDOWS_1251: [char; 128] = upper_half(
    &[
        'Ђ', 'Ѓ', '‚', 'ѓ', '„', '…', '†', '‡', '€', '‰', 'Љ', '‹', 'Њ', 'Ќ', 'Ћ', 'Џ', //
        'ђ', '‘', '’', '“', '”', '•', '–', '—', '\u{98}', '™', 'љ', '›', 'њ', 'ќ', 'ћ',
        'џ', //
        '\u{A0}', 'Ў', 'ў', 'Ј', '¤', 'Ґ', '¦', '§', 'Ё', '©', 'Є', '«', '¬', '\u{AD}', '®',
        'Ї', //
        '°', '±', 'І', 'і', 'ґ', 'µ', '¶', '·', 'ё', '№', 'є', '»', 'ј', 'Ѕ', 'ѕ', 'ї',
    ],
    0x410,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_or_without_a_byte_order_mark() {
        assert_eq!(decode("Gérard".as_bytes()), "Gérard");
        assert_eq!(decode("\u{feff}Gérard".as_bytes()), "Gérard");
    }

    #[test]
    fn utf16_by_its_byte_order_mark() {
        let le: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("Ёж".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(decode(&le), "Ёж");
        let be: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain("Ёж".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(decode(&be), "Ёж");
    }

    #[test]
    fn code_pages_by_their_letters() {
        // "Ёлкин, Ъ" in Windows-1251: a run of Cyrillic letters.
        assert_eq!(
            decode(&[0xA8, 0xEB, 0xEA, 0xE8, 0xED, 0x2C, 0x20, 0xDA]),
            "Ёлкин, Ъ"
        );
        // "Gérard – Nuñez" in Windows-1252: lone accented letters, a dash.
        assert_eq!(decode(b"G\xe9rard \x96 Nu\xf1ez"), "Gérard – Nuñez");
        assert_eq!(WINDOWS_1251[0xFF - 0x80], 'я');
        assert_eq!(WINDOWS_1252[0xFF - 0x80], 'ÿ');
        assert_eq!(WINDOWS_1252[0x80 - 0x80], '€');
        assert_eq!(WINDOWS_1252[0xA0 - 0x80], '\u{A0}');
        assert_eq!(WINDOWS_1251[0xC0 - 0x80], 'А');
    }
}
