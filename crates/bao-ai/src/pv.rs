//! Multi-PV bookkeeping: the best root moves of one iteration and the [`Line`]s handed out.
//! A leaf module beside `score.rs`: the search fills it, nothing here searches.

use bao_engine::{Move, Side};

use super::score::{south_view, Verdict, INFINITY};

/// One root move of a search with its principal variation (see [`crate::Limits::lines`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The root move (also `pv[0]`).
    pub mv: Move,
    /// Its score from South's side: `±(WIN − plies)` for a proven result, 0 for
    /// [`Verdict::Forced`].
    pub score: i32,
    /// What `score` means: [`Verdict::Proven`] or [`Verdict::Eval`] ([`Verdict::Forced`] for
    /// the one move of a position that was not searched).
    pub verdict: Verdict,
    /// The iteration the score comes from (0 for a forced move).
    pub depth: u32,
    /// The expected play from the root: this move, the best reply, and so on, as far as the
    /// search followed it (captures at the horizon included; it may stop short of `depth`
    /// where the transposition table lost the rest).
    pub pv: Vec<Move>,
}

impl Line {
    /// A searched root move: `pv` starts with it, `score` is from the side to move's view.
    pub(crate) fn searched(pv: Vec<Move>, score: i32, to_move: Side, depth: u32) -> Line {
        let score = south_view(score, to_move);
        Line { mv: pv[0], score, verdict: Verdict::from_south_score(score), depth, pv }
    }

    /// The one legal move of a position, returned without a search.
    pub(crate) fn forced(mv: Move) -> Line {
        Line { mv, score: 0, verdict: Verdict::Forced, depth: 0, pv: vec![mv] }
    }
}

/// A root move's exact result in one iteration, from the side to move's view.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct RootMove {
    /// Index into the root's move list.
    pub index: usize,
    pub score: i32,
    /// The move and the search's line after it.
    pub pv: Vec<Move>,
}

/// The best `k` root moves an iteration has searched so far, best first; a later move ties
/// after the earlier ones (the order a stable sort of the search order gives).
#[derive(Clone, Debug, Default)]
pub(crate) struct TopLines {
    k: usize,
    moves: Vec<RootMove>,
}

impl TopLines {
    pub fn new(k: usize) -> TopLines {
        TopLines { k: k.max(1), moves: Vec::with_capacity(k.max(1) + 1) }
    }

    /// Whether `k` moves are in.
    pub fn is_full(&self) -> bool {
        self.moves.len() >= self.k
    }

    /// The score a move must beat to enter once the list is full (the `k`-th best so far),
    /// −infinity before: the lower end of the window for the moves that follow.
    pub fn bar(&self) -> i32 {
        if self.is_full() {
            self.moves[self.k - 1].score
        } else {
            -INFINITY
        }
    }

    /// Whether a move scoring `score` enters the list.
    pub fn admits(&self, score: i32) -> bool {
        !self.is_full() || score > self.bar()
    }

    /// Puts a move in its place (after the moves scoring as much) and drops the `k+1`-th.
    pub fn insert(&mut self, entry: RootMove) {
        let at = self.moves.iter().position(|m| m.score < entry.score).unwrap_or(self.moves.len());
        self.moves.insert(at, entry);
        self.moves.truncate(self.k);
    }

    /// The moves, best first.
    pub fn moves(&self) -> &[RootMove] {
        &self.moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bao_engine::{Hole, SowMove};

    fn entry(index: usize, score: i32) -> RootMove {
        let mv = Move::Sow(SowMove { hole: Hole::new(Side::South, index as u8), dir: None, safari: false });
        RootMove { index, score, pv: vec![mv] }
    }

    /// With k = 2 the bar is −infinity until two moves are in, then the second best; a move
    /// only enters by beating it, and ties keep the earlier move first.
    #[test]
    fn the_top_two_keep_the_best_two_in_order() {
        let mut top = TopLines::new(2);
        assert_eq!(top.bar(), -INFINITY);
        for (index, score) in [(0, 10), (1, 30), (2, 10), (3, 20), (4, 30)] {
            if top.admits(score) {
                top.insert(entry(index, score));
            }
        }
        let kept: Vec<(usize, i32)> = top.moves().iter().map(|m| (m.index, m.score)).collect();
        assert_eq!(kept, [(1, 30), (4, 30)]);
        assert_eq!(top.bar(), 30);
        assert!(!top.admits(30));
    }
}
