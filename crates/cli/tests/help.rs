//! Every command's `--help` documents what the command accepts: each option and argument has
//! a line of help, every `--variant` names every variant the core reads, `match` names every
//! key of a player as its parser lists them, and README.md's command-line block names every
//! command, its options and the player keys. The commands, variants and keys come from the
//! binary and the core themselves, so a new one without help fails here.

use draughts::Variant;
use std::process::Command;

fn draughts(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_draughts"))
        .args(args)
        .output()
        .expect("the draughts binary runs")
}

/// The `--help` of `command` (the tool's own for none).
fn help(command: &[String]) -> String {
    let args: Vec<&str> = command
        .iter()
        .map(String::as_str)
        .chain(["--help"])
        .collect();
    let out = draughts(&args);
    assert!(out.status.success(), "{args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The entries of a section of a help text (`Commands:`, `Arguments:`, `Options:`): each
/// line's name (flags and value) and its help, `[default: ...]` left off.
fn entries(help: &str, section: &str) -> Vec<(String, String)> {
    help.lines()
        .skip_while(|line| *line != section)
        .skip(1)
        .take_while(|line| !line.trim().is_empty())
        .map(|line| {
            let line = line.trim();
            let (name, text) = line.split_once("  ").unwrap_or((line, ""));
            let text = text.split(" [default: ").next().unwrap();
            (name.to_string(), text.trim().to_string())
        })
        .collect()
}

/// Every command and subcommand, as the argument lists that name them, from the tool's help.
fn commands() -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut pending = vec![Vec::new()];
    while let Some(parent) = pending.pop() {
        for (name, _) in entries(&help(&parent), "Commands:") {
            if name != "help" {
                let command = [parent.clone(), vec![name]].concat();
                found.push(command.clone());
                pending.push(command);
            }
        }
    }
    assert!(found.len() >= 14, "{found:?}");
    found
}

/// The long options of a help text (`--variant`, ...), `--help` left out.
fn long_options(help: &str) -> Vec<String> {
    entries(help, "Options:")
        .into_iter()
        .filter_map(|(name, _)| {
            let flag = name.split(", ").last()?.split(' ').next()?.to_string();
            (flag.starts_with("--") && flag != "--help").then_some(flag)
        })
        .collect()
}

/// The keys a player description takes, as the parser lists them when given another.
fn player_keys() -> Vec<String> {
    let out = draughts(&["match", "--first", "no-such-key=1", "--second", "random"]);
    assert_eq!(out.status.code(), Some(2));
    let error = String::from_utf8(out.stderr).unwrap();
    let list = error
        .split_once("(use ")
        .and_then(|(_, rest)| rest.split_once(')'))
        .unwrap_or_else(|| panic!("no key list: {error}"))
        .0;
    let keys: Vec<String> = list.split(", ").map(str::to_string).collect();
    assert!(keys.contains(&"level".to_string()), "{keys:?}");
    keys
}

#[test]
fn every_option_and_argument_has_help() {
    for command in commands() {
        let text = help(&command);
        for section in ["Arguments:", "Options:"] {
            for (name, help) in entries(&text, section) {
                assert!(!help.is_empty(), "{command:?} {name} has no help:\n{text}");
            }
        }
    }
}

#[test]
fn every_variant_option_names_every_variant() {
    let mut seen = 0;
    for command in commands() {
        let text = help(&command);
        for (name, help) in entries(&text, "Options:") {
            if name.starts_with("--variant ") {
                seen += 1;
                for variant in Variant::ALL {
                    assert!(help.contains(variant.name()), "{command:?}: {help}");
                }
            }
        }
    }
    assert!(seen >= 8, "{seen} commands take --variant");
}

#[test]
fn match_help_names_every_player_key() {
    let text = help(&["match".to_string()]);
    let (_, first) = entries(&text, "Options:")
        .into_iter()
        .find(|(name, _)| name.starts_with("--first "))
        .expect("match takes --first");
    for word in ["`random`", "network=tables"] {
        assert!(first.contains(word), "{first}");
    }
    for key in player_keys() {
        assert!(
            first.contains(&format!("{key}=")),
            "--first lacks {key}=: {first}"
        );
    }
}

#[test]
fn network_options_name_the_tables() {
    for command in commands() {
        let text = help(&command);
        for (name, help) in entries(&text, "Options:") {
            if name.starts_with("--network ") {
                assert!(help.contains("`tables`"), "{command:?}: {help}");
            }
        }
    }
}

/// README.md's block lists each command with its options or subcommands (a command's
/// continuation lines indented below it), and its text names every player key.
#[test]
fn the_readme_names_every_command_option_and_player_key() {
    let readme = include_str!("../../../README.md");
    let section = readme
        .split_once("## Command line")
        .expect("README.md has a Command line section")
        .1;
    let section = section.split("\n## ").next().unwrap();
    let block = section
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a text block");
    for command in commands().into_iter().filter(|c| c.len() == 1) {
        let name = command[0].as_str();
        let mut lines = block
            .lines()
            .skip_while(|l| l.split_whitespace().take(2).ne(["draughts", name]));
        let first = lines.next().unwrap_or_else(|| panic!("no line for {name}"));
        let lines: String = std::iter::once(first)
            .chain(lines.take_while(|l| l.starts_with(' ')))
            .collect();
        // A command with subcommands is listed with their names, any other with its options.
        let text = help(&command);
        let subcommands: Vec<String> = entries(&text, "Commands:")
            .into_iter()
            .map(|(name, _)| name)
            .filter(|name| name != "help")
            .collect();
        let words = match subcommands.is_empty() {
            true => long_options(&text),
            false => subcommands,
        };
        for word in words {
            assert!(
                lines.contains(&word),
                "README's {name} lacks {word}: {lines}"
            );
        }
    }
    for key in player_keys() {
        assert!(
            section.contains(&format!("`{key}")),
            "README lacks the key {key}"
        );
    }
}

/// The puzzle commands state their budgets: every `--...-nodes` option of `puzzles generate`
/// and `puzzles verify` says what it searches and shows its default, so that a set's command
/// line in its header reads as the budgets that made it.
#[test]
fn puzzle_commands_state_their_budgets() {
    for sub in ["generate", "verify"] {
        let command = ["puzzles".to_string(), sub.to_string()];
        let text = help(&command);
        let budgets: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|line| line.starts_with("--") && line.contains("nodes <"))
            .collect();
        assert!(!budgets.is_empty(), "{command:?}:\n{text}");
        for line in budgets {
            assert!(line.contains("Nodes of "), "{command:?}: {line}");
            assert!(line.contains("[default: "), "{command:?}: {line}");
        }
    }
}
