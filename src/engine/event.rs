//! What happens during a move, step by step, for the board animation.

use serde::ser::{Serialize, SerializeMap, Serializer};

use super::types::{EndReason, Hole, Outcome, Side, Stage, Turn};

/// Why seeds are lifted from a hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiftKind {
    /// The start of a mtaji move, or of a namua takata after the reserve seed was added.
    Start,
    /// A lap ended in an occupied hole: its seeds are sown on.
    Relay,
    /// A lap ended in the functional nyumba and its seeds are sown on.
    Safari,
    /// Namua takata from the lone functional nyumba: only two seeds are lifted.
    Tax,
}

impl LiftKind {
    fn name(self) -> &'static str {
        match self {
            LiftKind::Start => "start",
            LiftKind::Relay => "relay",
            LiftKind::Safari => "safari",
            LiftKind::Tax => "tax",
        }
    }
}

/// One step of a move, fine enough to draw every seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A seed from the reserve is put into a hole (namua, or a gambit placement).
    Place { hole: Hole },
    /// Seeds are taken into the hand.
    Lift { hole: Hole, count: u8, kind: LiftKind },
    /// One seed falls from the hand.
    Drop { hole: Hole },
    /// The opponent's hole is emptied into the hand.
    Capture { hole: Hole, count: u8 },
    /// Captured seeds are about to be sown from this kichwa in this direction.
    Entry { kichwa: Hole, turn: Turn },
    /// A lap ended in the takasiaed hole: the move stops there.
    TakasiaStop { hole: Hole },
    /// A lap ended in the functional nyumba and the move stops there.
    HouseStop { hole: Hole },
    /// A nyumba is destroyed for good (lifted whole or captured).
    HouseDestroyed { side: Side },
    /// Bawo: a never-ending move stopped; `laps_skipped` laps were not drawn seed by seed and
    /// the board jumped to the state in `board` (each side's 16 holes in circuit order).
    LapsSkipped { laps_skipped: u32, board: [[u8; 16]; 2] },
    /// Bawo: the move stopped because it would never end.
    NeverEndingStop,
    /// The move emptied the mover's own front row (Bawo: he loses).
    FrontRowEmptied { side: Side },
    /// The move made a takasia mark on this hole.
    TakasiaMarked { hole: Hole },
    /// A player's next move is of a new stage.
    StageChange { side: Side, stage: Stage },
    /// The game is over.
    GameOver { outcome: Outcome, reason: EndReason },
}

impl Serialize for Event {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        match self {
            Event::Place { hole } => {
                map.serialize_entry("type", "place")?;
                map.serialize_entry("hole", &hole.name())?;
            }
            Event::Lift { hole, count, kind } => {
                map.serialize_entry("type", "lift")?;
                map.serialize_entry("hole", &hole.name())?;
                map.serialize_entry("count", count)?;
                map.serialize_entry("kind", kind.name())?;
            }
            Event::Drop { hole } => {
                map.serialize_entry("type", "drop")?;
                map.serialize_entry("hole", &hole.name())?;
            }
            Event::Capture { hole, count } => {
                map.serialize_entry("type", "capture")?;
                map.serialize_entry("hole", &hole.name())?;
                map.serialize_entry("count", count)?;
            }
            Event::Entry { kichwa, turn } => {
                map.serialize_entry("type", "kichwa_entry")?;
                map.serialize_entry("kichwa", &kichwa.name())?;
                map.serialize_entry("direction", turn.name())?;
            }
            Event::TakasiaStop { hole } => {
                map.serialize_entry("type", "takasia_stop")?;
                map.serialize_entry("hole", &hole.name())?;
            }
            Event::HouseStop { hole } => {
                map.serialize_entry("type", "house_stop")?;
                map.serialize_entry("hole", &hole.name())?;
            }
            Event::HouseDestroyed { side } => {
                map.serialize_entry("type", "house_destroyed")?;
                map.serialize_entry("side", side.name())?;
            }
            Event::LapsSkipped { laps_skipped, board } => {
                map.serialize_entry("type", "laps_skipped")?;
                map.serialize_entry("laps", laps_skipped)?;
                map.serialize_entry("south", &board[0])?;
                map.serialize_entry("north", &board[1])?;
            }
            Event::NeverEndingStop => map.serialize_entry("type", "never_ending_stop")?,
            Event::FrontRowEmptied { side } => {
                map.serialize_entry("type", "front_row_emptied")?;
                map.serialize_entry("side", side.name())?;
            }
            Event::TakasiaMarked { hole } => {
                map.serialize_entry("type", "takasia_marked")?;
                map.serialize_entry("hole", &hole.name())?;
            }
            Event::StageChange { side, stage } => {
                map.serialize_entry("type", "stage_change")?;
                map.serialize_entry("side", side.name())?;
                map.serialize_entry("stage", stage.name())?;
            }
            Event::GameOver { outcome, reason } => {
                map.serialize_entry("type", "game_over")?;
                map.serialize_entry("result", outcome.name())?;
                map.serialize_entry("reason", reason.name())?;
            }
        }
        map.end()
    }
}

/// Collects events during a move; the no-op recorder makes move generation and search free
/// of any event work.
pub(crate) trait Recorder {
    const ACTIVE: bool;
    fn record(&mut self, event: Event);
}

/// Records nothing.
pub(crate) struct NoEvents;

impl Recorder for NoEvents {
    const ACTIVE: bool = false;
    #[inline(always)]
    fn record(&mut self, _event: Event) {}
}

impl Recorder for Vec<Event> {
    const ACTIVE: bool = true;
    fn record(&mut self, event: Event) {
        self.push(event);
    }
}
