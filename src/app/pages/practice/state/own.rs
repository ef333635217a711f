//! The learner's own exercises on the puzzle page ([`crate::app::pages::practice::own`]): a due
//! one comes before the puzzles of the queue; the learner plays one move on its position, right
//! when it is the review's better move or one as good ([`OwnExercise::accepts`]); a wrong move
//! is shown, and when it is the move played in the game, its refutation line (the opponent's
//! best answer) with it.

use crate::app::board::{BoardAction, BoardHost};
use crate::app::pages::practice::own::OwnExercise;
use crate::app::pages::{Page, Request};
use crate::engine::{Move, Position};

use super::puzzle::{fresh_board, line_end, take_input};
use super::{practice_viewer, PracticeRequest, Practising, PuzzleSaid, PuzzleStatus};

/// The own exercise on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnRun {
    pub exercise: OwnExercise,
    /// The position on the board now.
    pub position: Position,
    /// The moves on the board from the exercise's position (the lap bar replays them).
    pub line: Vec<Move>,
    /// Solved: a right move was played (the line's first); failed: another one (this one).
    pub status: PuzzleStatus,
    pub said: Option<PuzzleSaid>,
}

/// The own exercises due at `now` that read, earliest due first, and how many due ones do not
/// read (kept as stored, left out).
pub fn due_exercises(progress: &crate::app::learn::progress::Progress, now: f64) -> (Vec<OwnExercise>, usize) {
    let mut unread = 0;
    let mut due = Vec::new();
    for id in progress.due_own(now) {
        let line = progress.own.iter().find(|(own, _)| own == id).map(|(_, line)| line.as_str()).unwrap_or_default();
        match OwnExercise::read(line) {
            Ok(exercise) => due.push(exercise),
            Err(_) => unread += 1,
        }
    }
    (due, unread)
}

/// Opens the first due own exercise other than the one on screen; `false` when there is none.
pub(super) fn next(state: &mut Practising, now: f64) -> bool {
    let current = state.practice.own.as_ref().map(|run| run.exercise.id.clone());
    let (due, _) = due_exercises(state.context.progress, now);
    let Some(exercise) = due.into_iter().find(|e| Some(&e.id) != current.as_ref()) else {
        state.practice.own = None;
        return false;
    };
    open(state, exercise);
    true
}

/// Puts `exercise` on the practice board.
pub(super) fn open(state: &mut Practising, exercise: OwnExercise) {
    let position = exercise.position.clone();
    fresh_board(&mut state.practice.board_session, &position);
    state.practice.puzzle = None;
    state.practice.own = Some(OwnRun { exercise, position, line: Vec::new(), status: PuzzleStatus::Playing, said: None });
}

/// An action on the own exercise's board: one move while it is played.
pub(super) fn on_board(state: &mut Practising, action: BoardAction, now: f64) {
    let viewer = practice_viewer(state.practice, Page::Puzzles);
    let Some(run) = &mut state.practice.own else { return };
    let host = BoardHost { position: &run.position, viewer, may_move: run.status == PuzzleStatus::Playing, animated: true };
    if let Some(mv) = take_input(&mut state.practice.board_session, action, &host, &mut run.said) {
        answer(state, mv, now);
    }
}

/// The learner's move: right when the exercise accepts it (the review's better move or one as
/// good); else wrong, and the board shows it — the move played in the game with its refutation
/// line.
fn answer(state: &mut Practising, mv: Move, now: f64) {
    let Some(run) = &mut state.practice.own else { return };
    let right = run.exercise.accepts(mv);
    let line = if !right && mv == run.exercise.played && run.exercise.refutation.first() == Some(&mv) { run.exercise.refutation.clone() } else { vec![mv] };
    run.status = if right { PuzzleStatus::Solved } else { PuzzleStatus::Failed(mv) };
    show(state, line);
    let id = state.practice.own.as_ref().map(|run| run.exercise.id.clone()).unwrap_or_default();
    state.request = Some(Request::Own(PracticeRequest::OwnDone { id, solved: right, now }));
}

/// After a wrong move: the review's better move from the exercise's position.
pub(super) fn show_better(state: &mut Practising) {
    let Some(run) = &state.practice.own else { return };
    if matches!(run.status, PuzzleStatus::Failed(_)) {
        let better = run.exercise.better;
        show(state, vec![better]);
    }
}

/// Shows `line` from the exercise's position, lap by lap, and leaves its end on the board.
fn show(state: &mut Practising, line: Vec<Move>) {
    let Some(run) = &mut state.practice.own else { return };
    let start = run.exercise.position.clone();
    state.practice.board_session.show_line(&start, &line);
    (run.position, run.line) = line_end(&start, &line);
}
