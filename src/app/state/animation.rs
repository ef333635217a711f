//! The animation slice: the game board's timer ticks, pausing and stepping lap by lap,
//! skipping and replaying, on the frame player of [`crate::app::board`].

pub use crate::app::board::{AnimAction, Animation, LapNote};
use crate::app::save::Speed;
use crate::engine::{Event, Position, Side};

use super::AppState;

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
