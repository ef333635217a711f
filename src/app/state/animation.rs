//! The animation slice: the frames of the move being shown, the timer's ticks, pausing and
//! stepping lap by lap, skipping and replaying. The frames and the lap index are shared
//! (`Rc`), so a tick copies nothing but the step.
//!
//! The lap stepper's positions are those of [`LapIndex`]: position 0 is the board before the
//! move (frame 0), position `p` the board after the `p`-th lap step, which is the frame after
//! that step's last event (frame `i + 1` follows event `i`, see [`crate::app::anim`]).

use std::rc::Rc;

use crate::app::anim::{self, Frame};
use crate::app::explain::{LapIndex, LapStep};
use crate::app::save::Speed;
use crate::engine::{Event, Position, Side};

use super::AppState;

/// What happens to the animation.
#[derive(Clone, Debug)]
pub enum AnimAction {
    /// The timer: the next frame shown.
    Tick,
    /// Skip to the end (or to the stop-or-safari question).
    SkipAnimation,
    /// Show the highlighted move again.
    Replay,
    /// Stop the animation where it stands.
    Pause,
    /// Go on from where it stands; with nothing animated, replay the highlighted move.
    Play,
    /// Space: pause a running animation, or else play.
    TogglePause,
    /// One lap forward (`true`) or back: the board after the next or the previous lap, paused.
    /// With nothing animated, a step back replays the highlighted move paused one lap before
    /// its end.
    StepLap { forward: bool },
    /// The lap bar's brief note is over.
    ClearNote,
}

/// A brief note of the lap bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapNote {
    /// A click on the board finished the animation at once.
    SkippedToEnd,
}

/// A move being animated: the frames planned from its events, its laps, and how far the board
/// shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    pub frames: Rc<[Frame]>,
    /// The move's lap steps (the stepper's positions).
    pub laps: Rc<LapIndex>,
    /// The frame on screen.
    pub step: usize,
    /// The animation halts after this many frames (less than all while a stop-or-safari
    /// question waits).
    pub stop_at: usize,
    /// Stopped by the player: the timer waits.
    pub paused: bool,
    /// The side that made the move.
    pub mover: Side,
    /// The game's ply shown (`None`: a move not played yet, before the safari question).
    pub ply: Option<usize>,
}

impl Animation {
    /// The move played from `before` with `events` (game ply `ply`, if played), planned frame
    /// by frame, shown from its start and halting at its end.
    pub fn of(before: &Position, events: &[Event], ply: Option<usize>) -> Animation {
        let frames: Rc<[Frame]> = anim::plan(before, events).into();
        let laps = Rc::new(LapIndex::of(before, events));
        let stop_at = frames.len().max(1);
        Animation { frames, laps, step: 0, stop_at, paused: false, mover: before.to_move(), ply }
    }

    /// The frame on screen.
    pub fn frame(&self) -> Option<&Frame> {
        self.frames.get(self.step)
    }

    /// Whether frames are still to come before the halt.
    pub fn running(&self) -> bool {
        self.step + 1 < self.stop_at
    }

    /// The last frame the animation may show.
    fn halt(&self) -> usize {
        self.stop_at - 1
    }

    /// The frame showing stepper position `position` (clamped to the halt).
    pub fn boundary(&self, position: usize) -> usize {
        let frame = match position.min(self.laps.len()) {
            0 => 0,
            p => self.laps.steps[p - 1].events.end,
        };
        frame.min(self.halt())
    }

    /// The stepper position reached: how many lap steps have all their events shown.
    pub fn position(&self) -> usize {
        self.laps.steps.iter().take_while(|s| s.events.end <= self.step).count()
    }

    /// The lap step the frame on screen belongs to (`None` before the move).
    pub fn lap_step(&self) -> Option<&LapStep> {
        let event = self.step.checked_sub(1)?;
        self.laps.steps.iter().find(|s| s.events.contains(&event)).or(self.laps.steps.last())
    }

    /// The laps whose seeds have all fallen on the frame shown (for the trail).
    pub fn laps_done(&self) -> u32 {
        match self.position() {
            0 => 0,
            p => self.laps.steps[p - 1].last,
        }
    }

    /// Whether the stepper stands exactly on a lap's end (or before the move).
    pub fn at_boundary(&self) -> bool {
        (0..=self.laps.len()).any(|p| self.boundary(p) == self.step)
    }

    /// The next frame the timer shows: frames held 0 are passed over, the halt never is.
    pub fn next_shown(&self) -> usize {
        (self.step + 1..self.halt()).find(|&i| self.frames[i].hold > 0).unwrap_or(self.halt())
    }

    /// One lap forward: the end of the lap shown (or of the next one), paused.
    pub fn lap_forward(&mut self) {
        self.paused = true;
        self.step = (1..=self.laps.len()).map(|p| self.boundary(p)).find(|&f| f > self.step).unwrap_or(self.halt()).max(self.step);
    }

    /// One lap back: the end of the previous lap (or the board before the move), paused.
    pub fn lap_back(&mut self) {
        self.paused = true;
        self.step = (0..=self.laps.len()).rev().map(|p| self.boundary(p)).find(|&f| f < self.step).unwrap_or(0);
    }
}

pub(super) fn reduce(state: &mut AppState, action: AnimAction) {
    let waiting = state.screen.safari.is_some();
    match action {
        AnimAction::Tick => {
            if let Some(anim) = &mut state.screen.anim {
                if anim.paused {
                    // A tick already on its way when the player paused.
                } else if anim.running() {
                    anim.step = anim.next_shown();
                } else if !waiting {
                    state.screen.anim = None;
                }
            }
        }
        AnimAction::SkipAnimation => state.finish_animation(),
        AnimAction::Replay => state.replay(false),
        AnimAction::Pause => {
            if let Some(anim) = state.screen.anim.as_mut().filter(|a| a.running()) {
                anim.paused = true;
            }
        }
        AnimAction::Play => match &mut state.screen.anim {
            Some(anim) => anim.paused = false,
            None => state.replay(false),
        },
        AnimAction::TogglePause => {
            let playing = state.screen.anim.as_ref().is_some_and(|a| !a.paused && a.running());
            reduce(state, if playing { AnimAction::Pause } else { AnimAction::Play });
        }
        AnimAction::StepLap { forward } => {
            state.screen.lap_note = None;
            match (&mut state.screen.anim, forward) {
                (Some(anim), true) => anim.lap_forward(),
                (Some(anim), false) => anim.lap_back(),
                (None, true) => {}
                (None, false) => state.replay(true),
            }
        }
        AnimAction::ClearNote => state.screen.lap_note = None,
    }
}

impl AppState {
    /// Whether a move by `mover` is animated when played: not at "instant" speed, nor the
    /// person's own move against the computer when only the opponent's moves are animated.
    pub(super) fn animates(&self, mover: Side) -> bool {
        let settings = &self.saved.settings;
        let own = self.session().opponent.person_side() == Some(mover);
        settings.speed != Speed::Instant && !(settings.anim_opponent_only && own)
    }

    /// Starts the animation of the move played from `before` with `events` (game ply `ply`,
    /// if played), halting after `stop_at` frames (all with `usize::MAX`). A move that is not
    /// animated (see [`AppState::animates`]) jumps straight to the halt.
    pub(super) fn start_animation(&mut self, before: &Position, events: &[Event], stop_at: usize, ply: Option<usize>) {
        let mut anim = Animation::of(before, events, ply);
        anim.stop_at = stop_at.min(anim.frames.len()).max(1);
        anim.step = if self.animates(before.to_move()) { 0 } else { anim.stop_at - 1 };
        self.screen.anim = Some(anim);
    }

    /// Shows the highlighted move again from its start, or (`paused`) stands paused one lap
    /// before its end. A replay is shown even at "instant" speed (see [`Speed::tick_ms`]).
    fn replay(&mut self, paused: bool) {
        let Some(i) = self.highlighted_ply() else { return };
        let before = self.game().position_at(i).clone();
        self.screen.safari = None;
        self.screen.lap_note = None;
        self.start_animation(&before, &self.ply_events(i), usize::MAX, Some(i));
        if let Some(anim) = &mut self.screen.anim {
            anim.step = 0;
            if paused {
                anim.paused = true;
                anim.step = anim.boundary(anim.laps.len().saturating_sub(1));
            }
        }
    }

    /// The animation of game ply `ply`, if one is on screen.
    fn animation_of(&self, ply: usize) -> Option<&Animation> {
        self.screen.anim.as_ref().filter(|a| a.ply == Some(ply))
    }

    /// The lap the animation of ply `ply` shows (being sown, or just done when paused at its
    /// end); `None` when that ply is not animated or the board before it is shown.
    pub fn animated_lap(&self, ply: usize) -> Option<u32> {
        self.animation_of(ply).and_then(Animation::frame).map(|f| f.lap).filter(|&lap| lap > 0)
    }

    /// The laps of ply `ply` whose seeds have all fallen on the animation's frame (its trail so
    /// far); `None` when that ply is not animated.
    pub fn animated_laps_done(&self, ply: usize) -> Option<u32> {
        self.animation_of(ply).map(Animation::laps_done)
    }

    /// Skips to the end of the animation (or to the safari question).
    pub(super) fn finish_animation(&mut self) {
        match (&mut self.screen.anim, &self.screen.safari) {
            (Some(anim), Some(_)) => anim.step = anim.stop_at - 1,
            _ => self.screen.anim = None,
        }
    }

    /// A click on the board during an animation: it finishes at once, and the lap bar says so
    /// (the opponent's move is not cut short silently).
    pub(super) fn cut_animation_short(&mut self) {
        let cut = self.screen.safari.is_none() && self.screen.anim.as_ref().is_some_and(|a| a.step + 1 < a.frames.len());
        self.finish_animation();
        if cut {
            self.screen.lap_note = Some(LapNote::SkippedToEnd);
        }
    }
}

#[cfg(test)]
mod tests;
