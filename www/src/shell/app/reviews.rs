//! Game reviews on the page: a finished review kept with its game in the records, and a past
//! game opened with the review kept for it.

use super::App;
use crate::game::session::Notice;
use crate::shell::dom;
use crate::shell::storage::{self, RecordsWrite};

impl App {
    /// The review just finished is kept with its game, if the game is in the records (a game
    /// opened from a file or a link is not).
    pub(super) fn keep_review(&mut self) {
        let Some(review) = self.page.review.as_ref().and_then(|r| r.review()) else {
            return;
        };
        let record = self.page.replay.as_ref().and_then(|r| r.record.as_deref());
        let Some(id) = self
            .records
            .game_record(record, &self.page.session.game)
            .map(|g| g.id.clone())
        else {
            return;
        };
        let write = storage::update_records(&mut self.records, dom::wall_ms(), |records| {
            records.keep_review(&id, review)
        });
        if write == RecordsWrite::Refused {
            self.page.session.notice = Some(Notice::RecordsNotSaved);
        }
    }

    /// Shows the review kept with the game shown (a past game opened, a finished game after a
    /// reload), if it has one.
    pub(super) fn show_kept_review(&mut self) {
        if self.page.review.is_some() || !self.page.can_review() {
            return;
        }
        let record = self.page.replay.as_ref().and_then(|r| r.record.as_deref());
        let kept = self
            .records
            .game_record(record, &self.page.session.game)
            .and_then(|g| g.review.clone());
        if let Some(review) = kept {
            self.page.show_review(review);
        }
    }
}
