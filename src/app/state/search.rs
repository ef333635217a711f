//! The search slice: the bookkeeping of the computer's search and of the hint search (their
//! ids, the hint's answer, the progress reported while they run). The searches themselves run
//! in the AI worker; the UI starts one whenever an id here asks for it.

use crate::engine::Move;

use super::notice::{Notice, SearchFault};
use super::AppState;

/// The searches asked for in the current position.
#[derive(Clone, Debug, Default)]
pub struct Searches {
    /// The computer's search in progress (its id), if any.
    pub thinking: Option<u64>,
    /// The hint asked for in this position, if any.
    pub hint: Option<MoveHint>,
    /// The latest progress of the computer's search or the hint search.
    pub progress: Option<SearchProgress>,
}

impl Searches {
    /// The hint search to run now, if a hint was asked for and is not found yet.
    pub fn hint_search(&self) -> Option<u64> {
        self.hint.as_ref().filter(|h| h.mv.is_none()).map(|h| h.search)
    }
}

/// The hint engine's move for the person to move, shown a step at a time: first its hole,
/// then (on a second press) the whole move with its direction or kichwa and stop or safari.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveHint {
    /// The search behind it; an answer for another search is stale.
    pub search: u64,
    /// The best move, once the search has found it.
    pub mv: Option<Move>,
    pub complete: bool,
}

/// How far a running search (the computer's move or a hint) has got, from the worker's
/// progress stream: shown while it thinks so that a long search visibly works.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchProgress {
    /// The search reporting; a report for another search is stale.
    pub search: u64,
    /// The deepest finished iteration, in plies.
    pub depth: u32,
    /// The best move found so far.
    pub best: Move,
}

/// What the searches report, and the hint button.
#[derive(Clone, Debug)]
pub enum SearchAction {
    /// The computer's search found its move.
    ComputerMoved {
        search: u64,
        mv: Move,
    },
    /// The hint button: ask for a hint, or show the rest of it.
    Hint,
    HintFound {
        search: u64,
        mv: Move,
    },
    /// The computer's search or the hint search reports its depth and best move so far.
    Progress(SearchProgress),
    /// The computer's search or the hint search brought no answer: it stops (the status no
    /// longer says the computer is thinking) and a notice says why and offers to try again.
    Failed {
        search: u64,
        fault: SearchFault,
    },
    /// Try the failed search again (the notice's button): a new search of the same position.
    Retry,
}

pub(super) fn reduce(state: &mut AppState, action: SearchAction) {
    match action {
        SearchAction::ComputerMoved { search, mv } => {
            if state.search.thinking == Some(search) && state.session().computer_to_move() {
                state.search.thinking = None;
                state.screen.view = None;
                state.play(mv, 0);
            }
        }
        SearchAction::Hint => {
            if let Some(hint) = &mut state.search.hint {
                hint.complete = hint.mv.is_some();
            } else if state.can_input() {
                state.search.hint = Some(MoveHint { search: state.ids.next(), mv: None, complete: false });
            }
        }
        SearchAction::HintFound { search, mv } => {
            if let Some(hint) = state.search.hint.as_mut().filter(|h| h.search == search) {
                hint.mv = Some(mv);
            }
        }
        SearchAction::Progress(progress) => {
            let searches = &mut state.search;
            if searches.thinking == Some(progress.search) || searches.hint_search() == Some(progress.search) {
                searches.progress = Some(progress);
            }
        }
        SearchAction::Failed { search, fault } => failed(state, search, fault),
        SearchAction::Retry => retry(state),
    }
}

/// A search that brought no answer: it is no longer running; a stale one is ignored.
fn failed(state: &mut AppState, search: u64, fault: SearchFault) {
    let searches = &mut state.search;
    let computer = searches.thinking == Some(search);
    let hint = searches.hint_search() == Some(search);
    if !computer && !hint {
        return;
    }
    if computer {
        searches.thinking = None;
    } else {
        searches.hint = None;
    }
    searches.progress = None;
    state.screen.notice = Some(Notice::ComputerFailed(fault));
}

/// The computer searches again if it is its turn and it is not searching: a new position
/// always starts its search ([`after_position_change`]), so only a failed one stops it.
fn retry(state: &mut AppState) {
    if state.search.thinking.is_none() && state.session().computer_to_move() {
        state.search.thinking = Some(state.ids.next());
    }
    if matches!(state.screen.notice, Some(Notice::ComputerFailed(_))) {
        state.screen.notice = None;
    }
}

/// A new position: every search lapses; the computer searches if it is its turn.
pub(super) fn after_position_change(state: &mut AppState) {
    state.search = Searches::default();
    if state.session().computer_to_move() {
        state.search.thinking = Some(state.ids.next());
    }
}
