//! Draws a [`BoardView`] on the `<canvas id="board">`: N x N equal cells filling the canvas,
//! sharp on high-DPI screens (the backing store follows `devicePixelRatio`).

use crate::board::geometry::Geometry;
use crate::board::theme::{Palette, PieceColors, Theme};
use crate::board::view::{BoardView, Corner, Sprite};
use draughts::{Color, Piece, Role, Square};
use std::f64::consts::TAU;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

const LAST_MOVE: &str = "rgba(255, 214, 80, 0.45)";
const LAST_MOVE_LINE: &str = "rgba(255, 236, 150, 0.8)";
/// The squares a capture entered step by step has passed, and the line through them.
const ROUTE: &str = "rgba(240, 170, 60, 0.45)";
const ROUTE_LINE: &str = "rgba(225, 135, 25, 0.85)";
const MUST_CAPTURE: &str = "#e8483b";
/// The cross on a piece taken (or about to be) by the capture being entered.
const TAKEN: &str = "#d93425";
const HINT: &str = "rgba(60, 130, 230, 0.5)";
const HINT_LINE: &str = "rgba(40, 100, 210, 0.85)";
/// The analysis's best move: an arrow over the pieces, seen through.
const BEST_ARROW: &str = "rgba(21, 120, 60, 0.7)";
/// A veil over a greyed board.
const GREY_VEIL: &str = "rgba(255, 255, 255, 0.25)";
const CROWN: &str = "#e0ad2c";
const CROWN_EDGE: &str = "#7a5410";

/// The canvas and its 2D context.
pub struct BoardCanvas {
    pub canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    /// Side in CSS pixels, as last measured.
    side: f64,
    /// Pre-drawn pieces for the current cell size: blurred shadows and gradients are drawn once
    /// per size instead of once per piece per frame.
    images: Option<PieceImages>,
    /// The label font last set on the context. Setting `font` parses the CSS font text each
    /// time (a large share of a redraw), so it is set only when the cell size changes; resizing
    /// the backing store resets the context and clears this.
    font: String,
    /// The theme's colours.
    palette: &'static Palette,
    /// The view on the canvas now, unless a resize cleared it: drawing it again is skipped, so
    /// a change that leaves the board as it is (a panel button, the first full render after
    /// startup drew the board) costs no redraw.
    drawn: Option<BoardView>,
}

/// The four pieces drawn at one size.
struct PieceImages {
    /// Side of one image in device pixels.
    pixels: u32,
    images: Vec<(Piece, HtmlCanvasElement)>,
}

/// Square names: this share of a cell, within these sizes in CSS pixels (legible on a phone's
/// 10x10 board, discreet on a large one).
const LABEL_SHARE: f64 = 0.2;
const LABEL_MIN_PX: f64 = 9.0;
const LABEL_MAX_PX: f64 = 14.0;

/// Images are this much larger than a cell, so that shadows fit.
const IMAGE_MARGIN: f64 = 1.2;

impl BoardCanvas {
    pub fn new(canvas: HtmlCanvasElement) -> Result<BoardCanvas, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or("no 2D canvas context")?
            .dyn_into::<CanvasRenderingContext2d>()?;
        let mut board = BoardCanvas {
            canvas,
            ctx,
            side: 0.0,
            images: None,
            font: String::new(),
            palette: Theme::default().palette(),
            drawn: None,
        };
        board.resize();
        Ok(board)
    }

    /// Draws with `theme`'s colours from now on.
    pub fn set_theme(&mut self, theme: Theme) {
        self.palette = theme.palette();
        self.images = None;
        self.drawn = None;
    }

    /// Side of the board in CSS pixels.
    pub fn side(&self) -> f64 {
        self.side
    }

    /// Matches the backing store to the canvas's laid-out size and the screen's pixel ratio.
    pub fn resize(&mut self) {
        let rect = self.canvas.get_bounding_client_rect();
        let side = rect.width().max(1.0);
        let ratio = web_sys::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(1.0);
        let pixels = (side * ratio).round() as u32;
        if self.canvas.width() != pixels {
            self.canvas.set_width(pixels);
            self.canvas.set_height(pixels);
            self.font.clear();
        }
        self.side = side;
        self.drawn = None;
        let scale = f64::from(pixels) / side;
        self.ctx
            .set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0)
            .ok();
    }

    /// Draws the whole board, unless it shows `view` already.
    pub fn draw(&mut self, view: &BoardView) {
        if self.drawn.as_ref() == Some(view) {
            return;
        }
        self.drawn = Some(view.clone());
        let g = Geometry::new(view.variant, view.orientation, self.side);
        self.prepare_images(&g);
        self.squares(&g);
        self.tint_path(&g, &view.last_move, LAST_MOVE, LAST_MOVE_LINE);
        self.tint_path(&g, &view.hint, HINT, HINT_LINE);
        self.tint_path(&g, &view.route, ROUTE, ROUTE_LINE);
        if let Some(sq) = view.selected {
            self.fill_cell(&g, sq, self.palette.selected);
        }
        for sprite in view.pieces.iter().filter(|s| !s.lifted) {
            let (x, y) = g.point(sprite.cell);
            let standing = self.square_of(&g, sprite);
            let jumped = standing.is_some_and(|sq| view.jumped.contains(sq));
            let alpha = if jumped { 0.35 } else { sprite.alpha };
            self.piece(&g, x, y, sprite, alpha);
            if standing.is_some_and(|sq| view.must_capture.contains(sq)) {
                self.ring(&g, x, y, MUST_CAPTURE);
            }
            if jumped || standing.is_some_and(|sq| view.taken.contains(sq)) {
                self.cross(&g, x, y);
            }
        }
        self.arrow(&g, &view.best, BEST_ARROW);
        // Under the square names, which stay legible on it.
        if let Some(cell) = view.cursor {
            self.cursor(&g, cell);
        }
        self.labels(&g, view);
        for sq in view.targets {
            self.target(
                &g,
                sq,
                view.pieces
                    .iter()
                    .any(|s| self.square_of(&g, s) == Some(sq)),
            );
        }
        for sprite in view.pieces.iter().filter(|s| s.lifted) {
            let (x, y) = g.point(sprite.cell);
            self.piece(&g, x, y, sprite, sprite.alpha);
        }
        if view.greyed {
            self.grey();
        }
    }

    /// An arrow along `path` (origin first), its head on the last square.
    fn arrow(&self, g: &Geometry, path: &[Square], color: &str) {
        let points: Vec<(f64, f64)> = path.iter().map(|&sq| g.centre(sq)).collect();
        let (Some(&(x0, y0)), Some(&(x1, y1))) =
            (points.get(points.len().wrapping_sub(2)), points.last())
        else {
            return;
        };
        let side = g.cell_side();
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = dx.hypot(dy);
        if length == 0.0 {
            return;
        }
        let (ux, uy) = (dx / length, dy / length);
        let head = side * 0.38;
        // The shaft stops where the head begins, so the two do not overlap and darken.
        let (bx, by) = (x1 - ux * head, y1 - uy * head);
        let ctx = &self.ctx;
        ctx.set_stroke_style_str(color);
        ctx.set_fill_style_str(color);
        ctx.set_line_width(side * 0.15);
        ctx.set_line_cap("butt");
        ctx.set_line_join("round");
        ctx.begin_path();
        for (i, &(x, y)) in points[..points.len() - 1].iter().enumerate() {
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.line_to(bx, by);
        ctx.stroke();
        let (px, py) = (-uy * head * 0.6, ux * head * 0.6);
        ctx.begin_path();
        ctx.move_to(x1, y1);
        ctx.line_to(bx + px, by + py);
        ctx.line_to(bx - px, by - py);
        ctx.close_path();
        ctx.fill();
    }

    /// The keyboard's cursor: a square outline inside the cell, in the theme's cursor colour
    /// over a wider one in its halo colour, so that it shows on any square and piece.
    fn cursor(&self, g: &Geometry, cell: (u8, u8)) {
        let ctx = &self.ctx;
        let (x, y) = g.cell_origin(cell);
        let s = g.cell_side();
        let outer = (s * 0.16).max(6.0);
        let inner = outer * 0.5;
        let inset = outer / 2.0;
        ctx.set_line_join("miter");
        for (color, width) in [(self.palette.halo, outer), (self.palette.cursor, inner)] {
            ctx.set_stroke_style_str(color);
            ctx.set_line_width(width);
            ctx.stroke_rect(x + inset, y + inset, s - 2.0 * inset, s - 2.0 * inset);
        }
    }

    /// Turns the whole board grey and paler: an earlier position, not the game's.
    fn grey(&self) {
        let ctx = &self.ctx;
        ctx.set_global_composite_operation("saturation").ok();
        ctx.set_fill_style_str("#808080");
        ctx.fill_rect(0.0, 0.0, self.side, self.side);
        ctx.set_global_composite_operation("source-over").ok();
        ctx.set_fill_style_str(GREY_VEIL);
        ctx.fill_rect(0.0, 0.0, self.side, self.side);
    }

    /// The square a sprite stands on, when it is not between squares.
    fn square_of(&self, g: &Geometry, sprite: &Sprite) -> Option<Square> {
        let (f, r) = sprite.cell;
        if f.fract() != 0.0 || r.fract() != 0.0 || f < 0.0 || r < 0.0 {
            return None;
        }
        g.variant.square_at_display(f as u8, r as u8)
    }

    fn squares(&self, g: &Geometry) {
        let ctx = &self.ctx;
        let s = g.cell_side();
        let orthogonal = g.variant.board().orthogonal;
        let palette = self.palette;
        ctx.set_fill_style_str(if orthogonal {
            palette.plain
        } else {
            palette.light
        });
        ctx.fill_rect(0.0, 0.0, self.side, self.side);
        if orthogonal {
            ctx.set_stroke_style_str(palette.grid);
            ctx.set_line_width(1.0);
            ctx.begin_path();
            for i in 1..g.size() {
                let at = (f64::from(i) * s).round() + 0.5;
                ctx.move_to(at, 0.0);
                ctx.line_to(at, self.side);
                ctx.move_to(0.0, at);
                ctx.line_to(self.side, at);
            }
            ctx.stroke();
            return;
        }
        ctx.set_fill_style_str(palette.dark);
        for sq in g.variant.board().squares {
            let (x, y) = g.cell_origin(g.variant.display_coords(sq));
            ctx.fill_rect(x, y, s, s);
        }
    }

    fn fill_cell(&self, g: &Geometry, sq: Square, color: &str) {
        let (x, y) = g.cell_origin(g.variant.display_coords(sq));
        let s = g.cell_side();
        self.ctx.set_fill_style_str(color);
        self.ctx.fill_rect(x, y, s, s);
    }

    /// Tints every square of a path and joins their centres with a line.
    fn tint_path(&self, g: &Geometry, path: &[Square], fill: &str, line: &str) {
        if path.is_empty() {
            return;
        }
        for &sq in path {
            self.fill_cell(g, sq, fill);
        }
        let ctx = &self.ctx;
        ctx.set_stroke_style_str(line);
        ctx.set_line_width(g.cell_side() * 0.08);
        ctx.set_line_cap("round");
        ctx.set_line_join("round");
        ctx.begin_path();
        for (i, &sq) in path.iter().enumerate() {
            let (x, y) = g.centre(sq);
            if i == 0 {
                ctx.move_to(x, y);
            } else {
                ctx.line_to(x, y);
            }
        }
        ctx.stroke();
    }

    /// The square names, in their cell's corner over whatever stands there, each letter
    /// with a halo so that it reads on light and dark squares and on pieces alike.
    fn labels(&mut self, g: &Geometry, view: &BoardView) {
        let s = g.cell_side();
        let size = (s * LABEL_SHARE).clamp(LABEL_MIN_PX, LABEL_MAX_PX);
        let font = format!("700 {size:.0}px system-ui, sans-serif");
        if font != self.font {
            self.ctx.set_font(&font);
            self.font = font;
        }
        let ctx = &self.ctx;
        ctx.set_fill_style_str(self.palette.label);
        ctx.set_stroke_style_str(self.palette.halo);
        ctx.set_line_width(size * 0.3);
        ctx.set_line_join("round");
        let pad = s * 0.04;
        for label in &view.labels {
            let (x, y) = g.cell_origin(label.cell);
            let (at_x, at_y) = match label.corner {
                Corner::TopLeft => {
                    ctx.set_text_align("left");
                    ctx.set_text_baseline("top");
                    (x + pad, y + pad)
                }
                Corner::BottomRight => {
                    ctx.set_text_align("right");
                    ctx.set_text_baseline("bottom");
                    (x + s - pad, y + s - pad)
                }
            };
            ctx.stroke_text(&label.text, at_x, at_y).ok();
            ctx.fill_text(&label.text, at_x, at_y).ok();
        }
    }

    /// Draws the piece images for the current cell size, unless they are ready.
    fn prepare_images(&mut self, g: &Geometry) {
        let scale = f64::from(self.canvas.width()) / self.side.max(1.0);
        let pixels = (g.cell_side() * scale * IMAGE_MARGIN).round().max(1.0) as u32;
        if self.images.as_ref().is_some_and(|i| i.pixels == pixels) {
            return;
        }
        let mut images = Vec::new();
        for color in Color::ALL {
            for role in [Role::Man, Role::King] {
                let piece = Piece { color, role };
                let colors = match color {
                    Color::White => self.palette.white,
                    Color::Black => self.palette.black,
                };
                if let Ok(image) = piece_image(piece, colors, pixels) {
                    images.push((piece, image));
                }
            }
        }
        self.images = Some(PieceImages { pixels, images });
    }

    /// Draws a piece image centred on `(x, y)`; lifted pieces are drawn a little larger.
    fn piece(&self, g: &Geometry, x: f64, y: f64, sprite: &Sprite, alpha: f64) {
        let Some(image) = self.images.as_ref().and_then(|i| {
            i.images
                .iter()
                .find(|(p, _)| *p == sprite.piece)
                .map(|(_, c)| c)
        }) else {
            return;
        };
        let side = g.cell_side() * IMAGE_MARGIN * if sprite.lifted { 1.08 } else { 1.0 };
        self.ctx.set_global_alpha(alpha);
        self.ctx
            .draw_image_with_html_canvas_element_and_dw_and_dh(
                image,
                x - side / 2.0,
                y - side / 2.0,
                side,
                side,
            )
            .ok();
        self.ctx.set_global_alpha(1.0);
    }

    /// A ring around a piece that must capture.
    fn ring(&self, g: &Geometry, x: f64, y: f64, color: &str) {
        let ctx = &self.ctx;
        let r = g.cell_side() * 0.45;
        ctx.set_stroke_style_str(color);
        ctx.set_line_width(g.cell_side() * 0.06);
        ctx.begin_path();
        ctx.arc(x, y, r, 0.0, TAU).ok();
        ctx.stroke();
    }

    /// A cross over a piece the capture being entered takes.
    fn cross(&self, g: &Geometry, x: f64, y: f64) {
        let ctx = &self.ctx;
        let r = g.cell_side() * 0.22;
        ctx.set_stroke_style_str(TAKEN);
        ctx.set_line_width(g.cell_side() * 0.09);
        ctx.set_line_cap("round");
        ctx.begin_path();
        ctx.move_to(x - r, y - r);
        ctx.line_to(x + r, y + r);
        ctx.move_to(x + r, y - r);
        ctx.line_to(x - r, y + r);
        ctx.stroke();
    }

    /// A dot on an empty destination, or corner marks around an occupied one (a capture ending
    /// where the moving piece started, or a landing square of a step-by-step capture).
    fn target(&self, g: &Geometry, sq: Square, occupied: bool) {
        let ctx = &self.ctx;
        let (x, y) = g.centre(sq);
        ctx.set_fill_style_str(self.palette.target);
        ctx.begin_path();
        if occupied {
            ctx.set_stroke_style_str(self.palette.target);
            ctx.set_line_width(g.cell_side() * 0.08);
            ctx.arc(x, y, g.cell_side() * 0.46, 0.0, TAU).ok();
            ctx.stroke();
        } else {
            ctx.arc(x, y, g.cell_side() * 0.15, 0.0, TAU).ok();
            ctx.fill();
            // Edged in the halo colour, the dot shows on light squares too (Turkish boards).
            ctx.set_stroke_style_str(self.palette.halo);
            ctx.set_line_width((g.cell_side() * 0.025).max(1.5));
            ctx.stroke();
        }
    }
}

/// One piece drawn on its own canvas of `pixels` square: a shaded disc with a rim, a groove and,
/// for a king, a crown.
pub(crate) fn piece_image(
    piece: Piece,
    colors: PieceColors,
    pixels: u32,
) -> Result<HtmlCanvasElement, JsValue> {
    let canvas: HtmlCanvasElement = crate::shell::dom::document()
        .create_element("canvas")?
        .dyn_into()?;
    canvas.set_width(pixels);
    canvas.set_height(pixels);
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or("no 2D canvas context")?
        .dyn_into()?;
    let c = f64::from(pixels) / 2.0;
    let r = f64::from(pixels) / IMAGE_MARGIN * 0.4;
    let (x, y) = (c, c - r * 0.05);
    let PieceColors {
        top,
        bottom,
        rim,
        groove,
    } = colors;
    ctx.set_shadow_color("rgba(0, 0, 0, 0.45)");
    ctx.set_shadow_blur(r * 0.25);
    ctx.set_shadow_offset_y(r * 0.1);
    let gradient = ctx.create_radial_gradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r)?;
    gradient.add_color_stop(0.0, top)?;
    gradient.add_color_stop(1.0, bottom)?;
    ctx.set_fill_style_canvas_gradient(&gradient);
    ctx.begin_path();
    ctx.arc(x, y, r, 0.0, TAU)?;
    ctx.fill();
    ctx.set_shadow_color("transparent");
    ctx.set_stroke_style_str(rim);
    ctx.set_line_width(r * 0.06);
    ctx.stroke();
    ctx.set_stroke_style_str(groove);
    ctx.set_line_width(r * 0.07);
    ctx.begin_path();
    ctx.arc(x, y, r * 0.68, 0.0, TAU)?;
    ctx.stroke();
    if piece.role == Role::King {
        crown(&ctx, x, y, r);
    }
    Ok(canvas)
}

/// A five-pointed crown with a band and jewels.
fn crown(ctx: &CanvasRenderingContext2d, x: f64, y: f64, r: f64) {
    let w = r * 0.62;
    let base = y + r * 0.32;
    let band = y + r * 0.14;
    let points = [
        (-1.0, -0.5),
        (-0.5, -0.4),
        (0.0, -0.62),
        (0.5, -0.4),
        (1.0, -0.5),
    ];
    ctx.begin_path();
    ctx.move_to(x - w, base);
    ctx.line_to(x - w, band);
    for (i, &(px, py)) in points.iter().enumerate() {
        ctx.line_to(x + px * w, y + py * r);
        if let Some(&(nx, _)) = points.get(i + 1) {
            ctx.line_to(x + (px + nx) / 2.0 * w, y - r * 0.02);
        }
    }
    ctx.line_to(x + w, band);
    ctx.line_to(x + w, base);
    ctx.close_path();
    ctx.set_fill_style_str(CROWN);
    ctx.fill();
    ctx.set_stroke_style_str(CROWN_EDGE);
    ctx.set_line_width(r * 0.06);
    ctx.set_line_join("round");
    ctx.stroke();
    ctx.begin_path();
    ctx.move_to(x - w, band);
    ctx.line_to(x + w, band);
    ctx.stroke();
    for &(px, py) in &points {
        ctx.begin_path();
        ctx.arc(x + px * w, y + py * r, r * 0.07, 0.0, TAU).ok();
        ctx.fill();
        ctx.stroke();
    }
}
