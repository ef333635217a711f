//! The analysis board's page: the board (any legal move may be played on it), an evaluation
//! bar, the engine's three best moves with their lines as the search deepens, the time limit
//! and the move tree with its side lines; under the board, the move into the shown position
//! told lap by lap and stepped with the game's lap bar. It draws the page's view model
//! ([`crate::app::pages::analysis`]), made once a render. The search, the storage and the
//! replay's timer are in [`hook`].

mod hook;

use yew::prelude::*;

use crate::app::explain::CursorStep;
use crate::app::i18n::{t, AnalysisText, Lang, RecordText};
use crate::app::pages::analysis::{AnalysisView, BoardView, EngineView, LineView, TreeView};
use crate::app::state::{Action, AnalysisAction, AnimAction, BoardAction};
use crate::app::view::reply::ReplyLine;

use super::super::browser;
use super::super::lapbar::LapBar;
use super::super::panels::NarrationPanel;
use super::super::Prompt;

pub use hook::{restore, use_effects};

/// The analysis page on screen.
pub fn page(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    let replies = crate::app::view::reply::reply_lines(app);
    analysis_page(app.lang(), &crate::app::pages::analysis::analysis_view(app), &replies, on_action)
}

/// The analysis page's entry in the navigation (it opens the game being played).
pub fn nav_entry(app: &crate::app::state::AppState, on_action: &Callback<Action>) -> Html {
    crate::ui::pages::nav_button("btn-analyse", t(app.lang(), AnalysisText::Analyse), AnalysisAction::OpenGame.into(), on_action)
}

/// A fixed action as a callback of any value.
fn send<T: 'static>(on_action: &Callback<Action>, action: AnalysisAction) -> Callback<T> {
    on_action.reform(move |_| action.clone().into())
}

/// The analysis page: the "assisted" question first when it is asked; `replies`: the
/// opponent's best reply to each move considered on the board.
pub fn analysis_page(lang: Lang, view: &AnalysisView, replies: &[ReplyLine], on_action: &Callback<Action>) -> Html {
    let view = match view {
        AnalysisView::Asking => {
            return html! {
                <section id="analysis" class="analysis">
                    <div id="assisted-question" class="analysis-ask" role="alertdialog" aria-labelledby="assisted-text">
                        <p id="assisted-text">{ t(lang, AnalysisText::AssistedQuestion) }</p>
                        <button id="btn-assisted-yes" onclick={send(on_action, AnalysisAction::ConfirmAssisted)}>{ t(lang, AnalysisText::AssistedYes) }</button>
                        <button id="btn-assisted-no" onclick={send(on_action, AnalysisAction::CancelAssisted)}>{ t(lang, AnalysisText::AssistedNo) }</button>
                    </div>
                </section>
            }
        }
        AnalysisView::Empty => {
            return html! {
                <section id="analysis" class="analysis">
                    <button id="btn-analyse-game" onclick={send(on_action, AnalysisAction::OpenGame)}>{ t(lang, AnalysisText::Analyse) }</button>
                </section>
            }
        }
        AnalysisView::Open(view) => view,
    };
    html! {
        <section id="analysis" class="analysis">
            { board_column(lang, view, replies, on_action) }
            <aside class="analysis-side">
                <h2>{ t(lang, AnalysisText::Title) }</h2>
                { engine_panel(lang, &view.engine, on_action) }
                { tree_panel(lang, &view.tree, on_action) }
            </aside>
        </section>
    }
}

/// The evaluation bar, the board, the lap bar and the narration of the move into the shown
/// position, and the direction / stop-or-safari prompt.
fn board_column(lang: Lang, view: &BoardView, replies: &[ReplyLine], on_action: &Callback<Action>) -> Html {
    let on_board = on_action.reform(|action| AnalysisAction::Board(action).into());
    let (on_dir, on_lap) = (on_board.reform(BoardAction::ChooseDir), on_board.reform(BoardAction::Lap));
    html! {
        <section class="board-area analysis-board">
            { eval_bar(&view.engine) }
            { crate::ui::board::board_input(&view.board, &on_board, on_board.reform(BoardAction::Point)) }
            <LapBar {lang} model={view.lap_bar.clone()} on_lap={on_lap} />
            <crate::ui::lapbar::BoardTimer timer={view.timer.clone()} on_tick={on_board.reform(|()| BoardAction::Lap(AnimAction::Tick))} />
            <Prompt {lang} variant={view.variant} picked={view.picked.clone()} gambit={view.gambit} safari_question={view.safari_question} animation={None::<(String, String)>} {on_dir}
                on_safari={on_board.reform(|safari| BoardAction::AnswerSafari { safari })}
                on_gambit_undo={Callback::noop()} on_gambit_confirm={Callback::noop()} on_skip={Callback::noop()}
                previews={view.previews.clone()} replies={replies.to_vec()} />
            <NarrationPanel model={view.narration.clone()} />
        </section>
    }
}

/// The bar: South's share from the bottom (an SVG, so no inline style is needed).
fn eval_bar(engine: &EngineView) -> Html {
    html! {
        <svg id="eval-bar" class="eval-bar" viewBox="0 0 100 6" preserveAspectRatio="none" role="img" aria-label={engine.bar_label.clone()} data-south={engine.south.clone()}>
            <rect class="eval-north" x="0" y="0" width="100" height="6" />
            <rect class="eval-south" x="0" y="0" width={engine.south.clone()} height="6" />
        </svg>
    }
}

/// The evaluation, the depth and time, and the three best moves with their lines.
fn engine_panel(lang: Lang, engine: &EngineView, on_action: &Callback<Action>) -> Html {
    html! {
        <div class="analysis-engine">
            <p id="analysis-eval" class="analysis-eval" aria-live="polite">
                if let Some((words, basis)) = &engine.verdict {
                    <strong>{ words }</strong>{ " · " }<span class="analysis-basis" data-basis={format!("{basis:?}").to_ascii_lowercase()}>{ basis.words(lang) }</span>
                }
            </p>
            <p id="analysis-status" class="analysis-status">
                if let Some(depth) = &engine.depth { <span id="analysis-depth">{ depth }</span>{ " · " } }
                { &engine.status }
                if engine.running {
                    <button id="btn-analysis-stop" onclick={send(on_action, AnalysisAction::Stop)}>{ t(lang, AnalysisText::Stop) }</button>
                }
                if !engine.over {
                    <button id="btn-analysis-more" onclick={send(on_action, AnalysisAction::MoreTime)}>{ t(lang, if engine.running { AnalysisText::MoreTime } else { AnalysisText::GoOn }) }</button>
                }
            </p>
            <h3>{ t(lang, AnalysisText::BestMoves) }</h3>
            { lines_list(lang, engine, on_action) }
        </div>
    }
}

/// The best moves: score and line in notation, each a button that plays it on the board.
fn lines_list(lang: Lang, engine: &EngineView, on_action: &Callback<Action>) -> Html {
    if engine.lines.is_empty() {
        return html! { <p id="analysis-lines-empty">{ if engine.over { "" } else { t(lang, AnalysisText::NoLines) } }</p> };
    }
    let line = |line: &LineView| {
        html! {
            <li>
                <button class="analysis-line" data-line={line.index.to_string()} data-move={line.mv.clone()} title={t(lang, AnalysisText::PlayLine)}
                    onclick={send(on_action, AnalysisAction::PlayLine(line.index))}>
                    <span class="line-score">{ &line.score }</span>{ " " }
                    <span class="line-depth">{ &line.depth }</span>{ " " }
                    <span class="line-moves">{ &line.moves }</span>
                </button>
            </li>
        }
    };
    html! { <ol id="analysis-lines" class="analysis-lines">{ for engine.lines.iter().map(line) }</ol> }
}

/// The move tree (main line, side lines indented) and what can be done with it.
fn tree_panel(lang: Lang, tree: &TreeView, on_action: &Callback<Action>) -> Html {
    let cursor = &tree.cursor;
    let on_export = {
        let (record, name) = tree.export.clone();
        Callback::from(move |_: MouseEvent| browser::download(&name, &record))
    };
    let step = |step: CursorStep| send(on_action, AnalysisAction::Step(step));
    let row = |row: &crate::app::analysis::TreeRow| {
        let moves = row.moves.iter().map(|m| {
            let current = &m.path == cursor;
            html! {
                <button class={classes!("tree-move", current.then_some("current"), (m.path.iter().any(|&i| i != 0)).then_some("side"))}
                    data-path={m.path.iter().map(ToString::to_string).collect::<Vec<_>>().join(".")}
                    aria-current={current.then_some("true")} onclick={send(on_action, AnalysisAction::GoTo(m.path.clone()))}>
                    if let Some(label) = &m.label { <span class="tree-label">{ label }</span>{ " " } }
                    { &m.notation }
                </button>
            }
        });
        html! { <div class={classes!("tree-row", format!("indent-{}", row.indent.min(6)))}>{ for moves }</div> }
    };
    html! {
        <div class="analysis-tree">
            <h3>{ t(lang, AnalysisText::MovesTitle) }</h3>
            <div class="tree-steps">
                <button id="btn-tree-first" title={t(lang, RecordText::MoveListFirst)} aria-label={t(lang, RecordText::MoveListFirst)} onclick={step(CursorStep::First)}>{ "|◀" }</button>
                <button id="btn-tree-prev" title={t(lang, RecordText::MoveListPrev)} aria-label={t(lang, RecordText::MoveListPrev)} onclick={step(CursorStep::Prev)}>{ "◀" }</button>
                <button id="btn-tree-next" title={t(lang, RecordText::MoveListNext)} aria-label={t(lang, RecordText::MoveListNext)} onclick={step(CursorStep::Next)}>{ "▶" }</button>
                <button id="btn-tree-last" title={t(lang, RecordText::MoveListLast)} aria-label={t(lang, RecordText::MoveListLast)} onclick={step(CursorStep::Last)}>{ "▶|" }</button>
            </div>
            <div id="analysis-tree" class="tree-rows" aria-label={t(lang, AnalysisText::MovesTitle)}>
                if tree.rows.is_empty() { <p>{ t(lang, AnalysisText::NoMoves) }</p> }
                { for tree.rows.iter().map(row) }
            </div>
            <div class="tree-actions">
                <button id="btn-main-line" disabled={!tree.on_side_line} onclick={send(on_action, AnalysisAction::BackToMain)}>{ t(lang, AnalysisText::BackToMain) }</button>
                <button id="btn-promote-line" disabled={!tree.on_side_line} onclick={send(on_action, AnalysisAction::Promote)}>{ t(lang, AnalysisText::Promote) }</button>
                <button id="btn-delete-line" disabled={cursor.is_empty()} onclick={send(on_action, AnalysisAction::DeleteLine)}>{ t(lang, AnalysisText::DeleteLine) }</button>
                <button id="btn-export-main" onclick={on_export}>{ t(lang, AnalysisText::ExportMain) }</button>
                <button id="btn-analysis-close" onclick={send(on_action, AnalysisAction::Close)}>{ t(lang, AnalysisText::BackToGame) }</button>
            </div>
        </div>
    }
}
