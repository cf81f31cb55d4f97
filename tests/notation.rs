//! Text forms in every variant: FEN, move text and PDN games.
//!
//! Round trips run over random games (proptest chooses the moves, so a failure shrinks to a
//! short game): every position reached writes to a FEN that reads back to it, every legal move's
//! text resolves back to that move, and the game written as PDN reads back to the same game.
//! Then the error cases of each parser, and PDN files in `tests/data/` as other programs and
//! people write them.

use draughts::{
    parse_games, write_game, Color, DrawReason, FenError, Game, GameError, Move, MoveError,
    MoveNumber, MoveText, NotationError, Outcome, ParseMoveError, PdnErrorKind, PdnGame, Piece,
    Position, Role, Setup, SetupError, Square, Variant,
};
use proptest::prelude::*;

fn any_variant() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A legal position with a few men and kings of both colours scattered over the board.
fn any_setup() -> impl Strategy<Value = Position> {
    let pieces = prop::collection::vec((any::<u8>(), 0u8..4), 1..14);
    (any_variant(), any::<bool>(), pieces).prop_filter_map(
        "too many pieces of one colour",
        |(variant, white_to_move, pieces)| {
            let turn = if white_to_move {
                Color::White
            } else {
                Color::Black
            };
            let squares: Vec<_> = variant.board().squares.collect();
            let mut setup = Setup::empty(variant, turn);
            for (index, kind) in pieces {
                let sq = squares[usize::from(index) % squares.len()];
                let color = if kind < 2 { Color::White } else { Color::Black };
                let crowning = variant.board().promotion_row[color as usize].contains(sq);
                let role = if kind % 2 == 1 || crowning {
                    Role::King
                } else {
                    Role::Man
                };
                setup.put(sq, Piece { color, role });
            }
            setup.into_position().ok()
        },
    )
}

/// The FEN of `pos` with every square written by `name` (to read FENs of other programs).
fn fen_with_names(pos: &Position, name: impl Fn(Square) -> String) -> String {
    let section = |color: Color| {
        pos.pieces(color)
            .map(|sq| {
                let king = if pos.kings().contains(sq) { "K" } else { "" };
                format!("{king}{}", name(sq))
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let turn = pos.turn().letter();
    format!(
        "{turn}:B{}:W{}",
        section(Color::Black),
        section(Color::White)
    )
}

/// Whether another legal move has the same origin and destination as `mv` (so that `mv` is
/// written with its full path).
fn shares_ends(pos: &Position, mv: &Move) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| m != mv && m.from() == mv.from() && m.to() == mv.to())
}

/// Checks the FEN and move-text round trips in `pos`.
fn check_position(pos: &Position) {
    let variant = pos.variant();
    let fen = pos.to_fen();
    assert_eq!(
        Position::from_fen(variant, &fen),
        Ok(*pos),
        "{variant} {fen}"
    );
    let board = variant.board();
    if board.size == 8 && !board.orthogonal {
        let numeric = fen_with_names(pos, |sq| variant.square_number(sq).unwrap().to_string());
        let algebraic = fen_with_names(pos, |sq| variant.square_algebraic(sq));
        assert_eq!(Position::from_fen(variant, &numeric), Ok(*pos), "{numeric}");
        assert_eq!(
            Position::from_fen(variant, &algebraic),
            Ok(*pos),
            "{algebraic}"
        );
    }
    for mv in pos.legal_moves() {
        let text = pos.move_text(&mv);
        assert_eq!(pos.parse_move(&text), Ok(mv), "{variant} {fen} {text}");
        if shares_ends(pos, &mv) {
            continue;
        }
        // Moves written short also resolve from every full path, in either separator.
        let sep = if mv.is_capture() { "x" } else { "-" };
        for path in pos.move_paths(&mv) {
            let squares: Vec<String> = std::iter::once(mv.from())
                .chain(path)
                .map(|sq| variant.square_name(sq))
                .collect();
            for joined in [squares.join(sep), squares.join(":")] {
                assert_eq!(pos.parse_move(&joined), Ok(mv), "{variant} {fen} {joined}");
            }
        }
    }
}

/// Plays the moves `choices` pick from `start`, checking every position, then writes the game
/// as PDN and reads it back.
fn check_playout(start: Position, choices: &[u16]) {
    let mut game = Game::from_position(start);
    for &choice in choices {
        if game.outcome().is_some() {
            break;
        }
        check_position(game.position());
        let moves = game.position().legal_moves();
        let mv = moves[usize::from(choice) % moves.len()];
        game.play(&mv).unwrap();
    }
    check_position(game.position());

    let text = write_game(&game, [("Event", "Round \"trip\""), ("Site", r"C:\games")]);
    for line in text.lines().filter(|l| !l.starts_with('[')) {
        assert!(line.len() <= 80, "line too long: {line}");
    }
    let other = Variant::ALL
        .into_iter()
        .find(|&v| v != game.variant())
        .unwrap();
    let games = parse_games(&text, other).unwrap();
    assert_eq!(games.len(), 1, "{text}");
    assert_eq!(games[0].tag("Event"), Some("Round \"trip\""));
    assert_eq!(games[0].tag("Site"), Some(r"C:\games"));
    assert_eq!(games[0].to_game(), Ok(game), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn games_from_the_start_round_trip(
        variant in any_variant(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        check_playout(Position::start(variant), &choices);
    }

    #[test]
    fn games_from_set_up_positions_round_trip(
        start in any_setup(),
        choices in prop::collection::vec(any::<u16>(), 0..40),
    ) {
        check_playout(start, &choices);
    }

    #[test]
    fn pdn_reader_never_panics_on_pdn_like_text(
        variant in any_variant(),
        text in r#"(\[[A-Za-z]{0,4} ?"?[0-9A-Za-z:,\\" ]{0,12}"?\]|[0-9]{1,2}[-x:][0-9]{1,2}|[a-h][1-8][-x:][a-h][1-8]|[0-9]{1,2}\.{1,3}|\{[^}]{0,6}\}?|[()!?$*;%\n ]|2-0|1/2-1/2){0,40}"#,
    ) {
        if let Ok(games) = parse_games(&text, variant) {
            for game in games {
                if let Ok(replayed) = game.to_game() {
                    let tags: Vec<(&str, &str)> = game.tags().collect();
                    let again = parse_games(&write_game(&replayed, tags), variant).unwrap();
                    prop_assert_eq!(again.len(), 1);
                    let back = again[0].to_game().unwrap();
                    prop_assert_eq!(back.start_position(), replayed.start_position());
                    prop_assert!(back.moves().eq(replayed.moves()));
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// FEN errors

/// A square name of `variant` for a square where `color`'s men stand at the start.
fn home_square(variant: Variant, color: Color) -> String {
    variant.square_name(variant.start_squares(color).next().unwrap())
}

#[test]
fn fen_errors_in_every_variant() {
    for v in Variant::ALL {
        let a = home_square(v, Color::White);
        let b = home_square(v, Color::Black);
        let cases = [
            ("", FenError::Empty),
            (" \t", FenError::Empty),
            ("X:W1", FenError::BadTurn("X".into())),
            (":W1", FenError::BadTurn("".into())),
            ("W:Q1", FenError::BadSection("Q1".into())),
            ("W:K", FenError::BadSection("K".into())),
            (&format!("W:W{a}:H"), FenError::BadSection("H".into())),
            (
                &format!("W:W{a}:W{b}"),
                FenError::SectionTwice(Color::White),
            ),
            (
                &format!("B:B{b}:W{a}:B"),
                FenError::SectionTwice(Color::Black),
            ),
            ("W:W99", FenError::BadSquare("99".into())),
            ("W:Wz9", FenError::BadSquare("z9".into())),
            ("W:W5-3", FenError::BadRange("5-3".into())),
            ("W:W1-x", FenError::BadRange("1-x".into())),
            (&format!("W:W{a}:B{a}"), FenError::SquareTwice(a.clone())),
            (
                &format!("W:W{a},K{a}:B{b}"),
                FenError::SquareTwice(a.clone()),
            ),
        ];
        for (fen, expected) in cases {
            assert!(expected.to_string().starts_with(char::is_lowercase));
            assert_eq!(Position::from_fen(v, fen), Err(expected), "{v} {fen:?}");
        }

        let crowning = v.board().promotion_row[Color::White as usize];
        let sq = v.square_name(crowning.first().unwrap());
        assert!(
            matches!(
                Position::from_fen(v, &format!("W:W{sq}:B")),
                Err(FenError::Setup(SetupError::ManOnCrowningRow(name))) if name == sq
            ),
            "{v}"
        );
        let everywhere: Vec<String> = v.board().squares.map(|s| v.square_name(s)).collect();
        assert_eq!(
            Position::from_fen(v, &format!("W:WK{}:B", everywhere.join(",K"))),
            Err(FenError::Setup(SetupError::TooManyPieces(Color::White))),
            "{v}"
        );
    }
}

#[test]
fn fen_reading_is_lenient_where_no_meaning_is_lost() {
    let start = Position::start(Variant::International);
    for fen in [
        "W:W31-50:B1-20",
        " w : b1-20 : w31-50. ",
        "W:W31,32,33,34,35,36-50:B1-10,11-20",
        "W:B1-20:W31-50",
        // lidraughts' half-move clock and move number
        "W:W31-50:B1-20:H0:F1",
    ] {
        assert_eq!(
            Position::from_fen(Variant::International, fen),
            Ok(start),
            "{fen}"
        );
    }
    let english = Position::from_fen(
        Variant::English,
        "B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:B1-12",
    );
    assert_eq!(english, Ok(Position::start(Variant::English)));
    let empty = Position::from_fen(Variant::Russian, "W:W:B").unwrap();
    assert_eq!(empty.occupied().count(), 0);
    assert_eq!(empty.to_fen(), "W:W:B");
    // A side left empty, or left out, has no pieces.
    for fen in ["W:W31,32:", "W::W31,32", "W:W31,32", "W:W31,32:B"] {
        let pos = Position::from_fen(Variant::International, fen).unwrap();
        assert_eq!(pos.to_fen(), "W:W31,32:B", "{fen}");
    }
}

// ---------------------------------------------------------------------------------------------
// Move text errors

#[test]
fn move_text_syntax_errors_in_every_variant() {
    for v in Variant::ALL {
        for text in ["", "32", "-32", "32-", "32--28", "x28", "32-28-", "c3", ":"] {
            let syntax = ParseMoveError::Syntax(text.to_string());
            assert_eq!(
                MoveText::parse(v, text),
                Err(syntax.clone()),
                "{v} {text:?}"
            );
            let pos = Position::start(v);
            assert_eq!(pos.parse_move(text), Err(NotationError::Parse(syntax)));
        }
        let home = home_square(v, Color::White);
        for (text, bad) in [
            ("99-98".to_string(), "99"),
            ("0x1".to_string(), "0"),
            ("i1-j2".to_string(), "i1"),
            (format!("{home}-k9"), "k9"),
        ] {
            let error = ParseMoveError::BadSquare(bad.to_string());
            assert_eq!(MoveText::parse(v, &text), Err(error), "{v} {text}");
        }
    }
    assert_eq!(
        MoveText::parse(Variant::Turkish, "12-16"),
        Err(ParseMoveError::BadSquare("12".into())),
        "Turkish squares have no numbers"
    );
    assert_eq!(
        MoveText::parse(Variant::International, "c3-d4"),
        Err(ParseMoveError::BadSquare("c3".into())),
        "10x10 squares have no algebraic names"
    );
}

#[test]
fn illegal_moves_in_every_variant() {
    for v in Variant::ALL {
        let pos = Position::start(v);
        let empty: Vec<String> = (v.board().squares - pos.occupied())
            .map(|sq| v.square_name(sq))
            .collect();
        let mover = pos.legal_moves()[0];
        let blocked = pos.pieces(pos.turn()) - pos.movable_pieces();
        let from_blocked = blocked.first().unwrap();
        for text in [
            format!("{}-{}", empty[0], empty[1]),
            format!("{}-{}", v.square_name(from_blocked), empty[0]),
            format!(
                "{}x{}",
                v.square_name(mover.from()),
                v.square_name(mover.to())
            ),
            format!(
                "{}-{}",
                v.square_name(mover.to()),
                v.square_name(mover.from())
            ),
        ] {
            let parsed = MoveText::parse(v, &text).unwrap();
            let shown = match parsed.resolve(&pos) {
                Err(MoveError::Illegal(shown)) => shown,
                other => {
                    // A capture written with `-` or a step written with `x` is still that move.
                    assert!(text.contains('x'), "{v} {text}: {other:?}");
                    assert_eq!(other, Ok(mover));
                    continue;
                }
            };
            assert!(!shown.is_empty());
            assert!(MoveError::Illegal(shown)
                .to_string()
                .starts_with("illegal move"));
        }
    }
}

/// Positions where two captures share origin and destination but take different pieces, with
/// the full path of each; the short form must be refused as ambiguous.
const AMBIGUOUS: [(Variant, &str, [&str; 2]); 6] = [
    (
        Variant::Brazilian,
        "W:Wb2,Kb4:Bf2,Kc3,Ke3,f6,g7",
        ["b4xd2xg5xd8", "b4xe1xh4xd8"],
    ),
    (
        Variant::Russian,
        "W:Wb2,Kb4:Bf2,Kc3,Ke3,f6,g7",
        ["b4:d2:g5:d8", "b4:e1:h4:d8"],
    ),
    (
        Variant::International,
        "W:WK41:B3,5,6,K8,20,24,37,43",
        ["41x14x25x48", "41x19x30x48"],
    ),
    (
        Variant::English,
        "W:W22:B8,K9,10,17,K18,26",
        ["22x13x6", "22x15x6"],
    ),
    (
        Variant::Spanish,
        "W:WK1,K8,K11:B5,7,15,20,31",
        ["1x23x16x3", "1x19x12x3"],
    ),
    (
        Variant::Turkish,
        "W:WKh3,Kf7:Bd3,b5,c6,a8,e8",
        ["h3xb3xb8xf8", "h3xc3xc8xf8"],
    ),
];

#[test]
fn ambiguous_captures_need_their_full_path() {
    for (v, fen, paths) in AMBIGUOUS {
        let pos = Position::from_fen(v, fen).unwrap();
        let [a, b] = paths.map(|p| pos.parse_move(p).unwrap_or_else(|e| panic!("{p}: {e}")));
        assert_ne!(a.captured(), b.captured(), "{v}");
        assert_eq!((a.from(), a.to()), (b.from(), b.to()));
        for mv in [a, b] {
            let written = pos.move_text(&mv);
            assert!(paths.contains(&written.as_str()), "{v} wrote {written}");
        }
        let first = paths[0].split(['x', ':']).next().unwrap();
        let last = paths[0].rsplit(['x', ':']).next().unwrap();
        let short = format!("{first}x{last}");
        let err = pos.parse_move(&short).unwrap_err();
        assert_eq!(err, NotationError::Move(MoveError::Ambiguous(short)));
        assert!(err.to_string().contains("ambiguous"), "{err}");
    }
}

#[test]
fn one_capture_with_many_paths_is_one_move() {
    // From the shared rule positions: the black king on 24 can take the same 14 pieces on many
    // paths ending on 13. They are one move; any of its paths, or the short form, names it.
    let pos = Position::from_fen(
        Variant::International,
        "B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24",
    )
    .unwrap();
    let short = pos.parse_move("24x13").unwrap();
    assert_eq!(short.captured().count(), 14);
    for path in [
        "24x15x4x13x35x49x16x7x29x47x36x13",
        "24x15x4x13x35x49x27x36x47x29x7x16x27x13",
        "24x15x4x18x29x38x16x2x35x49x38x47x36x13",
        "24x47x36x27x49x35x2x16x27x18x29x15x4x13",
        "24x47x36x4x15x29x7x16x49x35x13",
    ] {
        assert_eq!(pos.parse_move(path), Ok(short), "{path}");
    }
    assert_eq!(pos.move_text(&short), "24x13");
}

/// Found by the round trips above: `MoveText::resolve` lets the squares between the ends be any
/// landing squares in order, so the full path of one capture read as ambiguous when another
/// capture's path passes through the same squares. Here the Russian king on e3 may take f4 alone
/// (`e3:h6`, one jump) or four pieces ending on h6 too; the English king on 3 may take two pieces
/// (`3x10x1`) or four on a loop through 10 back to 1.
#[test]
fn full_path_inside_a_longer_path_resolves() {
    for (v, fen, text) in [
        (Variant::Russian, "W:Wh2,Ke3,Kc7:Bb2,Kb4,d4,f4", "e3:h6"),
        (
            Variant::English,
            "W:WK3,13,21,24,25,26,27,29,30,31:B2,5,6,7,8,9,15,16,18",
            "3x10x1",
        ),
    ] {
        let pos = Position::from_fen(v, fen).unwrap();
        let mv = pos.parse_move(text).unwrap();
        assert_eq!(pos.move_text(&mv), text);
        assert!(pos.legal_moves().iter().any(|m| *m != mv
            && (m.from(), m.to()) == (mv.from(), mv.to())
            && m.captured().count() > mv.captured().count()));
        let mut game = Game::from_position(pos);
        game.play(&mv).unwrap();
        let again = parse_games(&write_game(&game, []), v).unwrap();
        assert_eq!(again[0].to_game(), Ok(game));
    }
}

// ---------------------------------------------------------------------------------------------
// PDN files

struct Expected {
    plies: usize,
    fen: &'static str,
    result: Option<&'static str>,
}

const fn game(plies: usize, fen: &'static str, result: Option<&'static str>) -> Expected {
    Expected { plies, fen, result }
}

/// Each file holds games played move by move through `Game::play` and written out, then
/// annotated by hand; the final positions were taken before any PDN was written.
#[test]
fn pdn_files_load() {
    let files: [(&str, &str, Variant, &[Expected]); 4] = [
        (
            "international",
            include_str!("data/international.pdn"),
            Variant::International,
            &[
                game(70, "W:W33,36,38,44,46:B3,6,7,9,16,19,20,24,37", Some("2-0")),
                game(90, "W:W16,26,39,47:B13,18,19,22,24,25,29,K50", Some("1-1")),
                game(
                    36,
                    "B:W25,26,30,31,40,43,46:B5,7,11,12,14,15,17,21",
                    Some("*"),
                ),
            ],
        ),
        (
            "russian",
            include_str!("data/russian.pdn"),
            Variant::Russian,
            &[
                game(55, "B:Wa1,Kc1,h2,Ka3,g3:B", Some("1-0")),
                game(64, "W:WKd4:BKf4,c5,h6", Some("1/2-1/2")),
            ],
        ),
        (
            "brazilian",
            include_str!("data/brazilian.pdn"),
            Variant::Brazilian,
            &[game(46, "W:W:BKc1,h4,h6,g7,d8", Some("0-2"))],
        ),
        (
            "english",
            include_str!("data/english.pdn"),
            Variant::English,
            &[
                game(60, "B:WK10,K11,29:B4,22,K26,27,K32", Some("*")),
                game(112, "B:WK5,K12:B", Some("0-1")),
                game(40, "B:W19,20,21,23,27:B5,7,11,16,22", Some("1/2-1/2")),
                game(30, "W:W20,23,24,26,27,29:B8,10,11,12,13,14", Some("*")),
            ],
        ),
    ];
    for (name, text, variant, expected) in files {
        // The default variant is wrong on purpose: every game names its own.
        let games = parse_games(text, Variant::Turkish).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(games.len(), expected.len(), "{name}");
        for (pdn, want) in games.iter().zip(expected) {
            let game = pdn.to_game().unwrap_or_else(|e| panic!("{name}: {e}"));
            let label = format!("{name} game {}", pdn.number());
            assert_eq!(game.variant(), variant, "{label}");
            assert_eq!(game.len(), want.plies, "{label}");
            assert_eq!(game.position().to_fen(), want.fen, "{label}");
            assert_eq!(pdn.result(), want.result, "{label}");
            // Written out and read back, the game is the same.
            // Written out and read back, the game and its result are the same. The result that
            // ends the move text comes first, so it wins over the `Result` tag.
            let result = pdn.result().map(|r| ("Result", r));
            let written = write_game(&game, result.into_iter().chain(pdn.tags()));
            let again = parse_games(&written, Variant::Turkish).unwrap();
            assert_eq!(again[0].to_game().as_ref(), Ok(&game), "{label}\n{written}");
            let outcome = game.outcome().map(|o| o.pdn_result());
            assert_eq!(again[0].result(), outcome.or(want.result), "{label}");
        }
    }
}

#[test]
fn pdn_tags_are_read_with_escapes_and_either_case() {
    let text = include_str!("data/international.pdn");
    let games = parse_games(text, Variant::Brazilian).unwrap();
    assert_eq!(games[1].tag("Black"), Some("Bakker, \"Pim\" P."));
    assert_eq!(games[1].tag("gametype"), Some("20"));
    assert_eq!(games[0].tag("GameType"), Some("20,W,10,10,N2,0"));
    assert_eq!(games[0].tags().count(), 10);
    assert_eq!(games[0].moves().next(), Some("31-27"));
    assert_eq!(games[0].moves().len(), 70);
    let russian = parse_games(include_str!("data/russian.pdn"), Variant::Brazilian).unwrap();
    assert_eq!(russian[0].tag("Event"), Some("Вечерний турнир"));
}

#[test]
fn pdn_without_game_type_uses_the_default_variant() {
    let games = parse_games("1. 32-28 19-23 *", Variant::International).unwrap();
    assert_eq!(games[0].variant(), Ok(Variant::International));
    let games = parse_games("1. c3-d4 f6-g5 *\n1. 11-15 *", Variant::Russian).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].to_game().unwrap().len(), 2);
    let err = games[1].to_game().unwrap_err();
    assert_eq!((err.game, err.line), (2, 2));
    assert!(
        err.to_string()
            .starts_with("game 2, line 2: move 1. 11-15: "),
        "{err}"
    );
}

#[test]
fn pdn_games_split_on_results_and_on_new_tags() {
    let text = "[Event \"a\"]\n1. 32-28 19-23\n[Event \"b\"]\n1. 33-29 * 2-0\n31-27 0-0 *";
    let games = parse_games(text, Variant::International).unwrap();
    let summary: Vec<(usize, Option<&str>, usize)> = games
        .iter()
        .map(|g| (g.number(), g.tag("Event"), g.moves().len()))
        .collect();
    assert_eq!(
        summary,
        [(1, Some("a"), 2), (2, Some("b"), 1), (3, None, 1)]
    );
    assert_eq!(games[0].result(), None);
    assert_eq!(games[1].result(), Some("*"));
    assert_eq!(games[2].result(), Some("0-0"));
    assert!(parse_games("", Variant::International).unwrap().is_empty());
    assert!(parse_games(" * \n ; nothing\n", Variant::English)
        .unwrap()
        .is_empty());
}

/// One PDN error: the game, the line and the kind.
fn pdn_error(text: &str, variant: Variant) -> (usize, usize, PdnErrorKind) {
    let err = match parse_games(text, variant) {
        Err(e) => e,
        Ok(games) => games
            .iter()
            .find_map(|g| g.to_game().err())
            .unwrap_or_else(|| panic!("no error in {text:?}")),
    };
    let prefix = format!("game {}, line {}: ", err.game, err.line);
    let message = err.to_string();
    assert!(message.starts_with(&prefix), "{message}");
    assert!(
        message[prefix.len()..].starts_with(char::is_lowercase),
        "{message}"
    );
    (err.game, err.line, err.kind)
}

#[test]
fn pdn_syntax_errors_name_game_and_line() {
    let v = Variant::International;
    let one = "[Event \"one\"]\n1. 32-28 19-23 *\n";
    let cases = [
        (
            format!("{one}1. 31-27 {{ never closed\n*"),
            2,
            3,
            PdnErrorKind::UnterminatedComment,
        ),
        (
            format!("{one}1. 31-27 (1. 32-28 {{ ) }}\n*"),
            2,
            3,
            PdnErrorKind::UnterminatedVariation,
        ),
        (
            format!("{one}[Event \"two\n1. 31-27 *"),
            2,
            3,
            PdnErrorKind::UnterminatedTag,
        ),
        (format!("{one}[Event"), 2, 3, PdnErrorKind::UnterminatedTag),
        (
            format!("{one}[Event \"two\" x]\n*"),
            2,
            3,
            PdnErrorKind::BadTag("[Event \"two\" x]".into()),
        ),
        (
            format!("{one}[ \"x\"]\n*"),
            2,
            3,
            PdnErrorKind::BadTag("[ \"x\"]".into()),
        ),
        (
            format!("{one}\n\n1. 31-27 ) *"),
            2,
            5,
            PdnErrorKind::Unexpected(')'),
        ),
        (
            format!("{one}1. 31-27 }} *"),
            2,
            3,
            PdnErrorKind::Unexpected('}'),
        ),
    ];
    for (text, game, line, kind) in cases {
        assert_eq!(pdn_error(&text, v), (game, line, kind), "{text:?}");
    }
}

#[test]
fn pdn_meaning_errors_name_game_line_and_move() {
    let v = Variant::International;
    let one = "[Event \"one\"]\n1. 32-28 19-23 *\n";
    let at = |number, second| MoveNumber { number, second };
    let illegal = |text: &str| NotationError::Move(MoveError::Illegal(text.into()));

    let (game, line, kind) = pdn_error(&format!("{one}[GameType \"27\"]\n1. 32-28 *"), v);
    assert_eq!(
        (game, line, kind),
        (
            2,
            3,
            PdnErrorKind::UnsupportedGameType {
                number: 27,
                name: "Canadian draughts"
            }
        )
    );
    let (_, _, kind) = pdn_error("[GameType \"40,W,10,10,N2,0\"]\n1. 32-28 *", v);
    assert_eq!(
        kind.to_string(),
        "the rule set Frisian draughts (GameType 40) is not played here"
    );
    let (_, _, kind) = pdn_error("[GameType \"99\"]\n*", v);
    assert_eq!(kind, PdnErrorKind::UnknownGameType("99".into()));
    let (_, _, kind) = pdn_error("[GameType \"draughts\"]\n*", v);
    assert_eq!(kind, PdnErrorKind::UnknownGameType("draughts".into()));

    let (game, line, kind) = pdn_error(
        &format!("{one}[GameType \"21\"]\n[FEN \"W:W31-50:B1-20\"]\n*"),
        v,
    );
    assert_eq!((game, line), (2, 4));
    assert_eq!(kind, PdnErrorKind::BadFen(FenError::BadSquare("33".into())));

    let (game, line, kind) = pdn_error(
        &format!("{one}1. 32-28 19-23\n2. 28-22 {{ oops }} 23-29 *"),
        v,
    );
    assert_eq!((game, line), (2, 4));
    assert_eq!(
        kind,
        PdnErrorKind::BadMove {
            number: at(2, false),
            text: "28-22".into(),
            error: illegal("28-22"),
        }
    );
    assert!(
        kind.to_string().contains("move 2. 28-22: illegal move"),
        "{kind}"
    );

    let (_, _, kind) = pdn_error("1. 32-28 19-23 2. 28x19 14x23 3. 33-29 40-35 *", v);
    assert_eq!(
        kind,
        PdnErrorKind::BadMove {
            number: at(3, true),
            text: "40-35".into(),
            error: illegal("40-35"),
        }
    );

    let (_, _, kind) = pdn_error("1. 32-28 banana *", v);
    assert!(
        matches!(kind, PdnErrorKind::BadMove { number, error: NotationError::Parse(_), .. } if number == at(1, true))
    );

    let (fen, [full, _]) = (AMBIGUOUS[2].1, AMBIGUOUS[2].2);
    let text = format!("[FEN \"{fen}\"]\n1. 41x48 *");
    let (_, line, kind) = pdn_error(&text, v);
    assert_eq!(line, 2);
    assert!(
        matches!(
            kind,
            PdnErrorKind::BadMove {
                error: NotationError::Move(MoveError::Ambiguous(_)),
                ..
            }
        ),
        "{kind}"
    );
    let text = format!("[FEN \"{fen}\"]\n1. {full} *");
    assert_eq!(
        parse_games(&text, v).unwrap()[0].to_game().unwrap().len(),
        1
    );

    // Two kings shuffle: the game goes on past the third repetition, but an illegal move there is
    // still an error.
    let text =
        "[FEN \"W:WK46:BK1\"]\n1. 46-41 1-7 2. 41-46 7-1 3. 46-41 1-7 4. 41-46 7-1\n5. 46-47 *";
    let (_, line, kind) = pdn_error(text, v);
    assert_eq!(line, 3);
    assert_eq!(
        kind,
        PdnErrorKind::BadMove {
            number: at(5, false),
            text: "46-47".into(),
            error: illegal("46-47"),
        }
    );
}

// ---------------------------------------------------------------------------------------------
// PDN games that go on past our automatic draws

/// English: the kings shuffle until the start position stands a third time (our automatic draw
/// after 8 plies); the players go on, the position comes a fourth time, and they agree a draw
/// later.
const PAST_REPETITION: &str = "[GameType \"21\"]\n[FEN \"B:WK23,30,31,32:BK10,1,2,3\"]\n\
    1. 10-14 23-27 2. 14-10 27-23 3. 10-14 23-27 4. 14-10 27-23\n\
    5. 10-14 23-27 6. 14-10 27-23 1-1\n";

/// Brazilian: only kings move, without repeating a position; the 15-move rule draws after 30
/// plies, and the players make six more before White loses on time.
const PAST_MOVE_COUNT: &str = "[GameType \"26\"]\n[Result \"0-2\"]\n\
    [FEN \"W:WKa3,c1,e1,g1:BKh6,b8,d8,f8\"]\n\
    1. a3-d6 h6-g7 2. d6-c5 g7-h8 3. c5-a7 h8-g7 4. a7-b6 g7-h8 5. b6-a5 h8-g7 6. a5-b4 g7-h8\n\
    7. b4-d6 h8-f6 8. d6-c5 f6-e7 9. c5-a7 e7-d6 10. a7-b6 d6-c7 11. b6-a7 c7-a5 12. a7-c5 a5-c7\n\
    13. c5-b4 c7-b6 14. b4-a5 b6-a7 15. a5-b4 a7-d4 16. b4-a5 d4-c5 17. a5-c3 c5-a7\n\
    18. c3-a5 a7-d4\n";

/// Loads the one game of `text`, which goes on past our automatic draw `reason` reached after
/// `draw_ply` plies, and checks that every one of its `plies` is kept: stepping back through the
/// game meets that draw and no other ending, live play stops there, redo plays the record on,
/// and the game written as PDN reads back the same with its recorded result.
fn load_past_draw(text: &str, plies: usize, draw_ply: usize, reason: DrawReason) -> Game {
    let pdn = &parse_games(text, Variant::Turkish).unwrap()[0];
    let loaded = pdn.to_game().unwrap();
    assert_eq!(loaded.len(), plies);

    let mut game = loaded.clone();
    let mut endings = Vec::new();
    loop {
        endings.extend(game.outcome().map(|o| (game.len(), o)));
        if game.undo().is_none() {
            break;
        }
    }
    assert_eq!(endings, [(draw_ply, Outcome::Draw(reason))]);
    while game.len() < draw_ply {
        game.redo().unwrap();
    }
    let next = loaded.moves().nth(draw_ply).unwrap();
    assert_eq!(game.clone().play(next), Err(GameError::Finished));
    while game.redo().is_some() {}
    assert_eq!(game, loaded);

    let result = pdn.result().map(|r| ("Result", r));
    let written = write_game(&loaded, result.into_iter().chain(pdn.tags()));
    let again = &parse_games(&written, Variant::Turkish).unwrap()[0];
    assert_eq!(again.to_game().as_ref(), Ok(&loaded), "{written}");
    assert_eq!(again.result(), pdn.result(), "{written}");
    loaded
}

#[test]
fn pdn_game_past_a_threefold_repetition_loads_whole() {
    let mut game = load_past_draw(PAST_REPETITION, 12, 8, DrawReason::Repetition);
    // The record's end is the fourth occurrence, but the count started again with the ninth ply:
    // the game is still on, and the recorded draw stays the PDN result.
    assert_eq!(game.outcome(), None);
    assert_eq!(game.repetitions(), 1);
    // Played on, a new threefold repetition draws it: the position after the ninth ply (the
    // first of the new count) comes a third time.
    for (i, text) in ["10-14", "23-27", "14-10", "27-23", "10-14"]
        .iter()
        .enumerate()
    {
        assert_eq!(game.outcome(), None, "move {i}");
        let mv = game.position().parse_move(text).unwrap();
        game.play(&mv).unwrap();
    }
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[test]
fn pdn_game_past_the_move_count_rule_loads_whole() {
    let mut game = load_past_draw(PAST_MOVE_COUNT, 36, 30, DrawReason::KingMoves);
    // The 15 moves count again from the 31st ply: five plies made, 13 moves left.
    assert_eq!(game.outcome(), None);
    let [progress] = game.draw_progress()[..] else {
        panic!("{:?}", game.draw_progress());
    };
    assert_eq!(
        (progress.rule.reason, progress.plies),
        (DrawReason::KingMoves, 5)
    );
    assert_eq!(progress.moves_left(), 13);
    let mv = game.position().legal_moves()[0];
    assert_eq!(game.play(&mv), Ok(()));
}

#[test]
fn pdn_writing_numbers_moves_from_the_first_mover() {
    let mut english = Game::new(Variant::English);
    for text in ["11-15", "23-19", "8-11"] {
        let mv = english.position().parse_move(text).unwrap();
        english.play(&mv).unwrap();
    }
    let written = write_game(&english, [("White", "Hughes, Sarah"), ("Round", "3")]);
    assert!(written.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"3\"]\n[White \"Hughes, Sarah\"]\n[Black \"?\"]\n[Result \"*\"]\n[GameType \"21\"]\n\n"), "{written}");
    assert!(
        written.ends_with("\n1. 11-15 23-19 2. 8-11 *\n"),
        "{written}"
    );
    assert!(!written.contains("FEN"));

    let start = Position::from_fen(Variant::International, "B:W31-50:B1-20").unwrap();
    let mut intl = Game::from_position(start);
    for text in ["19-23", "32-28", "23x32"] {
        let mv = intl.position().parse_move(text).unwrap();
        intl.play(&mv).unwrap();
    }
    let written = write_game(
        &intl,
        [
            ("Result", "0-2"),
            ("FEN", "ignored"),
            ("Bad Name", "x"),
            ("Clock", "1:00"),
        ],
    );
    let expected = format!(
        "[Result \"0-2\"]\n[GameType \"20\"]\n[FEN \"{}\"]\n[Clock \"1:00\"]\n\n\
         1... 19-23 2. 32-28 23x32 0-2\n",
        start.to_fen()
    );
    assert!(written.ends_with(&expected), "{written}");
    assert!(!written.contains("Bad Name") && !written.contains("ignored"));

    let mut resigned = Game::new(Variant::Russian);
    resigned.resign(Color::White).unwrap();
    let written = write_game(&resigned, [("Result", "2-0")]);
    assert!(
        written.contains("[Result \"0-2\"]") && written.ends_with("\n0-2\n"),
        "{written}"
    );
    let nonsense = write_game(&Game::new(Variant::Turkish), [("Result", "white won")]);
    assert!(nonsense.contains("[Result \"*\"]") && nonsense.ends_with("\n*\n"));
}

#[test]
fn pdn_reading_skips_annotations_of_every_kind() {
    let plain = "1. 32-28 19-23 2. 28x19 14x23 *";
    let annotated = "\u{feff}% exported\n[GameType \"20\"]\n{start} 1.32-28! $1 19-23?? (1... 18-22 (1... 17-21) {x}) ; note\n2.28x19 !? 2... 14x23(?) *";
    let a = parse_games(plain, Variant::International).unwrap()[0]
        .to_game()
        .unwrap();
    let b = parse_games(annotated, Variant::English).unwrap()[0]
        .to_game()
        .unwrap();
    assert_eq!(a, b);
    let russian = "[GameType \"25\"] 1. c3-d4 f6-e5 2. d4xf6 g7:e5 *";
    assert_eq!(
        parse_games(russian, Variant::International).unwrap()[0]
            .to_game()
            .unwrap()
            .len(),
        4
    );
    let numeric_brazilian = "[GameType \"26\"] 1. 22-18 11-15 2. 18x11 7x16 *";
    assert_eq!(
        parse_games(numeric_brazilian, Variant::International).unwrap()[0]
            .to_game()
            .unwrap()
            .len(),
        4
    );
}

/// A line of moves is written move by move, each in the position it is played in, and stops
/// at the first move that is not legal where it stands.
#[test]
fn a_line_is_written_up_to_its_first_illegal_move() {
    let start = Position::start(Variant::International);
    let first = start.parse_move("32-28").unwrap();
    let after = start.play_unchecked(&first);
    let reply = after.parse_move("19-23").unwrap();
    assert_eq!(start.line_text(&[first, reply]), ["32-28", "19-23"]);
    // The same reply again is not legal after it: the line ends there.
    assert_eq!(
        start.line_text(&[first, reply, reply, first]),
        ["32-28", "19-23"]
    );
    assert!(start.line_text(&[reply]).is_empty());
}

// ---------------------------------------------------------------------------------------------
// PDN files in the styles of other programs (tests/data/pdn/)

/// Reads a file's bytes as the page and the command line do: decoded, then split into games.
fn read_pdn_file(bytes: &[u8], default_variant: Variant) -> Vec<PdnGame> {
    parse_games(
        &draughts::notation::encoding::decode(bytes),
        default_variant,
    )
    .unwrap()
}

/// A Russian program's file: Windows-1251 names and comment, CRLF line endings, no `GameType`
/// tag, `:` as the capture sign, moves glued to their numbers.
#[test]
fn a_russian_file_in_windows_1251_without_a_game_type_loads() {
    let games = read_pdn_file(
        include_bytes!("data/pdn/russian-cp1251.pdn"),
        Variant::Brazilian,
    );
    assert_eq!(games.len(), 1);
    let game = &games[0];
    assert_eq!(game.tag("White"), Some("Петров, Иван"));
    assert_eq!(game.tag("Black"), Some("Ёлкин, Сергей"));
    assert_eq!(game.result(), Some("1-1"));
    assert_eq!(game.likely_variants()[0], Variant::Russian);
    let replayed = game.replay(Variant::Russian).unwrap();
    assert_eq!(replayed.len(), 60);
    assert_eq!(replayed.position().to_fen(), "W:Wb4,d6,Kf8:BKa1");
}

/// An International file with squares padded to two characters (` 9x18`, `1- 6`), line endings
/// `\r` in the tags and `\n` in the moves, a NAG, a glued `!?` and a variation with a comment.
#[test]
fn an_international_file_with_padded_squares_and_mixed_line_endings_loads() {
    let games = read_pdn_file(
        include_bytes!("data/pdn/international-padded.pdn"),
        Variant::Brazilian,
    );
    assert_eq!(games.len(), 2);
    let finals = [
        "W:W26,35,36,41,44,45,48:B1,3,5,6,10,12,14,15,17,20,33",
        "W:W25,35,36,41,42,43,50:B1,3,6,7,8,10,14,15,17,18,27",
    ];
    for (game, fen) in games.iter().zip(finals) {
        assert_eq!(game.variant(), Ok(Variant::International));
        assert_eq!(game.likely_variants(), [Variant::International]);
        let replayed = game.to_game().unwrap();
        assert_eq!(replayed.len(), 60);
        assert_eq!(replayed.position().to_fen(), fen);
    }
    assert_eq!(games[1].tag("White"), Some("Player 3"));
    // The tags end in lone `\r`: an error in the moves names its line all the same.
    let broken = "[Event \"x\"]\r[GameType \"20\"]\r\r1. 32-28 19-23\r2. 28-22 *";
    let err = parse_games(broken, Variant::Brazilian).unwrap()[0]
        .to_game()
        .unwrap_err();
    assert_eq!(err.line, 5);
    // A lone square and its separator split by spaces, both ways.
    let padded = "[GameType \"20\"]\n1. 32 -28 19- 23 2. 28 x 19 14x 23 *";
    let game = parse_games(padded, Variant::Brazilian).unwrap()[0]
        .to_game()
        .unwrap();
    assert_eq!(game.len(), 4);
}

/// A checkers program's file: no `GameType` tag, the chess-style result `½-½`. The likeliest
/// variant is English (Black moves first), the only one in which every move is legal.
#[test]
fn an_english_file_without_a_game_type_is_proposed_as_english() {
    let games = read_pdn_file(
        include_bytes!("data/pdn/english-no-gametype.pdn"),
        Variant::Brazilian,
    );
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].result(), Some("½-½"));
    assert_eq!(games[0].likely_variants(), [Variant::English]);
    let replayed = games[0].replay(Variant::English).unwrap();
    assert_eq!(replayed.position().to_fen(), "B:W5,K7,9,14,15,16:B1,13,K23");
    // Loaded with the dialog's default instead, it says which move breaks.
    let err = games[0].to_game().unwrap_err();
    assert!(err.to_string().contains("move 1"), "{err}");
}

/// A position set up by lidraughts (`:H0:F1`) with an empty side left as `:B` in a FEN tag.
#[test]
fn a_fen_tag_with_move_counters_and_an_empty_side_loads() {
    let text = "[GameType \"20\"]\n[FEN \"W:W31,32:B:H0:F1\"]\n1. 32-27 *";
    let game = parse_games(text, Variant::Brazilian).unwrap()[0]
        .to_game()
        .unwrap();
    assert_eq!(game.position().to_fen(), "B:W27,31:B");
}

/// Real files (schildpad, an International engine's games; an English book of shots) write a
/// capture by its ends where two paths share them: the rest of the game names the path. Here
/// Black's man on 2 takes 6 and 14 by 9, or 7 and 15 by 11; White's 14-10 is legal after the
/// second path only.
#[test]
fn a_short_capture_two_paths_share_is_the_one_the_rest_of_the_game_allows() {
    let setup = "[GameType \"21\"]\n[FEN \"B:W6,7,14,15:B2\"]\n";
    let game = parse_games(&format!("{setup}1. 2x18 14-10 *"), Variant::English).unwrap()[0]
        .to_game()
        .unwrap();
    assert_eq!(game.position().to_fen(), "B:W6,10:B18");

    // Nothing after it: both paths fit, and the reader does not choose.
    let (game, line, kind) = pdn_error(&format!("{setup}1. 2x18 *"), Variant::English);
    assert_eq!((game, line), (1, 3));
    assert_eq!(
        kind,
        PdnErrorKind::BadMove {
            number: MoveNumber {
                number: 1,
                second: false
            },
            text: "2x18".into(),
            error: NotationError::Move(MoveError::Ambiguous("2x18".into())),
        }
    );

    // The next move fits neither path: that move is the error, not the capture.
    let (_, line, kind) = pdn_error(&format!("{setup}1. 2x18\n13-9 *"), Variant::English);
    assert_eq!(line, 4);
    assert_eq!(
        kind,
        PdnErrorKind::BadMove {
            number: MoveNumber {
                number: 1,
                second: true
            },
            text: "13-9".into(),
            error: NotationError::Move(MoveError::Illegal("13-9".into())),
        }
    );
}

/// Some programs write 8x8 moves in algebraic names without separators (`c3d4`): a name is a
/// letter and a digit, so the squares split without doubt. Numbers glued together do not.
#[test]
fn algebraic_moves_without_separators_load() {
    let text = "[GameType \"25\"]\n1. c3d4 f6e5 2. d4f6 g7e5 *";
    let game = parse_games(text, Variant::English).unwrap()[0]
        .to_game()
        .unwrap();
    let written = "[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *";
    let expected = parse_games(written, Variant::English).unwrap()[0]
        .to_game()
        .unwrap();
    assert_eq!(game, expected);
    assert_eq!(game.len(), 4);

    for bad in ["3228", "c3d", "c3d4e", "c34d"] {
        assert_eq!(
            MoveText::parse(Variant::Russian, bad),
            Err(ParseMoveError::Syntax(bad.into())),
            "{bad}"
        );
    }
    assert_eq!(
        MoveText::parse(Variant::International, "c3d4"),
        Err(ParseMoveError::BadSquare("c3".into()))
    );
}

/// A program that escaped its line ends twice wrote them as text, `\r` after every tag and
/// move line (files of French and African tournaments): they can only mean a line end.
#[test]
fn line_ends_written_as_escapes_are_blanks() {
    let text = "[Event \"Open\"]\\r\n[White \"A\"]\\r\n[GameType \"20\"]\\r\n\\r\n\
                1. 32-28 19-23 2.\\r\n28x19 14x23\\n *\\r\n[Event \"Next\"]\\r\n1. 33-29 *";
    let games = parse_games(text, Variant::Brazilian).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].tag("White"), Some("A"));
    assert_eq!(games[0].to_game().unwrap().len(), 4);
    assert_eq!(games[1].tag("Event"), Some("Next"));
    // Inside a tag's value a backslash is kept as written.
    let games = parse_games("[Site \"C:\\rooms\"]\n1. 32-28 *", Variant::International);
    assert_eq!(games.unwrap()[0].tag("Site"), Some("C:\\rooms"));
}

/// A lone `-` ending a game is its result, unknown (a Polish league's files write `35-30 -`
/// with `[Result "-"]` for an unfinished game); it is not part of the move before it. Anywhere
/// else a lone `-` is not a move: placeholders for unknown moves (`1. - - 2. - -`) are refused.
#[test]
fn a_lone_dash_ends_a_game_only_where_a_result_stands() {
    let text = "[Result \"-\"]\n[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 35-30 -\n\n\
                [GameType \"20\"]\n1. 33-29 -";
    let games = parse_games(text, Variant::Brazilian).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].result(), Some("-"));
    assert_eq!(games[0].to_game().unwrap().len(), 5);
    assert_eq!(games[1].moves().collect::<Vec<_>>(), ["33-29"]);

    let (game, line, kind) = pdn_error(
        "[GameType \"20\"]\n1. - - 2. - - 1/2-1/2",
        Variant::International,
    );
    assert_eq!((game, line), (1, 2));
    assert!(
        matches!(&kind, PdnErrorKind::BadMove { text, .. } if text == "-"),
        "{kind:?}"
    );
}

/// A game ending in a score written another way (`2:0`, `1:1`, `0.5-0.5`, `1/2`, `=`) keeps its
/// moves: the last word is its result, not a bad move that refuses the whole game. Elsewhere in
/// a game such a word is no move.
#[test]
fn a_score_written_another_way_ends_a_game() {
    for score in ["2:0", "0:2", "1:1", "0.5-0.5", "1/2", "=", "½"] {
        let text = format!("[Event \"x\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 {score}\n");
        let games = parse_games(&text, Variant::Brazilian).unwrap();
        assert_eq!(games.len(), 1, "{score}");
        assert_eq!(games[0].result(), Some(score));
        assert_eq!(
            games[0].likely_variants(),
            [Variant::International],
            "{score}"
        );
        assert_eq!(
            games[0].replay(Variant::International).unwrap().len(),
            5,
            "{score}"
        );
    }
    let (_, _, kind) = pdn_error(
        "[GameType \"20\"]\n1. 32-28 2:0 2. 28x19 *",
        Variant::International,
    );
    assert!(
        matches!(&kind, PdnErrorKind::BadMove { text, .. } if text == "2:0"),
        "{kind:?}"
    );
}

/// Problem collections (English checkers books) set up a position with a FEN tag and no moves
/// and no `GameType`: every 8x8 variant accepts it, and the notation it is written in tells
/// which to propose first.
#[test]
fn a_set_up_position_without_moves_is_proposed_by_its_notation() {
    let numbers = "[Event \"Problem 1\"]\n[SetUp \"1\"]\n[FEN \"W:W13,11,10,6:BK14,3,1.\"]\n0-1";
    let games = parse_games(numbers, Variant::Brazilian).unwrap();
    let likely = games[0].likely_variants();
    assert_eq!(likely[0], Variant::English, "{likely:?}");
    assert!(likely.contains(&Variant::Brazilian), "{likely:?}");

    let names = "[FEN \"W:Wc3,e3:Bd6\"]\n*";
    let likely = parse_games(names, Variant::English).unwrap()[0].likely_variants();
    assert_eq!(likely[0], Variant::Brazilian, "{likely:?}");
    assert!(!likely.contains(&Variant::International), "{likely:?}");
}

/// The first game of the Italian federation's file of its 2005 championship (69° Assoluto,
/// round 1), as the file writes it: Italian tag names, no GameType, FID numbers.
const ITALIAN_GAME: &str = "[Dati \"69° ASSOLUTO 1° TURNO\"]
[Anno \"2005\"]
[Bianco \"BORGHETTI Michele\"]
[Nero \"MASCOLO Luca\"]
[Risultato \"1-0\"]
[Apertura \"0028\"]

1. 21-17 12-15 2. 23-19 11-14 3. 19x12  8x15 4. 28-23 14-18 5. 22x13  9x18
6. 23-20 10-14 7. 20x11  6x15 8. 17-13  3-6 9. 13-9  5-10 10. 32-28  1-5
11. 26-21  7-12 12. 21-17 12-16 13. 30-26  6-11 14. 26-21  4-7 15. 29-26
14-19 16. 21x14 11x18 17. 26-21 16-20 18. 21x14 19-22 19. 27x18 10x19
20. 31-27 19-22 21. 28-23 22x31 22. 23x16 31-27 23. 18-14 27-23 24. 25-21
23-20 25. 17-13 15-19 26. 21-18 19-22 27. 13-10 22-26 28. 10x1 26-30
29.  1-5 30-27 30.  5-10 27-22 31. 10-13 22-19 32. 14-10 19-15 33. 10-5
20-23 34.  5-1 23-20 35.  1-5  7-11 36.  5-10 15-12 37. 10-6 11-15
38.  6-11 {Bianco Vince} 1-0
";

#[test]
fn an_italian_federation_file_reads_as_italian_with_its_italian_tags() {
    let game = &parse_games(ITALIAN_GAME, Variant::Brazilian).unwrap()[0];
    assert_eq!(game.likely_variants(), vec![Variant::Italian]);
    assert_eq!(game.tag("White"), Some("BORGHETTI Michele"));
    assert_eq!(game.tag("Black"), Some("MASCOLO Luca"));
    assert_eq!(game.result(), Some("1-0"));
    let replayed = game.replay(Variant::Italian).unwrap();
    assert_eq!(replayed.len(), 75);
    // With one move mistyped no rule set replays it; Italian goes furthest, so its error says
    // where the record breaks (not Brazilian's at the first move).
    let typo = ITALIAN_GAME.replace("20. 31-27", "20. 31-26");
    let game = &parse_games(&typo, Variant::Brazilian).unwrap()[0];
    assert!(game.likely_variants().is_empty());
    assert_eq!(game.furthest_variant(), Some(Variant::Italian));
    let nowhere = &parse_games("1. 32-99 *", Variant::Brazilian).unwrap()[0];
    assert_eq!(nowhere.furthest_variant(), None);
    let error = game.replay(Variant::Italian).unwrap_err().to_string();
    assert!(error.contains("move 20. 31-26"), "{error}");
}

#[test]
fn a_files_games_are_read_by_the_rules_that_replay_all_of_them() {
    // Openings of two games of the Czech championship of 2006 (no GameType): the first fits
    // Brazilian rules too, the second only Czech (2... g5xe3 stops where a man that takes
    // backwards would go on).
    let text = "[Round \"1\"]\n1. a3-b4 b6-c5 2. b2-a3 f6-e5 *\n\n\
                [Round \"1\"]\n1. e3-d4 h6-g5 2. g3-f4 g5xe3 3. d2xf4 *\n";
    let games = parse_games(text, Variant::Brazilian).unwrap();
    assert_eq!(games[0].likely_variants()[0], Variant::Brazilian);
    assert_eq!(games[1].likely_variants(), vec![Variant::Czech]);
    assert_eq!(draughts::file_variants(&games), vec![Variant::Czech]);
    let named = parse_games("[GameType \"20\"]\n1. 32-28 *", Variant::Brazilian).unwrap();
    assert!(draughts::file_variants(&named).is_empty());
}
