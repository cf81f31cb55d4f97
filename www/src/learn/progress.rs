//! The lessons a player has finished, by rule set: kept with the records, so that they survive
//! reloads and travel with the records' export and import.

use crate::learn::course;
use draughts::Variant;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The finished lessons' topics by rule set name (topics, not places, so that a lesson added to
/// a course leaves the others ticked).
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Learned(BTreeMap<String, BTreeSet<String>>);

impl Learned {
    pub fn is_empty(&self) -> bool {
        self.0.values().all(BTreeSet::is_empty)
    }

    /// Whether the lesson of `topic` in `variant` was finished.
    pub fn has(&self, variant: Variant, topic: &str) -> bool {
        self.0
            .get(variant.name())
            .is_some_and(|done| done.contains(topic))
    }

    /// How many of `variant`'s lessons were finished.
    pub fn count(&self, variant: Variant) -> usize {
        course(variant)
            .iter()
            .filter(|lesson| self.has(variant, lesson.topic))
            .count()
    }

    /// The place of the first of `variant`'s lessons not finished (the first when all are):
    /// where the player left the course.
    pub fn first_unfinished(&self, variant: Variant) -> usize {
        course(variant)
            .iter()
            .position(|lesson| !self.has(variant, lesson.topic))
            .unwrap_or(0)
    }

    /// Marks the lesson of `topic` in `variant` finished; false when it already was.
    pub fn mark(&mut self, variant: Variant, topic: &str) -> bool {
        self.0
            .entry(variant.name().to_string())
            .or_default()
            .insert(topic.to_string())
    }

    /// Adds the lessons `other` finished.
    pub fn merge(&mut self, other: &Learned) {
        for (variant, topics) in &other.0 {
            self.0
                .entry(variant.clone())
                .or_default()
                .extend(topics.iter().cloned());
        }
    }

    /// The first lesson named that no course has, as `variant/topic`.
    pub fn unknown(&self) -> Option<String> {
        self.0.iter().find_map(|(name, topics)| {
            let lessons = Variant::ALL
                .into_iter()
                .find(|v| v.name() == name)
                .map(course)
                .unwrap_or_default();
            topics
                .iter()
                .find(|topic| !lessons.iter().any(|lesson| &lesson.topic == topic))
                .map(|topic| format!("{name}/{topic}"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lesson_is_marked_once_and_counted_in_its_rule_set_only() {
        let mut learned = Learned::default();
        let topic = course(Variant::Russian)[0].topic;
        assert!(learned.mark(Variant::Russian, topic));
        assert!(!learned.mark(Variant::Russian, topic));
        assert!(learned.has(Variant::Russian, topic));
        assert!(!learned.has(Variant::Brazilian, topic));
        assert_eq!(learned.count(Variant::Russian), 1);
        assert_eq!(learned.count(Variant::Brazilian), 0);
    }

    #[test]
    fn the_course_opens_where_the_player_left_it_and_at_its_start_once_all_are_done() {
        let mut learned = Learned::default();
        let lessons = course(Variant::Spanish);
        assert_eq!(learned.first_unfinished(Variant::Spanish), 0);
        learned.mark(Variant::Spanish, lessons[0].topic);
        learned.mark(Variant::Spanish, lessons[2].topic);
        assert_eq!(learned.first_unfinished(Variant::Spanish), 1);
        for lesson in lessons {
            learned.mark(Variant::Spanish, lesson.topic);
        }
        assert_eq!(learned.first_unfinished(Variant::Spanish), 0);
    }

    #[test]
    fn merging_keeps_the_lessons_of_both() {
        let (first, second) = (
            course(Variant::English)[0].topic,
            course(Variant::English)[1].topic,
        );
        let mut mine = Learned::default();
        mine.mark(Variant::English, first);
        let mut theirs = Learned::default();
        theirs.mark(Variant::English, second);
        theirs.mark(Variant::Turkish, course(Variant::Turkish)[0].topic);
        mine.merge(&theirs);
        assert_eq!(mine.count(Variant::English), 2);
        assert_eq!(mine.count(Variant::Turkish), 1);
    }

    #[test]
    fn a_lesson_no_course_has_is_named() {
        let json = r#"{"brazilian":["men-move","flying-saucer"]}"#;
        let learned: Learned = serde_json::from_str(json).unwrap();
        assert_eq!(
            learned.unknown().as_deref(),
            Some("brazilian/flying-saucer")
        );
        let json = r#"{"checkers-of-mars":["men-move"]}"#;
        let learned: Learned = serde_json::from_str(json).unwrap();
        assert_eq!(
            learned.unknown().as_deref(),
            Some("checkers-of-mars/men-move")
        );
        assert_eq!(Learned::default().unknown(), None);
    }
}
