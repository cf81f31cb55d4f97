//! A PDN file coming into the page: its text read a few games at a time (so that a file of a
//! thousand games never holds the page up), each game listed (number, players, result, moves),
//! the variant proposed for files that do not say, and the chosen game replayed by its rules.
//! Nothing here changes the game in progress: the caller replaces it only with a game that
//! replayed whole.

use crate::rule_sets;
use draughts::{full_moves, Game, PdnGame, PdnReader, Variant};

/// How far the reading has come.
#[derive(Clone, PartialEq, Debug)]
pub enum Progress {
    /// More to read: the share read so far, from 0 to 1.
    Reading(f64),
    /// Every game is listed.
    Done,
    /// No game of the text is offered, and why.
    Failed(ReadError),
}

/// Why a text's games are not offered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReadError {
    /// The text is not PDN where this says (game and line).
    NotPdn(String),
    NoGame,
}

/// One line of the list of a file's games, for the text layer to write: "3. Ann – Bob, 2-0,
/// 42 moves".
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameSummary {
    pub number: usize,
    pub white: String,
    pub black: String,
    pub result: String,
    /// Moves as players count them, not plies.
    pub moves: usize,
}

/// A PDN text being read.
pub struct Import {
    reader: PdnReader,
    games: Vec<PdnGame>,
    progress: Progress,
}

impl Import {
    /// Starts reading `text`; games without a `GameType` tag take `default` until the player
    /// chooses (see [`proposal`]).
    pub fn new(text: String, default: Variant) -> Import {
        Import {
            reader: PdnReader::new(text, default),
            games: Vec::new(),
            progress: Progress::Reading(0.0),
        }
    }

    /// Reads games until the text ends, an error stops it, or `out_of_time` says the task has
    /// had its share of the main thread (asked after each game).
    pub fn read(&mut self, mut out_of_time: impl FnMut() -> bool) -> &Progress {
        while let Progress::Reading(_) = self.progress {
            match self.reader.next_game() {
                Ok(Some(game)) => self.games.push(game),
                Ok(None) if self.games.is_empty() => {
                    self.progress = Progress::Failed(ReadError::NoGame)
                }
                Ok(None) => self.progress = Progress::Done,
                Err(e) => {
                    self.games.clear();
                    self.progress = Progress::Failed(ReadError::NotPdn(e.to_string()));
                }
            }
            if matches!(self.progress, Progress::Reading(_)) && out_of_time() {
                self.progress = Progress::Reading(self.reader.progress());
                break;
            }
        }
        &self.progress
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The games read so far.
    pub fn games(&self) -> &[PdnGame] {
        &self.games
    }
}

/// One line of the list of a file's games: its number, players ("?" for a name not given),
/// result and moves.
pub fn summary(game: &PdnGame) -> GameSummary {
    let name = |tag: &str| {
        game.tag(tag)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
            .unwrap_or("?")
            .to_string()
    };
    GameSummary {
        number: game.number(),
        white: name("White"),
        black: name("Black"),
        result: game.result().unwrap_or("*").to_string(),
        // As its move numbers count them: a game set up with the second mover to move counts
        // one more, which the summary, before the rule set is chosen, does not know.
        moves: full_moves(game.moves().len(), false),
    }
}

/// Whether the game names its rule set (a `GameType` tag): the player chooses it otherwise.
pub fn names_variant(game: &PdnGame) -> bool {
    game.tag("GameType").is_some()
}

/// How the rules of a game that does not name them were found, for the dialog to say: a guess
/// is said to be one.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum RulesGuess {
    /// The game names its rules (`GameType`): nothing to say.
    Named,
    /// One rule set replays the game.
    Only(Variant),
    /// Several replay it, the likeliest first: the player chooses.
    Several(Vec<Variant>),
    /// Only rule sets the page does not play yet replay it ([`crate::rule_sets`]).
    NotOnPage(Vec<Variant>),
    /// None does: the fallback is proposed, and opening says which move fails.
    Nothing,
}

/// How `game`'s rules are found (see [`RulesGuess`]).
pub fn guess(game: &PdnGame) -> RulesGuess {
    if names_variant(game) {
        return RulesGuess::Named;
    }
    let (on_page, off_page): (Vec<Variant>, Vec<Variant>) = game
        .likely_variants()
        .into_iter()
        .partition(|v| rule_sets::on_page(*v));
    match on_page.as_slice() {
        [] if !off_page.is_empty() => RulesGuess::NotOnPage(off_page),
        [] => RulesGuess::Nothing,
        [only] => RulesGuess::Only(*only),
        several => RulesGuess::Several(several.to_vec()),
    }
}

/// The variant to preselect for `game` among the page's rule sets: its `GameType`'s, else the
/// likeliest of the rule sets that accept its position and moves ([`guess`]), else the one that
/// replays it furthest, else `fallback` (the game will then say which move fails, or that its
/// rule set is not on the page).
pub fn proposal(game: &PdnGame, guessed: &RulesGuess, fallback: Variant) -> Variant {
    match guessed {
        RulesGuess::Named => game
            .variant()
            .ok()
            .filter(|v| rule_sets::on_page(*v))
            .unwrap_or(fallback),
        RulesGuess::Only(variant) => *variant,
        RulesGuess::Several(variants) => variants.first().copied().unwrap_or(fallback),
        RulesGuess::NotOnPage(_) => fallback,
        RulesGuess::Nothing => game
            .furthest_variant()
            .filter(|v| rule_sets::on_page(*v))
            .unwrap_or(fallback),
    }
}

/// The game replayed: by its `GameType` when it names one (a rule set we do not play, or not on
/// the page yet, is refused by name), else by `chosen`. The error says where: game, line and
/// move.
pub fn open(game: &PdnGame, chosen: Variant) -> Result<Game, String> {
    let replayed = if names_variant(game) {
        game.to_game()
    } else {
        game.replay(chosen)
    };
    let replayed = replayed.map_err(|e| e.to_string())?;
    rule_sets::check(replayed.variant()).map(|()| replayed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::GameSession;
    use crate::game::settings::Settings;
    use crate::game_record::pdn_export::tests::tags;
    use crate::game_record::pdn_export::{pdn_date, pdn_text};

    fn read_all(text: &str) -> Import {
        let mut import = Import::new(text.to_string(), Variant::International);
        let mut calls = 0;
        // A deadline after every second game: the reading comes back for the rest.
        while let Progress::Reading(_) = import.read(|| {
            calls += 1;
            calls % 4 == 0
        }) {}
        import
    }

    /// Plays the first legal move `plies` times from the start of `variant`.
    fn played(variant: Variant, plies: usize) -> GameSession {
        let mut s = GameSession::start(Settings::two_players(variant), true);
        for i in 0..plies {
            let moves = s.position().legal_moves();
            let Some(mv) = moves.get(i % moves.len().max(1)) else {
                break;
            };
            let text = s.position().move_text(mv);
            assert!(s.play_text(&text), "{text}");
        }
        s
    }

    #[test]
    fn every_variant_round_trips_through_our_export() {
        for variant in rule_sets::ON_PAGE {
            let s = played(variant, 30);
            let tags = tags("Player", "Player 2", pdn_date(2026, 12, 6));
            let text = pdn_text(&s.game, &tags, None);
            let import = read_all(&text);
            assert_eq!(import.progress(), &Progress::Done, "{variant:?}");
            let game = &import.games()[0];
            assert!(names_variant(game));
            assert_eq!(guess(game), RulesGuess::Named);
            assert_eq!(proposal(game, &guess(game), Variant::Turkish), variant);
            let back = open(game, Variant::Turkish).unwrap();
            assert_eq!(back.position(), s.position(), "{variant:?}");
            assert_eq!(back.len(), s.game.len());
        }
    }

    /// The issue's files: a 10x10 game with no GameType and a score written "2:0" is
    /// International's alone; a Russian game fits Russian and Brazilian rules alike, and the
    /// player is told so; squares no rule set has leave nothing to propose.
    #[test]
    fn a_guess_is_said_to_be_one() {
        let ten = read_all("[White \"A\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 37-32 2:0\n");
        let game = &ten.games()[0];
        assert_eq!(guess(game), RulesGuess::Only(Variant::International));
        assert_eq!(
            proposal(game, &guess(game), Variant::Brazilian),
            Variant::International
        );
        assert_eq!(open(game, Variant::International).unwrap().len(), 5);

        let russian = read_all("1. c3-d4 f6-e5 2. d4xf6 g7xe5 3. b2-c3 *\n");
        let game = &russian.games()[0];
        match guess(game) {
            RulesGuess::Several(variants) => {
                assert!(variants.contains(&Variant::Russian), "{variants:?}");
                assert!(variants.contains(&Variant::Brazilian), "{variants:?}");
            }
            other => panic!("{other:?}"),
        }

        let nowhere = read_all("1. 32-99 *\n");
        let game = &nowhere.games()[0];
        assert_eq!(guess(game), RulesGuess::Nothing);
        assert_eq!(
            proposal(game, &guess(game), Variant::Spanish),
            Variant::Spanish
        );
    }

    #[test]
    fn a_set_up_position_travels_as_fen() {
        let fen = "W:Wc3,e3:Bd4,f4,g7,b8";
        let game = draughts::Game::from_position(
            draughts::Position::from_fen(Variant::Russian, fen).unwrap(),
        );
        let s = GameSession::new(
            game,
            Settings::two_players(Variant::Russian),
            draughts::Color::White,
        );
        let text = pdn_text(&s.game, &tags("Player", "Player 2", String::new()), None);
        assert!(text.contains("[FEN \"W:W"), "{text}");
        let import = read_all(&text);
        let back = open(&import.games()[0], Variant::Brazilian).unwrap();
        assert_eq!(back.start_position(), s.game.start_position());
    }

    const OTHER_PROGRAMS: &str = "\u{feff}[Event \"Club\"]\r\n[White \"Müller, K.\"]\r\n\
        [Black \"<img src=x onerror=alert(1)>\"]\r\n[Result \"2-0\"]\r\n[GameType \"20\"]\r\n\r\n\
        1. 32-28 19-23 {opening} 2. 28x19 14x23 (2... 13x24) 3. 33-29! $1 2-0\r\n\r\n\
        [White \"Petrov\"]\n[Black \"Ivanov\"]\n1.c3-d4 f6-e5 2.d4:f6 g7:e5 *\n\
        [White \"Third\"]\r[Black \"Game\"]\r1. 11-15 23-19 2. 8-11 22-17 1/2-1/2\r";

    #[test]
    fn files_in_other_programs_styles_list_and_open() {
        let import = read_all(OTHER_PROGRAMS);
        assert_eq!(import.progress(), &Progress::Done);
        let games = import.games();
        assert_eq!(games.len(), 3);
        let line = |number, white: &str, black: &str, result: &str, moves| GameSummary {
            number,
            white: white.into(),
            black: black.into(),
            result: result.into(),
            moves,
        };
        let tricky = "<img src=x onerror=alert(1)>";
        // 5 and 4 plies: 3 and 2 moves as the files number them.
        assert_eq!(summary(&games[0]), line(1, "Müller, K.", tricky, "2-0", 3));
        assert_eq!(summary(&games[2]), line(3, "Third", "Game", "1/2-1/2", 2));
        // Russian squares and captures with ':' propose Russian; English moves English.
        assert!(!names_variant(&games[1]));
        let proposed = |game| proposal(game, &guess(game), Variant::International);
        assert_eq!(proposed(&games[1]), Variant::Russian);
        assert_eq!(proposed(&games[2]), Variant::English);
        assert_eq!(open(&games[2], Variant::English).unwrap().len(), 4);
        assert_eq!(open(&games[1], Variant::Russian).unwrap().len(), 4);
        let wrong = open(&games[1], Variant::English).unwrap_err();
        assert!(
            wrong.starts_with("game 2, line 11: move 1. c3-d4"),
            "{wrong}"
        );
    }

    #[test]
    fn bad_files_say_where_and_offer_nothing() {
        let unclosed = read_all("[White \"A\"]\n1. 32-28 {never closed\n2-0");
        let Progress::Failed(ReadError::NotPdn(why)) = unclosed.progress() else {
            panic!("an unterminated comment is an error");
        };
        assert_eq!(why, "game 1, line 2: unterminated comment");
        assert!(unclosed.games().is_empty());
        let later = read_all("1. 32-28 2-0\n\n1. 33-29 )\n");
        assert!(
            matches!(later.progress(), Progress::Failed(ReadError::NotPdn(why)) if why.starts_with("game 2, line 3")),
            "{:?}",
            later.progress()
        );
        assert!(later.games().is_empty(), "nothing of a bad file is offered");
        assert_eq!(
            read_all("  \n").progress(),
            &Progress::Failed(ReadError::NoGame)
        );
        let bad_move = read_all("[GameType \"20\"]\n1. 32-28 19-23\n2. 28-22 *");
        let why = open(&bad_move.games()[0], Variant::Russian).unwrap_err();
        assert!(why.starts_with("game 1, line 3: move 2. 28-22"), "{why}");
    }

    #[test]
    fn a_rule_set_we_do_not_play_is_refused_by_name() {
        let import = read_all("[GameType \"27\"]\n1. 31-26 *");
        let why = open(&import.games()[0], Variant::Brazilian).unwrap_err();
        assert!(why.contains("Canadian"), "{why}");
        let import = read_all("[GameType \"22\"]\n1. 22-18 11-14 *");
        let game = &import.games()[0];
        let why = open(game, Variant::Brazilian).unwrap_err();
        assert_eq!(why, "Italian draughts is not on this page yet");
        // The rules chooser offers only the page's rule sets: it shows the fallback.
        assert_eq!(
            proposal(game, &guess(game), Variant::Brazilian),
            Variant::Brazilian
        );
    }

    #[test]
    fn a_game_only_a_rule_set_not_on_the_page_replays_is_said_to_be_so() {
        // The opening of the Italian federation's 2005 championship, in its numbers: no rule set
        // on the page replays it (21-17 12-15 is not even a move there).
        let import = read_all("1. 21-17 12-15 2. 23-19 11-14 3. 19x12 8x15 *");
        let game = &import.games()[0];
        assert!(matches!(guess(game), RulesGuess::NotOnPage(v) if v.contains(&Variant::Italian)));
    }
}
