//! Lists the interface's messages for `src/i18n.rs`, in `$OUT_DIR/locales.rs`: every language
//! directory of `locales/` (its tag and its own name, from `language-name` in its `main.ftl`),
//! and every `.ftl` file of each, so that adding a language or a file needs no code. The page
//! builds in only English's files but its teaching texts ([`TEACHING`]: the rules pages and the
//! lessons); the others are fetched when chosen, and every language's teaching texts when the
//! rules dialog or a lesson opens (see `src/i18n.rs`).

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

/// The `.ftl` files fetched when the rules dialog or a lesson opens, not built into the page
/// (`tools/web/post_build.mjs` writes them as one file a language).
const TEACHING: [&str; 4] = ["rules.ftl", "learn.ftl", "review.ftl", "puzzles.ftl"];

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
        "/// Every language's tag and its own name for itself, English first.\n\
         pub const LANGUAGES: &[(&str, &str)] = &[\n",
    );
    for (tag, files) in &languages {
        let name = own_name(files).unwrap_or_else(|| {
            panic!("www/locales/{tag}/main.ftl has no `language-name = ...` line")
        });
        writeln!(out, "    ({tag:?}, {name:?}),").unwrap();
    }
    out.push_str("];\n");
    let list = |files: &[std::path::PathBuf]| {
        let mut text = String::from("&[");
        for file in files {
            let name = file.file_name().unwrap().to_string_lossy();
            write!(text, "({name:?}, include_str!({:?})), ", file.display()).unwrap();
        }
        text + "]"
    };
    writeln!(
        out,
        "/// English's `.ftl` files (name and text): the reference.\n\
         #[cfg(any(test, not(target_arch = \"wasm32\")))]\n\
         const ENGLISH_FILES: &[(&str, &str)] = {};",
        list(&languages[0].1)
    )
    .unwrap();
    let page_files: Vec<_> = languages[0]
        .1
        .iter()
        .filter(|f| {
            f.file_name()
                .is_some_and(|n| !TEACHING.iter().any(|t| n == *t))
        })
        .cloned()
        .collect();
    writeln!(
        out,
        "/// English's `.ftl` files built into the page: all but the teaching texts.\n\
         #[cfg(target_arch = \"wasm32\")]\n\
         const ENGLISH_PAGE_FILES: &[(&str, &str)] = {};",
        list(&page_files)
    )
    .unwrap();
    out.push_str(
        "/// Every language's `.ftl` files, in the order of [`LANGUAGES`]; natively only, so \
         that the page's wasm holds English's alone.\n\
         #[cfg(not(target_arch = \"wasm32\"))]\n\
         const LOCALES: &[&[(&str, &str)]] = &[ENGLISH_FILES, ",
    );
    for (_, files) in &languages[1..] {
        out.push_str(&list(files));
        out.push_str(", ");
    }
    out.push_str("];\n");
    let dest = Path::new(&env::var("OUT_DIR").expect("OUT_DIR is set")).join("locales.rs");
    fs::write(dest, out).expect("OUT_DIR is writable");
}

/// A language's name for itself: the one-line `language-name` message of its `main.ftl`.
fn own_name(files: &[std::path::PathBuf]) -> Option<String> {
    let main = files
        .iter()
        .find(|f| f.file_name().is_some_and(|n| n == "main.ftl"))?;
    let text = fs::read_to_string(main).ok()?;
    text.lines().find_map(|line| {
        let (id, value) = line.split_once('=')?;
        (id.trim() == "language-name").then(|| value.trim().to_string())
    })
}
