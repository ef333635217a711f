//! The practice pages: "Where does it stop?" drills and the puzzles with their practice
//! queue, drawn from their view models (`app::pages::practice::view`: made once from the
//! state, the components never read it); the board is `ui::Board`, and every input is a
//! [`PracticeAction`] (with the clock where the progress records a time).

use yew::prelude::*;

use crate::app::i18n::{t, tf, ButtonText, Lang, PracticeText};
use crate::app::pages::practice::state::PuzzleStatus;
use crate::app::pages::practice::view as pv;
use crate::app::state::{Action, BoardAction, Page, PageAction, PracticeAction};
use crate::engine::{Dir, Variant};
use crate::puzzles::Theme;

mod hook;

use hook::drill_seed;
pub use hook::use_effects;

/// The drill page or the puzzle page on screen.
pub fn page(page: Page, app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    match page {
        Page::Drill => drill_page(&pv::drill_page(app), on_action),
        _ => puzzle_page(&pv::puzzle_page(app), on_action),
    }
}

/// The drill page's or the puzzle page's entry in the navigation.
pub fn nav_entry(page: Page, app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    let (id, label) = match page {
        Page::Drill => ("btn-drills", PracticeText::BtnDrills),
        _ => ("btn-puzzles", PracticeText::BtnPuzzles),
    };
    crate::ui::pages::nav_button(id, t(app.lang(), label), PageAction::Open(page).into(), on_action)
}

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

/// A practice board: every input is a [`PracticeAction`] with the clock.
fn board(model: &crate::app::view::BoardModel, on_action: &Callback<Action>) -> Html {
    let on_board = on_action.reform(|action| {
        let now = now();
        match action {
            BoardAction::Click(hole) => PracticeAction::TapHole { hole, now },
            BoardAction::ChooseDir(dir) => PracticeAction::ChooseDir { dir, now },
            BoardAction::Arrow(step) => PracticeAction::Arrow { step, now },
            _ => PracticeAction::PickFocused { now },
        }
        .into()
    });
    crate::ui::board::board_input(model, &on_board, Callback::noop())
}

fn header(lang: Lang, title: PracticeText, on_action: &Callback<Action>) -> Html {
    html! {
        <div class="practice-head">
            <h2>{ t(lang, title) }</h2>
            <button id="btn-practice-back" onclick={send(on_action, PageAction::Open(Page::Game))}>{ t(lang, ButtonText::Live) }</button>
        </div>
    }
}

/// The practice board's lap bar (the one every board has).
fn lap_bar(lang: Lang, model: &crate::app::laps::LapBarModel, on_action: &Callback<Action>) -> Html {
    html! { <crate::ui::lapbar::LapBar {lang} model={model.clone()} on_lap={on_action.reform(|action| PracticeAction::Lap(action).into())} /> }
}

/// Lines told lap by lap, the current one marked.
fn told_lines(id: &'static str, class: Option<&'static str>, lines: &[(String, bool)]) -> Html {
    html! {
        <ol {id} {class}>
            { for lines.iter().map(|(line, current)| html! {
                <li class={classes!(current.then_some("current"))} aria-current={current.then_some("step")}>{ line.clone() }</li>
            }) }
        </ol>
    }
}

/// Once a puzzle is over: its solution's first move told lap by lap (the lap on the board
/// marked), and the whole solution to replay.
fn puzzle_told(lang: Lang, lines: &[(String, bool)], on_action: &Callback<Action>) -> Html {
    if lines.is_empty() {
        return html! {};
    }
    html! {
        <section class="narration puzzle-told">
            <button id="puzzle-replay" onclick={send(on_action, PracticeAction::ShowWholeSolution)}>{ t(lang, PracticeText::PuzzleReplay) }</button>
            { told_lines("puzzle-narration", None, lines) }
        </section>
    }
}

fn drill_body(lang: Lang, drill: &pv::DrillView, on_action: &Callback<Action>) -> Html {
    let verdict = drill.answered.map(|right| if right { "right" } else { "wrong" });
    html! {
        <>
            <p id="drill-level">{ drill.level.clone() }</p>
            <p id="drill-move" class="practice-move" aria-live="polite">{ drill.mv.clone() }</p>
            <section class="board-area">{ board(&drill.board, on_action) }</section>
            <p id="drill-prompt" class={classes!("practice-feedback", verdict)} role="status" aria-live="polite">{ drill.prompt.clone() }</p>
            if drill.asks_captures {
                <button id="drill-done" onclick={send(on_action, PracticeAction::ConfirmCaptures)}>{ t(lang, PracticeText::DrillDone) }</button>
            }
            if drill.answered.is_some() {
                { lap_bar(lang, &drill.lap_bar, on_action) }
                { told_lines("drill-narration", Some("narration"), &drill.narration) }
            }
        </>
    }
}

/// The level buttons: the streak's level, or one chosen that stays until another is.
fn drill_levels(lang: Lang, levels: &[pv::DrillLevelButton], on_action: &Callback<Action>) -> Html {
    let buttons = levels.iter().map(|button| {
        let action = match button.level {
            Some(level) => PracticeAction::DrillAt(level),
            None => PracticeAction::DrillByStreak,
        };
        let name = button.level.map_or("streak", crate::app::address::level_name);
        html! {
            <button class="drill-level-choice" data-level={name} aria-pressed={button.chosen.to_string()} onclick={send(on_action, action)}>{ button.words }</button>
        }
    });
    html! {
        <div id="drill-levels" role="group" aria-label={t(lang, PracticeText::DrillLevelsLabel)}>{ for buttons }</div>
    }
}

/// The drill page.
pub fn drill_page(view: &pv::DrillPageView, on_action: &Callback<Action>) -> Html {
    let lang = view.lang;
    html! {
        <section id="drill-page" class="practice" data-answered={view.drill.as_ref().map(|d| d.answered.is_some().to_string())} onkeydown={onkeydown(on_action)}>
            { header(lang, PracticeText::DrillsTitle, on_action) }
            <p class="practice-intro">{ t(lang, PracticeText::DrillsIntro) }</p>
            <p id="drill-streak">{ view.streak.clone() }</p>
            { drill_levels(lang, &view.levels, on_action) }
            { view.drill.as_ref().map_or_else(|| html! {}, |drill| drill_body(lang, drill, on_action)) }
            <button id="drill-next" class="primary" onclick={on_action.reform(|_| PracticeAction::NextDrill { seed: drill_seed() }.into())}>{ t(lang, PracticeText::DrillNext) }</button>
        </section>
    }
}

/// The themed set: every theme, or one of those the game's puzzles have.
fn theme_select(view: &pv::PuzzlePageView, on_action: &Callback<Action>) -> Html {
    let (lang, variant) = (view.lang, view.variant);
    if !matches!(view.body, pv::PuzzleBody::Ready { .. }) {
        return html! {};
    }
    let onchange = on_action.reform(move |e: Event| {
        let value = crate::ui::browser::select_value(&e);
        PracticeAction::ChooseSet { variant, theme: Theme::from_name(&value), now: now() }.into()
    });
    html! {
        <label>{ t(lang, PracticeText::PuzzleSetLabel) }{ " " }
            <select id="puzzle-set" {onchange}>
                <option value="" selected={view.theme.is_none()}>{ t(lang, PracticeText::PuzzleSetAll) }</option>
                { for view.themes.iter().map(|&theme| html! { <option value={theme.name()} selected={view.theme == Some(theme)}>{ pv::theme_name(lang, theme) }</option> }) }
            </select>
        </label>
    }
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

/// The named direction bar of the puzzle's picked hole, as on the game's board (a screen
/// reader chooses there).
fn puzzle_dir_bar(lang: Lang, puzzle: &pv::PuzzleView, on_action: &Callback<Action>) -> Html {
    match &puzzle.dir_bar {
        Some((hole, choices)) => {
            crate::ui::board_parts::dir_bar(lang, *hole, choices, &[], &on_action.reform(|dir| PracticeAction::ChooseDir { dir, now: now() }.into()))
        }
        None => html! {},
    }
}

fn queue_line(lang: Lang, queue: &pv::QueueLine) -> Html {
    html! {
        <p id="puzzle-queue" data-due={queue.due.to_string()}>
            { tf(lang, PracticeText::QueueDue, &[&queue.due.to_string()]) }{ " · " }
            { tf(lang, PracticeText::QueueSolved, &[&queue.solved.to_string()]) }{ " · " }
            { tf(lang, PracticeText::QueueLevel, &[queue.level]) }
        </p>
    }
}

fn puzzle_status(status: PuzzleStatus) -> &'static str {
    match status {
        PuzzleStatus::Playing => "playing",
        PuzzleStatus::Solved => "solved",
        PuzzleStatus::Failed(_) => "failed",
    }
}

/// The puzzle on screen, a shipped one or the learner's own exercise: where it comes from,
/// what it asks, its board, how it stands.
fn puzzle_body(lang: Lang, puzzle: &pv::PuzzleView, on_action: &Callback<Action>) -> Html {
    let (solved, failed) = (puzzle.status == PuzzleStatus::Solved, matches!(puzzle.status, PuzzleStatus::Failed(_)));
    html! {
        <>
            <p id="puzzle-kind" class="puzzle-kind">{ puzzle.kind.clone() }</p>
            if let Some((theme, rating)) = puzzle.theme {
                <p><span id="puzzle-theme" data-theme={theme.name()}>{ tf(lang, PracticeText::PuzzleTheme, &[pv::theme_name(lang, theme)]) }</span>{ " · " }
                   <span id="puzzle-rating" data-rating={rating.level().to_string()}>{ tf(lang, PracticeText::PuzzleRating, &[pv::rating_words(lang, rating)]) }</span></p>
            }
            <p id="puzzle-goal" class="practice-move" aria-live="polite">{ puzzle.goal.clone() }</p>
            <section class="board-area">{ board(&puzzle.board, on_action) }{ puzzle_dir_bar(lang, puzzle, on_action) }{ lap_bar(lang, &puzzle.lap_bar, on_action) }</section>
            <p id="puzzle-feedback" data-status={puzzle_status(puzzle.status)}
               class={classes!("practice-feedback", solved.then_some("right"), failed.then_some("wrong"))}
               role="status" aria-live="polite">{ puzzle.feedback.clone() }</p>
            if puzzle.asks_safari {
                { safari_choice(lang, on_action) }
            }
            if puzzle.offers_solution {
                <button id="puzzle-show-solution" onclick={send(on_action, PracticeAction::ShowSolution)}>{ puzzle.show_words }</button>
            }
            if let Some(lines) = &puzzle.told {
                { puzzle_told(lang, lines, on_action) }
            }
            <button id="puzzle-next" class={classes!((solved || failed).then_some("primary"))} onclick={on_action.reform(|_| PracticeAction::NextPuzzle { now: now() }.into())}>
                { t(lang, PracticeText::PuzzleNext) }</button>
        </>
    }
}

/// The stop-or-safari buttons of a puzzle's board.
fn safari_choice(lang: Lang, on_action: &Callback<Action>) -> Html {
    let safari = |safari: bool| on_action.reform(move |_| PracticeAction::AnswerSafari { safari, now: now() }.into());
    html! {
        <div class="safari-choice">
            <button id="puzzle-stop" onclick={safari(false)}>{ t(lang, ButtonText::Stop) }</button>
            <button id="puzzle-safari" onclick={safari(true)}>{ t(lang, ButtonText::Safari) }</button>
        </div>
    }
}

/// The puzzle page.
pub fn puzzle_page(view: &pv::PuzzlePageView, on_action: &Callback<Action>) -> Html {
    let lang = view.lang;
    let body = match &view.body {
        pv::PuzzleBody::Loading => html! { <p id="puzzle-loading" role="status">{ t(lang, PracticeText::PuzzlesLoading) }</p> },
        pv::PuzzleBody::Failed(why) => html! {
            <>
                <p id="puzzle-failed" class="notice error" role="alert">{ why.clone() }</p>
                <button id="puzzle-retry" onclick={send(on_action, PracticeAction::RetryLoad)}>{ t(lang, crate::app::i18n::LearnText::TryAgain) }</button>
            </>
        },
        pv::PuzzleBody::Own(own) => puzzle_body(lang, own, on_action),
        pv::PuzzleBody::Ready { queue, puzzle } => html! {
            <>
                { queue_line(lang, queue) }
                if let Some(text) = &view.own_unread { <p id="own-unread" class="notice" role="status">{ text.clone() }</p> }
                { match puzzle {
                    None => html! { <p id="puzzle-none">{ t(lang, PracticeText::PuzzleNoneLeft) }</p> },
                    Some(puzzle) => puzzle_body(lang, puzzle, on_action),
                } }
            </>
        },
    };
    html! {
        <section id="puzzle-page" class="practice" data-puzzle={view.id.clone()} data-own={view.own.clone()} onkeydown={onkeydown(on_action)}>
            { header(lang, PracticeText::PuzzlesTitle, on_action) }
            <div class="puzzle-choice">{ variant_select(lang, view.variant, on_action) }{ theme_select(view, on_action) }</div>
            { body }
        </section>
    }
}
