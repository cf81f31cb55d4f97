//! The page's entry point: panic hook first, then the game; a startup failure is shown as text.

fn main() {
    draughts_web::shell::install_panic_hook();
    if let Err(e) = draughts_web::shell::startup::start() {
        draughts_web::shell::show_startup_error(&e);
    }
}
