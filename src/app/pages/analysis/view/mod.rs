//! What the analysis page shows, worked out from the state once: the board model and its
//! prompt, the reserves, the lap bar and the narration of the move into the shown position,
//! the evaluation bar, the engine's status and lines, and the move tree. The page's component
//! only draws it.

use crate::ai::{Line, Verdict};
use crate::app::analysis::{self, Basis, Report, TreeRow};
use crate::app::explain::Numbering;
use crate::app::i18n::{self, t, tf, AnalysisText, Lang};
use crate::app::input::{self, Pick, SowingChoice};
use crate::app::laps::{self, LapBarModel};
use crate::app::narrated::{self, NarrationModel};
use crate::app::state::{AnalysisBoard, AnalysisState, Animation, AppState};
use crate::app::view::{BoardConfig, BoardModel, Foresight, LapPreview, Movable};
use crate::engine::{Game, Hole, Side, Variant};

/// The analysis page.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisView {
    /// "Mark the game assisted?" is asked first.
    Asking,
    /// No board yet: the page offers to analyse the game.
    Empty,
    Open(Box<BoardView>),
}

/// The analysis board and everything beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    pub variant: Variant,
    pub board: BoardModel,
    /// The picked hole and its directions (the prompt's direction bar).
    pub picked: Option<(Hole, Vec<SowingChoice>)>,
    /// A gambit's seeds placed and to place.
    pub gambit: Option<(usize, usize)>,
    pub safari_question: bool,
    /// The first laps of the hole considered.
    pub previews: Vec<LapPreview>,
    pub lap_bar: LapBarModel,
    pub narration: NarrationModel,
    pub timer: TimerModel,
    pub engine: EngineView,
    pub tree: TreeView,
}

pub use crate::app::board::TimerModel;

/// The evaluation bar and the engine's panel.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineView {
    /// What the position is worth, in words, and what that rests on.
    pub verdict: Option<(String, Basis)>,
    /// South's share of the bar (`"62.5"`) and the bar's label.
    pub south: String,
    pub bar_label: String,
    /// "depth 12", once the engine has reported.
    pub depth: Option<String>,
    /// Searching, stopped or the game is over, in words.
    pub status: String,
    pub running: bool,
    pub over: bool,
    pub lines: Vec<LineView>,
}

/// One of the engine's best moves.
#[derive(Clone, Debug, PartialEq)]
pub struct LineView {
    pub index: usize,
    pub mv: String,
    pub score: String,
    pub depth: String,
    /// The line in notation, numbered.
    pub moves: String,
}

/// The move tree.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeView {
    pub rows: Vec<TreeRow>,
    pub cursor: Vec<usize>,
    pub on_side_line: bool,
    /// The main line as a record, and the file name it is exported under.
    pub export: (String, String),
}

/// The analysis page's view model.
pub fn analysis_view(state: &AppState) -> AnalysisView {
    let analysis = &state.pages.analysis;
    if analysis.asking {
        return AnalysisView::Asking;
    }
    let Some(board) = analysis.board.as_deref() else { return AnalysisView::Empty };
    let game = board.game();
    let lang = state.lang();
    let model = board_model(state, &game);
    let pos = game.position();
    AnalysisView::Open(Box::new(BoardView {
        variant: pos.variant(),
        picked: match &analysis.board_session.pick {
            // Not while a lap of the move into the position is shown: that board is not played on.
            Pick::Hole { hole, choices } if analysis.board_session.anim.is_none() => Some((*hole, choices.clone())),
            _ => None,
        },
        gambit: match &analysis.board_session.pick {
            Pick::Gambit { placed } => input::gambit_seeds(pos).map(|total| (placed.len(), total)),
            _ => None,
        },
        safari_question: analysis.board_session.safari.is_some(),
        previews: model.previews.clone(),
        lap_bar: lap_bar(lang, analysis, &game),
        narration: narration(lang, analysis),
        timer: TimerModel::of(&analysis.board_session, state.settings()),
        engine: engine_view(lang, analysis, &game),
        tree: tree_view(board),
        board: model,
    }))
}

/// The narration of the move into the shown position (told lap by lap; the line of the lap
/// shown is marked while the move is stepped).
fn narration(lang: Lang, analysis: &AnalysisState) -> NarrationModel {
    let lap = analysis.board_session.anim.as_ref().and_then(Animation::frame).map(|f| f.lap).filter(|&lap| lap > 0);
    narrated::narration_of(lang, analysis.explained.as_deref(), true, lap)
}

/// The lap bar of the move into the shown position.
fn lap_bar(lang: Lang, analysis: &AnalysisState, game: &Game) -> LapBarModel {
    let shown = analysis.explained.as_deref().map(|ply| (&ply.laps, game.position_at(ply.index).gambit_hand().is_some()));
    laps::lap_bar_of(lang, analysis.board_session.anim.as_ref(), shown, None)
}

/// What the analysis says of the shown position, what it rests on, and the bar's share.
fn position_verdict(lang: Lang, report: Option<&Report>, game: &Game) -> Option<(String, Basis, f64)> {
    let pos = game.position();
    if let Some(result) = analysis::proof_verdict(pos) {
        let percent = if result.winner == Side::South { 100.0 } else { 0.0 };
        return Some((analysis::proof_words(lang, pos, result), Basis::Proof, percent));
    }
    if let Some((outcome, reason)) = game.result() {
        return Some((i18n::result_words_for(lang, outcome, reason, None), Basis::Proven, 50.0));
    }
    let report = report?;
    Some((analysis::verdict_words(lang, &report.verdict), analysis::verdict_basis(&report.verdict), analysis::bar_percent(&report.verdict)))
}

/// The evaluation, the depth and time, and the three best moves with their lines.
fn engine_view(lang: Lang, analysis: &AnalysisState, game: &Game) -> EngineView {
    let verdict = position_verdict(lang, analysis.report.as_ref(), game);
    let percent = verdict.as_ref().map_or(50.0, |v| v.2);
    let words = verdict.as_ref().map(|v| v.0.clone()).unwrap_or_else(|| t(lang, AnalysisText::NoLines).to_string());
    let seconds = (analysis.limit_ms / 1000).to_string();
    let running = analysis.search.is_some();
    let status = match running {
        _ if game.is_over() => t(lang, AnalysisText::GameOver).to_string(),
        true => tf(lang, AnalysisText::Searching, &[&seconds]),
        false => tf(lang, AnalysisText::Stopped, &[&seconds]),
    };
    EngineView {
        verdict: verdict.map(|(words, basis, _)| (words, basis)),
        south: crate::app::decimal::tenths(percent),
        bar_label: tf(lang, AnalysisText::BarLabel, &[&words]),
        depth: analysis.report.as_ref().map(|r| tf(lang, AnalysisText::Depth, &[&r.depth.to_string()])),
        status,
        running,
        over: game.is_over(),
        lines: analysis.report.as_ref().map(|r| lines(lang, r, game)).unwrap_or_default(),
    }
}

/// The best moves: score and line in notation.
fn lines(lang: Lang, report: &Report, game: &Game) -> Vec<LineView> {
    let numbering = Numbering::new(game.start());
    let plies = game.plies().len();
    let line = |(index, line): (usize, &Line)| {
        let score = match line.verdict {
            Verdict::Eval(score) => analysis::seeds(score),
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
        LineView { index, mv: line.mv.to_string(), score, depth: tf(lang, AnalysisText::Depth, &[&line.depth.to_string()]), moves: moves.join(" ") }
    };
    report.lines.iter().enumerate().map(line).collect()
}

fn tree_view(board: &AnalysisBoard) -> TreeView {
    let cursor = board.cursor.path.clone();
    TreeView {
        rows: board.tree.rows(),
        on_side_line: cursor.iter().any(|&i| i != 0),
        cursor,
        export: (board.tree.main_line_record(&[]), format!("bao-{}-analysis.txt", board.tree.start().variant().name())),
    }
}

/// The board model of `game`'s position on the analysis board: its legal start holes, the
/// picked hole's directions and the trail of the move into it — or, while that move is played
/// again or stepped lap by lap, the board of the lap shown.
pub fn board_model(state: &AppState, game: &Game) -> BoardModel {
    BoardModel::of(&board_config(state, game))
}

/// What the analysis board shows of `game`'s position: any legal move may be played on it, the
/// first laps of the hole considered are previewed (the preview setting), and the trail of
/// the move into it is drawn.
pub fn board_config<'a>(state: &'a AppState, game: &'a Game) -> BoardConfig<'a> {
    let analysis = &state.pages.analysis;
    BoardConfig {
        live: !game.is_over(),
        movable: Movable::Moves,
        trail: analysis.explained.as_ref().map(|ply| &ply.trail),
        foresight: Foresight::Game { laps: state.settings().preview },
        coords: state.settings().coords,
        ..BoardConfig::new(state.lang(), game.position(), state.viewer(), &analysis.board_session)
    }
}

#[cfg(test)]
mod tests;
