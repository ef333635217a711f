//! The Learn page: the way in (continue), every stage with its steps, stars and locks, and the
//! links to the practice pages; with a step open, the step runner.

use yew::prelude::*;

use crate::app::i18n::{t, tf, Lang, LearnText};
use crate::app::learn::progress::Progress;
use crate::app::learn::{LearnStage, STAGES};
use crate::app::pages::learn::state::{place_of, stage_unlocked, step_unlocked};
use crate::app::pages::learn::words::{self, stars_text};
use crate::app::pages::learn::StepView;
use crate::app::state::{Action, LearnAction, Page, PageAction};

mod entry;
mod hook;
mod levels;
mod step;

pub use hook::use_effects;

use step::step_runner;

/// The Learn page on screen.
pub fn page(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    learn_page(app.lang(), &app.progress, crate::app::pages::learn::step_view(app).as_ref(), on_action)
}

/// The Learn page's entry in the navigation (with the learner's progress).
pub fn nav_entry(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    html! { <entry::LearnButton lang={app.lang()} summary={entry::learn_summary(app)} on_action={on_action.clone()} /> }
}

/// The page of [`Page::Learn`]: the step's view model while a step is open, else the stages
/// with the learner's progress.
pub fn learn_page(lang: Lang, progress: &Progress, step: Option<&StepView>, on_action: &Callback<Action>) -> Html {
    match step {
        Some(view) => step_runner(lang, view, on_action),
        None => overview(lang, progress, on_action),
    }
}

fn overview(lang: Lang, progress: &Progress, on_action: &Callback<Action>) -> Html {
    let next = progress.next_step().and_then(place_of);
    let way_in = match next {
        Some((0, 0)) => {
            html! { <button id="learn-continue" class="primary" onclick={on_action.reform(|_| LearnAction::Continue.into())}>{ t(lang, LearnText::StartPath) }</button> }
        }
        Some((stage, _)) => html! {
            <button id="learn-continue" class="primary" onclick={on_action.reform(|_| LearnAction::Continue.into())}>
                { tf(lang, LearnText::ContinuePath, &[STAGES[stage].title.get(lang)]) }</button>
        },
        None => html! { <p>{ t(lang, LearnText::AllStagesDone) }</p> },
    };
    html! {
        <section id="learn" class="learn-page" aria-labelledby="learn-title">
            <h2 id="learn-title">{ t(lang, LearnText::PageTitle) }</h2>
            <p>{ t(lang, LearnText::PageIntro) }</p>
            <p class="learn-total">{ words::progress_line(progress, lang) }</p>
            <p class="learn-way-in">{ way_in }{ " " }{ back_to_game(lang, on_action) }</p>
            { levels::due_list(lang, progress, on_action) }
            <ol class="learn-stages">
                { for words::stages().map(|(i, stage)| stage_item(lang, progress, i, stage, on_action)) }
            </ol>
            <crate::ui::coach::CoachedGameButtons {lang} on_start={on_action.reform(|p| crate::app::state::CoachAction::Start(p).into())} />
            { practice_links(lang, on_action) }
        </section>
    }
}

/// The link to the themed puzzle set that practises the stage's idea, if it has one.
fn stage_puzzles(lang: Lang, stage: &'static LearnStage) -> Html {
    let Some(theme) = stage.puzzles.and_then(crate::puzzles::Theme::from_name) else { return html! {} };
    let address = crate::app::state::Route::Practice(crate::app::pages::practice::PracticeAddress::Set(stage.steps[0].start().variant(), Some(theme)));
    let words = tf(lang, crate::app::i18n::PracticeText::StagePuzzles, &[crate::app::pages::practice::view::theme_name(lang, theme)]);
    html! { <p class="learn-stage-puzzles"><a class="learn-puzzles" data-theme={theme.name()} href={address.to_string()}>{ words }</a></p> }
}

fn stage_item(lang: Lang, progress: &Progress, index: usize, stage: &'static LearnStage, on_action: &Callback<Action>) -> Html {
    let open = stage_unlocked(progress, index);
    let done = progress.stage_done(stage.id);
    let game = stage.steps[0].start().variant().title();
    html! {
        <li class={classes!("learn-stage", done.then_some("done"), (!open).then_some("locked"))} data-stage={stage.id} data-done={done.to_string()}>
            <h3>{ stage.title.get(lang) }<span class="learn-game">{ format!(" · {game}") }</span></h3>
            <p class="learn-stage-line">{ words::stage_line(progress, stage, lang) }
                if !open { <span class="learn-lock">{ format!(" · 🔒 {}", t(lang, LearnText::StageLocked)) }</span> }</p>
            { stage_puzzles(lang, stage) }
            <ol class="learn-steps">
                { for stage.steps.iter().enumerate().map(|(i, step)| {
                    let stars = progress.stars(step.id);
                    let unlocked = step_unlocked(progress, index, i);
                    let state_words = if !unlocked {
                        t(lang, LearnText::StepLocked).to_string()
                    } else if stars > 0 {
                        tf(lang, LearnText::StarsOf, &[&stars.to_string()])
                    } else {
                        t(lang, LearnText::NotSolved).to_string()
                    };
                    let label = format!("{} {}: {} — {state_words}", stage.title.get(lang), i + 1, step.task.get(lang));
                    html! {
                        <li>
                            <button class="learn-step-button" data-step={step.id} data-stars={stars.to_string()} disabled={!unlocked} aria-label={label} title={step.task.get(lang)}
                                onclick={on_action.reform(move |_| LearnAction::Open { stage: index, index: i }.into())}>
                                <span class="learn-step-number">{ (i + 1).to_string() }</span>
                                <span class="learn-stars" aria-hidden="true">{ if unlocked { stars_text(stars) } else { "🔒".to_string() } }</span>
                            </button>
                            { levels::levels_done(lang, progress, step.id) }
                        </li>
                    }
                }) }
            </ol>
        </li>
    }
}

/// Back to the game being played (it was never touched).
pub fn back_to_game(lang: Lang, on_action: &Callback<Action>) -> Html {
    html! { <button id="learn-to-game" onclick={on_action.reform(|_| PageAction::Open(Page::Game).into())}>{ t(lang, LearnText::BackToGame) }</button> }
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
