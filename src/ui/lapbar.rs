//! The lap bar under the board: one lap back, pause, play, one lap forward, to the end, and the
//! lap counter ("lap 3 of 7"). Presentational: it draws a [`LapBarModel`] and dispatches
//! [`AnimAction`]s (the page says whose board they step). Its height never changes (the page below the board does not move).

use yew::prelude::*;

use crate::app::board::TimerModel;
use crate::app::i18n::{t, Lang, LapText};
use crate::app::laps::LapBarModel;
use crate::app::state::AnimAction;

#[derive(Properties, PartialEq)]
pub struct LapBarProps {
    pub lang: Lang,
    pub model: LapBarModel,
    /// The lap bar's actions, to the board of the page it is on.
    pub on_lap: Callback<AnimAction>,
}

#[function_component]
pub fn LapBar(props: &LapBarProps) -> Html {
    let (lang, model) = (props.lang, &props.model);
    let button = |id: &'static str, symbol: &'static str, label: LapText, enabled: bool, action: AnimAction| {
        let onclick = props.on_lap.reform(move |_| action);
        let label = t(lang, label);
        html! {
            <button {id} class="lap-button" type="button" disabled={!enabled} title={label} aria-label={label} {onclick}>{ symbol }</button>
        }
    };
    let state = if model.playing {
        "playing"
    } else if model.paused {
        "paused"
    } else {
        "idle"
    };
    html! {
        <div id="lap-bar" class="lap-bar" role="group" aria-label={t(lang, LapText::LapBar)} data-state={state}
             data-position={model.position.to_string()} data-steps={model.steps.to_string()} data-lap={model.lap.to_string()}>
            { button("lap-back", "|◀", LapText::LapBack, model.can_back, AnimAction::StepLap { forward: false }) }
            { button("lap-pause", "❚❚", LapText::LapPause, model.playing, AnimAction::Pause) }
            { button("lap-play", "▶", LapText::LapPlay, model.can_play, AnimAction::Play) }
            { button("lap-forward", "▶|", LapText::LapForward, model.can_forward, AnimAction::StepLap { forward: true }) }
            { button("lap-end", "▶▶|", LapText::LapEnd, model.can_end, AnimAction::SkipAnimation) }
            <span id="lap-counter" class="lap-counter" aria-live="off">{ model.counter.clone() }</span>
            if let Some(note) = &model.note {
                <span id="lap-note" class="lap-note" role="status">{ note.clone() }</span>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct BoardTimerProps {
    pub timer: TimerModel,
    /// The timer's tick, to the board of the page it is on.
    pub on_tick: Callback<()>,
}

/// The timer of a page's board: the one every board has ([`crate::ui::hooks::use_board_timer`]),
/// as a component for a page whose state lives in the app's reducer.
#[function_component]
pub fn BoardTimer(props: &BoardTimerProps) -> Html {
    let timer = &props.timer;
    crate::ui::hooks::use_board_timer(timer.anim.as_ref(), timer.waiting, timer.speed, timer.sound, props.on_tick.clone());
    html! {}
}
