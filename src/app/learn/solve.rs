//! The one place the learning path calls the AI: proving play-out steps won (or held) and
//! choosing the computer's replies in them. The AI's API may change; only this file follows.

use crate::ai::protocol::prove_bounded;
use crate::ai::Verdict;
use crate::engine::{Move, Position, Side};

/// What a bounded search proved about a position, for its side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The side to move wins by force.
    Won,
    /// The side to move loses by force.
    Lost,
    /// Neither within the budget.
    Open,
}

/// Searches `pos` (after the game's earlier positions `history`, oldest first) with at most
/// `nodes` nodes and, if given, `depth` plies; says what it proved and its best move. The
/// browser asks the search worker for the same search (`ai::protocol::ProveRequest`).
pub fn prove(pos: &Position, history: &[u64], depth: Option<u32>, nodes: u64) -> (Proof, Option<Move>) {
    // A forced position is searched too: its one move says nothing about who wins.
    let bounded = prove_bounded(pos, history, depth, nodes);
    (proof_of(pos.to_move(), bounded.verdict), bounded.best())
}

/// What a search's verdict proves for `to_move`, the side to move.
pub fn proof_of(to_move: Side, verdict: Verdict) -> Proof {
    match verdict {
        Verdict::Proven { winner, .. } if winner == to_move => Proof::Won,
        Verdict::Proven { .. } => Proof::Lost,
        Verdict::Forced | Verdict::Eval(_) => Proof::Open,
    }
}
