//! A legal move with what it leads to: its position ([`Successor`]), its simulated board
//! before the position is built ([`Sowing`]), or its events ([`Played`]).

use super::event::Event;
use super::mv::{Move, MoveInfo, SowMove};
use super::position::Position;
use super::sow::Opening;

/// A legal move and the position it leads to.
#[derive(Clone, Debug)]
pub struct Successor {
    /// The move.
    pub mv: Move,
    /// The position it leads to.
    pub position: Position,
    /// What kind of move it was.
    pub info: MoveInfo,
}

/// A legal sowing move simulated up to the board it leaves, before [`Position::complete`]
/// builds its position. Completing a takata runs the takasia test of §7, which simulates the
/// opponent's captures, so a search generates sowings for all moves of a node and completes
/// only those it enters.
#[derive(Clone, Debug)]
pub struct Sowing {
    /// The move.
    pub mv: SowMove,
    /// What the move did; `takasia_created` is only decided by completing it.
    pub info: MoveInfo,
    pub(crate) opening: Opening,
    pub(crate) board: [[u8; 16]; 2],
    pub(crate) house_owned: [bool; 2],
}

/// The result of playing a move.
#[derive(Clone, Debug)]
pub struct Played {
    /// The position after the move.
    pub position: Position,
    /// What kind of move it was.
    pub info: MoveInfo,
    /// What happened, step by step.
    pub events: Vec<Event>,
}
