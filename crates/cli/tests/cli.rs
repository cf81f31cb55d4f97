//! The `draughts` command-line tool: perft, moves and play, and one clear line with exit status 2
//! for every kind of bad input.

use std::process::{Command, Output};

fn draughts(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_draughts"))
        .args(args)
        .output()
        .expect("the draughts binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn fails_with(args: &[&str], needle: &str) {
    let out = draughts(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn perft_prints_count_and_speed() {
    let out = draughts(&["perft", "--variant", "international", "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("perft 4: 4265"), "{text}");
    assert!(text.contains("nodes/s"), "{text}");
}

#[test]
fn perft_divide_lists_each_first_move() {
    let out = draughts(&["perft", "--variant", "russian", "--depth", "3", "--divide"]);
    let text = stdout(&out);
    assert_eq!(
        text.lines().filter(|l| l.contains('-')).count(),
        7,
        "{text}"
    );
    assert!(text.contains("perft 3: 302"));
}

#[test]
fn moves_lists_in_the_variant_notation() {
    let out = draughts(&["moves", "--variant", "brazilian", "--fen", "W:WKa1:Bb2,e5"]);
    let mut lines: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    lines.sort();
    assert_eq!(lines, ["a1xf6", "a1xg7", "a1xh8"]);
    let out = draughts(&["moves", "--variant", "english"]);
    assert_eq!(stdout(&out).lines().count(), 7);
    assert!(stdout(&out).contains("9-13"));
}

#[test]
fn moves_json_names_squares_path_and_captures() {
    let out = draughts(&[
        "moves",
        "--variant",
        "international",
        "--fen",
        "W:W15:B8,19,20",
        "--json",
    ]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        json,
        serde_json::json!([{
            "move": "15x2",
            "from": "15",
            "to": "2",
            "path": ["15", "24", "13", "2"],
            "captured": ["8", "19", "20"]
        }])
    );
}

#[test]
fn play_prints_fen_and_status() {
    let out = draughts(&[
        "play",
        "--variant",
        "international",
        "32-28",
        "19-23",
        "28x19",
    ]);
    let text = stdout(&out);
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("B:W19,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20")
    );
    assert_eq!(lines.next(), Some("playing: black to move"));
    let out = draughts(&[
        "play",
        "--variant",
        "brazilian",
        "--fen",
        "W:Wc3:Bd4",
        "c3xe5",
    ]);
    assert!(stdout(&out).contains("white wins: black cannot move"));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    fails_with(
        &["perft", "--variant", "chess", "--depth", "2"],
        "unknown variant",
    );
    fails_with(
        &["moves", "--variant", "brazilian", "--fen", "W:Wz9"],
        "bad square",
    );
    fails_with(
        &["moves", "--variant", "brazilian", "--fen", "Q:W"],
        "side to move",
    );
    fails_with(
        &["play", "--variant", "international", "32-27", "1-2"],
        "move 2",
    );
    fails_with(
        &["play", "--variant", "international", "32-26"],
        "illegal move",
    );
    fails_with(&["play", "--variant", "international", "32"], "not a move");
}

#[test]
fn ambiguous_move_is_reported_and_full_path_accepted() {
    let fen = "W:WK41:B3,5,6,K8,20,24,37,43";
    let args = |mv| ["play", "--variant", "international", "--fen", fen, mv];
    fails_with(&args("41x48"), "ambiguous move");
    assert!(draughts(&args("41x14x25x48")).status.success());
    assert!(draughts(&args("41x19x30x48")).status.success());
}

/// A reader that stops early (`draughts go ... | head -1`) ends the tool quietly, by the pipe
/// signal as other command-line tools end, not with a panic and a backtrace.
#[cfg(unix)]
#[test]
fn a_closed_output_pipe_ends_the_tool_quietly() {
    use std::io::{BufRead, BufReader};
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_draughts"))
        .args(["go", "--variant", "english", "--movetime", "1000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the draughts binary runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.starts_with("info depth 1"), "{first}");
    // The reader is dropped here: the search's later lines go to a closed pipe.
    let out = child.wait_with_output().unwrap();
    const SIGPIPE: i32 = 13; // on Linux and macOS alike
    assert_eq!(out.status.signal(), Some(SIGPIPE), "{:?}", out.status);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `tune label` writes each position back with its game's result and a search's score for
/// White; a fit aims below `--lambda 1` only with such labels and a share between 0 and 1.
#[test]
fn tune_label_scores_each_position_for_white() {
    let dir = std::env::temp_dir().join(format!("tune-label-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("games.txt");
    let labelled = dir.join("labelled.txt");
    // White a man up with either side to move, then Black a man up.
    let lines = [
        "W:W21,22,23,24,25:B1,2,3,4 0.5",
        "B:W21,22,23,24,25:B1,2,3,4 1",
        "W:W22,23,24:B1,2,3,4 0",
    ];
    std::fs::write(&games, lines.join("\n")).unwrap();
    let (games, labelled) = (games.to_str().unwrap(), labelled.to_str().unwrap());
    let out = draughts(&[
        "tune",
        "label",
        "--variant",
        "english",
        "--data",
        games,
        "--nodes",
        "2000",
        "--out",
        labelled,
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(labelled).unwrap();
    let written: Vec<&str> = text.lines().collect();
    assert_eq!(written.len(), lines.len(), "{text}");
    for (line, (given, sign)) in written.iter().zip(lines.iter().zip([1, 1, -1])) {
        let (kept, score) = line.rsplit_once(' ').unwrap();
        assert_eq!(kept, *given);
        let score: i32 = score.parse().unwrap();
        assert!(
            sign * score > 50,
            "a man up for White is worth more: {line}"
        );
    }
    let fit = |data, lambda| {
        [
            "tune",
            "fit",
            "--variant",
            "english",
            "--data",
            data,
            "--lambda",
            lambda,
        ]
    };
    fails_with(&fit(games, "0.5"), "labelled by `tune label`");
    fails_with(&fit(labelled, "1.5"), "not between 0 and 1");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `tune network` fits a network to labelled positions and writes its weights file, which a
/// match seat or `go` then evaluates English with (or the terms and tables, given `tables`); a
/// file that is not a network is refused.
#[test]
fn tune_network_writes_a_network_a_match_seat_plays_with() {
    let dir = std::env::temp_dir().join(format!("tune-network-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let (labelled, games, net) = (file("labelled.txt"), file("games.txt"), file("net.bin"));
    let lines = [
        "W:W21,22,23,24,25:B1,2,3,4 1 120",
        "B:W21,22,23,24,25:B1,2,3,4 1 90",
        "W:W22,23,24:B1,2,3,4 0 -150",
        "B:W22,23,24:B1,2,3,4 0.5 -20",
    ];
    std::fs::write(&labelled, lines.join("\n")).unwrap();
    std::fs::write(&games, "W:W22,23,24:B1,2,3,4 0\n").unwrap();
    let fit = |data: &str| -> Vec<String> {
        let args = [
            "tune", "network", "--data", data, "--epochs", "3", "--batch", "2",
        ];
        let rest = ["--holdout", "0", "--out", &net];
        args.iter().chain(&rest).map(|a| a.to_string()).collect()
    };
    let out = draughts(&strs(&fit(&labelled)));
    assert!(out.status.success(), "{out:?}");
    assert!(stdout(&out).contains("held out in fixed point"), "{out:?}");
    fails_with(&strs(&fit(&games)), "`tune label` files");
    let play = |network: &str| -> Vec<String> {
        let first = format!("level=8,nodes=300,network={network}");
        let args = [
            "match",
            "--variant",
            "english",
            "--games",
            "2",
            "--first",
            &first,
        ];
        let rest = ["--second", "level=8,nodes=300"];
        args.iter().chain(&rest).map(|a| a.to_string()).collect()
    };
    for network in [net.as_str(), "tables"] {
        let out = draughts(&strs(&play(network)));
        assert!(out.status.success(), "{out:?}");
        assert!(stdout(&out).contains("2 games"), "{out:?}");
    }
    fails_with(&strs(&play(&file("none.bin"))), "cannot read network");
    let go = [
        "go",
        "--variant",
        "english",
        "--nodes",
        "2000",
        "--network",
        &net,
    ];
    let tables = [&go[..6], &["tables"]].concat();
    for args in [&go[..], &tables] {
        let out = draughts(args);
        assert!(out.status.success(), "{out:?}");
        assert!(stdout(&out).contains("bestmove"), "{out:?}");
    }
    fails_with(&go[..6], "a value is required");
    fails_with(&strs(&play(&labelled)), "not a network file");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn strs(args: &[String]) -> Vec<&str> {
    args.iter().map(String::as_str).collect()
}

/// A file of the project's test data, by its path below tests/data/.
fn test_data(name: &str) -> String {
    format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn pdn_lists_and_replays_every_game() {
    let russian = test_data("pdn/russian-cp1251.pdn");
    let international = test_data("pdn/international-padded.pdn");
    let out = draughts(&["pdn", &russian, &international, "--fen"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(
        lines[0].ends_with(
            "russian-cp1251.pdn 1: Петров, Иван - Ёлкин, Сергей, 1-1, russian (guessed), 60 plies: ok"
        ),
        "{text}"
    );
    assert_eq!(lines[1], "W:Wb4,d6,Kf8:BKa1");
    assert!(lines[4].ends_with("2: Player 3 - Player 4, 1-1, international, 60 plies: ok"));
    assert_eq!(
        lines[5],
        "W:W25,35,36,41,42,43,50:B1,3,6,7,8,10,14,15,17,18,27"
    );
}

#[test]
fn pdn_held_says_where_each_loser_last_held() {
    let dir = std::env::temp_dir().join(format!("draughts-held-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("held.pdn");
    // A drawn ending thrown away on the board; a man against five, resigned (the result tag
    // alone names the loser); a draw, which has no loser.
    std::fs::write(
        &file,
        concat!(
            "[GameType \"20\"]\n[Black \"Bo\"]\n[FEN \"B:WK1,K50:BK5\"]\n",
            "1... 5-14 2. 50-45 14-23 3. 1x34 2-0\n\n",
            "[GameType \"20\"]\n[Black \"Bo\"]\n[FEN \"B:W31,32,33,34,35:B3\"]\n",
            "1... 3-8 2. 31-27 8-13 2-0\n\n",
            "[GameType \"20\"]\n1. 32-28 19-23 1-1\n",
        ),
    )
    .unwrap();
    let out = draughts(&["pdn", file.to_str().unwrap(), "--held", "20000"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert_eq!(
        lines[1],
        "  black last held after 2 plies, 3 pieces on the board, scoring +0.00"
    );
    assert_eq!(lines[3], "  black never held");
    assert!(
        lines[4].ends_with("1-1, international, 2 plies: ok"),
        "{text}"
    );
    assert_eq!(
        lines[5],
        "Bo: lost 2, last held with 0-4 pieces: 1, 5-8 pieces: 0, 9-12 pieces: 0, \
         13-20 pieces: 0, 21-40 pieces: 0, never held: 1"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn pdn_names_the_game_and_line_that_do_not_replay() {
    let dir = std::env::temp_dir().join(format!("draughts-pdn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.pdn");
    std::fs::write(
        &file,
        "[GameType \"20\"]\n1. 32-28 19-23 *\n\n[GameType \"20\"]\n1. 32-28 19-23\n2. 28-22 *\n\n[GameType \"27\"]\n*\n",
    )
    .unwrap();
    let out = draughts(&["pdn", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].ends_with("1: ? - ?, *, international, 2 plies: ok"),
        "{text}"
    );
    assert!(
        lines[1].contains("game 2, line 6: move 2. 28-22: illegal move"),
        "{text}"
    );
    assert!(
        lines[2].contains("the rule set Canadian draughts (GameType 27) is not played here"),
        "{text}"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.trim(), "error: 2 of 3 games did not replay");
    std::fs::remove_dir_all(dir).unwrap();
    fails_with(
        &["pdn", "/no/such/file.pdn"],
        "cannot read /no/such/file.pdn",
    );
    fails_with(
        &[
            "pdn",
            &test_data("pdn/english-no-gametype.pdn"),
            "--variant",
            "frisian",
        ],
        "frisian",
    );
}
