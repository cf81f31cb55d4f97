//! What bounds a search: depth, nodes, time, and the injected clock that measures time.

/// A monotonic clock in milliseconds, supplied by the caller: `performance.now()` in a browser
/// worker, `Instant` natively. The core never reads the system time itself (it would panic on
/// wasm32-unknown-unknown).
pub trait Clock {
    /// Milliseconds since some fixed start (monotonic).
    fn now_ms(&self) -> f64;

    /// Whether the caller wants the search to stop now (a GUI's "stop"). Checked with the time;
    /// the search then returns the best move found so far.
    fn stop_requested(&self) -> bool {
        false
    }
}

/// Limits of one search; any that is set may end it, whichever comes first. With none set the
/// search runs to the level's depth cap. A fixed `depth` or `nodes` with a fixed `seed` gives
/// the same result on every run and platform.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Stop after about this many nodes (checked exactly, so the count is reproducible).
    pub nodes: Option<u64>,
    /// Time for this move in milliseconds (the level may use only a share of it).
    pub movetime_ms: Option<f64>,
    /// Seed of the level's randomness (noise and second-rate moves).
    pub seed: u64,
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// A search of a fixed time in milliseconds.
    pub fn movetime(ms: f64) -> Limits {
        Limits {
            movetime_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// The same limits with another seed.
    pub fn with_seed(self, seed: u64) -> Limits {
        Limits { seed, ..self }
    }
}
