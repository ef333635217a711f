//! The page of each [`Mode`] other than playing: the learning path, drills, puzzles, analysis,
//! the board editor and the review. Each mode's components live in their own module; this one
//! only picks the page. A mode without a page of its own shows the game.

use yew::prelude::*;

use crate::app::state::{Action, AppState, Page};

/// The page of the state's mode, or `None` for the game's own page (board, side panel).
pub fn mode_page(state: &AppState, on_action: &Callback<Action>) -> Option<Html> {
    let lang = state.lang();
    match state.page {
        Page::Play => None,
        Page::Learn => Some(super::learn::learn_page(state, on_action)),
        Page::Drill => Some(super::practice::drill_page(state, on_action)),
        Page::Puzzles => Some(super::practice::puzzle_page(state, on_action)),
        Page::Analysis => Some(super::analysis::analysis_page(state, on_action)),
        Page::Editor => Some(html! { <super::editor::EditorPage {lang} editor={state.editor.clone()} on_action={on_action.clone()} /> }),
        Page::Review => Some(html! { <super::review::ReviewPage {lang} review={state.review.clone()} on_action={on_action.clone()} /> }),
    }
}
