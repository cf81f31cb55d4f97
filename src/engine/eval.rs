//! Static evaluation, per board family, in hundredths of a man from the side to move's view.
//!
//! Terms: material (king values right for each variant: a flying king is worth about three men,
//! an English short king about one and a half, a Turkish orthogonal king about three and a half),
//! advancement by rank, a guard on the home row, centre men, mobility of men and kings, runaway
//! men (a man whose way to the crowning row nobody can bar), and endgame knowledge: king
//! endings the variant's rules make drawn score near zero.
//!
//! # Tuning
//! Weights live in [`weights`] (one row per variant family). They were set from draughts
//! knowledge (values a player would give) and are checked by self-play, one change at a time:
//! 1. keep the current build as the baseline: `cp target/release/draughts /tmp/draughts-base`;
//! 2. change one weight (or one search feature), rebuild;
//! 3. play the new build against the baseline over the Hub protocol, same time for both:
//!    `draughts match --variant V --games 30 --first level=8,movetime=50
//!    --second hub=/tmp/draughts-base,movetime=50`
//!    (pairs of games from seeded random openings, colours swapped; the tool prints the score
//!    with a 95% interval and the Elo difference);
//! 4. keep the change only if it scores above 50%; record the new `draughts bench` signature.
//!
//! Time limits, not node limits, are used for step 3, so a change that slows the evaluation
//! pays for it.

use crate::bitboard::Bitboard;
use crate::geometry::Board;
use crate::mv::Move;
use crate::position::Position;
use crate::rules::{Rules, Variant};
use crate::square::{Color, Square};

/// The weights of one variant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Weights {
    pub(crate) man: i32,
    pub(crate) king: i32,
    /// Bonus of a man by rank counted from its own home row (index 0).
    pub(crate) advance: [i32; 10],
    /// Per man still on its home row, while the opponent has no king.
    pub(crate) home_guard: i32,
    /// Per man on a central square.
    pub(crate) centre: i32,
    /// Per empty square a man can step to.
    pub(crate) man_mobility: i32,
    /// Per empty square a king can move to.
    pub(crate) king_mobility: i32,
    /// Bonus of a runaway man 1, 2 and 3 rows from crowning.
    pub(crate) runaway: [i32; 3],
    /// Per king on the long diagonal (the "main road" of flying kings).
    pub(crate) main_road: i32,
    /// Percent of the material lead added per piece traded off, so the side ahead trades down.
    pub(crate) trade_down: i32,
}

const FLYING_8X8: Weights = Weights {
    man: 100,
    king: 280,
    advance: [0, 2, 4, 7, 11, 17, 26, 0, 0, 0],
    home_guard: 8,
    centre: 4,
    man_mobility: 2,
    king_mobility: 2,
    runaway: [140, 90, 50],
    main_road: 15,
    trade_down: 2,
};

/// The weights of each variant.
pub(crate) fn weights(variant: Variant) -> Weights {
    match variant {
        Variant::Brazilian | Variant::Russian | Variant::Spanish => FLYING_8X8,
        Variant::International => Weights {
            king: 300,
            advance: [0, 1, 2, 3, 5, 7, 10, 14, 20, 0],
            home_guard: 5,
            runaway: [160, 110, 60],
            main_road: 10,
            trade_down: 1,
            ..FLYING_8X8
        },
        Variant::English => Weights {
            king: 150,
            advance: [0, 1, 2, 4, 7, 11, 16, 0, 0, 0],
            home_guard: 10,
            king_mobility: 3,
            runaway: [40, 25, 12],
            main_road: 0,
            ..FLYING_8X8
        },
        Variant::Turkish => Weights {
            king: 350,
            advance: [0, 0, 2, 5, 9, 15, 24, 0, 0, 0],
            home_guard: 0,
            centre: 2,
            man_mobility: 1,
            runaway: [200, 130, 70],
            ..FLYING_8X8
        },
    }
}

/// The evaluation of one variant: its weights and the board masks they need.
pub(crate) struct Evaluator {
    board: &'static Board,
    weights: Weights,
    flying_kings: bool,
    /// `ranks[color][r]`: squares on rank `r` counted from `color`'s home row.
    ranks: [[Bitboard; 10]; 2],
    /// `cones[color][sq]`: the squares ahead of a man of `color` on `sq` that an enemy could use
    /// to stop it (those no farther sideways than ahead).
    cones: [[Bitboard; 64]; 2],
    /// The long diagonal (a1-h8, or 46-5 on 10x10); empty on the orthogonal board.
    long_diagonal: Bitboard,
    /// Pieces on the board at the start.
    start_pieces: i32,
    /// `man_values[color][sq]`: what a man of `color` on `sq` is worth without conditions
    /// (material, advancement, centre), so a side's men cost one table read each.
    man_values: [[i32; 64]; 2],
    /// `king_values[sq]`: material and the long diagonal.
    king_values: [i32; 64],
}

/// The terms that only depend on where each piece stands, from White's point of view: kept up
/// to date move by move by the search ([`Evaluator::material_after_for`]) instead of recounted at
/// every leaf.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Material {
    /// Material, advancement, centre and the long diagonal of every piece.
    placement: i32,
    /// Plain material (men and kings at their weights).
    lead: i32,
}

impl Evaluator {
    pub(crate) fn new(variant: Variant) -> Evaluator {
        let board = variant.board();
        let size = board.size;
        let mut ranks = [[Bitboard::EMPTY; 10]; 2];
        let mut cones = [[Bitboard::EMPTY; 64]; 2];
        let mut centre = Bitboard::EMPTY;
        let mut long_diagonal = Bitboard::EMPTY;
        let low = size / 2 - 2;
        let high = size / 2 + 1;
        for sq in board.squares {
            let (file, rank) = board.coords(sq);
            ranks[0][rank as usize].insert(sq);
            ranks[1][(size - 1 - rank) as usize].insert(sq);
            if (low..=high).contains(&file) && (low..=high).contains(&rank) {
                centre.insert(sq);
            }
            if !board.orthogonal && file == rank {
                long_diagonal.insert(sq);
            }
            for other in board.squares {
                let (f, r) = board.coords(other);
                let sideways = f.abs_diff(file);
                if r > rank && sideways <= r - rank {
                    cones[0][sq.index() as usize].insert(other);
                }
                if r < rank && sideways <= rank - r {
                    cones[1][sq.index() as usize].insert(other);
                }
            }
        }
        let w = weights(variant);
        let mut man_values = [[0; 64]; 2];
        let mut king_values = [0; 64];
        for sq in board.squares {
            let i = sq.index() as usize;
            for (c, values) in man_values.iter_mut().enumerate() {
                let rank = ranks[c].iter().position(|r| r.contains(sq)).unwrap_or(0);
                values[i] = w.man + w.advance[rank] + w.centre * i32::from(centre.contains(sq));
            }
            king_values[i] = w.king + w.main_road * i32::from(long_diagonal.contains(sq));
        }
        Evaluator {
            board,
            weights: w,
            flying_kings: crate::dispatch!(variant, R => <R as crate::Rules>::FLYING_KINGS),
            ranks,
            cones,
            long_diagonal,
            start_pieces: (variant.start_squares(Color::White).count()
                + variant.start_squares(Color::Black).count()) as i32,
            man_values,
            king_values,
        }
    }

    /// The evaluation from the side to move's point of view.
    #[cfg(test)]
    pub(crate) fn evaluate(&self, pos: &Position) -> i32 {
        crate::dispatch!(pos.variant(), R => self.evaluate_with::<R>(pos, self.material(pos)))
    }

    /// The evaluation, given `material == self.material(pos)`. `R` must be the rules of the
    /// evaluator's variant: the board's shape then becomes a constant of the compiled code.
    pub(crate) fn evaluate_with<R: Rules>(&self, pos: &Position, material: Material) -> i32 {
        let occupied = pos.occupied().count() as i32;
        let score = material.placement + self.side::<R, true>(pos) - self.side::<R, false>(pos)
            + self.trade_down_bonus(material.lead, occupied);
        let score = if occupied <= 4 && self.is_drawish(pos) {
            score / 8
        } else {
            score
        };
        match pos.turn() {
            Color::White => score,
            Color::Black => -score,
        }
    }

    /// What a piece on `sq` is worth to its own side wherever else the pieces stand.
    #[inline]
    fn placement(&self, color: Color, king: bool, sq: Square) -> i32 {
        if king {
            self.king_values[sq.index() as usize]
        } else {
            self.man_values[color as usize][sq.index() as usize]
        }
    }

    /// The piece-by-piece terms of a position, counted from scratch.
    pub(crate) fn material(&self, pos: &Position) -> Material {
        let w = &self.weights;
        let mut material = Material {
            placement: 0,
            lead: 0,
        };
        for color in Color::ALL {
            let sign = if color == Color::White { 1 } else { -1 };
            for sq in pos.pieces(color) {
                let king = pos.kings().contains(sq);
                material.placement += sign * self.placement(color, king, sq);
                material.lead += sign * if king { w.king } else { w.man };
            }
        }
        material
    }

    /// The piece-by-piece terms after a legal move of either side (for the tests).
    #[cfg(test)]
    pub(crate) fn material_after(&self, pos: &Position, material: Material, mv: &Move) -> Material {
        match pos.turn() {
            Color::White => self.material_after_for::<true>(pos, material, mv),
            Color::Black => self.material_after_for::<false>(pos, material, mv),
        }
    }

    /// The piece-by-piece terms after a legal move of White (if `WHITE`) or Black, from those
    /// before it.
    #[inline(always)]
    pub(crate) fn material_after_for<const WHITE: bool>(
        &self,
        pos: &Position,
        material: Material,
        mv: &Move,
    ) -> Material {
        let w = &self.weights;
        let (us, them) = if WHITE {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let kings = pos.kings();
        let was_king = kings.contains(mv.from());
        let mut own = self.placement(us, was_king || mv.promotes(), mv.to())
            - self.placement(us, was_king, mv.from());
        let mut lead = if mv.promotes() { w.king - w.man } else { 0 };
        if mv.is_capture() {
            let men = mv.captured() - kings;
            let taken_kings = mv.captured() & kings;
            for sq in men {
                own += self.man_values[them as usize][sq.index() as usize];
            }
            for sq in taken_kings {
                own += self.king_values[sq.index() as usize];
            }
            lead += men.count() as i32 * w.man + taken_kings.count() as i32 * w.king;
        }
        if WHITE {
            Material {
                placement: material.placement + own,
                lead: material.lead + lead,
            }
        } else {
            Material {
                placement: material.placement - own,
                lead: material.lead - lead,
            }
        }
    }

    /// The terms of one side (White if `WHITE`) that depend on the other pieces, from its own
    /// point of view. The colour is a constant of the compiled code, so the directions its men
    /// step in and its rank masks are known to the compiler.
    fn side<R: Rules, const WHITE: bool>(&self, pos: &Position) -> i32 {
        let color = if WHITE { Color::White } else { Color::Black };
        let w = &self.weights;
        let board = R::BOARD;
        let c = color as usize;
        let own = pos.pieces(color);
        let enemy = pos.pieces(color.opponent());
        let men = own - pos.kings();
        let kings = own & pos.kings();
        let enemy_kings = enemy & pos.kings();
        let empty = board.squares - pos.occupied();

        let mut score = 0;
        if enemy_kings.is_empty() {
            score += w.home_guard * (men & self.ranks[c][0]).count() as i32;
        }

        let mut steps = 0;
        for d in 0..crate::geometry::DIRECTIONS {
            if board.man_step_dirs[c] & (1 << d) != 0 {
                steps += (board.step(men.0, d) & empty.0).count_ones() as i32;
            }
        }
        score += w.man_mobility * steps;

        if kings.any() {
            let occupied = pos.occupied().0;
            let mut reach = 0;
            for king in kings {
                for d in 0..crate::geometry::DIRECTIONS {
                    reach += if R::FLYING_KINGS {
                        (board.ray_until(king, d, occupied).0 & empty.0).count_ones()
                    } else {
                        (board.step(1 << king.index(), d) & empty.0).count_ones()
                    } as i32;
                }
            }
            score += w.king_mobility * reach;
        }

        if enemy_kings.is_empty() {
            let size = board.size as usize;
            for (to_go, bonus) in w.runaway.iter().enumerate() {
                for man in men & self.ranks[c][size - 2 - to_go] {
                    if self.is_runaway(pos, color, man) {
                        score += bonus;
                    }
                }
            }
        }
        score
    }

    /// The material lead grows a little with each piece off the board: a side ahead should
    /// trade, a side behind should keep pieces on.
    fn trade_down_bonus(&self, lead: i32, on_board: i32) -> i32 {
        let traded = self.start_pieces - on_board;
        lead * traded * self.weights.trade_down / 100
    }

    /// Whether nothing stands in the cone ahead of this man: no enemy can stop it crowning.
    fn is_runaway(&self, pos: &Position, color: Color, man: Square) -> bool {
        (self.cones[color as usize][man.index() as usize] & pos.occupied()).is_empty()
    }

    /// King endings the draw rules make hard or impossible to win, where material alone misleads:
    /// with flying diagonal kings, one or two pieces (a king among them) against a lone king, and
    /// three against a lone king that holds the long diagonal. (Short English kings and Turkish
    /// orthogonal kings do win such endings.)
    fn is_drawish(&self, pos: &Position) -> bool {
        if !self.flying_kings || self.board.orthogonal {
            return false;
        }
        Color::ALL.into_iter().any(|lone| {
            let weak = pos.pieces(lone);
            let strong = pos.pieces(lone.opponent());
            if weak.count() != 1 || (weak & pos.kings()).is_empty() {
                return false;
            }
            let strong_kings = (strong & pos.kings()).count();
            match strong.count() {
                1 | 2 => strong_kings >= 1,
                3 => (weak & self.long_diagonal).any(),
                _ => false,
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_are_balanced() {
        for variant in Variant::ALL {
            let eval = Evaluator::new(variant);
            let pos = Position::start(variant);
            let score = eval.evaluate(&pos);
            assert!(score.abs() < 30, "{variant}: {score}");
        }
    }

    #[test]
    fn material_after_a_move_matches_the_count_from_scratch() {
        for variant in Variant::ALL {
            let eval = Evaluator::new(variant);
            let mut pos = Position::start(variant);
            let mut material = eval.material(&pos);
            for ply in 0..200 {
                let moves = pos.legal_moves();
                let Some(mv) = moves.get((ply * 7 + 3) % moves.len().max(1)) else {
                    break;
                };
                material = eval.material_after(&pos, material, mv);
                pos = pos.play_unchecked(mv);
                assert_eq!(material, eval.material(&pos), "{variant} ply {ply}");
            }
        }
    }

    #[test]
    fn extra_man_is_good_and_symmetric() {
        let eval = Evaluator::new(Variant::Brazilian);
        let pos = Position::from_fen(Variant::Brazilian, "W:W21,22,23:B10,11").unwrap();
        assert!(eval.evaluate(&pos) > 50);
        assert!(eval.evaluate(&pos.with_turn(Color::Black)) < -50);
    }

    #[test]
    fn lone_king_against_two_kings_is_drawish() {
        let eval = Evaluator::new(Variant::International);
        let pos = Position::from_fen(Variant::International, "W:WK46,K50:BK5").unwrap();
        assert!(eval.evaluate(&pos).abs() < 100);
        let english = Evaluator::new(Variant::English);
        let pos = Position::from_fen(Variant::English, "W:WK29,K32:BK1").unwrap();
        assert!(english.evaluate(&pos) > 100);
    }
}
