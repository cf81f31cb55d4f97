//! The page's engine under Node and in a bare browser worker, outside the page.
//!
//! [`session`]: the worker's code ([`draughts_worker::engine_service::EngineService`], from the
//! worker's own crate, not the web crate) seated as a Hub engine; on wasm, `node` exports it to
//! `wasm-hub.js`, which runs it under Node on standard input and output, so that `draughts
//! match` plays it against the native engine.
//! `bench` exports the engine bench for `speed.mjs`, the side-by-side speed table of native,
//! Node and browser. See README.md.

pub mod session;

#[cfg(target_arch = "wasm32")]
mod bench;
#[cfg(target_arch = "wasm32")]
mod clock;
#[cfg(target_arch = "wasm32")]
mod node;

pub use session::HubSession;
