//! The search engine: iterative deepening alpha-beta over the rules core, platform-free.
//!
//! The engine knows nothing of protocols or threads: the caller passes a [`Game`] (for the
//! repetition history and draw counters), [`Limits`], a [`Level`] and a [`Clock`], receives
//! progress through a callback and gets a [`SearchResult`] back. Time comes only from the
//! injected clock and chance only from `Limits::seed`, so the engine runs unchanged in a browser
//! worker, and a search bounded by depth or nodes is reproducible.
//!
//! ```
//! use draughts_engine::{Engine, Level, Limits, Clock};
//! use draughts::{Game, Variant};
//!
//! struct NoClock;
//! impl Clock for NoClock {
//!     fn now_ms(&self) -> f64 { 0.0 }
//! }
//!
//! let game = Game::new(Variant::Brazilian);
//! let mut engine = Engine::new(8);
//! let result = engine.search(&game, &Limits::depth(4), Level::MAX, &NoClock, &mut |_| {});
//! assert!(game.position().is_legal(&result.best_move.unwrap()));
//! ```

pub mod bench;
pub mod chances;
mod draws;
pub mod eval;
mod hash;
mod level;
mod level_rating;
mod limits;
mod order;
mod reduction;
mod score;
mod search;
mod tablebase;
mod tt;

pub use eval::fitted::WeightsFile;
#[cfg(feature = "embedded-weights")]
pub use eval::network::built_in as built_in_network;
pub use eval::network::Network;
pub use eval::reads_network;
pub use level::{Level, LevelSettings, LEVEL_TABLE};
pub use level_rating::LevelRating;
pub use limits::{Clock, Limits};
pub use score::Score;
pub use tablebase::{TablesError, FORMAT as TABLES_FORMAT};

use draughts::rules::Variant;
use draughts::Color;
use draughts::Game;
use draughts::Move;
use draughts::Position;
use draws::Path;
use eval::Evaluator;
use order::MoveOrder;
use search::{Budget, Iteration, Node, RootMove, Searcher, Style};
use std::sync::Arc;
use tablebase::Tablebases;
use tt::TranspositionTable;

/// Progress of a search: sent after each finished iteration.
#[derive(Clone, PartialEq, Debug)]
pub struct Info {
    pub depth: u32,
    /// From the point of view of the side to move.
    pub score: Score,
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The expected line, starting with the best move.
    pub pv: Vec<Move>,
}

/// What a search found.
#[derive(Clone, PartialEq, Debug)]
pub struct SearchResult {
    /// The move to play; `None` only when the side to move has no legal move.
    pub best_move: Option<Move>,
    /// From the point of view of the side to move.
    pub score: Score,
    /// The last iteration finished.
    pub depth: u32,
    pub nodes: u64,
    /// The expected line, starting with the best move.
    pub pv: Vec<Move>,
}

/// How far behind, in hundredths of a man, the engine must judge itself to accept a draw in a
/// position that is not dead drawn.
const DRAW_ACCEPT_DEFICIT: i32 = 25;
/// No draw is agreed before each side has made this many moves: an early offer is a misclick
/// or a test, and a player expects a game.
const DRAW_EARLIEST_MOVE: usize = 20;
/// A draw rule this many moves (of each side) from ending the game makes a level position dead
/// drawn.
const DRAW_RULE_NEAR_MOVES: u16 = 5;
/// How close to level, in hundredths of a man, a position must be for a near draw rule to make
/// it dead drawn.
const DEAD_DRAW_MARGIN: i32 = 10;
/// The effort spent judging a draw offer: small and fixed, so the answer is quick and the same
/// every time.
const DRAW_OFFER_DEPTH: u32 = 8;
const DRAW_OFFER_NODES: u64 = 200_000;

/// A search engine with its transposition table, move-ordering memory and endgame tables.
/// Reuse one engine for a whole game: what it learnt on one move speeds up the next.
pub struct Engine {
    tt: TranspositionTable,
    order: MoveOrder,
    tables: Tablebases,
    /// Evaluates the variants that read one ([`reads_network`]) in place of their own terms
    /// and tables.
    network: NetworkChoice,
}

/// Which network the engine evaluates by, where the variant reads one.
enum NetworkChoice {
    /// The fitted one ([`eval::network::fitted`]), once the program has it.
    Fitted,
    /// The one given to [`Engine::set_network`], or none: the terms and tables.
    Given(Option<Arc<Network>>),
}

impl Engine {
    /// An engine with a transposition table of about `hash_mb` MiB (1 to 1024).
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mb),
            order: MoveOrder::new(),
            tables: Tablebases::default(),
            network: NetworkChoice::Fitted,
        }
    }

    /// Evaluates English by `network` from the next search on, or by its terms and pattern
    /// tables given `None` (a new engine reads the built-in network): how a network fitted by
    /// `draughts tune network` is tried in play, or measured against the tables.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.network = NetworkChoice::Given(network);
    }

    /// The network the next search evaluates by, where the variant reads one.
    fn network(&self) -> Option<Arc<Network>> {
        match &self.network {
            NetworkChoice::Fitted => eval::network::fitted(),
            NetworkChoice::Given(network) => network.clone(),
        }
    }

    /// The file of fitted weights the engine reads to play `variant`, if any (see
    /// [`WeightsFile`]).
    pub fn weights_for(&self, variant: Variant) -> Option<WeightsFile> {
        match (&self.network, reads_network(variant)) {
            (NetworkChoice::Fitted, true) => Some(WeightsFile::Network),
            (NetworkChoice::Given(Some(_)), true) => None,
            _ => eval::patterns::file_name(variant).map(|_| WeightsFile::Patterns(variant)),
        }
    }

    /// [`Engine::weights_for`], if the program has not got it yet: never in a native program,
    /// which has every file built in.
    pub fn missing_weights(&self, variant: Variant) -> Option<WeightsFile> {
        self.weights_for(variant).filter(|file| !file.is_loaded())
    }

    /// Forgets everything learnt (a new game); the endgame tables stay, they are facts.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.order.clear();
    }

    /// Searches the game's current position (the game gives repetition history and draw counters).
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        level: Level,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let pos = *game.position();
        let settings = level.settings();
        // Before the clock starts: building takes a moment once, and the search must still
        // get its whole time.
        self.prepare_tables(&pos, level);
        let started = clock.now_ms();
        let mut root_moves: Vec<RootMove> = pos
            .legal_moves()
            .into_iter()
            .map(|mv| RootMove { mv, score: 0 })
            .collect();
        if root_moves.is_empty() {
            return SearchResult {
                best_move: None,
                score: if pos.variant().goal() == draughts::Goal::GiveAway {
                    Score::win_in(0)
                } else {
                    Score::loss_in(0)
                },
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        }
        let budget = Budget {
            max_depth: limits
                .depth
                .unwrap_or(u32::MAX)
                .min(settings.max_depth)
                .min(score::MAX_PLY as u32 - 8),
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            deadline_ms: limits
                .movetime_ms
                .map(|ms| started + ms.max(0.0) * f64::from(settings.time_percent) / 100.0),
            clock,
        };
        let style = Style {
            noise: settings.eval_noise,
            seed: limits.seed,
            exact_root: settings.wander_percent > 0,
        };
        let (counters, path) = Path::from_game(game);
        let evaluator = Evaluator::with_network(pos.variant(), self.network());
        self.tt.new_search();
        self.order.new_search();
        let mut report = |it: &Iteration| {
            on_info(&Info {
                depth: it.depth,
                score: Score(it.score),
                nodes: it.nodes,
                elapsed_ms: clock.now_ms() - started,
                pv: it.pv.clone(),
            })
        };
        let (finished, nodes) = draughts::dispatch!(pos.variant(), R => {
            let tables = settings.endgame_tables.then_some(&self.tables);
            let mut searcher = Searcher::<R>::new(
                &mut self.tt, &mut self.order, &evaluator, tables, budget, style, path,
            );
            let root = Node::new(pos, counters, &evaluator);
            let finished = searcher.iterate(&root, &mut root_moves, &mut report);
            (finished, searcher.nodes())
        });
        let best = root_moves[0];
        let mut result = match finished {
            Some(it) => SearchResult {
                best_move: Some(best.mv),
                score: Score(it.score),
                depth: it.depth,
                nodes,
                pv: if it.pv.first() == Some(&best.mv) {
                    it.pv
                } else {
                    vec![best.mv]
                },
            },
            None => SearchResult {
                best_move: Some(best.mv),
                score: Score(best.score),
                depth: 0,
                nodes,
                pv: vec![best.mv],
            },
        };
        if let Some(other) = level::wander(&root_moves, settings, limits.seed ^ pos.hash()) {
            result.best_move = Some(other.mv);
            result.score = Score(other.score);
            result.pv = vec![other.mv];
        }
        result
    }

    /// Builds the endgame tables a search from `pos` at `level` may reach, as [`Engine::search`]
    /// does first; true if it built any (worth an [`Engine::export_tables`] then).
    pub fn prepare_tables(&mut self, pos: &Position, level: Level) -> bool {
        level.settings().endgame_tables
            && draughts::dispatch!(pos.variant(), R => self.tables.prepare::<R>(pos))
    }

    /// The endgame tables built so far, as bytes that [`Engine::import_tables`] takes back,
    /// so that a program replacing its engine need not build them again; `None` before any.
    pub fn export_tables(&self) -> Option<Vec<u8>> {
        self.tables.export()
    }

    /// Takes the endgame tables of `variant` from [`Engine::export_tables`]'s bytes; returns
    /// how many they held. Bytes that are damaged, of another variant or of another format
    /// are refused and change nothing: the tables are then built when a search needs them.
    pub fn import_tables(&mut self, variant: Variant, bytes: &[u8]) -> Result<usize, TablesError> {
        self.tables.import(variant, bytes)
    }

    /// Whether the engine, playing `side`, accepts a draw offered in `game`: never in the first
    /// 20 moves; later when a short, fixed-size search finds it worse, or
    /// the position dead drawn (as [`Engine::offers_draw`] judges it).
    pub fn accepts_draw(&mut self, game: &Game, side: Color, clock: &dyn Clock) -> bool {
        if game.len() < 2 * DRAW_EARLIEST_MOVE {
            return false;
        }
        let score = self.judge(game, side, clock);
        score.value() <= -DRAW_ACCEPT_DEFICIT || self.is_dead_draw(game, score)
    }

    /// Whether the engine, playing `side`, would offer a draw in `game`: past the first
    /// 20 moves, in a dead-drawn position: a drawn endgame table, or a level
    /// position that a draw rule ends within 5 moves.
    pub fn offers_draw(&mut self, game: &Game, side: Color, clock: &dyn Clock) -> bool {
        if game.len() < 2 * DRAW_EARLIEST_MOVE {
            return false;
        }
        let score = self.judge(game, side, clock);
        self.is_dead_draw(game, score)
    }

    /// The score for `side` after a short search of fixed size, so that the answer is quick
    /// and the same every time.
    fn judge(&mut self, game: &Game, side: Color, clock: &dyn Clock) -> Score {
        let limits = Limits {
            depth: Some(DRAW_OFFER_DEPTH),
            nodes: Some(DRAW_OFFER_NODES),
            ..Limits::default()
        };
        let result = self.search(game, &limits, Level::MAX, clock, &mut |_| {});
        if game.position().turn() == side {
            result.score
        } else {
            -result.score
        }
    }

    /// A drawn endgame table's position, or a level one a draw rule is about to end.
    fn is_dead_draw(&self, game: &Game, score: Score) -> bool {
        let table_draw = self
            .tables
            .probe(game.position(), game.draw_counters())
            .is_some_and(|verdict| verdict == tablebase::Verdict::Draw);
        let rule_near = game
            .draw_progress()
            .iter()
            .any(|progress| progress.moves_left() <= DRAW_RULE_NEAR_MOVES);
        table_draw || (rule_near && score.value().abs() <= DEAD_DRAW_MARGIN)
    }
}
