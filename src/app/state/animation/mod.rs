//! The animation slice: the game board's timer ticks, pausing and stepping lap by lap,
//! skipping and replaying, on the frame player of [`crate::app::board`].

use crate::app::board::BoardAction;
pub use crate::app::board::{AnimAction, Animation, LapNote};
use crate::app::save::Speed;
use crate::engine::Side;

use super::AppState;

/// The timer and the lap bar on the game's board (its [`crate::app::board::BoardSession`]).
pub(super) fn reduce(state: &mut AppState, action: AnimAction) {
    super::play::on_board(state, BoardAction::Lap(action));
}

impl AppState {
    /// Whether a move by `mover` is animated when played: not at "instant" speed, nor the
    /// person's own move against the computer when only the opponent's moves are animated.
    pub(super) fn animates(&self, mover: Side) -> bool {
        let settings = &self.saved.settings;
        let own = self.session().opponent.person_side() == Some(mover);
        settings.speed != Speed::Instant && !(settings.anim_opponent_only && own)
    }

    /// Shows the highlighted move again from its start, or (`paused`) stands paused one lap
    /// before its end. A replay is shown even at "instant" speed (see [`Speed::tick_ms`]).
    pub(super) fn replay(&mut self, paused: bool) {
        let Some(i) = self.highlighted_ply() else { return };
        let before = self.game().position_at(i).clone();
        self.screen.board.show_again(&before, &self.ply_events(i), Some(i), paused);
    }

    /// The animation of game ply `ply`, if one is on screen.
    fn animation_of(&self, ply: usize) -> Option<&Animation> {
        self.screen.board.anim.as_ref().filter(|a| a.ply == Some(ply))
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
}

#[cfg(test)]
mod tests;
