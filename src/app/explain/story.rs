//! A move's engine events read lap by lap: where each lap started, how many seeds it sowed,
//! every hole it dropped into, what it captured, and the board after it. Narration, the trail
//! and the lap index are all built from this one reading, so they name the same holes.
//!
//! A lap begins with every lift (start, tax, relay, safari) and every capture (whose seeds
//! are then entered at a kichwa), as in the animation's lap counter. A namua placement is not
//! a lap: it belongs to lap 1. A Bawo gambit has no laps.

use std::ops::Range;

use crate::engine::{EndReason, Event, Hole, LiftKind, Outcome, Position, Side, Stage, Turn};

/// Both sides' holes (each side's 16 in circuit order) and reserves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub board: [[u8; 16]; 2],
    pub reserve: [u8; 2],
}

impl Snapshot {
    /// The holes and reserves of a position.
    pub fn of(pos: &Position) -> Snapshot {
        Snapshot { board: [*pos.holes_of(Side::South), *pos.holes_of(Side::North)], reserve: [pos.reserve(Side::South), pos.reserve(Side::North)] }
    }

    /// Seeds in one hole.
    pub fn seeds(&self, hole: Hole) -> u8 {
        self.board[hole.side.index()][hole.k as usize]
    }

    fn add(&mut self, hole: Hole, count: u8) {
        let cell = &mut self.board[hole.side.index()][hole.k as usize];
        *cell = cell.saturating_add(count);
    }

    fn remove(&mut self, hole: Hole, count: u8) {
        let cell = &mut self.board[hole.side.index()][hole.k as usize];
        *cell = cell.saturating_sub(count);
    }

    fn front_empty(&self, side: Side) -> bool {
        self.board[side.index()][..8].iter().all(|&n| n == 0)
    }
}

/// How a lap begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LapStart {
    /// The first lap: all seeds of `hole` are lifted (in namua after the reserve seed went in).
    Start { hole: Hole, seeds: u8 },
    /// Namua takata from the lone functional nyumba: only two seeds are lifted.
    Tax { hole: Hole, seeds: u8 },
    /// The previous lap ended in an occupied hole: its seeds are sown on.
    Relay { hole: Hole, seeds: u8 },
    /// The previous lap ended in the functional nyumba: its seeds are sown on (safari).
    Safari { hole: Hole, seeds: u8 },
    /// The opponent's `captured` hole was emptied; its seeds are entered at `kichwa`.
    Capture { captured: Hole, seeds: u8, kichwa: Hole },
}

impl LapStart {
    /// The hole the lap's seeds come from (for a capture: the kichwa where they enter).
    pub fn from_hole(&self) -> Hole {
        match *self {
            LapStart::Start { hole, .. } | LapStart::Tax { hole, .. } | LapStart::Relay { hole, .. } | LapStart::Safari { hole, .. } => hole,
            LapStart::Capture { kichwa, .. } => kichwa,
        }
    }

    /// Seeds sown in the lap.
    pub fn seeds(&self) -> u8 {
        match *self {
            LapStart::Start { seeds, .. }
            | LapStart::Tax { seeds, .. }
            | LapStart::Relay { seeds, .. }
            | LapStart::Safari { seeds, .. }
            | LapStart::Capture { seeds, .. } => seeds,
        }
    }
}

/// One lap of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lap {
    /// 1-based, as the lap counter shows it.
    pub number: u32,
    pub start: LapStart,
    /// The sowing sense of the lap.
    pub turn: Turn,
    /// Every hole a seed fell into, in order.
    pub drops: Vec<Hole>,
    /// A nyumba destroyed as the lap began (by lifting it whole, or by capturing it).
    pub destroyed: Option<Side>,
    /// The lap's events (lap 1 includes a namua placement; the last lap the closing events).
    pub events: Range<usize>,
    /// The board and reserves once the lap's last seed has fallen.
    pub after: Snapshot,
}

impl Lap {
    /// The hole the lap's last seed fell into.
    pub fn end(&self) -> Hole {
        *self.drops.last().unwrap_or(&self.start.from_hole())
    }
}

/// Laps a Bawo never-ending move did not draw seed by seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub first: u32,
    pub last: u32,
    pub events: Range<usize>,
    pub after: Snapshot,
}

/// How a sowing move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The last lap ended in an empty hole.
    Empty,
    /// A lap ended in the own functional nyumba in namua and the move stopped there.
    HouseStop(Hole),
    /// A lap ended in the takasiaed hole.
    TakasiaStop(Hole),
    /// Bawo: the move would never end and stopped.
    NeverEnding,
    /// Bawo: the move emptied the mover's own front row.
    FrontRowEmptied(Side),
    /// The last capture emptied the opponent's front row.
    BaoHamna,
}

/// A Bawo gambit: what was lifted, captured and placed (hole, seeds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GambitStory {
    pub lifted: Vec<(Hole, u8)>,
    pub captured: Vec<(Hole, u8)>,
    /// Holes in the order of the placement, with the seeds each received.
    pub placed: Vec<(Hole, u8)>,
}

/// A whole move read from its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveStory {
    pub mover: Side,
    pub before: Snapshot,
    /// Namua: the hole that received the reserve seed.
    pub placed: Option<Hole>,
    pub gambit: Option<GambitStory>,
    pub laps: Vec<Lap>,
    pub skipped: Option<Skipped>,
    /// `None` for a gambit.
    pub finish: Option<Finish>,
    /// The takasia mark the move made.
    pub marked: Option<Hole>,
    pub stage_changes: Vec<(Side, Stage)>,
    /// Present when the events come from a game ([`crate::engine::Game::play`]).
    pub game_over: Option<(Outcome, EndReason)>,
    /// The board and reserves after the move.
    pub after: Snapshot,
    /// How many events the move has.
    pub event_count: usize,
}

impl MoveStory {
    /// Reads the events of a move played from `before`.
    pub fn read(before: &Position, events: &[Event]) -> MoveStory {
        let mut reader = Reader::new(before);
        for (i, event) in events.iter().enumerate() {
            reader.event(i, event);
        }
        reader.finish(events.len())
    }

    /// Laps begun in the whole move, skipped ones included.
    pub fn lap_count(&self) -> u32 {
        self.skipped.as_ref().map_or(self.laps.len() as u32, |s| s.last)
    }

    /// Every capture of the move in order: (captured hole, seeds), a gambit's included.
    pub fn captures(&self) -> Vec<(Hole, u8)> {
        let gambit = self.gambit.iter().flat_map(|g| g.captured.iter().copied());
        let laps = self.laps.iter().filter_map(|lap| match lap.start {
            LapStart::Capture { captured, seeds, .. } => Some((captured, seeds)),
            _ => None,
        });
        gambit.chain(laps).collect()
    }

    /// Every capture of the laps in order, with the hole that made it: (capturing hole, captured
    /// hole, seeds). The capturing hole is where the lap before ended, facing the captured
    /// hole (for a namua capture's first lap, the hole the reserve seed went into).
    pub fn facing_captures(&self) -> Vec<(Hole, Hole, u8)> {
        self.laps
            .iter()
            .enumerate()
            .filter_map(|(i, lap)| match lap.start {
                LapStart::Capture { captured, seeds, .. } => {
                    let by = if i == 0 { self.placed } else { Some(self.laps[i - 1].end()) };
                    by.map(|by| (by, captured, seeds))
                }
                _ => None,
            })
            .collect()
    }

    /// Seeds taken from the opponent in the whole move (the laps drawn).
    pub fn seeds_captured(&self) -> u32 {
        self.captures().iter().map(|&(_, n)| n as u32).sum()
    }
}

/// A lap being read.
struct OpenLap {
    lap: Lap,
    turn_known: bool,
}

struct Reader {
    mover: Side,
    gambit: bool,
    snap: Snapshot,
    story: MoveStory,
    open: Option<OpenLap>,
    range_start: usize,
    bao_hamna: bool,
    finish: Option<Finish>,
}

impl Reader {
    fn new(before: &Position) -> Reader {
        let snap = Snapshot::of(before);
        let gambit = before.stage() == Stage::Gambit;
        let story = MoveStory {
            mover: before.to_move(),
            before: snap,
            placed: None,
            gambit: gambit.then(GambitStory::default),
            laps: Vec::new(),
            skipped: None,
            finish: None,
            marked: None,
            stage_changes: Vec::new(),
            game_over: None,
            after: snap,
            event_count: 0,
        };
        Reader { mover: before.to_move(), gambit, snap, story, open: None, range_start: 0, bao_hamna: false, finish: None }
    }

    /// Closes the open lap at event `end`.
    fn close(&mut self, end: usize) {
        if let Some(open) = self.open.take() {
            let mut lap = open.lap;
            lap.events = self.range_start..end;
            lap.after = self.snap;
            self.story.laps.push(lap);
            self.range_start = end;
        }
    }

    fn begin(&mut self, i: usize, start: LapStart, turn: Option<Turn>) {
        self.close(i);
        let number = self.story.laps.len() as u32 + 1;
        let lap = Lap { number, start, turn: turn.unwrap_or(Turn::Clockwise), drops: Vec::new(), destroyed: None, events: 0..0, after: self.snap };
        self.open = Some(OpenLap { lap, turn_known: turn.is_some() });
    }

    fn event(&mut self, i: usize, event: &Event) {
        match *event {
            Event::Place { hole } => {
                self.snap.add(hole, 1);
                let r = &mut self.snap.reserve[self.mover.index()];
                *r = r.saturating_sub(1);
                self.story.placed = Some(hole);
            }
            Event::Lift { hole, count, kind } => {
                if let Some(g) = self.story.gambit.as_mut() {
                    g.lifted.push((hole, count));
                } else {
                    let start = match kind {
                        LiftKind::Start => LapStart::Start { hole, seeds: count },
                        LiftKind::Tax => LapStart::Tax { hole, seeds: count },
                        LiftKind::Relay => LapStart::Relay { hole, seeds: count },
                        LiftKind::Safari => LapStart::Safari { hole, seeds: count },
                    };
                    self.begin(i, start, None);
                }
                self.snap.remove(hole, count);
            }
            Event::Capture { hole, count } => {
                if let Some(g) = self.story.gambit.as_mut() {
                    g.captured.push((hole, count));
                } else {
                    self.begin(i, LapStart::Capture { captured: hole, seeds: count, kichwa: hole }, None);
                }
                self.snap.remove(hole, count);
                self.bao_hamna = !self.gambit && self.snap.front_empty(hole.side);
            }
            Event::Entry { kichwa: at, turn } => {
                if let Some(open) = self.open.as_mut() {
                    if let LapStart::Capture { kichwa, .. } = &mut open.lap.start {
                        *kichwa = at;
                    }
                    open.lap.turn = turn;
                    open.turn_known = true;
                }
            }
            Event::Drop { hole } => self.drop(hole),
            Event::HouseDestroyed { side } => {
                if let Some(open) = self.open.as_mut() {
                    open.lap.destroyed = Some(side);
                }
            }
            Event::LapsSkipped { laps_skipped, board } => {
                self.close(i);
                self.snap.board = board;
                let first = self.story.laps.len() as u32 + 1;
                let last = first + laps_skipped.saturating_sub(1);
                self.story.skipped = Some(Skipped { first, last, events: i..i, after: self.snap });
                self.range_start = i;
            }
            Event::NeverEndingStop => self.finish = Some(Finish::NeverEnding),
            Event::TakasiaStop { hole } => self.finish = Some(Finish::TakasiaStop(hole)),
            Event::HouseStop { hole } => self.finish = Some(Finish::HouseStop(hole)),
            Event::FrontRowEmptied { side } => self.finish = Some(Finish::FrontRowEmptied(side)),
            Event::TakasiaMarked { hole } => self.story.marked = Some(hole),
            Event::StageChange { side, stage } => self.story.stage_changes.push((side, stage)),
            Event::GameOver { outcome, reason } => self.story.game_over = Some((outcome, reason)),
        }
    }

    fn drop(&mut self, hole: Hole) {
        if let Some(g) = self.story.gambit.as_mut() {
            match g.placed.iter_mut().find(|(h, _)| *h == hole) {
                Some((_, n)) => *n += 1,
                None => g.placed.push((hole, 1)),
            }
        } else if let Some(open) = self.open.as_mut() {
            if !open.turn_known {
                open.lap.turn = sense(open.lap.start.from_hole(), hole);
                open.turn_known = true;
            }
            open.lap.drops.push(hole);
        }
        self.snap.add(hole, 1);
    }

    fn finish(mut self, len: usize) -> MoveStory {
        if let Some(skipped) = self.story.skipped.as_mut() {
            skipped.events.end = len;
        } else {
            self.close(len);
        }
        if self.gambit {
            // The engine reports no event for the gambit's reserve seed.
            let r = &mut self.snap.reserve[self.mover.index()];
            *r = r.saturating_sub(1);
        } else {
            let finish = self.finish.unwrap_or(if self.bao_hamna { Finish::BaoHamna } else { Finish::Empty });
            self.story.finish = Some(finish);
        }
        self.story.after = self.snap;
        self.story.event_count = len;
        self.story
    }
}

/// The sense of sowing from `from` whose first seed falls into `to` (same side).
fn sense(from: Hole, to: Hole) -> Turn {
    if Turn::Clockwise.step(from.k) == to.k {
        Turn::Clockwise
    } else {
        Turn::Anticlockwise
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::{parse_move, BawoSetup, Game, Variant};

    pub(crate) fn h(name: &str) -> Hole {
        Hole::parse(name).unwrap()
    }

    /// The position after `moves` from a variant's start.
    pub(crate) fn after(variant: Variant, moves: &[&str]) -> Position {
        let mut game = Game::new(Position::start(variant, BawoSetup::Chikoko));
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game.position().clone()
    }

    pub(crate) fn play(pos: &Position, text: &str) -> Vec<Event> {
        let (mv, _) = parse_move(pos, text).unwrap();
        pos.play(&mv).unwrap().events
    }

    /// Kujifunza `A2>` from the start (two seeds everywhere), by hand: lift A2's 2 → A3 (3),
    /// A4 (3); A4 was occupied and faces a5 (2): capture 2, A4 is central and the move runs
    /// clockwise → left kichwa A1 clockwise: A1 (3), A2 (1); A2 was emptied by the lift → end.
    #[test]
    fn a_capture_move_is_read_lap_by_lap() {
        let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let story = MoveStory::read(&pos, &play(&pos, "A2>"));
        assert_eq!(story.laps.len(), 2);
        assert_eq!(story.laps[0].start, LapStart::Start { hole: h("A2"), seeds: 2 });
        assert_eq!(story.laps[0].drops, [h("A3"), h("A4")]);
        assert_eq!(story.laps[0].turn, Turn::Clockwise);
        assert_eq!(story.laps[1].start, LapStart::Capture { captured: h("a5"), seeds: 2, kichwa: h("A1") });
        assert_eq!(story.laps[1].drops, [h("A1"), h("A2")]);
        assert_eq!(story.finish, Some(Finish::Empty));
        assert_eq!(story.captures(), [(h("a5"), 2)]);
        // After lap 1 the capture has not happened yet: a5 still holds 2, A4 holds 3.
        assert_eq!(story.laps[0].after.seeds(h("a5")), 2);
        assert_eq!(story.laps[0].after.seeds(h("A4")), 3);
        assert_eq!(story.laps[1].after.seeds(h("a5")), 0);
    }

    #[test]
    fn a_namua_placement_belongs_to_lap_one() {
        // Kiswahili `A6<` from the start: A6 2+1 = 3 lifted, sown A5 A4 A3; A3 was empty.
        let pos = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
        let events = play(&pos, "A6<");
        let story = MoveStory::read(&pos, &events);
        assert_eq!(story.placed, Some(h("A6")));
        assert_eq!(story.laps.len(), 1);
        assert_eq!(story.laps[0].events, 0..events.len());
        assert_eq!(story.laps[0].start, LapStart::Start { hole: h("A6"), seeds: 3 });
        assert_eq!(story.laps[0].drops, [h("A5"), h("A4"), h("A3")]);
        assert_eq!(story.after.reserve, [21, 22]);
    }

    #[test]
    fn a_gambit_has_no_laps() {
        let pos = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        let story = MoveStory::read(&pos, &play(&pos, "@A1,A1,A6,B3,B3"));
        let g = story.gambit.clone().unwrap();
        assert!(story.laps.is_empty());
        assert_eq!(g.lifted, [(h("A6"), 2), (h("A7"), 2)]);
        assert_eq!(g.placed, [(h("A1"), 2), (h("A6"), 1), (h("B3"), 2)]);
        assert_eq!(story.after.reserve[0], 19);
    }
}
