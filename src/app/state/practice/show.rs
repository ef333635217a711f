//! A sowing shown on the practice board: animation frames planned by `app::anim` from the
//! engine's events, a step, and where it halts (the lap stepper halts it after a lap).

use std::rc::Rc;

use crate::app::anim::{self, Frame};
use crate::engine::{Event, Position};

/// Frames shown one a tick, up to `halt`.
#[derive(Clone, Debug, PartialEq)]
pub struct Show {
    pub frames: Rc<[Frame]>,
    /// The frame on screen.
    pub step: usize,
    /// The last frame to show before pausing (the last frame of all, or a lap's last).
    pub halt: usize,
}

impl Show {
    /// The frames of the moves played one after another from `before` (each entry: the
    /// position before a move and its events). `None` when there is nothing to show.
    pub fn of(moves: &[(&Position, &[Event])]) -> Option<Show> {
        let frames: Vec<Frame> = moves.iter().flat_map(|(before, events)| anim::plan(before, events)).collect();
        (!frames.is_empty()).then(|| Show { halt: frames.len() - 1, frames: frames.into(), step: 0 })
    }

    /// The frame on screen.
    pub fn frame(&self) -> Option<&Frame> {
        self.frames.get(self.step)
    }

    /// Frames are still to come before the halt (the timer runs).
    pub fn running(&self) -> bool {
        self.step < self.halt
    }

    /// Whether the whole sowing has been shown.
    pub fn finished(&self) -> bool {
        self.step + 1 >= self.frames.len()
    }

    pub(super) fn tick(&mut self) {
        if self.running() {
            self.step += 1;
        }
    }

    pub(super) fn skip(&mut self) {
        self.step = self.frames.len() - 1;
        self.halt = self.step;
    }

    pub(super) fn replay(&mut self) {
        self.step = 0;
        self.halt = self.frames.len() - 1;
    }

    /// Shows the board right after frame `last` (`None`: before the first) and pauses there.
    pub(super) fn stop_after(&mut self, last: Option<usize>) {
        let last = last.unwrap_or(0).min(self.frames.len() - 1);
        self.step = last;
        self.halt = last;
    }
}
