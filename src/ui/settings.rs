//! The settings: one button in the toolbar opens one panel (a drawer under the header) with
//! every setting — speed, language, theme, sound, hole names, move preview, the opponent's best
//! reply, animating only the opponent's moves. The panel stays in the page while closed (hidden), so the settings keep
//! their ids and values for whoever reads them.

use yew::prelude::*;

use crate::app::i18n::{t, BoardText, ButtonText, Lang, LapText, RecordText, SettingText};
use crate::app::save::{ColourScheme, Settings, Speed};
use crate::app::state::{Action, SettingsAction};

#[derive(Properties, PartialEq)]
pub struct SettingsMenuProps {
    pub lang: Lang,
    pub settings: Settings,
    pub on_action: Callback<Action>,
}

/// The settings button and its panel; the button opens and closes it, as do the panel's
/// close button and Escape in the panel.
#[function_component]
pub fn SettingsMenu(props: &SettingsMenuProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |()| open.set(false))
    };
    let lang = props.lang;
    html! {
        <>
            <button id="btn-settings" aria-controls="settings-panel" aria-expanded={open.to_string()} onclick={toggle}>
                { format!("⚙ {}", t(lang, RecordText::Settings)) }</button>
            { settings_panel(lang, props.settings, *open, close, &props.on_action) }
        </>
    }
}

/// A select's new value turned into an action (none for a value it does not know).
fn on_select(on_action: &Callback<Action>, action: fn(&str) -> Option<SettingsAction>) -> Callback<Event> {
    let on_action = on_action.clone();
    Callback::from(move |e: Event| {
        let value = crate::ui::browser::select_value(&e);
        if let Some(action) = action(&value) {
            on_action.emit(action.into());
        }
    })
}

/// A checkbox that toggles one setting.
fn check(id: &'static str, checked: bool, label: &'static str, on_action: &Callback<Action>, action: SettingsAction) -> Html {
    html! {
        <label class="check"><input {id} type="checkbox" {checked} onchange={on_action.reform(move |_: Event| action.clone().into())} />{ label }</label>
    }
}

/// Escape pressed in the panel closes it.
fn close_on_escape(on_close: &Callback<()>) -> Callback<KeyboardEvent> {
    let on_close = on_close.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            on_close.emit(());
        }
    })
}

/// The panel of every setting (hidden unless `open`).
fn settings_panel(lang: Lang, settings: Settings, open: bool, on_close: Callback<()>, on_action: &Callback<Action>) -> Html {
    let on_speed = on_select(on_action, |v| Speed::from_name(v).map(SettingsAction::SetSpeed));
    let on_lang = on_select(on_action, |v| {
        Some(SettingsAction::SetLang(match v {
            "en" => Some(Lang::En),
            "sw" => Some(Lang::Sw),
            _ => None,
        }))
    });
    let on_theme = on_select(on_action, |v| ColourScheme::from_name(v).map(SettingsAction::SetTheme));
    html! {
        <section id="settings-panel" class="settings-panel" role="dialog" aria-labelledby="settings-title" hidden={!open}
            onkeydown={close_on_escape(&on_close)}>
            <h2 id="settings-title">{ t(lang, RecordText::Settings) }</h2>
            <button class="close" onclick={on_close.reform(|_: MouseEvent| ())}>{ t(lang, ButtonText::Close) }</button>
            <label>{ t(lang, SettingText::SettingLanguage) }
                <select id="language" onchange={on_lang}>
                    <option value="auto" selected={settings.lang.is_none()}>{ t(lang, SettingText::LangAuto) }</option>
                    <option value="en" selected={settings.lang == Some(Lang::En)}>{ "English" }</option>
                    <option value="sw" selected={settings.lang == Some(Lang::Sw)}>{ "Kiswahili" }</option>
                </select>
            </label>
            <label>{ t(lang, SettingText::SettingTheme) }
                <select id="theme" onchange={on_theme}>
                    { for ColourScheme::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == settings.theme}>{ t(lang, s.label()) }</option> }) }
                </select>
            </label>
            <label>{ t(lang, SettingText::SettingSpeed) }
                <select id="speed" onchange={on_speed}>
                    { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == settings.speed}>{ t(lang, s.label()) }</option> }) }
                </select>
            </label>
            { check("sound", settings.sound, t(lang, SettingText::SettingSound), on_action, SettingsAction::ToggleSound) }
            { check("coords", settings.coords, t(lang, SettingText::SettingCoords), on_action, SettingsAction::ToggleCoords) }
            { check("preview", settings.preview, t(lang, BoardText::SettingPreview), on_action, SettingsAction::TogglePreview) }
            { check("anim-opponent-only", settings.anim_opponent_only, t(lang, LapText::SettingAnimOpponentOnly), on_action, SettingsAction::ToggleAnimOpponentOnly) }
            { check("reply", settings.reply, t(lang, crate::app::i18n::ReplyText::Setting), on_action, SettingsAction::ToggleReply) }
        </section>
    }
}
