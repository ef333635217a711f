//! The search: iterative-deepening negamax with principal-variation search, a transposition
//! table, move ordering and a quiescence extension on captures.
//!
//! * **Nodes** are positions the search visits (interior, quiescence and leaf). An interior
//!   node first searches the transposition table's move alone ([`Position::legal_sowing`]);
//!   only if it does not cut off are the other moves generated ([`Position::sowings`], which
//!   simulates each legal move once), and a move's position is built
//!   ([`Position::complete`]) only when the search enters it. In a Bawo gambit at the root,
//!   every position the gambit look-ahead evaluates (`gambit.rs`) is a node too, so its hill
//!   climb is bounded, cancelled and timed like the rest of the search.
//! * **Game ends** inside the tree follow RULES.md §11, all decided in one place
//!   (`Searcher::reached`): a child reached by Bao hamna is lost for its side to move, one
//!   reached by Bawo self-emptying is won; an empty front row or no successors loses; a third
//!   occurrence (counting the game's history) or a repetition inside the searched line is a
//!   draw, and so is ply 1000.
//! * **Multi-PV**: the root searches its best [`Limits::lines`] moves with a full window and
//!   the others with a null window against the worst of those (see
//!   `Searcher::root_iteration`); with one line this is plain principal-variation search.
//!   Principal variations come from a triangular table filled at the nodes inside their
//!   window, lengthened along the transposition table where a table hit cut them short.
//! * **Verdicts**: a position with one legal move comes back unsearched as
//!   [`Verdict::Forced`] unless [`Limits::search_forced`]; otherwise each line's score is a
//!   [`Verdict::Proven`] result or a [`Verdict::Eval`]. Scores leave the search from South's
//!   side (`score.rs`).
//! * **Quiescence**: capturing is compulsory in Bao, so there is no "stand pat": at the horizon
//!   a side that has a capture must play one, and the search follows captures (up to
//!   [`MAX_QUIESCENCE`] plies) until a quiet position can be evaluated.
//! * **Stopping**: the caller's cancel flag and clock are polled every [`POLL_INTERVAL`] nodes
//!   and a node budget is checked at every node, so a stop is honoured within that many nodes;
//!   the engine itself has no clock. The best lines of the deepest finished iteration are kept
//!   (or those of the unfinished one, once it has searched as many moves as there are lines).
//! * **Determinism**: without a clock, the same position, history and limits always give the
//!   same move and node count.

use bao_engine::sort::sort_by_key;
use bao_engine::{game_end, Dir, Hole, LegalMoveCheck, Move, MoveInfo, Outcome, Position, Side, SowMove, Sowing, Stage, Successor, PLY_LIMIT};

use super::eval::Evaluator;
use super::gambit;
use super::pv::{Line, RootMove, TopLines};
use super::score::{south_view, Verdict, INFINITY, PROVEN, WIN};

/// The cancel flag and the clock are consulted once per this many nodes.
pub const POLL_INTERVAL: u64 = 1024;
/// Most plies of captures followed beyond the nominal depth.
pub const MAX_QUIESCENCE: u32 = 4;
/// Deepest iteration ever started.
pub const MAX_DEPTH: u32 = 64;

/// What a search reports and when it must stop. Unset limits do not apply.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The deepest iteration to search ([`MAX_DEPTH`] by default).
    pub depth: u32,
    /// A node budget: reproducible, the same budget gives the same result.
    pub nodes: Option<u64>,
    /// Milliseconds by the caller's clock; ignored without a clock.
    pub millis: Option<f64>,
    /// Multi-PV: how many root moves come back as [`Line`]s with exact scores and principal
    /// variations, best first (1 by default; 0 reads as 1). One search finds them all: the
    /// first `lines` root moves get a full window, the others a null window against the
    /// `lines`-th best score, and only those that beat it are searched again.
    pub lines: usize,
    /// Search a position with one legal move too (for its evaluation), instead of returning
    /// that move at once with [`Verdict::Forced`].
    pub search_forced: bool,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { depth: MAX_DEPTH, nodes: None, millis: None, lines: 1, search_forced: false }
    }
}

/// The caller's side of a search: its clock, cancel flag and progress reports.
#[derive(Default)]
pub struct Hooks<'a> {
    /// Milliseconds from any fixed origin (`Instant` natively, `Date.now()` in a worker).
    pub clock: Option<&'a dyn Fn() -> f64>,
    /// Polled every [`POLL_INTERVAL`] nodes; `true` stops the search.
    pub cancel: Option<&'a dyn Fn() -> bool>,
    /// Called after every finished iteration and whenever the best lines change.
    pub progress: Option<&'a mut dyn FnMut(&ProgressReport)>,
}

/// A progress report: the deepest finished iteration and the best lines so far.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgressReport {
    /// The deepest finished iteration (a report in the middle of the next one, when its best
    /// lines changed, still gives this depth; its lines carry their own).
    pub depth: u32,
    /// The best move so far.
    pub best: Move,
    /// Its score from South's side (proven results are `±(WIN − plies)`).
    pub score: i32,
    /// What `score` means.
    pub verdict: Verdict,
    /// Nodes visited so far.
    pub nodes: u64,
    /// The best root moves so far, as [`SearchResult::lines`] would give them now.
    pub lines: Vec<Line>,
}

/// What a search found. Every score is from South's side (see `score.rs`).
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    /// The best move's score from South's side: `±(WIN − plies)` for a proven result, 0 for
    /// [`Verdict::Forced`].
    pub score: i32,
    /// What the search says about the position: [`Verdict::Forced`] (one legal move, not
    /// searched), [`Verdict::Proven`] (also when the side to move has no move: a loss in 0
    /// plies) or [`Verdict::Eval`].
    pub verdict: Verdict,
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The [`Limits::lines`] best root moves (fewer if there are fewer legal moves), distinct,
    /// best first, each with its score, verdict, depth and principal variation; the first is
    /// `best`. Empty when there is no legal move or no iteration finished a root move.
    pub lines: Vec<Line>,
    /// With [`Search::exact_root_scores`]: every root move with its exact score from South's
    /// side at `depth`, best first for the side to move.
    pub root_scores: Vec<(Move, i32)>,
}

/// A search configuration; [`Search::run`] does the work.
///
/// ```
/// use bao_ai::{Evaluator, Hooks, Limits, Search, Verdict};
/// use bao_engine::{BawoSetup, Position, Variant};
///
/// let pos = Position::start(Variant::Kujifunza, BawoSetup::default());
/// let evaluator = Evaluator::default();
/// // The three best first moves, from one search of 20,000 nodes (reproducible: no clock).
/// let limits = Limits { nodes: Some(20_000), lines: 3, ..Limits::default() };
/// let result = Search::new(&evaluator, limits).run(&pos, &[], Hooks::default());
/// assert_eq!(result.lines.len(), 3);
/// assert_eq!(result.best.as_ref(), Some(&result.lines[0].mv));
/// assert!(result.lines.windows(2).all(|pair| pair[0].score >= pair[1].score), "South moves: best first");
/// assert!(matches!(result.verdict, Verdict::Eval(_) | Verdict::Proven { .. }));
/// for line in &result.lines {
///     assert!(pos.play(&line.pv[0]).is_ok());
/// }
/// ```
pub struct Search<'e> {
    /// The evaluation of quiet positions at the horizon.
    pub evaluator: &'e Evaluator,
    /// Depth, budgets, lines and whether to search a forced move.
    pub limits: Limits,
    /// Search every root move with a full window so that all root scores are exact (for the
    /// levels that choose among moves by their scores), instead of only proving the best.
    pub exact_root_scores: bool,
}

impl<'e> Search<'e> {
    /// A search with these limits and only the best root moves proven.
    pub fn new(evaluator: &'e Evaluator, limits: Limits) -> Search<'e> {
        Search { evaluator, limits, exact_root_scores: false }
    }

    /// Searches `pos`. `history` holds the keys of the game's positions before `pos` (oldest
    /// first, without `pos`), for the repetition rule.
    pub fn run(&self, pos: &Position, history: &[u64], hooks: Hooks<'_>) -> SearchResult {
        let mut searcher = Searcher::new(self, history, hooks);
        searcher.path.push(pos.key());
        searcher.root(pos)
    }
}

/// Transposition-table bound kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
struct TtEntry {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    /// The best move: a sowing packed by [`pack_sow`], or in a gambit position the index of
    /// the placement in the node's (deterministic) candidate list; [`NO_MOVE`] for none.
    best: u8,
}

const NO_MOVE: u8 = u8::MAX;

const EMPTY_ENTRY: TtEntry = TtEntry { key: 0, score: 0, depth: 0, bound: Bound::Upper, best: NO_MOVE };

/// Entries in the largest transposition table (16 bytes each: 32 MiB).
const MAX_TT_ENTRIES: usize = 1 << 21;

/// Searches this deep or shallower get a small transposition table.
const SHALLOW_DEPTH: u32 = 6;

/// Two killer moves per ply: quiet moves that caused a cutoff at the same ply elsewhere.
type Killers = [Option<SowMove>; 2];

struct Searcher<'s, 'h> {
    evaluator: &'s Evaluator,
    limits: Limits,
    exact_root_scores: bool,
    hooks: Hooks<'h>,
    /// Absolute deadline by the caller's clock.
    deadline: Option<f64>,
    nodes: u64,
    stopped: bool,
    tt: Vec<TtEntry>,
    killers: Vec<Killers>,
    /// Quiet-move cutoff counts per side, start hole and direction.
    quiet_history: [[u32; 32]; 2],
    /// Positions that occurred twice before the root: a third occurrence draws.
    seen_twice: Vec<u64>,
    /// Keys of the root and the positions along the line being searched.
    path: Vec<u64>,
    /// Move-list buffers per ply, reused from node to node instead of allocated.
    scratch: Vec<Scratch>,
    /// The triangular principal-variation table: `pv[ply]` is the best line found from the
    /// node at `ply` (its first move first), rebuilt whenever a move raises the node's score
    /// inside its window; cleared when a node is entered.
    pv: Vec<Vec<Move>>,
}

/// The buffers one node uses for its moves.
#[derive(Default)]
struct Scratch {
    sowings: Vec<Sowing>,
    /// `(priority, index)` of the moves not searched yet (see [`Searcher::priority`]).
    order: Vec<(u64, usize)>,
}

/// The moves of an interior node, generated once its transposition-table move is searched.
enum NodeMoves<'m> {
    /// Legal sowings, completed into positions only when searched.
    Sowings(&'m [Sowing]),
    /// Bawo's gambit: the placements the search considers, already played.
    Placements(&'m [Successor]),
}

impl NodeMoves<'_> {
    fn info(&self, index: usize) -> &MoveInfo {
        match self {
            NodeMoves::Sowings(sowings) => &sowings[index].info,
            NodeMoves::Placements(placements) => &placements[index].info,
        }
    }

    fn sow(&self, index: usize) -> Option<SowMove> {
        match self {
            NodeMoves::Sowings(sowings) => Some(sowings[index].mv),
            NodeMoves::Placements(_) => None,
        }
    }

    fn len(&self) -> usize {
        match self {
            NodeMoves::Sowings(sowings) => sowings.len(),
            NodeMoves::Placements(placements) => placements.len(),
        }
    }

    fn successor(&self, pos: &Position, index: usize) -> Successor {
        match self {
            NodeMoves::Sowings(sowings) => pos.complete(&sowings[index]),
            NodeMoves::Placements(placements) => placements[index].clone(),
        }
    }
}

/// What the search finds on entering a position: a finished game (or a drawn repetition) with
/// its value for the side to move, or an open position with its key.
enum Reached {
    Ended(i32),
    Open(u64),
}

/// The state of a node's move loop: its window and the best move so far.
struct Window {
    alpha: i32,
    beta: i32,
    best: i32,
    /// The best move in the transposition table's encoding.
    best_move: u8,
    /// Whether a move has been searched (the first gets the full window).
    searched_any: bool,
}

impl<'s, 'h> Searcher<'s, 'h> {
    fn new(search: &'s Search<'_>, history: &[u64], hooks: Hooks<'h>) -> Self {
        // The keys the history holds twice or more, each once (a game's history is a few
        // hundred keys at most: a scan links less code than a map).
        let mut seen_twice: Vec<u64> = Vec::new();
        for (i, key) in history.iter().enumerate() {
            if history[..i].contains(key) && !seen_twice.contains(key) {
                seen_twice.push(*key);
            }
        }
        // A node budget or a shallow depth bounds the entries a search can fill, and a small
        // table is quicker to allocate: the weak levels search many times a second.
        let entries = match search.limits.nodes {
            Some(n) => (n as usize).saturating_mul(2).next_power_of_two().clamp(1 << 10, MAX_TT_ENTRIES),
            None if search.limits.depth <= SHALLOW_DEPTH => 1 << 16,
            None => MAX_TT_ENTRIES,
        };
        let deadline = match (hooks.clock, search.limits.millis) {
            (Some(clock), Some(ms)) => Some(clock() + ms),
            _ => None,
        };
        Searcher {
            evaluator: search.evaluator,
            limits: search.limits,
            exact_root_scores: search.exact_root_scores,
            hooks,
            deadline,
            nodes: 0,
            stopped: false,
            tt: vec![EMPTY_ENTRY; entries],
            killers: vec![[None; 2]; (MAX_DEPTH + MAX_QUIESCENCE + 2) as usize],
            quiet_history: [[0; 32]; 2],
            seen_twice,
            path: Vec::with_capacity(128),
            scratch: Vec::new(),
            pv: vec![Vec::new(); (MAX_DEPTH + MAX_QUIESCENCE + 3) as usize],
        }
    }

    /// Counts a visited node and decides whether the search must stop.
    fn visit(&mut self) {
        if self.stopped {
            return;
        }
        self.nodes += 1;
        if self.limits.nodes.is_some_and(|budget| self.nodes >= budget) {
            self.stopped = true;
        }
        if self.nodes.is_multiple_of(POLL_INTERVAL) {
            let cancelled = self.hooks.cancel.is_some_and(|cancel| cancel());
            let late = match (self.deadline, self.hooks.clock) {
                (Some(deadline), Some(clock)) => clock() >= deadline,
                _ => false,
            };
            self.stopped |= cancelled || late;
        }
    }

    /// Reports the best lines so far (`lines_depth` is the iteration they come from, `depth`
    /// the deepest finished one); builds nothing when nobody listens.
    fn report(&mut self, pos: &Position, depth: u32, top: &[RootMove], lines_depth: u32) {
        if self.hooks.progress.is_none() || top.is_empty() {
            return;
        }
        let lines = self.lines(pos, top, lines_depth);
        let best = &lines[0];
        let report = ProgressReport { depth, best: best.mv, score: best.score, verdict: best.verdict, nodes: self.nodes, lines: lines.clone() };
        if let Some(progress) = self.hooks.progress.as_mut() {
            progress(&report);
        }
    }

    /// The moves of a position with their results: gambit candidates or every legal move.
    fn children(&mut self, pos: &Position, at_root: bool) -> Vec<Successor> {
        if pos.stage() != Stage::Gambit {
            return pos.successors();
        }
        let placements = if at_root {
            let evaluator = self.evaluator;
            gambit::root_candidates(pos, evaluator, &mut || {
                self.visit();
                !self.stopped
            })
        } else {
            gambit::candidates(pos)
        };
        placements
            .into_iter()
            .map(|placement| {
                let mv = Move::Gambit(placement);
                let played = pos.play(&mv).expect("gambit candidates are legal placements");
                Successor { mv, position: played.position, info: played.info }
            })
            .collect()
    }

    fn root(&mut self, pos: &Position) -> SearchResult {
        let to_move = pos.to_move();
        let children = self.children(pos, true);
        // No legal move: the side to move has lost (RULES.md §11), 0 plies from here.
        let lost = Verdict::Proven { winner: to_move.opponent(), plies: 0 };
        let mut result =
            SearchResult { best: None, score: south_view(-WIN, to_move), verdict: lost, depth: 0, nodes: 0, lines: Vec::new(), root_scores: Vec::new() };
        if children.is_empty() {
            return result;
        }
        // Until an iteration finishes, the move ordering's favourite stands in. A stable sort
        // keeps the engine's order among equals, so the search stays deterministic.
        let keys = self.order_keys(to_move, 0);
        let mut order: Vec<usize> = (0..children.len()).collect();
        sort_by_key(&mut order, |&i| std::cmp::Reverse(keys.priority(&children[i].info, sow_of(&children[i].mv))));
        let favourite = children[order[0]].mv;
        if children.len() == 1 && !self.exact_root_scores && !self.limits.search_forced {
            return SearchResult { best: Some(favourite), score: 0, verdict: Verdict::Forced, lines: vec![Line::forced(favourite)], ..result };
        }
        let k = self.limits.lines.clamp(1, children.len());
        let (mut scores, mut best, mut best_depth) = (vec![-INFINITY; children.len()], Vec::new(), 0);
        for depth in 1..=self.limits.depth {
            let (top, iteration_scores) = self.root_iteration(pos, &children, &order, k, depth);
            // A finished root move is exact at this depth even if the iteration is not: its
            // best `k` stand once `k` are in (with one line: once the first is).
            if top.is_full() {
                (best, best_depth) = (top.moves().to_vec(), depth);
            }
            if self.stopped {
                break;
            }
            result.depth = depth;
            scores = iteration_scores;
            self.report(pos, depth, &best, best_depth);
            // Search the next iteration best-first; a stable sort keeps the ordering's ties.
            sort_by_key(&mut order, |&index| std::cmp::Reverse(scores[index]));
            if best.iter().all(|line: &RootMove| line.score.abs() >= PROVEN) && !self.exact_root_scores {
                break;
            }
        }
        result.lines = self.lines(pos, &best, best_depth);
        match result.lines.first() {
            Some(line) => (result.best, result.score, result.verdict) = (Some(line.mv), line.score, line.verdict),
            // Stopped before a root move was searched: the ordering's favourite, no verdict.
            None => (result.best, result.score, result.verdict) = (Some(favourite), 0, Verdict::Eval(0)),
        }
        if self.exact_root_scores {
            result.root_scores = order.iter().map(|&i| (children[i].mv, south_view(scores[i], to_move))).collect();
        }
        result.nodes = self.nodes;
        result
    }

    /// One iteration at the root, searching the moves in `order`: the best `k` so far with a
    /// full window (all of them with [`Search::exact_root_scores`]), every other first with a
    /// null window against the `k`-th best score, and again with a window above it only if it
    /// beats it — principal-variation search, with `k` principal moves instead of one. Returns
    /// the best `k` moves found before the iteration ended or stopped and every finished
    /// move's score (exact for those in the best `k`, an upper bound for the others).
    fn root_iteration(&mut self, pos: &Position, children: &[Successor], order: &[usize], k: usize, depth: u32) -> (TopLines, Vec<i32>) {
        let mut top = TopLines::new(k);
        let mut scores = vec![-INFINITY; children.len()];
        for (i, &index) in order.iter().enumerate() {
            let child = &children[index];
            let bar = top.bar();
            let full_window = !top.is_full() || self.exact_root_scores;
            let mut score = if full_window {
                -self.child_value(child, depth - 1, 0, -INFINITY, INFINITY, 1)
            } else {
                -self.child_value(child, depth - 1, 0, -bar - 1, -bar, 1)
            };
            if !full_window && score > bar && !self.stopped {
                score = -self.child_value(child, depth - 1, 0, -INFINITY, -bar, 1);
            }
            if self.stopped {
                break;
            }
            scores[index] = score;
            if top.admits(score) {
                let mut pv = Vec::with_capacity(self.pv[1].len() + 1);
                pv.push(child.mv);
                pv.extend_from_slice(&self.pv[1]);
                top.insert(RootMove { index, score, pv });
                if top.is_full() && (depth > 1 || i >= k) {
                    self.report(pos, depth - 1, top.moves(), depth);
                }
            }
        }
        (top, scores)
    }

    /// The lines of root moves found at `depth`, each principal variation lengthened along the
    /// transposition table where a table hit cut it short (see [`Searcher::lengthen`]).
    fn lines(&self, pos: &Position, top: &[RootMove], depth: u32) -> Vec<Line> {
        top.iter().map(|root| Line::searched(self.lengthen(pos, root.pv.clone(), depth), root.score, pos.to_move(), depth)).collect()
    }

    /// Follows the transposition table's exact entries from the end of `pv` (a node cut off by
    /// the table has no line of its own), while the game goes on, no position repeats and the
    /// line is no longer than the search could have looked.
    fn lengthen(&self, pos: &Position, mut pv: Vec<Move>, depth: u32) -> Vec<Move> {
        let longest = (depth + MAX_QUIESCENCE) as usize;
        let mut at = pos.clone();
        let mut seen = vec![pos.key()];
        for mv in &pv {
            let Ok(played) = at.play(mv) else { return pv };
            if played.info.bao_hamna || played.info.self_emptied {
                return pv;
            }
            at = played.position;
            seen.push(at.key());
        }
        while pv.len() < longest && at.stage() != Stage::Gambit && !at.front_row_empty(at.to_move()) && at.ply() < PLY_LIMIT {
            let key = at.key();
            let entry = self.tt[(key as usize) & (self.tt.len() - 1)];
            if entry.key != key || entry.bound != Bound::Exact {
                break;
            }
            let Some(sowing) = unpack_sow(entry.best, at.to_move()).and_then(|sow| at.legal_sowing(sow)) else { break };
            let next = at.complete(&sowing);
            let ended = next.info.bao_hamna || next.info.self_emptied;
            pv.push(next.mv);
            at = next.position;
            if ended || seen.contains(&at.key()) || self.seen_twice.contains(&at.key()) {
                break;
            }
            seen.push(at.key());
        }
        pv
    }

    /// The value of a successor for its own side to move, searched `depth` more plies (0: the
    /// quiescence search, `quiescence` plies into it).
    fn child_value(&mut self, child: &Successor, depth: u32, quiescence: u32, alpha: i32, beta: i32, ply: u32) -> i32 {
        self.pv[ply as usize].clear();
        let key = match self.reached(child, ply) {
            Reached::Ended(value) => return value,
            Reached::Open(key) => key,
        };
        self.path.push(key);
        let pos = &child.position;
        let value = if depth == 0 { self.quiesce(pos, quiescence, alpha, beta, ply) } else { self.negamax(pos, key, depth, alpha, beta, ply) };
        self.path.pop();
        value
    }

    /// The end-of-game checks of RULES.md §11 for a position the search reaches, in their
    /// order (settled 11) — the one place in the search that decides them: a child reached by
    /// Bao hamna is lost for its side to move, one reached by Bawo self-emptying is won; an
    /// empty front row loses; a third occurrence (counting the game's history), a repetition
    /// inside the searched line (the search's own rule) or ply [`PLY_LIMIT`] draws, unless the
    /// side to move has no move, which loses first. (Having no move elsewhere is found by the
    /// node itself, which generates the moves anyway.) Values are for the child's side to move.
    fn reached(&self, child: &Successor, ply: u32) -> Reached {
        let pos = &child.position;
        let to_move_wins = WIN - ply as i32;
        let key = pos.key();
        let repeated = self.path.contains(&key) || self.seen_twice.contains(&key);
        // No legal move is found when the node is expanded (no successors lose), so the engine
        // asks for it only before a draw.
        match game_end(pos, Some(&child.info), repeated, LegalMoveCheck::Deferred(|| pos.has_legal_move())) {
            Some((Outcome::Win(winner), _)) => return Reached::Ended(if winner == pos.to_move() { to_move_wins } else { -to_move_wins }),
            Some((Outcome::Draw, _)) => return Reached::Ended(0),
            None => {}
        }
        Reached::Open(key)
    }

    /// Makes `mv` followed by the line below it the line of the node at `ply`.
    fn set_pv(&mut self, ply: u32, mv: &Move) {
        let (above, below) = self.pv.split_at_mut(ply as usize + 1);
        let line = &mut above[ply as usize];
        line.clear();
        line.push(*mv);
        line.extend_from_slice(&below[0]);
    }

    fn negamax(&mut self, pos: &Position, key: u64, depth: u32, alpha: i32, beta: i32, ply: u32) -> i32 {
        self.visit();
        if self.stopped {
            return 0;
        }
        let slot = (key as usize) & (self.tt.len() - 1);
        let entry = self.tt[slot];
        let mut tt_move = NO_MOVE;
        if entry.key == key {
            tt_move = entry.best;
            if entry.depth as u32 >= depth {
                let score = score_from_tt(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }
        let mut window = Window { alpha, beta, best: -INFINITY, best_move: NO_MOVE, searched_any: false };
        let gambit = pos.stage() == Stage::Gambit;
        // The table's move is searched before the others are generated: at a cut node it
        // often refutes alone, and then the node simulates one move instead of all of them.
        // The others are ordered as if it had not been searched yet.
        let keys = self.order_keys(pos.to_move(), ply);
        let tt_sowing = if gambit { None } else { unpack_sow(tt_move, pos.to_move()).and_then(|sow| pos.legal_sowing(sow)) };
        if let Some(sowing) = &tt_sowing {
            let cut = self.search_move(pos, &pos.complete(sowing), tt_move, depth, ply, &mut window);
            if self.stopped {
                return 0;
            }
            if cut {
                self.store(slot, key, depth, ply, alpha, &window);
                return window.best;
            }
        }
        let mut scratch = self.take_scratch(ply);
        let placements;
        let moves = if gambit {
            placements = self.children(pos, false);
            NodeMoves::Placements(&placements)
        } else {
            pos.sowings(&mut scratch.sowings);
            NodeMoves::Sowings(&scratch.sowings)
        };
        if moves.len() == 0 {
            self.restore_scratch(ply, scratch);
            return -(WIN - ply as i32);
        }
        let searched = tt_sowing.map(|sowing| sowing.mv);
        let tt_index = if gambit { Some(tt_move as usize) } else { None };
        keys.fill_order(&mut scratch.order, &moves, |index| searched.is_some() && moves.sow(index) == searched, tt_index);
        for next in 0..scratch.order.len() {
            let index = select_next(&mut scratch.order, next);
            let code = match moves.sow(index) {
                Some(sow) => pack_sow(sow),
                None => u8::try_from(index).unwrap_or(NO_MOVE),
            };
            if self.search_move(pos, &moves.successor(pos, index), code, depth, ply, &mut window) || self.stopped {
                break;
            }
        }
        self.restore_scratch(ply, scratch);
        if self.stopped {
            return 0;
        }
        self.store(slot, key, depth, ply, alpha, &window);
        window.best
    }

    /// Searches one move of a node by principal-variation search (the first move with the
    /// node's window, later ones with a null window first) and updates `window`. Returns
    /// whether the move cut off.
    fn search_move(&mut self, pos: &Position, child: &Successor, code: u8, depth: u32, ply: u32, window: &mut Window) -> bool {
        let (alpha, beta) = (window.alpha, window.beta);
        let mut score = if window.searched_any {
            -self.child_value(child, depth - 1, 0, -alpha - 1, -alpha, ply + 1)
        } else {
            -self.child_value(child, depth - 1, 0, -beta, -alpha, ply + 1)
        };
        if window.searched_any && score > alpha && score < beta && !self.stopped {
            score = -self.child_value(child, depth - 1, 0, -beta, -alpha, ply + 1);
        }
        window.searched_any = true;
        if self.stopped {
            return false;
        }
        if score > window.alpha && score < window.beta {
            self.set_pv(ply, &child.mv);
        }
        if score > window.best {
            window.best = score;
            window.best_move = code;
        }
        window.alpha = window.alpha.max(score);
        if window.alpha < window.beta {
            return false;
        }
        if let Move::Sow(sow) = child.mv {
            if !child.info.capture {
                self.remember_quiet_cutoff(pos.to_move(), sow, depth, ply);
            }
        }
        true
    }

    /// Stores a searched node's result; `alpha` is the window's lower end on entry.
    fn store(&mut self, slot: usize, key: u64, depth: u32, ply: u32, alpha: i32, window: &Window) {
        let bound = if window.best >= window.beta {
            Bound::Lower
        } else if window.best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let score = score_to_tt(window.best, ply);
        self.tt[slot] = TtEntry { key, score, depth: depth.min(255) as u8, bound, best: window.best_move };
    }

    /// Follows captures until a quiet position, which the evaluation scores.
    fn quiesce(&mut self, pos: &Position, quiescence: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        self.visit();
        if self.stopped {
            return 0;
        }
        if pos.stage() == Stage::Gambit || quiescence >= MAX_QUIESCENCE {
            return self.evaluator.evaluate(pos);
        }
        // Capturing is compulsory: every move is a capture and one must be played.
        let mut scratch = self.take_scratch(ply);
        scratch.sowings.clear();
        pos.for_each_legal_capture(|capture| scratch.sowings.push(capture.clone()));
        if scratch.sowings.is_empty() {
            self.restore_scratch(ply, scratch);
            return self.evaluator.evaluate_with(pos, Some(false));
        }
        let moves = NodeMoves::Sowings(&scratch.sowings);
        self.order_keys(pos.to_move(), ply).fill_order(&mut scratch.order, &moves, |_| false, None);
        let mut best = -INFINITY;
        for next in 0..scratch.order.len() {
            let index = select_next(&mut scratch.order, next);
            let child = moves.successor(pos, index);
            let score = -self.child_value(&child, 0, quiescence + 1, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if score > alpha && score < beta {
                self.set_pv(ply, &child.mv);
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.restore_scratch(ply, scratch);
        if self.stopped {
            return 0;
        }
        best
    }

    /// The buffers of the node at `ply`, taken out while the node uses them.
    fn take_scratch(&mut self, ply: u32) -> Scratch {
        let ply = ply as usize;
        if self.scratch.len() <= ply {
            self.scratch.resize_with(ply + 1, Scratch::default);
        }
        std::mem::take(&mut self.scratch[ply])
    }

    fn restore_scratch(&mut self, ply: u32, scratch: Scratch) {
        self.scratch[ply as usize] = scratch;
    }

    fn remember_quiet_cutoff(&mut self, side: Side, sow: SowMove, depth: u32, ply: u32) {
        let killers = &mut self.killers[ply as usize];
        if killers[0] != Some(sow) {
            killers[1] = killers[0];
            killers[0] = Some(sow);
        }
        let counter = &mut self.quiet_history[side.index()][history_slot(sow)];
        *counter = counter.saturating_add(depth * depth);
    }

    /// What orders the moves of `side` at `ply` when a node starts.
    fn order_keys(&self, side: Side, ply: u32) -> OrderKeys {
        OrderKeys { killers: self.killers.get(ply as usize).copied().unwrap_or([None; 2]), history: self.quiet_history[side.index()] }
    }
}

/// What orders a node's moves besides what each move did: the killers of its ply and the
/// cutoff history of its side, as they were when the node started. A copy, so that searching
/// the table's move first, which updates the history, leaves the others' order as it was.
struct OrderKeys {
    killers: Killers,
    history: [u32; 32],
}

impl OrderKeys {
    /// How early a move is searched (higher first): Bao hamna, larger captures, killers, then
    /// quiet moves by their cutoff history. The transposition table's move precedes them all.
    fn priority(&self, info: &MoveInfo, sow: Option<SowMove>) -> u64 {
        if info.bao_hamna {
            u64::MAX - 1
        } else if info.capture || info.seeds_captured > 0 {
            (3 << 40) + info.seeds_captured as u64
        } else {
            match sow {
                Some(sow) if self.killers[0] == Some(sow) => 2 << 40,
                Some(sow) if self.killers[1] == Some(sow) => (2 << 40) - 1,
                Some(sow) => self.history[history_slot(sow)] as u64,
                None => 0,
            }
        }
    }

    /// Fills `order` with the node's moves and their priorities, leaving out those `searched`
    /// already; the move at `tt_index` comes first.
    fn fill_order(&self, order: &mut Vec<(u64, usize)>, moves: &NodeMoves<'_>, searched: impl Fn(usize) -> bool, tt_index: Option<usize>) {
        order.clear();
        order.extend((0..moves.len()).filter(|&index| !searched(index)).map(|index| {
            let priority = if Some(index) == tt_index { u64::MAX } else { self.priority(moves.info(index), moves.sow(index)) };
            (priority, index)
        }));
    }
}

/// Moves the best of `order[next..]` to `order[next]` and returns its move index: the highest
/// priority, and among equal ones the lowest index, so moves come in the order a stable sort
/// would give. Picking one at a time saves sorting the moves a cutoff never reaches.
fn select_next(order: &mut [(u64, usize)], next: usize) -> usize {
    let mut best = next;
    for i in next + 1..order.len() {
        let (priority, index) = order[i];
        let (best_priority, best_index) = order[best];
        if priority > best_priority || (priority == best_priority && index < best_index) {
            best = i;
        }
    }
    order.swap(next, best);
    order[next].1
}

fn sow_of(mv: &Move) -> Option<SowMove> {
    match mv {
        Move::Sow(sow) => Some(*sow),
        Move::Gambit(_) => None,
    }
}

/// A sowing in one byte for the transposition table (the side is the side to move): circuit
/// index in bits 0–3, direction (none, left, right) in bits 4–5, safari in bit 6.
fn pack_sow(sow: SowMove) -> u8 {
    let dir = match sow.dir {
        None => 0,
        Some(Dir::Left) => 1,
        Some(Dir::Right) => 2,
    };
    sow.hole.k | dir << 4 | u8::from(sow.safari) << 6
}

/// The sowing [`pack_sow`] packed, for the side to move; `None` for [`NO_MOVE`].
fn unpack_sow(code: u8, side: Side) -> Option<SowMove> {
    let dir = match (code >> 4) & 3 {
        0 => None,
        1 => Some(Dir::Left),
        2 => Some(Dir::Right),
        _ => return None,
    };
    (code != NO_MOVE).then(|| SowMove { hole: Hole::new(side, code & 15), dir, safari: code & 64 != 0 })
}

fn history_slot(sow: SowMove) -> usize {
    sow.hole.k as usize * 2 + usize::from(sow.dir == Some(Dir::Right))
}

/// Win scores count plies from the root; the table stores them from the node instead.
fn score_to_tt(score: i32, ply: u32) -> i32 {
    if score >= PROVEN {
        score + ply as i32
    } else if score <= -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: u32) -> i32 {
    if score >= PROVEN {
        score - ply as i32
    } else if score <= -PROVEN {
        score + ply as i32
    } else {
        score
    }
}
