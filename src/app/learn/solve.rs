//! The one place the learning path calls the AI: proving play-out steps won (or held) and
//! choosing the computer's replies in them. The AI's API may change; only this file follows.

use crate::ai::protocol::prove_bounded;
use crate::ai::Standing;
use crate::engine::{Move, Position};

/// Searches `pos` (after the game's earlier positions `history`, oldest first) with at most
/// `nodes` nodes and, if given, `depth` plies; says what it proved and its best move. The
/// browser asks the search worker for the same search (`ai::protocol::ProveRequest`).
pub fn prove(pos: &Position, history: &[u64], depth: Option<u32>, nodes: u64) -> (Standing, Option<Move>) {
    // A forced position is searched too: its one move says nothing about who wins.
    let bounded = prove_bounded(pos, history, depth, nodes);
    (bounded.verdict.standing_for(pos.to_move()), bounded.best())
}
