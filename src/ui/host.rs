//! The dialog over the board, chosen by the state.

use yew::prelude::*;

use crate::app::i18n::{DialogText, Lang};
use crate::app::save::ListedGame;
use crate::app::setup::GameSetup;
use crate::app::share::{self, ImportError};
use crate::app::state::{Action, CoachAction, Dialog, GameAction, PlayAction, ScreenAction};
use crate::engine::{BawoSetup, Variant};

use super::browser;
use super::controls::import;
use super::dialogs;

#[derive(Properties, PartialEq)]
pub struct DialogHostProps {
    pub lang: Lang,
    pub dialog: Option<Dialog>,
    /// The current game's setup (the new-game dialog starts from it).
    pub setup: GameSetup,
    pub games: Vec<ListedGame>,
    /// Why the import dialog's last text was not loaded.
    #[prop_or_default]
    pub import_error: Option<ImportError>,
    /// The game, when the browser did not save it (its game, plies and record, to export
    /// before it is replaced).
    #[prop_or_default]
    pub unsaved: Option<(Variant, usize, String)>,
    pub on_action: Callback<Action>,
}

#[function_component]
pub fn DialogHost(props: &DialogHostProps) -> Html {
    let (lang, on_action) = (props.lang, &props.on_action);
    let on_close = on_action.reform(|_| ScreenAction::CloseDialog.into());
    let on_load = on_action.reform(|text: String| import(share::read_record(&text)));
    let on_import = on_action.reform(|(text, variant, setup): (String, Variant, BawoSetup)| import(share::read_any(&text, variant, setup).map(|i| i.record)));
    match props.dialog {
        Some(Dialog::NewGame) => html! {
            <dialogs::NewGameDialog {lang} initial={props.setup} on_start={on_action.reform(|s| GameAction::NewGame(s).into())}
                on_start_coached={on_action.reform(|o| CoachAction::StartAgainst(o).into())} on_practice={on_action.reform(|p| CoachAction::Start(p).into())} {on_close} />
        },
        Some(Dialog::ConfirmReplace) => {
            let on_export = props.unsaved.clone().map(|(variant, plies, record)| super::controls::export_record(variant, plies, record));
            html! { <dialogs::ConfirmReplaceDialog {lang} {on_export} on_answer={on_action.reform(|yes| GameAction::ConfirmReplace(yes).into())} /> }
        }
        Some(Dialog::Import) => html! {
            <dialogs::ImportDialog {lang} variant={props.setup.variant} setup={props.setup.bawo_setup} error={props.import_error.clone()} on_load={on_import}
                on_refused={on_action.reform(|error| GameAction::Import(Err(error)).into())} {on_close} />
        },
        Some(Dialog::ConfirmResign) => {
            let on_answer = on_action.reform(|yes| if yes { PlayAction::Resign.into() } else { ScreenAction::CloseDialog.into() });
            html! { <dialogs::ConfirmResignDialog {lang} {on_answer} /> }
        }
        Some(Dialog::GameList) => {
            let on_export = Callback::from(|g: ListedGame| browser::download(&format!("bao-{}.txt", g.id), &g.record));
            let on_review = Some(on_action.reform(|text: String| crate::app::state::ReviewAction::ReviewRecord(text).into()));
            html! { <dialogs::GameListDialog {lang} games={props.games.clone()} {on_load} {on_export} {on_review} {on_close} /> }
        }
        Some(Dialog::Keys) => html! { <dialogs::TextDialog {lang} id="keys" title_key={DialogText::KeysTitle} keys={dialogs::KEYS_HELP} {on_close} /> },
        Some(Dialog::Glossary) => {
            html! { <dialogs::TextDialog {lang} id="glossary" title_key={DialogText::GlossaryTitle} keys={dialogs::GLOSSARY} {on_close} /> }
        }
        None => html! {},
    }
}
