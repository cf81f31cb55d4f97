//! Any text, read as a FEN of each variant: no panic, and a FEN that reads writes back to a FEN
//! that reads to the same position (and is written the same way again).
#![no_main]

use draughts::{Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in Variant::ALL {
        if let Ok(pos) = Position::from_fen(variant, text) {
            let fen = pos.to_fen();
            let back = Position::from_fen(variant, &fen);
            assert_eq!(back, Ok(pos), "{variant} {text:?} wrote {fen}");
            assert_eq!(pos.to_fen(), fen);
        }
    }
});
