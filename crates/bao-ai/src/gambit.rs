//! Bawo's opening gambit (RULES.md §9): which placements the search considers.
//!
//! South's gambit has 15,504 placements and North's, with the seeds he captures, up to about
//! 3.3 million, so the search never lists them. It considers a fixed family of shapes instead —
//! every seed in one hole, the seeds split between two holes, and the lifted seeds put back
//! with the rest in one hole — about 150 placements for any hand. At the root it then improves
//! the best few shapes by hill climbing: move one seed to another hole while that makes the
//! placement better against the opponent's best reply, at most [`CLIMB_STEPS`] times.

use bao_engine::{game_end, LegalMoveCheck, Move, MoveInfo, Outcome, Placement, Position, Side, Stage};

use super::eval::Evaluator;
use super::score::WIN;

/// Hill-climbing starts from this many of the best shapes.
const CLIMB_STARTS: usize = 2;
/// Most single-seed moves one hill climb makes.
const CLIMB_STEPS: usize = 4;
/// Front holes 6 and 7 (circuit 5 and 6), which hold the lifted seeds at the start.
const LIFTED_FROM: [usize; 2] = [5, 6];

/// The shapes the search tries for the gambit of the side to move (empty outside a gambit).
pub fn candidates(pos: &Position) -> Vec<Placement> {
    let Some(hand) = pos.gambit_hand() else {
        return Vec::new();
    };
    let side = pos.to_move();
    let seeds = hand.total();
    let mut shapes: Vec<[u8; 16]> = Vec::new();
    for first in 0..16 {
        let mut one_hole = [0u8; 16];
        one_hole[first] = seeds;
        shapes.push(one_hole);
        for second in first + 1..16 {
            let mut two_holes = [0u8; 16];
            two_holes[first] = seeds.div_ceil(2);
            two_holes[second] = seeds / 2;
            shapes.push(two_holes);
        }
        if hand.lifted == 4 {
            let mut put_back = [0u8; 16];
            LIFTED_FROM.iter().for_each(|&k| put_back[k] = 2);
            put_back[first] += seeds - 4;
            shapes.push(put_back);
        }
    }
    // The shapes are made in descending order (but the last few): reversed, the small sort has
    // almost nothing to move (about 150 shapes, at every gambit node of a search).
    shapes.reverse();
    bao_engine::sort::sort(&mut shapes);
    shapes.dedup();
    shapes.into_iter().map(|counts| Placement { side, counts }).collect()
}

/// Sorts scored shapes best first, stably (once a search, at its root).
fn best_first(scored: &mut [(i32, Placement)]) {
    bao_engine::sort::sort_by_key(scored, |&(score, _)| std::cmp::Reverse(score));
}

/// The shapes of [`candidates`] plus the best of them improved by hill climbing, best first
/// by the look-ahead's score, so that a search stopped before its first iteration still plays
/// the climb's best placement.
///
/// The look-ahead is part of the search: `visit` is called for every position it evaluates
/// (the search counts it as a node, and polls its cancel flag and clock) and returns `false`
/// when the search must stop; the climb then ends at once with what it has. Shapes not scored
/// by then keep their order after the scored ones.
pub fn root_candidates(pos: &Position, evaluator: &Evaluator, visit: &mut dyn FnMut() -> bool) -> Vec<Placement> {
    let mut scored: Vec<(i32, Placement)> = Vec::new();
    let mut unscored = Vec::new();
    for placement in candidates(pos) {
        match unscored.is_empty().then(|| after_best_reply(pos, placement, evaluator, visit)).flatten() {
            Some(score) => scored.push((score, placement)),
            None => unscored.push(placement),
        }
    }
    // A stable sort keeps the shapes' order among equal scores: the result is deterministic.
    best_first(&mut scored);
    if unscored.is_empty() {
        let starts: Vec<(i32, Placement)> = scored.iter().take(CLIMB_STARTS).copied().collect();
        for (score, start) in starts {
            let (climbed_score, climbed) = climb(pos, start, score, evaluator, visit);
            if !scored.iter().any(|&(_, p)| p == climbed) {
                scored.push((climbed_score, climbed));
            }
        }
        best_first(&mut scored);
    }
    scored.into_iter().map(|(_, placement)| placement).chain(unscored).collect()
}

/// Steepest ascent: moves the one seed whose move raises the score most, while one does (and
/// while `visit` lets the search go on).
fn climb(pos: &Position, mut placement: Placement, mut score: i32, evaluator: &Evaluator, visit: &mut dyn FnMut() -> bool) -> (i32, Placement) {
    for _ in 0..CLIMB_STEPS {
        let current = placement;
        for from in (0..16).filter(|&k| current.counts[k] > 0) {
            for to in (0..16).filter(|&k| k != from) {
                let mut neighbour = current;
                neighbour.counts[from] -= 1;
                neighbour.counts[to] += 1;
                match after_best_reply(pos, neighbour, evaluator, visit) {
                    Some(neighbour_score) if neighbour_score > score => (placement, score) = (neighbour, neighbour_score),
                    Some(_) => {}
                    None => return (score, placement),
                }
            }
        }
        if placement == current {
            break;
        }
    }
    (score, placement)
}

/// `±WIN` for the placer when the engine's end-of-game checks end the game at `pos`, reached by
/// a move with `info` (the look-ahead is one ply deep, so no repetition; a missing legal move
/// is left to the search, as the search's own nodes find it).
fn ended(pos: &Position, info: &MoveInfo, placer: Side) -> Option<i32> {
    match game_end(pos, Some(info), false, LegalMoveCheck::Deferred(|| true))? {
        (Outcome::Win(winner), _) => Some(if winner == placer { WIN } else { -WIN }),
        (Outcome::Draw, _) => Some(0),
    }
}

/// The placer's evaluation after the placement and the opponent's best reply (one ply of
/// look-ahead: North's gambit captures, and South's first namua, are what punish a placement);
/// `None` when `visit` stops the search.
fn after_best_reply(pos: &Position, placement: Placement, evaluator: &Evaluator, visit: &mut dyn FnMut() -> bool) -> Option<i32> {
    let placer = pos.to_move();
    let played = pos.play(&Move::Gambit(placement)).expect("a placement of the whole hand is legal");
    if let Some(value) = ended(&played.position, &played.info, placer) {
        return Some(value);
    }
    let after = played.position;
    let replies: Vec<(Position, MoveInfo)> = if after.stage() == Stage::Gambit {
        candidates(&after)
            .into_iter()
            .map(|p| {
                let reply = after.play(&Move::Gambit(p)).expect("legal placement");
                (reply.position, reply.info)
            })
            .collect()
    } else {
        after.successors().into_iter().map(|s| (s.position, s.info)).collect()
    };
    let mut worst = WIN;
    for (reply, info) in &replies {
        if !visit() {
            return None;
        }
        let value = ended(reply, info, placer).unwrap_or_else(|| evaluator.evaluate(reply));
        worst = worst.min(value);
    }
    Some(worst)
}
