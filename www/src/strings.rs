//! Every word the player reads, as a typed API over the Fluent messages of
//! `www/locales/<language>/main.ftl` ([`crate::i18n`]): the UI modules describe what is to be
//! said with small typed values ([`Refusal`], [`Notice`], [`Status`], [`Announcement`], the
//! game's [`Outcome`]) and never import this module; it alone turns them into text, in the
//! page's language, for the web views that show them. Where a text is kept (a profile's
//! default name, a game's PDN tags), the web layer writes it here and hands it to `ui`.

use crate::board::input::Refusal;
use crate::board::theme::Theme;
use crate::engine::analysis::WhiteEval;
use crate::engine::session::EngineLine;
use crate::game::clock::TimeControl;
use crate::game::question::{Help, Question};
use crate::game::review::ViewedPosition;
use crate::game::session::{Notice, Setup, Standing, Status};
use crate::game::settings::Opponent;
use crate::game_record::game_replay::ReplayTitle;
use crate::game_record::pdn_export::GameTags;
use crate::game_record::pdn_import::RulesGuess;
use crate::game_record::pdn_import::{GameSummary, ReadError};
use crate::i18n::tr;
use crate::keyboard::announcement::{Announcement, Pieces, SpokenMove, SpokenPosition};
use crate::learn::run::{LessonRun, TaskState};
use crate::learn::{Goal, Lesson, Miss};
use crate::puzzles::progress::PuzzleProgress;
use crate::puzzles::run::{PuzzleRun, PuzzleState};
use crate::records::recording::{DefaultName, PlayerName};
use crate::records::{Ending, RecordsError};
use crate::review::judgement::{Mark, MoveJudgement};
use crate::review::mistakes::{Attempt, MistakeRun};
use draughts::{Color, DrawProgress, DrawReason, Outcome, Variant, WinReason};
use draughts_engine::Level;
use draughts_puzzles::Theme as PuzzleTheme;
use fluent_bundle::FluentValue;

/// Texts without variables: `undo()` is the message `undo`.
macro_rules! texts {
    ($($name:ident => $id:literal,)*) => {
        $(
            #[doc = concat!("The message `", $id, "`.")]
            pub fn $name() -> String {
                tr($id, &[])
            }
        )*
    };
}

texts! {
    title => "title",
    new_game => "new-game",
    undo => "undo",
    redo => "redo",
    flip => "flip",
    hint => "hint",
    offer_draw => "offer-draw",
    resign => "resign",
    yes => "yes",
    no => "no",
    start => "start",
    cancel => "cancel",
    variant => "variant",
    opponent => "opponent",
    level => "level",
    your_colour => "your-colour",
    time_per_move => "time-per-move",
    computer_level => "computer-level",
    clock => "clock",
    no_clock => "no-clock",
    by_lot => "by-lot",
    computer => "computer",
    two_players => "two-players",
    coordinates => "coordinates",
    turn_board => "turn-board",
    sound => "sound",
    board_theme => "board-theme",
    moves => "moves",
    board_label => "board-label",
    analyse => "analyse",
    analysing => "analysing",
    analysis_paused => "analysis-paused",
    analysis_over => "analysis-over",
    eval_bar_label => "eval-bar-label",
    best_line => "best-line",
    back_to_game => "back-to-game",
    previous_move => "previous-move",
    next_move => "next-move",
    records_not_saved => "notice-records-not-saved",
    leaderboard => "leaderboard",
    close => "close",
    settings => "settings",
    coordinates_open => "coordinates-open",
    coordinates_drill => "coordinates-drill",
    coordinates_find => "coordinates-find",
    coordinates_name => "coordinates-name",
    coordinates_intro => "coordinates-intro",
    coordinates_which => "coordinates-which",
    coordinates_right => "coordinates-right",
    loading => "loading",
    rules_unavailable => "rules-unavailable",
    rematch => "rematch",
    menu => "menu",
    export_records => "export-records",
    import_records => "import-records",
    export_file_name => "export-file-name",
    no_games_yet => "no-games-yet",
    standings_empty => "standings-empty",
    history => "history",
    players => "players",
    profile_white => "profile-white",
    profile_black => "profile-black",
    profile_name => "profile-name",
    rename => "rename",
    add_profile => "add-profile",
    language => "language",
}

/// The leaderboard's column headings.
pub fn leaderboard_headings() -> [String; 7] {
    [
        "heading-player",
        "heading-rating",
        "heading-won",
        "heading-drawn",
        "heading-lost",
        "heading-streak",
        "heading-best-level",
    ]
    .map(|id| tr(id, &[]))
}

/// The line over the page when the game could not start, with what went wrong.
pub fn startup_failed(error: &str) -> String {
    tr("startup-failed", &[("error", error.into())])
}

/// A colour as a message's selector key: the messages write each colour in the case they need.
fn key(color: Color) -> FluentValue<'static> {
    match color {
        Color::White => "white".into(),
        Color::Black => "black".into(),
    }
}

/// A rating with its margin, "1520 ± 80".
pub fn rating(rating: f64, deviation: f64) -> String {
    tr(
        "rating",
        &[
            ("rating", rating.into()),
            ("margin", (2.0 * deviation).into()),
        ],
    )
}

/// The name a profile the page makes itself is given: "Player", "Player 2".
pub fn default_name(name: DefaultName) -> String {
    match name {
        DefaultName::First => tr("default-profile", &[]),
        DefaultName::Second => tr("second-profile", &[]),
    }
}

/// A player's name: a profile's own, the computer with its level, or a default name.
pub fn player_name(name: &PlayerName) -> String {
    match name {
        PlayerName::Profile(name) => name.clone(),
        PlayerName::Computer { level } => tr("computer-at-level", &[("level", (*level).into())]),
        PlayerName::Default(name) => default_name(*name),
    }
}

/// One line of a player's history: date, result (`won`: `None` for a draw), opponent, colour,
/// moves, ending.
pub fn history_line(
    date: &str,
    won: Option<bool>,
    opponent: &str,
    white: bool,
    moves: usize,
    ending: Ending,
    unrated: bool,
) -> String {
    let result = match won {
        Some(true) => "won",
        Some(false) => "lost",
        None => "drawn",
    };
    let ending = match ending {
        Ending::NoMoves => "ending-no-moves",
        Ending::GaveAway => "ending-gave-away",
        Ending::Crowned => "ending-crowned",
        Ending::Resignation => "ending-resignation",
        Ending::Time => "ending-time",
        Ending::Agreement => "ending-agreement",
        Ending::DrawRule => "ending-draw-rule",
    };
    let id = if unrated {
        "history-line-unrated"
    } else {
        "history-line"
    };
    tr(
        id,
        &[
            ("date", date.into()),
            ("result", result.into()),
            ("opponent", opponent.into()),
            (
                "colour",
                key(if white { Color::White } else { Color::Black }),
            ),
            ("moves", moves.into()),
            ("ending", tr(ending, &[]).into()),
        ],
    )
}

/// A board theme's name in the panel.
pub fn theme_name(theme: Theme) -> String {
    tr(
        match theme {
            Theme::Wood => "theme-wood",
            Theme::Contrast => "theme-contrast",
            Theme::Tournament => "theme-tournament",
            Theme::ColourSafe => "theme-colour-safe",
        },
        &[],
    )
}

/// The name of a variant as its players know it.
/// Every rule set as a select's choices: its name as the page knows it, and as the player reads it.
/// The page's rule sets as a chooser's groups: each board's name, then its rule sets' codes
/// and names.
pub fn variant_choices() -> Vec<(String, Vec<(String, String)>)> {
    use crate::rule_sets::Board;
    crate::rule_sets::by_board()
        .into_iter()
        .map(|(board, variants)| {
            let label = tr(
                match board {
                    Board::Diagonal8 => "board-diagonal-8",
                    Board::Diagonal10 => "board-diagonal-10",
                    Board::Diagonal12 => "board-diagonal-12",
                    Board::Straight8 => "board-straight-8",
                },
                &[],
            );
            let choices = variants
                .into_iter()
                .map(|v| (v.name().to_string(), variant_name(v)))
                .collect();
            (label, choices)
        })
        .collect()
}

pub fn variant_name(variant: Variant) -> String {
    tr(
        match variant {
            Variant::Brazilian => "variant-brazilian",
            Variant::Russian => "variant-russian",
            Variant::International => "variant-international",
            Variant::English => "variant-english",
            Variant::Spanish => "variant-spanish",
            Variant::Turkish => "variant-turkish",
            Variant::Italian => "variant-italian",
            Variant::Czech => "variant-czech",
            Variant::Pool => "variant-pool",
            Variant::Thai => "variant-thai",
            Variant::Antidraughts => "variant-antidraughts",
            Variant::Breakthrough => "variant-breakthrough",
        },
        &[],
    )
}

pub fn color_name(color: Color) -> String {
    tr(
        match color {
            Color::White => "color-white",
            Color::Black => "color-black",
        },
        &[],
    )
}

/// Each level's name and the message saying what sets its play apart, weakest first.
const LEVELS: [(&str, Option<&str>); 8] = [
    ("level-name-1", Some("level-manner-1")),
    ("level-name-2", Some("level-manner-2")),
    ("level-name-3", Some("level-manner-3")),
    ("level-name-4", Some("level-manner-4")),
    ("level-name-5", Some("level-manner-5")),
    ("level-name-6", Some("level-manner-6")),
    ("level-name-7", None),
    ("level-name-8", None),
];

/// A level as the form lists it: "1 · Beginner: sees one move ahead, often blunders", how far
/// it looks taken from the engine's own level table; "8 · Full strength: thinks for as long
/// as you allow".
pub fn level_description(level: u8) -> String {
    let Some((name, manner)) = LEVELS.get(usize::from(level).wrapping_sub(1)) else {
        return level.to_string();
    };
    let depth = Level::new(level).map_or(0, |l| l.settings().max_depth);
    let name = tr(name, &[]);
    if level >= Level::MAX.number() || depth == 0 {
        return tr(
            "level-description-unlimited",
            &[("level", level.into()), ("name", name.into())],
        );
    }
    let sight = tr("level-sight", &[("depth", depth.into())]);
    let mut args = vec![
        ("level", level.into()),
        ("name", name.into()),
        ("sight", sight.into()),
    ];
    match manner {
        Some(manner) => {
            args.push(("manner", tr(manner, &[]).into()));
            tr("level-description", &args)
        }
        None => tr("level-description-plain", &args),
    }
}

/// A level's name, "Casual"; empty for a level that does not exist.
fn level_title(level: u8) -> String {
    LEVELS
        .get(usize::from(level).wrapping_sub(1))
        .map_or(String::new(), |(name, _)| tr(name, &[]))
}

/// A level in a short list: "3 · Casual".
pub fn level_label(level: u8) -> String {
    tr(
        "level-label",
        &[("level", level.into()), ("name", level_title(level).into())],
    )
}

/// The level in the setup line: "level 3 (casual)", "level 8 (full strength, 3 s a move)".
pub fn level_name(level: u8, top_seconds: u32) -> String {
    let name = level_title(level).to_lowercase();
    if level >= Level::MAX.number() {
        tr(
            "level-setup-timed",
            &[
                ("level", level.into()),
                ("name", name.into()),
                ("seconds", top_seconds.into()),
            ],
        )
    } else {
        tr(
            "level-setup",
            &[("level", level.into()), ("name", name.into())],
        )
    }
}

/// "3 s a move".
pub fn seconds_a_move(seconds: u32) -> String {
    tr("seconds-a-move", &[("seconds", seconds.into())])
}

/// The move list's note where the level changed: "level 3 → 6".
pub fn level_change(from: u8, to: u8) -> String {
    tr("level-change", &[("from", from.into()), ("to", to.into())])
}

/// The computer's thinking: "Thinking… depth 7".
pub fn thinking(depth: u32) -> String {
    if depth == 0 {
        tr("thinking", &[])
    } else {
        tr("thinking-depth", &[("depth", depth.into())])
    }
}

/// The setup line in the page header, in parts: the variant, who plays which colour (with the
/// computer's level), the clock if any, and whose move.
pub fn setup_line(setup: &Setup) -> Vec<String> {
    let players = match setup.opponent {
        Opponent::Computer { level } => tr(
            "setup-vs-computer",
            &[
                ("human", key(setup.human)),
                ("level", level_name(level, setup.top_seconds).into()),
            ],
        ),
        Opponent::Human => tr("setup-two-players", &[]),
    };
    let mut parts = vec![variant_name(setup.variant), players];
    parts.extend(setup.clock.map(time_control));
    parts
}

/// The status line's parts: the result or whose move, and the last move; a line wraps between
/// them, never inside one.
pub fn status_parts(status: &Status) -> Vec<String> {
    let to_move = |id, color| tr(id, &[("color", key(color))]);
    let head = match status.standing {
        Standing::Over(o) => outcome(o),
        Standing::ToMove(color) => to_move("status-to-move", color),
        Standing::YourMove(color) => to_move("status-your-move", color),
        Standing::ComputerToMove {
            color,
            thinking: true,
        } => to_move("status-computer-thinking", color),
        Standing::ComputerToMove { color, .. } => to_move("status-computer-to-move", color),
    };
    let last = status
        .last_move
        .as_ref()
        .map(|text| tr("last-move", &[("move", text.as_str().into())]));
    std::iter::once(head).chain(last).collect()
}

/// "1.2M positions/s", "850k positions/s".
fn speed(nps: u64) -> String {
    if nps >= 1_000_000 {
        tr("speed-millions", &[("millions", (nps as f64 / 1e6).into())])
    } else {
        tr("speed-thousands", &[("thousands", (nps / 1000).into())])
    }
}

/// The computer's (or the hint's) progress, scored from White's side like the analysis:
/// "Depth 9 · -0.35 · 1.2M positions/s"; the speed only once it means something.
pub fn engine_line(line: EngineLine) -> String {
    let mut args = vec![
        ("depth", line.depth.into()),
        ("eval", evaluation(line.eval).into()),
    ];
    match line.speed {
        Some(nps) => {
            args.push(("speed", speed(nps).into()));
            tr("engine-line-speed", &args)
        }
        None => tr("engine-line", &args),
    }
}

/// The analysis's depth and speed: "Depth 9 · 1.2M positions/s", or "Depth 9" for a search
/// too short to give a speed.
pub fn analysis_progress(depth: u32, speed_nps: Option<u64>) -> String {
    match speed_nps {
        Some(nps) => tr(
            "analysis-depth-speed",
            &[("depth", depth.into()), ("speed", speed(nps).into())],
        ),
        None => tr("analysis-depth", &[("depth", depth.into())]),
    }
}

/// An evaluation from White's point of view: "+0.35", "-1.20", "White wins in 7".
pub fn evaluation(eval: WhiteEval) -> String {
    match eval {
        WhiteEval::Men(m) => {
            // Rounded as shown, so that a score of nothing reads "+0.00", never "-0.00".
            let sign = if (m * 100.0).round() < 0.0 { "-" } else { "+" };
            tr(
                "eval-men",
                &[("sign", sign.into()), ("men", m.abs().into())],
            )
        }
        WhiteEval::Win { winner, moves: 0 } => tr("eval-wins", &[("winner", key(winner))]),
        WhiteEval::Win { winner, moves } => tr(
            "eval-wins-in",
            &[("winner", key(winner)), ("moves", moves.into())],
        ),
    }
}

/// What the board shows while an earlier position is viewed: "Viewing move 12: 32-28",
/// "Viewing move 12… 19-23" (the reply), or the start.
pub fn viewing(viewed: &ViewedPosition) -> String {
    match viewed {
        ViewedPosition::After {
            number,
            reply,
            text,
        } => tr(
            if *reply {
                "viewing-reply"
            } else {
                "viewing-move"
            },
            &[("number", (*number).into()), ("move", text.as_str().into())],
        ),
        ViewedPosition::Start => tr("viewing-start", &[]),
    }
}

/// A time control as the form lists it: "5 min + 3 s a move", "30 min".
pub fn time_control(control: TimeControl) -> String {
    let minutes = FluentValue::from(f64::from(control.seconds) / 60.0);
    if control.increment_seconds > 0 {
        tr(
            "time-control-increment",
            &[
                ("minutes", minutes),
                ("increment", control.increment_seconds.into()),
            ],
        )
    } else {
        tr("time-control", &[("minutes", minutes)])
    }
}

/// A clock's time: "4:05", and tenths in the last ten seconds: "0:07.3" (the same in every
/// language, as clocks show it).
pub fn clock_time(ms: f64) -> String {
    let tenths = (ms.max(0.0) / 100.0).floor() as u64;
    let seconds = tenths / 10;
    if seconds < 10 {
        format!("0:{seconds:02}.{}", tenths % 10)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// A question's text and its two answers (yes, then no).
pub fn question(question: Question) -> (String, String, String) {
    let (text, yes, no) = match question {
        Question::Resign { side } => (
            tr("question-resign", &[("side", key(side))]),
            "resign",
            "answer-keep-playing",
        ),
        Question::OfferDraw => (tr("question-offer-draw", &[]), "offer-draw", "cancel"),
        Question::DrawOffered { by } => (
            tr("question-draw-offered", &[("by", key(by))]),
            "answer-accept",
            "answer-decline",
        ),
        Question::ComputerOffersDraw => (
            tr("question-computer-offers-draw", &[]),
            "answer-accept",
            "answer-decline",
        ),
        Question::OpenPastGame => (
            tr("question-open-past-game", &[]),
            "answer-open-past-game",
            "answer-keep-my-game",
        ),
        Question::OpenLink => (
            tr("question-open-link", &[]),
            "answer-open-link",
            "answer-keep-my-game",
        ),
        Question::Unrates(Help::Hint) => (tr("question-hint-unrates", &[]), "hint", "cancel"),
        Question::Unrates(Help::Analysis) => {
            (tr("question-analysis-unrates", &[]), "analyse", "cancel")
        }
    };
    (text, tr(yes, &[]), tr(no, &[]))
}

/// How the game ended, in plain words.
pub fn outcome(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => tr(
            match reason {
                WinReason::NoMoves => "outcome-no-moves",
                WinReason::GaveAway => "outcome-gave-away",
                WinReason::Crowned => "outcome-crowned",
                WinReason::Resignation => "outcome-resignation",
                WinReason::Time => "outcome-time",
            },
            &[("winner", key(winner))],
        ),
        Outcome::Draw(reason) => tr(
            match reason {
                DrawReason::Repetition => "draw-repetition",
                DrawReason::KingMoves => "draw-king-moves",
                DrawReason::LoneKing => "draw-lone-king",
                DrawReason::KingsEnding => "draw-kings-ending",
                DrawReason::OnePieceEach => "draw-one-piece-each",
                DrawReason::Agreement => "draw-agreement",
            },
            &[],
        ),
    }
}

/// The draw counter line: "Draw in 5 moves unless a man moves or a piece is taken."
pub fn draw_countdown(progress: &DrawProgress) -> String {
    let id = match progress.rule.reason {
        DrawReason::KingMoves => "draw-countdown-king-moves",
        DrawReason::LoneKing => "draw-countdown-lone-king",
        DrawReason::KingsEnding => "draw-countdown-kings-ending",
        _ => "draw-countdown",
    };
    tr(id, &[("moves", progress.moves_left().into())])
}

/// Why a click on the board did nothing.
pub fn refusal(refusal: Refusal) -> String {
    match refusal {
        Refusal::CaptureCompulsory => tr("refusal-capture-compulsory", &[]),
        Refusal::MostPieces { pieces, kings: 0 } => {
            tr("refusal-most-pieces", &[("pieces", pieces.into())])
        }
        Refusal::MostPieces { pieces, kings } => tr(
            "refusal-most-pieces-kings",
            &[("pieces", pieces.into()), ("kings", kings.into())],
        ),
        Refusal::Blocked => tr("refusal-blocked", &[]),
        Refusal::NotYourPiece => tr("refusal-not-your-piece", &[]),
        Refusal::ChooseThePath => tr("refusal-choose-path", &[]),
        Refusal::StopOnCapture => tr("refusal-stop-on-capture", &[]),
    }
}

/// Why an imported file was refused (its technical detail stays as it came).
fn import_error(error: &RecordsError) -> String {
    match error {
        RecordsError::Unreadable(why) => tr("import-unreadable", &[("why", why.as_str().into())]),
        RecordsError::NewerSchema(n) => tr("import-newer-format", &[("format", (*n).into())]),
        RecordsError::BadGame { id, why } => tr(
            "import-bad-game",
            &[("id", id.as_str().into()), ("why", why.as_str().into())],
        ),
        RecordsError::UnknownProfile(id) => {
            tr("import-unknown-player", &[("id", id.as_str().into())])
        }
        RecordsError::Duplicate(id) => tr("import-duplicate", &[("id", id.as_str().into())]),
        RecordsError::UnknownLesson(lesson) => tr(
            "import-unknown-lesson",
            &[("lesson", lesson.as_str().into())],
        ),
    }
}

/// Short notes shown under the status line.
pub fn notice(notice: &Notice) -> String {
    let why = |why: &str| [("why", FluentValue::from(why.to_string()))];
    match notice {
        Notice::Refused(r) => refusal(*r),
        Notice::ComputerToMove => tr("notice-computer-to-move", &[]),
        Notice::GameOver => tr("notice-game-over", &[]),
        Notice::DrawDeclined => tr("notice-draw-declined", &[]),
        Notice::SaveUnreadable => tr("notice-save-unreadable", &[]),
        Notice::BadLink(w) => tr("notice-bad-link", &why(w)),
        Notice::PuzzlesUnavailable(w) => tr("notice-puzzles-unavailable", &why(w)),
        Notice::AllPuzzlesSolved => tr("notice-puzzles-all-solved", &[]),
        Notice::EngineFailed(w) => tr("notice-engine-failed", &why(w)),
        Notice::Hint(text) => tr("notice-hint", &[("move", text.as_str().into())]),
        Notice::NoHint => tr("notice-no-hint", &[]),
        Notice::RecordsUnreadable => tr("notice-records-unreadable", &[]),
        Notice::RecordsNotSaved => records_not_saved(),
        Notice::Imported { profiles, games } => tr(
            "notice-imported",
            &[("profiles", profiles.into()), ("games", games.into())],
        ),
        Notice::ImportRefused(e) => tr(
            "notice-import-refused",
            &[("reason", import_error(e).into())],
        ),
        Notice::Viewing => tr("notice-viewing", &[]),
        Notice::Replaying => tr("notice-replaying", &[]),
        Notice::TaskOver => tr("learn-task-over", &[]),
    }
}

// ---- rules page ----

/// A message of the rules pages (`locales/<language>/rules.ftl`), by the id
/// `rules` gives.
pub fn rules_text(id: &str) -> String {
    tr(id, &[])
}

texts! {
    rules_open => "rules-open",
}

/// A diagram's name for screen readers, from its caption.
pub fn rules_diagram_label(caption: &str) -> String {
    tr("rules-diagram-label", &[("caption", caption.into())])
}

// ---- keyboard play and screen readers ----

texts! {
    type_move => "type-move",
    play_typed_move => "play-typed-move",
    describe_position => "describe-position",
    keyboard_help => "keyboard-help",
}

/// Items joined as a sentence lists them: "21", "21 and 22", "21, 22 and 23" (`list-and`),
/// or with "or" (`list-or`).
fn joined(items: &[String], id: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr(
            id,
            &[
                ("rest", rest.join(", ").into()),
                ("last", last.clone().into()),
            ],
        ),
    }
}

/// A move in words: "White 11 to 15.", "Black captures from 22 to 13, taking 18.", "White king
/// a1 to b2.", "White g7 to f8, crowned."
fn spoken_move(mv: &SpokenMove) -> String {
    let king: FluentValue = if mv.king { "yes" } else { "no" }.into();
    let mover = tr("spoken-mover", &[("color", key(mv.mover)), ("king", king)]);
    let mut args = vec![
        ("mover", FluentValue::from(mover)),
        ("from", mv.from.clone().into()),
        ("to", mv.to.clone().into()),
    ];
    let what = if mv.taken.is_empty() {
        tr("spoken-step", &args)
    } else {
        args.push(("taken", joined(&mv.taken, "list-and").into()));
        tr("spoken-capture", &args)
    };
    let id = if mv.crowned {
        "spoken-crowned"
    } else {
        "spoken-move"
    };
    tr(id, &[("move", what.into())])
}

/// What a screen reader hears of a change, one sentence after another: "3 moves played.",
/// "1 move taken back. White to move.", "A new position is on the board. White to move."
pub fn announcement(said: &[Announcement]) -> String {
    let sentence = |item: &Announcement| match item {
        Announcement::Move(mv) => spoken_move(mv),
        Announcement::MovesPlayed(n) => tr("moves-played", &[("count", (*n).into())]),
        Announcement::MovesTakenBack(n) => tr("moves-taken-back", &[("count", (*n).into())]),
        Announcement::NewPosition => tr("new-position", &[]),
        Announcement::Outcome(o) => outcome(*o),
        Announcement::DrawCountdown(p) => draw_countdown(p),
        Announcement::ToMove(color) => tr("color-to-move", &[("color", key(*color))]),
    };
    said.iter().map(sentence).collect::<Vec<_>>().join(" ")
}

/// One side's pieces: "White: men on 21 and 22; a king on 5".
fn side_pieces(color: Color, pieces: &Pieces) -> String {
    let count = |id, squares: &[String]| {
        tr(
            id,
            &[
                ("count", squares.len().into()),
                ("squares", joined(squares, "list-and").into()),
            ],
        )
    };
    tr(
        "side-pieces",
        &[
            ("color", key(color)),
            ("men", count("side-men", &pieces.men).into()),
            ("kings", count("side-kings", &pieces.kings).into()),
        ],
    )
}

/// The whole position: "Black to move. White: …. Black: …."
pub fn spoken_position(pos: &SpokenPosition) -> String {
    tr(
        "position-text",
        &[
            ("color", key(pos.turn)),
            ("white", side_pieces(Color::White, &pos.white).into()),
            ("black", side_pieces(Color::Black, &pos.black).into()),
        ],
    )
}

/// The keyboard cursor's square, for a screen reader: "c3, white man", "d4, empty", "b3, light
/// square" (unnamed on numbered boards); on the picked-up piece ", picked up", on a destination
/// ", can move here".
pub fn cursor_square(
    name: Option<&str>,
    playable: bool,
    piece: Option<draughts::Piece>,
    selected: bool,
    target: bool,
) -> String {
    let Some(name) = name else {
        return tr("cursor-light-square", &[]);
    };
    let what = match piece {
        _ if !playable => tr("cursor-light", &[]),
        Some(p) => {
            let king: FluentValue = if p.role == draughts::Role::King {
                "yes"
            } else {
                "no"
            }
            .into();
            tr("cursor-piece", &[("color", key(p.color)), ("king", king)])
        }
        None => tr("cursor-empty", &[]),
    };
    let square = tr(
        "cursor-square",
        &[("name", name.to_string().into()), ("what", what.into())],
    );
    let state = if selected {
        "cursor-picked-up"
    } else if target {
        "cursor-can-move-here"
    } else {
        return square;
    };
    tr(state, &[("square", square.into())])
}

/// Why a typed move was not played.
pub fn entry_error(error: &crate::keyboard::move_entry::EntryError) -> String {
    use crate::keyboard::move_entry::EntryError;
    let with_example = |text: String, example: &Option<String>| match example {
        Some(m) => format!(
            "{text} {}",
            tr("entry-example", &[("move", m.clone().into())])
        ),
        None => text,
    };
    match error {
        EntryError::Empty { example } => with_example(tr("entry-empty", &[]), example),
        EntryError::NotAMove { text, example } => with_example(
            tr("entry-not-a-move", &[("text", text.clone().into())]),
            example,
        ),
        EntryError::NotASquare(name) => tr("entry-not-a-square", &[("name", name.clone().into())]),
        EntryError::NoPiece(name) => tr("entry-no-piece", &[("name", name.clone().into())]),
        EntryError::Refused(r) => refusal(*r),
        EntryError::Illegal(text) => tr("entry-illegal", &[("text", text.clone().into())]),
        EntryError::Ambiguous(paths) => tr(
            "entry-ambiguous",
            &[("paths", joined(paths, "list-or").into())],
        ),
        EntryError::ComputerToMove => notice(&Notice::ComputerToMove),
        EntryError::Viewing => notice(&Notice::Viewing),
        EntryError::Replaying => notice(&Notice::Replaying),
        EntryError::TaskOver => notice(&Notice::TaskOver),
        EntryError::GameOver => notice(&Notice::GameOver),
    }
}

// ---- position editor ----

texts! {
    edit_position => "edit-position",
    editor_palette => "editor-palette",
    side_to_move => "side-to-move",
    clear_board => "clear-board",
    start_position => "start-position",
    fen => "fen",
    play_from_here => "play-from-here",
    editor_help => "editor-help",
    eraser => "eraser",
}

/// A palette entry's name.
pub fn editor_tool(tool: crate::editor::Tool) -> String {
    use crate::editor::Tool;
    use draughts::Role;
    match tool {
        Tool::Piece(piece) => {
            let king: FluentValue = if piece.role == Role::King {
                "yes"
            } else {
                "no"
            }
            .into();
            tr(
                "editor-piece",
                &[("color", key(piece.color)), ("king", king)],
            )
        }
        Tool::Eraser => eraser(),
    }
}

/// Why the editor refuses a position.
pub fn editor_problem(problem: &crate::editor::Problem) -> String {
    use crate::editor::Problem;
    match problem {
        Problem::Unreadable(why) => tr("editor-unreadable", &[("why", why.to_string().into())]),
        Problem::ManOnCrowningRow(square) => tr(
            "editor-man-on-crowning-row",
            &[("square", square.to_string().into())],
        ),
        Problem::TooManyPieces(color, count) => tr(
            "editor-too-many-pieces",
            &[("color", key(*color)), ("count", (*count).into())],
        ),
        Problem::NoPieces(color) => tr("editor-no-pieces", &[("color", key(*color))]),
        Problem::NothingToMove(color) => tr("editor-nothing-to-move", &[("color", key(*color))]),
    }
}

/// The editor's position can start a game.
pub fn editor_ready(turn: Color) -> String {
    tr("editor-ready", &[("color", key(turn))])
}

// ---- game records (PDN), replay, sharing ----

texts! {
    game_record => "game-record",
    pdn_export_title => "pdn-export-title",
    copy_pdn => "copy-pdn",
    download_pdn => "download-pdn",
    pdn_import_title => "pdn-import-title",
    pdn_paste_label => "pdn-paste-label",
    pdn_read_text => "pdn-read-text",
    pdn_choose_file => "pdn-choose-file",
    pdn_drop_hint => "pdn-drop-hint",
    pdn_rules => "pdn-rules",
    pdn_open_game => "pdn-open-game",
    pdn_copied => "pdn-copied",
    pdn_downloaded => "pdn-downloaded",
    copy_refused => "copy-refused",
    share => "share",
    copy_fen => "copy-fen",
    link_copied => "link-copied",
    fen_copied => "fen-copied",
    replay_first => "replay-first",
    replay_back => "replay-back",
    replay_forward => "replay-forward",
    replay_last => "replay-last",
    continue_computer => "continue-computer",
    continue_person => "continue-person",
    replay_analyse => "replay-analyse",
    delete_profile => "delete-profile",
    delete => "delete",
    keep => "keep",
    last_profile => "last-profile",
}

/// A game's tags as the page writes them, in its language: the event, `date` and the
/// players, White then Black.
pub fn game_tags((white, black): (PlayerName, PlayerName), date: String) -> GameTags {
    GameTags {
        event: tr("pdn-event", &[]),
        date,
        white: player_name(&white),
        black: player_name(&black),
        result: None,
    }
}

/// One game of an imported file: "3. Ann – Bob, 2-0, 42 moves".
pub fn pdn_summary(game: &GameSummary) -> String {
    tr(
        "pdn-summary",
        &[
            ("number", game.number.into()),
            ("white", game.white.as_str().into()),
            ("black", game.black.as_str().into()),
            ("result", game.result.as_str().into()),
            ("moves", game.moves.into()),
        ],
    )
}

/// A file's games read so far: "Reading… 45%".
pub fn pdn_reading(share: f64) -> String {
    tr(
        "pdn-reading",
        &[("percent", (share * 100.0).round().into())],
    )
}

/// A file that was read: "1,000 games: choose one." or "1 game."
pub fn pdn_read(games: usize) -> String {
    tr("pdn-read", &[("games", games.into())])
}

/// A file or game that could not be read, and where; nothing changed.
pub fn pdn_refused(why: &str) -> String {
    tr("pdn-refused", &[("why", why.to_string().into())])
}

/// A text none of whose games is offered: where it is not PDN, or that it holds none.
pub fn pdn_unread(error: &ReadError) -> String {
    match error {
        ReadError::NotPdn(why) => pdn_refused(why),
        ReadError::NoGame => pdn_refused(&tr("pdn-no-game", &[])),
    }
}

/// The replay bar's title: "Ann – Bob · 2-0", or "Shared game".
pub fn replay_title(title: &ReplayTitle) -> String {
    match title {
        ReplayTitle::Shared => tr("shared-game", &[]),
        ReplayTitle::Players {
            white,
            black,
            result,
        } => tr(
            "replay-title",
            &[
                ("white", white.as_str().into()),
                ("black", black.as_str().into()),
                ("result", result.as_str().into()),
            ],
        ),
    }
}

/// Where a replay stands: "move 12 of 80".
pub fn replay_place((number, total): (usize, usize)) -> String {
    tr(
        "replay-place",
        &[("number", number.into()), ("total", total.into())],
    )
}

/// Whether the rules proposed for a file's game are a guess: which rule sets replay it; nothing
/// when the file names them.
pub fn rules_guess(guess: &RulesGuess, proposed: Variant) -> String {
    match guess {
        RulesGuess::Named => String::new(),
        RulesGuess::Only(variant) => tr(
            "pdn-guess-only",
            &[("variant", variant_name(*variant).into())],
        ),
        RulesGuess::Several(variants) => {
            let names: Vec<String> = variants.iter().map(|v| variant_name(*v)).collect();
            tr(
                "pdn-guess-several",
                &[
                    ("variants", names.join(", ").into()),
                    ("variant", variant_name(proposed).into()),
                ],
            )
        }
        RulesGuess::NotOnPage(variants) => {
            let names: Vec<String> = variants.iter().map(|v| variant_name(*v)).collect();
            tr(
                "pdn-guess-not-on-page",
                &[("variants", names.join(", ").into())],
            )
        }
        RulesGuess::Nothing => tr("pdn-guess-none", &[]),
    }
}

/// The coordinates trainer's question when finding: "Click e3".
pub fn coordinates_click(square: &str) -> String {
    tr(
        "coordinates-click",
        &[("square", square.to_string().into())],
    )
}

/// The coordinates trainer's correction: "No: that is e5".
pub fn coordinates_wrong(square: &str) -> String {
    tr(
        "coordinates-wrong",
        &[("square", square.to_string().into())],
    )
}

/// The round so far: right and wrong answers and the seconds left.
pub fn coordinates_score(right: u32, wrong: u32, seconds: u32) -> String {
    tr(
        "coordinates-score",
        &[
            ("right", right.into()),
            ("wrong", wrong.into()),
            ("seconds", seconds.into()),
        ],
    )
}

/// The end of a round.
pub fn coordinates_over(right: u32, wrong: u32) -> String {
    tr(
        "coordinates-over",
        &[("right", right.into()), ("wrong", wrong.into())],
    )
}

/// The best score of the rule set and drill chosen.
pub fn coordinates_best(best: u32) -> String {
    tr("coordinates-best", &[("best", best.into())])
}

/// The question before deleting a profile.
pub fn delete_profile_question(name: &str, games: usize) -> String {
    tr(
        "delete-profile-question",
        &[("name", name.to_string().into()), ("games", games.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_worker::protocol::Eval;

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
        // A table win has no count of moves; a score of nothing from Black's side is "+0.00".
        let table_win = WhiteEval::new(Eval::TableWin, Color::White);
        assert_eq!(evaluation(table_win), "White wins");
        assert_eq!(
            evaluation(WhiteEval::new(Eval::Centimen(0), Color::Black)),
            "+0.00"
        );
        // The computer's line reads from White's side too: Black's +0.10 is White's -0.10.
        let black_ahead = WhiteEval::new(Eval::Centimen(10), Color::Black);
        let line = |depth, speed| EngineLine {
            depth,
            eval: black_ahead,
            speed,
        };
        assert_eq!(
            engine_line(line(4, Some(850_000))),
            "Depth 4 · -0.10 · 850k positions/s"
        );
        assert_eq!(engine_line(line(1, None)), "Depth 1 · -0.10");
    }

    #[test]
    fn the_setup_line_names_the_variant_the_players_and_the_clock() {
        let setup = |variant, opponent, top_seconds, human| Setup {
            variant,
            opponent,
            top_seconds,
            human,
            clock: None,
        };
        let vs = Opponent::Computer { level: 3 };
        let brazilian = setup(Variant::Brazilian, vs, 3, Color::Black);
        assert_eq!(
            setup_line(&brazilian).join(" · "),
            "Brazilian · You: Black · Computer: White, level 3 (casual)"
        );
        let timed = Setup {
            clock: Some(TimeControl::minutes(5, 3)),
            ..brazilian
        };
        assert_eq!(setup_line(&timed)[2], "5 min + 3 s a move");
        let top = Opponent::Computer { level: 8 };
        assert_eq!(
            setup_line(&setup(Variant::Russian, top, 10, Color::White))[1],
            "You: White · Computer: Black, level 8 (full strength, 10 s a move)"
        );
        let two = setup(Variant::Russian, Opponent::Human, 3, Color::White);
        assert_eq!(
            setup_line(&two),
            ["Russian", "Two players: White and Black"]
        );
        let six = setup(
            Variant::Russian,
            Opponent::Computer { level: 6 },
            3,
            Color::White,
        );
        assert!(setup_line(&six)[1].contains("level 6"));
    }

    #[test]
    fn the_status_line_says_the_result_or_whose_move_then_the_last_move() {
        let line = |standing, last_move: Option<&str>| {
            status_parts(&Status {
                standing,
                last_move: last_move.map(String::from),
            })
            .join(" · ")
        };
        let thinking = Standing::ComputerToMove {
            color: Color::Black,
            thinking: true,
        };
        assert_eq!(
            line(thinking, Some("f6-e5")),
            "The computer is thinking… · Last move: f6-e5"
        );
        assert_eq!(
            line(Standing::YourMove(Color::White), None),
            "Your move (White)"
        );
        let resigned = Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Resignation,
        };
        assert!(line(Standing::Over(resigned), Some("c3-d4"))
            .starts_with("Black wins: White resigned."));
    }

    #[test]
    fn the_draw_counter_counts_the_moves_left() {
        use crate::game::session::GameSession;
        use crate::game::settings::Settings;
        let pos = draughts::Position::from_fen(Variant::Brazilian, "W:WKa1:BKh2").unwrap();
        let game = draughts::Game::from_position(pos);
        let mut t = GameSession::new(
            game,
            Settings::two_players(Variant::Brazilian),
            Color::White,
        );
        assert!(t.play_text("a1-b2"));
        let text = draw_countdown(&t.draw_countdown().unwrap());
        assert!(text.starts_with("Draw in 5 moves"), "{text}");
    }

    #[test]
    fn moves_take_backs_and_results_are_said_in_sentences() {
        let moved = SpokenMove::man;
        let said = |items: &[Announcement]| announcement(items);
        let one = |mv| said(&[Announcement::Move(mv)]);
        assert_eq!(one(moved(Color::Black, "11", "15", &[])), "Black 11 to 15.");
        assert_eq!(
            one(moved(Color::Black, "15", "24", &["19"])),
            "Black captures from 15 to 24, taking 19."
        );
        assert_eq!(
            one(moved(Color::White, "c5", "e7", &["d6"])),
            "White captures from c5 to e7, taking d6."
        );
        let crowned = SpokenMove {
            crowned: true,
            ..moved(Color::White, "g7", "f8", &[])
        };
        assert_eq!(one(crowned), "White g7 to f8, crowned.");
        let king = SpokenMove {
            king: true,
            ..moved(Color::White, "a1", "b2", &[])
        };
        let counting = draughts::Game::from_position(
            draughts::Position::from_fen(Variant::Russian, "B:WKb2,Kc1,Ke1:BKh8").unwrap(),
        )
        .draw_progress()[0];
        let text = said(&[
            Announcement::Move(king),
            Announcement::DrawCountdown(counting),
        ]);
        assert!(text.starts_with("White king a1 to b2. Draw in"), "{text}");
        let won = Outcome::Win {
            winner: Color::White,
            reason: WinReason::NoMoves,
        };
        assert!(said(&[Announcement::Outcome(won)]).ends_with("White wins: Black cannot move."));
        assert_eq!(said(&[Announcement::MovesPlayed(3)]), "3 moves played.");
        assert_eq!(
            said(&[
                Announcement::MovesTakenBack(1),
                Announcement::ToMove(Color::White)
            ]),
            "1 move taken back. White to move."
        );
        assert_eq!(
            said(&[
                Announcement::NewPosition,
                Announcement::ToMove(Color::White)
            ]),
            "A new position is on the board. White to move."
        );
        assert_eq!(said(&[]), "");
    }

    #[test]
    fn the_position_is_said_by_square() {
        use crate::keyboard::announcement::describe;
        let pos = draughts::Position::from_fen(Variant::English, "B:W21,22,K5:B1,2,K30").unwrap();
        assert_eq!(
            spoken_position(&describe(&pos)),
            "Black to move. White: men on 21 and 22; a king on 5. \
             Black: men on 1 and 2; a king on 30."
        );
        let pos = draughts::Position::from_fen(Variant::Russian, "W:Wc3:BKh8").unwrap();
        assert_eq!(
            spoken_position(&describe(&pos)),
            "White to move. White: a man on c3; no kings. Black: no men; a king on h8."
        );
    }

    #[test]
    fn the_viewed_position_is_named_by_its_move() {
        let after = |number, reply, text: &str| ViewedPosition::After {
            number,
            reply,
            text: text.into(),
        };
        assert_eq!(viewing(&after(1, false, "c3-d4")), "Viewing move 1: c3-d4");
        assert_eq!(viewing(&after(1, true, "f6-e5")), "Viewing move 1… f6-e5");
        assert_eq!(
            viewing(&ViewedPosition::Start),
            "Viewing the start position"
        );
    }

    #[test]
    fn players_are_named_by_their_profiles_or_as_the_computer() {
        assert_eq!(default_name(DefaultName::First), "Player");
        assert_eq!(default_name(DefaultName::Second), "Player 2");
        let computer = PlayerName::Computer { level: 3 };
        assert_eq!(player_name(&computer), "Computer (level 3)");
        let ann = PlayerName::Profile("Ann <b>".into());
        assert_eq!(player_name(&ann), "Ann <b>");
    }

    #[test]
    fn a_game_is_tagged_in_the_page_s_language() {
        let players = (
            PlayerName::Computer { level: 4 },
            PlayerName::Profile("Ann <b>".into()),
        );
        let tags = game_tags(players, "2026.12.06".into());
        assert_eq!(
            (tags.event.as_str(), tags.date.as_str(), tags.result),
            ("Casual game", "2026.12.06", None)
        );
        assert_eq!(
            (tags.white.as_str(), tags.black.as_str()),
            ("Computer (level 4)", "Ann <b>")
        );
        let unnamed = (
            PlayerName::Default(DefaultName::First),
            PlayerName::Default(DefaultName::Second),
        );
        let tags = game_tags(unnamed, String::new());
        assert_eq!(
            (tags.white.as_str(), tags.black.as_str()),
            ("Player", "Player 2")
        );
        assert!(crate::i18n::set("es"));
        let computer = PlayerName::Computer { level: 2 };
        let tags = game_tags((computer, PlayerName::Profile("p".into())), String::new());
        crate::i18n::set(crate::i18n::ENGLISH);
        assert_eq!(
            (tags.event.as_str(), tags.white.as_str()),
            ("Partida amistosa", "Ordenador (nivel 2)")
        );
    }

    #[test]
    fn a_replay_is_titled_by_its_players_and_result() {
        let title = ReplayTitle::Players {
            white: "Ordenador (nivel 2)".into(),
            black: "p".into(),
            result: "2-0".into(),
        };
        assert!(crate::i18n::set("es"));
        let written = replay_title(&title);
        let shared = replay_title(&ReplayTitle::Shared);
        crate::i18n::set(crate::i18n::ENGLISH);
        assert!(
            written.starts_with("Ordenador (nivel 2) – ") && written.ends_with(" · 2-0"),
            "{written}"
        );
        assert_eq!(shared, "Partida compartida");
        assert_eq!(replay_title(&ReplayTitle::Shared), "Shared game");
        let title = ReplayTitle::Players {
            white: "Ann".into(),
            black: "Bob".into(),
            result: "2-0".into(),
        };
        assert_eq!(replay_title(&title), "Ann – Bob · 2-0");
    }

    #[test]
    fn an_imported_file_s_games_are_listed_and_a_refusal_says_why() {
        let line = |number, white: &str, black: &str, result: &str, moves| {
            pdn_summary(&GameSummary {
                number,
                white: white.into(),
                black: black.into(),
                result: result.into(),
                moves,
            })
        };
        assert_eq!(
            line(1, "Müller, K.", "<img src=x onerror=alert(1)>", "2-0", 5),
            "1. Müller, K. – <img src=x onerror=alert(1)>, 2-0, 5 moves"
        );
        assert_eq!(
            line(3, "Third", "Game", "1/2-1/2", 4),
            "3. Third – Game, 1/2-1/2, 4 moves"
        );
        assert_eq!(
            pdn_unread(&ReadError::NoGame),
            "Not opened (no game found in the text). Nothing was changed."
        );
        let unclosed = ReadError::NotPdn("game 1, line 2: unterminated comment".into());
        assert_eq!(
            pdn_unread(&unclosed),
            "Not opened (game 1, line 2: unterminated comment). Nothing was changed."
        );
    }

    #[test]
    fn the_cursor_square_is_said_with_what_stands_there() {
        use draughts::{Piece, Role};
        let man = Some(Piece {
            color: Color::White,
            role: Role::Man,
        });
        assert_eq!(
            cursor_square(Some("c3"), true, man, false, false),
            "c3, white man"
        );
        assert_eq!(
            cursor_square(Some("c3"), true, man, true, false),
            "c3, white man, picked up"
        );
        assert_eq!(
            cursor_square(Some("d4"), true, None, false, true),
            "d4, empty, can move here"
        );
        assert_eq!(
            cursor_square(Some("b3"), false, None, false, false),
            "b3, light square"
        );
        assert_eq!(
            cursor_square(None, false, None, false, false),
            "Light square"
        );
    }

    #[test]
    fn each_refusal_of_a_typed_move_reads_as_a_sentence_a_player_can_act_on() {
        use crate::game::session::GameSession;
        use crate::keyboard::move_entry::{play, tests::two_players};
        let mut s = two_players(Variant::English, "W:W30:B25,26,17,18");
        let said = |s: &mut GameSession, text: &str| match play(s, text) {
            Err(e) => entry_error(&e),
            Ok(()) => panic!("{text} was played"),
        };
        assert_eq!(
            said(&mut s, "30x14"),
            "Several captures fit: type the whole path, 30x21x14 or 30x23x14."
        );
        assert_eq!(said(&mut s, "31-27"), "There is no piece on 31.");
        assert_eq!(
            said(&mut s, "30-40"),
            "\u{201c}40\u{201d} is not a playable square of this board."
        );
        assert!(said(&mut s, "hello").contains("is not a move"));
        assert!(said(&mut s, "").starts_with("Type a move first. For example: 30x"));
        assert_eq!(said(&mut s, "25-22"), "That is not your piece.");
    }

    #[test]
    fn questions_name_who_offers_and_who_answers() {
        let (text, yes, no) = question(Question::DrawOffered { by: Color::White });
        assert_eq!(text, "White offers a draw. Black, do you accept?");
        assert_eq!((yes.as_str(), no.as_str()), ("Accept", "Decline"));
        let (text, yes, _) = question(Question::Resign { side: Color::Black });
        assert_eq!(
            (text.as_str(), yes.as_str()),
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
    fn russian_counts_take_their_three_forms_and_numbers_a_comma() {
        assert!(crate::i18n::set("ru"));
        let imported = |profiles, games| notice(&Notice::Imported { profiles, games });
        assert_eq!(imported(1, 3), "Импортировано: 1 игрок и 3 партии.");
        assert_eq!(imported(5, 21), "Импортировано: 5 игроков и 21 партия.");
        assert_eq!(imported(22, 11), "Импортировано: 22 игрока и 11 партий.");
        assert_eq!(evaluation(WhiteEval::Men(-1.2)), "-1,20");
        assert_eq!(
            level_description(1),
            "1 · Новичок: видит на один ход вперёд, часто зевает"
        );
        assert_eq!(
            outcome(Outcome::Win {
                winner: Color::White,
                reason: WinReason::NoMoves
            }),
            "Белые выиграли: у чёрных нет ходов."
        );
        crate::i18n::set(crate::i18n::ENGLISH);
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

/// A lesson's words: `learn.ftl`'s message `id` for `variant`.
fn lesson_text(id: &str, variant: Variant, args: &[(&str, FluentValue<'_>)]) -> String {
    let mut all = vec![("variant", FluentValue::from(variant.name()))];
    all.extend(args.iter().cloned());
    tr(id, &all)
}

/// The heading of a rule set's lessons: "Brazilian draughts: lessons".
pub fn learn_heading(variant: Variant) -> String {
    tr("learn-heading", &[("name", variant_name(variant).into())])
}

/// A lesson's title, ticked when finished.
pub fn learn_title(lesson: &Lesson, variant: Variant, done: bool) -> String {
    let title = lesson_text(&lesson.title_id(), variant, &[]);
    if done {
        format!("✓ {title}")
    } else {
        title
    }
}

/// The rule a lesson teaches.
pub fn learn_rule(lesson: &Lesson, variant: Variant) -> String {
    lesson_text(&lesson.rule_id(), variant, &[])
}

/// "4 of 10 lessons finished".
pub fn learn_progress(done: usize, total: usize) -> String {
    tr(
        "learn-progress",
        &[("done", done.into()), ("total", total.into())],
    )
}

/// "Task 2 of 3: Capture 2 pieces in one move."
pub fn learn_task(run: &LessonRun) -> String {
    let (id, args): (&str, Vec<(&str, FluentValue)>) = match run.task().goal {
        Goal::Reach(square) => ("learn-goal-reach", vec![("square", square.into())]),
        Goal::Crown => ("learn-goal-crown", vec![]),
        Goal::Take(n) => ("learn-goal-take", vec![("count", n.into())]),
        Goal::Win(moves) => ("learn-goal-win", vec![("moves", moves.into())]),
        Goal::Safe => ("learn-goal-safe", vec![]),
        Goal::Draw => ("learn-goal-draw", vec![]),
    };
    tr(
        "learn-task",
        &[
            ("number", (run.task + 1).into()),
            ("total", run.lesson().tasks.len().into()),
            ("goal", lesson_text(id, run.variant, &args).into()),
        ],
    )
}

/// What the player's last move in the task did: right (and why), wrong (and why), or on with
/// the opponent's answer; nothing before a move.
pub fn learn_feedback(run: &LessonRun) -> Option<String> {
    let last = run.last.as_ref()?;
    let answer = || FluentValue::from(last.answer.clone().unwrap_or_default());
    let text = match run.state {
        TaskState::Trying => tr("learn-going-on", &[("move", answer())]),
        TaskState::Met => {
            let (id, args): (&str, Vec<(&str, FluentValue)>) = match run.task().goal {
                Goal::Reach(_) => ("learn-met-reach", vec![("square", last.to.as_str().into())]),
                Goal::Crown => ("learn-met-crown", vec![]),
                Goal::Take(_) => ("learn-met-take", vec![("count", last.taken.into())]),
                Goal::Win(_) => ("learn-met-win", vec![("move", answer())]),
                Goal::Safe => ("learn-met-safe", vec![]),
                Goal::Draw => ("learn-met-draw", vec![]),
            };
            let mut text = lesson_text(id, run.variant, &args);
            if run.finished() {
                text.push(' ');
                text.push_str(&tr(
                    if run.has_next_lesson() {
                        "learn-lesson-done"
                    } else {
                        "learn-course-done"
                    },
                    &[],
                ));
            }
            text
        }
        TaskState::Missed(miss) => match miss {
            Miss::Elsewhere => {
                let target = match run.task().goal {
                    Goal::Reach(square) => square,
                    _ => "",
                };
                tr(
                    "learn-miss-elsewhere",
                    &[
                        ("square", last.to.as_str().into()),
                        ("target", target.into()),
                    ],
                )
            }
            Miss::NotCrowned => tr("learn-miss-not-crowned", &[]),
            Miss::TookFewer { took, could } => tr(
                "learn-miss-took-fewer",
                &[("took", took.into()), ("could", could.into())],
            ),
            Miss::NoWin => lesson_text("learn-miss-no-win", run.variant, &[("move", answer())]),
            Miss::LosesPiece => {
                lesson_text("learn-miss-loses-piece", run.variant, &[("move", answer())])
            }
            Miss::Lost => lesson_text("learn-miss-lost", run.variant, &[]),
            Miss::NoDraw => tr("learn-miss-no-draw", &[]),
        },
    };
    Some(text)
}

texts! {
    learn_open => "learn-open",
    puzzles_open => "puzzles-open",
    learn_choose => "learn-choose",
    learn_retry => "learn-retry",
    learn_next => "learn-next",
    learn_next_lesson => "learn-next-lesson",
    learn_leave => "learn-leave",
    learn_try => "learn-try",
}

texts! {
    review_game => "review-game",
    review_heading => "review-heading",
    review_stop => "review-stop",
    review_graph => "review-graph",
    review_pick => "review-pick",
    review_learn => "review-learn",
    mistakes_next => "mistakes-next",
    mistakes_leave => "mistakes-leave",
}

/// "Reviewing position 12 of 81…".
pub fn review_progress(done: usize, total: usize) -> String {
    tr(
        "review-progress",
        &[
            ("done", (done + 1).min(total).into()),
            ("total", total.into()),
        ],
    )
}

/// How deep the review looked.
pub fn review_budget(nodes: u64) -> String {
    tr("review-budget", &[("nodes", nodes.into())])
}

/// A side's summary: its accuracy and its marked moves, "White: 87% accuracy, 1 mistake".
pub fn review_side(side: Color, accuracy: f64, counts: [(Mark, usize); 3]) -> String {
    let mut text = tr(
        "review-side",
        &[
            ("side", color_name(side).into()),
            ("accuracy", (accuracy.round() as i64).into()),
        ],
    );
    for (mark, count) in counts.into_iter().filter(|&(_, n)| n > 0) {
        let id = match mark {
            Mark::Inaccuracy => "review-inaccuracies",
            Mark::Mistake => "review-mistakes",
            Mark::Blunder => "review-blunders",
        };
        text.push_str(", ");
        text.push_str(&tr(id, &[("count", count.into())]));
    }
    text
}

/// A move's mark as a word: "Blunder".
pub fn review_mark(mark: Mark) -> String {
    tr(
        match mark {
            Mark::Inaccuracy => "review-mark-inaccuracy",
            Mark::Mistake => "review-mark-mistake",
            Mark::Blunder => "review-mark-blunder",
        },
        &[],
    )
}

/// The move shown, judged: its mark, the winning chances before and after, and the better
/// move with the engine's line where there was one.
pub fn review_move(move_text: &str, judgement: &MoveJudgement) -> String {
    let percent = |chance: f64| ((chance * 100.0).round() as i64).into();
    let verdict = judgement
        .mark
        .map_or_else(|| tr("review-good", &[]), review_mark);
    let mut text = tr(
        "review-move",
        &[
            ("move", move_text.into()),
            ("verdict", verdict.into()),
            ("before", percent(judgement.before)),
            ("after", percent(judgement.after)),
        ],
    );
    if let Some(better) = judgement.better.first() {
        text.push(' ');
        text.push_str(&tr(
            "review-better",
            &[
                ("better", better.as_str().into()),
                ("line", judgement.better.join(" ").into()),
            ],
        ));
    }
    text
}

/// "Mistake 1 of 3".
pub fn mistakes_progress(run: &MistakeRun) -> String {
    tr(
        "mistakes-progress",
        &[
            ("at", (run.at + 1).into()),
            ("total", run.mistakes.len().into()),
        ],
    )
}

/// The mistake on the board and what to do: "12. 22-18: Blunder. Find a better move for White."
pub fn mistakes_find(run: &MistakeRun, numbered_move: &str) -> String {
    tr(
        "mistakes-find",
        &[
            ("move", numbered_move.into()),
            ("mark", review_mark(run.mistake().mark).into()),
            ("side", color_name(run.side).into()),
        ],
    )
}

/// What became of the move tried, once there is something to say.
pub fn mistakes_feedback(run: &MistakeRun) -> Option<String> {
    let text = |id: &str, tried: &str| tr(id, &[("move", tried.into())]);
    let mut said = match &run.attempt {
        Attempt::Trying => return None,
        Attempt::Checking(tried) => text("mistakes-checking", tried),
        Attempt::NoBetter(tried) => text("mistakes-no-better", tried),
        Attempt::Solved {
            tried,
            engine_move: true,
        } => text("mistakes-best", tried),
        Attempt::Solved { tried, .. } => text("mistakes-good", tried),
        Attempt::Shown => {
            let line = &run.mistake().line;
            let best = line.first().map_or("", String::as_str);
            tr(
                "mistakes-shown",
                &[("best", best.into()), ("line", line.join(" ").into())],
            )
        }
    };
    if run.is_last() && matches!(run.attempt, Attempt::Solved { .. } | Attempt::Shown) {
        said.push(' ');
        said.push_str(&tr("mistakes-last", &[]));
    }
    Some(said)
}

texts! {
    puzzles_next => "puzzles-next",
    puzzles_retry => "puzzles-retry",
    puzzles_streak_start => "puzzles-streak-start",
    puzzles_leave => "puzzles-leave",
}

/// "Russian draughts: puzzles".
pub fn puzzles_heading(variant: Variant) -> String {
    tr("puzzles-heading", &[("name", variant_name(variant).into())])
}

/// The player's standing in `variant`'s puzzles.
pub fn puzzles_rating(progress: &PuzzleProgress, variant: Variant) -> String {
    let rating = progress.rating(variant);
    let mine = progress.of(variant);
    tr(
        "puzzles-rating",
        &[
            ("rating", (rating.rating.round() as i64).into()),
            ("deviation", (rating.deviation.round() as i64).into()),
            ("solved", mine.map_or(0, |v| v.solved.len()).into()),
            ("streak", mine.map_or(0, |v| v.best_streak).into()),
        ],
    )
}

/// The puzzle shown: its number, rating and themes.
pub fn puzzles_info(run: &PuzzleRun) -> String {
    let puzzle = &run.puzzle;
    let mut text = tr(
        "puzzles-info",
        &[("id", puzzle.id.into()), ("rating", puzzle.rating.into())],
    );
    if !puzzle.themes.is_empty() {
        let themes: Vec<String> = puzzle.themes.iter().map(|&t| puzzle_theme(t)).collect();
        text.push_str(" · ");
        text.push_str(&tr(
            "puzzles-themes",
            &[("themes", themes.join(", ").into())],
        ));
    }
    text
}

fn puzzle_theme(theme: PuzzleTheme) -> String {
    tr(
        match theme {
            PuzzleTheme::Shot => "puzzles-theme-shot",
            PuzzleTheme::Crown => "puzzles-theme-crown",
            PuzzleTheme::Endgame => "puzzles-theme-endgame",
        },
        &[],
    )
}

/// What to do, with the streak so far and whether the try counts.
pub fn puzzles_task(run: &PuzzleRun) -> String {
    let side = color_name(run.puzzle.position.turn());
    let mut text = tr("puzzles-task", &[("side", side.into())]);
    if let Some(count) = run.streak {
        text.push(' ');
        text.push_str(&tr("puzzles-streak", &[("count", count.into())]));
    }
    if !run.rated {
        text.push(' ');
        text.push_str(&tr("puzzles-unrated", &[]));
    }
    text
}

/// How the try stands, once there is something to say.
pub fn puzzles_feedback(run: &PuzzleRun) -> Option<String> {
    let text = match &run.state {
        PuzzleState::Solving if run.at == 0 => return None,
        PuzzleState::Solving => tr("puzzles-right", &[]),
        PuzzleState::Solved => tr("puzzles-solved", &[]),
        PuzzleState::Failed { tried } => {
            let solution = run.puzzle.solution_text().join(" ");
            let mut text = tr(
                "puzzles-failed",
                &[
                    ("move", tried.as_str().into()),
                    ("solution", solution.into()),
                ],
            );
            if let Some(count) = run.streak {
                text.push(' ');
                text.push_str(&tr("puzzles-streak-over", &[("count", count.into())]));
            }
            text
        }
    };
    Some(text)
}
