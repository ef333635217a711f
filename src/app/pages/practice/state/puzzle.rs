//! The puzzle page: the shipped puzzles (loaded on first use), one puzzle played on its own
//! position on the practice board's [`BoardSession`] — the learner's moves through it, the
//! opponent's replies from the solution — and solved or failed recorded in the progress.

use std::rc::Rc;

use crate::app::board::{BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::app::input;
use crate::engine::{Hole, Move, Position, WhyNot};
use crate::puzzles::{parse_lines, Puzzle, PuzzleError};

use crate::app::pages::{Page, Request};

use super::{practice_viewer, queue, PracticeRequest, Practising};

/// The shipped puzzles.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleLoad {
    /// Not asked for yet (they load when the puzzle page first opens).
    Idle,
    Loading,
    Ready(Rc<Vec<Puzzle>>),
    /// Not fetched (the browser's reason).
    Failed(String),
    /// Fetched, but a line of a puzzle file does not read (1-based line, the reader's kind).
    Damaged {
        line: usize,
        error: PuzzleError,
    },
}

impl PuzzleLoad {
    /// Reads the puzzle files (one puzzle a line).
    pub fn parse(texts: &[String]) -> PuzzleLoad {
        let mut all = Vec::new();
        for text in texts {
            match parse_lines(text) {
                Ok(puzzles) => all.extend(puzzles),
                Err((line, error)) => return PuzzleLoad::Damaged { line, error },
            }
        }
        PuzzleLoad::Ready(Rc::new(all))
    }

    /// The puzzles, once loaded.
    pub fn ready(&self) -> Option<&Rc<Vec<Puzzle>>> {
        match self {
            PuzzleLoad::Ready(p) => Some(p),
            _ => None,
        }
    }
}

/// How the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleStatus {
    Playing,
    Solved,
    /// The first move was not the solution's (the move played).
    Failed(Move),
}

/// What the page says about the last input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleSaid {
    /// The learner's move was right and the opponent answered with this move.
    Reply(Move),
    /// A later move of the learner is not the line's (not counted as a miss).
    NotLine(Move),
    /// The hole cannot start a move, and why (the engine's reason).
    Refused(Hole, WhyNot),
}

/// The puzzle on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleRun {
    /// Its index in the loaded set.
    pub index: usize,
    /// It came from the queue as due for review.
    pub review: bool,
    /// The puzzle's position.
    pub start: Position,
    /// The position on the board now.
    pub position: Position,
    /// Moves of the solution played so far.
    pub done: usize,
    /// The moves on the board from the puzzle's position (the solution's so far, the move
    /// that failed, or the solution's first move shown): the lap bar replays them.
    pub line: Vec<Move>,
    pub status: PuzzleStatus,
    pub said: Option<PuzzleSaid>,
}

/// The next puzzle of the queue (another than the one on screen when there is one).
pub(super) fn next(state: &mut Practising, now: f64) {
    state.practice.now = now;
    state.practice.board_session.anim = None;
    state.practice.own = None;
    let Some(puzzles) = state.practice.puzzles.ready().cloned() else { return };
    let current = state.practice.puzzle.as_ref().map(|p| p.index);
    let entries = queue(state.context.progress, &puzzles, state.practice.variant, state.practice.theme, now);
    // A due review first; else the one after the puzzle on screen when it is still queued
    // (skipped without an answer), so that "Next puzzle" walks the queue; else the first.
    let due = entries.iter().find(|e| e.due && Some(e.index) != current);
    let after_current = entries.iter().position(|e| Some(e.index) == current).map(|i| (i + 1) % entries.len());
    match due.or_else(|| entries.get(after_current.unwrap_or(0))) {
        Some(entry) => open(state, &puzzles, entry.index, entry.due),
        None => state.practice.puzzle = None,
    }
}

/// Puts puzzle `index` of the loaded set on the board (`review`: it came due).
pub(super) fn open(state: &mut Practising, puzzles: &[Puzzle], index: usize, review: bool) {
    state.practice.board_session.anim = None;
    state.practice.own = None;
    let start = puzzles[index].position.clone();
    fresh_board(&mut state.practice.board_session, &start);
    state.practice.puzzle =
        Some(PuzzleRun { index, review, position: start.clone(), start, done: 0, line: Vec::new(), status: PuzzleStatus::Playing, said: None });
}

/// A fresh pick on the position of an exercise put on the board (a puzzle or an own
/// exercise); the keyboard focus starts on a hole the learner can play.
pub(super) fn fresh_board(session: &mut BoardSession, position: &Position) {
    let focus = session.focus;
    *session = BoardSession { focus, ..BoardSession::on(position) };
    if let Some(&hole) = input::playable_holes(position).first() {
        session.focus = hole;
    }
}

/// An input on the board of the exercise on screen (a puzzle or an own exercise) that `host`
/// lends: a click or Enter forgets what was said, a refused hole is said; the move chosen, if
/// one is.
pub(super) fn take_input(session: &mut BoardSession, action: BoardAction, host: &BoardHost, said: &mut Option<PuzzleSaid>) -> Option<Move> {
    if matches!(action, BoardAction::Click(_) | BoardAction::PickFocused) {
        *said = None;
    }
    match session.reduce(action, host) {
        BoardOutcome::Refused(hole, why) => {
            *said = Some(PuzzleSaid::Refused(hole, why));
            None
        }
        BoardOutcome::Chosen { mv, .. } => Some(mv),
        BoardOutcome::Nothing | BoardOutcome::Replay { .. } => None,
    }
}

/// The end of `line` played from `start` and the moves of it played (up to an illegal one).
pub(super) fn line_end(start: &Position, line: &[Move]) -> (Position, Vec<Move>) {
    let mut position = start.clone();
    let mut played = Vec::new();
    for mv in line {
        let Ok(next) = position.play(mv) else { break };
        position = next.position;
        played.push(*mv);
    }
    (position, played)
}

/// An action on the puzzle's board: the learner may move while the puzzle is played and it is
/// his turn; a chosen move is judged ([`play`]), a refused hole named.
pub(super) fn on_board(state: &mut Practising, action: BoardAction, now: f64) {
    if state.context.page != Page::Puzzles {
        // The drill page's board takes no move (a direction key there chooses nothing).
        return;
    }
    let viewer = practice_viewer(state.practice, state.context.page);
    let Some(run) = &mut state.practice.puzzle else { return };
    let may_move = run.status == PuzzleStatus::Playing && run.done % 2 == 0;
    let host = BoardHost { position: &run.position, viewer, may_move, animated: true };
    if let Some(mv) = take_input(&mut state.practice.board_session, action, &host, &mut run.said) {
        play(state, mv, now);
    }
}

/// The learner plays `mv`: the first move decides solved or failed (the theme makes it the
/// only right one); a later move off the line is refused without counting as a miss; a right
/// move is answered by the solution's reply, and the end of the line solves the puzzle.
fn play(state: &mut Practising, mv: Move, now: f64) {
    state.practice.now = now;
    let instant = state.context.settings.speed == crate::app::save::Speed::Instant;
    let Some(puzzles) = state.practice.puzzles.ready().cloned() else { return };
    let Some(run) = &mut state.practice.puzzle else { return };
    let puzzle = &puzzles[run.index];
    let wanted = puzzle.solution.get(run.done).copied();
    let Ok(played) = run.position.play(&mv) else { return };
    if Some(mv) != wanted {
        if run.done > 0 {
            run.said = Some(PuzzleSaid::NotLine(mv));
            return;
        }
        run.status = PuzzleStatus::Failed(mv);
        state.practice.board_session.show_moves(&[(&run.position, &played.events)], !instant);
        run.position = played.position;
        run.line = vec![mv];
        let (id, variant, strength) = (puzzle.id.clone(), puzzle.variant, puzzle.rating.strength());
        state.request = Some(Request::Own(PracticeRequest::PuzzleDone { id, variant, strength, solved: false, now }));
        return;
    }
    let mut moves = vec![(run.position.clone(), played.events)];
    run.position = played.position;
    run.done += 1;
    if let Some(reply) = puzzle.solution.get(run.done).copied() {
        if let Ok(answered) = run.position.play(&reply) {
            moves.push((run.position.clone(), answered.events));
            run.position = answered.position;
            run.done += 1;
            run.said = Some(PuzzleSaid::Reply(reply));
        }
    }
    run.line = puzzle.solution[..run.done].to_vec();
    state.practice.board_session.pick = input::initial(&run.position);
    let solved = run.done >= puzzle.solution.len();
    let (id, variant, strength) = (puzzle.id.clone(), puzzle.variant, puzzle.rating.strength());
    if solved {
        run.status = PuzzleStatus::Solved;
    }
    let shown: Vec<(&Position, &[crate::engine::Event])> = moves.iter().map(|(p, e)| (p, e.as_slice())).collect();
    state.practice.board_session.show_moves(&shown, !instant);
    if solved {
        state.request = Some(Request::Own(PracticeRequest::PuzzleDone { id, variant, strength, solved: true, now }));
    }
}

/// After a miss: back to the puzzle's position and its solution's first move shown.
pub(super) fn show_solution(state: &mut Practising) {
    let Some(puzzles) = state.practice.puzzles.ready().cloned() else { return };
    let Some(run) = &mut state.practice.puzzle else { return };
    if !matches!(run.status, PuzzleStatus::Failed(_)) {
        return;
    }
    let first = puzzles[run.index].solution[0];
    if let Ok(played) = run.start.play(&first) {
        // Asked for: shown at every speed.
        state.practice.board_session.show_moves(&[(&run.start, &played.events)], true);
        run.position = played.position;
        run.line = vec![first];
    }
}

/// Once the puzzle is over (solved, or its solution shown): the whole solution from the
/// puzzle's position, lap by lap, left on the board.
pub(super) fn show_whole_solution(state: &mut Practising) {
    let Some(puzzles) = state.practice.puzzles.ready().cloned() else { return };
    let Some(run) = &mut state.practice.puzzle else { return };
    if run.status == PuzzleStatus::Playing {
        return;
    }
    let solution = &puzzles[run.index].solution;
    state.practice.board_session.show_line(&run.start, solution);
    // The board's position is the line's end (a click leaves the last frame for it).
    run.position = line_end(&run.start, solution).0;
    run.line = solution.clone();
}
