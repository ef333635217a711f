//! The page of each [`Page`] other than playing: the learning path, drills, puzzles, analysis,
//! the board editor and the review, each page's components in its own folder
//! (`ui/pages/<page>/`, its logic and view model in `app/pages/<page>/`), where its state
//! implements [`PageView`]: its page and its entry in the navigation. This module only picks
//! the page on screen, from the pages' table (`app::pages::with_pages!`); the game's page is
//! the frame's own board.

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod practice;
pub mod review;

use yew::prelude::*;

use crate::app::pages::with_pages;
use crate::app::state::{Action, AppState, Page, PageState};

/// What the frame draws of a page, implemented in the page's folder by the page's state.
pub trait PageView {
    /// `page` (one of the pages holding this state) on screen: its component, given the view
    /// model made here from the app's state.
    fn page(&self, page: Page, app: &AppState, on_action: &Callback<Action>) -> Html;
    /// `page`'s entry in the top navigation (a button that opens it).
    fn nav(page: Page, app: &AppState, on_action: &Callback<Action>) -> Html;
    /// At start-up, before the first render: what the browser keeps of the page, restored
    /// (none, unless the page keeps something of its own beyond the learner's progress).
    fn restore(app: AppState) -> AppState {
        app
    }
}

/// A navigation entry: the button `id` saying `label`, dispatching `action`.
pub fn nav_button(id: &'static str, label: &'static str, action: Action, on_action: &Callback<Action>) -> Html {
    html! { <button {id} onclick={super::toolbar::on_click(on_action, action)}>{ label }</button> }
}

/// Makes [`page_of`], [`restore_pages`] and [`use_page_effects`] from the pages' table.
macro_rules! page_of {
    (
        $(#[$plain_doc:meta])* $plain:ident;
        $($(#[$doc:meta])* $name:ident($module:ident): $state:ty => [$($(#[$page_doc:meta])* $page:ident)|+],)+
    ) => {
        /// The page on screen, or `None` for the game's own page (board, side panel).
        pub fn page_of(app: &AppState, on_action: &Callback<Action>) -> Option<Html> {
            match app.pages.shown() {
                PageState::$plain => None,
                $($(PageState::$page(state) => Some(<$state as PageView>::page(state, Page::$page, app, on_action)),)+)+
            }
        }

        /// Every page's stored state restored at start-up ([`PageView::restore`]).
        pub fn restore_pages(app: AppState) -> AppState {
            $(let app = <$state as PageView>::restore(app);)+
            app
        }

        /// Every page's effects (`ui/pages/<folder>/`'s `use_effects`), run whichever page is
        /// on screen: a page parked still saves what it keeps and answers its searches.
        #[hook]
        pub fn use_page_effects(app: &AppState, dispatch: UseReducerDispatcher<AppState>) {
            $($module::use_effects(app, dispatch.clone());)+
        }
    };
}

with_pages!(page_of);
