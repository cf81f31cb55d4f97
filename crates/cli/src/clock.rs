//! The native clock: the engine core never reads the time itself, the tool hands it this one.

use draughts_engine::Clock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

/// Milliseconds since the clock was made, and an optional stop flag another thread may raise.
#[derive(Clone)]
pub struct StdClock {
    start: Instant,
    stop: Arc<AtomicBool>,
}

impl StdClock {
    pub fn new() -> StdClock {
        StdClock::with_stop(Arc::new(AtomicBool::new(false)))
    }

    /// A clock whose searches stop when `stop` is raised.
    pub fn with_stop(stop: Arc<AtomicBool>) -> StdClock {
        StdClock {
            start: Instant::now(),
            stop,
        }
    }
}

impl Clock for StdClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }

    fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}
