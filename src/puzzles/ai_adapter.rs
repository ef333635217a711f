//! Every call the puzzles make into the AI (`crate::ai`), in one place: when the AI's API
//! changes (explicit verdicts, several principal variations), this file is the one to change.
//!
//! A search proves a result through its verdict ([`crate::ai::Verdict::Proven`]), read here
//! for the side to move.

use crate::ai::{self, choose_move, Budget, Evaluator, Hooks, Level, Limits, Search, SearchResult, Standing, RATED_LEVELS};
use crate::engine::{Game, Move, Outcome, Position};

/// The levels a rating tries, weakest first: the rated levels, then the top level.
pub(crate) const RATING_LEVELS: u8 = RATED_LEVELS + 1;

fn level(index: u8) -> Level {
    if index <= RATED_LEVELS {
        Level::Rated(index)
    } else {
        Level::Top
    }
}

/// A search of `pos` limited to `nodes` nodes, deterministic. A position with a single legal
/// move is searched too (`search_forced`): its one move says nothing about who wins.
fn search(pos: &Position, history: &[u64], nodes: u64) -> SearchResult {
    let evaluator = Evaluator::default();
    let limits = Limits { nodes: Some(nodes), search_forced: true, ..Limits::default() };
    Search { evaluator: &evaluator, limits, exact_root_scores: false }.run(pos, history, Hooks::default())
}

/// The best move of a search of `pos` to exactly `depth` plies (fewer if `nodes` runs out).
pub(crate) fn best_at_depth(pos: &Position, depth: u32, nodes: u64) -> Option<Move> {
    let evaluator = Evaluator::default();
    let limits = Limits { depth, nodes: Some(nodes), search_forced: true, ..Limits::default() };
    Search { evaluator: &evaluator, limits, exact_root_scores: false }.run(pos, &[], Hooks::default()).best
}

/// The best move of a search of `nodes` nodes and the deepest iteration it finished.
pub(crate) fn best_and_depth(pos: &Position, nodes: u64) -> Option<(Move, u32)> {
    let result = search(pos, &[], nodes);
    result.best.map(|mv| (mv, result.depth))
}

/// Every legal move's exact score at `depth` plies, for the side to move (hundredths of a
/// seed; proven results are `±(WIN − plies)`).
pub(crate) fn root_scores(pos: &Position, depth: u32) -> Vec<(Move, i32)> {
    let evaluator = Evaluator::default();
    let limits = Limits { depth, search_forced: true, ..Limits::default() };
    let result = Search { evaluator: &evaluator, limits, exact_root_scores: true }.run(pos, &[], Hooks::default());
    result.root_scores.into_iter().map(|(mv, score)| (mv, ai::south_view(score, pos.to_move()))).collect()
}

/// The score of `mv` for its mover by a search of `nodes` nodes of the position it leads to
/// (hundredths of a seed; a move that ends the game is `±WIN` by the end rules).
pub(crate) fn move_score(pos: &Position, mv: &Move, nodes: u64) -> Option<i32> {
    let mut game = Game::new(pos.clone());
    game.play(mv).ok()?;
    match game.result() {
        Some((Outcome::Win(side), _)) => return Some(if side == pos.to_move() { ai::WIN } else { -ai::WIN }),
        Some((Outcome::Draw, _)) => return Some(0),
        None => {}
    }
    Some(ai::south_view(search(game.position(), &[pos.key()], nodes).score, pos.to_move()))
}

/// What a search of `nodes` nodes of the position after `mv` proves about `mv` for its mover.
/// A move that ends the game is judged by the engine's end rules, not searched.
pub(crate) fn move_verdict(pos: &Position, mv: &Move, nodes: u64) -> Standing {
    let mut game = Game::new(pos.clone());
    if game.play(mv).is_err() {
        return Standing::Open;
    }
    match game.result() {
        Some((Outcome::Win(side), _)) => return if side == pos.to_move() { Standing::Won } else { Standing::Lost },
        Some((Outcome::Draw, _)) => return Standing::Open,
        None => {}
    }
    // The verdict names the winner, so it is read for the mover though the opponent is to move.
    search(game.position(), &[pos.key()], nodes).verdict.standing_for(pos.to_move())
}

/// The best move of a search of `nodes` nodes and whether it proves the side to move won.
/// `history` holds the keys of the line's earlier positions (for repetitions).
pub(crate) fn best_move_verdict(pos: &Position, history: &[u64], nodes: u64) -> Option<(Move, Standing)> {
    let result = search(pos, history, nodes);
    let verdict = result.verdict.standing_for(pos.to_move());
    result.best.map(|mv| (mv, verdict))
}

/// The best move of a search of `nodes` nodes when it proves the side to move won.
pub(crate) fn best_move(pos: &Position, history: &[u64], nodes: u64) -> Option<Move> {
    best_move_verdict(pos, history, nodes).filter(|(_, v)| *v == Standing::Won).map(|(mv, _)| mv)
}

/// A self-play move: the move and whether it was a mistake by the mover's own search (its
/// score at least `margin` below the best root move's, in hundredths of a seed; a proven loss
/// chosen over a move not proven lost is always one). The top level makes no mistakes.
pub(crate) struct PlayedChoice {
    pub mv: Move,
    pub mistake: bool,
}

/// Plays one self-play move for level `index` (as [`level_choice`]) with `history`.
pub(crate) fn self_play_move(pos: &Position, history: &[u64], index: u8, seed: u64, nodes: u64, margin: i32) -> Option<PlayedChoice> {
    let evaluator = Evaluator::default();
    let choice = choose_move(pos, history, level(index), Budget { nodes: Some(nodes), millis: None }, seed, &evaluator, Hooks::default());
    let mv = choice.mv?;
    // The root scores are from South's side; a mistake is judged from the mover's.
    let scores: Vec<(Move, i32)> =
        choice.search.map(|s| s.root_scores).unwrap_or_default().into_iter().map(|(m, s)| (m, ai::south_view(s, pos.to_move()))).collect();
    let best = scores.iter().map(|&(_, s)| s).max();
    let chosen = scores.iter().find(|(m, _)| *m == mv).map(|&(_, s)| s);
    let mistake = match (best, chosen) {
        (Some(best), Some(chosen)) => chosen + margin <= best || (chosen <= -ai::PROVEN && best > -ai::PROVEN),
        _ => false,
    };
    Some(PlayedChoice { mv, mistake })
}
