//! The endgame tables the page keeps for its workers, one blob per variant, across visits: which
//! blob a worker gets before a request, and what changes in the browser's store when a worker
//! built tables or refused a blob. The page never reads a blob (the worker checks it against the
//! tables' checked, versioned format); the store keys each by variant and that format's version,
//! so a blob of another version is thrown away unread.

use draughts::Variant;
use draughts_engine::TABLES_FORMAT;

/// A change to make in the browser's store.
#[derive(Clone, PartialEq, Debug)]
pub enum StoreChange<B> {
    /// Keep `blob` under `key`, replacing what was there.
    Put { key: String, blob: B },
    /// Forget what is under `key`.
    Delete { key: String },
}

/// The store's key for the tables of `variant` in this build's format: `brazilian/1`.
pub fn key(variant: Variant) -> String {
    format!("{}/{TABLES_FORMAT}", variant.name())
}

/// The variant a stored key holds tables of, if it is one of this build's keys (another
/// format's key, or no key of ours, is `None`).
pub fn read_key(key: &str) -> Option<Variant> {
    let (name, format) = key.split_once('/')?;
    let variant = Variant::ALL.into_iter().find(|v| v.name() == name)?;
    (format == TABLES_FORMAT.to_string()).then_some(variant)
}

/// The blobs kept, by variant; `B` is the page's `ArrayBuffer` (any value in the tests).
#[derive(Debug)]
pub struct KeptTables<B> {
    blobs: Vec<(Variant, B)>,
    /// Whether the store was read (or could not be): until then requests wait, so that a
    /// worker does not build tables the store already holds.
    loaded: bool,
}

impl<B> Default for KeptTables<B> {
    fn default() -> Self {
        KeptTables {
            blobs: Vec::new(),
            loaded: false,
        }
    }
}

impl<B: Clone> KeptTables<B> {
    /// Takes what the store held (a key and its value, `None` for a value that is not a
    /// blob) and returns what to delete from it: other formats' keys, foreign keys and values.
    /// Tables a worker sent meanwhile are newer and stay.
    pub fn loaded(&mut self, entries: Vec<(String, Option<B>)>) -> Vec<StoreChange<B>> {
        self.loaded = true;
        let mut stale = Vec::new();
        for (key, blob) in entries {
            match (read_key(&key), blob) {
                (Some(variant), Some(blob)) => {
                    if self.get(variant).is_none() {
                        self.blobs.push((variant, blob));
                    }
                }
                _ => stale.push(StoreChange::Delete { key }),
            }
        }
        stale
    }

    /// The store could not be read: the page goes on without it.
    pub fn unavailable(&mut self) {
        self.loaded = true;
    }

    pub fn is_loaded(&self) -> bool {
        self.loaded
    }

    /// The blob to hand to a worker before its request of `variant`, if the page has one and
    /// the worker does not hold that variant's tables yet (`holds`, which this updates).
    pub fn to_hand(&self, variant: Variant, holds: &mut Option<Variant>) -> Option<B> {
        if *holds == Some(variant) {
            return None;
        }
        let blob = self.get(variant)?.clone();
        *holds = Some(variant);
        Some(blob)
    }

    /// A worker built the tables of `variant` (every table it holds, those handed to it
    /// included): they replace the kept ones, here and in the store.
    pub fn built(&mut self, variant: Variant, blob: B) -> StoreChange<B> {
        self.blobs.retain(|(v, _)| *v != variant);
        self.blobs.push((variant, blob.clone()));
        StoreChange::Put {
            key: key(variant),
            blob,
        }
    }

    /// A worker refused the blob of `variant` (damaged, cut, of another variant or format): it
    /// is forgotten, here and in the store, and the worker builds the tables when it needs them.
    pub fn refused(&mut self, variant: Variant) -> StoreChange<B> {
        self.blobs.retain(|(v, _)| *v != variant);
        StoreChange::Delete { key: key(variant) }
    }

    fn get(&self, variant: Variant) -> Option<&B> {
        self.blobs
            .iter()
            .find(|(v, _)| *v == variant)
            .map(|(_, b)| b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_name_the_variant_and_the_format() {
        for variant in Variant::ALL {
            let key = key(variant);
            assert_eq!(key, format!("{}/{TABLES_FORMAT}", variant.name()));
            assert_eq!(read_key(&key), Some(variant));
        }
        let older = format!("brazilian/{}", TABLES_FORMAT.wrapping_sub(1));
        for foreign in [
            &older[..],
            "brazilian",
            "checkers/1",
            "",
            "/",
            "brazilian/1/2",
        ] {
            assert_eq!(read_key(foreign), None, "{foreign}");
        }
    }

    #[test]
    fn the_store_read_keeps_this_formats_blobs_and_deletes_the_rest() {
        let mut kept = KeptTables::default();
        assert!(!kept.is_loaded());
        let older = format!("russian/{}", TABLES_FORMAT + 1);
        let stale = kept.loaded(vec![
            (key(Variant::Brazilian), Some("br")),
            (older.clone(), Some("old")),
            (key(Variant::English), None),
            ("junk".into(), Some("junk")),
        ]);
        assert!(kept.is_loaded());
        let deleted = [older, key(Variant::English), "junk".into()];
        assert_eq!(
            stale,
            deleted.map(|key| StoreChange::Delete { key }).to_vec()
        );
        let mut holds = None;
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut holds), Some("br"));
        let mut holds = None;
        assert_eq!(kept.to_hand(Variant::Russian, &mut holds), None);
        assert_eq!(holds, None, "nothing handed");
    }

    #[test]
    fn a_worker_gets_a_variants_tables_once_before_its_requests_of_that_variant() {
        let mut kept = KeptTables::default();
        kept.loaded(vec![
            (key(Variant::Brazilian), Some(1)),
            (key(Variant::Russian), Some(2)),
        ]);
        let mut holds = None;
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut holds), Some(1));
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut holds), None);
        // Another variant's tables replace the first ones in the worker's engine.
        assert_eq!(kept.to_hand(Variant::Russian, &mut holds), Some(2));
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut holds), Some(1));
        // A new worker holds nothing.
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut None), Some(1));
    }

    #[test]
    fn built_tables_replace_the_kept_ones_and_are_stored() {
        let mut kept = KeptTables::default();
        kept.loaded(vec![(key(Variant::Brazilian), Some(1))]);
        assert_eq!(
            kept.built(Variant::Brazilian, 5),
            StoreChange::Put {
                key: key(Variant::Brazilian),
                blob: 5
            }
        );
        assert_eq!(kept.to_hand(Variant::Brazilian, &mut None), Some(5));
        // Tables built before the store was read are newer than the stored ones.
        let mut early = KeptTables::default();
        early.built(Variant::Spanish, 7);
        assert!(early
            .loaded(vec![(key(Variant::Spanish), Some(6))])
            .is_empty());
        assert_eq!(early.to_hand(Variant::Spanish, &mut None), Some(7));
    }

    #[test]
    fn a_refused_blob_is_forgotten_and_deleted() {
        let mut kept = KeptTables::default();
        kept.loaded(vec![(key(Variant::International), Some(1))]);
        assert_eq!(
            kept.refused(Variant::International),
            StoreChange::Delete {
                key: key(Variant::International)
            }
        );
        assert_eq!(kept.to_hand(Variant::International, &mut None), None);
    }

    #[test]
    fn without_a_store_the_page_goes_on() {
        let mut kept: KeptTables<u8> = KeptTables::default();
        kept.unavailable();
        assert!(kept.is_loaded());
        assert_eq!(kept.to_hand(Variant::Turkish, &mut None), None);
    }
}
