//! Analysis mode's pure logic: when the engine may analyse, and what its progress reports mean
//! for the evaluation bar and the score, always from White's point of view.

use crate::game::session::Turn;
use draughts::{Color, Variant};
use draughts_engine::chances;
use draughts_worker::protocol::Eval;

/// A search shorter than this shows no speed: the few milliseconds of a forced move give figures
/// such as "1k positions/s" that say nothing about the engine.
const SPEED_MIN_MS: f64 = 250.0;

/// The search's speed in positions a second, when it has run long enough to mean something.
pub fn meaningful_speed(nodes: u64, nps: u64) -> Option<u64> {
    if nps == 0 {
        return None;
    }
    let elapsed_ms = nodes as f64 * 1000.0 / nps as f64;
    (elapsed_ms >= SPEED_MIN_MS).then_some(nps)
}

/// Whether the engine analyses now, given the session's turn.
///
/// Only on a person's turn: between two players that is every move, so both sides are
/// analysed; against the computer the computer's own search needs the one worker at full
/// strength and time, so analysis pauses while it thinks and resumes when it is the player's
/// move, as a player reviewing a game with an engine at their side would expect. Finished
/// games have nothing left to analyse.
pub fn runs(turn: Turn) -> bool {
    turn == Turn::Human
}

/// An evaluation from White's point of view.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum WhiteEval {
    /// Advantage in men: positive favours White.
    Men(f64),
    /// A forced win in `moves` of the winner's moves; 0 when the game ends now or the
    /// distance is not known (an endgame table's verdict).
    Win { winner: Color, moves: u32 },
}

impl WhiteEval {
    /// The engine's score, which is from the point of view of `to_move`, seen from White's. A
    /// win in `n` plies is `(n + 1) / 2` of the winner's moves, a loss in `n` plies `n / 2` of
    /// the loser's opponent's (the engine's own count).
    pub fn new(eval: Eval, to_move: Color) -> WhiteEval {
        let win = |winner, moves| WhiteEval::Win { winner, moves };
        match eval {
            Eval::Centimen(cp) => {
                let white_sign = if to_move == Color::White { 1.0 } else { -1.0 };
                // `+ 0.0` turns -0.0 (an even score for Black) into 0.0, which prints "+0.00".
                WhiteEval::Men(white_sign * f64::from(cp) / 100.0 + 0.0)
            }
            Eval::WinIn(plies) => win(to_move, plies.div_ceil(2)),
            Eval::LossIn(plies) => win(to_move.opponent(), plies / 2),
            Eval::TableWin => win(to_move, 0),
            Eval::TableLoss => win(to_move.opponent(), 0),
        }
    }

    /// White's share of the evaluation bar: White's expected result in `variant`
    /// ([`chances::expected_score`]), so that the bar shows the same chances in every rule
    /// set, from 0 (Black wins) to 1 (White wins). Forced wins are pinned to the ends, which an
    /// evaluation only approaches.
    pub fn white_share(self, variant: Variant) -> f64 {
        match self {
            WhiteEval::Men(m) => chances::expected_score(variant, 100.0 * m),
            WhiteEval::Win {
                winner: Color::White,
                ..
            } => 1.0,
            WhiteEval::Win {
                winner: Color::Black,
                ..
            } => 0.0,
        }
    }
}

/// The engine's latest report on the analysed position.
#[derive(Clone, PartialEq, Debug)]
pub struct Report {
    pub depth: u32,
    pub eval: WhiteEval,
    /// Positions a second, once the search has run long enough to say (see
    /// [`meaningful_speed`]).
    pub speed: Option<u64>,
    /// The best line, in the variant's notation.
    pub pv: Vec<String>,
}

/// A line numbered as in the move list, from the next move's place in it (see
/// [`crate::game::session::GameSession::next_move_place`]): "3. c3-d4", "f6-e5", "4. g3-f4", or
/// "3… f6-e5", "4. g3-f4" when the line starts with a reply. Each item is one unbreakable
/// unit on screen, so a line never wraps inside a move or between a number and its move.
pub fn numbered_line(pv: &[String], (row, reply): (usize, bool)) -> Vec<String> {
    pv.iter()
        .enumerate()
        .map(|(i, mv)| {
            let slot = 2 * row + usize::from(reply) + i;
            let number = slot / 2 + 1;
            if slot % 2 == 0 {
                format!("{number}. {mv}")
            } else if i == 0 {
                format!("{number}… {mv}")
            } else {
                mv.clone()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_numbered_like_the_move_list() {
        let pv: Vec<String> = ["c3-d4", "f6-e5", "g3-f4"].map(String::from).to_vec();
        assert_eq!(
            numbered_line(&pv, (0, false)),
            ["1. c3-d4", "f6-e5", "2. g3-f4"]
        );
        assert_eq!(
            numbered_line(&pv, (2, true)),
            ["3… c3-d4", "4. f6-e5", "g3-f4"]
        );
        assert!(numbered_line(&[], (0, false)).is_empty());
    }

    #[test]
    fn scores_are_turned_to_whites_view() {
        let white = |eval| WhiteEval::new(eval, Color::White);
        let black = |eval| WhiteEval::new(eval, Color::Black);
        assert_eq!(white(Eval::Centimen(35)), WhiteEval::Men(0.35));
        assert_eq!(black(Eval::Centimen(35)), WhiteEval::Men(-0.35));
        assert_eq!(black(Eval::Centimen(-150)), WhiteEval::Men(1.5));
        let win = |winner, moves| WhiteEval::Win { winner, moves };
        assert_eq!(black(Eval::WinIn(13)), win(Color::Black, 7));
        assert_eq!(black(Eval::LossIn(8)), win(Color::White, 4));
        assert_eq!(white(Eval::LossIn(0)), win(Color::Black, 0));
        assert_eq!(white(Eval::TableLoss), win(Color::Black, 0));
        assert_eq!(black(Eval::TableWin), win(Color::Black, 0));
        assert_eq!(white(Eval::TableWin), win(Color::White, 0));
    }

    #[test]
    fn the_bar_shows_whites_chances_even_at_zero_monotonic_and_pinned_for_wins() {
        for variant in Variant::ALL {
            assert_eq!(WhiteEval::Men(0.0).white_share(variant), 0.5);
            let mut last = 0.0;
            for cp in -2000..=2000 {
                let share = WhiteEval::Men(f64::from(cp) / 100.0).white_share(variant);
                assert!(share > last && share < 1.0, "{cp}: {share}");
                last = share;
            }
            let win = |winner| WhiteEval::Win { winner, moves: 3 }.white_share(variant);
            assert_eq!(win(Color::White), 1.0);
            assert_eq!(win(Color::Black), 0.0);
        }
        // A man ahead fills more of the bar where a man is worth more.
        let man = |variant| WhiteEval::Men(1.0).white_share(variant);
        assert!(man(Variant::English) > man(Variant::Brazilian));
        assert!(man(Variant::Brazilian) > man(Variant::Spanish));
    }

    #[test]
    fn speeds_show_only_for_searches_long_enough_to_mean_something() {
        assert_eq!(meaningful_speed(1_000, 1_000_000), None, "1 ms");
        assert_eq!(
            meaningful_speed(500_000, 1_000_000),
            Some(1_000_000),
            "0.5 s"
        );
        assert_eq!(meaningful_speed(0, 0), None);
    }

    #[test]
    fn analysis_runs_only_on_a_persons_turn() {
        assert!(runs(Turn::Human));
        assert!(!runs(Turn::Computer));
        assert!(!runs(Turn::Over));
    }
}
