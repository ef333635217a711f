//! The drill page: a generated position and move; the learner taps where it stops (and at the
//! long level the holes it captures); the answer is judged by the engine's trace, counted in
//! the progress, and the sowing is then shown lap by lap.

use crate::app::explain::{LapIndex, Narration};
use crate::app::learn::drill::{Drill, DrillLevel, Drills};
use crate::engine::{Event, Hole};

use crate::app::pages::Request;

use super::{PracticeRequest, Practising};

/// Where the drill stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrillPhase {
    /// The learner taps the end hole.
    AskEnd,
    /// The end hole is tapped; the captured holes are tapped next (long level only).
    AskCaptures,
    /// Judged: right or wrong.
    Answered { right: bool },
}

/// The drill on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillRun {
    pub drill: Drill,
    pub phase: DrillPhase,
    /// The learner's end hole, once tapped.
    pub end: Option<Hole>,
    /// The opponent holes the learner said are captured (long level).
    pub captured: Vec<Hole>,
    /// The move's events (for the show).
    pub events: Vec<Event>,
    /// The board after each lap, for the lap stepper.
    pub laps: LapIndex,
    /// The move told lap by lap.
    pub narration: Narration,
}

impl DrillRun {
    /// A drill ready to be answered.
    pub fn new(drill: Drill) -> DrillRun {
        let events = drill.position.play(&drill.mv).map(|p| p.events).unwrap_or_default();
        let laps = LapIndex::of(&drill.position, &events);
        let narration = Narration::of(&drill.position, &events);
        DrillRun { drill, phase: DrillPhase::AskEnd, end: None, captured: Vec::new(), events, laps, narration }
    }
}

/// A new drill at the level the learner chose, else at the one the current streak has earned.
pub(super) fn next(state: &mut Practising, seed: u64) {
    let level = state.practice.level.unwrap_or_else(|| DrillLevel::for_streak(state.context.progress.drill.streak));
    state.practice.board_session.anim = None;
    state.practice.drill = Drills::new(seed).next(level).map(DrillRun::new);
    if let Some(run) = &state.practice.drill {
        let board = &mut state.practice.board_session;
        board.focus = run.drill.mv.start_hole().unwrap_or(board.focus);
    }
}

pub(super) fn tap(state: &mut Practising, hole: Hole) {
    let Some(run) = &mut state.practice.drill else { return };
    match run.phase {
        DrillPhase::AskEnd => {
            run.end = Some(hole);
            if run.drill.level.asks_captures() {
                run.phase = DrillPhase::AskCaptures;
            } else {
                judge(state);
            }
        }
        DrillPhase::AskCaptures => {
            // Only the opponent's holes can be captured; a second tap takes a hole back.
            if hole.side != run.drill.position.to_move() {
                match run.captured.iter().position(|&h| h == hole) {
                    Some(i) => {
                        run.captured.remove(i);
                    }
                    None => run.captured.push(hole),
                }
            }
        }
        DrillPhase::Answered { .. } => {}
    }
}

pub(super) fn confirm(state: &mut Practising) {
    if state.practice.drill.as_ref().is_some_and(|r| r.phase == DrillPhase::AskCaptures) {
        judge(state);
    }
}

/// Judges the answer, counts it in the progress and starts the show of the sowing.
fn judge(state: &mut Practising) {
    let Some(run) = &mut state.practice.drill else { return };
    let Some(end) = run.end else { return };
    let right = run.drill.is_right(end, &run.captured);
    run.phase = DrillPhase::Answered { right };
    state.request = Some(Request::Own(PracticeRequest::RecordDrill(right)));
    show(state);
}

/// Shows the drill's sowing from its start, as every board shows a move: at "instant" speed
/// not at all (the board stands after the move, the lap bar replays it).
pub(super) fn show(state: &mut Practising) {
    let animated = state.context.settings.speed != crate::app::save::Speed::Instant;
    if let Some(run) = &state.practice.drill {
        state.practice.board_session.show_moves(&[(&run.drill.position, &run.events)], animated);
    }
}
