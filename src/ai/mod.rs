//! The computer opponent: pure Rust on top of the rules engine, for native tools and wasm.
//!
//! * [`choose_move`] with a [`Level`] is the one entry point for the app, the hint button and
//!   the arena; [`Search`] is the search underneath (see `search.rs` for how it works).
//! * [`Evaluator`] holds the evaluation weights per game and stage (`eval.rs`).
//! * Bawo's gambit placements come from a candidate family plus hill climbing (`gambit.rs`).
//! * [`protocol`] is the text the browser worker speaks; `worker` (wasm32 only) is the client
//!   the UI uses to run searches in a Web Worker.
//!
//! Time comes from the caller: the engine has no clock, so a search takes a clock function
//! returning milliseconds (`Instant` natively, `Date.now()` in the browser).

mod eval;
mod gambit;
mod level;
pub mod protocol;
mod search;
#[cfg(target_arch = "wasm32")]
pub mod worker;

pub use eval::{Evaluator, Weights, SEED};
pub use level::{choose_move, Budget, Choice, Level, RATED_LEVELS, TOP_MILLIS};
pub use search::{Hooks, Limits, Progress, Search, SearchResult, MAX_DEPTH, MAX_QUIESCENCE, POLL_INTERVAL, PROVEN, WIN};
