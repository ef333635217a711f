//! A small deterministic random generator and random playouts, for tests, the `bao random`
//! and `bao bench` commands and the AI's openings. No dependency, same results everywhere.

use super::game::{Game, PLY_LIMIT, REPETITIONS};
use super::moves::{Move, MoveInfo};
use super::position::Position;
use super::types::{EndReason, Outcome};

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

/// A uniformly random legal move (gambit placements too), or `None` when there is none.
pub fn random_move(pos: &Position, rng: &mut Rng) -> Option<Move> {
    pos.random_successor(rng).map(|successor| successor.mv)
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

/// A random game played without a [`Game`]'s bookkeeping: the same rules and end checks
/// (RULES.md settled 11), for benchmarks and statistics. Returns the result and the plies.
pub fn playout(start: &Position, rng: &mut Rng) -> (Outcome, EndReason, u32) {
    let mut pos = start.clone();
    let mut keys = vec![pos.key()];
    let mut last: Option<MoveInfo> = None;
    let mut plies = 0;
    loop {
        let to_move = pos.to_move();
        let mover = to_move.opponent();
        if let Some(info) = last {
            if info.bao_hamna {
                return (Outcome::Win(mover), EndReason::BaoHamna, plies);
            }
            if info.self_emptied {
                return (Outcome::Win(to_move), EndReason::SelfEmptied, plies);
            }
        }
        if pos.front_row_empty(to_move) {
            return (Outcome::Win(mover), EndReason::FrontRowEmpty, plies);
        }
        let Some(next) = pos.random_successor(rng) else {
            return (Outcome::Win(mover), EndReason::NoLegalMove, plies);
        };
        let key = pos.key();
        if keys.iter().filter(|&&k| k == key).count() >= REPETITIONS as usize {
            return (Outcome::Draw, EndReason::Repetition, plies);
        }
        if pos.ply() >= PLY_LIMIT {
            return (Outcome::Draw, EndReason::PlyLimit, plies);
        }
        pos = next.position;
        keys.push(pos.key());
        last = Some(next.info);
        plies += 1;
    }
}
