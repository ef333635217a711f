//! Does greed solve it? The habit "take the most seeds you can" against an exercise's answer,
//! for the learning path's choice steps and levels (`bao learn check`) and for the puzzles
//! (`bao puzzles --check`): an exercise a habit solves teaches nothing beyond the habit.
//!
//! * [`captured_seeds`]: the seeds a legal move takes from the opponent in the whole move, as
//!   the engine counts them (every capture, all laps).
//! * [`greedy_moves`]: the legal moves that take the most.
//! * [`greed_solves`]: whether the wanted answer is among them (the definition is there).
//! * [`GreedTally`]: how many exercises greed solves of how many, and [`theme_greed`] that
//!   tally per puzzle theme.
//!
//! For `bao learn check`, `bao puzzles` (its generator and `--check`) and the tests: the app
//! calls none of it, so none of it is linked into its wasm.

use std::fmt;

use crate::engine::{Move, Position};

use super::{Puzzle, Theme};

/// The share of exercises greed may solve at most, in percent, where greed is not the idea:
/// "the move that captures most seeds at once is not the answer in at least 70% of
/// exercises". `bao puzzles --check` fails a file with a theme above it
/// ([`GreedTally::within_limit`]), and the generator keeps every theme's puzzles within it.
pub const MAX_GREEDY_PERCENT: usize = 30;

/// The seeds the legal move `mv` takes from the opponent in the whole move, as the engine counts
/// them ([`MoveInfo::seeds_captured`](crate::engine::MoveInfo): every capture of every lap).
/// `None` when `mv` is not legal in `pos`.
pub fn captured_seeds(pos: &Position, mv: &Move) -> Option<u32> {
    pos.play(mv).ok().map(|played| u32::from(played.info.seeds_captured))
}

/// The greatest capture of the position's legal moves ([`captured_seeds`]) and the moves that
/// take it, in the engine's order; `(0, [])` when no legal move captures (greed has nothing to
/// go by). The themes' [`super::most_capturing_moves`] over the position's successors: one
/// count of the habit for the puzzles and the learning path.
pub fn greedy_moves(pos: &Position) -> (u32, Vec<Move>) {
    let (most, moves) = super::most_capturing_moves(&pos.successors());
    (u32::from(most), moves)
}

/// Whether greed solves an exercise whose answer is `wanted` in `pos`: some legal move captures
/// (the greatest capture of the position is more than 0 seeds), and `wanted` is among the
/// legal moves that capture the most seeds in that move itself — every capture of the move
/// counted, all laps ([`captured_seeds`]), nothing about what follows. A tie counts as solved
/// by greed: a learner with the habit may pick `wanted` among the moves that tie. A position
/// where nothing can be captured is never solved by greed, whatever `wanted` is.
///
/// The habit is the plain seed count: unlike the AI's greedy player it does not put a Bao
/// hamna first, and unlike "the largest first hole" it counts the later laps' captures too.
pub fn greed_solves(pos: &Position, wanted: &Move) -> bool {
    let (most, moves) = greedy_moves(pos);
    most > 0 && moves.contains(wanted)
}

/// How many exercises greed solves ([`greed_solves`]), of how many.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GreedTally {
    /// The exercises counted.
    pub exercises: usize,
    /// Those greed solves.
    pub greedy: usize,
}

impl GreedTally {
    /// Counts one more exercise, solved by greed or not.
    pub fn add(&mut self, greedy: bool) {
        self.exercises += 1;
        self.greedy += usize::from(greedy);
    }

    /// Two tallies together.
    pub fn plus(self, other: GreedTally) -> GreedTally {
        GreedTally { exercises: self.exercises + other.exercises, greedy: self.greedy + other.greedy }
    }

    /// The share greed solves, in whole percent rounded to the nearest (0 of none).
    pub fn percent(self) -> usize {
        if self.exercises == 0 {
            0
        } else {
            (200 * self.greedy + self.exercises) / (2 * self.exercises)
        }
    }

    /// Greed solves at most [`MAX_GREEDY_PERCENT`] of the exercises (exactly, not rounded).
    pub fn within_limit(self) -> bool {
        100 * self.greedy <= MAX_GREEDY_PERCENT * self.exercises
    }
}

impl fmt::Display for GreedTally {
    /// "12 exercises, greed solves 5 (42%)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} exercises, greed solves {} ({}%)", self.exercises, self.greedy, self.percent())
    }
}

/// Whether a theme is held to [`MAX_GREEDY_PERCENT`]: every theme but `biggest-capture`, whose
/// answer is the biggest capture by definition.
pub fn greed_limited(theme: Theme) -> bool {
    theme != Theme::BiggestCapture
}

/// The puzzles' [`GreedTally`] per theme, in [`Theme::ALL`] order, the themes present only:
/// each puzzle is an exercise whose answer is its solution's first move (the learner's).
pub fn theme_greed(puzzles: &[Puzzle]) -> Vec<(Theme, GreedTally)> {
    Theme::ALL
        .into_iter()
        .filter_map(|theme| {
            let mut tally = GreedTally::default();
            for puzzle in puzzles.iter().filter(|p| p.theme == theme) {
                tally.add(puzzle.solution.first().is_some_and(|first| greed_solves(&puzzle.position, first)));
            }
            (tally.exercises > 0).then_some((theme, tally))
        })
        .collect()
}
