//! The analysis board's browser effects: its search in a worker of its own (restarted for
//! every new search id, cancelled when the position changes or analysis is left), the stored
//! analysis (read at start-up, written when it changes). The tree's keys (← → Home End) are the
//! page-wide keys ([`crate::app::state::PageKey`]).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ai::protocol::Reply;
use crate::ai::worker::{post_in, stop_in, AiWorker};
use crate::ai::Verdict;
use crate::app::analysis::{self, Report, StoredAnalysis};
use crate::app::save::{store, SetAside, Store};
use crate::app::state::{AnalysisAction, AppState, Page, ScreenAction};

use super::browser;
use crate::ui::hooks::persistence;

/// The search the worker's replies are for: its id.
type Target = Rc<RefCell<Option<u64>>>;

/// Runs the analysis board's effects.
#[hook]
pub fn use_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    use_search(state, dispatch.clone());
    use_store(state, dispatch);
}

#[hook]
fn use_search(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let target: Target = use_mut_ref(|| None);
    let search = state.analysis().search.filter(|_| state.page() == Page::Analysis);
    let game = state.analysis().board.as_ref().map(|b| b.game());
    let request = game.as_ref().map(|g| analysis::request(g, state.analysis().limit_ms));
    use_effect_with(search, move |search| {
        *target.borrow_mut() = search.filter(|_| request.is_some());
        if let (Some(request), Some(_)) = (request, *search) {
            if post_in(&worker, || replies(target.clone(), dispatch.clone()), |w| w.search(&request)).is_err() {
                dispatch.dispatch(AnalysisAction::Stop.into());
            }
        }
        move || stop_in(&target, &worker)
    });
}

/// The worker's replies as reports for the search that asked for them.
fn replies(target: Target, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(search) = *target.borrow() else { return };
        let report = match reply {
            Reply::Progress { depth, verdict, lines, .. } => Report { search, depth, verdict, lines, done: false },
            Reply::Done { depth, verdict, lines, .. } => Report { search, depth, verdict: verdict.unwrap_or(Verdict::Forced), lines, done: true },
            Reply::Error { .. } | Reply::Lost { .. } => return dispatch.dispatch(AnalysisAction::Stop.into()),
            // The analysis never asks for a review or a proof.
            Reply::Ready | Reply::Reviewed { .. } | Reply::Proved { .. } => return,
        };
        dispatch.dispatch(AnalysisAction::Report(Box::new(report)).into());
    })
}

/// The stored analysis, at start-up (before the first render).
pub fn restore(state: AppState) -> AppState {
    let Ok(Some(text)) = browser::read(StoredAnalysis::KEY) else { return state };
    match store::read::<StoredAnalysis>(&text) {
        Ok(stored) => state.reduce(AnalysisAction::Restore(Box::new(stored))),
        // Unreadable: kept aside, never overwritten, and reported like the others.
        Err(problem) => {
            let aside = SetAside::of::<StoredAnalysis>(text, problem);
            let mut state = state.reduce(ScreenAction::SetAside(aside.clone()));
            persistence::keep_aside(&mut state, &aside);
            state
        }
    }
}

/// Writes the stored analysis whenever the tree or the cursor changes (it is read at
/// start-up: [`restore`]).
#[hook]
fn use_store(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let stored = state.analysis().to_stored();
    use_effect_with(state.analysis().revision, move |revision| {
        if let (true, Some(stored)) = (*revision > 0, stored) {
            persistence::store(&dispatch, StoredAnalysis::KEY, &store::write(&stored));
        }
    });
}
