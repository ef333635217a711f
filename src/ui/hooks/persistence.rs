//! Saving: the game after every change, the game list and the settings when they change.

use yew::prelude::*;

use crate::app::save::{self, SavedGame, Settings, Store};
use crate::app::state::AppState;

use super::browser;

/// Writes the game, the list and the settings to localStorage as they change, and applies the
/// theme and language to the page.
#[hook]
pub fn use_persistence(state: &AppState) {
    let saved = state.session().to_saved();
    use_effect_with((saved.id.clone(), saved.revision), move |_| browser::write(SavedGame::KEY, &save::write_game(&saved)));
    let list = state.saved.list.clone();
    use_effect_with(state.saved.list_revision, move |revision| {
        if *revision > 0 {
            browser::write(save::LIST_KEY, &save::write_list(&list));
        }
    });
    use_effect_with((*state.settings(), state.lang()), |(settings, lang)| {
        browser::write(Settings::KEY, &save::write_settings(settings));
        browser::apply_page_settings(settings.theme.name(), lang.name());
    });
}
