//! A deliberately simple move generator, written from rules.md alone, to cross-check the fast one.
//!
//! It knows nothing of bitboards or the core's tables: pieces stand in a grid indexed by
//! `(file, rank)`, moves are found by walking coordinates, and every capture path is listed
//! before precedence and duplicate removal are applied, in the plainest way.

use draughts::{Color, Position, Role, Variant};
use std::collections::BTreeSet;

/// A move as the reference sees it: origin, destination, captured squares and crowning, all as
/// `(file, rank)` in the core's internal orientation.
pub type RefMove = ((i8, i8), (i8, i8), BTreeSet<(i8, i8)>, bool);

#[derive(Clone, Copy, PartialEq)]
struct Cell {
    color: Color,
    king: bool,
}

struct Rules {
    size: i8,
    orthogonal: bool,
    flying: bool,
    men_capture_backward: bool,
    crown_then: Crowning,
    most_pieces: bool,
    then_most_kings: bool,
    remove_at_once: bool,
    no_reverse: bool,
    /// Men may take kings (not in Italian).
    men_take_kings: bool,
    /// A flying king stops on the square right behind the piece it takes (Thai).
    lands_behind: bool,
    /// Only kings capture when one can (Czech).
    kings_first: bool,
    /// Italian precedence: most pieces, by a king, most kings, kings met first.
    italian: bool,
}

#[derive(Clone, Copy, PartialEq)]
enum Crowning {
    StayMan,
    KingGoesOn,
    Stop,
}

fn rules(v: Variant) -> Rules {
    use Variant::*;
    Rules {
        size: v.board().size as i8,
        orthogonal: v == Turkish,
        flying: !matches!(v, English | Italian),
        men_capture_backward: matches!(
            v,
            Brazilian | Russian | International | Pool | Antidraughts | Breakthrough
        ),
        crown_then: match v {
            Russian => Crowning::KingGoesOn,
            English | Spanish | Italian | Czech | Thai => Crowning::Stop,
            _ => Crowning::StayMan,
        },
        most_pieces: matches!(
            v,
            Brazilian | International | Spanish | Turkish | Antidraughts | Breakthrough
        ),
        then_most_kings: v == Spanish,
        remove_at_once: matches!(v, Turkish | Thai),
        no_reverse: v == Turkish,
        men_take_kings: v != Italian,
        lands_behind: v == Thai,
        kings_first: v == Czech,
        italian: v == Italian,
    }
}

struct Board {
    r: Rules,
    grid: Vec<Vec<Option<Cell>>>,
    turn: Color,
}

impl Board {
    fn inside(&self, (f, r): (i8, i8)) -> bool {
        f >= 0 && r >= 0 && f < self.r.size && r < self.r.size
    }

    fn at(&self, (f, r): (i8, i8)) -> Option<Cell> {
        self.grid[f as usize][r as usize]
    }

    fn forward(&self, color: Color) -> i8 {
        if color == Color::White {
            1
        } else {
            -1
        }
    }

    fn all_dirs(&self) -> Vec<(i8, i8)> {
        if self.r.orthogonal {
            vec![(0, 1), (0, -1), (1, 0), (-1, 0)]
        } else {
            vec![(1, 1), (1, -1), (-1, 1), (-1, -1)]
        }
    }

    fn man_step_dirs(&self, color: Color) -> Vec<(i8, i8)> {
        let fw = self.forward(color);
        if self.r.orthogonal {
            vec![(0, fw), (1, 0), (-1, 0)]
        } else {
            vec![(1, fw), (-1, fw)]
        }
    }

    fn man_capture_dirs(&self, color: Color) -> Vec<(i8, i8)> {
        if self.r.men_capture_backward {
            self.all_dirs()
        } else {
            self.man_step_dirs(color)
        }
    }

    fn last_rank(&self, color: Color) -> i8 {
        if color == Color::White {
            self.r.size - 1
        } else {
            0
        }
    }
}

/// One capture path found, before precedence: destination, captured squares, kings among them,
/// crowned.
type Found = ((i8, i8), Vec<(i8, i8)>, usize, bool);

struct Jumper<'a> {
    b: &'a Board,
    color: Color,
    origin: (i8, i8),
    found: Vec<Found>,
}

impl Jumper<'_> {
    /// Whether a square can be landed on or passed over, given what has been captured so far.
    fn free(&self, sq: (i8, i8), captured: &[(i8, i8)]) -> bool {
        if sq == self.origin {
            return true;
        }
        match self.b.at(sq) {
            None => true,
            Some(_) => self.b.r.remove_at_once && captured.contains(&sq),
        }
    }

    /// Whether a king (`king`) or a man may take the piece on `sq`.
    fn capturable(&self, sq: (i8, i8), captured: &[(i8, i8)], king: bool) -> bool {
        sq != self.origin
            && !captured.contains(&sq)
            && matches!(self.b.at(sq), Some(c) if c.color != self.color
                && (king || !c.king || self.b.r.men_take_kings))
    }

    fn finish(&mut self, at: (i8, i8), captured: &[(i8, i8)], crowned: bool) {
        let kings = captured
            .iter()
            .filter(|&&sq| self.b.at(sq).is_some_and(|c| c.king))
            .count();
        self.found.push((at, captured.to_vec(), kings, crowned));
    }

    /// All jumps from `at`; records finished paths; returns whether any jump existed.
    fn jumps(
        &mut self,
        at: (i8, i8),
        king: bool,
        crowned: bool,
        captured: &mut Vec<(i8, i8)>,
        last: Option<(i8, i8)>,
    ) -> bool {
        let dirs = if king {
            self.b.all_dirs()
        } else {
            self.b.man_capture_dirs(self.color)
        };
        let mut any = false;
        for (df, dr) in dirs {
            if self.b.r.no_reverse && last == Some((-df, -dr)) {
                continue;
            }
            // Walk to the piece to jump.
            let mut over = (at.0 + df, at.1 + dr);
            if king && self.b.r.flying {
                while self.b.inside(over) && self.free(over, captured) {
                    over = (over.0 + df, over.1 + dr);
                }
            }
            if !self.b.inside(over) || !self.capturable(over, captured, king) {
                continue;
            }
            // Squares it may land on.
            let mut landings = Vec::new();
            let mut land = (over.0 + df, over.1 + dr);
            while self.b.inside(land) && self.free(land, captured) {
                landings.push(land);
                if !(king && self.b.r.flying) || self.b.r.lands_behind {
                    break;
                }
                land = (land.0 + df, land.1 + dr);
            }
            if landings.is_empty() {
                continue;
            }
            any = true;
            captured.push(over);
            let mut results = Vec::new();
            for &land in &landings {
                let reaches_last = land.1 == self.b.last_rank(self.color);
                let before = self.found.len();
                let goes_on = if king {
                    self.jumps(land, true, crowned, captured, Some((df, dr)))
                } else if reaches_last {
                    match self.b.r.crown_then {
                        Crowning::Stop => false,
                        Crowning::KingGoesOn => {
                            self.jumps(land, true, true, captured, Some((df, dr)))
                        }
                        Crowning::StayMan => {
                            self.jumps(land, false, false, captured, Some((df, dr)))
                        }
                    }
                } else {
                    self.jumps(land, false, false, captured, Some((df, dr)))
                };
                results.push((land, goes_on, before));
            }
            // A piece that can go on capturing must; a king must pick a landing that goes on.
            if !results.iter().any(|r| r.1) {
                for (land, _, _) in results {
                    let crowns = crowned || (!king && land.1 == self.b.last_rank(self.color));
                    self.finish(land, captured, crowns);
                }
            }
            captured.pop();
        }
        any
    }
}

fn board_of(pos: &Position) -> Board {
    let v = pos.variant();
    let r = rules(v);
    let mut grid = vec![vec![None; r.size as usize]; r.size as usize];
    for color in Color::ALL {
        for sq in pos.pieces(color) {
            let (f, rk) = v.board().coords(sq);
            grid[f as usize][rk as usize] = Some(Cell {
                color,
                king: pos.piece_at(sq).map(|p| p.role) == Some(Role::King),
            });
        }
    }
    Board {
        r,
        grid,
        turn: pos.turn(),
    }
}

/// A finished capture path: the move, and what precedence rules weigh.
struct Capture {
    mv: RefMove,
    pieces: usize,
    kings: usize,
    by_king: bool,
    /// For each piece taken, in order, whether it was a king.
    kings_in_order: Vec<bool>,
}

/// Every finished capture path of the side to move.
fn all_captures(b: &Board) -> Vec<Capture> {
    let mut captures = Vec::new();
    for f in 0..b.r.size {
        for rk in 0..b.r.size {
            let Some(cell) = b.at((f, rk)) else { continue };
            if cell.color != b.turn {
                continue;
            }
            let mut j = Jumper {
                b,
                color: b.turn,
                origin: (f, rk),
                found: Vec::new(),
            };
            j.jumps((f, rk), cell.king, false, &mut Vec::new(), None);
            for (to, caps, kings, crowned) in j.found {
                let kings_in_order = caps
                    .iter()
                    .map(|&sq| b.at(sq).is_some_and(|c| c.king))
                    .collect();
                captures.push(Capture {
                    pieces: caps.len(),
                    kings,
                    by_king: cell.king,
                    kings_in_order,
                    mv: ((f, rk), to, caps.into_iter().collect(), crowned),
                });
            }
        }
    }
    captures
}

/// The capture paths the precedence rule allows, duplicates kept.
fn best_captures(b: &Board) -> Vec<RefMove> {
    let mut captures = all_captures(b);
    if b.r.kings_first && captures.iter().any(|c| c.by_king) {
        captures.retain(|c| c.by_king);
    }
    // Compared as tuples: a later field counts only among equals in the earlier ones, and
    // `true` (a king) ranks above `false`, so the earliest king wins.
    let key = |c: &Capture| {
        if b.r.italian {
            (c.pieces, c.by_king, c.kings, c.kings_in_order.clone())
        } else {
            match (b.r.most_pieces, b.r.then_most_kings) {
                (false, _) => (0, false, 0, vec![]),
                (true, false) => (c.pieces, false, 0, vec![]),
                (true, true) => (c.pieces, false, c.kings, vec![]),
            }
        }
    };
    let best = captures.iter().map(key).max().unwrap_or_default();
    captures
        .iter()
        .filter(|c| key(c) == best)
        .map(|c| c.mv.clone())
        .collect()
}

/// Steps of the side to move (only legal when no capture exists).
fn quiet_moves(b: &Board) -> Vec<RefMove> {
    let mut quiet = Vec::new();
    for f in 0..b.r.size {
        for rk in 0..b.r.size {
            let Some(cell) = b.at((f, rk)) else { continue };
            if cell.color != b.turn {
                continue;
            }
            let dirs = if cell.king {
                b.all_dirs()
            } else {
                b.man_step_dirs(b.turn)
            };
            for (df, dr) in dirs {
                let mut to = (f + df, rk + dr);
                while b.inside(to) && b.at(to).is_none() {
                    let crowns = !cell.king && to.1 == b.last_rank(b.turn);
                    quiet.push(((f, rk), to, BTreeSet::new(), crowns));
                    if !(cell.king && b.r.flying) {
                        break;
                    }
                    to = (to.0 + df, to.1 + dr);
                }
            }
        }
    }
    quiet
}

/// The legal moves of `pos` by the reference rules, each path listed (duplicates kept).
pub fn move_paths(pos: &Position) -> Vec<RefMove> {
    let b = board_of(pos);
    let captures = best_captures(&b);
    if captures.is_empty() {
        quiet_moves(&b)
    } else {
        captures
    }
}

/// The legal moves of `pos` by the reference rules, duplicates merged.
pub fn legal_moves(pos: &Position) -> BTreeSet<RefMove> {
    move_paths(pos).into_iter().collect()
}

/// The core's legal moves in the reference's terms.
pub fn core_moves(pos: &Position) -> BTreeSet<RefMove> {
    let board = pos.variant().board();
    let c = |sq| {
        let (f, r) = board.coords(sq);
        (f as i8, r as i8)
    };
    pos.legal_moves()
        .iter()
        .map(|m| {
            (
                c(m.from()),
                c(m.to()),
                m.captured().map(c).collect(),
                m.promotes(),
            )
        })
        .collect()
}
