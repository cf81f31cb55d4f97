//! Move generation, generic over the variant's [`Rules`].
//!
//! Quiet moves come from bitboard shifts. Captures come from a depth-first search over jumps
//! that hands every finished sequence, with its path, to a [`CaptureSink`]; the sink applies the
//! variant's precedence and drops duplicates (same origin, destination, captured set and
//! promotion), so one search serves both the fast move list and the path queries of the board.

use crate::bitboard::Bitboard;
use crate::geometry::{reverse, Board, Direction, DIRECTIONS};
use crate::mv::{Move, MoveList};
use crate::position::Position;
use crate::rules::{CapturePrecedence, CapturePromotion, Rules};
use crate::square::{Color, Square};

/// The longest capture path: a piece cannot take more pieces than the opponent has (20 at most).
pub(crate) const MAX_PATH: usize = 24;

/// Receives each complete capture sequence the search finds.
pub(crate) trait CaptureSink {
    /// `path` holds the landing squares, the last one being `to`.
    fn capture(&mut self, mv: Move, captured_kings: u32, path: &[Square]);
}

/// The directions a man of `color` captures in.
#[inline(always)]
fn man_capture_dirs<R: Rules>(color: Color) -> u8 {
    if R::MEN_CAPTURE_BACKWARD {
        0b1111
    } else {
        R::BOARD.man_step_dirs[color as usize]
    }
}

#[inline(always)]
fn bit(sq: Square) -> u64 {
    1u64 << sq.index()
}

/// A position's pieces as raw bitboards, from the side to move's point of view.
struct Sides {
    color: Color,
    own: u64,
    enemies: u64,
    kings: u64,
    occupied: u64,
    empty: u64,
}

impl Sides {
    #[inline(always)]
    fn of<R: Rules>(pos: &Position) -> Sides {
        match pos.turn() {
            Color::White => Sides::of_side::<R, true>(pos),
            Color::Black => Sides::of_side::<R, false>(pos),
        }
    }

    /// The view for a side known at compile time (`WHITE` must be the side to move), so that
    /// direction masks and shifts fold to constants in the hot loops.
    #[inline(always)]
    fn of_side<R: Rules, const WHITE: bool>(pos: &Position) -> Sides {
        debug_assert_eq!(pos.turn() == Color::White, WHITE);
        let color = if WHITE { Color::White } else { Color::Black };
        let own = pos.pieces(color).0;
        let enemies = pos.pieces(color.opponent()).0;
        let occupied = own | enemies;
        Sides {
            color,
            own,
            enemies,
            kings: pos.kings().0,
            occupied,
            empty: R::BOARD.squares.0 & !occupied,
        }
    }
}

/// The state of one capture search: the piece that moves and what it may jump.
struct CaptureSearch<'s, R: Rules, S: CaptureSink> {
    board: &'static Board,
    color: Color,
    from: Square,
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
        let mv = Move::new(self.from, to, Bitboard(captured), promotes);
        let depth = self.depth;
        self.sink.capture(mv, kings, &self.path[..depth]);
    }

    #[inline(always)]
    fn push(&mut self, sq: Square) {
        self.path[self.depth] = sq;
        self.depth += 1;
    }

    /// Jumps on from `sq` with a man; returns whether any jump was possible.
    fn man(&mut self, sq: Square, captured: u64, came: Option<Direction>) -> bool {
        let board = self.board;
        let targets = self.enemies & !captured;
        if board.adjacent[sq.index() as usize] & targets == 0 {
            return false;
        }
        let occupied = self.occupied_after(captured);
        let dirs = man_capture_dirs::<R>(self.color);
        let mut any = false;
        for d in 0..DIRECTIONS {
            if dirs & (1 << d) == 0 || !self.may_turn(came, d) {
                continue;
            }
            let over = board.step(bit(sq), d) & targets;
            let land = board.step(over, d) & !occupied;
            if land == 0 {
                continue;
            }
            let land = Square::new(land.trailing_zeros() as u8);
            any = true;
            let taken = captured | over;
            self.push(land);
            let crowning = board.promotion_row[self.color as usize].contains(land);
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
            if !self.may_turn(came, d) {
                continue;
            }
            let over = if R::FLYING_KINGS {
                match board.ray_until(sq, d, occupied).1 {
                    Some(b) => b,
                    None => continue,
                }
            } else {
                match board.neighbour(sq, d) {
                    Some(n) => n,
                    None => continue,
                }
            };
            if targets & bit(over) == 0 {
                continue;
            }
            let landings = if R::FLYING_KINGS {
                board.ray_until(over, d, occupied).0 & !occupied
            } else {
                board.neighbour(over, d).map_or(0, bit) & !occupied
            };
            if landings == 0 {
                continue;
            }
            any = true;
            let taken = captured | bit(over);
            // A king must stop where it can go on capturing, if any landing square allows it.
            let mut continued = false;
            for land in Bitboard(landings) {
                self.push(land);
                continued |= self.king(land, taken, Some(d), crowned);
                self.depth -= 1;
            }
            if !continued {
                for land in Bitboard(landings) {
                    self.push(land);
                    self.emit(land, taken, crowned);
                    self.depth -= 1;
                }
            }
        }
        any
    }
}

/// Runs the capture search for every piece of the side to move.
pub(crate) fn captures<R: Rules, S: CaptureSink>(pos: &Position, sink: &mut S) {
    captures_from::<R, S>(pos, capturers::<R>(pos), sink);
}

/// Runs the capture search for the pieces on `from` (those [`capturers`] found).
fn captures_from<R: Rules, S: CaptureSink>(pos: &Position, pieces: u64, sink: &mut S) {
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
        if kings & bit(from) != 0 {
            search.king(from, 0, None, false);
        } else {
            search.man(from, 0, None);
        }
    }
}

/// The best capture seen so far under the variant's precedence rule.
struct Best {
    key: u32,
    precedence: CapturePrecedence,
}

/// How a new capture compares with the best so far.
enum Rank {
    Worse,
    Equal,
    Better,
}

impl Best {
    fn new<R: Rules>() -> Best {
        Best {
            key: 0,
            precedence: R::PRECEDENCE,
        }
    }

    /// Ranks `mv` (taking `kings` kings) and remembers it if it is better.
    #[inline]
    fn rank(&mut self, mv: &Move, kings: u32) -> Rank {
        let key = match self.precedence {
            CapturePrecedence::Free => 0,
            CapturePrecedence::MostPieces => mv.captured().count(),
            CapturePrecedence::MostPiecesThenKings => mv.captured().count() * 64 + kings,
        };
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
    pub fn new<R: Rules>(list: &'a mut MoveList) -> Self {
        LegalCaptures {
            list,
            best: Best::new::<R>(),
        }
    }
}

impl CaptureSink for LegalCaptures<'_> {
    #[inline]
    fn capture(&mut self, mv: Move, kings: u32, _path: &[Square]) {
        match self.best.rank(&mv, kings) {
            Rank::Worse => return,
            Rank::Better => self.list.clear(),
            Rank::Equal => {}
        }
        if !self.list.contains(&mv) {
            self.list.push(mv);
        }
    }
}

/// The pieces of the side to move that can make a first jump: the only ones a capture search
/// needs to start from. Empty when the side to move need not capture.
fn capturers_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let board = R::BOARD;
    let Sides {
        color,
        own,
        enemies,
        kings,
        occupied,
        empty,
    } = Sides::of_side::<R, WHITE>(pos);
    let men = own & !kings;
    let own_kings = own & kings;
    let man_dirs = man_capture_dirs::<R>(color);
    let mut found = 0;
    for d in 0..DIRECTIONS {
        // Squares from which a jump in direction `d` lands on an empty square over an enemy.
        let back = reverse(d);
        let jump_from = board.step(board.step(empty, back) & enemies, back);
        if man_dirs & (1 << d) != 0 {
            found |= jump_from & men;
        }
        if !R::FLYING_KINGS {
            found |= jump_from & own_kings;
        }
    }
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                if let (_, Some(b)) = board.ray_until(king, d, occupied) {
                    if enemies & bit(b) != 0 && board.step(bit(b), d) & empty != 0 {
                        found |= bit(king);
                        break;
                    }
                }
            }
        }
    }
    found
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
    fn capture(&mut self, mv: Move, kings: u32, path: &[Square]) {
        match self.best.rank(&mv, kings) {
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

/// The number of legal captures when only men capture and none of their jumps can go on: then
/// every legal capture is one jump, counted with shifts instead of a search. `None` when that
/// cannot be shown cheaply (the caller then searches). Going on in any direction but straight
/// back is exactly a second jump over an enemy to an empty square; straight back would cross
/// the piece just taken, which stays on the board until the move ends.
fn count_single_jumps_for<R: Rules, const WHITE: bool>(
    pos: &Position,
    capturers: u64,
) -> Option<u64> {
    if R::REMOVE_CAPTURED_AT_ONCE {
        return None;
    }
    let board = R::BOARD;
    let Sides {
        color,
        enemies,
        kings,
        empty,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    if capturers & kings != 0 {
        return None;
    }
    let dirs = man_capture_dirs::<R>(color);
    let crowning = board.promotion_row[color as usize].0;
    let (mut jumps, mut king_jumps) = (0u64, 0u64);
    for d in 0..DIRECTIONS {
        if dirs & (1 << d) == 0 {
            continue;
        }
        let back = reverse(d);
        let over = board.step(empty, back) & enemies;
        let jumpers = board.step(over, back) & capturers;
        if jumpers == 0 {
            continue;
        }
        let landings = board.step(board.step(jumpers, d), d);
        if R::CAPTURE_PROMOTION == CapturePromotion::CrownAndContinue && landings & crowning != 0 {
            return None;
        }
        for d2 in 0..DIRECTIONS {
            if dirs & (1 << d2) != 0
                && d2 != back
                && board.step(board.step(landings, d2) & enemies, d2) & empty != 0
            {
                return None;
            }
        }
        jumps += jumpers.count_ones() as u64;
        let over_kings = over & kings;
        king_jumps += (board.step(over_kings, back) & capturers).count_ones() as u64;
    }
    Some(
        if R::PRECEDENCE == CapturePrecedence::MostPiecesThenKings && king_jumps > 0 {
            king_jumps
        } else {
            jumps
        },
    )
}

/// Whether the side to move has a capture (and so must capture).
#[inline]
pub(crate) fn has_capture<R: Rules>(pos: &Position) -> bool {
    capturers::<R>(pos) != 0
}

/// A set of non-capturing moves sharing their shape.
enum Quiet {
    /// Pieces stepping one square in a direction (all men, or all short kings, at once), given
    /// as their destinations; `men` tells which.
    Steps {
        dir: Direction,
        targets: u64,
        men: bool,
    },
    /// The destinations of one flying king.
    Flight { king: Square, targets: u64 },
}

/// Hands the side to move's non-capturing moves to `f` as sets of destinations: listing and
/// counting share it.
#[inline(always)]
fn quiet_targets_for<R: Rules, const WHITE: bool>(pos: &Position, mut f: impl FnMut(Quiet)) {
    let board = R::BOARD;
    let Sides {
        color,
        own,
        kings,
        occupied,
        empty,
        ..
    } = Sides::of_side::<R, WHITE>(pos);
    let men = own & !kings;
    let own_kings = own & kings;
    for dir in 0..DIRECTIONS {
        if board.man_step_dirs[color as usize] & (1 << dir) != 0 {
            let targets = board.step(men, dir) & empty;
            f(Quiet::Steps {
                dir,
                targets,
                men: true,
            });
        }
        if !R::FLYING_KINGS {
            let targets = board.step(own_kings, dir) & empty;
            f(Quiet::Steps {
                dir,
                targets,
                men: false,
            });
        }
    }
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                let targets = board.ray_until(king, d, occupied).0 & empty;
                f(Quiet::Flight { king, targets });
            }
        }
    }
}

/// Calls `f(from, to, promotes)` for every non-capturing move of the side to move.
#[inline(always)]
fn for_each_quiet_for<R: Rules, const WHITE: bool>(
    pos: &Position,
    mut f: impl FnMut(Square, Square, bool),
) {
    let board = R::BOARD;
    let promotion = board.promotion_row[pos.turn() as usize].0;
    quiet_targets_for::<R, WHITE>(pos, |set| match set {
        Quiet::Steps { dir, targets, men } => {
            for to in Bitboard(targets) {
                let from = Square::new((to.index() as i8 - board.shift[dir]) as u8);
                f(from, to, men && promotion & bit(to) != 0);
            }
        }
        Quiet::Flight { king, targets } => {
            for to in Bitboard(targets) {
                f(king, to, false);
            }
        }
    });
}

/// Every legal move of the side to move.
fn legal_moves_for<R: Rules, const WHITE: bool>(pos: &Position, list: &mut MoveList) {
    list.clear();
    let from = capturers_for::<R, WHITE>(pos);
    if from != 0 {
        captures_from::<R, _>(pos, from, &mut LegalCaptures::new::<R>(list));
    } else {
        for_each_quiet_for::<R, WHITE>(pos, |from, to, promotes| {
            list.push(Move::new(from, to, Bitboard::EMPTY, promotes))
        });
    }
}

/// The number of legal moves, without building the list when no capture is on.
fn count_moves_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let from = capturers_for::<R, WHITE>(pos);
    if from != 0 {
        if let Some(n) = count_single_jumps_for::<R, WHITE>(pos, from) {
            return n;
        }
        let mut counter = CaptureCount {
            best: Best::new::<R>(),
            count: 0,
            maybe_duplicates: MoveList::new(),
        };
        captures_from::<R, _>(pos, from, &mut counter);
        return counter.count;
    }
    let mut n = 0u64;
    quiet_targets_for::<R, WHITE>(pos, |set| {
        let (Quiet::Steps { targets, .. } | Quiet::Flight { targets, .. }) = set;
        n += targets.count_ones() as u64;
    });
    n
}

/// Collects every capture sequence with its path, before precedence and duplicate removal.
pub(crate) struct CapturePaths {
    pub found: Vec<(Move, Vec<Square>)>,
}

impl CaptureSink for CapturePaths {
    fn capture(&mut self, mv: Move, _kings: u32, path: &[Square]) {
        self.found.push((mv, path.to_vec()));
    }
}

/// Runs `$f::<R, WHITE>` with `WHITE` set for the side to move of `$pos`.
macro_rules! for_side {
    ($f:ident::<$R:ident>($pos:expr $(, $arg:expr)*)) => {
        match $pos.turn() {
            Color::White => $f::<$R, true>($pos $(, $arg)*),
            Color::Black => $f::<$R, false>($pos $(, $arg)*),
        }
    };
}

/// The pieces of the side to move that can make a first jump: the only ones a capture search
/// needs to start from. Empty when the side to move need not capture.
#[inline]
pub(crate) fn capturers<R: Rules>(pos: &Position) -> u64 {
    for_side!(capturers_for::<R>(pos))
}

/// Every legal move of the side to move.
#[inline]
pub(crate) fn legal_moves<R: Rules>(pos: &Position, list: &mut MoveList) {
    for_side!(legal_moves_for::<R>(pos, list))
}

/// The number of legal moves, without building the list when no capture is on.
#[inline]
pub(crate) fn count_moves<R: Rules>(pos: &Position) -> u64 {
    for_side!(count_moves_for::<R>(pos))
}
