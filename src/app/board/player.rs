//! The frame player every board shares: the frames of the move being shown (planned by
//! [`crate::app::anim`] from the engine's events), its lap index, how far the board shows it,
//! pausing and stepping lap by lap. The frames and the lap index are shared (`Rc`), so a tick
//! copies nothing but the step.
//!
//! The lap stepper's positions are those of [`LapIndex`]: position 0 is the board before the
//! move (frame 0), position `p` the board after the `p`-th lap step, which is the frame after
//! that step's last event (frame `i + 1` follows event `i`, see [`crate::app::anim`]).

use std::rc::Rc;

use crate::app::anim::{self, Frame};
use crate::app::explain::{LapIndex, LapStep};
use crate::engine::{Event, Position, Side};

/// What happens to the animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// Each move shown, in order: its first frame and its mover (one entry for one move; a
    /// line of moves — a puzzle's solution, a refutation — has one per move).
    pub line: Rc<[(usize, Side)]>,
    /// At its end the board stays on the last frame (a line shown: a refutation, a puzzle's
    /// solution) until a click or a lap step takes it away; otherwise the position takes over.
    pub stays: bool,
}

impl Animation {
    /// The move played from `before` with `events` (game ply `ply`, if played), planned frame
    /// by frame, shown from its start and halting at its end.
    pub fn of(before: &Position, events: &[Event], ply: Option<usize>) -> Animation {
        let frames: Rc<[Frame]> = anim::plan(before, events).into();
        let laps = Rc::new(LapIndex::of(before, events));
        let stop_at = frames.len().max(1);
        let line = Rc::new([(0, before.to_move())]);
        Animation { frames, laps, step: 0, stop_at, paused: false, mover: before.to_move(), ply, line, stays: false }
    }

    /// The moves played one after another (each entry: the position before a move and its
    /// events) as one animation: a puzzle's move and the reply, a refutation's line. Its lap
    /// steps are every move's in turn (each move's laps numbered from 1), so the lap bar steps
    /// through the whole line. `None` when there is nothing to show.
    pub fn of_moves(moves: &[(&Position, &[Event])]) -> Option<Animation> {
        let (first, _) = moves.first()?;
        let mut frames = Vec::new();
        let mut laps: Option<LapIndex> = None;
        let mut line = Vec::with_capacity(moves.len());
        for (before, events) in moves {
            let offset = frames.len();
            line.push((offset, before.to_move()));
            frames.extend(anim::plan(before, events));
            let index = LapIndex::of(before, events);
            let shifted = index.steps.iter().map(|s| LapStep { events: s.events.start + offset..s.events.end + offset, ..s.clone() });
            match &mut laps {
                Some(laps) => laps.steps.extend(shifted),
                None => laps = Some(LapIndex { steps: shifted.collect(), ..index }),
            }
        }
        let laps = laps?;
        let stop_at = frames.len();
        let frames: Rc<[Frame]> = frames.into();
        let line: Rc<[(usize, Side)]> = line.into();
        (stop_at > 0).then(|| Animation { frames, laps: Rc::new(laps), step: 0, stop_at, paused: false, mover: first.to_move(), ply: None, line, stays: false })
    }

    /// The moves of `line` played one after another from `start` ([`Animation::of_moves`]);
    /// moves past an illegal one are left out. `None` when there is nothing to show.
    pub fn of_line(start: &Position, line: &[crate::engine::Move]) -> Option<Animation> {
        let mut played = Vec::with_capacity(line.len());
        let mut position = start.clone();
        for mv in line {
            let Ok(next) = position.play(mv) else { break };
            played.push((position, next.events));
            position = next.position;
        }
        let moves: Vec<(&Position, &[Event])> = played.iter().map(|(p, e)| (p, e.as_slice())).collect();
        Animation::of_moves(&moves)
    }

    /// The move of the line the frame on screen belongs to: its number (0-based) and mover.
    pub fn move_shown(&self) -> (usize, Side) {
        let index = self.line.iter().rposition(|&(start, _)| start <= self.step).unwrap_or(0);
        (index, self.line.get(index).map_or(self.mover, |&(_, side)| side))
    }

    /// The laps of the move the frame on screen belongs to.
    pub fn laps_of_move_shown(&self) -> u32 {
        let (index, _) = self.move_shown();
        let start = self.line.get(index).map_or(0, |&(start, _)| start);
        let end = self.line.get(index + 1).map_or(usize::MAX, |&(start, _)| start);
        self.laps.steps.iter().filter(|s| s.events.start >= start && s.events.end < end).map(|s| s.last).max().unwrap_or(0)
    }

    /// Whether the last frame of all is on screen (the board shows the position after it).
    pub fn at_end(&self) -> bool {
        self.step + 1 >= self.frames.len()
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
