//! The sowing machine: plays one move lap by lap (RULES.md §2–7, §11).
//!
//! Move generation simulates every candidate, so this is the hot path: each side's holes live
//! in one integer ([`Holes`]), a lap's seeds are dropped at once, nothing is allocated per
//! seed or lap, and events are made only when a recorder asks for them. The
//! never-ending check keeps lap-end states in a hash set that is only filled once a move is
//! longer than [`RECORD_STATES_FROM_LAP`] laps.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::event::{Event, LiftKind, NoEvents, Recorder};
use super::position::{FxHasher64, Position};
use super::rules::Rules;
use super::types::{entry_kichwa, Hole, Side, Turn, LEFT_KICHWA, NYUMBA};

/// A move that has not ended after this many laps never ends (RULES.md §11).
pub const MAX_LAPS: u32 = 10_000;
/// Lap-end states are stored only from this lap on: almost every move ends sooner. A repeat
/// that began earlier is still found, only later; Bawo, which must stop at the exact first
/// repeat, replays such a move with every state stored.
const RECORD_STATES_FROM_LAP: u32 = 40;
/// Laps drawn seed by seed; a longer (Bawo never-ending) move reports the rest as one event.
const EVENT_LAPS: u32 = 200;

/// How a move begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Opening {
    /// Namua: the reserve seed goes into `hole` and captures; the seeds enter at `kichwa`.
    NamuaCapture { hole: u8, kichwa: u8 },
    /// Namua takata: the reserve seed goes into `hole`, then `lift` seeds are sown.
    NamuaTakata { hole: u8, lift: u8, turn: Turn },
    /// Mtaji: all seeds of `hole` are sown; the first lap decides capture or takata.
    Mtaji { hole: u8, turn: Turn },
}

impl Opening {
    pub(crate) fn hole(self) -> u8 {
        match self {
            Opening::NamuaCapture { hole, .. } | Opening::NamuaTakata { hole, .. } | Opening::Mtaji { hole, .. } => hole,
        }
    }

    pub(crate) fn is_namua(self) -> bool {
        !matches!(self, Opening::Mtaji { .. })
    }
}

/// How a simulated move ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// In an empty hole, at the takasia mark, at the nyumba, or by Bao hamna.
    Normal,
    /// A lap-end state repeated, or 10,000 laps passed (illegal; Bawo stops here).
    Never,
    /// A lift left the front row empty and sowed into the back row (illegal; Bawo loses).
    FrontRowEmptied,
}

/// The result of simulating one move.
#[derive(Clone, Debug)]
pub(crate) struct MoveRun {
    /// Both sides' holes after the move, indexed by [`Side::index`].
    pub board: [[u8; 16]; 2],
    pub house_owned: [bool; 2],
    /// The first lap captured.
    pub capture: bool,
    /// Circuit index (opponent's side) of the first captured hole.
    pub first_capture: Option<u8>,
    /// Seeds taken from the opponent in the whole move.
    pub seeds_captured: u8,
    /// The last capture emptied the opponent's front row.
    pub bao_hamna: bool,
    /// A namua capture reached its own functional nyumba: stop or safari was chosen.
    pub choice_reached: bool,
    pub ending: Ending,
}

impl MoveRun {
    pub(crate) fn legal(&self, rules: &Rules) -> bool {
        self.ending == Ending::Normal || rules.lenient_bawo
    }
}

/// Plays a move from `pos` without checking whether it may be started. `safari` answers the
/// stop-or-safari choice of a namua capture if it comes up.
pub(crate) fn run_move<R: Recorder>(pos: &Position, opening: Opening, safari: bool, recorder: &mut R) -> MoveRun {
    if !pos.rules().lenient_bawo {
        return Sim::new(pos, recorder, RECORD_STATES_FROM_LAP).play(opening, safari);
    }
    let quick = Sim::new(pos, &mut NoEvents, RECORD_STATES_FROM_LAP).play(opening, safari);
    if quick.ending == Ending::Never {
        // Bawo stops at the exact first repeated lap end, which the late recording may have
        // passed: replay with every lap-end state stored.
        Sim::new(pos, recorder, 1).play(opening, safari)
    } else if R::ACTIVE {
        Sim::new(pos, recorder, RECORD_STATES_FROM_LAP).play(opening, safari)
    } else {
        quick
    }
}

type StateSet = HashSet<[u8; 26], BuildHasherDefault<StateHasher>>;

#[derive(Default)]
struct StateHasher(FxHasher64);

impl Hasher for StateHasher {
    fn write(&mut self, bytes: &[u8]) {
        self.0.write_bytes(bytes);
    }
    fn finish(&self) -> u64 {
        self.0.finish()
    }
}

/// The mover's view of the board during a move.
struct Sim<'r, R> {
    rules: Rules,
    side: Side,
    mine: Holes,
    theirs: Holes,
    /// House ownership, mover first.
    house: [bool; 2],
    /// The takasia mark on one of the mover's holes (it stops his laps).
    mark: Option<u8>,
    recorder: &'r mut R,
    laps: u32,
    record_from: u32,
    /// Seeds captured so far.
    captured: u8,
}

impl<'r, R: Recorder> Sim<'r, R> {
    fn new(pos: &Position, recorder: &'r mut R, record_from: u32) -> Self {
        let m = pos.to_move.index();
        Sim {
            rules: pos.rules(),
            side: pos.to_move,
            mine: Holes::from_array(pos.board[m]),
            theirs: Holes::from_array(pos.board[1 - m]),
            house: [pos.house_owned[m], pos.house_owned[1 - m]],
            mark: pos.takasia.filter(|hole| hole.side == pos.to_move).map(|hole| hole.k),
            recorder,
            laps: 0,
            record_from,
            captured: 0,
        }
    }

    #[inline(always)]
    fn emit(&mut self, event: impl FnOnce(Side) -> Event) {
        if R::ACTIVE && self.laps < EVENT_LAPS {
            self.recorder.record(event(self.side));
        }
    }

    fn house_functional(&self) -> bool {
        self.house[0] && self.mine.get(NYUMBA) >= self.rules.house_threshold
    }

    /// Drops `count` seeds one by one, from `k` itself (`inclusive`) or the hole after it.
    /// Returns the last hole and whether it was empty before the last seed.
    #[inline]
    fn sow(&mut self, k: u8, count: u8, turn: Turn, inclusive: bool) -> (u8, bool) {
        let first = if inclusive { k } else { turn.step(k) };
        if R::ACTIVE {
            let mut hole = first;
            for _ in 0..count {
                self.emit(|mover| Event::Drop { hole: Hole::new(mover, hole) });
                hole = turn.step(hole);
            }
        }
        self.mine.sow(first, count, turn)
    }

    /// Takes `count` seeds from `k` into the hand; lifting the whole nyumba destroys it.
    /// Returns whether this lift left the front row empty with the lap heading backwards
    /// (RULES.md settled 2).
    fn lift(&mut self, k: u8, count: u8, kind: LiftKind, turn: Turn) -> bool {
        self.emit(|mover| Event::Lift { hole: Hole::new(mover, k), count, kind });
        self.mine.remove(k, count);
        if k == NYUMBA && self.house[0] && self.mine.get(k) == 0 {
            self.house[0] = false;
            self.emit(|mover| Event::HouseDestroyed { side: mover });
        }
        turn.step(k) >= 8 && self.mine.front_empty()
    }

    /// Empties the opponent's hole facing `k` into the hand. Returns the seeds taken.
    fn capture(&mut self, k: u8) -> u8 {
        let target = 7 - k;
        let count = self.theirs.take(target);
        self.captured += count;
        self.emit(|mover| Event::Capture { hole: Hole::new(mover.opponent(), target), count });
        if target == NYUMBA && self.house[1] {
            self.house[1] = false;
            self.emit(|mover| Event::HouseDestroyed { side: mover.opponent() });
        }
        count
    }

    /// Sows captured seeds from `kichwa` towards the centre; returns the lap end.
    fn enter(&mut self, kichwa: u8, count: u8) -> (u8, bool, Turn) {
        let turn = if kichwa == LEFT_KICHWA { Turn::Clockwise } else { Turn::Anticlockwise };
        self.emit(|mover| Event::Entry { kichwa: Hole::new(mover, kichwa), turn });
        let (k, was_empty) = self.sow(kichwa, count, turn, true);
        (k, was_empty, turn)
    }

    fn state(&self, k: u8, turn: Turn, capture: bool, exception: bool) -> [u8; 26] {
        let mut state = [0u8; 26];
        state[..16].copy_from_slice(&self.mine.to_array());
        state[16..24].copy_from_slice(&self.theirs.to_array()[..8]);
        state[24] = k;
        state[25] = (turn == Turn::Clockwise) as u8 | (capture as u8) << 1 | (self.house[0] as u8) << 2 | (self.house[1] as u8) << 3 | (exception as u8) << 4;
        state
    }

    fn play(mut self, opening: Opening, safari: bool) -> MoveRun {
        let rules = self.rules;
        let mut capture = false;
        let mut first_capture = None;
        let mut bao_hamna = false;
        let mut choice_reached = false;
        let mut front_emptied = false;
        // RULES.md §7: the first lap of a move started from the own functional nyumba passes
        // the takasia mark.
        let mut from_house = false;
        let (mut k, mut was_empty, mut turn);
        match opening {
            Opening::NamuaCapture { hole, kichwa } => {
                self.emit(|mover| Event::Place { hole: Hole::new(mover, hole) });
                self.mine.add(hole, 1);
                capture = true;
                first_capture = Some(7 - hole);
                let count = self.capture(hole);
                bao_hamna = self.theirs.front_empty();
                (k, was_empty, turn) = self.enter(kichwa, count);
            }
            Opening::NamuaTakata { hole, lift, turn: t } => {
                from_house = hole == NYUMBA && self.house_functional();
                self.emit(|mover| Event::Place { hole: Hole::new(mover, hole) });
                self.mine.add(hole, 1);
                let kind = if lift < self.mine.get(hole) { LiftKind::Tax } else { LiftKind::Start };
                front_emptied = self.lift(hole, lift, kind, t);
                turn = t;
                (k, was_empty) = self.sow(hole, lift, turn, false);
            }
            Opening::Mtaji { hole, turn: t } => {
                from_house = hole == NYUMBA && self.house_functional();
                let count = self.mine.get(hole);
                front_emptied = self.lift(hole, count, LiftKind::Start, t);
                turn = t;
                (k, was_empty) = self.sow(hole, count, turn, false);
                capture = count <= 15 && k < 8 && !was_empty && rules.capturable(self.theirs.get(7 - k));
                if capture {
                    first_capture = Some(7 - k);
                }
            }
        }
        let mut states = StateSet::default();
        let ending = loop {
            // A lap has just ended in hole `k`.
            self.laps += 1;
            if front_emptied {
                self.emit(|mover| Event::FrontRowEmptied { side: mover });
                break Ending::FrontRowEmptied;
            }
            if bao_hamna || was_empty {
                break Ending::Normal;
            }
            if self.laps >= self.record_from && !states.insert(self.state(k, turn, capture, self.laps == 1 && from_house)) {
                break Ending::Never;
            }
            let continues = if capture && k < 8 && rules.capturable(self.theirs.get(7 - k)) {
                Continuation::Capture
            } else if self.mark == Some(k) && !(self.laps == 1 && from_house) {
                self.emit(|mover| Event::TakasiaStop { hole: Hole::new(mover, k) });
                break Ending::Normal;
            } else if k == NYUMBA && self.house_functional() {
                if opening.is_namua() {
                    if capture {
                        choice_reached = true;
                    }
                    if !capture || !safari {
                        self.emit(|mover| Event::HouseStop { hole: Hole::new(mover, k) });
                        break Ending::Normal;
                    }
                }
                Continuation::Lift(LiftKind::Safari)
            } else {
                Continuation::Lift(LiftKind::Relay)
            };
            if self.laps >= MAX_LAPS {
                break Ending::Never;
            }
            match continues {
                Continuation::Capture => {
                    let count = self.capture(k);
                    bao_hamna = self.theirs.front_empty();
                    // Kimbi captures enter at their own kichwa; central ones keep the direction.
                    let kichwa = entry_kichwa(k, turn);
                    (k, was_empty, turn) = self.enter(kichwa, count);
                }
                Continuation::Lift(kind) => {
                    let count = self.mine.get(k);
                    front_emptied = self.lift(k, count, kind, turn);
                    (k, was_empty) = self.sow(k, count, turn, false);
                }
            }
        };
        if R::ACTIVE {
            if self.laps > EVENT_LAPS {
                let laps_skipped = self.laps - EVENT_LAPS;
                let board = self.by_side([self.mine.to_array(), self.theirs.to_array()]);
                self.recorder.record(Event::LapsSkipped { laps_skipped, board });
            }
            if ending == Ending::Never {
                self.recorder.record(Event::NeverEndingStop);
            }
        }
        let board = self.by_side([self.mine.to_array(), self.theirs.to_array()]);
        let house_owned = self.by_side(self.house);
        let seeds_captured = self.captured;
        MoveRun { board, house_owned, capture, first_capture, seeds_captured, bao_hamna, choice_reached, ending }
    }

    /// A mover-first pair indexed by [`Side::index`] instead. Built whole: writing its halves
    /// at a computed index and then copying it out stalls the processor.
    #[inline]
    fn by_side<T>(&self, [mover, opponent]: [T; 2]) -> [T; 2] {
        match self.side {
            Side::South => [mover, opponent],
            Side::North => [opponent, mover],
        }
    }
}

/// One side's 16 holes as the bytes of one integer, hole `k` in byte `k`, so that the
/// simulation works in registers: storing single holes to memory and then reading the front
/// row as one word (its emptiness test) stalls the processor on every lap. No byte carries
/// into the next, as no hole can hold 256 seeds ([`super::position::MAX_STUDY_SEEDS`]).
#[derive(Clone, Copy)]
struct Holes(u128);

/// One seed in every hole.
const ONE_PER_HOLE: u128 = u128::MAX / 255;

impl Holes {
    fn from_array(holes: [u8; 16]) -> Holes {
        Holes(u128::from_le_bytes(holes))
    }

    fn to_array(self) -> [u8; 16] {
        self.0.to_le_bytes()
    }

    #[inline]
    fn get(self, k: u8) -> u8 {
        (self.0 >> (8 * k as u32)) as u8
    }

    #[inline]
    fn add(&mut self, k: u8, count: u8) {
        self.0 += (count as u128) << (8 * k as u32);
    }

    #[inline]
    fn remove(&mut self, k: u8, count: u8) {
        self.0 -= (count as u128) << (8 * k as u32);
    }

    /// Empties hole `k` and returns its seeds.
    #[inline]
    fn take(&mut self, k: u8) -> u8 {
        let count = self.get(k);
        self.remove(k, count);
        count
    }

    #[inline]
    fn front_empty(self) -> bool {
        self.0 as u64 == 0
    }

    /// Drops `count` (at least one) seeds one per hole from `first` on in `turn`, all at once:
    /// every hole gets one per full round and the first `count % 16` one more. Returns the
    /// last hole and whether it was empty before the last seed (never after a full round).
    #[inline]
    fn sow(&mut self, first: u8, count: u8, turn: Turn) -> (u8, bool) {
        debug_assert!(count > 0);
        let (first, count) = (first as u32, count as u32);
        let rest = count % 16;
        // The holes of the partial round form one circular run starting at `lowest`.
        let (last, lowest) = match turn {
            Turn::Clockwise => ((first + count - 1) & 15, first),
            Turn::Anticlockwise => ((first + 16 * 16 - (count - 1)) & 15, (first + 17 - rest) & 15),
        };
        let run = if rest == 0 { 0 } else { ONE_PER_HOLE >> (8 * (16 - rest)) };
        let was_empty = count <= 16 && self.get(last as u8) == 0;
        self.0 += (count / 16) as u128 * ONE_PER_HOLE + run.rotate_left(8 * lowest);
        (last as u8, was_empty)
    }
}

/// What follows a lap end that does not end the move.
enum Continuation {
    Capture,
    Lift(LiftKind),
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dropping a lap's seeds at once is the same as dropping them one by one.
    #[test]
    fn holes_sow_matches_seed_by_seed() {
        let start: [u8; 16] = [0, 3, 0, 1, 7, 0, 0, 2, 5, 0, 1, 0, 0, 4, 0, 9];
        for turn in [Turn::Clockwise, Turn::Anticlockwise] {
            for first in 0..16u8 {
                for count in 1..=40u8 {
                    let mut expected = start;
                    let mut k = first;
                    let mut was_empty = false;
                    for seed in 0..count {
                        was_empty = expected[k as usize] == 0;
                        expected[k as usize] += 1;
                        if seed + 1 < count {
                            k = turn.step(k);
                        }
                    }
                    let mut holes = Holes::from_array(start);
                    assert_eq!(holes.sow(first, count, turn), (k, was_empty), "{turn:?} {first} {count}");
                    assert_eq!(holes.to_array(), expected, "{turn:?} {first} {count}");
                }
            }
        }
    }
}
