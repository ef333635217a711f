//! The computer opponent's boundary. The real AI (issue 5, `bao::ai`, run in a Web Worker) is
//! built separately; until it is wired in, the only level is a stand-in that plays a uniformly
//! random legal move, clearly labelled as the lowest level in the new-game dialog.

use crate::engine::random::{random_move, Rng};
use crate::engine::{Move, Position};

/// The levels the new-game dialog offers.
pub const LEVELS: [u8; 1] = [1];

/// The computer's move at `level` in `pos` (`seed` varies the choice), or `None` without a
/// legal move.
pub fn choose_move(pos: &Position, _level: u8, seed: u64) -> Option<Move> {
    random_move(pos, &mut Rng::new(seed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Variant};

    #[test]
    fn the_stand_in_plays_legal_moves_including_the_gambit() {
        for variant in Variant::ALL {
            let pos = Position::start(variant, BawoSetup::Chikoko);
            let mv = choose_move(&pos, 1, 42).expect("a start position has moves");
            assert!(pos.play(&mv).is_ok(), "{variant:?}: {mv}");
        }
    }
}
