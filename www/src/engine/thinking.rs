//! The computer's time per move, and its thinking while it runs.
//!
//! The page offers the engine [`LEVEL_TIME_MS`] a move and each level uses its share
//! (`time_percent` in the engine's level table); level 8 uses all of the time the player chose
//! ([`TOP_LEVEL_SECONDS`]). Low levels stop early at their depth cap, so the page holds their
//! move until the share has passed: the time a move takes grows with the level, as a player
//! expects of a stronger opponent. A search that overruns twice its time is stopped and the
//! best move of its last finished depth is played.

use draughts_engine::Level;

/// What the page offers the engine for a move below level 8.
pub const LEVEL_TIME_MS: f64 = 2500.0;
/// The times per move a player may give level 8, in seconds.
pub const TOP_LEVEL_SECONDS: [u32; 3] = [1, 3, 10];
/// Level 8's time per move unless the player chose another.
pub const DEFAULT_TOP_SECONDS: u32 = 3;
/// No move may take longer than this many times its share.
const CAP_FACTOR: f64 = 2.0;

/// The time the page offers the engine for a move at `level` (the request's `movetime_ms`).
pub fn offered_ms(level: u8, top_seconds: u32) -> f64 {
    if level >= Level::MAX.number() {
        f64::from(top_seconds) * 1000.0
    } else {
        LEVEL_TIME_MS
    }
}

/// The time a move takes at `level`: the level's share of what is offered.
pub fn move_ms(level: u8, top_seconds: u32) -> f64 {
    let percent = Level::new(level).map_or(100, |l| l.settings().time_percent);
    offered_ms(level, top_seconds) * f64::from(percent) / 100.0
}

/// The time offered to the engine (the request's `movetime_ms`) and the time the move takes
/// at `level`, kept within `budget_ms` when a clock limits the computer.
pub fn limited_ms(level: u8, top_seconds: u32, budget_ms: Option<f64>) -> (f64, f64) {
    let offered = offered_ms(level, top_seconds);
    let share = move_ms(level, top_seconds);
    match budget_ms {
        Some(budget) if budget < share => (offered * budget / share, budget),
        _ => (offered, share),
    }
}

/// A top-level time the player may choose: one of [`TOP_LEVEL_SECONDS`], else the default.
pub fn valid_top_seconds(seconds: u32) -> u32 {
    if TOP_LEVEL_SECONDS.contains(&seconds) {
        seconds
    } else {
        DEFAULT_TOP_SECONDS
    }
}

/// One move the computer is thinking about.
#[derive(Clone, PartialEq, Debug)]
pub struct Thinking {
    start_ms: f64,
    move_ms: f64,
    /// A single legal move: played as soon as it is known, there is nothing to think about.
    forced: bool,
    /// The deepest finished depth and its best move.
    depth: u32,
    best_so_far: Option<String>,
}

impl Thinking {
    pub fn new(start_ms: f64, move_ms: f64, forced: bool) -> Thinking {
        Thinking {
            start_ms,
            move_ms,
            forced,
            depth: 0,
            best_so_far: None,
        }
    }

    /// A finished depth and its best line.
    pub fn record(&mut self, depth: u32, pv: &[String]) {
        if let Some(first) = pv.first().filter(|_| depth >= self.depth) {
            self.depth = depth;
            self.best_so_far = Some(first.clone());
        }
    }

    /// The deepest depth finished so far.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    /// The best move of the deepest finished depth.
    pub fn best_so_far(&self) -> Option<&str> {
        self.best_so_far.as_deref()
    }

    /// The share of the move's time that has passed, from 0 to 1.
    pub fn progress(&self, now_ms: f64) -> f64 {
        if self.move_ms <= 0.0 {
            return 1.0;
        }
        ((now_ms - self.start_ms) / self.move_ms).clamp(0.0, 1.0)
    }

    /// Whether a move found by now may be played: its time has passed, or it is forced.
    pub fn may_play(&self, now_ms: f64) -> bool {
        self.forced || now_ms - self.start_ms >= self.move_ms
    }

    /// Whether the search has overrun its cap and has a move to play instead.
    pub fn overrun(&self, now_ms: f64) -> bool {
        self.best_so_far.is_some() && now_ms - self.start_ms >= CAP_FACTOR * self.move_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_time_per_move_grows_with_the_level_and_level_8_takes_the_players_choice() {
        let times: Vec<f64> = (1..=8).map(|level| move_ms(level, 3)).collect();
        assert!(times.windows(2).all(|w| w[0] < w[1]), "{times:?}");
        assert_eq!(times[0], 125.0, "level 1: 5% of 2.5 s");
        assert_eq!(times[5], 1250.0, "level 6: half");
        for seconds in TOP_LEVEL_SECONDS {
            assert_eq!(move_ms(8, seconds), f64::from(seconds) * 1000.0);
            assert_eq!(offered_ms(8, seconds), f64::from(seconds) * 1000.0);
        }
        assert_eq!(
            offered_ms(3, 10),
            LEVEL_TIME_MS,
            "the choice is level 8's only"
        );
        assert_eq!(limited_ms(6, 3, None), (2500.0, 1250.0));
        assert_eq!(
            limited_ms(6, 3, Some(5000.0)),
            (2500.0, 1250.0),
            "time enough"
        );
        assert_eq!(
            limited_ms(6, 3, Some(500.0)),
            (1000.0, 500.0),
            "a short clock"
        );
        assert_eq!(valid_top_seconds(10), 10);
        assert_eq!(valid_top_seconds(7), DEFAULT_TOP_SECONDS);
    }

    #[test]
    fn a_move_waits_for_its_time_and_an_overrun_plays_the_best_so_far() {
        let mut t = Thinking::new(1000.0, 500.0, false);
        assert!(!t.may_play(1200.0));
        assert_eq!(t.progress(1250.0), 0.5);
        assert!(t.may_play(1500.0));
        assert!(!t.overrun(2500.0), "nothing to play yet");
        t.record(3, &["c3-d4".into()]);
        t.record(2, &["a3-b4".into()]);
        assert_eq!((t.depth(), t.best_so_far()), (3, Some("c3-d4")));
        assert!(!t.overrun(1999.0));
        assert!(t.overrun(2000.0), "twice its time");
        assert!(
            Thinking::new(0.0, 500.0, true).may_play(1.0),
            "a forced move"
        );
    }
}
