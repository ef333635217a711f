//! What the page and the search worker say to each other: one text per message, written and
//! read here and nowhere else.
//!
//! The worker says [`Reply::Ready`] once; then the page posts a request — a search
//! ([`SearchRequest`]), the review of one ply ([`ReviewRequest`]) or a bounded proof search
//! ([`ProveRequest`]) — and the worker answers a search with any number of
//! [`Reply::Progress`] and then one [`Reply::Done`], a review with one [`Reply::Reviewed`], a
//! proof search with one [`Reply::Proved`] (or any of them with [`Reply::Error`]). Every score
//! and verdict is from **South's** side. A running search cannot read messages, so cancelling
//! means terminating the worker (see `worker.rs`); a request with `until_cancelled` relies on
//! that: it has no node or time limit and runs until the page terminates the worker (it answers
//! `Done` only if the search ends by itself: a proven result or the deepest iteration). This
//! module has no web dependency: the worker's whole logic is [`answer`], tested natively.
//!
//! A message is a record a line: a word, then ` key=value` fields (`wire.rs`); a field with no
//! value (`None`, `false`, an empty list) is left out. Moves are in notation (RULES.md §12), a
//! line's moves separated by `;`; the page reads them into [`Move`]s in the position of the
//! request the reply answers ([`Reply::read`]): a Bawo placement is the placement of the side
//! to move there, and a line's moves are read one after another, the line ending before a move
//! that cannot be played; a review's `unmarked` moves (root moves each, best first) are each read
//! in the position before the move. Positions are one value (`position.rs`).
//!
//! ```text
//! page → search position=kiswahili/-/south/0,0,0,0,6,2,2,0/…/-/0 history=81,17 level=top seed=0
//!        millis=2000 lines=3 search_forced=true
//! page → review position=… played=A3< depth=10 nodes=300000 study=true
//! page → prove position=… nodes=20000 up_to=320000
//! worker → progress depth=9 best=A3< score=2840 nodes=41000 verdict=eval:2840
//!          line depth=9 score=2840 verdict=eval:2840 pv=A3<;a6>;…
//! worker → done best=A3< side=south depth=14 nodes=900000 verdict=south:21
//!          line depth=14 score=999979 verdict=south:21 pv=A3<;…
//! worker → reviewed move=A3< depth=12 nodes=80000 mark=blunder unmarked=A5>;A6<
//!          best depth=12 score=300 verdict=eval:300 pv=A5>;…
//!          played depth=12 score=-600 verdict=eval:-600 pv=A3<;…
//! worker → proved verdict=north:3 best=B2< line=B2<;a3>;…
//! worker → error level: cannot read "9"
//! ```

mod patience;
mod position;
mod text;
mod wire;

#[cfg(test)]
mod tests;

use bao_engine::{Move, Position, Side};

use super::eval::Evaluator;
use super::level::{choose_move_with, Budget, Level, Task};
use super::pv::Line;
use super::review::{review_ply_with, PlyReview, REVIEW_DEPTH, REVIEW_LIMITS, REVIEW_NODE_CAP};
use super::score::Verdict;
use super::search::{Hooks, Limits, ProgressReport, Search};

pub use patience::{GRACE_MS, LOAD_MS, SLOWEST_NODES_PER_MS};
pub use wire::{Excerpt, ProtocolError, EXCERPT};

/// A search to run.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchRequest {
    /// The position to move in (study positions are accepted).
    pub position: Position,
    /// Keys ([`bao_engine::Position::key`]) of the game's earlier positions, oldest first.
    pub history: Vec<u64>,
    /// The level that chooses the move.
    pub level: Level,
    /// Drives the level's random choices.
    pub seed: u64,
    /// A node budget (reproducible).
    pub nodes: Option<u64>,
    /// A time budget in milliseconds by the worker's clock (sent to the microsecond).
    pub millis: Option<f64>,
    /// How many root moves to report as lines (multi-PV from one search); `None`: one.
    pub lines: Option<usize>,
    /// Search a position with one legal move too, for its evaluation.
    pub search_forced: bool,
    /// Ignore `nodes` and `millis` (and the top level's default time): search until the page
    /// terminates the worker.
    pub until_cancelled: bool,
}

/// Another kind of request: review one ply ([`crate::review::review_ply`]). The worker
/// answers with one [`Reply::Reviewed`] (or [`Reply::Error`]), no progress.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRequest {
    /// The position before the move.
    pub position: Position,
    /// Keys of the game's positions before it, oldest first.
    pub history: Vec<u64>,
    /// The move played.
    pub played: Move,
    /// The deepest iteration; `None`: [`REVIEW_DEPTH`].
    pub depth: Option<u32>,
    /// A node budget; `None`: [`REVIEW_NODE_CAP`].
    pub nodes: Option<u64>,
    /// Accept a study position (a seed total other than 64).
    pub study: bool,
}

impl ReviewRequest {
    /// The search budget it asks for.
    pub fn limits(&self) -> Limits {
        Limits { depth: self.depth.unwrap_or(REVIEW_DEPTH), nodes: Some(self.nodes.unwrap_or(REVIEW_NODE_CAP)), ..REVIEW_LIMITS }
    }
}

/// Another kind of request: a bounded proof search ([`prove_bounded`], the learning path's
/// play-out checker). The worker answers with one [`Reply::Proved`] (or [`Reply::Error`]), no
/// progress; a node budget and no clock, so the answer is the one the same search gives
/// natively.
#[derive(Clone, Debug, PartialEq)]
pub struct ProveRequest {
    /// The position to search (study positions are accepted).
    pub position: Position,
    /// Keys of the game's earlier positions, oldest first.
    pub history: Vec<u64>,
    /// The deepest iteration; `None`: the search's default.
    pub depth: Option<u32>,
    /// The node budget.
    pub nodes: u64,
    /// While the search proves neither side's win, search again with four times the nodes,
    /// up to this many ([`prove_settled`]); `None`: one search of `nodes`.
    pub up_to: Option<u64>,
}

/// Any request the worker reads: what [`answer`] answers.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A search.
    Search(SearchRequest),
    /// The review of one ply.
    Review(ReviewRequest),
    /// A bounded proof search.
    Prove(ProveRequest),
}

/// The worker's messages.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker has loaded and listens: requests posted before this are lost, because a
    /// worker's message handler exists only once its wasm has been instantiated.
    Ready,
    /// The search finished an iteration or its best lines changed.
    Progress {
        /// The deepest finished iteration.
        depth: u32,
        /// The best move so far.
        best: Move,
        /// Its score from South's side.
        score: i32,
        /// Nodes so far.
        nodes: u64,
        /// What `score` means.
        verdict: Verdict,
        /// The best lines so far, best first.
        lines: Vec<Line>,
    },
    /// The chosen move (`None`: no legal move), with the search's depth and nodes.
    Done {
        /// The move to play (a rated level may choose another than `lines[0]`).
        best: Option<Move>,
        /// The side to move.
        side: Side,
        /// The deepest finished iteration (0 without a search).
        depth: u32,
        /// Nodes visited.
        nodes: u64,
        /// The search's verdict on the position; `None` for levels that do not search.
        verdict: Option<Verdict>,
        /// The best lines, best first (empty without a search).
        lines: Vec<Line>,
    },
    /// The answer to a [`ReviewRequest`]: the played move against the best move of one search
    /// of the position before it.
    Reviewed {
        /// The review of the ply.
        review: PlyReview,
    },
    /// The answer to a [`ProveRequest`]: what the bounded search says about the position and
    /// its best move.
    Proved {
        /// The search's verdict, from South's side (proven or not).
        verdict: Verdict,
        /// The best move (`None`: no legal move).
        best: Option<Move>,
        /// The line the search expects, the best move first (as far as the search followed
        /// it; empty with no legal move).
        line: Vec<Move>,
    },
    /// The request could not be read or answered.
    Error {
        /// What was wrong.
        message: String,
    },
    /// Never sent by a worker: the page's handle (the app's `ui::worker`) reports that the
    /// worker is gone — it could not start (`started: false`: its script or wasm could not be
    /// loaded, as offline before they were cached) or it stopped (`started: true`: it crashed).
    /// A request waiting for it gets no other answer.
    Lost {
        /// Whether the worker had started (sent [`Reply::Ready`]) before it was lost.
        started: bool,
    },
}

/// What a bounded proof search found ([`prove_bounded`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Bounded {
    /// The verdict, from South's side (proven or not).
    pub verdict: Verdict,
    /// The line the search expects, the best move first (as far as the search followed it;
    /// empty only with no legal move).
    pub line: Vec<Move>,
}

impl Bounded {
    /// The best move (`None`: no legal move).
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }
}

/// A bounded search of `pos` (after `history`) with at most `nodes` nodes and, if given,
/// `depth` plies, a position with one legal move searched too: its verdict (South's side) and
/// expected line. The one search behind [`ProveRequest`] and the learning path's native checker.
pub fn prove_bounded(pos: &Position, history: &[u64], depth: Option<u32>, nodes: u64) -> Bounded {
    let evaluator = Evaluator::default();
    let limits = Limits { nodes: Some(nodes), depth: depth.unwrap_or(Limits::default().depth), search_forced: true, ..Limits::default() };
    let result = Search { evaluator: &evaluator, limits, exact_root_scores: false }.run(pos, history, Hooks::default());
    let line = match result.lines.into_iter().next() {
        Some(line) if Some(line.mv) == result.best => line.pv,
        _ => result.best.into_iter().collect(),
    };
    Bounded { verdict: result.verdict, line }
}

/// [`prove_bounded`] with `nodes`, and while it proves neither side's win, again with four
/// times the nodes, as long as that stays within `up_to` (`None`: only the first search): a
/// move is then called open only when the biggest search allowed cannot settle it.
pub fn prove_settled(pos: &Position, history: &[u64], depth: Option<u32>, nodes: u64, up_to: Option<u64>) -> Bounded {
    let mut nodes = nodes;
    loop {
        let bounded = prove_bounded(pos, history, depth, nodes);
        match up_to {
            Some(limit) if !matches!(bounded.verdict, Verdict::Proven { .. }) && nodes.saturating_mul(4) <= limit => nodes *= 4,
            _ => return bounded,
        }
    }
}

/// Answers a [`ProveRequest`].
fn answer_prove(request: &ProveRequest, post: &mut dyn FnMut(&Reply)) {
    let bounded = prove_settled(&request.position, &request.history, request.depth, request.nodes, request.up_to);
    post(&Reply::Proved { verdict: bounded.verdict, best: bounded.best(), line: bounded.line });
}

/// Answers a [`ReviewRequest`].
fn answer_review(request: &ReviewRequest, post: &mut dyn FnMut(&Reply)) {
    match review_ply_with(&Evaluator::default(), &request.position, &request.history, &request.played, request.limits(), Hooks::default()) {
        Some(review) => post(&Reply::Reviewed { review }),
        None => post(&Reply::Error { message: "no legal move to review".to_string() }),
    }
}

/// Answers a search [`SearchRequest`]: its progress, then the chosen move.
fn answer_search(request: &SearchRequest, clock: &dyn Fn() -> f64, post: &mut dyn FnMut(&Reply)) {
    let pos = &request.position;
    let mut on_progress = |p: &ProgressReport| {
        post(&Reply::Progress { depth: p.depth, best: p.best, score: p.score, nodes: p.nodes, verdict: p.verdict, lines: p.lines.clone() });
    };
    let hooks = Hooks { clock: Some(clock), cancel: None, progress: Some(&mut on_progress) };
    let task = Task {
        lines: request.lines.unwrap_or(1),
        search_forced: request.search_forced,
        until_cancelled: request.until_cancelled,
        ..Task::new(request.level, Budget { nodes: request.nodes, millis: request.millis }, request.seed)
    };
    let choice = choose_move_with(pos, &request.history, &task, &Evaluator::default(), hooks);
    let search = choice.search;
    post(&Reply::Done {
        best: choice.mv,
        side: pos.to_move(),
        depth: search.as_ref().map_or(0, |s| s.depth),
        nodes: search.as_ref().map_or(0, |s| s.nodes),
        verdict: search.as_ref().map(|s| s.verdict),
        lines: search.map_or_else(Vec::new, |s| s.lines),
    });
}

/// Runs what a request's text asks for (a search, a review or a proof search), posting
/// progress and the final reply through `post`; a request that cannot be read (an invalid
/// position among others) is answered with [`Reply::Error`].
pub fn answer(request_text: &str, clock: &dyn Fn() -> f64, post: &mut dyn FnMut(&Reply)) {
    match Ask::read(request_text) {
        Ok(Ask::Search(request)) => answer_search(&request, clock, post),
        Ok(Ask::Review(request)) => answer_review(&request, post),
        Ok(Ask::Prove(request)) => answer_prove(&request, post),
        Err(error) => post(&Reply::Error { message: error.to_string() }),
    }
}
