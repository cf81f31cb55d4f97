//! The engine parameters every Hub engine of this project offers, as its `param` lines and as
//! a `set-param` value read: the variant and the level.

use crate::line::quote;
use draughts::Variant;
use draughts_engine::Level;

/// The `param` line offering the variant, `current` first.
pub fn variant_param(current: Variant) -> String {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    format!(
        "param name=variant value={current} type=enum values={}",
        quote(&names.join(" "))
    )
}

/// The `param` line offering the level, `current` first.
pub fn level_param(current: Level) -> String {
    format!(
        "param name=level value={current} type=int min={} max={}",
        Level::MIN,
        Level::MAX
    )
}

/// A `set-param name=level` value.
pub fn read_level_param(value: &str) -> Result<Level, String> {
    value
        .parse()
        .ok()
        .and_then(Level::new)
        .ok_or_else(|| format!("level must be 1 to 8, not {value:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_read_within_their_range_and_offered_with_it() {
        assert_eq!(read_level_param("3").map(|l| l.number()), Ok(3));
        assert_eq!(
            read_level_param("9"),
            Err("level must be 1 to 8, not \"9\"".to_string())
        );
        assert!(read_level_param("x").is_err());
        let level = read_level_param("8").unwrap();
        assert_eq!(
            level_param(level),
            "param name=level value=8 type=int min=1 max=8"
        );
        assert!(variant_param(Variant::Russian)
            .starts_with("param name=variant value=russian type=enum values=\"brazilian "));
    }
}
