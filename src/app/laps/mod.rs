//! What the lap bar under the board shows, computed from the state: the lap counter ("lap 3 of
//! 7"), which of its buttons work, and its brief note; and the Prompt's animation caption
//! (never "lap 0": "placing a seed in A6" during a namua placement).

use crate::engine::Hole;

use super::anim::{Frame, Motion};
use super::explain::LapIndex;
use super::i18n::{self, Lang, LapText, PlayText};
use super::narrated::ExplainedPly;
use super::state::{Animation, AppState, LapNote};

/// The lap bar as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapBarModel {
    /// "lap 3 of 7", "before the move", "placing a seed in A6"; empty with no move to show.
    pub counter: String,
    /// The brief note ("skipped to the end").
    pub note: Option<String>,
    /// The stepper position shown (0: before the move) and the move's lap steps.
    pub position: usize,
    pub steps: usize,
    /// The lap shown (0 before the move).
    pub lap: u32,
    /// The animation runs (the pause button works).
    pub playing: bool,
    /// The animation stands paused.
    pub paused: bool,
    pub can_play: bool,
    pub can_back: bool,
    pub can_forward: bool,
    pub can_end: bool,
}

/// The counter's words for a frame of a move with `total` laps.
fn counter(lang: Lang, frame: &Frame, total: u32, step: Option<(u32, u32)>) -> String {
    match frame.step {
        Motion::Start => i18n::t(lang, LapText::LapBefore).to_string(),
        _ if frame.gambit => i18n::t(lang, LapText::LapGambit).to_string(),
        Motion::Place => placing(lang, frame.hole),
        _ => match step {
            Some((first, last)) if first != last => i18n::tf(lang, LapText::LapsOf, &[&first.to_string(), &last.to_string(), &total.to_string()]),
            _ => i18n::tf(lang, LapText::LapOf, &[&frame.lap.to_string(), &total.to_string()]),
        },
    }
}

fn placing(lang: Lang, hole: Option<Hole>) -> String {
    i18n::tf(lang, LapText::LapPlacing, &[&hole.map(|h| h.name()).unwrap_or_default()])
}

/// The lap bar for the current state: the animation's lap, or with nothing animated the
/// highlighted move at its end (a step back or play replays it); empty at the game's start.
pub fn lap_bar_model(state: &AppState, highlighted: Option<&ExplainedPly>) -> LapBarModel {
    let shown = highlighted.map(|ply| (&ply.laps, is_gambit(state, ply.index)));
    let mut model = lap_bar_of(state.lang(), state.screen.board.anim.as_ref(), shown, state.screen.board.lap_note);
    // The game's last move, no longer moving: say that it is over (the opponent's reply has
    // finished replaying, the board is the position now).
    let last = highlighted.filter(|ply| state.screen.board.anim.is_none() && state.screen.view.is_none() && ply.index + 1 == state.game().plies().len());
    if let Some(ply) = last {
        let done = i18n::tf(state.lang(), LapText::LapDone, &[i18n::side_word(state.lang(), ply.label.mover)]);
        model.counter = format!("{} · {done}", model.counter);
    }
    model
}

/// The lap bar of any board: `anim` the move animated or stepped, else `shown` the move shown
/// at its end (its laps, and whether it is a Bawo gambit); `note` the brief note. The game's
/// board and the analysis board both draw theirs from here.
pub fn lap_bar_of(lang: Lang, anim: Option<&Animation>, shown: Option<(&LapIndex, bool)>, note: Option<LapNote>) -> LapBarModel {
    let note = note.map(|LapNote::SkippedToEnd| i18n::t(lang, LapText::LapSkipped).to_string());
    if let Some((anim, frame)) = anim.and_then(|a| Some((a, a.frame()?))) {
        let step = anim.lap_step().map(|s| (s.first, s.last));
        let mut counter = counter(lang, frame, anim.laps_of_move_shown(), step);
        if anim.line.len() > 1 {
            // A line of moves: whose move it is ("North: lap 2 of 3").
            counter = format!("{}: {counter}", i18n::side_word(lang, anim.move_shown().1));
        }
        if anim.paused {
            counter = format!("{counter} · {}", i18n::t(lang, LapText::LapPaused));
        }
        return LapBarModel {
            counter,
            note,
            position: anim.position(),
            steps: anim.laps.len(),
            lap: frame.lap,
            playing: anim.running() && !anim.paused,
            paused: anim.paused,
            can_play: anim.paused,
            can_back: anim.step > 0,
            can_forward: anim.running(),
            can_end: anim.running(),
        };
    }
    let Some((laps, gambit)) = shown else {
        return LapBarModel {
            counter: String::new(),
            note,
            position: 0,
            steps: 0,
            lap: 0,
            playing: false,
            paused: false,
            can_play: false,
            can_back: false,
            can_forward: false,
            can_end: false,
        };
    };
    let last = laps.steps.last().map_or(0, |s| s.last);
    let counter = if gambit { i18n::t(lang, LapText::LapGambit).to_string() } else { i18n::tf(lang, LapText::LapOf, &[&last.to_string(), &last.to_string()]) };
    LapBarModel {
        counter,
        note,
        position: laps.len(),
        steps: laps.len(),
        lap: last,
        playing: false,
        paused: false,
        can_play: true,
        can_back: !laps.is_empty(),
        can_forward: false,
        can_end: false,
    }
}

/// Whether ply `index` of the game is a Bawo gambit.
fn is_gambit(state: &AppState, index: usize) -> bool {
    state.game().position_at(index).gambit_hand().is_some()
}

/// What the hand does in the animation's frame, for the Prompt beside the caption: which way
/// the seeds go as the mover sits (left or right, the words the learning path uses; the engine
/// says which hand direction sows this way from this hole), and the seeds in hand: "sowing to
/// South's right (>) · 3 seeds in hand". A capture's frame (the hole is the opponent's) and a
/// frame before any sowing say the hand only.
pub fn sowing_detail(lang: Lang, frame: &Frame) -> String {
    let hand = i18n::tf(lang, PlayText::StatusHand, &[&i18n::seeds(lang, u32::from(frame.hand))]);
    let sowing = matches!(frame.step, Motion::Drop | Motion::Lift(_) | Motion::Entry | Motion::Stop);
    let Some((hole, turn)) = frame.hole.zip(frame.turn).filter(|_| sowing) else { return hand };
    let key = match crate::engine::Dir::for_turning(turn, hole.k) {
        crate::engine::Dir::Left => PlayText::StatusSowLeft,
        crate::engine::Dir::Right => PlayText::StatusSowRight,
    };
    format!("{} · {hand}", i18n::tf(lang, key, &[i18n::side_word(lang, hole.side)]))
}

/// The Prompt's caption of the animation's frame: "lap 3", or "placing a seed in A6" during a
/// namua placement, "before the move", "gambit: placing the seeds".
pub fn caption(state: &AppState) -> Option<String> {
    let lang = state.lang();
    let frame = state.screen.board.anim.as_ref()?.frame()?;
    Some(match frame.step {
        Motion::Start => i18n::t(lang, LapText::LapBefore).to_string(),
        _ if frame.gambit => i18n::t(lang, LapText::LapGambit).to_string(),
        Motion::Place => placing(lang, frame.hole),
        _ => i18n::tf(lang, PlayText::StatusLap, &[&frame.lap.to_string()]),
    })
}

#[cfg(test)]
mod tests;
