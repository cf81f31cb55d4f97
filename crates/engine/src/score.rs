//! Search scores: centipawn-like evaluations (a man is 100) and decided results counted in plies.

use std::fmt;

/// A score from the point of view of the side to move. Plain evaluations sit well inside
/// `±Score::DECIDED`; above it a score encodes a forced end of the game: `WIN - n` means the side
/// to move wins with the opponent left without a move `n` plies from the searched position, and
/// `-(WIN - n)` that it loses so. A faster win is therefore always a larger score.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Score(pub(crate) i32);

/// The deepest ply a decided score can name; also the search's ply limit.
pub(crate) const MAX_PLY: usize = 128;

impl Score {
    /// The draw score.
    pub const DRAW: Score = Score(0);
    /// A win on the spot: the opponent has no move now.
    pub(crate) const WIN: i32 = 30_000;
    /// Any score beyond this is a decided result.
    pub(crate) const DECIDED: i32 = Score::WIN - MAX_PLY as i32;
    /// The lowest score of a position an endgame table knows to be won without counting the
    /// plies: above any evaluation, below every counted win (see [`Score::table_win`]).
    pub(crate) const TABLE_WIN: i32 = Score::DECIDED - 1 - u8::MAX as i32;
    /// Larger than any real score: the bounds of a full search window.
    pub(crate) const INFINITE: i32 = Score::WIN + 1;

    /// A win for the side to move when the opponent runs out of moves `plies` from here
    /// (distances beyond the search's ply limit are clamped to it).
    pub const fn win_in(plies: u32) -> Score {
        Score(Score::WIN - Score::clamp_plies(plies))
    }

    /// A loss for the side to move when it runs out of moves `plies` from here.
    pub const fn loss_in(plies: u32) -> Score {
        Score(-(Score::WIN - Score::clamp_plies(plies)))
    }

    const fn clamp_plies(plies: u32) -> i32 {
        if plies > MAX_PLY as u32 {
            MAX_PLY as i32
        } else {
            plies as i32
        }
    }

    /// A win an endgame table knows of, `margin` counts of the draw counter inside the limit
    /// (a larger margin is a surer, usually faster win, so it scores higher).
    pub(crate) const fn table_win(margin: u8) -> Score {
        Score(Score::TABLE_WIN + margin as i32)
    }

    /// Whether an endgame table knows the side to move wins (the number of plies unknown).
    pub const fn is_table_win(self) -> bool {
        self.0 >= Score::TABLE_WIN && !self.is_win()
    }

    /// Whether an endgame table knows the side to move loses.
    pub const fn is_table_loss(self) -> bool {
        self.flip().is_table_win()
    }

    /// An evaluation in hundredths of a man (clamped below the decided scores).
    pub const fn from_centipawns(cp: i32) -> Score {
        Score(if cp > Score::DECIDED {
            Score::DECIDED
        } else if cp < -Score::DECIDED {
            -Score::DECIDED
        } else {
            cp
        })
    }

    /// The raw value, for comparisons and storage.
    pub const fn value(self) -> i32 {
        self.0
    }

    /// Whether this is a forced win for the side to move.
    pub const fn is_win(self) -> bool {
        self.0 > Score::DECIDED
    }

    /// Whether this is a forced loss for the side to move.
    pub const fn is_loss(self) -> bool {
        self.0 < -Score::DECIDED
    }

    /// Whether the game's end is in sight (a forced win or loss).
    pub const fn is_decided(self) -> bool {
        self.is_win() || self.is_loss()
    }

    /// The evaluation in hundredths of a man, or `None` for a decided result.
    pub const fn centipawns(self) -> Option<i32> {
        if self.is_decided() {
            None
        } else {
            Some(self.0)
        }
    }

    /// Plies until the game ends, for a decided result.
    pub const fn plies_to_end(self) -> Option<u32> {
        if self.is_decided() {
            Some((Score::WIN - self.0.abs()) as u32)
        } else {
            None
        }
    }

    /// The same result seen from the other side.
    pub(crate) const fn flip(self) -> Score {
        Score(-self.0)
    }
}

impl std::ops::Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        self.flip()
    }
}

/// `+0.35` (in men), or `win in 4` / `loss in 3` counted in moves of the side to move (a ply
/// count `n` is `(n + 1) / 2` of the winner's moves, `n / 2` of the loser's), or `win` / `loss`
/// for an endgame table's verdict.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.plies_to_end() {
            Some(plies) if self.is_win() => write!(f, "win in {}", plies.div_ceil(2)),
            Some(plies) => write!(f, "loss in {}", plies / 2),
            None if self.is_table_win() => f.write_str("win"),
            None if self.is_table_loss() => f.write_str("loss"),
            None => {
                let sign = if self.0 < 0 { '-' } else { '+' };
                let abs = self.0.unsigned_abs();
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_forms() {
        assert_eq!(Score::from_centipawns(35).to_string(), "+0.35");
        assert_eq!(Score::from_centipawns(-135).to_string(), "-1.35");
        assert_eq!(Score::DRAW.to_string(), "+0.00");
        assert_eq!(Score::win_in(13).to_string(), "win in 7");
        assert_eq!(Score::loss_in(8).to_string(), "loss in 4");
        assert_eq!(Score::table_win(3).to_string(), "win");
        assert_eq!((-Score::table_win(0)).to_string(), "loss");
    }

    #[test]
    fn table_wins_sit_between_evaluations_and_counted_wins() {
        assert!(Score::table_win(0) > Score::from_centipawns(10_000));
        assert!(Score::table_win(u8::MAX) < Score::win_in(MAX_PLY as u32));
        assert!(Score::table_win(5) > Score::table_win(4));
        assert!(!Score::table_win(u8::MAX).is_decided());
        assert!(Score::table_win(0).is_table_win() && !Score::from_centipawns(900).is_table_win());
        assert!((-Score::table_win(7)).is_table_loss());
    }

    #[test]
    fn decided_scores_order_by_distance() {
        assert!(Score::win_in(3) > Score::win_in(5));
        assert!(Score::loss_in(3) < Score::loss_in(5));
        assert!(Score::win_in(3).is_win() && Score::loss_in(2).is_loss());
        assert_eq!(Score::win_in(3).centipawns(), None);
        assert_eq!(Score::from_centipawns(250).centipawns(), Some(250));
        assert_eq!(-Score::win_in(4), Score::loss_in(4));
        assert_eq!(
            Score::from_centipawns(i32::MIN).centipawns(),
            Some(-Score::DECIDED)
        );
        assert_eq!(Score::win_in(u32::MAX), Score::win_in(MAX_PLY as u32));
    }
}
