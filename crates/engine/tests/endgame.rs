//! Kings-only endings played out by the engine on both sides, as a game: with its endgame
//! tables the winner converts a win that needs the whole move limit, and the defender holds a
//! drawn one; without them (a low level) the win slips away.

use draughts::{Color, Game, Outcome, Position, Variant, WinReason};
use draughts_engine::{Clock, Engine, Level, Limits};

/// A clock that never advances: searches end on nodes only, so the games are reproducible.
struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Plays the game from `fen` to its end, the engine at `level` moving for both sides.
fn play_out(variant: Variant, fen: &str, level: Level) -> (Outcome, usize) {
    let mut game = Game::from_position(Position::from_fen(variant, fen).unwrap());
    let mut engine = Engine::new(8);
    while game.outcome().is_none() {
        let result = engine.search(
            &game,
            &Limits::nodes(20_000),
            level,
            &FrozenClock,
            &mut |_| {},
        );
        game.play(&result.best_move.expect("a move while the game goes on"))
            .unwrap();
    }
    (game.outcome().unwrap(), game.len())
}

#[test]
fn three_kings_convert_the_hardest_win_within_the_move_limit() {
    // White holds the long diagonal (h8); the table knows it wins, with one move to spare of
    // the 15 the rule allows (Brazilian and Russian, FMJD-64 7.2.5).
    for variant in [Variant::Brazilian, Variant::Russian] {
        let (outcome, plies) = play_out(variant, "W:WKe7,Kb8,Kh8:BKa5", Level::MAX);
        assert_eq!(
            outcome,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::NoMoves
            },
            "{variant:?} after {plies} plies"
        );
        assert!(plies <= 30, "{variant:?}: {plies} plies");
    }
}

#[test]
fn a_lone_king_that_reaches_the_long_diagonal_holds() {
    let (outcome, _) = play_out(Variant::Brazilian, "W:WKc1,Ke1,Kg1:BKb8", Level::MAX);
    // By the lone-king rule, or by repetition when the stronger side has nothing to try.
    assert!(matches!(outcome, Outcome::Draw(_)), "{outcome:?}");
}

#[test]
fn without_the_tables_the_same_win_slips_away() {
    // Level 1 searches shallowly and plays these endings by search alone: the proof that the
    // win above comes from the tables.
    let (outcome, _) = play_out(Variant::Brazilian, "W:WKe7,Kb8,Kh8:BKa5", Level::MIN);
    assert!(matches!(outcome, Outcome::Draw(_)), "{outcome:?}");
}
