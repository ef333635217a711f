//! The game's page: the board area (reserves, board, prompt) and the side panel (status, the
//! highlighted move's narration, hint, controls, move list), drawn from its view model
//! (`app::pages::game::GamePageView`, made once from the state).

use yew::prelude::*;

use crate::app::i18n::{self, Lang};
use crate::app::pages::game::GamePageView;
use crate::app::save::StorageFault;
use crate::app::state::{Action, AnimAction, BoardAction, GameAction, PlayAction, ScreenAction, Session, StorageHealth, Update};
use crate::app::view::BoardModel;

use super::controls::Controls;
use super::panels::{History, NarrationPanel, Prompt, Status};

/// A fixed action as a callback of any value.
fn send<T: 'static>(on_action: &Callback<Action>, action: impl Into<Action> + Clone + 'static) -> Callback<T> {
    on_action.reform(move |_| action.clone().into())
}

/// The board with the reserves above and below it, and what the player is asked.
pub fn board_area(view: &GamePageView, on_action: &Callback<Action>) -> Html {
    let (lang, variant, prompt) = (view.lang, view.variant, &view.prompt);
    let on_dir = on_action.reform(|dir| PlayAction::Board(BoardAction::ChooseDir(dir)).into());
    html! {
        <section class="board-area">
            { board_with_reserves(&view.board, on_action) }
            <super::lapbar::LapBar {lang} model={view.lap_bar.clone()} on_lap={on_action.reform(Action::Anim)} />
            <Prompt {lang} {variant} picked={prompt.picked.clone()} gambit={prompt.gambit} safari_question={prompt.safari_question} animation={prompt.animation.clone()} {on_dir}
                on_safari={on_action.reform(|safari| PlayAction::Board(BoardAction::AnswerSafari { safari }).into())}
                on_gambit_undo={send(on_action, PlayAction::Board(BoardAction::UndoGambitSeed))} on_gambit_confirm={send(on_action, PlayAction::Board(BoardAction::ConfirmGambit))}
                on_skip={send(on_action, AnimAction::SkipAnimation)} previews={prompt.previews.clone()} replies={prompt.replies.clone()} exposure={prompt.exposure.clone()} />
            <super::board_parts::Legend {lang} {variant} on_glossary={send(on_action, ScreenAction::OpenDialog(crate::app::state::Dialog::Glossary))} />
        </section>
    }
}

/// The game's board (the board draws its reserve lines, the opponent's above).
pub fn board_with_reserves(model: &BoardModel, on_action: &Callback<Action>) -> Html {
    let on_board = on_action.reform(|action| PlayAction::Board(action).into());
    super::board::board_input(model, &on_board, on_action.reform(|h| ScreenAction::Point(h).into()))
}

/// The status, the narration, the hint, the controls and the move list.
pub fn side_panel(view: &GamePageView, on_action: &Callback<Action>) -> Html {
    let (lang, variant, controls, history) = (view.lang, view.variant, &view.controls, &view.history);
    let new_game = ScreenAction::OpenDialog(crate::app::state::Dialog::NewGame);
    html! {
        <aside class="side">
            <Status {lang} status={view.status.clone()}
                on_rematch={send(on_action, GameAction::Rematch)} on_new_game={send(on_action, new_game)}
                on_review={Some(send(on_action, crate::app::state::ReviewAction::ReviewCurrent))}
                on_next_match_game={send(on_action, GameAction::NextMatchGame)} on_live={send(on_action, ScreenAction::View(None))}
                on_play_from={send(on_action, GameAction::StartFrom { start: Box::new(view.status.position.clone()), opponent: view.status.opponent })} />
            <super::coach::CoachBar {lang} coach={view.coach.coach} checking={view.coach.checking} threat={view.coach.threat.clone()} on_action={on_action.clone()} />
            <NarrationPanel model={view.narration.clone()} />
            if let Some(text) = view.hint.clone() {
                <p id="hint" class="hint-text" role="status">{ text }</p>
            }
            <Controls {lang} can_input={controls.can_input} can_redo={controls.can_redo} plies={controls.plies} over={controls.over}
                record={controls.record.clone()} {variant} on_action={on_action.clone()} />
            <History {lang} {variant} moves={history.moves.clone()} rows={history.rows.clone()} viewing={history.viewing}
                on_view={on_action.reform(|n| ScreenAction::View(n).into())} on_step={on_action.reform(|s| ScreenAction::Step(s).into())} />
        </aside>
    }
}

/// The lasting line while the browser does not keep what the app saves: why, what is not
/// saved, that the game lives only in this tab, and its record to export.
pub fn storage_line(lang: Lang, health: &StorageHealth, session: &Session) -> Html {
    let Some(fault) = health.fault else { return html! {} };
    let text = match fault {
        StorageFault::Full => i18n::ErrorText::NoticeStorageFull,
        StorageFault::Unavailable => i18n::ErrorText::NoticeStorageUnavailable,
    };
    let names: Vec<&str> = health.unsaved_names().into_iter().map(|name| i18n::t(lang, name)).collect();
    let export = super::controls::export_record(session.game.start().variant(), session.game.plies().len(), session.record());
    html! {
        <p class="notice storage" data-kind="storage-failed" role="alert">{ i18n::tf(lang, text, &[&names.join(", ")]) }{ " " }
            <button id="btn-export-unsaved" onclick={export}>{ i18n::t(lang, i18n::ButtonText::Export) }</button></p>
    }
}

/// The "new version" line: reload to update; or, with work here a reload would lose, reload
/// anyway; or, updated from another tab, reload when ready.
pub fn update_line(lang: Lang, update: Option<Update>, on_action: &Callback<Action>) -> Html {
    use i18n::{ButtonText, ErrorText};
    let Some(update) = update else { return html! {} };
    let button = |id: &'static str, label: ButtonText, click: Callback<MouseEvent>| html! { <button {id} onclick={click}>{ i18n::t(lang, label) }</button> };
    let (text, buttons) = match update {
        Update::Ready => (ErrorText::NoticeUpdate, button("btn-update", ButtonText::ReloadUpdate, Callback::from(|_| super::browser::apply_update(false)))),
        Update::AskUnsaved => {
            let anyway = button("btn-update-anyway", ButtonText::ReloadAnyway, Callback::from(|_| super::browser::apply_update(true)));
            let later = button("btn-update-later", ButtonText::NotNow, send(on_action, ScreenAction::UpdateReady));
            (ErrorText::NoticeUpdateUnsaved, html! { <>{ anyway }{ later }</> })
        }
        Update::AppliedElsewhere => {
            (ErrorText::NoticeUpdateApplied, button("btn-update-reload", ButtonText::Reload, Callback::from(|_| super::browser::reload())))
        }
    };
    html! { <p class="notice update" data-kind="update" role="status">{ i18n::t(lang, text) }{ " " }{ buttons }</p> }
}
