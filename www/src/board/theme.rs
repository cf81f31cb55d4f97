//! The board and piece themes: the wood board, a plain high-contrast one, the green and
//! cream of tournament boards, and blue and orange pieces that stay apart for players who do
//! not tell red from green. Each is a palette the canvas draws with; the page's frame
//! follows through the document's `data-theme`.

use serde::{Deserialize, Serialize};

/// A theme the player may choose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    #[default]
    Wood,
    Contrast,
    Tournament,
    /// Blue and orange pieces on grey squares: apart under protanopia and deuteranopia, which
    /// keep the blue-yellow axis.
    ColourSafe,
}

/// A piece's colours: its gradient from top to bottom, its rim and the groove on its face.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceColors {
    pub top: &'static str,
    pub bottom: &'static str,
    pub rim: &'static str,
    pub groove: &'static str,
}

/// Everything a theme colours on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Palette {
    pub light: &'static str,
    pub dark: &'static str,
    /// Turkish boards: all squares one colour, with drawn lines.
    pub plain: &'static str,
    pub grid: &'static str,
    /// Square names, and the halo around their letters that keeps them legible over any
    /// square or piece.
    pub label: &'static str,
    pub halo: &'static str,
    pub selected: &'static str,
    /// The destination dots and rings.
    pub target: &'static str,
    /// The keyboard's cursor, drawn over a wider outline in `halo` so that it shows on any
    /// square and piece.
    pub cursor: &'static str,
    pub white: PieceColors,
    pub black: PieceColors,
}

const WOOD: Palette = Palette {
    light: "#ecd9b4",
    dark: "#a5714a",
    plain: "#e2c38f",
    grid: "#8c5f36",
    label: "#fff7e8",
    halo: "#4a2c14",
    selected: "rgba(40, 120, 60, 0.65)",
    target: "rgba(30, 110, 50, 0.7)",
    cursor: "#33b5ff",
    white: PieceColors {
        top: "#fffdf6",
        bottom: "#d8ccb4",
        rim: "#9b8a6c",
        groove: "rgba(150, 130, 100, 0.55)",
    },
    black: PieceColors {
        top: "#5b5550",
        bottom: "#141210",
        rim: "#000000",
        groove: "rgba(255, 255, 255, 0.16)",
    },
};

const CONTRAST: Palette = Palette {
    light: "#ffffff",
    dark: "#595959",
    plain: "#ffffff",
    grid: "#000000",
    label: "#ffffff",
    halo: "#000000",
    selected: "rgba(0, 90, 255, 0.6)",
    target: "#00e04a",
    cursor: "#ffd600",
    white: PieceColors {
        top: "#ffffff",
        bottom: "#ffffff",
        rim: "#000000",
        groove: "rgba(0, 0, 0, 0.6)",
    },
    black: PieceColors {
        top: "#000000",
        bottom: "#000000",
        rim: "#ffffff",
        groove: "rgba(255, 255, 255, 0.7)",
    },
};

const TOURNAMENT: Palette = Palette {
    light: "#f3ecd3",
    dark: "#3d7a4b",
    plain: "#e9e0bf",
    grid: "#2e5e3a",
    label: "#f6fff6",
    halo: "#1d3d25",
    selected: "rgba(240, 200, 60, 0.6)",
    target: "rgba(250, 215, 70, 0.95)",
    cursor: "#ffc2fa",
    white: PieceColors {
        top: "#fffef8",
        bottom: "#e2dac4",
        rim: "#8c8470",
        groove: "rgba(140, 132, 112, 0.55)",
    },
    black: PieceColors {
        top: "#4a4744",
        bottom: "#0e0d0c",
        rim: "#000000",
        groove: "rgba(255, 255, 255, 0.16)",
    },
};

/// Okabe and Ito's colour-blind-safe orange and blue for the pieces, yellow for the marks.
const COLOUR_SAFE: Palette = Palette {
    light: "#f2f2ee",
    dark: "#5c5c5c",
    plain: "#e6e6e0",
    grid: "#3a3a3a",
    label: "#ffffff",
    halo: "#000000",
    selected: "rgba(240, 228, 66, 0.6)",
    target: "rgba(240, 228, 66, 0.95)",
    cursor: "#ffffff",
    white: PieceColors {
        top: "#ffc34d",
        bottom: "#e69f00",
        rim: "#000000",
        groove: "rgba(0, 0, 0, 0.35)",
    },
    black: PieceColors {
        top: "#2b8fd6",
        bottom: "#0060a8",
        rim: "#ffffff",
        groove: "rgba(255, 255, 255, 0.55)",
    },
};

impl Theme {
    pub const ALL: [Theme; 4] = [
        Theme::Wood,
        Theme::Contrast,
        Theme::Tournament,
        Theme::ColourSafe,
    ];

    /// The name in `data-theme` and the form: "wood", "contrast", "tournament".
    pub fn name(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Contrast => "contrast",
            Theme::Tournament => "tournament",
            Theme::ColourSafe => "colour-safe",
        }
    }

    /// The theme of a name, if any.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }

    pub fn palette(self) -> &'static Palette {
        match self {
            Theme::Wood => &WOOD,
            Theme::Contrast => &CONTRAST,
            Theme::Tournament => &TOURNAMENT,
            Theme::ColourSafe => &COLOUR_SAFE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The relative luminance of a `#rrggbb` colour (WCAG 2).
    fn luminance(hex: &str) -> f64 {
        let channel = |i: usize| {
            let v = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
    }

    fn contrast(a: &str, b: &str) -> f64 {
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn themes_have_names_and_the_contrast_one_the_most_contrast() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
            let p = theme.palette();
            assert!(contrast(p.light, p.dark) > 2.0, "{theme:?}: squares apart");
            assert!(
                contrast(p.label, p.halo) >= 7.0,
                "{theme:?}: names legible on anything"
            );
        }
        assert_eq!(Theme::from_name("neon"), None);
        let high = Theme::Contrast.palette();
        // Each piece stands out from both kinds of square by its face or its rim.
        for (face, rim) in [
            (high.white.top, high.white.rim),
            (high.black.top, high.black.rim),
        ] {
            for square in [high.light, high.dark] {
                assert!(contrast(face, square).max(contrast(rim, square)) >= 7.0);
            }
        }
        let wood = Theme::Wood.palette();
        assert!(contrast(high.light, high.dark) > contrast(wood.light, wood.dark));
        // Destination dots: the fill on the dark squares, the halo edge on the plain ones.
        assert!(contrast(high.target, high.dark) >= 3.0);
        assert!(contrast(high.halo, high.plain) >= 3.0);
    }

    /// The contrast of the cursor's colour or its outline with a square, whichever is more.
    fn cursor_contrast(p: &Palette, square: &str) -> f64 {
        contrast(p.cursor, square).max(contrast(p.halo, square))
    }

    #[test]
    fn the_cursor_shows_on_every_square_of_every_theme() {
        for theme in Theme::ALL {
            let p = theme.palette();
            assert!(
                contrast(p.cursor, p.halo) >= 3.0,
                "{theme:?}: cursor on its outline"
            );
            for square in [p.light, p.dark, p.plain] {
                assert!(cursor_contrast(p, square) >= 3.0, "{theme:?} on {square}");
            }
        }
    }

    /// Protanopia and deuteranopia keep a colour's luminance and its blue-yellow balance:
    /// the pieces differ in both.
    #[test]
    fn the_colour_safe_pieces_differ_in_lightness_and_in_blue_and_yellow() {
        let p = Theme::ColourSafe.palette();
        let blue_minus_yellow = |hex: &str| {
            let c = |i: usize| f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
            c(5) - (c(1) + c(3)) / 2.0
        };
        assert!(contrast(p.white.bottom, p.black.bottom) >= 2.5);
        assert!(blue_minus_yellow(p.black.bottom) > 50.0);
        assert!(blue_minus_yellow(p.white.bottom) < -50.0);
        // Each piece stands out from the dark squares it stands on, by its face or its rim.
        for piece in [p.white, p.black] {
            assert!(contrast(piece.bottom, p.dark).max(contrast(piece.rim, p.dark)) >= 3.0);
        }
        assert_eq!(Theme::from_name("colour-safe"), Some(Theme::ColourSafe));
    }
}
