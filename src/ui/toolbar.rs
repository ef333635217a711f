//! The toolbar: new game, the learning path (with its progress), the settings (a panel of their
//! own on a phone), keys and glossary. Buttons of other parts of the app are appended to the
//! list; new settings go into `#settings-panel`.

use web_sys::wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::app::i18n::{t, ButtonText, Lang, LapText, PracticeText, RecordText, SettingText};
use crate::app::save::{Settings, Speed, Theme};
use crate::app::state::{Action, Dialog, Page, PageAction, ScreenAction, SettingsAction};

#[derive(Properties, PartialEq)]
pub struct ToolbarProps {
    pub lang: Lang,
    pub settings: Settings,
    /// The Learn button's progress line.
    pub learn: super::learn::LearnSummary,
    pub on_action: Callback<Action>,
}

/// A select's new value turned into an action (none for a value it does not know).
fn on_select(on_action: &Callback<Action>, action: fn(&str) -> Option<SettingsAction>) -> Callback<Event> {
    let on_action = on_action.clone();
    Callback::from(move |e: Event| {
        let value = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default();
        if let Some(action) = action(&value) {
            on_action.emit(action.into());
        }
    })
}

/// A button's click as an action.
pub fn on_click(on_action: &Callback<Action>, action: impl Into<Action> + Clone + 'static) -> Callback<MouseEvent> {
    on_action.reform(move |_| action.clone().into())
}

#[function_component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let (lang, settings, on_action) = (props.lang, props.settings, &props.on_action);
    let on_speed = on_select(on_action, |v| Speed::from_name(v).map(SettingsAction::SetSpeed));
    let on_lang = on_select(on_action, |v| {
        Some(SettingsAction::SetLang(match v {
            "en" => Some(Lang::En),
            "sw" => Some(Lang::Sw),
            _ => None,
        }))
    });
    let on_theme = on_select(on_action, |v| Theme::from_name(v).map(SettingsAction::SetTheme));
    let dialog = |d: Dialog| on_click(on_action, ScreenAction::OpenDialog(d));
    // On a narrow screen the settings fold behind #btn-settings (styles/records.css); on a wide
    // one they stand in the toolbar and the button is hidden.
    let settings_open = use_state(|| false);
    let toggle_settings = {
        let settings_open = settings_open.clone();
        Callback::from(move |_: MouseEvent| settings_open.set(!*settings_open))
    };
    html! {
        <nav class="toolbar">
            <button id="btn-new" onclick={dialog(Dialog::NewGame)}>{ t(lang, ButtonText::NewGame) }</button>
            <super::learn::LearnButton {lang} summary={props.learn.clone()} on_action={on_action.clone()} />
            <button id="btn-drills" onclick={on_click(on_action, PageAction::Open(Page::Drill))}>{ t(lang, PracticeText::BtnDrills) }</button>
            <button id="btn-puzzles" onclick={on_click(on_action, PageAction::Open(Page::Puzzles))}>{ t(lang, PracticeText::BtnPuzzles) }</button>
            <button id="btn-analyse" onclick={on_click(on_action, crate::app::state::AnalysisAction::OpenGame)}>{ t(lang, crate::app::i18n::AnalysisText::Analyse) }</button>
            <button id="btn-editor" onclick={on_click(on_action, crate::app::state::PageAction::Open(crate::app::state::Page::Editor))}>{ t(lang, crate::app::i18n::EditorText::Editor) }</button>
            <button id="btn-review" onclick={on_click(on_action, crate::app::state::ReviewAction::ReviewCurrent)}>{ t(lang, crate::app::i18n::ReviewText::Review) }</button>
            <button id="btn-settings" class="settings-toggle" aria-controls="settings-panel" aria-expanded={settings_open.to_string()}
                onclick={toggle_settings}>{ format!("⚙ {}", t(lang, RecordText::Settings)) }</button>
            <div id="settings-panel" class={classes!("settings", settings_open.then_some("open"))}>
            <label>{ t(lang, SettingText::SettingSpeed) }
                <select id="speed" onchange={on_speed}>
                    { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == settings.speed}>{ t(lang, s.label()) }</option> }) }
                </select>
            </label>
            <label>{ t(lang, SettingText::SettingLanguage) }
                <select id="language" onchange={on_lang}>
                    <option value="auto" selected={settings.lang.is_none()}>{ t(lang, SettingText::LangAuto) }</option>
                    <option value="en" selected={settings.lang == Some(Lang::En)}>{ "English" }</option>
                    <option value="sw" selected={settings.lang == Some(Lang::Sw)}>{ "Kiswahili" }</option>
                </select>
            </label>
            <label>{ t(lang, SettingText::SettingTheme) }
                <select id="theme" onchange={on_theme}>
                    { for Theme::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == settings.theme}>{ t(lang, s.label()) }</option> }) }
                </select>
            </label>
            <label class="check"><input id="sound" type="checkbox" checked={settings.sound} onchange={on_action.reform(|_: Event| SettingsAction::ToggleSound.into())} />{ t(lang, SettingText::SettingSound) }</label>
            <label class="check"><input id="coords" type="checkbox" checked={settings.coords} onchange={on_action.reform(|_: Event| SettingsAction::ToggleCoords.into())} />{ t(lang, SettingText::SettingCoords) }</label>
            <label class="check"><input id="preview" type="checkbox" checked={settings.preview} onchange={on_action.reform(|_: Event| SettingsAction::TogglePreview.into())} />{ t(lang, crate::app::i18n::BoardText::SettingPreview) }</label>
            <label class="check"><input id="anim-opponent-only" type="checkbox" checked={settings.anim_opponent_only} onchange={on_action.reform(|_: Event| SettingsAction::ToggleAnimOpponentOnly.into())} />{ t(lang, LapText::SettingAnimOpponentOnly) }</label>
            </div>
            <button id="btn-keys" onclick={dialog(Dialog::Keys)}>{ t(lang, ButtonText::Keys) }</button>
            <button id="btn-glossary" onclick={dialog(Dialog::Glossary)}>{ t(lang, ButtonText::Glossary) }</button>
        </nav>
    }
}
