//! The Learn page's entry in the navigation: "Learn" with the learner's progress.

use yew::prelude::*;

use crate::app::i18n::{t, Lang, LearnText};
use crate::app::pages::learn::words;
use crate::app::state::{Action, AppState, Page, PageAction};

/// What the Learn button shows: stages done and stars, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnSummary {
    pub done: usize,
    pub stars: u32,
    pub text: String,
}

/// The Learn button's summary of the state's progress.
pub fn learn_summary(state: &AppState) -> LearnSummary {
    let (done, _, stars, _) = state.progress.summary();
    LearnSummary { done, stars, text: words::progress_line(&state.progress, state.lang()) }
}

#[derive(Properties, PartialEq)]
pub struct LearnButtonProps {
    pub lang: Lang,
    pub summary: LearnSummary,
    pub on_action: Callback<Action>,
}

/// The toolbar's "Learn" with the learner's progress (stages done, stars).
#[function_component]
pub fn LearnButton(props: &LearnButtonProps) -> Html {
    let lang = props.lang;
    let label = format!("{} ({})", t(lang, LearnText::LearnButton), props.summary.text);
    html! {
        <button id="btn-learn" aria-label={label} data-stages={props.summary.done.to_string()} data-stars={props.summary.stars.to_string()}
            onclick={props.on_action.reform(|_| PageAction::Open(Page::Learn).into())}>
            { t(lang, LearnText::LearnButton) }
            <span class="learn-progress" aria-hidden="true">{ props.summary.text.clone() }</span>
        </button>
    }
}
