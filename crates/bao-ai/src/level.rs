//! Playing levels: who chooses the computer's move and how hard it thinks.

use std::fmt;

use bao_engine::random::Rng;
use bao_engine::{BawoSetup, Move, Position, Side, Variant};

use super::eval::Evaluator;
use super::prove::{proof_move, proof_status, CompactProof};
use super::pv::Line;
use super::score::{south_view, Verdict, PROVEN, WIN};
use super::search::{Hooks, Limits, Search, SearchResult, MAX_DEPTH};

/// A level of the computer's: how hard it thinks. (The arena's baselines, which do not
/// search, are [`crate::ArenaPlayer`]s.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// `1..=RATED_LEVELS`: a shallow search that picks among its moves by a softmax of their
    /// scores, with a temperature falling as the level rises — mistakes a person could make
    /// (a slightly worse move often, a blunder rarely), not random noise. Bao la Kujifunza has
    /// its own depths and temperatures (`KUJIFUNZA_STYLES`).
    Rated(u8),
    /// Full strength for its whole time budget; also the hint engine and the analysis.
    Top,
}

/// The number of rated levels, `1` (weakest) to this.
pub const RATED_LEVELS: u8 = 4;
/// The top level's time per move when the caller sets no budget.
pub const TOP_MILLIS: f64 = 1500.0;

/// How a rated level searches and chooses.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Style {
    depth: u32,
    /// Softmax temperature in score units (hundredths of a seed).
    temperature: f64,
}

/// Levels 1 to 4 in Bao la Kiswahili, Bao la Kete and Bawo.
const STYLES: [Style; RATED_LEVELS as usize] = [
    Style { depth: 1, temperature: 300.0 },
    Style { depth: 2, temperature: 120.0 },
    Style { depth: 3, temperature: 40.0 },
    Style { depth: 5, temperature: 10.0 },
];

/// Levels 1 to 4 in Bao la Kujifunza. Its captures are large (every hole starts with two seeds
/// and captures relay on), so the moves' scores lie tens of seeds apart and the temperatures
/// above would let even level 1 always take the biggest capture; and its games are short, so a
/// search of five plies already sees most wins through. Here the beginner levels look one move
/// ahead and differ in how often they miss the best one, and level 4 searches three plies.
/// (Arena, 200 games, seed 2026, 20000 nodes: 2 beat 1 76%, 3 beat 2 60.5%, 4 beat 3 63%; with
/// the table above the steps scored 51.5–55.5%.)
const KUJIFUNZA_STYLES: [Style; RATED_LEVELS as usize] = [
    Style { depth: 1, temperature: 6000.0 },
    Style { depth: 1, temperature: 1500.0 },
    Style { depth: 1, temperature: 400.0 },
    Style { depth: 3, temperature: 30.0 },
];

/// The style of a rated level (`1..=RATED_LEVELS`) in a game.
fn style(level: u8, variant: Variant) -> Style {
    let styles = if variant == Variant::Kujifunza { &KUJIFUNZA_STYLES } else { &STYLES };
    styles[usize::from(level.clamp(1, RATED_LEVELS) - 1)]
}

impl Level {
    /// `1`…`4` or `top`.
    pub fn parse(name: &str) -> Option<Level> {
        match name {
            "top" => Some(Level::Top),
            _ => name.parse().ok().filter(|n| (1..=RATED_LEVELS).contains(n)).map(Level::Rated),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Level::Rated(n) => write!(f, "{n}"),
            Level::Top => f.write_str("top"),
        }
    }
}

/// Caps on one move's thinking, on top of the level's own.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// Reproducible: the same nodes give the same move.
    pub nodes: Option<u64>,
    /// Milliseconds by the caller's clock.
    pub millis: Option<f64>,
}

/// Everything [`choose_move_with`] is asked: a level, its budget and seed, and what the search
/// reports besides the move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Task {
    /// Who chooses.
    pub level: Level,
    /// Caps on the thinking (ignored with `until_cancelled`).
    pub budget: Budget,
    /// Drives every random choice.
    pub seed: u64,
    /// How many root moves come back as lines ([`Limits::lines`]; 1 by default).
    pub lines: usize,
    /// Search a position whose move is known without a search too: one legal move
    /// ([`Limits::search_forced`]) or the top level's first move ([`FIRST_MOVES`]).
    pub search_forced: bool,
    /// No node or time limit, not even the top level's [`TOP_MILLIS`]: the search runs until
    /// the caller's cancel flag stops it (or the worker running it is terminated), unless it
    /// ends by itself first — a proven result, or the level's depth ([`MAX_DEPTH`] for the
    /// top level).
    pub until_cancelled: bool,
}

impl Task {
    /// A level's move with a budget and a seed: one line, forced moves not searched.
    pub fn new(level: Level, budget: Budget, seed: u64) -> Task {
        Task { level, budget, seed, lines: 1, search_forced: false, until_cancelled: false }
    }
}

/// The computer's move and, when it searched, what the search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// `None` only when the side to move has no legal move.
    pub mv: Option<Move>,
    /// The search's result (`None` for a baseline [`crate::ArenaPlayer`] and for the top
    /// level's first move from [`FIRST_MOVES`]). A rated level may play another move than its
    /// `best`.
    pub search: Option<SearchResult>,
}

/// Chooses a move for the side to move of `pos`. `history` holds the keys of the game's
/// earlier positions (for repetitions); `seed` drives every random choice, so with a node
/// budget and no clock the choice is reproducible.
///
/// ```
/// use bao_ai::{choose_move, Budget, Evaluator, Hooks, Level, Verdict};
/// use bao_engine::{BawoSetup, Position, Variant};
///
/// let pos = Position::start(Variant::Kiswahili, BawoSetup::default());
/// let budget = Budget { nodes: Some(5_000), millis: None };
/// let choice = choose_move(&pos, &[], Level::Top, budget, 1, &Evaluator::default(), Hooks::default());
/// let mv = choice.mv.expect("the start has moves");
/// assert!(pos.play(&mv).is_ok());
/// let search = choice.search.expect("the top level searches");
/// assert_eq!(search.best, Some(mv));
/// assert!(matches!(search.verdict, Verdict::Eval(_)), "the start is not decided in 5,000 nodes");
/// ```
pub fn choose_move(pos: &Position, history: &[u64], level: Level, budget: Budget, seed: u64, evaluator: &Evaluator, hooks: Hooks<'_>) -> Choice {
    choose_move_with(pos, history, &Task::new(level, budget, seed), evaluator, hooks)
}

/// [`choose_move`] with everything a [`Task`] can ask: several lines, a forced move
/// searched, no limit until cancelled.
pub fn choose_move_with(pos: &Position, history: &[u64], task: &Task, evaluator: &Evaluator, hooks: Hooks<'_>) -> Choice {
    if let Some(choice) = proof_choice(pos, task).or_else(|| first_move_choice(pos, task)) {
        return choice;
    }
    let mut rng = Rng::new(task.seed);
    let budget = if task.until_cancelled { Budget::default() } else { task.budget };
    let (depth, temperature, millis) = match task.level {
        Level::Rated(n) => {
            let style = style(n, pos.variant());
            (style.depth, style.temperature, budget.millis)
        }
        Level::Top if task.until_cancelled => (MAX_DEPTH, 0.0, None),
        Level::Top => (MAX_DEPTH, 0.0, budget.millis.or(if budget.nodes.is_none() { Some(TOP_MILLIS) } else { None })),
    };
    let limits = Limits { depth, nodes: budget.nodes, millis, lines: task.lines, search_forced: task.search_forced };
    let search = Search { evaluator, limits, exact_root_scores: temperature > 0.0 };
    let result = search.run(pos, history, hooks);
    let mv = if temperature > 0.0 && result.root_scores.len() > 1 {
        // The root scores are from South's side; the softmax wants the side to move's.
        let scored: Vec<(Move, i32)> = result.root_scores.iter().map(|(mv, score)| (*mv, south_view(*score, pos.to_move()))).collect();
        Some(softmax_pick(&scored, temperature, &mut rng))
    } else {
        result.best
    };
    Choice { mv, search: Some(result) }
}

/// The top level as South in Bao la Kujifunza plays the shipped proof wherever the position is
/// one of its South nodes, so it never loses from the start (perfect play): the move comes with
/// the proof's verdict and no search. Asked for several lines or a search until cancelled (the
/// analysis), the search runs as usual.
fn proof_choice(pos: &Position, task: &Task) -> Option<Choice> {
    if task.level != Level::Top || task.until_cancelled || task.lines > 1 || pos.variant() != Variant::Kujifunza {
        return None;
    }
    let proof = CompactProof::kujifunza_shared();
    let mv = proof_move(proof, pos)?;
    let plies = proof_status(proof, pos).map_or(0, |r| r.plies);
    let verdict = Verdict::Proven { winner: Side::South, plies };
    let score = WIN - plies as i32;
    let line = Line { mv, score, verdict, depth: 0, pv: vec![mv] };
    let search = SearchResult { best: Some(mv), score, verdict, depth: 0, nodes: 0, lines: vec![line], root_scores: Vec::new() };
    Some(Choice { mv: Some(mv), search: Some(search) })
}

/// Opening knowledge: a game's first move where a full search with every root score exact
/// ranks one move first, by more than a seed, at every depth measured from 15 to 19 plies —
/// deeper than the top level's time per move reaches from the start (about 12 to 14 plies,
/// where the ranking still flips with the horizon's parity). Bao la Kiswahili: A6< (the
/// learning path's `strat-first-move` teaches it, its audit running the searches 15 and 16
/// plies deep, and the app's tests check that the two agree). Bao la Kete's start flips up
/// to 14 plies and is not settled; Bawo begins with the gambit.
pub const FIRST_MOVES: [(Variant, &str); 1] = [(Variant::Kiswahili, "A6<")];

/// The top level's move at a game's start, from [`FIRST_MOVES`], when it plays a game's move by
/// its clock: not for a reproducible node budget (the arena's and the tests' searches), the
/// analysis's lines, a search until cancelled or one asked for (`search_forced`, the
/// benchmarks).
fn first_move_choice(pos: &Position, task: &Task) -> Option<Choice> {
    if task.level != Level::Top || task.until_cancelled || task.search_forced || task.lines > 1 || task.budget.nodes.is_some() {
        return None;
    }
    let (_, wanted) = FIRST_MOVES.iter().find(|(variant, _)| *variant == pos.variant())?;
    if *pos != Position::start(pos.variant(), BawoSetup::default()) {
        return None;
    }
    let mv = pos.legal_moves().into_iter().find(|mv| mv.to_string() == *wanted)?;
    Some(Choice { mv: Some(mv), search: None })
}

/// Draws a move with probability proportional to `exp(score / temperature)`.
fn softmax_pick(scored: &[(Move, i32)], temperature: f64, rng: &mut Rng) -> Move {
    let clamp = |score: i32| score.clamp(-PROVEN, PROVEN) as f64;
    let top = scored.iter().map(|&(_, s)| clamp(s)).fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scored.iter().map(|&(_, s)| ((clamp(s) - top) / temperature).exp()).collect();
    let mut ticket = rng.unit() * weights.iter().sum::<f64>();
    for ((mv, _), weight) in scored.iter().zip(&weights) {
        if ticket < *weight {
            return *mv;
        }
        ticket -= weight;
    }
    scored[0].0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top level playing a game by its clock opens Bao la Kiswahili with the book's move and
    /// no search; with a node budget (reproducible), after the first ply, or in a game with no
    /// book move (Bao la Kete), it searches.
    #[test]
    fn the_top_level_opens_bao_la_kiswahili_from_the_book_and_searches_elsewhere() {
        // A clock that moves a millisecond each time it is read: the search stops after 50 reads.
        let ticks = std::cell::Cell::new(0.0);
        let clock = || {
            ticks.set(ticks.get() + 1.0);
            ticks.get()
        };
        let play = |pos: &Position, budget: Budget| {
            let hooks = Hooks { clock: Some(&clock), ..Hooks::default() };
            choose_move(pos, &[], Level::Top, budget, 1, &Evaluator::default(), hooks)
        };
        let by_clock = Budget { nodes: None, millis: Some(50.0) };
        let start = Position::start(Variant::Kiswahili, BawoSetup::default());
        let book = play(&start, by_clock);
        assert_eq!((book.mv.map(|mv| mv.to_string()), book.search), (Some("A6<".to_string()), None));
        assert!(play(&start, Budget { nodes: Some(2_000), millis: None }).search.is_some(), "a node budget searches");
        let after = start.play(&book.mv.expect("a move")).expect("legal").position;
        assert!(play(&after, by_clock).search.is_some(), "North's first move is searched");
        let kete = Position::start(Variant::Kete, BawoSetup::default());
        assert!(play(&kete, by_clock).search.is_some(), "Bao la Kete's start has no book move");
    }

    /// In every game a higher level searches at least as deep and errs less (a lower
    /// temperature), so that each level is stronger than the one below it.
    #[test]
    fn each_level_thinks_deeper_or_errs_less_than_the_one_below() {
        for variant in Variant::ALL {
            for level in 2..=RATED_LEVELS {
                let (lower, higher) = (style(level - 1, variant), style(level, variant));
                assert!(higher.depth >= lower.depth, "{variant:?} level {level}");
                assert!(higher.temperature < lower.temperature, "{variant:?} level {level}");
            }
        }
    }

    /// Bao la Kujifunza's beginner levels look only one move ahead and choose more loosely
    /// than in the other games, where their captures are smaller.
    #[test]
    fn kujifunza_beginners_play_looser_than_in_the_other_games() {
        for level in 1..RATED_LEVELS {
            let (learning, full) = (style(level, Variant::Kujifunza), style(level, Variant::Kiswahili));
            assert_eq!(learning.depth, 1);
            assert!(learning.temperature > full.temperature);
        }
    }

    /// Perfect play: from Bao la Kujifunza's start the top level as South, against every North
    /// reply at every turn (depth 1 each), plays the shipped proof's move and wins every line.
    /// The positions are walked once each (the proof is acyclic); a game that ends is checked
    /// by the engine's end rules, not by the proof.
    #[test]
    fn the_top_level_plays_the_proof_and_wins_against_every_north_reply() {
        use bao_engine::{end_check, BawoSetup, Outcome, Side};
        let proof = CompactProof::kujifunza_shared();
        let mut stack = vec![Position::start(Variant::Kujifunza, BawoSetup::default())];
        let mut seen = std::collections::HashSet::new();
        let (mut south_moves, mut wins) = (0, 0);
        while let Some(pos) = stack.pop() {
            if !seen.insert(pos.key()) {
                continue;
            }
            let moves = if pos.to_move() == Side::South {
                let choice = choose_move(&pos, &[], Level::Top, Budget { nodes: Some(1_000), millis: None }, 0, &Evaluator::default(), Hooks::default());
                let mv = choice.mv.expect("South has a move along the proof");
                assert_eq!(Some(mv), proof_move(proof, &pos), "the top level follows the proof at {}", pos.to_json());
                let verdict = choice.search.expect("a verdict comes with the move").verdict;
                assert!(matches!(verdict, Verdict::Proven { winner: Side::South, .. }));
                south_moves += 1;
                vec![mv]
            } else {
                pos.legal_moves()
            };
            for mv in moves {
                let played = pos.play(&mv).expect("a legal move");
                match end_check(&played.position, Some(&played.info), 1) {
                    Some((outcome, _)) => {
                        assert_eq!(outcome, Outcome::Win(Side::South), "a line ends in South's win");
                        wins += 1;
                    }
                    None => stack.push(played.position),
                }
            }
        }
        assert_eq!(south_moves, proof.south_nodes(), "every South node of the proof is met");
        assert!(wins > 0);
    }

    /// Several lines or a search until cancelled (the analysis) still search.
    #[test]
    fn the_analysis_searches_even_on_the_proof() {
        let pos = Position::start(Variant::Kujifunza, bao_engine::BawoSetup::default());
        let task = Task { lines: 3, ..Task::new(Level::Top, Budget { nodes: Some(2_000), millis: None }, 0) };
        let choice = choose_move_with(&pos, &[], &task, &Evaluator::default(), Hooks::default());
        let search = choice.search.expect("a search");
        assert!(search.nodes > 0 && search.lines.len() == 3);
    }
}
