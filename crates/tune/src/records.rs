//! The data files the fits read: one position a line, `FEN result` as `tune gen` writes them
//! ([`crate::gen`]), or `FEN result score` once `tune label` has searched them
//! ([`crate::label`]). A file keeps positions, not term counts, so a new term can be fitted
//! to old games.

use draughts::{Position, Variant};
use std::io::{BufRead, BufWriter};
use std::path::{Path, PathBuf};

/// A line of a data file.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub pos: Position,
    /// Its game's result for White: 1, 0.5 or 0.
    pub result: f64,
    /// The score `tune label`'s search gave it, for White, in hundredths of a man.
    pub score: Option<i32>,
}

/// The file at `path`, created (or emptied) for `tune gen` or `tune label` to write to.
pub fn create(path: &Path) -> Result<BufWriter<std::fs::File>, String> {
    let file = std::fs::File::create(path)
        .map_err(|e| format!("cannot create {}: {e}", path.display()))?;
    Ok(BufWriter::new(file))
}

/// Reads the `FEN result` or `FEN result score` lines of `variant` in the file at `path`;
/// an error names the file and the line.
pub fn read(variant: Variant, path: &Path) -> Result<Vec<Record>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut records = Vec::new();
    for (number, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| format!("{}: {e}", path.display()))?;
        let bad = |what: String| format!("{} line {}: {what}", path.display(), number + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (fen, result, score) = match fields[..] {
            [] => continue,
            [fen, result] => (fen, result, None),
            [fen, result, score] => (fen, result, Some(score)),
            _ => return Err(bad("not `FEN result` or `FEN result score`".into())),
        };
        let result: f64 = result
            .parse()
            .map_err(|_| bad(format!("bad result {result:?}")))?;
        let score = score
            .map(|score| {
                score
                    .parse()
                    .map_err(|_| bad(format!("bad score {score:?}")))
            })
            .transpose()?;
        let pos = Position::from_fen(variant, fen).map_err(|e| bad(e.to_string()))?;
        records.push(Record { pos, result, score });
    }
    Ok(records)
}

/// The records of `data`, each file's last `holdout` percent apart: the positions to train on
/// and those held out (the last games of each file, so that no held-out game was trained on).
pub fn read_held_out(
    variant: Variant,
    data: &[PathBuf],
    holdout: usize,
) -> Result<(Vec<Record>, Vec<Record>), String> {
    let (mut train, mut held_out) = (Vec::new(), Vec::new());
    for path in data {
        let mut records = read(variant, path)?;
        let kept = records.len() - records.len() * holdout.min(100) / 100;
        held_out.extend(records.split_off(kept));
        train.extend(records);
    }
    Ok((train, held_out))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file of `lines` in the temporary directory, named for the test that writes it.
    fn file(name: &str, lines: &[&str]) -> PathBuf {
        let path = std::env::temp_dir().join(format!("records-{name}-{}", std::process::id()));
        std::fs::write(&path, lines.join("\n")).unwrap();
        path
    }

    #[test]
    fn both_kinds_of_line_are_read_and_blank_lines_skipped() {
        let path = file("kinds", &["W:W21:B1 1", "", "B:W21:B1,2 0.5 -40"]);
        let records = read(Variant::English, &path).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(records.len(), 2);
        assert_eq!((records[0].result, records[0].score), (1.0, None));
        assert_eq!((records[1].result, records[1].score), (0.5, Some(-40)));
        assert_eq!(records[1].pos.to_fen(), "B:W21:B1,2");
    }

    #[test]
    fn a_bad_line_is_named_by_file_and_number() {
        for (name, lines, error) in [
            (
                "fields",
                ["W:W21:B1 1", "W:W21:B1"],
                "line 2: not `FEN result`",
            ),
            (
                "result",
                ["W:W21:B1 1", "W:W21:B1 x"],
                "line 2: bad result \"x\"",
            ),
            ("score", ["W:W21:B1 1 y", ""], "line 1: bad score \"y\""),
        ] {
            let path = file(name, &lines);
            let got = read(Variant::English, &path).unwrap_err();
            std::fs::remove_file(&path).unwrap();
            let want = format!("{} {error}", path.display());
            assert!(got.starts_with(&want), "{got}");
        }
    }

    #[test]
    fn the_last_percent_of_each_file_is_held_out() {
        let lines: Vec<String> = (0..10).map(|i| format!("W:W21:B{} 1", i + 1)).collect();
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let (a, b) = (file("held-a", &lines), file("held-b", &lines[..5]));
        let (train, held_out) =
            read_held_out(Variant::English, &[a.clone(), b.clone()], 20).unwrap();
        std::fs::remove_file(&a).unwrap();
        std::fs::remove_file(&b).unwrap();
        // 2 of 10 and 1 of 5, each file's last.
        assert_eq!((train.len(), held_out.len()), (12, 3));
        let fens: Vec<String> = held_out.iter().map(|r| r.pos.to_fen()).collect();
        assert_eq!(fens, ["W:W21:B9", "W:W21:B10", "W:W21:B5"]);
    }
}
