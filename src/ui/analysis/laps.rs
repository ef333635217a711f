//! The move into the analysis board's shown position, as the game's board shows its move: the
//! narration beside the board (the game's narration panel) and the lap bar under it (the game's
//! lap bar), with the timer every board has while the move is played again.

use yew::prelude::*;

use crate::app::laps;
use crate::app::narrated;
use crate::app::save::Speed;
use crate::app::state::{Action, AnalysisAction, AnimAction, Animation, AppState, BoardAction};
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
    let (speed, sound) = (state.settings().speed, state.settings().sound);
    let anim = analysis.board_session.anim.clone();
    let waiting = analysis.board_session.safari.is_some();
    html! {
        <>
            <LapBar lang={state.lang()} {model} on_lap={on_action.reform(|a| AnalysisAction::Board(BoardAction::Lap(a)).into())} />
            <LapTimer {anim} {waiting} {speed} {sound} on_action={on_action.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct LapTimerProps {
    /// The move played again or stepped lap by lap.
    anim: Option<Animation>,
    /// A stop-or-safari question waits at the animation's halt.
    waiting: bool,
    speed: Speed,
    sound: bool,
    on_action: Callback<Action>,
}

/// The analysis board's timer: the one every board has ([`crate::ui::hooks::use_board_timer`]).
#[function_component]
fn LapTimer(props: &LapTimerProps) -> Html {
    let tick = props.on_action.reform(|()| AnalysisAction::Board(BoardAction::Lap(AnimAction::Tick)).into());
    crate::ui::hooks::use_board_timer(props.anim.as_ref(), props.waiting, props.speed, props.sound, tick);
    html! {}
}
