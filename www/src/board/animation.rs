//! A move sliding across the board, stop by stop: the moving piece jumps from one landing
//! square of the capture path to the next, pausing briefly on each, and each captured piece
//! fades as it is jumped, so that a long capture can be followed.

use crate::board::input::jumped_along;
use crate::board::view::{BoardView, Sprite};
use draughts::{Bitboard, Move, Position, Square};

/// Time for one step or jump, in milliseconds, its pause included.
const STEP_MS: f64 = 250.0;
/// A long capture is sped up to take at most this long.
const MAX_MS: f64 = 2000.0;
/// The share of each jump spent resting on its landing square, so that every stop is seen.
const PAUSE: f64 = 0.25;

/// One move being animated.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    before: Position,
    mv: Move,
    /// The origin and every landing square, as display `(file, rank)`.
    points: Vec<(f64, f64)>,
    /// The pieces taken by each jump, in order.
    jumped: Vec<Bitboard>,
    start_ms: f64,
    duration_ms: f64,
}

impl Animation {
    /// The animation of `mv`, played in `before` along `path` (its landing squares), starting at
    /// `now_ms`.
    pub fn new(before: Position, mv: Move, path: &[Square], now_ms: f64) -> Animation {
        let variant = before.variant();
        let points: Vec<(f64, f64)> = std::iter::once(mv.from())
            .chain(path.iter().copied())
            .map(|sq| {
                let (f, r) = variant.display_coords(sq);
                (f64::from(f), f64::from(r))
            })
            .collect();
        let mut at = mv.from();
        let jumped = path
            .iter()
            .map(|&to| {
                let taken = jumped_along(&before, at, &[to]) & mv.captured();
                at = to;
                taken
            })
            .collect();
        let steps = (points.len() - 1).max(1) as f64;
        Animation {
            before,
            mv,
            points,
            jumped,
            start_ms: now_ms,
            duration_ms: (steps * STEP_MS).min(MAX_MS),
        }
    }

    /// How far the animation has gone, from 0 to 1.
    pub fn progress(&self, now_ms: f64) -> f64 {
        ((now_ms - self.start_ms) / self.duration_ms).clamp(0.0, 1.0)
    }

    pub fn is_done(&self, now_ms: f64) -> bool {
        self.progress(now_ms) >= 1.0
    }

    /// The jump under way at `now_ms` and how far along it the piece is, from 0 (leaving its
    /// stop) to 1 (landed, resting before the next jump).
    fn jump_at(&self, now_ms: f64) -> (usize, f64) {
        let segments = self.points.len() - 1;
        let along = self.progress(now_ms) * segments as f64;
        let i = (along.floor() as usize).min(segments.saturating_sub(1));
        let moving = ((along - i as f64) / (1.0 - PAUSE)).clamp(0.0, 1.0);
        // Ease in and out over each jump.
        (i, moving * moving * (3.0 - 2.0 * moving))
    }

    /// Where the moving piece is at `now_ms`, as fractional display `(file, rank)`.
    pub fn point(&self, now_ms: f64) -> (f64, f64) {
        if self.points.len() < 2 {
            return self.points[0];
        }
        let (i, t) = self.jump_at(now_ms);
        let (a, b) = (self.points[i], self.points[i + 1]);
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
    }

    /// How visible a captured piece on `sq` is at `now_ms`: it fades during the second half of
    /// the jump over it, and is gone after.
    fn captured_alpha(&self, sq: Square, now_ms: f64) -> f64 {
        let Some(k) = self.jumped.iter().position(|taken| taken.contains(sq)) else {
            return 1.0 - self.progress(now_ms);
        };
        let (i, t) = self.jump_at(now_ms);
        match i.cmp(&k) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => (2.0 - 2.0 * t).min(1.0),
            std::cmp::Ordering::Greater => 0.0,
        }
    }

    /// `view` (of the position after the move) redrawn as the animation shows it at `now_ms`:
    /// the position before, the moving piece on its way, the captured pieces fading as jumped.
    pub fn apply(&self, view: &mut BoardView, now_ms: f64) {
        let variant = self.before.variant();
        let mut sprites: Vec<Sprite> = variant
            .board()
            .squares
            .filter(|&sq| sq != self.mv.from())
            .filter_map(|sq| {
                let piece = self.before.piece_at(sq)?;
                let mut sprite = Sprite::on(variant, sq, piece);
                if self.mv.captured().contains(sq) {
                    sprite.alpha = self.captured_alpha(sq, now_ms);
                }
                Some(sprite)
            })
            .collect();
        if let Some(piece) = self.before.piece_at(self.mv.from()) {
            sprites.push(Sprite {
                piece,
                cell: self.point(now_ms),
                alpha: 1.0,
                lifted: true,
            });
        }
        view.pieces = sprites;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    #[test]
    fn the_piece_rests_on_every_stop_and_each_capture_fades_as_it_is_jumped() {
        let v = Variant::English;
        let pos = Position::from_fen(v, "W:Wc1:Bd2,d4,f4,d6,f6").unwrap();
        let (mv, path) = pos.capture_paths().into_iter().next().unwrap();
        let anim = Animation::new(pos, mv, &path, 1000.0);
        assert_eq!(anim.point(1000.0), (2.0, 0.0));
        assert_eq!(anim.point(9000.0), (4.0, 6.0));
        assert!(anim.is_done(9000.0) && !anim.is_done(1100.0));
        let jump = anim.duration_ms / 3.0;
        let d2 = v.parse_square("d2").unwrap();
        // Resting on e3 at the end of the first jump, d2 gone; the others still there.
        let resting = 1000.0 + jump * (1.0 - PAUSE / 2.0);
        assert_eq!(anim.point(resting), (4.0, 2.0));
        assert_eq!(anim.captured_alpha(d2, resting), 0.0);
        let later = v.parse_square(if path[1] == v.parse_square("c5").unwrap() {
            "d6"
        } else {
            "f6"
        });
        assert_eq!(anim.captured_alpha(later.unwrap(), resting), 1.0);
        // Halfway through the second jump the piece is between e3 and its next stop.
        let (f, r) = anim.point(1000.0 + jump * 1.4);
        assert!(r > 2.0 && r < 4.0 && f != 4.0, "between stops: {f} {r}");
        let mut view = BoardView::still(v, draughts::Color::White, Vec::new(), Vec::new());
        anim.apply(&mut view, 1000.0);
        assert_eq!(
            view.pieces.len(),
            6,
            "the position before, moving piece last"
        );
        assert!(view.pieces.last().unwrap().lifted);
    }
}
