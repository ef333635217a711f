//! The analysis slice: the analysis board's variation tree and cursor, its own move input (any
//! legal move from any position, the game being played is not changed), the engine's search of
//! the shown position (a new search id on every position change; stopped after a time limit
//! the user can raise) and the "assisted" question before a game against the computer is
//! analysed.

use std::rc::Rc;

use crate::app::analysis::{self, Report, StoredAnalysis, VariationTree, ASSISTED_HEADER, DEFAULT_LIMIT_MS, MORE_TIME_MS};
use crate::app::board::{BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::app::explain::{self, CursorStep, ExplainedPly, MoveCursor};
use crate::app::input;
use crate::engine::{Game, Hole, Move, Position};

use super::{AppState, Notice, Page, PageKey};

/// The position analysed and the moves tried from it.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisBoard {
    pub tree: VariationTree,
    pub cursor: MoveCursor,
    /// The game being played this analysis comes from (its id), if it does.
    pub game: Option<String>,
}

impl AnalysisBoard {
    /// The game along the cursor: the shown position, its history and result.
    pub fn game(&self) -> Game {
        self.tree.game_at(&self.cursor.path)
    }
}

/// Everything the analysis board shows.
#[derive(Clone, Debug)]
pub struct AnalysisState {
    /// The board, once analysis has been opened (kept when leaving, so it can come back).
    pub board: Option<Rc<AnalysisBoard>>,
    /// Asking before a game against the computer is marked "assisted".
    pub asking: bool,
    /// The time the engine searches a position, in milliseconds.
    pub limit_ms: u32,
    /// The search to run now (`None`: stopped or nothing to search).
    pub search: Option<u64>,
    /// What the engine found in the shown position.
    pub report: Option<Report>,
    /// A report shallower than this is not shown (after "go on" restarts the search).
    floor: u32,
    /// The board: pick, focus, the stop-or-safari question, and the move into the shown
    /// position played again or stepped lap by lap (`anim`; `None`: shown at its end).
    pub board_session: BoardSession,
    /// Changes whenever the tree or the cursor changes (the UI stores the analysis then).
    pub revision: u64,
    /// The move into the shown position explained (its narration, trail and laps); `None` at
    /// the tree's start.
    pub explained: Option<Rc<ExplainedPly>>,
}

impl Default for AnalysisState {
    fn default() -> AnalysisState {
        AnalysisState {
            board: None,
            asking: false,
            limit_ms: DEFAULT_LIMIT_MS,
            search: None,
            report: None,
            floor: 0,
            board_session: BoardSession { focus: Hole::parse("A1").expect("A1"), ..BoardSession::default() },
            revision: 0,
            explained: None,
        }
    }
}

impl AnalysisState {
    /// The analysis in its stored form.
    pub fn to_stored(&self) -> Option<StoredAnalysis> {
        self.board.as_ref().map(|b| StoredAnalysis {
            game: b.game.clone(),
            tree: b.tree.to_stored(),
            cursor: b.cursor.path.clone(),
            limit_ms: Some(self.limit_ms),
        })
    }
}

/// What happens on the analysis board.
#[derive(Clone, Debug)]
pub enum AnalysisAction {
    /// Analyse the game being played at the ply the move list shows (asks first when the game
    /// is played against the computer and not marked "assisted" yet).
    OpenGame,
    /// Analyse a position (the board editor): `moves` are played from `start` as the main line
    /// and the cursor stands after them.
    Open {
        start: Box<Position>,
        moves: Vec<Move>,
    },
    /// The "assisted" question answered yes.
    ConfirmAssisted,
    /// The "assisted" question answered no: back to the game.
    CancelAssisted,
    /// Back to the game.
    Close,
    /// Walk the tree (←, →, Home, End).
    Step(CursorStep),
    /// Go to a move of the tree view.
    GoTo(Vec<usize>),
    BackToMain,
    DeleteLine,
    Promote,
    /// Play the engine's line `i` on the board (added as a variation; the cursor on its first move).
    PlayLine(usize),
    /// A click, a key, the prompt's answer, the lap bar or the replay's timer on the board:
    /// a move chosen there is added to the tree.
    Board(BoardAction),
    /// The engine's report for a search.
    Report(Box<Report>),
    /// Stop the search now.
    Stop,
    /// Search 5 s more.
    MoreTime,
    /// What localStorage held at start-up.
    Restore(Box<StoredAnalysis>),
}

pub(super) fn reduce(state: &mut AppState, action: AnalysisAction) {
    match action {
        AnalysisAction::OpenGame => open_game(state),
        AnalysisAction::Open { start, moves } => {
            let mut tree = VariationTree::new(*start);
            let path = tree.add_line(&[], &moves).pop().unwrap_or_default();
            open(state, AnalysisBoard { tree, cursor: MoveCursor { path }, game: None });
        }
        AnalysisAction::ConfirmAssisted => {
            if state.analysis.asking {
                mark_assisted(state);
                state.analysis.asking = false;
                open_game(state);
            }
        }
        AnalysisAction::CancelAssisted => {
            state.analysis.asking = false;
            state.page = Page::Play;
        }
        AnalysisAction::Close => {
            state.analysis.asking = false;
            state.analysis.search = None;
            state.page = Page::Play;
        }
        AnalysisAction::Report(report) => take_report(state, *report),
        AnalysisAction::Board(action) => on_board(state, action),
        AnalysisAction::Stop => {
            state.analysis.search = None;
            if let Some(report) = &mut state.analysis.report {
                report.done = true;
            }
        }
        AnalysisAction::MoreTime => {
            let analysis = &mut state.analysis;
            analysis.limit_ms += MORE_TIME_MS;
            analysis.floor = analysis.report.as_ref().map_or(0, |r| r.depth);
            analysis.search = Some(state.ids.next());
        }
        AnalysisAction::Restore(stored) => {
            let stored = *stored;
            if state.analysis.board.is_none() {
                if let Ok(tree) = VariationTree::from_stored(&stored.tree) {
                    let cursor = MoveCursor { path: stored.cursor }.clamp(&tree);
                    let board = AnalysisBoard { tree, cursor, game: stored.game };
                    state.analysis.explained = explain(&board);
                    state.analysis.board = Some(Rc::new(board));
                    state.analysis.limit_ms = stored.limit_ms.unwrap_or(DEFAULT_LIMIT_MS).max(1_000);
                }
            }
        }
        other => edit(state, other),
    }
}

/// A page-wide key on the analysis page: the board's keys, and the move tree's steps.
pub(super) fn key(state: &mut AppState, key: PageKey) {
    match key {
        PageKey::Board(action) => reduce(state, AnalysisAction::Board(action)),
        PageKey::Step(step) => reduce(state, AnalysisAction::Step(step)),
        PageKey::Undo => {}
    }
}

/// The actions that walk or change the tree, or move on the board.
fn edit(state: &mut AppState, action: AnalysisAction) {
    let Some(board) = state.analysis.board.clone() else { return };
    let (tree, path) = (&board.tree, &board.cursor.path);
    match action {
        AnalysisAction::Step(step) => go_to(state, board.cursor.step(tree, step).path),
        AnalysisAction::GoTo(path) => go_to(state, MoveCursor { path }.clamp(tree).path),
        AnalysisAction::BackToMain => go_to(state, VariationTree::back_to_main(path)),
        AnalysisAction::DeleteLine => change_tree(state, |tree, path| tree.delete(path)),
        AnalysisAction::Promote => change_tree(state, |tree, path| tree.promote(path)),
        AnalysisAction::PlayLine(i) => {
            let Some(line) = state.analysis.report.as_ref().and_then(|r| r.lines.get(i)).cloned() else { return };
            change_tree(state, |tree, path| tree.add_line(path, &line.pv).into_iter().next().unwrap_or_else(|| path.to_vec()));
        }
        _ => {}
    }
}

/// The game being played, at the viewed ply. Its variations come back when the stored or
/// current analysis belongs to the same game.
fn open_game(state: &mut AppState) {
    let session = state.session();
    let against_computer = session.opponent.computer_side().is_some();
    if against_computer && !session.game.is_over() && !analysis::is_assisted(&session.headers) {
        state.analysis.asking = true;
        state.screen.dialog = None;
        state.page = Page::Analysis;
        return;
    }
    let game = state.game();
    let moves: Vec<Move> = game.plies().iter().map(|ply| ply.mv).collect();
    let viewed = state.screen.view.unwrap_or(moves.len());
    let same = |b: &&Rc<AnalysisBoard>| b.game.as_deref() == Some(session.id.as_str()) && b.tree.start() == game.start();
    let mut tree = state.analysis.board.as_ref().filter(same).map_or_else(|| VariationTree::new(game.start().clone()), |b| b.tree.clone());
    let paths = tree.add_line(&[], &moves);
    let path = viewed.checked_sub(1).and_then(|i| paths.get(i).cloned()).unwrap_or_default();
    let board = AnalysisBoard { tree, cursor: MoveCursor { path }, game: Some(session.id.clone()) };
    open(state, board);
}

fn open(state: &mut AppState, board: AnalysisBoard) {
    state.screen.dialog = None;
    state.page = Page::Analysis;
    state.analysis.asking = false;
    state.analysis.limit_ms = DEFAULT_LIMIT_MS;
    state.analysis.board = Some(Rc::new(board));
    position_changed(state);
}

/// Marks the game being played "assisted": a record header, saved with the game.
fn mark_assisted(state: &mut AppState) {
    let session = state.session_mut();
    if !analysis::is_assisted(&session.headers) {
        session.headers.push((ASSISTED_HEADER.to_string(), "analysis".to_string()));
        session.revision += 1;
    }
}

fn go_to(state: &mut AppState, path: Vec<usize>) {
    let Some(board) = state.analysis.board.as_mut() else { return };
    if board.cursor.path != path {
        Rc::make_mut(board).cursor = MoveCursor { path };
        position_changed(state);
    }
}

/// Changes the tree at the cursor; `change` returns the cursor's new path.
fn change_tree(state: &mut AppState, change: impl FnOnce(&mut VariationTree, &[usize]) -> Vec<usize>) {
    let Some(board) = state.analysis.board.as_mut() else { return };
    let board = Rc::make_mut(board);
    let before = board.tree.moves(&board.cursor.path);
    let path = change(&mut board.tree, &board.cursor.path.clone());
    board.cursor = MoveCursor { path };
    state.analysis.revision += 1;
    if board.tree.moves(&board.cursor.path) != before {
        position_changed(state);
    }
}

/// An action on the analysis board's [`BoardSession`], on the shown position: a chosen move
/// goes into the tree (a gambit as soon as its last seed is placed), a refused hole is named
/// as on the game's board, "play again" replays the move into the shown position.
fn on_board(state: &mut AppState, action: BoardAction) {
    let Some(board) = state.analysis.board.clone() else { return };
    let game = board.game();
    let clicked = matches!(action, BoardAction::Click(_) | BoardAction::PickFocused);
    if clicked {
        state.screen.notice = None;
    }
    // The analysis board shows a move at its end (its lap bar plays it again).
    let host = BoardHost { position: game.position(), viewer: state.viewer(), may_move: !game.is_over(), animated: false };
    let session = &mut state.analysis.board_session;
    match session.reduce(action, &host) {
        BoardOutcome::Nothing => {
            if let Some(mv) = input::gambit_move(game.position(), &session.pick).filter(|_| clicked) {
                play(state, mv);
            }
        }
        BoardOutcome::Refused(hole, why) => state.screen.notice = Some(Notice::CannotPlay(hole, why)),
        BoardOutcome::Chosen { mv, .. } => play(state, mv),
        BoardOutcome::Replay { paused } => replay(state, paused),
    }
}

/// Plays a move on the analysis board: a new move of the tree, or the one already there.
fn play(state: &mut AppState, mv: Move) {
    if state.analysis.board.as_ref().is_some_and(|b| b.game().is_over()) {
        return;
    }
    change_tree(state, |tree, path| tree.play(path, mv));
}

/// A report for the running search; the last one stops it.
fn take_report(state: &mut AppState, report: Report) {
    let analysis = &mut state.analysis;
    if analysis.search != Some(report.search) {
        return;
    }
    if report.done {
        analysis.search = None;
    }
    if report.depth >= analysis.floor || report.done && analysis.report.is_none() {
        analysis.report = Some(report);
    } else if let (true, Some(kept)) = (report.done, analysis.report.as_mut()) {
        kept.done = true;
    }
}

/// A new position on the analysis board: fresh input, a new search (the old one is cancelled).
fn position_changed(state: &mut AppState) {
    let Some(board) = state.analysis.board.clone() else { return };
    let game = board.game();
    let analysis = &mut state.analysis;
    analysis.revision += 1;
    analysis.explained = explain(&board);
    analysis.board_session.reset(game.position());
    analysis.report = None;
    analysis.floor = 0;
    analysis.limit_ms = analysis.limit_ms.max(1_000);
    analysis.search = (!game.is_over()).then(|| state.ids.next());
}

/// The move into the board's shown position explained (`None` at the start).
fn explain(board: &AnalysisBoard) -> Option<Rc<ExplainedPly>> {
    let game = board.game();
    let last = game.plies().len().checked_sub(1)?;
    explain::explain_game_ply(&game, last).map(Rc::new)
}

/// Plays the move into the shown position again from its start, or (`paused`) stands paused
/// one lap before its end.
fn replay(state: &mut AppState, paused: bool) {
    let Some(board) = state.analysis.board.as_ref() else { return };
    let game = board.game();
    let Some(i) = game.plies().len().checked_sub(1) else { return };
    let before = game.position_at(i);
    let events = before.play(&game.plies()[i].mv).map(|p| p.events).unwrap_or_default();
    state.analysis.board_session.show_again(before, &events, Some(i), paused);
}

#[cfg(test)]
mod tests;
