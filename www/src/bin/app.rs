//! The page's entry point: panic hook first, then the game; a startup failure is shown as text.

fn main() {
    draughts_web::web::install_panic_hook();
    if let Err(e) = draughts_web::web::startup::start() {
        draughts_web::web::show_startup_error(&e);
    }
}
