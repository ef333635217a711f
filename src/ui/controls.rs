//! The game controls under the status, and the message bar.

use yew::prelude::*;

use crate::app::address::AddressError;
use crate::app::i18n::{self, t, tf, ButtonText, ErrorText, Lang};
use crate::app::save::SetAside;
use crate::app::share::{self, ImportError};
use crate::app::state::{
    Action, AnimAction, BadAddress, Dialog, GameAction, Notice, PlayAction, ScreenAction, SearchAction, SearchFault, Session, SettingsAction,
};
use crate::engine::Variant;

use super::browser;
use super::toolbar::on_click;

#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub lang: Lang,
    /// The person may move now (the hint needs that).
    pub can_input: bool,
    pub can_redo: bool,
    pub plies: usize,
    pub over: bool,
    /// The game's record (exported and shared).
    pub record: String,
    pub variant: Variant,
    pub on_action: Callback<Action>,
}

/// Undo, hint, redo, replay, flip, resign, and the record: export, import, share, the list.
#[function_component]
pub fn Controls(props: &ControlsProps) -> Html {
    let (lang, on_action) = (props.lang, &props.on_action);
    let on_export = export_record(props.variant, props.plies, props.record.clone());
    let on_share = {
        let record = props.record.clone();
        on_action.reform(move |_: MouseEvent| {
            let link = format!("{}{}", browser::page_url(), share::fragment_for(&record));
            browser::copy(&link);
            ScreenAction::ShowNotice(Notice::LinkReady(link)).into()
        })
    };
    html! {
        <div class="controls">
            <button id="btn-undo" onclick={on_click(on_action, PlayAction::Undo)}>{ t(lang, ButtonText::Undo) }</button>
            <button id="btn-hint" disabled={!props.can_input} onclick={on_click(on_action, SearchAction::Hint)}>{ t(lang, ButtonText::Hint) }</button>
            <button id="btn-redo" disabled={!props.can_redo} onclick={on_click(on_action, PlayAction::Redo)}>{ t(lang, ButtonText::Redo) }</button>
            <button id="btn-replay" disabled={props.plies == 0} onclick={on_click(on_action, AnimAction::Replay)}>{ t(lang, ButtonText::Replay) }</button>
            <button id="btn-flip" onclick={on_click(on_action, SettingsAction::ToggleFlip)}>{ t(lang, ButtonText::Flip) }</button>
            <button id="btn-resign" disabled={props.over} onclick={on_click(on_action, ScreenAction::OpenDialog(Dialog::ConfirmResign))}>{ t(lang, ButtonText::Resign) }</button>
            <button id="btn-export" onclick={on_export}>{ t(lang, ButtonText::Export) }</button>
            <button id="btn-import" onclick={on_click(on_action, ScreenAction::OpenDialog(Dialog::Import))}>{ t(lang, ButtonText::Import) }</button>
            <button id="btn-share" onclick={on_share}>{ t(lang, ButtonText::Share) }</button>
            <button id="btn-games" onclick={on_click(on_action, ScreenAction::OpenDialog(Dialog::GameList))}>{ t(lang, ButtonText::Games) }</button>
        </div>
    }
}

/// Offers the game's record as a file (`bao-<game>-<plies>.txt`).
pub fn export_record(variant: Variant, plies: usize, record: String) -> Callback<MouseEvent> {
    let name = format!("bao-{}-{plies}.txt", variant.name());
    Callback::from(move |_: MouseEvent| browser::download(&name, &record))
}

/// Reads a record from outside (file, text, link) into a session, or says what is wrong.
pub fn import(result: Result<crate::engine::Record, ImportError>) -> Action {
    GameAction::Import(result.map(|record| Box::new(Session::from_record(record)))).into()
}

/// Why an address was not opened, in words.
fn bad_address_words(lang: Lang, bad: &BadAddress) -> String {
    match bad {
        BadAddress::Malformed(fragment, AddressError::UnknownPage | AddressError::UnknownLevel) => tf(lang, ErrorText::NoticeBadAddress, &[fragment]),
        BadAddress::Malformed(fragment, AddressError::BadCode) => tf(lang, ErrorText::NoticeBadCode, &[fragment]),
        BadAddress::Malformed(fragment, AddressError::EmptyCode) => tf(lang, ErrorText::NoticeEmptyCode, &[fragment]),
        BadAddress::Malformed(_, AddressError::TooLong(bytes)) => {
            let limit = crate::app::address::MAX_ADDRESS_BYTES / 1024;
            tf(lang, ErrorText::NoticeAddressTooLong, &[&bytes.div_ceil(1024).to_string(), &limit.to_string()])
        }
        BadAddress::NoSuchStep(id) => tf(lang, ErrorText::NoticeNoSuchStep, &[id]),
        BadAddress::NoSuchPuzzle(id) => tf(lang, ErrorText::NoticeNoSuchPuzzle, &[id]),
    }
}

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub lang: Lang,
    pub variant: Variant,
    pub notice: Option<Notice>,
    /// Stored data set aside at start-up (exported from the notice).
    pub set_aside: Vec<SetAside>,
    pub on_action: Callback<Action>,
}

/// The notice's kind (for the page and the tests) and its words.
fn notice_words(lang: Lang, variant: Variant, notice: &Notice) -> (&'static str, String) {
    match notice {
        Notice::CannotPlay { hole, why, variant, .. } => ("cannot-play", crate::app::view::refusal_words(lang, *variant, *hole, *why)),
        Notice::Import(error) => (error.code(), i18n::records::import_error(lang, variant, error)),
        Notice::SaveTooNew(v) => ("save-broken", tf(lang, ErrorText::NoticeSaveTooNew, &[&v.to_string()])),
        Notice::SaveUnreadable => ("save-broken", t(lang, ErrorText::NoticeSaveUnreadable).to_string()),
        Notice::DataSetAside(keys) => ("data-set-aside", tf(lang, ErrorText::NoticeDataSetAside, &[&keys.join(", ")])),
        Notice::OtherTab => ("other-tab", t(lang, ErrorText::NoticeOtherTab).to_string()),
        Notice::TabClash { ours_shown: true } => ("tab-clash", t(lang, ErrorText::NoticeTabClashOurs).to_string()),
        Notice::TabClash { ours_shown: false } => ("tab-clash", t(lang, ErrorText::NoticeTabClashTheirs).to_string()),
        Notice::LinkReady(_) => ("link", t(lang, ErrorText::NoticeLinkReady).to_string()),
        Notice::Loaded => ("loaded", t(lang, ErrorText::NoticeImported).to_string()),
        Notice::NothingToUndo => ("nothing-to-undo", t(lang, ErrorText::NoticeNothingToUndo).to_string()),
        Notice::ComputerFailed(SearchFault::Unavailable) => ("computer-failed", t(lang, ErrorText::NoticeComputerUnavailable).to_string()),
        Notice::ComputerFailed(SearchFault::Stopped) => ("computer-failed", t(lang, ErrorText::NoticeComputerStopped).to_string()),
        Notice::ComputerFailed(SearchFault::Unreadable(error)) => ("computer-failed", tf(lang, ErrorText::NoticeComputerFailed, &[error])),
        Notice::BadAddress(bad) => ("bad-address", bad_address_words(lang, bad)),
        Notice::CoachUnchecked => ("coach-unchecked", t(lang, crate::app::i18n::CoachText::Unchecked).to_string()),
    }
}

/// The message bar: why a hole cannot be played, import problems, save problems, links.
#[function_component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let lang = props.lang;
    let Some(notice) = &props.notice else { return html! {} };
    let (kind, text) = notice_words(lang, props.variant, notice);
    let extra = match notice {
        Notice::SaveUnreadable | Notice::SaveTooNew(_) | Notice::DataSetAside(_) => {
            let broken: String = match props.set_aside.as_slice() {
                [one] => one.text.clone(),
                many => many.iter().map(|s| format!("{}:\n{}\n", s.key, s.text)).collect(),
            };
            let export = Callback::from(move |_| browser::download("bao-unreadable-save.txt", &broken));
            html! { <button id="btn-export-broken" onclick={export}>{ t(lang, ButtonText::ExportBroken) }</button> }
        }
        Notice::LinkReady(link) => html! { <input id="share-link" readonly=true value={link.clone()} /> },
        Notice::TabClash { .. } => {
            html! { <button id="btn-clash-games" onclick={on_click(&props.on_action, ScreenAction::OpenDialog(Dialog::GameList))}>{ t(lang, ButtonText::Games) }</button> }
        }
        Notice::ComputerFailed(_) => {
            html! { <button id="btn-retry-computer" onclick={on_click(&props.on_action, SearchAction::Retry)}>{ t(lang, ButtonText::Retry) }</button> }
        }
        _ => html! {},
    };
    html! {
        <p class="notice" data-kind={kind} role="alert">
            { text }{ " " }{ extra }
            <button class="dismiss" onclick={on_click(&props.on_action, ScreenAction::DismissNotice)}>{ t(lang, ButtonText::Dismiss) }</button>
        </p>
    }
}
