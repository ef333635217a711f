//! The settings slice: speed, language, theme, the board's side, sound, the hole names, which
//! moves are animated and whether the opponent's best reply is said.

use crate::app::i18n::Lang;
use crate::app::save::{ColourScheme, Speed};

use super::AppState;

/// A change of a setting.
#[derive(Clone, Debug)]
pub enum SettingsAction {
    SetSpeed(Speed),
    /// `None`: follow the browser's language.
    SetLang(Option<Lang>),
    SetTheme(ColourScheme),
    ToggleFlip,
    ToggleSound,
    /// Show or hide the hole names on the board.
    ToggleCoords,
    /// Show or hide the move preview on the board.
    TogglePreview,
    /// Animate only the computer's moves, or every move.
    ToggleAnimOpponentOnly,
    /// Say the opponent's best reply to the move considered in a game, or not.
    ToggleReply,
}

pub(super) fn reduce(state: &mut AppState, action: SettingsAction) {
    let settings = &mut state.saved.settings;
    match action {
        SettingsAction::SetSpeed(speed) => settings.speed = speed,
        SettingsAction::SetLang(lang) => settings.lang = lang,
        SettingsAction::SetTheme(theme) => settings.theme = theme,
        SettingsAction::ToggleFlip => settings.flipped = !settings.flipped,
        SettingsAction::ToggleSound => settings.sound = !settings.sound,
        SettingsAction::ToggleCoords => settings.coords = !settings.coords,
        SettingsAction::TogglePreview => settings.preview = !settings.preview,
        SettingsAction::ToggleAnimOpponentOnly => settings.anim_opponent_only = !settings.anim_opponent_only,
        SettingsAction::ToggleReply => settings.reply = !settings.reply,
    }
}
