//! How long the page waits for the worker before it takes it for dead: the longest a healthy
//! request goes without a message, with room to spare. The worker streams progress after every
//! iteration and answers at the end, so a silence longer than this is a worker that stopped
//! (killed, crashed without an error event, or hung): the page then ends the request with
//! [`super::Reply::Lost`], as for a worker that fails to load.

use super::{Ask, ProveRequest, ReviewRequest, SearchRequest};
use crate::{Level, TOP_MILLIS};

/// Added to every wait: a page busy drawing, a slow device, a long last iteration.
pub const GRACE_MS: f64 = 10_000.0;
/// Before the worker says it is ready: its script and wasm load (about 75 KB gzip, from the
/// network on a first visit, else from the cache).
pub const LOAD_MS: f64 = 30_000.0;
/// The slowest search a healthy device runs, in nodes a millisecond (a phone searches about
/// ten times faster): a node-capped request's budget over this is its longest time.
pub const SLOWEST_NODES_PER_MS: f64 = 100.0;

impl Ask {
    /// The longest a healthy worker is silent while it answers this, in milliseconds; `None`
    /// for a search that runs until the page stops it (the page keeps its own time).
    pub fn patience_ms(&self) -> Option<f64> {
        match self {
            Ask::Search(request) => request.patience_ms(),
            Ask::Review(request) => Some(review_ms(request)),
            Ask::Prove(request) => Some(prove_ms(request)),
        }
    }
}

impl SearchRequest {
    /// See [`Ask::patience_ms`]: its time budget (the top level's default without one), or its
    /// node budget at the slowest speed, and the grace.
    pub fn patience_ms(&self) -> Option<f64> {
        if self.until_cancelled {
            return None;
        }
        let budget = match (self.millis, self.nodes) {
            (Some(millis), _) => millis,
            (None, Some(nodes)) => nodes as f64 / SLOWEST_NODES_PER_MS,
            (None, None) if self.level == Level::Top => TOP_MILLIS,
            // A rated level searches a few plies deep: well within the grace.
            (None, None) => 0.0,
        };
        Some(budget + GRACE_MS)
    }
}

fn review_ms(request: &ReviewRequest) -> f64 {
    request.limits().nodes.unwrap_or(0) as f64 / SLOWEST_NODES_PER_MS + GRACE_MS
}

/// A settled proof searches again with four times the nodes up to `up_to`: at most 4/3 of its
/// last budget in all.
fn prove_ms(request: &ProveRequest) -> f64 {
    let last = request.up_to.unwrap_or(request.nodes).max(request.nodes);
    (last as f64 * 4.0 / 3.0) / SLOWEST_NODES_PER_MS + GRACE_MS
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao_engine::{BawoSetup, Position, Variant};

    fn search(level: Level, nodes: Option<u64>, millis: Option<f64>, until_cancelled: bool) -> SearchRequest {
        let position = Position::start(Variant::Kujifunza, BawoSetup::default());
        SearchRequest { position, history: Vec::new(), level, seed: 0, nodes, millis, lines: None, search_forced: false, until_cancelled }
    }

    #[test]
    fn a_worker_is_given_its_requests_budget_and_the_grace() {
        // The computer's move at the top level: its 1.5 s and 10 s more.
        assert_eq!(search(Level::Top, None, None, false).patience_ms(), Some(11_500.0));
        assert_eq!(search(Level::Top, None, Some(2_000.0), false).patience_ms(), Some(12_000.0));
        // 1,000,000 nodes at 100 a millisecond: 10 s, and the grace.
        assert_eq!(search(Level::Top, Some(1_000_000), None, false).patience_ms(), Some(20_000.0));
        assert_eq!(search(Level::Rated(1), None, None, false).patience_ms(), Some(GRACE_MS));
        // The analysis keeps its own time.
        assert_eq!(search(Level::Top, None, None, true).patience_ms(), None);
        let prove = ProveRequest {
            position: Position::start(Variant::Kujifunza, BawoSetup::default()),
            history: Vec::new(),
            depth: None,
            nodes: 300_000,
            up_to: Some(3_000_000),
        };
        // Up to 3,000,000 nodes after 750,000 and the rest: 4,000,000 at most, 40 s.
        assert_eq!(Ask::Prove(prove).patience_ms(), Some(50_000.0));
    }
}
