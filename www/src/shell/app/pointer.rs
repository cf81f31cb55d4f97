//! The board under the pointer: a press picks up, plays or refuses; a drag carries the piece;
//! hovering shows what a capture takes; a move played moves its piece across the board.

use super::App;
use crate::board::animation::Animation;
use crate::board::geometry::Geometry;
use crate::board::input::Click;
use crate::board::view::BoardView;
use crate::keyboard::view::Keyed;
use crate::shell::dom::{self, set_attr};
use draughts::{Move, Position, Square};

/// A piece being dragged.
pub(super) struct Drag {
    pub(super) from: Square,
    pub(super) start: (f64, f64),
    pub(super) at: (f64, f64),
    pub(super) moved: bool,
}

impl App {
    pub(super) fn geometry(&self) -> Geometry {
        Geometry::new(
            self.page.session.position().variant(),
            self.page.session.orientation(),
            self.board.side(),
        )
    }

    pub(super) fn pointer_down(&mut self, at: (f64, f64)) {
        let sq = self.geometry().square_at(at.0, at.1);
        self.point_at(sq);
        if sq.is_some() && self.page.session.input.pointed() == sq {
            // A destination: what it takes is shown until the release on it plays it.
            self.pressed = sq;
            return;
        }
        self.click(sq, at);
    }

    /// A click at `at` on a square (or off the board): plays, steps, picks up or refuses.
    pub(super) fn click(&mut self, sq: Option<Square>, at: (f64, f64)) {
        let before = *self.page.session.position();
        match self.page.session.click(sq) {
            Click::Selected(from) => {
                self.drag = Some(Drag {
                    from,
                    start: at,
                    at,
                    moved: false,
                })
            }
            Click::Play { mv, path } => return self.played(before, mv, path),
            _ => {}
        }
        // Only the selection or a notice changed.
        self.render();
    }

    /// Points at `sq` before a click (hover, press, drag): the board shows what the capture to
    /// it takes. True when the board changed.
    pub(super) fn point_at(&mut self, sq: Option<Square>) -> bool {
        let pos = *self.page.session.position();
        if !self.page.session.input.point_at(&pos, sq) {
            return false;
        }
        self.view = BoardView::new(&self.page.session);
        self.redraw();
        true
    }

    pub(super) fn pointer_move(&mut self, at: (f64, f64)) {
        // Hovering, pressing or dragging over a destination shows what it takes.
        let sq = self.geometry().square_at(at.0, at.1);
        self.point_at(sq);
        let threshold = self.geometry().cell_side() * 0.15;
        let Some(drag) = &mut self.drag else {
            return;
        };
        drag.at = at;
        if (at.0 - drag.start.0).hypot(at.1 - drag.start.1) > threshold {
            drag.moved = true;
        }
        if drag.moved {
            self.redraw();
        }
    }

    pub(super) fn pointer_up(&mut self, at: (f64, f64)) {
        let sq = self.geometry().square_at(at.0, at.1);
        if let Some(pressed) = self.pressed.take() {
            if sq == Some(pressed) {
                self.click(sq, at);
            } else {
                self.point_at(None);
            }
            return;
        }
        let Some(drag) = self.drag.take() else {
            return;
        };
        if !drag.moved {
            return; // A plain click, handled on pointerdown.
        }
        if sq != Some(drag.from) {
            // Dropped: the piece is already where it lands, so no animation.
            self.page.session.click(sq);
        }
        self.refresh();
    }

    pub(super) fn animate(&mut self, before: Position, mv: Move, path: &[Square]) {
        if dom::prefers_reduced_motion() {
            return;
        }
        self.set_animation(Some(Animation::new(before, mv, path, dom::now_ms())));
        self.request_frame();
    }

    /// Starts or ends a piece's move across the board. The canvas's `data-moving` says whether
    /// one is under way, so that whoever reads the board's pixels can wait for it to settle.
    pub(super) fn set_animation(&mut self, animation: Option<Animation>) {
        let moving = if animation.is_some() { "true" } else { "false" };
        set_attr(&self.board.canvas, "data-moving", moving);
        self.animation = animation;
    }

    /// Shows what a key on the board or a typed move changed.
    pub(crate) fn keyed(&mut self, before: Position, keyed: Keyed) {
        match keyed {
            Keyed::Nothing => self.redraw(),
            Keyed::Changed => self.render(),
            Keyed::Played { mv, path } => self.played(before, mv, path),
        }
    }
}
