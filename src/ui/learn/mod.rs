//! The learning path's components: the first visit's welcome, the toolbar's Learn button with
//! the learner's progress, the Learn page (the stages with their steps, stars and locks) and
//! the step runner (goal, board, feedback, hints), plus the slice's browser effects (its
//! animation timer and saving `bao.learn`). What they show comes from `app::pages::learn::words`.

use yew::prelude::*;

use crate::app::i18n::{t, Lang, LearnText};
use crate::app::pages::learn::words;
use crate::app::save::{self, Store};
use crate::app::state::{Action, AnimAction, AppState, BoardAction, LearnAction, Page, PageAction};

use super::browser;

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

#[derive(Properties, PartialEq)]
pub struct WelcomeProps {
    pub lang: Lang,
    pub on_action: Callback<Action>,
}

/// The first visit: "Learn to play" next to "Play" (the new-game dialog).
#[function_component]
pub fn Welcome(props: &WelcomeProps) -> Html {
    let lang = props.lang;
    let first = use_node_ref();
    {
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(button) = first.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    html! {
        <section id="welcome" class="welcome" aria-labelledby="welcome-title">
            <h2 id="welcome-title">{ t(lang, LearnText::WelcomeTitle) }</h2>
            <p>{ t(lang, LearnText::WelcomeText) }</p>
            <p class="welcome-choices">
                <button id="welcome-learn" class="primary" ref={first} onclick={props.on_action.reform(|_| LearnAction::Welcome { learn: true }.into())}>
                    { t(lang, LearnText::LearnToPlay) }</button>
                <button id="welcome-play" onclick={props.on_action.reform(|_| LearnAction::Welcome { learn: false }.into())}>{ t(lang, LearnText::PlayNow) }</button>
            </p>
        </section>
    }
}

/// The learn slice's effects: the step board's animation timer, saving the progress under its
/// own key whenever it changes (a migrated progress at once), and the play-out checks' search.
#[hook]
pub fn use_learn_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    crate::ui::hooks::use_learn_proof(state, dispatch.clone());
    let board = state.learn().run.as_ref().map(|run| &run.board);
    let settings = state.settings();
    let tick = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.dispatch(LearnAction::Board(BoardAction::Lap(AnimAction::Tick)).into()))
    };
    crate::ui::hooks::use_board_timer(board.and_then(|b| b.anim.as_ref()), board.is_some_and(|b| b.safari.is_some()), settings.speed, settings.sound, tick);
    let reopen = crate::app::pages::learn::state::Reopen::of(state.learn(), state.page());
    use_effect_with(reopen, |reopen| browser::write(crate::app::pages::learn::state::Reopen::KEY, &save::store::write(reopen)));
    let progress = state.progress.clone();
    use_effect_with(state.progress_revision, move |revision| {
        if *revision > 0 {
            browser::write(crate::app::learn::progress::Progress::KEY, &save::store::write(&*progress));
        }
    });
}

/// Back to the game being played (it was never touched).
pub fn back_to_game(lang: Lang, on_action: &Callback<Action>) -> Html {
    html! { <button id="learn-to-game" onclick={on_action.reform(|_| PageAction::Open(Page::Play).into())}>{ t(lang, LearnText::BackToGame) }</button> }
}

/// The links to the drills and puzzles pages (their own modes).
pub fn practice_links(lang: Lang, on_action: &Callback<Action>) -> Html {
    html! {
        <nav class="learn-practice" aria-label={t(lang, LearnText::MorePractice)}>
            <h3>{ t(lang, LearnText::MorePractice) }</h3>
            <button id="learn-drills" onclick={on_action.reform(|_| PageAction::Open(Page::Drill).into())}>{ t(lang, LearnText::Drills) }</button>
            <button id="learn-puzzles" onclick={on_action.reform(|_| PageAction::Open(Page::Puzzles).into())}>{ t(lang, LearnText::Puzzles) }</button>
        </nav>
    }
}
