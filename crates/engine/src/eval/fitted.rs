//! The files of fitted weights the evaluation reads: each variant's pattern tables
//! (`patterns/<variant>.bin`) and English's network (`network/english.bin`).
//!
//! Native programs have them all built in (the `embedded-weights` feature, on by default). The
//! page's engine worker is built without them: it fetches the file of the rule set it is asked
//! to play and installs it here, so that a first visit downloads one rule set's weights rather
//! than every one's (docs/performance.md).

use super::{network, patterns};
use draughts::rules::Variant;
use std::fmt;

/// One file of fitted weights.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WeightsFile {
    /// A variant's pattern tables.
    Patterns(Variant),
    /// English's network.
    Network,
}

impl WeightsFile {
    /// Every file of fitted weights there is.
    pub fn all() -> impl Iterator<Item = WeightsFile> {
        Variant::ALL
            .into_iter()
            .filter(|&v| patterns::file_name(v).is_some())
            .map(WeightsFile::Patterns)
            .chain([WeightsFile::Network])
    }

    /// Its path under `crates/engine/src/eval/`, without `.bin`: `patterns/brazilian`,
    /// `network/english`. The site names its copy after it (tools/web/post_build.mjs).
    pub fn name(self) -> String {
        match self {
            WeightsFile::Patterns(variant) => format!(
                "patterns/{}",
                patterns::file_name(variant).unwrap_or(variant.name())
            ),
            WeightsFile::Network => "network/english".to_string(),
        }
    }

    /// Whether the evaluation has it, built in or installed.
    pub fn is_loaded(self) -> bool {
        match self {
            WeightsFile::Patterns(variant) => patterns::tables(variant).is_some(),
            WeightsFile::Network => network::fitted().is_some(),
        }
    }

    /// Hands the evaluation the file's `bytes`; a file of another kind or shape is refused and
    /// changes nothing. A file loaded already stays as it is.
    pub fn install(self, bytes: &[u8]) -> Result<(), String> {
        match self {
            WeightsFile::Patterns(variant) => patterns::install(variant, bytes),
            WeightsFile::Network => network::install(bytes),
        }
        .map_err(|e| format!("{self}: {e}"))
    }
}

impl fmt::Display for WeightsFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.bin", self.name())
    }
}

/// Run with and without the built-in weights (CI runs
/// `cargo test -p draughts-engine --no-default-features --lib fitted`).
#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    fn path(file: WeightsFile) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/eval")
            .join(file.to_string())
    }

    fn read(file: WeightsFile) -> Vec<u8> {
        std::fs::read(path(file)).unwrap()
    }

    #[test]
    fn every_file_is_in_the_repository() {
        let names: Vec<String> = WeightsFile::all().map(WeightsFile::name).collect();
        assert_eq!(
            names,
            [
                "patterns/brazilian",
                "patterns/russian",
                "patterns/international",
                "patterns/english",
                "patterns/spanish",
                "network/english"
            ]
        );
        for file in WeightsFile::all() {
            assert!(path(file).is_file(), "{file}");
            assert!(cfg!(not(feature = "embedded-weights")) || file.is_loaded());
        }
    }

    /// Installed, the tables hold the file's weights: written back in the file's order (every
    /// table's opening weights, then every table's ending weights), they make the same file.
    #[test]
    fn installed_tables_hold_the_file_s_weights() {
        for file in WeightsFile::all() {
            assert_eq!(file.install(&read(file)), Ok(()), "{file}");
            assert!(file.is_loaded(), "{file}");
            let WeightsFile::Patterns(variant) = file else {
                continue;
            };
            let tables = patterns::tables(variant).unwrap();
            assert_eq!(tables.len(), patterns::Layout::of(variant).tables());
            let weights: Vec<f64> = (0..2)
                .flat_map(|phase| {
                    tables.iter().flat_map(move |table| {
                        table[..patterns::ENTRIES]
                            .iter()
                            .map(move |entry| f64::from(entry[phase]))
                    })
                })
                .collect();
            assert!(weights.iter().any(|&w| w != 0.0), "{file}");
            assert!(patterns::encode(&weights) == read(file), "{file}");
        }
    }

    /// A file of another kind or shape is refused with a word of what it is.
    #[test]
    fn installing_refuses_a_file_of_another_kind_or_shape() {
        let brazilian = WeightsFile::Patterns(Variant::Brazilian);
        let international = read(WeightsFile::Patterns(Variant::International));
        let error = brazilian.install(&international).unwrap_err();
        assert!(error.contains("another shape"), "{error}");
        assert!(error.starts_with("patterns/brazilian.bin"), "{error}");
        let mut bytes = read(brazilian);
        bytes.push(0);
        let error = brazilian.install(&bytes).unwrap_err();
        assert!(error.contains("another size"), "{error}");
        bytes.truncate(bytes.len() - 2);
        let error = brazilian.install(&bytes).unwrap_err();
        assert!(error.contains("cut short"), "{error}");
        let last = bytes.len() - 1;
        bytes[last] |= 0x80;
        bytes.extend([0xff, 0x7f]);
        let error = brazilian.install(&bytes).unwrap_err();
        assert!(error.contains("out of range"), "{error}");
        let network = read(WeightsFile::Network);
        assert!(brazilian
            .install(&network)
            .unwrap_err()
            .contains("not a pattern"));
        assert!(brazilian
            .install(&[])
            .unwrap_err()
            .contains("not a pattern"));
        assert!(WeightsFile::Network
            .install(&read(brazilian))
            .unwrap_err()
            .contains("not a network"));
        assert!(WeightsFile::Patterns(Variant::Turkish)
            .install(&read(brazilian))
            .unwrap_err()
            .contains("without pattern tables"));
    }
}
