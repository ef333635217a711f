//! The step runner: the goal, the step's own board, the feedback (a verdict that says why,
//! the move told lap by lap, North's reply), the graded hints, "try again", the stars, and at
//! the end of a stage the next stage and a practice game. Goal, feedback and result sit in one
//! live region, and every control is a button, so the step is worked by keyboard alone.

use yew::prelude::*;

use crate::app::i18n::{self, t, tf, Lang, LearnText};
use crate::app::learn::Verdict;
use crate::app::learn::{Goal, STAGES};
use crate::app::learn_view::{self, stars_text};
use crate::app::state::learn::{after, Feedback, StepRun};
use crate::app::state::{Action, AnimAction, AppState, BoardAction, LearnAction};
use crate::engine::Side;

use super::super::Board;
use super::{back_to_game, practice_links};

fn send(on_action: &Callback<Action>, action: LearnAction) -> Callback<MouseEvent> {
    on_action.reform(move |_| action.clone().into())
}

/// The kind of the last feedback, for styling and tests.
fn feedback_kind(run: &StepRun) -> &'static str {
    match &run.feedback {
        Some(Feedback::Verdict(Verdict::Right(_))) => "right",
        Some(Feedback::Verdict(Verdict::Wrong(_))) => "wrong",
        Some(Feedback::Verdict(Verdict::Illegal(_))) => "illegal",
        Some(Feedback::Verdict(Verdict::Going { .. })) => "going",
        Some(Feedback::Verdict(Verdict::Unfit)) => "unfit",
        Some(Feedback::Hint(_)) => "hint",
        Some(Feedback::Shown) => "shown",
        None => "none",
    }
}

/// The board with the reserves, the prompt and the stop-or-safari and gambit buttons.
fn board_part(state: &AppState, run: &StepRun, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    let model = learn_view::step_board(run, lang, state.settings().coords);
    let variant = run.game.start().variant();
    let reserve_line = |side: Side| {
        let text = format!("{} · {} {}", i18n::side_word(lang, side), i18n::reserve_word(lang, variant), model.reserve[side.index()]);
        html! { <p class={classes!("reserve", side.name())} data-side={side.name()}>{ text }</p> }
    };
    let prompt = learn_view::prompt_text(run, lang);
    // The named direction bar, as on the game's board (a screen reader chooses there).
    let dir_bar = match &run.board.pick {
        crate::app::input::Pick::Hole { hole, choices } if run.accepts_input() => {
            super::super::board_parts::dir_bar(lang, *hole, choices, &[], &on_action.reform(|d| LearnAction::Board(BoardAction::ChooseDir(d)).into()))
        }
        _ => html! {},
    };
    html! {
        <section class="board-area learn-board">
            { reserve_line(Side::North) }
            <Board model={model.clone()} on_hole={on_action.reform(|h| LearnAction::Board(BoardAction::Click(h)).into())} on_dir={on_action.reform(|d| LearnAction::Board(BoardAction::ChooseDir(d)).into())}
                on_arrow_key={on_action.reform(|s| LearnAction::Board(BoardAction::Arrow(s)).into())} on_enter={on_action.reform(|_| LearnAction::Board(BoardAction::PickFocused).into())} />
            { reserve_line(Side::South) }
            <div class="prompt learn-prompt">
                if let Some(text) = prompt { <p id="learn-prompt">{ text }</p> }
                { dir_bar }
                if run.board.anim.is_some() && run.board.safari.is_none() {
                    <button id="learn-skip" onclick={send(on_action, LearnAction::Board(BoardAction::Lap(AnimAction::SkipAnimation)))}>{ t(lang, i18n::ButtonText::Skip) }</button>
                }
                if run.board.safari.is_some() {
                    <button id="learn-stop" onclick={send(on_action, LearnAction::Board(BoardAction::AnswerSafari { safari: false }))}>{ t(lang, LearnText::StopHere) }</button>
                    <button id="learn-safari" onclick={send(on_action, LearnAction::Board(BoardAction::AnswerSafari { safari: true }))}>{ t(lang, LearnText::GoOnSafari) }</button>
                }
                if matches!(run.board.pick, crate::app::input::Pick::Gambit { .. }) && run.accepts_input() {
                    <button id="learn-gambit-undo" onclick={send(on_action, LearnAction::Board(BoardAction::UndoGambitSeed))}>{ t(lang, LearnText::UndoSeed) }</button>
                    <button id="learn-gambit-confirm" disabled={!learn_view::gambit_ready(run)} onclick={send(on_action, LearnAction::Board(BoardAction::ConfirmGambit))}>{ t(lang, LearnText::ConfirmGambit) }</button>
                }
            </div>
        </section>
    }
}

/// The buttons under the feedback: check, hint, try again, the refutation, next.
fn controls(lang: Lang, run: &StepRun, on_action: &Callback<Action>) -> Html {
    let capture_prediction = matches!(run.step().goal, Goal::PredictCaptures { .. });
    let has_next = after(run.stage, run.index).is_some_and(|(s, _)| s == run.stage);
    html! {
        <div class="controls learn-controls">
            if capture_prediction && run.accepts_input() {
                <button id="learn-check" class="primary" onclick={send(on_action, LearnAction::CheckMarked)}>{ t(lang, LearnText::CheckAnswer) }</button>
            }
            if !run.solved() {
                <button id="learn-hint" onclick={send(on_action, LearnAction::Hint)} title={t(lang, LearnText::HintCost)}>{ learn_view::hint_label(run, lang) }</button>
            }
            if run.waiting() {
                <button id="learn-try-again" class="primary" onclick={send(on_action, LearnAction::TryAgain)}>{ t(lang, LearnText::TryAgain) }</button>
            } else if !run.solved() && !run.attempt.line.is_empty() {
                <button id="learn-take-back" onclick={send(on_action, LearnAction::TryAgain)}>{ t(lang, LearnText::TakeBack) }</button>
            }
            if let Some(label) = learn_view::refutation_label(run, lang) {
                <button id="learn-refute" onclick={send(on_action, LearnAction::ShowRefutation)}>{ label }</button>
            }
            if run.solved() && has_next {
                <button id="learn-next" class="primary" onclick={send(on_action, LearnAction::Next)}>{ t(lang, LearnText::NextStep) }</button>
            }
            <button id="learn-back" onclick={send(on_action, LearnAction::Close)}>{ t(lang, LearnText::AllStages) }</button>
            { back_to_game(lang, on_action) }
        </div>
    }
}

/// The end of a stage: its stars, the next stage, a practice game of its game, and the place
/// for a coached game.
fn stage_end(state: &AppState, run: &StepRun, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    let stage = run.stage_ref();
    let (stars, max) = learn_view::stage_stars(&state.learn.progress, stage);
    let next = (run.stage + 1 < STAGES.len()).then_some(run.stage + 1);
    let game = stage.steps[0].start().variant().title();
    html! {
        <section id="learn-stage-end" class="learn-stage-end" data-stage={stage.id} aria-labelledby="learn-stage-end-title">
            <h3 id="learn-stage-end-title">{ tf(lang, LearnText::StageDone, &[&stars.to_string(), &max.to_string()]) }</h3>
            if let Some(next) = next {
                <button id="learn-next-stage" class="primary" onclick={send(on_action, LearnAction::Open { stage: next, index: 0 })}>
                    { tf(lang, LearnText::NextStage, &[STAGES[next].title.get(lang)]) }</button>
            }
            <button id="learn-practice" onclick={send(on_action, LearnAction::PracticeGame(run.stage))} title={t(lang, LearnText::PracticeHint)}>
                { tf(lang, LearnText::PracticeGame, &[game]) }</button>
            // Bao la Kujifunza's coached and perfect-play games (the coach's component).
            if stage.steps[0].start().variant() == crate::engine::Variant::Kujifunza {
                <div id="learn-coach-slot" class="learn-coach-slot">
                    <crate::ui::coach::CoachedGameButtons {lang} on_start={on_action.reform(|p| crate::app::state::CoachAction::Start(p).into())} />
                </div>
            }
            { practice_links(lang, on_action) }
        </section>
    }
}

/// The step being worked on.
pub fn step_runner(state: &AppState, run: &StepRun, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    let step = run.step();
    let told = learn_view::told_lines(run, lang);
    let stars = run.attempt.stars;
    let stage_done = run.solved() && state.learn.progress.stage_done(run.stage_ref().id);
    html! {
        <section id="learn-step" class="learn-step" data-step={step.id} data-kind={step.goal.kind().name()} data-solved={run.solved().to_string()}
            data-stars={stars.unwrap_or(0).to_string()} aria-busy={run.checking.is_some().to_string()} aria-labelledby="learn-step-title">
            { board_part(state, run, on_action) }
            <aside class="side learn-side">
                <h2 id="learn-step-title">{ learn_view::step_heading(run, lang) }</h2>
                <div class="learn-live" aria-live="polite">
                    <p id="learn-goal"><strong>{ format!("{}: ", t(lang, LearnText::GoalLabel)) }</strong>{ step.task.get(lang) }</p>
                    if let Some(text) = learn_view::feedback_text(run, lang) {
                        <p id="learn-feedback" data-kind={feedback_kind(run)}>{ text }</p>
                    }
                    if let Some(text) = learn_view::threat_text(run, lang) {
                        <p id="learn-threat">{ text }</p>
                    }
                    if let Some(stars) = stars {
                        <p id="learn-result" data-stars={stars.to_string()}>
                            <span class="learn-stars" aria-hidden="true">{ stars_text(stars) }</span>
                            { format!(" {}", tf(lang, LearnText::StarsOf, &[&stars.to_string()])) }</p>
                    }
                </div>
                { controls(lang, run, on_action) }
                if !told.is_empty() {
                    <section class="narration learn-told">
                        <h3>{ t(lang, LearnText::WhatHappened) }</h3>
                        <ol id="learn-told">{ for told.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ol>
                    </section>
                }
                <details class="learn-idea" open={run.solved()}>
                    <summary>{ t(lang, LearnText::IdeaLabel) }</summary>
                    <p>{ step.explain.get(lang) }</p>
                </details>
                if stage_done { { stage_end(state, run, on_action) } }
            </aside>
        </section>
    }
}
