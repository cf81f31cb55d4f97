//! The choices a player makes for a new game.

use crate::engine::thinking::{valid_top_seconds, DEFAULT_TOP_SECONDS};
use crate::game::clock::TimeControl;
use draughts::{Color, Variant};
use draughts_engine::Level;
use serde::{Deserialize, Serialize};

/// Who plays the other side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Opponent {
    /// The engine, at a level's number, from [`Level::MIN`] (weakest) to [`Level::MAX`]: a
    /// plain number, as saved games have it, brought into range by [`Settings::sanitized`].
    Computer { level: u8 },
    /// Two people taking turns on one device.
    Human,
}

/// The level of a first game, and of a game against the computer chosen without one.
pub const DEFAULT_LEVEL: u8 = 3;

/// The human's colour for a new game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    White,
    Black,
    /// Drawn by lot when the game starts.
    Random,
}

impl ColorChoice {
    /// The colour this choice gives; `coin` decides a draw by lot.
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if coin => Color::White,
            ColorChoice::Random => Color::Black,
        }
    }
}

/// Everything the new-game form asks.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Settings {
    #[serde(with = "variant_name")]
    pub variant: Variant,
    pub opponent: Opponent,
    pub color: ColorChoice,
    /// Level 8's time per move, in seconds (see [`crate::engine::thinking`]).
    #[serde(default = "default_top_seconds")]
    pub top_seconds: u32,
    /// The players' time control; none by default.
    #[serde(default)]
    pub clock: Option<TimeControl>,
}

fn default_top_seconds() -> u32 {
    DEFAULT_TOP_SECONDS
}

impl Default for Settings {
    /// Brazilian against the computer at level 3, playing White.
    fn default() -> Settings {
        Settings {
            variant: Variant::Brazilian,
            opponent: Opponent::Computer {
                level: DEFAULT_LEVEL,
            },
            color: ColorChoice::White,
            top_seconds: DEFAULT_TOP_SECONDS,
            clock: None,
        }
    }
}

impl Settings {
    /// Two people on one device playing `variant`, White at the bottom.
    pub fn two_players(variant: Variant) -> Settings {
        Settings {
            variant,
            opponent: Opponent::Human,
            ..Settings::default()
        }
    }

    /// The settings with out-of-range values brought into range (saved data may be edited).
    pub fn sanitized(mut self) -> Settings {
        if let Opponent::Computer { level } = &mut self.opponent {
            *level = (*level).clamp(Level::MIN.number(), Level::MAX.number());
        }
        self.top_seconds = valid_top_seconds(self.top_seconds);
        self
    }
}

/// Variants are stored by their lower-case name, as in URLs.
pub mod variant_name {
    use draughts::Variant;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(v.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let text = String::deserialize(d)?;
        crate::rule_sets::read(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_as_json() {
        let s = Settings {
            variant: Variant::Spanish,
            opponent: Opponent::Computer { level: 5 },
            color: ColorChoice::Random,
            top_seconds: 10,
            clock: Some(TimeControl::minutes(5, 3)),
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(
            text,
            r#"{"variant":"spanish","opponent":{"kind":"computer","level":5},"color":"random","top_seconds":10,"clock":{"seconds":300,"increment_seconds":3}}"#
        );
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), s);
        // Saved before level 8 had a choice of time: the default.
        let old = r#"{"variant":"spanish","opponent":{"kind":"human"},"color":"white"}"#;
        let old: Settings = serde_json::from_str(old).unwrap();
        assert_eq!((old.top_seconds, old.clock), (DEFAULT_TOP_SECONDS, None));
    }

    #[test]
    fn out_of_range_levels_are_clamped() {
        let s = Settings {
            opponent: Opponent::Computer { level: 99 },
            top_seconds: 7,
            ..Settings::default()
        };
        assert_eq!(
            s.sanitized().opponent,
            Opponent::Computer {
                level: Level::MAX.number()
            }
        );
        assert_eq!(s.sanitized().top_seconds, DEFAULT_TOP_SECONDS);
    }
}
