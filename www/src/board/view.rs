//! What the board shows, as plain data: the canvas adapter draws exactly this and decides
//! nothing itself.

use crate::game::session::{GameSession, Turn};
use draughts::{Bitboard, Color, Piece, Square, Variant};

/// A square label in the board's own notation, drawn inside its cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Label {
    /// `(file, rank)` of the cell as players see the board.
    pub cell: (u8, u8),
    pub text: String,
    /// Drawn in the cell's top-left corner (square numbers, rank digits) or bottom-right
    /// (file letters).
    pub corner: Corner,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Corner {
    TopLeft,
    BottomRight,
}

/// A piece as drawn: where (fractional display `(file, rank)`, so it can be between squares while
/// it moves) and how visible.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sprite {
    pub piece: Piece,
    pub cell: (f64, f64),
    /// 1 is opaque; captured pieces fade out.
    pub alpha: f64,
    /// Drawn above the others with a larger shadow (moving or dragged).
    pub lifted: bool,
}

impl Sprite {
    /// A piece standing on its square.
    pub fn on(variant: Variant, sq: Square, piece: Piece) -> Sprite {
        let (file, rank) = variant.display_coords(sq);
        Sprite {
            piece,
            cell: (f64::from(file), f64::from(rank)),
            alpha: 1.0,
            lifted: false,
        }
    }
}

/// Everything drawn on the canvas for one state of the session.
#[derive(Clone, PartialEq, Debug)]
pub struct BoardView {
    pub variant: Variant,
    pub orientation: Color,
    /// Drawn in order, so lifted pieces come last.
    pub pieces: Vec<Sprite>,
    /// The last move, origin first, then every landing square.
    pub last_move: Vec<Square>,
    /// The picked-up piece's square: where it started, or its current stop during a capture
    /// entered step by step.
    pub selected: Option<Square>,
    /// A capture entered step by step: its origin and the stops clicked so far.
    pub route: Vec<Square>,
    /// Where the picked-up piece may go (or land next).
    pub targets: Bitboard,
    /// Pieces that must capture, marked while a capture is compulsory.
    pub must_capture: Bitboard,
    /// Pieces already jumped during a capture entered step by step.
    pub jumped: Bitboard,
    /// Pieces the destination under the pointer would take, before the click commits it.
    pub taken: Bitboard,
    /// The suggested move, origin first.
    pub hint: Vec<Square>,
    /// The analysis's best move, origin first, drawn as an arrow (set by the shell, which
    /// holds the engine's report).
    pub best: Vec<Square>,
    /// An earlier position, viewed from the move list: drawn greyed, as not the game's.
    pub greyed: bool,
    pub labels: Vec<Label>,
    /// The keyboard's cursor, while the board has the focus (see [`crate::keyboard::board_cursor`]).
    pub cursor: Option<(u8, u8)>,
}

impl BoardView {
    /// A still board: `pieces` as they stand, with no move, selection or mark (the rules' diagrams
    /// and the editor add their own marks to it).
    pub fn still(
        variant: Variant,
        orientation: Color,
        pieces: Vec<Sprite>,
        labels: Vec<Label>,
    ) -> BoardView {
        BoardView {
            variant,
            orientation,
            pieces,
            last_move: Vec::new(),
            selected: None,
            route: Vec::new(),
            targets: Bitboard::EMPTY,
            must_capture: Bitboard::EMPTY,
            jumped: Bitboard::EMPTY,
            taken: Bitboard::EMPTY,
            hint: Vec::new(),
            best: Vec::new(),
            greyed: false,
            labels,
            cursor: None,
        }
    }

    /// The view of `session`.
    pub fn new(session: &GameSession) -> BoardView {
        let pos = session.shown_position();
        let variant = pos.variant();
        let viewing = session.viewing().is_some();
        let human_to_move = session.turn() == Turn::Human && !viewing;
        let input = &session.input;
        let route: Vec<Square> = match input.selected() {
            Some(from) if !input.steps().is_empty() => std::iter::once(from)
                .chain(input.steps().iter().copied())
                .collect(),
            _ => Vec::new(),
        };
        // During a capture entered step by step, the piece stands at its current stop.
        let stands_at = |sq: Square| match route.last() {
            Some(&stop) if Some(sq) == input.selected() => stop,
            _ => sq,
        };
        BoardView {
            variant,
            orientation: session.orientation(),
            pieces: variant
                .board()
                .squares
                .filter_map(|sq| Some(Sprite::on(variant, stands_at(sq), pos.piece_at(sq)?)))
                .collect(),
            last_move: session
                .shown_last_move()
                .map(|(_, mv, path)| std::iter::once(mv.from()).chain(path).collect())
                .unwrap_or_default(),
            selected: route.last().copied().or(input.selected()),
            targets: input.targets(pos),
            must_capture: if human_to_move && pos.has_capture() {
                pos.movable_pieces()
            } else {
                Bitboard::EMPTY
            },
            jumped: input.jumped(pos),
            taken: input.previewed(pos),
            route,
            hint: match session.hint() {
                Some(hint) if !viewing => hint.to_vec(),
                _ => Vec::new(),
            },
            best: Vec::new(),
            greyed: viewing,
            labels: if session.show_labels {
                square_labels(variant, session.orientation())
            } else {
                Vec::new()
            },
            cursor: None,
        }
    }
}

/// The square names to draw: every square's number on numbered boards; file letters along the
/// bottom row and rank digits up the left column on algebraic boards.
pub fn square_labels(variant: Variant, orientation: Color) -> Vec<Label> {
    let size = variant.board().size;
    let last = size - 1;
    if variant.notation() != draughts::rules::Notation::Algebraic {
        return variant
            .board()
            .squares
            .map(|sq| Label {
                cell: variant.display_coords(sq),
                text: variant.square_name(sq),
                corner: Corner::TopLeft,
            })
            .collect();
    }
    // Algebraic: the edges nearest the player.
    let (bottom, left) = match orientation {
        Color::White => (0, 0),
        Color::Black => (last, last),
    };
    let files = (0..size).map(|file| Label {
        cell: (file, bottom),
        text: char::from(b'a' + file).to_string(),
        corner: Corner::BottomRight,
    });
    let ranks = (0..size).map(|rank| Label {
        cell: (left, rank),
        text: (rank + 1).to_string(),
        corner: Corner::TopLeft,
    });
    files.chain(ranks).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::Settings;
    use draughts::{Game, Position};

    fn session(variant: Variant) -> GameSession {
        GameSession::start(Settings::two_players(variant), true)
    }

    #[test]
    fn the_start_position_shows_every_piece_and_no_marks() {
        let view = BoardView::new(&session(Variant::International));
        assert_eq!(view.pieces.len(), 40);
        assert!(view.last_move.is_empty());
        assert!(view.targets.is_empty() && view.must_capture.is_empty());
        assert_eq!(view.labels.len(), 50, "every square numbered");
    }

    #[test]
    fn algebraic_boards_label_the_edges() {
        let labels = square_labels(Variant::Russian, Color::White);
        assert_eq!(labels.len(), 16);
        assert!(labels.contains(&Label {
            cell: (0, 0),
            text: "a".into(),
            corner: Corner::BottomRight
        }));
        let turned = square_labels(Variant::Turkish, Color::Black);
        assert!(turned.iter().any(|l| l.text == "h" && l.cell == (7, 7)));
    }

    #[test]
    fn pieces_that_must_capture_are_marked_and_the_last_move_has_its_path() {
        let mut t = session(Variant::Brazilian);
        for text in ["c3-d4", "f6-e5"] {
            assert!(t.play_text(text));
        }
        let view = BoardView::new(&t);
        let v = Variant::Brazilian;
        assert_eq!(
            view.must_capture,
            Bitboard::from_square(v.parse_square("d4").unwrap())
        );
        let names: Vec<String> = view.last_move.iter().map(|&s| v.square_name(s)).collect();
        assert_eq!(names, ["f6", "e5"]);
    }

    #[test]
    fn a_capture_entered_step_by_step_shows_the_piece_at_its_stop() {
        let v = Variant::English;
        let start = Position::from_fen(v, "W:Wc1:Bd2,d4,f4,d6,f6").unwrap();
        let mut t = GameSession::new(
            Game::from_position(start),
            Settings::two_players(v),
            Color::White,
        );
        let sq = |name| v.parse_square(name);
        t.click(sq("c1"));
        t.click(sq("e3"));
        let view = BoardView::new(&t);
        let at = |name| {
            let (f, r) = v.display_coords(v.parse_square(name).unwrap());
            view.pieces
                .iter()
                .any(|s| s.cell == (f64::from(f), f64::from(r)))
        };
        assert!(at("e3") && !at("c1"), "the man stands at its stop");
        assert_eq!(view.selected, sq("e3"));
        assert_eq!(view.route, [sq("c1").unwrap(), sq("e3").unwrap()]);
        assert_eq!(view.jumped, Bitboard::from_square(sq("d2").unwrap()));
        t.input.point_at(t.game.position(), sq("c5"));
        let view = BoardView::new(&t);
        assert!(
            view.taken.contains(sq("d4").unwrap()),
            "the capture under the pointer"
        );
    }
}
