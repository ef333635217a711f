//! One reviewed ply as the page keeps it ([`ReviewedPly`]), read from the worker's reply, and
//! its place on the evaluation curve.

use crate::ai::review::{Mark, PlyReview};
use crate::ai::{Verdict, SEED};
use crate::engine::{Move, Side};

/// How far the curve goes each way, in score units (16 seeds); a proven result sits at the edge.
pub const CURVE_LIMIT: i32 = 16 * SEED;

/// One reviewed ply, read back from the worker's reply (South-side scores).
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedPly {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub mover: Side,
    /// The played move's score and verdict (`None`: a Bawo placement the search did not try).
    pub played: Option<(i32, Verdict)>,
    /// The search's best move, its score and verdict.
    pub best: (Move, i32, Verdict),
    /// The mark, if any.
    pub mark: Option<Mark>,
    /// The moves the review's rule would not mark against the best move, the best first
    /// ([`PlyReview::unmarked`]).
    pub unmarked: Vec<Move>,
    /// The search's depth.
    pub depth: u32,
    /// The played move's line in the search (the move, then the opponent's best answer and
    /// so on): the refutation shown on the board; empty when the move was not searched.
    pub refutation: Vec<Move>,
}

impl From<&PlyReview> for ReviewedPly {
    /// The worker's review of a ply (its moves already read in the position before it).
    fn from(review: &PlyReview) -> ReviewedPly {
        ReviewedPly {
            mv: review.mv,
            mover: review.mover,
            played: review.played.as_ref().map(|line| (line.score, line.verdict)),
            best: (review.best.mv, review.best.score, review.best.verdict),
            mark: review.mark,
            unmarked: review.unmarked.clone(),
            depth: review.depth,
            refutation: review.played.as_ref().map(|line| line.pv.clone()).unwrap_or_default(),
        }
    }
}

impl ReviewedPly {
    /// The evaluation after the move from South's side, clamped to ±[`CURVE_LIMIT`] (a proven
    /// result at the edge of its winner).
    pub fn curve_value(&self) -> i32 {
        let (score, verdict) = self.played.unwrap_or((self.best.1, self.best.2));
        match verdict {
            Verdict::Proven { winner: Side::South, .. } => CURVE_LIMIT,
            Verdict::Proven { winner: Side::North, .. } => -CURVE_LIMIT,
            _ => score.clamp(-CURVE_LIMIT, CURVE_LIMIT),
        }
    }
}
