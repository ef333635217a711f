//! The toolbar: what acts on the app as a whole — a new game, the settings (one button and its
//! panel, [`super::settings`]), keys and glossary. The pages are in the navigation
//! ([`super::nav`]).

use yew::prelude::*;

use crate::app::i18n::{t, ButtonText, Lang};
use crate::app::save::Settings;
use crate::app::state::{Action, Dialog, ScreenAction};

use super::settings::SettingsMenu;

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub lang: Lang,
    pub settings: Settings,
    pub on_action: Callback<Action>,
}

/// A button's click as an action.
pub fn on_click(on_action: &Callback<Action>, action: impl Into<Action> + Clone + 'static) -> Callback<MouseEvent> {
    on_action.reform(move |_| action.clone().into())
}

#[function_component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let (lang, on_action) = (props.lang, &props.on_action);
    let dialog = |d: Dialog| on_click(on_action, ScreenAction::OpenDialog(d));
    html! {
        <div class="toolbar">
            <button id="btn-new" onclick={dialog(Dialog::NewGame)}>{ t(lang, ButtonText::NewGame) }</button>
            <button id="btn-keys" onclick={dialog(Dialog::Keys)}>{ t(lang, ButtonText::Keys) }</button>
            <button id="btn-glossary" onclick={dialog(Dialog::Glossary)}>{ t(lang, ButtonText::Glossary) }</button>
            <SettingsMenu {lang} settings={props.settings} on_action={on_action.clone()} />
        </div>
    }
}
