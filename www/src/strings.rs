//! Every word the player reads, in one place, so that other languages can be added later.
//!
//! The UI modules describe what happened with small enums ([`Refusal`], [`Notice`], the game's
//! [`Outcome`]); this module alone turns them into English text.

use crate::ui::analysis::WhiteEval;
use crate::ui::clock::TimeControl;
use crate::ui::input::Refusal;
use crate::ui::question::Question;
use crate::ui::session::Notice;
use crate::ui::settings::Opponent;
use crate::ui::theme::Theme;
use draughts::{Color, DrawProgress, DrawReason, Outcome, Variant, WinReason};

pub const TITLE: &str = "Draughts";
pub const NEW_GAME: &str = "New game";
pub const UNDO: &str = "Undo";
pub const REDO: &str = "Redo";
pub const FLIP: &str = "Flip board";
pub const HINT: &str = "Hint";
pub const OFFER_DRAW: &str = "Offer a draw";
pub const RESIGN: &str = "Resign";
pub const YES: &str = "Yes";
pub const NO: &str = "No";
pub const START: &str = "Start";
pub const CANCEL: &str = "Cancel";
pub const VARIANT: &str = "Variant";
pub const OPPONENT: &str = "Opponent";
pub const LEVEL: &str = "Level";
pub const YOUR_COLOUR: &str = "Your colour";
pub const TIME_PER_MOVE: &str = "Time per move";
pub const COMPUTER_LEVEL: &str = "Computer's level";
pub const CLOCK: &str = "Clock";
pub const NO_CLOCK: &str = "No clock";
pub const BY_LOT: &str = "Drawn by lot";
pub const COMPUTER: &str = "Computer";
pub const TWO_PLAYERS: &str = "Two players on this device";
pub const COORDINATES: &str = "Show square names";
pub const TURN_BOARD: &str = "Turn the board after each move";
pub const SOUND: &str = "Sound";
pub const BOARD_THEME: &str = "Board";
pub const MOVES: &str = "Moves";
pub const BOARD_LABEL: &str = "Draughts board";
pub const STARTUP_FAILED: &str = "The game could not start: ";
pub const ANALYSE: &str = "Analyse";
pub const ANALYSING: &str = "Analysing…";
pub const ANALYSIS_PAUSED: &str = "Analysis resumes on your move.";
pub const ANALYSIS_OVER: &str = "The game is over: nothing to analyse.";
pub const EVAL_BAR_LABEL: &str = "Evaluation, White's share";
pub const BEST_LINE: &str = "Best line";
pub const BACK_TO_GAME: &str = "Back to the game";
pub const PREVIOUS_MOVE: &str = "Previous move";
pub const NEXT_MOVE: &str = "Next move";
pub const RECORDS_UNREADABLE: &str =
    "Your records could not be read; they were kept aside and a new record was started.";
pub const RECORDS_NOT_SAVED: &str =
    "Your records could not be saved: the browser's storage is full. What was saved before is kept.";
pub const DEFAULT_PROFILE: &str = "Player";
pub const SECOND_PROFILE: &str = "Player 2";
pub const LEADERBOARD: &str = "Leaderboard";
pub const CLOSE: &str = "Close";
pub const EXPORT_RECORDS: &str = "Export records";
pub const IMPORT_RECORDS: &str = "Import records";
pub const EXPORT_FILE_NAME: &str = "draughts-records.json";
pub const NO_GAMES_YET: &str = "No finished games in this variant yet.";
pub const HISTORY: &str = "Your games";
pub const UNRATED: &str = "unrated";
pub const PLAYERS: &str = "Players";
pub const PROFILE_WHITE: &str = "You (White between two players)";
pub const PROFILE_BLACK: &str = "Black between two players";
pub const PROFILE_NAME: &str = "Name";
pub const RENAME: &str = "Rename";
pub const ADD_PROFILE: &str = "Add player";
pub const LEADERBOARD_HEADINGS: [&str; 7] = [
    "Player",
    "Rating",
    "Won",
    "Drawn",
    "Lost",
    "Streak (best)",
    "Best level beaten",
];

/// What an import added.
pub fn imported(profiles: usize, games: usize) -> String {
    let plural = |n: usize, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    format!(
        "Imported {} and {}.",
        plural(profiles, "player", "players"),
        plural(games, "game", "games")
    )
}

/// A rating with its margin, "1520 ± 80".
pub fn rating(rating: f64, deviation: f64) -> String {
    format!("{:.0} ± {:.0}", rating, 2.0 * deviation)
}

/// The result of a past game for the player: "Won", "Lost" or "Drawn".
pub fn game_result(won: Option<bool>) -> &'static str {
    match won {
        Some(true) => "Won",
        Some(false) => "Lost",
        None => "Drawn",
    }
}

/// How a game ended, in a few words.
pub fn ending(ending: crate::ui::records::Ending) -> &'static str {
    use crate::ui::records::Ending;
    match ending {
        Ending::NoMoves => "no moves left",
        Ending::Resignation => "resignation",
        Ending::Time => "time",
        Ending::Agreement => "agreed draw",
        Ending::DrawRule => "draw rule",
    }
}

/// An opponent in the history: another profile's name or the computer with its level.
pub fn computer_at(level: u8) -> String {
    format!("Computer (level {level})")
}

/// One line of a player's history: date, opponent, colour, result, moves, ending.
pub fn history_line(
    date: &str,
    opponent: &str,
    white: bool,
    result: &str,
    moves: usize,
    ending: &str,
    unrated: bool,
) -> String {
    let colour = if white { "White" } else { "Black" };
    let unrated = if unrated { ", unrated" } else { "" };
    let moves = if moves == 1 {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    };
    format!("{date} · {result} against {opponent} as {colour}, {moves}, {ending}{unrated}")
}

/// A board theme's name in the panel.
pub fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::Wood => "Wood",
        Theme::Contrast => "High contrast",
        Theme::Tournament => "Tournament green",
    }
}

/// The name of a variant as a player knows it.
pub fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Brazilian => "Brazilian",
        Variant::Russian => "Russian",
        Variant::International => "International (10x10)",
        Variant::English => "English checkers",
        Variant::Spanish => "Spanish",
        Variant::Turkish => "Turkish",
    }
}

pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Each level's name and what sets its play apart, weakest first.
const LEVELS: [(&str, &str); 8] = [
    ("Beginner", ", often blunders"),
    ("Novice", ", often blunders"),
    ("Casual", ", makes mistakes"),
    ("Club player", ", makes mistakes"),
    ("Strong club player", ", plays endgames well"),
    ("Expert", ", no deliberate mistakes"),
    ("Master", ""),
    ("Full strength", ""),
];

const NUMBERS: [&str; 9] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
];

/// A level as the form lists it: "1 · Beginner: sees one move ahead, often blunders", how far
/// it looks taken from the engine's own level table; "8 · Full strength: thinks for as long
/// as you allow".
pub fn level_description(level: u8) -> String {
    let Some((name, manner)) = LEVELS.get(usize::from(level).wrapping_sub(1)) else {
        return format!("{level}");
    };
    let depth = draughts_engine::Level::new(level).map_or(0, |l| l.settings().max_depth);
    match NUMBERS.get(depth as usize) {
        Some(&number) => {
            let moves = if depth == 1 { "move" } else { "moves" };
            format!("{level} · {name}: sees {number} {moves} ahead{manner}")
        }
        None => format!("{level} · {name}: thinks for as long as you allow"),
    }
}

/// A level in a short list: "3 · Casual".
pub fn level_label(level: u8) -> String {
    let name = LEVELS
        .get(usize::from(level).wrapping_sub(1))
        .map_or("", |(name, _)| name);
    format!("{level} · {name}")
}

/// The level in the setup line: "level 3 (casual)", "level 8 (full strength, 3 s a move)".
pub fn level_name(level: u8, top_seconds: u32) -> String {
    let name = LEVELS
        .get(usize::from(level).wrapping_sub(1))
        .map_or(String::new(), |(name, _)| name.to_lowercase());
    if level >= crate::ui::settings::MAX_LEVEL {
        format!("level {level} ({name}, {})", seconds_a_move(top_seconds))
    } else {
        format!("level {level} ({name})")
    }
}

/// "3 s a move".
pub fn seconds_a_move(seconds: u32) -> String {
    format!("{seconds} s a move")
}

/// The move list's note where the level changed: "level 3 → 6".
pub fn level_change(from: u8, to: u8) -> String {
    format!("level {from} → {to}")
}

/// The computer's thinking: "Thinking… depth 7".
pub fn thinking(depth: u32) -> String {
    if depth == 0 {
        "Thinking…".to_string()
    } else {
        format!("Thinking… depth {depth}")
    }
}

/// The setup line in the page header, in parts: the variant, who plays which colour (with the
/// computer's level) and whose move (`to_move` is `None` once the game is over).
pub fn setup_line(
    variant: Variant,
    (opponent, top_seconds): (Opponent, u32),
    human: Color,
    to_move: Option<Color>,
) -> Vec<String> {
    let players = match opponent {
        Opponent::Computer { level } => format!(
            "You: {} · Computer: {}, {}",
            color_name(human),
            color_name(human.opponent()),
            level_name(level, top_seconds)
        ),
        Opponent::Human => "Two players: White and Black".to_string(),
    };
    let turn = match to_move {
        Some(color) => format!("{} to move", color_name(color)),
        None => "Game over".to_string(),
    };
    vec![variant_name(variant).to_string(), players, turn]
}

/// The status line while the game goes on.
pub fn to_move(turn: Color, opponent: Opponent, human: Color, thinking: bool) -> String {
    match opponent {
        Opponent::Computer { .. } if turn != human => {
            if thinking {
                "The computer is thinking…".to_string()
            } else {
                format!("{} (computer) to move", color_name(turn))
            }
        }
        Opponent::Computer { .. } => format!("Your move ({})", color_name(turn)),
        Opponent::Human => format!("{} to move", color_name(turn)),
    }
}

/// "1.2M positions/s", "850k positions/s".
fn speed(nps: u64) -> String {
    if nps >= 1_000_000 {
        format!("{:.1}M positions/s", nps as f64 / 1e6)
    } else {
        format!("{}k positions/s", nps / 1000)
    }
}

/// The computer's (or the hint's) progress, scored from White's side like the analysis:
/// "Depth 9 · -0.35 · 1.2M positions/s"; the speed only once it means something.
pub fn engine_line(depth: u32, eval: WhiteEval, speed_nps: Option<u64>) -> String {
    match speed_nps {
        Some(nps) => format!("Depth {depth} · {} · {}", evaluation(eval), speed(nps)),
        None => format!("Depth {depth} · {}", evaluation(eval)),
    }
}

/// The analysis's depth and speed: "Depth 9 · 1.2M positions/s", or "Depth 9" for a search
/// too short to give a speed.
pub fn analysis_progress(depth: u32, speed_nps: Option<u64>) -> String {
    match speed_nps {
        Some(nps) => format!("Depth {depth} · {}", speed(nps)),
        None => format!("Depth {depth}"),
    }
}

/// An evaluation from White's point of view: "+0.35", "-1.20", "White wins in 7".
pub fn evaluation(eval: WhiteEval) -> String {
    match eval {
        WhiteEval::Men(m) => format!("{m:+.2}"),
        WhiteEval::Win { winner, moves: 0 } => format!("{} wins", color_name(winner)),
        WhiteEval::Win { winner, moves } => format!("{} wins in {moves}", color_name(winner)),
    }
}

/// What the board shows while an earlier position is viewed: "Viewing move 12: 32-28",
/// "Viewing move 12… 19-23" (the reply), or the start.
pub fn viewing(mv: Option<(usize, bool, &str)>) -> String {
    match mv {
        Some((number, false, text)) => format!("Viewing move {number}: {text}"),
        Some((number, true, text)) => format!("Viewing move {number}… {text}"),
        None => "Viewing the start position".to_string(),
    }
}

/// A time control as the form lists it: "5 min + 3 s a move", "30 min".
pub fn time_control(control: TimeControl) -> String {
    let minutes = control.minutes_text();
    if control.increment_seconds > 0 {
        format!("{minutes} min + {} s a move", control.increment_seconds)
    } else {
        format!("{minutes} min")
    }
}

/// A clock's time: "4:05", and tenths in the last ten seconds: "0:07.3".
pub fn clock_time(ms: f64) -> String {
    let tenths = (ms.max(0.0) / 100.0).floor() as u64;
    let seconds = tenths / 10;
    if seconds < 10 {
        format!("0:{seconds:02}.{}", tenths % 10)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// "Last move: 32-28".
pub fn last_move(text: &str) -> String {
    format!("Last move: {text}")
}

/// A question's text and its two answers (yes, then no).
pub fn question(question: Question) -> (String, &'static str, &'static str) {
    match question {
        Question::Resign { side } => (
            format!("Resign? {} loses the game.", color_name(side)),
            "Resign",
            "Keep playing",
        ),
        Question::OfferDraw => (
            "Offer the computer a draw?".to_string(),
            "Offer a draw",
            "Cancel",
        ),
        Question::DrawOffered { by } => (
            format!(
                "{} offers a draw. {}, do you accept?",
                color_name(by),
                color_name(by.opponent())
            ),
            "Accept",
            "Decline",
        ),
        Question::ComputerOffersDraw => (
            "The computer offers a draw. Do you accept?".to_string(),
            "Accept",
            "Decline",
        ),
        Question::OpenPastGame => (
            "Open this past game? It replaces your game in progress.".to_string(),
            "Open the past game",
            "Keep my game",
        ),
        Question::OpenLink => (
            "Open the game from the link? It replaces your game in progress.".to_string(),
            "Open the link",
            "Keep my game",
        ),
    }
}

/// How the game ended, in plain words.
pub fn outcome(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let loser = color_name(winner.opponent());
            let why = match reason {
                WinReason::NoMoves => format!("{loser} cannot move"),
                WinReason::Resignation => format!("{loser} resigned"),
                WinReason::Time => format!("{loser} ran out of time"),
            };
            format!("{} wins: {why}.", color_name(winner))
        }
        Outcome::Draw(reason) => format!("Draw: {}.", draw_reason(reason)),
    }
}

fn draw_reason(reason: DrawReason) -> &'static str {
    match reason {
        DrawReason::Repetition => "the same position occurred three times",
        DrawReason::KingMoves => "only kings moved, without a capture, for too long",
        DrawReason::LoneKing => "the lone king held out",
        DrawReason::KingsEnding => "no progress in an ending with kings on both sides",
        DrawReason::OnePieceEach => "each side has a single piece",
        DrawReason::Agreement => "the players agreed",
    }
}

/// The draw counter line: "Draw in 5 moves unless a man moves or a piece is taken."
pub fn draw_countdown(progress: &DrawProgress) -> String {
    let n = progress.moves_left();
    let moves = if n == 1 { "move" } else { "moves" };
    let unless = match progress.rule.reason {
        DrawReason::KingMoves => "unless a man moves or a piece is taken",
        DrawReason::LoneKing => "unless a piece is taken",
        DrawReason::KingsEnding => "unless a piece is taken or crowned",
        _ => "",
    };
    if unless.is_empty() {
        format!("Draw in {n} {moves}.")
    } else {
        format!("Draw in {n} {moves} {unless}.")
    }
}

/// Why a click on the board did nothing.
pub fn refusal(refusal: Refusal) -> String {
    match refusal {
        Refusal::CaptureCompulsory => "A capture is compulsory.".to_string(),
        Refusal::MostPieces {
            pieces: n,
            kings: 0,
        } => {
            format!("A capture is compulsory and you must take the most pieces: {n}.")
        }
        Refusal::MostPieces { pieces, kings } => format!(
            "A capture is compulsory and you must take the most pieces: {pieces}, \
             then the most kings: {kings}."
        ),
        Refusal::Blocked => "That piece cannot move.".to_string(),
        Refusal::NotYourPiece => "That is not your piece.".to_string(),
        Refusal::ChooseThePath => {
            "Several captures end there: click the squares of the path one by one.".to_string()
        }
    }
}

/// Short notes shown under the status line.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Refused(r) => refusal(*r),
        Notice::ComputerToMove => "Wait: it is the computer's move.".to_string(),
        Notice::GameOver => "The game is over. Start a new game or undo.".to_string(),
        Notice::DrawDeclined => "The computer declines the draw.".to_string(),
        Notice::SaveUnreadable => {
            "Your saved game could not be read, so a new game has started.".to_string()
        }
        Notice::BadLink(why) => format!("The position in the link could not be opened ({why})."),
        Notice::EngineFailed(why) => format!("The computer stopped working: {why}"),
        Notice::Hint(text) => format!("Hint: {text}"),
        Notice::NoHint => "No hint in this position.".to_string(),
        Notice::RecordsUnreadable => RECORDS_UNREADABLE.to_string(),
        Notice::RecordsNotSaved => RECORDS_NOT_SAVED.to_string(),
        Notice::Imported { profiles, games } => imported(*profiles, *games),
        Notice::ImportRefused(why) => format!("The file was not imported: {why}. Nothing changed."),
        Notice::Viewing => {
            "You are looking at an earlier position: go back to the game to play.".to_string()
        }
    }
}

// ---- game records (PDN), replay, sharing ----

/// The Event tag of a game played on this page.
pub const PDN_EVENT: &str = "Casual game";
/// The panel's button opening the game record dialog.
pub const GAME_RECORD: &str = "Game record";
pub const PDN_EXPORT_TITLE: &str = "Save this game";
pub const COPY_PDN: &str = "Copy PDN";
pub const DOWNLOAD_PDN: &str = "Download .pdn";
pub const PDN_IMPORT_TITLE: &str = "Open a game";
pub const PDN_PASTE_LABEL: &str = "Paste PDN text";
pub const PDN_READ_TEXT: &str = "Read the text";
pub const PDN_CHOOSE_FILE: &str = "Choose a file…";
pub const PDN_DROP_HINT: &str = "or drop a .pdn file on the page.";
pub const PDN_RULES: &str = "Rules";
pub const PDN_OPEN_GAME: &str = "Open the game";
pub const PDN_NO_GAME: &str = "no game found in the text";
pub const PDN_COPIED: &str = "The game's PDN is copied.";
pub const PDN_DOWNLOADED: &str = "The .pdn file is saved.";
pub const COPY_REFUSED: &str = "The browser refused to copy; select the text and copy it.";
pub const SHARE: &str = "Share";
pub const COPY_FEN: &str = "Copy FEN";
pub const LINK_COPIED: &str = "The game's link is copied.";
pub const FEN_COPIED: &str = "The position's FEN is copied.";
pub const REPLAY_FIRST: &str = "First position";
pub const REPLAY_BACK: &str = "Previous move";
pub const REPLAY_FORWARD: &str = "Next move";
pub const REPLAY_LAST: &str = "Last position";
pub const CONTINUE_COMPUTER: &str = "Play on against the computer";
pub const CONTINUE_PERSON: &str = "Play on, two players";
pub const REPLAY_ANALYSE: &str = "Analyse here";
pub const SHARED_GAME: &str = "Shared game";
pub const DELETE_PROFILE: &str = "Delete player";
pub const DELETE: &str = "Delete";
pub const KEEP: &str = "Keep";
pub const LAST_PROFILE: &str = "The last player cannot be deleted.";

/// One game of an imported file: "3. Ann – Bob, 2-0, 42 moves".
pub fn pdn_summary(number: usize, white: &str, black: &str, result: &str, moves: usize) -> String {
    let moves = if moves == 1 {
        "1 move".to_string()
    } else {
        format!("{moves} moves")
    };
    format!("{number}. {white} – {black}, {result}, {moves}")
}

/// A file's games read so far: "Reading… 45%".
pub fn pdn_reading(share: f64) -> String {
    format!("Reading… {:.0}%", share * 100.0)
}

/// A file that was read: "1,000 games: choose one." or "1 game."
pub fn pdn_read(games: usize) -> String {
    if games == 1 {
        "1 game.".to_string()
    } else {
        format!("{games} games: choose one.")
    }
}

/// A file or game that could not be read, and where; nothing changed.
pub fn pdn_refused(why: &str) -> String {
    format!("Not opened ({why}). Nothing was changed.")
}

/// The replay bar's title: the players and the recorded result.
pub fn replay_title(white: &str, black: &str, result: &str) -> String {
    format!("{white} – {black} · {result}")
}

/// Where a replay stands: "move 12 of 80".
pub fn replay_place(ply: usize, len: usize) -> String {
    format!("move {ply} of {len}")
}

/// The question before deleting a profile.
pub fn delete_profile_question(name: &str, games: usize) -> String {
    let games = match games {
        0 => "no games".to_string(),
        1 => "its 1 game".to_string(),
        n => format!("its {n} games"),
    };
    format!("Delete {name} and {games} from the records?")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Eval;

    #[test]
    fn outcomes_are_plain_words() {
        let win = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::NoMoves,
        };
        assert_eq!(outcome(win), "Black wins: White cannot move.");
        assert_eq!(
            outcome(Outcome::Draw(DrawReason::Repetition)),
            "Draw: the same position occurred three times."
        );
    }

    #[test]
    fn evaluations_read_from_whites_side() {
        assert_eq!(evaluation(WhiteEval::Men(0.35)), "+0.35");
        assert_eq!(evaluation(WhiteEval::Men(-1.2)), "-1.20");
        assert_eq!(evaluation(WhiteEval::Men(0.0)), "+0.00");
        let win = WhiteEval::Win {
            winner: Color::Black,
            moves: 7,
        };
        assert_eq!(evaluation(win), "Black wins in 7");
        assert_eq!(
            analysis_progress(9, Some(1_234_567)),
            "Depth 9 · 1.2M positions/s"
        );
        assert_eq!(analysis_progress(2, None), "Depth 2");
        // The computer's line reads from White's side too: Black's +0.10 is White's -0.10.
        let black_ahead = WhiteEval::new(Eval::Centimen(10), Color::Black);
        assert_eq!(
            engine_line(4, black_ahead, Some(850_000)),
            "Depth 4 · -0.10 · 850k positions/s"
        );
        assert_eq!(engine_line(1, black_ahead, None), "Depth 1 · -0.10");
    }

    #[test]
    fn the_setup_line_names_the_variant_the_players_and_the_turn() {
        let vs = Opponent::Computer { level: 3 };
        assert_eq!(
            setup_line(
                Variant::Brazilian,
                (vs, 3),
                Color::Black,
                Some(Color::White)
            )
            .join(" · "),
            "Brazilian · You: Black · Computer: White, level 3 (casual) · White to move"
        );
        let top = Opponent::Computer { level: 8 };
        assert_eq!(
            setup_line(Variant::Russian, (top, 10), Color::White, None)[1],
            "You: White · Computer: Black, level 8 (full strength, 10 s a move)"
        );
        assert_eq!(
            setup_line(Variant::Russian, (Opponent::Human, 3), Color::White, None),
            ["Russian", "Two players: White and Black", "Game over"]
        );
    }

    #[test]
    fn questions_name_who_offers_and_who_answers() {
        let (text, yes, no) = question(Question::DrawOffered { by: Color::White });
        assert_eq!(text, "White offers a draw. Black, do you accept?");
        assert_eq!((yes, no), ("Accept", "Decline"));
        let (text, yes, _) = question(Question::Resign { side: Color::Black });
        assert_eq!(
            (text.as_str(), yes),
            ("Resign? Black loses the game.", "Resign")
        );
    }

    #[test]
    fn levels_say_how_far_they_look_from_the_engines_table() {
        assert_eq!(
            level_description(1),
            "1 · Beginner: sees one move ahead, often blunders"
        );
        assert_eq!(level_description(7), "7 · Master: sees eight moves ahead");
        assert_eq!(
            level_description(8),
            "8 · Full strength: thinks for as long as you allow"
        );
        for level in 1..=8 {
            assert!(level_description(level).starts_with(&format!("{level} · ")));
        }
        assert_eq!(level_change(3, 6), "level 3 → 6");
        assert_eq!(level_label(4), "4 · Club player");
    }

    #[test]
    fn clocks_read_as_minutes_and_seconds_then_tenths() {
        assert_eq!(clock_time(300_000.0), "5:00");
        assert_eq!(clock_time(65_999.0), "1:05");
        assert_eq!(clock_time(9_960.0), "0:09.9");
        assert_eq!(clock_time(-5.0), "0:00.0");
        assert_eq!(
            time_control(TimeControl::minutes(5, 3)),
            "5 min + 3 s a move"
        );
        assert_eq!(time_control(TimeControl::minutes(30, 0)), "30 min");
        let flag = Outcome::Win {
            winner: Color::White,
            reason: WinReason::Time,
        };
        assert_eq!(outcome(flag), "White wins: Black ran out of time.");
    }

    #[test]
    fn most_pieces_names_the_count() {
        let r = Refusal::MostPieces {
            pieces: 3,
            kings: 0,
        };
        assert!(refusal(r).ends_with("the most pieces: 3."));
    }
}
