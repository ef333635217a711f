//! The page of each [`Page`] other than playing: the learning path, drills, puzzles, analysis,
//! the board editor and the review. Each page's components live in their own module (moving
//! to `ui/pages/<page>/`, as [`analysis`] has: it draws the view model `app::pages` makes);
//! this one only picks the page. The game's page is the frame's own board.

pub mod analysis;

use yew::prelude::*;

use crate::app::state::{Action, AppState, Page};

/// The page on screen, or `None` for the game's own page (board, side panel).
pub fn page_of(state: &AppState, on_action: &Callback<Action>) -> Option<Html> {
    let lang = state.lang();
    match state.page {
        Page::Play => None,
        Page::Learn => Some(super::learn::learn_page(lang, &state.learn.progress, crate::app::pages::learn::step_view(state).as_ref(), on_action)),
        Page::Drill => Some(super::practice::drill_page(state, on_action)),
        Page::Puzzles => Some(super::practice::puzzle_page(state, on_action)),
        Page::Analysis => Some(analysis::analysis_page(lang, &crate::app::pages::analysis::analysis_view(state), on_action)),
        Page::Editor => Some(html! { <super::editor::EditorPage {lang} editor={state.editor.clone()} on_action={on_action.clone()} /> }),
        Page::Review => Some(html! { <super::review::ReviewPage {lang} review={state.review.clone()} on_action={on_action.clone()} /> }),
    }
}
