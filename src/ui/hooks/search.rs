//! The computer's search and the hint search in AI workers.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::ai::protocol::Reply;
use crate::ai::worker::AiWorker;
use crate::app::opponent;
use crate::app::setup::Opponent;
use crate::app::state::{Action, AppState, Notice, ScreenAction, SearchAction, SearchProgress};
use crate::engine::Position;

/// The search a worker's replies are for: its id and the position searched.
type Target = Rc<RefCell<Option<(u64, Position)>>>;

fn failed(error: String) -> Action {
    ScreenAction::ShowNotice(Notice::ComputerFailed(error)).into()
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
    let position = state.game().position().clone();
    use_effect_with(search, move |search| {
        *target.borrow_mut() = search.map(|id| (id, position));
        if let Some(request) = request {
            if worker.borrow().is_none() {
                match AiWorker::spawn(computer_replies(target.clone(), dispatch.clone())) {
                    Ok(spawned) => *worker.borrow_mut() = Some(spawned),
                    Err(error) => dispatch.dispatch(failed(error)),
                }
            }
            if let Some(Err(error)) = worker.borrow_mut().as_mut().map(|w| w.search(&request)) {
                dispatch.dispatch(failed(error));
            }
        }
        move || {
            target.borrow_mut().take();
            if let Some(w) = worker.borrow_mut().as_mut() {
                let _ = w.cancel();
            }
        }
    });
}

/// Where the computer's worker replies go: its progress and final move, for the search that
/// asked for them.
fn computer_replies(target: Target, dispatch: UseReducerDispatcher<AppState>) -> Rc<dyn Fn(Reply)> {
    Rc::new(move |reply: Reply| {
        let Some((search, position)) = target.borrow().clone() else { return };
        let action = match reply {
            Reply::Progress { depth, best, .. } => progress_action(search, &position, depth, &best),
            Reply::Done { best: Some(text), .. } => match crate::engine::parse_move(&position, &text) {
                Ok((mv, _)) => SearchAction::ComputerMoved { search, mv }.into(),
                Err(error) => failed(error.to_string()),
            },
            Reply::Error { message } => failed(message),
            _ => return,
        };
        dispatch.dispatch(action);
    })
}

/// The hint: the top level's move for the person to move, searched in a worker of its own,
/// which is dropped (terminated) as soon as the position changes.
#[hook]
pub fn use_hint(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let search = state.hint_search();
    let request = search.map(|_| opponent::hint_request(state.game()));
    let position = state.game().position().clone();
    use_effect_with(search, move |search| {
        let worker = search.zip(request).and_then(|(id, request)| {
            let report = dispatch.clone();
            let on_reply = Rc::new(move |reply: Reply| {
                let action = match reply {
                    Reply::Progress { depth, best, .. } => progress_action(id, &position, depth, &best),
                    Reply::Done { best: Some(text), .. } => match crate::engine::parse_move(&position, &text) {
                        Ok((mv, _)) => SearchAction::HintFound { search: id, mv }.into(),
                        Err(error) => failed(error.to_string()),
                    },
                    Reply::Error { message } => failed(message),
                    _ => return,
                };
                report.dispatch(action);
            });
            let started = AiWorker::spawn(on_reply).and_then(|mut worker| worker.search(&request).map(|()| worker));
            started.map_err(|error| dispatch.dispatch(failed(error))).ok()
        });
        move || drop(worker)
    });
}

/// A search's progress report as an action; a move the position does not have is a worker
/// fault, reported like a failed search.
fn progress_action(search: u64, position: &Position, depth: u32, best: &str) -> Action {
    match crate::engine::parse_move(position, best) {
        Ok((best, _)) => SearchAction::Progress(SearchProgress { search, depth, best }).into(),
        Err(error) => failed(error.to_string()),
    }
}
