//! Saving: the game after every change, the game list and the settings when they change. Every
//! write goes through [`store`], which tells the state when the browser refuses it (and when
//! it takes it again), so a failed save is shown at once and nothing is lost silently. The game
//! and the list are written only over what this tab knows of them ([`tabs`]): another tab's
//! game or list is never written over unseen.

use std::cell::RefCell;

use yew::prelude::*;

use crate::app::save::tabs::{self, BeforeWrite};
use crate::app::save::{self, ListedGame, SavedGame, SetAside, Settings, Store};
use crate::app::state::{AppState, GameAction, StorageAction, StorageHealth};

use super::browser;

thread_local! {
    /// The keys whose last write failed: a change either way is told to the state once.
    static FAILING: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
    /// The save of the game this tab last wrote or read: what it expects storage to hold.
    static KNOWN_GAME: RefCell<Option<SavedGame>> = const { RefCell::new(None) };
}

/// Writes `text` under `key`, telling the state when the write fails, or goes through after
/// one failed. Whether it was written.
pub fn store(dispatch: &UseReducerDispatcher<AppState>, key: &'static str, text: &str) -> bool {
    let result = browser::write(key, text);
    let was_failing = FAILING.with(|f| f.borrow().contains(&key));
    match result {
        Ok(()) if was_failing => {
            FAILING.with(|f| f.borrow_mut().retain(|k| *k != key));
            dispatch.dispatch(StorageAction::Saved(key).into());
        }
        Err(fault) if !was_failing => {
            FAILING.with(|f| f.borrow_mut().push(key));
            dispatch.dispatch(StorageAction::Failed { key, fault }.into());
        }
        _ => {}
    }
    result.is_ok()
}

/// The game read from storage at start-up: what this tab knows is there.
pub fn knew_game(stored: Option<&str>) {
    let game = stored.and_then(|text| save::read_game(text).ok());
    KNOWN_GAME.with(|k| *k.borrow_mut() = game);
}

/// Keeps an unreadable stored value under its side key. If even that fails, nothing is written
/// this visit (the unreadable value is then not written over either) and the player is told.
pub fn keep_aside(state: &mut AppState, aside: &SetAside) {
    if browser::write(aside.side_key, &aside.text).is_err() {
        browser::refuse_writes();
        state.storage = StorageHealth::unreadable();
    }
}

/// The game storage holds now, if it reads.
pub fn stored_game() -> Option<SavedGame> {
    browser::read(SavedGame::KEY).ok().flatten().and_then(|text| save::read_game(&text).ok())
}

/// The game list storage holds now, if it reads.
pub fn stored_list() -> Option<Vec<ListedGame>> {
    browser::read(save::LIST_KEY).ok().flatten().and_then(|text| save::read_list(&text).ok())
}

/// Writes the game, the list and the settings to localStorage as they change, marks the page
/// while anything is unsaved, and applies the theme and language to the page.
#[hook]
pub fn use_persistence(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let saved = state.session().to_saved();
    {
        let dispatch = dispatch.clone();
        use_effect_with(saved, move |saved| save_game(&dispatch, saved));
    }
    let list = state.saved.list.clone();
    {
        let dispatch = dispatch.clone();
        use_effect_with(state.saved.list_revision, move |revision| {
            if *revision > 0 {
                save_list(&dispatch, &list);
            }
        });
    }
    use_effect_with((*state.settings(), state.lang()), move |(settings, lang)| {
        store(&dispatch, Settings::KEY, &save::write_settings(settings));
        browser::apply_page_settings(settings.theme.name(), lang.name());
    });
    use_effect_with(!state.storage.unsaved.is_empty(), |unsaved| browser::mark_unsaved(*unsaved));
}

/// Writes this tab's game over what it knows storage holds; another tab's newer game is handed
/// to the state first ([`GameAction::Clash`]: filed, and this game saved after it).
fn save_game(dispatch: &UseReducerDispatcher<AppState>, ours: &SavedGame) {
    let check = KNOWN_GAME.with(|known| tabs::before_write(ours, stored_game(), known.borrow().as_ref()));
    match check {
        BeforeWrite::Write => {
            if store(dispatch, SavedGame::KEY, &save::write_game(ours)) {
                KNOWN_GAME.with(|k| *k.borrow_mut() = Some(ours.clone()));
            }
        }
        BeforeWrite::Clash(theirs) => {
            KNOWN_GAME.with(|k| *k.borrow_mut() = Some(theirs.clone()));
            dispatch.dispatch(GameAction::Clash(theirs).into());
        }
    }
}

/// Writes the game list merged with what storage holds (another tab may have filed a game).
fn save_list(dispatch: &UseReducerDispatcher<AppState>, ours: &[ListedGame]) {
    let merged = tabs::merge_lists(ours, &stored_list().unwrap_or_default());
    store(dispatch, save::LIST_KEY, &save::write_list(&merged));
    if merged != ours {
        dispatch.dispatch(GameAction::ExternalList(merged).into());
    }
}
