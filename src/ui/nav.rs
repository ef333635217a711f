//! The top navigation: one entry per page, in the pages' table's order (`app::pages::with_pages!`)
//! — Play, Learn (with the learner's progress), the practice pages (drills, puzzles), Analyse,
//! the board editor and Review — the current one marked. Each page's entry is its own
//! ([`PageView::nav`]); it dispatches what opens its page.

use yew::prelude::*;

use crate::app::i18n::{t, SettingText};
use crate::app::pages::with_pages;
use crate::app::state::{Action, AppState, Page, PageAction};

use super::pages::{nav_button, PageView};

/// One entry of the navigation: `aria-current` on the page shown.
fn entry(current: bool, item: Html) -> Html {
    html! { <li class={classes!(current.then_some("current"))} aria-current={current.then_some("page")}>{ item }</li> }
}

/// Makes [`page_nav`] from the pages' table.
macro_rules! page_nav {
    (
        $(#[$plain_doc:meta])* $plain:ident;
        $($(#[$doc:meta])* $name:ident($module:ident): $state:ty => [$($(#[$page_doc:meta])* $page:ident)|+],)+
    ) => {
        /// The navigation in the app's language with the page on screen marked.
        pub fn page_nav(app: &AppState, on_action: &Callback<Action>) -> Html {
            let (lang, shown) = (app.lang(), app.page());
            let play = nav_button("btn-play", t(lang, SettingText::NavPlay), PageAction::Open(Page::$plain).into(), on_action);
            let entries = [
                entry(shown == Page::$plain, play),
                $($(entry(shown == Page::$page, <$state as PageView>::nav(Page::$page, app, on_action)),)+)+
            ];
            html! {
                <nav class="pages" aria-label={t(lang, SettingText::NavPages)}>
                    <ul>{ for entries }</ul>
                </nav>
            }
        }
    };
}

with_pages!(page_nav);
