//! The dialog over the board, chosen by the state.

use yew::prelude::*;

use crate::app::i18n::{DialogText, Lang};
use crate::app::save::ListedGame;
use crate::app::setup::GameSetup;
use crate::app::share;
use crate::app::state::{Action, Dialog, GameAction, LessonAction, ScreenAction};

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
    pub lesson: Option<usize>,
    pub solved: u32,
    pub on_action: Callback<Action>,
}

#[function_component]
pub fn DialogHost(props: &DialogHostProps) -> Html {
    let (lang, on_action) = (props.lang, &props.on_action);
    let on_close = on_action.reform(|_| ScreenAction::CloseDialog.into());
    let on_load = on_action.reform(|text: String| import(share::read_record(&text)));
    match props.dialog {
        Some(Dialog::NewGame) => html! {
            <dialogs::NewGameDialog {lang} initial={props.setup} on_start={on_action.reform(|s| GameAction::NewGame(s).into())} {on_close} />
        },
        Some(Dialog::ConfirmReplace) => {
            html! { <dialogs::ConfirmReplaceDialog {lang} on_answer={on_action.reform(|yes| GameAction::ConfirmReplace(yes).into())} /> }
        }
        Some(Dialog::Import) => html! { <dialogs::ImportDialog {lang} {on_load} {on_close} /> },
        Some(Dialog::GameList) => {
            let on_export = Callback::from(|g: ListedGame| browser::download(&format!("bao-{}.txt", g.id), &g.record));
            let on_review = Some(on_action.reform(|text: String| match share::read_saved_record(&text) {
                Ok(record) => crate::app::state::ReviewAction::ReviewGame(Box::new(record.game)).into(),
                Err(error) => GameAction::Import(Err(error)).into(),
            }));
            html! { <dialogs::GameListDialog {lang} games={props.games.clone()} {on_load} {on_export} {on_review} {on_close} /> }
        }
        Some(Dialog::Lessons) => html! {
            <dialogs::LessonsDialog {lang} current={props.lesson} solved={props.solved} on_start={on_action.reform(|i| LessonAction::Start(i).into())} {on_close} />
        },
        Some(Dialog::Keys) => html! { <dialogs::TextDialog {lang} id="keys" title_key={DialogText::KeysTitle} keys={dialogs::KEYS_HELP} {on_close} /> },
        Some(Dialog::Glossary) => {
            html! { <dialogs::TextDialog {lang} id="glossary" title_key={DialogText::GlossaryTitle} keys={dialogs::GLOSSARY} {on_close} /> }
        }
        None => html! {},
    }
}
