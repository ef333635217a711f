//! What the review's board shows, computed once from the state: the position after the
//! chosen ply (or the frame of its move played again), the trail of that move, the lap bar
//! and the timer that paces it, and why a hole was refused while learning from the mistakes.

use super::state::review_viewer;
use crate::app::board::TimerModel;
use crate::app::explain::{LapIndex, Trail};
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
    let into = cursor.checked_sub(1).and_then(|last| {
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
