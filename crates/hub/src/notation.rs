//! Scan's notation on the Hub protocol: the variant's name, the position string, moves with
//! their captured squares, and scores in men.

use draughts::{Color, Game, Move, Piece, Position, Role, Setup, Variant};
use draughts_engine::Score;

/// The variant before any `set-param`: Hub is the protocol of International draughts
/// programs, and a GUI sends only the parameters its user changed, so an engine that started
/// on Brazilian would be handed 10x10 positions it refuses.
pub const HUB_DEFAULT_VARIANT: Variant = Variant::International;

/// The rule sets Scan and the Hub GUI call by other names than ours.
const SCAN_NAMES: [(Variant, &str); 3] = [
    (Variant::International, "normal"),
    (Variant::Antidraughts, "losing"),
    (Variant::Breakthrough, "bt"),
];

/// Scan's name for `variant`, where it has its own.
pub fn scan_name(variant: Variant) -> Option<&'static str> {
    SCAN_NAMES
        .iter()
        .find(|(v, _)| *v == variant)
        .map(|&(_, name)| name)
}

/// A `variant` value: our names, or Scan's ([`scan_name`]).
pub fn hub_variant(value: &str) -> Result<Variant, String> {
    match SCAN_NAMES.iter().find(|(_, name)| *name == value) {
        Some(&(variant, _)) => Ok(variant),
        None => value.parse().map_err(|e| format!("{e}")),
    }
}

/// The squares of `variant` in the order of Scan's position string.
pub fn scan_order(variant: Variant) -> Vec<draughts::Square> {
    let board = variant.board();
    if variant
        .square_number(board.squares.first().expect("boards have squares"))
        .is_some()
    {
        let count = board.square_count();
        (1..=count)
            .filter_map(|n| variant.parse_square(&n.to_string()))
            .collect()
    } else {
        (0..board.size)
            .rev()
            .flat_map(|rank| {
                (0..board.size).filter_map(move |file| variant.square_at_display(file, rank))
            })
            .collect()
    }
}

/// Reads a FEN or a Scan position string.
pub fn read_position(variant: Variant, text: &str) -> Result<Position, String> {
    if text.contains(':') {
        return Position::from_fen(variant, text).map_err(|e| e.to_string());
    }
    let squares = scan_order(variant);
    let mut chars = text.chars();
    let turn = match chars.next() {
        Some('W') | Some('w') => Color::White,
        Some('B') | Some('b') => Color::Black,
        _ => return Err(format!("position {text:?} must start with W or B")),
    };
    let cells: Vec<char> = chars.collect();
    if cells.len() != squares.len() {
        return Err(format!(
            "a {variant} position needs {} squares after the side to move, not {}",
            squares.len(),
            cells.len()
        ));
    }
    let mut setup = Setup::empty(variant, turn);
    for (&sq, &cell) in squares.iter().zip(&cells) {
        let (color, role) = match cell {
            'w' => (Color::White, Role::Man),
            'b' => (Color::Black, Role::Man),
            'W' => (Color::White, Role::King),
            'B' => (Color::Black, Role::King),
            'e' | '.' => continue,
            other => return Err(format!("unknown square letter {other:?} in the position")),
        };
        setup.put(sq, Piece { color, role });
    }
    setup.into_position().map_err(|e| e.to_string())
}

/// `pos` in Scan's string, the form every Hub engine reads (the inverse of `read_position`).
pub fn hub_position(pos: &Position) -> String {
    let mut text = String::from(match pos.turn() {
        Color::White => 'W',
        Color::Black => 'B',
    });
    for sq in scan_order(pos.variant()) {
        text.push(match pos.piece_at(sq) {
            None => 'e',
            Some(Piece { color, role }) => match (color, role) {
                (Color::White, Role::Man) => 'w',
                (Color::Black, Role::Man) => 'b',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::King) => 'B',
            },
        });
    }
    text
}

/// Finds the legal move a Hub move names (`from-to`, `fromxto[xcaptured...]`), else reads the
/// variant's own move text.
pub fn read_move(pos: &Position, text: &str) -> Option<Move> {
    let variant = pos.variant();
    let squares: Option<Vec<_>> = text
        .split(['-', 'x', 'X', ':'])
        .map(|name| variant.parse_square(name))
        .collect();
    if let Some(squares) = squares.filter(|s| s.len() >= 2) {
        let (from, to, captured) = (squares[0], squares[1], &squares[2..]);
        let matching: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == from && mv.to() == to)
            .filter(|mv| captured.iter().all(|sq| mv.captured().contains(*sq)))
            .filter(|mv| captured.is_empty() || mv.captured().count() as usize == captured.len())
            .collect();
        if let [mv] = matching.as_slice() {
            return Some(*mv);
        }
    }
    pos.parse_move(text).ok()
}

/// The game a `pos` command names: its start position (a FEN or Scan's string) and the moves
/// played since (Hub moves or the variant's own texts, separated by spaces).
pub fn read_game(variant: Variant, start: &str, moves: &str) -> Result<Game, String> {
    let mut game = Game::from_position(read_position(variant, start)?);
    for word in moves.split_whitespace() {
        let mv = read_move(game.position(), word)
            .ok_or_else(|| format!("move {word} is not legal here"))?;
        game.play(&mv).map_err(|e| format!("move {word}: {e}"))?;
    }
    Ok(game)
}

/// A move in Hub form: `from-to`, or `fromxto` followed by `x` and each captured square.
pub fn hub_move(pos: &Position, mv: &Move) -> String {
    let name = |sq| pos.variant().square_name(sq);
    if !mv.is_capture() {
        return format!("{}-{}", name(mv.from()), name(mv.to()));
    }
    let mut text = format!("{}x{}", name(mv.from()), name(mv.to()));
    for sq in mv.captured() {
        text.push('x');
        text.push_str(&name(sq));
    }
    text
}

/// A line of moves from `start` in Hub form, separated by spaces.
pub fn hub_line(start: &Position, line: &[Move]) -> String {
    let words: Vec<String> = start
        .line(line)
        .map(|(pos, mv)| hub_move(&pos, &mv))
        .collect();
    words.join(" ")
}

/// Scan's score form: men as a real number; a decided game as ±(100 - plies/100).
pub fn score_in_men(score: Score) -> String {
    match (score.centipawns(), score.plies_to_end()) {
        (Some(cp), _) => format!("{:.2}", f64::from(cp) / 100.0),
        (None, Some(plies)) => {
            let value = 100.0 - f64::from(plies) / 100.0;
            format!("{:.2}", if score.is_win() { value } else { -value })
        }
        (None, None) => "0.00".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts::Game;

    #[test]
    fn variant_names_include_scans() {
        assert_eq!(hub_variant("normal"), Ok(Variant::International));
        assert_eq!(hub_variant("losing"), Ok(Variant::Antidraughts));
        assert_eq!(hub_variant("bt"), Ok(Variant::Breakthrough));
        assert_eq!(scan_name(Variant::Breakthrough), Some("bt"));
        assert_eq!(scan_name(Variant::Russian), None);
        assert_eq!(hub_variant("russian"), Ok(Variant::Russian));
        assert!(hub_variant("killer").is_err());
        assert_eq!(HUB_DEFAULT_VARIANT, Variant::International);
    }

    #[test]
    fn hub_position_reads_back() {
        for variant in Variant::ALL {
            let mut game = Game::new(variant);
            for _ in 0..6 {
                let moves = game.position().legal_moves();
                let Some(mv) = moves.into_iter().next_back() else {
                    break;
                };
                game.play(&mv).unwrap();
            }
            let pos = *game.position();
            let text = hub_position(&pos);
            assert_eq!(
                read_position(variant, &text).unwrap().to_fen(),
                pos.to_fen()
            );
        }
        let start = hub_position(&Position::start(Variant::International));
        assert_eq!(
            start,
            format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20))
        );
    }
}
