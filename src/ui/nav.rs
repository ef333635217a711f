//! The top navigation: one entry per page — Play, Learn (with the learner's progress), the
//! practice pages (drills, puzzles), Analyse, the board editor and Review — the current one
//! marked. Each dispatches what opens its page.

use yew::prelude::*;

use crate::app::i18n::{t, AnalysisText, EditorText, Lang, PracticeText, ReviewText, SettingText};
use crate::app::state::{Action, AnalysisAction, Page, PageAction, ReviewAction};

use super::learn::{LearnButton, LearnSummary};
use super::toolbar::on_click;

/// One entry of the navigation: `aria-current` on the page shown.
fn entry(current: bool, item: Html) -> Html {
    html! { <li class={classes!(current.then_some("current"))} aria-current={current.then_some("page")}>{ item }</li> }
}

/// The navigation in `lang` with `mode`'s page marked; `learn` is the Learn entry's progress.
pub fn page_nav(lang: Lang, mode: Page, learn: LearnSummary, on_action: &Callback<Action>) -> Html {
    let button = |id: &'static str, label: &'static str, action: Action| html! { <button {id} onclick={on_click(on_action, action)}>{ label }</button> };
    html! {
        <nav class="pages" aria-label={t(lang, SettingText::NavPages)}>
            <ul>
                { entry(mode == Page::Play, button("btn-play", t(lang, SettingText::NavPlay), PageAction::Open(Page::Play).into())) }
                { entry(mode == Page::Learn, html! { <LearnButton {lang} summary={learn} on_action={on_action.clone()} /> }) }
                { entry(mode == Page::Drill, button("btn-drills", t(lang, PracticeText::BtnDrills), PageAction::Open(Page::Drill).into())) }
                { entry(mode == Page::Puzzles, button("btn-puzzles", t(lang, PracticeText::BtnPuzzles), PageAction::Open(Page::Puzzles).into())) }
                { entry(mode == Page::Analysis, button("btn-analyse", t(lang, AnalysisText::Analyse), AnalysisAction::OpenGame.into())) }
                { entry(mode == Page::Editor, button("btn-editor", t(lang, EditorText::Editor), PageAction::Open(Page::Editor).into())) }
                { entry(mode == Page::Review, button("btn-review", t(lang, ReviewText::Review), ReviewAction::ReviewCurrent.into())) }
            </ul>
        </nav>
    }
}
