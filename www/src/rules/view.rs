//! The rules dialog: a variant's rules page (`crate::rules`), opened by the menu's "Rules"
//! button on the game's variant, with a choice of variant inside. Every text is set as
//! text; the diagrams are drawn by the game's own board code ([`BoardCanvas`]) on small
//! canvases, once the dialog is open (a closed dialog has no size to draw at).

use crate::board::canvas::BoardCanvas;
use crate::board::theme::Theme;
use crate::game::page::Command;
use crate::preferences::language;
use crate::rules::{self as page, Diagram};
use crate::shell::dom::{button, create, field, grouped_select, listen, set_attr};
use crate::shell::events::{Sender, ViewEvent};
use crate::strings;
use draughts::Variant;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlCanvasElement, HtmlDialogElement, HtmlElement};
use web_sys::{HtmlSelectElement, MouseEvent};

/// The button and the dialog. Cheap to clone: every part is a handle to the page's element.
#[derive(Clone)]
pub struct RulesView {
    pub open: HtmlButtonElement,
    dialog: HtmlDialogElement,
    title: HtmlElement,
    variant: HtmlSelectElement,
    body: HtmlElement,
    close: HtmlButtonElement,
    /// Where the sections' "Try it on the board" and Lessons send.
    send: Sender,
}

impl RulesView {
    /// Adds the "Rules" button to the menu and the dialog, closed, at the end of the body; the
    /// dialog's own controls (variant, close) are wired here, the button by the page, which
    /// knows the game's variant and theme.
    pub fn build(send: Sender) -> Result<RulesView, JsValue> {
        let open = button("rules-open", "rules-open", &strings::rules_open())?;
        crate::shell::menu::list()?.append_child(&open)?;
        let dialog: HtmlDialogElement =
            create("dialog", "rules", "dialog rules", "")?.dyn_into()?;
        let title = create("h2", "rules-title", "", "")?;
        set_attr(&dialog, "aria-labelledby", "rules-title");
        let variant = grouped_select("rules-variant", &strings::variant_choices())?;
        let variant_field = field(&strings::variant(), &variant)?;
        let body = create("div", "rules-body", "rules-body", "")?;
        let close = button("rules-close", "primary", &strings::close())?;
        let learn = button("rules-learn", "", &strings::learn_open())?;
        // The title, the choice of variant, Lessons and Close stay in view while the rules
        // scroll.
        let head = create("div", "", "rules-head", "")?;
        for el in [&title, &variant_field, &learn, &close] {
            head.append_child(el)?;
        }
        dialog.append_child(&head)?;
        dialog.append_child(&body)?;
        crate::shell::dom::append_to_body(&dialog)?;
        let view = RulesView {
            open,
            dialog,
            title,
            variant,
            body,
            close,
            send,
        };
        let shown = view.clone();
        listen(&view.variant, "change", move |_: web_sys::Event| {
            if let Ok(variant) = shown.variant.value().parse::<Variant>() {
                shown.write(variant, shown.theme());
            }
        })?;
        let shown = view.clone();
        listen(&learn, "click", move |_: MouseEvent| {
            shown.dialog.close();
            if let Ok(variant) = shown.variant.value().parse() {
                (shown.send)(ViewEvent::Learn(variant));
            }
        })?;
        let shown = view.clone();
        listen(&view.close, "click", move |_: MouseEvent| {
            shown.dialog.close()
        })?;
        Ok(view)
    }

    /// Opens the dialog on `variant`'s rules, the diagrams in `theme`.
    pub fn show(&self, variant: Variant, theme: Theme) {
        set_attr(&self.dialog, "data-board-theme", theme.name());
        self.variant.set_value(variant.name());
        if !self.dialog.open() {
            self.dialog.show_modal().ok();
        }
        // The rules pages come with the first opening (crate::i18n): meanwhile, "Loading…".
        if !language::rules_at_hand() {
            set_attr(&self.dialog, "data-variant", "");
            self.title.set_text_content(None);
            self.body.set_text_content(Some(&strings::loading()));
        }
        let view = self.clone();
        language::with_rules(move || view.write(variant, theme));
        // Close has the focus (Escape or Enter closes), the page stays at its top.
        self.close.focus().ok();
        self.body.set_scroll_top(0);
        self.dialog.set_scroll_top(0);
    }

    /// Writes `variant`'s page, or says that the rules pages could not be had.
    fn write(&self, variant: Variant, theme: Theme) {
        if !language::rules_at_hand() {
            self.body
                .set_text_content(Some(&strings::rules_unavailable()));
            return;
        }
        if let Err(e) = self.fill(variant, theme) {
            web_sys::console::error_2(&"rules page:".into(), &e);
        }
    }

    /// The theme the dialog was opened in.
    fn theme(&self) -> Theme {
        self.dialog
            .get_attribute("data-board-theme")
            .and_then(|name| Theme::from_name(&name))
            .unwrap_or_default()
    }

    /// Writes `variant`'s page: title, opening sentence, then each section's heading,
    /// paragraphs and diagrams.
    fn fill(&self, variant: Variant, theme: Theme) -> Result<(), JsValue> {
        set_attr(&self.dialog, "data-variant", variant.name());
        self.title
            .set_text_content(Some(&strings::rules_text(&page::title_id(variant))));
        self.body.set_text_content(None);
        let intro = create("p", "", "rules-intro", "")?;
        intro.set_text_content(Some(&strings::rules_text(&page::intro_id(variant))));
        self.body.append_child(&intro)?;
        for section in page::sections(variant) {
            // The text, and the diagrams beside it (under it on a phone).
            let el = create("section", "", "rules-section", "")?;
            let text = create("div", "", "rules-text", "")?;
            let heading = create("h3", "", "", "")?;
            heading.set_text_content(Some(&strings::rules_text(&section.heading_id())));
            text.append_child(&heading)?;
            for id in section.paragraph_ids(variant) {
                let p = create("p", "", "", "")?;
                p.set_text_content(Some(&strings::rules_text(&id)));
                text.append_child(&p)?;
            }
            if let Some(lesson) = section.lesson(variant) {
                let try_it = button("", "small rules-try", &strings::learn_try())?;
                let (dialog, send) = (self.dialog.clone(), self.send.clone());
                listen(&try_it, "click", move |_: MouseEvent| {
                    dialog.close();
                    send(ViewEvent::Command(Command::Learn { variant, lesson }));
                })?;
                text.append_child(&try_it)?;
            }
            el.append_child(&text)?;
            self.body.append_child(&el)?;
            if !section.diagrams.is_empty() {
                let figures = create("div", "", "rules-figures", "")?;
                el.append_child(&figures)?;
                for (caption, diagram) in section.diagrams(variant) {
                    figure(&figures, variant, theme, &caption, diagram)?;
                }
            }
        }
        Ok(())
    }
}

/// Adds one diagram to `parent`: its caption, and the board drawn on its canvas once in the
/// document (so that it has a size). A diagram the core refuses (the tests forbid it) keeps its
/// caption and an empty board, and says why on the console.
fn figure(
    parent: &Element,
    variant: Variant,
    theme: Theme,
    caption_id: &str,
    diagram: &Diagram,
) -> Result<(), JsValue> {
    let figure = create("figure", "", "rules-diagram", "")?;
    let canvas: HtmlCanvasElement = create("canvas", "", "", "")?.dyn_into()?;
    let caption = strings::rules_text(caption_id);
    set_attr(&canvas, "role", "img");
    set_attr(
        &canvas,
        "aria-label",
        &strings::rules_diagram_label(&caption),
    );
    figure.append_child(&canvas)?;
    let text = create("figcaption", "", "", "")?;
    text.set_text_content(Some(&caption));
    figure.append_child(&text)?;
    parent.append_child(&figure)?;
    match diagram.view(variant) {
        Ok(view) => {
            let mut board = BoardCanvas::new(canvas)?;
            board.set_theme(theme);
            board.draw(&view);
        }
        Err(e) => web_sys::console::error_1(&format!("rules diagram: {e}").into()),
    }
    Ok(())
}
