//! What the page and the search worker say to each other: one JSON text per message.
//!
//! The worker says [`Reply::Ready`] once; then the page posts a [`Request`] and the worker answers with any number of [`Reply::Progress`]
//! and then one [`Reply::Done`] (or [`Reply::Error`]). Moves travel in notation (RULES.md
//! §12), which `bao::engine::parse_move` reads back. A running search cannot read messages,
//! so cancelling means terminating the worker (see `worker.rs`). This module has no web
//! dependency: the worker's whole logic is [`answer`], tested natively.

use serde::{Deserialize, Serialize};

use crate::engine::{PositionSetup, Side};

use super::eval::Evaluator;
use super::level::{choose_move, Budget, Level};
use super::search::{Hooks, Progress};

/// A search to run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// The position to move in (RULES.md §12 JSON).
    pub position: PositionSetup,
    /// Keys ([`crate::engine::Position::key`]) of the game's earlier positions, oldest first.
    #[serde(default)]
    pub history: Vec<u64>,
    /// A [`Level`] name: `1`…`4`, `top`, `endless`, `random`, `greedy`.
    pub level: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub nodes: Option<u64>,
    #[serde(default)]
    pub millis: Option<f64>,
}

/// The worker's messages.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// The worker has loaded and listens: requests posted before this are lost, because a
    /// worker's message handler exists only once its wasm has been instantiated.
    Ready,
    /// The search finished an iteration or changed its mind.
    Progress { depth: u32, best: String, score: i32, nodes: u64 },
    /// The chosen move (`None`: no legal move), with the search's depth and nodes.
    Done { best: Option<String>, side: String, depth: u32, nodes: u64 },
    /// The request could not be read.
    Error { message: String },
}

impl Request {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a request always serialises")
    }
}

impl Reply {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a reply always serialises")
    }

    pub fn from_json(text: &str) -> Result<Reply, String> {
        serde_json::from_str(text).map_err(|e| format!("not a worker reply: {e}"))
    }
}

/// Runs the search a request asks for, posting progress and the final reply through `post`.
pub fn answer(request_text: &str, clock: &dyn Fn() -> f64, post: &mut dyn FnMut(&Reply)) {
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
        post(&Reply::Progress { depth: p.depth, best: p.best.to_string(), score: p.score, nodes: p.nodes });
    };
    let hooks = Hooks { clock: Some(clock), cancel: None, progress: Some(&mut on_progress) };
    let budget = Budget { nodes: request.nodes, millis: request.millis };
    let choice = choose_move(&pos, &request.history, level, budget, request.seed, &Evaluator::default(), hooks);
    let (depth, nodes) = choice.search.as_ref().map_or((0, 0), |s| (s.depth, s.nodes));
    let side: Side = pos.to_move();
    post(&Reply::Done { best: choice.mv.map(|mv| mv.to_string()), side: side.name().to_string(), depth, nodes });
}
