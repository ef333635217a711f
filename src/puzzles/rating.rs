//! A puzzle's difficulty, from the search of the top level: the depth at which the search
//! first settles on the solution ([`Difficulty::depth`]) and how many other moves look as good
//! at a shallow depth ([`Difficulty::rivals`]); and from the engine, how long the line is that
//! the learner must see (its plies, and its laps: [`line_laps`]): all shown to the learner as
//! a named band ([`Rating`], [`Difficulty::rating`]).
//!
//! The same search decides whether a puzzle is worth solving at all: a solution that a search
//! of [`DEEP_NODES`] nodes would not play is no puzzle ([`difficulty`] gives `None`).

use crate::engine::{Event, Move, Position};

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
/// Laps of the solution line beyond its first worth one point of difficulty.
pub const LAPS_PER_POINT: u32 = 3;
/// The laps' points at most: a line of many laps is long to read, but a learner reads it move
/// by move, which the plies' points count (a nine-ply only-win line of 40 laps would otherwise
/// be band 6 whatever the search says).
pub const MAX_LAP_POINTS: u32 = 4;

/// How hard a puzzle is, by the search; with the laps of its line ([`line_laps`]), its
/// [`Rating`].
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
    /// The band of a solution line of `plies` moves (the learner's and the replies) and
    /// `laps` laps ([`line_laps`]: what the learner must see move by move): one point per ply
    /// of [`Difficulty::depth`] (at most 12), two per rival, one per [`LAPS_PER_POINT`] laps
    /// beyond the first (at most [`MAX_LAP_POINTS`]) and one per two plies of the line beyond
    /// the first, in steps of two points (1–2 points: band 1, 3–4: band 2, … 11 or more: band
    /// 6). A one-lap answer a one-ply look finds is band 1; a 13-lap answer is at least band 3
    /// (1 + 12 / 3 = 5 points); a nine-ply line of 13 laps or more that a one-ply look finds is
    /// band 5 (1 + 4 + 8 / 2 = 9 points).
    pub fn rating(self, laps: u32, plies: usize) -> Rating {
        let lap_points = (laps.saturating_sub(1) / LAPS_PER_POINT).min(MAX_LAP_POINTS);
        let ply_points = (plies.saturating_sub(1) / 2) as u32;
        let points = self.depth.min(12) + 2 * u32::from(self.rivals) + lap_points + ply_points;
        Rating((points.saturating_sub(1) / 2 + 1).min(u32::from(Rating::TOP.0)) as u8)
    }

    /// The band of `solution` played from `pos`: [`Difficulty::rating`] of its laps
    /// ([`line_laps`]) and its plies.
    pub fn line_rating(self, pos: &Position, solution: &[Move]) -> Rating {
        self.rating(line_laps(pos, solution), solution.len())
    }
}

/// The laps of one move by the engine's events: every sowing of a hand of seeds is a lap — a
/// lift (the start, a relay, a safari, a nyumba's tax) or the entry of captured seeds at a
/// kichwa — and the laps a Bawo never-ending move skipped. `None` when `mv` is illegal.
pub fn move_laps(pos: &Position, mv: &Move) -> Option<u32> {
    let played = pos.play(mv).ok()?;
    Some(
        played
            .events
            .iter()
            .map(|event| match event {
                Event::Lift { .. } | Event::Entry { .. } => 1,
                Event::LapsSkipped { laps_skipped, .. } => *laps_skipped,
                _ => 0,
            })
            .sum(),
    )
}

/// The laps of every move of `line` played from `pos` ([`move_laps`]), counted until a move is
/// illegal.
pub fn line_laps(pos: &Position, line: &[Move]) -> u32 {
    let mut position = pos.clone();
    let mut laps = 0;
    for mv in line {
        let (Some(move_laps), Ok(played)) = (move_laps(&position, mv), position.play(mv)) else { break };
        laps += move_laps;
        position = played.position;
    }
    laps
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

/// The other moves that look as good as `solution` at [`SHALLOW_DEPTH`], at most `MAX_RIVALS`.
fn rivals(pos: &Position, solution: &Move) -> u8 {
    rivals_at_a_glance(pos, solution).min(usize::from(MAX_RIVALS)) as u8
}

/// The other legal moves whose score at [`SHALLOW_DEPTH`] is within [`RIVAL_MARGIN`] of
/// `solution`'s or above it, all counted: the moves that look as good at a glance (0 when
/// `solution` is not a legal move).
pub fn rivals_at_a_glance(pos: &Position, solution: &Move) -> usize {
    let scores = ai_adapter::root_scores(pos, SHALLOW_DEPTH);
    let Some(&(_, mine)) = scores.iter().find(|(mv, _)| mv == solution) else { return 0 };
    scores.iter().filter(|(mv, score)| mv != solution && *score >= mine - RIVAL_MARGIN).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_grow_with_depth_rivals_and_laps() {
        // Points: depth + 2 × rivals + min((laps − 1) / 3, 4) + (plies − 1) / 2;
        // band = (points − 1) / 2 + 1, at most 6. One-move lines first.
        let table = [
            ((1, 0, 1), 1),
            ((2, 0, 1), 1),
            ((3, 0, 1), 2),
            ((1, 1, 1), 2),
            ((4, 1, 1), 3),
            ((5, 2, 1), 5),
            ((9, 0, 1), 5),
            ((11, 0, 1), 6),
            ((30, 3, 1), 6),
            // Laps: 3 laps are 0 points more ((3 − 1) / 3), 4 laps 1, 13 laps 4: a 13-lap answer
            // a one-ply look finds is 5 points, band 3, not band 1.
            ((1, 0, 3), 1),
            ((2, 0, 4), 2),
            ((1, 0, 13), 3),
            ((1, 0, 0), 1),
            // 19 laps: 6 points by the laps alone, 4 at most: 3 + 2 + 4 = 9 points, band 5.
            ((3, 1, 19), 5),
            ((5, 1, 40), 6),
        ];
        for ((depth, rivals, laps), band) in table {
            assert_eq!(Difficulty { depth, rivals }.rating(laps, 1).level(), band, "depth {depth}, rivals {rivals}, laps {laps}");
        }
        // Longer lines: a three-ply line of 16 laps a one-ply look finds is 1 + 4 + 1 = 6
        // points, band 3; a nine-ply line of 40 laps 1 + 4 + 4 = 9 points, band 5; of 7 laps
        // 1 + 2 + 4 = 7 points, band 4; with a rival, 11 points: band 6.
        let one_ply = Difficulty { depth: 1, rivals: 0 };
        assert_eq!(one_ply.rating(16, 3).level(), 3);
        assert_eq!(one_ply.rating(40, 9).level(), 5);
        assert_eq!(one_ply.rating(7, 9).level(), 4);
        assert_eq!(Difficulty { depth: 1, rivals: 1 }.rating(40, 9).level(), 6);
        assert_eq!(Rating::new(0), None);
        assert_eq!(Rating::new(7), None);
        assert_eq!(Rating::TOP.level(), 6);
    }
}
