//! The generator: AI self-play at mixed levels; the position right after a mistake is a
//! candidate, offered to every theme that still needs puzzles (rarest theme first).

use std::collections::HashSet;

use crate::engine::random::Rng;
use crate::engine::{BawoSetup, Game, Move, Position, Stage, Variant};

use super::ai_adapter::{self, RATING_LEVELS};
use super::greed::{greed_limited, greed_solves, MAX_GREEDY_PERCENT};
use super::puzzle::Puzzle;
use super::rating::difficulty;
use super::themes::{bao_hamna_line, find_puzzle_solution, wins_at_once, Theme, ThemeViolation, MIN_MOVES};

/// The node budget of a puzzle's searches (its theme and its rating) unless one is given.
pub const DEFAULT_NODES: u64 = 20_000;
/// Nodes per self-play move (caps the top level; the rated levels search shallower anyway).
const PLAY_NODES: u64 = 3_000;
/// A self-play move scored this much below the mover's best (hundredths of a seed) is a
/// mistake.
const MISTAKE_MARGIN: i32 = 200;
/// Plies after a mistake whose positions are candidates too: the mistake's punishment, which
/// often ends in a Bao hamna the weaker levels never allow at once.
const AFTER_MISTAKE: usize = 6;
/// Most plies of an `only-win` solution line (the learner's moves and the replies).
const MAX_LINE: usize = 9;

/// What to generate.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateOptions {
    pub variant: Variant,
    /// Puzzles in all, shared equally among the themes (the rarest themes get the remainder).
    pub count: usize,
    pub seed: u64,
    /// Only these themes (empty: every theme the game has), filled in [`Theme::ALL`] order.
    pub themes: Vec<Theme>,
    /// The node budget of every search that decides a theme or a rating.
    pub nodes: u64,
    /// Self-play games at most, so that a theme too rare for its quota cannot run forever.
    pub max_games: usize,
}

impl GenerateOptions {
    /// Options with the default budget and game limit.
    pub fn new(variant: Variant, count: usize, seed: u64, themes: Vec<Theme>) -> GenerateOptions {
        GenerateOptions { variant, count, seed, themes, nodes: DEFAULT_NODES, max_games: 50_000 }
    }
}

/// What a generation run did, per theme in [`Theme::ALL`] order where listed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GenerateStats {
    pub games: usize,
    pub plies: usize,
    /// Positions right after a mistake or shortly after (distinct, game not over).
    pub candidates: usize,
    /// Puzzles made per theme.
    pub made: Vec<(Theme, usize)>,
    /// Positions meeting a theme but dropped because a search of [`super::DEEP_NODES`] nodes
    /// does not play the solution (a theme move that is a bad move).
    pub unsound: Vec<(Theme, usize)>,
    /// `safari` puzzles made whose answer is stop, and whose answer is safari.
    pub safari_answers: [usize; 2],
    /// `safari` positions dropped because their answer already had its share
    /// (`SAFARI_SHARE`).
    pub safari_over_share: usize,
    /// Puzzles made per theme whose answer greed finds (`greed::greed_solves`).
    pub greedy: Vec<(Theme, usize)>,
    /// Positions dropped because greed finds their answer and the theme already has as many
    /// such puzzles as [`MAX_GREEDY_PERCENT`] of its count allows.
    pub greedy_over_share: usize,
}

/// Each answer of the `safari` theme (stop, safari) is at least this share of its puzzles, in
/// percent: the other answer is then at most the rest. (A safari answer is mostly also the
/// biggest capture, so greed's limit keeps it near [`MAX_GREEDY_PERCENT`].)
pub const SAFARI_SHARE: usize = 25;

/// Generates puzzles reproducibly for `opts.seed`, calling `emit` with each as it is found.
/// Fails only when an asked theme cannot occur in the game.
pub fn generate(opts: &GenerateOptions, mut emit: impl FnMut(&Puzzle)) -> Result<GenerateStats, ThemeViolation> {
    if let Some(&theme) = opts.themes.iter().find(|t| !t.exists_in(opts.variant)) {
        return Err(ThemeViolation::ThemeNotInGame { theme, variant: opts.variant });
    }
    let themes: Vec<Theme> = Theme::of(opts.variant).into_iter().filter(|t| opts.themes.is_empty() || opts.themes.contains(t)).collect();
    let mut quota: Vec<usize> = (0..themes.len()).map(|i| opts.count / themes.len() + usize::from(i < opts.count % themes.len())).collect();
    let wanted = quota.clone();
    let per_theme = || themes.iter().map(|&t| (t, 0)).collect::<Vec<_>>();
    let mut stats = GenerateStats { made: per_theme(), unsound: per_theme(), greedy: per_theme(), ..Default::default() };
    let mut seen = HashSet::new();
    while quota.iter().any(|&q| q > 0) && stats.games < opts.max_games {
        let candidates = self_play(opts, stats.games as u64, &mut stats.plies);
        stats.games += 1;
        for (pos, since_mistake) in candidates {
            if !seen.insert(pos.key()) {
                continue;
            }
            stats.candidates += 1;
            if let Some((i, puzzle)) = make_puzzle(opts, &pos, since_mistake, &themes, (&quota, &wanted), &mut stats) {
                quota[i] -= 1;
                stats.made[i].1 += 1;
                emit(&puzzle);
            }
        }
    }
    Ok(stats)
}

/// One self-play game at a mixed pair of levels; returns the positions from the first mistake
/// on (the game not over), each with the plies since the last mistake.
fn self_play(opts: &GenerateOptions, game_index: u64, plies: &mut usize) -> Vec<(Position, usize)> {
    let mut rng = Rng::new(opts.seed.wrapping_mul(0x0001_0000_0001).wrapping_add(game_index));
    let levels = [1 + rng.below(u64::from(RATING_LEVELS)) as u8, 1 + rng.below(u64::from(RATING_LEVELS)) as u8];
    let mut game = Game::new(Position::start(opts.variant, BawoSetup::default()));
    let mut out = Vec::new();
    let mut since_mistake = None;
    while !game.is_over() {
        let pos = game.position().clone();
        let history = game.keys_before(game.plies().len());
        let level = levels[pos.to_move().index()];
        let Some(choice) = ai_adapter::self_play_move(&pos, &history, level, rng.next_u64(), PLAY_NODES, MISTAKE_MARGIN) else { break };
        if game.play(&choice.mv).is_err() {
            break;
        }
        *plies += 1;
        since_mistake = if choice.mistake { Some(0) } else { since_mistake.map(|n| n + 1) };
        if let Some(n) = since_mistake.filter(|_| !game.is_over()) {
            out.push((game.position().clone(), n));
        }
    }
    out
}

/// The first theme (of those with quota left) that `pos` meets, as a puzzle. `quotas` are
/// the puzzles still wanted per theme and those wanted in all.
fn make_puzzle(
    opts: &GenerateOptions,
    pos: &Position,
    since_mistake: usize,
    themes: &[Theme],
    (quota, wanted): (&[usize], &[usize]),
    stats: &mut GenerateStats,
) -> Option<(usize, Puzzle)> {
    for (i, &theme) in themes.iter().enumerate() {
        if quota[i] == 0 || !worth_trying(theme, pos, since_mistake, opts.nodes) {
            continue;
        }
        let Some(first) = find_puzzle_solution(theme, pos, opts.nodes) else { continue };
        if theme == Theme::OnlyWin && wins_at_once(pos, &first).is_some() {
            // Winning at once is the bao-hamna theme's business; only-win wants a deeper idea.
            continue;
        }
        let greedy = greed_limited(theme) && greed_solves(pos, &first);
        if greedy && stats.greedy[i].1 >= wanted[i] * MAX_GREEDY_PERCENT / 100 {
            stats.greedy_over_share += 1;
            continue;
        }
        let answer = usize::from(matches!(first, Move::Sow(sow) if sow.safari));
        if theme == Theme::Safari && stats.safari_answers[answer] >= wanted[i] - (wanted[i] * SAFARI_SHARE).div_ceil(100) {
            stats.safari_over_share += 1;
            continue;
        }
        let Some(difficulty) = difficulty(pos, &first) else {
            stats.unsound[i].1 += 1;
            continue;
        };
        let solution = match theme {
            Theme::OnlyWin => winning_line(pos, first, opts.nodes),
            Theme::BaoHamna => bao_hamna_line(pos, first),
            Theme::Takasia | Theme::Safari | Theme::BiggestCapture => vec![first],
        };
        if theme == Theme::Safari {
            stats.safari_answers[answer] += 1;
        }
        stats.greedy[i].1 += usize::from(greedy);
        let number = stats.made[i].1;
        let id = format!("{}-{}-{}-{:04}", opts.variant.name(), theme.name(), opts.seed, number + 1);
        let rating = difficulty.line_rating(pos, &solution);
        return Some((i, Puzzle { id, variant: opts.variant, theme, position: pos.clone(), solution, difficulty, rating, nodes: opts.nodes }));
    }
    None
}

/// Cheap tests before a theme's own. Every theme takes the positions up to [`AFTER_MISTAKE`]
/// plies after a mistake. In a game with a namua stage only-win takes every later position
/// too (a mistake decides the game, and the proofs come towards its end), but only in mtaji
/// (in namua a search of the budget seldom proves anything); so does takasia, which needs no
/// mistake (a takata that marks a hole is rare, and most of them are bad moves the deep
/// search refuses). Only-win also needs enough
/// moves and a search of a tenth of the budget that already proves the side to move won.
fn worth_trying(theme: Theme, pos: &Position, since_mistake: usize, nodes: u64) -> bool {
    let has_namua = Position::start(pos.variant(), BawoSetup::default()).stage() == Stage::Namua;
    let any_time = (theme == Theme::OnlyWin && has_namua) || theme == Theme::Takasia;
    if since_mistake > AFTER_MISTAKE && !any_time {
        return false;
    }
    match theme {
        Theme::OnlyWin => pos.stage() == Stage::Mtaji && pos.legal_moves().len() >= MIN_MOVES && ai_adapter::best_move(pos, &[], nodes / 10).is_some(),
        Theme::Takasia => pos.stage() == Stage::Mtaji,
        Theme::Safari => pos.stage() == Stage::Namua,
        Theme::BaoHamna | Theme::BiggestCapture => true,
    }
}

/// The solution line of an `only-win` puzzle: the learner's move, then the best reply and the
/// best answer by searches of `nodes`, until the game ends or [`MAX_LINE`] plies.
fn winning_line(pos: &Position, first: Move, nodes: u64) -> Vec<Move> {
    let mut game = Game::new(pos.clone());
    let mut line = vec![first];
    game.play(&first).expect("the solution is legal");
    while !game.is_over() && line.len() < MAX_LINE {
        let history = game.keys_before(game.plies().len());
        let Some((mv, _)) = ai_adapter::best_move_verdict(game.position(), &history, nodes) else { break };
        game.play(&mv).expect("the search plays legal moves");
        line.push(mv);
    }
    line
}
