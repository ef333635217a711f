//! The Learn page's effects, run while another page is on screen too: the step board's animation timer,
//! saving the progress (`bao.learn`) and the step open, and the play-out checks' search.

use yew::prelude::*;

use crate::ai::protocol::{Ask, Reply};
use crate::app::learn::{ProofQuery, Proved};
use crate::app::save::{self, Store};
use crate::app::state::{Action, AnimAction, AppState, BoardAction, LearnAction, Page};
use crate::ui::hooks::persistence::store;
use crate::ui::hooks::{to_state, use_search};

/// The Learn page's effects: the step board's animation timer, saving the progress under its
/// own key whenever it changes (a migrated progress at once), and the play-out checks' search.
#[hook]
pub fn use_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    use_learn_proof(state, dispatch.clone());
    let board = state.pages.learn.run.as_ref().map(|run| &run.board);
    let settings = state.settings();
    let tick = {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.dispatch(LearnAction::Board(BoardAction::Lap(AnimAction::Tick)).into()))
    };
    crate::ui::hooks::use_board_timer(board.and_then(|b| b.anim.as_ref()), board.is_some_and(|b| b.safari.is_some()), settings.speed, settings.sound, tick);
    let reopen = crate::app::pages::learn::state::Reopen::of(&state.pages.learn, state.page());
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

/// The learning path's play-out checks and hints: their bounded search
/// ([`crate::app::learn::ProofQuery`]) in the worker, started when a play-out step opens (so it
/// has loaded by the learner's first move). If the worker cannot start or fails, the same
/// search runs here, so the step never hangs.
#[hook]
fn use_learn_proof(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let run = state.pages.learn.run.as_ref().filter(|_| state.page() == Page::Learn);
    let play_out = run.is_some_and(|r| r.step().goal.is_play_out());
    let asked = run.and_then(|r| r.checking.as_ref()).map(|c| (c.query.clone(), Ask::Prove(c.query.request())));
    use_search(asked, proof_answer, to_state(dispatch), play_out);
}

fn proof_answer(query: &ProofQuery, reply: Reply) -> Option<Action> {
    let proved = match reply {
        Reply::Proved { verdict, line, .. } => Proved::of(query.position.to_move(), verdict, line),
        // The fallback: the query's search on the page's thread.
        Reply::Error { .. } | Reply::Lost { .. } => query.run(),
        _ => return None,
    };
    Some(LearnAction::Proved { query: Box::new(query.clone()), proved }.into())
}
