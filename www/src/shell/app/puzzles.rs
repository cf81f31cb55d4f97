//! Puzzles on the page: a rule set's set fetched and read the first time its puzzles open, the
//! next puzzle chosen to fit the player (or named by the address), each try kept in the
//! records, and a streak carried on or ended.

use super::{random_seed, with_app, App};
use crate::game::link;
use crate::game::page::Command;
use crate::game::session::Notice;
use crate::puzzles::choice;
use crate::puzzles::link::puzzle_from_query;
use crate::puzzles::run::{PuzzleState, PuzzleTry};
use crate::puzzles::set_path;
use crate::shell::dom;
use crate::shell::storage::{self, RecordsWrite};
use draughts::Variant;
use draughts_puzzles::PuzzleSet;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// What opens once the set is at hand: a puzzle by its id, or the next one (in a streak of so
/// many solved, if given).
#[derive(Clone, Copy, Debug)]
pub enum Wanted {
    Id(u32),
    Next { streak: Option<u32> },
}

impl App {
    /// Opens `variant`'s puzzles at `wanted`, fetching its set first if needed.
    pub(super) fn open_puzzles(&mut self, variant: Variant, wanted: Wanted) {
        match self.puzzle_sets.iter().find(|s| s.variant == variant) {
            Some(set) => {
                let set = Rc::clone(set);
                self.show_puzzle(&set, wanted);
            }
            None => fetch_set(variant, wanted),
        }
    }

    /// The next puzzle: in a streak, the next of it after a solved one; else one that fits.
    pub(super) fn next_puzzle(&mut self) {
        let Some(run) = &self.page.puzzle else {
            return;
        };
        let streak = match (run.streak, &run.state) {
            (Some(n), PuzzleState::Solved) => Some(n + 1),
            _ => None,
        };
        self.open_puzzles(run.variant, Wanted::Next { streak });
    }

    /// A streak from its first puzzle, in the rule set of the puzzle shown or the game.
    pub(super) fn start_streak(&mut self) {
        let variant = self
            .page
            .puzzle
            .as_ref()
            .map_or(self.variant(), |r| r.variant);
        self.open_puzzles(variant, Wanted::Next { streak: Some(0) });
    }

    /// Opens the puzzles the address names (`?puzzle=`), or says why it cannot.
    pub fn puzzles_from_address(&mut self) {
        let search = dom::window().location().search().unwrap_or_default();
        match puzzle_from_query(&link::parse_query(&search)) {
            None => {}
            Some(Ok((variant, Some(id)))) => self.open_puzzles(variant, Wanted::Id(id)),
            Some(Ok((variant, None))) => self.open_puzzles(variant, Wanted::Next { streak: None }),
            Some(Err(why)) => self.page.session.notice = Some(Notice::BadLink(why)),
        }
    }

    /// Puts the wanted puzzle of `set` on the board, or says why there is none.
    fn show_puzzle(&mut self, set: &PuzzleSet, wanted: Wanted) {
        let progress = self.records.puzzles.of(set.variant);
        let chosen = match wanted {
            Wanted::Id(id) => match set.puzzles.iter().find(|p| p.id == id) {
                Some(p) => Some((p, !progress.is_some_and(|v| v.tried(id)), None)),
                None => {
                    let why = format!("no puzzle {id}");
                    self.page.session.notice = Some(Notice::BadLink(why));
                    return self.refresh();
                }
            },
            Wanted::Next { streak } => {
                let target = match streak {
                    Some(n) => choice::streak_target(n),
                    None => self.records.puzzles.rating(set.variant).rating,
                };
                choice::pick(&set.puzzles, progress, target, random_seed())
                    .map(|(p, rated)| (p, rated, streak))
            }
        };
        match chosen {
            Some((puzzle, rated, streak)) => self.command(Command::Puzzle {
                puzzle: Box::new(puzzle.clone()),
                streak,
                rated,
            }),
            None => {
                self.page.session.notice = Some(Notice::AllPuzzlesSolved);
                self.refresh();
            }
        }
    }

    /// A try ended: its first try is kept (the rating moves), and a streak that failed ends.
    pub(super) fn puzzle_done(&mut self, done: PuzzleTry) {
        let PuzzleTry {
            variant,
            id,
            rating,
            solved,
            rated,
            streak,
        } = done;
        let write = storage::update_records(&mut self.records, dom::wall_ms(), |records| {
            let kept = rated && records.puzzles.record(variant, id, rating, solved);
            let length = streak.map_or(0, |n| n + u32::from(solved));
            let longest =
                !solved && streak.is_some() && records.puzzles.end_streak(variant, length);
            kept || longest
        });
        if write == RecordsWrite::Refused {
            self.page.session.notice = Some(Notice::RecordsNotSaved);
        }
    }
}

/// Fetches and reads `variant`'s set, then opens `wanted` (or says why it could not).
fn fetch_set(variant: Variant, wanted: Wanted) {
    let fetched = dom::window().fetch_with_str(&set_path(variant));
    wasm_bindgen_futures::spawn_local(async move {
        let text = async {
            let response = JsFuture::from(fetched)
                .await
                .map_err(|_| "offline".to_string())?;
            let response: web_sys::Response = response.dyn_into().map_err(|_| "no response")?;
            if !response.ok() {
                return Err(format!("HTTP {}", response.status()));
            }
            let text = response.text().map_err(|_| "no text")?;
            let text = JsFuture::from(text).await.map_err(|_| "unreadable")?;
            text.as_string().ok_or_else(|| "not text".to_string())
        };
        let read = text
            .await
            .and_then(|text| draughts_puzzles::parse(&text).map_err(|e| e.to_string()))
            .and_then(|set| {
                (set.variant == variant)
                    .then_some(set)
                    .ok_or_else(|| "another rule set's puzzles".to_string())
            });
        with_app(|app| match read {
            Ok(set) => {
                let set = Rc::new(set);
                app.puzzle_sets.push(Rc::clone(&set));
                app.show_puzzle(&set, wanted);
            }
            Err(why) => {
                app.page.session.notice = Some(Notice::PuzzlesUnavailable(why));
                app.refresh();
            }
        });
    });
}
