//! What happens during a move, step by step, for the board animation.

use serde::{Serialize, Serializer};

use crate::listed_enum;

use super::types::{EndReason, Hole, Outcome, Side, Stage, Turn};

listed_enum! {
    /// Why seeds are lifted from a hole.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum LiftKind {
        /// The start of a mtaji move, or of a namua takata after the reserve seed was added.
        Start => "start",
        /// A lap ended in an occupied hole: its seeds are sown on.
        Relay => "relay",
        /// A lap ended in the functional nyumba and its seeds are sown on.
        Safari => "safari",
        /// Namua takata from the lone functional nyumba: only two seeds are lifted.
        Tax => "tax",
    }
}

/// One step of a move, fine enough to draw every seed. Serialised as a JSON object with a
/// `type` (the variant's snake_case name) and the fields; holes by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A seed from the reserve is put into a hole (namua, or a gambit placement).
    Place {
        /// Where.
        hole: Hole,
    },
    /// Seeds are taken into the hand.
    Lift {
        /// From where.
        hole: Hole,
        /// How many.
        count: u8,
        /// Why.
        kind: LiftKind,
    },
    /// One seed falls from the hand.
    Drop {
        /// Where.
        hole: Hole,
    },
    /// The opponent's hole is emptied into the hand.
    Capture {
        /// Which hole.
        hole: Hole,
        /// How many seeds.
        count: u8,
    },
    /// Captured seeds are about to be sown from this kichwa in this direction.
    #[serde(rename = "kichwa_entry")]
    Entry {
        /// The kichwa.
        kichwa: Hole,
        /// The sowing sense.
        #[serde(rename = "direction")]
        turn: Turn,
    },
    /// A lap ended in the takasiaed hole: the move stops there.
    TakasiaStop {
        /// The marked hole.
        hole: Hole,
    },
    /// A lap ended in the functional nyumba and the move stops there.
    HouseStop {
        /// The nyumba.
        hole: Hole,
    },
    /// A nyumba is destroyed for good (lifted whole or captured).
    HouseDestroyed {
        /// Whose.
        side: Side,
    },
    /// Bawo: a never-ending move stopped; `laps_skipped` laps were not drawn seed by seed and
    /// the board jumped to the state in `board` (each side's 16 holes in circuit order).
    LapsSkipped {
        /// Laps not drawn.
        #[serde(rename = "laps")]
        laps_skipped: u32,
        /// The board after them (JSON: `south` and `north`).
        #[serde(flatten, serialize_with = "board_by_side")]
        board: [[u8; 16]; 2],
    },
    /// Bawo: the move stopped because it would never end.
    NeverEndingStop,
    /// The move emptied the mover's own front row (Bawo: he loses).
    FrontRowEmptied {
        /// Whose.
        side: Side,
    },
    /// The move made a takasia mark on this hole.
    TakasiaMarked {
        /// The marked hole.
        hole: Hole,
    },
    /// A player's next move is of a new stage.
    StageChange {
        /// Whose.
        side: Side,
        /// The new stage.
        stage: Stage,
    },
    /// The game is over.
    GameOver {
        /// Who won (JSON: `result`).
        #[serde(rename = "result")]
        outcome: Outcome,
        /// Why it ended.
        reason: EndReason,
    },
}

/// A board as JSON fields `south` and `north`.
fn board_by_side<S: Serializer>(board: &[[u8; 16]; 2], serializer: S) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct BySide<'a> {
        south: &'a [u8; 16],
        north: &'a [u8; 16],
    }
    BySide { south: &board[0], north: &board[1] }.serialize(serializer)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn hole(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    #[test]
    fn every_event_kind_serialises_to_its_json() {
        // The JSON of the `bao play` output as it was written by hand before the derive:
        // `type` first, holes by name, sides, stages, turns and reasons by their names, a
        // skipped-laps board as `south` and `north` arrays.
        let mut board = [[0u8; 16]; 2];
        board[0][0] = 3;
        board[1][15] = 7;
        let cases: Vec<(Event, String)> = vec![
            (Event::Place { hole: hole("A5") }, r#"{"type":"place","hole":"A5"}"#.to_string()),
            (Event::Lift { hole: hole("B3"), count: 4, kind: LiftKind::Relay }, r#"{"type":"lift","hole":"B3","count":4,"kind":"relay"}"#.to_string()),
            (Event::Lift { hole: hole("A5"), count: 2, kind: LiftKind::Tax }, r#"{"type":"lift","hole":"A5","count":2,"kind":"tax"}"#.to_string()),
            (Event::Drop { hole: hole("b8") }, r#"{"type":"drop","hole":"b8"}"#.to_string()),
            (Event::Capture { hole: hole("a4"), count: 6 }, r#"{"type":"capture","hole":"a4","count":6}"#.to_string()),
            (Event::Entry { kichwa: hole("A1"), turn: Turn::Clockwise }, r#"{"type":"kichwa_entry","kichwa":"A1","direction":"clockwise"}"#.to_string()),
            (Event::TakasiaStop { hole: hole("a3") }, r#"{"type":"takasia_stop","hole":"a3"}"#.to_string()),
            (Event::HouseStop { hole: hole("A5") }, r#"{"type":"house_stop","hole":"A5"}"#.to_string()),
            (Event::HouseDestroyed { side: Side::North }, r#"{"type":"house_destroyed","side":"north"}"#.to_string()),
            (
                Event::LapsSkipped { laps_skipped: 12, board },
                r#"{"type":"laps_skipped","laps":12,"south":[3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0],"north":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,7]}"#.to_string(),
            ),
            (Event::NeverEndingStop, r#"{"type":"never_ending_stop"}"#.to_string()),
            (Event::FrontRowEmptied { side: Side::South }, r#"{"type":"front_row_emptied","side":"south"}"#.to_string()),
            (Event::TakasiaMarked { hole: hole("a6") }, r#"{"type":"takasia_marked","hole":"a6"}"#.to_string()),
            (Event::StageChange { side: Side::North, stage: Stage::Mtaji }, r#"{"type":"stage_change","side":"north","stage":"mtaji"}"#.to_string()),
            (
                Event::GameOver { outcome: Outcome::Win(Side::South), reason: EndReason::BaoHamna },
                r#"{"type":"game_over","result":"south","reason":"bao_hamna"}"#.to_string(),
            ),
            (
                Event::GameOver { outcome: Outcome::Draw, reason: EndReason::Repetition },
                r#"{"type":"game_over","result":"draw","reason":"repetition"}"#.to_string(),
            ),
        ];
        for (event, expected) in cases {
            assert_eq!(serde_json::to_string(&event).unwrap(), expected, "{event:?}");
        }
    }

    #[test]
    fn small_enums_read_and_write_their_names() {
        for kind in LiftKind::ALL {
            assert_eq!(kind.to_string().parse::<LiftKind>(), Ok(kind));
        }
        assert_eq!("safari".parse::<LiftKind>(), Ok(LiftKind::Safari));
        assert!("lap".parse::<LiftKind>().is_err());
        assert_eq!(crate::Variant::ALL.len(), 4);
        assert_eq!("<".parse::<crate::Dir>(), Ok(crate::Dir::Left));
    }
}
