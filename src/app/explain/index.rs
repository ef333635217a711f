//! Stepping through a move lap by lap (the board after each lap), and the move's trail on the
//! board (every hole it dropped into, and the holes it captured).

use std::ops::Range;

use crate::engine::{Event, Hole, Position};

use super::story::{LapStart, MoveStory, Snapshot};

/// One step of the lap stepper: laps `first..=last` (one lap, or the laps a Bawo
/// never-ending move skipped; a gambit is one step, numbered 1) and the board after them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapStep {
    pub first: u32,
    pub last: u32,
    /// The move's events that make this step (for animating it).
    pub events: Range<usize>,
    pub after: Snapshot,
}

/// The board before a move and after each of its laps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LapIndex {
    pub before: Snapshot,
    pub steps: Vec<LapStep>,
}

impl LapIndex {
    /// The lap index of the move played from `before` with these events.
    pub fn of(before: &Position, events: &[Event]) -> LapIndex {
        LapIndex::from_story(&MoveStory::read(before, events))
    }

    /// The lap index of the last of `line`'s moves played from `start` (`None` for an empty
    /// line or one with an illegal move): what a lap bar replays of the moves a page showed.
    pub fn of_last_move(start: &Position, line: &[crate::engine::Move]) -> Option<LapIndex> {
        let (last, before) = line.split_last()?;
        let mut position = start.clone();
        for mv in before {
            position = position.play(mv).ok()?.position;
        }
        Some(LapIndex::of(&position, &position.play(last).ok()?.events))
    }

    /// The lap index of a move already read.
    pub fn from_story(story: &MoveStory) -> LapIndex {
        let mut steps: Vec<LapStep> =
            story.laps.iter().map(|lap| LapStep { first: lap.number, last: lap.number, events: lap.events.clone(), after: lap.after }).collect();
        if let Some(s) = &story.skipped {
            steps.push(LapStep { first: s.first, last: s.last, events: s.events.clone(), after: s.after });
        }
        if story.gambit.is_some() {
            steps.push(LapStep { first: 1, last: 1, events: 0..story.event_count, after: story.after });
        }
        LapIndex { before: story.before, steps }
    }

    /// Steps in the move.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the move has no step at all.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The board shown at stepper position `i`: 0 is before the move, `i` after step `i`
    /// (clamped to the end).
    pub fn board(&self, i: usize) -> &Snapshot {
        match i.min(self.steps.len()) {
            0 => &self.before,
            i => &self.steps[i - 1].after,
        }
    }

    /// The stepper position showing lap `lap` done.
    pub fn position_of_lap(&self, lap: u32) -> Option<usize> {
        self.steps.iter().position(|s| (s.first..=s.last).contains(&lap)).map(|i| i + 1)
    }
}

/// One seed of the trail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrailDrop {
    pub lap: u32,
    pub hole: Hole,
}

/// A move's path on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trail {
    /// Where the move started: the namua hole, the first lifted hole, or none (a gambit).
    pub start: Option<Hole>,
    /// Every hole a seed fell into, in order, with its lap (a gambit's placements are lap 1).
    pub drops: Vec<TrailDrop>,
    /// The opponent's holes captured, in order, with the lap whose seeds they became.
    pub captured: Vec<TrailDrop>,
}

impl Trail {
    /// The trail of the move played from `before` with these events.
    pub fn of(before: &Position, events: &[Event]) -> Trail {
        Trail::from_story(&MoveStory::read(before, events))
    }

    /// The trail of a move already read.
    pub fn from_story(story: &MoveStory) -> Trail {
        let start = story.placed.or_else(|| story.laps.first().map(|lap| lap.start.from_hole()));
        let mut drops: Vec<TrailDrop> = story.laps.iter().flat_map(|lap| lap.drops.iter().map(|&hole| TrailDrop { lap: lap.number, hole })).collect();
        if let Some(g) = &story.gambit {
            drops.extend(g.placed.iter().flat_map(|&(hole, n)| std::iter::repeat_n(TrailDrop { lap: 1, hole }, n as usize)));
        }
        let mut captured: Vec<TrailDrop> = story.gambit.iter().flat_map(|g| g.captured.iter().map(|&(hole, _)| TrailDrop { lap: 1, hole })).collect();
        captured.extend(story.laps.iter().filter_map(|lap| match lap.start {
            LapStart::Capture { captured, .. } => Some(TrailDrop { lap: lap.number, hole: captured }),
            _ => None,
        }));
        Trail { start, drops, captured }
    }

    /// The distinct holes dropped into, in the order first reached.
    pub fn holes(&self) -> Vec<Hole> {
        let mut holes: Vec<Hole> = Vec::new();
        for drop in &self.drops {
            if !holes.contains(&drop.hole) {
                holes.push(drop.hole);
            }
        }
        holes
    }

    /// The holes a board marks for the trail: the start and every hole dropped into
    /// (touched), and the opponent's holes captured.
    pub fn marked(&self) -> (Vec<Hole>, Vec<Hole>) {
        (self.start.into_iter().chain(self.holes()).collect(), self.captured.iter().map(|d| d.hole).collect())
    }

    /// The trail up to and including lap `lap` (for the lap stepper).
    pub fn up_to_lap(&self, lap: u32) -> Trail {
        let upto = |list: &[TrailDrop]| list.iter().copied().filter(|d| d.lap <= lap).collect();
        Trail { start: self.start, drops: upto(&self.drops), captured: upto(&self.captured) }
    }
}
