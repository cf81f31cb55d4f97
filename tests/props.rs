#![cfg(not(target_arch = "wasm32"))]
//! Property tests over random games and random setups in every variant.

mod common;

use common::{random_game, random_setup};
use draughts::perft::{divide, perft};
use draughts::{Game, Position, Setup, Variant};
use proptest::prelude::*;

fn variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// Everything that must hold of one position and each of its moves.
fn check_position(pos: &Position) -> Result<(), TestCaseError> {
    let fen = pos.to_fen();
    prop_assert_eq!(Position::from_fen(pos.variant(), &fen), Ok(*pos), "{}", fen);
    let moves = pos.legal_moves();
    prop_assert_eq!(moves.len() as u64, pos.count_moves());
    prop_assert_eq!(pos.has_moves(), !moves.is_empty(), "{}", fen);
    prop_assert_eq!(moves.len() as u64, perft(pos, 1));
    let must_capture = pos.has_capture();
    let us = pos.turn();
    let them = us.opponent();
    for mv in &moves {
        prop_assert_eq!(mv.is_capture(), must_capture, "{} {:?}", fen, mv);
        let next = pos.play(mv).expect("listed moves are legal");
        prop_assert_eq!(Setup::from(&next).into_position(), Ok(next));
        prop_assert_eq!(next.pieces(us).count(), pos.pieces(us).count());
        prop_assert_eq!(
            next.pieces(them).count(),
            pos.pieces(them).count() - mv.captured().count()
        );
        prop_assert!(
            (next.kings() & next.pieces(us)).count() >= (pos.kings() & pos.pieces(us)).count()
        );
        prop_assert!((mv.captured() & pos.pieces(them)) == mv.captured());
        let text = pos.move_text(mv);
        prop_assert_eq!(pos.parse_move(&text), Ok(*mv), "{} {}", fen, text);
        prop_assert!(!pos.move_paths(mv).is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_keep_every_invariant(v in variant(), seed in any::<u64>(), plies in 0usize..160) {
        for pos in random_game(v, seed, plies) {
            check_position(&pos)?;
        }
    }

    #[test]
    fn random_setups_keep_every_invariant(v in variant(), seed in any::<u64>()) {
        check_position(&random_setup(v, seed))?;
    }

    #[test]
    fn perft_equals_sum_of_divide(v in variant(), seed in any::<u64>(), plies in 0usize..40) {
        let pos = *random_game(v, seed, plies).last().unwrap();
        let total: u64 = divide(&pos, 3).iter().map(|(_, n)| n).sum();
        prop_assert_eq!(total, perft(&pos, 3));
    }

    #[test]
    fn undo_and_redo_restore_the_game(v in variant(), seed in any::<u64>(), plies in 1usize..80) {
        let positions = random_game(v, seed, plies);
        let mut game = Game::new(v);
        for pair in positions.windows(2) {
            let mv = *pair[0].legal_moves().iter().find(|m| pair[0].play_unchecked(m) == pair[1]).unwrap();
            if game.outcome().is_some() {
                break;
            }
            game.play(&mv).unwrap();
        }
        let played = game.clone();
        let n = game.len();
        for _ in 0..n {
            prop_assert!(game.undo().is_some());
        }
        prop_assert_eq!(game.position(), &Position::start(v));
        prop_assert!(game.undo().is_none());
        for _ in 0..n {
            prop_assert!(game.redo().is_some());
        }
        prop_assert_eq!(game.position(), played.position());
        prop_assert_eq!(game.outcome(), played.outcome());
    }

    #[test]
    fn fen_parser_never_panics(v in variant(), text in "[WBK: ,0-9a-j-]{0,40}") {
        if let Ok(pos) = Position::from_fen(v, &text) {
            prop_assert_eq!(Position::from_fen(v, &pos.to_fen()), Ok(pos));
        }
    }

    #[test]
    fn move_parser_never_panics(v in variant(), seed in any::<u64>(), text in "[0-9a-hx:-]{0,12}") {
        let pos = random_setup(v, seed);
        if let Ok(mv) = pos.parse_move(&text) {
            prop_assert!(pos.is_legal(&mv));
        }
    }
}
