//! A value read back from the browser's storage: the saved game, the preferences and the records
//! each read their stored JSON through this, so that they are tested natively on serde_json and
//! run in the page on the browser's own JSON.

use serde::de::DeserializeOwned;

/// A stored value, already parsed, that can be read as any serde type; an error is the reason
/// it could not.
pub trait Stored {
    fn read<T: DeserializeOwned>(&self) -> Result<T, String>;
}
