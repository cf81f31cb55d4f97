//! Play by keyboard and screen reader: the board's cursor keys, the move typed in the
//! variant's notation, the live region that says every move, and the position as text.
//!
//! The decisions are in [`crate::keyboard::board_cursor`], [`crate::keyboard::move_entry`] and
//! [`crate::keyboard::announcement`]; this module holds their elements at the end of the panel and
//! says what a key or a typed move changed ([`Keyed`]); the shell wires the keys.

use crate::board::input::Click;
use crate::game::session::GameSession;
use crate::keyboard::announcement::{self, Announcer};
use crate::keyboard::board_cursor::{BoardCursor, BoardKey};
use crate::keyboard::move_entry::{self, EntryError};
use crate::shell::dom::{button, create, set_text};
use crate::strings;
use draughts::rules::Notation;
use draughts::{Move, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlCanvasElement, HtmlElement, HtmlInputElement};

/// The board's keys, as `aria-keyshortcuts` names them (key names, never translated).
const BOARD_KEYS: &str = "ArrowUp ArrowDown ArrowLeft ArrowRight Enter Space Escape D";

/// What a key or a typed move changed, for the app to show.
pub enum Keyed {
    /// Nothing the board shows.
    Nothing,
    /// The cursor moved, a piece was picked up or put back, or a notice changed.
    Changed,
    /// A move was played along `path`.
    Played { mv: Move, path: Vec<Square> },
}

/// The keyboard's part of the page.
pub struct KeyboardPlay {
    pub cursor: BoardCursor,
    announcer: Announcer,
    pub entry: HtmlInputElement,
    pub play: HtmlButtonElement,
    pub describe: HtmlButtonElement,
    /// Why the typed move was not played.
    reply: HtmlElement,
    /// The position in words, once asked for.
    position: HtmlElement,
    /// The live region that says the moves.
    spoken: HtmlElement,
    /// The live region that says the cursor's square.
    cursor_text: HtmlElement,
}

/// A text line that screen readers say when it changes.
fn live(tag: &str, id: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let el = create(tag, id, class, "")?;
    el.set_attribute("aria-live", "polite")?;
    Ok(el)
}

impl KeyboardPlay {
    /// Builds the move field and the live regions at the end of `panel`, the describe button in
    /// the menu,
    /// and makes the board focusable, described by the keys' help.
    pub fn build(panel: &Element, canvas: &HtmlCanvasElement) -> Result<KeyboardPlay, JsValue> {
        let root = create("section", "keyboard-play", "keyboard-play", "")?;
        root.set_attribute("aria-label", &strings::type_move())?;
        let row = create("div", "", "move-entry", "")?;
        // Said by screen readers and shown in the empty field: the row stays one line.
        let label = create("label", "", "visually-hidden", &strings::type_move())?;
        label.set_attribute("for", "move-input")?;
        let entry: HtmlInputElement = create("input", "move-input", "", "")?.dyn_into()?;
        entry.set_type("text");
        entry.set_attribute("autocomplete", "off")?;
        entry.set_attribute("autocapitalize", "off")?;
        entry.set_attribute("spellcheck", "false")?;
        entry.set_attribute("aria-describedby", "move-entry-reply")?;
        entry.set_placeholder(&strings::type_move());
        let play = button("play-move", "", &strings::play_typed_move())?;
        let describe = button("describe-position", "", &strings::describe_position())?;
        row.append_child(&label)?;
        row.append_child(&entry)?;
        row.append_child(&play)?;
        // The position in words is asked for from the menu and shown here.
        crate::shell::menu::list()?.append_child(&describe)?;
        let reply = live("p", "move-entry-reply", "move-entry-reply")?;
        let position = live("p", "position-text", "position-text")?;
        position.set_hidden(true);
        // It scrolls when long: the keyboard reaches it.
        position.set_tab_index(0);
        // The board's description for screen readers (its `aria-describedby`).
        let help = create(
            "p",
            "keyboard-help",
            "visually-hidden",
            &strings::keyboard_help(),
        )?;
        // A log: each announcement is a line of its own, so that the computer's reply is said
        // after the player's move instead of replacing it.
        let spoken = live("div", "announcer", "visually-hidden")?;
        spoken.set_attribute("role", "log")?;
        let cursor_text = live("p", "cursor-square", "visually-hidden")?;
        for el in [&row, &reply, &position, &help, &spoken, &cursor_text] {
            root.append_child(el)?;
        }
        panel.append_child(&root)?;
        canvas.set_tab_index(0);
        canvas.set_attribute("aria-describedby", "keyboard-help")?;
        canvas.set_attribute("aria-keyshortcuts", BOARD_KEYS)?;
        Ok(KeyboardPlay {
            cursor: BoardCursor::default(),
            announcer: Announcer::default(),
            entry,
            play,
            describe,
            reply,
            position,
            spoken,
            cursor_text,
        })
    }

    /// The board got the keyboard's focus: the cursor shows.
    pub fn focus(&mut self, session: &GameSession) {
        self.cursor
            .focus(session.shown_position(), session.orientation());
        self.say_cursor(session);
    }

    /// A key pressed on the board. While an earlier position is viewed the board takes no
    /// move, and the arrows are left to step through the moves.
    pub fn key(&mut self, key: BoardKey, session: &mut GameSession) -> Keyed {
        if key == BoardKey::Describe {
            self.describe(session);
            return Keyed::Nothing;
        }
        if session.viewing().is_some() {
            return Keyed::Nothing;
        }
        let pos = *session.position();
        self.cursor.focus(&pos, session.orientation());
        let variant = pos.variant();
        let keyed = match key {
            BoardKey::Activate => match self.cursor.square(variant) {
                Some(sq) => match session.click(Some(sq)) {
                    Click::Play { mv, path } => return Keyed::Played { mv, path },
                    _ => Keyed::Changed,
                },
                None => Keyed::Nothing,
            },
            BoardKey::Cancel => {
                session.input.clear();
                session.notice = None;
                Keyed::Changed
            }
            _ => {
                self.cursor.step(key, variant, session.orientation());
                // As the pointer over a destination, the cursor shows what its capture takes.
                session.input.point_at(&pos, self.cursor.square(variant));
                Keyed::Changed
            }
        };
        // A click sets the notice anew: a refusal is said instead of the square.
        match (&session.notice, key) {
            (Some(notice), BoardKey::Activate) => {
                self.say(&self.cursor_text, &strings::notice(notice))
            }
            _ => self.say_cursor(session),
        }
        keyed
    }

    /// Plays the typed move, or says why not and leaves the game as it was.
    pub fn type_move(&mut self, session: &mut GameSession) -> Keyed {
        match move_entry::play(session, &self.entry.value()) {
            Ok(_) => {
                self.entry.set_value("");
                set_text(&self.reply, "");
                match session.last_move() {
                    Some((_, mv, path)) => Keyed::Played { mv, path },
                    None => Keyed::Changed,
                }
            }
            Err(error) => {
                self.refuse(&error);
                Keyed::Nothing
            }
        }
    }

    fn refuse(&self, error: &EntryError) {
        self.say(&self.reply, &strings::entry_error(error));
    }

    /// Says what changed in the game since the last call (every move of both sides, the draw
    /// counter, the result); the position text, now out of date, is hidden.
    pub fn announce(&mut self, session: &GameSession) {
        let said = self.announcer.follow(session);
        if !said.is_empty() {
            self.log(&strings::announcement(&said));
            // What the cursor's square said before the move is out of date: silence it until
            // the next key.
            self.cursor_text.set_text_content(None);
            self.position.set_hidden(true);
        }
    }

    /// Shows the position on the board (or the earlier one viewed) in words.
    pub fn describe(&self, session: &GameSession) {
        self.position.set_hidden(false);
        self.say(
            &self.position,
            &strings::spoken_position(&announcement::describe(session.shown_position())),
        );
    }

    /// Says the cursor's square: its name, what stands there, whether it is picked up or a
    /// destination.
    fn say_cursor(&self, session: &GameSession) {
        let pos = session.shown_position();
        let variant = pos.variant();
        let Some((file, rank)) = self.cursor.shown() else {
            return;
        };
        let sq = self.cursor.square(variant);
        // A light square has a name only where squares are named by file and rank.
        let name = match sq {
            Some(s) => Some(variant.square_name(s)),
            None if variant.notation() == Notation::Algebraic => {
                Some(format!("{}{}", char::from(b'a' + file), rank + 1))
            }
            None => None,
        };
        let text = strings::cursor_square(
            name.as_deref(),
            sq.is_some(),
            sq.and_then(|s| pos.piece_at(s)),
            sq.is_some() && session.input.selected() == sq,
            sq.is_some_and(|s| session.input.targets(pos).contains(s)),
        );
        self.say(&self.cursor_text, &text);
    }

    /// Adds `text` to the log of announcements, which keeps the last few.
    fn log(&self, text: &str) {
        const KEPT: u32 = 3;
        if let Ok(line) = create("p", "", "", text) {
            self.spoken.append_child(&line).ok();
        }
        while self.spoken.child_element_count() > KEPT {
            let Some(first) = self.spoken.first_element_child() else {
                break;
            };
            first.remove();
        }
    }

    /// Writes `text` into a live region, again even when it is the same (a screen reader says
    /// a region when its content is replaced).
    fn say(&self, region: &HtmlElement, text: &str) {
        region.set_text_content(None);
        region.set_text_content(Some(text));
    }
}
