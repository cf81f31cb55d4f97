//! Iterative deepening principal variation search over the rules type `R`.
//!
//! Captures are compulsory, so they are searched out rather than evaluated: below the nominal
//! depth the quiescence search plays every legal capture (there is no "standing pat" while a
//! capture is due), and a node with a single legal move does not use up depth. Draws come from
//! repetitions along the game and search path and from the variant's draw rules. Scores of
//! decided games count plies, so a nearer win is always preferred.

use super::draws::{self, Path};
use super::eval::{Evaluator, Material};
use super::hash;
use super::limits::Clock;
use super::order::{self, MoveOrder};
use super::reduction::late_move_reduction;
use super::score::{Score, MAX_PLY};
use super::tablebase::{Tablebases, Verdict};
use super::tt::{BestMove, Bound, Entry, TranspositionTable};
use draughts::draw::DrawCounters;
use draughts::geometry::DIRECTIONS;
use draughts::low_level::{self, DueCaptures};
use draughts::rng;
use draughts::rules::{Goal, Rules};
use draughts::Color;
use draughts::Position;
use draughts::{Move, MoveList};
use smallvec::SmallVec;
use std::marker::PhantomData;

const INFINITE: i32 = Score::INFINITE;
/// Nodes between two looks at the clock.
const CLOCK_INTERVAL: u64 = 1024;
/// How many of the quiet moves searched before a cut lose history by it.
const TRIED_QUIET_MAX: usize = 16;
/// Probe cuts ([`Searcher::probe_cut`]) from this depth on, at null-window nodes, with a
/// margin of this many hundredths of a man a ply, probing at this percentage of the depth.
/// Their matches: docs/journal/strength.md; other margins: docs/journal/experiments.md#search.
const PROBE_CUT_DEPTH: i32 = 3;
const PROBE_CUT_MARGIN: i32 = 10;
const PROBE_CUT_DEPTH_PERCENT: i32 = 40;
/// Only a node whose evaluation is at least this far (hundredths of a man) above `beta` is
/// probed: below, the probe would rarely cut and its nodes are better spent searching. Against
/// probing every node it did better than gates of 0 and 40 (docs/journal/strength.md,
/// docs/journal/experiments.md#search).
const PROBE_CUT_GATE: i32 = 20;
/// Reverse futility pruning (in [`Searcher::search`]) up to this depth, with a margin of this
/// many hundredths of a man a ply. Its matches: docs/journal/strength.md; the margins tried,
/// and internal iterative reduction tried alongside: docs/journal/experiments.md#search.
const FUTILITY_DEPTH: i32 = 3;
const FUTILITY_MARGIN: i32 = 30;
/// An iteration from this depth on first searches a window this wide on each side of the last
/// iteration's score (hundredths of a man); a side that fails is widened threefold each time,
/// and opened fully once past `ASPIRATION_LIMIT`.
const ASPIRATION_DEPTH: u32 = 5;
const ASPIRATION_WIDTH: i32 = 15;
const ASPIRATION_LIMIT: i32 = 400;

/// What bounds this search, already combined from the caller's limits and the level.
pub(crate) struct Budget<'c> {
    pub(crate) max_depth: u32,
    pub(crate) node_limit: u64,
    /// Clock time at which to stop, if any.
    pub(crate) deadline_ms: Option<f64>,
    pub(crate) clock: &'c dyn Clock,
}

/// How the level bends the search.
pub(crate) struct Style {
    /// Up to this much evaluation noise per leaf.
    pub(crate) noise: i32,
    pub(crate) seed: u64,
    /// Score every root move exactly (needed to pick a second-rate move on purpose).
    pub(crate) exact_root: bool,
}

/// A position in the search with what the search needs beside it: its hash, the draw
/// counters of the game line leading to it and the evaluation's piece-by-piece terms, all
/// updated move by move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub(crate) pos: Position,
    pub(crate) hash: u64,
    pub(crate) counters: DrawCounters,
    pub(crate) material: Material,
}

impl Node {
    pub(crate) fn new(pos: Position, counters: DrawCounters, eval: &Evaluator) -> Node {
        Node {
            pos,
            hash: pos.hash(),
            counters,
            material: eval.material(&pos),
        }
    }

    /// The node after a legal move.
    #[inline]
    fn after(&self, mv: &Move, eval: &Evaluator) -> Node {
        match self.pos.turn() {
            Color::White => self.after_for::<true, true>(mv, eval),
            Color::Black => self.after_for::<false, true>(mv, eval),
        }
    }

    /// [`Node::after`] without the hash (this node's is left in its place), for a node whose
    /// hash is not read: a quiescence node's, unless its leaf gets noise (see
    /// [`Searcher::leaf`]). [`Node::hash_after`] gives it if needed after all.
    #[inline]
    fn after_unhashed(&self, mv: &Move, eval: &Evaluator) -> Node {
        match self.pos.turn() {
            Color::White => self.after_for::<true, false>(mv, eval),
            Color::Black => self.after_for::<false, false>(mv, eval),
        }
    }

    /// The hash of the node after a legal move.
    #[inline]
    fn hash_after(&self, mv: &Move) -> u64 {
        match self.pos.turn() {
            Color::White => hash::after_move_for::<true>(&self.pos, self.hash, mv),
            Color::Black => hash::after_move_for::<false>(&self.pos, self.hash, mv),
        }
    }

    /// [`Node::after`] with the side to move (White if `WHITE`) known at compile time: one
    /// test of the colour instead of one in each of the updates. The hash is updated if `HASH`.
    #[inline(always)]
    fn after_for<const WHITE: bool, const HASH: bool>(&self, mv: &Move, eval: &Evaluator) -> Node {
        Node {
            pos: low_level::play::<WHITE>(&self.pos, mv),
            hash: if HASH {
                hash::after_move_for::<WHITE>(&self.pos, self.hash, mv)
            } else {
                self.hash
            },
            counters: self.counters.after(&self.pos, mv),
            material: eval.material_after_for::<WHITE>(&self.pos, self.material, mv),
        }
    }
}

/// A root move and what the last iteration said of it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RootMove {
    pub(crate) mv: Move,
    /// Exact for the best move (and for every move with `Style::exact_root`), else a bound.
    pub(crate) score: i32,
}

/// One finished iteration.
pub(crate) struct Iteration {
    pub(crate) depth: u32,
    pub(crate) score: i32,
    pub(crate) nodes: u64,
    pub(crate) pv: Vec<Move>,
}

/// The state of one search.
pub(crate) struct Searcher<'a, R: Rules> {
    tt: &'a mut TranspositionTable,
    order: &'a mut MoveOrder,
    eval: &'a Evaluator,
    /// The endgame tables, if the level plays from them.
    tables: Option<&'a Tablebases>,
    budget: Budget<'a>,
    style: Style,
    path: Path,
    /// `pv[ply]`: the best line found from the node at `ply`.
    pv: Vec<Vec<Move>>,
    nodes: u64,
    /// The node count at which [`Searcher::tick`] next looks at the limits: the node limit or
    /// the next look at the clock, whichever comes first (one comparison per node).
    next_check: u64,
    stopped: bool,
    /// Inside a probe for [`Searcher::probe_cut`]: its nodes do not probe again.
    probing: bool,
    _rules: PhantomData<R>,
}

impl<'a, R: Rules> Searcher<'a, R> {
    pub(crate) fn new(
        tt: &'a mut TranspositionTable,
        order: &'a mut MoveOrder,
        eval: &'a Evaluator,
        tables: Option<&'a Tablebases>,
        budget: Budget<'a>,
        style: Style,
        path: Path,
    ) -> Self {
        let next_check = CLOCK_INTERVAL.min(budget.node_limit);
        Searcher {
            tt,
            order,
            eval,
            tables,
            budget,
            style,
            path,
            pv: vec![Vec::new(); MAX_PLY + 1],
            nodes: 0,
            next_check,
            stopped: false,
            probing: false,
            _rules: PhantomData,
        }
    }

    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Deepens one ply at a time until a limit ends it, reporting each finished iteration.
    /// `moves` must be the root's legal moves (at least one); on return they are sorted best
    /// first, with the scores of the last iteration that reached them.
    pub(crate) fn iterate(
        &mut self,
        root: &Node,
        moves: &mut [RootMove],
        report: &mut dyn FnMut(&Iteration),
    ) -> Option<Iteration> {
        let mut last = None;
        let final_depth = self.final_depth(root, moves);
        for depth in 1..=self.budget.max_depth.max(1) {
            let guess = last.as_ref().map(|it: &Iteration| it.score);
            let score = self.aspirate(root, depth, moves, guess);
            if self.stopped {
                break;
            }
            moves.sort_by_key(|m| std::cmp::Reverse(m.score));
            let iteration = Iteration {
                depth,
                score,
                nodes: self.nodes,
                pv: self.pv[0].clone(),
            };
            report(&iteration);
            let decided_within_horizon = Score(score)
                .plies_to_end()
                .is_some_and(|plies| plies <= depth);
            last = Some(iteration);
            if moves.len() == 1 || decided_within_horizon || final_depth == Some(depth) {
                break;
            }
        }
        last
    }

    /// The iteration after which no deeper one can change a root move's score, if there is
    /// one: when every root move leads to a position scored on the spot, whatever the depth
    /// left (the endgame tables hold it, or the game ends there by a draw rule or for want of
    /// a move), iterating on would only repeat the same scores up to the depth cap and report
    /// a meaningless depth. That is depth 1, or depth 2 if a root move repeats a position:
    /// at depth 1 its child is judged by the quiescence search, which does not look for
    /// repetitions (captures and quiet leaves cannot repeat), and only from depth 2 on does
    /// it score the draw.
    fn final_depth(&mut self, root: &Node, moves: &[RootMove]) -> Option<u32> {
        let mut last = 1;
        for m in moves {
            let child = root.after(&m.mv, self.eval);
            self.path.push(child.hash);
            let repeats = self.path.is_repetition(child.counters);
            self.path.pop();
            let pos = &child.pos;
            let ends = low_level::due_captures::<R>(pos).is_none() && !can_step::<R>(pos)
                || draws::by_rule::<R>(pos, child.counters);
            if repeats {
                last = 2;
            } else if !ends && self.table_score(&child).is_none() {
                return None;
            }
        }
        Some(last)
    }

    /// The root searched to `depth`: the score usually lands near the last iteration's
    /// (`guess`), so a narrow window around it is searched first, which cuts more; only a side
    /// that fails is widened and searched again. Without a guess, in shallow iterations (whose
    /// scores still swing), for a decided score and when every root move must be scored
    /// exactly, the window is full.
    fn aspirate(
        &mut self,
        root: &Node,
        depth: u32,
        moves: &mut [RootMove],
        guess: Option<i32>,
    ) -> i32 {
        let guess = guess.filter(|&g| {
            depth >= ASPIRATION_DEPTH && !self.style.exact_root && !Score(g).is_decided()
        });
        let Some(guess) = guess else {
            return self.root(root, depth as i32, moves, -INFINITE, INFINITE);
        };
        let mut width = ASPIRATION_WIDTH;
        let (mut alpha, mut beta) = (guess - width, guess + width);
        loop {
            let score = self.root(root, depth as i32, moves, alpha, beta);
            if self.stopped || alpha < score && score < beta {
                return score;
            }
            width *= 3;
            let open = width > ASPIRATION_LIMIT;
            if score <= alpha {
                alpha = if open { -INFINITE } else { score - width };
            } else {
                beta = if open { INFINITE } else { score + width };
            }
        }
    }

    /// Searches every root move in the window `(alpha, beta)`; the best one moves to the front
    /// as soon as it is found, so an interrupted iteration still leaves the best move known in
    /// front. Returns `alpha` if every move fails low, and stops at the first move that
    /// reaches `beta`.
    fn root(
        &mut self,
        node: &Node,
        depth: i32,
        moves: &mut [RootMove],
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.pv[0].clear();
        self.nodes += 1;
        for i in 0..moves.len() {
            let mv = moves[i].mv;
            let score = if self.style.exact_root {
                self.child(node, &mv, depth - 1, 1, -INFINITE, INFINITE)
            } else if i == 0 {
                self.child(node, &mv, depth - 1, 1, alpha, beta)
            } else {
                self.child_scout(node, &mv, depth - 1, 1, alpha, beta)
            };
            if self.stopped {
                break;
            }
            moves[i].score = score;
            if score > alpha {
                alpha = score;
                moves[..=i].rotate_right(1);
                self.record_pv(0, mv);
                if alpha >= beta {
                    break;
                }
            }
        }
        alpha
    }

    /// Plays `mv` and searches the child with the window `(alpha, beta)`.
    fn child(
        &mut self,
        node: &Node,
        mv: &Move,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut due = None;
        let next = if depth <= 0 {
            // At the horizon a quiet position is judged by the evaluation, unless the opponent
            // threatens a capture: then one more move is searched (its children go straight
            // to the quiescence search, depth -1), so a shot one move away is not missed. The
            // quiescence search reads no hash (but for the noise) and no path.
            let mut next = node.after_unhashed(mv, self.eval);
            due = low_level::due_captures::<R>(&next.pos);
            if depth < 0 || due.is_some() || !self.opponent_could_capture(&next.pos) {
                if self.style.noise > 0 {
                    next.hash = node.hash_after(mv);
                }
                return -self.quiesce_with(&next, ply, -beta, -alpha, due.as_ref());
            }
            next.hash = node.hash_after(mv);
            next
        } else {
            node.after(mv, self.eval)
        };
        self.path.push(next.hash);
        let score = -self.search(&next, depth, ply, -beta, -alpha, due);
        self.path.pop();
        score
    }

    /// Like [`Searcher::child`] for a move not expected to be best: a null window first, the
    /// full window only if the move turns out better than `alpha`.
    fn child_scout(
        &mut self,
        node: &Node,
        mv: &Move,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let scout = self.child(node, mv, depth, ply, alpha, alpha + 1);
        if scout > alpha && scout < beta && !self.stopped {
            self.child(node, mv, depth, ply, alpha, beta)
        } else {
            scout
        }
    }

    /// Alpha-beta search of `node` at `ply` to `depth` plies. At the horizon (`depth <= 0`,
    /// where [`Searcher::child`] sends only quiet nodes under a threat) `due` is what it
    /// found: no capture due.
    fn search(
        &mut self,
        node: &Node,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        // The captures due, looked for at the horizon and where the table has nothing, else
        // only once the table cannot cut.
        mut due: Option<DueCaptures>,
    ) -> i32 {
        let pos = &node.pos;
        self.pv[ply].clear();
        if self.tick() {
            return 0;
        }
        if crowned::<R>(pos) {
            return -(Score::WIN - ply as i32);
        }
        let entry = self.tt.probe(node.hash, ply);
        let mut due_known = depth <= 0;
        if entry.is_none() {
            look_for_due::<R>(pos, &mut due, &mut due_known);
            // A position in the table has moves (only searched moves are stored); a position
            // with a capture due has some.
            if due.is_none() && !can_step::<R>(pos) {
                return stuck::<R>(ply);
            }
        }
        if self.path.is_repetition(node.counters) || draws::by_rule::<R>(pos, node.counters) {
            return 0;
        }
        if let Some(score) = self.table_score(node) {
            return score;
        }
        if ply >= MAX_PLY - 1 {
            return self.leaf(node);
        }
        // A win found elsewhere in fewer plies than this node can reach makes it irrelevant.
        alpha = alpha.max(-(Score::WIN - ply as i32));
        beta = beta.min(Score::WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let is_pv = beta - alpha > 1;
        if let Some(e) = entry {
            let usable = match e.bound {
                Bound::Exact => true,
                Bound::Lower => e.score >= beta,
                Bound::Upper => e.score <= alpha,
            };
            if !is_pv && e.depth >= depth && usable {
                return e.score;
            }
        }
        // Reverse futility pruning: a quiet node (no capture due, none threatened) a few
        // plies from the horizon whose evaluation clears `beta` by a margin growing with the
        // depth is cut with the evaluation less the margin, unsearched: that far ahead, the
        // side to move keeps enough of its lead to fail high, if it has a safe move (without
        // one, cuts missed a verified Russian shot). The evaluation is kept for the probe
        // cut's gate.
        let mut static_eval = None;
        if !is_pv && (1..=FUTILITY_DEPTH).contains(&depth) && !self.probing {
            look_for_due::<R>(pos, &mut due, &mut due_known);
            if due.is_none() && !Score(beta).is_decided() && !self.opponent_could_capture(pos) {
                let eval = self.eval.evaluate_with::<R>(pos, node.material);
                let cut = eval - depth * FUTILITY_MARGIN;
                if cut >= beta && self.has_safe_move(pos) {
                    return cut;
                }
                static_eval = Some(eval);
            }
        }
        if !is_pv && depth >= PROBE_CUT_DEPTH && !self.probing {
            if let Some(score) = self.probe_cut(node, depth, ply, beta, static_eval) {
                return score;
            }
        }
        look_for_due::<R>(pos, &mut due, &mut due_known);
        let color = pos.turn();
        let best_move = entry.and_then(|e| e.best);
        // The moves are listed only when needed. With a capture due, at once. Otherwise the
        // table's move and then the two killers, those legal here, are searched before the
        // others are listed, in the places the ordering would give them (it ranks the table's
        // move first and, with no crowning step on, the killers next), so that a cut by one of
        // them costs no move generation and no ordering. The rest are ranked only then, with
        // the history as those searches left it.
        let mut moves = MoveList::new();
        let mut early: SmallVec<[Move; 3]> = SmallVec::new();
        let mut table_is_early = false;
        if let Some(due) = &due {
            low_level::list_due_captures::<R>(pos, due, &mut moves);
        } else {
            if let Some(BestMove::Quiet(mv)) = best_move {
                if low_level::is_quiet_move::<R>(pos, &mv) {
                    early.push(mv);
                    table_is_early = true;
                }
            }
            if !low_level::can_crown_quietly::<R>(pos) {
                for slot in 0..2 {
                    if let Some(killer) = self.order.killer(ply, slot) {
                        if !early.contains(&killer) && low_level::is_quiet_move::<R>(pos, &killer) {
                            early.push(killer);
                        }
                    }
                }
            }
            if early.is_empty() {
                low_level::list_quiet::<R>(pos, &mut moves);
                if moves.is_empty() {
                    return stuck::<R>(ply);
                }
            }
        }
        // Past this point the searched moves are read through plain slices and flags, not the
        // small vectors, whose every access tests where their items are.
        let early = early.as_slice();
        let mut listed = !moves.is_empty();
        // A forced move costs no depth: this is how capture sequences get searched out.
        let single = if listed {
            moves.len() == 1
        } else {
            early.len() == 1 && low_level::count_quiet_moves::<R>(pos) == 1
        };
        let next_depth = if single { depth } else { depth - 1 };
        // The table's move is tried before the others are ranked: it often cuts at once.
        let mut table_index = match best_move {
            Some(BestMove::Capture(i)) if due.is_some() => {
                Some(usize::from(i)).filter(|&i| i < moves.len())
            }
            Some(BestMove::Quiet(mv)) if listed => moves.iter().position(|m| *m == mv),
            _ => None,
        };
        let mut ordering = order::Ordering::new();
        let original_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_found: Option<(Move, usize)> = None;
        // Whether the moves have just been listed after some were searched early.
        let mut late_list = false;
        for n in 0.. {
            let (mv, i) = if let Some(&mv) = early.get(n) {
                (mv, usize::MAX)
            } else {
                if !listed {
                    listed = true;
                    late_list = true;
                    low_level::list_quiet::<R>(pos, &mut moves);
                    if table_is_early {
                        table_index = moves.iter().position(|m| *m == early[0]);
                    }
                }
                let list = moves.as_slice();
                if n >= list.len() {
                    break;
                }
                let i = match table_index {
                    Some(first) if n == 0 => first,
                    _ if list.len() == 1 => 0,
                    _ => {
                        if ordering.is_empty() {
                            self.order.order(
                                list,
                                table_index.and_then(|i| u8::try_from(i).ok()),
                                ply,
                                color,
                                &mut ordering,
                            );
                            if table_index.is_some() {
                                // The table's move ranks first: take it out of the way.
                                order::pick(&mut ordering, 0);
                            }
                            // The killers searched early rank next: replay their picks, which
                            // leaves the rest as if they had not been searched early.
                            let skip = usize::from(table_index.is_some());
                            for (at, searched) in early.iter().enumerate().take(n).skip(skip) {
                                let k = order::pick(&mut ordering, at);
                                debug_assert_eq!(list[k], *searched);
                            }
                        }
                        order::pick(&mut ordering, n)
                    }
                };
                (list[i], i)
            };
            if (n == 1 && listed || late_list) && next_depth >= 1 {
                // The first move did not cut, so the others will likely all be searched (and
                // probe the table): their buckets are fetched now, all at once, so that the
                // cache misses overlap instead of costing one wait per move.
                late_list = false;
                let keys: SmallVec<[u64; 64]> = moves.iter().map(|m| node.hash_after(m)).collect();
                self.tt.touch(&keys);
            }
            // A late quiet move is first tried less deeply, the more so the later it comes and
            // the deeper the search (see `reduction`); only if it surprises is it searched in
            // full. Captures and promotions are never reduced.
            let reduction = if mv.is_capture() || mv.promotes() {
                0
            } else {
                late_move_reduction(depth, n, is_pv)
            };
            let reduced_fails_low = reduction > 0
                && self.child(node, &mv, next_depth - reduction, ply + 1, alpha, alpha + 1)
                    <= alpha;
            let score = if reduced_fails_low {
                alpha
            } else if n == 0 {
                self.child(node, &mv, next_depth, ply + 1, alpha, beta)
            } else {
                self.child_scout(node, &mv, next_depth, ply + 1, alpha, beta)
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_found = Some((mv, i));
                if score > alpha {
                    alpha = score;
                    if is_pv {
                        self.record_pv(ply, mv);
                    }
                    if alpha >= beta {
                        // The moves searched before this one, in order: the early ones, then
                        // the ordering's picks (which replayed the early ones' places).
                        let tried = (0..n.min(TRIED_QUIET_MAX)).map(|k| match early.get(k) {
                            Some(&mv) => mv,
                            None => moves[order::index(ordering[k])],
                        });
                        self.order.reward(&mv, tried, depth, ply, color);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(
            node.hash,
            ply,
            Entry {
                score: best,
                depth,
                bound,
                best: best_found.and_then(|(mv, i)| {
                    if mv.is_capture() {
                        u8::try_from(i).ok().map(BestMove::Capture)
                    } else {
                        Some(BestMove::Quiet(mv))
                    }
                }),
            },
        );
        best
    }

    /// A node expected to fail high (its evaluation clears `beta` by [`PROBE_CUT_GATE`]) is
    /// first searched much less deeply against a bound raised by a margin growing with the
    /// depth; if even that shallow search clears the raised bound, the full search would almost
    /// surely clear `beta`, and the node is cut with the shallow score less the margin (after
    /// Scan). `static_eval`: the evaluation if already known. `None`: search the node normally.
    fn probe_cut(
        &mut self,
        node: &Node,
        depth: i32,
        ply: usize,
        beta: i32,
        static_eval: Option<i32>,
    ) -> Option<i32> {
        let margin = depth * PROBE_CUT_MARGIN;
        let raised = beta + margin;
        if Score(beta).is_decided() || Score(raised).is_decided() {
            return None;
        }
        let eval =
            static_eval.unwrap_or_else(|| self.eval.evaluate_with::<R>(&node.pos, node.material));
        if eval < beta + PROBE_CUT_GATE {
            return None;
        }
        self.probing = true;
        let shallow = depth * PROBE_CUT_DEPTH_PERCENT / 100;
        let score = self.search(node, shallow, ply, raised - 1, raised, None);
        self.probing = false;
        if self.stopped {
            Some(0)
        } else {
            (score >= raised).then_some(score - margin)
        }
    }

    /// Resolves pending captures: a quiet position is evaluated, one with a capture due plays
    /// every capture (the side to move has no other choice).
    fn quiesce(&mut self, node: &Node, ply: usize, alpha: i32, beta: i32) -> i32 {
        let due = low_level::due_captures::<R>(&node.pos);
        self.quiesce_with(node, ply, alpha, beta, due.as_ref())
    }

    /// [`Searcher::quiesce`] when the caller has already looked for the captures due (found
    /// once: listing them reuses the search for them).
    fn quiesce_with(
        &mut self,
        node: &Node,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        due: Option<&DueCaptures>,
    ) -> i32 {
        let pos = &node.pos;
        self.pv[ply].clear();
        if self.tick() {
            return 0;
        }
        if crowned::<R>(pos) {
            return -(Score::WIN - ply as i32);
        }
        if due.is_none() && !can_step::<R>(pos) {
            return stuck::<R>(ply);
        }
        if draws::by_rule::<R>(pos, node.counters) {
            return 0;
        }
        if let Some(score) = self.table_score(node) {
            return score;
        }
        let Some(due) = due.filter(|_| ply < MAX_PLY - 1) else {
            return self.leaf(node);
        };
        let is_pv = beta - alpha > 1;
        let mut list = MoveList::new();
        low_level::list_due_captures::<R>(pos, due, &mut list);
        let moves = list.as_slice();
        let mut ordering = order::Ordering::new();
        // Captures that all rank alike (always so under a majority rule, unless some crown)
        // are picked in the order they were listed: the ordering would give that order too.
        let ordered = !order::captures_rank_alike(moves);
        if ordered {
            self.order
                .order(moves, None, ply, pos.turn(), &mut ordering);
        }
        let mut best = -INFINITE;
        for n in 0..moves.len() {
            let mv = if ordered {
                moves[order::pick(&mut ordering, n)]
            } else {
                moves[n]
            };
            let mut next = node.after_unhashed(&mv, self.eval);
            if self.style.noise > 0 {
                next.hash = node.hash_after(&mv);
            }
            let score = -self.quiesce(&next, ply + 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if is_pv {
                        self.record_pv(ply, mv);
                    }
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Whether the side to move has a quiet move that gives the opponent no capture. Without
    /// one it is in zugzwang, common in draughts (every move gives a piece away), and its
    /// evaluation says nothing of what it keeps.
    fn has_safe_move(&self, pos: &Position) -> bool {
        let mut moves = MoveList::new();
        low_level::list_quiet::<R>(pos, &mut moves);
        moves
            .iter()
            .any(|mv| !low_level::has_capture::<R>(&pos.play_unchecked(mv)))
    }

    /// Whether the opponent would have a capture if it were its turn.
    fn opponent_could_capture(&self, pos: &Position) -> bool {
        low_level::has_capture::<R>(&pos.with_turn(pos.turn().opponent()))
    }

    /// The endgame tables' score of a node they hold, from the side to move's point of view.
    #[inline]
    fn table_score(&self, node: &Node) -> Option<i32> {
        let verdict = self.tables?.probe(&node.pos, node.counters)?;
        Some(match verdict {
            Verdict::Draw => 0,
            Verdict::Win { winner, margin } => {
                let score = Score::table_win(margin).value();
                if winner == node.pos.turn() {
                    score
                } else {
                    -score
                }
            }
        })
    }

    /// The evaluation of a quiet leaf, with the level's noise.
    fn leaf(&self, node: &Node) -> i32 {
        let score = self.eval.evaluate_with::<R>(&node.pos, node.material);
        let noise = self.style.noise;
        if noise <= 0 {
            return score;
        }
        let spread = 2 * noise as u64 + 1;
        let jitter = (rng::mix(node.hash ^ self.style.seed) % spread) as i32 - noise;
        (score + jitter).clamp(-Score::DECIDED, Score::DECIDED)
    }

    /// `mv` followed by the child's line becomes the line of `ply`. Only nodes searched with an
    /// open window (`beta - alpha > 1`) record their line: a null-window node's line can never
    /// reach the root's (its parent either searches the move again with the open window or,
    /// failing high there, is itself refuted one ply up), so copying it would be waste.
    fn record_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(mv);
        if let Some(child) = tail.first() {
            line.extend_from_slice(child);
        }
    }

    /// Counts a node and checks the limits; true once the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.check_limits();
        }
        self.stopped
    }

    /// Stops the search at the node limit; every `CLOCK_INTERVAL` nodes, also at the deadline
    /// or when the caller asks.
    #[cold]
    fn check_limits(&mut self) {
        if self.nodes >= self.budget.node_limit {
            self.stopped = true;
            return;
        }
        if self.nodes % CLOCK_INTERVAL == 0 {
            let clock = self.budget.clock;
            let late = self
                .budget
                .deadline_ms
                .is_some_and(|deadline| clock.now_ms() >= deadline);
            self.stopped = late || clock.stop_requested();
        }
        let next_look = (self.nodes / CLOCK_INTERVAL + 1) * CLOCK_INTERVAL;
        self.next_check = next_look.min(self.budget.node_limit);
    }
}

/// Looks for the captures due at `pos` into `due` unless `known` says they were looked for: a
/// node looks for them only once, and only when something needs them.
fn look_for_due<R: Rules>(pos: &Position, due: &mut Option<DueCaptures>, known: &mut bool) {
    if !*known {
        *due = low_level::due_captures::<R>(pos);
        *known = true;
    }
}

/// The score of a side to move without a legal move `ply` plies from the root: lost, or won in
/// Antidraughts.
fn stuck<R: Rules>(ply: usize) -> i32 {
    let lost = -(Score::WIN - ply as i32);
    if R::GOAL == Goal::GiveAway {
        -lost
    } else {
        lost
    }
}

/// Whether the side not to move has crowned and so won (Breakthrough: a king on the board
/// ends the game, and the side to move cannot have made it).
#[inline(always)]
fn crowned<R: Rules>(pos: &Position) -> bool {
    R::GOAL == Goal::Crown && pos.kings().any()
}

/// Whether the side to move has a non-capturing move: some man or king has a free square next
/// to it in a direction it may step (a flying king that can move at all can move one square).
fn can_step<R: Rules>(pos: &Position) -> bool {
    let board = R::BOARD;
    let color = pos.turn();
    let own = pos.pieces(color);
    let empty = (board.squares - pos.occupied()).0;
    let men = (own - pos.kings()).0;
    let kings = (own & pos.kings()).0;
    (0..DIRECTIONS).any(|d| {
        let man_dir = board.man_step_dirs[color as usize] & (1 << d) != 0;
        (man_dir && board.step(men, d) & empty != 0) || board.step(kings, d) & empty != 0
    })
}
