//! What one move did, read from the engine's events: where it ended, after how many laps, why
//! it stopped there and which holes it captured. Steps, verdicts and drills are built on it, so
//! no rule is worked out here a second time.

use crate::engine::{Event, Game, Hole, Move, Outcome, Position};

/// Why a move's last lap ended where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LapEnd {
    /// The last seed fell into an empty hole.
    EmptyHole,
    /// The lap ended in the mover's functional nyumba and the move stopped there.
    NyumbaStop,
    /// The lap ended in the takasiaed hole.
    TakasiaStop,
    /// A capture emptied the opponent's front row (Bao hamna): the captured seeds were sown
    /// and the game is over.
    BaoHamna,
    /// Bawo: the move stopped because it would never end, or emptied the own front row.
    Stopped,
}

/// One played move, summarised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTrace {
    /// The hole that received the last seed.
    pub end: Hole,
    /// Sowings: every lift (start, relay, safari, tax) and every entry of captured seeds.
    pub laps: u32,
    pub ending: LapEnd,
    /// The opponent's holes captured, in the order they were taken, with their seeds.
    pub captured: Vec<(Hole, u8)>,
    /// The mover won at once (Bao hamna, or the opponent is left without a move).
    pub wins: bool,
}

impl MoveTrace {
    /// Seeds captured in the whole move.
    pub fn seeds_captured(&self) -> u32 {
        self.captured.iter().map(|&(_, n)| n as u32).sum()
    }

    /// The captured holes, sorted (a set: a hole can be taken only once a move).
    pub fn captured_holes(&self) -> Vec<Hole> {
        let mut holes: Vec<Hole> = self.captured.iter().map(|&(h, _)| h).collect();
        crate::engine::sort::sort(&mut holes);
        holes.dedup();
        holes
    }
}

/// The mover's hole from which `mv` makes its first capture (the hole its first lap ends in,
/// or where a namua move places its seed, facing the captured one), or `None` when it captures nothing. A capture from a kimbi hole
/// enters its catch at that side's kichwa (RULES.md §4).
pub fn capturing_hole(pos: &Position, mv: &Move) -> Option<Hole> {
    let played = pos.play(mv).ok()?;
    let mut last = None;
    for event in &played.events {
        match *event {
            Event::Drop { hole } | Event::Place { hole } => last = Some(hole),
            Event::Capture { .. } => return last,
            _ => {}
        }
    }
    None
}

/// Plays `mv` from `pos` and summarises it; `None` when the move is illegal or places seeds
/// without sowing (a Bawo gambit).
pub fn trace(pos: &Position, mv: &Move) -> Option<MoveTrace> {
    let played = pos.play(mv).ok()?;
    let mut end = None;
    let mut laps = 0;
    let mut captured = Vec::new();
    let mut ending = LapEnd::EmptyHole;
    for event in &played.events {
        match *event {
            Event::Lift { .. } | Event::Entry { .. } => laps += 1,
            Event::Drop { hole } => end = Some(hole),
            Event::Capture { hole, count } => captured.push((hole, count)),
            Event::HouseStop { .. } => ending = LapEnd::NyumbaStop,
            Event::TakasiaStop { .. } => ending = LapEnd::TakasiaStop,
            Event::NeverEndingStop | Event::FrontRowEmptied { .. } => ending = LapEnd::Stopped,
            _ => {}
        }
    }
    if played.info.bao_hamna {
        ending = LapEnd::BaoHamna;
    }
    let mut game = Game::new(pos.clone());
    let wins = game.play(mv).is_ok() && matches!(game.result(), Some((Outcome::Win(side), _)) if side == pos.to_move());
    Some(MoveTrace { end: end?, laps, ending, captured, wins })
}
