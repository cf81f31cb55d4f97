//! `draughts puzzles`: `generate` makes the same file for the same command, `verify` passes
//! it, and every kind of bad input (no such file, unknown variant, a corrupted puzzle line, a
//! puzzle whose answer the search does not confirm) ends with status 2 and a line saying what.

use std::path::PathBuf;
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

/// The one line `args` fail with, status 2.
fn failure(args: &[&str]) -> String {
    let out = draughts(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {out:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    err
}

/// A file in a directory of this test run's own.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("draughts-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A Russian puzzle the generator made: e3-d4 gives a man, d2 takes two.
const SET: &str = "# draughts puzzles: russian\n# made by: test\n\
    2\tW:Wc1,e1,d2,h2,a3,e3:Bh4,a5,c5,e5,a7,b8,d8\te3-d4 e5:c3 d2:d6 h4-g3 h2:f4\t1000\tshot\n";

#[test]
fn generate_makes_the_same_file_for_the_same_command_and_verify_passes_it() {
    let path = scratch("two.txt");
    let path = path.to_str().unwrap();
    let args = [
        "puzzles",
        "generate",
        "--variant",
        "brazilian",
        "--count",
        "2",
        "--seed",
        "3",
        "--out",
        path,
    ];
    let out = draughts(&args);
    assert!(out.status.success(), "{out:?}");
    let first = std::fs::read_to_string(path).unwrap();
    let out = draughts(&args);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(std::fs::read_to_string(path).unwrap(), first);
    let mut lines = first.lines();
    assert_eq!(lines.next(), Some("# draughts puzzles: brazilian"));
    let made_by = lines.next().unwrap();
    assert!(
        made_by.starts_with(&format!("# made by: draughts {} (build ", args.join(" "))),
        "{made_by}"
    );
    assert!(made_by.ends_with(", seed 3)"), "{made_by}");
    assert_eq!(lines.count(), 2);
    let out = draughts(&["puzzles", "verify", path, "--variant", "brazilian"]);
    assert!(out.status.success(), "{out:?}");
    assert!(
        stdout(&out).contains("2 brazilian puzzles verified at 20000 nodes"),
        "{out:?}"
    );
}

#[test]
fn verify_refuses_a_missing_file_and_a_bad_or_other_variant() {
    let err = failure(&["puzzles", "verify", "no/such/file.txt"]);
    assert!(err.contains("cannot read no/such/file.txt"), "{err}");
    let path = scratch("set.txt");
    std::fs::write(&path, SET).unwrap();
    let path = path.to_str().unwrap();
    let err = failure(&["puzzles", "verify", path, "--variant", "polish"]);
    assert!(err.contains("unknown variant \"polish\""), "{err}");
    let err = failure(&["puzzles", "verify", path, "--variant", "turkish"]);
    assert!(err.contains("holds russian puzzles, not turkish"), "{err}");
    let err = failure(&["puzzles", "generate", "--variant", "polish", "--count", "1"]);
    assert!(err.contains("unknown variant \"polish\""), "{err}");
    let out = draughts(&["puzzles", "verify", path, "--variant", "russian"]);
    assert!(out.status.success(), "{out:?}");
}

#[test]
fn verify_names_the_line_of_a_corrupted_puzzle() {
    let path = scratch("corrupted.txt");
    std::fs::write(&path, SET.replace("e5:c3", "e5-f4")).unwrap();
    let err = failure(&["puzzles", "verify", path.to_str().unwrap()]);
    assert!(
        err.contains("corrupted.txt: line 3: solution move 2 \"e5-f4\""),
        "{err}"
    );
}

#[test]
fn verify_lists_the_puzzles_the_search_does_not_confirm() {
    // The same position with the quiet h2-g3 as the answer.
    let path = scratch("wrong.txt");
    std::fs::write(
        &path,
        SET.replace(
            "e3-d4 e5:c3 d2:d6 h4-g3 h2:f4\t1000\tshot",
            "h2-g3\t1000\t-",
        ),
    )
    .unwrap();
    let out = draughts(&["puzzles", "verify", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert_eq!(stdout(&out), "puzzle 2: the search prefers e3-d4\n");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("wrong.txt: 1 of 1 puzzles failed"), "{err}");
}
