//! Where captures start, found for all pieces at once with shifts: which pieces can jump, and
//! whether a man's first jump can go on.

use super::{bit, man_capture_dirs, man_targets, none, Sides};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, DIRECTIONS};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::Color;

/// Where the side to move can start a capture.
pub(super) struct Jumps {
    /// The squares from which a jump in each direction lands on an empty square over an enemy
    /// (whatever stands on them): where a man's capture can go on.
    pub(super) from: [u64; DIRECTIONS],
    /// The men that can jump in each direction.
    pub(super) men: [u64; DIRECTIONS],
    /// The kings that can capture.
    pub(super) kings: u64,
}

impl Jumps {
    /// The pieces that can capture: the only ones a capture search needs to start from.
    #[inline(always)]
    pub(super) fn capturers(&self) -> u64 {
        self.men[0] | self.men[1] | self.men[2] | self.men[3] | self.kings
    }

    /// Whether the side to move must capture.
    #[inline(always)]
    pub(super) fn any(&self) -> bool {
        self.capturers() != 0
    }
}

/// The jumps open to the side to move (`WHITE`): two shifts a direction for every man at once,
/// a walk along the lines for flying kings.
#[inline(always)]
pub(super) fn jumps_for<R: Rules, const WHITE: bool>(pos: &Position) -> Jumps {
    let Sides {
        color,
        men,
        own_kings,
        enemies,
        kings,
        occupied,
        empty,
    } = Sides::of_side::<R, WHITE>(pos);
    let man_dirs = man_capture_dirs::<R>(color);
    let mut jumps = Jumps {
        from: [0; DIRECTIONS],
        men: [0; DIRECTIONS],
        kings: 0,
    };
    jumps.from = jump_starts::<R>(man_targets::<R>(enemies, enemies & kings), empty);
    each_direction!(|d| {
        if man_dirs & (1 << d) != 0 {
            jumps.men[d] = jumps.from[d] & men;
        }
    });
    if own_kings != 0 {
        jumps.kings = if R::FLYING_KINGS {
            flying_capturers::<R>(own_kings, enemies, occupied, empty)
        } else {
            // Short kings jump as men do, kings included where men may not take them.
            let from = if R::MEN_CAPTURE_KINGS {
                jumps.from
            } else {
                jump_starts::<R>(enemies, empty)
            };
            from.iter().fold(0, |found, from| found | from) & own_kings
        };
        if R::KINGS_CAPTURE_FIRST && jumps.kings != 0 {
            jumps.men = [0; DIRECTIONS];
        }
    }
    jumps
}

/// For each direction, the squares from which a jump that way lands on one of the `empty`
/// squares over one of `enemies` ([`Jumps::from`]).
#[inline(always)]
pub(super) fn jump_starts<R: Rules>(enemies: u64, empty: u64) -> [u64; DIRECTIONS] {
    let board = R::BOARD;
    let mut from = [0; DIRECTIONS];
    each_direction!(|d| {
        let back = reverse(d);
        from[d] = board.step(board.step(empty, back) & enemies, back);
    });
    from
}

/// The pieces of the side to move that can make a first jump: the only ones a capture search
/// needs to start from. Empty when the side to move need not capture.
pub(super) fn capturers_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    jumps_for::<R, WHITE>(pos).capturers()
}

/// The flying kings among `kings` that can capture: along some line, the first piece is an
/// enemy with an empty square behind it.
#[inline(always)]
pub(super) fn flying_capturers<R: Rules>(
    kings: u64,
    enemies: u64,
    occupied: u64,
    empty: u64,
) -> u64 {
    let board = R::BOARD;
    let mut found = 0;
    for king in Bitboard(kings) {
        for d in 0..DIRECTIONS {
            if let (_, Some(b)) = board.ray_until(king, d, occupied) {
                if enemies & bit(b) != 0 && board.step(bit(b), d) & empty != 0 {
                    found |= bit(king);
                    break;
                }
            }
        }
    }
    found
}

/// The first jumps of men, sorted by whether they can go on (found for all men at once from
/// [`Jumps::from`]; the usual case is that none can).
pub(super) struct FirstJumps {
    /// The landing squares of first jumps in each direction that end the move there.
    pub(super) ends: [u64; DIRECTIONS],
    /// The landing squares of first jumps in each direction from which the capture goes on.
    pub(super) going_on: [u64; DIRECTIONS],
    /// A man is crowned by a jump that goes on, as a king (Russian): only the full search
    /// follows that.
    pub(super) crowned_going_on: bool,
}

impl FirstJumps {
    #[inline(always)]
    pub(super) fn of<R: Rules>(jumps: &Jumps, color: Color) -> FirstJumps {
        let board = R::BOARD;
        let mut landings = [0; DIRECTIONS];
        each_direction!(|d| {
            landings[d] = board.step(board.step(jumps.men[d], d), d);
        });
        FirstJumps::from_landings::<R>(landings, &jumps.from, color)
    }

    /// The first jumps of men of `color` that land on `landings[d]` after a jump in direction
    /// `d`, where `from` are the position's [`Jumps::from`]: for a caller that has the landings
    /// already (perft's last two plies).
    #[inline(always)]
    pub(super) fn from_landings<R: Rules>(
        landings: [u64; DIRECTIONS],
        from: &[u64; DIRECTIONS],
        color: Color,
    ) -> FirstJumps {
        let crowning = R::BOARD.promotion_row[color as usize].0;
        let mut first = FirstJumps {
            ends: [0; DIRECTIONS],
            going_on: [0; DIRECTIONS],
            crowned_going_on: false,
        };
        let can_go_on = FirstJumps::can_go_on::<R>(from, color);
        // No test for directions without jumps: taking every direction costs less than the
        // mispredicted jumps such a test brings.
        each_direction!(|d| {
            let mut continuing = landings[d] & can_go_on;
            match R::CAPTURE_PROMOTION {
                CapturePromotion::CrownAndStop => continuing &= !crowning,
                CapturePromotion::CrownAndContinue => {
                    first.crowned_going_on |= landings[d] & crowning != 0
                }
                CapturePromotion::ContinueAsMan => {}
            }
            first.ends[d] = landings[d] & !continuing;
            first.going_on[d] = continuing;
        });
        first
    }

    /// Where a man of `color` could jump next, in any direction it captures in, given the
    /// position's [`Jumps::from`]. Straight back needs no exclusion: from a landing it would end
    /// on the square the man left, which `from` (taken before the move) shows occupied.
    #[inline(always)]
    pub(super) fn can_go_on<R: Rules>(from: &[u64; DIRECTIONS], color: Color) -> u64 {
        let dirs = man_capture_dirs::<R>(color);
        let mut squares = 0;
        each_direction!(|d| {
            if dirs & (1 << d) != 0 {
                squares |= from[d];
            }
        });
        squares
    }

    /// Whether every capture is a single jump.
    #[inline(always)]
    pub(super) fn all_single(&self) -> bool {
        !self.crowned_going_on && none(self.going_on)
    }

    /// The men whose first jump in each direction goes on.
    #[inline(always)]
    pub(super) fn men_going_on<R: Rules>(&self) -> [u64; DIRECTIONS] {
        let board = R::BOARD;
        let mut men = [0; DIRECTIONS];
        each_direction!(|d| {
            men[d] = board.step(board.step(self.going_on[d], reverse(d)), reverse(d));
        });
        men
    }

    /// Under the Spanish rule, single jumps over a king beat those over a man: the landing
    /// squares to keep in direction `d`.
    #[inline(always)]
    pub(super) fn preferred_ends<R: Rules>(&self, enemy_kings: u64) -> [u64; DIRECTIONS] {
        if R::PRECEDENCE != CapturePrecedence::MostPiecesThenKings {
            return self.ends;
        }
        let board = R::BOARD;
        let mut over_kings = [0u64; DIRECTIONS];
        each_direction!(|d| {
            over_kings[d] = board.step(enemy_kings, d) & self.ends[d];
        });
        if none(over_kings) {
            self.ends
        } else {
            over_kings
        }
    }
}
