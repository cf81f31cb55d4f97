//! The evaluation graph's geometry: White's winning percentage over the game as an area in a
//! box of [`WIDTH`] by [`HEIGHT`] (an SVG `viewBox`), the moves' marks as dots on it, and the
//! move a click on it asks for.

/// The graph's box, in the SVG's own units: wide and low, as the panel is.
pub const WIDTH: f64 = 200.0;
pub const HEIGHT: f64 = 40.0;

/// Where the position after `ply` of `plies` moves, White at `percent`, sits in the box.
pub fn point(ply: usize, plies: usize, percent: f64) -> (f64, f64) {
    let x = WIDTH * ply as f64 / plies.max(1) as f64;
    let y = HEIGHT * (1.0 - percent.clamp(0.0, 100.0) / 100.0);
    (x, y)
}

/// The SVG path of White's share: from the bottom left along the percentages (the start first)
/// and back along the bottom, so that White's part of the box is filled.
pub fn area(percents: &[f64], plies: usize) -> String {
    let mut path = format!("M0 {HEIGHT}");
    for (ply, &percent) in percents.iter().enumerate() {
        let (x, y) = point(ply, plies, percent);
        path.push_str(&format!(" L{x:.1} {y:.1}"));
    }
    let (end, _) = point(percents.len().saturating_sub(1), plies, 0.0);
    path.push_str(&format!(" L{end:.1} {HEIGHT} Z"));
    path
}

/// The number of moves before the position a click at `fraction` of the graph's width asks
/// for (0 the start, `plies` the end).
pub fn ply_at(fraction: f64, plies: usize) -> usize {
    let ply = (fraction.clamp(0.0, 1.0) * plies as f64).round();
    (ply as usize).min(plies)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_graph_spans_the_game_and_a_click_finds_the_nearest_move() {
        assert_eq!(point(0, 40, 50.0), (0.0, 20.0));
        assert_eq!(point(40, 40, 100.0), (WIDTH, 0.0));
        assert_eq!(point(10, 40, 0.0), (50.0, HEIGHT));
        assert_eq!(point(0, 0, 120.0), (0.0, 0.0));
        assert_eq!(
            area(&[50.0, 75.0, 25.0], 2),
            "M0 40 L0.0 20.0 L100.0 10.0 L200.0 30.0 L200.0 40 Z"
        );
        // Under way: the area ends where the review has come to.
        assert!(area(&[50.0, 60.0], 4).ends_with("L50.0 16.0 L50.0 40 Z"));
        assert_eq!(ply_at(0.0, 30), 0);
        assert_eq!(ply_at(0.51, 30), 15);
        assert_eq!(ply_at(1.2, 30), 30);
        assert_eq!(ply_at(-1.0, 30), 0);
    }
}
