//! A puzzle's difficulty, from the search of the top level: the depth at which the search
//! first settles on the solution ([`Difficulty::depth`]) and how many other moves look as good
//! at a shallow depth ([`Difficulty::rivals`]), shown to the learner as a named band
//! ([`Rating`]).
//!
//! The same search decides whether a puzzle is worth solving at all: a solution that a search
//! of [`DEEP_NODES`] nodes would not play is no puzzle ([`difficulty`] gives `None`).

use crate::engine::{Move, Position};

use super::ai_adapter;

/// The budget of the deep search that must play the solution, and whose depth bounds
/// [`Difficulty::depth`].
pub const DEEP_NODES: u64 = 100_000;
/// The depth at which rivals are counted.
pub const SHALLOW_DEPTH: u32 = 2;
/// A rival's score at [`SHALLOW_DEPTH`] is at most this far below the solution's (hundredths
/// of a seed), or above it.
pub const RIVAL_MARGIN: i32 = 50;
/// Rivals counted at most (more change nothing in the band).
const MAX_RIVALS: u8 = 3;

/// How hard a puzzle is, by the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Difficulty {
    /// The smallest depth `d` such that the top level's search to every depth from `d` up to
    /// the deep search's own depth plays the solution (1: even a one-ply look finds it).
    pub depth: u32,
    /// The other legal moves whose score at [`SHALLOW_DEPTH`] is within [`RIVAL_MARGIN`] of
    /// the solution's or above it (at most `MAX_RIVALS`): moves that look as good at a
    /// glance.
    pub rivals: u8,
}

impl Difficulty {
    /// The band: one point per ply of [`Difficulty::depth`] and two per rival, in steps of
    /// two points (1–2 points: band 1, 3–4: band 2, … 11 or more: band 6).
    pub fn rating(self) -> Rating {
        let points = self.depth.min(12) + 2 * u32::from(self.rivals);
        Rating((points.saturating_sub(1) / 2 + 1).min(u32::from(Rating::TOP.0)) as u8)
    }
}

/// A band of difficulty, `1` (easiest) to `6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rating(u8);

impl Rating {
    /// The hardest band.
    pub const TOP: Rating = Rating(6);

    /// A rating from its number (`1..=6`).
    pub fn new(level: u8) -> Option<Rating> {
        (1..=Rating::TOP.0).contains(&level).then_some(Rating(level))
    }

    /// The number stored in the JSON.
    pub fn level(self) -> u8 {
        self.0
    }

    /// The puzzle's strength on the learner's rating scale ([`crate::puzzles::glicko`]): 1500
    /// (a new learner's rating) for band 1, 200 more per band.
    pub fn strength(self) -> f64 {
        1300.0 + 200.0 * f64::from(self.0)
    }

    /// The band whose strength is nearest `rating`.
    ///
    /// ```
    /// use bao::puzzles::Rating;
    /// assert_eq!(Rating::nearest(1500.0).level(), 1);
    /// assert_eq!(Rating::nearest(1601.0).level(), 2);
    /// assert_eq!(Rating::nearest(9000.0), Rating::TOP);
    /// ```
    pub fn nearest(rating: f64) -> Rating {
        let band = ((rating - 1300.0) / 200.0).round().clamp(1.0, f64::from(Rating::TOP.0));
        Rating(band as u8)
    }
}

/// The difficulty of `solution` in `pos`, or `None` when a search of [`DEEP_NODES`] nodes
/// does not play it.
pub fn difficulty(pos: &Position, solution: &Move) -> Option<Difficulty> {
    let (best, deep) = ai_adapter::best_and_depth(pos, DEEP_NODES)?;
    if best != *solution {
        return None;
    }
    // From the deep search's depth down: the first depth that plays another move ends it.
    let mut depth = deep.max(1);
    while depth > 1 && ai_adapter::best_at_depth(pos, depth - 1, DEEP_NODES).as_ref() == Some(solution) {
        depth -= 1;
    }
    Some(Difficulty { depth, rivals: rivals(pos, solution) })
}

/// The other moves that look as good as `solution` at [`SHALLOW_DEPTH`].
fn rivals(pos: &Position, solution: &Move) -> u8 {
    let scores = ai_adapter::root_scores(pos, SHALLOW_DEPTH);
    let Some(&(_, mine)) = scores.iter().find(|(mv, _)| mv == solution) else { return 0 };
    let count = scores.iter().filter(|(mv, score)| mv != solution && *score >= mine - RIVAL_MARGIN).count();
    count.min(usize::from(MAX_RIVALS)) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_grow_with_depth_and_rivals() {
        // Points: depth + 2 × rivals; band = (points − 1) / 2 + 1, at most 6.
        let table = [((1, 0), 1), ((2, 0), 1), ((3, 0), 2), ((1, 1), 2), ((4, 1), 3), ((5, 2), 5), ((9, 0), 5), ((11, 0), 6), ((30, 3), 6)];
        for ((depth, rivals), band) in table {
            assert_eq!(Difficulty { depth, rivals }.rating().level(), band, "depth {depth}, rivals {rivals}");
        }
        assert_eq!(Rating::new(0), None);
        assert_eq!(Rating::new(7), None);
        assert_eq!(Rating::TOP.level(), 6);
    }
}
