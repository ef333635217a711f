//! The practice pages: "Where does it stop?" drills and the puzzles with their practice
//! queue. Built from the state like the game's areas; the board is `ui::Board` fed by
//! `app::pages::practice::view`, and every input is a [`PracticeAction`] (with the clock where the
//! progress records a time).

use yew::prelude::*;

use crate::app::i18n::{self, t, tf, ButtonText, Lang, PracticeText};
use crate::app::learn::progress::PuzzleResult;
use crate::app::pages::practice::view as pv;
use crate::app::state::practice::{queue, DrillPhase, PuzzleLoad, PuzzleStatus};
use crate::app::state::{Action, AppState, Page, PageAction, PracticeAction};
use crate::engine::{Dir, Variant};
use crate::puzzles::Theme;

use crate::ui::hooks::drill_seed;
use crate::ui::Board;

fn now() -> f64 {
    js_sys::Date::now()
}

fn send(on_action: &Callback<Action>, action: impl Into<Action> + Clone + 'static) -> Callback<MouseEvent> {
    on_action.reform(move |_| action.clone().into())
}

/// Keys on a practice page: `<` / `>` choose a puzzle move's direction; the game's own
/// shortcuts (undo, flip) stay off the game while a practice page is shown.
fn onkeydown(on_action: &Callback<Action>) -> Callback<KeyboardEvent> {
    let on_action = on_action.clone();
    Callback::from(move |e: KeyboardEvent| {
        let dir = match e.key().as_str() {
            "<" | "," => Some(Dir::Left),
            ">" | "." => Some(Dir::Right),
            "u" | "f" => None,
            _ => return,
        };
        e.stop_propagation();
        if let Some(dir) = dir {
            e.prevent_default();
            on_action.emit(PracticeAction::ChooseDir { dir, now: now() }.into());
        }
    })
}

/// The practice board of the page on screen.
fn board(state: &AppState, on_action: &Callback<Action>) -> Html {
    let Some(model) = pv::board(state) else { return html! {} };
    html! {
        <Board {model} on_hole={on_action.reform(|hole| PracticeAction::TapHole { hole, now: now() }.into())}
            on_dir={on_action.reform(|dir| PracticeAction::ChooseDir { dir, now: now() }.into())}
            on_arrow_key={on_action.reform(|step| PracticeAction::Arrow { step, now: now() }.into())}
            on_enter={on_action.reform(|_| PracticeAction::PickFocused { now: now() }.into())} />
    }
}

fn header(lang: Lang, title: PracticeText, on_action: &Callback<Action>) -> Html {
    html! {
        <div class="practice-head">
            <h2>{ t(lang, title) }</h2>
            <button id="btn-practice-back" onclick={send(on_action, PageAction::Open(Page::Play))}>{ t(lang, ButtonText::Live) }</button>
        </div>
    }
}

/// The practice board's lap bar (the one every board has).
fn lap_bar(state: &AppState, on_action: &Callback<Action>) -> Html {
    html! { <crate::ui::lapbar::LapBar lang={state.lang()} model={pv::lap_bar(state)} on_lap={on_action.reform(|action| PracticeAction::Lap(action).into())} /> }
}

/// Once a puzzle is over: its solution's first move told lap by lap (the lap on the board
/// marked), and the whole solution to replay.
fn puzzle_told(state: &AppState, run: &crate::app::state::practice::PuzzleRun, puzzle: &crate::puzzles::Puzzle, on_action: &Callback<Action>) -> Html {
    let lines = pv::puzzle_told(state, run, puzzle);
    if lines.is_empty() {
        return html! {};
    }
    let lang = state.lang();
    html! {
        <section class="narration puzzle-told">
            <button id="puzzle-replay" onclick={send(on_action, PracticeAction::ShowWholeSolution)}>{ t(lang, PracticeText::PuzzleReplay) }</button>
            <ol id="puzzle-narration">
                { for lines.into_iter().map(|(line, current)| html! {
                    <li class={classes!(current.then_some("current"))} aria-current={current.then_some("step")}>{ line }</li>
                }) }
            </ol>
        </section>
    }
}

/// The drill page.
pub fn drill_page(state: &AppState, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    let stats = state.progress().drill;
    let streak =
        tf(lang, PracticeText::DrillStreak, &[&stats.streak.to_string(), &stats.best_streak.to_string(), &stats.solved.to_string(), &stats.missed.to_string()]);
    let body = match &state.practice.drill {
        None => html! {},
        Some(run) => {
            let answered = matches!(run.phase, DrillPhase::Answered { .. });
            let right = matches!(run.phase, DrillPhase::Answered { right: true });
            let show = state.practice.board_session.anim.as_ref();
            let current_lap = show.and_then(|s| s.frame()).map(|f| f.lap);
            let lines = run.narration.texts(lang);
            let current_line = current_lap.and_then(|lap| run.narration.line_of_lap(lap));
            html! {
                <>
                    <p id="drill-level">{ tf(lang, PracticeText::DrillLevel, &[pv::level_words(lang, run.drill.level)]) }</p>
                    <p id="drill-move" class="practice-move" aria-live="polite">{ pv::drill_move_words(lang, run) }</p>
                    <section class="board-area">{ board(state, on_action) }</section>
                    <p id="drill-prompt" class={classes!("practice-feedback", answered.then_some(if right { "right" } else { "wrong" }))} role="status" aria-live="polite">
                        { pv::drill_prompt(lang, run) }</p>
                    if run.phase == DrillPhase::AskCaptures {
                        <button id="drill-done" onclick={send(on_action, PracticeAction::ConfirmCaptures)}>{ t(lang, PracticeText::DrillDone) }</button>
                    }
                    if answered {
                        { lap_bar(state, on_action) }
                        <ol id="drill-narration" class="narration">
                            { for lines.iter().enumerate().map(|(i, line)| html! {
                                <li class={classes!((current_line == Some(i)).then_some("current"))} aria-current={(current_line == Some(i)).then_some("step")}>{ line }</li>
                            }) }
                        </ol>
                    }
                </>
            }
        }
    };
    html! {
        <section id="drill-page" class="practice" data-answered={state.practice.drill.as_ref().map(|r| matches!(r.phase, DrillPhase::Answered { .. }).to_string())} onkeydown={onkeydown(on_action)}>
            { header(lang, PracticeText::DrillsTitle, on_action) }
            <p class="practice-intro">{ t(lang, PracticeText::DrillsIntro) }</p>
            <p id="drill-streak">{ streak }</p>
            { body }
            <button id="drill-next" class="primary" onclick={on_action.reform(|_| PracticeAction::NextDrill { seed: drill_seed() }.into())}>{ t(lang, PracticeText::DrillNext) }</button>
        </section>
    }
}

/// The variant choice of the puzzle page (the games with shipped puzzles).
/// The themed set: every theme, or one of those the game's puzzles have.
fn theme_select(lang: Lang, practice: &crate::app::state::practice::Practice, on_action: &Callback<Action>) -> Html {
    let variant = practice.variant;
    let Some(puzzles) = practice.puzzles.ready() else { return html! {} };
    let themes: Vec<Theme> = Theme::ALL.into_iter().filter(|&theme| puzzles.iter().any(|p| p.variant == variant && p.theme == theme)).collect();
    let onchange = on_action.reform(move |e: Event| {
        let value = crate::ui::browser::select_value(&e);
        PracticeAction::ChooseSet { variant, theme: Theme::from_name(&value), now: now() }.into()
    });
    html! {
        <label>{ t(lang, PracticeText::PuzzleSetLabel) }{ " " }
            <select id="puzzle-set" {onchange}>
                <option value="" selected={practice.theme.is_none()}>{ t(lang, PracticeText::PuzzleSetAll) }</option>
                { for themes.into_iter().map(|theme| html! { <option value={theme.name()} selected={practice.theme == Some(theme)}>{ pv::theme_name(lang, theme) }</option> }) }
            </select>
        </label>
    }
}

/// The puzzle's board with the reserves above and below it (most Bao la Kiswahili puzzles are
/// in the namua, where the reserve is part of the position).
fn puzzle_board(state: &AppState, position: &crate::engine::Position, on_action: &Callback<Action>) -> Html {
    let Some(model) = pv::board(state) else { return html! {} };
    let (lang, variant, top) = (state.lang(), position.variant(), model.viewer.opponent());
    let reserve = |side: crate::engine::Side| crate::ui::board_parts::reserve_line(lang, variant, side, position.reserve(side));
    html! { <>{ reserve(top) }{ board(state, on_action) }{ reserve(top.opponent()) }</> }
}

fn variant_select(lang: Lang, variant: Variant, on_action: &Callback<Action>) -> Html {
    let onchange = on_action.reform(|e: Event| {
        let value = crate::ui::browser::select_value(&e);
        let variant = Variant::from_name(&value).unwrap_or(Variant::Kujifunza);
        PracticeAction::ChooseVariant { variant, now: now() }.into()
    });
    html! {
        <label>{ t(lang, PracticeText::PuzzleGame) }{ " " }
            <select id="puzzle-variant" {onchange}>
                { for [Variant::Kujifunza, Variant::Kiswahili].into_iter().map(|v| html! { <option value={v.name()} selected={v == variant}>{ v.title() }</option> }) }
            </select>
        </label>
    }
}

/// Why the puzzles are not there, in words: the browser's reason for a failed fetch, or the
/// damaged line of a puzzle file.
fn load_failure(lang: Lang, load: &PuzzleLoad) -> String {
    match load {
        PuzzleLoad::Damaged { line, .. } => tf(lang, PracticeText::PuzzlesDamaged, &[&line.to_string()]),
        PuzzleLoad::Failed(why) => tf(lang, PracticeText::PuzzlesFailed, &[why]),
        _ => String::new(),
    }
}

/// The puzzle page.
/// The named direction bar of the puzzle's picked hole, as on the game's board (a screen
/// reader chooses there).
fn puzzle_dir_bar(state: &AppState, on_action: &Callback<Action>) -> Html {
    let board = &state.practice.board_session;
    match &board.pick {
        crate::app::input::Pick::Hole { hole, choices } if board.safari.is_none() && board.anim.as_ref().is_none_or(|a| a.at_end()) => {
            crate::ui::board_parts::dir_bar(state.lang(), *hole, choices, &[], &on_action.reform(|dir| PracticeAction::ChooseDir { dir, now: now() }.into()))
        }
        _ => html! {},
    }
}

pub fn puzzle_page(state: &AppState, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    let practice = &state.practice;
    let body = match &practice.puzzles {
        PuzzleLoad::Idle | PuzzleLoad::Loading => html! { <p id="puzzle-loading" role="status">{ t(lang, PracticeText::PuzzlesLoading) }</p> },
        PuzzleLoad::Failed(_) | PuzzleLoad::Damaged { .. } => html! {
            <>
                <p id="puzzle-failed" class="notice error" role="alert">{ load_failure(lang, &practice.puzzles) }</p>
                <button id="puzzle-retry" onclick={send(on_action, PracticeAction::RetryLoad)}>{ t(lang, crate::app::i18n::LearnText::TryAgain) }</button>
            </>
        },
        PuzzleLoad::Ready(puzzles) => {
            let progress = state.progress();
            let due = queue(progress, puzzles, practice.variant, practice.theme, practice.now).iter().filter(|e| e.due).count();
            let solved =
                puzzles.iter().filter(|p| p.variant == practice.variant && progress.puzzles.get(&p.id).is_some_and(|r| r.last == PuzzleResult::Solved)).count();
            let level = crate::app::state::practice::learner_level(progress, practice.variant);
            let level_words = crate::puzzles::Rating::new(level).map_or("", |r| pv::rating_words(lang, r));
            let queue_line = html! {
                <p id="puzzle-queue" data-due={due.to_string()}>
                    { tf(lang, PracticeText::QueueDue, &[&due.to_string()]) }{ " · " }
                    { tf(lang, PracticeText::QueueSolved, &[&solved.to_string()]) }{ " · " }
                    { tf(lang, PracticeText::QueueLevel, &[level_words]) }
                </p>
            };
            let puzzle_view = match &practice.puzzle {
                None => html! { <p id="puzzle-none">{ t(lang, PracticeText::PuzzleNoneLeft) }</p> },
                Some(run) => {
                    let puzzle = &puzzles[run.index];
                    let over = run.status != PuzzleStatus::Playing;
                    html! {
                        <>
                            <p id="puzzle-kind" class="puzzle-kind">{ t(lang, if run.review { PracticeText::PuzzleReview } else { PracticeText::PuzzleNew }) }</p>
                            <p><span id="puzzle-theme" data-theme={puzzle.theme.name()}>{ tf(lang, PracticeText::PuzzleTheme, &[pv::theme_name(lang, puzzle.theme)]) }</span>{ " · " }
                               <span id="puzzle-rating" data-rating={puzzle.rating.level().to_string()}>{ tf(lang, PracticeText::PuzzleRating, &[pv::rating_words(lang, puzzle.rating)]) }</span></p>
                            <p id="puzzle-goal" class="practice-move" aria-live="polite">{ pv::theme_goal(lang, puzzle.theme) }{ " " }
                               { tf(lang, PracticeText::PuzzleToMove, &[i18n::side_word(lang, run.start.to_move())]) }</p>
                            <section class="board-area">{ puzzle_board(state, &run.position, on_action) }{ puzzle_dir_bar(state, on_action) }{ lap_bar(state, on_action) }</section>
                            <p id="puzzle-feedback" data-status={match run.status { PuzzleStatus::Playing => "playing", PuzzleStatus::Solved => "solved", PuzzleStatus::Failed(_) => "failed" }}
                               class={classes!("practice-feedback", (run.status == PuzzleStatus::Solved).then_some("right"), matches!(run.status, PuzzleStatus::Failed(_)).then_some("wrong"))}
                               role="status" aria-live="polite">{ pv::puzzle_feedback(lang, run, puzzle, state.practice.board_session.safari.is_some()).unwrap_or_default() }</p>
                            if state.practice.board_session.safari.is_some() {
                                <div class="safari-choice">
                                    <button id="puzzle-stop" onclick={on_action.reform(|_| PracticeAction::AnswerSafari { safari: false, now: now() }.into())}>{ t(lang, ButtonText::Stop) }</button>
                                    <button id="puzzle-safari" onclick={on_action.reform(|_| PracticeAction::AnswerSafari { safari: true, now: now() }.into())}>{ t(lang, ButtonText::Safari) }</button>
                                </div>
                            }
                            if matches!(run.status, PuzzleStatus::Failed(_)) && run.line.first() != puzzle.solution.first() {
                                <button id="puzzle-show-solution" onclick={send(on_action, PracticeAction::ShowSolution)}>{ t(lang, PracticeText::PuzzleShowSolution) }</button>
                            }
                            if run.line.first() == puzzle.solution.first() {
                                { puzzle_told(state, run, puzzle, on_action) }
                            }
                            <button id="puzzle-next" class={classes!(over.then_some("primary"))} onclick={on_action.reform(|_| PracticeAction::NextPuzzle { now: now() }.into())}>
                                { t(lang, PracticeText::PuzzleNext) }</button>
                        </>
                    }
                }
            };
            html! { <>{ queue_line }{ puzzle_view }</> }
        }
    };
    let id = practice.puzzle.as_ref().and_then(|run| practice.puzzles.ready().map(|p| p[run.index].id.clone()));
    html! {
        <section id="puzzle-page" class="practice" data-puzzle={id} onkeydown={onkeydown(on_action)}>
            { header(lang, PracticeText::PuzzlesTitle, on_action) }
            <div class="puzzle-choice">{ variant_select(lang, practice.variant, on_action) }{ theme_select(lang, practice, on_action) }</div>
            { body }
        </section>
    }
}
