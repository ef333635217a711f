//! "Where does it stop?" drills: an endless, reproducible stream of positions and moves from
//! engine play, each with the hole where the move ends (and at the hardest level the holes it
//! captures), graded by the number of laps.

use super::trace::{trace, MoveTrace};
use crate::engine::random::{random_move, Rng};
use crate::engine::{BawoSetup, Game, Hole, Move, Position, Variant};
use crate::listed_enum;

listed_enum! {
    /// How hard a drill is, by the laps of its move; `ALL` easiest first.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum DrillLevel {
        /// 1–2 laps.
        Short,
        /// 3–6 laps.
        Medium,
        /// 7 or more laps; the captured holes are asked too.
        Long,
    }
}

impl DrillLevel {
    /// The laps a move of this level has.
    pub fn laps(self) -> std::ops::RangeInclusive<u32> {
        match self {
            DrillLevel::Short => 1..=2,
            DrillLevel::Medium => 3..=6,
            DrillLevel::Long => 7..=u32::MAX,
        }
    }

    /// Whether the learner also taps the captured holes (when the move captures).
    pub fn asks_captures(self) -> bool {
        self == DrillLevel::Long
    }

    /// The level a streak has earned: five right in a row step up.
    pub fn for_streak(streak: u32) -> DrillLevel {
        match streak {
            0..=4 => DrillLevel::Short,
            5..=9 => DrillLevel::Medium,
            _ => DrillLevel::Long,
        }
    }
}

/// One drill: a position, the move to follow, and its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    pub level: DrillLevel,
    pub position: Position,
    pub mv: Move,
    /// What the engine says the move does: its end hole, laps and captures.
    pub answer: MoveTrace,
}

impl Drill {
    /// Whether the learner's end hole (and, where asked, captured holes in any order) are right.
    pub fn is_right(&self, end: Hole, captured: &[Hole]) -> bool {
        if end != self.answer.end {
            return false;
        }
        if !self.level.asks_captures() {
            return true;
        }
        let mut said = captured.to_vec();
        crate::engine::sort::sort(&mut said);
        said.dedup();
        said == self.answer.captured_holes()
    }
}

/// An endless drill generator: positions from random Bao la Kujifunza games (the game the
/// path starts with), a random legal move of the level's lap count.
pub struct Drills {
    rng: Rng,
}

/// Positions tried before a level gives up (never reached in the tests: see there).
const MAX_TRIES: u32 = 10_000;

impl Drills {
    /// The same seed gives the same drills.
    pub fn new(seed: u64) -> Drills {
        Drills { rng: Rng::new(seed) }
    }

    /// The next drill of the level.
    pub fn next(&mut self, level: DrillLevel) -> Option<Drill> {
        let laps = level.laps();
        for _ in 0..MAX_TRIES {
            let position = self.random_position();
            let mut moves = position.legal_moves();
            while !moves.is_empty() {
                let mv = moves.swap_remove(self.rng.below(moves.len() as u64) as usize);
                let Some(answer) = trace(&position, &mv) else { continue };
                if laps.contains(&answer.laps) {
                    return Some(Drill { level, position, mv, answer });
                }
            }
        }
        None
    }

    /// A position from a random game, a few to some forty plies in, with a move to play.
    fn random_position(&mut self) -> Position {
        let plies = 1 + self.rng.below(40);
        let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
        for _ in 0..plies {
            let Some(mv) = random_move(game.position(), &mut self.rng) else { break };
            let before = game.position().clone();
            if game.play(&mv).is_err() || game.is_over() {
                return before;
            }
        }
        game.position().clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_drill_falls_in_its_band_and_answers_as_the_engine_plays() {
        let mut drills = Drills::new(2026);
        for level in DrillLevel::ALL {
            for _ in 0..30 {
                let drill = drills.next(level).expect("a drill of every level");
                assert!(level.laps().contains(&drill.answer.laps), "{level:?}: {} laps", drill.answer.laps);
                // The answer is the engine's: the end hole is the last hole a seed was dropped
                // into, and the captured holes are those North lost seeds from.
                let played = drill.position.play(&drill.mv).expect("a legal move");
                let last_drop = played.events.iter().rev().find_map(|e| match e {
                    crate::engine::Event::Drop { hole } => Some(*hole),
                    _ => None,
                });
                assert_eq!(last_drop, Some(drill.answer.end));
                let lost: Vec<Hole> =
                    (0..8).map(|k| Hole::new(drill.position.to_move().opponent(), k)).filter(|&h| played.position.seeds(h) < drill.position.seeds(h)).collect();
                assert_eq!(lost, drill.answer.captured_holes());
                assert!(drill.is_right(drill.answer.end, &drill.answer.captured_holes()));
            }
        }
    }

    #[test]
    fn drills_are_reproducible_and_checked_by_hole() {
        let a: Vec<Drill> = (0..5).filter_map(|_| Drills::new(7).next(DrillLevel::Medium)).collect();
        let mut drills = Drills::new(7);
        let first = drills.next(DrillLevel::Medium).unwrap();
        assert_eq!(a[0], first);
        let wrong = Hole::all().find(|&h| h != first.answer.end).unwrap();
        assert!(!first.is_right(wrong, &[]));
        assert!(first.is_right(first.answer.end, &[wrong]), "captures are asked only at the long level");
    }

    #[test]
    fn the_streak_raises_the_level() {
        assert_eq!(DrillLevel::for_streak(0), DrillLevel::Short);
        assert_eq!(DrillLevel::for_streak(5), DrillLevel::Medium);
        assert_eq!(DrillLevel::for_streak(12), DrillLevel::Long);
    }
}
