//! A small deterministic random generator and random playouts, for tests, the `bao random`
//! and `bao bench` commands and the AI's openings. No dependency, same results everywhere.

use super::end::{game_end, LegalMoveCheck, REPETITIONS};
use super::game::Game;
use super::mv::{Move, MoveInfo};
use super::position::Position;
pub use super::rng::Rng;
use super::types::{EndReason, Outcome};

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
        let key = pos.key();
        let repeated = keys.iter().filter(|&&k| k == key).count() >= REPETITIONS as usize;
        // The playout finds "no legal move" by drawing its next move.
        let mut next = None;
        let draw_next = LegalMoveCheck::Ask(|| {
            next = pos.random_successor(rng);
            next.is_some()
        });
        if let Some((outcome, reason)) = game_end(&pos, last.as_ref(), repeated, draw_next) {
            return (outcome, reason, plies);
        }
        let next = next.expect("a running game has a legal move");
        pos = next.position;
        keys.push(pos.key());
        last = Some(next.info);
        plies += 1;
    }
}
