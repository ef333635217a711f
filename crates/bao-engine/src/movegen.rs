//! Legal moves and playing a move (RULES.md §3–7, §11): the capture and takata candidates of
//! a position, their simulation, and the position a legal move leads to.

use super::error::MoveError;
use super::event::{Event, NoEvents, Recorder};
use super::mv::{Move, MoveInfo, SowMove};
use super::position::Position;
use super::rng::Rng;
use super::rules::{Rules, SingletonRule};
use super::sow::{run_move, Ending, MoveRun, Opening};
use super::successor::{Played, Sowing, Successor};
use super::types::{entry_kichwa, Dir, Hole, Row, Side, Stage, Turn, WhyNot, NYUMBA};

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

pub(crate) const TURNS: [Turn; 2] = [Turn::Clockwise, Turn::Anticlockwise];

impl Position {
    pub(crate) fn mine(&self) -> &[u8; 16] {
        &self.board[self.to_move.index()]
    }

    fn theirs(&self) -> &[u8; 16] {
        &self.board[self.to_move.opponent().index()]
    }

    /// The mover's own marked hole, which he may not start from.
    pub(crate) fn own_mark(&self) -> Option<u8> {
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
    pub(crate) fn first_lap_meets_capture(&self, rules: &Rules, hole: u8, turn: Turn) -> bool {
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
                    // A kimbi's seeds enter at its own end; a central hole offers both kichwa,
                    // its direction naming the one chosen.
                    if Hole::new(self.to_move, hole).is_kimbi() {
                        out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa: entry_kichwa(hole, Turn::Clockwise) }, dir: None });
                    } else {
                        for turn in TURNS {
                            let kichwa = entry_kichwa(hole, turn);
                            out.push(Candidate { opening: Opening::NamuaCapture { hole, kichwa }, dir: Some(Dir::naming_kichwa(kichwa)) });
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
    pub(crate) fn namua_takata_lift(&self, rules: &Rules, k: u8) -> Result<u8, WhyNot> {
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
    pub(crate) fn mtaji_takata_start(&self, rules: &Rules, hole: u8) -> Result<(), WhyNot> {
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
            self_emptied: run.ending == Ending::FrontRowEmptied,
            never_ending_stop: run.ending == Ending::Never,
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

    /// The kichwa a sowing's direction chooses, when it chooses one: a namua capture from a
    /// central front hole names with `<` / `>` the left / right kichwa where the captured seeds
    /// enter (RULES.md §4, §12). `None` for every other move (a kimbi capture enters at its own
    /// end, a mtaji direction is a sowing direction), and for a move that is not a candidate here.
    pub fn kichwa_choice(&self, sow: SowMove) -> Option<Hole> {
        if sow.hole.side != self.to_move || sow.dir.is_none() || self.stage() != Stage::Namua {
            return None;
        }
        self.capture_candidates().iter().find_map(|c| match c.opening {
            Opening::NamuaCapture { hole, kichwa } if hole == sow.hole.k && c.dir == sow.dir => Some(Hole::new(self.to_move, kichwa)),
            _ => None,
        })
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
                    return Err(MoveError::Illegal { mv: *mv, reason: WhyNot::GambitPlacement });
                }
                let Some((opening, _)) = self.legal_run(*sow) else {
                    let reason = self.why_not(sow.hole, sow.dir, sow.safari).err().unwrap_or(WhyNot::NoSuchDirection);
                    return Err(MoveError::Illegal { mv: *mv, reason });
                };
                let mut events = Vec::new();
                let run = run_move(self, opening, sow.safari, &mut events);
                let Successor { position, info, .. } = self.complete(&self.sowing(*sow, opening, &run));
                if let Some(hole) = info.takasia_created {
                    events.record(Event::TakasiaMarked { hole });
                }
                self.push_stage_changes(&position, &mut events);
                Ok(Played { position, info, events })
            }
        }
    }
}

pub(crate) fn ending_reason(ending: Ending) -> WhyNot {
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
    super::sort::sort_by_key(moves, |mv| {
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
