//! The computer's search, the hint search and the learning path's play-out proofs in AI
//! workers.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ai::protocol::Reply;
use crate::ai::worker::{post_in, stop_in, AiWorker};
use crate::app::coach::search_warning;
use crate::app::learn::{ProofQuery, Proved};
use crate::app::opponent;
use crate::app::setup::Opponent;
use crate::app::state::{Action, AppState, CoachAction, LearnAction, Page, SearchAction, SearchFault, SearchProgress};

/// The search a worker's replies are for: its id.
type Target = Rc<RefCell<Option<u64>>>;

fn failed(search: u64, fault: SearchFault) -> Action {
    SearchAction::Failed { search, fault }.into()
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

/// The computer's move: searched in the AI worker (spawned when the computer first has to
/// move) once the animation is done. Any change (undo, new game, another move) changes the
/// search id: the effect's cleanup cancels the running search, and a late reply for an old id
/// is ignored by the reducer.
#[hook]
pub fn use_computer(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let target: Target = use_mut_ref(|| None);
    let search = state.computer_should_search();
    let request = match state.session().opponent {
        Opponent::Computer { level, .. } => search.map(|id| opponent::request(state.game(), level, id)),
        Opponent::Human => None,
    };
    use_effect_with(search, move |search| {
        *target.borrow_mut() = *search;
        if let Some(request) = request {
            if post_in(&worker, || computer_replies(target.clone(), dispatch.clone()), |w| w.search(&request)).is_err() {
                dispatch.dispatch(failed(request.seed, SearchFault::Unavailable));
            }
        }
        move || stop_in(&target, &worker)
    });
}

/// Where the computer's worker replies go: its progress and final move, for the search that
/// asked for them.
fn computer_replies(target: Target, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(search) = *target.borrow() else { return };
        let action = match reply {
            Reply::Progress { depth, best, .. } => SearchAction::Progress(SearchProgress { search, depth, best }).into(),
            Reply::Done { best: Some(mv), .. } => SearchAction::ComputerMoved { search, mv }.into(),
            reply => match fault_of(&reply) {
                Some(fault) => failed(search, fault),
                None => return,
            },
        };
        dispatch.dispatch(action);
    })
}

/// The coach's search of the person's move in a coached game: the review of that one ply, in
/// a worker of its own (kept for the next move). A change of position or a new check drops
/// the answer of the old one (its id no longer matches); no answer at all (the worker cannot
/// start, stops, or says something unreadable) plays the move unchecked, with a notice.
#[hook]
pub fn use_coach(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let target: Target = use_mut_ref(|| None);
    let search = state.coach_search();
    let check = search.as_ref().map(|(id, _)| *id);
    use_effect_with(check, move |check| {
        *target.borrow_mut() = *check;
        if let Some((id, request)) = search {
            if post_in(&worker, || coach_replies(target.clone(), dispatch.clone()), |w| w.review(&request)).is_err() {
                dispatch.dispatch(CoachAction::Unjudged { check: id }.into());
            }
        }
        move || stop_in(&target, &worker)
    });
}

/// Where the coach's worker replies go: the judgement of the check that asked for it.
fn coach_replies(target: Target, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(check) = *target.borrow() else { return };
        let action = match reply {
            Reply::Reviewed { review } => CoachAction::Judged { check, warning: search_warning(&review) },
            Reply::Error { .. } | Reply::Lost { .. } => CoachAction::Unjudged { check },
            _ => return,
        };
        dispatch.dispatch(action.into());
    })
}

/// The hint: the top level's move for the person to move, searched in a worker of its own,
/// which is dropped (terminated) as soon as the position changes.
#[hook]
pub fn use_hint(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let search = state.hint_search();
    let request = search.map(|_| opponent::hint_request(state.game()));
    use_effect_with(search, move |search| {
        let worker = search.zip(request).and_then(|(id, request)| {
            let report = dispatch.clone();
            let on_reply = Rc::new(move |reply: Reply| {
                let action = match reply {
                    Reply::Progress { depth, best, .. } => SearchAction::Progress(SearchProgress { search: id, depth, best }).into(),
                    Reply::Done { best: Some(mv), .. } => SearchAction::HintFound { search: id, mv }.into(),
                    reply => match fault_of(&reply) {
                        Some(fault) => failed(id, fault),
                        None => return,
                    },
                };
                report.dispatch(action);
            });
            let started = AiWorker::spawn(on_reply).and_then(|mut worker| worker.search(&request).map(|()| worker));
            started.map_err(|_| dispatch.dispatch(failed(id, SearchFault::Unavailable))).ok()
        });
        move || drop(worker)
    });
}

/// The query a learning step's worker reply is for.
type ProofTarget = Rc<RefCell<Option<ProofQuery>>>;

/// The learning path's play-out checks and hints: their bounded search
/// ([`crate::app::learn::ProofQuery`]) runs in a worker of its own, started when a play-out
/// step opens (so it has loaded by the learner's first move) and ended when the step closes;
/// the page's thread only posts the query and reads the answer. If the worker cannot be
/// started or fails, the same search runs here, so the step never hangs.
#[hook]
pub fn use_learn_proof(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let worker = use_mut_ref(|| None::<AiWorker>);
    let target: ProofTarget = use_mut_ref(|| None);
    let run = state.learn().run.as_ref().filter(|_| state.page() == Page::Learn);
    let play_out = run.is_some_and(|r| r.step().goal.is_play_out());
    let query = run.and_then(|r| r.checking.as_ref()).map(|c| c.query.clone());
    {
        let (worker, target, dispatch) = (worker.clone(), target.clone(), dispatch.clone());
        use_effect_with(play_out, move |play_out| {
            if !*play_out {
                worker.borrow_mut().take();
            } else if worker.borrow().is_none() {
                *worker.borrow_mut() = AiWorker::spawn(proof_replies(target, dispatch)).ok();
            }
        });
    }
    use_effect_with(query, move |query| {
        *target.borrow_mut() = query.clone();
        if let Some(query) = query {
            let request = query.request();
            let posted = worker.borrow_mut().as_mut().map(|w| w.prove(&request));
            if !matches!(posted, Some(Ok(()))) {
                prove_here(&target, &dispatch);
            }
        }
        move || stop_in(&target, &worker)
    });
}

/// Where the learning step's worker replies go: the proof, for the query that asked for it.
fn proof_replies(target: ProofTarget, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some(query) = target.borrow().clone() else { return };
        let proved = match reply {
            Reply::Proved { verdict, line, .. } => Proved::of(query.position.to_move(), verdict, line),
            Reply::Error { .. } | Reply::Lost { .. } => return prove_here(&target, &dispatch),
            _ => return,
        };
        dispatch.dispatch(LearnAction::Proved { query: Box::new(query), proved }.into());
    })
}

/// The fallback: the query's search on the page's thread.
fn prove_here(target: &ProofTarget, dispatch: &UseReducerDispatcher<AppState>) {
    let Some(query) = target.borrow().clone() else { return };
    let proved = query.run();
    dispatch.dispatch(LearnAction::Proved { query: Box::new(query), proved }.into());
}
