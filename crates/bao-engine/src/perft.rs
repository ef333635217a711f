//! Move-path counting ("perft"): the number of legal move sequences of exactly a given
//! length, used to compare implementations of the rule book.

use super::end::end_check;
use super::mv::{Move, MoveInfo};
use super::position::Position;
use super::types::Stage;

/// Sequences of exactly `depth` plies from `pos`. A game that ends earlier is not extended
/// (RULES.md settled 11: Bao hamna, self-emptying, empty front row, no legal move, third
/// occurrence counted from `pos`, ply limit), so its sequence does not count.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if end_check(pos, None, 1).is_some() {
        return 0;
    }
    let mut path = vec![pos.key()];
    count(pos, depth, &mut path)
}

fn count(pos: &Position, depth: u32, path: &mut Vec<u64>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.stage() == Stage::Gambit {
        if depth == 1 {
            return pos.gambit_move_count();
        }
        return pos
            .gambit_placements()
            .map(|placement| {
                let played = pos.play(&Move::Gambit(placement)).expect("listed placements are legal");
                child_count(&played.position, &played.info, depth, path)
            })
            .sum();
    }
    let successors = pos.successors();
    if depth == 1 {
        return successors.len() as u64;
    }
    successors.iter().map(|s| child_count(&s.position, &s.info, depth, path)).sum()
}

fn child_count(child: &Position, info: &MoveInfo, depth: u32, path: &mut Vec<u64>) -> u64 {
    let key = child.key();
    let occurrences = 1 + path.iter().filter(|&&k| k == key).count();
    if end_check(child, Some(info), occurrences.min(u8::MAX as usize) as u8).is_some() {
        return 0;
    }
    path.push(key);
    let n = count(child, depth - 1, path);
    path.pop();
    n
}
