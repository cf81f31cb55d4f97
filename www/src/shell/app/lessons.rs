//! The lessons on the page: opened from the menu, the rules dialog or the address, at the
//! first lesson the player has not finished; a finished lesson kept in the records.

use super::App;
use crate::game::link;
use crate::game::page::Command;
use crate::game::session::Notice;
use crate::learn::link::lesson_from_query;
use crate::shell::dom;
use crate::shell::storage::{self, RecordsWrite};
use draughts::Variant;

impl App {
    /// Opens `variant`'s lessons where the player left them.
    pub(super) fn open_lessons(&mut self, variant: Variant) {
        let lesson = self.records.learned.first_unfinished(variant);
        self.command(Command::Learn { variant, lesson });
    }

    /// Opens the lesson the address names (`?learn=`), or says why it cannot.
    pub fn learn_from_address(&mut self) {
        let search = dom::window().location().search().unwrap_or_default();
        let query = link::parse_query(&search);
        match lesson_from_query(&query, |v| self.records.learned.first_unfinished(v)) {
            None => {}
            Some(Ok((variant, lesson))) => self.command(Command::Learn { variant, lesson }),
            Some(Err(why)) => self.page.session.notice = Some(Notice::BadLink(why)),
        }
    }

    /// The lesson of `topic` in `variant` was finished: the records keep it.
    pub(super) fn mark_learned(&mut self, variant: Variant, topic: &str) {
        let write = storage::update_records(&mut self.records, dom::wall_ms(), |records| {
            records.learned.mark(variant, topic)
        });
        if write == RecordsWrite::Refused {
            self.page.session.notice = Some(Notice::RecordsNotSaved);
        }
    }
}
