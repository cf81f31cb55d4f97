//! `<FEN>\n<move text>`: the FEN (or, when it does not read, the start position) of each variant,
//! then the move text read and resolved there. No panic; a resolved move is legal and is the move
//! `Position::parse_move` finds; and every legal move's own text resolves back to it.
#![no_main]

use draughts::{MoveText, Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (fen, move_text) = text.split_once('\n').unwrap_or(("", text));
    for variant in Variant::ALL {
        let pos = Position::from_fen(variant, fen).unwrap_or_else(|_| Position::start(variant));
        let resolved = MoveText::parse(variant, move_text).map(|m| m.resolve(&pos));
        if let Ok(Ok(mv)) = &resolved {
            assert!(pos.is_legal(mv), "{fen} {move_text}");
            assert!(pos.play(mv).is_ok());
        }
        let direct = pos.parse_move(move_text).ok();
        assert_eq!(direct, resolved.ok().and_then(Result::ok));
        for mv in pos.legal_moves() {
            let written = pos.move_text(&mv);
            assert_eq!(pos.parse_move(&written), Ok(mv), "{fen} {written}");
        }
    }
});
