//! The practice levels in the step runner and on the Learn page: once a step is solved, a row
//! of its levels (each with its stars) under the step's board, which opens a level on the same
//! board; while a level is played, its number; on the Learn page, how many levels of each step
//! are done (their words: `LearnText`).

use yew::prelude::*;

use crate::app::i18n::{t, tf, Lang, LearnText};
use crate::app::learn::levels::level_count;
use crate::app::learn::progress::Progress;
use crate::app::pages::learn::words::stars_text;
use crate::app::pages::learn::StepView;
use crate::app::state::{Action, LearnAction};

/// "Level 2 of 5" / "Kiwango 2 kati ya 5".
pub fn level_heading(lang: Lang, number: usize, of: usize) -> String {
    tf(lang, LearnText::LevelHeading, &[&number.to_string(), &of.to_string()])
}

/// "Levels done: 2 of 5" for the Learn page.
pub fn levels_done_text(lang: Lang, done: usize, of: usize) -> String {
    tf(lang, LearnText::LevelsDone, &[&done.to_string(), &of.to_string()])
}

/// The row of the step's levels, once the step (or one of its levels) is solved: a button per
/// level with its stars; the level on the board is marked.
pub fn level_bar(lang: Lang, view: &StepView, on_action: &Callback<Action>) -> Html {
    if view.levels.is_empty() {
        return html! {};
    }
    let title = t(lang, LearnText::LevelsTitle);
    let count = view.levels.len();
    let current = view.level.map(|(number, _)| number);
    html! {
        <nav id="learn-levels" class="learn-levels" aria-label={title}>
            <p class="learn-levels-title">{ title }</p>
            { for view.levels.iter().zip(1..).map(|(&stars, number)| {
                let label = format!("{} — {}", level_heading(lang, number, count), stars_text(stars));
                html! {
                    <button id={format!("learn-level-{number}")} class={classes!("learn-level", (current == Some(number)).then_some("current"))}
                        data-stars={stars.to_string()} aria-label={label.clone()} title={label}
                        onclick={on_action.reform(move |_| LearnAction::Level { number, now: js_sys::Date::now() }.into())}>
                        <span class="learn-step-number">{ number.to_string() }</span>
                        <span class="learn-stars" aria-hidden="true">{ stars_text(stars) }</span>
                    </button>
                }
            }) }
        </nav>
    }
}

/// On the Learn page, beside a solved step: how many of its levels are done ("2/5").
pub fn levels_done(lang: Lang, progress: &Progress, id: &str) -> Html {
    let of = level_count(id);
    if of == 0 || progress.stars(id) == 0 {
        return html! {};
    }
    let done = progress.levels_done(id);
    let words = levels_done_text(lang, done, of);
    html! { <span class="learn-levels-done" data-step={id.to_string()} data-done={done.to_string()} aria-label={words.clone()} title={words}>{ format!("{done}/{of}") }</span> }
}

/// On the Learn page, the missed levels due for review now, each a button that opens it.
pub fn due_list(lang: Lang, progress: &Progress, on_action: &Callback<Action>) -> Html {
    let due = crate::app::pages::practice::state::due_levels(progress, js_sys::Date::now());
    if due.is_empty() {
        return html! {};
    }
    let title = t(lang, LearnText::LevelsToReview);
    html! {
        <section id="learn-review-levels" class="learn-review-levels">
            <h3>{ title }</h3>
            { for due.into_iter().map(|entry| {
                let step = crate::app::learn::STAGES[entry.stage].steps[entry.index];
                let label = format!("{} · {}", step.task.get(lang), level_heading(lang, entry.number, level_count(step.id)));
                let crate::app::pages::practice::state::LevelEntry { stage, index, number } = entry;
                html! {
                    <button class="learn-review-level" data-step={step.id} data-level={number.to_string()}
                        onclick={on_action.reform(move |_| LearnAction::OpenLevel { stage, index, number, now: js_sys::Date::now() }.into())}>{ label }</button>
                }
            }) }
        </section>
    }
}
