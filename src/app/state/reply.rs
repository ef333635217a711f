//! The reply slice: the opponent's best replies found so far to the moves considered on a board
//! (the game's, the analysis board's). Which moves are considered and the words said of them
//! are the view's (`app::view::reply`); the searches run in the AI worker, asked by the UI for
//! the first considered move without an answer here ([`crate::app::view::reply::asked`]).

use crate::engine::Move;

use super::AppState;

/// A move considered in a position: what a reply answers. The position is its
/// [`crate::engine::Position::key`], so an answer for a position no longer shown is never said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyKey {
    pub position: u64,
    pub mv: Move,
}

/// What the worker answered for a considered move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoundReply {
    /// The opponent's best reply (`None`: he has no legal move).
    Best(Option<Move>),
    /// The worker gave no answer (it could not start, stopped or misread the request): nothing
    /// is said, and the move is not asked about again.
    Unavailable,
}

/// The answers found in one position (the last one asked about): one for each move considered
/// there so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Replies {
    found: Vec<(ReplyKey, FoundReply)>,
}

impl Replies {
    /// The answer for `key`, if the worker has given one.
    pub fn get(&self, key: &ReplyKey) -> Option<FoundReply> {
        self.found.iter().find(|(k, _)| k == key).map(|&(_, found)| found)
    }

    /// Keeps `found` for `key`; the answers of any other position go.
    fn keep(&mut self, key: ReplyKey, found: FoundReply) {
        self.found.retain(|(k, _)| k.position == key.position && k.mv != key.mv);
        self.found.push((key, found));
    }
}

/// What the worker answered.
#[derive(Clone, Debug)]
pub enum ReplyAction {
    /// The search for `key` found the opponent's best reply (`None`: he has no legal move).
    Found { key: ReplyKey, best: Option<Move> },
    /// The search for `key` brought no answer.
    Failed { key: ReplyKey },
}

pub(super) fn reduce(state: &mut AppState, action: ReplyAction) {
    match action {
        ReplyAction::Found { key, best } => state.replies.keep(key, FoundReply::Best(best)),
        ReplyAction::Failed { key } => state.replies.keep(key, FoundReply::Unavailable),
    }
}
