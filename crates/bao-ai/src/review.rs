//! Analysis and game review on top of the search: pure functions the command line and the
//! browser share.
//!
//! * [`analyse`]: one multi-PV search of a position, its best lines with South-side scores
//!   and verdicts.
//! * [`review_ply`]: one search of the position before a move with every root move as a line
//!   (so the played move and the best move are scored by the same search: a search's score
//!   swings by several seeds between depths, so moves are compared within one search, never
//!   across searches), the move's [`Mark`] from [`mark`], and the root moves [`mark`] would not
//!   mark against the best ([`unmarked`]).
//! * [`review_game`]: every ply of a game, in order.

use bao_engine::listed_enum;
use bao_engine::{Game, Move, Position, Side};

use super::eval::{Evaluator, SEED};
use super::pv::Line;
use super::score::{south_view, Verdict};
use super::search::{Hooks, Limits, Search};

/// A move that loses at least this much against the best move (from the mover's side, in
/// score units: 8 seeds) is a blunder.
pub const BLUNDER_LOSS: i32 = 8 * SEED;
/// A move that loses at least this much against the best move (3 seeds) is a mistake.
pub const MISTAKE_LOSS: i32 = 3 * SEED;

/// The review's default depth: every ply is searched to this depth (a proven result may end a
/// search sooner). A depth, not a node budget, is what makes the plies comparable in strength;
/// it is as reproducible as a node budget.
pub const REVIEW_DEPTH: u32 = 12;

/// A guard on one ply's search at the default budget: at most this many nodes (measured on a
/// 60-ply Bao la Kiswahili game, the costliest ply needed 2.8 million to finish depth 12).
pub const REVIEW_NODE_CAP: u64 = 4_000_000;

/// The review's default budget: [`REVIEW_DEPTH`] plies, at most [`REVIEW_NODE_CAP`] nodes, every
/// root move a line ([`review_ply_with`] sets the lines itself).
pub const REVIEW_LIMITS: Limits = Limits { depth: REVIEW_DEPTH, nodes: Some(REVIEW_NODE_CAP), millis: None, lines: usize::MAX, search_forced: true };

/// What one search says about a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The position's verdict (the best line's).
    pub verdict: Verdict,
    /// The best line's score from South's side.
    pub score: i32,
    /// The best root moves, best first for the side to move, South-side scores.
    pub lines: Vec<Line>,
}

listed_enum! {
    /// How bad a move was against the best move of the same search: `blunder` or `mistake`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Mark {
        /// It turned a proven win into a non-win, or lost at least [`BLUNDER_LOSS`].
        Blunder => "blunder",
        /// It lost at least [`MISTAKE_LOSS`].
        Mistake => "mistake",
    }
}

/// One reviewed ply.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The move played.
    pub mv: Move,
    /// Who played it.
    pub mover: Side,
    /// The played move's line in the search of the position before it; `None` only for a
    /// Bawo gambit placement outside the search's candidate placements.
    pub played: Option<Line>,
    /// The search's best move and its line.
    pub best: Line,
    /// The mark, if the move was a mistake or a blunder.
    pub mark: Option<Mark>,
    /// The root moves [`mark`] would not mark against the best move, the best first, in the
    /// search's order ([`unmarked`]); empty only when the reply carried none.
    pub unmarked: Vec<Move>,
    /// The deepest iteration of the search.
    pub depth: u32,
    /// Nodes the search visited.
    pub nodes: u64,
}

/// The mark of a move scoring `played` against the best move's `best` in the same search
/// (both from South's side, with their verdicts), for `mover`: a [`Mark::Blunder`] when
/// the best move is a proven win for the mover and the played move is not, or when it loses
/// at least [`BLUNDER_LOSS`] from the mover's side; a [`Mark::Mistake`] when it loses at least
/// [`MISTAKE_LOSS`]; else none.
pub fn mark(best: i32, played: i32, best_verdict: Verdict, played_verdict: Verdict, mover: Side) -> Option<Mark> {
    let wins = |verdict: Verdict| matches!(verdict, Verdict::Proven { winner, .. } if winner == mover);
    let loss = south_view(best, mover) - south_view(played, mover);
    if (wins(best_verdict) && !wins(played_verdict)) || loss >= BLUNDER_LOSS {
        Some(Mark::Blunder)
    } else if loss >= MISTAKE_LOSS {
        Some(Mark::Mistake)
    } else {
        None
    }
}

/// The moves of `lines` (one search's root lines, the best first) that [`mark`] does not mark
/// against the best line for `mover`: the best itself first, then every move as good by the
/// review's rule, in the lines' order.
pub fn unmarked(lines: &[Line], mover: Side) -> Vec<Move> {
    let mut moves = Vec::new();
    let Some(best) = lines.first() else { return moves };
    for line in lines {
        if mark(best.score, line.score, best.verdict, line.verdict, mover).is_none() {
            moves.push(line.mv);
        }
    }
    moves
}

/// [`analyse_with`] with the default evaluator and no clock (a node budget is reproducible).
pub fn analyse(pos: &Position, history: &[u64], limits: Limits) -> Analysis {
    analyse_with(&Evaluator::default(), pos, history, limits, Hooks::default())
}

/// One multi-PV search of `pos` ([`Limits::lines`] lines); `history` holds the keys of the
/// game's positions before `pos`, oldest first (for the repetition rule).
pub fn analyse_with(evaluator: &Evaluator, pos: &Position, history: &[u64], limits: Limits, hooks: Hooks<'_>) -> Analysis {
    let result = Search::new(evaluator, limits).run(pos, history, hooks);
    Analysis { depth: result.depth, nodes: result.nodes, verdict: result.verdict, score: result.score, lines: result.lines }
}

/// [`review_ply_with`] with the default evaluator and no clock.
pub fn review_ply(before: &Position, history: &[u64], played: &Move, limits: Limits) -> Option<PlyReview> {
    review_ply_with(&Evaluator::default(), before, history, played, limits, Hooks::default())
}

/// Reviews the move `played` from `before`: one search with every root move as a line and a
/// forced move searched too, the best line against the played move's line. `None` when
/// `before` has no legal move.
pub fn review_ply_with(evaluator: &Evaluator, before: &Position, history: &[u64], played: &Move, limits: Limits, hooks: Hooks<'_>) -> Option<PlyReview> {
    // Every root move as a line: the search clamps this to the number of root moves.
    let limits = Limits { lines: usize::MAX, search_forced: true, ..limits };
    let analysis = analyse_with(evaluator, before, history, limits, hooks);
    let best = analysis.lines.first()?.clone();
    let line = analysis.lines.iter().find(|line| line.mv == *played).cloned();
    let mover = before.to_move();
    let mark = line.as_ref().and_then(|line| mark(best.score, line.score, best.verdict, line.verdict, mover));
    let unmarked = unmarked(&analysis.lines, mover);
    Some(PlyReview { mv: *played, mover, played: line, best, mark, unmarked, depth: analysis.depth, nodes: analysis.nodes })
}

/// The keys of the first `plies` positions of `game` (the history of the position after them).
pub fn history(game: &Game, plies: usize) -> Vec<u64> {
    game.keys_before(plies)
}

/// Reviews every ply of `game` in order with [`review_ply`] at `limits`, calling `progress`
/// after each with the review and its index (0-based).
pub fn review_game(game: &Game, limits: Limits, progress: &mut dyn FnMut(usize, &PlyReview)) -> Vec<PlyReview> {
    let mut reviews = Vec::with_capacity(game.plies().len());
    for (index, ply) in game.plies().iter().enumerate() {
        let Some(review) = review_ply(game.position_at(index), &history(game, index), &ply.mv, limits) else { break };
        progress(index, &review);
        reviews.push(review);
    }
    reviews
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prove::{proof_move, CompactProof};
    use crate::WIN;
    use bao_engine::{BawoSetup, Variant};

    const fn won(winner: Side, plies: u32) -> Verdict {
        Verdict::Proven { winner, plies }
    }

    /// The thresholds on constructed numbers. A South-side score is negated for North, so
    /// North's loss is `played − best` in South's view. Rows: (best, played, their verdicts,
    /// mover, mark), each derived from the definition in [`mark`].
    #[test]
    fn marks_follow_the_thresholds_from_the_movers_side() {
        use Side::{North, South};
        let eval = Verdict::Eval;
        let cases = [
            // South: 150 − (−149) = 299 < 300: nothing; 150 − (−150) = 300: a mistake.
            (150, -149, eval(150), eval(-149), South, None),
            (150, -150, eval(150), eval(-150), South, Some(Mark::Mistake)),
            // 799 short of 800: a mistake; 800: a blunder.
            (500, -299, eval(500), eval(-299), South, Some(Mark::Mistake)),
            (500, -300, eval(500), eval(-300), South, Some(Mark::Blunder)),
            // North: best −500 (North +500), played 300 (North −300): 800 worse for North.
            (-500, 300, eval(-500), eval(300), North, Some(Mark::Blunder)),
            // North: best −100, played 199: 299 worse: nothing.
            (-100, 199, eval(-100), eval(199), North, None),
            // A win in 3 against a win in 9 is still a proven win, 6 units worse: no mark; a
            // proven win against an even evaluation is a blunder.
            (WIN - 3, WIN - 9, won(South, 3), won(South, 9), South, None),
            (WIN - 3, 0, won(South, 3), eval(0), South, Some(Mark::Blunder)),
            // North to move, proven North win (−(WIN − 4)) thrown to a South +50: a blunder.
            (4 - WIN, 50, won(North, 4), eval(50), North, Some(Mark::Blunder)),
            // South's best is a proven North win: no win to throw; losing faster is 2 units.
            (6 - WIN, 4 - WIN, won(North, 6), won(North, 4), South, None),
            // The same move: nothing.
            (20, 20, eval(20), eval(20), North, None),
        ];
        for (best, played, best_verdict, played_verdict, mover, expected) in cases {
            assert_eq!(mark(best, played, best_verdict, played_verdict, mover), expected, "{best} {played} {mover:?}");
        }
    }

    /// The moves the review would not mark against the best, on constructed lines of the
    /// Bao la Kujifunza start (South-side scores, the best first). By hand from [`mark`], South
    /// to move: best 150; 0 loses 150 and −149 loses 299, both short of 300: unmarked; −150
    /// loses 300: a mistake; −700 loses 850: a blunder. North to move: best −200; 0 is 200
    /// worse for North: unmarked; 100 is 300 worse: a mistake.
    #[test]
    fn unmarked_moves_are_those_mark_leaves_alone() {
        use bao_engine::{BawoSetup, Variant};
        let start = Position::start(Variant::Kujifunza, BawoSetup::default());
        let moves = start.legal_moves();
        let line = |index: usize, score: i32| Line { mv: moves[index], score, verdict: Verdict::Eval(score), depth: 4, pv: vec![moves[index]] };
        let lines = [line(0, 150), line(1, 0), line(2, -150), line(3, -149), line(4, -700)];
        assert_eq!(unmarked(&lines, Side::South), [moves[0], moves[1], moves[3]]);
        assert_eq!(mark(150, -150, Verdict::Eval(150), Verdict::Eval(-150), Side::South), Some(Mark::Mistake), "the third is marked");
        let north = [line(0, -200), line(1, 100), line(2, 0)];
        assert_eq!(unmarked(&north, Side::North), [moves[0], moves[2]]);
        assert_eq!(unmarked(&[], Side::South), []);
    }

    /// The review's budget in these tests: small enough for a test, enough to prove the
    /// positions below.
    const LIMITS: Limits = Limits { depth: 64, nodes: Some(100_000), millis: None, lines: 1, search_forced: true };

    /// A Bao la Kujifunza game where South follows the shipped proof (a forced win from the
    /// start), North plays the search's best reply, and at South's `blunder_turn`-th move
    /// South plays instead a move the search of that position does not prove won, while it
    /// proves the best move won; then North's reply. Returns the game and the blunder's index.
    fn planted_blunder() -> (Game, usize) {
        let proof = CompactProof::kujifunza();
        let mut game = Game::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
        for _ in 0..20 {
            let index = game.plies().len();
            let pos = game.position().clone();
            let all = Limits { lines: usize::MAX, ..LIMITS };
            let analysis = analyse(&pos, &history(&game, index), all);
            if pos.to_move() == Side::North {
                game.play(&analysis.lines[0].mv).expect("the search plays legal moves");
                continue;
            }
            let on_proof = proof_move(&proof, &pos).expect("South stays on the proof");
            let south_wins = |verdict: Verdict| matches!(verdict, Verdict::Proven { winner: Side::South, .. });
            let thrown = analysis.lines.iter().find(|line| !south_wins(line.verdict));
            match thrown {
                Some(line) if south_wins(analysis.verdict) && index >= 2 => {
                    game.play(&line.mv).expect("a legal move");
                    let reply = analyse(game.position(), &history(&game, index + 1), LIMITS);
                    game.play(&reply.lines[0].mv).expect("a legal reply");
                    return (game, index);
                }
                _ => {
                    game.play(&on_proof).expect("the proof's move is legal");
                }
            }
        }
        panic!("no South move threw the win within 20 plies: {}", game.to_record(&[]));
    }

    /// The planted blunder is marked, and it is the only blunder of the game.
    #[test]
    fn a_thrown_proven_win_is_marked_a_blunder() {
        let (game, blunder) = planted_blunder();
        let mut seen = 0;
        let reviews = review_game(&game, LIMITS, &mut |index, _| {
            assert_eq!(index, seen);
            seen += 1;
        });
        assert_eq!(reviews.len(), game.plies().len());
        let blunders: Vec<usize> = reviews.iter().enumerate().filter(|(_, r)| r.mark == Some(Mark::Blunder)).map(|(i, _)| i).collect();
        assert_eq!(blunders, [blunder], "{}", game.to_record(&[]));
        let review = &reviews[blunder];
        assert!(matches!(review.best.verdict, Verdict::Proven { winner: Side::South, .. }), "{review:?}");
        assert!(review.played.as_ref().is_some_and(|line| !matches!(line.verdict, Verdict::Proven { winner: Side::South, .. })));
        assert_ne!(review.best.mv, review.mv);
        // The best move is the first unmarked one; the blunder is not among them.
        assert_eq!(review.unmarked.first(), Some(&review.best.mv));
        assert!(!review.unmarked.contains(&review.mv), "{:?}", review.unmarked);
    }
}
