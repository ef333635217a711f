//! The app's browser effects as named hooks, each watching the state: the animation timer,
//! the computer's search, the hint search, saving, and the page's listeners and shortcut keys.

mod listeners;
mod persistence;
mod practice;
mod search;
mod today;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::app::anim::Step as AnimStep;
use crate::app::state::{AnimAction, AppState};

pub use listeners::{use_page_listeners, use_shortcut_keys};
pub use persistence::use_persistence;
pub use practice::{drill_seed, use_practice};
pub use search::{use_computer, use_hint};
pub use today::use_today;

use super::browser;

/// Animation: one timer per frame; the last frame stays a moment, then the real position.
#[hook]
pub fn use_animation_timer(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let anim = state.screen.anim.as_ref();
    let key = anim.map(|a| (a.step, a.stop_at));
    let speed = state.settings().speed;
    let sound = state.settings().sound && anim.and_then(|a| a.frame()).is_some_and(|f| f.step == AnimStep::Drop);
    let waiting = state.screen.safari.is_some();
    use_effect_with((key, speed, waiting), move |(key, speed, waiting)| {
        if sound {
            browser::click_sound();
        }
        let ms = speed.tick_ms();
        let timer = key.filter(|(step, stop_at)| step + 1 < *stop_at || !waiting).map(|_| Timeout::new(ms, move || dispatch.dispatch(AnimAction::Tick.into())));
        move || drop(timer)
    });
}
