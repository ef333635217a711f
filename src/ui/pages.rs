//! The page of each [`Page`] other than playing: the learning path, drills, puzzles, analysis,
//! the board editor and the review, each page's components in its own folder
//! (`ui/pages/<page>/`, its logic and view model in `app/pages/<page>/`), with its `page` (its
//! component from its view model), its `nav_entry` and its `use_effects`. This module picks
//! the page on screen; the game's page is the frame's own board (`ui::areas`).

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod practice;
pub mod review;

use yew::prelude::*;

use crate::app::state::{Action, AppState, Page};

/// A navigation entry: the button `id` saying `label`, dispatching `action`.
pub fn nav_button(id: &'static str, label: &'static str, action: Action, on_action: &Callback<Action>) -> Html {
    html! { <button {id} onclick={super::toolbar::on_click(on_action, action)}>{ label }</button> }
}

/// The page on screen, or `None` for the game's own page (board, side panel).
pub fn page_of(app: &AppState, on_action: &Callback<Action>) -> Option<Html> {
    match app.page() {
        Page::Game => None,
        Page::Learn => Some(learn::page(app, on_action)),
        page @ (Page::Drill | Page::Puzzles) => Some(practice::page(page, app, on_action)),
        Page::Analysis => Some(analysis::page(app, on_action)),
        Page::Editor => Some(editor::page(app, on_action)),
        Page::Review => Some(review::page(app, on_action)),
    }
}

/// What the pages keep in the browser beyond the learner's progress, restored at start-up
/// (the stored analysis, `bao.analysis`).
pub fn restore_pages(app: AppState) -> AppState {
    analysis::restore(app)
}

/// Every page's effects (`ui/pages/<page>/`'s `use_effects`), run whichever page is on
/// screen: a page not shown still saves what it keeps and answers its searches.
#[hook]
pub fn use_page_effects(app: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    learn::use_effects(app, dispatch.clone());
    practice::use_effects(app, dispatch.clone());
    analysis::use_effects(app, dispatch);
}
