//! What a reviewed ply's mark means for the learner: the review's mark ([`Mark`], the search's
//! rule in `ai::review::mark`) read with the played move's own result, and what the move cost
//! against the best move of the same search.
//!
//! The rule for the label: a marked move after which the mover is still winning — its line is a
//! proven win for the mover, or its evaluation is at least [`CURVE_LIMIT`] (16 seeds) for the
//! mover, where the graph stands at the mover's edge — is an [`PlyVerdict::Inaccuracy`] ("a
//! slower win"), not a blunder or a mistake: the game is still won, and the words say what it
//! cost (seeds, or the proven win given up). Every other mark keeps the review's word.

use crate::ai::review::Mark;
use crate::ai::{south_view, Verdict, PROVEN};
use crate::engine::Side;

use super::ply::{ReviewedPly, CURVE_LIMIT};

/// The review's word on a marked ply, as the learner reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlyVerdict {
    /// The review's blunder, and the mover is no longer clearly winning.
    Blunder,
    /// The review's mistake, and the mover is no longer clearly winning.
    Mistake,
    /// Marked, but the mover still wins (proven, or 16 seeds ahead): a slower win.
    Inaccuracy,
}

impl PlyVerdict {
    /// The class name of the mark (the graph's points, the list's items, the legend).
    pub fn name(self) -> &'static str {
        match self {
            PlyVerdict::Blunder => "blunder",
            PlyVerdict::Mistake => "mistake",
            PlyVerdict::Inaccuracy => "inaccuracy",
        }
    }

    /// Whether it becomes one of the learner's own exercises: a blunder or a mistake (a
    /// slower win still wins).
    pub fn is_exercise(self) -> bool {
        self != PlyVerdict::Inaccuracy
    }
}

/// What the played move cost against the best move of the same search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlyCost {
    /// The best move won by force in this many plies; the played move's win is not proven.
    ProvenWin { plies: u32 },
    /// The played move keeps a proven win, this many plies longer.
    LongerWin { plies: u32 },
    /// After the played move the opponent wins by force in this many plies (from the position
    /// before it); the better move is not proven lost.
    ProvenLoss { plies: u32 },
    /// Hundredths of a seed, from the mover's side (0 or more).
    Seeds(i32),
}

impl ReviewedPly {
    /// The review's word on this ply, read with the played move's result (`None`: not marked).
    pub fn judgement(&self) -> Option<PlyVerdict> {
        let mark = self.mark?;
        Some(if self.still_winning() {
            PlyVerdict::Inaccuracy
        } else if mark == Mark::Blunder {
            PlyVerdict::Blunder
        } else {
            PlyVerdict::Mistake
        })
    }

    /// The mover is still winning after the played move: the graph at the mover's edge.
    pub fn still_winning(&self) -> bool {
        let edge = match self.mover {
            Side::South => CURVE_LIMIT,
            Side::North => -CURVE_LIMIT,
        };
        self.played.is_some() && self.curve_value() == edge
    }

    /// What the played move cost against the best move (`None`: the placement was not searched).
    pub fn cost(&self) -> Option<PlyCost> {
        let (played, played_verdict) = self.played?;
        let (_, best, best_verdict) = self.best;
        let proven = |verdict: Verdict, side: Side| match verdict {
            Verdict::Proven { winner, plies } if winner == side => Some(plies),
            _ => None,
        };
        let (mover, opponent) = (self.mover, self.mover.opponent());
        Some(match (proven(best_verdict, mover), proven(played_verdict, mover)) {
            (Some(best), Some(played)) => PlyCost::LongerWin { plies: played.saturating_sub(best) },
            (Some(plies), None) => PlyCost::ProvenWin { plies },
            _ => match (proven(played_verdict, opponent), proven(best_verdict, opponent)) {
                (Some(plies), None) => PlyCost::ProvenLoss { plies },
                _ => PlyCost::Seeds((south_view(best, mover) - south_view(played, mover)).clamp(0, PROVEN)),
            },
        })
    }
}
