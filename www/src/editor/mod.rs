//! The position editor: pieces placed on a variant's board, the side to move, and whether the
//! rules allow the result as a game's start.
//!
//! The board only ever holds pieces the rules could allow one by one (no man on its own
//! crowning row, no side with more pieces than it starts with): a click or a FEN that would break
//! one of those is refused and changes nothing. What a further edit can still mend (a side with
//! no pieces, a side to move with no move) stays on the board and is reported by
//! [`Editor::check`], which gives the position to play or analyse.

pub mod view;

use crate::board::view::{square_labels, BoardView, Sprite};
use draughts::notation::fen;
use draughts::{Color, Piece, Position, Role, Setup, SetupError, Square, Variant};

/// What a click on the board puts there.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tool {
    Piece(Piece),
    Eraser,
}

/// The palette, in the order shown.
pub const PALETTE: [Tool; 5] = [
    Tool::Piece(Piece {
        color: Color::White,
        role: Role::Man,
    }),
    Tool::Piece(Piece {
        color: Color::White,
        role: Role::King,
    }),
    Tool::Piece(Piece {
        color: Color::Black,
        role: Role::Man,
    }),
    Tool::Piece(Piece {
        color: Color::Black,
        role: Role::King,
    }),
    Tool::Eraser,
];

impl Tool {
    /// A short name for ids and tests: `white-man`, `black-king`, `eraser`.
    pub fn name(self) -> String {
        match self {
            Tool::Piece(p) => {
                let role = match p.role {
                    Role::Man => "man",
                    Role::King => "king",
                };
                format!("{}-{role}", p.color.name())
            }
            Tool::Eraser => "eraser".to_string(),
        }
    }
}

/// Why a position is refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Problem {
    /// The FEN could not be read (the core's reason).
    Unreadable(String),
    /// A man on the row where it would have been crowned (the square's name).
    ManOnCrowningRow(String),
    /// More pieces of a colour than it has at the start (the colour, the start's count).
    TooManyPieces(Color, u32),
    /// A colour without pieces.
    NoPieces(Color),
    /// The side to move has pieces but no move.
    NothingToMove(Color),
}

/// The position being edited and the editor's choices.
#[derive(Clone, Debug)]
pub struct Editor {
    setup: Setup,
    /// The colour shown at the bottom.
    pub orientation: Color,
    /// What a click puts on the board.
    pub tool: Tool,
    /// A FEN typed and refused, with the board as it stood then: while the board has not
    /// changed since, the field still holds that text, so the position is not left to play.
    refused_fen: Option<(Setup, Problem)>,
}

impl Editor {
    /// An editor showing `position`, `orientation` at the bottom, placing white men.
    pub fn new(position: &Position, orientation: Color) -> Editor {
        Editor {
            setup: Setup::from(position),
            orientation,
            tool: PALETTE[0],
            refused_fen: None,
        }
    }

    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    pub fn turn(&self) -> Color {
        self.setup.turn
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.setup.turn = turn;
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = Color::ALL
            .into_iter()
            .find(|&c| self.setup.pieces[c as usize].contains(sq))?;
        let role = if self.setup.kings.contains(sq) {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// A click on `sq` with the palette's tool: puts its piece there, or takes away the same
    /// piece standing there already; the eraser takes away whatever stands there.
    pub fn click(&mut self, sq: Square) -> Result<(), Problem> {
        match self.tool {
            Tool::Piece(piece) if self.piece_at(sq) != Some(piece) => self.put(sq, piece),
            _ => {
                self.remove(sq);
                Ok(())
            }
        }
    }

    /// Takes away the piece on `sq` (a right-click).
    pub fn remove(&mut self, sq: Square) {
        for side in &mut self.setup.pieces {
            side.remove(sq);
        }
        self.setup.kings.remove(sq);
    }

    /// Moves the piece on `from` to `to` (a drag), replacing what stood there.
    pub fn move_piece(&mut self, from: Square, to: Square) -> Result<(), Problem> {
        let Some(piece) = self.piece_at(from) else {
            return Ok(());
        };
        if from == to {
            return Ok(());
        }
        let mut moved = self.clone();
        moved.remove(from);
        moved.put(to, piece)?;
        *self = moved;
        Ok(())
    }

    /// Puts `piece` on a playable `sq`, unless the rules refuse the result.
    fn put(&mut self, sq: Square, piece: Piece) -> Result<(), Problem> {
        if !self.variant().board().squares.contains(sq) {
            return Ok(());
        }
        let mut placed = self.setup;
        placed.put(sq, piece);
        admit(placed)?;
        self.setup = placed;
        Ok(())
    }

    /// An empty board, the side to move kept.
    pub fn clear(&mut self) {
        self.setup = Setup::empty(self.variant(), self.turn());
    }

    /// The variant's start position.
    pub fn reset(&mut self) {
        self.setup = Setup::from(&Position::start(self.variant()));
    }

    /// Turns the board half round.
    pub fn flip(&mut self) {
        self.orientation = self.orientation.opponent();
    }

    /// Another variant, from its start position (the boards differ, so no piece carries over).
    pub fn set_variant(&mut self, variant: Variant) {
        if variant != self.variant() {
            self.setup = Setup::from(&Position::start(variant));
        }
    }

    /// The board as FEN, playable or not.
    pub fn fen(&self) -> String {
        fen::write_setup(&self.setup)
    }

    /// Puts the FEN's pieces and side to move on the board, or says why not and changes
    /// nothing.
    pub fn set_fen(&mut self, text: &str) -> Result<(), Problem> {
        let read = fen::parse_setup(self.variant(), text)
            .map_err(|e| Problem::Unreadable(e.to_string()))
            .and_then(|setup| admit(setup).map(|_| setup));
        match read {
            Ok(setup) => {
                self.setup = setup;
                self.refused_fen = None;
                Ok(())
            }
            Err(problem) => {
                self.refused_fen = Some((self.setup, problem.clone()));
                Err(problem)
            }
        }
    }

    /// The position to play from, or why the rules refuse it.
    pub fn check(&self) -> Result<Position, Problem> {
        if let Some((_, problem)) = self
            .refused_fen
            .as_ref()
            .filter(|(at, _)| *at == self.setup)
        {
            return Err(problem.clone());
        }
        let position = admit(self.setup)?;
        if let Some(color) = Color::ALL
            .into_iter()
            .find(|&c| position.pieces(c).is_empty())
        {
            return Err(Problem::NoPieces(color));
        }
        if !position.has_moves() {
            return Err(Problem::NothingToMove(position.turn()));
        }
        Ok(position)
    }

    /// The board to draw, with square names when `labels`.
    pub fn view(&self, labels: bool) -> BoardView {
        let variant = self.variant();
        BoardView::still(
            variant,
            self.orientation,
            variant
                .board()
                .squares
                .filter_map(|sq| Some(Sprite::on(variant, sq, self.piece_at(sq)?)))
                .collect(),
            if labels {
                square_labels(variant, self.orientation)
            } else {
                Vec::new()
            },
        )
    }

    /// The board with the piece of `from` lifted and drawn at `cell` (a fractional display
    /// cell) while it is dragged, its square marked.
    pub fn dragging_view(&self, labels: bool, from: Square, cell: (f64, f64)) -> BoardView {
        let mut view = self.view(labels);
        let (f, r) = self.variant().display_coords(from);
        let home = (f64::from(f), f64::from(r));
        if let Some(i) = view.pieces.iter().position(|s| s.cell == home) {
            let mut sprite = view.pieces.remove(i);
            sprite.cell = cell;
            sprite.lifted = true;
            view.pieces.push(sprite);
            view.selected = Some(from);
        }
        view
    }
}

/// The position of `setup` if no piece breaks the rules on its own (what no further edit could
/// mend but removing it).
fn admit(setup: Setup) -> Result<Position, Problem> {
    setup.into_position().map_err(|e| match e {
        SetupError::ManOnCrowningRow(square) => Problem::ManOnCrowningRow(square),
        SetupError::TooManyPieces(color) => {
            Problem::TooManyPieces(color, setup.variant.start_squares(color).count())
        }
        // Not made by the editor, whose pieces stand on playable squares one to a square.
        other => Problem::Unreadable(other.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const WHITE_MAN: Piece = Piece {
        color: Color::White,
        role: Role::Man,
    };
    const BLACK_MAN: Piece = Piece {
        color: Color::Black,
        role: Role::Man,
    };
    const WHITE_KING: Piece = Piece {
        color: Color::White,
        role: Role::King,
    };

    fn empty(variant: Variant) -> Editor {
        let mut e = Editor::new(&Position::start(variant), Color::White);
        e.clear();
        e
    }

    fn sq(variant: Variant, name: &str) -> Square {
        variant.parse_square(name).unwrap()
    }

    fn place(e: &mut Editor, piece: Piece, name: &str) -> Result<(), Problem> {
        e.tool = Tool::Piece(piece);
        let at = sq(e.variant(), name);
        e.click(at)
    }

    #[test]
    fn a_refused_fen_keeps_the_way_out_closed_until_the_board_changes() {
        let v = Variant::Russian;
        let mut e = Editor::new(&Position::from_fen(v, "W:Wc3:Bf6").unwrap(), Color::White);
        let refused = e.set_fen("W:Wz9:Bf6").unwrap_err();
        assert!(matches!(refused, Problem::Unreadable(_)), "{refused:?}");
        assert_eq!(e.fen(), "W:Wc3:Bf6", "the board unchanged");
        assert_eq!(
            e.check(),
            Err(refused),
            "the old position is not played in its place"
        );
        place(&mut e, WHITE_MAN, "e3").unwrap();
        assert!(e.check().is_ok(), "an edit mends it");
        assert!(e.set_fen("W:We3:Bf6,h6").is_ok());
        assert!(e.check().is_ok());
    }

    #[test]
    fn a_click_places_the_palettes_piece_and_a_second_click_takes_it_away() {
        let v = Variant::Russian;
        let mut e = empty(v);
        place(&mut e, WHITE_MAN, "c3").unwrap();
        assert_eq!(e.piece_at(sq(v, "c3")), Some(WHITE_MAN));
        assert_eq!(e.fen(), "W:Wc3:B");
        // Another piece replaces it; the same one takes it away.
        place(&mut e, WHITE_KING, "c3").unwrap();
        assert_eq!(e.fen(), "W:WKc3:B");
        place(&mut e, WHITE_KING, "c3").unwrap();
        assert_eq!(e.piece_at(sq(v, "c3")), None);
        // A square off the board's playable ones holds nothing.
        let off = (0..64)
            .map(Square::new)
            .find(|&s| !v.board().squares.contains(s))
            .unwrap();
        e.tool = Tool::Piece(WHITE_MAN);
        e.click(off).unwrap();
        assert_eq!(e.piece_at(off), None);
    }

    #[test]
    fn the_eraser_and_the_right_click_take_away_any_piece() {
        let v = Variant::Brazilian;
        let mut e = Editor::new(&Position::start(v), Color::White);
        e.tool = Tool::Eraser;
        e.click(sq(v, "a1")).unwrap();
        e.remove(sq(v, "h8"));
        assert_eq!(e.piece_at(sq(v, "a1")), None);
        assert_eq!(e.piece_at(sq(v, "h8")), None);
        assert_eq!(e.check().map(|p| p.count(Color::White)), Ok((11, 0)));
        // Erasing an empty square changes nothing.
        e.click(sq(v, "a1")).unwrap();
        assert_eq!(e.piece_at(sq(v, "a1")), None);
    }

    #[test]
    fn a_drag_moves_a_piece_and_replaces_what_stood_there() {
        let v = Variant::International;
        let mut e = empty(v);
        place(&mut e, WHITE_MAN, "31").unwrap();
        place(&mut e, BLACK_MAN, "20").unwrap();
        e.move_piece(sq(v, "31"), sq(v, "20")).unwrap();
        assert_eq!(e.fen(), "W:W20:B");
        // Not onto White's crowning row.
        assert_eq!(
            e.move_piece(sq(v, "20"), sq(v, "3")),
            Err(Problem::ManOnCrowningRow("3".into()))
        );
        assert_eq!(e.fen(), "W:W20:B", "the refused drag changed nothing");
    }

    #[test]
    fn a_man_on_its_crowning_row_is_refused_in_every_variant() {
        for (v, white_row, black_row) in [
            (Variant::Brazilian, "d8", "c1"),
            (Variant::Russian, "b8", "g1"),
            (Variant::International, "1", "50"),
            (Variant::English, "1", "32"),
            (Variant::Spanish, "30", "3"),
            (Variant::Turkish, "a8", "h1"),
        ] {
            let mut e = empty(v);
            assert_eq!(
                place(&mut e, WHITE_MAN, white_row),
                Err(Problem::ManOnCrowningRow(white_row.into())),
                "{v}"
            );
            assert_eq!(
                place(&mut e, BLACK_MAN, black_row),
                Err(Problem::ManOnCrowningRow(black_row.into())),
                "{v}"
            );
            assert_eq!(&e.fen()[1..], ":W:B", "{v}: nothing placed");
            // A king may stand there, and a man on the other side's crowning row.
            place(&mut e, WHITE_KING, white_row).unwrap();
            place(&mut e, WHITE_MAN, black_row).unwrap();
        }
    }

    #[test]
    fn more_pieces_than_at_the_start_are_refused() {
        // Turkish men fill two whole rows of the orthogonal board: 16 a side.
        for (v, count) in [
            (Variant::Brazilian, 12),
            (Variant::International, 20),
            (Variant::Turkish, 16),
        ] {
            let mut e = Editor::new(&Position::start(v), Color::White);
            let free = { v.board().squares }
                .find(|&s| e.piece_at(s).is_none() && !v.board().promotion_row[0].contains(s))
                .unwrap();
            e.tool = Tool::Piece(WHITE_KING);
            assert_eq!(
                e.click(free),
                Err(Problem::TooManyPieces(Color::White, count)),
                "{v}"
            );
            assert_eq!(e.piece_at(free), None);
            // A man turned into a king keeps the count.
            let man = v.start_squares(Color::White).first().unwrap();
            e.click(man).unwrap();
            assert_eq!(e.piece_at(man), Some(WHITE_KING));
        }
    }

    #[test]
    fn a_side_without_pieces_or_without_a_move_cannot_start() {
        let v = Variant::English;
        let mut e = empty(v);
        assert_eq!(e.check(), Err(Problem::NoPieces(Color::White)));
        place(&mut e, WHITE_MAN, "22").unwrap();
        assert_eq!(e.check(), Err(Problem::NoPieces(Color::Black)));
        // Black to move, its man blocked at the edge by White's men two deep.
        e.set_fen("B:W17,22:B13").unwrap();
        assert_eq!(e.check(), Err(Problem::NothingToMove(Color::Black)));
        e.set_turn(Color::White);
        let position = e.check().unwrap();
        assert_eq!(position.turn(), Color::White);
        assert_eq!(position.to_fen(), e.fen());
    }

    #[test]
    fn a_fen_sets_the_board_or_is_refused_without_changing_it() {
        let v = Variant::International;
        let mut e = Editor::new(&Position::start(v), Color::White);
        let before = e.fen();
        assert!(matches!(
            e.set_fen("W:W51:B1"),
            Err(Problem::Unreadable(ref why)) if why.contains("51")
        ));
        assert_eq!(
            e.set_fen("B:W3:B45"),
            Err(Problem::ManOnCrowningRow("3".into()))
        );
        assert_eq!(
            e.set_fen("W:W21-50:B1"),
            Err(Problem::TooManyPieces(Color::White, 20))
        );
        assert_eq!(e.fen(), before);
        e.set_fen(" b:wk10,28:b12. ").unwrap();
        assert_eq!(e.fen(), "B:WK10,28:B12");
        assert_eq!(e.turn(), Color::Black);
        // A board that cannot start yet is still shown and written.
        e.set_fen("W:W28:B").unwrap();
        assert_eq!(e.check(), Err(Problem::NoPieces(Color::Black)));
    }

    #[test]
    fn turkish_men_stand_anywhere_but_their_crowning_row() {
        let v = Variant::Turkish;
        let mut e = empty(v);
        place(&mut e, WHITE_MAN, "b2").unwrap();
        place(&mut e, WHITE_MAN, "a1").unwrap();
        place(&mut e, BLACK_MAN, "b7").unwrap();
        assert_eq!(e.fen(), "W:Wa1,b2:Bb7");
        assert!(e.check().is_ok());
    }

    #[test]
    fn clear_reset_flip_and_variant() {
        let v = Variant::Spanish;
        let mut e = Editor::new(&Position::start(v), Color::White);
        e.set_turn(Color::Black);
        e.clear();
        assert_eq!(e.fen(), "B:W:B");
        e.reset();
        assert_eq!(e.check(), Ok(Position::start(v)));
        e.flip();
        assert_eq!(e.orientation, Color::Black);
        assert_eq!(e.view(false).orientation, Color::Black);
        e.set_variant(Variant::International);
        assert_eq!(e.check(), Ok(Position::start(Variant::International)));
        assert_eq!(e.view(true).pieces.len(), 40);
    }

    #[test]
    fn a_dragged_piece_is_drawn_lifted_at_the_pointer() {
        let v = Variant::Brazilian;
        let e = Editor::new(&Position::start(v), Color::White);
        let from = sq(v, "c3");
        let view = e.dragging_view(false, from, (3.4, 3.2));
        let last = view.pieces.last().unwrap();
        assert!(last.lifted && last.cell == (3.4, 3.2));
        assert_eq!(view.selected, Some(from));
        assert_eq!(view.pieces.len(), 24);
    }

    #[test]
    fn palette_names() {
        let names: Vec<String> = PALETTE.iter().map(|t| t.name()).collect();
        assert_eq!(
            names,
            [
                "white-man",
                "white-king",
                "black-man",
                "black-king",
                "eraser"
            ]
        );
    }
}
