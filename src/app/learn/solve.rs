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

/// The plies to the end of the win a search of `nodes` nodes proves for the side that just
/// moved into `pos` (the opponent to move), counting that move: `None` unless it proves the
/// win. A level's difficulty reads it: the longer the win, the more to see.
pub fn plies_to_win(pos: &Position, history: &[u64], nodes: u64) -> Option<u32> {
    match prove_bounded(pos, history, None, nodes).verdict {
        crate::ai::Verdict::Proven { winner, plies } if winner != pos.to_move() => Some(plies + 1),
        _ => None,
    }
}
