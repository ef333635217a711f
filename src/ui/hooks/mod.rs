//! The app's browser effects as named hooks, each watching the state: the animation timer,
//! the computer's search, the hint search, saving, and the page's listeners and shortcut keys.

mod listeners;
mod long_press;
mod persistence;
mod practice;
mod search;
mod today;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::app::anim::Step as AnimStep;
use crate::app::state::{AnimAction, AppState};

pub use listeners::{use_page_listeners, use_shortcut_keys};
pub use long_press::{use_long_press, LongPress};
pub use persistence::use_persistence;
pub use practice::{drill_seed, use_practice};
pub use search::{use_computer, use_hint, use_learn_proof};
pub use today::use_today;

use super::browser;

/// Animation: one timer per frame, each held as the plan says (frames held 0 are passed
/// over by the tick); none while paused. The last frame stays a moment, then the real position.
/// The lap bar's brief note goes after two seconds.
#[hook]
pub fn use_animation_timer(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let anim = state.screen.board.anim.as_ref();
    let key = anim.map(|a| (a.step, a.stop_at, a.paused));
    let speed = state.settings().speed;
    let frame = anim.and_then(|a| a.frame());
    let ms = frame.map_or(0, |f| f.hold_ms(speed));
    let sound = state.settings().sound && frame.is_some_and(|f| f.step == AnimStep::Drop) && anim.is_some_and(|a| !a.paused);
    let waiting = state.screen.board.safari.is_some();
    {
        let dispatch = dispatch.clone();
        use_effect_with((key, speed, waiting), move |(key, _, waiting)| {
            if sound {
                browser::click_sound();
            }
            let timer = key
                .filter(|(step, stop_at, paused)| !paused && (step + 1 < *stop_at || !waiting))
                .map(|_| Timeout::new(ms, move || dispatch.dispatch(AnimAction::Tick.into())));
            move || drop(timer)
        });
    }
    let note = state.screen.board.lap_note;
    use_effect_with(note, move |note| {
        let timer = note.map(|_| Timeout::new(NOTE_MS, move || dispatch.dispatch(AnimAction::ClearNote.into())));
        move || drop(timer)
    });
}

/// How long the lap bar's note stays.
const NOTE_MS: u32 = 2000;
