//! Where captures start, found for all pieces at once with shifts: which pieces can jump, and
//! whether a man's first jump can go on.

use super::{bit, man_capture_dirs, none, Sides};
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
    let board = R::BOARD;
    let Sides {
        color,
        men,
        own_kings,
        enemies,
        occupied,
        empty,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    let man_dirs = man_capture_dirs::<R>(color);
    let mut jumps = Jumps {
        from: [0; DIRECTIONS],
        men: [0; DIRECTIONS],
        kings: 0,
    };
    each_direction!(|d| {
        let back = reverse(d);
        jumps.from[d] = board.step(board.step(empty, back) & enemies, back);
        if man_dirs & (1 << d) != 0 {
            jumps.men[d] = jumps.from[d] & men;
        }
        if !R::FLYING_KINGS {
            jumps.kings |= jumps.from[d] & own_kings;
        }
    });
    if R::FLYING_KINGS && own_kings != 0 {
        jumps.kings = flying_capturers::<R>(own_kings, enemies, occupied, empty);
    }
    jumps
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
    /// The men whose first jump in each direction can go on.
    pub(super) going_on: [u64; DIRECTIONS],
    /// A man is crowned by a jump that goes on, as a king (Russian): only the full search
    /// follows that.
    pub(super) crowned_going_on: bool,
}

impl FirstJumps {
    #[inline(always)]
    pub(super) fn of<R: Rules>(jumps: &Jumps, color: Color) -> FirstJumps {
        let board = R::BOARD;
        let dirs = man_capture_dirs::<R>(color);
        let crowning = board.promotion_row[color as usize].0;
        let mut first = FirstJumps {
            ends: [0; DIRECTIONS],
            going_on: [0; DIRECTIONS],
            crowned_going_on: false,
        };
        // Where a man could jump next, in any direction it captures in. Straight back needs no
        // exclusion: from a landing it would end on the square the man left, which `from`
        // (taken before the move) shows occupied.
        let mut can_go_on = 0;
        each_direction!(|d| {
            if dirs & (1 << d) != 0 {
                can_go_on |= jumps.from[d];
            }
        });
        // No test for directions without jumps: taking every direction costs less than the
        // mispredicted jumps such a test brings.
        each_direction!(|d| {
            let back = reverse(d);
            let landings = board.step(board.step(jumps.men[d], d), d);
            let mut continuing = landings & can_go_on;
            match R::CAPTURE_PROMOTION {
                CapturePromotion::CrownAndStop => continuing &= !crowning,
                CapturePromotion::CrownAndContinue => {
                    first.crowned_going_on |= landings & crowning != 0
                }
                CapturePromotion::ContinueAsMan => {}
            }
            first.ends[d] = landings & !continuing;
            first.going_on[d] = board.step(board.step(continuing, back), back);
        });
        first
    }

    /// Whether every capture is a single jump.
    #[inline(always)]
    pub(super) fn all_single(&self) -> bool {
        !self.crowned_going_on && none(self.going_on)
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
