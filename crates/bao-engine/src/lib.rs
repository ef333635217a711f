//! The Bao rules engine: pure Rust, no web, no clock. Implements `shared/RULES.md` for
//! Bao la Kiswahili, Bao la Kete, Bawo and Bao la Kujifunza.
//!
//! * [`Position`] is a validated position; [`PositionSetup`] the unchecked JSON form.
//! * [`Position::successors`] / [`Position::legal_moves`] generate fully expanded legal moves;
//!   [`Position::play`] plays one and reports its [`Event`]s; [`Position::why_not`] explains
//!   an illegal choice. For a search, [`Position::sowings`] and [`Position::legal_sowing`]
//!   simulate moves without building their positions until [`Position::complete`].
//! * [`Game`] adds the end-of-game checks, repetition and the text record ([`Record`]).
//! * [`game_end`] is the one place that orders the end-of-game checks (RULES.md settled 11);
//!   games, playouts, perft and the AI's search ask it.
//! * Refusals are values: [`MoveError`], [`PositionError`] and [`RecordError`], each kind with
//!   its data, an English `Display` and a stable `code()` for translation tables.
//!
//! Modules, leaves first (the import graph has no cycle, `tests/module_graph.rs`): `enums`
//! (the crate's one enum macro, [`listed_enum!`](crate::listed_enum), and [`UnknownName`]), `types`
//! (holes, sides, the small enums, [`WhyNot`]), `rng`, `mv` (the move types), `event`,
//! `rules`, `error`, `position`, `sow` (the sowing machine), `successor`, `movegen` (legal
//! moves and playing them), `why_not`, `gambit` (Bawo), `end`, `game`, `perft`, `random`.

#![deny(missing_docs)]

mod end;
mod enums;
mod error;
mod event;
mod gambit;
mod game;
mod movegen;
mod mv;
mod perft;
mod position;
pub mod random;
mod rng;
mod rules;
pub mod sort;
mod sow;
mod successor;
mod types;
mod why_not;

pub use end::end_check;
pub use end::{game_end, LegalMoveCheck, PLY_LIMIT, REPETITIONS};
pub use enums::UnknownName;
pub use error::{excerpt, MarkerError, MoveError, PositionError, RecordError, RecordErrorKind, SyntaxError, EXCERPT_CHARS};
pub use event::{Event, LiftKind};
pub use gambit::{GambitHand, GambitLift, GambitPlacements};
pub use game::{parse_move, Game, Markers, Ply, Record};
pub use mv::{Move, MoveInfo, Placement, SowMove};
pub use perft::perft;
pub use position::{Position, PositionSetup, SideSetup, MAX_POSITION_JSON};
pub use rules::{Rules, SingletonRule};
pub use sow::MAX_LAPS;
pub use successor::{Played, Sowing, Successor};
pub use types::{
    entry_kichwa, BawoSetup, Dir, EndReason, Hole, Outcome, Row, Side, Stage, Turn, Variant, WhyNot, LEFT_KICHWA, MAX_STUDY_SEEDS, NYUMBA, RIGHT_KICHWA,
    TOTAL_SEEDS,
};
