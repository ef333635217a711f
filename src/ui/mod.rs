//! The Yew app: one [`AppState`] in a reducer, presentational components fed from it, and the
//! browser side effects (timers, storage, the computer, share links, keys) as named hooks
//! ([`hooks`]) watching it.

mod areas;
mod board;
mod board_parts;
mod browser;
mod coach;
mod controls;
mod dialogs;
mod header;
mod hooks;
mod host;
mod lapbar;
mod nav;
mod pages;
mod panels;
mod settings;
#[cfg(feature = "shell")]
pub mod shell;
mod toolbar;
mod welcome;
mod worker;

use std::rc::Rc;

use yew::prelude::*;

use crate::app::i18n::Lang;
use crate::app::narrated::ExplainedPly;
use crate::app::state::{Action, AppState, Page, Stored};
use crate::app::{narrated, view};

pub use board::{Board, BoardProps};
pub use panels::{History, HistoryProps, Prompt, PromptProps, Status, StatusProps};

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new((*self).clone().reduce(action))
    }
}

/// Mounts the app on the page's body.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    yew::Renderer::<App>::new().render();
}

/// The state at start-up from localStorage; unreadable stored data is kept aside at once,
/// each under its key's side key. If the storage cannot be read (or a side key not written),
/// nothing is written this visit and the player is told.
fn initial_state() -> AppState {
    use crate::app::save::{SavedGame, Settings, Store};
    let read = |key| browser::read(key);
    let (settings, game, list) = (read(Settings::KEY), read(SavedGame::KEY), read(crate::app::save::LIST_KEY));
    let (progress, open) = (read(crate::app::learn::progress::STORE_KEY), read(<crate::app::pages::learn::state::Reopen as Store>::KEY));
    let unreadable = [&settings, &game, &list, &progress, &open].iter().any(|r| r.is_err());
    hooks::persistence::knew_game(game.as_ref().ok().and_then(Option::as_deref));
    let stored = Stored {
        settings: settings.ok().flatten(),
        reduced_motion: browser::prefers_reduced_motion(),
        game: game.ok().flatten(),
        list: list.ok().flatten(),
        unreadable,
        learn: crate::app::pages::learn::state::LearnStored { progress: progress.ok().flatten(), open: open.ok().flatten() },
    };
    let mut state = AppState::start(stored, Lang::from_browser(&browser::browser_language()), browser::unique_prefix());
    for aside in state.screen.set_aside.clone() {
        hooks::persistence::keep_aside(&mut state, &aside);
    }
    // What the pages keep first (the stored analysis), so that the address of the analysis
    // shown before a reload finds it as it was; then the address (a reload stays where it was).
    let state = pages::restore_pages(state);
    match browser::fragment() {
        fragment if fragment.is_empty() => state,
        fragment => state.reduce(crate::app::state::RouteAction::Open(fragment)),
    }
}

/// The effects every page needs: the animation clock, the computer, the hint, saving, the
/// page's listeners and keys, and the date.
#[hook]
fn use_game_effects(state: &UseReducerHandle<AppState>) {
    let dispatch = state.dispatcher();
    hooks::use_animation_timer(state, dispatch.clone());
    hooks::use_computer(state, dispatch.clone());
    hooks::use_hint(state, dispatch.clone());
    hooks::use_coach(state, dispatch.clone());
    hooks::use_reply(state, dispatch.clone());
    hooks::use_persistence(state, dispatch.clone());
    hooks::use_page_listeners(dispatch.clone());
    hooks::use_shortcut_keys(dispatch.clone());
    hooks::use_today(dispatch);
}

/// The highlighted move, replayed and explained once a move, not on every animation frame.
#[hook]
fn use_explained(state: &UseReducerHandle<AppState>) -> Rc<Option<ExplainedPly>> {
    let key = (state.session().id.clone(), state.session().revision, state.highlighted_ply());
    let state = state.clone();
    use_memo(key, move |_| narrated::highlighted(&state))
}

/// The app: the game and every page.
#[function_component]
pub fn App() -> Html {
    let state = use_reducer(initial_state);
    let dispatch = state.dispatcher();
    use_game_effects(&state);
    pages::use_page_effects(&state, dispatch.clone());
    hooks::use_address(&state, dispatch.clone());
    let explained = use_explained(&state);
    let on_action = Callback::from(move |action: Action| dispatch.dispatch(action));
    let page = pages::page_of(&state, &on_action);
    frame(&state, explained.as_ref().as_ref(), page, on_action)
}

/// The game's game, plies and record when the browser did not save it.
fn unsaved_game(state: &AppState) -> Option<(crate::engine::Variant, usize, String)> {
    let session = state.session();
    state.storage.game_unsaved().then(|| (session.game.start().variant(), session.game.plies().len(), session.record()))
}

/// The page around the board or the mode's page: the header (the game on the page's board,
/// the pages' navigation, the toolbar with the settings), the toasts, the first visit's
/// welcome, the live region and the dialogs (the coach's warning included: coached games are
/// games).
fn frame(state: &AppState, explained: Option<&ExplainedPly>, page: Option<Html>, on_action: Callback<Action>) -> Html {
    let lang = state.lang();
    let variant = state.game().start().variant();
    let play = page.is_none().then(|| crate::app::pages::game::game_page_view(state, explained));
    html! {
        <div class={classes!("app", format!("speed-{}", state.settings().speed.name()))}>
            <header class="top">
                { header::page_title(state.board_variant()) }
                { nav::page_nav(state, &on_action) }
                <toolbar::Toolbar {lang} settings={*state.settings()} on_action={on_action.clone()} />
            </header>
            // Messages float over the page (a toast), so they never move the board.
            <div class="toasts">
                { areas::update_line(lang, state.screen.update, &on_action) }
                { areas::storage_line(lang, &state.storage, state.session()) }
                <controls::NoticeBar {lang} {variant} notice={state.screen.notice.clone()} set_aside={state.screen.set_aside.clone()} on_action={on_action.clone()} />
            </div>
            if state.screen.welcome && state.page() == Page::Game {
                <welcome::Welcome {lang} on_action={on_action.clone()} />
            }
            if let Some(page) = page {
                <main class={classes!("layout", "mode-page")}>{ page }</main>
            } else if let Some(play) = play {
                <main class="layout">
                    { areas::board_area(&play, &on_action) }
                    { areas::side_panel(&play, &on_action) }
                </main>
            }
            <div id="live" class="sr-only" aria-live="polite">{ view::announcement(state) }</div>
            <coach::CoachWarningDialog {lang} prompt={state.coach_prompt.clone()} learner={state.game().position().to_move()} on_action={on_action.clone()} />
            <host::DialogHost {lang} dialog={state.screen.dialog.clone()} setup={state.session().setup()} games={(*state.saved.list).clone()}
                import_error={state.screen.import_error.clone()} unsaved={unsaved_game(state)} {on_action} />
        </div>
    }
}
