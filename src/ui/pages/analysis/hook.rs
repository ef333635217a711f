//! The analysis board's browser effects: its search through the one worker hook (restarted for
//! every new search id, cancelled when the position changes or analysis is left), the stored
//! analysis (read at start-up, written when it changes). The tree's keys (← → Home End) are the
//! page-wide keys ([`crate::app::state::PageKey`]).

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ai::protocol::{Ask, Reply};
use crate::ai::Verdict;
use crate::app::analysis::{self, Report, StoredAnalysis};
use crate::app::save::{store, SetAside, Store};
use crate::app::state::{Action, AnalysisAction, AppState, Page, ScreenAction};

use super::browser;
use crate::ui::hooks::{self, persistence};

/// Runs the analysis board's effects.
#[hook]
pub fn use_effects(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    use_analysis_search(state, dispatch.clone());
    use_store(state, dispatch);
}

/// The search of the board's position (a new search id for every position; none when the
/// page is left), stopped at its time limit.
#[hook]
fn use_analysis_search(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let search = state.pages.analysis.search.filter(|_| state.page() == Page::Analysis);
    let game = state.pages.analysis.board.as_ref().map(|b| b.game());
    let asked = search.zip(game).map(|(id, game)| (id, Ask::Search(analysis::request(&game))));
    use_deadline(search, state.pages.analysis.limit_ms, dispatch.clone());
    let on_action = Callback::from(move |action: Action| dispatch.dispatch(action));
    hooks::use_search(asked, answer, on_action, false);
}

/// A worker's reply as the report of the search that asked for it.
fn answer(search: &u64, reply: Reply) -> Option<Action> {
    let search = *search;
    let report = match reply {
        Reply::Progress { depth, verdict, lines, .. } => Report { search, depth, verdict, lines, done: false },
        Reply::Done { depth, verdict, lines, .. } => Report { search, depth, verdict: verdict.unwrap_or(Verdict::Forced), lines, done: true },
        Reply::Error { .. } | Reply::Lost { .. } => return Some(AnalysisAction::Stop.into()),
        // The analysis never asks for a review or a proof.
        Reply::Ready | Reply::Reviewed { .. } | Reply::Proved { .. } => return None,
    };
    Some(AnalysisAction::Report(Box::new(report)).into())
}

/// The analysis search's time limit, kept by the page: `limit_ms` after the search started
/// (a raised limit moves the end of the same search), then [`AnalysisAction::TimeUp`].
#[hook]
fn use_deadline(search: Option<u64>, limit_ms: u32, dispatch: UseReducerDispatcher<AppState>) {
    let started = use_mut_ref(|| None::<(u64, f64)>);
    use_effect_with((search, limit_ms), move |(search, limit_ms)| {
        // No search (stopped, or the page left: the worker's search is cancelled and starts
        // again on return): the next one's clock starts afresh.
        if search.is_none() {
            started.borrow_mut().take();
        }
        let timer = search.map(|id| {
            let now = js_sys::Date::now();
            let since = match *started.borrow() {
                Some((running, since)) if running == id => since,
                _ => now,
            };
            *started.borrow_mut() = Some((id, since));
            let left = (since + f64::from(*limit_ms) - now).max(0.0) as u32;
            Timeout::new(left, move || dispatch.dispatch(AnalysisAction::TimeUp { search: id }.into()))
        });
        move || drop(timer)
    });
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
    let stored = state.pages.analysis.to_stored();
    use_effect_with(state.pages.analysis.revision, move |revision| {
        if let (true, Some(stored)) = (*revision > 0, stored) {
            persistence::store(&dispatch, StoredAnalysis::KEY, &store::write(&stored));
        }
    });
}
