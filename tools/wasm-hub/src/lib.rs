//! The page's engine, its worker code ([`draughts_web::engine_service::EngineService`]) as
//! the browser runs it, seated as a Hub engine: [`session`] speaks the protocol over the
//! service, and on wasm [`node`] exports it to `wasm-hub.js`, which runs it under Node on
//! standard input and output. `draughts match` then plays it against the native engine (see
//! README.md).

pub mod session;

#[cfg(target_arch = "wasm32")]
mod node;

pub use session::HubSession;
