//! Legal moves, playing a move, and why a move cannot be played (RULES.md §3–7, §11).

use std::fmt;

use super::event::{Event, NoEvents, Recorder};
use super::gambit::Placement;
use super::position::Position;
use super::random::Rng;
use super::rules::{Rules, SingletonRule};
use super::sow::{run_move, Ending, MoveRun, Opening};
use super::types::{Dir, Hole, Row, Side, Stage, Turn, LEFT_KICHWA, NYUMBA, RIGHT_KICHWA};

/// A sowing move as written in notation: where it starts, the hand direction (or the kichwa
/// of a namua capture from a central hole; none when forced) and whether safari was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SowMove {
    pub hole: Hole,
    pub dir: Option<Dir>,
    pub safari: bool,
}

/// One player's whole turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Sow(SowMove),
    /// Bawo's opening placement.
    Gambit(Placement),
}

impl Move {
    /// The hole a sowing move starts from.
    pub fn start_hole(&self) -> Option<Hole> {
        match self {
            Move::Sow(sow) => Some(sow.hole),
            Move::Gambit(_) => None,
        }
    }
}

impl fmt::Display for SowMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.hole)?;
        if let Some(dir) = self.dir {
            write!(f, "{}", dir.symbol())?;
        }
        if self.safari {
            f.write_str("+")?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Sow(sow) => sow.fmt(f),
            Move::Gambit(placement) => placement.fmt(f),
        }
    }
}

/// What kind of move was played, for markers, the UI and the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveInfo {
    /// The first lap captured (a capture move).
    pub capture: bool,
    /// A gambit placement (neither capture nor takata).
    pub gambit: bool,
    /// The takasia mark this takata created.
    pub takasia_created: Option<Hole>,
    /// The last capture emptied the opponent's front row: the mover wins.
    pub bao_hamna: bool,
    /// Bawo: the move emptied the mover's own front row: he loses.
    pub self_emptied: bool,
    /// Bawo: the move stopped because it would never end.
    pub never_ending_stop: bool,
    /// Seeds taken from the opponent in the whole move.
    pub seeds_captured: u8,
}

impl MoveInfo {
    pub fn takata(&self) -> bool {
        !self.capture && !self.gambit
    }
}

/// A legal move and the position it leads to.
#[derive(Clone, Debug)]
pub struct Successor {
    pub mv: Move,
    pub position: Position,
    pub info: MoveInfo,
}

/// A legal sowing move simulated up to the board it leaves, before [`Position::complete`]
/// builds its position. Completing a takata runs the takasia test of §7, which simulates the
/// opponent's captures, so a search generates sowings for all moves of a node and completes
/// only those it enters.
#[derive(Clone, Debug)]
pub struct Sowing {
    pub mv: SowMove,
    /// What the move did; `takasia_created` is only decided by completing it.
    pub info: MoveInfo,
    opening: Opening,
    board: [[u8; 16]; 2],
    house_owned: [bool; 2],
}

/// The result of playing a move.
#[derive(Clone, Debug)]
pub struct Played {
    pub position: Position,
    pub info: MoveInfo,
    pub events: Vec<Event>,
}

/// Why a hole (and direction) cannot be played. The UI and lessons put these into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WhyNot {
    /// The hole belongs to the opponent.
    NotYourHole,
    /// Bawo's first move of each player is a placement, not a sowing.
    GambitPlacement,
    /// Namua: the reserve seed goes into the front row.
    NotFrontRow,
    /// There are no seeds to play.
    Empty,
    /// A single seed may not start a move.
    Singleton,
    /// Namua: the seed may go into the functional nyumba only when it is the only occupied
    /// front hole.
    NyumbaNotAlone,
    /// A capture is possible elsewhere, and capturing is compulsory.
    CaptureCompulsory,
    /// The opponent marked this hole: it may not start a move.
    Takasia,
    /// Kete and Bawo: the player must capture the hole he marked.
    TakasiaDuty,
    /// The move would leave the own front row empty.
    FrontRowWouldEmpty,
    /// The move would never end.
    NeverEnding,
    /// A hole with 16 or more seeds cannot start a capture.
    SixteenCannotCapture,
    /// Kete and Bawo: while the kuu functions, every takata starts from it.
    KuuMustStart,
    /// Back-row holes may start a takata only when no front hole holds two or more.
    BackRowNotAllowed,
    /// The direction does not fit this move (a kimbi capture has none; a takata needs one).
    NoSuchDirection,
    /// Safari (`+`) was asked for, but the move never reaches the nyumba choice.
    NoSafariChoice,
    /// The game is over: nothing can be played.
    GameOver,
}

impl WhyNot {
    pub fn name(self) -> &'static str {
        match self {
            WhyNot::NotYourHole => "not_your_hole",
            WhyNot::GambitPlacement => "gambit_placement",
            WhyNot::NotFrontRow => "not_front_row",
            WhyNot::Empty => "empty",
            WhyNot::Singleton => "singleton",
            WhyNot::NyumbaNotAlone => "nyumba_not_alone",
            WhyNot::CaptureCompulsory => "capture_compulsory",
            WhyNot::Takasia => "takasia",
            WhyNot::TakasiaDuty => "takasia_duty",
            WhyNot::FrontRowWouldEmpty => "front_row_would_empty",
            WhyNot::NeverEnding => "never_ending",
            WhyNot::SixteenCannotCapture => "sixteen_cannot_capture",
            WhyNot::KuuMustStart => "kuu_must_start",
            WhyNot::BackRowNotAllowed => "back_row_not_allowed",
            WhyNot::NoSuchDirection => "no_such_direction",
            WhyNot::NoSafariChoice => "no_safari_choice",
            WhyNot::GameOver => "game_over",
        }
    }
}

impl fmt::Display for WhyNot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A move that was not accepted: malformed, illegal (with the reason), or wrongly annotated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    Syntax(String),
    Illegal { text: String, reason: WhyNot },
    Marker(String),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(msg) | MoveError::Marker(msg) => f.write_str(msg),
            MoveError::Illegal { text, reason } => write!(f, "{text} is not a legal move here ({reason})"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A move candidate before its simulation says whether it is legal.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Candidate {
    pub opening: Opening,
    pub dir: Option<Dir>,
}

/// A fixed-capacity list: candidate lists never need more than 32 entries.
pub(crate) struct Candidates {
    items: [Option<Candidate>; 32],
    len: usize,
}

impl Candidates {
    fn new() -> Self {
        Candidates { items: [None; 32], len: 0 }
    }

    fn push(&mut self, candidate: Candidate) {
        self.items[self.len] = Some(candidate);
        self.len += 1;
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Candidate> + '_ {
        self.items[..self.len].iter().map(|c| c.expect("filled up to len"))
    }

    fn get(&self, i: usize) -> Candidate {
        self.items[i].expect("index below len")
    }
}

const TURNS: [Turn; 2] = [Turn::Clockwise, Turn::Anticlockwise];

impl Position {
    fn mine(&self) -> &[u8; 16] {
        &self.board[self.to_move.index()]
    }

    fn theirs(&self) -> &[u8; 16] {
        &self.board[self.to_move.opponent().index()]
    }

    /// The mover's own marked hole, which he may not start from.
    fn own_mark(&self) -> Option<u8> {
        self.takasia.filter(|h| h.side == self.to_move).map(|h| h.k)
    }

    /// The opponent's hole the mover marked and must capture (Kete, Bawo).
    fn duty_mark(&self) -> Option<u8> {
        self.takasia.filter(|h| h.side != self.to_move && self.rules().takasia_duty).map(|h| h.k)
    }

    /// Whether a namua seed into front hole `k` captures (RULES.md §3, Bawo's kuu clause §9).
    fn namua_captures_at(&self, rules: &Rules, k: u8) -> bool {
        let (mine, theirs) = (self.mine(), self.theirs());
        let facing = theirs[7 - k as usize];
        if mine[k as usize] > 0 && rules.capturable(facing) {
            return true;
        }
        let opponent = self.to_move.opponent();
        rules.kuu_capture_clause && 7 - k == NYUMBA && self.house_functional(opponent) && rules.capturable(facing) && theirs[(7 - NYUMBA) as usize] == 0
    }

    /// Whether the first lap of a mtaji sowing from `hole` ends where a capture could be
    /// made, ignoring the 2–15 seed limit (a lap of more than 16 seeds has passed its last
    /// hole once already, so that hole was occupied before the last seed).
    fn first_lap_meets_capture(&self, rules: &Rules, hole: u8, turn: Turn) -> bool {
        let n = self.mine()[hole as usize];
        if n < 2 {
            return false;
        }
        let end = end_of_first_lap(hole, n, turn);
        let occupied_before = if n < 16 { self.mine()[end as usize] > 0 } else { n > 16 };
        end < 8 && occupied_before && rules.capturable(self.theirs()[7 - end as usize])
    }

    /// Capture candidates: moves whose first lap captures, legal or not.
    pub(crate) fn capture_candidates(&self) -> Candidates {
        let rules = self.rules();
        let mut out = Candidates::new();
        let mark = self.own_mark();
        match self.stage() {
            Stage::Gambit => {}
            Stage::Namua => {
                for hole in 0..8u8 {
                    if Some(hole) == mark || !self.namua_captures_at(&rules, hole) {
                        continue;
                    }
                    match hole {
                        0 | 1 => out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa: LEFT_KICHWA }, dir: None }),
                        6 | 7 => out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa: RIGHT_KICHWA }, dir: None }),
                        _ => {
                            out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa: LEFT_KICHWA }, dir: Some(Dir::Left) });
                            out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa: RIGHT_KICHWA }, dir: Some(Dir::Right) });
                        }
                    }
                }
            }
            Stage::Mtaji => {
                for hole in 0..16u8 {
                    let n = self.mine()[hole as usize];
                    if !(2..=15).contains(&n) || Some(hole) == mark {
                        continue;
                    }
                    for turn in TURNS {
                        if self.first_lap_meets_capture(&rules, hole, turn) {
                            out.push(Candidate { opening: Opening::Mtaji { hole, turn }, dir: Some(Dir::for_turning(turn, hole)) });
                        }
                    }
                }
            }
        }
        out
    }

    /// How many seeds a namua takata from front hole `k` lifts, or why it may not start there
    /// (RULES.md §5, settled 5: judged before the reserve seed is placed).
    fn namua_takata_lift(&self, rules: &Rules, k: u8) -> Result<u8, WhyNot> {
        let front = &self.mine()[..8];
        let n = front[k as usize];
        if n == 0 {
            return Err(WhyNot::Empty);
        }
        let functional = self.house_functional(self.to_move);
        if k == NYUMBA && functional {
            if front.iter().enumerate().any(|(i, &c)| i != NYUMBA as usize && c > 0) {
                return Err(WhyNot::NyumbaNotAlone);
            }
            return Ok(if rules.lone_house_lifted_whole_at == Some(n) { n + 1 } else { 2 });
        }
        if n == 1 {
            let allowed = match rules.singleton_rule {
                SingletonRule::LiftedByNyumba => functional || front.iter().all(|&c| c <= 1),
                SingletonRule::KuuDoesNotLift => front.iter().enumerate().all(|(i, &c)| c <= 1 || (i == NYUMBA as usize && functional)),
            };
            if !allowed {
                return Err(WhyNot::Singleton);
            }
        }
        Ok(n + 1)
    }

    /// Why a mtaji takata may not start from `hole` (RULES.md §5, §8, §9, settled 4).
    fn mtaji_takata_start(&self, rules: &Rules, hole: u8) -> Result<(), WhyNot> {
        let n = self.mine()[hole as usize];
        if n == 0 {
            return Err(WhyNot::Empty);
        }
        if n == 1 {
            return Err(WhyNot::Singleton);
        }
        if rules.takata_from_kuu && self.house_functional(self.to_move) {
            return if hole == NYUMBA { Ok(()) } else { Err(WhyNot::KuuMustStart) };
        }
        if hole >= 8 && self.mine()[..8].iter().any(|&c| c >= 2) {
            return Err(WhyNot::BackRowNotAllowed);
        }
        Ok(())
    }

    /// Takata candidates: moves whose first lap does not capture, legal or not.
    pub(crate) fn takata_candidates(&self) -> Candidates {
        let rules = self.rules();
        let mut out = Candidates::new();
        let mark = self.own_mark();
        match self.stage() {
            Stage::Gambit => {}
            Stage::Namua => {
                for hole in 0..8u8 {
                    if Some(hole) == mark || self.namua_captures_at(&rules, hole) {
                        continue;
                    }
                    if let Ok(lift) = self.namua_takata_lift(&rules, hole) {
                        for turn in TURNS {
                            out.push(Candidate { opening: Opening::NamuaTakata { hole, lift, turn }, dir: Some(Dir::for_turning(turn, hole)) });
                        }
                    }
                }
            }
            Stage::Mtaji => {
                for hole in 0..16u8 {
                    if Some(hole) == mark || self.mtaji_takata_start(&rules, hole).is_err() {
                        continue;
                    }
                    let n = self.mine()[hole as usize];
                    for turn in TURNS {
                        if n >= 16 || !self.first_lap_meets_capture(&rules, hole, turn) {
                            out.push(Candidate { opening: Opening::Mtaji { hole, turn }, dir: Some(Dir::for_turning(turn, hole)) });
                        }
                    }
                }
            }
        }
        out
    }

    /// Calls `f` for every legal capture move with its simulation; returns whether there was
    /// one (RULES.md §4: captures are compulsory, and with a takasia duty only those that meet
    /// it count while any does).
    fn for_each_legal_capture_run(&self, rules: &Rules, mut f: impl FnMut(SowMove, Opening, &MoveRun)) -> bool {
        let duty = self.duty_mark();
        let mut any_capture = false;
        let mut duty_met = false;
        // With a duty, captures of the marked hole exclude all others: find them first.
        let mut runs: Vec<(SowMove, Opening, MoveRun)> = Vec::new();
        for c in self.capture_candidates().iter() {
            self.expand(rules, c, |mv, run| {
                any_capture = true;
                if duty.is_some() {
                    duty_met |= run.first_capture == duty;
                    runs.push((mv, c.opening, run.clone()));
                } else {
                    f(mv, c.opening, run);
                }
            });
        }
        for (mv, opening, run) in &runs {
            if !duty_met || run.first_capture == duty {
                f(*mv, *opening, run);
            }
        }
        any_capture
    }

    /// Calls `f` for every legal sowing move with its simulation (not for gambit positions).
    /// Returns whether the moves were captures.
    pub(crate) fn for_each_legal_sow(&self, mut f: impl FnMut(SowMove, Opening, &MoveRun)) -> bool {
        let rules = self.rules();
        if self.for_each_legal_capture_run(&rules, &mut f) {
            return true;
        }
        for c in self.takata_candidates().iter() {
            self.expand(&rules, c, |mv, run| f(mv, c.opening, run));
        }
        false
    }

    /// The opening and simulation of `sow` when it is a legal move here. Simulates that move
    /// only, plus the captures that decide whether it may be played: for a takata whether any
    /// capture is legal, for a capture that misses a takasia duty whether another meets it.
    fn legal_run(&self, sow: SowMove) -> Option<(Opening, MoveRun)> {
        if sow.hole.side != self.to_move || self.stage() == Stage::Gambit {
            return None;
        }
        let rules = self.rules();
        let is_it = |c: &Candidate| c.opening.hole() == sow.hole.k && c.dir == sow.dir;
        // Safari is a second move of a namua capture that reaches the choice (see `expand`).
        let run_if_legal = |c: Candidate| {
            let run = run_move(self, c.opening, sow.safari, &mut NoEvents);
            (run.legal(&rules) && (!sow.safari || run.choice_reached)).then_some((c.opening, run))
        };
        // A hole and direction start either a capture candidate or a takata candidate, never both.
        let captures = self.capture_candidates();
        if let Some(capture) = captures.iter().find(is_it) {
            let (opening, run) = run_if_legal(capture)?;
            let duty_missed = self.duty_mark().is_some_and(|duty| {
                run.first_capture != Some(duty)
                    && captures.iter().any(|c| {
                        let other = run_move(self, c.opening, false, &mut NoEvents);
                        other.legal(&rules) && other.first_capture == Some(duty)
                    })
            });
            return (!duty_missed).then_some((opening, run));
        }
        if self.any_legal_run(&rules, &captures) {
            return None;
        }
        self.takata_candidates().iter().find(is_it).and_then(run_if_legal)
    }

    /// Simulates a candidate and reports each legal move it makes (namua captures reaching the
    /// nyumba make two: stop and safari).
    fn expand(&self, rules: &Rules, c: Candidate, mut f: impl FnMut(SowMove, &MoveRun)) {
        let hole = Hole::new(self.to_move, c.opening.hole());
        let stop = run_move(self, c.opening, false, &mut NoEvents);
        if stop.legal(rules) {
            f(SowMove { hole, dir: c.dir, safari: false }, &stop);
        }
        if stop.choice_reached {
            let safari = run_move(self, c.opening, true, &mut NoEvents);
            if safari.legal(rules) {
                f(SowMove { hole, dir: c.dir, safari: true }, &safari);
            }
        }
    }

    /// Every legal move with the position it leads to. Gambit positions list their placements
    /// only through [`Position::gambit_placements`], as North's may number millions.
    pub fn successors(&self) -> Vec<Successor> {
        let mut sowings = Vec::new();
        self.sowings(&mut sowings);
        sowings.iter().map(|sowing| self.complete(sowing)).collect()
    }

    /// Replaces the contents of `out` with every legal sowing move, in the order of
    /// [`Position::successors`] (none for a gambit position).
    pub fn sowings(&self, out: &mut Vec<Sowing>) {
        out.clear();
        if self.stage() != Stage::Gambit {
            self.for_each_legal_sow(|mv, opening, run| out.push(self.sowing(mv, opening, run)));
        }
    }

    /// Calls `f` with every legal capture move, in the order of [`Position::successors`]; not
    /// at all when the side to move has no capture.
    pub fn for_each_legal_capture(&self, mut f: impl FnMut(&Sowing)) {
        if self.stage() != Stage::Gambit {
            self.for_each_legal_capture_run(&self.rules(), |mv, opening, run| f(&self.sowing(mv, opening, run)));
        }
    }

    /// `sow` as a [`Sowing`] when it is a legal move here, without generating the other moves.
    pub fn legal_sowing(&self, sow: SowMove) -> Option<Sowing> {
        let (opening, run) = self.legal_run(sow)?;
        Some(self.sowing(sow, opening, &run))
    }

    /// The legal moves in notation order (plain byte order of their strings). Empty for a
    /// gambit position: see [`Position::gambit_placements`].
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.for_each_legal_sow(|mv, _, _| moves.push(mv));
        sort_by_notation(&mut moves);
        moves.into_iter().map(Move::Sow).collect()
    }

    /// A uniformly random legal move with its position, without generating every move: the
    /// candidates (namua captures count twice, for stop and safari) are tried in random order
    /// and the first legal one wins, which is uniform over the legal moves. Captures come
    /// first since they are compulsory. `None` when there is no legal move.
    pub fn random_successor(&self, rng: &mut Rng) -> Option<Successor> {
        if self.stage() == Stage::Gambit {
            let placement = self.random_placement(rng)?;
            let played = self.play_gambit(&placement).ok()?;
            return Some(Successor { mv: Move::Gambit(placement), position: played.position, info: played.info });
        }
        if self.duty_mark().is_some() {
            // The duty filters captures by their target: rare, so take the full list.
            let mut all = self.successors();
            return (!all.is_empty()).then(|| all.swap_remove(rng.below(all.len() as u64) as usize));
        }
        let rules = self.rules();
        for candidates in [self.capture_candidates(), self.takata_candidates()] {
            let mut slots = [(0u8, false); 64];
            let mut n = 0;
            for (i, c) in candidates.iter().enumerate() {
                slots[n] = (i as u8, false);
                n += 1;
                if matches!(c.opening, Opening::NamuaCapture { .. }) {
                    slots[n] = (i as u8, true);
                    n += 1;
                }
            }
            while n > 0 {
                let pick = rng.below(n as u64) as usize;
                let (index, safari) = slots[pick];
                n -= 1;
                slots[pick] = slots[n];
                let c = candidates.get(index as usize);
                let run = run_move(self, c.opening, safari, &mut NoEvents);
                if run.legal(&rules) && (!safari || run.choice_reached) {
                    let mv = SowMove { hole: Hole::new(self.to_move, c.opening.hole()), dir: c.dir, safari };
                    return Some(self.complete(&self.sowing(mv, c.opening, &run)));
                }
            }
        }
        None
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        if self.stage() == Stage::Gambit {
            return true;
        }
        let rules = self.rules();
        self.has_legal_capture() || self.any_legal_run(&rules, &self.takata_candidates())
    }

    /// A simulated legal move as a [`Sowing`]: what it did, before its position is built.
    fn sowing(&self, mv: SowMove, opening: Opening, run: &MoveRun) -> Sowing {
        let info = MoveInfo {
            capture: run.capture,
            bao_hamna: run.bao_hamna,
            self_emptied: run.ending == super::sow::Ending::FrontRowEmptied,
            never_ending_stop: run.ending == super::sow::Ending::Never,
            seeds_captured: run.seeds_captured,
            ..MoveInfo::default()
        };
        Sowing { mv, info, opening, board: run.board, house_owned: run.house_owned }
    }

    /// The position a sowing of this position leads to, with its takasia mark (RULES.md §7,
    /// settled 7). `sowing` must come from this position.
    pub fn complete(&self, sowing: &Sowing) -> Successor {
        let rules = self.rules();
        let mover = self.to_move;
        let mut next = self.clone();
        next.board = sowing.board;
        next.house_owned = sowing.house_owned;
        if sowing.opening.is_namua() {
            next.reserve[mover.index()] -= 1;
        }
        next.to_move = mover.opponent();
        next.ply += 1;
        // The owner's reply keeps the mark in Kete and Bawo (for the creator's duty); the
        // creator's next move, and any move in Bao la Kiswahili, clears it.
        next.takasia = self.takasia.filter(|mark| mark.side == mover && rules.takasia_duty);
        let mut info = sowing.info;
        if rules.takasia && !info.capture && !sowing.opening.is_namua() && !info.self_emptied {
            // The test of §7 is judged with no mark on the board; a new mark replaces the old.
            let carried = next.takasia.take();
            info.takasia_created = next.new_takasia();
            next.takasia = info.takasia_created.or(carried);
        }
        Successor { mv: Move::Sow(sowing.mv), position: next, info }
    }

    /// The hole a takata just made takasia, judged on this position (opponent of the creator
    /// to move, no mark): RULES.md §7 and settled 3.
    fn new_takasia(&self) -> Option<Hole> {
        if self.has_legal_capture() {
            return None;
        }
        let mut creator_view = self.clone();
        creator_view.to_move = self.to_move.opponent();
        let target = creator_view.single_capture_target()?;
        let owner = self.to_move;
        let front = &self.board[owner.index()][..8];
        let only_occupied = front.iter().enumerate().all(|(i, &c)| i == target as usize || c == 0);
        let only_big = front.iter().enumerate().all(|(i, &c)| i == target as usize || c <= 1) && front[target as usize] > 1;
        let functional_nyumba = target == NYUMBA && self.house_functional(owner);
        (!functional_nyumba && !only_occupied && !only_big).then(|| Hole::new(owner, target))
    }

    /// Whether the side to move has a legal capture move.
    pub fn has_legal_capture(&self) -> bool {
        self.any_legal_run(&self.rules(), &self.capture_candidates())
    }

    /// Whether any of `candidates` makes a legal move (a namua capture's safari is legal only
    /// when its stop is, so the stop decides).
    fn any_legal_run(&self, rules: &Rules, candidates: &Candidates) -> bool {
        candidates.iter().any(|c| run_move(self, c.opening, false, &mut NoEvents).legal(rules))
    }

    /// The opponent's hole that every legal capture of the side to move takes first, when
    /// there is exactly one such hole.
    fn single_capture_target(&self) -> Option<u8> {
        let rules = self.rules();
        let mut target = None;
        for c in self.capture_candidates().iter() {
            let hole = first_target(c.opening, self.mine());
            if target == Some(hole) {
                continue;
            }
            if run_move(self, c.opening, false, &mut NoEvents).legal(&rules) {
                if target.is_some() {
                    return None;
                }
                target = Some(hole);
            }
        }
        target
    }

    /// Plays a move: the new position, what kind of move it was, and its events. An illegal
    /// move changes nothing and says why.
    pub fn play(&self, mv: &Move) -> Result<Played, MoveError> {
        match mv {
            Move::Gambit(placement) => self.play_gambit(placement),
            Move::Sow(sow) => {
                if self.stage() == Stage::Gambit {
                    return Err(MoveError::Illegal { text: sow.to_string(), reason: WhyNot::GambitPlacement });
                }
                let Some((opening, _)) = self.legal_run(*sow) else {
                    let reason = self.why_not(sow.hole, sow.dir, sow.safari).err().unwrap_or(WhyNot::NoSuchDirection);
                    return Err(MoveError::Illegal { text: sow.to_string(), reason });
                };
                let mut events = Vec::new();
                let run = run_move(self, opening, sow.safari, &mut events);
                let Successor { position, info, .. } = self.complete(&self.sowing(*sow, opening, &run));
                if let Some(hole) = info.takasia_created {
                    events.record(Event::TakasiaMarked { hole });
                }
                push_stage_changes(self, &position, &mut events);
                Ok(Played { position, info, events })
            }
        }
    }

    /// Says why the hole (in the direction, with safari if asked) cannot be played, or `Ok`
    /// when some legal move matches. Without a direction any direction counts.
    pub fn why_not(&self, hole: Hole, dir: Option<Dir>, safari: bool) -> Result<(), WhyNot> {
        let rules = self.rules();
        if hole.side != self.to_move {
            return Err(WhyNot::NotYourHole);
        }
        let stage = self.stage();
        if stage == Stage::Gambit {
            return Err(WhyNot::GambitPlacement);
        }
        if stage == Stage::Namua && hole.row() == Row::Back {
            return Err(WhyNot::NotFrontRow);
        }
        if self.own_mark() == Some(hole.k) {
            return Err(WhyNot::Takasia);
        }
        let matches = |mv: &SowMove| mv.hole == hole && (dir.is_none() || mv.dir == dir) && (!safari || mv.safari);
        let mut any_legal_here = false;
        let mut any_legal_hole_dir = false;
        let mut captures_exist = false;
        self.for_each_legal_sow(|mv, _, run| {
            captures_exist |= run.capture;
            any_legal_here |= matches(&mv);
            any_legal_hole_dir |= mv.hole == hole && (dir.is_none() || mv.dir == dir);
        });
        if any_legal_here {
            return Ok(());
        }
        if any_legal_hole_dir {
            return Err(WhyNot::NoSafariChoice);
        }
        let k = hole.k;
        let n = self.mine()[k as usize];
        // A capture from this hole that is not legal: say what is wrong with it.
        let captures_here: Vec<Candidate> = self.capture_candidates().iter().filter(|c| c.opening.hole() == k).collect();
        let fitting: Vec<&Candidate> = captures_here.iter().filter(|c| dir.is_none() || c.dir == dir).collect();
        // A namua seed captures whatever the direction, so a wrong one is a notation error; in
        // mtaji the other direction is a takata, judged below.
        if !captures_here.is_empty() && fitting.is_empty() && stage == Stage::Namua {
            return Err(WhyNot::NoSuchDirection);
        }
        if !fitting.is_empty() {
            for c in &fitting {
                let run = run_move(self, c.opening, safari, &mut NoEvents);
                if !run.legal(&rules) {
                    return Err(ending_reason(run.ending));
                }
            }
            return Err(WhyNot::TakasiaDuty);
        }
        if n == 0 {
            return Err(WhyNot::Empty);
        }
        if stage == Stage::Mtaji && n == 1 {
            return Err(WhyNot::Singleton);
        }
        if captures_exist {
            let would_capture = TURNS.into_iter().filter(|&t| dir.is_none_or(|d| d.turning(k) == t)).any(|t| self.first_lap_meets_capture(&rules, k, t));
            return Err(if stage == Stage::Mtaji && n >= 16 && would_capture { WhyNot::SixteenCannotCapture } else { WhyNot::CaptureCompulsory });
        }
        match stage {
            Stage::Namua => self.namua_takata_lift(&rules, k).map(|_| ())?,
            _ => self.mtaji_takata_start(&rules, k)?,
        }
        if dir.is_none() && safari {
            return Err(WhyNot::NoSafariChoice);
        }
        for c in self.takata_candidates().iter() {
            if c.opening.hole() == k && (dir.is_none() || c.dir == dir) {
                let run = run_move(self, c.opening, false, &mut NoEvents);
                if !run.legal(&rules) {
                    return Err(ending_reason(run.ending));
                }
            }
        }
        Err(if safari { WhyNot::NoSafariChoice } else { WhyNot::NoSuchDirection })
    }
}

/// Emits a stage-change event for each player whose next move is of another stage.
pub(crate) fn push_stage_changes(before: &Position, after: &Position, events: &mut Vec<Event>) {
    for side in Side::BOTH {
        let stage = after.stage_of(side);
        if before.stage_of(side) != stage {
            events.push(Event::StageChange { side, stage });
        }
    }
}

fn ending_reason(ending: Ending) -> WhyNot {
    match ending {
        Ending::FrontRowEmptied => WhyNot::FrontRowWouldEmpty,
        _ => WhyNot::NeverEnding,
    }
}

/// The circuit index of the last hole of a first lap of `n` seeds (RULES.md §2).
#[inline]
fn end_of_first_lap(hole: u8, n: u8, turn: Turn) -> u8 {
    let n = n % 16;
    match turn {
        Turn::Clockwise => (hole + n) & 15,
        Turn::Anticlockwise => (hole + 16 - n) & 15,
    }
}

/// The opponent's hole a capture candidate takes first.
fn first_target(opening: Opening, mine: &[u8; 16]) -> u8 {
    match opening {
        Opening::Mtaji { hole, turn } => 7 - end_of_first_lap(hole, mine[hole as usize], turn),
        other => 7 - other.hole(),
    }
}

/// Sorts moves in plain byte order of their notation (RULES.md settled 15): hole letter
/// (`A` < `B` < `a` < `b`), digit, then no direction < `<` < `>`, then no `+` < `+`.
pub(crate) fn sort_by_notation(moves: &mut [SowMove]) {
    moves.sort_unstable_by_key(|mv| {
        let letter = match (mv.hole.side, mv.hole.row()) {
            (Side::South, Row::Front) => 0,
            (Side::South, Row::Back) => 1,
            (Side::North, Row::Front) => 2,
            (Side::North, Row::Back) => 3,
        };
        let dir = match mv.dir {
            None => 0,
            Some(Dir::Left) => 1,
            Some(Dir::Right) => 2,
        };
        (letter, mv.hole.number(), dir, mv.safari)
    });
}
