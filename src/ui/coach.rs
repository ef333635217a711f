//! The coach on screen: the practice-game buttons (for the Learn page and the new-game dialog),
//! the "coach on" line with its switch beside the board, the new-game dialog's coach box, and
//! the coach's question before a warned move.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::coach::{Coach, PracticeGame};
use crate::app::i18n::{t, CoachText, Lang};
use crate::app::state::{Action, CoachAction, CoachPrompt};
use crate::engine::Side;

/// A practice game's name and what it is.
fn practice_words(practice: PracticeGame) -> (CoachText, CoachText) {
    match practice {
        PracticeGame::Coached => (CoachText::Coached, CoachText::CoachedAbout),
        PracticeGame::HoldOut => (CoachText::HoldOut, CoachText::HoldOutAbout),
        PracticeGame::PerfectPlayer => (CoachText::PerfectPlayer, CoachText::PerfectPlayerAbout),
    }
}

/// The element id of a practice game's button.
fn practice_id(practice: PracticeGame) -> &'static str {
    match practice {
        PracticeGame::Coached => "btn-coached-game",
        PracticeGame::HoldOut => "btn-hold-out",
        PracticeGame::PerfectPlayer => "btn-perfect-player",
    }
}

#[derive(Properties, PartialEq)]
pub struct CoachedGameButtonsProps {
    pub lang: Lang,
    /// A practice game was chosen (dispatch `CoachAction::Start`).
    pub on_start: Callback<PracticeGame>,
}

/// The three practice games of Bao la Kujifunza, each a button with one line saying what it is.
#[function_component]
pub fn CoachedGameButtons(props: &CoachedGameButtonsProps) -> Html {
    let lang = props.lang;
    html! {
        <section class="coach-practice" aria-labelledby="coach-practice-title">
            <h3 id="coach-practice-title">{ t(lang, CoachText::PracticeHeading) }</h3>
            <ul>
                { for PracticeGame::ALL.iter().map(|&practice| {
                    let (name, about) = practice_words(practice);
                    html! {
                        <li>
                            <button id={practice_id(practice)} onclick={props.on_start.reform(move |_| practice)}>{ t(lang, name) }</button>
                            <span class="about">{ t(lang, about) }</span>
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct CoachBarProps {
    pub lang: Lang,
    pub coach: Option<Coach>,
    /// The coach's search is judging the person's move.
    #[prop_or_default]
    pub checking: bool,
    /// The opponent's capture threat on the person's turn, in words (the coach on).
    #[prop_or_default]
    pub threat: Option<String>,
    pub on_action: Callback<Action>,
}

/// "Coach on" (or off) with the practice's name and the switch, and while the coach's search
/// judges a move, a line that says so; nothing in a game without a coach.
#[function_component]
pub fn CoachBar(props: &CoachBarProps) -> Html {
    let lang = props.lang;
    let Some(coach) = props.coach else { return html! {} };
    let (status, switch) = if coach.on { (CoachText::StatusOn, CoachText::SwitchOff) } else { (CoachText::StatusOff, CoachText::SwitchOn) };
    let on = !coach.on;
    html! {
        <p id="coach-status" class={classes!("coach-status", coach.on.then_some("on"))} data-coach={if coach.on { "on" } else { "off" }}>
            <strong>{ t(lang, status) }</strong>
            { format!(" · {} ", t(lang, practice_words(coach.practice).0)) }
            <button id="btn-coach-switch" aria-pressed={coach.on.to_string()} onclick={props.on_action.reform(move |_| CoachAction::Switch(on).into())}>
                { t(lang, switch) }
            </button>
            if props.checking {
                <span id="coach-checking" class="coach-checking" role="status">{ format!(" {}", t(lang, CoachText::Checking)) }</span>
            }
            if let Some(threat) = props.threat.clone().filter(|_| coach.on) {
                <span id="coach-threat" class="coach-threat">{ format!(" {threat}") }</span>
            }
        </p>
    }
}

#[derive(Properties, PartialEq)]
pub struct CoachCheckboxProps {
    pub lang: Lang,
    pub checked: bool,
    pub on_change: Callback<bool>,
}

/// The new-game dialog's "coach" box (any game against the computer).
#[function_component]
pub fn CoachCheckbox(props: &CoachCheckboxProps) -> Html {
    let onchange = props.on_change.reform(|e: Event| e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).is_some_and(|i| i.checked()));
    html! {
        <label class="check"><input id="ng-coach" type="checkbox" checked={props.checked} {onchange} />{ t(props.lang, CoachText::Checkbox) }</label>
    }
}

#[derive(Properties, PartialEq)]
pub struct CoachWarningProps {
    pub lang: Lang,
    /// The warned move waiting for an answer, if any.
    pub prompt: Option<CoachPrompt>,
    /// The side that made the move.
    pub learner: Side,
    pub on_action: Callback<Action>,
}

/// The coach's question: what the move allows, then "take it back" (focused first, also
/// Escape and the close button) or "play it anyway". Drawn like the other dialogs (the
/// dialogs module shows this module's buttons, so it does not lend its frame back).
#[function_component]
pub fn CoachWarningDialog(props: &CoachWarningProps) -> Html {
    let first = use_node_ref();
    {
        let first = first.clone();
        let open = props.prompt.is_some();
        use_effect_with(open, move |_| {
            if let Some(button) = first.cast::<web_sys::HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let Some(prompt) = &props.prompt else { return html! {} };
    let lang = props.lang;
    let take_back = props.on_action.reform(|_: ()| CoachAction::TakeBack.into());
    let on_key = {
        let take_back = take_back.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                take_back.emit(());
            }
        })
    };
    html! {
        <div class="backdrop coach-warning" onkeydown={on_key}>
            <div class="dialog" id="coach-warning" role="alertdialog" aria-modal="true" aria-labelledby="coach-warning-title" aria-describedby="coach-warning-text">
                <h2 id="coach-warning-title">{ t(lang, CoachText::Title) }</h2>
                <p id="coach-warning-text" data-move={prompt.mv.to_string()}>{ prompt.warning.render(lang, props.learner) }</p>
                <p class="buttons">
                    <button ref={first} id="btn-coach-take-back" class="primary" onclick={take_back.reform(|_: MouseEvent| ())}>{ t(lang, CoachText::TakeBack) }</button>
                    <button id="btn-coach-play-anyway" onclick={props.on_action.reform(|_| CoachAction::PlayAnyway.into())}>{ t(lang, CoachText::PlayAnyway) }</button>
                </p>
                <button class="close" aria-label={t(lang, CoachText::TakeBack)} onclick={take_back.reform(|_: MouseEvent| ())}>{ "×" }</button>
            </div>
        </div>
    }
}
