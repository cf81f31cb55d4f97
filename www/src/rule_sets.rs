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
        assert_eq!(
            check(Variant::Italian),
            Err("Italian draughts is not on this page yet".into())
        );
    }
}
