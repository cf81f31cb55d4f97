//! Any text, read as PDN with each variant as the default: no panic; a game that replays holds
//! only legal moves; and the game written as PDN reads back to the same start position and moves
//! (which checks that the text written for each move resolves back to it).
#![no_main]

use draughts::{parse_games, write_game, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for variant in Variant::ALL {
        let Ok(games) = parse_games(text, variant) else {
            continue;
        };
        for pdn in games {
            let Ok(game) = pdn.to_game() else {
                continue;
            };
            assert!(game.history().all(|(pos, mv)| pos.is_legal(mv)));
            let written = write_game(&game, pdn.tags());
            let again = parse_games(&written, variant).expect("written PDN reads");
            assert_eq!(again.len(), 1, "{written}");
            let back = again[0]
                .to_game()
                .unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(back.start_position(), game.start_position(), "{written}");
            assert!(back.moves().eq(game.moves()), "{written}");
        }
    }
});
