//! Perft's last two plies: the sum of the children's move counts.
//!
//! After a quiet move, the opponent's pieces are the same as in the parent: only the moved
//! piece's two squares differ. So the opponent's one-step shifts are taken once for the parent,
//! and each child needs only intersections with its own pieces and empty squares, without
//! being built, to count the opponent's steps or, when it must capture, its single jumps. When
//! the opponent could capture nothing in the parent, the men's steps after which it still
//! cannot (most of them) are not even taken one by one: their replies are counted for each
//! direction at once.
//! Children where a capture can go on, and all children when the opponent has flying kings
//! (whose moves run along lines through the changed squares), are played and counted in full.
//! After captures, the children are played; when every capture is a single jump they are built
//! straight from the jump's squares.

use super::children::{for_each_child_given, ChildVisitor};
use super::count::{count_due_captures, count_moves_for};
use super::jumps::{jump_starts, jumps_for, FirstJumps, Jumps};
use super::men::{count_longer_men_captures, levels_apply};
use super::{
    bit, for_each_king_move, for_each_man_step, man_capture_dirs, men_paths_apply, none,
    QuietVisitor, Sides,
};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, Direction, DIRECTIONS};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::Color;
use std::marker::PhantomData;

/// The number of two-ply move sequences from `pos` (perft 2), with `WHITE` to move.
#[inline(always)]
pub(crate) fn count_two_plies<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let jumps = jumps_for::<R, WHITE>(pos);
    // The shifts below take every enemy piece as a man's target.
    if men_paths_apply::<R>() {
        if jumps.any() {
            if let Some(total) = single_jump_children::<R, WHITE>(pos, &jumps) {
                return total;
            }
        } else {
            let sides = Sides::of_side::<R, WHITE>(pos);
            let enemy_kings = sides.enemies & sides.kings != 0;
            if !R::FLYING_KINGS && !enemy_kings {
                return replies_by_shifts::<R, WHITE, false>(pos, &sides);
            }
            if !(R::FLYING_KINGS && enemy_kings) {
                return replies_by_shifts::<R, WHITE, true>(pos, &sides);
            }
        }
    }
    let mut replies = CountReplies::<R, WHITE> {
        total: 0,
        _rules: PhantomData,
    };
    for_each_child_given::<R, WHITE, _>(pos, &jumps, &mut replies);
    replies.total
}

/// The replies to each quiet move of `pos` by [`RepliesByShifts`], where the opponent may have
/// kings only if `KINGS`. Stepping kings get a loop of their own, so that the usual loop, for
/// men alone, drops the kings' shifts; with flying kings the caller's test already tells the
/// compiler that the opponent has none.
#[inline(always)]
fn replies_by_shifts<R: Rules, const WHITE: bool, const KINGS: bool>(
    pos: &Position,
    sides: &Sides,
) -> u64 {
    let mut counted = RepliesByShifts::<R, WHITE, KINGS>::new(pos, sides);
    counted.men_steps(sides);
    for_each_king_move::<R>(sides, &mut counted);
    counted.total
}

/// The replies to each capture of `pos` when every capture is a single jump by a man (the usual
/// case): each child is built from the jump's three squares, with no move list. `None` when a
/// king captures or some capture goes on.
#[inline(always)]
fn single_jump_children<R: Rules, const WHITE: bool>(pos: &Position, jumps: &Jumps) -> Option<u64> {
    if jumps.kings != 0 {
        return None;
    }
    let board = R::BOARD;
    let color = Color::of_white(WHITE);
    let first = FirstJumps::of::<R>(jumps, color);
    if !first.all_single() {
        return None;
    }
    let enemy_kings = pos.pieces(color.opponent()).0 & pos.kings().0;
    let ends = first.preferred_ends::<R>(enemy_kings);
    let crowning = board.promotion_row[color as usize].0;
    let mut total = 0;
    each_direction!(|d| {
        for to in Bitboard(ends[d]) {
            let to = bit(to);
            let over = board.step(to, reverse(d));
            let from = board.step(over, reverse(d));
            let child = pos.play_bits::<WHITE>(from, to, over, to & crowning != 0);
            total += count_opponent_moves_out_of_line::<R, WHITE>(&child);
        }
    });
    Some(total)
}

/// The legal moves of `child`, a position after a move of `WHITE`.
#[inline(always)]
fn count_opponent_moves<R: Rules, const WHITE: bool>(child: &Position) -> u64 {
    if WHITE {
        count_moves_for::<R, false>(child)
    } else {
        count_moves_for::<R, true>(child)
    }
}

/// [`count_opponent_moves`] kept out of line, for the children the fast paths cannot count
/// themselves.
#[inline(never)]
fn count_opponent_moves_out_of_line<R: Rules, const WHITE: bool>(child: &Position) -> u64 {
    count_opponent_moves::<R, WHITE>(child)
}

/// Counts the replies in each child it is handed.
struct CountReplies<R, const WHITE: bool> {
    total: u64,
    _rules: PhantomData<R>,
}

impl<R: Rules, const WHITE: bool> ChildVisitor for CountReplies<R, WHITE> {
    #[inline(always)]
    fn visit(&mut self, child: &Position) {
        self.total += count_opponent_moves::<R, WHITE>(child);
    }
}

/// Counts the replies to each quiet move from the parent's shifts of the opponent's pieces
/// (which must have no flying kings, and no kings at all unless `KINGS`).
struct RepliesByShifts<'a, R, const WHITE: bool, const KINGS: bool> {
    parent: &'a Position,
    /// The pieces of the side to move (`WHITE`) in the parent.
    own: u64,
    /// The empty squares of the parent.
    empty: u64,
    /// For each direction, the squares one step that way from the opponent's pieces that
    /// capture that way (an own piece there, with an empty square beyond, can be taken).
    capture_reach: [u64; DIRECTIONS],
    /// For each direction, the squares one step that way from the opponent's pieces that
    /// move that way.
    step_reach: [u64; DIRECTIONS],
    /// Whether the opponent has kings (stepping ones: flying kings are ruled out).
    opponent_kings: bool,
    /// Whether the side to move has kings.
    own_kings: bool,
    total: u64,
    _rules: PhantomData<R>,
}

impl<'a, R: Rules, const WHITE: bool, const KINGS: bool> RepliesByShifts<'a, R, WHITE, KINGS> {
    #[inline(always)]
    fn new(parent: &'a Position, sides: &Sides) -> Self {
        let board = R::BOARD;
        let opponent = if WHITE { Color::Black } else { Color::White };
        let men = sides.enemies & !sides.kings;
        // Kings here step one square (the caller has ruled out flying kings).
        debug_assert!(KINGS || sides.enemies & sides.kings == 0);
        let kings = if KINGS {
            sides.enemies & sides.kings
        } else {
            0
        };
        let capture_dirs = man_capture_dirs::<R>(opponent);
        let step_dirs = board.man_step_dirs[opponent as usize];
        let mut capture_reach = [0; DIRECTIONS];
        let mut step_reach = [0; DIRECTIONS];
        each_direction!(|d| {
            let capturing = if capture_dirs & (1 << d) != 0 {
                men | kings
            } else {
                kings
            };
            capture_reach[d] = board.step(capturing, d);
            let stepping = if step_dirs & (1 << d) != 0 {
                men | kings
            } else {
                kings
            };
            step_reach[d] = board.step(stepping, d);
        });
        RepliesByShifts {
            parent,
            own: sides.men | sides.own_kings,
            empty: sides.empty,
            capture_reach,
            step_reach,
            opponent_kings: kings != 0,
            own_kings: sides.own_kings != 0,
            total: 0,
            _rules: PhantomData,
        }
    }
}

impl<R: Rules, const WHITE: bool, const KINGS: bool> RepliesByShifts<'_, R, WHITE, KINGS> {
    /// The replies in the child after a quiet move from `from` to `to` (a king after it if
    /// `king_after`), where the opponent must capture: its first jumps land on `landed[d]` after
    /// a jump in direction `d`, `jumps` of them in all. Where only men capture, and not by the
    /// king-weighing precedence, the captures are counted from these sets; other children are
    /// played.
    #[inline(always)]
    fn captures(
        &self,
        landed: [u64; DIRECTIONS],
        jumps: u32,
        from: u64,
        to: u64,
        king_after: bool,
    ) -> u64 {
        let opponent = if WHITE { Color::Black } else { Color::White };
        // Where kings outrank men among equal captures, which piece is taken matters.
        let kings_decide = matches!(R::PRECEDENCE, CapturePrecedence::MostPiecesThenKings)
            && (self.own_kings || king_after);
        if !self.opponent_kings && !kings_decide {
            let own = self.own ^ (from | to);
            let empty = self.empty ^ (from | to);
            let starts = jump_starts::<R>(own, empty);
            // The usual case first: no jump goes on, and none crowns a man who might go on as a
            // king (Russian).
            let landings = landed[0] | landed[1] | landed[2] | landed[3];
            let crowning_goes_on =
                matches!(R::CAPTURE_PROMOTION, CapturePromotion::CrownAndContinue)
                    && landings & R::BOARD.promotion_row[opponent as usize].0 != 0;
            if landings & FirstJumps::can_go_on::<R>(&starts, opponent) == 0 && !crowning_goes_on {
                return u64::from(jumps);
            }
            if levels_apply::<R>() {
                let first = FirstJumps::from_landings::<R>(landed, &starts, opponent);
                if first.all_single() {
                    return u64::from(jumps);
                }
                let counted = if WHITE {
                    count_longer_men_captures::<R, false>(own, empty, &starts, &first)
                } else {
                    count_longer_men_captures::<R, true>(own, empty, &starts, &first)
                };
                if let Ok(n) = counted {
                    return n;
                }
            }
        }
        let child = self.parent.play_bits::<WHITE>(from, to, 0, king_after);
        if WHITE {
            count_due_captures::<R, false>(&child)
        } else {
            count_due_captures::<R, true>(&child)
        }
    }
}

impl<R: Rules, const WHITE: bool, const KINGS: bool> RepliesByShifts<'_, R, WHITE, KINGS> {
    /// Adds the replies to every step of the men of the side to move. When the opponent could
    /// capture nothing if it were to move now, a step gives it a capture only by putting the man
    /// where it can be taken or by opening the square it left as a landing: the other steps
    /// (most of them) are counted all at once, each child's steps being the parent's less those
    /// into the man's new square and plus those into the square it left. The others, and all
    /// steps when the opponent could capture already, are counted one at a time.
    #[inline(always)]
    fn men_steps(&mut self, sides: &Sides) {
        let board = R::BOARD;
        // Where an opponent's jump over one of our pieces lands, empty or not; and the empty
        // squares where one of our pieces would be taken.
        let mut landings = 0;
        let mut exposed = 0;
        each_direction!(|d| {
            landings |= board.step(self.capture_reach[d] & self.own, d);
            exposed |= self.capture_reach[d] & board.step(self.empty, reverse(d));
        });
        if landings & self.empty != 0 {
            each_direction!(|dir| {
                for_each_man_step::<R>(sides, dir, sides.men, self);
            });
            return;
        }
        let mut parent_steps = 0;
        each_direction!(|d| {
            parent_steps += (self.step_reach[d] & self.empty).count_ones();
        });
        let steps_into = |squares: u64| {
            let mut n = 0;
            each_direction!(|d| {
                n += (self.step_reach[d] & squares).count_ones();
            });
            n
        };
        let color = sides.color as usize;
        let jumps = self.single_jumps(sides);
        let mut total = 0;
        let mut threatening = [0; DIRECTIONS];
        each_direction!(|dir| {
            if board.man_step_dirs[color] & (1 << dir) != 0 {
                let to = board.step(sides.men, dir) & self.empty;
                let threat = self.capture_reach[reverse(dir)] | board.step(landings, dir);
                let quiet = to & !(exposed | threat);
                let from = board.step(quiet, reverse(dir));
                total += quiet.count_ones() * parent_steps + steps_into(from) - steps_into(quiet);
                let mut one_by_one = to & !quiet;
                if let Some(jumps) = &jumps {
                    let (counted, single) = jumps.count::<R>(one_by_one, dir, &self.capture_reach);
                    total += counted;
                    one_by_one &= !single;
                }
                threatening[dir] = board.step(one_by_one, reverse(dir));
            }
        });
        self.total += u64::from(total);
        each_direction!(|dir| {
            for_each_man_step::<R>(sides, dir, threatening[dir], self);
        });
    }
}

impl<R: Rules, const WHITE: bool, const KINGS: bool> RepliesByShifts<'_, R, WHITE, KINGS> {
    /// What [`ThreatJumps::count`] needs, for a parent where the opponent could capture nothing
    /// if it were to move now; `None` where its captures must be counted child by child (the
    /// opponent has kings, or the side to move has kings under the king-weighing precedence).
    #[inline(always)]
    fn single_jumps(&self, sides: &Sides) -> Option<ThreatJumps> {
        let board = R::BOARD;
        let opponent = if WHITE { Color::Black } else { Color::White };
        // Russian (men crowned mid-capture go on as kings) and Turkish (men capture sideways,
        // taken pieces leave at once) have more captures that go on: there these sets cost more
        // instructions than they save (perft 8 and 7, callgrind), so they are left out.
        let worth_it = !matches!(R::CAPTURE_PROMOTION, CapturePromotion::CrownAndContinue)
            && !R::REMOVE_CAPTURED_AT_ONCE;
        let weighs_kings = matches!(R::PRECEDENCE, CapturePrecedence::MostPiecesThenKings);
        if !worth_it || self.opponent_kings || (weighs_kings && self.own_kings) {
            return None;
        }
        // A man crowned by a first jump ends the capture there (English).
        let stops = if matches!(R::CAPTURE_PROMOTION, CapturePromotion::CrownAndStop) {
            board.promotion_row[opponent as usize].0
        } else {
            0
        };
        let starts = jump_starts::<R>(self.own, self.empty);
        let goes_on = FirstJumps::can_go_on::<R>(&starts, opponent) & !stops;
        let mut taken_moving = [0; DIRECTIONS];
        let mut over_landing = [0; DIRECTIONS];
        let mut landings = 0;
        let mut taken_going_on = 0;
        each_direction!(|d| {
            taken_moving[d] = self.capture_reach[d] & board.step(self.empty, reverse(d));
            taken_going_on |= self.capture_reach[d] & board.step(self.empty & goes_on, reverse(d));
            over_landing[d] = board.step(self.capture_reach[d] & self.own, d);
            landings |= over_landing[d];
        });
        Some(ThreatJumps {
            taken_moving,
            over_landing,
            landings,
            taken_going_on,
            goes_on,
            two_beyond_empty: {
                let mut two = [0; DIRECTIONS];
                each_direction!(|d| {
                    if man_capture_dirs::<R>(opponent) & (1 << d) != 0 {
                        let back = reverse(d);
                        two[d] = board.step(board.step(self.empty, back), back) & !stops;
                    }
                });
                two
            },
            no_crowning: if weighs_kings {
                !board.promotion_row[sides.color as usize].0
            } else {
                !0
            },
        })
    }
}

/// For a parent where the opponent could capture nothing if it were to move now, the sets that
/// count its captures after a man's step that gives it some, for all such steps of a direction
/// at once, when they are single jumps that end the move. Its first jumps then either take the
/// man that stepped (landing beyond it, or on the square it left) or land on the square it left;
/// whether they go on is read off the parent's squares, since neither of the two squares that
/// change lies on the way of a next jump, but for the man that stepped, which a capture landing
/// on the square it left may take next (`two_beyond_empty`).
struct ThreatJumps {
    /// For each direction, the empty squares where a man is taken by a jump that way, landing on
    /// an empty square of the parent.
    taken_moving: [u64; DIRECTIONS],
    /// For each direction, where a jump that way over one of the pieces of the side to move
    /// lands.
    over_landing: [u64; DIRECTIONS],
    /// Where any jump over one of the pieces of the side to move lands.
    landings: u64,
    /// The squares of `taken_moving` where that jump goes on.
    taken_going_on: u64,
    /// The squares from which the opponent's capture goes on after a first jump landing there.
    goes_on: u64,
    /// For each direction in which the opponent's men capture, the squares two steps from an
    /// empty square of the parent (where a jump that way over the man that stepped goes on from
    /// the square it left), less those where the capture ends on crowning.
    two_beyond_empty: [u64; DIRECTIONS],
    /// The squares a man may step to and be counted here: not its crowning row where kings
    /// decide among equal captures.
    no_crowning: u64,
}

impl ThreatJumps {
    /// The replies after the steps in direction `dir` onto `to` (each of which gives the
    /// opponent a capture), and the steps among them it counted: those whose captures are all
    /// single jumps that end the move. `capture_reach` is [`RepliesByShifts::capture_reach`].
    #[inline(always)]
    fn count<R: Rules>(
        &self,
        to: u64,
        dir: Direction,
        capture_reach: &[u64; DIRECTIONS],
    ) -> (u32, u64) {
        let board = R::BOARD;
        let back = reverse(dir);
        let taken_back = to & capture_reach[back];
        let lands_on_left = board.step(taken_back, back) | (board.step(to, back) & self.landings);
        let left_goes_on = lands_on_left & (self.goes_on | self.two_beyond_empty[dir]);
        let going_on = (to & self.taken_going_on) | board.step(left_goes_on, dir);
        let single = to & !going_on & self.no_crowning;
        let left = board.step(single, back);
        let mut n = (single & capture_reach[back]).count_ones();
        each_direction!(|d| {
            n += (single & self.taken_moving[d]).count_ones();
            n += (left & self.over_landing[d]).count_ones();
        });
        (n, single)
    }
}

impl<R: Rules, const WHITE: bool, const KINGS: bool> QuietVisitor
    for RepliesByShifts<'_, R, WHITE, KINGS>
{
    #[inline(always)]
    fn step(&mut self, from: u64, to: u64, king: bool, crowned: bool) {
        let board = R::BOARD;
        let moved = from | to;
        let own = self.own ^ moved;
        let empty = self.empty ^ moved;
        let mut landed = [0; DIRECTIONS];
        let mut jumps = 0;
        each_direction!(|d| {
            landed[d] = board.step(self.capture_reach[d] & own, d) & empty;
            jumps += landed[d].count_ones();
        });
        if none(landed) {
            let mut steps = 0;
            each_direction!(|d| {
                steps += (self.step_reach[d] & empty).count_ones();
            });
            self.total += u64::from(steps);
        } else {
            self.total += self.captures(landed, jumps, from, to, king || crowned);
        }
    }
}
