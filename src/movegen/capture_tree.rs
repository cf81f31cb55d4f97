//! The capture tree: a depth-first walk over jumps that hands every finished sequence, with
//! its path, to a [`CaptureSink`]. The sinks apply the variant's precedence and drop duplicates
//! (same origin, destination, captured set and promotion), so one search serves the move list,
//! the count and the path queries of the board.

use super::jumps::capturers_for;
use super::{
    bit, capturers, man_capture_dirs, man_targets, precedence_key, Sides, KING_ORDER_BITS,
};
use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, sideways, Board, Direction, DIRECTIONS};
use crate::mv::{Move, MoveList};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::{Color, Square};

/// The longest capture path: a piece cannot take more pieces than the opponent has (20 at most).
const MAX_PATH: usize = 24;

/// Receives each complete capture sequence the tree walk finds.
pub(crate) trait CaptureSink {
    /// `key` ranks the sequence under the variant's precedence ([`precedence_key`]); `path`
    /// holds the landing squares, the last one being `to`.
    fn capture(&mut self, mv: Move, key: u32, path: &[Square]);
}

/// The state of one walk of the capture tree: the piece that moves and what it may jump.
pub(super) struct CaptureSearch<'s, R: Rules, S: CaptureSink> {
    board: &'static Board,
    color: Color,
    from: Square,
    /// The piece moving is a king.
    by_king: bool,
    enemies: u64,
    enemy_kings: u64,
    /// Every piece but the one moving (its origin is free to pass and land on).
    occupied: u64,
    path: [Square; MAX_PATH],
    depth: usize,
    sink: &'s mut S,
    _rules: std::marker::PhantomData<R>,
}

impl<R: Rules, S: CaptureSink> CaptureSearch<'_, R, S> {
    /// A king may capture straight back the way it came: only where the piece just taken leaves
    /// the board at once (elsewhere it stands in the way) and turning back is not forbidden
    /// (Thai; Turkish forbid it).
    const TURNS_BACK: bool = R::REMOVE_CAPTURED_AT_ONCE && !R::NO_REVERSE_JUMP;

    /// The occupied squares after capturing `captured`: captured pieces stay until the move ends,
    /// except where the rules remove them at once.
    #[inline(always)]
    fn occupied_after(&self, captured: u64) -> u64 {
        if R::REMOVE_CAPTURED_AT_ONCE {
            self.occupied & !captured
        } else {
            self.occupied
        }
    }

    #[inline(always)]
    fn may_turn(&self, came: Option<Direction>, d: Direction) -> bool {
        !(R::NO_REVERSE_JUMP && came == Some(reverse(d)))
    }

    fn emit(&mut self, to: Square, captured: u64, promotes: bool) {
        let kings = (captured & self.enemy_kings).count_ones();
        let key = precedence_key::<R>(
            captured.count_ones(),
            kings,
            self.by_king,
            self.king_order(),
        );
        let mv = Move::new(self.from, to, Bitboard(captured), promotes);
        let depth = self.depth;
        self.sink.capture(mv, key, &self.path[..depth]);
    }

    /// Which pieces of the path taken so far were kings, in the form [`precedence_key`] reads
    /// (only the Italian precedence asks). Italian pieces jump a neighbour, and every direction
    /// is one fixed shift of the square index, so the piece taken lies midway between two
    /// landings.
    fn king_order(&self) -> u32 {
        if !matches!(R::PRECEDENCE, CapturePrecedence::Italian) {
            return 0;
        }
        debug_assert!(!R::FLYING_KINGS);
        let mut order = 0;
        let mut at = self.from.index();
        for (i, land) in self.path[..self.depth].iter().enumerate() {
            let over = Square::new((at + land.index()) / 2);
            if self.enemy_kings & bit(over) != 0 {
                order |= 1 << (KING_ORDER_BITS - 1 - i as u32);
            }
            at = land.index();
        }
        order
    }

    #[inline(always)]
    fn push(&mut self, sq: Square) {
        self.path[self.depth] = sq;
        self.depth += 1;
    }

    /// Goes on after a man's jump in direction `d` to `land`, having taken `taken`.
    fn jumped(&mut self, land: Square, taken: u64, d: Direction) {
        self.push(land);
        let crowning = R::BOARD.promotion_row[self.color as usize].contains(land);
        if !crowning {
            if !self.man(land, taken, Some(d)) {
                self.emit(land, taken, false);
            }
        } else {
            match R::CAPTURE_PROMOTION {
                CapturePromotion::CrownAndStop => self.emit(land, taken, true),
                CapturePromotion::CrownAndContinue => {
                    if !self.king(land, taken, Some(d), true) {
                        self.emit(land, taken, true);
                    }
                }
                CapturePromotion::ContinueAsMan => {
                    if !self.man(land, taken, Some(d)) {
                        self.emit(land, taken, true);
                    }
                }
            }
        }
        self.depth -= 1;
    }

    /// Jumps on from `sq` with a man; returns whether any jump was possible.
    fn man(&mut self, sq: Square, captured: u64, came: Option<Direction>) -> bool {
        let board = R::BOARD;
        let targets = man_targets::<R>(self.enemies, self.enemy_kings) & !captured;
        if board.adjacent[sq.index() as usize] & targets == 0 {
            return false;
        }
        let occupied = self.occupied_after(captured);
        let dirs = man_capture_dirs::<R>(self.color);
        let mut any = false;
        each_direction!(|d| {
            if dirs & (1 << d) != 0 && self.may_turn(came, d) {
                let over = board.step(bit(sq), d) & targets;
                let land = board.step(over, d) & board.squares.0 & !occupied;
                if land != 0 {
                    any = true;
                    self.jumped(Square::new(land.trailing_zeros() as u8), captured | over, d);
                }
            }
        });
        any
    }

    /// Jumps on from `sq` with a king; returns whether any jump was possible. `crowned` marks a
    /// man crowned during this move.
    fn king(&mut self, sq: Square, captured: u64, came: Option<Direction>, crowned: bool) -> bool {
        let board = self.board;
        let targets = self.enemies & !captured;
        let reach = if R::FLYING_KINGS {
            board.lines[sq.index() as usize]
        } else {
            board.adjacent[sq.index() as usize]
        };
        if reach & targets == 0 {
            return false;
        }
        let occupied = self.occupied_after(captured);
        let mut any = false;
        for d in 0..DIRECTIONS {
            // Straight back is a capture only where a king may turn back ([`Self::TURNS_BACK`]).
            if came == Some(reverse(d)) && !Self::TURNS_BACK {
                continue;
            }
            if let Some((over, landings)) = self.king_jump(sq, d, occupied, targets) {
                any = true;
                self.king_landed(d, captured | bit(over), landings, crowned);
            }
        }
        any
    }

    /// The first piece from a king on `sq` in direction `d`, if it is one of `targets`.
    #[inline(always)]
    fn king_target(&self, sq: Square, d: Direction, occupied: u64, targets: u64) -> Option<Square> {
        let over = if R::FLYING_KINGS {
            self.board.ray_until(sq, d, occupied).1?
        } else {
            self.board.neighbour(sq, d)?
        };
        (targets & bit(over) != 0).then_some(over)
    }

    /// The capture of a king on `sq` in direction `d`: the enemy it takes and the squares it
    /// may land on.
    #[inline(always)]
    fn king_jump(
        &self,
        sq: Square,
        d: Direction,
        occupied: u64,
        targets: u64,
    ) -> Option<(Square, u64)> {
        let board = self.board;
        let over = self.king_target(sq, d, occupied, targets)?;
        let landings = if R::FLYING_KINGS && !R::KING_LANDS_BEHIND {
            board.ray_until(over, d, occupied).0 & !occupied
        } else {
            board.neighbour(over, d).map_or(0, bit) & !occupied
        };
        (landings != 0).then_some((over, landings))
    }

    /// Whether a king on `sq` can capture in direction `d` ([`Self::king_jump`] without
    /// gathering the landings: the square just beyond the enemy is free).
    #[inline(always)]
    fn king_can_jump(&self, sq: Square, d: Direction, occupied: u64, targets: u64) -> bool {
        let board = self.board;
        self.king_target(sq, d, occupied, targets)
            .is_some_and(|over| {
                let i = over.index() as usize;
                board.rays[d][i] & board.adjacent[i] & !occupied != 0
            })
    }

    /// Goes on after a king's jump in direction `d`, having taken `taken`, from each of
    /// `landings`; where it can go on from none of them, the move ends on each. Which landings
    /// go on is found here, before any is searched, so that one where the move ends costs no
    /// call: straight on is the same jump from all of them (they lie before the same next
    /// piece), so only the two sideways directions are looked at landing by landing.
    fn king_landed(&mut self, d: Direction, taken: u64, landings: u64, crowned: bool) {
        let targets = self.enemies & !taken;
        let occupied = self.occupied_after(taken);
        let first = Square::new(landings.trailing_zeros() as u8);
        let ahead = self.king_can_jump(first, d, occupied, targets);
        // A king must stop where it can go on capturing, if any landing square allows it.
        let mut continued = false;
        for land in Bitboard(landings) {
            if ahead
                || sideways(d)
                    .into_iter()
                    .any(|e| self.king_can_jump(land, e, occupied, targets))
                || (Self::TURNS_BACK && self.king_can_jump(land, reverse(d), occupied, targets))
            {
                continued = true;
                self.push(land);
                self.king(land, taken, Some(d), crowned);
                self.depth -= 1;
            }
        }
        if !continued {
            for land in Bitboard(landings) {
                self.push(land);
                self.emit(land, taken, crowned);
                self.depth -= 1;
            }
        }
    }
}

/// Walks the capture tree for every piece of the side to move.
pub(crate) fn captures<R: Rules, S: CaptureSink>(pos: &Position, sink: &mut S) {
    captures_from::<R, S>(pos, capturers::<R>(pos), sink);
}

/// Walks the capture tree for the pieces on `from` (those [`capturers`] found).
pub(super) fn captures_from<R: Rules, S: CaptureSink>(pos: &Position, pieces: u64, sink: &mut S) {
    let Sides {
        color,
        enemies,
        kings,
        occupied,
        ..
    } = Sides::of::<R>(pos);
    let mut search = CaptureSearch::<R, S> {
        board: R::BOARD,
        color,
        from: Square::new(0),
        by_king: false,
        enemies,
        enemy_kings: enemies & kings,
        occupied,
        path: [Square::new(0); MAX_PATH],
        depth: 0,
        sink,
        _rules: std::marker::PhantomData,
    };
    for from in Bitboard(pieces) {
        search.from = from;
        search.occupied = occupied & !bit(from);
        search.by_king = kings & bit(from) != 0;
        if search.by_king {
            search.king(from, 0, None, false);
        } else {
            search.man(from, 0, None);
        }
    }
}

/// The best capture seen so far under the variant's precedence rule.
struct Best {
    key: u32,
}

/// How a new capture compares with the best so far.
enum Rank {
    Worse,
    Equal,
    Better,
}

impl Best {
    fn new() -> Best {
        Best { key: 0 }
    }

    /// Ranks a capture by its [`precedence_key`] and remembers the key if it is better.
    #[inline]
    fn rank(&mut self, key: u32) -> Rank {
        if key < self.key {
            Rank::Worse
        } else if key > self.key {
            self.key = key;
            Rank::Better
        } else {
            Rank::Equal
        }
    }
}

/// Collects legal captures: keeps only the best by the variant's precedence, once each.
pub(crate) struct LegalCaptures<'a> {
    list: &'a mut MoveList,
    best: Best,
}

impl<'a> LegalCaptures<'a> {
    pub fn new(list: &'a mut MoveList) -> Self {
        LegalCaptures {
            list,
            best: Best::new(),
        }
    }
}

impl CaptureSink for LegalCaptures<'_> {
    #[inline]
    fn capture(&mut self, mv: Move, key: u32, _path: &[Square]) {
        match self.best.rank(key) {
            Rank::Worse => return,
            Rank::Better => self.list.clear(),
            Rank::Equal => {}
        }
        // A duplicate (same origin, destination and captured set by another path) takes at
        // least two pieces: a single jump is listed without looking.
        if mv.captured().count() < 2 || !self.list.contains(&mv) {
            self.list.push(mv);
        }
    }
}

/// Counts legal captures without listing them: a duplicate (same origin, destination and
/// captured set by another path) needs at least two captures by a king, or four by a man going
/// round a ring, so only such moves are kept to compare.
struct CaptureCount {
    best: Best,
    count: u64,
    maybe_duplicates: MoveList,
}

impl CaptureSink for CaptureCount {
    #[inline]
    fn capture(&mut self, mv: Move, key: u32, path: &[Square]) {
        match self.best.rank(key) {
            Rank::Worse => return,
            Rank::Better => {
                self.count = 0;
                self.maybe_duplicates.clear();
            }
            Rank::Equal => {}
        }
        if path.len() >= 2 {
            if self.maybe_duplicates.contains(&mv) {
                return;
            }
            self.maybe_duplicates.push(mv);
        }
        self.count += 1;
    }
}

/// Collects every capture sequence with its path and [`precedence_key`], before precedence and
/// duplicate removal.
pub(crate) struct CapturePaths {
    pub found: Vec<(u32, Move, Vec<Square>)>,
}

impl CaptureSink for CapturePaths {
    fn capture(&mut self, mv: Move, key: u32, path: &[Square]) {
        self.found.push((key, mv, path.to_vec()));
    }
}

/// The number of legal captures, by walking the full capture tree.
#[inline(never)]
pub(super) fn count_captures_in_tree<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let mut counter = CaptureCount {
        best: Best::new(),
        count: 0,
        maybe_duplicates: MoveList::new(),
    };
    captures_from::<R, _>(pos, capturers_for::<R, WHITE>(pos), &mut counter);
    counter.count
}
