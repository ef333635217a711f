//! What the page and the search worker say to each other: one JSON text per message.
//!
//! The worker says [`Reply::Ready`] once; then the page posts a [`Request`] and the worker
//! answers with any number of [`Reply::Progress`] and then one [`Reply::Done`] (or
//! [`Reply::Error`]). Moves travel in notation (RULES.md §12), which `bao::engine::parse_move`
//! reads back. Every score and verdict is from **South's** side. A running search cannot read
//! messages, so cancelling means terminating the worker (see `worker.rs`); a request with
//! `until_cancelled` relies on that: it has no node or time limit and runs until the page
//! terminates the worker (it answers `Done` only if the search ends by itself: a proven result
//! or the deepest iteration). This module has no web dependency: the worker's whole logic is
//! [`answer`], tested natively.
//!
//! ```text
//! page → {"position":{…},"history":[…],"level":"top","seed":0,"nodes":null,"millis":2000,
//!         "lines":3,"search_forced":true,"until_cancelled":false}
//! worker → {"kind":"progress","depth":9,"best":"A3<","score":2840,"verdict":{"eval":2840},
//!           "nodes":41000,"lines":[{"move":"A3<","score":2840,"verdict":{"eval":2840},
//!           "depth":9,"pv":["A3<","a6>",…]},…]}
//! worker → {"kind":"done","best":"A3<","side":"south","depth":14,"nodes":900000,
//!           "verdict":{"proven":{"winner":"south","plies":21}},"lines":[…]}
//! ```

use serde::{Deserialize, Serialize};

use crate::engine::{Move, Position, PositionSetup};

use super::eval::Evaluator;
use super::level::{choose_move_with, Budget, Level, Task};
use super::pv::Line;
use super::review::{review_ply_with, Mark, PlyReview, REVIEW_DEPTH, REVIEW_LIMITS, REVIEW_NODE_CAP};
use super::score::Verdict;
use super::search::{Hooks, Limits, Progress, Search};

/// A search to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The position to move in (RULES.md §12 JSON).
    pub position: PositionSetup,
    /// Keys ([`crate::engine::Position::key`]) of the game's earlier positions, oldest first.
    #[serde(default)]
    pub history: Vec<u64>,
    /// A [`Level`] name: `1`…`4`, `top`, `random`, `greedy`.
    pub level: String,
    /// Drives the level's random choices.
    #[serde(default)]
    pub seed: u64,
    /// A node budget (reproducible).
    #[serde(default)]
    pub nodes: Option<u64>,
    /// A time budget in milliseconds by the worker's clock.
    #[serde(default)]
    pub millis: Option<f64>,
    /// How many root moves to report as lines (multi-PV from one search); `None`: one.
    #[serde(default)]
    pub lines: Option<usize>,
    /// Search a position with one legal move too, for its evaluation.
    #[serde(default)]
    pub search_forced: bool,
    /// Ignore `nodes` and `millis` (and the top level's default time): search until the page
    /// terminates the worker.
    #[serde(default)]
    pub until_cancelled: bool,
}

/// One root move's line in a reply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LineReply {
    /// The root move in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its score from South's side (`±(WIN − plies)` when proven, 0 when forced).
    pub score: i32,
    /// What the score means.
    pub verdict: Verdict,
    /// The iteration the score comes from.
    pub depth: u32,
    /// The principal variation in notation, starting with `mv`.
    pub pv: Vec<String>,
}

impl From<&Line> for LineReply {
    fn from(line: &Line) -> LineReply {
        LineReply {
            mv: line.mv.to_string(),
            score: line.score,
            verdict: line.verdict,
            depth: line.depth,
            pv: line.pv.iter().map(ToString::to_string).collect(),
        }
    }
}

/// The worker's messages. Read through [`WireReply`], a flat struct with the same JSON: serde's
/// internally tagged enums buffer every message on reading, which cost the page's wasm about
/// 20 KB of code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", try_from = "WireReply")]
pub enum Reply {
    /// The worker has loaded and listens: requests posted before this are lost, because a
    /// worker's message handler exists only once its wasm has been instantiated.
    Ready,
    /// The search finished an iteration or its best lines changed.
    Progress {
        /// The deepest finished iteration.
        depth: u32,
        /// The best move so far.
        best: String,
        /// Its score from South's side.
        score: i32,
        /// Nodes so far.
        nodes: u64,
        /// What `score` means.
        verdict: Verdict,
        /// The best lines so far, best first.
        #[serde(default)]
        lines: Vec<LineReply>,
    },
    /// The chosen move (`None`: no legal move), with the search's depth and nodes.
    Done {
        /// The move to play (a rated level may choose another than `lines[0]`).
        best: Option<String>,
        /// The side to move (`south` or `north`).
        side: String,
        /// The deepest finished iteration (0 without a search).
        depth: u32,
        /// Nodes visited.
        nodes: u64,
        /// The search's verdict on the position; `None` for levels that do not search.
        #[serde(default)]
        verdict: Option<Verdict>,
        /// The best lines, best first (empty without a search).
        #[serde(default)]
        lines: Vec<LineReply>,
    },
    /// The answer to a [`ReviewRequest`]: the played move against the best move of one search
    /// of the position before it.
    Reviewed {
        /// The review of the ply.
        review: ReviewReply,
    },
    /// The answer to a [`ProveRequest`]: what the bounded search says about the position and
    /// its best move.
    Proved {
        /// The search's verdict, from South's side (proven or not).
        verdict: Verdict,
        /// The best move in notation (`None`: no legal move).
        best: Option<String>,
        /// The line the search expects, the best move first, in notation (as far as the
        /// search followed it; empty with no legal move).
        #[serde(default)]
        line: Vec<String>,
    },
    /// The request could not be read.
    Error {
        /// What was wrong.
        message: String,
    },
    /// Never sent by a worker: the page's handle ([`crate::ai::worker`]) reports that the
    /// worker is gone — it could not start (`started: false`: its script or wasm could not be
    /// loaded, as offline before they were cached) or it stopped (`started: true`: it crashed).
    /// A request waiting for it gets no other answer.
    Lost {
        /// Whether the worker had started (sent [`Reply::Ready`]) before it was lost.
        started: bool,
    },
}

/// Another kind of request: review one ply (`ai::review::review_ply`), posted as
/// `{"review_ply":{…}}`. The worker answers with one [`Reply::Reviewed`] (or [`Reply::Error`]),
/// no progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// The position before the move (RULES.md §12 JSON).
    pub position: PositionSetup,
    /// Keys of the game's positions before it, oldest first.
    #[serde(default)]
    pub history: Vec<u64>,
    /// The move played, in notation.
    pub played: String,
    /// The deepest iteration; `None`: [`REVIEW_DEPTH`].
    #[serde(default)]
    pub depth: Option<u32>,
    /// A node budget; `None`: [`REVIEW_NODE_CAP`].
    #[serde(default)]
    pub nodes: Option<u64>,
    /// Accept a study position (a seed total other than 64).
    #[serde(default)]
    pub study: bool,
}

/// The envelope that tells a [`ReviewRequest`] from a search [`Request`].
#[derive(Serialize, Deserialize)]
struct ReviewEnvelope {
    review_ply: ReviewRequest,
}

impl ReviewRequest {
    /// The request as the JSON text the worker reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&ReviewEnvelope { review_ply: self.clone() }).expect("a request always serialises")
    }

    /// The search budget it asks for.
    pub fn limits(&self) -> Limits {
        Limits { depth: self.depth.unwrap_or(REVIEW_DEPTH), nodes: Some(self.nodes.unwrap_or(REVIEW_NODE_CAP)), ..REVIEW_LIMITS }
    }
}

/// Another kind of request: a bounded proof search ([`prove_bounded`], the learning path's
/// play-out checker), posted as `{"prove":{…}}`. The worker answers with one [`Reply::Proved`]
/// (or [`Reply::Error`]), no progress; a node budget and no clock, so the answer is the one
/// the same search gives natively.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProveRequest {
    /// The position to search (RULES.md §12 JSON; study positions are accepted).
    pub position: PositionSetup,
    /// Keys of the game's earlier positions, oldest first.
    #[serde(default)]
    pub history: Vec<u64>,
    /// The deepest iteration; `None`: the search's default.
    #[serde(default)]
    pub depth: Option<u32>,
    /// The node budget.
    pub nodes: u64,
    /// While the search proves neither side's win, search again with four times the nodes,
    /// up to this many ([`prove_settled`]); `None`: one search of `nodes`.
    #[serde(default)]
    pub up_to: Option<u64>,
}

/// The envelope that tells a [`ProveRequest`] from a search [`Request`].
#[derive(Serialize, Deserialize)]
struct ProveEnvelope {
    prove: ProveRequest,
}

impl ProveRequest {
    /// The request as the JSON text the worker reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&ProveEnvelope { prove: self.clone() }).expect("a request always serialises")
    }
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
    match request.position.validate(true) {
        Ok(pos) => {
            let bounded = prove_settled(&pos, &request.history, request.depth, request.nodes, request.up_to);
            let line: Vec<String> = bounded.line.iter().map(Move::to_string).collect();
            post(&Reply::Proved { verdict: bounded.verdict, best: line.first().cloned(), line });
        }
        Err(e) => post(&Reply::Error { message: e.to_string() }),
    }
}

/// One reviewed ply in a reply: South-side scores, as [`crate::ai::review::PlyReview`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewReply {
    /// The move played, in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The played move's line; `None` only for a Bawo placement outside the candidates.
    pub played: Option<LineReply>,
    /// The search's best move and its line.
    pub best: LineReply,
    /// The mark, if the move was a mistake or a blunder.
    pub mark: Option<Mark>,
    /// The deepest finished iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

impl From<&PlyReview> for ReviewReply {
    fn from(review: &PlyReview) -> ReviewReply {
        ReviewReply {
            mv: review.mv.to_string(),
            played: review.played.as_ref().map(LineReply::from),
            best: LineReply::from(&review.best),
            mark: review.mark,
            depth: review.depth,
            nodes: review.nodes,
        }
    }
}

/// Answers a [`ReviewRequest`].
fn answer_review(request: &ReviewRequest, post: &mut dyn FnMut(&Reply)) {
    let pos = match request.position.validate(request.study) {
        Ok(pos) => pos,
        Err(e) => return post(&Reply::Error { message: e.to_string() }),
    };
    let played = match crate::engine::parse_move(&pos, &request.played) {
        Ok((mv, _)) => mv,
        Err(e) => return post(&Reply::Error { message: e.to_string() }),
    };
    match review_ply_with(&Evaluator::default(), &pos, &request.history, &played, request.limits(), Hooks::default()) {
        Some(review) => post(&Reply::Reviewed { review: ReviewReply::from(&review) }),
        None => post(&Reply::Error { message: "no legal move to review".to_string() }),
    }
}

impl Request {
    /// The request as the JSON text the worker reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a request always serialises")
    }
}

/// Which [`Reply`] a message is (its `kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ReplyKind {
    Ready,
    Progress,
    Done,
    Reviewed,
    Proved,
    Error,
    Lost,
}

/// A [`Reply`] as JSON: its kind and every field any kind has.
#[derive(Deserialize)]
struct WireReply {
    kind: ReplyKind,
    #[serde(default)]
    depth: Option<u32>,
    #[serde(default)]
    best: Option<String>,
    #[serde(default)]
    score: Option<i32>,
    #[serde(default)]
    nodes: Option<u64>,
    #[serde(default)]
    verdict: Option<Verdict>,
    #[serde(default)]
    lines: Vec<LineReply>,
    #[serde(default)]
    side: Option<String>,
    #[serde(default)]
    review: Option<ReviewReply>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    started: Option<bool>,
    #[serde(default)]
    line: Vec<String>,
}

impl TryFrom<WireReply> for Reply {
    type Error = String;

    fn try_from(wire: WireReply) -> Result<Reply, String> {
        let WireReply { kind, depth, best, score, nodes, verdict, lines, side, review, message, started, line } = wire;
        let need = |field: &str| format!("a {kind:?} reply without {field}");
        Ok(match kind {
            ReplyKind::Ready => Reply::Ready,
            ReplyKind::Progress => Reply::Progress {
                depth: depth.ok_or_else(|| need("depth"))?,
                best: best.ok_or_else(|| need("best"))?,
                score: score.ok_or_else(|| need("score"))?,
                nodes: nodes.ok_or_else(|| need("nodes"))?,
                verdict: verdict.ok_or_else(|| need("verdict"))?,
                lines,
            },
            ReplyKind::Done => Reply::Done {
                best,
                side: side.ok_or_else(|| need("side"))?,
                depth: depth.ok_or_else(|| need("depth"))?,
                nodes: nodes.ok_or_else(|| need("nodes"))?,
                verdict,
                lines,
            },
            ReplyKind::Reviewed => Reply::Reviewed { review: review.ok_or_else(|| need("review"))? },
            ReplyKind::Proved => Reply::Proved { verdict: verdict.ok_or_else(|| need("verdict"))?, best, line },
            ReplyKind::Error => Reply::Error { message: message.ok_or_else(|| need("message"))? },
            ReplyKind::Lost => Reply::Lost { started: started.ok_or_else(|| need("started"))? },
        })
    }
}

impl Reply {
    /// The reply as the JSON text the page reads.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a reply always serialises")
    }

    /// Reads a reply the worker sent.
    pub fn from_json(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|e| format!("not a worker reply: {e}"))
    }
}

/// Runs the search a request (or a [`ReviewRequest`] or [`ProveRequest`]) asks for, posting progress and the final reply through `post`.
pub fn answer(request_text: &str, clock: &dyn Fn() -> f64, post: &mut dyn FnMut(&Reply)) {
    if let Ok(ReviewEnvelope { review_ply }) = serde_json::from_str::<ReviewEnvelope>(request_text) {
        return answer_review(&review_ply, post);
    }
    if let Ok(ProveEnvelope { prove }) = serde_json::from_str::<ProveEnvelope>(request_text) {
        return answer_prove(&prove, post);
    }
    let request: Request = match serde_json::from_str(request_text) {
        Ok(request) => request,
        Err(e) => return post(&Reply::Error { message: format!("not a search request: {e}") }),
    };
    let pos = match request.position.validate(true) {
        Ok(pos) => pos,
        Err(e) => return post(&Reply::Error { message: e.to_string() }),
    };
    let Some(level) = Level::parse(&request.level) else {
        return post(&Reply::Error { message: format!("unknown level {:?}", request.level) });
    };
    let mut on_progress = |p: &Progress| {
        let lines = p.lines.iter().map(LineReply::from).collect();
        post(&Reply::Progress { depth: p.depth, best: p.best.to_string(), score: p.score, nodes: p.nodes, verdict: p.verdict, lines });
    };
    let hooks = Hooks { clock: Some(clock), cancel: None, progress: Some(&mut on_progress) };
    let task = Task {
        lines: request.lines.unwrap_or(1),
        search_forced: request.search_forced,
        until_cancelled: request.until_cancelled,
        ..Task::new(level, Budget { nodes: request.nodes, millis: request.millis }, request.seed)
    };
    let choice = choose_move_with(&pos, &request.history, &task, &Evaluator::default(), hooks);
    let search = choice.search.as_ref();
    post(&Reply::Done {
        best: choice.mv.map(|mv| mv.to_string()),
        side: pos.to_move().name().to_string(),
        depth: search.map_or(0, |s| s.depth),
        nodes: search.map_or(0, |s| s.nodes),
        verdict: search.map(|s| s.verdict),
        lines: search.map_or_else(Vec::new, |s| s.lines.iter().map(LineReply::from).collect()),
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Side;

    #[test]
    fn every_reply_reads_back_as_written_and_a_missing_field_is_named() {
        let line = LineReply { mv: "A3<".into(), score: -40, verdict: Verdict::Eval(-40), depth: 6, pv: vec!["A3<".into(), "a6>".into()] };
        let replies = [
            Reply::Ready,
            Reply::Progress { depth: 9, best: "A3<".into(), score: 2840, nodes: 120, verdict: Verdict::Eval(2840), lines: vec![line.clone()] },
            Reply::Done { best: None, side: "north".into(), depth: 0, nodes: 0, verdict: None, lines: Vec::new() },
            Reply::Done {
                best: Some("A4>".into()),
                side: "south".into(),
                depth: 14,
                nodes: 9,
                verdict: Some(Verdict::Proven { winner: Side::South, plies: 3 }),
                lines: vec![line],
            },
            Reply::Proved { verdict: Verdict::Eval(0), best: Some("B2<".into()), line: vec!["B2<".into(), "a3>".into()] },
            Reply::Error { message: "no such request".into() },
            Reply::Lost { started: true },
        ];
        for reply in replies {
            assert_eq!(Reply::from_json(&reply.to_json()).as_ref(), Ok(&reply), "{}", reply.to_json());
        }
        // The wire form is the tagged one: the kind beside the fields.
        assert_eq!(Reply::Lost { started: false }.to_json(), r#"{"kind":"lost","started":false}"#);
        let error = Reply::from_json(r#"{"kind":"progress","depth":3}"#).unwrap_err();
        assert!(error.contains("Progress reply without best"), "{error}");
        assert!(Reply::from_json(r#"{"kind":"shout"}"#).is_err());
    }
}
