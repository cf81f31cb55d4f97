//! The players' clocks: a time control (minutes for the game, seconds added after each move)
//! and the two clocks, the side to move's running on real time (a hidden page does not pause
//! it: a game on the clock is a game against time). Pure arithmetic on given times, so that
//! it is tested without waiting; the page reads the wall clock (milliseconds since the epoch,
//! so that a reload keeps counting).

use draughts::Color;
use serde::{Deserialize, Serialize};

/// Time for the game and time added after each move, in whole seconds.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct TimeControl {
    pub seconds: u32,
    pub increment_seconds: u32,
}

/// The time controls the new-game form offers (no clock is the first choice).
pub const TIME_CONTROLS: [TimeControl; 3] = [
    TimeControl::minutes(5, 3),
    TimeControl::minutes(10, 5),
    TimeControl::minutes(30, 0),
];

/// The share of its time left the computer gives a move when its clock is short: a game lasts
/// about this many more moves.
const MOVES_TO_PLAN: f64 = 20.0;

impl TimeControl {
    /// `minutes` for the game and `increment_seconds` a move.
    pub const fn minutes(minutes: u32, increment_seconds: u32) -> TimeControl {
        TimeControl {
            seconds: minutes * 60,
            increment_seconds,
        }
    }

    fn initial_ms(self) -> f64 {
        f64::from(self.seconds) * 1000.0
    }

    fn increment_ms(self) -> f64 {
        f64::from(self.increment_seconds) * 1000.0
    }

    /// The minutes for the game, as written: "5", or "0.05" for a clock of seconds.
    pub fn minutes_text(self) -> String {
        if self.seconds % 60 == 0 {
            (self.seconds / 60).to_string()
        } else {
            (f64::from(self.seconds) / 60.0).to_string()
        }
    }

    /// Reads "5+3" (minutes + seconds a move), as links and the form write it; minutes may be
    /// a fraction ("0.05+0": three seconds); a time control of no time is none.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
        let minutes: f64 = minutes.trim().parse().ok()?;
        let increment_seconds = increment.trim().parse().ok()?;
        let seconds = (minutes * 60.0).round();
        (seconds >= 1.0 && seconds <= f64::from(u32::MAX)).then_some(TimeControl {
            seconds: seconds as u32,
            increment_seconds,
        })
    }

    /// "5+3".
    pub fn text(self) -> String {
        format!("{}+{}", self.minutes_text(), self.increment_seconds)
    }
}

/// Both clocks of a game.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Clocks {
    pub control: TimeControl,
    /// Time left, White's then Black's, in milliseconds, as of when the running clock started.
    left_ms: [f64; 2],
    /// Whose clock runs (true: White's), and since when (ms since the epoch).
    running: Option<(bool, f64)>,
    /// The moves played when the clocks last followed the game.
    plies: usize,
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn side(white: bool) -> Color {
    if white {
        Color::White
    } else {
        Color::Black
    }
}

impl Clocks {
    /// Both clocks full and stopped, at the game's start (or at `plies` moves into it).
    pub fn new(control: TimeControl, plies: usize) -> Clocks {
        Clocks {
            control,
            left_ms: [control.initial_ms(); 2],
            running: None,
            plies,
        }
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(white, _)| side(white))
    }

    /// `side`'s time left at `now_ms`, never below zero.
    pub fn left_ms(&self, side: Color, now_ms: f64) -> f64 {
        let left = self.left_ms[index(side)];
        let spent = match self.running {
            Some((white, since)) if (side == Color::White) == white => (now_ms - since).max(0.0),
            _ => 0.0,
        };
        (left - spent).max(0.0)
    }

    /// The side whose time has run out, if any.
    pub fn flagged(&self, now_ms: f64) -> Option<Color> {
        self.running()
            .filter(|&side| self.left_ms(side, now_ms) <= 0.0)
    }

    /// Stops the running clock at `now_ms`, charging it the time spent.
    fn stop(&mut self, now_ms: f64) {
        if let Some(running) = self.running() {
            self.left_ms[index(running)] = self.left_ms(running, now_ms);
            self.running = None;
        }
    }

    /// Keeps the clocks on the game at `now_ms`: after a move the mover is charged its time and
    /// given the increment, and the side to move's clock starts; a move taken back only
    /// switches the clock; a finished game stops it.
    pub fn follow(&mut self, plies: usize, to_move: Color, over: bool, now_ms: f64) {
        let mover = self.running();
        self.stop(now_ms);
        if plies > self.plies {
            if let Some(mover) = mover {
                self.left_ms[index(mover)] += self.control.increment_ms();
            }
        }
        self.plies = plies;
        if !over {
            self.running = Some((to_move == Color::White, now_ms));
        }
    }

    /// What the computer, playing `side`, may spend on a move at `now_ms`: a share of its
    /// time left and most of its increment, so that it never loses on time.
    pub fn budget_ms(&self, side: Color, now_ms: f64) -> f64 {
        self.left_ms(side, now_ms) / MOVES_TO_PLAN + 0.8 * self.control.increment_ms()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE: Color = Color::White;
    const BLACK: Color = Color::Black;

    #[test]
    fn time_controls_read_and_write_minutes_plus_seconds() {
        let blitz = TimeControl::parse("5+3").unwrap();
        assert_eq!(blitz, TimeControl::minutes(5, 3));
        assert_eq!(blitz.text(), "5+3");
        assert_eq!(TimeControl::parse("30"), Some(TimeControl::minutes(30, 0)));
        let short = TimeControl::parse("0.05+0").unwrap();
        assert_eq!(short.initial_ms(), 3000.0);
        assert_eq!(
            TimeControl::parse(&short.text()),
            Some(short),
            "{}",
            short.text()
        );
        for bad in ["", "x+3", "5+y", "0+3", "-1+0", "inf+0", "5+-1", "5+1.5"] {
            assert_eq!(TimeControl::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_side_to_move_runs_and_each_move_adds_the_increment() {
        let mut clocks = Clocks::new(TimeControl::minutes(5, 3), 0);
        assert_eq!(clocks.running(), None);
        clocks.follow(0, WHITE, false, 1_000.0);
        assert_eq!(clocks.running(), Some(WHITE));
        assert_eq!(
            clocks.left_ms(WHITE, 11_000.0),
            290_000.0,
            "ten seconds spent"
        );
        assert_eq!(clocks.left_ms(BLACK, 11_000.0), 300_000.0, "Black's stands");
        clocks.follow(1, BLACK, false, 11_000.0);
        assert_eq!(
            clocks.left_ms(WHITE, 99_000.0),
            293_000.0,
            "plus the increment"
        );
        assert_eq!(clocks.running(), Some(BLACK));
        assert_eq!(clocks.left_ms(BLACK, 16_000.0), 295_000.0);
        // A move taken back switches the clock without an increment.
        clocks.follow(0, WHITE, false, 16_000.0);
        assert_eq!(clocks.left_ms(BLACK, 20_000.0), 295_000.0);
        assert_eq!(clocks.left_ms(WHITE, 20_000.0), 289_000.0);
        // The game over, both stop.
        clocks.follow(0, WHITE, true, 21_000.0);
        assert_eq!(clocks.running(), None);
        assert_eq!(clocks.left_ms(WHITE, 1e9), 288_000.0);
    }

    #[test]
    fn a_clock_that_runs_out_flags_its_side() {
        let mut clocks = Clocks::new(TimeControl::parse("0.05+0").unwrap(), 0);
        clocks.follow(0, WHITE, false, 0.0);
        assert_eq!(clocks.flagged(2_999.0), None);
        assert_eq!(clocks.flagged(3_000.0), Some(WHITE));
        assert_eq!(clocks.left_ms(WHITE, 5_000.0), 0.0, "never below zero");
        clocks.follow(1, BLACK, false, 2_000.0);
        assert_eq!(clocks.flagged(4_000.0), None, "White moved in time");
        assert_eq!(clocks.flagged(5_000.0), Some(BLACK));
    }

    #[test]
    fn the_computer_budgets_a_share_of_its_time_and_most_of_the_increment() {
        let mut clocks = Clocks::new(TimeControl::minutes(5, 3), 0);
        clocks.follow(0, BLACK, false, 0.0);
        assert_eq!(clocks.budget_ms(BLACK, 0.0), 15_000.0 + 2_400.0);
        assert_eq!(
            clocks.budget_ms(BLACK, 300_000.0),
            2_400.0,
            "no time left: the increment"
        );
    }
}
