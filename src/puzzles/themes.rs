//! The themes, each defined exactly, and the checks that re-verify them.
//!
//! The one-move themes (`bao-hamna`, `biggest-capture`, `takasia`, `safari`) are decided by
//! the rules engine alone, from the legal moves and what each does; `only-win` needs searches
//! (through `ai_adapter`) at the puzzle's node budget.

use std::fmt;

use crate::engine::{BawoSetup, EndReason, Game, Move, Outcome, Position, Rules, Side, Successor, Variant};
use crate::listed_enum;

use super::ai_adapter;
use crate::ai::Standing;

listed_enum! {
    /// A puzzle's theme: what the learner is asked to find. [`Theme::ALL`] is in the order the
    /// generator fills them (rarest first); the names are the JSON's and the command line's.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Theme {
        /// A search of the puzzle's `nodes` proves the solution wins and proves every other
        /// legal move lost (one search per move, of the position it leads to).
        OnlyWin => "only-win",
        /// Exactly one legal takata marks a hole (takasia).
        Takasia => "takasia",
        /// Stop or safari: the position has one stop-or-safari choice at the nyumba, and a
        /// search of the puzzle's `nodes` scores the solution (stop or safari) at least
        /// [`SAFARI_MARGIN`] above the other (a safari never captures less than stopping, so
        /// "capture more" would always answer safari).
        Safari => "safari",
        /// Exactly one legal move wins at once by any end rule, and it wins by Bao hamna.
        BaoHamna => "bao-hamna",
        /// The solution's first move takes at least [`CAPTURE_MARGIN`] more of the opponent's
        /// seeds than every other legal move, and does not end the game at once (that is
        /// `only-win` or `bao-hamna`).
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
/// Fewest legal moves of a `safari` puzzle: the choice itself is two moves (`A3>`, `A3>+`).
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
    /// `bao-hamna`: not exactly one legal move wins at once.
    WinningMoves { count: usize },
    /// `bao-hamna`: the solution is not the move that wins at once.
    SolutionDoesNotWinAtOnce,
    /// `bao-hamna`: the only winning move wins by another end rule.
    NotBaoHamna { reason: EndReason },
    /// `biggest-capture`: another move captures within [`CAPTURE_MARGIN`] of the solution.
    NotBiggestCapture { solution: u8, other: String, other_seeds: u8 },
    /// `biggest-capture`: the solution wins the game at once.
    CaptureWinsAtOnce,
    /// `only-win`: the search does not prove the solution wins.
    SolutionNotProvenWon,
    /// `only-win`: the search does not prove this other move lost.
    OtherMoveNotProvenLost { mv: String },
    /// `takasia`: not exactly one legal takata creates a mark.
    MarkingTakatas { count: usize },
    /// `takasia`: the solution is not the takata that creates the mark.
    SolutionMakesNoTakasia,
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

/// Checks the theme's definition for `first` (the learner's move) in `pos`.
pub fn check_theme(theme: Theme, pos: &Position, first: &Move, nodes: u64) -> Result<(), ThemeViolation> {
    if !theme.exists_in(pos.variant()) {
        return Err(ThemeViolation::ThemeNotInGame { theme, variant: pos.variant() });
    }
    if Game::new(pos.clone()).is_over() {
        return Err(ThemeViolation::GameOver);
    }
    let successors = pos.successors();
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

/// The move that meets the theme in `pos`, if the theme holds there (the generator's test).
pub fn find_solution(theme: Theme, pos: &Position, nodes: u64) -> Option<Move> {
    let candidate = match theme {
        Theme::BaoHamna => {
            let mut winners = pos.successors().into_iter().filter(|s| wins_at_once(pos, &s.mv).is_some());
            winners.next().map(|s| s.mv)
        }
        Theme::BiggestCapture => pos.successors().into_iter().max_by_key(|s| s.info.seeds_captured).map(|s| s.mv),
        Theme::OnlyWin => ai_adapter::best_move(pos, &[], nodes),
        Theme::Takasia => pos.successors().into_iter().find(|s| s.info.takasia_created.is_some()).map(|s| s.mv),
        Theme::Safari => safari_solution(pos, &pos.successors(), nodes),
    }?;
    check_theme(theme, pos, &candidate, nodes).ok().map(|()| candidate)
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

fn check_bao_hamna(pos: &Position, successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let winners: Vec<(&Move, EndReason)> = successors.iter().filter_map(|s| wins_at_once(pos, &s.mv).map(|r| (&s.mv, r))).collect();
    if winners.len() != 1 {
        return Err(ThemeViolation::WinningMoves { count: winners.len() });
    }
    let (winner, reason) = winners[0];
    if winner != first {
        return Err(ThemeViolation::SolutionDoesNotWinAtOnce);
    }
    if reason != EndReason::BaoHamna {
        return Err(ThemeViolation::NotBaoHamna { reason });
    }
    Ok(())
}

fn check_biggest_capture(pos: &Position, successors: &[Successor], first: &Move) -> Result<(), ThemeViolation> {
    let solution = successor_of(successors, first)?.info.seeds_captured;
    match successors.iter().filter(|s| s.mv != *first).max_by_key(|s| s.info.seeds_captured) {
        Some(other) if other.info.seeds_captured + CAPTURE_MARGIN > solution => {
            Err(ThemeViolation::NotBiggestCapture { solution, other: other.mv.to_string(), other_seeds: other.info.seeds_captured })
        }
        _ if wins_at_once(pos, first).is_some() => Err(ThemeViolation::CaptureWinsAtOnce),
        _ => Ok(()),
    }
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
    if marking[0].mv != *first {
        return Err(ThemeViolation::SolutionMakesNoTakasia);
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
