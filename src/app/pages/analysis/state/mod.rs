//! The analysis page's state: the analysis board's variation tree and cursor, its own move
//! input (any legal move from any position, the game being played is not changed), the engine's
//! search of the shown position (a new search id on every position change; stopped after a
//! time limit the user can raise) and the "assisted" question before a game against the
//! computer is analysed.
//!
//! Its reducer sees the game being played through a read-only [`PageContext`] and asks the
//! rest as a [`Request`]: the page shown or left, the game marked "assisted", a refused hole
//! named.

use std::rc::Rc;

use crate::app::analysis::{Report, StoredAnalysis, VariationTree, DEFAULT_LIMIT_MS, MORE_TIME_MS};
use crate::app::board::{BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::app::explain::{self, CursorStep, ExplainedPly, MoveCursor};
use crate::app::input;
use crate::app::pages::{PageContext, PageLogic, Request};
use crate::engine::{Game, Hole, Move, Position};

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
    /// The searches asked for so far (the last one's id: a report for another is stale).
    searches: u64,
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
            searches: 0,
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
    /// The search `search` reached its time limit (the page's clock): it stops, its last
    /// report stands.
    TimeUp {
        search: u64,
    },
    /// Search 5 s more: the running search goes on 5 s longer; a finished one searches again.
    MoreTime,
    /// What localStorage held at start-up.
    Restore(Box<StoredAnalysis>),
}

impl PageLogic for AnalysisState {
    type Own = std::convert::Infallible;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Analysis];

    /// The analysis page's reducer.
    fn reduce(&mut self, action: AnalysisAction, context: &PageContext) -> Option<Request> {
        let analysis = self;
        match action {
            AnalysisAction::OpenGame => return open_game(analysis, context, false),
            AnalysisAction::Open { start, moves } => {
                let mut tree = VariationTree::new(*start);
                let path = tree.add_line(&[], &moves).pop().unwrap_or_default();
                return Some(open(analysis, AnalysisBoard { tree, cursor: MoveCursor { path }, game: None }));
            }
            AnalysisAction::ConfirmAssisted => {
                if analysis.asking {
                    analysis.asking = false;
                    open_game(analysis, context, true);
                    return (!context.game_view.assisted).then_some(Request::MarkAssisted);
                }
            }
            AnalysisAction::CancelAssisted => {
                analysis.asking = false;
                return Some(Request::ShowGame);
            }
            AnalysisAction::Close => {
                analysis.asking = false;
                analysis.search = None;
                return Some(Request::ShowGame);
            }
            AnalysisAction::Report(report) => take_report(analysis, *report),
            AnalysisAction::Board(action) => return on_board(analysis, action, context),
            AnalysisAction::Stop => stop(analysis),
            AnalysisAction::TimeUp { search } if analysis.search == Some(search) => stop(analysis),
            AnalysisAction::TimeUp { .. } => {}
            // A running search is extended: its time limit moves, it keeps what it has found.
            AnalysisAction::MoreTime if analysis.search.is_some() => analysis.limit_ms += MORE_TIME_MS,
            AnalysisAction::MoreTime => {
                analysis.limit_ms += MORE_TIME_MS;
                analysis.floor = analysis.report.as_ref().map_or(0, |r| r.depth);
                analysis.search = Some(analysis.next_search());
            }
            AnalysisAction::Restore(stored) => restore(analysis, *stored),
            other => edit(analysis, other),
        }
        None
    }

    fn answer(own: std::convert::Infallible, _: &mut crate::app::pages::Answering) {
        match own {}
    }

    type Action = AnalysisAction;

    fn key(key: crate::app::pages::PageKey) -> Option<AnalysisAction> {
        use crate::app::pages::PageKey;
        match key {
            PageKey::Board(action) => Some(AnalysisAction::Board(action)),
            PageKey::Step(step) => Some(AnalysisAction::Step(step)),
            PageKey::Undo => None,
        }
    }

    fn variant(&self, _: crate::app::pages::Page) -> Option<crate::engine::Variant> {
        self.board.as_ref().map(|board| board.tree.start().variant())
    }
}

impl AnalysisState {
    /// A new search id.
    fn next_search(&mut self) -> u64 {
        self.searches += 1;
        self.searches
    }
}

/// What localStorage held at start-up (unless analysis is open already).
fn restore(analysis: &mut AnalysisState, stored: StoredAnalysis) {
    if analysis.board.is_none() {
        if let Ok(tree) = VariationTree::from_stored(&stored.tree) {
            let cursor = MoveCursor { path: stored.cursor }.clamp(&tree);
            let board = AnalysisBoard { tree, cursor, game: stored.game };
            analysis.explained = explain(&board);
            analysis.board = Some(Rc::new(board));
            analysis.limit_ms = stored.limit_ms.unwrap_or(DEFAULT_LIMIT_MS).max(1_000);
        }
    }
}

/// The actions that walk or change the tree, or move on the board.
fn edit(analysis: &mut AnalysisState, action: AnalysisAction) {
    let Some(board) = analysis.board.clone() else { return };
    let (tree, path) = (&board.tree, &board.cursor.path);
    match action {
        AnalysisAction::Step(step) => go_to(analysis, board.cursor.step(tree, step).path),
        AnalysisAction::GoTo(path) => go_to(analysis, MoveCursor { path }.clamp(tree).path),
        AnalysisAction::BackToMain => go_to(analysis, VariationTree::back_to_main(path)),
        AnalysisAction::DeleteLine => change_tree(analysis, |tree, path| tree.delete(path)),
        AnalysisAction::Promote => change_tree(analysis, |tree, path| tree.promote(path)),
        AnalysisAction::PlayLine(i) => {
            let Some(line) = analysis.report.as_ref().and_then(|r| r.lines.get(i)).cloned() else { return };
            change_tree(analysis, |tree, path| tree.add_line(path, &line.pv).into_iter().next().unwrap_or_else(|| path.to_vec()));
        }
        _ => {}
    }
}

/// The game being played, at the viewed ply. Its variations come back when the stored or
/// current analysis belongs to the same game. A game against the computer not marked
/// "assisted" is asked about first (unless `asked`).
fn open_game(analysis: &mut AnalysisState, context: &PageContext, asked: bool) -> Option<Request> {
    let (game, view) = (context.game, &context.game_view);
    if view.against_computer && !game.is_over() && !view.assisted && !asked {
        analysis.asking = true;
        return Some(Request::ShowPage);
    }
    let moves: Vec<Move> = game.plies().iter().map(|ply| ply.mv).collect();
    let viewed = view.viewed.unwrap_or(moves.len());
    let same = |b: &&Rc<AnalysisBoard>| b.game.as_deref() == Some(view.game_id) && b.tree.start() == game.start();
    let mut tree = analysis.board.as_ref().filter(same).map_or_else(|| VariationTree::new(game.start().clone()), |b| b.tree.clone());
    let paths = tree.add_line(&[], &moves);
    let path = viewed.checked_sub(1).and_then(|i| paths.get(i).cloned()).unwrap_or_default();
    let board = AnalysisBoard { tree, cursor: MoveCursor { path }, game: Some(view.game_id.to_string()) };
    Some(open(analysis, board))
}

fn open(analysis: &mut AnalysisState, board: AnalysisBoard) -> Request {
    analysis.asking = false;
    analysis.limit_ms = DEFAULT_LIMIT_MS;
    analysis.board = Some(Rc::new(board));
    position_changed(analysis);
    Request::ShowPage
}

fn go_to(analysis: &mut AnalysisState, path: Vec<usize>) {
    let Some(board) = analysis.board.as_mut() else { return };
    if board.cursor.path != path {
        Rc::make_mut(board).cursor = MoveCursor { path };
        position_changed(analysis);
    }
}

/// Changes the tree at the cursor; `change` returns the cursor's new path.
fn change_tree(analysis: &mut AnalysisState, change: impl FnOnce(&mut VariationTree, &[usize]) -> Vec<usize>) {
    let Some(board) = analysis.board.as_mut() else { return };
    let board = Rc::make_mut(board);
    let before = board.tree.moves(&board.cursor.path);
    let path = change(&mut board.tree, &board.cursor.path.clone());
    board.cursor = MoveCursor { path };
    analysis.revision += 1;
    if board.tree.moves(&board.cursor.path) != before {
        position_changed(analysis);
    }
}

/// An action on the analysis board's [`BoardSession`], on the shown position: a chosen move
/// goes into the tree (a gambit as soon as its last seed is placed), a refused hole is named
/// as on the game's board (a click clears what was said), "play again" replays the move into
/// the shown position.
fn on_board(analysis: &mut AnalysisState, action: BoardAction, context: &PageContext) -> Option<Request> {
    let board = analysis.board.clone()?;
    let game = board.game();
    let clicked = matches!(action, BoardAction::Click(_) | BoardAction::PickFocused);
    // The analysis board shows a move at its end (its lap bar plays it again).
    let host = BoardHost { position: game.position(), viewer: context.game_view.viewer, may_move: !game.is_over(), animated: false };
    let session = &mut analysis.board_session;
    match session.reduce(action, &host) {
        BoardOutcome::Nothing => {
            if let Some(mv) = input::gambit_move(game.position(), &session.pick).filter(|_| clicked) {
                play(analysis, mv);
            }
        }
        BoardOutcome::Refused(hole, why) => return Some(Request::CannotPlay(hole, why)),
        BoardOutcome::Chosen { mv, .. } => play(analysis, mv),
        BoardOutcome::Replay { paused } => replay(analysis, paused),
    }
    clicked.then_some(Request::ClearNotice)
}

/// Plays a move on the analysis board: a new move of the tree, or the one already there.
fn play(analysis: &mut AnalysisState, mv: Move) {
    if analysis.board.as_ref().is_some_and(|b| b.game().is_over()) {
        return;
    }
    change_tree(analysis, |tree, path| tree.play(path, mv));
}

/// Stops the search: its last report is the result.
fn stop(analysis: &mut AnalysisState) {
    analysis.search = None;
    if let Some(report) = &mut analysis.report {
        report.done = true;
    }
}

/// A report for the running search; the last one stops it.
fn take_report(analysis: &mut AnalysisState, report: Report) {
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
fn position_changed(analysis: &mut AnalysisState) {
    let Some(board) = analysis.board.clone() else { return };
    let game = board.game();
    analysis.revision += 1;
    analysis.explained = explain(&board);
    analysis.board_session.reset(game.position());
    analysis.report = None;
    analysis.floor = 0;
    analysis.limit_ms = analysis.limit_ms.max(1_000);
    analysis.search = if game.is_over() { None } else { Some(analysis.next_search()) };
}

/// The move into the board's shown position explained (`None` at the start).
fn explain(board: &AnalysisBoard) -> Option<Rc<ExplainedPly>> {
    let game = board.game();
    let last = game.plies().len().checked_sub(1)?;
    explain::explain_game_ply(&game, last).map(Rc::new)
}

/// Plays the move into the shown position again from its start, or (`paused`) stands paused
/// one lap before its end.
fn replay(analysis: &mut AnalysisState, paused: bool) {
    let Some(board) = analysis.board.as_ref() else { return };
    let game = board.game();
    let Some(i) = game.plies().len().checked_sub(1) else { return };
    let before = game.position_at(i);
    let events = before.play(&game.plies()[i].mv).map(|p| p.events).unwrap_or_default();
    analysis.board_session.show_again(before, &events, Some(i), paused);
}

#[cfg(test)]
mod tests;
