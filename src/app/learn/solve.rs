//! The one place the learning path calls the AI: proving play-out steps won (or held) and
//! choosing the computer's replies in them. The AI's API may change; only this file follows.

use crate::ai::{Evaluator, Hooks, Limits, Search, Verdict};
use crate::engine::{Move, Position};

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
/// `nodes` nodes and, if given, `depth` plies; says what it proved and its best move.
pub fn prove(pos: &Position, history: &[u64], depth: Option<u32>, nodes: u64) -> (Proof, Option<Move>) {
    let evaluator = Evaluator::default();
    // A forced position is searched too: its one move says nothing about who wins.
    let limits = Limits { nodes: Some(nodes), depth: depth.unwrap_or(Limits::default().depth), search_forced: true, ..Limits::default() };
    let result = Search { evaluator: &evaluator, limits, exact_root_scores: false }.run(pos, history, Hooks::default());
    let proof = match result.verdict {
        Verdict::Proven { winner, .. } if winner == pos.to_move() => Proof::Won,
        Verdict::Proven { .. } => Proof::Lost,
        Verdict::Forced | Verdict::Eval(_) => Proof::Open,
    };
    (proof, result.best)
}
