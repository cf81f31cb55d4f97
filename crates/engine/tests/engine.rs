//! Engine tests: legal moves everywhere (one legal move, the edge of each draw rule), tactical
//! shots verified by a plain minimax in the test, determinism and the level table.

use draughts::rng::SplitMix64;
use draughts::{Color, Game, Move, Position, Variant};
use draughts_engine::{
    bench, built_in_network, Clock, Engine, Level, Limits, Network, Score, LEVEL_TABLE,
};
use std::collections::HashSet;
use std::sync::Arc;

/// A clock that never advances: searches end on depth or nodes only.
struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn search(engine: &mut Engine, game: &Game, limits: Limits, level: Level) -> Option<Move> {
    engine
        .search(game, &limits, level, &FrozenClock, &mut |_| {})
        .best_move
}

/// A pseudo-random index below `n`, reproducible from the generator's seed.
fn pick(rng: &mut SplitMix64, n: usize) -> usize {
    rng.below(n as u64) as usize
}

#[test]
fn every_variant_returns_legal_moves_along_random_games() {
    let mut engine = Engine::new(4);
    let mut rng = SplitMix64::new(11);
    for variant in Variant::ALL {
        for game_number in 0..3u64 {
            let mut game = Game::new(variant);
            while game.outcome().is_none() && game.len() < 120 {
                let level = Level::new(1 + (game.len() % 8) as u8).unwrap();
                let limits = Limits::nodes(1_500).with_seed(game_number);
                let mv = search(&mut engine, &game, limits, level).unwrap_or_else(|| {
                    panic!("{variant}: no move in {}", game.position().to_fen())
                });
                assert!(
                    game.position().is_legal(&mv),
                    "{variant}: illegal engine move"
                );
                // Mix engine moves with random ones so the games wander into odd positions.
                let moves = game.position().legal_moves();
                let chosen = if game.len() % 3 == 0 {
                    moves[pick(&mut rng, moves.len())]
                } else {
                    mv
                };
                game.play(&chosen).unwrap();
            }
        }
    }
}

#[test]
fn no_legal_move_gives_no_best_move_and_a_loss() {
    // White, to move, has no pieces left.
    let pos = Position::from_fen(Variant::Brazilian, "W:W:B1,2").unwrap();
    let game = Game::from_position(pos);
    let result = Engine::new(1).search(
        &game,
        &Limits::depth(3),
        Level::MAX,
        &FrozenClock,
        &mut |_| {},
    );
    assert_eq!(result.best_move, None);
    assert!(result.score.is_loss());
}

#[test]
fn single_legal_move_is_returned() {
    let mut rng = SplitMix64::new(5);
    let mut found = 0;
    let mut engine = Engine::new(1);
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        while game.outcome().is_none() && game.len() < 200 {
            let moves = game.position().legal_moves();
            if moves.len() == 1 {
                let mv = search(&mut engine, &game, Limits::depth(6), Level::MAX);
                assert_eq!(mv, Some(moves[0]), "{variant} {}", game.position().to_fen());
                found += 1;
            }
            let mv = moves[pick(&mut rng, moves.len())];
            game.play(&mv).unwrap();
        }
    }
    assert!(found > 0, "no position with a single move was met");
}

/// The quiet moves after which the opponent has no capture.
fn safe_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| !m.is_capture() && !pos.play_unchecked(m).has_capture())
        .collect()
}

/// Shuffles kings without capturing until the first running draw rule has `plies_left` plies
/// left (or the game ends); each move leaves the opponent a safe reply too.
fn walk_to_draw_edge(variant: Variant, fen: &str, plies_left: u16) -> Game {
    let mut game = Game::from_position(Position::from_fen(variant, fen).unwrap());
    let mut rng = SplitMix64::new(3);
    loop {
        let left = game
            .draw_progress()
            .iter()
            .map(|p| p.plies_left())
            .min()
            .expect("a draw rule runs in a kings ending");
        if left <= plies_left || game.outcome().is_some() {
            return game;
        }
        let pos = *game.position();
        let quiet: Vec<Move> = safe_moves(&pos)
            .into_iter()
            .filter(|m| !safe_moves(&pos.play_unchecked(m)).is_empty())
            .collect();
        assert!(!quiet.is_empty(), "no quiet move in {}", pos.to_fen());
        game.play(&quiet[pick(&mut rng, quiet.len())]).unwrap();
    }
}

#[test]
fn legal_moves_at_the_edge_of_each_draw_rule() {
    let endings = [
        (Variant::Brazilian, "W:WKa1,Kc1,Kg1:BKh6"),
        (Variant::Russian, "W:WKa1,Kc1:BKh6"),
        (Variant::International, "W:WK47,K48,K49:BK15"),
        (Variant::English, "W:WK29,K30:BK1,K2"),
        (Variant::Spanish, "W:WK1,K2:BK31"),
        (Variant::Turkish, "W:WKa1,Kb1:BKh8,Kg8"),
    ];
    let mut engine = Engine::new(1);
    for (variant, fen) in endings {
        for left in [2, 1, 0] {
            let game = walk_to_draw_edge(variant, fen, left);
            let mv = search(&mut engine, &game, Limits::depth(6), Level::MAX)
                .unwrap_or_else(|| panic!("{variant}: no move"));
            assert!(game.position().is_legal(&mv), "{variant} {left}");
        }
    }
}

#[test]
fn draw_rule_at_hand_scores_zero() {
    // One move before the 5-move rule of two kings against one ends, nothing can be won.
    let game = walk_to_draw_edge(Variant::International, "W:WK47,K48:BK15", 1);
    let result = Engine::new(1).search(
        &game,
        &Limits::depth(8),
        Level::MAX,
        &FrozenClock,
        &mut |_| {},
    );
    assert_eq!(result.score, Score::DRAW, "{}", game.position().to_fen());
}

/// Material balance for the side to move: men 1, kings 3.
fn material(pos: &Position) -> i32 {
    let (wm, wk) = pos.count(Color::White);
    let (bm, bk) = pos.count(Color::Black);
    let white = wm as i32 - bm as i32 + 3 * (wk as i32 - bk as i32);
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// Plain minimax: every move for `depth` plies, then pending captures played out; a side without
/// a move has lost (-100).
fn minimax(pos: &Position, depth: i32) -> i32 {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return -100;
    }
    if depth <= 0 && !pos.has_capture() {
        return material(pos);
    }
    moves
        .iter()
        .map(|m| -minimax(&pos.play_unchecked(m), depth - 1))
        .max()
        .unwrap_or(-100)
}

/// Shots (a quiet move, often a sacrifice, that wins material or the game by force), each with
/// its key move. Found by a search over random games; each is checked here by minimax.
const SHOTS: &[(Variant, &str, &str)] = &[
    (
        Variant::Brazilian,
        "B:We1,g1,b2,f2,b4:Bh2,f4,d6,f6,h6,a7,c7,b8,d8,f8",
        "f4-e3",
    ),
    (Variant::Brazilian, "B:Wh4,g5:Bb4,a7,g7,d8", "g7-f6"),
    (
        Variant::Russian,
        "B:Wa1,g1,d2,f2,b4,h4:BKh2,g5,d6,f6,c7,g7,b8,d8,f8,h8",
        "f6-e5",
    ),
    (Variant::Russian, "W:Wa1,g1,f2,a3,e5,c7:Bh4,g7", "e5-f6"),
    (
        Variant::International,
        "W:W25,28,34,35,36,37,38,40,42,46,47,50:B2,5,9,11,12,15,19,26",
        "37-31",
    ),
    (
        Variant::International,
        "W:W33,34,36,37,38,41,43,44,45,46:B1,5,6,12,13,19,22,24",
        "33-29",
    ),
    (
        Variant::English,
        "B:W17,18,19,24,25,27,28,29,31,32:B1,3,4,5,6,7,8,10,11,12",
        "10-15",
    ),
    (
        Variant::English,
        "B:W17,21,22,23,24,28:B2,4,7,8,11,15",
        "15-19",
    ),
    (Variant::Spanish, "W:W11,13,16:BK2,19,21,27,31", "13-17"),
    (Variant::Spanish, "W:W9,22,25:BK19,32", "25-29"),
    (
        Variant::Turkish,
        "W:WKd1,a2,b2,c2,e2,f2,g2,h2,b3,d3,c5:Bc4,b6,c6,e6,g6,a7,c7,f7",
        "d3-d4",
    ),
    (
        Variant::Turkish,
        "W:Wa2,c2,d2,e2,f2,g2,h2,e3,g3,g4,g5,Kb8:Bd5,c6,f6,g6,g7,h7",
        "g4-f4",
    ),
];

/// The depth (plies) at which the shots' minimax values are computed.
const SHOT_DEPTH: i32 = 5;

#[test]
fn finds_the_verified_shots() {
    let mut engine = Engine::new(8);
    for &(variant, fen, key) in SHOTS {
        let pos = Position::from_fen(variant, fen).unwrap();
        let values: Vec<(Move, i32)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| (m, -minimax(&pos.play_unchecked(&m), SHOT_DEPTH - 1)))
            .collect();
        let best = values.iter().map(|&(_, v)| v).max().unwrap();
        let key_move = pos.parse_move(key).unwrap();
        // The fixture: the key move is the only best move, it gives a piece away (the opponent
        // must capture next) and it gains over the material on the board.
        assert!(
            values.iter().all(|&(m, v)| (m == key_move) == (v == best)),
            "{fen}"
        );
        assert!(pos.play_unchecked(&key_move).has_capture(), "{fen}");
        assert!(best > material(&pos), "{fen}");

        engine.clear();
        let game = Game::from_position(pos);
        let found = search(&mut engine, &game, Limits::depth(10), Level::MAX).unwrap();
        assert_eq!(pos.move_text(&found), key, "{variant} {fen}");
    }
}

#[test]
fn fixed_node_searches_are_deterministic() {
    let mut game = Game::new(Variant::International);
    for text in ["32-28", "19-23", "28x19", "14x23"] {
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    for level in [Level::new(1).unwrap(), Level::new(4).unwrap(), Level::MAX] {
        let run = || {
            Engine::new(2).search(
                &game,
                &Limits::nodes(30_000).with_seed(9),
                level,
                &FrozenClock,
                &mut |_| {},
            )
        };
        assert_eq!(run(), run(), "level {level}");
    }
}

/// A new engine evaluates English by the built-in network, which `set_network(None)` swaps for
/// the terms and tables: the same search then walks another tree.
#[test]
fn english_is_evaluated_by_the_built_in_network_unless_told_otherwise() {
    let game = Game::new(Variant::English);
    let nodes = |network: Option<Option<Arc<Network>>>| {
        let mut engine = Engine::new(2);
        if let Some(network) = network {
            engine.set_network(network);
        }
        let limits = Limits::depth(7);
        engine
            .search(&game, &limits, Level::MAX, &FrozenClock, &mut |_| {})
            .nodes
    };
    let by_default = nodes(None);
    assert_eq!(by_default, nodes(Some(Some(built_in_network()))));
    assert_ne!(by_default, nodes(Some(None)));
}

#[test]
fn bench_signature_is_stable() {
    // `draughts bench` and `draughts bench --network tables` at their default depth, 9. A change
    // of either is a change of the search or the evaluation: its commit says so (`Bench: N`).
    for (network, signature) in [(Some(built_in_network()), 1_121_286), (None, 1_116_990)] {
        let first = bench::run(9, &FrozenClock, network.clone(), |_, _| {});
        let second = bench::run(9, &FrozenClock, network, |_, _| {});
        assert_eq!((first, second), (signature, signature));
    }
}

#[test]
fn level_table_climbs_towards_full_strength() {
    assert_eq!(Level::new(0), None);
    assert_eq!(Level::new(9), None);
    assert_eq!(Level::new(8), Some(Level::MAX));
    assert_eq!(Level::all().count(), LEVEL_TABLE.len());
    for pair in LEVEL_TABLE.windows(2) {
        let (weaker, stronger) = (pair[0], pair[1]);
        assert!(weaker.max_depth < stronger.max_depth);
        assert!(weaker.time_percent <= stronger.time_percent);
        assert!(weaker.eval_noise >= stronger.eval_noise);
        assert!(weaker.wander_percent >= stronger.wander_percent);
    }
    let top = Level::MAX.settings();
    assert_eq!(
        (top.time_percent, top.eval_noise, top.wander_percent),
        (100, 0, 0)
    );
    let bottom = Level::MIN.settings();
    assert!(bottom.eval_noise > 0 && bottom.wander_percent > 0);
}

/// `plies` quiet moves from `fen`: no capture, no position seen before, no capture left to the
/// opponent, so the game reaches move `plies / 2` with its material unchanged.
fn quiet_game(variant: Variant, fen: &str, plies: usize) -> Game {
    let mut game = Game::from_position(Position::from_fen(variant, fen).unwrap());
    let mut seen = HashSet::from([*game.position()]);
    for _ in 0..plies {
        let pos = *game.position();
        let mv = pos
            .legal_moves()
            .into_iter()
            .find(|mv| {
                let next = pos.play_unchecked(mv);
                !mv.is_capture() && !next.has_capture() && !seen.contains(&next)
            })
            .expect("a quiet move to a new position");
        seen.insert(pos.play_unchecked(&mv));
        game.play(&mv).unwrap();
    }
    game
}

#[test]
fn no_draw_is_agreed_in_the_first_20_moves() {
    let mut engine = Engine::new(1);
    let start = Game::new(Variant::Brazilian);
    for side in Color::ALL {
        assert!(!engine.accepts_draw(&start, side, &FrozenClock));
        assert!(!engine.offers_draw(&start, side, &FrozenClock));
    }
    // Two kings each is a drawn ending, but not before each side's 20th move.
    let early = quiet_game(Variant::English, "W:WK1,K3:BK30,K32", 38);
    for side in Color::ALL {
        assert!(!engine.accepts_draw(&early, side, &FrozenClock));
        assert!(!engine.offers_draw(&early, side, &FrozenClock));
    }
}

#[test]
fn a_dead_drawn_ending_is_offered_and_accepted_as_a_draw() {
    let mut engine = Engine::new(1);
    let drawn = quiet_game(Variant::English, "W:WK1,K3:BK30,K32", 40);
    assert!(drawn.outcome().is_none());
    for side in Color::ALL {
        assert!(engine.accepts_draw(&drawn, side, &FrozenClock), "{side:?}");
        assert!(engine.offers_draw(&drawn, side, &FrozenClock), "{side:?}");
    }
    // Three kings each: level, but beyond the tables and far from the 50-move rule, so there is
    // still a game to play.
    let level = quiet_game(Variant::English, "W:WK1,K2,K3:BK30,K31,K32", 40);
    for side in Color::ALL {
        assert!(!engine.accepts_draw(&level, side, &FrozenClock), "{side:?}");
        assert!(!engine.offers_draw(&level, side, &FrozenClock), "{side:?}");
    }
}

#[test]
fn only_the_worse_side_accepts_a_draw() {
    let mut engine = Engine::new(1);
    // English kings do not fly: two kings beat one.
    let game = quiet_game(Variant::English, "W:WK1:BK30,K32", 40);
    assert!(game.outcome().is_none());
    assert!(engine.accepts_draw(&game, Color::White, &FrozenClock));
    assert!(!engine.accepts_draw(&game, Color::Black, &FrozenClock));
    for side in Color::ALL {
        assert!(!engine.offers_draw(&game, side, &FrozenClock), "{side:?}");
    }
}

#[test]
fn deep_searches_fit_in_a_small_stack() {
    // wasm gives 1 MiB of stack; a quarter of it must do for the deepest lines.
    let worker = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let mut engine = Engine::new(2);
            for (variant, fen) in [
                (Variant::International, "W:WK46,K47,K48,20:BK5,K10,15"),
                (Variant::Turkish, "W:WKa1,Kb1,c2,d2:BKh8,Kg8,f7,e7"),
                (Variant::English, "B:WK29,K30,K31,K32:BK1,K2,K3"),
            ] {
                let game = Game::from_position(Position::from_fen(variant, fen).unwrap());
                let limits = Limits {
                    depth: Some(60),
                    nodes: Some(300_000),
                    ..Limits::default()
                };
                let mv = search(&mut engine, &game, limits, Level::MAX).unwrap();
                assert!(game.position().is_legal(&mv));
            }
        })
        .unwrap();
    worker.join().unwrap();
}

/// A clock that advances one millisecond each time it is read.
struct TickingClock(std::cell::Cell<f64>);

impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        let now = self.0.get() + 1.0;
        self.0.set(now);
        now
    }
}

#[test]
fn move_time_ends_the_search() {
    // The clock is read every 1024 nodes: 50 ms of this clock is about 50 000 nodes.
    let game = Game::new(Variant::International);
    let clock = TickingClock(std::cell::Cell::new(0.0));
    let result = Engine::new(4).search(
        &game,
        &Limits::movetime(50.0),
        Level::MAX,
        &clock,
        &mut |_| {},
    );
    assert!(game.position().is_legal(&result.best_move.unwrap()));
    assert!(result.nodes < 100_000, "{} nodes", result.nodes);
    // A level uses its share of the time: level 1 stops sooner.
    let clock = TickingClock(std::cell::Cell::new(0.0));
    let weak = Engine::new(4).search(
        &game,
        &Limits::movetime(50.0),
        Level::MIN,
        &clock,
        &mut |_| {},
    );
    assert!(weak.nodes <= result.nodes);
}

#[test]
fn in_antidraughts_no_legal_move_is_a_win_and_the_engine_gives_its_men_away() {
    let search = |fen: &str| {
        let game = Game::from_position(Position::from_fen(Variant::Antidraughts, fen).unwrap());
        Engine::new(1).search(
            &game,
            &Limits::depth(6),
            Level::MAX,
            &FrozenClock,
            &mut |_| {},
        )
    };
    let stuck = search("W:W:B1,2");
    assert_eq!(stuck.best_move, None);
    assert!(stuck.score.is_win());
    // 28-22 makes Black take White's last man (17x28): White, left without a move, wins.
    let given = search("W:W28:B17");
    let pos = Position::from_fen(Variant::Antidraughts, "W:W28:B17").unwrap();
    assert_eq!(given.best_move, Some(pos.parse_move("28-22").unwrap()));
    assert!(given.score.is_win(), "{}", given.score);
}

#[test]
fn in_breakthrough_the_engine_crowns_and_a_crowned_opponent_has_won() {
    let pos = Position::from_fen(Variant::Breakthrough, "W:W7,33:B44,20").unwrap();
    let result = Engine::new(1).search(
        &Game::from_position(pos),
        &Limits::depth(4),
        Level::MAX,
        &FrozenClock,
        &mut |_| {},
    );
    let best = result.best_move.unwrap();
    assert!(best.promotes(), "{}", pos.move_text(&best));
    assert_eq!(result.score, Score::win_in(1));
}
