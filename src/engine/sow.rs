//! The sowing machine: plays one move lap by lap (RULES.md §2–7, §11).
//!
//! Move generation simulates every candidate, so this is the hot path: fixed-size arrays,
//! no allocation per seed or lap, and events only when a recorder asks for them. The
//! never-ending check keeps lap-end states in a hash set that is only filled once a move is
//! longer than [`RECORD_STATES_FROM_LAP`] laps.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use super::event::{Event, LiftKind, NoEvents, Recorder};
use super::position::{FxHasher64, Position};
use super::rules::Rules;
use super::types::{Hole, Side, Turn, LEFT_KICHWA, NYUMBA, RIGHT_KICHWA};

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
    NeverEnding,
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
    if quick.ending == Ending::NeverEnding {
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
    mine: [u8; 16],
    theirs: [u8; 16],
    /// House ownership, mover first.
    house: [bool; 2],
    /// The takasia mark on one of the mover's holes (it stops his laps).
    mark: Option<u8>,
    recorder: &'r mut R,
    laps: u32,
    record_from: u32,
}

impl<'r, R: Recorder> Sim<'r, R> {
    fn new(pos: &Position, recorder: &'r mut R, record_from: u32) -> Self {
        let m = pos.to_move.index();
        Sim {
            rules: pos.rules(),
            side: pos.to_move,
            mine: pos.board[m],
            theirs: pos.board[1 - m],
            house: [pos.house_owned[m], pos.house_owned[1 - m]],
            mark: pos.takasia.filter(|hole| hole.side == pos.to_move).map(|hole| hole.k),
            recorder,
            laps: 0,
            record_from,
        }
    }

    #[inline(always)]
    fn emit(&mut self, event: impl FnOnce(Side) -> Event) {
        if R::ACTIVE && self.laps < EVENT_LAPS {
            self.recorder.record(event(self.side));
        }
    }

    fn house_functional(&self) -> bool {
        self.house[0] && self.mine[NYUMBA as usize] >= self.rules.house_threshold
    }

    fn front_empty(&self) -> bool {
        front_row_bits(&self.mine) == 0
    }

    fn their_front_empty(&self) -> bool {
        front_row_bits(&self.theirs) == 0
    }

    /// Drops `count` seeds one by one, from `k` itself (`inclusive`) or the hole after it.
    /// Returns the last hole and whether it was empty before the last seed.
    #[inline]
    fn sow(&mut self, mut k: u8, count: u8, turn: Turn, inclusive: bool) -> (u8, bool) {
        if !inclusive {
            k = turn.step(k);
        }
        let step = if turn == Turn::Clockwise { 1 } else { 15 };
        let mut left = count;
        loop {
            let hole = &mut self.mine[(k & 15) as usize];
            let was_empty = *hole == 0;
            *hole += 1;
            self.emit(|mover| Event::Drop { hole: Hole::new(mover, k) });
            left -= 1;
            if left == 0 {
                return (k, was_empty);
            }
            k = (k + step) & 15;
        }
    }

    /// Takes `count` seeds from `k` into the hand; lifting the whole nyumba destroys it.
    /// Returns whether this lift left the front row empty with the lap heading backwards
    /// (RULES.md settled 2).
    fn lift(&mut self, k: u8, count: u8, kind: LiftKind, turn: Turn) -> bool {
        self.emit(|mover| Event::Lift { hole: Hole::new(mover, k), count, kind });
        self.mine[k as usize] -= count;
        if k == NYUMBA && self.house[0] && self.mine[k as usize] == 0 {
            self.house[0] = false;
            self.emit(|mover| Event::HouseDestroyed { side: mover });
        }
        turn.step(k) >= 8 && self.front_empty()
    }

    /// Empties the opponent's hole facing `k` into the hand. Returns the seeds taken.
    fn capture(&mut self, k: u8) -> u8 {
        let target = 7 - k;
        let count = self.theirs[target as usize];
        self.theirs[target as usize] = 0;
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
        state[..16].copy_from_slice(&self.mine);
        state[16..24].copy_from_slice(&self.theirs[..8]);
        state[24] = k;
        state[25] = (turn == Turn::Clockwise) as u8
            | (capture as u8) << 1
            | (self.house[0] as u8) << 2
            | (self.house[1] as u8) << 3
            | (exception as u8) << 4;
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
                self.mine[hole as usize] += 1;
                capture = true;
                first_capture = Some(7 - hole);
                let count = self.capture(hole);
                bao_hamna = self.their_front_empty();
                (k, was_empty, turn) = self.enter(kichwa, count);
            }
            Opening::NamuaTakata { hole, lift, turn: t } => {
                from_house = hole == NYUMBA && self.house_functional();
                self.emit(|mover| Event::Place { hole: Hole::new(mover, hole) });
                self.mine[hole as usize] += 1;
                let kind = if lift < self.mine[hole as usize] { LiftKind::Tax } else { LiftKind::Start };
                front_emptied = self.lift(hole, lift, kind, t);
                turn = t;
                (k, was_empty) = self.sow(hole, lift, turn, false);
            }
            Opening::Mtaji { hole, turn: t } => {
                from_house = hole == NYUMBA && self.house_functional();
                let count = self.mine[hole as usize];
                front_emptied = self.lift(hole, count, LiftKind::Start, t);
                turn = t;
                (k, was_empty) = self.sow(hole, count, turn, false);
                capture = count <= 15 && k < 8 && !was_empty && rules.capturable(self.theirs[7 - k as usize]);
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
            if self.laps >= self.record_from
                && !states.insert(self.state(k, turn, capture, self.laps == 1 && from_house))
            {
                break Ending::NeverEnding;
            }
            let continues = if capture && k < 8 && rules.capturable(self.theirs[7 - k as usize]) {
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
                break Ending::NeverEnding;
            }
            match continues {
                Continuation::Capture => {
                    let count = self.capture(k);
                    bao_hamna = self.their_front_empty();
                    // Kimbi captures enter at their own kichwa; central ones keep the direction.
                    let kichwa = match k {
                        0 | 1 => LEFT_KICHWA,
                        6 | 7 => RIGHT_KICHWA,
                        _ if turn == Turn::Clockwise => LEFT_KICHWA,
                        _ => RIGHT_KICHWA,
                    };
                    (k, was_empty, turn) = self.enter(kichwa, count);
                }
                Continuation::Lift(kind) => {
                    let count = self.mine[k as usize];
                    front_emptied = self.lift(k, count, kind, turn);
                    (k, was_empty) = self.sow(k, count, turn, false);
                }
            }
        };
        if R::ACTIVE {
            if self.laps > EVENT_LAPS {
                let laps_skipped = self.laps - EVENT_LAPS;
                let mut board = [[0u8; 16]; 2];
                board[self.side.index()] = self.mine;
                board[self.side.opponent().index()] = self.theirs;
                self.recorder.record(Event::LapsSkipped { laps_skipped, board });
            }
            if ending == Ending::NeverEnding {
                self.recorder.record(Event::NeverEndingStop);
            }
        }
        let m = self.side.index();
        let mut board = [[0u8; 16]; 2];
        board[m] = self.mine;
        board[1 - m] = self.theirs;
        let mut house_owned = [false; 2];
        house_owned[m] = self.house[0];
        house_owned[1 - m] = self.house[1];
        MoveRun { board, house_owned, capture, first_capture, bao_hamna, choice_reached, ending }
    }
}

/// The eight front-row counts as one word: zero exactly when the front row is empty.
#[inline]
fn front_row_bits(holes: &[u8; 16]) -> u64 {
    u64::from_ne_bytes(holes[..8].try_into().expect("eight front holes"))
}

/// What follows a lap end that does not end the move.
enum Continuation {
    Capture,
    Lift(LiftKind),
}
