//! One position per rule of rules.md: who starts, how men and kings move and capture, each
//! variant's capture choice and promotion during a capture, Turkish immediate removal and the
//! 180-degree rule, the end of the game, and every automatic draw with its counter.

use draughts::{Bitboard, Color, DrawReason, Game, Outcome, Position, Variant, WinReason};
use std::collections::{BTreeSet, HashSet};

fn pos(variant: Variant, fen: &str) -> Position {
    Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// The legal moves as `from-to` / `fromxto` with the squares in the variant's own notation.
fn moves(variant: Variant, fen: &str) -> BTreeSet<String> {
    let p = pos(variant, fen);
    p.legal_moves()
        .iter()
        .map(|m| {
            let sep = if m.is_capture() { "x" } else { "-" };
            format!(
                "{}{sep}{}",
                variant.square_name(m.from()),
                variant.square_name(m.to())
            )
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

// --- Start positions and who moves first -------------------------------------------------------

#[test]
fn every_variant_start_position_and_first_player() {
    use Variant::*;
    for (variant, men, first) in [
        (Brazilian, 12, Color::White),
        (Russian, 12, Color::White),
        (International, 20, Color::White),
        (English, 12, Color::Black),
        (Spanish, 12, Color::White),
        (Turkish, 16, Color::White),
    ] {
        let start = Position::start(variant);
        assert_eq!(start.turn(), first, "{variant}");
        assert_eq!(start.count(Color::White), (men, 0), "{variant}");
        assert_eq!(start.count(Color::Black), (men, 0), "{variant}");
    }
    let turkish = Position::start(Turkish);
    let at = |name| turkish.piece_at(Turkish.parse_square(name).unwrap());
    assert!(at("a1").is_none() && at("a2").is_some() && at("h3").is_some() && at("a4").is_none());
    assert!(at("a7").is_some() && at("a8").is_none());
    // English: Black's men stand on 1-12.
    assert_eq!(
        Position::start(English).to_fen(),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    // Spanish: White's men on 1-12, square 1 at h1 (the board is turned, a1 light).
    let spanish = Position::start(Spanish);
    assert!(spanish
        .piece_at(Spanish.parse_square("h1").unwrap())
        .is_some());
    assert_eq!(
        Spanish.parse_square("a1"),
        None,
        "a1 is a light square in Spanish"
    );
}

// --- Men ----------------------------------------------------------------------------------------

#[test]
fn brazilian_man_steps_diagonally_forward() {
    assert_eq!(
        moves(Variant::Brazilian, "W:Wd4:Bh8"),
        set(&["d4-c5", "d4-e5"])
    );
    assert_eq!(
        moves(Variant::Brazilian, "B:Wa1:Bd4"),
        set(&["d4-c3", "d4-e3"])
    );
}

#[test]
fn turkish_man_steps_forward_or_sideways() {
    assert_eq!(
        moves(Variant::Turkish, "W:Wd4:Ba8"),
        set(&["d4-d5", "d4-c4", "d4-e4"])
    );
}

#[test]
fn men_capture_backward_only_where_the_rules_say() {
    // A white man on d4 with a black man behind it on c3.
    for variant in [
        Variant::Brazilian,
        Variant::Russian,
        Variant::English,
        Variant::Spanish,
    ] {
        let fen = if variant == Variant::Spanish {
            // Spanish squares are numbered on the turned board: d4 is 14, c3 is 10.
            "W:W14:B10"
        } else {
            "W:Wd4:Bc3"
        };
        let p = pos(variant, fen);
        let captures = p.has_capture();
        let backward = matches!(variant, Variant::Brazilian | Variant::Russian);
        assert_eq!(captures, backward, "{variant}");
    }
    // International: 28 with an enemy man behind on 33.
    assert!(pos(Variant::International, "W:W28:B33").has_capture());
    // Turkish men never capture backward, but do capture sideways.
    assert_eq!(moves(Variant::Turkish, "W:Wd4:Bc4,d3"), set(&["d4xb4"]));
}

// --- Kings --------------------------------------------------------------------------------------

#[test]
fn flying_kings_move_any_distance_short_kings_one_step() {
    assert_eq!(
        pos(Variant::Brazilian, "W:WKd4:Bh2").legal_moves().len(),
        13
    );
    assert_eq!(pos(Variant::Russian, "W:WKd4:Bh2").legal_moves().len(), 13);
    assert_eq!(pos(Variant::Spanish, "W:WK14:B8").legal_moves().len(), 13);
    assert_eq!(
        pos(Variant::International, "W:WK28:B").legal_moves().len(),
        17
    );
    assert_eq!(
        moves(Variant::English, "W:WK18:B1"),
        set(&["18-14", "18-15", "18-22", "18-23"])
    );
    assert_eq!(pos(Variant::Turkish, "W:WKd4:Ba8").legal_moves().len(), 14);
}

#[test]
fn flying_king_captures_from_afar_and_lands_beyond() {
    assert_eq!(
        moves(Variant::Brazilian, "W:WKa1:Bd4"),
        set(&["a1xe5", "a1xf6", "a1xg7", "a1xh8"])
    );
    // An English king captures only an adjacent piece.
    assert!(!pos(Variant::English, "W:WK29:B22").has_capture());
    assert!(pos(Variant::English, "W:WK29:B25").has_capture());
}

// --- Compulsory capture and completing the sequence ---------------------------------------------

#[test]
fn capture_is_compulsory_in_every_variant() {
    for (variant, fen) in [
        (Variant::Brazilian, "W:Wd4,a1:Be5"),
        (Variant::Russian, "W:Wd4,a1:Be5"),
        (Variant::International, "W:W28,46:B23"),
        (Variant::English, "W:Wd4,a1:Be5"),
        (Variant::Spanish, "W:W14,1:B19"),
        (Variant::Turkish, "W:Wd4,a2:Bd5"),
    ] {
        let p = pos(variant, fen);
        let all = p.legal_moves();
        assert!(!all.is_empty(), "{variant}");
        assert!(
            all.iter().all(|m| m.is_capture()),
            "{variant}: only captures"
        );
    }
}

#[test]
fn capture_sequence_must_be_completed() {
    // c3 takes d4 and must go on to take f6: stopping on e5 is not a move.
    assert_eq!(moves(Variant::Russian, "W:Wc3:Bd4,f6"), set(&["c3xg7"]));
}

#[test]
fn own_pieces_are_not_jumped_and_captured_pieces_block() {
    // White's own man on e5 cannot be jumped.
    assert!(!pos(Variant::Brazilian, "W:Wd4,e5:Bh8").has_capture());
    // A king may not jump a piece twice: after taking b2 and landing on c3/d4 it cannot come
    // back over b2; the only captures take b2 alone or b2 then f6.
    let p = pos(Variant::Russian, "W:WKa1:Bb2,f6");
    assert!(p.legal_moves().iter().all(|m| m.captured().count() <= 2));
}

// --- Capture choice ------------------------------------------------------------------------------

#[test]
fn brazilian_must_take_the_most_pieces_russian_chooses_freely() {
    let fen = "W:Wc3,e3:Bd4,b6,d6,f6";
    assert_eq!(moves(Variant::Brazilian, fen).len(), 2);
    assert_eq!(moves(Variant::Russian, fen).len(), 4);
}

#[test]
fn english_chooses_freely_brazilian_takes_most() {
    // c3 can take two (d4, f6); a5 can take one (b6).
    let fen = "W:Wc3,a5:Bd4,f6,b6";
    let english = pos(Variant::English, fen);
    let sizes: BTreeSet<u32> = english
        .legal_moves()
        .iter()
        .map(|m| m.captured().count())
        .collect();
    assert_eq!(sizes, BTreeSet::from([1, 2]));
    let brazilian = pos(Variant::Brazilian, fen);
    assert!(brazilian
        .legal_moves()
        .iter()
        .all(|m| m.captured().count() == 2));
}

#[test]
fn spanish_takes_most_pieces_then_most_kings() {
    // From 10 (c3): over 13 and 21 (two men) or over 14 and the king on 23 (a man and a king).
    assert_eq!(
        moves(Variant::Spanish, "W:W10:B13,21,14,K23"),
        set(&["10x28"])
    );
    // Brazilian counts a king as one piece: both are allowed.
    assert_eq!(moves(Variant::Brazilian, "W:Wc3:Bb4,b6,d4,Kf6").len(), 2);
}

#[test]
fn international_must_take_the_most_pieces() {
    // 26 can take 31 and 32 (two) or 21 and 12 (two, the second a king): both count two.
    assert_eq!(
        moves(Variant::International, "W:W26:B12,K21,31,32"),
        set(&["26x28", "26x8"])
    );
}

#[test]
fn turkish_must_take_the_most_pieces() {
    // d4 can take d5 (one) or c4 then c6 (two).
    let p = pos(Variant::Turkish, "W:Wd4:Bd5,c4,b5");
    assert!(p.legal_moves().iter().all(|m| m.captured().count() == 2));
}

// --- Promotion during a capture -------------------------------------------------------------------

/// The destinations of the legal moves, and whether each crowns the man.
fn ends(variant: Variant, fen: &str) -> BTreeSet<(String, bool)> {
    pos(variant, fen)
        .legal_moves()
        .iter()
        .map(|m| (variant.square_name(m.to()), m.promotes()))
        .collect()
}

fn end(square: &str, crowned: bool) -> (String, bool) {
    (square.to_string(), crowned)
}

#[test]
fn brazilian_man_passes_the_last_row_and_stays_a_man() {
    // b6 over c7 to d8 (last row), then back over e7 to f6: still a man.
    let fen = "W:Wb6:Bc7,e7";
    assert_eq!(
        ends(Variant::Brazilian, fen),
        BTreeSet::from([end("f6", false)])
    );
}

#[test]
fn russian_man_is_crowned_at_once_and_goes_on_as_a_king() {
    // The same capture in Russian: crowned on d8, the new king flies on over e7.
    let fen = "W:Wb6:Bc7,e7";
    assert_eq!(
        ends(Variant::Russian, fen),
        BTreeSet::from([end("f6", true), end("g5", true), end("h4", true)])
    );
}

#[test]
fn english_man_crowned_by_a_capture_ends_the_move() {
    // 9 over 6 to 2 is crowned; as a king it could go on over 7, but the move ends.
    assert_eq!(
        ends(Variant::English, "W:W9:B6,7"),
        BTreeSet::from([end("2", true)])
    );
}

#[test]
fn spanish_man_crowned_by_a_capture_ends_the_move() {
    assert_eq!(
        ends(Variant::Spanish, "W:W21:B26,27"),
        BTreeSet::from([end("30", true)])
    );
}

#[test]
fn international_man_passes_the_last_row_and_stays_a_man() {
    // 15 over 10 to 4 (last row), then back over 9 to 13.
    assert_eq!(
        ends(Variant::International, "W:W15:B9,10"),
        BTreeSet::from([end("13", false)])
    );
}

#[test]
fn turkish_man_goes_on_as_a_man_on_the_last_row() {
    // Over a7 to a8, then sideways over b8 to c8, where it is crowned.
    let p = pos(Variant::Turkish, "W:Wa6:Ba7,b8");
    assert_eq!(moves(Variant::Turkish, "W:Wa6:Ba7,b8"), set(&["a6xc8"]));
    assert!(p.legal_moves()[0].promotes());
    // As a man it cannot reach e8 from a8; a king could.
    assert_eq!(moves(Variant::Turkish, "W:Wa6:Ba7,e8"), set(&["a6xa8"]));
}

// --- Turkish captures -------------------------------------------------------------------------------

#[test]
fn turkish_captured_pieces_leave_at_once_so_a_square_is_crossed_again() {
    // c3 up over c5, left over b7, down over a6, then right along rank 5 across c5's empty
    // square and over e5. With pieces removed at the end of the move, c5 would block.
    let p = pos(Variant::Turkish, "W:WKc3:Bc5,b7,a6,e5");
    let all = p.legal_moves();
    assert!(!all.is_empty());
    for m in &all {
        assert_eq!(m.captured().count(), 4);
    }
    let ends: BTreeSet<String> = all
        .iter()
        .map(|m| Variant::Turkish.square_name(m.to()))
        .collect();
    assert_eq!(ends, set(&["f5", "g5", "h5"]));
}

#[test]
fn turkish_king_may_not_turn_back_180_degrees() {
    // Over b4 to a4, then back over the empty d4 and over f4 would be a 180-degree turn.
    let p = pos(Variant::Turkish, "W:WKd4:Bb4,f4");
    assert!(p.legal_moves().iter().all(|m| m.captured().count() == 1));
    assert_eq!(
        moves(Variant::Turkish, "W:WKd4:Bb4,f4"),
        set(&["d4xa4", "d4xg4", "d4xh4"])
    );
}

// --- Same move by two paths -----------------------------------------------------------------------

#[test]
fn two_paths_with_the_same_captures_are_one_move() {
    // a1 over b2, landing c3 or d4, then over e5: one move per final square.
    assert_eq!(
        moves(Variant::Brazilian, "W:WKa1:Bb2,e5"),
        set(&["a1xf6", "a1xg7", "a1xh8"])
    );
}

// --- End of the game ---------------------------------------------------------------------------------

#[test]
fn a_blocked_side_loses() {
    let game = Game::from_position(pos(Variant::Brazilian, "W:Wa1:Bb2,c3"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::NoMoves
        })
    );
}

#[test]
fn a_side_without_pieces_loses() {
    let game = Game::from_position(pos(Variant::International, "W:W:B23"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::NoMoves
        })
    );
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut game = Game::from_position(pos(Variant::Russian, "W:WKg1,a1,c1:BKb8,f8,h8"));
    let cycle = ["g1-h2", "b8-a7", "h2-g1", "a7-b8"];
    for (i, text) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "ply {i}");
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(game.play(&game.position().legal_moves()[0]).is_err());
}

#[test]
fn draw_by_agreement_and_resignation() {
    let mut game = Game::new(Variant::Brazilian);
    game.agree_draw().unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    let mut game = Game::new(Variant::Brazilian);
    game.resign(Color::White).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation
        })
    );
}

#[test]
fn a_flag_loses_even_against_a_lone_king() {
    // White's time runs out with three kings against Black's lone king: Black wins, since a
    // lone king can still win by some series of legal moves (docs/rules.md, Time).
    let pos = Position::from_fen(Variant::Brazilian, "W:WKa1,Kc1,Ke1:BKh8").unwrap();
    let mut game = Game::from_position(pos);
    game.lose_on_time(Color::White).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        }
    );
    assert_eq!(outcome.to_string(), "black wins: white ran out of time");
    assert_eq!(outcome.pdn_result(), "0-2");
    assert!(game.lose_on_time(Color::Black).is_err(), "the game is over");
    assert!(game.play(&game.position().legal_moves()[0]).is_err());
}

// --- Automatic draws -----------------------------------------------------------------------------------

/// Finds a line of quiet moves (no capture, no crowning, never a position seen before, never
/// leaving the opponent a capture) and plays it until a draw rule must end the game, checking
/// the rule's counter after every ply.
struct Walk {
    /// Squares each colour must move to (a lone king that must keep to, or off, a line).
    stay: [Bitboard; 2],
    /// Move a man after this many king moves, to keep the king-move count from ending the game
    /// first; `None` moves kings only.
    man_every: Option<usize>,
}

/// Whether `next` was already searched with any count (a line must not repeat a position).
fn game_repeats(seen: &HashSet<(Position, usize)>, next: &Position) -> bool {
    seen.iter().any(|(p, _)| p == next)
}

impl Walk {
    fn new() -> Walk {
        Walk {
            stay: [!Bitboard::EMPTY; 2],
            man_every: None,
        }
    }

    fn quiet_moves(&self, p: &Position, since_man: usize) -> Vec<draughts::Move> {
        let man_now = self.man_every.is_some_and(|n| since_man >= n);
        p.legal_moves()
            .into_iter()
            .filter(|m| !m.is_capture() && !m.promotes())
            .filter(|m| p.kings().contains(m.from()) != man_now)
            .filter(|m| self.stay[p.turn() as usize].contains(m.to()))
            .filter(|m| !p.play_unchecked(m).has_capture())
            .collect()
    }

    /// Depth-first search for `plies` quiet moves from `p`.
    fn line(
        &self,
        p: &Position,
        plies: u16,
        since_man: usize,
        seen: &mut HashSet<(Position, usize)>,
    ) -> Option<Vec<draughts::Move>> {
        if plies == 0 {
            return Some(Vec::new());
        }
        for mv in self.quiet_moves(p, since_man) {
            let next = p.play_unchecked(&mv);
            let since = if p.kings().contains(mv.from()) {
                since_man + 1
            } else {
                0
            };
            if game_repeats(seen, &next) || !seen.insert((next, since)) {
                continue;
            }
            if let Some(mut rest) = self.line(&next, plies - 1, since, seen) {
                rest.insert(0, mv);
                return Some(rest);
            }
        }
        None
    }

    /// Plays `moves` moves of each side and expects the draw on the last.
    fn run(&self, variant: Variant, fen: &str, reason: DrawReason, moves: u16) {
        self.run_plies(variant, fen, reason, moves * 2);
    }

    /// Plays `plies` quiet plies and expects the draw on the last, not before.
    fn run_plies(&self, variant: Variant, fen: &str, reason: DrawReason, plies: u16) {
        let start = pos(variant, fen);
        let line = self
            .line(&start, plies, 0, &mut HashSet::from([(start, 0)]))
            .unwrap_or_else(|| panic!("{variant} {fen}: no quiet line"));
        let mut game = Game::from_position(start);
        for (ply, mv) in line.iter().enumerate() {
            assert_eq!(
                game.outcome(),
                None,
                "{variant} {fen}: ended early at ply {ply}"
            );
            let left = game
                .draw_progress()
                .into_iter()
                .find(|p| p.rule.reason == reason)
                .unwrap_or_else(|| panic!("{variant} {fen}: {reason:?} not counting"))
                .plies_left();
            assert_eq!(left as usize, plies as usize - ply, "{variant} {fen}");
            game.play(mv).unwrap();
        }
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw(reason)),
            "{variant} {fen}"
        );
    }
}

#[test]
fn brazilian_and_russian_15_king_moves_without_capture() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        Walk::new().run(
            variant,
            "W:WKa1,Kc1,e1,g1:BKh8,Kf8,d8,b8",
            DrawReason::KingMoves,
            15,
        );
    }
}

/// FMJD-64 7.2.5: three kings against a lone king are drawn on the stronger side's 15th move.
/// When the stronger side moves first, that move is ply 29.
#[test]
fn three_kings_against_a_lone_king_drawn_on_the_stronger_sides_15th_move_when_it_moves_first() {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let mut walk = Walk::new();
        walk.stay[Color::Black as usize] = !variant.board().long_diagonal;
        walk.run_plies(variant, "W:WKa1,Kc1,Ke1:BKa7", DrawReason::LoneKing, 29);
    }
}

/// When the lone king moves first, the stronger side's 15th move is ply 30.
#[test]
fn three_kings_against_a_lone_king_drawn_on_the_stronger_sides_15th_move_when_the_lone_king_moves_first(
) {
    for variant in [Variant::Brazilian, Variant::Russian] {
        let mut walk = Walk::new();
        walk.stay[Color::Black as usize] = !variant.board().long_diagonal;
        walk.run_plies(variant, "B:WKa1,Kc1,Ke1:BKa7", DrawReason::LoneKing, 30);
    }
}

#[test]
fn russian_three_pieces_against_a_lone_king_on_the_long_diagonal_5_moves() {
    let mut walk = Walk::new();
    walk.stay[Color::Black as usize] = Variant::Russian.board().long_diagonal;
    walk.run(
        Variant::Russian,
        "W:WKa3,Kc1,e1:BKf6",
        DrawReason::LoneKing,
        5,
    );
}

/// FMJD-64 7.2.7 names the material: three kings, two kings and a man, or a king and two men.
/// Three men against a lone king on the long diagonal run no 5-move count.
#[test]
fn three_men_against_a_lone_king_on_the_long_diagonal_run_no_5_move_count() {
    let five_move_counts = |fen: &str| {
        Game::from_position(pos(Variant::Russian, fen))
            .draw_progress()
            .into_iter()
            .filter(|p| p.rule.reason == DrawReason::LoneKing && p.rule.moves == 5)
            .count()
    };
    assert_eq!(five_move_counts("W:Wa3,c1,e1:BKf6"), 0);
    assert_eq!(five_move_counts("W:WKa3,c1,e1:BKf6"), 1);
    assert_eq!(five_move_counts("W:WKa3,Kc1,Ke1:BKf6"), 1);
}

#[test]
fn russian_two_pieces_against_a_lone_king_5_moves() {
    Walk::new().run(Variant::Russian, "W:WKa1,c3:BKh6", DrawReason::LoneKing, 5);
}

#[test]
fn brazilian_kings_ending_with_four_or_five_pieces_30_moves() {
    let mut walk = Walk::new();
    walk.man_every = Some(20);
    walk.run(
        Variant::Brazilian,
        "W:WKd2,a3,h2:BKe7,h6",
        DrawReason::KingsEnding,
        30,
    );
}

#[test]
fn russian_kings_ending_with_six_or_seven_pieces_60_moves() {
    let mut walk = Walk::new();
    walk.man_every = Some(20);
    walk.run(
        Variant::Russian,
        "W:WKd2,a3,h2:BKe7,h6,a7",
        DrawReason::KingsEnding,
        60,
    );
}

#[test]
fn international_25_king_moves_without_capture() {
    Walk::new().run(
        Variant::International,
        "W:WK46,K47,48,49:BK5,K4,3,2",
        DrawReason::KingMoves,
        25,
    );
}

#[test]
fn international_three_pieces_with_a_king_against_a_lone_king_16_moves() {
    Walk::new().run(
        Variant::International,
        "W:WK46,K50,48:BK3",
        DrawReason::LoneKing,
        16,
    );
}

#[test]
fn international_two_pieces_with_a_king_against_a_lone_king_5_moves() {
    Walk::new().run(
        Variant::International,
        "W:WK46,48:BK3",
        DrawReason::LoneKing,
        5,
    );
}

#[test]
fn english_50_moves_without_capture_or_man_move() {
    Walk::new().run(
        Variant::English,
        "W:WK29,K30,21:BK4,K3,12",
        DrawReason::KingMoves,
        50,
    );
}

#[test]
fn spanish_20_king_moves_without_capture() {
    Walk::new().run(
        Variant::Spanish,
        "W:WK1,K2,5:BK32,K31,28",
        DrawReason::KingMoves,
        20,
    );
}

#[test]
fn turkish_50_moves_without_capture_or_man_move() {
    Walk::new().run(
        Variant::Turkish,
        "W:WKa1,Kc1,a2:BKh8,Kf8,h7",
        DrawReason::KingMoves,
        50,
    );
}

#[test]
fn turkish_one_piece_each_is_a_draw_at_once() {
    let game = Game::from_position(pos(Variant::Turkish, "W:Wd4:BKd6"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw(DrawReason::OnePieceEach))
    );
}

#[test]
fn a_capture_restarts_the_counts() {
    let mut game = Game::from_position(pos(Variant::Russian, "W:WKg1,a1,c1:BKb8,f8,h8"));
    for text in ["g1-h2", "b8-a7", "h2-g1"] {
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    let counted = |g: &Game| {
        g.draw_progress()
            .iter()
            .find(|p| p.rule.reason == DrawReason::KingMoves)
            .map(|p| p.plies)
    };
    assert_eq!(counted(&game), Some(3));
    // Black's king steps onto the white king's diagonal, and is taken.
    let mv = game.position().parse_move("a7-b6").unwrap();
    game.play(&mv).unwrap();
    let capture = game.position().legal_moves()[0];
    assert!(capture.is_capture());
    game.play(&capture).unwrap();
    assert_eq!(counted(&game), Some(0));
}

#[test]
fn moves_are_counted_as_players_count_them_not_as_plies() {
    assert_eq!(draughts::full_moves(0, false), 0);
    assert_eq!(draughts::full_moves(80, false), 40, "a 40-move game");
    assert_eq!(draughts::full_moves(51, false), 26);
    assert_eq!(draughts::full_moves(1, true), 1, "a reply alone is a move");
    assert_eq!(draughts::full_moves(3, true), 2);
    let play = |game: &mut Game, text: &str| {
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    };
    let mut game = Game::new(Variant::Russian);
    for text in ["c3-d4", "f6-g5", "d4-c5"] {
        play(&mut game, text);
    }
    assert_eq!(game.full_moves(), 2);
    let mut set_up = Game::from_position(pos(Variant::Russian, "B:Wc3:Bf6"));
    play(&mut set_up, "f6-g5");
    assert_eq!(set_up.full_moves(), 1, "Black's reply: move 1");
    play(&mut set_up, "c3-d4");
    assert_eq!(set_up.full_moves(), 2);
}

// --- Italian -------------------------------------------------------------------------------------

#[test]
fn italian_board_is_turned_and_numbered_from_blacks_corner() {
    let v = Variant::Italian;
    let name = |n: &str| v.square_algebraic(v.parse_square(n).unwrap());
    assert_eq!(
        (name("1"), name("4"), name("5")),
        ("a8".into(), "g8".into(), "b7".into())
    );
    assert_eq!((name("29"), name("32")), ("b1".into(), "h1".into()));
    assert_eq!(
        v.parse_square("a1"),
        None,
        "a1 is a light square in Italian"
    );
    let start = Position::start(v);
    assert_eq!(start.turn(), Color::White);
    assert_eq!(start.to_fen(), pos(v, "W:W21-32:B1-12").to_fen());
    // 22-18 is d3-c4, as Italian game records write it.
    assert_eq!(name("22"), "d3");
    assert_eq!(name("18"), "c4");
}

#[test]
fn italian_man_never_takes_a_king() {
    assert_eq!(moves(Variant::Italian, "W:W22:BK18"), set(&["22-19"]));
    assert_eq!(moves(Variant::Italian, "W:W22:B18"), set(&["22x13"]));
}

#[test]
fn italian_king_moves_one_square_and_captures_backwards() {
    assert_eq!(
        moves(Variant::Italian, "W:WK19:B5"),
        set(&["19-14", "19-15", "19-22", "19-23"])
    );
    assert_eq!(moves(Variant::Italian, "W:WK14:B19"), set(&["14x23"]));
}

#[test]
fn italian_capture_with_a_king_before_a_man() {
    assert_eq!(moves(Variant::Italian, "W:W22,K24:B18,20"), set(&["24x15"]));
}

#[test]
fn italian_capture_the_most_kings() {
    assert_eq!(moves(Variant::Italian, "W:WK19:B14,K15"), set(&["19x12"]));
}

#[test]
fn italian_capture_the_one_that_meets_a_king_first() {
    // 19x10x1 takes the man on 14, then the king on 5; 19x12x3 the king on 15 first.
    assert_eq!(
        moves(Variant::Italian, "W:WK19:B14,K5,K15,7"),
        set(&["19x3"])
    );
}

// --- Czech ---------------------------------------------------------------------------------------

#[test]
fn czech_a_king_that_can_capture_must() {
    // The man could take two (f4xh6xf8): the king must capture instead (b2, then g7 or g5).
    assert_eq!(
        moves(Variant::Czech, "W:WKa1,f4:Bb2,g5,g7"),
        set(&["a1xh8", "a1xh4"])
    );
}

#[test]
fn czech_men_capture_forwards_only_and_choose_freely() {
    assert_eq!(
        moves(Variant::Czech, "W:Wc3:Bd4,b4,b6"),
        set(&["c3xe5", "c3xc7"])
    );
    assert_eq!(moves(Variant::Czech, "W:Wd4:Bc3"), set(&["d4-c5", "d4-e5"]));
}

// --- Pool ----------------------------------------------------------------------------------------

#[test]
fn pool_black_starts_and_men_capture_backwards_freely() {
    let start = Position::start(Variant::Pool);
    assert_eq!(start.turn(), Color::Black);
    assert_eq!(
        start.to_fen(),
        pos(Variant::Pool, "B:W21-32:B1-12").to_fen()
    );
    assert_eq!(moves(Variant::Pool, "W:W18:B23"), set(&["18x27"]));
    assert_eq!(
        moves(Variant::Pool, "W:W22:B18,17,9"),
        set(&["22x15", "22x6"])
    );
}

#[test]
fn pool_man_passes_the_last_row_and_stays_a_man() {
    let p = pos(Variant::Pool, "W:W11:B7,6");
    let list = p.legal_moves();
    assert_eq!(list.len(), 1);
    assert_eq!(Variant::Pool.square_name(list[0].to()), "9");
    assert!(!list[0].promotes());
}

// --- Thai ----------------------------------------------------------------------------------------

#[test]
fn thai_starts_with_eight_men_each_black_first_numbered_from_g1() {
    let v = Variant::Thai;
    let start = Position::start(v);
    assert_eq!(start.turn(), Color::Black);
    assert_eq!(start.count(Color::White), (8, 0));
    assert_eq!(start.to_fen(), pos(v, "B:W1-8:B25-32").to_fen());
    let name = |n: &str| v.square_algebraic(v.parse_square(n).unwrap());
    assert_eq!(
        (name("1"), name("4"), name("5"), name("32")),
        ("g1".into(), "a1".into(), "h2".into(), "b8".into())
    );
}

#[test]
fn thai_men_capture_forwards_only() {
    assert_eq!(moves(Variant::Thai, "W:W15:B11"), set(&["15-18", "15-19"]));
}

#[test]
fn thai_king_lands_right_behind_the_piece_it_takes() {
    assert_eq!(moves(Variant::Thai, "W:WK4:B11"), set(&["4x15"]));
    assert_eq!(moves(Variant::Thai, "W:WK4:B18"), set(&["4x22"]));
}

#[test]
fn thai_king_turns_back_over_the_square_it_emptied() {
    // From c3 (11): over e5 to f6, then straight back over the lifted piece and its own start,
    // over b2 to a1; or the other way round. Each takes both.
    let p = pos(Variant::Thai, "W:WK11:B18,8");
    let list = p.legal_moves();
    assert_eq!(
        moves(Variant::Thai, "W:WK11:B18,8"),
        set(&["11x22", "11x4"])
    );
    assert!(list.iter().all(|m| m.captured().count() == 2));
}

#[test]
fn italian_a_capture_takes_its_pieces_in_the_order_that_meets_the_kings_first() {
    // 28x19 takes 6, 7, 14, 15 and 23 by two paths round a ring; the one meeting the kings on
    // 23 and 14 before the man on 15 is the legal one (28x1, meeting its kings later, is not).
    let v = Variant::Italian;
    let p = pos(v, "B:WK5,K6,7,K8,K14,15,16,17,K23,26,27,K32:BK24,K28");
    assert_eq!(
        moves(v, "B:WK5,K6,7,K8,K14,15,16,17,K23,26,27,K32:BK24,K28"),
        set(&["28x19"])
    );
    let mv = p.legal_moves()[0];
    let paths: Vec<Vec<String>> = p
        .move_paths(&mv)
        .iter()
        .map(|path| path.iter().map(|&sq| v.square_name(sq)).collect())
        .collect();
    assert_eq!(paths, vec![vec!["19", "10", "3", "12", "19"]]);
}

// --- Antidraughts and Breakthrough -----------------------------------------------------------------

#[test]
fn antidraughts_a_side_without_a_move_wins() {
    let v = Variant::Antidraughts;
    assert_eq!(
        Position::start(v).to_fen(),
        Position::start(Variant::International).to_fen()
    );
    let won = |fen: &str| Game::from_position(pos(v, fen)).outcome();
    assert_eq!(
        won("B:W28:B"),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::GaveAway
        })
    );
    // White's man on 46 is blocked by Black's on 41: White, to move, has no move and wins.
    let blocked = won("W:W46:B41,37");
    assert_eq!(
        blocked,
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::GaveAway
        })
    );
    assert_eq!(
        blocked.unwrap().to_string(),
        "white wins: white has no move left"
    );
}

#[test]
fn breakthrough_the_first_king_wins_and_passing_the_last_row_does_not() {
    let v = Variant::Breakthrough;
    let mut game = Game::from_position(pos(v, "W:W7:B45"));
    game.play(&game.position().parse_move("7-1").unwrap())
        .unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Crowned
        })
    );
    assert!(game.play(&game.position().legal_moves()[0]).is_err());
    // 13x2x11 touches the last row on 2 and goes on as a man: nothing is won.
    let mut game = Game::from_position(pos(v, "W:W13:B8,7,45"));
    assert_eq!(moves(v, "W:W13:B8,7,45"), set(&["13x11"]));
    game.play(&game.position().legal_moves()[0]).unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn italian_a_position_draws_at_its_fourth_occurrence() {
    let v = Variant::Italian;
    let mut game = Game::from_position(pos(v, "W:WK29:BK4"));
    let cycle = ["29-25", "4-8", "25-29", "8-4"];
    for round in 1..=3 {
        for text in cycle {
            assert_eq!(game.outcome(), None, "round {round}");
            game.play(&game.position().parse_move(text).unwrap())
                .unwrap();
        }
    }
    // The start position has now stood four times.
    assert_eq!(game.repetitions(), 4);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

/// Pool: three kings against a lone king are drawn on the stronger side's 13th move (ply 25 when
/// it moves first, 26 when the lone king does); kings alone, 15 moves each.
#[test]
fn pool_three_kings_against_one_13_moves_and_15_king_moves() {
    let walk = Walk::new();
    walk.run_plies(
        Variant::Pool,
        "W:WK29,K30,K31:BK5",
        DrawReason::LoneKing,
        25,
    );
    walk.run_plies(
        Variant::Pool,
        "B:WK29,K30,K31:BK5",
        DrawReason::LoneKing,
        26,
    );
    walk.run_plies(
        Variant::Pool,
        "W:WK29,K30:BK5,K1",
        DrawReason::KingMoves,
        30,
    );
}

/// Italian: 40 moves each without a capture or a man's move.
#[test]
fn italian_40_moves_without_capture_or_man_move() {
    Walk::new().run_plies(
        Variant::Italian,
        "W:WK29,K30:BK4,K3",
        DrawReason::KingMoves,
        80,
    );
}
