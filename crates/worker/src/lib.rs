//! The seam between the page and its engine worker, with only the rules core and the engine
//! behind it: [`protocol`] (the messages, as typed values and as JavaScript objects),
//! [`engine_service`] (the worker's work without the worker, natively tested) and [`replay`] (a
//! game as text and back). The `worker` binary is the wasm glue around the service; the web
//! crate builds the requests and reads the replies, and `tools/wasm-hub` seats the service in
//! a match.

pub mod engine_service;
pub mod protocol;
pub mod replay;
