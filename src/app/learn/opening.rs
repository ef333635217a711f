//! The boards of the opening (native only): every position a game reaches from its start in a
//! given number of plies, each ply a legal move. The opening step's claim
//! ([`super::schema::Claim::Opening`]) says its board is one of them, which the audit checks
//! here, and the level generator takes its levels from them (`level_gen`) instead of changed
//! boards, which no game would reach.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use crate::engine::Position;

/// Every distinct position reached from `start` in exactly `plies` plies, in the order the
/// moves are generated (each ply's positions once). A game that ends on the way ends that line.
pub fn reached(start: &Position, plies: u32) -> Vec<Position> {
    let mut layer = vec![start.clone()];
    for _ in 0..plies {
        let mut seen = HashSet::new();
        layer = layer.iter().flat_map(Position::successors).map(|successor| successor.position).filter(|pos| seen.insert(pos.clone())).collect();
    }
    layer
}

/// The boards reached so far, as written (RULES.md §12 JSON), by start and plies: the audit
/// asks of every level board of a step, and the generator of thousands.
type ReachedBoards = (String, u32, Arc<HashSet<String>>);
static REACHED: Mutex<Vec<ReachedBoards>> = Mutex::new(Vec::new());

/// The JSON of every position reached from `start` in `plies` plies, worked out once.
fn reached_json(start: &Position, plies: u32) -> Arc<HashSet<String>> {
    let key = start.to_json();
    let mut known = REACHED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, _, set)) = known.iter().find(|(k, p, _)| *k == key && *p == plies) {
        return Arc::clone(set);
    }
    let set: Arc<HashSet<String>> = Arc::new(reached(start, plies).iter().map(Position::to_json).collect());
    known.push((key, plies, Arc::clone(&set)));
    set
}

/// Whether `pos` is an opening board: one its game reaches from the start in as many plies as
/// it has played (compared as written, RULES.md §12: the holes, reserves, nyumba, mark and
/// ply).
pub fn is_opening(pos: &Position) -> bool {
    let start = Position::start(pos.variant(), pos.bawo_setup());
    reached_json(&start, pos.ply()).contains(&pos.to_json())
}

/// One search's ranking of a position's moves: each legal move with its exact score, in
/// hundredths of a seed from the side to move's view, best first.
pub type Ranking = Vec<(crate::engine::Move, i32)>;

/// The rankings already worked out: a position's JSON, the depth, the ranking.
static RANKED: Mutex<Vec<(String, u32, Arc<Ranking>)>> = Mutex::new(Vec::new());

/// A full search of `pos` exactly `depth` plies deep (no node or time limit) with every root
/// move's score exact: the moves best first (worked out once per position and depth). The
/// opening steps state what it ranks first (`searched_first` goals).
pub fn ranked(pos: &Position, depth: u32) -> Arc<Ranking> {
    let key = pos.to_json();
    // Held while searching: tests asking at once wait for one search instead of each running it.
    let mut known = RANKED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, _, ranking)) = known.iter().find(|(k, d, _)| *k == key && *d == depth) {
        return Arc::clone(ranking);
    }
    let evaluator = crate::ai::Evaluator::default();
    let limits = crate::ai::Limits { depth, nodes: None, millis: None, lines: 1, search_forced: true };
    let result = crate::ai::Search { evaluator: &evaluator, limits, exact_root_scores: true }.run(pos, &[], crate::ai::Hooks::default());
    let mut ranking: Ranking = result.root_scores.iter().map(|&(mv, score)| (mv, crate::ai::south_view(score, pos.to_move()))).collect();
    ranking.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
    let ranking = Arc::new(ranking);
    known.push((key, depth, Arc::clone(&ranking)));
    ranking
}

/// What each move other than `wanted` costs, best first: how many hundredths of a seed its
/// score is behind `wanted`'s in the full searches `depth - 1` and `depth` plies deep (ranked
/// by the deeper one). Empty when `wanted` is not a legal move.
pub fn costs(pos: &Position, wanted: &str, depth: u8) -> Vec<(String, [i32; 2])> {
    let depth = u32::from(depth);
    let [shallower, deeper] = [ranked(pos, depth.saturating_sub(1)), ranked(pos, depth)];
    let score = |ranking: &Ranking, mv: &str| ranking.iter().find(|(m, _)| m.to_string() == mv).map(|&(_, score)| score);
    let (Some(first_shallower), Some(first_deeper)) = (score(&shallower, wanted), score(&deeper, wanted)) else { return Vec::new() };
    deeper
        .iter()
        .map(|(mv, _)| mv.to_string())
        .filter(|mv| mv != wanted)
        .filter_map(|mv| {
            let behind = [first_shallower - score(&shallower, &mv)?, first_deeper - score(&deeper, &mv)?];
            Some((mv, behind))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BawoSetup, Variant};

    fn kiswahili_start() -> Position {
        Position::start(Variant::Kiswahili, BawoSetup::default())
    }

    #[test]
    fn the_first_ply_of_bao_la_kiswahili_has_four_boards() {
        // At the start South's front row holds 6 (the nyumba A5), 2 (A6) and 2 (A7); the
        // nyumba is not played in namua while it is owned and nothing captures (North's
        // holes facing A6 and A7, a3 and a2, are empty): four takata, A6 or A7 sown either way.
        assert_eq!(reached(&kiswahili_start(), 1).len(), 4);
        assert_eq!(reached(&kiswahili_start(), 0), [kiswahili_start()]);
    }

    #[test]
    fn a_board_reached_from_the_start_is_an_opening_and_a_changed_one_is_not() {
        let start = kiswahili_start();
        assert!(is_opening(&start));
        let after_two = reached(&start, 2);
        assert!(after_two.iter().all(is_opening));
        // Every namua move takes one seed from the mover's reserve (RULES.md §3): two plies
        // on, South has 21 of his 22. The same holes with 20 in reserve: no game plays that.
        let mut setup = after_two[0].to_setup();
        assert_eq!(setup.south.reserve, 21);
        setup.south.reserve = 20;
        let changed = setup.validate(true).expect("a valid position");
        assert!(!is_opening(&changed));
    }
}
