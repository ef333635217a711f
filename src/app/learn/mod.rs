//! The learning path: a curriculum of short steps (a study position, one goal the engine
//! checks, words in English and Kiswahili), the step checker with graded hints and stars, the
//! learner's progress with spaced review, and the endless "Where does it stop?" drills.
//!
//! * [`curriculum`]: the stages and steps, in the order Bao is learnt ([`STAGES`]), written
//!   into the app at build time from the stage files of `content/learn/` (their format:
//!   [`schema`]); [`content`] reads and checks the same files at run time, and [`audit`] says
//!   what makes a step a good exercise (one right answer, proven play-outs, both languages),
//!   for the tests and `bao learn check`.
//! * [`attempt`]: one step in progress ([`Attempt`]): misses, hints, the play-out line, stars.
//! * [`mod@check`]: [`check()`] judges an answer and says why ([`Judgement`], [`Why`]); [`hint`] and
//!   [`stars`].
//! * [`progress`]: what the learner has done, its JSON store and the review schedule.
//! * [`drill`]: generated positions and moves with the hole where they stop.
//! * [`levels`]: the practice levels of every step, played as steps; [`level_gen`] makes and
//!   checks them (natively: `bao learn levels`, `bao learn check`, the tests).
//! * [`greed`] (native only): how many of each choice step's exercises greed solves, for
//!   `bao learn check`.
//! * [`opening`] (native only): the boards a game reaches from its start, for the opening
//!   step's claim and levels.
//! * [`trace`]: what a move did, read from the engine's events; [`solve`]: the one adapter to
//!   the AI's search.

pub mod attempt;
// The authoring tools (the content audit, the stage-file reader, the curriculum's export for
// the Python reference, the greed report, the level generator and its games) serve `bao learn` and the
// tests: native only, never in the app's wasm.
#[cfg(not(target_arch = "wasm32"))]
pub mod audit;
pub mod check;
#[cfg(not(target_arch = "wasm32"))]
pub mod content;
pub mod curriculum;
pub mod drill;
#[cfg(not(target_arch = "wasm32"))]
pub mod export;
#[cfg(not(target_arch = "wasm32"))]
pub mod game_boards;
#[cfg(not(target_arch = "wasm32"))]
pub mod greed;
#[cfg(not(target_arch = "wasm32"))]
pub mod level_gen;
pub mod levels;
#[cfg(not(target_arch = "wasm32"))]
pub mod opening;
pub mod progress;
pub mod schema;
pub mod solve;
pub mod step;
pub mod trace;
pub mod words;

pub use attempt::Attempt;
pub use check::{check, hint, stars, Answer, Hint, HintLevel, Judgement, ProofQuery, Proved, Why};
pub use curriculum::STAGES;
pub use step::{ContentText, Goal, GoalKind, LearnStage, Step};

#[cfg(test)]
mod tests;
