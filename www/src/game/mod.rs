//! The game in progress: the [`page::Page`] that decides what the page does, the game session,
//! the questions, the clocks, the new-game settings, the saved game, the link, looking back at
//! an earlier position, the sounds; and their views (the panel, the header, the move list, the
//! new-game form, the question dialog, the address, the sound player).

pub mod address;
pub mod clock;
pub mod confirm;
pub mod link;
pub mod move_list;
pub mod new_game;
pub mod page;
pub mod panel;
pub mod question;
pub mod result_card;
pub mod review;
pub mod save;
pub mod session;
pub mod settings;
pub mod settings_dialog;
pub mod setup_line;
pub mod sound;
pub mod sound_player;
#[cfg(test)]
pub mod test_page;
