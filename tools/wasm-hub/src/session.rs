//! The Hub protocol (version 2) spoken over the page's [`EngineService`]: each `go` becomes
//! the very request the page sends its worker (`Kind::Search`, the whole game, the level and
//! the time), and the service's `best` reply becomes `done move=...`. So a match seats the
//! worker's code, as the browser runs it, like any Hub engine.
//!
//! Only what a match needs: `hub`, `set-param` (`variant`, `level`), `init`, `new-game`,
//! `pos`, `level move-time=`, `go`, `ping`, `quit`. The worker knows no depth or node limits,
//! so other `level` forms are refused with an `error` line. Unknown commands are ignored.

use draughts::{Color, Game, Piece, Role, Setup, Variant};
use draughts_engine::{Clock, Level};
use draughts_hub::line::{parse_line, quote, Line};
use draughts_hub::notation::{hub_move, hub_variant, read_game, scan_order, HUB_DEFAULT_VARIANT};
use draughts_hub::params::{level_param, read_level_param, variant_param};
use draughts_worker::engine_service::{EngineService, Outgoing};
use draughts_worker::protocol::{Kind, Reply, Request};

/// The protocol session: the worker's service and what the match set.
pub struct HubSession {
    service: EngineService,
    variant: Variant,
    level: Level,
    movetime_ms: Option<f64>,
    game: Option<Game>,
    /// The next request's id, as the page numbers its requests.
    next_id: u32,
    quit: bool,
}

impl Default for HubSession {
    fn default() -> Self {
        HubSession::new()
    }
}

impl HubSession {
    pub fn new() -> HubSession {
        HubSession {
            service: EngineService::new(),
            variant: HUB_DEFAULT_VARIANT,
            level: Level::MAX,
            movetime_ms: None,
            game: None,
            next_id: 1,
            quit: false,
        }
    }

    /// Whether `quit` was received: the program should end.
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// Answers one input line with the lines to print (none for most commands).
    pub fn handle(&mut self, text: &str, clock: &dyn Clock) -> Vec<String> {
        let Some(line) = parse_line(text) else {
            return Vec::new();
        };
        self.command(&line, clock)
            .unwrap_or_else(|message| vec![format!("error message={}", quote(&message))])
    }

    fn command(&mut self, line: &Line, clock: &dyn Clock) -> Result<Vec<String>, String> {
        Ok(match line.command.as_str() {
            "hub" => self.introduce(),
            "set-param" => {
                self.set_param(line)?;
                Vec::new()
            }
            "init" => {
                self.build_tables(clock);
                vec!["ready".to_string()]
            }
            "pos" => {
                let start = line.get("pos").ok_or("pos needs pos=")?;
                self.game = Some(read_game(
                    self.variant,
                    start,
                    line.get("moves").unwrap_or(""),
                )?);
                Vec::new()
            }
            "level" => {
                let seconds = line
                    .get("move-time")
                    .ok_or("the worker takes only level move-time=")?;
                let seconds: f64 = seconds
                    .parse()
                    .ok()
                    .filter(|s: &f64| s.is_finite() && *s >= 0.0)
                    .ok_or_else(|| format!("level move-time must be a number, not {seconds:?}"))?;
                self.movetime_ms = Some(seconds * 1000.0);
                Vec::new()
            }
            "go" => vec![self.go(clock)?],
            "ping" => vec!["pong".to_string()],
            "quit" => {
                self.quit = true;
                Vec::new()
            }
            _ => Vec::new(),
        })
    }

    fn introduce(&self) -> Vec<String> {
        vec![
            format!(
                "id name=draughts-wasm version={} author={}",
                env!("CARGO_PKG_VERSION"),
                quote("the draughts team")
            ),
            variant_param(self.variant),
            level_param(self.level),
            "wait".to_string(),
        ]
    }

    fn set_param(&mut self, line: &Line) -> Result<(), String> {
        let name = line.get("name").ok_or("set-param needs name=")?;
        let value = line.get("value").ok_or("set-param needs value=")?;
        match name {
            "variant" => self.variant = hub_variant(value)?,
            "level" => self.level = read_level_param(value)?,
            _ => {}
        }
        Ok(())
    }

    /// The page's request for the computer's move in the current game, served; the move it
    /// chose in Hub form.
    fn go(&mut self, clock: &dyn Clock) -> Result<String, String> {
        let id = self.take_id();
        let game = self.game.as_ref().ok_or("go before pos")?;
        let movetime_ms = self.movetime_ms.ok_or("go before level move-time=")?;
        // The page seeds each request at random; here the seed follows the game, so a match
        // can be played again move for move.
        let seed = game.len() as u64;
        let request = Request::new(id, Kind::Search, game, self.level, movetime_ms, seed);
        let mut best = None;
        let mut error = None;
        self.service
            .serve(&request, clock, &mut |out: Outgoing| match out {
                Outgoing::Reply(Reply::Best { mv, .. }) => best = Some(mv),
                Outgoing::Reply(Reply::Error { message, .. }) => error = Some(message),
                _ => {}
            });
        if let Some(message) = error {
            return Err(message);
        }
        let text = best
            .ok_or("the worker sent no best move")?
            .ok_or("no legal move in this position")?;
        let pos = game.position();
        let mv = pos
            .parse_move(&text)
            .map_err(|e| format!("the worker's move {text}: {e}"))?;
        Ok(format!("done move={}", hub_move(pos, &mv)))
    }

    fn take_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// Builds the variant's endgame tables before the first game, as the page hands a new
    /// worker the tables an earlier one built: a move of the match must not wait seconds for
    /// them. Searches positions of three then two men a side taken from the start, which reach
    /// every table the engine builds for the variant (those it never builds stay unbuilt).
    fn build_tables(&mut self, clock: &dyn Clock) {
        let squares = scan_order(self.variant);
        let start = draughts::Position::start(self.variant);
        for each in [3, 2] {
            let mut setup = Setup::empty(self.variant, self.variant.first_to_move());
            for color in [Color::Black, Color::White] {
                let mine = squares
                    .iter()
                    .filter(|sq| start.piece_at(**sq).is_some_and(|p| p.color == color));
                for sq in mine.take(each) {
                    setup.put(
                        *sq,
                        Piece {
                            color,
                            role: Role::Man,
                        },
                    );
                }
            }
            let Ok(pos) = setup.into_position() else {
                continue;
            };
            let game = Game::from_position(pos);
            let request = Request::new(self.take_id(), Kind::Search, &game, self.level, 1.0, 0);
            self.service.serve(&request, clock, &mut |_| {});
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use draughts_hub::notation::{hub_position, read_move};
    use std::time::Instant;

    struct TestClock(Instant);

    impl Clock for TestClock {
        fn now_ms(&self) -> f64 {
            self.0.elapsed().as_secs_f64() * 1000.0
        }
    }

    fn say(session: &mut HubSession, text: &str) -> Vec<String> {
        session.handle(text, &TestClock(Instant::now()))
    }

    #[test]
    fn a_short_brazilian_game_through_the_worker_service() {
        let mut session = HubSession::new();
        let greeting = say(&mut session, "hub");
        assert_eq!(greeting.last().map(String::as_str), Some("wait"));
        assert!(greeting.iter().any(|l| l.starts_with("param name=level")));
        assert!(say(&mut session, "set-param name=variant value=brazilian").is_empty());
        assert!(say(&mut session, "set-param name=level value=3").is_empty());
        assert_eq!(say(&mut session, "init"), ["ready"]);
        assert!(say(&mut session, "new-game").is_empty());
        assert!(say(&mut session, "level move-time=0.02").is_empty());
        let mut game = Game::new(Variant::Brazilian);
        let start = hub_position(game.start_position());
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..8 {
            let pos = format!("pos pos={start} moves=\"{}\"", moves.join(" "));
            assert!(say(&mut session, &pos).is_empty());
            let answer = say(&mut session, "go think");
            let [done] = &answer[..] else {
                panic!("{answer:?}");
            };
            let text = done.strip_prefix("done move=").expect(done);
            let mv = read_move(game.position(), text).expect("a legal move");
            game.play(&mv).unwrap();
            moves.push(text.to_string());
        }
        assert_eq!(game.len(), 8);
        assert!(say(&mut session, "quit").is_empty());
        assert!(session.quit());
    }

    #[test]
    fn what_the_worker_cannot_do_is_an_error_line() {
        let mut session = HubSession::new();
        let error = |lines: Vec<String>| lines.len() == 1 && lines[0].starts_with("error ");
        assert!(error(say(&mut session, "go think")), "go before pos");
        assert!(error(say(&mut session, "level depth=5")), "no depth limit");
        assert!(error(say(&mut session, "level move-time=soon")));
        assert!(error(say(&mut session, "set-param name=level value=9")));
        assert!(error(say(
            &mut session,
            "set-param name=variant value=killer"
        )));
        assert!(error(say(&mut session, "pos pos=Wxyz")));
        assert!(say(&mut session, "pos pos=W moves=\"32-28\"")
            .first()
            .is_some_and(|l| l.starts_with("error ")));
        assert_eq!(say(&mut session, "ping"), ["pong"]);
        assert!(say(&mut session, "").is_empty());
        assert!(!session.quit());
    }
}
