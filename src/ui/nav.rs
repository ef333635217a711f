//! The top navigation: one entry per page, in [`Page`]'s order — Play, Learn (with the
//! learner's progress), the practice pages (drills, puzzles), Analyse, the board editor and
//! Review — the current one marked. Each page's entry is its own (`ui/pages/<page>/`'s
//! `nav_entry`); it dispatches what opens its page.

use yew::prelude::*;

use crate::app::i18n::{t, SettingText};
use crate::app::state::{Action, AppState, Page, PageAction};

use super::pages::{self, nav_button};

/// One entry of the navigation: `aria-current` on the page shown.
fn entry(current: bool, item: Html) -> Html {
    html! { <li class={classes!(current.then_some("current"))} aria-current={current.then_some("page")}>{ item }</li> }
}

/// `page`'s entry in the navigation.
fn nav_entry(page: Page, app: &AppState, on_action: &Callback<Action>) -> Html {
    match page {
        Page::Game => nav_button("btn-play", t(app.lang(), SettingText::NavPlay), PageAction::Open(Page::Game).into(), on_action),
        Page::Learn => pages::learn::nav_entry(app, on_action),
        Page::Drill | Page::Puzzles => pages::practice::nav_entry(page, app, on_action),
        Page::Analysis => pages::analysis::nav_entry(app, on_action),
        Page::Editor => pages::editor::nav_entry(app, on_action),
        Page::Review => pages::review::nav_entry(app, on_action),
    }
}

/// The navigation in the app's language with the page on screen marked.
pub fn page_nav(app: &AppState, on_action: &Callback<Action>) -> Html {
    let shown = app.page();
    let entries = Page::ALL.map(|page| entry(shown == page, nav_entry(page, app, on_action)));
    html! {
        <nav class="pages" aria-label={t(app.lang(), SettingText::NavPages)}>
            <ul>{ for entries }</ul>
        </nav>
    }
}
