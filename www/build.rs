//! Builds the interface's messages into the page: every `.ftl` file of every language directory
//! in `locales/`, listed in `$OUT_DIR/locales.rs` for `src/i18n.rs`, so that adding a language
//! or a file (the rules pages' `rules.ftl`) needs no code.

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    // Read when the script runs, not baked in when it is compiled: a checkout in another
    // directory may reuse a build script compiled elsewhere (Cargo's hash leaves the path out).
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("Cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages = Vec::new();
    for dir in fs::read_dir(&root).expect("www/locales is readable") {
        let dir = dir.expect("www/locales is readable").path();
        if !dir.is_dir() {
            continue;
        }
        let tag = dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a UTF-8 language tag");
        let mut files: Vec<_> = fs::read_dir(&dir)
            .expect("a language directory is readable")
            .map(|f| f.expect("a language directory is readable").path())
            .filter(|f| f.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        println!("cargo:rerun-if-changed={}", dir.display());
        languages.push((tag.to_string(), files));
    }
    // English first: it is the fallback and the reference; then by tag, for a stable order.
    languages.sort_by_key(|(tag, _)| (tag != "en", tag.clone()));
    assert!(
        languages.first().is_some_and(|(tag, _)| tag == "en"),
        "www/locales/en is missing"
    );
    let mut out = String::from(
        "/// Every language's tag and its `.ftl` files (name and text), English first.\n\
         pub const LOCALES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for (tag, files) in &languages {
        write!(out, "    ({tag:?}, &[").unwrap();
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy();
            write!(out, "({name:?}, include_str!({:?})), ", file.display()).unwrap();
        }
        out.push_str("]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").expect("OUT_DIR is set")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}
