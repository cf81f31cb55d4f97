//! The engine worker's work, without the worker: an [`EngineService`] takes a [`Request`] and
//! answers with [`Outgoing`] messages (progress `info`, a final `best`, a `draw_answer` or an
//! `error`, and the endgame tables' news), calling the engine. It keeps no game state: every
//! request carries the whole game. `bin/worker.rs` is only the glue that turns browser messages
//! into calls here and what comes out into `postMessage`; this part is tested natively.

use crate::protocol::{Kind, Reply, Request, TableSource};
use draughts::{Game, Move, Variant};
use draughts_engine::{Clock, Engine, Info, Level, Limits, WeightsFile};

/// Transposition table size in MiB: large enough for a few seconds of search, small enough
/// for phones.
pub const HASH_MB: usize = 16;

/// What the service sends out, in order.
#[derive(Clone, PartialEq, Debug)]
pub enum Outgoing {
    /// A reply to the page.
    Reply(Reply),
    /// The endgame tables just built, as bytes for the page to keep and hand to the next
    /// worker (posted as an `ArrayBuffer`, transferred, just before `Reply::Tables`).
    Tables(Vec<u8>),
    /// A debug line for the console, for whoever looks at where the tables came from.
    Log(String),
}

/// The engine and the endgame tables the page handed over.
pub struct EngineService {
    engine: Engine,
    /// The tables the page handed over, until a request says which variant they must be of.
    handed: Option<Vec<u8>>,
}

impl Default for EngineService {
    fn default() -> Self {
        EngineService::new()
    }
}

impl EngineService {
    /// A service with an engine of [`HASH_MB`] MiB.
    pub fn new() -> EngineService {
        // English by the built-in network, as on the command line: in wasm it costs about 1.34
        // times the tables' time a node, and at that ratio it is not the weaker (52.8% ± 5.1%
        // over 200 games; docs/performance.md, "The English network in wasm, per node").
        EngineService {
            engine: Engine::new(HASH_MB),
            handed: None,
        }
    }

    /// Keeps endgame tables' bytes the page handed over; the next request imports them if
    /// they are of its variant.
    pub fn hand_tables(&mut self, bytes: Vec<u8>) {
        self.handed = Some(bytes);
    }

    /// The file of fitted weights the engine lacks to play `variant` at its full strength:
    /// the worker fetches it and [`WeightsFile::install`]s it before serving a request of that
    /// variant (built without them, the worker carries no rule set's weights).
    pub fn missing_weights(&self, variant: Variant) -> Option<WeightsFile> {
        self.engine.missing_weights(variant)
    }

    /// Answers one request, sending each message out as soon as it is known (a search's
    /// progress goes out while it runs).
    pub fn serve(&mut self, request: &Request, clock: &dyn Clock, out: &mut dyn FnMut(Outgoing)) {
        let id = request.id;
        let handed = self.handed.take();
        let mut reply = |reply: Reply| out(Outgoing::Reply(reply));
        let game = match request.game() {
            Ok(game) => game,
            Err(e) => {
                return reply(Reply::Error {
                    id: Some(id),
                    message: e.to_string(),
                })
            }
        };
        let level = match request.kind {
            Kind::Search => request.level,
            Kind::Hint | Kind::Analyze | Kind::DrawOffer | Kind::Review => Level::MAX,
        };
        self.update_tables(handed, &game, level, out);
        let mut reply = |reply: Reply| out(Outgoing::Reply(reply));
        if request.kind == Kind::DrawOffer {
            let side = game.position().turn().opponent();
            let accept = self.engine.accepts_draw(&game, side, clock);
            return reply(Reply::DrawAnswer { id, accept });
        }
        let limits = Limits {
            movetime_ms: request.movetime_ms,
            nodes: request.nodes,
            seed: request.seed,
            ..Limits::default()
        };
        if request.kind == Kind::Review {
            let result = self
                .engine
                .search(&game, &limits, level, clock, &mut |_| {});
            return reply(Reply::Reviewed {
                id,
                score: result.score.into(),
                line: game.position().line_text(&result.pv),
            });
        }
        let result = self
            .engine
            .search(&game, &limits, level, clock, &mut |info: &Info| {
                reply(Reply::Info {
                    id,
                    depth: info.depth,
                    score: info.score.into(),
                    nodes: info.nodes,
                    nps: (info.nodes as f64 * 1000.0 / info.elapsed_ms.max(1.0)) as u64,
                    pv: game.position().line_text(&info.pv),
                })
            });
        let draw_offer = request.kind == Kind::Search
            && result
                .best_move
                .is_some_and(|mv| self.offers_draw_with(&game, &mv, clock));
        reply(Reply::Best {
            id,
            mv: result.best_move.map(|mv| game.position().move_text(&mv)),
            score: result.score.into(),
            depth: result.depth,
            nodes: result.nodes,
            draw_offer,
        });
    }

    /// Whether the computer, about to play `mv` in `game`, offers a draw with it: as a player
    /// does, after its move, when the position is dead drawn (see [`Engine::offers_draw`]).
    fn offers_draw_with(&mut self, game: &Game, mv: &Move, clock: &dyn Clock) -> bool {
        let side = game.position().turn();
        let mut after = game.clone();
        after.play(mv).is_ok() && self.engine.offers_draw(&after, side, clock)
    }

    /// Imports the handed bytes if they are tables of the game's variant, then builds what
    /// the search will need (nothing, if the import had it all) and sends what it built to the
    /// page, before the search: a search is often cancelled by ending the worker.
    fn update_tables(
        &mut self,
        handed: Option<Vec<u8>>,
        game: &Game,
        level: Level,
        out: &mut dyn FnMut(Outgoing),
    ) {
        if let Some(bytes) = handed {
            let source = match self.engine.import_tables(game.variant(), &bytes) {
                Ok(count) => {
                    out(Outgoing::Log(format!(
                        "endgame tables imported: {count} tables"
                    )));
                    TableSource::Imported
                }
                Err(e) => {
                    out(Outgoing::Log(format!("endgame tables refused: {e}")));
                    TableSource::Refused
                }
            };
            out(Outgoing::Reply(Reply::Tables {
                source,
                variant: game.variant(),
            }));
        }
        if !self.engine.prepare_tables(game.position(), level) {
            return;
        }
        let Some(bytes) = self.engine.export_tables() else {
            return;
        };
        out(Outgoing::Log(format!(
            "endgame tables built: {} bytes",
            bytes.len()
        )));
        out(Outgoing::Tables(bytes));
        out(Outgoing::Reply(Reply::Tables {
            source: TableSource::Built,
            variant: game.variant(),
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Eval;
    use draughts::{Position, Variant};
    use std::collections::BTreeSet;
    use std::time::Instant;

    struct TestClock(Instant);

    impl Clock for TestClock {
        fn now_ms(&self) -> f64 {
            self.0.elapsed().as_secs_f64() * 1000.0
        }
    }

    fn request(kind: Kind, variant: Variant, fen: &str, moves: &[&str]) -> Request {
        Request {
            id: 5,
            kind,
            variant,
            fen: fen.to_string(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level: Level::MIN,
            movetime_ms: Some(100.0),
            nodes: None,
            seed: 7,
        }
    }

    fn start(kind: Kind, variant: Variant) -> Request {
        request(kind, variant, &Position::start(variant).to_fen(), &[])
    }

    /// Serves a request; returns everything sent out.
    fn serve(service: &mut EngineService, request: &Request) -> Vec<Outgoing> {
        let clock = TestClock(Instant::now());
        let mut sent = Vec::new();
        service.serve(request, &clock, &mut |o| sent.push(o));
        sent
    }

    fn replies(sent: &[Outgoing]) -> Vec<&Reply> {
        sent.iter()
            .filter_map(|o| match o {
                Outgoing::Reply(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_search_in_the_start_position_ends_with_a_legal_move() {
        let mut service = EngineService::new();
        let req = request(
            Kind::Search,
            Variant::Russian,
            &Position::start(Variant::Russian).to_fen(),
            &["c3-d4"],
        );
        let sent = serve(&mut service, &req);
        let replies = replies(&sent);
        let Some(Reply::Best { id, mv, .. }) = replies.last() else {
            panic!("no best move: {sent:?}");
        };
        assert_eq!(*id, 5);
        let game = req.game().unwrap();
        let text = mv.as_deref().expect("a move");
        assert!(game.position().parse_move(text).is_ok(), "{text}");
        for reply in &replies[..replies.len() - 1] {
            assert!(matches!(reply, Reply::Info { id: 5, .. }), "{reply:?}");
        }
    }

    #[test]
    fn a_bad_request_is_answered_with_an_error() {
        let mut service = EngineService::new();
        let req = request(Kind::Search, Variant::Brazilian, "nonsense", &[]);
        let sent = serve(&mut service, &req);
        assert!(
            matches!(
                &sent[..],
                [Outgoing::Reply(Reply::Error { id: Some(5), .. })]
            ),
            "{sent:?}"
        );
        let fen = Position::start(Variant::Brazilian).to_fen();
        let req = request(Kind::Hint, Variant::Brazilian, &fen, &["c3-d4", "c3-d4"]);
        let sent = serve(&mut service, &req);
        let [Outgoing::Reply(Reply::Error { id, message })] = &sent[..] else {
            panic!("{sent:?}");
        };
        assert_eq!(*id, Some(5));
        assert!(message.contains("move 2"), "{message}");
    }

    #[test]
    fn analysis_reports_a_typed_eval_from_the_side_to_move() {
        let mut service = EngineService::new();
        let sent = serve(&mut service, &start(Kind::Analyze, Variant::Brazilian));
        let replies = replies(&sent);
        let infos: Vec<_> = replies
            .iter()
            .filter_map(|r| match r {
                Reply::Info {
                    depth, score, pv, ..
                } => Some((*depth, *score, pv)),
                _ => None,
            })
            .collect();
        assert!(!infos.is_empty(), "{sent:?}");
        for (depth, score, pv) in infos {
            assert!(depth >= 1);
            assert!(
                matches!(score, Eval::Centimen(cp) if cp.abs() < 200),
                "an even start: {score:?}"
            );
            assert!(!pv.is_empty());
        }
        assert!(matches!(replies.last(), Some(Reply::Best { .. })));
    }

    /// The depth-1 score an engine gives this English middlegame (from the bench).
    fn english_depth_one(engine: &mut Engine) -> Eval {
        let position = Position::from_fen(Variant::English, ENGLISH_MIDDLEGAME).unwrap();
        let game = Game::from_position(position);
        let clock = TestClock(Instant::now());
        let mut first = None;
        engine.search(
            &game,
            &Limits::depth(1),
            Level::MAX,
            &clock,
            &mut |info: &Info| {
                first.get_or_insert(info.score.into());
            },
        );
        first.expect("a depth-1 score")
    }

    const ENGLISH_MIDDLEGAME: &str = "B:W17,20,21,22,24,27,30,31,32:B1,2,3,4,5,8,9,11,12";

    #[test]
    fn english_is_evaluated_by_the_network_as_on_the_command_line() {
        let by_network = english_depth_one(&mut Engine::new(HASH_MB));
        let mut tables = Engine::new(HASH_MB);
        tables.set_network(None);
        let by_tables = english_depth_one(&mut tables);
        assert_ne!(by_network, by_tables, "the position tells the two apart");
        let mut service = EngineService::new();
        let sent = serve(
            &mut service,
            &request(Kind::Analyze, Variant::English, ENGLISH_MIDDLEGAME, &[]),
        );
        let first = replies(&sent).into_iter().find_map(|r| match r {
            Reply::Info {
                depth: 1, score, ..
            } => Some(*score),
            _ => None,
        });
        assert_eq!(first, Some(by_network));
    }

    /// The site carries exactly the weights files the worker reads: the list in
    /// tools/web/post_build.mjs, which copies them into the site (the worker is built without
    /// them and fetches the one of its rule set).
    #[test]
    fn the_site_carries_the_weights_the_worker_reads() {
        let service = EngineService::new();
        let read: BTreeSet<String> = Variant::ALL
            .into_iter()
            .filter_map(|variant| service.engine.weights_for(variant))
            .map(|file| file.name())
            .collect();
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tools/web/post_build.mjs"
        );
        let script = std::fs::read_to_string(script).unwrap();
        let list = script
            .lines()
            .find_map(|line| line.strip_prefix("const WEIGHTS = ["))
            .expect("post_build.mjs lists its WEIGHTS on one line");
        let carried: BTreeSet<String> = list
            .split('\'')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect();
        assert_eq!(carried, read);
    }

    #[test]
    fn a_draw_offer_is_answered() {
        let mut service = EngineService::new();
        let sent = serve(&mut service, &start(Kind::DrawOffer, Variant::English));
        assert!(
            matches!(
                &sent[..],
                [Outgoing::Reply(Reply::DrawAnswer { id: 5, .. })]
            ),
            "{sent:?}"
        );
    }

    /// `plies` quiet moves from `fen` (no capture, none left to the opponent, no position
    /// seen twice), as texts.
    fn quiet_moves(variant: Variant, fen: &str, plies: usize) -> Vec<String> {
        let mut game = Game::from_position(Position::from_fen(variant, fen).unwrap());
        let mut seen = std::collections::HashSet::from([*game.position()]);
        while game.len() < plies {
            let here = *game.position();
            let fresh = |mv: &Move| {
                let next = here.play_unchecked(mv);
                !mv.is_capture() && !next.has_capture() && seen.insert(next)
            };
            let mv = here
                .legal_moves()
                .into_iter()
                .find(fresh)
                .expect("a quiet move");
            game.play(&mv).unwrap();
        }
        crate::replay::move_texts(&game)
    }

    fn best_offers_draw(sent: &[Outgoing]) -> bool {
        match replies(sent).last() {
            Some(Reply::Best { draw_offer, .. }) => *draw_offer,
            other => panic!("no best move: {other:?}"),
        }
    }

    #[test]
    fn the_computer_offers_a_draw_with_its_move_only_when_dead_drawn() {
        let mut service = EngineService::new();
        let sent = serve(&mut service, &start(Kind::Search, Variant::English));
        assert!(!best_offers_draw(&sent), "not at the start");
        // Two kings each in English, past move 20 once the computer has moved: a drawn ending.
        let fen = "W:WK1,K3:BK30,K32";
        let moves = quiet_moves(Variant::English, fen, 39);
        let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
        let sent = serve(
            &mut service,
            &request(Kind::Search, Variant::English, fen, &moves),
        );
        assert!(best_offers_draw(&sent), "{sent:?}");
        // A hint never offers anything.
        let sent = serve(
            &mut service,
            &request(Kind::Hint, Variant::English, fen, &moves),
        );
        assert!(!best_offers_draw(&sent));
    }

    #[test]
    fn a_won_kings_ending_is_a_table_win_and_the_tables_go_to_the_next_worker() {
        // Three kings against one, won within the 15-move limit: beyond the search's sight,
        // known to the tables.
        let fen = "W:WKe7,Kb8,Kh8:BKa5";
        let mut first = EngineService::new();
        let sent = serve(
            &mut first,
            &request(Kind::Analyze, Variant::Brazilian, fen, &[]),
        );
        let bytes = sent.iter().find_map(|o| match o {
            Outgoing::Tables(bytes) => Some(bytes.clone()),
            _ => None,
        });
        let bytes = bytes.expect("the tables were built");
        let built = sent
            .iter()
            .position(|o| matches!(o, Outgoing::Tables(_)))
            .unwrap();
        assert_eq!(
            sent[built + 1],
            Outgoing::Reply(Reply::Tables {
                source: TableSource::Built,
                variant: Variant::Brazilian,
            }),
            "the bytes come just before the note, which names their variant"
        );
        assert!(
            replies(&sent).iter().any(|r| matches!(
                r,
                Reply::Info {
                    score: Eval::TableWin,
                    ..
                }
            )),
            "{sent:?}"
        );

        // After White's best move, Black sees a table loss, from the tables handed over.
        let Some(Reply::Best { mv: Some(best), .. }) = replies(&sent).last().copied() else {
            panic!("no best move: {sent:?}");
        };
        let mut second = EngineService::new();
        second.hand_tables(bytes.clone());
        let after = request(Kind::Analyze, Variant::Brazilian, fen, &[best.as_str()]);
        let sent = serve(&mut second, &after);
        assert_eq!(
            sent.iter().find(|o| matches!(o, Outgoing::Reply(_))),
            Some(&Outgoing::Reply(Reply::Tables {
                source: TableSource::Imported,
                variant: Variant::Brazilian,
            }))
        );
        assert!(!sent.iter().any(|o| matches!(o, Outgoing::Tables(_))));
        assert!(
            replies(&sent).iter().any(|r| matches!(
                r,
                Reply::Info {
                    score: Eval::TableLoss,
                    ..
                }
            )),
            "{sent:?}"
        );

        // Tables of another variant are refused, and built again.
        let mut third = EngineService::new();
        third.hand_tables(bytes);
        let russian = request(Kind::Analyze, Variant::Russian, fen, &[]);
        let sent = serve(&mut third, &russian);
        assert!(sent.contains(&Outgoing::Reply(Reply::Tables {
            source: TableSource::Refused,
            variant: Variant::Russian,
        })));
    }

    #[test]
    fn a_review_is_one_reply_with_the_score_and_the_line_and_reads_the_same_every_time() {
        let fen = Position::start(Variant::Russian).to_fen();
        let mut req = request(Kind::Review, Variant::Russian, &fen, &["c3-d4", "f6-g5"]);
        (req.movetime_ms, req.nodes, req.seed) = (None, Some(20_000), 0);
        let first = serve(&mut EngineService::new(), &req);
        let [Outgoing::Reply(Reply::Reviewed { id: 5, score, line })] = &first[..] else {
            panic!("{first:?}");
        };
        assert!(matches!(score, Eval::Centimen(_)), "{score:?}");
        let game = req.game().unwrap();
        let mut replayed = game.clone();
        for text in line {
            let mv = replayed.position().parse_move(text).expect("a legal line");
            replayed.play(&mv).unwrap();
        }
        assert!(!line.is_empty());
        assert_eq!(serve(&mut EngineService::new(), &req), first);
        // A position without a move: lost, no line.
        let mut lost = request(Kind::Review, Variant::Russian, "W:W:Bc3", &[]);
        (lost.movetime_ms, lost.nodes) = (None, Some(1_000));
        let sent = serve(&mut EngineService::new(), &lost);
        assert!(
            matches!(
                &sent[..],
                [Outgoing::Reply(Reply::Reviewed { score: Eval::LossIn(0), line, .. })] if line.is_empty()
            ),
            "{sent:?}"
        );
    }
}
