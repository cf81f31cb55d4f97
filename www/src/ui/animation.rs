//! A move sliding across the board: the moving piece follows the capture path, one jump after
//! another, and the captured pieces fade as the move ends.

use crate::ui::view::{BoardView, Sprite};
use draughts::{Move, Position, Square};

/// Time for one step or jump, in milliseconds.
const STEP_MS: f64 = 160.0;
/// A long capture is sped up to take at most this long.
const MAX_MS: f64 = 900.0;

/// One move being animated.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    before: Position,
    mv: Move,
    /// The origin and every landing square, as display `(file, rank)`.
    points: Vec<(f64, f64)>,
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
        let steps = (points.len() - 1).max(1) as f64;
        Animation {
            before,
            mv,
            points,
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

    /// Where the moving piece is at `now_ms`, as fractional display `(file, rank)`.
    pub fn point(&self, now_ms: f64) -> (f64, f64) {
        let segments = self.points.len() - 1;
        if segments == 0 {
            return self.points[0];
        }
        // Ease in and out over the whole move.
        let t = self.progress(now_ms);
        let eased = t * t * (3.0 - 2.0 * t);
        let along = eased * segments as f64;
        let i = (along.floor() as usize).min(segments - 1);
        let local = along - i as f64;
        let (a, b) = (self.points[i], self.points[i + 1]);
        (a.0 + (b.0 - a.0) * local, a.1 + (b.1 - a.1) * local)
    }

    /// `view` (of the position after the move) redrawn as the animation shows it at `now_ms`:
    /// the position before, the moving piece on its way, the captured pieces fading.
    pub fn apply(&self, view: &mut BoardView, now_ms: f64) {
        let variant = self.before.variant();
        let fade = 1.0 - ((self.progress(now_ms) - 0.6) / 0.4).clamp(0.0, 1.0);
        let mut sprites: Vec<Sprite> = variant
            .board()
            .squares
            .filter(|&sq| sq != self.mv.from())
            .filter_map(|sq| {
                let piece = self.before.piece_at(sq)?;
                let mut sprite = Sprite::on(variant, sq, piece);
                if self.mv.captured().contains(sq) {
                    sprite.alpha = fade;
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
    fn the_piece_follows_the_path_and_ends_on_the_destination() {
        let v = Variant::English;
        let pos = Position::from_fen(v, "W:Wc1:Bd2,d4,f4,d6,f6").unwrap();
        let (mv, path) = pos.capture_paths().into_iter().next().unwrap();
        let anim = Animation::new(pos, mv, &path, 1000.0);
        assert_eq!(anim.point(1000.0), (2.0, 0.0));
        assert_eq!(anim.point(5000.0), (4.0, 6.0));
        assert!(anim.is_done(5000.0) && !anim.is_done(1100.0));
        let (f, r) = anim.point(1000.0 + anim.duration_ms / 2.0);
        assert!(
            (r - 3.0).abs() < 1e-9 && (f == 3.0 || f == 5.0),
            "middle: {f} {r}"
        );
    }
}
