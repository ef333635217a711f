//! Listeners for the page's lifetime: other tabs' saves, app updates, and the
//! window-wide shortcut keys.

use gloo::events::{EventListener, EventListenerOptions};
use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::explain::CursorStep;
use crate::app::save;
use crate::app::state::{Action, AnimAction, AppState, BoardAction, Dialog, GameAction, PageKey, ScreenAction, SettingsAction};
use crate::engine::Dir;

use super::{browser, persistence};

/// Other tabs' saves and a new app version (waiting, blocked by this tab's unsaved work, or
/// applied by another tab: static/sw-register.js). (The address, share links included, is
/// [`super::use_address`]'s.)
#[hook]
pub fn use_page_listeners(dispatch: UseReducerDispatcher<AppState>) {
    use_effect_with((), move |_| {
        let on_storage = {
            let dispatch = dispatch.clone();
            EventListener::new(&gloo::utils::window(), "storage", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::StorageEvent>() else { return };
                // What storage holds now (a later write may have followed the one told).
                let action = match event.key().as_deref() {
                    Some(save::GAME_KEY) => persistence::stored_game().map(GameAction::ExternalGame),
                    Some(save::LIST_KEY) => persistence::stored_list().map(GameAction::ExternalList),
                    _ => None,
                };
                if let Some(action) = action {
                    dispatch.dispatch(action.into());
                }
            })
        };
        if browser::update_waiting() {
            dispatch.dispatch(ScreenAction::UpdateReady.into());
        }
        let update_event = |name: &'static str, action: ScreenAction| {
            let dispatch = dispatch.clone();
            EventListener::new(&gloo::utils::window(), name, move |_| dispatch.dispatch(action.clone().into()))
        };
        let on_update = [
            update_event("bao-update-ready", ScreenAction::UpdateReady),
            update_event("bao-update-blocked", ScreenAction::UpdateBlocked),
            update_event("bao-update-applied", ScreenAction::UpdateApplied),
        ];
        move || drop((on_storage, on_update))
    });
}

/// The action of a shortcut key (outside text fields), if it is one.
fn shortcut(key: &str) -> Option<Action> {
    Some(match key {
        "<" | "," => PageKey::Board(BoardAction::ChooseDir(Dir::Left)).into(),
        ">" | "." => PageKey::Board(BoardAction::ChooseDir(Dir::Right)).into(),
        "u" => PageKey::Undo.into(),
        "f" => SettingsAction::ToggleFlip.into(),
        "?" => ScreenAction::OpenDialog(Dialog::Keys).into(),
        "[" => PageKey::Board(BoardAction::Lap(AnimAction::StepLap { forward: false })).into(),
        "]" => PageKey::Board(BoardAction::Lap(AnimAction::StepLap { forward: true })).into(),
        "Escape" => ScreenAction::Cancel.into(),
        _ => return None,
    })
}

/// The window-wide shortcut keys (a page's keys go to the page on screen, [`PageKey`]). The listener is not passive, since it prevents the keys'
/// default action (a passive one may not, and the browser logs an error for every try).
#[hook]
pub fn use_shortcut_keys(dispatch: UseReducerDispatcher<AppState>) {
    use_effect_with((), move |_| {
        let options = EventListenerOptions::enable_prevent_default();
        let on_key = EventListener::new_with_options(&gloo::utils::window(), "keydown", options, move |event| {
            let Some(event) = event.dyn_ref::<web_sys::KeyboardEvent>() else { return };
            let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let typing = target.as_ref().is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if typing || event.default_prevented() || event.ctrl_key() || event.meta_key() || event.alt_key() {
                return;
            }
            // Home ← → End step through the move list unless a hole has the focus: on the
            // board the arrows move between the holes (the board's own keys).
            if let Some(step) = CursorStep::from_key(&event.key()) {
                let on_board = target.and_then(|el| el.closest("svg.board").ok().flatten()).is_some();
                if !on_board {
                    event.prevent_default();
                    dispatch.dispatch(PageKey::Step(step).into());
                }
                return;
            }
            if event.key() == " " {
                // Space pauses or plays the move, unless it presses a button or picks a hole.
                let on_control = event
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .is_some_and(|el| el.closest("button, a, summary, [role=button], svg.board").ok().flatten().is_some());
                if !on_control {
                    event.prevent_default();
                    dispatch.dispatch(PageKey::Board(BoardAction::Lap(AnimAction::TogglePause)).into());
                }
                return;
            }
            if let Some(action) = shortcut(&event.key()) {
                event.prevent_default();
                dispatch.dispatch(action);
            }
        });
        move || drop(on_key)
    });
}
