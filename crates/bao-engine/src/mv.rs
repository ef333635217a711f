//! The move types: a sowing as written in notation, a Bawo gambit placement, a whole turn, and
//! what kind of move it was. A leaf module: it knows holes and directions only.

use std::fmt;

use super::types::{Dir, Hole, Side};

/// Circuit indices in notation order: A1…A8 then B1…B8 (byte order of the hole names).
pub(crate) const NAME_ORDER: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8];

/// A sowing move as written in notation: where it starts, the hand direction (or the kichwa
/// of a namua capture from a central hole; none when forced) and whether safari was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SowMove {
    /// Where the move starts.
    pub hole: Hole,
    /// The hand direction, or the kichwa a namua capture from a central hole names; `None` when forced.
    pub dir: Option<Dir>,
    /// Whether safari (`+`) was chosen at the functional nyumba.
    pub safari: bool,
}

/// One player's whole turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A sowing move.
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
    /// Whether the move was a takata (neither a capture nor a gambit).
    pub fn takata(&self) -> bool {
        !self.capture && !self.gambit
    }
}

/// Where a gambit puts its seeds: how many go into each of the mover's 16 holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// Whose holes receive the seeds.
    pub side: Side,
    /// Seeds per hole, in circuit order.
    pub counts: [u8; 16],
}

impl Placement {
    /// Seeds the placement puts down.
    pub fn seeds(&self) -> u32 {
        self.counts.iter().map(|&n| n as u32).sum()
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("@")?;
        let mut first = true;
        for k in NAME_ORDER {
            for _ in 0..self.counts[k as usize] {
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                write!(f, "{}", Hole::new(self.side, k))?;
            }
        }
        Ok(())
    }
}
