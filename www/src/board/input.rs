//! The click state machine: which piece is picked up, which squares of a capture path were
//! clicked, and what a new click means.
//!
//! Every decision comes from the core ([`Position::moves_through`], [`Position::move_paths`]),
//! so nothing but a legal move can ever come out of it.

use draughts::rules::{CapturePrecedence, Rules};
use draughts::{Bitboard, Move, Position, Square};

/// Why a click did not pick up a piece or play a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// Another piece must capture.
    CaptureCompulsory,
    /// Only the captures taking the most pieces (then, in Spanish, the most kings) may be played.
    MostPieces { pieces: u32, kings: u32 },
    /// The piece has no legal move.
    Blocked,
    /// The piece belongs to the side not to move.
    NotYourPiece,
    /// Several captures end on the clicked square: the path must be clicked step by step.
    ChooseThePath,
    /// The picked-up piece must capture, and the empty square clicked is on none of its
    /// captures.
    StopOnCapture,
}

/// What a click did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Click {
    /// A piece was picked up.
    Selected(Square),
    /// The picked-up piece was put back (or nothing was picked up).
    Cleared,
    /// A landing square of a capture was recorded; the move needs more clicks.
    Stepped(Square),
    /// The clicks name exactly this legal move, played along `path` (its landing squares).
    Play { mv: Move, path: Vec<Square> },
    /// Nothing happened, for this reason.
    Refused(Refusal),
}

/// The piece picked up and the landing squares clicked since.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Selection {
    from: Square,
    steps: Vec<Square>,
}

impl Selection {
    fn clicks_with(&self, sq: Option<Square>) -> Vec<Square> {
        std::iter::once(self.from)
            .chain(self.steps.iter().copied())
            .chain(sq)
            .collect()
    }
}

/// The board's input state for one position. Reset it whenever the position changes.
#[derive(Clone, Default, PartialEq, Eq, Debug)]
pub struct Input {
    selection: Option<Selection>,
    /// The destination the pointer is over or presses, before the click commits it: the
    /// pieces its capture takes are shown.
    preview: Option<Square>,
}

impl Input {
    /// Forgets the picked-up piece.
    pub fn clear(&mut self) {
        self.selection = None;
        self.preview = None;
    }

    /// Points at `sq` (the pointer over it, or pressing it) before any click: only a square the
    /// picked-up piece may go to next counts. True when what the board shows changes.
    pub fn point_at(&mut self, pos: &Position, sq: Option<Square>) -> bool {
        let sq = sq.filter(|&sq| self.targets(pos).contains(sq));
        let changed = sq != self.preview;
        self.preview = sq;
        changed
    }

    /// The destination pointed at, if any.
    pub fn pointed(&self) -> Option<Square> {
        self.preview
    }

    /// The pieces the previewed destination's capture takes (on the way there, when it is a
    /// stop of a longer capture); when several captures lead there, the pieces all of them take.
    pub fn previewed(&self, pos: &Position) -> Bitboard {
        let Some(sq) = self.preview else {
            return Bitboard::EMPTY;
        };
        let steps: Vec<Square> = self.steps().iter().copied().chain([sq]).collect();
        self.taken_through(pos, &steps)
    }

    /// The picked-up piece.
    pub fn selected(&self) -> Option<Square> {
        self.selection.as_ref().map(|s| s.from)
    }

    /// The landing squares clicked so far.
    pub fn steps(&self) -> &[Square] {
        self.selection.as_ref().map_or(&[], |s| &s.steps)
    }

    /// Handles a click on `sq` (`None`: outside the playable squares) in `pos`.
    pub fn click(&mut self, pos: &Position, sq: Option<Square>) -> Click {
        let Some(sq) = sq else {
            self.clear();
            return Click::Cleared;
        };
        if let Some(selection) = &self.selection {
            let clicks = selection.clicks_with(Some(sq));
            let fitting = pos.moves_through(&clicks);
            if !fitting.is_empty() {
                return self.continue_move(pos, &fitting, sq);
            }
            if sq == selection.from {
                self.clear();
                return Click::Cleared;
            }
            if pos.piece_at(sq).is_none() && pos.has_capture() {
                // The piece stays picked up: the player clicks where it takes.
                return Click::Refused(Refusal::StopOnCapture);
            }
        }
        self.pick_up(pos, sq)
    }

    /// A click that fits at least one legal move of the picked-up piece.
    fn continue_move(&mut self, pos: &Position, fitting: &[Move], sq: Square) -> Click {
        let ending: Vec<Move> = fitting.iter().copied().filter(|m| m.to() == sq).collect();
        let chosen = match (fitting, ending.as_slice()) {
            ([only], _) | (_, [only]) => *only,
            (_, [_, _, ..]) => return Click::Refused(Refusal::ChooseThePath),
            _ => {
                if let Some(selection) = &mut self.selection {
                    selection.steps.push(sq);
                }
                return Click::Stepped(sq);
            }
        };
        let steps = self
            .selection
            .as_ref()
            .map(|s| s.clicks_with(Some(sq))[1..].to_vec())
            .unwrap_or_default();
        let paths = pos.move_paths(&chosen);
        let path = paths
            .iter()
            .find(|p| matched_prefix(p, &steps).is_some())
            .or(paths.first())
            .cloned()
            .unwrap_or_else(|| vec![chosen.to()]);
        self.clear();
        Click::Play { mv: chosen, path }
    }

    /// A click on a square with no move in progress there: pick up a piece, or say why not.
    fn pick_up(&mut self, pos: &Position, sq: Square) -> Click {
        self.clear();
        let Some(piece) = pos.piece_at(sq) else {
            return Click::Cleared;
        };
        if piece.color != pos.turn() {
            return Click::Refused(Refusal::NotYourPiece);
        }
        if !pos.movable_pieces().contains(sq) {
            return Click::Refused(why_immobile(pos));
        }
        self.selection = Some(Selection {
            from: sq,
            steps: Vec::new(),
        });
        Click::Selected(sq)
    }

    /// The legal moves that still fit the clicks so far.
    fn fitting(&self, pos: &Position) -> Vec<(Move, Vec<Square>)> {
        self.fitting_steps(pos, self.steps())
    }

    /// The legal moves of the picked-up piece, with each of their paths, that land on each of
    /// `steps` in order.
    fn fitting_steps(&self, pos: &Position, steps: &[Square]) -> Vec<(Move, Vec<Square>)> {
        let Some(selection) = &self.selection else {
            return Vec::new();
        };
        let clicks: Vec<Square> = std::iter::once(selection.from)
            .chain(steps.iter().copied())
            .collect();
        let mut out = Vec::new();
        for mv in pos.moves_through(&clicks) {
            for path in pos.move_paths(&mv) {
                if matched_prefix(&path, steps).is_some() {
                    out.push((mv, path));
                }
            }
        }
        out
    }

    /// The pieces that every capture landing on each of `steps` in order has taken by the last
    /// of them.
    fn taken_through(&self, pos: &Position, steps: &[Square]) -> Bitboard {
        let Some(selection) = &self.selection else {
            return Bitboard::EMPTY;
        };
        if steps.is_empty() {
            return Bitboard::EMPTY;
        }
        self.fitting_steps(pos, steps)
            .iter()
            .filter_map(|(_, path)| {
                let end = matched_prefix(path, steps)?;
                Some(jumped_along(pos, selection.from, &path[..end]))
            })
            .reduce(|a, b| a & b)
            .unwrap_or(Bitboard::EMPTY)
    }

    /// The squares to light up: destinations of the picked-up piece; while a capture is entered
    /// step by step (or two captures end on the same square), the next landing squares too.
    pub fn targets(&self, pos: &Position) -> Bitboard {
        let steps = self.steps();
        let fitting = self.fitting(pos);
        let shared_end = fitting
            .iter()
            .any(|(a, _)| fitting.iter().any(|(b, _)| a != b && a.to() == b.to()));
        let show_next = !steps.is_empty() || shared_end;
        fitting
            .iter()
            .flat_map(|(mv, path)| {
                let next = matched_prefix(path, steps)
                    .and_then(|i| path.get(i).copied())
                    .filter(|_| show_next);
                std::iter::once(mv.to()).chain(next)
            })
            .collect()
    }

    /// The pieces already jumped by the landing squares clicked so far (shown as captured).
    pub fn jumped(&self, pos: &Position) -> Bitboard {
        self.taken_through(pos, self.steps())
    }
}

/// If `path` lands on each of `steps` in order, the index just after the last one.
fn matched_prefix(path: &[Square], steps: &[Square]) -> Option<usize> {
    let mut i = 0;
    for step in steps {
        i += path[i..].iter().position(|p| p == step)? + 1;
    }
    Some(i)
}

/// The opposing pieces between consecutive landing squares of a capture starting at `from`.
pub fn jumped_along(pos: &Position, from: Square, landings: &[Square]) -> Bitboard {
    let variant = pos.variant();
    let them = pos.pieces(pos.turn().opponent());
    let mut jumped = Bitboard::EMPTY;
    let mut at = from;
    for &to in landings {
        let (f0, r0) = variant.display_coords(at);
        let (f1, r1) = variant.display_coords(to);
        let (df, dr) = (
            (f1 as i8 - f0 as i8).signum(),
            (r1 as i8 - r0 as i8).signum(),
        );
        let (mut f, mut r) = (f0 as i8 + df, r0 as i8 + dr);
        while (f, r) != (f1 as i8, r1 as i8) {
            if let Some(sq) = variant.square_at_display(f as u8, r as u8) {
                if them.contains(sq) {
                    jumped.insert(sq);
                }
            }
            f += df;
            r += dr;
        }
        at = to;
    }
    jumped
}

/// Why a piece of the side to move has no legal move.
fn why_immobile(pos: &Position) -> Refusal {
    if !pos.has_capture() {
        return Refusal::Blocked;
    }
    let precedence = draughts::dispatch!(pos.variant(), R => <R as Rules>::PRECEDENCE);
    let best = pos
        .legal_moves()
        .iter()
        .map(|m| (m.captured().count(), (m.captured() & pos.kings()).count()))
        .max()
        .unwrap_or_default();
    match precedence {
        CapturePrecedence::MostPieces if best.0 > 1 => Refusal::MostPieces {
            pieces: best.0,
            kings: 0,
        },
        CapturePrecedence::MostPiecesThenKings if best.0 > 1 || best.1 > 0 => Refusal::MostPieces {
            pieces: best.0,
            kings: best.1,
        },
        _ => Refusal::CaptureCompulsory,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Variant;

    fn sq(v: Variant, name: &str) -> Square {
        v.parse_square(name).unwrap()
    }

    fn pos(v: Variant, fen: &str) -> Position {
        Position::from_fen(v, fen).unwrap()
    }

    #[test]
    fn a_square_off_the_compulsory_capture_is_refused_and_the_piece_stays_picked_up() {
        let v = Variant::Brazilian;
        let p = pos(v, "W:WKc3,Ke1,a3,g3:BKh8,b6,d6,f6");
        let mut input = Input::default();
        assert_eq!(
            input.click(&p, Some(sq(v, "c3"))),
            Click::Selected(sq(v, "c3"))
        );
        assert_eq!(
            input.click(&p, Some(sq(v, "e5"))),
            Click::Refused(Refusal::StopOnCapture),
            "short of the captured man"
        );
        assert_eq!(input.selected(), Some(sq(v, "c3")));
        assert!(matches!(
            input.click(&p, Some(sq(v, "g7"))),
            Click::Play { .. }
        ));
        // With no capture due, a square the piece cannot reach puts it back, as before.
        let start = Position::start(v);
        assert_eq!(
            input.click(&start, Some(sq(v, "c3"))),
            Click::Selected(sq(v, "c3"))
        );
        assert_eq!(input.click(&start, Some(sq(v, "e5"))), Click::Cleared);
    }

    #[test]
    fn picking_up_lights_only_legal_destinations() {
        let v = Variant::Brazilian;
        let p = Position::start(v);
        let mut input = Input::default();
        assert_eq!(
            input.click(&p, Some(sq(v, "c3"))),
            Click::Selected(sq(v, "c3"))
        );
        let expected: Bitboard = [sq(v, "b4"), sq(v, "d4")].into_iter().collect();
        assert_eq!(input.targets(&p), expected);
        assert_eq!(
            input.click(&p, Some(sq(v, "c5"))),
            Click::Cleared,
            "a non-destination puts the piece back"
        );
        assert_eq!(input.selected(), None);
    }

    #[test]
    fn a_blocked_piece_and_an_enemy_piece_are_refused() {
        let v = Variant::Brazilian;
        let p = Position::start(v);
        let mut input = Input::default();
        assert_eq!(
            input.click(&p, Some(sq(v, "b2"))),
            Click::Refused(Refusal::Blocked)
        );
        assert_eq!(
            input.click(&p, Some(sq(v, "f6"))),
            Click::Refused(Refusal::NotYourPiece)
        );
    }

    #[test]
    fn a_step_plays_on_its_destination() {
        let v = Variant::Brazilian;
        let p = Position::start(v);
        let mut input = Input::default();
        input.click(&p, Some(sq(v, "c3")));
        match input.click(&p, Some(sq(v, "d4"))) {
            Click::Play { mv, path } => {
                assert_eq!(p.move_text(&mv), "c3-d4");
                assert_eq!(path, vec![sq(v, "d4")]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_maximum_capture_is_compulsory() {
        // c3xe5xg3 takes two; e3 could take one (e3xc5 or e3xg5) but may not.
        let v = Variant::Brazilian;
        let p = pos(v, "W:Wc3,e3:Bd4,f4,g7,b8");
        let mut input = Input::default();
        let click = input.click(&p, Some(sq(v, "e3")));
        assert_eq!(
            click,
            Click::Refused(Refusal::MostPieces {
                pieces: 2,
                kings: 0
            })
        );
        assert_eq!(
            input.click(&p, Some(sq(v, "c3"))),
            Click::Selected(sq(v, "c3"))
        );
        assert_eq!(input.targets(&p), Bitboard::from_square(sq(v, "g3")));
    }

    #[test]
    fn a_capture_with_one_way_completes_on_its_final_square() {
        let v = Variant::Brazilian;
        let p = pos(v, "W:Wc3:Bd4,f6");
        let mut input = Input::default();
        input.click(&p, Some(sq(v, "c3")));
        match input.click(&p, Some(sq(v, "g7"))) {
            Click::Play { mv, path } => {
                assert_eq!(mv.captured().count(), 2);
                assert_eq!(path, vec![sq(v, "e5"), sq(v, "g7")]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_ambiguous_capture_is_entered_step_by_step() {
        // English men capture forward only: c1xe3 over d2, then e3xc5xe7 (d4, d6) or
        // e3xg5xe7 (f4, f6). Both end on e7 and neither can go on.
        let v = Variant::English;
        let p = pos(v, "W:Wc1:Bd2,d4,f4,d6,f6");
        let mut input = Input::default();
        input.click(&p, Some(sq(v, "c1")));
        assert_eq!(
            input.click(&p, Some(sq(v, "e7"))),
            Click::Refused(Refusal::ChooseThePath)
        );
        let first: Bitboard = [sq(v, "e3"), sq(v, "e7")].into_iter().collect();
        assert_eq!(input.targets(&p), first);
        assert_eq!(
            input.click(&p, Some(sq(v, "e3"))),
            Click::Stepped(sq(v, "e3"))
        );
        assert_eq!(input.jumped(&p), Bitboard::from_square(sq(v, "d2")));
        let next: Bitboard = [sq(v, "c5"), sq(v, "g5"), sq(v, "e7")]
            .into_iter()
            .collect();
        assert_eq!(input.targets(&p), next);
        // Pointing at a next landing shows what the capture takes on the way there.
        let f4 = Bitboard::from_square(sq(v, "f4"));
        assert!(input.point_at(&p, Some(sq(v, "g5"))));
        assert_eq!(input.previewed(&p), f4 | Bitboard::from_square(sq(v, "d2")));
        assert!(!input.point_at(&p, Some(sq(v, "g5"))), "no change");
        assert!(input.point_at(&p, Some(sq(v, "h8"))), "not a destination");
        assert_eq!(input.previewed(&p), Bitboard::EMPTY);
        match input.click(&p, Some(sq(v, "g5"))) {
            Click::Play { mv, path } => {
                assert!(mv.captured().contains(sq(v, "f6")));
                assert_eq!(path, vec![sq(v, "e3"), sq(v, "g5"), sq(v, "e7")]);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn pointing_at_a_destination_previews_its_capture() {
        // Brazilian: c3 takes d4 and f6, landing on g7; a quiet move takes nothing.
        let v = Variant::Brazilian;
        let p = pos(v, "W:Wc3,a3:Bd4,f6");
        let mut input = Input::default();
        assert!(!input.point_at(&p, Some(sq(v, "g7"))), "nothing picked up");
        input.click(&p, Some(sq(v, "c3")));
        assert!(input.point_at(&p, Some(sq(v, "g7"))));
        let both: Bitboard = [sq(v, "d4"), sq(v, "f6")].into_iter().collect();
        assert_eq!(input.previewed(&p), both);
        input.clear();
        assert_eq!(
            input.previewed(&p),
            Bitboard::EMPTY,
            "cleared with the selection"
        );
    }

    #[test]
    fn clicking_the_piece_again_puts_it_back() {
        let v = Variant::International;
        let p = Position::start(v);
        let mut input = Input::default();
        let s = sq(v, "32");
        input.click(&p, Some(s));
        assert_eq!(input.click(&p, Some(s)), Click::Cleared);
        assert_eq!(input.click(&p, None), Click::Cleared);
    }
}
