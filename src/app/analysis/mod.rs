//! The analysis board's logic, free of the DOM: the variation tree ([`VariationTree`]), what
//! the engine reports ([`Report`]) and how it is said ([`verdict_words`]), the Bao la
//! Kujifunza proof's word on a position ([`proof_verdict`]), the search request, the
//! "assisted" mark of a game and the stored analysis ([`StoredAnalysis`]).

mod tree;

#[cfg(test)]
mod tests;

use std::cell::OnceCell;

use serde::{Deserialize, Serialize};

use crate::ai::protocol::SearchRequest;
use crate::ai::prove::{proof_status, CompactProof, ProvenResult};
use crate::ai::{Level, Line, Verdict, SEED};
use crate::engine::{Game, Position, Side, Variant};

use super::decimal::tenths;
use super::i18n::{side_word, t, tf, AnalysisText, Lang};
use super::save::Store;

pub use tree::{StoredNode, StoredTree, TreeError, TreeMove, TreeRow, VariationTree};

/// How many best moves the analysis shows (one multi-PV search).
pub const LINES: usize = 3;
/// The time the engine searches a position at first, in milliseconds.
pub const DEFAULT_LIMIT_MS: u32 = 5_000;
/// What "+5 s" / "go on" adds to the time limit.
pub const MORE_TIME_MS: u32 = 5_000;
/// The record header that marks a game analysed while it was played against the computer.
pub const ASSISTED_HEADER: &str = "Assisted";

/// What the engine has found so far in the analysed position.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The search reporting; a report for another search is stale.
    pub search: u64,
    /// The deepest finished iteration.
    pub depth: u32,
    /// The position's verdict (the best line's), from South's side.
    pub verdict: Verdict,
    /// The best moves, best first.
    pub lines: Vec<Line>,
    /// The search has ended (time limit, proven result, or no legal move).
    pub done: bool,
}

/// The analysis search of a game's position: the top level, [`LINES`] lines, a forced move
/// searched too, until the page stops it: the page keeps the time limit
/// (`AnalysisState::limit_ms`), so "+5 s" extends the search that runs instead of starting
/// another. The worker answers `Done` only when the search ends by itself (a proven result).
pub fn request(game: &Game) -> SearchRequest {
    let plies = game.plies().len();
    SearchRequest {
        position: game.position().clone(),
        history: game.keys_before(plies),
        level: Level::Top,
        seed: 0,
        nodes: None,
        millis: None,
        lines: Some(LINES),
        search_forced: true,
        until_cancelled: true,
    }
}

/// What a result rests on: the search's evaluation, its proof, or the shipped proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    Eval,
    Proven,
    Proof,
}

impl Basis {
    /// Its words ("evaluation", "proven by the search", "exact").
    pub fn words(self, lang: Lang) -> &'static str {
        t(
            lang,
            match self {
                Basis::Eval => AnalysisText::KindEval,
                Basis::Proven => AnalysisText::KindProven,
                Basis::Proof => AnalysisText::KindProof,
            },
        )
    }
}

thread_local! {
    /// The shipped proof, decoded on first use.
    static PROOF: OnceCell<CompactProof> = const { OnceCell::new() };
}

/// The Bao la Kujifunza proof's word on `pos`: South has won it (whoever is to move) when it
/// is a position of the proof. `None` for other games and positions off the proof.
pub fn proof_verdict(pos: &Position) -> Option<ProvenResult> {
    if pos.variant() != Variant::Kujifunza {
        return None;
    }
    PROOF.with(|proof| proof_status(proof.get_or_init(CompactProof::kujifunza), pos))
}

/// A score in seeds, one decimal, signed from South's side (`+2.4`, `−0.5`, `0.0`).
pub fn seeds(score: i32) -> String {
    let value = f64::from(score) / f64::from(SEED);
    if value.abs() < 0.05 {
        "0.0".to_string()
    } else if value > 0.0 {
        format!("+{}", tenths(value))
    } else {
        format!("−{}", tenths(-value))
    }
}

/// A verdict in words: "South wins in 7 plies", "2.4 seeds for North", "Only one legal move".
pub fn verdict_words(lang: Lang, verdict: &Verdict) -> String {
    match *verdict {
        Verdict::Forced => t(lang, AnalysisText::Forced).to_string(),
        Verdict::Proven { winner, plies: 0 } => tf(lang, AnalysisText::ProvenOver, &[side_word(lang, winner)]),
        Verdict::Proven { winner, plies } => tf(lang, AnalysisText::ProvenWin, &[side_word(lang, winner), &plies.to_string()]),
        Verdict::Eval(score) if score.abs() < SEED / 20 => t(lang, AnalysisText::EvalEven).to_string(),
        Verdict::Eval(score) => {
            let side = if score > 0 { Side::South } else { Side::North };
            tf(lang, AnalysisText::EvalWords, &[&tenths(f64::from(score.abs()) / f64::from(SEED)), side_word(lang, side)])
        }
    }
}

/// What a verdict rests on.
pub fn verdict_basis(verdict: &Verdict) -> Basis {
    match verdict {
        Verdict::Proven { .. } => Basis::Proven,
        Verdict::Forced | Verdict::Eval(_) => Basis::Eval,
    }
}

/// The proof's words for a position of it, from the side to move: won (South) or lost (North).
pub fn proof_words(lang: Lang, pos: &Position, result: ProvenResult) -> String {
    let key = if pos.to_move() == result.winner { AnalysisText::ProofWon } else { AnalysisText::ProofLost };
    tf(lang, key, &[&result.plies.to_string()])
}

/// How far the bar stands to South's side, 0–100: 50 is even, a proven win fills it, and an
/// evaluation of ten seeds fills about three quarters.
pub fn bar_percent(verdict: &Verdict) -> f64 {
    match *verdict {
        Verdict::Forced => 50.0,
        Verdict::Proven { winner: Side::South, .. } => 100.0,
        Verdict::Proven { winner: Side::North, .. } => 0.0,
        Verdict::Eval(score) => 50.0 + 50.0 * (f64::from(score) / f64::from(10 * SEED)).tanh(),
    }
}

/// Whether a game's headers carry the "assisted" mark.
pub fn is_assisted(headers: &[(String, String)]) -> bool {
    headers.iter().any(|(k, _)| k == ASSISTED_HEADER)
}

/// Whether a record's text carries the "assisted" mark (for the game list).
pub fn record_is_assisted(record: &str) -> bool {
    record.split("\n\n").next().is_some_and(|head| head.lines().any(|line| line.split_once(':').is_some_and(|(k, _)| k.trim() == ASSISTED_HEADER)))
}

/// The analysis kept in localStorage: the tree with its variations, where the cursor was and
/// which game it belongs to (so opening the same game again brings its variations back).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredAnalysis {
    /// The game's id, when the analysis came from the game being played.
    #[serde(default)]
    pub game: Option<String>,
    pub tree: StoredTree,
    #[serde(default)]
    pub cursor: Vec<usize>,
    #[serde(default)]
    pub limit_ms: Option<u32>,
}

impl Store for StoredAnalysis {
    const KEY: &'static str = "bao.analysis";
    const SIDE_KEY: &'static str = "bao.analysis.broken";
    const FIELD: &'static str = "analysis";
    const VERSION: u32 = 1;
}
