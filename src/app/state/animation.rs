//! The animation slice: the frames of the move being shown, the timer's ticks, skipping and
//! replaying. The frames are shared (`Rc`), so a tick copies nothing but the step.

use std::rc::Rc;

use crate::app::anim::{self, Frame};
use crate::app::save::Speed;

use super::AppState;

/// What happens to the animation.
#[derive(Clone, Debug)]
pub enum AnimAction {
    /// The timer: the next frame.
    Tick,
    SkipAnimation,
    /// Show the highlighted move again.
    Replay,
}

/// A move being animated: the frames planned from its events and how far the board shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Animation {
    pub frames: Rc<[Frame]>,
    /// The frame on screen.
    pub step: usize,
    /// The animation halts after this many frames (less than all while a stop-or-safari
    /// question waits).
    pub stop_at: usize,
}

impl Animation {
    /// The frame on screen.
    pub fn frame(&self) -> Option<&Frame> {
        self.frames.get(self.step)
    }

    /// Whether frames are still to come before the halt.
    pub fn running(&self) -> bool {
        self.step + 1 < self.stop_at
    }
}

pub(super) fn reduce(state: &mut AppState, action: AnimAction) {
    match action {
        AnimAction::Tick => {
            let waiting = state.screen.safari.is_some();
            if let Some(anim) = &mut state.screen.anim {
                if anim.running() {
                    anim.step += 1;
                } else if !waiting {
                    state.screen.anim = None;
                }
            }
        }
        AnimAction::SkipAnimation => state.finish_animation(),
        AnimAction::Replay => {
            if let Some(i) = state.highlighted_ply() {
                let before = state.game().position_at(i).clone();
                let frames = anim::plan(&before, &state.ply_events(i));
                state.screen.safari = None;
                state.start_animation(frames, usize::MAX);
                // A replay is shown even at "instant" speed (see `Speed::tick_ms`).
                if let Some(anim) = &mut state.screen.anim {
                    anim.step = 0;
                }
            }
        }
    }
}

impl AppState {
    /// Starts an animation that halts after `stop_at` frames (all with `usize::MAX`). At
    /// "instant" speed the board jumps straight to the halt.
    pub(super) fn start_animation(&mut self, frames: Vec<Frame>, stop_at: usize) {
        if frames.is_empty() {
            self.screen.anim = None;
            return;
        }
        let stop_at = stop_at.min(frames.len()).max(1);
        let step = if self.saved.settings.speed == Speed::Instant { stop_at - 1 } else { 0 };
        self.screen.anim = Some(Animation { frames: frames.into(), step, stop_at });
    }

    /// Skips to the end of the animation (or to the safari question).
    pub(super) fn finish_animation(&mut self) {
        match (&mut self.screen.anim, &self.screen.safari) {
            (Some(anim), Some(_)) => anim.step = anim.stop_at - 1,
            _ => self.screen.anim = None,
        }
    }
}
