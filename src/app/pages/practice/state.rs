//! The practice pages' state: the "Where does it stop?" drills and the puzzles with their
//! practice queue, each with its own position, on one board session ([`BoardSession`]: pick,
//! focus, safari question, the sowing shown) — the game being played is never touched. The
//! learner's progress (the drill streak, each puzzle's history and its review date) is the app's (`AppState::progress`): the reducer reads it from its [`PageContext`] and
//! asks for an answer to be recorded ([`PracticeRequest`]).
//!
//! Time is passed in: every action that records a puzzle or asks for the queue carries `now`
//! (milliseconds since the epoch, the UI's `Date.now()`), so the review schedule is tested
//! without a clock.

mod drill;
mod own;
mod puzzle;
mod queue;
pub use queue::{due_levels, LevelEntry};

#[cfg(test)]
mod tests;

use std::rc::Rc;

use crate::app::board::{AnimAction, BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::app::layout::Arrow;
use crate::app::learn::drill::DrillLevel;
use crate::engine::{Dir, Hole, Variant};
use crate::puzzles::Theme;

use crate::app::address::BadAddress;
use crate::app::pages::{Answering, Page, PageContext, PageLogic, Request};

pub use drill::{DrillPhase, DrillRun};
pub use own::{due_exercises, OwnRun};
pub use puzzle::{PuzzleLoad, PuzzleRun, PuzzleSaid, PuzzleStatus};
pub use queue::{learner_level, queue, QueueEntry};

/// The practice pages' state.
#[derive(Clone, Debug)]
pub struct Practice {
    /// The drill on screen.
    pub drill: Option<DrillRun>,
    /// The shipped puzzles, loaded on first use.
    pub puzzles: PuzzleLoad,
    /// The game whose puzzles are practised.
    pub variant: Variant,
    /// The themed set practised (`None`: every theme), as a stage's link asks for it.
    pub theme: Option<Theme>,
    /// The puzzle on screen.
    pub puzzle: Option<PuzzleRun>,
    /// The practice board: the focus, a puzzle's pick and safari question, and the sowing
    /// shown (`anim`: a drill's move lap by lap, a puzzle's move and reply).
    pub board_session: BoardSession,
    /// The last time an action brought (ms since the epoch), for the count of due puzzles.
    pub now: f64,
    /// The level the learner chose for the drills (by the level buttons or an address), kept
    /// until another is chosen; `None`: each drill at the level the streak has earned.
    pub level: Option<DrillLevel>,
    /// The puzzle an address asked for, opened once the puzzles are loaded.
    pub wanted: Option<String>,
    /// The learner's own exercise on screen (in place of a puzzle).
    pub own: Option<OwnRun>,
}

impl Default for Practice {
    fn default() -> Practice {
        Practice {
            drill: None,
            puzzles: PuzzleLoad::Idle,
            variant: Variant::Kujifunza,
            theme: None,
            puzzle: None,
            board_session: BoardSession { focus: Hole::parse("A1").expect("A1"), ..BoardSession::default() },
            now: 0.0,
            level: None,
            wanted: None,
            own: None,
        }
    }
}

/// What happens on the practice pages.
#[derive(Clone, Debug)]
pub enum PracticeAction {
    /// A new drill at the level the streak has earned; `seed` picks it (the UI passes time).
    NextDrill { seed: u64 },
    /// A tap on a hole of the practice board (a drill's answer or a puzzle's move).
    TapHole { hole: Hole, now: f64 },
    /// The drill's captured holes are all tapped.
    ConfirmCaptures,
    /// Keyboard: the focus moves (or, with a puzzle hole picked, ← / → choose the direction).
    Arrow { step: Arrow, now: f64 },
    /// Keyboard: Enter on the focused hole.
    PickFocused { now: f64 },
    /// A puzzle move's direction (arrow click or key).
    ChooseDir { dir: Dir, now: f64 },
    /// A puzzle move reaching the nyumba: stop or safari.
    AnswerSafari { safari: bool, now: f64 },
    /// The show's timer.
    Tick,
    /// The lap bar: the sowing (a drill's move, a puzzle's moves) stepped lap by lap.
    Lap(AnimAction),
    /// After a puzzle: its whole solution shown from the puzzle's position, lap by lap, and
    /// left on the board.
    ShowWholeSolution,
    /// The puzzle files are being fetched.
    PuzzlesLoading,
    /// The puzzle files' texts (one JSON puzzle a line).
    PuzzlesLoaded(Rc<Vec<String>>),
    /// The puzzle files could not be fetched (the reason, for the learner).
    PuzzlesFailed(String),
    /// Fetch the puzzle files again (after a failure).
    RetryLoad,
    /// Practise the puzzles of another game (every theme).
    ChooseVariant { variant: Variant, now: f64 },
    /// Practise one theme of a game's puzzles (`None`: every theme): a stage's themed set.
    ChooseSet { variant: Variant, theme: Option<Theme>, now: f64 },
    /// The next puzzle of the practice queue.
    NextPuzzle { now: f64 },
    /// After a miss: the solution's first move is played from the puzzle's position (an own
    /// exercise's: the review's better move).
    ShowSolution,
    /// The clock, when a practice page opens (the due count follows it).
    Clock(f64),
    /// An address asks for this puzzle: opened now when the puzzles are loaded (an unknown id
    /// is a notice), else once they are.
    Want(String),
    /// The learner chose this level (a level button or an address): the drills are made at it,
    /// from the next one (made when the page shows, its seed the UI's) in place of the drill shown.
    DrillAt(DrillLevel),
    /// The learner chose the streak's level again: a new drill at the level it has earned.
    DrillByStreak,
    /// A page-wide key of the board on a practice page.
    Key(BoardAction),
    /// The first of the learner's own exercises due at `now` (none due: the queue's next puzzle).
    NextOwn { now: f64 },
}

/// What the practice reducer works on: the pages' own state, the app as its context, and what
/// it asks of the app.
struct Practising<'a, 'c> {
    practice: &'a mut Practice,
    context: &'a PageContext<'c>,
    request: Option<Request<PracticeRequest>>,
}

/// What only the practice pages ask of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum PracticeRequest {
    /// A drill answered, right (`true`) or wrong: into the progress (the streak).
    RecordDrill(bool),
    /// A puzzle solved or failed at `now` (ms since the epoch): into its history, its review
    /// date and the learner's rating in `variant` (against the puzzle's `strength`).
    PuzzleDone { id: String, variant: Variant, strength: f64, solved: bool, now: f64 },
    /// An address named a puzzle there is not.
    NoSuchPuzzle(String),
    /// An own exercise answered at `now`: into its schedule (no rating: it has none).
    OwnDone { id: String, solved: bool, now: f64 },
}

impl PracticeRequest {
    /// Carried out: the progress recorded, or the address's notice.
    fn answer(self, app: &mut Answering) {
        match self {
            PracticeRequest::RecordDrill(right) => app.progress().record_drill(right),
            PracticeRequest::PuzzleDone { id, variant, strength, solved, now } => {
                let progress = app.progress();
                progress.record_puzzle(&id, solved, now);
                progress.rate_attempt(variant, strength, solved);
            }
            PracticeRequest::NoSuchPuzzle(id) => app.bad_address = Some(BadAddress::NoSuchPuzzle(id)),
            PracticeRequest::OwnDone { id, solved, now } => app.progress().record_puzzle(&id, solved, now),
        }
    }
}

impl PageLogic for Practice {
    type Own = PracticeRequest;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Drill, crate::app::pages::Page::Puzzles];

    /// The practice pages' reducer.
    fn reduce(&mut self, action: PracticeAction, context: &PageContext) -> Option<Request<PracticeRequest>> {
        let practice = self;
        let mut state = Practising { practice, context, request: None };
        practise(&mut state, action);
        state.request
    }

    fn answer(own: PracticeRequest, app: &mut crate::app::pages::Answering) {
        own.answer(app);
    }

    type Action = PracticeAction;

    fn key(key: crate::app::pages::PageKey) -> Option<PracticeAction> {
        use crate::app::pages::PageKey;
        match key {
            PageKey::Board(action) => Some(PracticeAction::Key(action)),
            PageKey::Undo | PageKey::Step(_) => None,
        }
    }

    fn variant(&self, page: Page) -> Option<crate::engine::Variant> {
        match page {
            Page::Drill => self.drill.as_ref().map(|run| run.drill.position.variant()),
            _ => self.own.as_ref().map(|run| run.position.variant()).or_else(|| self.puzzle.as_ref().map(|run| run.position.variant())),
        }
    }
}

fn practise(state: &mut Practising, action: PracticeAction) {
    match action {
        PracticeAction::NextDrill { seed } => drill::next(state, seed),
        PracticeAction::TapHole { hole, now } => tap(state, hole, now),
        PracticeAction::ConfirmCaptures => drill::confirm(state),
        PracticeAction::Arrow { step, now } => arrow(state, step, now),
        PracticeAction::PickFocused { now } => tap(state, state.practice.board_session.focus, now),
        PracticeAction::ChooseDir { dir, now } => puzzle_board(state, BoardAction::ChooseDir(dir), now),
        PracticeAction::AnswerSafari { safari, now } => puzzle_board(state, BoardAction::AnswerSafari { safari }, now),
        PracticeAction::Tick => lap(state, AnimAction::Tick),
        PracticeAction::Lap(action) => lap(state, action),
        PracticeAction::ShowWholeSolution => puzzle::show_whole_solution(state),
        PracticeAction::PuzzlesLoading => state.practice.puzzles = PuzzleLoad::Loading,
        PracticeAction::PuzzlesLoaded(texts) => {
            state.practice.puzzles = PuzzleLoad::parse(&texts);
            let wanted = state.practice.wanted.take();
            if wanted.is_some() {
                want_puzzle(state, wanted);
            }
        }
        PracticeAction::Want(id) => want_puzzle(state, Some(id)),
        PracticeAction::DrillAt(level) => {
            state.practice.drill = None;
            state.practice.level = Some(level);
        }
        PracticeAction::DrillByStreak => {
            state.practice.drill = None;
            state.practice.level = None;
        }
        PracticeAction::Key(action) => key(state, action),
        PracticeAction::PuzzlesFailed(why) => state.practice.puzzles = PuzzleLoad::Failed(why),
        PracticeAction::RetryLoad => state.practice.puzzles = PuzzleLoad::Idle,
        PracticeAction::ChooseVariant { variant, now } => choose_set(state, variant, None, now),
        PracticeAction::ChooseSet { variant, theme, now } => choose_set(state, variant, theme, now),
        PracticeAction::NextPuzzle { now } => next_exercise(state, now),
        PracticeAction::NextOwn { now } => {
            state.practice.own = None;
            next_exercise(state, now);
        }
        PracticeAction::ShowSolution if state.practice.own.is_some() => own::show_better(state),
        PracticeAction::ShowSolution => puzzle::show_solution(state),
        PracticeAction::Clock(now) => state.practice.now = now,
    }
}

/// A tap goes to the page on screen: the drill's answer or the puzzle's move.
fn tap(state: &mut Practising, hole: Hole, now: f64) {
    match state.context.page {
        Page::Drill => {
            // The board takes the click first, as every board does (the focus; a lap stepped
            // or a show cut short); only a click on the position answers the drill.
            let stepped = state.practice.board_session.stands_stepped();
            watch(state, BoardAction::Click(hole));
            if !stepped {
                drill::tap(state, hole);
            }
        }
        Page::Puzzles => puzzle_board(state, BoardAction::Click(hole), now),
        _ => {}
    }
}

/// The next exercise of the puzzle page: a due own exercise first (its review before the
/// puzzles'), else the queue's next puzzle.
fn next_exercise(state: &mut Practising, now: f64) {
    state.practice.now = now;
    if !own::next(state, now) {
        puzzle::next(state, now);
    }
}

/// An action on the puzzle page's board: the own exercise's when one is shown, else the puzzle's.
fn puzzle_board(state: &mut Practising, action: BoardAction, now: f64) {
    if state.practice.own.is_some() && state.context.page == Page::Puzzles {
        own::on_board(state, action, now);
    } else {
        puzzle::on_board(state, action, now);
    }
}

fn arrow(state: &mut Practising, step: Arrow, now: f64) {
    match state.context.page {
        Page::Puzzles => puzzle_board(state, BoardAction::Arrow(step), now),
        _ => watch(state, BoardAction::Arrow(step)),
    }
}

/// The show's timer and buttons: the frame player of the board session.
fn lap(state: &mut Practising, action: AnimAction) {
    watch(state, BoardAction::Lap(action));
}

/// An action on the practice board that moves nothing: the focus, or the sowing shown (a
/// replay asked for on the lap bar shows the page's moves again).
fn watch(state: &mut Practising, action: BoardAction) {
    let drill = state.practice.drill.as_ref().filter(|_| state.context.page == Page::Drill).map(|run| &run.drill.position);
    let own = state.practice.own.as_ref().filter(|_| state.context.page == Page::Puzzles).map(|run| &run.position);
    let Some(position) = drill.or(own).or(state.practice.puzzle.as_ref().map(|run| &run.position)).cloned() else { return };
    let host = BoardHost { position: &position, viewer: practice_viewer(state.practice, state.context.page), may_move: false, animated: true };
    if let BoardOutcome::Replay { paused } = state.practice.board_session.reduce(action, &host) {
        let shown = match (state.context.page, &state.practice.drill, &state.practice.puzzle) {
            (Page::Drill, Some(run), _) if matches!(run.phase, DrillPhase::Answered { .. }) => Some((run.drill.position.clone(), vec![run.drill.mv])),
            (Page::Puzzles, _, _) if state.practice.own.is_some() => state.practice.own.as_ref().map(|run| (run.exercise.position.clone(), run.line.clone())),
            (Page::Puzzles, _, Some(run)) => Some((run.start.clone(), run.line.clone())),
            _ => None,
        };
        if let Some((start, line)) = shown {
            state.practice.board_session.replay_line(&start, &line, paused);
        }
    }
}

/// A page-wide key on a practice page: the board's keys (`[` `]` a lap, Space pause or play,
/// `<` `>` a puzzle move's direction).
fn key(state: &mut Practising, action: BoardAction) {
    match (state.context.page, action) {
        (Page::Puzzles, action @ (BoardAction::ChooseDir(_) | BoardAction::AnswerSafari { .. })) => puzzle_board(state, action, state.practice.now),
        (_, BoardAction::Lap(action)) => lap(state, action),
        _ => {}
    }
}

/// Practise `theme` of `variant`'s puzzles (`None`: all): the next puzzle of that queue, once
/// the puzzles are loaded (until then the set waits, and the page opens on it).
fn choose_set(state: &mut Practising, variant: Variant, theme: Option<Theme>, now: f64) {
    let changed = (state.practice.variant, state.practice.theme) != (variant, theme);
    state.practice.variant = variant;
    state.practice.theme = theme;
    if changed || state.practice.puzzle.is_none() {
        state.practice.puzzle = None;
        state.practice.own = None;
        puzzle::next(state, now);
    }
}

/// The puzzle of this id, asked for by an address: opened now when the puzzles are loaded (an
/// unknown id is a notice), else once they are.
fn want_puzzle(state: &mut Practising, id: Option<String>) {
    if id.is_some() && id == puzzle_id(state.practice) {
        return;
    }
    let Some(puzzles) = state.practice.puzzles.ready().cloned() else {
        state.practice.puzzle = None;
        state.practice.wanted = id;
        return;
    };
    let Some(id) = id else { return };
    match puzzles.iter().position(|p| p.id == id) {
        Some(index) => {
            state.practice.variant = puzzles[index].variant;
            puzzle::open(state, &puzzles, index, false);
        }
        None => state.request = Some(Request::Own(PracticeRequest::NoSuchPuzzle(id))),
    }
}

/// The id of the puzzle on screen (or the one asked for while the puzzles load).
pub fn puzzle_id(practice: &Practice) -> Option<String> {
    let shown = practice.puzzle.as_ref().zip(practice.puzzles.ready()).and_then(|(run, all)| all.get(run.index)).map(|p| p.id.clone());
    shown.or_else(|| practice.wanted.clone())
}

/// The side the practice board of `page` is seen from: the side to move in the drill or puzzle.
pub fn practice_viewer(practice: &Practice, page: Page) -> crate::engine::Side {
    let pos = match page {
        Page::Drill => practice.drill.as_ref().map(|d| &d.drill.position),
        _ => practice.own.as_ref().map(|o| &o.exercise.position).or(practice.puzzle.as_ref().map(|p| &p.start)),
    };
    pos.map_or(crate::engine::Side::South, |p| p.to_move())
}
