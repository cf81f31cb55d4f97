//! The engine through the built binary: the Hub protocol, `go`, and `match` with our own and
//! external Hub engines as seats.

use draughts::{Position, Variant};
use std::io::Write;
use std::process::{Command, Stdio};

fn draughts_binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_draughts"))
}

#[test]
fn hub_protocol_session() {
    let mut child = draughts_binary()
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let script = "hub\n\
        set-param name=variant value=international\n\
        init\n\
        new-game\n\
        pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww\n\
        level depth=4\n\
        go think\n\
        ping\n\
        pos pos=W:W31-50:B1-20 moves=\"32-28 19-23 28x19\"\n\
        level move-time=0.05\n\
        go analyze\n\
        level depth=x\n\
        some-unknown-command arg=1\n\
        quit\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    for expected in [
        "id name=draughts",
        "param name=variant",
        "wait",
        "ready",
        "pong",
        "error message=",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(expected)),
            "{expected} missing in:\n{text}"
        );
    }
    assert!(lines
        .iter()
        .any(|l| l.starts_with("info depth=") && l.contains("pv=")));
    let done: Vec<&str> = lines
        .iter()
        .filter(|l| l.starts_with("done move="))
        .copied()
        .collect();
    assert_eq!(done.len(), 2, "{text}");
    // The first search was from the start: its move must be legal there.
    let start = Position::start(Variant::International);
    let first = done[0]
        .trim_start_matches("done move=")
        .split_whitespace()
        .next()
        .unwrap();
    assert!(start.parse_move(first).is_ok(), "{first}");
    // The second: after 32-28 19-23 28x19 Black must recapture.
    let second = done[1]
        .trim_start_matches("done move=")
        .split_whitespace()
        .next()
        .unwrap();
    assert!(second.contains('x'), "{second}");
}

#[test]
fn go_prints_a_legal_best_move_and_rejects_bad_input() {
    let output = draughts_binary()
        .args(["go", "--variant", "russian", "--depth", "5"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let best = text
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap();
    assert!(Position::start(Variant::Russian).parse_move(best).is_ok());
    for key in ["score ", "pv ", "depth 5", "nodes ", "nps "] {
        assert!(
            text.lines().any(|l| l.starts_with(key)),
            "{key} missing:\n{text}"
        );
    }

    for args in [
        &["go", "--variant", "chess", "--depth", "3"][..],
        &["go", "--variant", "brazilian"],
        &["go", "--depth", "3", "--nodes", "9"],
        &["go", "--nodes", "9", "--level", "9"],
        &["match", "--first", "level=0", "--second", "random"],
        &["match", "--first", "hash=0", "--second", "random"],
    ] {
        let bad = draughts_binary().args(args).output().unwrap();
        assert_eq!(bad.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(bad.stderr).unwrap();
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

/// A two-game English match of a depth-2 search against the player `second`.
fn two_game_match(second: &str) -> std::process::Output {
    draughts_binary()
        .args(["match", "--variant", "english", "--games", "2"])
        .args(["--first", "depth=2", "--second", second])
        .output()
        .unwrap()
}

#[test]
fn match_reports_a_score() {
    let output = two_game_match("random");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("2 games: first player"), "{text}");
    assert!(text.contains("Elo"), "{text}");
}

/// `--pdn` records every game: they read back as the games played, colours swapping, each
/// with the result the match line gives it.
#[test]
fn match_writes_its_games_as_pdn() {
    let path = std::env::temp_dir().join(format!("match-{}.pdn", std::process::id()));
    let output = draughts_binary()
        .args(["match", "--variant", "english", "--games", "2"])
        .args(["--first", "depth=2", "--second", "random", "--pdn"])
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    let record = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    let games = draughts::parse_games(&record, Variant::English).unwrap();
    assert_eq!(games.len(), 2, "{record}");
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    for (index, (game, line)) in games.iter().zip(&lines).enumerate() {
        let first_is_black = line.contains("first player as black");
        let (first, second) = if first_is_black {
            ("Black", "White")
        } else {
            ("White", "Black")
        };
        assert_eq!(game.tag(first), Some("depth=2"), "{record}");
        assert_eq!(game.tag(second), Some("random"), "{record}");
        assert_eq!(game.tag("Round"), Some((index + 1).to_string().as_str()));
        let replayed = game.to_game().unwrap();
        assert!(
            line.contains(&format!("after {} plies", replayed.len())),
            "{line}"
        );
        let (first_wins, first_loses) = if first_is_black {
            ("0-2", "2-0")
        } else {
            ("2-0", "0-2")
        };
        let expected = if line.contains(", win after") {
            first_wins
        } else if line.contains(", loss after") {
            first_loses
        } else {
            "1-1"
        };
        assert_eq!(game.result(), Some(expected), "{line}\n{record}");
    }
    assert_ne!(
        games[0].tag("White"),
        games[1].tag("White"),
        "colours swap within a pair"
    );
}

/// The standard output of a two-game match against a Hub engine shell script that greets and
/// gets ready like any engine, then runs `on_go` when asked for a move and `on_quit` when told
/// to quit; `limits` are the engine's. The match must succeed.
#[cfg(unix)]
fn match_against_script(name: &str, on_go: &str, on_quit: &str, limits: &str) -> String {
    use std::os::unix::fs::PermissionsExt;
    let script = std::env::temp_dir().join(format!("{name}-hub-{}", std::process::id()));
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    \
             hub*) echo 'id name={name}'; echo wait ;;\n    \
             init*) echo ready ;;\n    \
             go*) {on_go} ;;\n    \
             quit*) {on_quit} ;;\n  esac\ndone\n"
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let output = two_game_match(&format!("hub={},{limits}", script.display()));
    std::fs::remove_file(&script).unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    text
}

/// A player's `hash` reaches a Hub engine that declares that parameter, before `init`.
#[cfg(unix)]
#[test]
fn a_hub_engine_gets_the_table_size_asked_for() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir();
    let log = dir.join(format!("sized-hub-log-{}", std::process::id()));
    let script = dir.join(format!("sized-hub-{}", std::process::id()));
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    \
             hub*) echo 'id name=sized'; \
             echo 'param name=hash value=64 type=int min=1 max=1024'; echo wait ;;\n    \
             set-param*|init*) echo \"$line\" >> {log} ; \
             case \"$line\" in init*) echo ready ;; esac ;;\n    \
             go*) echo 'error message=\"no move\"' ;;\n    \
             quit*) exit 0 ;;\n  esac\ndone\n",
            log = log.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let output = two_game_match(&format!("hub={},movetime=50,hash=8", script.display()));
    let said = std::fs::read_to_string(&log).unwrap_or_default();
    std::fs::remove_file(&script).unwrap();
    let _ = std::fs::remove_file(&log);
    assert!(output.status.success());
    assert!(
        said.starts_with("set-param name=hash value=8\ninit"),
        "{said}"
    );
}

/// A Hub engine that fails in the middle of a match forfeits each game it fails in; the match
/// goes on and reports its whole score.
#[cfg(unix)]
#[test]
fn a_failing_hub_engine_forfeits_its_games() {
    let text = match_against_script(
        "broken",
        "echo 'error message=\"broken on purpose\"'",
        "exit 0",
        "movetime=50",
    );
    assert_eq!(text.matches("second player forfeits").count(), 2, "{text}");
    assert!(text.contains("broken on purpose"), "{text}");
    assert!(
        text.contains("2 games: first player 2 wins, 0 draws, 0 losses"),
        "{text}"
    );
}

/// A Hub engine that never answers `go` is killed after a timeout derived from its move time
/// (a second and a little at 1 ms) and forfeits the rest of the match, which finishes with its
/// score; what it wrote on standard error is on the game's line.
#[cfg(unix)]
#[test]
fn a_hanging_hub_engine_forfeits_its_games() {
    let text = match_against_script(
        "hanging",
        "echo 'stuck in search' >&2; exec sleep 1000",
        "exit 0",
        "movetime=1",
    );
    assert_eq!(text.matches("second player forfeits").count(), 2, "{text}");
    assert!(
        text.contains("killed; its standard error: stuck in search"),
        "{text}"
    );
    assert!(
        text.contains("2 games: first player 2 wins, 0 draws, 0 losses"),
        "{text}"
    );
}

/// A Hub engine that ignores `quit` is killed: the match still ends.
#[cfg(unix)]
#[test]
fn a_hub_engine_ignoring_quit_does_not_hang_the_match() {
    let text = match_against_script(
        "deaf",
        "echo 'error message=\"no move\"'",
        ":",
        "movetime=1",
    );
    assert!(
        text.contains("2 games: first player 2 wins, 0 draws, 0 losses"),
        "{text}"
    );
}

/// A Hub version 1 engine (Scan 2.0's protocol) is started in its own directory and spoken to
/// in its words: `hub` to `wait`, `init` to `ready`, then for each move `new` (once a game),
/// `pos` with the side to move in lower case, `move` for each move played since, `time` in
/// milliseconds and `go`, answered by `move MOVE`.
#[cfg(unix)]
#[test]
fn a_hub_version_1_engine_is_spoken_to_in_its_words() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("hub1-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("engine");
    // It logs what it hears to a file in its working directory and answers every `go` with a
    // move that is never legal, so each game ends at its first move.
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read -r line; do\n  echo \"$line\" >> heard.log\n  \
         case \"$line\" in\n    \
         hub) echo 'name Fake'; echo wait ;;\n    \
         init) echo ready ;;\n    \
         go) echo 'info 1 1.0 0 10 0.01 0.0 1-2'; echo 'move 1-2' ;;\n    \
         quit) exit 0 ;;\n  esac\ndone\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let output = draughts_binary()
        .args(["match", "--variant", "international", "--games", "2"])
        .args([
            "--first",
            "depth=1",
            "--max-opening",
            "0",
            "--min-opening",
            "0",
        ])
        .args([
            "--second",
            &format!("hub1={},movetime=50", script.display()),
        ])
        .output()
        .unwrap();
    let heard = std::fs::read_to_string(dir.join("heard.log")).unwrap_or_default();
    std::fs::remove_dir_all(&dir).unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    let start = format!("w{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20));
    let lines: Vec<&str> = heard.lines().collect();
    assert_eq!(lines[..3], ["hub", "init", "new"], "{heard}");
    // Game 1: the engine is Black, after the first player's move.
    assert_eq!(lines[3], format!("pos {start}"), "{heard}");
    assert!(lines[4].starts_with("move "), "{heard}");
    assert_eq!(lines[5..7], ["time 50", "go"], "{heard}");
    // Game 2: it is White and moves first, from the start.
    let second = lines.iter().rposition(|l| *l == "new").unwrap();
    assert_eq!(
        lines[second + 1..second + 4],
        [format!("pos {start}").as_str(), "time 50", "go"],
        "{heard}"
    );
    assert_eq!(text.matches("second player forfeits").count(), 2, "{text}");
    assert!(text.contains("played 1-2, not legal here"), "{text}");
    let refused = draughts_binary()
        .args([
            "match",
            "--variant",
            "russian",
            "--games",
            "2",
            "--first",
            "depth=1",
        ])
        .args(["--second", "hub1=/bin/true,movetime=50"])
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&refused.stderr).contains("Hub version 1, which has no russian"),
        "{refused:?}"
    );
}

/// The page's engine, through the worker's code under Node (`tools/wasm-hub`), plays a short
/// Brazilian match against the native engine as a `hub=` seat. It needs Node and the wasm
/// build: `tools/wasm-hub/build.sh`, then `cargo test -p draughts-cli --test engine_commands
/// -- --ignored wasm`.
#[test]
#[ignore = "needs node and tools/wasm-hub/build.sh"]
fn the_wasm_engine_plays_through_the_worker_code() {
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tools/wasm-hub/wasm-hub.js"
    );
    let output = draughts_binary()
        .args(["match", "--variant", "brazilian", "--games", "2"])
        .args(["--max-plies", "60"])
        .args(["--first", &format!("hub={script},level=8,movetime=30")])
        .args(["--second", "level=8,movetime=30,hash=16"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(output.status.success(), "{text}");
    assert!(text.contains("2 games: first player"), "{text}");
    assert!(!text.contains("forfeits"), "{text}");
}
