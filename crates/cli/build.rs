//! Names the build: `DRAUGHTS_BUILD` is the git commit's short hash (or `unknown` outside a
//! git checkout), so that a generated file can say which build made it (`draughts puzzles`).

use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?.trim().to_string();
    (out.status.success() && !text.is_empty()).then_some(text)
}

fn main() {
    let build = git(&["rev-parse", "--short", "HEAD"]).unwrap_or_else(|| "unknown".into());
    println!("cargo:rustc-env=DRAUGHTS_BUILD={build}");
    // Built again when the checkout moves to another commit: HEAD names the branch, the
    // branch's file (or the packed refs) the commit.
    let mut watched = vec!["HEAD".to_string(), "packed-refs".to_string()];
    watched.extend(git(&["symbolic-ref", "HEAD"]));
    for path in watched {
        if let Some(file) = git(&["rev-parse", "--git-path", &path]) {
            println!("cargo:rerun-if-changed={file}");
        }
    }
}
