//! A lesson in the page's address: `?learn=brazilian` opens that rule set's lessons,
//! `?learn=brazilian&lesson=3` its third lesson. The address follows the lesson shown.

use crate::game::link::query_value;
use crate::learn::course;
use draughts::Variant;

/// The address's query for `variant`'s lesson at `place` (from 0).
pub fn lesson_query(variant: Variant, place: usize) -> String {
    format!("?learn={}&lesson={}", variant.name(), place + 1)
}

/// The lesson the address asks for, as a rule set and a place from 0 (`None` without `learn`);
/// without `lesson`, `first` (the first lesson the player has not finished) decides. An error
/// text when it names no rule set or no lesson.
pub fn lesson_from_query(
    params: &[(String, String)],
    first: impl FnOnce(Variant) -> usize,
) -> Option<Result<(Variant, usize), String>> {
    let get = |key: &str| query_value(params, key);
    let name = get("learn")?;
    Some((|| {
        let variant = crate::rule_sets::read(name)?;
        let lessons = course(variant).len();
        let place = match get("lesson") {
            None => first(variant),
            Some(text) => match text.parse::<usize>() {
                Ok(n) if (1..=lessons).contains(&n) => n - 1,
                _ => return Err(format!("no lesson {text:?} (1 to {lessons})")),
            },
        };
        Ok((variant, place))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::link::parse_query;

    fn read(search: &str) -> Option<Result<(Variant, usize), String>> {
        lesson_from_query(&parse_query(search), |_| 4)
    }

    #[test]
    fn a_lessons_address_reads_back_as_that_lesson() {
        let query = lesson_query(Variant::Turkish, 2);
        assert_eq!(query, "?learn=turkish&lesson=3");
        assert_eq!(read(&query), Some(Ok((Variant::Turkish, 2))));
    }

    #[test]
    fn without_a_lesson_the_first_unfinished_one_opens() {
        assert_eq!(read("?learn=brazilian"), Some(Ok((Variant::Brazilian, 4))));
        assert_eq!(read("?variant=brazilian"), None);
    }

    #[test]
    fn an_unknown_rule_set_or_lesson_is_refused_with_why() {
        assert!(read("?learn=chess").unwrap().is_err());
        let why = read("?learn=russian&lesson=99").unwrap().unwrap_err();
        assert!(why.contains("99"), "{why}");
        assert!(read("?learn=russian&lesson=0").unwrap().is_err());
        assert!(read("?learn=russian&lesson=two").unwrap().is_err());
    }
}
