//! Every listener of the page's own controls, each turning a DOM event into a call on the
//! [`App`]: the board's pointer and keys, the panel, the selects, the move list, the
//! leaderboard dialog, the other tabs' storage.

use super::puzzles::Wanted;
use super::{random_u32, view_sender, with_app, App};
use crate::board::theme::Theme;
use crate::editor::view as editor_view;
use crate::game::move_list::MoveList;
use crate::game::page::Command;
use crate::game::panel::Action;
use crate::game::session::GameSession;
use crate::game_record::game_replay;
use crate::keyboard::board_cursor::BoardKey;
use crate::keyboard::view::{KeyboardPlay, Keyed};
use crate::records::recording;
use crate::records::view::RecordsView;
use crate::rules::view::RulesView;
use crate::shell::dom::{self, listen};
use crate::shell::storage;
use crate::strings;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlCanvasElement, HtmlSelectElement, PointerEvent};

/// Calls `f` with a select's value, read as a number, whenever it changes.
fn on_number(select: &HtmlSelectElement, f: fn(&mut App, u32)) -> Result<(), JsValue> {
    let control = select.clone();
    listen(select, "change", move |_: web_sys::Event| {
        let chosen = control.value().parse().unwrap_or(0);
        with_app(|app| f(app, chosen))
    })
}

pub(super) fn wire(app: &App, canvas: &HtmlCanvasElement) -> Result<(), JsValue> {
    crate::shell::menu::install()?;
    let c = canvas.clone();
    listen(canvas, "pointerdown", move |e: PointerEvent| {
        e.prevent_default();
        c.set_pointer_capture(e.pointer_id()).ok();
        let at = dom::point_in(&c, &e);
        with_app(|app| app.pointer_down(at));
    })?;
    let c = canvas.clone();
    listen(canvas, "pointermove", move |e: PointerEvent| {
        let at = dom::point_in(&c, &e);
        with_app(|app| app.pointer_move(at));
    })?;
    let c = canvas.clone();
    listen(canvas, "pointerup", move |e: PointerEvent| {
        let at = dom::point_in(&c, &e);
        with_app(|app| app.pointer_up(at));
    })?;
    listen(canvas, "pointercancel", |_: PointerEvent| {
        with_app(|app| {
            app.drag = None;
            app.pressed = None;
            app.point_at(None);
            app.redraw();
        })
    })?;
    listen(canvas, "pointerleave", |_: PointerEvent| {
        with_app(|app| {
            if app.drag.is_none() && app.pressed.is_none() {
                app.point_at(None);
            }
        })
    })?;
    listen(&dom::window(), "resize", |_: web_sys::Event| {
        with_app(|app| {
            app.board.resize();
            app.redraw();
        })
    })?;
    for (action, button) in app.panel.buttons() {
        listen(button, "click", move |_: web_sys::MouseEvent| {
            with_app(|app| app.action(action))
        })?;
    }
    // Escape closes the dialog: the answer is "no" (after "yes" or "no" the question is gone).
    listen(app.panel.confirm_dialog(), "close", |_: web_sys::Event| {
        with_app(|app| app.action(Action::No))
    })?;
    wire_records(&app.records_view)?;
    // Another tab stored records or preferences (the event never fires in the tab that wrote).
    listen(&dom::window(), "storage", |e: web_sys::StorageEvent| {
        if let Some(key) = e.key() {
            with_app(|app| app.on_storage(&key));
        }
    })?;
    let rules = RulesView::build(view_sender())?;
    let menu = crate::shell::menu::list()?;
    let lessons = dom::button("learn-open", "", &strings::learn_open())?;
    menu.append_child(&lessons)?;
    listen(&lessons, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.open_lessons(app.variant()))
    })?;
    let puzzles = dom::button("puzzles-open", "", &strings::puzzles_open())?;
    menu.append_child(&puzzles)?;
    listen(&puzzles, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.open_puzzles(app.variant(), Wanted::Next { streak: None }))
    })?;
    crate::coordinates::view::install(&menu)?;
    listen(
        &rules.open.clone(),
        "click",
        move |_: web_sys::MouseEvent| {
            with_app(|app| rules.show(app.page.session.position().variant(), app.preferences.theme))
        },
    )?;
    wire_keyboard(&app.keyboard, canvas)?;
    editor_view::install(app.preferences.theme, view_sender())?;
    on_number(&app.panel.settings.level_row.level, App::change_level)?;
    on_number(
        &app.panel.settings.level_row.top_seconds,
        App::change_top_seconds,
    )?;
    for select in [&app.panel.form.opponent, &app.panel.form.level] {
        listen(select, "change", |_: web_sys::Event| {
            with_app(|app| app.panel.form.show_fields())
        })?;
    }
    listen(&app.panel.moves.list, "click", |e: web_sys::MouseEvent| {
        if let Some(ply) = e.target().as_ref().and_then(MoveList::ply_at) {
            with_app(|app| {
                let effects = app.page.view(ply);
                app.run(effects);
            })
        }
    })?;
    listen(&dom::window(), "keydown", |e: web_sys::KeyboardEvent| {
        // The arrows step through the moves, unless a control or a dialog has them.
        let in_control = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| el.closest("select, input, dialog").ok().flatten().is_some());
        let key = e.key();
        if !in_control {
            with_app(|app| {
                let replaying = app.page.replay.is_some() || app.page.session.viewing().is_some();
                if let Some(step) = game_replay::key_step(&key, replaying) {
                    e.prevent_default();
                    app.command(Command::Replay(step));
                }
            });
        }
    })?;
    let settings = &app.panel.settings;
    let sound = settings.sound_box.clone();
    listen(&settings.sound_box, "change", move |_: web_sys::Event| {
        let on = sound.checked();
        with_app(|app| {
            storage::update_preferences(&mut app.preferences, |p| p.sound = on);
            app.page.sound_on = on;
        })
    })?;
    let theme = settings.theme.clone();
    listen(&settings.theme, "change", move |_: web_sys::Event| {
        let chosen = Theme::from_name(&theme.value()).unwrap_or_default();
        with_app(|app| app.set_theme(chosen))
    })?;
    let language = settings.language.clone();
    listen(&settings.language, "change", move |_: web_sys::Event| {
        let chosen = language.value();
        with_app(|app| app.set_language(&chosen))
    })?;
    let turn = settings.turn_box.clone();
    listen(&settings.turn_box, "change", move |_: web_sys::Event| {
        let on = turn.checked();
        with_app(|app| {
            app.set_turn_board(on);
            app.render();
        })
    })?;
    let labels = settings.labels_box.clone();
    listen(&settings.labels_box, "change", move |_: web_sys::Event| {
        let on = labels.checked();
        with_app(|app| app.command(Command::Labels(on)))
    })?;
    Ok(())
}

/// The leaderboard dialog's controls.
fn wire_records(view: &RecordsView) -> Result<(), JsValue> {
    listen(&view.variant, "change", |_: web_sys::Event| {
        with_app(|app| app.records_view.show(&app.records, recording::level_rating))
    })?;
    listen(&view.close, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.close())
    })?;
    listen(&view.export, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.export_records())
    })?;
    dom::on_file_picked(&view.import, &view.file, |chosen| {
        let read = Closure::once(|text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            with_app(|app| app.import_records(&text));
        });
        let _ = chosen.text().then(&read);
        read.forget();
    })?;
    let (white, black) = (view.white.clone(), view.black.clone());
    for select in [&view.white, &view.black] {
        let (white, black) = (white.clone(), black.clone());
        listen(select, "change", move |_: web_sys::Event| {
            let (w, b) = (white.value(), black.value());
            with_app(|app| {
                app.change_records(|records| {
                    recording::choose(records, &w, Some(&b));
                    true
                });
            })
        })?;
    }
    let name = view.name.clone();
    listen(&view.rename, "click", move |_: web_sys::MouseEvent| {
        let text = name.value();
        with_app(|app| {
            let (now, random) = (dom::wall_ms(), random_u32());
            if app.change_records(|records| {
                let current =
                    recording::current_profile(records, now, random, strings::default_name);
                recording::rename(records, &current, &text)
            }) {
                app.records_view.name.set_value("");
            }
        })
    })?;
    let name = view.name.clone();
    listen(&view.add, "click", move |_: web_sys::MouseEvent| {
        let text = name.value();
        with_app(|app| {
            let (now, random) = (dom::wall_ms(), random_u32());
            if app.change_records(|records| {
                recording::add_named(records, &text, now, random).is_some()
            }) {
                app.records_view.name.set_value("");
            }
        })
    })?;
    listen(&view.delete, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.ask_delete(&app.records))
    })?;
    listen(&view.delete_no, "click", |_: web_sys::MouseEvent| {
        with_app(|app| app.records_view.end_delete())
    })?;
    listen(&view.delete_yes, "click", |_: web_sys::MouseEvent| {
        with_app(|app| {
            app.records_view.end_delete();
            // The profile the dialog named, even if another tab has since chosen another.
            if let Some(id) = app.records.profiles.first().map(|p| p.id.clone()) {
                app.change_records(|records| recording::delete_profile(records, &id));
            }
        })
    })?;
    listen(&view.history, "click", |e: web_sys::MouseEvent| {
        let id = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-game]").ok().flatten())
            .and_then(|el| el.get_attribute("data-game"));
        if let Some(id) = id {
            with_app(|app| app.open_past_game(&id));
        }
    })?;
    Ok(())
}

/// A key or a typed move, acted on and shown.
fn act(app: &mut App, f: impl FnOnce(&mut KeyboardPlay, &mut GameSession) -> Keyed) {
    let before = *app.page.session.position();
    let keyed = f(&mut app.keyboard, &mut app.page.session);
    app.keyed(before, keyed);
}

/// The board's focus and keys, the move field's Enter and button, the describe button.
fn wire_keyboard(keyboard: &KeyboardPlay, canvas: &HtmlCanvasElement) -> Result<(), JsValue> {
    let board = canvas.clone();
    listen(canvas, "focus", move |_: web_sys::Event| {
        // Focused by a click, the board shows no cursor until a key is pressed.
        if board.matches(":focus-visible").unwrap_or(false) {
            with_app(|app| {
                act(app, |k, s| {
                    k.focus(s);
                    Keyed::Nothing
                })
            });
        }
    })?;
    listen(canvas, "blur", |_: web_sys::Event| {
        with_app(|app| {
            act(app, |k, _| {
                k.cursor.blur();
                Keyed::Nothing
            })
        })
    })?;
    listen(canvas, "keydown", |e: web_sys::KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let Some(key) = BoardKey::from_key(&e.key(), &e.code()) else {
            return;
        };
        let mut taken = false;
        with_app(|app| {
            act(app, |k, s| {
                taken = key == BoardKey::Describe || s.viewing().is_none();
                k.key(key, s)
            })
        });
        if taken {
            // The page's own keys (the arrows step through the moves) and Space's scrolling
            // stay out of it.
            e.prevent_default();
            e.stop_propagation();
        }
    })?;
    listen(&keyboard.entry, "keydown", |e: web_sys::KeyboardEvent| {
        if e.key() == "Enter" {
            e.prevent_default();
            with_app(|app| act(app, KeyboardPlay::type_move));
        }
    })?;
    listen(&keyboard.play, "click", |_: web_sys::MouseEvent| {
        with_app(|app| act(app, KeyboardPlay::type_move))
    })?;
    listen(&keyboard.describe, "click", |_: web_sys::MouseEvent| {
        with_app(|app| {
            act(app, |k, s| {
                k.describe(s);
                Keyed::Nothing
            })
        })
    })?;
    Ok(())
}
