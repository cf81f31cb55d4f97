//! A reviewed game in PDN, as lichess writes its analysed games: each position's evaluation in
//! the comment after the move that led to it (the start's before the first move), from White's
//! side, `[%eval 1.63]` in men or `[%eval #7]` / `[%eval #-7]` for a win in so many plies
//! (`#` / `#-` when an endgame table knows the win but not its length); the engine's line where
//! it differs from the move played, `[%line 31-27 18x27]`; the marks as strengths (`?!`, `?`,
//! `??`); and the budget in a `ReviewNodes` tag. Read back, a file with all of these is the
//! review again.

use crate::review::judgement;
use crate::review::{GameReview, PositionReview};
use draughts::{Color, Game, Note, PdnGame};
use draughts_worker::protocol::Eval;

/// The tag that names the review's nodes a position.
pub const NODES_TAG: &str = "ReviewNodes";

/// The comment before the first move and each move's note.
pub fn notes(game: &Game, review: &GameReview) -> (String, Vec<Note>) {
    let turns: Vec<Color> = game
        .history()
        .map(|(before, _)| before.turn())
        .chain([game.position().turn()])
        .collect();
    let comments: Vec<String> = review
        .positions
        .iter()
        .zip(&turns)
        .map(|(p, &turn)| comment(p, turn))
        .collect();
    let marks = judgement::judge(game, review);
    let notes = comments[1..]
        .iter()
        .zip(marks)
        .map(|(comment, judged)| Note {
            annotation: judged.mark.map(|m| m.glyph().to_string()),
            comment: Some(comment.clone()),
        })
        .collect();
    (comments[0].clone(), notes)
}

/// A position's comment: its evaluation and, if kept, the engine's line.
fn comment(position: &PositionReview, to_move: Color) -> String {
    let white = |n: i64| if to_move == Color::White { n } else { -n };
    let eval = match position.score {
        Eval::Centimen(c) => format!("{:.2}", white(i64::from(c)) as f64 / 100.0),
        Eval::WinIn(plies) => format!("#{}", signed(to_move == Color::White, plies)),
        Eval::LossIn(plies) => format!("#{}", signed(to_move == Color::Black, plies)),
        Eval::TableWin => format!("#{}", signed(to_move == Color::White, "")),
        Eval::TableLoss => format!("#{}", signed(to_move == Color::Black, "")),
    };
    let mut text = format!("[%eval {eval}]");
    if !position.line.is_empty() {
        text.push_str(&format!(" [%line {}]", position.line.join(" ")));
    }
    text
}

/// `what`, after a `-` unless White wins.
fn signed(white_wins: bool, what: impl std::fmt::Display) -> String {
    if white_wins {
        what.to_string()
    } else {
        format!("-{what}")
    }
}

/// The review a PDN game carries, if every position of `played` (the game it loads as) has
/// its evaluation and the file names its budget.
pub fn read(pdn: &PdnGame, played: &Game) -> Option<GameReview> {
    let nodes = pdn.tag(NODES_TAG)?.trim().parse().ok()?;
    let turns = played
        .history()
        .map(|(before, _)| before.turn())
        .chain([played.position().turn()]);
    let comments = std::iter::once(pdn.opening_comment()).chain(pdn.notes().map(|n| n.comment));
    let positions = comments
        .zip(turns)
        .map(|(text, turn)| position(text?, turn))
        .collect::<Option<Vec<_>>>()?;
    let review = GameReview { nodes, positions };
    (review.positions.len() == played.len() + 1).then_some(review)
}

/// A position's evaluation and line from its comment.
fn position(comment: &str, to_move: Color) -> Option<PositionReview> {
    let eval = command(comment, "eval")?;
    let score = match eval.strip_prefix('#') {
        Some(win) => {
            let (white_wins, plies) = match win.strip_prefix('-') {
                Some(plies) => (false, plies),
                None => (true, win),
            };
            let mover_wins = white_wins == (to_move == Color::White);
            match (plies.parse().ok(), mover_wins) {
                (Some(n), true) => Eval::WinIn(n),
                (Some(n), false) => Eval::LossIn(n),
                (None, true) if plies.is_empty() => Eval::TableWin,
                (None, false) if plies.is_empty() => Eval::TableLoss,
                (None, _) => return None,
            }
        }
        None => {
            let men: f64 = eval.parse().ok()?;
            let centimen = (men * 100.0).round();
            if !centimen.is_finite() || centimen.abs() > 1e6 {
                return None;
            }
            let white = centimen as i32;
            Eval::Centimen(if to_move == Color::White {
                white
            } else {
                -white
            })
        }
    };
    let line = command(comment, "line")
        .map(|l| l.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    Some(PositionReview { score, line })
}

/// The argument of the `[%name ...]` command in a comment.
fn command<'a>(comment: &'a str, name: &str) -> Option<&'a str> {
    let start = comment.find(&format!("[%{name} "))? + name.len() + 3;
    let end = comment[start..].find(']')? + start;
    Some(comment[start..end].trim())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::fixtures::{at, blunder_game, BLUNDER_FEN};
    use draughts::{parse_games, write_annotated_game, Position, Variant};

    fn reviewed() -> (Game, GameReview) {
        let game = blunder_game();
        let review = GameReview {
            nodes: 150_000,
            positions: vec![
                at(Eval::Centimen(163), &["a1-b2", "h8-g7"]),
                at(Eval::Centimen(163), &[]),
                at(Eval::LossIn(0), &[]),
            ],
        };
        (game, review)
    }

    #[test]
    fn a_review_is_written_as_comments_and_marks_and_read_back_whole() {
        let (game, review) = reviewed();
        let (opening, notes) = notes(&game, &review);
        assert_eq!(opening, "[%eval 1.63] [%line a1-b2 h8-g7]");
        assert_eq!(notes[0].annotation.as_deref(), Some("??"));
        assert_eq!(
            notes[0].comment.as_deref(),
            Some("[%eval -1.63]"),
            "Black to move, ahead"
        );
        assert_eq!(
            notes[1].comment.as_deref(),
            Some("[%eval #-0]"),
            "White has no move"
        );
        let text = write_annotated_game(&game, [(NODES_TAG, "150000")], Some(&opening), &notes);
        assert!(text.contains("1. d4-e5?? {[%eval -1.63]}"), "{text}");
        let pdn = &parse_games(&text, Variant::Russian).unwrap()[0];
        let played = pdn.to_game().unwrap();
        assert_eq!(read(pdn, &played), Some(review));
    }

    #[test]
    fn every_score_reads_back_and_a_file_without_the_whole_review_has_none() {
        for (to_move, score) in [
            (Color::White, Eval::WinIn(7)),
            (Color::Black, Eval::WinIn(7)),
            (Color::White, Eval::LossIn(4)),
            (Color::Black, Eval::TableWin),
            (Color::White, Eval::TableLoss),
            (Color::Black, Eval::Centimen(-35)),
        ] {
            let p = PositionReview {
                score,
                line: Vec::new(),
            };
            assert_eq!(position(&comment(&p, to_move), to_move), Some(p));
        }
        assert_eq!(position("[%eval nonsense]", Color::White), None);
        assert_eq!(position("[%eval #x]", Color::White), None);
        assert_eq!(position("no eval", Color::White), None);
        assert_eq!(position("[%eval 1e300]", Color::White), None);
        // A move without its evaluation, or no budget: no review.
        let (game, review) = reviewed();
        let (opening, mut notes) = notes(&game, &review);
        let whole = write_annotated_game(&game, [(NODES_TAG, "9")], Some(&opening), &notes);
        let untagged = write_annotated_game(&game, [], Some(&opening), &notes);
        notes[1].comment = None;
        let holed = write_annotated_game(&game, [(NODES_TAG, "9")], Some(&opening), &notes);
        for (text, whole_review) in [(whole, true), (untagged, false), (holed, false)] {
            let pdn = &parse_games(&text, Variant::Russian).unwrap()[0];
            let played = pdn.to_game().unwrap();
            assert_eq!(read(pdn, &played).is_some(), whole_review, "{text}");
        }
        let start = Position::from_fen(Variant::Russian, BLUNDER_FEN).unwrap();
        assert_eq!(game.start_position(), &start);
    }
}
