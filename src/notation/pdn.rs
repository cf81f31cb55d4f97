//! PDN games (Portable Draughts Notation 3.0): reading and writing whole games.
//!
//! Reading is two steps, like FEN and move text, so that a file can be listed before its games
//! are replayed and "not PDN" is told apart from "not a legal game":
//! [`parse_games`] splits a text into [`PdnGame`]s (tags, move texts and result) without knowing
//! the rules; [`PdnGame::to_game`] picks the variant from the `GameType` tag, the start position
//! from the `FEN` tag, and plays each move through [`Game::play`].
//!
//! ```
//! use draughts::{parse_games, write_game, Variant};
//!
//! let text = "[White \"Sijbrands, Ton\"]\n[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 *";
//! let games = parse_games(text, Variant::Brazilian)?;
//! let game = games[0].to_game()?;
//! assert_eq!(game.len(), 4);
//! let written = write_game(&game, games[0].tags());
//! assert!(written.contains("[White \"Sijbrands, Ton\"]"));
//! assert!(written.ends_with("\n1. 32-28 19-23 2. 28x19 14x23 *\n"));
//! # Ok::<(), draughts::PdnError>(())
//! ```
//!
//! Reading follows the PDN 3.0 *reading* grammar, which asks readers to be liberal, and goes a
//! little further where no meaning is lost, because files come from many programs:
//! - A text holds any number of games. A game ends at its result (`2-0`, `0-2`, `1-1`, `1-0`,
//!   `0-1`, `1/2-1/2`, `½-½`, `0-0` or `*`; at the very end of a game also a score written another
//!   way, `2:0`, `1:1`, `0.5-0.5`, `1/2`, `=`, or a lone `-`) or, when a result is missing, where
//!   the next tag section starts. A stray result with no tags or moves before it makes no game.
//! - Tag values may hold `\"` and `\\`; any other backslash is kept as written (paths). A value
//!   without quotes is read up to the `]` on its line. Tag names are matched ignoring ASCII case.
//! - `GameType` is read from its first number only: the optional fields after it (`20,W,10,10,N2,0`)
//!   restate what the variant already fixes. Without the tag the caller's default variant is used,
//!   and [`PdnGame::likely_variants`] proposes the variants whose rules accept the whole game. A
//!   rule set PDN numbers but we do not play (Italian, Czech, Frisian, ...) is refused by name.
//! - Move numbers (`1.`, `1...`, also glued to the move as in `1.32-28`) and a lone `...` are
//!   skipped, not checked: players' files often restart or skip numbers, and the moves themselves
//!   say who is to move.
//! - `;` comments to the end of the line, `%` escape lines and variations `( ... )` (nested,
//!   with comments inside) are skipped. A `{...}` comment, a NAG `$12` and a move strength `!`,
//!   `?`, `!!`, `?!`, ... glued to the move are kept with the move before them
//!   ([`PdnGame::notes`]; a comment before the first move is [`PdnGame::opening_comment`]), and
//!   [`write_annotated_game`] writes them back: how a reviewed game keeps its evaluations. A
//!   strength standing alone is skipped, and one in parentheses, `29-23(?)`, is read as a
//!   variation and skipped as well. A leading byte-order mark is ignored.
//! - `*` always ends a game (PDN 3.0 forbids it as a move strength, so `32-28*` is a move and the
//!   end of the game).
//! - Each move may use any form [`MoveText`](super::text::MoveText) accepts: short or full
//!   capture paths, `x`, `:` or `-` between squares, numbers or algebraic names on 8x8 boards.
//!   Squares padded with spaces (`1- 6`, `32 -28`, ` 6x17`) are read as one move, and algebraic
//!   names glued together (`c3d4`) as the move between them.
//! - A capture written by its ends where two paths with different captured pieces share them
//!   (`36x16`) is the path after which the rest of the game replays; it stays an error when
//!   more than one does.
//! - Lines end in `\n`, `\r\n` or a lone `\r`, mixed in one file. Bytes in another encoding than
//!   UTF-8 are decoded first by [`decode`](super::encoding::decode).
//!
//! What is not accepted, with an error that names the game and line: unterminated comments,
//! variations and tags, a `)`, `]` or `}` that closes nothing, an unknown `GameType`, a `FEN` tag
//! that is not a valid position, a move that is not legal where it stands (also after a side is
//! left without moves), and a move that names several paths the rest of the game does not tell
//! apart.
//!
//! A game that goes on past one of our automatic draws (a threefold repetition, a move-count
//! rule) loads whole: its players did not take that draw, so every draw count starts again there
//! (see [`Game::play_recorded`]).
//!
//! The result of a game is kept as text ([`PdnGame::result`]) and not turned into a declared
//! outcome: PDN does not say why a game was won (resignation, time, adjudication), and the
//! chess-style `1-0` is read by checkers programs as a win for the side that moves first.
//!
//! Writing follows the PDN 3.0 writing rules: the seven standard tags (unknown values `?`, or
//! `????.??.??` for the date), `GameType`, `FEN` when the game did not start from the variant's
//! start position, then the moves numbered in pairs and wrapped at 80 columns, then the result.
//! A pair starts with the side the variant lets move first, so English games read
//! `1. 11-15 23-19 2. ...`; a game whose first move is by the other side starts `1... `.

use crate::game::Game;
use crate::notation::fen::FenError;
use crate::notation::text::{MoveError, MoveText};
use crate::notation::NotationError;
use crate::position::Position;
use crate::rules::{Goal, Variant};
use crate::square::Color;
use std::fmt;

/// Why a PDN text was not read, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnError {
    /// The game, counted from 1 in the text.
    pub game: usize,
    /// The line, counted from 1, where the faulty part starts.
    pub line: usize,
    pub kind: PdnErrorKind,
}

/// What was wrong in a PDN text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PdnErrorKind {
    /// A `{` comment is never closed.
    UnterminatedComment,
    /// A `(` variation is never closed.
    UnterminatedVariation,
    /// A `[` tag is never closed, or its quoted value never ends.
    UnterminatedTag,
    /// A tag that is not `[Name "Value"]`.
    BadTag(String),
    /// A closing `)`, `]` or `}` with nothing to close.
    Unexpected(char),
    /// A `GameType` tag that names no rule set at all.
    UnknownGameType(String),
    /// A `GameType` tag that names a rule set this library does not play (Italian, Czech,
    /// Frisian, ...): its PDN number and name.
    UnsupportedGameType { number: u32, name: &'static str },
    /// A `FEN` tag that is not a valid position of the game's variant.
    BadFen(FenError),
    /// A move that names no single legal move where it stands.
    BadMove {
        number: MoveNumber,
        text: String,
        error: NotationError,
    },
}

impl fmt::Display for PdnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdnErrorKind::UnterminatedComment => f.write_str("unterminated comment"),
            PdnErrorKind::UnterminatedVariation => f.write_str("unterminated variation"),
            PdnErrorKind::UnterminatedTag => f.write_str("unterminated tag"),
            PdnErrorKind::BadTag(text) => write!(f, "bad tag {text:?}"),
            PdnErrorKind::Unexpected(c) => write!(f, "unexpected {c:?}"),
            PdnErrorKind::UnknownGameType(value) => write!(f, "unknown GameType {value:?}"),
            PdnErrorKind::UnsupportedGameType { number, name } => {
                write!(
                    f,
                    "the rule set {name} (GameType {number}) is not played here"
                )
            }
            PdnErrorKind::BadFen(e) => write!(f, "bad FEN tag: {e}"),
            PdnErrorKind::BadMove {
                number,
                text,
                error,
            } => write!(f, "move {number} {text}: {error}"),
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}: {}", self.game, self.line, self.kind)
    }
}

impl std::error::Error for PdnError {}

/// The PDN number of a move: moves are numbered in pairs, each pair starting with the side the
/// variant lets move first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNumber {
    /// The pair, counted from 1.
    pub number: usize,
    /// The move is the second of its pair (written `12...` when it stands alone).
    pub second: bool,
}

impl MoveNumber {
    /// The number of the move at `ply` (from 0) of a `variant` game whose start position has
    /// `start_turn` to move.
    fn of_ply(variant: Variant, start_turn: Color, ply: usize) -> MoveNumber {
        let index = ply + usize::from(start_turn != variant.first_to_move());
        MoveNumber {
            number: index / 2 + 1,
            second: index % 2 == 1,
        }
    }
}

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "." };
        write!(f, "{}{dots}", self.number)
    }
}

/// A `[Name "Value"]` pair and the line it stands on (for errors about its value).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Tag {
    name: String,
    value: String,
    line: usize,
}

/// A move as written, before it is resolved against a position, with what the file says of it.
#[derive(Clone, PartialEq, Eq, Debug)]
struct MoveToken {
    text: String,
    line: usize,
    /// Its strength glued to it (`?!`) or the first NAG after it (`$6`).
    annotation: Option<String>,
    /// The comments after it, joined by a space.
    comment: Option<String>,
}

/// What a file says of one move: its annotation (a strength such as `?!` or a NAG such as `$6`)
/// and the comment after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveNote<'a> {
    pub annotation: Option<&'a str>,
    pub comment: Option<&'a str>,
}

/// What [`write_annotated_game`] writes with a move: an annotation after it (a strength such as
/// `?` glued to the move, a NAG such as `$2` after it) and a comment.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Note {
    pub annotation: Option<String>,
    pub comment: Option<String>,
}

/// One game as read from PDN: its tags, its move texts and its result, not yet checked against
/// the rules (see [`PdnGame::to_game`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnGame {
    number: usize,
    default_variant: Variant,
    tags: Vec<Tag>,
    moves: Vec<MoveToken>,
    result: Option<String>,
    /// The comments before the first move, joined by a space.
    opening: Option<String>,
}

impl PdnGame {
    fn new(number: usize, default_variant: Variant) -> PdnGame {
        PdnGame {
            number,
            default_variant,
            tags: Vec::new(),
            moves: Vec::new(),
            result: None,
            opening: None,
        }
    }

    /// The game's place in the text, counted from 1.
    pub fn number(&self) -> usize {
        self.number
    }

    /// The tags in the order written, as `(name, value)`.
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.tags
            .iter()
            .map(|t| (t.name.as_str(), t.value.as_str()))
    }

    /// The value of the first tag called `name` (ignoring ASCII case).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.find_tag(name).map(|t| t.value.as_str())
    }

    /// The tag `name`, or its Italian name ([`ITALIAN_TAGS`]).
    fn find_tag(&self, name: &str) -> Option<&Tag> {
        let italian = ITALIAN_TAGS
            .iter()
            .find(|(english, _)| english.eq_ignore_ascii_case(name))
            .map(|&(_, italian)| italian);
        self.tags
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .or_else(|| {
                let italian = italian?;
                self.tags
                    .iter()
                    .find(|t| t.name.eq_ignore_ascii_case(italian))
            })
    }

    /// Whether the game names its tags in Italian, as the Italian federation's files do.
    fn has_italian_tags(&self) -> bool {
        self.tags.iter().any(|t| {
            ITALIAN_TAGS
                .iter()
                .any(|(_, italian)| t.name.eq_ignore_ascii_case(italian))
        })
    }

    /// The moves as written (without numbers, comments or annotations).
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        self.moves.iter().map(|m| m.text.as_str())
    }

    /// Each move's annotation and comment, in the order of [`PdnGame::moves`].
    pub fn notes(&self) -> impl ExactSizeIterator<Item = MoveNote<'_>> + '_ {
        self.moves.iter().map(|m| MoveNote {
            annotation: m.annotation.as_deref(),
            comment: m.comment.as_deref(),
        })
    }

    /// The comment before the first move.
    pub fn opening_comment(&self) -> Option<&str> {
        self.opening.as_deref()
    }

    /// The result that ends the move text, or else the `Result` tag.
    pub fn result(&self) -> Option<&str> {
        self.result.as_deref().or_else(|| self.tag("Result"))
    }

    /// The variant named by the `GameType` tag, or the default given to [`parse_games`].
    pub fn variant(&self) -> Result<Variant, PdnError> {
        let Some(tag) = self.find_tag("GameType") else {
            return Ok(self.default_variant);
        };
        let number: Option<u32> = tag
            .value
            .split(',')
            .next()
            .unwrap_or_default()
            .trim()
            .parse()
            .ok();
        let kind = match number {
            Some(n) => match u8::try_from(n).ok().and_then(Variant::from_game_type) {
                Some(variant) => return Ok(variant),
                None => match other_game_type(n) {
                    Some(name) => PdnErrorKind::UnsupportedGameType { number: n, name },
                    None => PdnErrorKind::UnknownGameType(tag.value.clone()),
                },
            },
            None => PdnErrorKind::UnknownGameType(tag.value.clone()),
        };
        Err(self.error(tag.line, kind))
    }

    /// Replays the game: the start position from the `FEN` tag (or the variant's start), then
    /// every move, each resolved in the position it was played in and played with
    /// [`Game::play_recorded`], so that a game going on past one of our automatic draws loads
    /// whole. The game's outcome is then what our rules say at its end; the recorded result
    /// stays in [`PdnGame::result`].
    pub fn to_game(&self) -> Result<Game, PdnError> {
        self.replay(self.variant()?)
    }

    /// The variants the game would load in, the likeliest first, for a file that does not say:
    /// with a `GameType` tag, its variant alone; without one, every variant whose rules accept
    /// the `FEN` tag and every move (the squares' names and numbers, who moves first and the
    /// capture rules tell most apart). Russian comes first when a move is written with `:` as
    /// Russian files do; then those whose own notation the game is written in (numbers or
    /// names), then the smaller board (squares that all fit 8x8 are unlikely on 10x10), then
    /// the order of [`Variant::ALL`]: a set-up position without moves, as problem books write
    /// them (`W:W13,11:BK14`), fits several variants, and is proposed as English. Tags named
    /// in Italian ([`ITALIAN_TAGS`]) put Italian first. A rule set with another goal than
    /// taking every piece (Antidraughts, Breakthrough) is left out when one with the usual goal
    /// on its board replays the game too: the moves cannot tell them apart. Empty when none
    /// does.
    pub fn likely_variants(&self) -> Vec<Variant> {
        if self.find_tag("GameType").is_some() {
            return self
                .variant()
                .ok()
                .filter(|&v| self.replay(v).is_ok())
                .into_iter()
                .collect();
        }
        let mut variants: Vec<Variant> = Variant::ALL
            .into_iter()
            .filter(|&v| self.replay(v).is_ok())
            .collect();
        // Antidraughts and Breakthrough move as International does: a game they replay is
        // theirs only when International's rules do not replay it (a Breakthrough game goes on
        // past a king).
        let usual_goal = |v: &Variant| v.goal() == Goal::Capture;
        let fits_usual = |board| {
            variants
                .iter()
                .any(|v| usual_goal(v) && v.board().size == board)
        };
        let unusual: Vec<Variant> = variants
            .iter()
            .copied()
            .filter(|v| !usual_goal(v) && fits_usual(v.board().size))
            .collect();
        variants.retain(|v| !unusual.contains(v));
        self.sort_likeliest(&mut variants);
        variants
    }

    /// For a game no variant replays whole ([`PdnGame::likely_variants`] is empty): the variant
    /// that replays it furthest before a move fails, the likeliest rules of a game with a wrong
    /// move in it, so that its error says where (ties go as `likely_variants` orders them).
    /// `None` when every variant fails before its first move is played.
    pub fn furthest_variant(&self) -> Option<Variant> {
        // The moves played before the failing one (its pair and place in the pair, in order).
        let reached = |v: Variant| match self.replay(v) {
            Ok(_) => usize::MAX,
            Err(PdnError {
                kind: PdnErrorKind::BadMove { number, .. },
                ..
            }) => 2 * (number.number - 1) + usize::from(number.second),
            Err(_) => 0,
        };
        let mut variants = Variant::ALL.to_vec();
        self.sort_likeliest(&mut variants);
        let reached: Vec<(Variant, usize)> =
            variants.into_iter().map(|v| (v, reached(v))).collect();
        let best = reached.iter().map(|&(_, n)| n).max().unwrap_or(0);
        reached
            .into_iter()
            .find(|&(_, n)| n == best && n > 1)
            .map(|(v, _)| v)
    }

    /// Orders `variants` as [`PdnGame::likely_variants`] says, the likeliest first.
    fn sort_likeliest(&self, variants: &mut [Variant]) {
        let numbers = self.written_in_numbers();
        let colons = self.moves.iter().any(|m| m.text.contains(':'));
        let italian = self.has_italian_tags();
        variants.sort_by_key(|&v| {
            (
                italian && v != Variant::Italian,
                colons && v != Variant::Russian,
                writes_numbers(v) != numbers,
                v.board().size,
            )
        });
    }

    /// Whether the game writes its squares as numbers (`32-28`, `W:W13,11`) rather than names
    /// (`c3-d4`, `W:Wc3`): by its first move, or without moves by its `FEN` tag.
    fn written_in_numbers(&self) -> bool {
        match (self.moves.first(), self.tag("FEN")) {
            (Some(mv), _) => mv.text.starts_with(|c: char| c.is_ascii_digit()),
            (None, Some(fen)) => {
                fen.contains(|c: char| c.is_ascii_digit())
                    && !fen.contains(|c: char| c.is_ascii_lowercase())
            }
            (None, None) => false,
        }
    }

    /// Replays the game by the rules of `variant`, whatever its `GameType` tag says: for a file
    /// that names none, with the variant the player chose or [`PdnGame::likely_variants`]
    /// proposed.
    pub fn replay(&self, variant: Variant) -> Result<Game, PdnError> {
        self.replay_within(variant, LOOKAHEAD_BUDGET)
    }

    /// [`PdnGame::replay`] with `budget` trial replays for ambiguous short captures.
    fn replay_within(&self, variant: Variant, budget: u32) -> Result<Game, PdnError> {
        let start = match self.find_tag("FEN") {
            Some(tag) => Position::from_fen(variant, &tag.value)
                .map_err(|e| self.error(tag.line, PdnErrorKind::BadFen(e)))?,
            None => Position::start(variant),
        };
        let mut game = Game::from_position(start);
        let mut lookahead = Lookahead {
            left: budget,
            exhausted: false,
        };
        self.play_moves(&mut game, 0, &mut lookahead)?;
        Ok(game)
    }

    /// Plays the moves from `first` on into `game`. A short capture that two legal paths share
    /// (with different pieces captured) is the one path after which the rest of the game
    /// replays: the record as a whole names it, as a reader of the game would see. When several
    /// let it replay, or the `lookahead` budget runs out anywhere in the search (a path not
    /// followed to the end may fit too), the move stays ambiguous; when none does, the error is
    /// where the rest breaks.
    fn play_moves(
        &self,
        game: &mut Game,
        first: usize,
        lookahead: &mut Lookahead,
    ) -> Result<(), PdnError> {
        for (ply, token) in self.moves.iter().enumerate().skip(first) {
            let pos = *game.position();
            let bad_move = |error: NotationError| {
                let kind = PdnErrorKind::BadMove {
                    number: MoveNumber::of_ply(pos.variant(), game.start_position().turn(), ply),
                    text: token.text.clone(),
                    error,
                };
                self.error(token.line, kind)
            };
            let parsed = MoveText::parse(pos.variant(), &token.text)
                .map_err(|e| bad_move(NotationError::Parse(e)))?;
            let candidates = parsed.candidates(&pos);
            if candidates.len() == 1 {
                game.play_recorded(&candidates[0])
                    .expect("a resolved move is legal, and nothing in a record declares an ending");
                continue;
            }
            let ambiguous = || bad_move(MoveError::Ambiguous(parsed.shown(&pos)).into());
            let mut fits = Vec::new();
            let mut furthest = None;
            for mv in candidates {
                if lookahead.left == 0 {
                    lookahead.exhausted = true;
                    return Err(ambiguous());
                }
                lookahead.left -= 1;
                let mut trial = game.clone();
                trial.play_recorded(&mv).expect(
                    "a candidate move is legal, and nothing in a record declares an ending",
                );
                match self.play_moves(&mut trial, ply + 1, lookahead) {
                    Ok(()) => fits.push(trial),
                    Err(e) => {
                        if furthest.as_ref().is_none_or(|f: &PdnError| e.line > f.line) {
                            furthest = Some(e);
                        }
                    }
                }
            }
            if lookahead.exhausted {
                return Err(ambiguous());
            }
            return match (fits.pop(), furthest) {
                (Some(replayed), _) if fits.is_empty() => {
                    *game = replayed;
                    Ok(())
                }
                (Some(_), _) => Err(ambiguous()),
                // Every path breaks later on: the error of the one that went furthest tells
                // most (none at all: the move is simply illegal).
                (None, Some(e)) => Err(e),
                (None, None) => Err(bad_move(MoveError::Illegal(parsed.shown(&pos)).into())),
            };
        }
        Ok(())
    }

    fn error(&self, line: usize, kind: PdnErrorKind) -> PdnError {
        PdnError {
            game: self.number,
            line,
            kind,
        }
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty()
    }
}

/// Whether `variant`'s own notation names squares by numbers (International, English,
/// Spanish) rather than by file and rank.
fn writes_numbers(variant: Variant) -> bool {
    variant
        .parse_square("1")
        .is_some_and(|sq| variant.square_name(sq) == "1")
}

/// How many trial replays one game's ambiguous short captures may cost (see
/// [`PdnGame::replay`]): real records have a handful, each with two or three paths.
const LOOKAHEAD_BUDGET: u32 = 64;

/// The trial replays left to the search for ambiguous short captures, and whether it ran out
/// somewhere (then no path it tried can be told the only one).
struct Lookahead {
    left: u32,
    exhausted: bool,
}

/// The name of a rule set PDN numbers (PDN 3.0's `GameType` table) that none of our variants
/// is.
/// The standard tags the Italian federation's files name in Italian (their game records write
/// `[Bianco "..."]`, `[Nero "..."]`, `[Risultato "1-0"]`): read under either name.
const ITALIAN_TAGS: [(&str, &str); 3] = [
    ("White", "Bianco"),
    ("Black", "Nero"),
    ("Result", "Risultato"),
];

fn other_game_type(number: u32) -> Option<&'static str> {
    Some(match number {
        0 => "Chess",
        1 => "Chinese chess",
        27 => "Canadian draughts",
        28 => "Portuguese draughts",
        40 => "Frisian draughts",
        41 => "Spantsiretti draughts",
        50 => "Othello",
        _ => return None,
    })
}

/// The variants that replay every game of a file that does not name its rules (its games
/// without a `GameType` tag), the likeliest first as its first such game orders them: a file of
/// one championship's games is played by one rule set, though its short games may also fit
/// others (a Czech game without a backward capture replays as Brazilian). Empty when no
/// variant replays them all, or every game names its rules.
pub fn file_variants(games: &[PdnGame]) -> Vec<Variant> {
    let mut unnamed = games.iter().filter(|g| g.find_tag("GameType").is_none());
    let Some(first) = unnamed.next() else {
        return Vec::new();
    };
    let mut variants = first.likely_variants();
    for game in unnamed {
        variants.retain(|&v| game.replay(v).is_ok());
    }
    variants
}

/// Splits a PDN text into its games (see the module documentation for what is accepted).
/// `default_variant` applies to games without a `GameType` tag.
pub fn parse_games(text: &str, default_variant: Variant) -> Result<Vec<PdnGame>, PdnError> {
    let mut reader = PdnReader::new(text, default_variant);
    let mut games = Vec::new();
    while let Some(game) = reader.next_game()? {
        games.push(game);
    }
    Ok(games)
}

/// Reads the games of a PDN text one at a time, as [`parse_games`] does all at once: a caller
/// that must stay responsive (a page reading a file of a thousand games) reads a few, does
/// something else, and comes back for more. The reader owns its text, so that it can be kept
/// between those turns.
///
/// ```
/// use draughts::{PdnReader, Variant};
///
/// let mut reader = PdnReader::new("1. 32-28 19-23 2-0 1. 33-29 0-2", Variant::International);
/// assert_eq!(reader.next_game()?.map(|g| g.moves().len()), Some(2));
/// assert!(reader.progress() < 1.0);
/// assert_eq!(reader.next_game()?.map(|g| g.number()), Some(2));
/// assert!(reader.next_game()?.is_none());
/// # Ok::<(), draughts::PdnError>(())
/// ```
#[derive(Clone, Debug)]
pub struct PdnReader {
    text: String,
    /// Where the lexer stands: byte offset and line.
    pos: usize,
    line: usize,
    /// The game being read, with the tags already read of the next one when a tag section ended
    /// the last game.
    current: PdnGame,
    /// Games handed out so far.
    read: usize,
    done: bool,
}

impl PdnReader {
    pub fn new(text: impl Into<String>, default_variant: Variant) -> PdnReader {
        let mut text = text.into();
        if text.starts_with('\u{feff}') {
            text.drain(..'\u{feff}'.len_utf8());
        }
        PdnReader {
            text,
            pos: 0,
            line: 1,
            current: PdnGame::new(1, default_variant),
            read: 0,
            done: false,
        }
    }

    /// The next game, `None` after the last; after an error, nothing more.
    pub fn next_game(&mut self) -> Result<Option<PdnGame>, PdnError> {
        let mut lexer = Lexer {
            text: &self.text,
            pos: self.pos,
            line: self.line,
        };
        let mut found = Ok(None);
        while !self.done {
            let token = match lexer.next_token() {
                Ok(token) => token,
                Err((line, kind)) => {
                    self.done = true;
                    found = Err(PdnError {
                        game: self.current.number,
                        line,
                        kind,
                    });
                    break;
                }
            };
            let game = match token {
                Some((Token::Tag { name, value }, line)) => {
                    let game = if self.current.moves.is_empty() {
                        None
                    } else {
                        finish(&mut self.current, &mut self.read)
                    };
                    self.current.tags.push(Tag { name, value, line });
                    game
                }
                Some((Token::Move { text, glyph }, line)) => {
                    self.current.moves.push(MoveToken {
                        text,
                        line,
                        annotation: (!glyph.is_empty()).then(|| glyph.to_string()),
                        comment: None,
                    });
                    None
                }
                Some((Token::Nag(nag), _)) => {
                    if let Some(mv) = self.current.moves.last_mut() {
                        mv.annotation.get_or_insert_with(|| nag.to_string());
                    }
                    None
                }
                Some((Token::Comment(text), _)) => {
                    let said = match self.current.moves.last_mut() {
                        Some(mv) => &mut mv.comment,
                        None => &mut self.current.opening,
                    };
                    join_comment(said, text);
                    None
                }
                Some((Token::Result(text), _)) => {
                    self.current.result = Some(text.to_string());
                    finish(&mut self.current, &mut self.read)
                }
                None => {
                    self.done = true;
                    finish(&mut self.current, &mut self.read)
                }
            };
            if game.is_some() {
                found = Ok(game);
                break;
            }
        }
        (self.pos, self.line) = (lexer.pos, lexer.line);
        found
    }

    /// The share of the text read so far, from 0 to 1.
    pub fn progress(&self) -> f64 {
        if self.text.is_empty() {
            1.0
        } else {
            self.pos as f64 / self.text.len() as f64
        }
    }
}

/// Adds a comment to what was said before it, a space between.
fn join_comment(said: &mut Option<String>, text: &str) {
    let text = text.trim();
    if text.is_empty() {
        return;
    }
    match said {
        Some(before) => {
            before.push(' ');
            before.push_str(text);
        }
        None => *said = Some(text.to_string()),
    }
}

/// Ends the game being read: hands it out unless it has neither tags nor moves (a stray
/// result), and starts the next one; `read` counts the games handed out.
fn finish(current: &mut PdnGame, read: &mut usize) -> Option<PdnGame> {
    let next = PdnGame::new(*read + 1, current.default_variant);
    let game = std::mem::replace(current, next);
    if game.is_empty() {
        return None;
    }
    *read += 1;
    current.number = *read + 1;
    Some(game)
}

/// The results that end a game: international (`2-0`), chess-style (`1-0`, `1/2-1/2` or
/// `½-½`), double forfeit (`0-0`) and unknown (`*`).
const RESULTS: [&str; 9] = [
    "2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "½-½", "0-0", "*",
];

/// A score as other programs write it: `=`, `1/2` or `½` alone, or two scores out of 0, ½ and 1
/// or 2 (`0`, `1`, `2`, `½`, `0.5`, `1/2`) joined by `-` or `:` (`2:0`, `0.5-0.5`). None of these
/// is a move on any board (no square 0 or ½, and squares 1 and 2 share the first row), so a word
/// of this form ending a game is its result.
fn is_other_score(word: &str) -> bool {
    const SCORES: [&str; 6] = ["0", "1", "2", "½", "0.5", "1/2"];
    if ["=", "1/2", "½"].contains(&word) {
        return true;
    }
    word.split_once([':', '-'])
        .is_some_and(|(a, b)| SCORES.contains(&a) && SCORES.contains(&b))
}

/// What stands between two squares of a move: a step, a capture, Russian files' capture.
const SEPARATORS: [char; 3] = ['-', 'x', ':'];

/// A meaningful piece of PDN text; everything else is skipped by the lexer.
#[derive(Debug)]
enum Token<'a> {
    Tag {
        name: String,
        value: String,
    },
    /// A move and the strength glued to it (`?!`, empty when none).
    Move {
        text: String,
        glyph: &'a str,
    },
    /// A `{...}` comment's text.
    Comment(&'a str),
    /// A numeric annotation glyph, `$6`.
    Nag(&'a str),
    Result(&'a str),
}

/// Splits PDN text into tokens, skipping `;` comments, variations, move numbers and strengths
/// standing alone.
/// Works on bytes: every character with a meaning in PDN is ASCII, so slicing at them keeps
/// UTF-8 text (names in tags and comments) intact.
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

/// A lexing failure: the line it starts on and what it is.
type LexError = (usize, PdnErrorKind);

impl<'a> Lexer<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    /// Moves past one byte, counting lines: a line ends at `\n`, `\r\n` or a lone `\r` (old
    /// Mac files), so a file with mixed endings still names the right line.
    fn bump(&mut self) -> Option<u8> {
        let byte = self.peek()?;
        self.pos += 1;
        if byte == b'\n' || (byte == b'\r' && self.peek() != Some(b'\n')) {
            self.line += 1;
        }
        Some(byte)
    }

    /// The byte after any spaces and tabs from here, without moving.
    fn after_blanks(&self) -> Option<u8> {
        self.text.as_bytes()[self.pos..]
            .iter()
            .copied()
            .find(|&b| b != b' ' && b != b'\t')
    }

    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
    }

    /// The next token and the line it starts on, or `None` at the end of the text.
    fn next_token(&mut self) -> Result<Option<(Token<'a>, usize)>, LexError> {
        loop {
            self.skip_while(|b| b.is_ascii_whitespace());
            let line = self.line;
            let Some(byte) = self.peek() else {
                return Ok(None);
            };
            match byte {
                b'{' => {
                    return self
                        .comment()
                        .map(|text| Some((Token::Comment(text), line)))
                }
                b';' | b'%' => self.skip_while(|b| b != b'\n'),
                b'(' => self.skip_variation()?,
                b'$' => {
                    let start = self.pos;
                    self.bump();
                    self.skip_while(|b| b.is_ascii_digit());
                    return Ok(Some((Token::Nag(&self.text[start..self.pos]), line)));
                }
                b'[' => return self.tag().map(|tag| Some((tag, line))),
                b')' | b']' | b'}' => return Err((line, PdnErrorKind::Unexpected(byte.into()))),
                b'*' => {
                    self.bump();
                    return Ok(Some((Token::Result("*"), line)));
                }
                b'\\' if self.at_literal_line_end() => {
                    self.bump();
                    self.bump();
                }
                _ => {
                    if let Some(token) = self.word() {
                        return Ok(Some((token, line)));
                    }
                }
            }
        }
    }

    /// Reads a `{...}` comment (comments do not nest) and gives its text.
    fn comment(&mut self) -> Result<&'a str, LexError> {
        let line = self.line;
        self.bump();
        let start = self.pos;
        self.skip_while(|b| b != b'}');
        let text = &self.text[start..self.pos];
        self.bump()
            .map(|_| text)
            .ok_or((line, PdnErrorKind::UnterminatedComment))
    }

    /// Skips a `{...}` comment.
    fn skip_comment(&mut self) -> Result<(), LexError> {
        self.comment().map(drop)
    }

    /// Skips a `( ... )` variation with everything nested in it.
    fn skip_variation(&mut self) -> Result<(), LexError> {
        let line = self.line;
        let mut depth = 0usize;
        while let Some(byte) = self.peek() {
            match byte {
                b'{' => {
                    self.skip_comment()?;
                    continue;
                }
                b';' => {
                    self.skip_while(|b| b != b'\n');
                    continue;
                }
                b'(' => depth += 1,
                b')' => depth -= 1,
                _ => {}
            }
            self.bump();
            if depth == 0 {
                return Ok(());
            }
        }
        Err((line, PdnErrorKind::UnterminatedVariation))
    }

    /// Reads a `[Name "Value"]` tag.
    fn tag(&mut self) -> Result<Token<'a>, LexError> {
        let line = self.line;
        let start = self.pos;
        self.bump();
        self.skip_while(|b| b.is_ascii_whitespace());
        let name_start = self.pos;
        self.skip_while(|b| !b.is_ascii_whitespace() && b != b'"' && b != b']');
        let name = self.text[name_start..self.pos].to_string();
        self.skip_while(|b| b.is_ascii_whitespace());
        let value = if self.peek() == Some(b'"') {
            self.bump();
            self.quoted().ok_or((line, PdnErrorKind::UnterminatedTag))?
        } else {
            let value_start = self.pos;
            self.skip_while(|b| b != b']' && b != b'\n');
            self.text[value_start..self.pos].trim().to_string()
        };
        self.skip_while(|b| b.is_ascii_whitespace());
        match self.bump() {
            None => Err((line, PdnErrorKind::UnterminatedTag)),
            Some(b']') if !name.is_empty() => Ok(Token::Tag { name, value }),
            Some(_) => {
                let rest = &self.text[start..];
                let shown = rest.lines().next().unwrap_or(rest).to_string();
                Err((line, PdnErrorKind::BadTag(shown)))
            }
        }
    }

    /// The rest of a quoted string after its opening quote, unescaped; `None` if it never ends.
    fn quoted(&mut self) -> Option<String> {
        let mut value = String::new();
        loop {
            let start = self.pos;
            self.skip_while(|b| b != b'"' && b != b'\\');
            value.push_str(&self.text[start..self.pos]);
            match self.bump()? {
                b'"' => return Some(value),
                _ => match self.peek() {
                    Some(escaped @ (b'"' | b'\\')) => {
                        self.bump();
                        value.push(escaped.into());
                    }
                    _ => value.push('\\'),
                },
            }
        }
    }

    /// Reads a word of move text: a result, or a move with its number and annotations cut off.
    /// A move written with spaces around its separator (`1- 6`, `32 -28`, `6 x 17`) is read
    /// whole, but a move number or a dangling separator is not joined to it (`35-30 -` is the
    /// move `35-30` and a lone `-`). A lone `-` where the game ends (before the next tag
    /// section or the end of the text) is its result, unknown, as some programs write it; so is
    /// a score written another way there ([`is_other_score`]: `2:0`, `1/2`, `0.5-0.5`, `=`).
    /// `None` when nothing is left (a lone move number, `...` or `!?`).
    fn word(&mut self) -> Option<Token<'a>> {
        let word = self.raw_word();
        if RESULTS.contains(&word) || ((word == "-" || is_other_score(word)) && self.at_game_end())
        {
            return Some(Token::Result(word));
        }
        let unnumbered = match word.rfind('.') {
            Some(dot) if is_move_number(&word[..=dot]) => &word[dot + 1..],
            _ => word,
        };
        let bare = unnumbered.trim_end_matches(['!', '?']);
        let mut glyph = &unnumbered[bare.len()..];
        let mut mv = bare.to_string();
        // The longest join that does not end in a separator.
        let mut whole = (mv.len(), self.pos, self.line);
        while !mv.is_empty()
            && (mv.ends_with(SEPARATORS)
                || self
                    .after_blanks()
                    .is_some_and(|b| SEPARATORS.contains(&char::from(b))))
        {
            let before = (self.pos, self.line);
            self.skip_while(|b| b == b' ' || b == b'\t');
            let next = self.raw_word();
            if next.is_empty() || RESULTS.contains(&next) || is_move_number(next) {
                (self.pos, self.line) = before;
                break;
            }
            let next_bare = next.trim_end_matches(['!', '?']);
            mv.push_str(next_bare);
            glyph = &next[next_bare.len()..];
            if !mv.ends_with(SEPARATORS) {
                whole = (mv.len(), self.pos, self.line);
            }
        }
        if mv.ends_with(SEPARATORS) {
            mv.truncate(whole.0);
            (self.pos, self.line) = (whole.1, whole.2);
        }
        (!mv.is_empty()).then_some(Token::Move { text: mv, glyph })
    }

    /// Whether only blanks stand between here and the next tag section or the end of the text.
    fn at_game_end(&self) -> bool {
        let mut rest = self.text[self.pos..].trim_start();
        while let Some(after) = strip_literal_line_end(rest) {
            rest = after.trim_start();
        }
        rest.is_empty() || rest.starts_with('[')
    }

    /// The text up to the next blank, PDN punctuation or line end written as an escape.
    fn raw_word(&mut self) -> &'a str {
        let start = self.pos;
        while self.peek().is_some_and(|b| {
            !b.is_ascii_whitespace() && !b"{}()[];$*".contains(&b) && !self.at_literal_line_end()
        }) {
            self.bump();
        }
        &self.text[start..self.pos]
    }

    /// Whether a line end written as its escape (`\r`, `\n`) starts here: files from a program
    /// that escaped its line ends twice hold them as text, where they can only mean a line end.
    fn at_literal_line_end(&self) -> bool {
        let rest = &self.text.as_bytes()[self.pos..];
        LITERAL_LINE_ENDS
            .iter()
            .any(|end| rest.starts_with(end.as_bytes()))
    }
}

/// Line ends written as escapes, read as blanks between tags and moves.
const LITERAL_LINE_ENDS: [&str; 2] = ["\\r", "\\n"];

/// `text` after the line end written as an escape it starts with, if any.
fn strip_literal_line_end(text: &str) -> Option<&str> {
    LITERAL_LINE_ENDS
        .iter()
        .find_map(|end| text.strip_prefix(end))
}

/// Whether `text` is a move number (`12.`, `12...`) or a bare ellipsis (`...`).
fn is_move_number(text: &str) -> bool {
    let dots = text.trim_start_matches(|c: char| c.is_ascii_digit());
    !dots.is_empty() && dots.bytes().all(|b| b == b'.')
}

/// The tags [`write_game`] writes itself; callers' tags of these names are not repeated.
const OWN_TAGS: [&str; 9] = [
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "FEN",
];

/// Writes `game` as PDN.
///
/// `tags` gives the values of the standard tags (`Event`, `Site`, `Date`, `Round`, `White`,
/// `Black`) and any others to add after them; names that are not PDN identifiers (letters,
/// digits, `_`) are left out because no reader could read them back. `GameType` and `FEN` always
/// come from the game. The result is the game's outcome, or while the game is still on the
/// `Result` given in `tags` if it is a PDN result (a game read from PDN keeps its result), or `*`.
pub fn write_game<'t>(game: &Game, tags: impl IntoIterator<Item = (&'t str, &'t str)>) -> String {
    write_annotated_game(game, tags, None, &[])
}

/// Writes `game` as PDN as [`write_game`] does, with a comment before the first move and each
/// move's [`Note`] (`notes` in the order of the moves; a move without one has none). A `}` in a
/// comment, which would end it early, is written as `)`.
pub fn write_annotated_game<'t>(
    game: &Game,
    tags: impl IntoIterator<Item = (&'t str, &'t str)>,
    opening: Option<&str>,
    notes: &[Note],
) -> String {
    let tags: Vec<(&str, &str)> = tags.into_iter().collect();
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, value)| value)
    };
    let result = match game.outcome() {
        Some(outcome) => outcome.pdn_result(),
        None => given("Result")
            .map(str::trim)
            .filter(|r| RESULTS.contains(r))
            .unwrap_or("*"),
    };
    let variant = game.variant();
    let start = game.start_position();

    let mut out = String::new();
    for name in ["Event", "Site", "Date", "Round", "White", "Black"] {
        let unknown = if name == "Date" { "????.??.??" } else { "?" };
        write_tag(&mut out, name, given(name).unwrap_or(unknown));
    }
    write_tag(&mut out, "Result", result);
    write_tag(&mut out, "GameType", &variant.game_type().to_string());
    if *start != Position::start(variant) {
        write_tag(&mut out, "FEN", &start.to_fen());
    }
    for &(name, value) in &tags {
        let own = OWN_TAGS.iter().any(|own| own.eq_ignore_ascii_case(name));
        let identifier =
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !own && identifier {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');

    let comment = |text: &str| format!("{{{}}}", text.replace('}', ")"));
    let mut words = Vec::with_capacity(game.len() + 1);
    words.extend(opening.map(comment));
    for (ply, (pos, mv)) in game.history().enumerate() {
        let number = MoveNumber::of_ply(variant, start.turn(), ply);
        let note = notes.get(ply);
        let mut text = pos.move_text(mv);
        let annotation = note.and_then(|n| n.annotation.as_deref());
        let nag = annotation.filter(|a| a.starts_with('$'));
        if let Some(glyph) = annotation.filter(|a| !a.starts_with('$')) {
            text.push_str(glyph);
        }
        // A move after a comment is numbered again, as PDN writers do.
        let after_comment = ply > 0 && notes.get(ply - 1).is_some_and(|n| n.comment.is_some());
        words.push(if number.second && ply > 0 && !after_comment {
            text
        } else {
            format!("{number} {text}")
        });
        words.extend(nag.map(String::from));
        words.extend(note.and_then(|n| n.comment.as_deref()).map(comment));
    }
    words.push(result.to_string());
    write_wrapped(&mut out, &words, 80);
    out
}

fn write_tag(out: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    out.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// Writes `words` separated by spaces, starting a new line before a word that would pass `width`
/// columns.
fn write_wrapped(out: &mut String, words: &[String], width: usize) {
    let mut column = 0;
    for word in words {
        if column > 0 && column + 1 + word.len() > width {
            out.push('\n');
            column = 0;
        } else if column > 0 {
            out.push(' ');
            column += 1;
        }
        out.push_str(word);
        column += word.len();
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<String> {
        let mut lexer = Lexer {
            text,
            pos: 0,
            line: 1,
        };
        let mut out = Vec::new();
        while let Some((token, _)) = lexer.next_token().unwrap() {
            out.push(match token {
                Token::Tag { name, value } => format!("[{name}={value}]"),
                Token::Move { text, glyph } => format!("{text}{glyph}"),
                Token::Comment(c) => format!("{{{c}}}"),
                Token::Nag(n) => n.to_string(),
                Token::Result(r) => format!("#{r}"),
            });
        }
        out
    }

    #[test]
    fn comments_and_annotations_stay_with_their_moves_and_are_written_back() {
        let text = "[GameType \"20\"]\n{start [%eval 0.1]} 1. 32-28?! {a} {b} 19-23 $2 \
            2. 28x19 $4 $1 (2. 33-29 {not this}) 14x23 {end} *";
        let game = &parse_games(text, Variant::Brazilian).unwrap()[0];
        assert_eq!(game.opening_comment(), Some("start [%eval 0.1]"));
        let notes: Vec<MoveNote> = game.notes().collect();
        let note = |annotation, comment| MoveNote {
            annotation,
            comment,
        };
        assert_eq!(
            notes,
            [
                note(Some("?!"), Some("a b")),
                note(Some("$2"), None),
                note(Some("$4"), None),
                note(None, Some("end")),
            ]
        );
        // Written back with the same notes, read back the same.
        let played = game.to_game().unwrap();
        let owned: Vec<Note> = notes
            .iter()
            .map(|n| Note {
                annotation: n.annotation.map(String::from),
                comment: n.comment.map(String::from),
            })
            .collect();
        let written = write_annotated_game(&played, game.tags(), game.opening_comment(), &owned);
        assert!(
            written.contains(
                "{start [%eval 0.1]} 1. 32-28?! {a b} 1... 19-23 $2 2. 28x19 $4 14x23 {end} *"
            ),
            "{written}"
        );
        let again = &parse_games(&written, Variant::Brazilian).unwrap()[0];
        assert_eq!(again.notes().collect::<Vec<_>>(), notes);
        assert_eq!(again.opening_comment(), game.opening_comment());
        // A `}` in a comment cannot end it early.
        let braces = [Note {
            annotation: None,
            comment: Some("a } b".into()),
        }];
        let written = write_annotated_game(&played, game.tags(), None, &braces);
        let read = &parse_games(&written, Variant::Brazilian).unwrap()[0];
        assert_eq!(read.notes().next().unwrap().comment, Some("a ) b"));
        assert_eq!(read.to_game().unwrap(), played);
    }

    /// A search for the path of a short capture that runs out of trial replays does not choose.
    #[test]
    fn a_search_cut_short_leaves_the_capture_ambiguous() {
        let text = "[GameType \"21\"]\n[FEN \"B:W6,7,14,15:B2\"]\n1. 2x18 14-10 *";
        let game = &parse_games(text, Variant::English).unwrap()[0];
        assert_eq!(game.replay_within(Variant::English, 2).unwrap().len(), 2);
        let err = game.replay_within(Variant::English, 1).unwrap_err();
        assert!(
            matches!(
                err.kind,
                PdnErrorKind::BadMove {
                    error: NotationError::Move(MoveError::Ambiguous(_)),
                    ..
                }
            ),
            "{err}"
        );
    }

    #[test]
    fn lexer_skips_numbers_variations_and_line_comments_and_keeps_comments_and_annotations() {
        assert_eq!(
            tokens("1.32-28! 19-23 {c (} 2. 28x19?! $3 (2. 33-29 (3. 1-7) {)}) 14x23 ; x\n 3... 1-7 2-0"),
            ["32-28!", "19-23", "{c (}", "28x19?!", "$3", "14x23", "1-7", "#2-0"]
        );
        assert_eq!(tokens("1. ... 7-12 29-23(?) *"), ["7-12", "29-23", "#*"]);
        assert_eq!(tokens("% escape line\n1/2-1/2 0-0"), ["#1/2-1/2", "#0-0"]);
    }

    #[test]
    fn tags_unescape_quotes_and_keep_other_backslashes() {
        assert_eq!(
            tokens(r#"[Event "A \"big\" one"] [Site "C:\games\\"] [GameType 20]"#),
            [
                r#"[Event=A "big" one]"#,
                r"[Site=C:\games\]",
                "[GameType=20]"
            ]
        );
    }

    #[test]
    fn move_numbers_follow_the_first_mover() {
        let n = |v, turn, ply| MoveNumber::of_ply(v, turn, ply).to_string();
        assert_eq!(n(Variant::International, Color::White, 0), "1.");
        assert_eq!(n(Variant::International, Color::White, 3), "2...");
        assert_eq!(n(Variant::International, Color::Black, 0), "1...");
        assert_eq!(n(Variant::English, Color::Black, 2), "2.");
        assert_eq!(n(Variant::English, Color::White, 0), "1...");
    }
}
