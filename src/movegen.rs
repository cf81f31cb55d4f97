//! Move generation, generic over the variant's [`Rules`].
//!
//! Quiet moves come from bitboard shifts. Captures come from a depth-first search over jumps
//! that hands every finished sequence, with its path, to a [`CaptureSink`]; the sink applies the
//! variant's precedence and drops duplicates (same origin, destination, captured set and
//! promotion), so one search serves both the fast move list and the path queries of the board.

use crate::bitboard::Bitboard;
use crate::geometry::{each_direction, reverse, Board, Direction, DIRECTIONS};
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

/// Whether every set of a per-direction array is empty (one test, where `==` on the array may
/// compile to a memory comparison).
#[inline(always)]
fn none(sets: [u64; DIRECTIONS]) -> bool {
    sets[0] | sets[1] | sets[2] | sets[3] == 0
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
        let targets = self.enemies & !captured;
        if board.adjacent[sq.index() as usize] & targets == 0 {
            return false;
        }
        let occupied = self.occupied_after(captured);
        let dirs = man_capture_dirs::<R>(self.color);
        let mut any = false;
        each_direction!(|d| {
            if dirs & (1 << d) != 0 && self.may_turn(came, d) {
                let over = board.step(bit(sq), d) & targets;
                let land = board.step(over, d) & !occupied;
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

/// Where the side to move can start a capture.
struct Jumps {
    /// The squares from which a jump in each direction lands on an empty square over an enemy
    /// (whatever stands on them): where a man's capture can go on.
    from: [u64; DIRECTIONS],
    /// The men that can jump in each direction.
    men: [u64; DIRECTIONS],
    /// The kings that can capture.
    kings: u64,
}

impl Jumps {
    /// The pieces that can capture: the only ones a capture search needs to start from.
    #[inline(always)]
    fn capturers(&self) -> u64 {
        self.men[0] | self.men[1] | self.men[2] | self.men[3] | self.kings
    }

    /// Whether the side to move must capture.
    #[inline(always)]
    fn any(&self) -> bool {
        self.capturers() != 0
    }
}

#[inline(always)]
fn jumps_for<R: Rules, const WHITE: bool>(pos: &Position) -> Jumps {
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
fn capturers_for<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    jumps_for::<R, WHITE>(pos).capturers()
}

/// The flying kings among `kings` that can capture: along some line, the first piece is an
/// enemy with an empty square behind it.
#[inline(always)]
fn flying_capturers<R: Rules>(kings: u64, enemies: u64, occupied: u64, empty: u64) -> u64 {
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

/// A running count of capture sequences under the variant's precedence: only those with the
/// best key so far are counted.
struct Tally {
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
struct NeedsSearch;

/// Counts the capture sequences of men of the side to move (`WHITE`) without building moves.
/// Two different paths reach the same destination with the same captured set only after four
/// jumps round a ring, and a man crowned during a Russian capture goes on as a king: both hand
/// over to the full search.
struct MenJumps<R: Rules, const WHITE: bool> {
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
    each_direction!(|dir| {
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
    });
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
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        list_captures::<R>(pos, &jumps, list);
    } else {
        for_each_quiet_for::<R, WHITE>(pos, |from, to, promotes| {
            list.push(Move::new(from, to, Bitboard::EMPTY, promotes))
        });
    }
}

/// Lists the legal captures (`list` must be empty). When only men capture and no jump can go
/// on, the single jumps are read off the masks; otherwise the full search runs.
fn list_captures<R: Rules>(pos: &Position, jumps: &Jumps, list: &mut MoveList) {
    if jumps.kings == 0 {
        let color = pos.turn();
        let first = FirstJumps::of::<R>(jumps, color);
        if first.all_single() {
            let board = R::BOARD;
            let crowning = board.promotion_row[color as usize];
            let enemy_kings = pos.pieces(color.opponent()).0 & pos.kings().0;
            let ends = first.preferred_ends::<R>(enemy_kings);
            each_direction!(|d| {
                let back = reverse(d);
                for to in Bitboard(ends[d]) {
                    let over = board.step(bit(to), back);
                    let from = Square::new(board.step(over, back).trailing_zeros() as u8);
                    list.push(Move::new(from, to, Bitboard(over), crowning.contains(to)));
                }
            });
            return;
        }
    }
    captures_from::<R, _>(pos, jumps.capturers(), &mut LegalCaptures::new::<R>(list));
}

/// Receives each position [`for_each_child`] reaches. A trait rather than a closure so that
/// `visit` can be forced inline into each of the loops below (perft's leaf count).
pub(crate) trait ChildVisitor {
    fn visit(&mut self, child: &Position);
}

/// Hands `visitor` the position after each legal move of the side to move (`WHITE`). Quiet
/// moves are played straight from their bitboards, with no move list: perft's inner loop.
#[inline(always)]
pub(crate) fn for_each_child<R: Rules, const WHITE: bool, V: ChildVisitor>(
    pos: &Position,
    visitor: &mut V,
) {
    let jumps = jumps_for::<R, WHITE>(pos);
    if jumps.any() {
        let mut list = MoveList::new();
        list_captures::<R>(pos, &jumps, &mut list);
        for mv in &list {
            visitor.visit(&pos.play_for::<WHITE>(mv));
        }
        return;
    }
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
    let promotion = board.promotion_row[color as usize].0;
    each_direction!(|dir| {
        if board.man_step_dirs[color as usize] & (1 << dir) != 0 {
            for to in Bitboard(board.step(men, dir) & empty) {
                let to = bit(to);
                let from = board.step(to, reverse(dir));
                visitor.visit(&pos.play_quiet::<WHITE>(from, to, to & promotion != 0));
            }
        }
    });
    if own_kings == 0 {
        return;
    }
    if R::FLYING_KINGS {
        for king in Bitboard(own_kings) {
            for d in 0..DIRECTIONS {
                for to in Bitboard(board.ray_until(king, d, occupied).0 & empty) {
                    visitor.visit(&pos.play_quiet::<WHITE>(bit(king), bit(to), true));
                }
            }
        }
    } else {
        each_direction!(|dir| {
            for to in Bitboard(board.step(own_kings, dir) & empty) {
                let to = bit(to);
                visitor.visit(&pos.play_quiet::<WHITE>(board.step(to, reverse(dir)), to, true));
            }
        });
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
fn count_captures<R: Rules, const WHITE: bool>(pos: &Position, jumps: &Jumps) -> u64 {
    if jumps.kings == 0 {
        if let Ok(n) = count_men_captures::<R, WHITE>(pos, jumps) {
            return n;
        }
    }
    count_captures_by_search::<R, WHITE>(pos)
}

/// The number of legal captures by running the full capture search.
#[inline(never)]
fn count_captures_by_search<R: Rules, const WHITE: bool>(pos: &Position) -> u64 {
    let mut counter = CaptureCount {
        best: Best::new::<R>(),
        count: 0,
        maybe_duplicates: MoveList::new(),
    };
    captures_from::<R, _>(pos, capturers_for::<R, WHITE>(pos), &mut counter);
    counter.count
}

/// The first jumps of men, sorted by whether they can go on (found for all men at once from
/// [`Jumps::from`]; the usual case is that none can).
struct FirstJumps {
    /// The landing squares of first jumps in each direction that end the move there.
    ends: [u64; DIRECTIONS],
    /// The men whose first jump in each direction can go on.
    going_on: [u64; DIRECTIONS],
    /// A man is crowned by a jump that goes on, as a king (Russian): only the full search
    /// follows that.
    crowned_going_on: bool,
}

impl FirstJumps {
    #[inline(always)]
    fn of<R: Rules>(jumps: &Jumps, color: Color) -> FirstJumps {
        let board = R::BOARD;
        let dirs = man_capture_dirs::<R>(color);
        let crowning = board.promotion_row[color as usize].0;
        let mut first = FirstJumps {
            ends: [0; DIRECTIONS],
            going_on: [0; DIRECTIONS],
            crowned_going_on: false,
        };
        each_direction!(|d| {
            if jumps.men[d] != 0 {
                let back = reverse(d);
                let landings = board.step(board.step(jumps.men[d], d), d);
                // Going on straight back is impossible: it would jump the piece just taken.
                let mut can_go_on = 0;
                each_direction!(|d2| {
                    if dirs & (1 << d2) != 0 && d2 != back {
                        can_go_on |= jumps.from[d2];
                    }
                });
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
            }
        });
        first
    }

    /// Whether every capture is a single jump.
    #[inline(always)]
    fn all_single(&self) -> bool {
        !self.crowned_going_on && none(self.going_on)
    }

    /// Under the Spanish rule, single jumps over a king beat those over a man: the landing
    /// squares to keep in direction `d`.
    #[inline(always)]
    fn preferred_ends<R: Rules>(&self, enemy_kings: u64) -> [u64; DIRECTIONS] {
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

/// Counts the captures of men when no king can capture.
fn count_men_captures<R: Rules, const WHITE: bool>(
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
fn count_men_going_on<R: Rules, const WHITE: bool>(
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
