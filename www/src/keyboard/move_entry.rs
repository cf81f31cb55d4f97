//! A move typed in the variant's notation (`11-15`, `c3-d4`, `1x10`, a whole capture path when
//! several captures share their ends): played when it names one legal move, else refused with
//! the reason, nothing changed.

use crate::board::input::{Click, Input, Refusal};
use crate::game::session::{GameSession, LessonBoard, Turn};
use draughts::{Move, Position};
use draughts::{MoveError, MoveText, ParseMoveError};

/// Why a typed move was not played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum EntryError {
    /// Nothing typed; `example` is a legal move here, written as expected.
    Empty {
        example: Option<String>,
    },
    /// Not squares joined by `-` or `x`.
    NotAMove {
        text: String,
        example: Option<String>,
    },
    /// A name that is no playable square of this board.
    NotASquare(String),
    /// The piece on the first square cannot move now, for this reason.
    Refused(Refusal),
    /// No piece of the side to move on the first square.
    NoPiece(String),
    /// The piece there has no such move.
    Illegal(String),
    /// Several captures fit: these are their whole paths.
    Ambiguous(Vec<String>),
    /// It is not the player's move: the computer's, an earlier position viewed, or the end.
    ComputerToMove,
    Viewing,
    GameOver,
    /// The game is replayed, not played.
    Replaying,
    /// The lesson's task is over.
    TaskOver,
}

/// Plays `text` in `session`, or says why not and changes nothing.
pub fn play(session: &mut GameSession, text: &str) -> Result<(), EntryError> {
    if session.replayed {
        return Err(EntryError::Replaying);
    }
    if session.lesson == Some(LessonBoard::Over) {
        return Err(EntryError::TaskOver);
    }
    if session.viewing().is_some() {
        return Err(EntryError::Viewing);
    }
    match session.turn() {
        Turn::Human => {}
        Turn::Computer => return Err(EntryError::ComputerToMove),
        Turn::Over => return Err(EntryError::GameOver),
    }
    resolve(session.position(), text)?;
    // The session plays it along the path the text names.
    if session.play_text(text.trim()) {
        Ok(())
    } else {
        Err(EntryError::Illegal(text.trim().to_string()))
    }
}

/// The legal move `text` names in `pos`.
fn resolve(pos: &Position, text: &str) -> Result<Move, EntryError> {
    let example = || pos.legal_moves().first().map(|m| pos.move_text(m));
    let text = text.trim();
    if text.is_empty() {
        return Err(EntryError::Empty { example: example() });
    }
    let parsed = MoveText::parse(pos.variant(), text).map_err(|e| match e {
        ParseMoveError::Syntax(text) => EntryError::NotAMove {
            text,
            example: example(),
        },
        ParseMoveError::BadSquare(name) => EntryError::NotASquare(name),
    })?;
    parsed.resolve(pos).map_err(|e| match e {
        MoveError::Illegal(shown) => why_illegal(pos, &parsed, shown),
        MoveError::Ambiguous(_) => EntryError::Ambiguous(paths(pos, &parsed)),
    })
}

/// Why no legal move fits: the piece is not there, cannot move now (the click's reasons), or
/// has no such move.
fn why_illegal(pos: &Position, parsed: &MoveText, shown: String) -> EntryError {
    let Some(&from) = parsed.squares.first() else {
        return EntryError::Illegal(shown);
    };
    if pos.piece_at(from).is_none() {
        return EntryError::NoPiece(pos.variant().square_name(from));
    }
    match Input::default().click(pos, Some(from)) {
        Click::Refused(refusal) => EntryError::Refused(refusal),
        _ => EntryError::Illegal(shown),
    }
}

/// The whole paths of the captures that fit an ambiguous text, each as it must be typed.
fn paths(pos: &Position, parsed: &MoveText) -> Vec<String> {
    let variant = pos.variant();
    let (Some(&from), Some(&to)) = (parsed.squares.first(), parsed.squares.last()) else {
        return Vec::new();
    };
    let mut out: Vec<String> = pos
        .capture_paths()
        .into_iter()
        .filter(|(m, _)| m.from() == from && m.to() == to)
        .map(|(_, path)| {
            std::iter::once(from)
                .chain(path)
                .map(|sq| variant.square_name(sq))
                .collect::<Vec<_>>()
                .join("x")
        })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::settings::{Opponent, Settings};
    use draughts::{Color, Game, Variant};

    /// A game between two players from `fen`, White at the bottom.
    pub(crate) fn two_players(variant: Variant, fen: &str) -> GameSession {
        let pos = Position::from_fen(variant, fen).unwrap();
        GameSession::new(
            Game::from_position(pos),
            Settings::two_players(variant),
            Color::White,
        )
    }

    /// The last move played, in the notation.
    fn last(s: &GameSession) -> String {
        s.last_move()
            .map(|(before, mv, _)| before.move_text(&mv))
            .unwrap_or_default()
    }

    #[test]
    fn a_legal_move_in_the_variants_notation_is_played() {
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        assert_eq!(play(&mut s, " c3-d4 "), Ok(()));
        assert_eq!(last(&s), "c3-d4");
        assert_eq!(s.game.len(), 1);
        let mut s = GameSession::start(Settings::two_players(Variant::International), true);
        assert_eq!(play(&mut s, "32-28"), Ok(()));
        assert_eq!(last(&s), "32-28");
    }

    #[test]
    fn bad_text_is_refused_with_its_reason_and_nothing_changes() {
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        let fen = s.position().to_fen();
        let Err(EntryError::Empty {
            example: Some(example),
        }) = play(&mut s, "")
        else {
            panic!("an example");
        };
        assert!(s.position().parse_move(&example).is_ok(), "{example}");
        assert!(matches!(
            play(&mut s, "c3"),
            Err(EntryError::NotAMove { .. })
        ));
        assert_eq!(
            play(&mut s, "c3-z9"),
            Err(EntryError::NotASquare("z9".into()))
        );
        assert_eq!(play(&mut s, "d4-e5"), Err(EntryError::NoPiece("d4".into())));
        assert_eq!(
            play(&mut s, "f6-e5"),
            Err(EntryError::Refused(Refusal::NotYourPiece))
        );
        assert_eq!(
            play(&mut s, "b2-c3"),
            Err(EntryError::Refused(Refusal::Blocked))
        );
        assert_eq!(
            play(&mut s, "c3-c4"),
            Err(EntryError::NotASquare("c4".into()))
        );
        assert_eq!(
            play(&mut s, "c3-e5"),
            Err(EntryError::Illegal("c3-e5".into()))
        );
        assert_eq!(s.position().to_fen(), fen);
        assert_eq!(s.game.len(), 0);
    }

    #[test]
    fn a_compulsory_capture_and_an_ambiguous_one_are_explained() {
        let mut s = two_players(Variant::Russian, "W:Wc3,g3:Bd4");
        assert_eq!(
            play(&mut s, "g3-h4"),
            Err(EntryError::Refused(Refusal::CaptureCompulsory))
        );
        // Two captures from 30 (c1) to 14 (c5) in English draughts: by 21 (a3) or by 23 (e3).
        let mut s = two_players(Variant::English, "W:W30:B25,26,17,18");
        let Err(EntryError::Ambiguous(paths)) = play(&mut s, "30x14") else {
            panic!("ambiguous");
        };
        assert_eq!(paths, ["30x21x14", "30x23x14"]);
        assert_eq!(play(&mut s, "30x23x14"), Ok(()));
        assert_eq!(last(&s), "30x23x14");
        assert_eq!(s.game.len(), 1);
        let taken = s.game.history().next().map(|(_, m)| m.captured().count());
        assert_eq!(taken, Some(2));
    }

    #[test]
    fn only_the_player_to_move_may_type_a_move() {
        let mut settings = Settings::two_players(Variant::Russian);
        settings.opponent = Opponent::Computer { level: 1 };
        let mut s = GameSession::new(Game::new(Variant::Russian), settings, Color::Black);
        assert_eq!(play(&mut s, "c3-d4"), Err(EntryError::ComputerToMove));
        let mut s = GameSession::start(Settings::two_players(Variant::Russian), true);
        s.resign();
        assert_eq!(play(&mut s, "c3-d4"), Err(EntryError::GameOver));
    }
}
