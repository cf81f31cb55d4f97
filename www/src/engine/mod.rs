//! The computer on the page: the engine session (requests, replies, the move queued, analysis
//! mode), its thinking time, the analysis shown, the endgame tables kept; and the worker and the
//! tables' store in the browser.

pub mod analysis;
pub mod kept_tables;
pub mod session;
pub mod table_store;
pub mod thinking;
pub mod worker;
