//! Puzzles made by the engine and the AI: candidate positions come from AI
//! self-play at mixed levels, taken right after a mistake; each puzzle has one theme, defined
//! exactly so that a habit does not solve it (see [`Theme`]) and re-checked by [`check`].
//!
//! * [`Puzzle`] is one puzzle and its JSON line: `{"id", "variant", "theme", "position"
//!   (RULES.md §12), "solution" (the line, the learner's move first), "rating", "depth",
//!   "rivals", "nodes"}`.
//! * [`generate`] makes puzzles reproducibly for a seed; [`check`] re-verifies one by its
//!   theme's definition at its stored node budget ([`check_puzzle_theme`]: no habit finds
//!   the answer), and its difficulty ([`difficulty`]: the depth at which the search settles
//!   on the solution and the moves that look as good; the rating adds the laps of the
//!   solution line, [`line_laps`]).
//! * [`glicko`]: the learner's puzzle rating, moved by every attempt.
//! * [`greed`]: whether taking the most seeds solves an exercise, per puzzle theme and for the
//!   learning path's steps.
//! * Every call into the AI goes through `ai_adapter`, the one file to change when the AI's
//!   API changes.

mod ai_adapter;
mod generate;
pub mod glicko;
// The "does greed solve it" measure serves `bao learn check`, `bao puzzles --check`, the
// generator and the tests; the app calls only `greedy_moves` (the learning path's capture
// goals and idea claims).
pub mod greed;
mod puzzle;
mod rating;
mod themes;

pub use crate::ai::bao_hamna_escape;
pub use generate::{generate, GenerateOptions, GenerateStats, DEFAULT_NODES};
pub use puzzle::{check, parse_lines, Puzzle, PuzzleError};
pub use rating::{
    difficulty, line_laps, move_laps, rivals_at_a_glance, Difficulty, Rating, DEEP_NODES, LAPS_PER_POINT, MAX_LAP_POINTS, RIVAL_MARGIN, SHALLOW_DEPTH,
};
pub use themes::{
    check_puzzle_theme, check_theme, find_puzzle_solution, find_solution, first_capture, first_capture_habit, most_capturing_moves, Theme, ThemeViolation,
    CAPTURE_MARGIN, MIN_MOVES, MIN_MOVES_SAFARI, SAFARI_MARGIN,
};

#[cfg(test)]
mod tests;
