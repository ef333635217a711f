//! Bawo's opening gambit (RULES.md §9, settled 9).

use super::error::{excerpt, MoveError, SyntaxError};
use super::event::{Event, LiftKind};
use super::mv::{Move, MoveInfo, Placement, NAME_ORDER};
use super::position::Position;
use super::rng::Rng;
use super::successor::Played;
use super::types::{Hole, Side, Stage, WhyNot, NYUMBA};

/// The two holes right of the kuu that hold two seeds at the start (front holes 6 and 7).
const GAMBIT_HOLES: [u8; 2] = [5, 6];

impl Placement {
    /// Reads `@A1,A1,A6,B3,B3` for `side` (holes in any order). Holes of the other player make
    /// a placement of his, which `side` may not play.
    pub fn parse(side: Side, text: &str) -> Result<Placement, MoveError> {
        let body = text.strip_prefix('@').ok_or_else(|| MoveError::Syntax(SyntaxError::GambitWithoutAt(excerpt(text))))?;
        let mut counts = [0u8; 16];
        let mut owner = None;
        for name in body.split(',') {
            let hole = Hole::parse(name.trim()).ok_or_else(|| MoveError::Syntax(SyntaxError::GambitNotAHole(excerpt(name.trim()))))?;
            if owner.is_some_and(|o| o != hole.side) {
                return Err(MoveError::Syntax(SyntaxError::GambitMixedSides));
            }
            owner = Some(hole.side);
            counts[hole.k as usize] = counts[hole.k as usize].saturating_add(1);
        }
        let placement = Placement { side: owner.unwrap_or(side), counts };
        if placement.side != side {
            return Err(MoveError::Illegal { mv: Move::Gambit(placement), reason: WhyNot::NotYourHole });
        }
        Ok(placement)
    }
}

/// The seeds a gambit has in hand before placing them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GambitHand {
    /// Seeds lifted from the mover's own two-seed holes.
    pub lifted: u8,
    /// Seeds North captures from South's front holes facing his occupied ones.
    pub captured: u8,
}

impl GambitHand {
    /// Seeds to place: lifted, one from the reserve, and captured.
    pub fn total(&self) -> u8 {
        self.lifted + 1 + self.captured
    }
}

impl Position {
    /// The front holes of South that North's gambit captures: those facing North's front holes
    /// occupied at the start of his turn.
    fn gambit_capture_targets(&self) -> impl Iterator<Item = u8> + '_ {
        let mover = self.to_move;
        let capturing = mover == Side::North;
        (0..8u8).filter(move |&k| capturing && self.board[mover.index()][k as usize] > 0).map(|k| 7 - k)
    }

    /// The seeds the side to move places in his gambit, or `None` outside the gambit.
    pub fn gambit_hand(&self) -> Option<GambitHand> {
        if self.stage() != Stage::Gambit {
            return None;
        }
        let mine = &self.board[self.to_move.index()];
        let theirs = &self.board[self.to_move.opponent().index()];
        let lifted = GAMBIT_HOLES.iter().map(|&k| mine[k as usize]).sum();
        let captured = self.gambit_capture_targets().map(|k| theirs[k as usize]).sum();
        Some(GambitHand { lifted, captured })
    }

    /// How many different placements the gambit has: multisets of its seeds over 16 holes.
    pub fn gambit_move_count(&self) -> u64 {
        self.gambit_hand().map_or(0, |hand| binomial(hand.total() as u64 + 15, 15))
    }

    /// Every gambit placement, lazily, in notation order.
    pub fn gambit_placements(&self) -> GambitPlacements {
        let seeds = self.gambit_hand().map(|hand| hand.total());
        GambitPlacements { side: self.to_move, next: seeds.map(|n| vec![0u8; n as usize]) }
    }

    /// A uniformly random placement: a uniform rank in the notation order.
    pub(crate) fn random_placement(&self, rng: &mut Rng) -> Option<Placement> {
        let count = self.gambit_move_count();
        let hand = self.gambit_hand()?;
        Some(placement_by_rank(self.to_move, hand.total(), rng.below(count)))
    }

    /// The board and reserves a gambit shows once its seeds are in hand, before any is placed:
    /// the mover's two-seed holes lifted, his reserve seed taken and (North) the captured holes
    /// emptied, as [`Position::play`] does it. `None` outside the gambit.
    pub fn gambit_lift(&self) -> Option<GambitLift> {
        let hand = self.gambit_hand()?;
        let mut next = self.clone();
        next.lift_gambit(&mut Vec::new());
        Some(GambitLift { board: next.board, reserve: next.reserve, hand })
    }

    /// Lifts the gambit's seeds into the hand (this position must be in the gambit).
    fn lift_gambit(&mut self, events: &mut Vec<Event>) {
        let mover = self.to_move;
        let (m, o) = (mover.index(), mover.opponent().index());
        let targets: Vec<u8> = self.gambit_capture_targets().collect();
        for k in GAMBIT_HOLES {
            let count = self.board[m][k as usize];
            if count > 0 {
                events.push(Event::Lift { hole: Hole::new(mover, k), count, kind: LiftKind::Start });
                self.board[m][k as usize] = 0;
            }
        }
        for k in targets {
            let count = self.board[o][k as usize];
            if count > 0 {
                events.push(Event::Capture { hole: Hole::new(mover.opponent(), k), count });
                self.board[o][k as usize] = 0;
                if k == NYUMBA && self.house_owned[o] {
                    self.house_owned[o] = false;
                    events.push(Event::HouseDestroyed { side: mover.opponent() });
                }
            }
        }
        self.reserve[m] -= 1;
    }

    pub(crate) fn play_gambit(&self, placement: &Placement) -> Result<Played, MoveError> {
        let illegal = |reason| MoveError::Illegal { mv: Move::Gambit(*placement), reason };
        let hand = self.gambit_hand().ok_or_else(|| illegal(WhyNot::NoSuchDirection))?;
        if placement.side != self.to_move {
            return Err(illegal(WhyNot::NotYourHole));
        }
        if placement.seeds() != hand.total() as u32 {
            return Err(MoveError::Syntax(SyntaxError::GambitSeedCount { placed: placement.seeds(), lifted: hand.lifted, captured: hand.captured }));
        }
        let mover = self.to_move;
        let m = mover.index();
        let mut next = self.clone();
        let mut events = Vec::new();
        next.lift_gambit(&mut events);
        for k in NAME_ORDER {
            for _ in 0..placement.counts[k as usize] {
                events.push(Event::Drop { hole: Hole::new(mover, k) });
            }
            next.board[m][k as usize] += placement.counts[k as usize];
        }
        next.to_move = mover.opponent();
        next.ply += 1;
        let info = MoveInfo { gambit: true, self_emptied: next.front_row_empty(mover), seeds_captured: hand.captured, ..MoveInfo::default() };
        self.push_stage_changes(&next, &mut events);
        Ok(Played { position: next, info, events })
    }
}

/// What a gambit shows with its seeds in hand ([`Position::gambit_lift`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GambitLift {
    /// Both sides' holes (indexed by [`Side::index`]) after the lift and the captures.
    pub board: [[u8; 16]; 2],
    /// Both reserves, the mover's seed taken.
    pub reserve: [u8; 2],
    /// The seeds in hand.
    pub hand: GambitHand,
}

/// Gambit placements in notation order: non-decreasing sequences of holes in name order.
pub struct GambitPlacements {
    side: Side,
    /// Positions in [`NAME_ORDER`] of the next placement's seeds, `None` when exhausted.
    next: Option<Vec<u8>>,
}

impl Iterator for GambitPlacements {
    type Item = Placement;

    fn next(&mut self) -> Option<Placement> {
        let seq = self.next.as_mut()?;
        let mut counts = [0u8; 16];
        for &i in seq.iter() {
            counts[NAME_ORDER[i as usize] as usize] += 1;
        }
        let placement = Placement { side: self.side, counts };
        match seq.iter().rposition(|&i| i < 15) {
            Some(pos) => {
                let value = seq[pos] + 1;
                seq[pos..].iter_mut().for_each(|i| *i = value);
            }
            None => self.next = None,
        }
        Some(placement)
    }
}

/// The placement of `seeds` seeds at position `rank` of the notation order, so that a uniform
/// rank gives a uniform placement without listing them.
pub(crate) fn placement_by_rank(side: Side, seeds: u8, mut rank: u64) -> Placement {
    let mut counts = [0u8; 16];
    let mut low = 0u64;
    for placed in 0..seeds as u64 {
        let left = seeds as u64 - placed - 1;
        let mut value = low;
        loop {
            // Sequences that put this seed at `value` and the rest at `value` or later.
            let with_value = binomial(15 - value + left, left);
            if rank < with_value || value == 15 {
                break;
            }
            rank -= with_value;
            value += 1;
        }
        counts[NAME_ORDER[value as usize] as usize] += 1;
        low = value;
    }
    Placement { side, counts }
}

/// C(n, k), saturating: study positions may hold far more seeds than a game.
fn binomial(n: u64, k: u64) -> u64 {
    let exact = (0..k as u128).try_fold(1u128, |acc, i| acc.checked_mul(n as u128 - i).map(|v| v / (i + 1)));
    exact.map_or(u64::MAX, |v| u64::try_from(v).unwrap_or(u64::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{BawoSetup, Variant};

    #[test]
    fn south_gambit_places_five_seeds_in_15504_ways() {
        // South lifts A6 and A7 (2 + 2) and adds a reserve seed: multisets of 5 over 16 holes
        // number C(20, 5) = 15504 (RULES.md §9; the count the AI issue quotes).
        let start = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        assert_eq!(start.gambit_hand(), Some(GambitHand { lifted: 4, captured: 0 }));
        assert_eq!(start.gambit_move_count(), 15504);
        let all: Vec<String> = start.gambit_placements().map(|p| p.to_string()).collect();
        assert_eq!(all.len(), 15504);
        assert_eq!(all[0], "@A1,A1,A1,A1,A1");
        assert_eq!(all[1], "@A1,A1,A1,A1,A2");
        assert_eq!(all.last().unwrap(), "@B8,B8,B8,B8,B8");
        let mut sorted = all.clone();
        sorted.sort();
        assert_eq!(sorted, all, "listed in byte order");
    }

    #[test]
    fn placement_by_rank_matches_the_listing() {
        let start = Position::start(Variant::Bawo, BawoSetup::Sanderson);
        for (rank, placement) in start.gambit_placements().enumerate().step_by(97) {
            assert_eq!(placement_by_rank(Side::South, 5, rank as u64), placement);
        }
    }

    #[test]
    fn the_gambit_lift_shows_the_board_with_the_seeds_in_hand() {
        // South lifts A6 and A7 (two seeds each) and takes one reserve seed: 5 in hand
        // (RULES.md §9); North, after South's gambit, also captures the South holes facing
        // his occupied front holes.
        let start = Position::start(Variant::Bawo, BawoSetup::Chikoko);
        let lift = start.gambit_lift().unwrap();
        assert_eq!(lift.hand.total(), 5);
        assert_eq!((lift.board[0][5], lift.board[0][6], lift.board[0][4]), (0, 0, 8));
        assert_eq!(lift.reserve, [19, 20]);
        assert_eq!(lift.board[1], *start.holes_of(Side::North));
        // South puts 1, 1 and 2 seeds into A2, A3 and A4, which face North's occupied a7, a6
        // and a5: North's hand is his 4 lifted, 1 reserve and those 4 captured seeds.
        let after = start.play(&Move::Gambit(Placement::parse(Side::South, "@A2,A3,A4,A4,B3").unwrap())).unwrap().position;
        let north = after.gambit_lift().unwrap();
        assert_eq!(north.hand, GambitHand { lifted: 4, captured: 4 });
        assert_eq!(&north.board[0][..8], &[0, 0, 0, 0, 8, 0, 0, 0]);
        assert_eq!((north.board[1][5], north.board[1][6]), (0, 0));
        assert_eq!(north.reserve, [19, 19]);
        assert!(Position::start(Variant::Kiswahili, BawoSetup::default()).gambit_lift().is_none());
    }

    #[test]
    fn placement_parses_in_any_order_and_prints_sorted() {
        let p = Placement::parse(Side::South, "@B3,A6,A1,B3,A1").unwrap();
        assert_eq!(p.to_string(), "@A1,A1,A6,B3,B3");
        assert!(Placement::parse(Side::South, "@A1,a2").is_err());
        assert!(Placement::parse(Side::South, "A1,A2").is_err());
        assert!(Placement::parse(Side::South, "@A9").is_err());
        // The kinds: both players' holes, no `@`, not a hole, and the other player's holes.
        assert_eq!(Placement::parse(Side::South, "@A1,a2"), Err(MoveError::Syntax(SyntaxError::GambitMixedSides)));
        assert_eq!(Placement::parse(Side::South, "A1,A2"), Err(MoveError::Syntax(SyntaxError::GambitWithoutAt("A1,A2".to_string()))));
        assert_eq!(Placement::parse(Side::South, "@A9"), Err(MoveError::Syntax(SyntaxError::GambitNotAHole("A9".to_string()))));
        assert!(
            matches!(Placement::parse(Side::South, "@a1,a2"), Err(MoveError::Illegal { reason: WhyNot::NotYourHole, mv: Move::Gambit(p) }) if p.side == Side::North)
        );
    }
}
