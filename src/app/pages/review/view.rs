//! What the review's board shows, computed once from the state: the position after the
//! chosen ply (or the frame of its move played again), the trail of that move, the lap bar
//! and the timer that paces it, and why a hole was refused while learning from the mistakes.

use super::judge::{PlyCost, PlyVerdict};
use super::state::{review_viewer, ReviewedPly};
use crate::ai::SEED;
use crate::app::board::TimerModel;
use crate::app::decimal::tenths;
use crate::app::explain::{LapIndex, Trail};
use crate::app::i18n::{self, t, tf, Lang, ReviewText};
use crate::app::laps::{self, LapBarModel};
use crate::app::state::AppState;
use crate::app::view::{self, BoardConfig, BoardModel, Movable};

/// The review's board, as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewBoardView {
    pub board: BoardModel,
    pub lap_bar: LapBarModel,
    pub timer: TimerModel,
    /// A refused hole and why, in words, as every board says it ([`view::refusal_words`]).
    pub refused: Option<String>,
    /// The board takes a move now (the try at a marked position).
    pub takes_move: bool,
}

/// The review's board, once a game is reviewed.
pub fn board_view(state: &AppState) -> Option<ReviewBoardView> {
    let review = &state.pages.review;
    let game = review.game.as_ref()?;
    let cursor = review.cursor.min(review.total());
    let position = game.position_at(cursor);
    let lang = state.lang();
    // The move into the position, unless a refutation line from it is on the board.
    let into = cursor.checked_sub(1).filter(|_| review.showing.is_none()).and_then(|last| {
        let before = game.position_at(last);
        let events = before.play(&game.plies()[last].mv).ok()?.events;
        Some((Trail::of(before, &events), LapIndex::of(before, &events)))
    });
    let takes_move = review.learning.as_ref().is_some_and(|l| l.checking.is_none());
    let board = BoardModel::of(&BoardConfig {
        live: takes_move,
        movable: Movable::Moves,
        trail: into.as_ref().map(|(trail, _)| trail),
        coords: state.settings().coords,
        ..BoardConfig::new(lang, position, review_viewer(state.settings()), &review.board)
    });
    let lap_bar = laps::lap_bar_of(lang, review.board.anim.as_ref(), into.as_ref().map(|(_, laps)| (laps, false)), review.board.lap_note);
    let refused = review.refused.map(|(hole, why)| view::refusal_words(lang, position.variant(), hole, why));
    Some(ReviewBoardView { board, lap_bar, timer: TimerModel::of(&review.board, state.settings()), refused, takes_move })
}

/// The label of a marked ply: blunder, mistake or slower win ([`PlyVerdict`]).
pub fn verdict_words(lang: Lang, verdict: PlyVerdict) -> &'static str {
    t(
        lang,
        match verdict {
            PlyVerdict::Blunder => ReviewText::Blunder,
            PlyVerdict::Mistake => ReviewText::Mistake,
            PlyVerdict::Inaccuracy => ReviewText::Inaccuracy,
        },
    )
}

/// What a marked ply's move cost against the better move, in words; for a slower win, that the
/// mover still wins ("still winning, but it costs 9.5 seeds against A2>").
pub fn cost_words(lang: Lang, ply: &ReviewedPly) -> String {
    let better = ply.best.0.to_string();
    let cost = match ply.cost() {
        Some(PlyCost::Seeds(hundredths)) => tf(lang, ReviewText::CostSeeds, &[&tenths(f64::from(hundredths) / f64::from(SEED)), &better]),
        Some(PlyCost::ProvenWin { plies }) => tf(lang, ReviewText::CostProven, &[&plies.to_string(), &better]),
        Some(PlyCost::LongerWin { plies }) => tf(lang, ReviewText::CostLonger, &[&plies.to_string(), &better]),
        Some(PlyCost::ProvenLoss { plies }) => tf(lang, ReviewText::CostLost, &[i18n::side_word(lang, ply.mover.opponent()), &plies.to_string(), &better]),
        None => return String::new(),
    };
    if ply.judgement() == Some(PlyVerdict::Inaccuracy) {
        tf(lang, ReviewText::StillWinning, &[&cost])
    } else {
        cost
    }
}

/// Why a marked ply's move was worse: the opponent's best answer line after it (the review's
/// search) and what it cost; `None` when the move has no line.
pub fn refutation_words(lang: Lang, ply: &ReviewedPly) -> Option<String> {
    let (played, answers) = ply.refutation.split_first()?;
    if answers.is_empty() {
        return None;
    }
    let line: Vec<String> = answers.iter().map(|mv| mv.to_string()).collect();
    let opponent = i18n::side_word(lang, ply.mover.opponent());
    Some(tf(lang, ReviewText::Refutation, &[&played.to_string(), opponent, &line.join(" "), &cost_words(lang, ply)]))
}
