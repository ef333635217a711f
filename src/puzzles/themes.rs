//! The themes, each defined exactly, and the checks that re-verify them.
//!
//! The one-move themes (`bao-hamna`, `biggest-capture`, `takasia`, `safari`) are decided by
//! the rules engine alone, from the legal moves and what each does; `only-win` needs searches
//! (through `ai_adapter`) at the puzzle's node budget.

use std::fmt;

use crate::engine::{BawoSetup, EndReason, Event, Game, Move, Outcome, Position, Rules, Side, Successor, Variant};
use crate::listed_enum;

use super::ai_adapter;
use crate::ai::bao_hamna_escape;
use crate::ai::Standing;

listed_enum! {
    /// A puzzle's theme: what the learner is asked to find. [`Theme::ALL`] is in the order the
    /// generator fills them (rarest first); the names are the JSON's and the command line's.
    ///
    ///
    /// Each puzzle theme is defined so that a habit does not solve it ([`check_puzzle_theme`]):
    /// "take the most seeds" (the moves capturing most seeds at once,
    /// [`most_capturing_moves`]) never answers `only-win` or `bao-hamna`, and "take the
    /// biggest hole you can reach" (the largest first capture, [`first_capture_habit`]) never
    /// answers `biggest-capture`. Every puzzle has at least [`MIN_MOVES`] legal moves.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Theme {
        /// A search of the puzzle's `nodes` proves the solution wins and proves every other
        /// legal move lost (one search per move, of the position it leads to). A puzzle's
        /// solution is not among the moves capturing most seeds at once.
        OnlyWin => "only-win",
        /// Exactly one legal takata marks a hole (takasia), and the mark changes what the
        /// opponent can do: his legal moves in the position after it differ from his legal
        /// moves in the same position without the mark.
        Takasia => "takasia",
        /// Stop or safari: the position has one stop-or-safari choice at the nyumba (and a
        /// puzzle's position at least [`MIN_MOVES`] legal moves), and a search of the puzzle's `nodes` scores
        /// the solution (stop or safari) at least [`SAFARI_MARGIN`] above the other (a safari
        /// never captures less than stopping, so "capture more" would always answer safari).
        Safari => "safari",
        /// Bao hamna in two moves: no legal move wins at once, and exactly one legal move (the
        /// solution) leaves the opponent only replies after which a move of the learner's
        /// empties his front row (Bao hamna). A puzzle's solution is not among the moves
        /// capturing most seeds at once. (A Bao hamna at once takes every seed of the
        /// opponent's front row, the most any move can take: greed would always find it.)
        BaoHamna => "bao-hamna",
        /// The solution's first move takes at least [`CAPTURE_MARGIN`] more of the opponent's
        /// seeds than every other legal move and does not end the game at once. A puzzle's
        /// solution is not among the moves whose first capture takes the most seeds (the
        /// habit of taking the biggest hole one can reach).
        BiggestCapture => "biggest-capture",
    }
}

/// How many seeds the biggest capture takes more than the next biggest, at least.
pub const CAPTURE_MARGIN: u8 = 2;
/// How far the right choice of stop or safari scores above the other, at least (hundredths
/// of a seed: two seeds).
pub const SAFARI_MARGIN: i32 = 200;

/// Fewest legal moves a puzzle position has (a choice among one or two moves is no puzzle).
pub const MIN_MOVES: usize = 3;
/// Fewest legal moves of a stop-or-safari choice in [`check_theme`] (a learning step may ask
/// it alone): the choice itself is two moves (`A3>`, `A3>+`). A `safari` puzzle has
/// [`MIN_MOVES`] like every other ([`check_puzzle_theme`]): a third move makes the learner see
/// that the choice is the question at all.
pub const MIN_MOVES_SAFARI: usize = 2;

impl Theme {
    /// Whether the theme can occur in a game, by its rules: takasia needs the takasia rule of
    /// §7 (Bao la Kujifunza has none, §10); safari needs a namua capture ending in the own
    /// functional nyumba (§6), so a namua stage (reserve seeds at the start) and a nyumba
    /// (Bao la Kujifunza has neither).
    pub fn exists_in(self, variant: Variant) -> bool {
        let rules = Rules::new(variant, BawoSetup::default());
        let start = Position::start(variant, BawoSetup::default());
        match self {
            Theme::Takasia => rules.takasia,
            Theme::Safari => start.reserve(Side::South) > 0 && start.house_owned(Side::South),
            Theme::BaoHamna | Theme::BiggestCapture | Theme::OnlyWin => true,
        }
    }

    /// The themes a game has, in [`Theme::ALL`] order.
    pub fn of(variant: Variant) -> Vec<Theme> {
        Theme::ALL.into_iter().filter(|t| t.exists_in(variant)).collect()
    }

    fn min_moves(self) -> usize {
        if self == Theme::Safari {
            MIN_MOVES_SAFARI
        } else {
            MIN_MOVES
        }
    }
}

/// Why a puzzle does not meet its theme (or its stored data). Moves are in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThemeViolation {
    /// The puzzle's variant is not its position's.
    VariantMismatch { puzzle: Variant, position: Variant },
    /// The theme cannot occur in this game.
    ThemeNotInGame { theme: Theme, variant: Variant },
    /// The game is already over in the puzzle position.
    GameOver,
    /// Fewer legal moves than the theme needs.
    TooFewMoves { legal: usize, needed: usize },
    /// The solution has no moves.
    EmptySolution,
    /// A move of the solution line is illegal (index 0 is the learner's first move), or comes
    /// after the game ended.
    IllegalLine { index: usize, mv: String },
    /// `bao-hamna`: this legal move wins the game at once (by any end rule).
    WinsAtOnce { mv: String },
    /// `bao-hamna`: after the solution, this reply of the opponent leaves no move that wins by
    /// Bao hamna (or the reply itself ends the game).
    BaoHamnaEscape { reply: String },
    /// `bao-hamna`: this other legal move also forces a Bao hamna on the next move.
    OtherMoveForcesBaoHamna { mv: String },
    /// `only-win`, `bao-hamna`: the solution is among the moves capturing most seeds at once
    /// (`most` seeds, `greedy` those moves): the habit "take the most" solves it.
    GreedSolves { most: u8, greedy: Vec<String> },
    /// `biggest-capture`: another move captures within [`CAPTURE_MARGIN`] of the solution.
    NotBiggestCapture { solution: u8, other: String, other_seeds: u8 },
    /// `biggest-capture`: the solution wins the game at once.
    CaptureWinsAtOnce,
    /// `biggest-capture`: the solution's first capture (`first_capture` seeds) is the
    /// largest first capture of any legal move: the habit "take the biggest hole you can
    /// reach" solves it.
    FirstCaptureHabitSolves { first_capture: u8 },
    /// `only-win`: the search does not prove the solution wins.
    SolutionNotProvenWon,
    /// `only-win`: the search does not prove this other move lost.
    OtherMoveNotProvenLost { mv: String },
    /// `takasia`: not exactly one legal takata creates a mark.
    MarkingTakatas { count: usize },
    /// `takasia`: the solution is not the takata that creates the mark.
    SolutionMakesNoTakasia,
    /// `takasia`: the opponent's legal moves are the same with the mark on `hole` and
    /// without it: the mark changes nothing he can do.
    MarkChangesNothing { hole: String },
    /// `safari`: the position does not have exactly one stop-or-safari choice.
    SafariChoices { count: usize },
    /// `safari`: the solution is not one of the two moves of the choice.
    SolutionNotAtChoice,
    /// `safari`: the solution's score is not [`SAFARI_MARGIN`] above the other choice's.
    SafariNotClear { solution: i32, other: i32 },
    /// A search of [`crate::puzzles::DEEP_NODES`] nodes does not play the solution.
    NotPlayedByDeepSearch,
    /// The stored difficulty (depth, rivals) is not the one the search finds now.
    DifficultyMismatch { stored: (u32, u8), found: (u32, u8) },
}

impl fmt::Display for ThemeViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

impl std::error::Error for ThemeViolation {}

/// The solution line is legal from the position, move after move, and no move follows the
/// game's end.
pub(super) fn check_line(pos: &Position, line: &[Move]) -> Result<(), ThemeViolation> {
    if line.is_empty() {
        return Err(ThemeViolation::EmptySolution);
    }
    let mut game = Game::new(pos.clone());
    for (index, mv) in line.iter().enumerate() {
        game.play(mv).map_err(|_| ThemeViolation::IllegalLine { index, mv: mv.to_string() })?;
    }
    Ok(())
}

/// Checks the theme's move for `first` (the learner's move) in `pos`: everything of the
/// theme's definition but the habit tests of [`check_puzzle_theme`]. The learning path's
/// only-win and stop-or-safari steps are held to this (a step may teach what a habit also
/// finds); a puzzle is held to [`check_puzzle_theme`].
pub fn check_theme(theme: Theme, pos: &Position, first: &Move, nodes: u64) -> Result<(), ThemeViolation> {
    let successors = playable(theme, pos)?;
    if successors.len() < theme.min_moves() {
        return Err(ThemeViolation::TooFewMoves { legal: successors.len(), needed: theme.min_moves() });
    }
    match theme {
        Theme::BaoHamna => check_bao_hamna(pos, &successors, first),
        Theme::BiggestCapture => check_biggest_capture(pos, &successors, first),
        Theme::OnlyWin => check_only_win(pos, &successors, first, nodes),
        Theme::Takasia => check_takasia(&successors, first),
        Theme::Safari => check_safari(pos, &successors, first, nodes),
    }
}

/// Checks a puzzle's theme for `first` in `pos`: first the habit tests (cheap, from the rules
/// engine), then [`check_theme`] (its searches). The habit tests: at least [`MIN_MOVES`] legal
/// moves (a safari puzzle too); for `only-win` and `bao-hamna`, `first` is not among the moves
/// capturing most seeds at once ([`most_capturing_moves`]); for `biggest-capture`, not among
/// the moves whose first capture is largest ([`first_capture_habit`]).
pub fn check_puzzle_theme(theme: Theme, pos: &Position, first: &Move, nodes: u64) -> Result<(), ThemeViolation> {
    let successors = playable(theme, pos)?;
    if successors.len() < MIN_MOVES {
        return Err(ThemeViolation::TooFewMoves { legal: successors.len(), needed: MIN_MOVES });
    }
    successor_of(&successors, first)?;
    match theme {
        Theme::OnlyWin | Theme::BaoHamna => not_greedy(&successors, first)?,
        Theme::BiggestCapture => not_first_capture_habit(pos, &successors, first)?,
        Theme::Takasia | Theme::Safari => {}
    }
    check_theme(theme, pos, first, nodes)
}

/// The position's successors, when the theme exists in its game and the game is not over.
fn playable(theme: Theme, pos: &Position) -> Result<Vec<Successor>, ThemeViolation> {
    if !theme.exists_in(pos.variant()) {
        return Err(ThemeViolation::ThemeNotInGame { theme, variant: pos.variant() });
    }
    if Game::new(pos.clone()).is_over() {
        return Err(ThemeViolation::GameOver);
    }
    Ok(pos.successors())
}

/// The move that meets the theme's move in `pos` ([`check_theme`]), if there is one.
pub fn find_solution(theme: Theme, pos: &Position, nodes: u64) -> Option<Move> {
    let candidate = theme_candidate(theme, pos, nodes)?;
    check_theme(theme, pos, &candidate, nodes).ok().map(|()| candidate)
}

/// The move that makes `pos` a puzzle of the theme ([`check_puzzle_theme`]), if there is one
/// (the generator's test).
pub fn find_puzzle_solution(theme: Theme, pos: &Position, nodes: u64) -> Option<Move> {
    let candidate = theme_candidate(theme, pos, nodes)?;
    check_puzzle_theme(theme, pos, &candidate, nodes).ok().map(|()| candidate)
}

/// The one move that can meet the theme in `pos`, if any, before it is checked.
fn theme_candidate(theme: Theme, pos: &Position, nodes: u64) -> Option<Move> {
    match theme {
        Theme::BaoHamna => pos.successors().into_iter().find(|s| bao_hamna_escape(&s.position).is_none()).map(|s| s.mv),
        Theme::BiggestCapture => pos.successors().into_iter().max_by_key(|s| s.info.seeds_captured).map(|s| s.mv),
        Theme::OnlyWin => ai_adapter::best_move(pos, &[], nodes),
        Theme::Takasia => pos.successors().into_iter().find(|s| s.info.takasia_created.is_some()).map(|s| s.mv),
        Theme::Safari => safari_solution(pos, &pos.successors(), nodes),
    }
}

/// How the move ends the game at once with a win for its mover, by the engine's end checks
/// (RULES.md settled 11); `None` when the game goes on or ends otherwise.
pub(crate) fn wins_at_once(pos: &Position, mv: &Move) -> Option<EndReason> {
    let mut game = Game::new(pos.clone());
    game.play(mv).ok()?;
    match game.result() {
        Some((Outcome::Win(side), reason)) if side == pos.to_move() => Some(reason),
        _ => None,
    }
}

/// The habit "take the most seeds": the legal moves capturing most seeds at once (the
/// engine's count of the whole move, every lap: `MoveInfo::seeds_captured`) and that number;
/// `(0, [])` when no move captures. The same habit `bao puzzles --check` measures
/// (`greed::greedy_moves`), read from the successors.
pub fn most_capturing_moves(successors: &[Successor]) -> (u8, Vec<Move>) {
    let most = successors.iter().map(|s| s.info.seeds_captured).max().unwrap_or(0);
    if most == 0 {
        return (0, Vec::new());
    }
    (most, successors.iter().filter(|s| s.info.seeds_captured == most).map(|s| s.mv).collect())
}

/// The seeds the first capture of `mv` takes (the facing hole its first capturing lap
/// empties, from the engine's events); 0 for a move that captures nothing or is illegal.
pub fn first_capture(pos: &Position, mv: &Move) -> u8 {
    let Ok(played) = pos.play(mv) else { return 0 };
    played.events.iter().find_map(|event| if let Event::Capture { count, .. } = event { Some(*count) } else { None }).unwrap_or(0)
}

/// The habit "take the biggest hole you can reach": the legal moves whose first capture
/// ([`first_capture`]) takes the most seeds, and that number; `(0, [])` when no move
/// captures. Later captures of the move are not looked at.
pub fn first_capture_habit(pos: &Position, successors: &[Successor]) -> (u8, Vec<Move>) {
    let firsts: Vec<(Move, u8)> = successors.iter().map(|s| (s.mv, first_capture(pos, &s.mv))).collect();
    let largest = firsts.iter().map(|&(_, seeds)| seeds).max().unwrap_or(0);
    if largest == 0 {
        return (0, Vec::new());
    }
    (largest, firsts.into_iter().filter(|&(_, seeds)| seeds == largest).map(|(mv, _)| mv).collect())
}

/// The solution is not among the moves capturing most seeds at once.
fn not_greedy(successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let (most, greedy) = most_capturing_moves(successors);
    if greedy.contains(first) {
        return Err(ThemeViolation::GreedSolves { most, greedy: greedy.iter().map(Move::to_string).collect() });
    }
    Ok(())
}

/// The line of a `bao-hamna` puzzle: the learner's move `first`, the opponent's reply that
/// leaves the learner fewest Bao hamna moves (the first in notation among equals), and the
/// first of those Bao hamna moves in notation.
pub(super) fn bao_hamna_line(pos: &Position, first: Move) -> Vec<Move> {
    let Ok(after) = pos.play(&first) else { return vec![first] };
    let hamna_moves = |reply: &Successor| {
        let mut moves: Vec<Move> = reply.position.successors().into_iter().filter(|s| s.info.bao_hamna).map(|s| s.mv).collect();
        moves.sort_by_key(Move::to_string);
        moves
    };
    let replies = after.position.successors();
    let Some(reply) = replies.iter().min_by_key(|reply| (hamna_moves(reply).len(), reply.mv.to_string())) else { return vec![first] };
    match hamna_moves(reply).first() {
        Some(&finish) => vec![first, reply.mv, finish],
        None => vec![first],
    }
}

fn check_bao_hamna(pos: &Position, successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let solution = successor_of(successors, first)?;
    if let Some(winner) = successors.iter().find(|s| wins_at_once(pos, &s.mv).is_some()) {
        return Err(ThemeViolation::WinsAtOnce { mv: winner.mv.to_string() });
    }
    if let Some(reply) = bao_hamna_escape(&solution.position) {
        return Err(ThemeViolation::BaoHamnaEscape { reply: reply.to_string() });
    }
    if let Some(other) = successors.iter().find(|s| s.mv != *first && bao_hamna_escape(&s.position).is_none()) {
        return Err(ThemeViolation::OtherMoveForcesBaoHamna { mv: other.mv.to_string() });
    }
    Ok(())
}

fn check_biggest_capture(pos: &Position, successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let solution = successor_of(successors, first)?.info.seeds_captured;
    if let Some(other) = successors.iter().filter(|s| s.mv != *first).max_by_key(|s| s.info.seeds_captured) {
        if other.info.seeds_captured + CAPTURE_MARGIN > solution {
            return Err(ThemeViolation::NotBiggestCapture { solution, other: other.mv.to_string(), other_seeds: other.info.seeds_captured });
        }
    }
    if wins_at_once(pos, first).is_some() {
        return Err(ThemeViolation::CaptureWinsAtOnce);
    }
    Ok(())
}

/// The solution is not among the moves whose first capture is largest.
fn not_first_capture_habit(pos: &Position, successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let (largest, habit) = first_capture_habit(pos, successors);
    if habit.contains(first) {
        return Err(ThemeViolation::FirstCaptureHabitSolves { first_capture: largest });
    }
    Ok(())
}

fn check_only_win(pos: &Position, successors: &[Successor], first: &Move, nodes: u64) -> Result<(), ThemeViolation> {
    successor_of(successors, first)?;
    if ai_adapter::move_verdict(pos, first, nodes) != Standing::Won {
        return Err(ThemeViolation::SolutionNotProvenWon);
    }
    for other in successors.iter().filter(|s| s.mv != *first) {
        if ai_adapter::move_verdict(pos, &other.mv, nodes) != Standing::Lost {
            return Err(ThemeViolation::OtherMoveNotProvenLost { mv: other.mv.to_string() });
        }
    }
    Ok(())
}

fn check_takasia(successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let marking: Vec<&Successor> = successors.iter().filter(|s| s.info.takasia_created.is_some()).collect();
    if marking.len() != 1 {
        return Err(ThemeViolation::MarkingTakatas { count: marking.len() });
    }
    let marker = marking[0];
    if marker.mv != *first {
        return Err(ThemeViolation::SolutionMakesNoTakasia);
    }
    // The engine's own move generation, with the mark and without it (the same position
    // otherwise, the opponent to move): the mark matters when his legal moves differ.
    let marked = &marker.position;
    let unmarked = marked.with_side_to_move(marked.to_move());
    if marked.legal_moves() == unmarked.legal_moves() {
        let hole = marker.info.takasia_created.map_or_else(String::new, |hole| hole.name());
        return Err(ThemeViolation::MarkChangesNothing { hole });
    }
    Ok(())
}

/// The pairs (stop, safari) of moves that reach the choice at the nyumba: the safari move is
/// the one written with `+`, and its stop is the same move without it.
fn safari_pairs(successors: &[Successor]) -> Vec<(&Successor, &Successor)> {
    let stop_of = |safari: &Successor| {
        let Move::Sow(sow) = safari.mv else { return None };
        let stop = Move::Sow(crate::engine::SowMove { safari: false, ..sow });
        successors.iter().find(|s| s.mv == stop)
    };
    successors.iter().filter(|s| matches!(s.mv, Move::Sow(sow) if sow.safari)).filter_map(|safari| stop_of(safari).map(|stop| (stop, safari))).collect()
}

fn check_safari(pos: &Position, successors: &[Successor], first: &Move, nodes: u64) -> Result<(), ThemeViolation> {
    let pairs = safari_pairs(successors);
    if pairs.len() != 1 {
        return Err(ThemeViolation::SafariChoices { count: pairs.len() });
    }
    let (stop, safari) = pairs[0];
    let other = if stop.mv == *first {
        safari
    } else if safari.mv == *first {
        stop
    } else {
        return Err(ThemeViolation::SolutionNotAtChoice);
    };
    let score = |mv: &Move| ai_adapter::move_score(pos, mv, nodes).unwrap_or(i32::MIN / 2);
    let (solution, other) = (score(first), score(&other.mv));
    if solution < other + SAFARI_MARGIN {
        return Err(ThemeViolation::SafariNotClear { solution, other });
    }
    Ok(())
}

/// The better of stop and safari at the position's first choice, by a search of `nodes`.
fn safari_solution(pos: &Position, successors: &[Successor], nodes: u64) -> Option<Move> {
    let pairs = safari_pairs(successors);
    let (stop, safari) = pairs.first()?;
    let score = |mv: &Move| ai_adapter::move_score(pos, mv, nodes).unwrap_or(i32::MIN / 2);
    Some(if score(&stop.mv) >= score(&safari.mv) { stop.mv } else { safari.mv })
}

fn successor_of<'s>(successors: &'s [Successor], mv: &Move) -> Result<&'s Successor, ThemeViolation> {
    successors.iter().find(|s| s.mv == *mv).ok_or(ThemeViolation::IllegalLine { index: 0, mv: mv.to_string() })
}
