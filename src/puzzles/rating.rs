//! A puzzle's rating: the lowest AI level that finds the solution in at least
//! [`RATING_WINS`] of [`RATING_SEEDS`] seeds, shown to the learner as a named band.

use crate::engine::{Move, Position};

use super::ai_adapter::{self, RATING_LEVELS};

/// The seeds each level plays the puzzle with (1 to this).
pub const RATING_SEEDS: u64 = 5;
/// How many of the seeds must find the solution.
pub const RATING_WINS: usize = 4;

/// The rating: `1`–`4` the rated level that finds the solution, `5` the top level (at the
/// puzzle's node budget), `6` no level finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rating(u8);

impl Rating {
    /// The hardest rating: no level finds the solution.
    pub const BEYOND: Rating = Rating(RATING_LEVELS + 1);

    /// A rating from its number (`1..=6`).
    pub fn new(level: u8) -> Option<Rating> {
        (1..=Rating::BEYOND.0).contains(&level).then_some(Rating(level))
    }

    /// The number stored in the JSON: the lowest level that finds the solution.
    pub fn level(self) -> u8 {
        self.0
    }

    /// The learner-facing band in English.
    pub fn label_en(self) -> &'static str {
        ["Easy", "Fair", "Hard", "Very hard", "Master", "Beyond the computer"][usize::from(self.0 - 1)]
    }

    /// The learner-facing band in Kiswahili.
    pub fn label_sw(self) -> &'static str {
        ["Rahisi", "Wastani", "Ngumu", "Ngumu sana", "Ya bingwa", "Zaidi ya kompyuta"][usize::from(self.0 - 1)]
    }
}

/// Rates `solution` (the learner's first move) in `pos`: every level from the weakest chooses
/// a move with seeds 1..=RATING_SEEDS, its thinking capped at `nodes` nodes; the first level
/// choosing the solution at least RATING_WINS times gives the rating.
pub fn rate(pos: &Position, solution: &Move, nodes: u64) -> Rating {
    for index in 1..=RATING_LEVELS {
        let mut found = 0;
        for seed in 1..=RATING_SEEDS {
            if ai_adapter::level_choice(pos, index, seed, nodes).as_ref() == Some(solution) {
                found += 1;
            }
            // Stop as soon as the outcome is decided either way.
            let left = (RATING_SEEDS - seed) as usize;
            if found >= RATING_WINS || found + left < RATING_WINS {
                break;
            }
        }
        if found >= RATING_WINS {
            return Rating(index);
        }
    }
    Rating::BEYOND
}
