//! Game records on the page: the menu's buttons (the game record dialog, Share, Copy FEN), the
//! line in the panel that says what they did, and the dialog itself, which exports the game shown (Copy PDN, Download
//! .pdn) and imports by paste, file picker or a file dropped on the page. A file is decoded with
//! [`decode`] (any of the encodings PDN files come in), then read in short tasks, a few games
//! each, listing them as they come; the chosen game opens in replay only if it replays whole.
//! Tag values (names, events) are only ever set as text.

use crate::game::page::Command;
use crate::game_record::game_replay::Replay;
use crate::game_record::pdn_export::GameTags;
use crate::game_record::pdn_import::{self, Import, Progress};
use crate::review;
use crate::shell::dom::{self, button, create, grouped_select, listen, set_attr, set_text};
use crate::shell::events::{Copied, Sender, ViewEvent};
use crate::strings;
use draughts::notation::encoding::decode;
use draughts::{Color, PdnGame, Variant};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    Element, HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement,
};

/// How long one task of reading may hold the main thread, in milliseconds, and how many games
/// it reads at most (each is listed in the same task, a few DOM calls each): well under the
/// 50 ms after which a page feels stuck.
const SLICE_MS: f64 = 6.0;
const SLICE_GAMES: usize = 100;

/// The menu's buttons, their notice and the dialog.
pub struct PdnView {
    pub open: HtmlButtonElement,
    pub share: HtmlButtonElement,
    pub copy_fen: HtmlButtonElement,
    /// What the menu's last action did ("The game's link is copied."), in the panel.
    row_notice: HtmlElement,
    dialog: HtmlDialogElement,
    copy: HtmlButtonElement,
    download: HtmlButtonElement,
    text: HtmlTextAreaElement,
    read: HtmlButtonElement,
    choose: HtmlButtonElement,
    file: HtmlInputElement,
    notice: HtmlElement,
    list: HtmlElement,
    variant: HtmlSelectElement,
    /// Whether the rules proposed are the file's or a guess, and which others replay it.
    guess: HtmlElement,
    open_game: HtmlButtonElement,
    close: HtmlButtonElement,
    send: Sender,
}

/// The file being read and the game chosen from it.
struct Reading {
    import: Import,
    /// The games already listed.
    listed: usize,
    chosen: Option<usize>,
    /// The variant proposed for a game that does not name its own: the game's on the page.
    fallback: Variant,
    /// Counts the reads started, so that a read overtaken by a newer one stops.
    serial: u32,
}

thread_local! {
    static VIEW: RefCell<Option<PdnView>> = const { RefCell::new(None) };
    static READING: RefCell<Option<Reading>> = const { RefCell::new(None) };
}

/// Sends `event` to the page, from outside any borrow of the view (the page may answer into
/// it).
fn send(event: ViewEvent) {
    let sender = VIEW.with(|cell| cell.borrow().as_ref().map(|v| v.send.clone()));
    if let Some(send) = sender {
        send(event);
    }
}

fn with_view(f: impl FnOnce(&PdnView)) {
    VIEW.with(|cell| {
        if let Some(view) = cell.borrow().as_ref() {
            f(view);
        }
    });
}

/// Builds the buttons (in `menu`), their notice (at the end of `notices`) and the dialog, and
/// wires them.
pub fn install(menu: &Element, notices: &Element, send: Sender) -> Result<(), JsValue> {
    let open = button("pdn-open", "", &strings::game_record())?;
    let share = button("share", "", &strings::share())?;
    let copy_fen = button("copy-fen", "", &strings::copy_fen())?;
    let row_notice = create("p", "record-notice", "record-notice", "")?;
    row_notice.set_attribute("aria-live", "polite")?;
    for el in [&open, &share, &copy_fen] {
        menu.append_child(el)?;
    }
    notices.append_child(&row_notice)?;

    let dialog: HtmlDialogElement = create("dialog", "pdn", "dialog pdn", "")?.dyn_into()?;
    let title = create("h2", "", "", &strings::game_record())?;
    let export_title = create("h3", "", "", &strings::pdn_export_title())?;
    let copy = button("pdn-copy", "", &strings::copy_pdn())?;
    let download = button("pdn-download", "", &strings::download_pdn())?;
    let export_row = create("div", "", "pdn-buttons", "")?;
    export_row.append_child(&copy)?;
    export_row.append_child(&download)?;
    let import_title = create("h3", "", "", &strings::pdn_import_title())?;
    let text: HtmlTextAreaElement = create("textarea", "pdn-text", "pdn-text", "")?.dyn_into()?;
    text.set_attribute("aria-label", &strings::pdn_paste_label())?;
    text.set_placeholder(&strings::pdn_paste_label());
    text.set_rows(4);
    text.set_attribute("spellcheck", "false")?;
    let read = button("pdn-read", "", &strings::pdn_read_text())?;
    let choose = button("pdn-choose", "", &strings::pdn_choose_file())?;
    let file: HtmlInputElement = create("input", "pdn-file", "", "")?.dyn_into()?;
    file.set_type("file");
    file.set_accept(".pdn,.txt,application/x-chess-pdn,text/plain");
    file.set_hidden(true);
    let hint = create("span", "", "pdn-hint", &strings::pdn_drop_hint())?;
    let import_row = create("div", "", "pdn-buttons", "")?;
    for el in [&read, &choose] {
        import_row.append_child(el)?;
    }
    import_row.append_child(&hint)?;
    let notice = create("p", "pdn-notice", "notice", "")?;
    notice.set_attribute("aria-live", "polite")?;
    let list = create("ol", "pdn-games", "pdn-games", "")?;
    let variant = grouped_select("pdn-variant", &strings::variant_choices())?;
    let variant_field = dom::field(&strings::pdn_rules(), &variant)?;
    let open_game = button("pdn-open-game", "primary", &strings::pdn_open_game())?;
    open_game.set_disabled(true);
    let choice_row = create("div", "", "pdn-choice", "")?;
    choice_row.append_child(&variant_field)?;
    choice_row.append_child(&open_game)?;
    let guess = create("p", "pdn-guess", "pdn-hint", "")?;
    let close = button("pdn-close", "", &strings::close())?;
    let buttons = create("div", "", "dialog-buttons", "")?;
    buttons.append_child(&close)?;
    for el in [
        &title,
        &export_title,
        &export_row,
        &import_title,
        &text,
        &import_row,
        &file,
        &notice,
        &list,
        &choice_row,
        &guess,
        &buttons,
    ] {
        dialog.append_child(el)?;
    }
    dom::append_to_body(&dialog)?;
    let view = PdnView {
        open,
        share,
        copy_fen,
        row_notice,
        dialog,
        copy,
        download,
        text,
        read,
        choose,
        file,
        notice,
        list,
        variant,
        guess,
        open_game,
        close,
        send,
    };
    wire(&view)?;
    VIEW.with(|cell| *cell.borrow_mut() = Some(view));
    Ok(())
}

fn wire(view: &PdnView) -> Result<(), JsValue> {
    listen(&view.open, "click", |_: web_sys::MouseEvent| {
        with_view(|v| v.show_dialog())
    })?;
    listen(&view.close, "click", |_: web_sys::MouseEvent| {
        with_view(|v| v.dialog.close())
    })?;
    for (button, what) in [
        (&view.share, Copied::Link),
        (&view.copy_fen, Copied::Fen),
        (&view.copy, Copied::Pdn),
    ] {
        listen(button, "click", move |_: web_sys::MouseEvent| {
            send(ViewEvent::Copy(what))
        })?;
    }
    listen(&view.download, "click", |_: web_sys::MouseEvent| {
        send(ViewEvent::DownloadPdn)
    })?;
    let text = view.text.clone();
    listen(&view.read, "click", move |_: web_sys::MouseEvent| {
        send(ViewEvent::ReadPdn(text.value()));
    })?;
    dom::on_file_picked(&view.choose, &view.file, |chosen| read_file(&chosen))?;
    listen(&view.list, "click", |e: web_sys::MouseEvent| {
        let index = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("[data-index]").ok().flatten())
            .and_then(|el| el.get_attribute("data-index"))
            .and_then(|i| i.parse().ok());
        if let Some(index) = index {
            choose(index);
        }
    })?;
    listen(&view.open_game, "click", |_: web_sys::MouseEvent| {
        open_chosen()
    })?;
    // A file dropped anywhere on the page is imported.
    listen(&dom::window(), "dragover", |e: web_sys::DragEvent| {
        if carries_files(&e) {
            e.prevent_default();
        }
    })?;
    listen(&dom::window(), "drop", |e: web_sys::DragEvent| {
        let file = e
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|files| files.get(0));
        if let Some(file) = file {
            e.prevent_default();
            with_view(|v| v.show_dialog());
            read_file(&file);
        }
    })?;
    Ok(())
}

/// Whether a drag holds files (text dragged within the page is left alone).
fn carries_files(e: &web_sys::DragEvent) -> bool {
    e.data_transfer().is_some_and(|d| {
        d.types()
            .iter()
            .any(|t| t.as_string().as_deref() == Some("Files"))
    })
}

impl PdnView {
    fn show_dialog(&self) {
        set_text(&self.notice, "");
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
        }
    }
}

/// Copies `text`, the page's `what`, to the clipboard and says so: in the panel for the link
/// and the FEN, in the dialog for the PDN.
pub fn copy(text: &str, what: Copied) {
    let (done, in_row) = match what {
        Copied::Link => (strings::link_copied(), true),
        Copied::Fen => (strings::fen_copied(), true),
        Copied::Pdn => (strings::pdn_copied(), false),
    };
    let say = move |said: &str| {
        with_view(|v| {
            let el = if in_row { &v.row_notice } else { &v.notice };
            set_text(el, said);
        })
    };
    let promise = dom::window().navigator().clipboard().write_text(text);
    let ok = Closure::once(move |_: JsValue| say(&done));
    let refused = Closure::once(move |_: JsValue| say(&strings::copy_refused()));
    let _ = promise.then2(&ok, &refused);
    // Whichever runs, the promise holds them until then.
    ok.forget();
    refused.forget();
}

/// Saves the game's PDN `text` as the file `name`, and says so in the dialog.
pub fn download_game(text: &str, name: &str) {
    let said = if download(text, name).is_ok() {
        strings::pdn_downloaded()
    } else {
        strings::copy_refused()
    };
    with_view(|v| set_text(&v.notice, &said));
}

/// Saves `text` as the file `name` (a Blob and an `<a download>`).
fn download(text: &str, name: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/x-chess-pdn");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = dom::document().create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Reads a chosen or dropped file's bytes, then its games.
fn read_file(file: &web_sys::File) {
    with_view(|v| set_text(&v.notice, &strings::pdn_reading(0.0)));
    let read = Closure::once(|buffer: JsValue| {
        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
        send(ViewEvent::ReadPdn(decode(&bytes)));
    });
    let failed = Closure::once(|e: JsValue| {
        let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
        with_view(|v| set_text(&v.notice, &strings::pdn_refused(&why)));
    });
    let _ = file.array_buffer().then2(&read, &failed);
    read.forget();
    failed.forget();
}

/// Starts reading the games of `text` (dropping a read under way), then goes on in tasks of
/// its own; `fallback` is proposed for a game that does not name its variant.
pub fn read(text: String, fallback: Variant) {
    let serial = READING.with(|cell| {
        let mut slot = cell.borrow_mut();
        let serial = slot.as_ref().map_or(0, |r| r.serial.wrapping_add(1));
        *slot = Some(Reading {
            import: Import::new(text, fallback),
            listed: 0,
            chosen: None,
            fallback,
            serial,
        });
        serial
    });
    with_view(|v| {
        v.list.set_text_content(None);
        v.open_game.set_disabled(true);
        set_attr(&v.dialog, "data-state", "reading");
        v.dialog.remove_attribute("data-games").ok();
    });
    // The first games in a task of their own, apart from the file's decoding.
    if dom::soon(move || read_slice(serial)).is_err() {
        read_slice(serial);
    }
}

/// One task of reading: games for [`SLICE_MS`] (at most [`SLICE_GAMES`]), listed; then the
/// next task, or the end.
fn read_slice(serial: u32) {
    let more = READING.with(|cell| {
        let mut slot = cell.borrow_mut();
        let Some(reading) = slot.as_mut().filter(|r| r.serial == serial) else {
            return false;
        };
        let start = dom::now_ms();
        let mut games = 0;
        let progress = reading
            .import
            .read(|| {
                games += 1;
                games >= SLICE_GAMES || dom::now_ms() - start > SLICE_MS
            })
            .clone();
        with_view(|v| v.show_progress(reading, &progress));
        if let Progress::Failed(_) = progress {
            *slot = None;
        }
        matches!(progress, Progress::Reading(_))
    });
    if more && dom::soon(move || read_slice(serial)).is_err() {
        with_view(|v| set_text(&v.notice, &strings::pdn_refused("the page is busy")));
    }
    let single = READING.with(|cell| {
        cell.borrow().as_ref().is_some_and(|r| {
            r.serial == serial
                && matches!(r.import.progress(), Progress::Done)
                && r.import.games().len() == 1
        })
    });
    if single {
        choose(0);
    }
}

impl PdnView {
    /// Lists the games read since the last slice and says how far the reading is.
    fn show_progress(&self, reading: &mut Reading, progress: &Progress) {
        for game in &reading.import.games()[reading.listed..] {
            if let Ok(item) = self.list_item(game, reading.listed) {
                self.list.append_child(&item).ok();
            }
            reading.listed += 1;
        }
        let (said, state) = match progress {
            Progress::Reading(share) => (strings::pdn_reading(*share), "reading"),
            Progress::Done => (strings::pdn_read(reading.listed), "done"),
            Progress::Failed(why) => {
                self.list.set_text_content(None);
                (strings::pdn_unread(why), "failed")
            }
        };
        set_text(&self.notice, &said);
        set_attr(&self.dialog, "data-state", state);
        if state != "reading" {
            set_attr(
                &self.dialog,
                "data-games",
                &reading.import.games().len().to_string(),
            );
        }
    }

    /// A game's line in the list: a button whose text is set as text.
    fn list_item(&self, game: &PdnGame, index: usize) -> Result<Element, JsValue> {
        let item = create("li", "", "", "")?;
        let b = button("", "pdn-game", "")?;
        set_text(&b, &strings::pdn_summary(&pdn_import::summary(game)));
        set_attr(&b, "data-index", &index.to_string());
        set_attr(&b, "aria-pressed", "false");
        item.append_child(&b)?;
        Ok(item.into())
    }
}

/// Chooses the game at `index`: marks it, and preselects its rules (fixed when it names them).
fn choose(index: usize) {
    READING.with(|cell| {
        let mut slot = cell.borrow_mut();
        let Some(reading) = slot.as_mut() else {
            return;
        };
        let Some(game) = reading.import.games().get(index) else {
            return;
        };
        reading.chosen = Some(index);
        let guessed = pdn_import::guess(game);
        let proposed = pdn_import::proposal(game, &guessed, reading.fallback);
        let fixed = pdn_import::names_variant(game);
        with_view(|v| {
            if let Ok(buttons) = v.list.query_selector_all("[data-index]") {
                for i in 0..buttons.length() {
                    if let Some(el) = buttons.get(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                        let on = el.get_attribute("data-index") == Some(index.to_string());
                        set_attr(&el, "aria-pressed", if on { "true" } else { "false" });
                    }
                }
            }
            v.variant.set_value(proposed.name());
            v.variant.set_disabled(fixed);
            set_text(&v.guess, &strings::rules_guess(&guessed, proposed));
            v.open_game.set_disabled(false);
        });
    });
}

/// Opens the chosen game in replay, or says why not (game, line, move) and changes nothing.
fn open_chosen() {
    let mut chosen_variant = Variant::default();
    with_view(|v| chosen_variant = v.variant.value().parse().unwrap_or_default());
    let opened = READING.with(|cell| {
        let slot = cell.borrow();
        let reading = slot.as_ref()?;
        let game = reading.import.games().get(reading.chosen?)?;
        Some(pdn_import::open(game, chosen_variant).map(|played| {
            let review = review::pdn::read(game, &played).map(Box::new);
            (played, replay_of(game), review)
        }))
    });
    match opened {
        Some(Ok((game, replay, review))) => {
            with_view(|v| v.dialog.close());
            send(ViewEvent::Command(Command::OpenReplay {
                game,
                replay: Box::new(replay),
                review,
                player: Color::White,
            }));
        }
        Some(Err(why)) => with_view(|v| set_text(&v.notice, &strings::pdn_refused(&why))),
        None => {}
    }
}

/// The tags an export keeps (and the replay bar's title reads), from the game's own tags.
fn replay_of(game: &PdnGame) -> Replay {
    let tag = |name: &str| game.tag(name).unwrap_or("?").to_string();
    Replay {
        tags: Some(GameTags {
            event: tag("Event"),
            date: game.tag("Date").unwrap_or("????.??.??").to_string(),
            white: tag("White"),
            black: tag("Black"),
            result: Some(game.result().unwrap_or("*").to_string()),
        }),
        record: None,
    }
}
