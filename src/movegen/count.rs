//! Counting legal moves without listing them (perft's last ply): quiet moves and single jumps
//! by population counts, men's longer captures by a small search that builds no moves, and
//! only captures by kings through the full capture search.

use super::jumps::{jumps_for, FirstJumps, Jumps};
use super::search::count_captures_by_search;
use super::{bit, man_capture_dirs, none, quiet_targets_for, Quiet, Sides};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, Direction, DIRECTIONS};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::Color;

/// A running count of capture sequences under the variant's precedence: only those with the
/// best key so far are counted.
pub(super) struct Tally {
    key: u32,
    count: u64,
}

impl Tally {
    /// Adds one finished sequence of `len` captures, `kings` of them kings.
    #[inline(always)]
    fn add<R: Rules>(&mut self, len: u32, kings: u32) {
        let key = match R::PRECEDENCE {
            CapturePrecedence::Free => 0,
            CapturePrecedence::MostPieces => len,
            CapturePrecedence::MostPiecesThenKings => len * 64 + kings,
        };
        if key > self.key {
            *self = Tally { key, count: 1 };
        } else if key == self.key {
            self.count += 1;
        }
    }
}

/// The fast count of men's captures cannot tell this case apart: the caller runs the full
/// search instead.
pub(super) struct NeedsSearch;

/// Counts the capture sequences of men of the side to move (`WHITE`) without building moves.
/// Two different paths reach the same destination with the same captured set only after four
/// jumps round a ring, and a man crowned during a Russian capture goes on as a king: both hand
/// over to the full search.
pub(super) struct MenJumps<R: Rules, const WHITE: bool> {
    enemies: u64,
    enemy_kings: u64,
    /// Every piece but the one moving.
    occupied: u64,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Rules, const WHITE: bool> MenJumps<R, WHITE> {
    const COLOR: Color = if WHITE { Color::White } else { Color::Black };

    /// Counts into `tally` the sequences through a jump in direction `d` landing on `land`, the
    /// `len`th jump of the move, which has taken `taken` so far.
    #[inline(always)]
    fn jumped(
        &self,
        land: u64,
        taken: u64,
        len: u32,
        d: Direction,
        tally: &mut Tally,
    ) -> Result<(), NeedsSearch> {
        if len >= 4 {
            return Err(NeedsSearch);
        }
        if land & R::BOARD.promotion_row[Self::COLOR as usize].0 != 0 {
            match R::CAPTURE_PROMOTION {
                CapturePromotion::CrownAndStop => {
                    tally.add::<R>(len, (taken & self.enemy_kings).count_ones());
                    return Ok(());
                }
                CapturePromotion::CrownAndContinue => return Err(NeedsSearch),
                CapturePromotion::ContinueAsMan => {}
            }
        }
        let next = self.next_jumps(land, taken, d);
        if none(next) {
            tally.add::<R>(len, (taken & self.enemy_kings).count_ones());
            Ok(())
        } else {
            self.go_on(taken, len, next, tally)
        }
    }

    /// The landing square of the next jump from `at` in each direction (or none), after a jump
    /// in direction `came` and having taken `taken`.
    #[inline(always)]
    fn next_jumps(&self, at: u64, taken: u64, came: Direction) -> [u64; DIRECTIONS] {
        let board = R::BOARD;
        let dirs = man_capture_dirs::<R>(Self::COLOR);
        let targets = self.enemies & !taken;
        let free = !if R::REMOVE_CAPTURED_AT_ONCE {
            self.occupied & !taken
        } else {
            self.occupied
        };
        let mut next = [0; DIRECTIONS];
        each_direction!(|d| {
            // Straight back is never possible: it would jump the piece just taken (or, where
            // taken pieces go at once, it is forbidden).
            if dirs & (1 << d) != 0 && d != reverse(came) {
                next[d] = board.step(board.step(at, d) & targets, d) & free;
            }
        });
        next
    }

    /// Counts the sequences going on with the jumps `next` after `len` jumps taking `taken`.
    fn go_on(
        &self,
        taken: u64,
        len: u32,
        next: [u64; DIRECTIONS],
        tally: &mut Tally,
    ) -> Result<(), NeedsSearch> {
        let board = R::BOARD;
        let mut result = Ok(());
        each_direction!(|d| {
            if next[d] != 0 && result.is_ok() {
                let over = board.step(next[d], reverse(d));
                result = self.jumped(next[d], taken | over, len + 1, d, tally);
            }
        });
        result
    }
}

/// The number of legal moves, without building the list: quiet moves are counted with
/// shifts, men's captures by [`MenJumps`], and only captures by kings run the full search.
#[inline(always)]
pub(crate) fn count_moves_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        return count_captures::<R, WHITE>(pos, &jumps);
    }
    let mut n = 0u64;
    quiet_targets_for::<R, WHITE>(pos, |set| {
        let (Quiet::Steps { targets, .. } | Quiet::Flight { targets, .. }) = set;
        n += targets.count_ones() as u64;
    });
    n
}

/// The number of legal captures; out of line so that the quiet count above stays small
/// enough to inline into perft's loop.
#[inline(never)]
pub(super) fn count_captures<R: Rules, const WHITE: bool>(pos: &Position, jumps: &Jumps) -> u64 {
    if jumps.kings == 0 {
        if let Ok(n) = count_men_captures::<R, WHITE>(pos, jumps) {
            return n;
        }
    }
    count_captures_by_search::<R, WHITE>(pos)
}

/// Counts the captures of men when no king can capture.
pub(super) fn count_men_captures<R: Rules, const WHITE: bool>(
    pos: &Position,
    jumps: &Jumps,
) -> Result<u64, NeedsSearch> {
    let color = pos.turn();
    let first = FirstJumps::of::<R>(jumps, color);
    if first.crowned_going_on {
        return Err(NeedsSearch);
    }
    let enemy_kings = pos.pieces(color.opponent()).0 & pos.kings().0;
    let ends = first.preferred_ends::<R>(enemy_kings);
    let ending: u64 = ends.iter().map(|e| e.count_ones() as u64).sum();
    let tally = match R::PRECEDENCE {
        CapturePrecedence::Free => Tally {
            key: 0,
            count: ending,
        },
        CapturePrecedence::MostPieces => Tally {
            key: 1,
            count: ending,
        },
        // Any longer capture beats these, whichever pieces they take.
        CapturePrecedence::MostPiecesThenKings => Tally {
            key: 64,
            count: ending,
        },
    };
    if first.all_single() {
        return Ok(tally.count);
    }
    count_men_going_on::<R, WHITE>(pos, first.going_on, tally)
}

/// Adds to `tally` the sequences of the men in `going_on[d]`, whose first jump in direction `d`
/// can go on.
#[inline(never)]
pub(super) fn count_men_going_on<R: Rules, const WHITE: bool>(
    pos: &Position,
    going_on: [u64; DIRECTIONS],
    mut tally: Tally,
) -> Result<u64, NeedsSearch> {
    let board = R::BOARD;
    let Sides {
        enemies,
        kings,
        occupied,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    let mut search = MenJumps::<R, WHITE> {
        enemies,
        enemy_kings: enemies & kings,
        occupied,
        _rules: std::marker::PhantomData,
    };
    for (d, &from) in going_on.iter().enumerate() {
        for man in Bitboard(from) {
            let man = bit(man);
            search.occupied = occupied & !man;
            let over = board.step(man, d);
            search.jumped(board.step(over, d), over, 1, d, &mut tally)?;
        }
    }
    Ok(tally.count)
}
