//! Asking the AI worker: one hook, [`use_search`], that every page uses to ask the worker and
//! stop it, and the game's own uses of it — the computer's move, the coach's check, the hint
//! and the opponent's best reply to a considered move — and the learning path's play-out
//! proofs.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ai::protocol::{Ask, Reply};
use crate::app::coach::search_warning;
use crate::app::opponent;
use crate::app::setup::Opponent;
use crate::app::state::{Action, AppState, CoachAction, ReplyAction, ReplyKey, SearchAction, SearchFault, SearchProgress};
use crate::app::view::reply;
use crate::ui::worker::{post_in, stop_in, AiWorker};

/// What a reply to the request asked under a key means to the page: an action, or nothing.
pub type ReplyToAction<K> = fn(&K, Reply) -> Option<Action>;

/// Asks the AI worker while `asked` holds a key and its request. The worker (one per use of
/// the hook, spawned at the first request — or at once with `warm` — and kept for the next) is
/// asked again whenever the key changes, which cancels the search of the old key; `None`
/// cancels it; `warm` turning off ends the worker. Every reply goes through `answer` with the key it answers (a late reply to an
/// old key is dropped here) and its action to `on_action`. A worker that cannot start, stops
/// or falls silent answers [`Reply::Lost`], so every use says in one place what then happens.
#[hook]
pub fn use_search<K: Clone + PartialEq + 'static>(asked: Option<(K, Ask)>, answer: ReplyToAction<K>, on_action: Callback<Action>, warm: bool) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let target = use_mut_ref(|| None::<K>);
    {
        let (worker, target, on_action) = (worker.clone(), target.clone(), on_action.clone());
        use_effect_with(warm, move |warm| {
            if *warm && worker.borrow().is_none() {
                *worker.borrow_mut() = AiWorker::spawn(replies(target, answer, on_action)).ok();
            } else if !*warm {
                // No longer wanted warm (the step closed): the worker goes.
                worker.borrow_mut().take();
            }
        });
    }
    let key = asked.as_ref().map(|(key, _)| key.clone());
    use_effect_with(key, move |key| {
        *target.borrow_mut() = key.clone();
        if let Some((key, ask)) = asked {
            if post_in(&worker, || replies(target.clone(), answer, on_action.clone()), |w| w.ask(&ask)).is_err() {
                if let Some(action) = answer(&key, Reply::Lost { started: false }) {
                    on_action.emit(action);
                }
            }
        }
        move || stop_in(&target, &worker)
    });
}

/// The worker's reply handler: each reply with the key it answers, while that key is asked.
fn replies<K: Clone + 'static>(target: Rc<RefCell<Option<K>>>, answer: ReplyToAction<K>, on_action: Callback<Action>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(key) = target.borrow().clone() else { return };
        if let Some(action) = answer(&key, reply) {
            on_action.emit(action);
        }
    })
}

/// The game's searches report to the state through its dispatcher.
pub fn to_state(dispatch: UseReducerDispatcher<AppState>) -> Callback<Action> {
    Callback::from(move |action: Action| dispatch.dispatch(action))
}

/// A reply that ends a search without a move: why, or `None` for any other reply.
fn fault_of(reply: &Reply) -> Option<SearchFault> {
    match reply {
        Reply::Lost { started: false } => Some(SearchFault::Unavailable),
        Reply::Lost { started: true } => Some(SearchFault::Stopped),
        Reply::Error { message } => Some(SearchFault::Unreadable(message.clone())),
        _ => None,
    }
}

/// A progress report or a fault of the computer's search or the hint search; `None` for
/// any other reply.
fn progress_or_fault(search: u64, reply: &Reply) -> Option<Action> {
    match reply {
        Reply::Progress { depth, best, .. } => Some(SearchAction::Progress(SearchProgress { search, depth: *depth, best: *best }).into()),
        reply => fault_of(reply).map(|fault| SearchAction::Failed { search, fault }.into()),
    }
}

/// The computer's move: searched once the animation is done. Any change (undo, new game,
/// another move) changes the search id, which cancels the running search.
#[hook]
pub fn use_computer(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let asked = match state.session().opponent {
        Opponent::Computer { level, .. } => state.computer_should_search().map(|id| (id, Ask::Search(opponent::request(state.game(), level, id)))),
        Opponent::Human => None,
    };
    use_search(asked, computer_answer, to_state(dispatch), false);
}

fn computer_answer(search: &u64, reply: Reply) -> Option<Action> {
    match reply {
        Reply::Done { best: Some(mv), .. } => Some(SearchAction::ComputerMoved { search: *search, mv }.into()),
        reply => progress_or_fault(*search, &reply),
    }
}

/// The coach's check of the person's move in a coached game: the review of that one ply. No
/// answer at all (the worker cannot start, stops, or says something unreadable) plays the move
/// unchecked, with a notice.
#[hook]
pub fn use_coach(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let asked = state.coach_search().map(|(check, request)| (check, Ask::Review(request)));
    use_search(asked, coach_answer, to_state(dispatch), false);
}

fn coach_answer(check: &u64, reply: Reply) -> Option<Action> {
    let check = *check;
    match reply {
        Reply::Reviewed { review } => Some(CoachAction::Judged { check, warning: search_warning(&review) }.into()),
        Reply::Error { .. } | Reply::Lost { .. } => Some(CoachAction::Unjudged { check }.into()),
        _ => None,
    }
}

/// The hint: the top level's move for the person to move.
#[hook]
pub fn use_hint(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let asked = state.hint_search().map(|id| (id, Ask::Search(opponent::hint_request(state.game()))));
    use_search(asked, hint_answer, to_state(dispatch), false);
}

fn hint_answer(search: &u64, reply: Reply) -> Option<Action> {
    match reply {
        Reply::Done { best: Some(mv), .. } => Some(SearchAction::HintFound { search: *search, mv }.into()),
        reply => progress_or_fault(*search, &reply),
    }
}

/// The opponent's best reply to each move considered on the game's board (the setting) or on
/// the analysis board: one small search a move, one after another, each answer kept by the
/// state. A move no longer considered is no longer asked about, and a late answer for it is
/// dropped.
#[hook]
pub fn use_reply(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let asked = reply::asked(state).map(|(key, request)| (key, Ask::Prove(request)));
    use_search(asked, reply_answer, to_state(dispatch), false);
}

fn reply_answer(key: &ReplyKey, reply: Reply) -> Option<Action> {
    match reply {
        Reply::Proved { best, .. } => Some(ReplyAction::Found { key: *key, best }.into()),
        Reply::Error { .. } | Reply::Lost { .. } => Some(ReplyAction::Failed { key: *key }.into()),
        _ => None,
    }
}
