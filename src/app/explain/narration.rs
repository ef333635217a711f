//! The narration of a move: a few typed lines (at most [`MAX_LINES`]) built from its events —
//! one per lap, every capture, safari, stops, takasia, the stage change, Bao hamna and the end
//! of the game — with runs of plain relay laps grouped, so that a 10,000-lap Bawo move reads
//! as briefly as a short one. [`super::text`] puts the lines into words.

use crate::engine::{Dir, EndReason, Event, Hole, Outcome, Position, Side, Stage, Variant};

use super::story::{Finish, Lap, LapStart, MoveStory};

/// A move is told in at most this many lines.
pub const MAX_LINES: usize = 8;
/// Runs of more than this many relay laps become one line.
pub const RELAY_RUN: usize = 3;

/// Where a run of relay laps dropped its seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Region {
    FrontRow,
    BackRow,
    BothRows,
}

/// One line of a move's narration. Directions are the mover's own left and right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NarrationLine {
    /// Bawo gambit: seeds lifted, one from the reserve, seeds captured (North), and where
    /// they were placed (hole, seeds).
    Gambit { lifted: Vec<(Hole, u8)>, captured: Vec<(Hole, u8)>, placed: Vec<(Hole, u8)> },
    /// Namua: the reserve seed goes into `hole` (no lap of its own).
    Placed { hole: Hole },
    /// The first lap: `seeds` lifted from `hole` (with the reserve seed in namua).
    Start { lap: u32, hole: Hole, seeds: u8, dir: Dir, end: Hole, destroys_nyumba: bool },
    /// Namua takata from the lone nyumba: two seeds lifted.
    Tax { lap: u32, hole: Hole, seeds: u8, dir: Dir, end: Hole },
    /// A relay lap.
    Relay { lap: u32, hole: Hole, seeds: u8, end: Hole, destroys_nyumba: bool },
    /// A safari lap from the nyumba (which it destroys).
    Safari { lap: u32, hole: Hole, seeds: u8, end: Hole },
    /// A capture: `seeds` taken from the opponent's `hole`, entered at `kichwa`, sown on
    /// towards `dir`; `nyumba` when the captured hole was his nyumba (destroyed).
    Capture { lap: u32, hole: Hole, seeds: u8, kichwa: Hole, dir: Dir, end: Hole, nyumba: bool },
    /// Laps `first..=last`, all plain relays.
    Relays { first: u32, last: u32, region: Region, end: Hole },
    /// Laps `first..=last` told together (a long move): its captures and how many relays;
    /// `end` is unknown when the last of them was not drawn.
    Laps { first: u32, last: u32, captures: Vec<(Hole, u8)>, relays: u32, end: Option<Hole> },
    /// Bawo: laps not drawn seed by seed.
    Skipped { first: u32, last: u32 },
    /// The move stops in the own nyumba (namua).
    HouseStop { hole: Hole },
    /// The move stops in the takasiaed hole.
    TakasiaStop { hole: Hole },
    /// Bawo: the move would never end and stops after lap `laps`.
    NeverEnding { laps: u32 },
    /// Bawo: the mover emptied his own front row and loses.
    FrontRowEmptied { side: Side },
    /// The move made `hole` takasia.
    TakasiaMarked { hole: Hole },
    /// A player's next move is of a new stage.
    StageChange { side: Side, stage: Stage },
    /// The last capture emptied the opponent's front row: `winner` wins.
    BaoHamna { winner: Side },
    /// The game ended with this move (any other way than Bao hamna or self-emptying).
    GameEnd { outcome: Outcome, reason: EndReason },
}

impl NarrationLine {
    /// The laps the line tells, first and last.
    pub fn laps(&self) -> Option<(u32, u32)> {
        match *self {
            NarrationLine::Start { lap, .. }
            | NarrationLine::Tax { lap, .. }
            | NarrationLine::Relay { lap, .. }
            | NarrationLine::Safari { lap, .. }
            | NarrationLine::Capture { lap, .. } => Some((lap, lap)),
            NarrationLine::Relays { first, last, .. } | NarrationLine::Laps { first, last, .. } | NarrationLine::Skipped { first, last } => Some((first, last)),
            _ => None,
        }
    }

    /// Every hole the line names.
    pub fn holes(&self) -> Vec<Hole> {
        match self {
            NarrationLine::Gambit { lifted, captured, placed } => lifted.iter().chain(captured).chain(placed).map(|&(h, _)| h).collect(),
            NarrationLine::Placed { hole }
            | NarrationLine::HouseStop { hole }
            | NarrationLine::TakasiaStop { hole }
            | NarrationLine::TakasiaMarked { hole } => {
                vec![*hole]
            }
            NarrationLine::Start { hole, end, .. }
            | NarrationLine::Tax { hole, end, .. }
            | NarrationLine::Relay { hole, end, .. }
            | NarrationLine::Safari { hole, end, .. } => {
                vec![*hole, *end]
            }
            NarrationLine::Capture { hole, kichwa, end, .. } => vec![*hole, *kichwa, *end],
            NarrationLine::Relays { end, .. } => vec![*end],
            NarrationLine::Laps { captures, end, .. } => captures.iter().map(|&(h, _)| h).chain(*end).collect(),
            _ => Vec::new(),
        }
    }
}

/// A move's narration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narration {
    pub mover: Side,
    /// For the local names (kuu, nemo, hizi zetu) when rendered.
    pub variant: Variant,
    pub lines: Vec<NarrationLine>,
}

impl Narration {
    /// The narration of the move played from `before` whose events are `events`.
    pub fn of(before: &Position, events: &[Event]) -> Narration {
        Narration::from_story(before.variant(), &MoveStory::read(before, events))
    }

    /// The narration of a move already read.
    pub fn from_story(variant: Variant, story: &MoveStory) -> Narration {
        Narration { mover: story.mover, variant, lines: narrate(story) }
    }

    /// The index of the line that tells lap `lap` (for the lap stepper's highlight).
    pub fn line_of_lap(&self, lap: u32) -> Option<usize> {
        self.lines.iter().position(|line| line.laps().is_some_and(|(first, last)| (first..=last).contains(&lap)))
    }
}

fn narrate(story: &MoveStory) -> Vec<NarrationLine> {
    let mut head = Vec::new();
    if let Some(g) = &story.gambit {
        head.push(NarrationLine::Gambit { lifted: g.lifted.clone(), captured: g.captured.clone(), placed: g.placed.clone() });
    }
    if let Some(hole) = story.placed {
        head.push(NarrationLine::Placed { hole });
    }
    let tail = tail_lines(story);
    let budget = MAX_LINES.saturating_sub(head.len() + tail.len()).max(1);
    let mut laps = lap_lines(story, RELAY_RUN + 1);
    if laps.len() > budget {
        laps = lap_lines(story, 2);
    }
    if laps.len() > budget {
        laps = squeeze(laps, budget);
    }
    head.extend(laps);
    head.extend(tail);
    head
}

/// One line per lap, with runs of at least `min_run` relay laps grouped, then the skipped laps.
fn lap_lines(story: &MoveStory, min_run: usize) -> Vec<NarrationLine> {
    let mut lines = Vec::new();
    let laps = &story.laps;
    let mut i = 0;
    while i < laps.len() {
        let run = laps[i..].iter().take_while(|lap| matches!(lap.start, LapStart::Relay { .. }) && lap.destroyed.is_none()).count();
        if run >= min_run {
            let group = &laps[i..i + run];
            lines.push(NarrationLine::Relays { first: group[0].number, last: group[run - 1].number, region: region(group), end: group[run - 1].end() });
            i += run;
        } else {
            lines.push(lap_line(&laps[i]));
            i += 1;
        }
    }
    if let Some(s) = &story.skipped {
        lines.push(NarrationLine::Skipped { first: s.first, last: s.last });
    }
    lines
}

fn lap_line(lap: &Lap) -> NarrationLine {
    let (number, end, dir) = (lap.number, lap.end(), Dir::for_turning(lap.turn, lap.start.from_hole().k));
    let destroys_nyumba = lap.destroyed == Some(lap.start.from_hole().side);
    match lap.start {
        LapStart::Start { hole, seeds } => NarrationLine::Start { lap: number, hole, seeds, dir, end, destroys_nyumba },
        LapStart::Tax { hole, seeds } => NarrationLine::Tax { lap: number, hole, seeds, dir, end },
        LapStart::Relay { hole, seeds } => NarrationLine::Relay { lap: number, hole, seeds, end, destroys_nyumba },
        LapStart::Safari { hole, seeds } => NarrationLine::Safari { lap: number, hole, seeds, end },
        LapStart::Capture { captured, seeds, kichwa } => {
            NarrationLine::Capture { lap: number, hole: captured, seeds, kichwa, dir, end, nyumba: lap.destroyed == Some(captured.side) }
        }
    }
}

fn region(laps: &[Lap]) -> Region {
    let drops = || laps.iter().flat_map(|lap| lap.drops.iter());
    if drops().all(|h| h.k < 8) {
        Region::FrontRow
    } else if drops().all(|h| h.k >= 8) {
        Region::BackRow
    } else {
        Region::BothRows
    }
}

/// Tells the middle laps together so that `lines` fits `budget`: the first lines and the last
/// stay, the ones between become one [`NarrationLine::Laps`].
fn squeeze(lines: Vec<NarrationLine>, budget: usize) -> Vec<NarrationLine> {
    let keep_first = budget.saturating_sub(2);
    let keep_last = usize::from(budget >= 2);
    let merge_end = lines.len() - keep_last;
    let mut out: Vec<NarrationLine> = lines[..keep_first].to_vec();
    out.push(merge(&lines[keep_first..merge_end]));
    out.extend_from_slice(&lines[merge_end..]);
    out
}

fn merge(lines: &[NarrationLine]) -> NarrationLine {
    let (mut first, mut last) = (u32::MAX, 0);
    let (mut captures, mut relays, mut end) = (Vec::new(), 0, None);
    for line in lines {
        if let Some((a, b)) = line.laps() {
            first = first.min(a);
            last = last.max(b);
        }
        match line {
            NarrationLine::Capture { hole, seeds, end: e, .. } => {
                captures.push((*hole, *seeds));
                end = Some(*e);
            }
            NarrationLine::Laps { captures: c, relays: r, end: e, .. } => {
                captures.extend_from_slice(c);
                relays += r;
                end = *e;
            }
            NarrationLine::Relays { first, last, end: e, .. } => {
                relays += last - first + 1;
                end = Some(*e);
            }
            NarrationLine::Relay { end: e, .. } => {
                relays += 1;
                end = Some(*e);
            }
            NarrationLine::Skipped { .. } => end = None,
            other => end = other.holes().last().copied(),
        }
    }
    NarrationLine::Laps { first, last, captures, relays, end }
}

/// How the move ended, the mark it made, stage changes and the end of the game.
fn tail_lines(story: &MoveStory) -> Vec<NarrationLine> {
    let mut lines = Vec::new();
    match story.finish {
        Some(Finish::HouseStop(hole)) => lines.push(NarrationLine::HouseStop { hole }),
        Some(Finish::TakasiaStop(hole)) => lines.push(NarrationLine::TakasiaStop { hole }),
        Some(Finish::NeverEnding) => lines.push(NarrationLine::NeverEnding { laps: story.lap_count() }),
        Some(Finish::FrontRowEmptied(side)) => lines.push(NarrationLine::FrontRowEmptied { side }),
        Some(Finish::BaoHamna) => lines.push(NarrationLine::BaoHamna { winner: story.mover }),
        Some(Finish::Empty) | None => {}
    }
    if let Some(hole) = story.marked {
        lines.push(NarrationLine::TakasiaMarked { hole });
    }
    for &(side, stage) in &story.stage_changes {
        lines.push(NarrationLine::StageChange { side, stage });
    }
    if let Some((outcome, reason)) = story.game_over {
        let told = matches!((story.finish, reason), (Some(Finish::BaoHamna), EndReason::BaoHamna) | (Some(Finish::FrontRowEmptied(_)), EndReason::SelfEmptied));
        if !told {
            lines.push(NarrationLine::GameEnd { outcome, reason });
        }
    }
    lines
}
