//! The wasm export that `wasm-hub.js` drives under Node: one protocol line in, the lines to
//! print out, timed by `performance.now()` as the worker is in the browser.

use crate::clock::PerformanceClock;
use crate::session::HubSession;
use wasm_bindgen::prelude::*;

/// A Hub session over the worker's engine service.
#[wasm_bindgen]
pub struct HubEngine(HubSession);

#[wasm_bindgen]
impl HubEngine {
    #[wasm_bindgen(constructor)]
    pub fn new() -> HubEngine {
        HubEngine(HubSession::new())
    }

    /// Handles one input line; returns the lines to print, each ending in a newline.
    pub fn line(&mut self, text: &str) -> String {
        self.0
            .handle(text, &PerformanceClock)
            .into_iter()
            .map(|line| line + "\n")
            .collect()
    }

    /// Whether `quit` was received.
    pub fn quit(&self) -> bool {
        self.0.quit()
    }
}

impl Default for HubEngine {
    fn default() -> Self {
        HubEngine::new()
    }
}
