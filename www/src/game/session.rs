//! A game session: the core's [`Game`], who plays which side, the board's input state and
//! the last note to the player. Every action of the page goes through here; the web layer only
//! draws what this says and forwards clicks and engine replies.

use crate::board::input::{Click, Input, Refusal};
use crate::game::clock::{Clocks, TimeControl};
use crate::game::settings::{Opponent, Settings};
use crate::records::Unrated;
use draughts::{Color, DrawProgress, Game, Move, Outcome, Position, Square, Variant};
use draughts_engine::Level;
use draughts_worker::replay;
use serde::{Deserialize, Serialize};

/// A short note to the player, shown under the status line until the next action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    Refused(Refusal),
    ComputerToMove,
    GameOver,
    DrawDeclined,
    SaveUnreadable,
    BadLink(String),
    EngineFailed(String),
    Hint(String),
    NoHint,
    /// A click on the board while an earlier position is viewed.
    Viewing,
    /// A click on the board while the game is replayed.
    Replaying,
    /// A click on the board once a lesson's task is over.
    TaskOver,
    /// The stored records could not be read: kept aside, a new record started.
    RecordsUnreadable,
    /// The records could not be saved (storage full); what was saved before is kept.
    RecordsNotSaved,
    /// An imported file's profiles and games added.
    Imported {
        profiles: usize,
        games: usize,
    },
    /// An imported file refused, and why.
    ImportRefused(crate::records::RecordsError),
    /// A rule set's puzzles could not be had (fetched or read), and why.
    PuzzlesUnavailable(String),
    /// Every puzzle of the rule set is solved.
    AllPuzzlesSolved,
}

/// A change of the computer's level during the game, after `ply` moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct LevelChange {
    pub ply: usize,
    pub from: u8,
    pub to: u8,
}

/// One line of the move list.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveLine {
    /// A move number and its two cells, each a move's index in the game and its text.
    Moves {
        number: usize,
        moves: [Option<(usize, String)>; 2],
    },
    /// A note between moves: the computer's level changed.
    LevelChange { from: u8, to: u8 },
}

/// The status line, for the text layer to write: how the game stands, then the last move.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Status {
    pub standing: Standing,
    /// The last move's text.
    pub last_move: Option<String>,
}

/// How the game stands: its result, or who is to move as the player at the device sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Standing {
    Over(Outcome),
    /// Between two players: this colour is to move.
    ToMove(Color),
    /// Against the computer: the player's move, with their colour.
    YourMove(Color),
    /// Against the computer: its move, with its colour, and whether it is thinking yet.
    ComputerToMove {
        color: Color,
        thinking: bool,
    },
}

/// The setup line at the top of the panel, for the text layer to write (whose move it is and
/// how the game ended are the status line's, under it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    pub variant: Variant,
    pub opponent: Opponent,
    /// Level 8's time a move, said with it.
    pub top_seconds: u32,
    /// The human's colour against the computer.
    pub human: Color,
    pub clock: Option<TimeControl>,
}

/// Whose move it is, from the page's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Turn {
    /// A person at the device is to move.
    Human,
    Computer,
    Over,
}

/// The game in progress and everything around it.
#[derive(Clone, Debug)]
pub struct GameSession {
    pub game: Game,
    /// The settings the game was started with (also what the new-game form shows).
    pub settings: Settings,
    /// Against the computer, the human's side; between two players, the side shown at the
    /// bottom unless flipped.
    pub human: Color,
    pub flipped: bool,
    /// Between two players, the side to move is shown at the bottom (a preference).
    pub turn_board: bool,
    /// Square names drawn on the board.
    pub show_labels: bool,
    pub input: Input,
    /// The landing squares of the last move as it was played (for highlighting and animation).
    last_path: Option<Vec<Square>>,
    hint: Option<Vec<Square>>,
    pub notice: Option<Notice>,
    /// Where the computer's level changed during the game, in order.
    pub level_changes: Vec<LevelChange>,
    /// An earlier position shown from the move list: the number of moves before it (see
    /// [`crate::game::review`]).
    pub(crate) viewing: Option<usize>,
    /// The players' clocks, when the game has a time control.
    pub clocks: Option<Clocks>,
    /// Why this game will not count for the ratings: a move taken back or a hint asked.
    pub unrated: Option<Unrated>,
    /// The game, once over, was added to the records (so that a reload does not add it again).
    pub recorded: bool,
    /// The game is replayed (imported, past or shared): it takes no move; the replay's ways on
    /// start a game from the position shown. Set by the page with its replay.
    pub replayed: bool,
    /// The game is a lesson's task: the opponent's moves are the lesson's (never the engine's),
    /// and once the task is over ([`LessonBoard::Over`]) the board takes no move.
    pub lesson: Option<LessonBoard>,
}

/// A lesson's board: its task under way or over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LessonBoard {
    Trying,
    Over,
}

impl GameSession {
    /// A game from the start position or any other, with `human` playing that colour.
    pub fn new(game: Game, settings: Settings, human: Color) -> GameSession {
        let clocks = settings
            .clock
            .map(|control| Clocks::new(control, game.len()));
        GameSession {
            game,
            settings,
            human,
            flipped: false,
            turn_board: false,
            show_labels: true,
            input: Input::default(),
            last_path: None,
            hint: None,
            notice: None,
            level_changes: Vec::new(),
            viewing: None,
            clocks,
            unrated: None,
            recorded: false,
            replayed: false,
            lesson: None,
        }
    }

    /// A new game from the variant's start position.
    pub fn start(settings: Settings, coin: bool) -> GameSession {
        GameSession::new(
            Game::new(settings.variant),
            settings,
            settings.color.resolve(coin),
        )
    }

    pub fn opponent(&self) -> Opponent {
        self.settings.opponent
    }

    /// The return game: the same rules, opponent, level, clock and start position; against the
    /// computer the player takes the other side (between two players the sides stay: the two
    /// people at the device change seats themselves).
    pub fn rematch(&self) -> GameSession {
        let human = match self.opponent() {
            Opponent::Computer { .. } => self.human.opponent(),
            Opponent::Human => self.human,
        };
        GameSession::new(
            Game::from_position(*self.game.start_position()),
            self.settings,
            human,
        )
    }

    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The colour at the bottom of the board: the human's against the computer; between two
    /// players White's, or the side to move's when the board turns after each move; the other
    /// when flipped.
    pub fn orientation(&self) -> Color {
        let bottom = match self.opponent() {
            Opponent::Human if self.turn_board && self.lesson.is_none() => {
                self.shown_position().turn()
            }
            _ => self.human,
        };
        if self.flipped {
            bottom.opponent()
        } else {
            bottom
        }
    }

    pub fn turn(&self) -> Turn {
        if self.game.outcome().is_some() {
            Turn::Over
        } else if self.replayed
            || (self.opponent() == Opponent::Human && self.lesson.is_none())
            || self.position().turn() == self.human
        {
            // A replayed game is looked at by the person at the device, whoever is to move; in
            // a lesson the other side's moves are the lesson's.
            Turn::Human
        } else {
            Turn::Computer
        }
    }

    /// Forwards a click on the board (`None`: off the playable squares) to the input state and
    /// plays the move it completes.
    pub fn click(&mut self, sq: Option<Square>) -> Click {
        if self.replayed {
            self.notice = Some(Notice::Replaying);
            return Click::Cleared;
        }
        if self.lesson == Some(LessonBoard::Over) {
            self.notice = Some(Notice::TaskOver);
            return Click::Cleared;
        }
        if self.viewing().is_some() {
            self.notice = Some(Notice::Viewing);
            return Click::Cleared;
        }
        match self.turn() {
            Turn::Human => {}
            Turn::Computer => {
                self.notice = Some(Notice::ComputerToMove);
                return Click::Cleared;
            }
            Turn::Over => {
                self.notice = Some(Notice::GameOver);
                return Click::Cleared;
            }
        }
        let click = self.input.click(self.game.position(), sq);
        self.notice = match &click {
            Click::Refused(r) => Some(Notice::Refused(*r)),
            _ => None,
        };
        if let Click::Play { mv, path } = &click {
            self.play(mv, path.clone());
        }
        click
    }

    /// Plays a legal move along `path` (its landing squares).
    fn play(&mut self, mv: &Move, path: Vec<Square>) -> bool {
        if self.game.play(mv).is_err() {
            return false;
        }
        self.last_path = Some(path);
        self.after_change();
        true
    }

    /// Plays a legal move along its first path (a lesson's answer).
    pub fn play_answer(&mut self, mv: &Move) -> bool {
        let path = self.position().move_paths(mv).into_iter().next();
        self.play(mv, path.unwrap_or_else(|| vec![mv.to()]))
    }

    /// Plays a move given as text (the engine's reply). Refuses anything not legal here.
    pub fn play_text(&mut self, text: &str) -> bool {
        let Ok(mv) = self.position().parse_move(text) else {
            return false;
        };
        let path = self.path_of(&mv, text);
        self.play(&mv, path)
    }

    /// The squares of the move `text` names in the current position, origin first; `None` when
    /// it names no legal move.
    pub fn move_squares(&self, text: &str) -> Option<Vec<Square>> {
        let mv = self.position().parse_move(text).ok()?;
        let mut path = vec![mv.from()];
        path.extend(self.path_of(&mv, text));
        Some(path)
    }

    /// The landing squares of `mv`, following the squares its text names when it names a path.
    fn path_of(&self, mv: &Move, text: &str) -> Vec<Square> {
        let named: Vec<Square> = text
            .split(['-', 'x', 'X', ':'])
            .skip(1)
            .filter_map(|s| self.position().variant().parse_square(s))
            .collect();
        let paths = self.position().move_paths(mv);
        paths
            .iter()
            .find(|p| {
                let mut rest = p.iter();
                named.iter().all(|n| rest.any(|s| s == n))
            })
            .or(paths.first())
            .cloned()
            .unwrap_or_else(|| vec![mv.to()])
    }

    fn after_change(&mut self) {
        self.input.clear();
        self.hint = None;
        self.notice = None;
    }

    /// The last move: the position it was played in, the move, and its landing squares.
    pub fn last_move(&self) -> Option<(Position, Move, Vec<Square>)> {
        let (before, mv) = self.game.history().last()?;
        let path = match &self.last_path {
            Some(path) if path.last() == Some(&mv.to()) => path.clone(),
            _ => before.move_paths(mv).into_iter().next()?,
        };
        Some((*before, *mv, path))
    }

    /// Takes back the last move; against the computer, back to the human's previous turn.
    pub fn undo(&mut self) -> bool {
        let target = match self.opponent() {
            Opponent::Human => self.game.len().checked_sub(1),
            Opponent::Computer { .. } => self
                .game
                .history()
                .enumerate()
                .filter(|(_, (before, _))| before.turn() == self.human)
                .map(|(i, _)| i)
                .last(),
        };
        let Some(target) = target else {
            return false;
        };
        while self.game.len() > target {
            self.game.undo();
        }
        self.level_changes.retain(|c| c.ply <= target);
        self.unrated.get_or_insert(Unrated::TakeBack);
        self.last_path = None;
        self.after_change();
        true
    }

    /// Plays again what undo took back; against the computer, up to the human's next turn.
    pub fn redo(&mut self) -> bool {
        if self.game.redo().is_none() {
            return false;
        }
        if let Opponent::Computer { .. } = self.opponent() {
            while self.position().turn() != self.human && self.game.redo().is_some() {}
        }
        self.last_path = None;
        self.after_change();
        true
    }

    pub fn can_undo(&self) -> bool {
        match self.opponent() {
            Opponent::Human => !self.game.is_empty(),
            Opponent::Computer { .. } => self.game.history().any(|(p, _)| p.turn() == self.human),
        }
    }

    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    /// Who resigns now: the human against the computer, the side to move between two players.
    pub fn resigning_side(&self) -> Color {
        match self.opponent() {
            Opponent::Computer { .. } => self.human,
            Opponent::Human => self.position().turn(),
        }
    }

    /// The human (against the computer) or the side to move (two players) resigns.
    pub fn resign(&mut self) {
        if self.game.resign(self.resigning_side()).is_ok() {
            self.after_change();
        }
    }

    /// Both sides agree to a draw.
    pub fn agree_draw(&mut self) {
        if self.game.agree_draw().is_ok() {
            self.after_change();
        }
    }

    /// Whether the game counts for the ratings as it stands: begun from the variant's start,
    /// with no take-back, hint or analysis so far (a game ended before both sides moved is
    /// left out when it is recorded).
    pub fn is_rated(&self) -> bool {
        self.unrated.is_none()
            && *self.game.start_position() == Position::start(self.settings.variant)
    }

    /// Shows the engine's suggested move.
    pub fn show_hint(&mut self, text: Option<&str>) {
        let mv = text.and_then(|t| Some((self.move_squares(t)?, t)));
        match mv {
            Some((path, text)) => {
                self.hint = Some(path);
                self.notice = Some(Notice::Hint(text.to_string()));
                self.unrated.get_or_insert(Unrated::Hint);
            }
            None => {
                self.hint = None;
                self.notice = Some(Notice::NoHint);
            }
        }
    }

    /// The suggested move's squares, origin first.
    pub fn hint(&self) -> Option<&[Square]> {
        self.hint.as_deref()
    }

    /// The `data-status` value: `playing`, `white-won`, `black-won` or `draw`.
    pub fn status_code(&self) -> &'static str {
        match self.game.outcome() {
            None => "playing",
            Some(Outcome::Win {
                winner: Color::White,
                ..
            }) => "white-won",
            Some(Outcome::Win { .. }) => "black-won",
            Some(Outcome::Draw(_)) => "draw",
        }
    }

    /// The status line: the result or whose move it is, then the last move.
    pub fn status(&self, thinking: bool) -> Status {
        let turn = self.position().turn();
        let standing = match (self.game.outcome(), self.opponent()) {
            (Some(outcome), _) => Standing::Over(outcome),
            (None, Opponent::Human) => Standing::ToMove(turn),
            (None, Opponent::Computer { .. }) if turn == self.human => Standing::YourMove(turn),
            (None, Opponent::Computer { .. }) => Standing::ComputerToMove {
                color: turn,
                thinking,
            },
        };
        Status {
            standing,
            last_move: self
                .last_move()
                .map(|(before, mv, _)| before.move_text(&mv)),
        }
    }

    /// Keeps the clocks on the game at `now_ms` (ms since the epoch): a side whose time ran out
    /// loses (see [`Game::lose_on_time`]), the side to move's clock runs, a finished game's
    /// stop. True when a flag ended the game.
    pub fn run_clocks(&mut self, now_ms: f64) -> bool {
        let Some(clocks) = &mut self.clocks else {
            return false;
        };
        let flagged = clocks
            .flagged(now_ms)
            .filter(|_| self.game.outcome().is_none());
        if let Some(side) = flagged {
            self.game.lose_on_time(side).ok();
        }
        let over = self.game.outcome().is_some();
        clocks.follow(self.game.len(), self.game.position().turn(), over, now_ms);
        flagged.is_some()
    }

    /// The setup line: variant, players and level, clock.
    pub fn setup(&self) -> Setup {
        Setup {
            variant: self.game.variant(),
            opponent: self.opponent(),
            top_seconds: self.settings.top_seconds,
            human: self.human,
            clock: self.settings.clock,
        }
    }

    /// The draw rule closest to ending the game, while one is counting.
    pub fn draw_countdown(&self) -> Option<DrawProgress> {
        if self.game.outcome().is_some() {
            return None;
        }
        self.game
            .draw_progress()
            .into_iter()
            .filter(|p| p.plies >= 2 || p.rule.condition != draughts::draw::DrawCondition::Always)
            .min_by_key(|p| p.plies_left())
    }

    /// The move list: one line per pair of moves (the first mover's move, then the reply,
    /// each with its index in the game), and a note where the computer's level changed. A
    /// game set up with the second mover to move starts with an empty first cell.
    pub fn move_lines(&self) -> Vec<MoveLine> {
        let offset = self.first_slot();
        let texts = replay::move_texts(&self.game);
        let mut lines = Vec::new();
        let mut notes = self.level_changes.iter().peekable();
        for (i, text) in texts.into_iter().enumerate() {
            while let Some(change) = notes.next_if(|c| c.ply <= i && (i + offset) % 2 == 0) {
                lines.push(MoveLine::LevelChange {
                    from: change.from,
                    to: change.to,
                });
            }
            let slot = i + offset;
            if slot % 2 == 0 || lines.is_empty() {
                lines.push(MoveLine::Moves {
                    number: slot / 2 + 1,
                    moves: [None, None],
                });
            }
            if let Some(MoveLine::Moves { moves, .. }) = lines.last_mut() {
                moves[slot % 2] = Some((i, text));
            }
        }
        let played = self.game.len();
        lines.extend(
            notes
                .filter(|c| c.ply <= played)
                .map(|c| MoveLine::LevelChange {
                    from: c.from,
                    to: c.to,
                }),
        );
        lines
    }

    /// Sets the computer's level from the next move on, noted in the move list at this point.
    /// False when nothing changes (the same level, or two players).
    pub fn change_level(&mut self, to: u8) -> bool {
        let Opponent::Computer { level: from } = self.opponent() else {
            return false;
        };
        let to = to.clamp(Level::MIN.number(), Level::MAX.number());
        if to == from {
            return false;
        }
        self.settings.opponent = Opponent::Computer { level: to };
        let ply = self.game.len();
        match self.level_changes.last_mut() {
            // Two changes at the same point are one, or none if they cancel out.
            Some(last) if last.ply == ply => {
                last.to = to;
                if last.from == to {
                    self.level_changes.pop();
                }
            }
            _ => self.level_changes.push(LevelChange { ply, from, to }),
        }
        true
    }

    /// The move list's cell of the first move: 1 when the game was set up with the second
    /// mover to move.
    fn first_slot(&self) -> usize {
        let first = self.game.variant().first_to_move();
        usize::from(self.game.start_position().turn() != first)
    }

    /// Where the next move goes in the move list: its row (from 0) and whether it is the
    /// reply (the second cell).
    pub fn next_move_place(&self) -> (usize, bool) {
        self.move_place(self.game.len())
    }

    /// Where the move of index `index` in the game goes in the move list: its row (from 0)
    /// and whether it is the reply.
    pub fn move_place(&self, index: usize) -> (usize, bool) {
        let slot = self.first_slot() + index;
        (slot / 2, slot % 2 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::settings::ColorChoice;

    use draughts::Variant;

    fn session(opponent: Opponent, variant: Variant) -> GameSession {
        GameSession::start(
            Settings {
                variant,
                opponent,
                color: ColorChoice::White,
                ..Settings::default()
            },
            true,
        )
    }

    fn click(t: &mut GameSession, name: &str) -> Click {
        let sq = t.position().variant().parse_square(name);
        t.click(sq)
    }

    #[test]
    fn two_clicks_play_a_move_and_the_computer_then_has_the_turn() {
        let mut t = session(Opponent::Computer { level: 1 }, Variant::Brazilian);
        assert_eq!(t.turn(), Turn::Human);
        click(&mut t, "c3");
        assert!(matches!(click(&mut t, "d4"), Click::Play { .. }));
        assert_eq!(t.turn(), Turn::Computer);
        assert_eq!(click(&mut t, "f6"), Click::Cleared);
        assert_eq!(t.notice, Some(Notice::ComputerToMove));
        assert!(t.play_text("f6-e5"));
        assert!(!t.play_text("f6-e5"), "no longer legal");
        assert_eq!(
            t.move_lines(),
            vec![MoveLine::Moves {
                number: 1,
                moves: [Some((0, "c3-d4".into())), Some((1, "f6-e5".into()))]
            }]
        );
        assert_eq!(t.status(false).last_move.as_deref(), Some("f6-e5"));
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_pair() {
        let mut t = session(Opponent::Computer { level: 1 }, Variant::Brazilian);
        assert!(!t.can_undo());
        click(&mut t, "c3");
        click(&mut t, "d4");
        t.play_text("f6-e5");
        assert!(t.undo());
        assert!(t.game.is_empty());
        assert!(t.redo());
        assert_eq!(t.game.len(), 2, "redo brings back the pair");
        assert_eq!(t.turn(), Turn::Human);
    }

    #[test]
    fn undo_between_two_players_takes_back_one_move() {
        let mut t = session(Opponent::Human, Variant::English);
        assert_eq!(t.turn(), Turn::Human, "black moves first in English");
        assert!(t.play_text("11-15"));
        assert_eq!(t.turn(), Turn::Human);
        assert!(t.undo());
        assert!(t.game.is_empty());
        assert!(!t.undo());
    }

    #[test]
    fn resigning_ends_the_game_for_the_human() {
        let mut t = session(Opponent::Computer { level: 1 }, Variant::Russian);
        t.resign();
        assert_eq!(t.status_code(), "black-won");
        assert_eq!(t.turn(), Turn::Over);
        let resigned = Outcome::Win {
            winner: Color::Black,
            reason: draughts::WinReason::Resignation,
        };
        assert_eq!(t.status(false).standing, Standing::Over(resigned));
        assert_eq!(click(&mut t, "c3"), Click::Cleared);
        assert_eq!(t.notice, Some(Notice::GameOver));
    }

    #[test]
    fn a_game_from_a_position_with_the_second_mover_to_move_numbers_its_rows() {
        let pos = Position::from_fen(Variant::Brazilian, "B:Wc3:Bf6").unwrap();
        let mut t = GameSession::new(Game::from_position(pos), Settings::default(), Color::White);
        assert_eq!(t.next_move_place(), (0, true));
        assert!(t.play_text("f6-e5"));
        assert_eq!(t.next_move_place(), (1, false));
        assert!(t.play_text("c3-d4"));
        assert_eq!(
            t.move_lines(),
            vec![
                MoveLine::Moves {
                    number: 1,
                    moves: [None, Some((0, "f6-e5".into()))]
                },
                MoveLine::Moves {
                    number: 2,
                    moves: [Some((1, "c3-d4".into())), None]
                }
            ]
        );
        assert_eq!(t.next_move_place(), (1, true));
    }

    #[test]
    fn the_draw_counter_shows_while_kings_manoeuvre() {
        let pos = Position::from_fen(Variant::Brazilian, "W:WKa1:BKh2").unwrap();
        let mut t = GameSession::new(Game::from_position(pos), Settings::default(), Color::White);
        t.settings.opponent = Opponent::Human;
        assert!(
            t.draw_countdown().is_some(),
            "one king against one king counts"
        );
        assert!(t.play_text("a1-b2"));
        assert_eq!(t.draw_countdown().map(|p| p.moves_left()), Some(5));
    }

    #[test]
    fn a_change_of_level_is_noted_in_the_move_list_where_it_happened() {
        let mut t = session(Opponent::Computer { level: 3 }, Variant::Brazilian);
        assert!(t.play_text("c3-d4") && t.play_text("f6-e5"));
        assert!(t.change_level(5));
        assert!(t.change_level(6), "two changes at one point are one");
        assert!(!t.change_level(6));
        assert_eq!(t.opponent(), Opponent::Computer { level: 6 });
        assert!(t.play_text("d4xf6"));
        let lines = t.move_lines();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[1], MoveLine::LevelChange { from: 3, to: 6 });
        assert_eq!(t.setup().opponent, Opponent::Computer { level: 6 });
        // Taken back past the change: the note goes, the level stays.
        assert!(t.undo() && t.undo());
        assert!(t
            .move_lines()
            .iter()
            .all(|l| !matches!(l, MoveLine::LevelChange { .. })));
        assert_eq!(t.opponent(), Opponent::Computer { level: 6 });
        assert!(!session(Opponent::Human, Variant::Russian).change_level(4));
    }

    #[test]
    fn the_board_turns_after_each_move_between_two_players_when_asked() {
        let mut t = session(Opponent::Human, Variant::Russian);
        assert!(t.play_text("c3-d4"));
        assert_eq!(
            t.orientation(),
            Color::White,
            "White stays at the bottom by default"
        );
        t.turn_board = true;
        assert_eq!(
            t.orientation(),
            Color::Black,
            "the side to move at the bottom"
        );
        t.flipped = true;
        assert_eq!(t.orientation(), Color::White);
        let mut vs = session(Opponent::Computer { level: 1 }, Variant::Russian);
        vs.turn_board = true;
        assert!(vs.play_text("c3-d4"));
        assert_eq!(
            vs.orientation(),
            Color::White,
            "against the computer, the player's side"
        );
    }

    #[test]
    fn a_flag_ends_the_game_and_the_clocks_follow_the_moves() {
        let settings = Settings {
            clock: crate::game::clock::TimeControl::parse("0.05+1"),
            ..Settings::two_players(Variant::Brazilian)
        };
        let mut t = GameSession::start(settings, true);
        assert!(!t.run_clocks(0.0), "White's clock starts");
        assert!(t.play_text("c3-d4"));
        assert!(!t.run_clocks(2_000.0));
        let clocks = t.clocks.unwrap();
        assert_eq!(
            clocks.left_ms(Color::White, 2_000.0),
            2_000.0,
            "3 s - 2 s + 1 s"
        );
        assert_eq!(clocks.running(), Some(Color::Black));
        assert!(t.run_clocks(5_000.0), "Black's 3 s are gone");
        assert_eq!(t.status_code(), "white-won");
        let flag = Outcome::Win {
            winner: Color::White,
            reason: draughts::WinReason::Time,
        };
        assert_eq!(t.status(false).standing, Standing::Over(flag));
        assert!(!t.run_clocks(9_000.0), "once");
        assert_eq!(t.clocks.unwrap().running(), None, "stopped");
    }

    #[test]
    fn a_hint_is_shown_with_its_path() {
        let mut t = session(Opponent::Human, Variant::Brazilian);
        t.show_hint(Some("c3-d4"));
        assert_eq!(t.hint().map(<[Square]>::len), Some(2));
        t.show_hint(Some("a1-a2"));
        assert_eq!(t.hint(), None);
        assert_eq!(t.notice, Some(Notice::NoHint));
    }
}
