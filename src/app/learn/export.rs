//! The curriculum as JSON for the independent check in `tools/reference/check_steps.py`: each
//! step's position, goal and data, and for every legal move what the engine says it does.

use serde_json::{json, Value};

use super::curriculum::all_steps;
use super::trace::{trace, LapEnd, MoveTrace};
use crate::engine::{Hole, Move, Position, Stage};

/// What the engine says one move does (`takasia`: the hole it marks, where the export asks),
/// and the position after it.
fn move_json(mv: &Move, t: &MoveTrace, takasia: Option<Hole>, after: &Position) -> Value {
    let captured: Vec<String> = t.captured_holes().iter().map(|h| h.name()).collect();
    json!({
        "move": mv.to_string(),
        "end": t.end.name(),
        "laps": t.laps,
        "captured": captured,
        "seeds": t.seeds_captured(),
        "wins": t.wins,
        "bao_hamna": t.ending == LapEnd::BaoHamna,
        "takasia": takasia.map(|h| h.name()),
        "opponent_captures": after.has_legal_capture(),
        "nyumba_kept": after.house_owned(after.to_move().opponent()),
        "nyumba_taken": super::check::nyumba_threat(after, after.to_move().opponent()).is_some(),
        "takasia_left": super::check::takasia_threat(after).is_some(),
        "taken_back": crate::app::explain::best_reply_capture(after).map_or(0, |r| r.seeds),
        "position": after.to_json(),
    })
}

/// One JSON array of every step (see the module doc).
pub fn steps_json() -> String {
    let steps: Vec<Value> = all_steps()
        .map(|(stage, step)| {
            let start = step.start();
            let moves: Vec<Value> = if start.stage() == Stage::Gambit {
                Vec::new()
            } else {
                start
                    .successors()
                    .into_iter()
                    .map(|s| move_json(&s.mv, &trace(&start, &s.mv).expect("a sowing"), s.info.takasia_created, &s.position))
                    .collect()
            };
            let (mv, wanted, hole, example) = match step.goal {
                super::Goal::GambitSafe { example } => (None, None, None, Some(example)),
                goal => (goal.predicted(), goal.wanted(), step.goal_hole().map(|h| h.name()), None),
            };
            json!({
                "id": step.id,
                "stage": stage.id,
                "kind": step.goal.kind().name(),
                "position": step.position,
                "move": mv,
                "wanted": wanted,
                "hole": hole,
                "example": example,
                "moves": moves,
            })
        })
        .collect();
    serde_json::to_string_pretty(&steps).expect("steps serialise")
}

/// `count` drills of each level from the generator seeded with `seed`, in the export's step
/// form (kind `predict_end`, or `predict_captures` at the long level), so that the reference
/// check re-plays their moves and compares end hole, laps and captures too.
pub fn drills_json(seed: u64, count: usize) -> String {
    let mut drills = super::drill::Drills::new(seed);
    let mut out = Vec::new();
    for level in super::drill::DrillLevel::ALL {
        for i in 0..count {
            let Some(drill) = drills.next(level) else { break };
            let after = drill.position.play(&drill.mv).expect("a drill's move is legal").position;
            let kind = if level.asks_captures() { "predict_captures" } else { "predict_end" };
            // Only the drill's own move is exported: the check compares what it does.
            out.push(json!({
                "id": format!("drill-{level:?}-{i}"),
                "stage": "drill",
                "kind": kind,
                "position": drill.position.to_json(),
                "move": drill.mv.to_string(),
                "wanted": null, "hole": null, "example": null,
                "only_move": true,
                "moves": [move_json(&drill.mv, &drill.answer, None, &after)],
            }));
        }
    }
    serde_json::to_string_pretty(&out).expect("drills serialise")
}
