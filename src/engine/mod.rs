//! The Bao rules engine: pure Rust, no web, no clock. Implements `shared/RULES.md` for
//! Bao la Kiswahili, Bao la Kete, Bawo and Bao la Kujifunza.
//!
//! * [`Position`] is a validated position; [`PositionSetup`] the unchecked JSON form.
//! * [`Position::successors`] / [`Position::legal_moves`] generate fully expanded legal moves;
//!   [`Position::play`] plays one and reports its [`Event`]s; [`Position::why_not`] explains
//!   an illegal choice. For a search, [`Position::sowings`] and [`Position::legal_sowing`]
//!   simulate moves without building their positions until [`Position::complete`].
//! * [`Game`] adds the end-of-game checks, repetition and the text record.

mod event;
mod gambit;
mod game;
mod moves;
mod perft;
mod position;
pub mod random;
mod rules;
mod sow;
mod types;

pub use event::{Event, LiftKind};
pub use gambit::{GambitHand, GambitPlacements, Placement};
pub(crate) use game::end_check;
pub use game::{parse_move, Game, Markers, Ply, Record, RecordError, PLY_LIMIT, REPETITIONS};
pub use moves::{Move, MoveError, MoveInfo, Played, SowMove, Sowing, Successor, WhyNot};
pub use perft::perft;
pub use position::{Position, PositionError, PositionSetup, SideSetup, MAX_STUDY_SEEDS, TOTAL_SEEDS};
pub use rules::{Rules, SingletonRule};
pub use sow::MAX_LAPS;
pub use types::{BawoSetup, Dir, EndReason, Hole, Outcome, Row, Side, Stage, Turn, Variant, LEFT_KICHWA, NYUMBA, RIGHT_KICHWA};
