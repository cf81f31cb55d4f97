//! The rule sets the page plays. The rules core and the engine know more (Italian, Czech, Pool,
//! Thai, Antidraughts and Breakthrough); a rule set joins the page when it has all the page
//! gives the others: its name and rules page in every language, its lessons, its puzzles and
//! its computer's rated levels. Until then an address, a store or a game file naming it is turned down with a clear
//! word rather than opening a game the page cannot teach or rate.

use draughts::Variant;

/// The rule sets on the page, in the order its choices list them.
pub const ON_PAGE: [Variant; 6] = [
    Variant::Brazilian,
    Variant::Russian,
    Variant::International,
    Variant::English,
    Variant::Spanish,
    Variant::Turkish,
];

/// The boards a chooser groups the rule sets by, as players know them: the board's size, and
/// Turkish's straight moves apart.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Board {
    /// 8x8, moves along the diagonals.
    Diagonal8,
    /// 10x10.
    Diagonal10,
    /// 12x12.
    Diagonal12,
    /// 8x8, moves along rows and columns.
    Straight8,
}

impl Board {
    /// The board `variant` is played on.
    pub fn of(variant: Variant) -> Board {
        let board = variant.board();
        match (board.orthogonal, board.size) {
            (true, _) => Board::Straight8,
            (false, 10) => Board::Diagonal10,
            (false, 12) => Board::Diagonal12,
            (false, _) => Board::Diagonal8,
        }
    }
}

/// The page's rule sets by board, each group in the order [`ON_PAGE`] lists its rule sets and
/// the groups in the order of their first rule set there.
pub fn by_board() -> Vec<(Board, Vec<Variant>)> {
    let mut groups: Vec<(Board, Vec<Variant>)> = Vec::new();
    for variant in ON_PAGE {
        let board = Board::of(variant);
        match groups.iter_mut().find(|(b, _)| *b == board) {
            Some((_, variants)) => variants.push(variant),
            None => groups.push((board, vec![variant])),
        }
    }
    groups
}

/// Whether the page plays `variant`.
pub fn on_page(variant: Variant) -> bool {
    ON_PAGE.contains(&variant)
}

/// Reads a rule set's name from an address or a store: one the page plays, or why not.
pub fn read(name: &str) -> Result<Variant, String> {
    let variant: Variant = name
        .parse()
        .map_err(|e: draughts::rules::ParseVariantError| e.to_string())?;
    check(variant).map(|()| variant)
}

/// Whether the page plays `variant`, as an error naming it when not (the core's errors are in
/// English, and so is this one).
pub fn check(variant: Variant) -> Result<(), String> {
    if on_page(variant) {
        return Ok(());
    }
    let name = variant.name();
    let (first, rest) = name.split_at(1);
    Err(format!(
        "{}{rest} draughts is not on this page yet",
        first.to_uppercase()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_reads_its_own_rule_sets_and_turns_down_the_others() {
        for variant in ON_PAGE {
            assert_eq!(read(variant.name()), Ok(variant));
        }
        let off: Vec<Variant> = Variant::ALL.into_iter().filter(|v| !on_page(*v)).collect();
        assert!(!off.is_empty());
        for variant in off {
            assert_eq!(read(variant.name()), Err(check(variant).unwrap_err()));
        }
        assert!(read("chess").unwrap_err().contains("unknown variant"));
    }

    #[test]
    fn the_choosers_group_every_rule_set_once_by_its_board() {
        let groups = by_board();
        let listed: Vec<Variant> = groups.iter().flat_map(|(_, v)| v.clone()).collect();
        let mut expected = ON_PAGE.to_vec();
        expected.sort_by_key(|v| groups.iter().position(|(b, _)| *b == Board::of(*v)));
        assert_eq!(listed, expected);
        for (board, variants) in &groups {
            assert!(
                variants.iter().all(|v| Board::of(*v) == *board),
                "{board:?}"
            );
        }
        assert_eq!(
            groups[0],
            (
                Board::Diagonal8,
                vec![
                    Variant::Brazilian,
                    Variant::Russian,
                    Variant::English,
                    Variant::Spanish
                ]
            )
        );
        assert_eq!(Board::of(Variant::International), Board::Diagonal10);
        assert_eq!(Board::of(Variant::Turkish), Board::Straight8);
        assert_eq!(Board::of(Variant::Thai), Board::Diagonal8);
        assert_eq!(
            check(Variant::Italian),
            Err("Italian draughts is not on this page yet".into())
        );
    }
}
