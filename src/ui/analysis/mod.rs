//! The analysis board's page: the board (any legal move may be played on it), an evaluation
//! bar, the engine's three best moves with their lines as the search deepens, the time limit
//! and the move tree with its side lines; under the board, the move into the shown position
//! told lap by lap and stepped with the game's lap bar ([`laps`]). The search, the storage and
//! the keys are in [`hook`].

mod hook;
mod laps;
mod model;

use yew::prelude::*;

use crate::app::analysis::{self, Basis, Report};
use crate::app::explain::CursorStep;
use crate::app::i18n::{self, t, tf, AnalysisText, Lang, RecordText};
use crate::app::input::{self, Pick};
use crate::app::state::{Action, AnalysisAction, AnalysisBoard, AppState, BoardAction};
use crate::engine::{Game, Side};

use super::browser;
use super::{Board, Prompt};

pub use hook::use_analysis;

/// A fixed action as a callback of any value.
fn send<T: 'static>(on_action: &Callback<Action>, action: AnalysisAction) -> Callback<T> {
    on_action.reform(move |_| action.clone().into())
}

/// The analysis page: the "assisted" question first when it is asked.
pub fn analysis_page(state: &AppState, on_action: &Callback<Action>) -> Html {
    let lang = state.lang();
    if state.analysis.asking {
        return html! {
            <section id="analysis" class="analysis">
                <div id="assisted-question" class="analysis-ask" role="alertdialog" aria-labelledby="assisted-text">
                    <p id="assisted-text">{ t(lang, AnalysisText::AssistedQuestion) }</p>
                    <button id="btn-assisted-yes" onclick={send(on_action, AnalysisAction::ConfirmAssisted)}>{ t(lang, AnalysisText::AssistedYes) }</button>
                    <button id="btn-assisted-no" onclick={send(on_action, AnalysisAction::CancelAssisted)}>{ t(lang, AnalysisText::AssistedNo) }</button>
                </div>
            </section>
        };
    }
    let Some(board) = state.analysis.board.as_deref() else {
        return html! {
            <section id="analysis" class="analysis">
                <button id="btn-analyse-game" onclick={send(on_action, AnalysisAction::OpenGame)}>{ t(lang, AnalysisText::Analyse) }</button>
            </section>
        };
    };
    let game = board.game();
    html! {
        <section id="analysis" class="analysis">
            { board_column(state, &game, on_action) }
            <aside class="analysis-side">
                <h2>{ t(lang, AnalysisText::Title) }</h2>
                { engine_panel(state, &game, on_action) }
                { tree_panel(lang, board, on_action) }
            </aside>
        </section>
    }
}

/// The evaluation bar, the board, the lap bar and the narration of the move into the shown
/// position, and the direction / stop-or-safari prompt.
fn board_column(state: &AppState, game: &Game, on_action: &Callback<Action>) -> Html {
    let (lang, analysis) = (state.lang(), &state.analysis);
    let pos = game.position();
    let model = model::board_model(state, game);
    let picked = match &analysis.board_session.pick {
        // Not while a lap of the move into the position is shown: that board is not played on.
        Pick::Hole { hole, choices } if analysis.board_session.anim.is_none() => Some((*hole, choices.clone())),
        _ => None,
    };
    let gambit = match &analysis.board_session.pick {
        Pick::Gambit { placed } => input::gambit_seeds(pos).map(|total| (placed.len(), total)),
        _ => None,
    };
    let on_dir = on_action.reform(|dir| AnalysisAction::Board(BoardAction::ChooseDir(dir)).into());
    let top = model.viewer.opponent();
    let reserve = |side: Side| {
        let text = format!("{} · {} {}", i18n::side_word(lang, side), i18n::reserve_word(lang, pos.variant()), model.reserve[side.index()]);
        html! { <p class={classes!("reserve", side.name())}>{ text }</p> }
    };
    html! {
        <section class="board-area analysis-board">
            { eval_bar(state, game) }
            { reserve(top) }
            <Board model={model.clone()} on_hole={on_action.reform(|h| AnalysisAction::Board(BoardAction::Click(h)).into())} on_dir={on_dir.clone()}
                on_arrow_key={on_action.reform(|s| AnalysisAction::Board(BoardAction::Arrow(s)).into())} on_enter={send(on_action, AnalysisAction::Board(BoardAction::PickFocused))} />
            { reserve(top.opponent()) }
            { laps::lap_bar(state, game, on_action) }
            <Prompt {lang} variant={pos.variant()} {picked} {gambit} safari_question={analysis.board_session.safari.is_some()} animation={None::<(String, Option<crate::engine::Turn>, u8)>} {on_dir}
                on_safari={on_action.reform(|safari| AnalysisAction::Board(BoardAction::AnswerSafari { safari }).into())}
                on_gambit_undo={Callback::noop()} on_gambit_confirm={Callback::noop()} on_skip={Callback::noop()} />
            { laps::narration(state) }
        </section>
    }
}

/// What the analysis says of the shown position, what it rests on, and the bar's share.
fn position_verdict(state: &AppState, game: &Game) -> Option<(String, Basis, f64)> {
    let lang = state.lang();
    let pos = game.position();
    if let Some(result) = analysis::proof_verdict(pos) {
        let percent = if result.winner == Side::South { 100.0 } else { 0.0 };
        return Some((analysis::proof_words(lang, pos, result), Basis::Proof, percent));
    }
    if let Some((outcome, reason)) = game.result() {
        return Some((i18n::result_words_for(lang, outcome, reason, None), Basis::Proven, 50.0));
    }
    let report = state.analysis.report.as_ref()?;
    Some((analysis::verdict_words(lang, &report.verdict), analysis::verdict_basis(&report.verdict), analysis::bar_percent(&report.verdict)))
}

/// The bar: South's share from the bottom (an SVG, so no inline style is needed).
fn eval_bar(state: &AppState, game: &Game) -> Html {
    let lang = state.lang();
    let verdict = position_verdict(state, game);
    let percent = verdict.as_ref().map_or(50.0, |v| v.2);
    let words = verdict.map(|v| v.0).unwrap_or_else(|| t(lang, AnalysisText::NoLines).to_string());
    let label = tf(lang, AnalysisText::BarLabel, &[&words]);
    let south = format!("{percent:.1}");
    html! {
        <svg id="eval-bar" class="eval-bar" viewBox="0 0 100 6" preserveAspectRatio="none" role="img" aria-label={label} data-south={south.clone()}>
            <rect class="eval-north" x="0" y="0" width="100" height="6" />
            <rect class="eval-south" x="0" y="0" width={south} height="6" />
        </svg>
    }
}

/// The evaluation, the depth and time, and the three best moves with their lines.
fn engine_panel(state: &AppState, game: &Game, on_action: &Callback<Action>) -> Html {
    let (lang, analysis) = (state.lang(), &state.analysis);
    let verdict = position_verdict(state, game);
    let seconds = (analysis.limit_ms / 1000).to_string();
    let running = analysis.search.is_some();
    let status = match (&analysis.report, running) {
        _ if game.is_over() => t(lang, AnalysisText::GameOver).to_string(),
        (_, true) => tf(lang, AnalysisText::Searching, &[&seconds]),
        (_, false) => tf(lang, AnalysisText::Stopped, &[&seconds]),
    };
    let depth = analysis.report.as_ref().map(|r| tf(lang, AnalysisText::Depth, &[&r.depth.to_string()]));
    html! {
        <div class="analysis-engine">
            <p id="analysis-eval" class="analysis-eval" aria-live="polite">
                if let Some((words, basis, _)) = verdict {
                    <strong>{ words }</strong>{ " · " }<span class="analysis-basis" data-basis={format!("{basis:?}").to_lowercase()}>{ basis.words(lang) }</span>
                }
            </p>
            <p id="analysis-status" class="analysis-status">
                if let Some(depth) = depth { <span id="analysis-depth">{ depth }</span>{ " · " } }
                { status }
                if running {
                    <button id="btn-analysis-stop" onclick={send(on_action, AnalysisAction::Stop)}>{ t(lang, AnalysisText::Stop) }</button>
                }
                if !game.is_over() {
                    <button id="btn-analysis-more" onclick={send(on_action, AnalysisAction::MoreTime)}>{ t(lang, if running { AnalysisText::MoreTime } else { AnalysisText::GoOn }) }</button>
                }
            </p>
            <h3>{ t(lang, AnalysisText::BestMoves) }</h3>
            { lines_list(lang, analysis.report.as_ref(), game, on_action) }
        </div>
    }
}

/// The best moves: score and line in notation, each a button that plays it on the board.
fn lines_list(lang: Lang, report: Option<&Report>, game: &Game, on_action: &Callback<Action>) -> Html {
    let Some(report) = report.filter(|r| !r.lines.is_empty()) else {
        return html! { <p id="analysis-lines-empty">{ if game.is_over() { "" } else { t(lang, AnalysisText::NoLines) } }</p> };
    };
    let numbering = crate::app::explain::Numbering::new(game.start());
    let plies = game.plies().len();
    let line = |(i, line): (usize, &analysis::ReportLine)| {
        let score = match line.verdict {
            crate::ai::Verdict::Eval(score) => analysis::seeds(score),
            ref verdict => analysis::verdict_words(lang, verdict),
        };
        let moves: Vec<String> = line
            .pv
            .iter()
            .take(12)
            .enumerate()
            .map(|(k, mv)| {
                let label = numbering.label(plies + k);
                if k == 0 || label.mover == Side::South {
                    format!("{} {mv}", label.text())
                } else {
                    mv.to_string()
                }
            })
            .collect();
        html! {
            <li>
                <button class="analysis-line" data-line={i.to_string()} data-move={line.mv.to_string()} title={t(lang, AnalysisText::PlayLine)}
                    onclick={send(on_action, AnalysisAction::PlayLine(i))}>
                    <span class="line-score">{ score }</span>{ " " }
                    <span class="line-depth">{ tf(lang, AnalysisText::Depth, &[&line.depth.to_string()]) }</span>{ " " }
                    <span class="line-moves">{ moves.join(" ") }</span>
                </button>
            </li>
        }
    };
    html! { <ol id="analysis-lines" class="analysis-lines">{ for report.lines.iter().enumerate().map(line) }</ol> }
}

/// The move tree (main line, side lines indented) and what can be done with it.
fn tree_panel(lang: Lang, board: &AnalysisBoard, on_action: &Callback<Action>) -> Html {
    let rows = board.tree.rows();
    let cursor = &board.cursor.path;
    let on_side_line = cursor.iter().any(|&i| i != 0);
    let on_export = {
        let record = board.tree.main_line_record(&[]);
        let name = format!("bao-{}-analysis.txt", board.tree.start().variant().name());
        Callback::from(move |_: MouseEvent| browser::download(&name, &record))
    };
    let step = |step: CursorStep| send(on_action, AnalysisAction::Step(step));
    let row = |row: &analysis::TreeRow| {
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
                if rows.is_empty() { <p>{ t(lang, AnalysisText::NoMoves) }</p> }
                { for rows.iter().map(row) }
            </div>
            <div class="tree-actions">
                <button id="btn-main-line" disabled={!on_side_line} onclick={send(on_action, AnalysisAction::BackToMain)}>{ t(lang, AnalysisText::BackToMain) }</button>
                <button id="btn-promote-line" disabled={!on_side_line} onclick={send(on_action, AnalysisAction::Promote)}>{ t(lang, AnalysisText::Promote) }</button>
                <button id="btn-delete-line" disabled={cursor.is_empty()} onclick={send(on_action, AnalysisAction::DeleteLine)}>{ t(lang, AnalysisText::DeleteLine) }</button>
                <button id="btn-export-main" onclick={on_export}>{ t(lang, AnalysisText::ExportMain) }</button>
                <button id="btn-analysis-close" onclick={send(on_action, AnalysisAction::Close)}>{ t(lang, AnalysisText::BackToGame) }</button>
            </div>
        </div>
    }
}
