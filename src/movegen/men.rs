//! Men's captures without the full capture search ([`men_captures`]): the single jumps come
//! straight from the masks of [`FirstJumps`], two- and three-jump sequences are found level by
//! level with shifts for all men at once ([`men_by_levels`]), and where that does not apply
//! (Spanish, which weighs kings; Turkish, which lifts taken pieces at once) a small search
//! follows each man ([`men_sequences`]). All hand their sequences to a [`Sequences`] sink that
//! counts or lists them. Two different paths reach the same destination with the same captured
//! set only after four jumps round a ring, and a man crowned during a Russian capture goes on as
//! a king: both hand over to the full search ([`NeedsSearch`]).

use super::jumps::{FirstJumps, Jumps};
use super::{bit, man_capture_dirs, men_paths_apply, none, precedence_key, Sides};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, Direction, DIRECTIONS};
use crate::mv::{Move, MoveList};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::{Color, Square};

/// The search met a case only the full capture search handles.
pub(super) struct NeedsSearch;

/// Receives each finished capture sequence of a man.
pub(super) trait Sequences {
    /// A sequence from `from` to `to` taking `taken`, ranked `key` by [`precedence_key`].
    fn add(&mut self, key: u32, from: u64, to: u64, taken: u64);

    /// The sequences of several men at once ([`men_by_levels`]): each bit of `ends` is where one
    /// of them ends after jumping in the directions `path`, taking no king into account.
    fn add_set<R: Rules>(&mut self, ends: u64, path: &[Direction]);

    /// The single jumps that end the move, landing on `ends[d]` after a jump in direction `d`.
    #[inline(always)]
    fn add_singles<R: Rules>(&mut self, ends: [u64; DIRECTIONS]) {
        each_direction!(|d| {
            self.add_set::<R>(ends[d], &[d]);
        });
    }
}

/// Counts the sequences with the best key so far.
pub(super) struct BestCount {
    pub(super) key: u32,
    pub(super) count: u64,
}

impl BestCount {
    #[inline(always)]
    fn add_count(&mut self, key: u32, count: u64) {
        if key > self.key {
            *self = BestCount { key, count };
        } else if key == self.key {
            self.count += count;
        }
    }
}

impl Sequences for BestCount {
    #[inline(always)]
    fn add(&mut self, key: u32, _from: u64, _to: u64, _taken: u64) {
        self.add_count(key, 1);
    }

    #[inline(always)]
    fn add_set<R: Rules>(&mut self, ends: u64, path: &[Direction]) {
        if ends != 0 {
            let key = precedence_key::<R>(path.len() as u32, 0, false, 0);
            self.add_count(key, ends.count_ones() as u64);
        }
    }

    #[inline(always)]
    fn add_singles<R: Rules>(&mut self, ends: [u64; DIRECTIONS]) {
        let count: u32 = ends.iter().map(|e| e.count_ones()).sum();
        if count != 0 {
            self.add_count(precedence_key::<R>(1, 0, false, 0), count as u64);
        }
    }
}

/// Lists the sequences with the best key so far as moves.
pub(super) struct Listed<'a> {
    pub(super) key: u32,
    pub(super) list: &'a mut MoveList,
    /// The row the moving men crown on.
    pub(super) crowning: u64,
}

impl Sequences for Listed<'_> {
    #[inline(always)]
    fn add(&mut self, key: u32, from: u64, to: u64, taken: u64) {
        if key > self.key {
            self.key = key;
            self.list.clear();
        } else if key < self.key {
            return;
        }
        let square = |b: u64| Square::new(b.trailing_zeros() as u8);
        let promotes = to & self.crowning != 0;
        self.list.push(Move::new(
            square(from),
            square(to),
            Bitboard(taken),
            promotes,
        ));
    }

    #[inline(always)]
    fn add_set<R: Rules>(&mut self, ends: u64, path: &[Direction]) {
        let board = R::BOARD;
        let key = precedence_key::<R>(path.len() as u32, 0, false, 0);
        for end in Bitboard(ends) {
            let to = bit(end);
            // Walk the path back to the man's start, collecting the pieces jumped.
            let (mut at, mut taken) = (to, 0);
            for &d in path.iter().rev() {
                let over = board.step(at, reverse(d));
                taken |= over;
                at = board.step(over, reverse(d));
            }
            self.add(key, at, to, taken);
        }
    }
}

/// The search state for the men of the side to move (`WHITE`).
struct MenJumps<R: Rules, const WHITE: bool> {
    enemies: u64,
    enemy_kings: u64,
    /// Every piece but the one moving.
    occupied: u64,
    /// The square the moving man started from.
    origin: u64,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Rules, const WHITE: bool> MenJumps<R, WHITE> {
    const COLOR: Color = Color::of_white(WHITE);

    /// Hands `sink` the sequences through a jump in direction `d` landing on `land`, the `len`th
    /// jump of the move, which has taken `taken` so far.
    #[inline(always)]
    fn jumped(
        &self,
        land: u64,
        taken: u64,
        len: u32,
        d: Direction,
        sink: &mut impl Sequences,
    ) -> Result<(), NeedsSearch> {
        if len >= 4 {
            return Err(NeedsSearch);
        }
        if land & R::BOARD.promotion_row[Self::COLOR as usize].0 != 0 {
            match R::CAPTURE_PROMOTION {
                CapturePromotion::CrownAndStop => {
                    self.finish(land, taken, len, sink);
                    return Ok(());
                }
                CapturePromotion::CrownAndContinue => return Err(NeedsSearch),
                CapturePromotion::ContinueAsMan => {}
            }
        }
        let next = self.next_jumps(land, taken, d);
        if none(next) {
            self.finish(land, taken, len, sink);
            Ok(())
        } else {
            self.go_on(taken, len, next, sink)
        }
    }

    /// Hands `sink` the sequence ending on `land` after `len` jumps taking `taken`.
    #[inline(always)]
    fn finish(&self, land: u64, taken: u64, len: u32, sink: &mut impl Sequences) {
        let key = precedence_key::<R>(len, (taken & self.enemy_kings).count_ones(), false, 0);
        sink.add(key, self.origin, land, taken);
    }

    /// The landing square of the next jump from `at` in each direction (or none), after a jump
    /// in direction `came` and having taken `taken`.
    #[inline(always)]
    fn next_jumps(&self, at: u64, taken: u64, came: Direction) -> [u64; DIRECTIONS] {
        let board = R::BOARD;
        let dirs = man_capture_dirs::<R>(Self::COLOR);
        let targets = self.enemies & !taken;
        let free = board.squares.0
            & !if R::REMOVE_CAPTURED_AT_ONCE {
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

    /// Follows the jumps `next` after `len` jumps taking `taken`.
    fn go_on(
        &self,
        taken: u64,
        len: u32,
        next: [u64; DIRECTIONS],
        sink: &mut impl Sequences,
    ) -> Result<(), NeedsSearch> {
        let board = R::BOARD;
        let mut result = Ok(());
        each_direction!(|d| {
            if next[d] != 0 && result.is_ok() {
                let over = board.step(next[d], reverse(d));
                result = self.jumped(next[d], taken | over, len + 1, d, sink);
            }
        });
        result
    }
}

/// Hands `sink` every capture sequence of the men in `going_on[d]`, whose first jump in
/// direction `d` goes on.
#[inline(never)]
fn men_sequences<R: Rules, const WHITE: bool>(
    pos: &Position,
    going_on: [u64; DIRECTIONS],
    sink: &mut impl Sequences,
) -> Result<(), NeedsSearch> {
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
        origin: 0,
        _rules: std::marker::PhantomData,
    };
    let mut result = Ok(());
    each_direction!(|d| {
        for man in Bitboard(going_on[d]) {
            if result.is_ok() {
                let man = bit(man);
                search.origin = man;
                search.occupied = occupied & !man;
                let over = board.step(man, d);
                result = search.jumped(board.step(over, d), over, 1, d, sink);
            }
        }
    });
    result
}

/// Hands `sink` every legal capture when only men can capture: the single jumps that end the
/// move, read off the masks of [`FirstJumps`], and the longer ones from [`men_by_levels`] or,
/// where that does not apply, [`men_sequences`].
#[inline(always)]
pub(super) fn men_captures<R: Rules, const WHITE: bool>(
    pos: &Position,
    jumps: &Jumps,
    sink: &mut impl Sequences,
) -> Result<(), NeedsSearch> {
    if !men_paths_apply::<R>() {
        return Err(NeedsSearch);
    }
    let color = Color::of_white(WHITE);
    let first = FirstJumps::of::<R>(jumps, color);
    if first.crowned_going_on {
        return Err(NeedsSearch);
    }
    let enemy_kings = pos.pieces(color.opponent()).0 & pos.kings().0;
    if singles_may_count::<R>(&first) {
        sink.add_singles::<R>(first.preferred_ends::<R>(enemy_kings));
    }
    if first.all_single() {
        Ok(())
    } else if levels_apply::<R>() {
        let Sides { enemies, empty, .. } = Sides::of_side::<R, WHITE>(pos);
        men_by_levels::<R, WHITE>(enemies, empty, &jumps.from, &first, sink)
    } else {
        men_sequences::<R, WHITE>(pos, first.men_going_on::<R>(), sink)
    }
}

/// Whether the single jumps that end the move may be legal: not when some jump goes on (so that
/// a longer capture exists) and the precedence asks for the most pieces.
#[inline(always)]
fn singles_may_count<R: Rules>(first: &FirstJumps) -> bool {
    first.all_single() || R::PRECEDENCE.is_free()
}

/// The number of legal captures of the men of the side to move (`WHITE`), where no king can
/// capture, [`men_by_levels`] applies and some first jump goes on: for a caller that has the
/// first jumps (`first`) and the position's [`Jumps::from`], `enemies` and `empty` already.
#[inline(always)]
pub(super) fn count_longer_men_captures<R: Rules, const WHITE: bool>(
    enemies: u64,
    empty: u64,
    from: &[u64; DIRECTIONS],
    first: &FirstJumps,
) -> Result<u64, NeedsSearch> {
    let mut best = BestCount { key: 0, count: 0 };
    if singles_may_count::<R>(first) {
        best.add_singles::<R>(first.ends);
    }
    men_by_levels::<R, WHITE>(enemies, empty, from, first, &mut best)?;
    Ok(best.count)
}

/// Whether [`men_by_levels`] applies: it needs captured pieces to stay until the move ends,
/// a precedence that does not weigh kings, and men that are not crowned mid-capture.
pub(super) const fn levels_apply<R: Rules>() -> bool {
    !R::REMOVE_CAPTURED_AT_ONCE
        && !matches!(R::PRECEDENCE, CapturePrecedence::MostPiecesThenKings)
        && !matches!(R::CAPTURE_PROMOTION, CapturePromotion::CrownAndContinue)
}

/// Hands `sink` the sequences of two and three jumps of the men whose first jump goes on
/// (landing on `first.going_on[d]` after a jump in direction `d`), found with shifts for every
/// man at once: after the jumps `d1, d2, d3` a man's landing square is one bit of a set. The
/// board's masks stay exact for these paths: a second or third jump can neither cross a piece
/// already taken (only by going straight back, which is excluded) nor land on the square the man
/// left (three diagonal jumps cannot close a loop). A fourth jump can do both, so a possible
/// fourth jump hands over to the full search. `enemies`, `empty` and `from` ([`Jumps::from`])
/// describe the position.
#[inline(never)]
fn men_by_levels<R: Rules, const WHITE: bool>(
    enemies: u64,
    empty: u64,
    from: &[u64; DIRECTIONS],
    first: &FirstJumps,
    sink: &mut impl Sequences,
) -> Result<(), NeedsSearch> {
    debug_assert!(levels_apply::<R>());
    let board = R::BOARD;
    let color = Color::of_white(WHITE);
    let dirs = man_capture_dirs::<R>(color);
    let crowning = board.promotion_row[color as usize].0;
    // Where a jump can go on after one in direction `d` (not straight back): taken only where
    // there are second jumps, most often in no direction or one.
    let onward = |d: Direction| {
        let mut squares = 0;
        each_direction!(|next| {
            if dirs & (1 << next) != 0 && next != reverse(d) {
                squares |= from[next];
            }
        });
        squares
    };
    // Men crowned by a jump stop there (English); elsewhere they go on as men.
    let stops = if matches!(R::CAPTURE_PROMOTION, CapturePromotion::CrownAndStop) {
        crowning
    } else {
        0
    };
    let jump = |set: u64, d: Direction| board.step(board.step(set & from[d], d), d);
    // Where a fourth jump could land, over an enemy.
    let mut fourth = 0;
    each_direction!(|d1| {
        if first.going_on[d1] != 0 {
            each_direction!(|d2| {
                if dirs & (1 << d2) != 0 && d2 != reverse(d1) {
                    let second = jump(first.going_on[d1], d2);
                    if second != 0 {
                        let going = second & !stops & onward(d2);
                        sink.add_set::<R>(second & !going, &[d1, d2]);
                        if going != 0 {
                            each_direction!(|d3| {
                                if dirs & (1 << d3) != 0 && d3 != reverse(d2) {
                                    let third = jump(going, d3);
                                    sink.add_set::<R>(third, &[d1, d2, d3]);
                                    each_direction!(|d4| {
                                        if dirs & (1 << d4) != 0 && d4 != reverse(d3) {
                                            let over = board.step(third & !stops, d4) & enemies;
                                            fourth |= board.step(over, d4);
                                        }
                                    });
                                }
                            });
                        }
                    }
                }
            });
        }
    });
    if fourth == 0 {
        return Ok(());
    }
    // A fourth jump may land where a man started: test it against a superset of the free
    // squares.
    let men = first.men_going_on::<R>();
    if fourth & (empty | men[0] | men[1] | men[2] | men[3]) != 0 {
        Err(NeedsSearch)
    } else {
        Ok(())
    }
}
