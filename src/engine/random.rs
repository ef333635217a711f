//! A small deterministic random generator and random playouts, for tests, the `bao random`
//! and `bao bench` commands and the AI's openings. No dependency, same results everywhere.

use super::game::Game;
use super::moves::Move;
use super::position::Position;
use super::types::Stage;

/// SplitMix64: tiny, fast and good enough for choosing moves.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9e37_79b9_7f4a_7c15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number below `n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A uniform float in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// A uniformly random legal move (a gambit placement is drawn seed by seed, uniformly among
/// all placements), or `None` when the side to move has none.
pub fn random_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    if pos.stage() == Stage::Gambit {
        return random_placement(pos, rng).map(Move::Gambit);
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return None;
    }
    Some(moves[rng.below(moves.len() as u64) as usize].clone())
}

/// A uniformly random gambit placement: the i-th of all multisets, chosen by rank.
fn random_placement(pos: &Position, rng: &mut Rng) -> Option<super::gambit::Placement> {
    let count = pos.gambit_move_count();
    if count == 0 {
        return None;
    }
    let rank = rng.below(count);
    let hand = pos.gambit_hand()?;
    Some(super::gambit::placement_by_rank(pos.to_move(), hand.total(), rank))
}

/// Plays a random game from `start` to its end; returns the game.
pub fn random_game(start: Position, rng: &mut Rng) -> Game {
    let mut game = Game::new(start);
    while !game.is_over() {
        let mv = random_move(game.position(), rng).expect("a running game has a legal move");
        game.play(&mv).expect("generated moves are legal");
    }
    game
}
