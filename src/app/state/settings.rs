//! The settings slice: speed, language, theme, the board's side and sound.

use crate::app::i18n::Lang;
use crate::app::save::{Speed, Theme};

use super::AppState;

/// A change of a setting.
#[derive(Clone, Debug)]
pub enum SettingsAction {
    SetSpeed(Speed),
    /// `None`: follow the browser's language.
    SetLang(Option<Lang>),
    SetTheme(Theme),
    ToggleFlip,
    ToggleSound,
}

pub(super) fn reduce(state: &mut AppState, action: SettingsAction) {
    let settings = &mut state.saved.settings;
    match action {
        SettingsAction::SetSpeed(speed) => settings.speed = speed,
        SettingsAction::SetLang(lang) => settings.lang = lang,
        SettingsAction::SetTheme(theme) => settings.theme = theme,
        SettingsAction::ToggleFlip => settings.flipped = !settings.flipped,
        SettingsAction::ToggleSound => settings.sound = !settings.sound,
    }
}
