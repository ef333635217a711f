//! Today's date for the records: given to the app as a value (the reducer never reads the
//! clock), at start and again every few minutes, so a game started after midnight gets its day.

use gloo::timers::callback::Interval;
use yew::prelude::*;

use crate::app::state::{AppState, GameAction};

/// The local date as `YYYY-MM-DD` (a record's `Date`, RULES.md §12): the calendar date of the
/// clock moved by the time zone's offset (minutes behind UTC).
fn today() -> String {
    let now = js_sys::Date::new_0();
    crate::app::pages::practice::own::date_words(now.get_time() - now.get_timezone_offset() * 60_000.0)
}

/// Tells the app today's date at start and every ten minutes.
#[hook]
pub fn use_today(dispatch: UseReducerDispatcher<AppState>) {
    use_effect_with((), move |_| {
        dispatch.dispatch(GameAction::Today(today()).into());
        let timer = Interval::new(10 * 60 * 1000, move || dispatch.dispatch(GameAction::Today(today()).into()));
        move || drop(timer)
    });
}
