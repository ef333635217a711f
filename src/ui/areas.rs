//! The board area (reserves, board, prompt) and the side panel (status, the highlighted move's
//! narration, hint, controls, move list), each built from the state.

use yew::prelude::*;

use crate::app::explain::Numbering;
use crate::app::i18n;
use crate::app::input::{self, Pick};
use crate::app::narrated::{self, ExplainedPly};
use crate::app::state::{Action, AnimAction, AppState, BoardAction, GameAction, PlayAction, ScreenAction};
use crate::app::view::{self, BoardModel};
use crate::engine::Side;

use super::controls::Controls;
use super::panels::{History, NarrationPanel, Prompt, Status};
use super::Board;

/// A fixed action as a callback of any value.
fn send<T: 'static>(on_action: &Callback<Action>, action: impl Into<Action> + Clone + 'static) -> Callback<T> {
    on_action.reform(move |_| action.clone().into())
}

/// The board with the reserves above and below it, and what the player is asked.
pub fn board_area(state: &AppState, model: BoardModel, explained: Option<&ExplainedPly>, on_action: &Callback<Action>) -> Html {
    let (lang, screen) = (state.lang(), &state.screen);
    let variant = state.game().start().variant();
    let (picked, gambit) = match &screen.board.pick {
        Pick::Hole { hole, choices } if screen.view.is_none() => (Some((*hole, choices.clone())), None),
        Pick::Gambit { placed } if state.can_input() => (None, input::gambit_seeds(state.game().position()).map(|total| (placed.len(), total))),
        _ => (None, None),
    };
    let anim = screen.board.anim.as_ref();
    let caption = crate::app::laps::caption(state).unwrap_or_default();
    let animation =
        anim.filter(|a| a.running() || screen.board.safari.is_some()).and_then(|a| a.frame()).map(|f| (caption, crate::app::laps::sowing_detail(lang, f)));
    let safari_question = screen.board.safari.is_some() && !anim.is_some_and(|a| a.running());
    let exposure = model.exposure.clone().map(|e| (state.game().position().to_move(), e));
    let previews = model.previews.clone();
    let on_dir = on_action.reform(|dir| PlayAction::Board(BoardAction::ChooseDir(dir)).into());
    html! {
        <section class="board-area">
            { board_with_reserves(state, model.clone(), on_action) }
            <super::lapbar::LapBar {lang} model={crate::app::laps::lap_bar_model(state, explained)} on_lap={on_action.reform(Action::Anim)} />
            <Prompt {lang} {variant} {picked} {gambit} {safari_question} {animation} {on_dir}
                on_safari={on_action.reform(|safari| PlayAction::Board(BoardAction::AnswerSafari { safari }).into())}
                on_gambit_undo={send(on_action, PlayAction::Board(BoardAction::UndoGambitSeed))} on_gambit_confirm={send(on_action, PlayAction::Board(BoardAction::ConfirmGambit))}
                on_skip={send(on_action, AnimAction::SkipAnimation)} {previews} {exposure} />
            <super::board_parts::Legend {lang} {variant} on_glossary={send(on_action, ScreenAction::OpenDialog(crate::app::state::Dialog::Glossary))} />
        </section>
    }
}

/// The board between the two reserve lines (the opponent's above).
pub fn board_with_reserves(state: &AppState, model: BoardModel, on_action: &Callback<Action>) -> Html {
    let (lang, variant) = (state.lang(), state.game().start().variant());
    let top = model.viewer.opponent();
    let reserve_line = |side: Side| super::board_parts::reserve_line(lang, variant, side, model.reserve[side.index()]);
    html! {
        <>
            { reserve_line(top) }
            <Board model={model.clone()} on_hole={on_action.reform(|h| PlayAction::Board(BoardAction::Click(h)).into())}
                on_dir={on_action.reform(|dir| PlayAction::Board(BoardAction::ChooseDir(dir)).into())}
                on_arrow_key={on_action.reform(|s| PlayAction::Board(BoardAction::Arrow(s)).into())} on_enter={send(on_action, PlayAction::Board(BoardAction::PickFocused))}
                on_point={on_action.reform(|h| ScreenAction::Point(h).into())} />
            { reserve_line(top.opponent()) }
        </>
    }
}

/// The coach's threat warning: on the person's turn in a coached game, live, the opponent's
/// biggest capture if it were his move.
fn coach_threat(state: &AppState) -> Option<String> {
    let session = state.session();
    let pos = state.game().position();
    let persons_turn = session.coach.is_some_and(|c| c.on) && state.screen.view.is_none() && session.opponent.person_side() == Some(pos.to_move());
    persons_turn.then(|| crate::app::coach::threat_words(state.lang(), pos)).flatten()
}

/// The status, the narration, the hint, the controls and the move list.
pub fn side_panel(state: &AppState, explained: Option<&ExplainedPly>, on_action: &Callback<Action>) -> Html {
    let (lang, session, game) = (state.lang(), state.session(), state.game());
    let new_game = ScreenAction::OpenDialog(crate::app::state::Dialog::NewGame);
    html! {
        <aside class="side">
            <Status {lang} position={state.shown_position().clone()} result={game.result()} person={session.opponent.person_side()}
                thinking={view::thinking_text(state)} viewing={narrated::viewing_text(state)} kete_match={session.kete_match} players={view::player_names(state)}
                on_rematch={send(on_action, GameAction::Rematch)} on_new_game={send(on_action, new_game)}
                on_review={Some(send(on_action, crate::app::state::ReviewAction::ReviewCurrent))}
                on_next_match_game={send(on_action, GameAction::NextMatchGame)} on_live={send(on_action, ScreenAction::View(None))}
                on_play_from={send(on_action, play_from_here(state))} />
            <super::coach::CoachBar {lang} coach={session.coach} checking={state.coach_check.is_some()} threat={coach_threat(state)} on_action={on_action.clone()} />
            <NarrationPanel model={narrated::narration_model_of(state, explained)} />
            if let Some(text) = view::hint_text(state) {
                <p id="hint" class="hint-text" role="status">{ text }</p>
            }
            <Controls {lang} can_input={state.can_input()} can_redo={!session.redo.is_empty()} plies={game.plies().len()} over={game.is_over()}
                record={session.record()} variant={game.start().variant()} on_action={on_action.clone()} />
            <History {lang} variant={game.start().variant()} moves={game.annotated_moves()} rows={Numbering::new(game.start()).rows(game.plies().len())} viewing={state.screen.view}
                on_view={on_action.reform(|n| ScreenAction::View(n).into())} on_step={on_action.reform(|s| ScreenAction::Step(s).into())} />
        </aside>
    }
}

/// "Play from here": a new game from the shown position, against the same opponent.
fn play_from_here(state: &AppState) -> GameAction {
    GameAction::StartFrom { start: Box::new(state.shown_position().clone()), opponent: state.session().opponent }
}

/// The "new version" line with its reload button.
pub fn update_line(state: &AppState) -> Html {
    let lang = state.lang();
    if !state.screen.update_ready {
        return html! {};
    }
    html! {
        <p class="notice update" role="status">{ i18n::t(lang, i18n::ErrorText::NoticeUpdate) }
            <button id="btn-update" onclick={Callback::from(|_| super::browser::apply_update())}>{ i18n::t(lang, i18n::ButtonText::ReloadUpdate) }</button></p>
    }
}
