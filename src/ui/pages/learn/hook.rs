//! The Learn page's effects, run while it is parked too: the step board's animation timer,
//! saving the progress (`bao.learn`) and the step open, and the play-out checks' search.

use yew::prelude::*;

use crate::app::save::{self, Store};
use crate::app::state::{AnimAction, AppState, BoardAction, LearnAction};
use crate::ui::hooks::persistence::store;

/// The learn slice's effects: the step board's animation timer, saving the progress under its
/// own key whenever it changes (a migrated progress at once), and the play-out checks' search.
#[hook]
pub fn use_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    crate::ui::hooks::use_learn_proof(state, dispatch.clone());
    let board = state.learn().run.as_ref().map(|run| &run.board);
    let settings = state.settings();
    let tick = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.dispatch(LearnAction::Board(BoardAction::Lap(AnimAction::Tick)).into()))
    };
    crate::ui::hooks::use_board_timer(board.and_then(|b| b.anim.as_ref()), board.is_some_and(|b| b.safari.is_some()), settings.speed, settings.sound, tick);
    let reopen = crate::app::pages::learn::state::Reopen::of(state.learn(), state.page());
    {
        let dispatch = dispatch.clone();
        use_effect_with(reopen, move |reopen| {
            store(&dispatch, crate::app::pages::learn::state::Reopen::KEY, &save::store::write(reopen));
        });
    }
    let progress = state.progress.clone();
    use_effect_with(state.progress_revision, move |revision| {
        if *revision > 0 {
            store(&dispatch, crate::app::learn::progress::Progress::KEY, &save::store::write(&*progress));
        }
    });
}
