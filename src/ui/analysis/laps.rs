//! The move into the analysis board's shown position, as the game's board shows its move: the
//! narration beside the board (the game's narration panel) and the lap bar under it (the game's
//! lap bar), with a timer of its own while the move is played again.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::app::laps;
use crate::app::narrated;
use crate::app::state::{Action, AnalysisAction, AnimAction, Animation, AppState};
use crate::engine::Game;

use super::super::lapbar::LapBar;
use super::super::panels::NarrationPanel;

/// The narration of the move into the shown position (told lap by lap; the line of the lap
/// shown is marked while the move is stepped).
pub fn narration(state: &AppState) -> Html {
    let analysis = &state.analysis;
    let lap = analysis.board_session.anim.as_ref().and_then(Animation::frame).map(|f| f.lap).filter(|&lap| lap > 0);
    html! { <NarrationPanel model={narrated::narration_of(state.lang(), analysis.explained.as_deref(), true, lap)} /> }
}

/// The lap bar of the move into the shown position, and the timer of its replay.
pub fn lap_bar(state: &AppState, game: &Game, on_action: &Callback<Action>) -> Html {
    let analysis = &state.analysis;
    let shown = analysis.explained.as_deref().map(|ply| (&ply.laps, game.position_at(ply.index).gambit_hand().is_some()));
    let model = laps::lap_bar_of(state.lang(), analysis.board_session.anim.as_ref(), shown, None);
    let speed = state.settings().speed;
    let due = analysis.board_session.anim.as_ref().filter(|a| !a.paused).and_then(|a| Some((a.step, a.frame()?.hold_ms(speed))));
    html! {
        <>
            <LapBar lang={state.lang()} {model} on_action={on_action.clone()} />
            <LapTimer {due} on_action={on_action.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct LapTimerProps {
    /// The frame shown and how long it stays, while the replay runs.
    due: Option<(usize, u32)>,
    on_action: Callback<Action>,
}

/// One timer per frame of the replay, as the game's animation timer has (none while paused).
#[function_component]
fn LapTimer(props: &LapTimerProps) -> Html {
    let on_action = props.on_action.clone();
    use_effect_with(props.due, move |due| {
        let timer = due.map(|(_, ms)| Timeout::new(ms, move || on_action.emit(AnalysisAction::Lap(AnimAction::Tick).into())));
        move || drop(timer)
    });
    html! {}
}
