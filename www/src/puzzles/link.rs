//! Puzzles in the page's address: `?puzzle=russian` opens that rule set's puzzles at one that
//! fits the player, `?puzzle=russian&id=12` puzzle 12. The address follows the puzzle shown, so
//! that Share gives a link to it. Whether the set has that puzzle is known only once its file
//! is read.

use crate::game::link::query_value;
use draughts::Variant;

/// The address's query for `variant`'s puzzles, at puzzle `id` if given.
pub fn puzzle_query(variant: Variant, id: Option<u32>) -> String {
    match id {
        Some(id) => format!("?puzzle={}&id={id}", variant.name()),
        None => format!("?puzzle={}", variant.name()),
    }
}

/// The puzzles the address asks for (`None` without `puzzle`): a rule set and maybe an id; an
/// error text when it names no rule set or a malformed id.
pub fn puzzle_from_query(
    params: &[(String, String)],
) -> Option<Result<(Variant, Option<u32>), String>> {
    let get = |key: &str| query_value(params, key);
    let name = get("puzzle")?;
    Some((|| {
        let variant = crate::rule_sets::read(name)?;
        let id = match get("id") {
            None => None,
            Some(text) => match text.parse::<u32>() {
                Ok(id) if id > 0 => Some(id),
                _ => return Err(format!("no puzzle {text:?}")),
            },
        };
        Ok((variant, id))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::link::parse_query;

    fn read(search: &str) -> Option<Result<(Variant, Option<u32>), String>> {
        puzzle_from_query(&parse_query(search))
    }

    #[test]
    fn a_puzzle_s_address_reads_back_as_that_puzzle() {
        let query = puzzle_query(Variant::Russian, Some(12));
        assert_eq!(query, "?puzzle=russian&id=12");
        assert_eq!(read(&query), Some(Ok((Variant::Russian, Some(12)))));
        assert_eq!(read("?puzzle=spanish"), Some(Ok((Variant::Spanish, None))));
        assert_eq!(read("?variant=spanish"), None);
    }

    #[test]
    fn an_unknown_rule_set_or_a_bad_id_is_refused_with_why() {
        assert!(matches!(read("?puzzle=chess"), Some(Err(_))));
        for bad in ["0", "x", "-3", "1.5"] {
            let Some(Err(why)) = read(&format!("?puzzle=russian&id={bad}")) else {
                panic!("{bad} accepted");
            };
            assert!(why.contains(bad), "{why}");
        }
    }
}
