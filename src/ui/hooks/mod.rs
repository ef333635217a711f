//! The app's browser effects as named hooks, each watching the state: the animation timer,
//! the computer's search, the hint search, saving, the address, and the page's listeners and
//! shortcut keys.

mod address;
mod listeners;
mod long_press;
pub mod persistence;
mod search;
mod today;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::app::anim::Motion;
use crate::app::board::Animation;
use crate::app::save::Speed;
use crate::app::state::{AnimAction, AppState};

pub use address::use_address;
pub use listeners::{use_page_listeners, use_shortcut_keys};
pub use long_press::{use_long_press, LongPress};
pub use persistence::use_persistence;
pub use search::{to_state, use_coach, use_computer, use_hint, use_reply, use_search};
pub use today::use_today;

use super::browser;

/// The frame player's timer, the same on every board (the game, the analysis board, a
/// learning step, a drill and a puzzle): one timeout per frame, each held as the plan says (a
/// capture pauses, later laps go faster, see [`crate::app::anim`]) at the speed setting; none
/// while paused, nor at a halt where a question waits. `tick` shows the next frame (past the
/// last, the position takes over). With `sound`, each seed dropped clicks.
#[hook]
pub fn use_board_timer(anim: Option<&Animation>, waiting: bool, speed: Speed, sound: bool, tick: Callback<()>) {
    let key = anim.map(|a| (a.step, a.stop_at, a.paused));
    let frame = anim.and_then(|a| a.frame());
    let ms = frame.map_or(0, |f| f.hold_ms(speed));
    let click = sound && frame.is_some_and(|f| f.step == Motion::Drop) && anim.is_some_and(|a| !a.paused);
    use_effect_with((key, speed, waiting), move |(key, _, waiting)| {
        if click {
            browser::click_sound();
        }
        let timer = key.filter(|(step, stop_at, paused)| !paused && (step + 1 < *stop_at || !waiting)).map(|_| Timeout::new(ms, move || tick.emit(())));
        move || drop(timer)
    });
}

/// The game board's timer ([`use_board_timer`]) and the lap bar's brief note, which goes after
/// two seconds.
#[hook]
pub fn use_animation_timer(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let board = &state.screen.board;
    let settings = state.settings();
    let tick = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.dispatch(AnimAction::Tick.into()))
    };
    use_board_timer(board.anim.as_ref(), board.safari.is_some(), settings.speed, settings.sound, tick);
    let note = board.lap_note;
    use_effect_with(note, move |note| {
        let timer = note.map(|_| Timeout::new(NOTE_MS, move || dispatch.dispatch(AnimAction::ClearNote.into())));
        move || drop(timer)
    });
}

/// How long the lap bar's note stays.
const NOTE_MS: u32 = 2000;
