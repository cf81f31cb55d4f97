//! Any text, read as PDN with each variant as the default: no panic; a game that replays holds
//! only legal moves; and the game written as PDN reads back to the same start position and moves.
#![no_main]

use draughts::{parse_games, write_game, Variant};
use draughts_fuzz::check_move_texts;
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
            match again[0].to_game() {
                Ok(back) => {
                    assert_eq!(back.start_position(), game.start_position(), "{written}");
                    assert!(back.moves().eq(game.moves()), "{written}");
                }
                // Only the known move-text problem may stop the replay: find the move whose
                // text did not resolve and check that it is that problem.
                Err(e) => {
                    let (pos, _) = game
                        .history()
                        .find(|(pos, mv)| pos.parse_move(&pos.move_text(mv)) != Ok(**mv))
                        .unwrap_or_else(|| panic!("{e}\n{written}"));
                    check_move_texts(pos);
                }
            }
        }
    }
});
