//! The page's two bundles ([`crate::app::handover`]): the play bundle (`bao-web`, the first
//! load) mounts the game; the first time a study page is opened it loads the study bundle
//! (`bao-study.js` and its wasm), which unmounts the play bundle's app and mounts its own, every
//! page included, from what is stored. Later visits start the study bundle at once.
//!
//! If the study bundle cannot be loaded (offline before it was ever loaded), the game stays as
//! it was and a notice says why; opening a study page again tries again.

use std::cell::{Cell, RefCell};

use gloo::events::EventListener;
use gloo::utils::{document, window};
use wasm_bindgen::{JsCast, JsValue};
use yew::{AppHandle, UseReducerDispatcher};

use super::{browser, App, AppProps, PlayApp, PlayAppProps};
use crate::app::handover::Handover;
use crate::app::state::{AppState, Notice, ScreenAction};

/// localStorage: `study` once the study bundle has run, so later visits start with it.
const BUNDLE_KEY: &str = "bao.bundle";
/// The window property that carries the hand-over text to the study bundle.
const HANDOVER: &str = "__baoHandover";
/// The study bundle's script (scripts/post-build.mjs appends its start to it).
const STUDY_SCRIPT: &str = "./bao-study.js";
/// The function the study script leaves on the window to start (or retry) its wasm.
const STUDY_START: &str = "baoStudyStart";
/// Fired by the study bundle just before it mounts: the play bundle steps aside.
const STARTED: &str = "bao-study-started";
/// Fired by the study script when its wasm could not be loaded (`detail`: why).
const FAILED: &str = "bao-study-failed";

thread_local! {
    static PLAY_APP: RefCell<Option<AppHandle<PlayApp>>> = const { RefCell::new(None) };
    static LOADING: Cell<bool> = const { Cell::new(false) };
}

/// The play bundle's start: the study bundle at once when it ran before, else the game.
pub fn run_play() {
    EventListener::new(&window(), STARTED, |_| {
        if let Some(app) = PLAY_APP.with(|app| app.borrow_mut().take()) {
            app.destroy();
        }
    })
    .forget();
    if browser::read(BUNDLE_KEY).as_deref() == Some("study") {
        load_study(None, |why| mount_play(Some(Notice::StudyFailed(why))));
    } else {
        mount_play(None);
    }
}

fn mount_play(notice: Option<Notice>) {
    let app = yew::Renderer::<PlayApp>::with_props(PlayAppProps { notice }).render();
    PLAY_APP.with(|slot| *slot.borrow_mut() = Some(app));
}

/// The study bundle's start: the play bundle unmounts, later visits start here, and the
/// hand-over (if any) is repeated once the app is mounted.
pub fn run_study() {
    if let Ok(event) = web_sys::Event::new(STARTED) {
        let _ = window().dispatch_event(&event);
    }
    browser::write(BUNDLE_KEY, "study");
    let handover =
        js_sys::Reflect::get(&window(), &JsValue::from_str(HANDOVER)).ok().and_then(|text| text.as_string()).and_then(|text| Handover::decode(&text));
    let _ = js_sys::Reflect::delete_property(&window(), &JsValue::from_str(HANDOVER));
    yew::Renderer::<App>::with_props(AppProps { handover }).render();
}

/// Opens a study page from the play bundle: says it is loading, then hands the page over (or
/// says why it could not).
pub fn open_study(handover: Handover, dispatch: UseReducerDispatcher<AppState>) {
    dispatch.dispatch(ScreenAction::ShowNotice(Notice::StudyLoading).into());
    load_study(Some(handover), move |why| dispatch.dispatch(ScreenAction::ShowNotice(Notice::StudyFailed(why)).into()));
}

/// Loads and starts the study bundle once; `failed` hears why it could not.
fn load_study(handover: Option<Handover>, failed: impl FnOnce(String) + 'static) {
    if LOADING.with(|loading| loading.replace(true)) {
        return;
    }
    let text = handover.map_or(JsValue::UNDEFINED, |h| JsValue::from_str(&h.encode()));
    let _ = js_sys::Reflect::set(&window(), &JsValue::from_str(HANDOVER), &text);
    let failed = std::rc::Rc::new(RefCell::new(Some(failed)));
    let fail = move |why: String| {
        LOADING.with(|loading| loading.set(false));
        if let Some(failed) = failed.borrow_mut().take() {
            failed(why);
        }
    };
    let on_wasm_failed = fail.clone();
    EventListener::once(&window(), FAILED, move |event| {
        let why = event.dyn_ref::<web_sys::CustomEvent>().and_then(|e| e.detail().as_string()).unwrap_or_default();
        on_wasm_failed(why);
    })
    .forget();
    // The script ran before and its wasm failed: start it again instead of a second copy.
    if let Ok(start) = js_sys::Reflect::get(&window(), &JsValue::from_str(STUDY_START)).and_then(|f| f.dyn_into::<js_sys::Function>()) {
        let _ = start.call0(&JsValue::NULL);
        return;
    }
    let Ok(script) = document().create_element("script") else { return fail("no script element".to_string()) };
    let _ = script.set_attribute("src", STUDY_SCRIPT);
    EventListener::once(&script, "error", move |_| fail(format!("{STUDY_SCRIPT} was not loaded"))).forget();
    if let Some(head) = document().head() {
        let _ = head.append_child(&script);
    }
}
