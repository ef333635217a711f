//! The address in the URL fragment, both ways: the state's address is written to the address
//! bar (a new page is a new history entry, a change within a page replaces the entry), and
//! the address the browser moves to — Back, Forward, an edited or followed fragment — is
//! opened ([`RouteAction::Open`]; the address at start-up is opened before the first render,
//! see `ui::initial_state`). The addresses themselves are the pages' (`app::address`, `app::state::Route`).

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::app::state::Route;
use crate::app::state::{AppState, RouteAction};

use super::browser;

/// Keeps the address bar and the state's address in step.
#[hook]
pub fn use_address(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    // The address last written (`None` before the first), and a fragment opened and not yet
    // rendered: the browser tells one move twice (`popstate`, `hashchange`), and a fragment is
    // opened once.
    let shown: Rc<RefCell<Option<(Route, String)>>> = use_mut_ref(|| None);
    let pending: Rc<RefCell<Option<String>>> = use_mut_ref(|| None);
    {
        let (shown, pending) = (shown.clone(), pending.clone());
        use_effect_with((), move |_| {
            let open = Rc::new(move || {
                let fragment = browser::fragment();
                let known = shown.borrow().as_ref().is_some_and(|(_, text)| *text == fragment) || pending.borrow().as_deref() == Some(fragment.as_str());
                if !known {
                    *pending.borrow_mut() = Some(fragment.clone());
                    dispatch.dispatch(RouteAction::Open(fragment).into());
                }
            });
            let on_pop = {
                let open = open.clone();
                EventListener::new(&gloo::utils::window(), "popstate", move |_| open())
            };
            let on_hash = EventListener::new(&gloo::utils::window(), "hashchange", move |_| open());
            move || drop((on_pop, on_hash))
        });
    }
    // Made each render: a few words, or one record written (the analysis's, the review's).
    let address = state.route();
    let text = address.to_string();
    // After every render: the address bar shows the state's address (a fragment that opened
    // nothing is replaced by it).
    use_effect(move || {
        *pending.borrow_mut() = None;
        if browser::fragment() != text {
            let push = shown.borrow().as_ref().is_some_and(|(previous, _)| !previous.same_page(&address));
            browser::set_fragment(&text, push);
        }
        *shown.borrow_mut() = Some((address, text));
    });
}
