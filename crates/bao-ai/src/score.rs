//! Scores and verdicts: what a search's numbers mean. A leaf module (it imports nothing of the
//! AI), so that the search, the gambit look-ahead and the levels share it without a cycle.
//!
//! Inside the search a score is negamax, from the side to move's view. Everything the search
//! hands out ([`crate::SearchResult`], [`crate::Line`], [`crate::ProgressReport`], the
//! worker's replies) is from **South's** side: positive is good for South, whoever moves.

use serde::{Deserialize, Serialize};

use bao_engine::Side;

/// A won game scores this minus the plies to the win, so quicker wins score higher.
pub const WIN: i32 = 1_000_000;
/// Above every score: the open end of a full window.
pub(crate) const INFINITY: i32 = WIN + 1;
/// Scores at least this large are proven wins (or losses, negated).
pub const PROVEN: i32 = WIN - 10_000;

/// What a search says about a position or a root move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The side to move had one legal move, which was returned without a search (see
    /// [`crate::Limits::search_forced`]).
    Forced,
    /// The game ends with a win for `winner` in `plies` plies (counted from the searched
    /// position; 0: it is already over because the side to move has no move) whatever the
    /// loser plays, within the searched line's repetition rule.
    Proven {
        /// Who wins.
        #[serde(with = "side_name")]
        winner: Side,
        /// Plies from the searched position to the end of the game.
        plies: u32,
    },
    /// An evaluation from South's side, in hundredths of a seed ([`crate::SEED`]).
    Eval(i32),
}

impl Verdict {
    /// The verdict a score from South's side stands for: [`Verdict::Proven`] at or beyond
    /// [`PROVEN`], else [`Verdict::Eval`].
    pub fn from_south_score(score: i32) -> Verdict {
        if score >= PROVEN {
            Verdict::Proven { winner: Side::South, plies: (WIN - score) as u32 }
        } else if score <= -PROVEN {
            Verdict::Proven { winner: Side::North, plies: (WIN + score) as u32 }
        } else {
            Verdict::Eval(score)
        }
    }

    /// The score from South's side that orders verdicts (a proven win is `WIN − plies`, a
    /// proven loss its negation); `None` for [`Verdict::Forced`], which has no score.
    pub fn south_score(self) -> Option<i32> {
        match self {
            Verdict::Forced => None,
            Verdict::Proven { winner: Side::South, plies } => Some(WIN - plies as i32),
            Verdict::Proven { winner: Side::North, plies } => Some(plies as i32 - WIN),
            Verdict::Eval(score) => Some(score),
        }
    }

    /// What the verdict proves for `side`: a forced win, a forced loss, or neither (a forced
    /// move or an evaluation proves nothing about who wins).
    pub fn standing_for(self, side: Side) -> Standing {
        match self {
            Verdict::Proven { winner, .. } if winner == side => Standing::Won,
            Verdict::Proven { .. } => Standing::Lost,
            Verdict::Forced | Verdict::Eval(_) => Standing::Open,
        }
    }
}

/// What a search proved for one side ([`Verdict::standing_for`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The side wins by force.
    Won,
    /// The side loses by force.
    Lost,
    /// Neither, within the search.
    Open,
}

/// A side-to-move score seen from South's side.
pub fn south_view(score: i32, to_move: Side) -> i32 {
    match to_move {
        Side::South => score,
        Side::North => -score,
    }
}

/// A [`Side`] in JSON as its name (`"south"`, `"north"`), independent of the engine's serde.
mod side_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use bao_engine::Side;

    pub fn serialize<S: Serializer>(side: &Side, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(side.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Side, D::Error> {
        let name = String::deserialize(deserializer)?;
        Side::from_name(&name).ok_or_else(|| serde::de::Error::custom(format!("unknown side {name:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A win in 3 plies for North is −(WIN − 3) from South's side; the conversion goes both ways.
    #[test]
    fn proven_scores_and_verdicts_convert_both_ways() {
        let cases = [
            (WIN - 3, Verdict::Proven { winner: Side::South, plies: 3 }),
            (-(WIN - 3), Verdict::Proven { winner: Side::North, plies: 3 }),
            (-WIN, Verdict::Proven { winner: Side::North, plies: 0 }),
            (PROVEN - 1, Verdict::Eval(PROVEN - 1)),
            (-250, Verdict::Eval(-250)),
        ];
        for (score, verdict) in cases {
            assert_eq!(Verdict::from_south_score(score), verdict);
            assert_eq!(verdict.south_score(), Some(score));
        }
        assert_eq!(Verdict::Forced.south_score(), None);
        assert_eq!((south_view(120, Side::South), south_view(120, Side::North)), (120, -120));
    }

    #[test]
    fn verdicts_read_back_from_json() {
        for verdict in [Verdict::Forced, Verdict::Proven { winner: Side::North, plies: 7 }, Verdict::Eval(-35)] {
            let text = serde_json::to_string(&verdict).unwrap();
            assert_eq!(serde_json::from_str::<Verdict>(&text).unwrap(), verdict, "{text}");
        }
        assert_eq!(serde_json::to_string(&Verdict::Proven { winner: Side::South, plies: 7 }).unwrap(), r#"{"proven":{"winner":"south","plies":7}}"#);
    }
}
