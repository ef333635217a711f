//! The step runner: the goal, the step's own board, the feedback (a verdict that says why,
//! the move told lap by lap, North's reply), the graded hints, "try again", the stars, and at
//! the end of a stage the next stage and a practice game. Goal, feedback and result sit in one
//! live region, above the board (beside it on a wide screen), and every control is a button,
//! so the step is worked by keyboard alone. It draws the step's view model
//! ([`crate::app::pages::learn::StepView`]), made once a render.

use yew::prelude::*;

use crate::app::i18n::{t, tf, Lang, LearnText};
use crate::app::pages::learn::words::stars_text;
use crate::app::pages::learn::{Controls, StageEnd, StepView};
use crate::app::state::{Action, BoardAction, LearnAction};

use super::{back_to_game, practice_links};

fn send(on_action: &Callback<Action>, action: LearnAction) -> Callback<MouseEvent> {
    on_action.reform(move |_| action.clone().into())
}

/// The board with the reserves, the prompt and the stop-or-safari and gambit buttons.
fn board_part(lang: Lang, view: &StepView, on_action: &Callback<Action>) -> Html {
    let on_board = on_action.reform(|action| LearnAction::Board(action).into());
    // The named direction bar, as on the game's board (a screen reader chooses there).
    let dir_bar = match &view.dir_bar {
        Some((hole, choices)) => crate::ui::board_parts::dir_bar(lang, *hole, choices, &[], &on_board.reform(BoardAction::ChooseDir)),
        None => html! {},
    };
    html! {
        <section class="board-area learn-board">
            { crate::ui::board::board_input(&view.board, &on_board, Callback::noop()) }
            <crate::ui::lapbar::LapBar {lang} model={view.lap_bar.clone()} on_lap={on_board.reform(BoardAction::Lap)} />
            <div class="prompt learn-prompt">
                if let Some(text) = &view.prompt { <p id="learn-prompt">{ text }</p> }
                { dir_bar }
                if view.safari {
                    <button id="learn-stop" onclick={send(on_action, LearnAction::Board(BoardAction::AnswerSafari { safari: false }))}>{ t(lang, LearnText::StopHere) }</button>
                    <button id="learn-safari" onclick={send(on_action, LearnAction::Board(BoardAction::AnswerSafari { safari: true }))}>{ t(lang, LearnText::GoOnSafari) }</button>
                }
                if let Some(ready) = view.gambit {
                    <button id="learn-gambit-undo" onclick={send(on_action, LearnAction::Board(BoardAction::UndoGambitSeed))}>{ t(lang, LearnText::UndoSeed) }</button>
                    <button id="learn-gambit-confirm" disabled={!ready} onclick={send(on_action, LearnAction::Board(BoardAction::ConfirmGambit))}>{ t(lang, LearnText::ConfirmGambit) }</button>
                }
            </div>
        </section>
    }
}

/// The buttons under the feedback: check, hint, try again, the refutation, next.
fn controls(lang: Lang, controls: &Controls, on_action: &Callback<Action>) -> Html {
    html! {
        <div class="controls learn-controls">
            if controls.check {
                <button id="learn-check" class="primary" onclick={send(on_action, LearnAction::CheckMarked)}>{ t(lang, LearnText::CheckAnswer) }</button>
            }
            if let Some(label) = controls.hint {
                <button id="learn-hint" onclick={send(on_action, LearnAction::Hint)} title={t(lang, LearnText::HintCost)}>{ label }</button>
            }
            if controls.try_again {
                <button id="learn-try-again" class="primary" onclick={send(on_action, LearnAction::TryAgain)}>{ t(lang, LearnText::TryAgain) }</button>
            } else if controls.take_back {
                <button id="learn-take-back" onclick={send(on_action, LearnAction::TryAgain)}>{ t(lang, LearnText::TakeBack) }</button>
            }
            if let Some(label) = controls.refutation {
                <button id="learn-refute" onclick={send(on_action, LearnAction::ShowRefutation)}>{ label }</button>
            }
            if controls.next {
                <button id="learn-next" class="primary" onclick={send(on_action, LearnAction::Next)}>{ t(lang, LearnText::NextStep) }</button>
            }
            <button id="learn-back" onclick={send(on_action, LearnAction::Close)}>{ t(lang, LearnText::AllStages) }</button>
            { back_to_game(lang, on_action) }
        </div>
    }
}

/// The end of a stage: its stars, the next stage, a practice game of its game, and the place
/// for a coached game.
fn stage_end(lang: Lang, end: &StageEnd, on_action: &Callback<Action>) -> Html {
    html! {
        <section id="learn-stage-end" class="learn-stage-end" data-stage={end.id} aria-labelledby="learn-stage-end-title">
            <h3 id="learn-stage-end-title">{ tf(lang, LearnText::StageDone, &[&end.stars.to_string(), &end.max.to_string()]) }</h3>
            if let Some((next, title)) = end.next {
                <button id="learn-next-stage" class="primary" onclick={send(on_action, LearnAction::Open { stage: next, index: 0 })}>
                    { tf(lang, LearnText::NextStage, &[title]) }</button>
            }
            <button id="learn-practice" onclick={send(on_action, LearnAction::PracticeGame(end.stage))} title={t(lang, LearnText::PracticeHint)}>
                { tf(lang, LearnText::PracticeGame, &[end.game.title()]) }</button>
            // Bao la Kujifunza's coached and perfect-play games (the coach's component).
            if end.game == crate::engine::Variant::Kujifunza {
                <div id="learn-coach-slot" class="learn-coach-slot">
                    <crate::ui::coach::CoachedGameButtons {lang} on_start={on_action.reform(|p| crate::app::state::CoachAction::Start(p).into())} />
                </div>
            }
            { practice_links(lang, on_action) }
        </section>
    }
}

/// The step's heading and its live region (the goal, the feedback, the result): read first,
/// and in sight with the board.
fn task(lang: Lang, view: &StepView) -> Html {
    html! {
        <div class="learn-task">
            <h2 id="learn-step-title">{ &view.heading }</h2>
            if let Some(text) = &view.ahead {
                <p id="learn-ahead" class="note">{ text }</p>
            }
            if let Some((number, of)) = view.level {
                <p id="learn-level-heading" data-level={number.to_string()}>{ super::levels::level_heading(lang, number, of) }</p>
            }
            <div class="learn-live" aria-live="polite">
                <p id="learn-goal"><strong>{ format!("{}: ", t(lang, LearnText::GoalLabel)) }</strong>{ &view.goal }</p>
                if let Some((kind, text)) = &view.feedback {
                    <p id="learn-feedback" data-kind={*kind}>{ text }</p>
                }
                if let Some(text) = &view.threat {
                    <p id="learn-threat">{ text }</p>
                }
                if let Some(stars) = view.stars {
                    <p id="learn-result" data-stars={stars.to_string()}>
                        <span class="learn-stars" aria-hidden="true">{ stars_text(stars) }</span>
                        { format!(" {}", tf(lang, LearnText::StarsOf, &[&stars.to_string()])) }</p>
                }
            </div>
        </div>
    }
}

/// The step being worked on: its task, its board, then its controls and the rest.
pub fn step_runner(lang: Lang, view: &StepView, on_action: &Callback<Action>) -> Html {
    html! {
        <section id="learn-step" class="learn-step" data-step={view.id} data-kind={view.kind} data-solved={view.solved.to_string()}
            data-stars={view.stars.unwrap_or(0).to_string()} aria-busy={view.busy.to_string()} aria-labelledby="learn-step-title">
            { task(lang, view) }
            { board_part(lang, view, on_action) }
            <aside class="side learn-side">
                // The idea, open before the question, first beside the board (below it on a
                // phone), where it does not push the board off a laptop's screen.
                if let Some(idea) = view.idea.as_ref().filter(|_| view.idea_first) {
                    <p id="learn-idea" class="learn-idea"><strong>{ format!("{}: ", t(lang, LearnText::IdeaLabel)) }</strong>{ idea }</p>
                }
                { controls(lang, &view.controls, on_action) }
                { super::levels::level_bar(lang, view, on_action) }
                if !view.told.is_empty() {
                    <section class="narration learn-told">
                        <h3>{ t(lang, LearnText::WhatHappened) }</h3>
                        <ol id="learn-told">{ for view.told.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ol>
                    </section>
                }
                if let Some(idea) = view.idea.as_ref().filter(|_| !view.idea_first) {
                    <details class="learn-idea" open={view.solved}>
                        <summary>{ t(lang, LearnText::IdeaLabel) }</summary>
                        <p>{ idea }</p>
                    </details>
                }
                if let Some(end) = &view.stage_end { { stage_end(lang, end, on_action) } }
            </aside>
        </section>
    }
}
