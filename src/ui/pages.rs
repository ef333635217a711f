//! The page of each [`Page`] other than playing: the learning path, drills, puzzles, analysis,
//! the board editor and the review, each page's components in its own folder
//! (`ui/pages/<page>/`, its logic and view model in `app/pages/<page>/` or its state slice);
//! this one only picks the page. The game's page is the frame's own board.

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod practice;
pub mod review;

use yew::prelude::*;

use crate::app::state::{Action, AppState, PageState};

/// The page on screen, or `None` for the game's own page (board, side panel).
pub fn page_of(state: &AppState, on_action: &Callback<Action>) -> Option<Html> {
    let lang = state.lang();
    match state.pages.shown() {
        PageState::Play => None,
        PageState::Learn(_) => Some(learn::learn_page(lang, &state.progress, crate::app::pages::learn::step_view(state).as_ref(), on_action)),
        PageState::Drill(_) => Some(practice::drill_page(&crate::app::pages::practice::view::drill_page(state), on_action)),
        PageState::Puzzles(_) => Some(practice::puzzle_page(&crate::app::pages::practice::view::puzzle_page(state), on_action)),
        PageState::Analysis(_) => Some(analysis::analysis_page(lang, &crate::app::pages::analysis::analysis_view(state), on_action)),
        PageState::Editor(editor) => Some(html! { <editor::EditorPage {lang} editor={editor.clone()} on_action={on_action.clone()} /> }),
        PageState::Review(review) => Some(
            html! { <review::ReviewPage {lang} review={review.clone()} board={crate::app::pages::review::view::board_view(state)} on_action={on_action.clone()} /> },
        ),
    }
}
