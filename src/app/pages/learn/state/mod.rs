//! The Learn page's state: the step being worked on. The learner's progress (stored under
//! `bao.learn`, its own key) is what lasts, the app's (`AppState::progress`): the page's
//! reducer reads it from its [`PageContext`] and asks for a solved step to be recorded
//! ([`LearnRequest::RecordStep`]), as for the rest it asks of the app. A step keeps its own little game and its own [`BoardSession`] (pick,
//! focus, safari question, the moves shown), so the game being played is never touched; every
//! judgement comes from [`Attempt`] (that is, from `learn::check`), every move from the board
//! session's input.

use crate::app::board::{Animation, BoardAction, BoardHost, BoardOutcome, BoardSession};
use crate::app::explain;
use crate::app::input;
use crate::app::learn::curriculum::INTRO;
use crate::app::learn::progress::Progress;
use crate::app::learn::{Answer, Attempt, Goal, Hint, HintLevel, Judgement, LearnStage, ProofQuery, Proved, Step, Why, STAGES};
use crate::app::save::{Speed, Store};
use crate::app::setup::{GameSetup, Opponent};
use crate::engine::{Game, Hole, Move, Position, Side};

use crate::app::address::BadAddress;
use crate::app::pages::{Answering, Page, PageContext, PageLogic, Request};

/// The level of the computer in a practice game: the lowest, for beginners.
pub const PRACTICE_LEVEL: u8 = 1;

/// The step open on the Learn page, kept across a reload (its own key, so a broken one costs
/// nothing else): the step's id and what the attempt has cost so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Reopen {
    /// `None`: no step open (or the Learn page not shown).
    pub step: Option<String>,
    pub wrong: u32,
    /// The most a hint gave away: 0 none, 1 the row, 2 the hole, 3 the whole move.
    pub hint: u8,
}

impl Store for Reopen {
    const KEY: &'static str = "bao.learn.open";
    const SIDE_KEY: &'static str = "bao.learn.open.broken";
    const FIELD: &'static str = "open";
    const VERSION: u32 = 1;
}

impl Reopen {
    /// What to keep of the Learn page's state: the open step while the Learn page (`page`) shows
    /// it.
    pub fn of(learn: &LearnState, page: Page) -> Reopen {
        match (&learn.run, page) {
            (Some(run), Page::Learn) => {
                Reopen { step: Some(run.step().id.to_string()), wrong: run.attempt.wrong, hint: run.attempt.hint.map_or(0, |h| h as u8 + 1) }
            }
            _ => Reopen::default(),
        }
    }
}

/// What the browser had stored for the learning path.
#[derive(Clone, Debug, Default)]
pub struct LearnStored {
    /// The progress (`bao.learn`).
    pub progress: Option<String>,
    /// The open step ([`Reopen`]).
    pub open: Option<String>,
}

/// The learning path on screen.
#[derive(Clone, Debug, Default)]
pub struct LearnState {
    /// The step being worked on, if one is open.
    pub run: Option<StepRun>,
}

/// What the step's panel says about the last thing done.
#[derive(Clone, Debug, PartialEq)]
pub enum Feedback {
    /// The checker's verdict on an answer.
    Judgement(Judgement),
    /// A hint was given (the board marks it too).
    Hint(Hint),
    /// "Show me" played this move (the wanted one, or the prediction's); now the learner plays
    /// it, or answers.
    Shown(Move),
}

/// A play-out move or hint waiting for its search, which the UI runs in the search worker
/// (off the page's thread) and answers with [`LearnAction::Proved`].
#[derive(Clone, Debug, PartialEq)]
pub struct Checking {
    pub query: ProofQuery,
    pub waits: Waits,
}

/// What waits for a [`Checking`] search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waits {
    /// The learner's move: shown on the board, judged when the search answers.
    Move(Move),
    /// The next hint.
    Hint,
}

/// One step being worked on.
#[derive(Clone, Debug)]
pub struct StepRun {
    /// The step's place in [`STAGES`].
    pub stage: usize,
    pub index: usize,
    pub attempt: Attempt,
    /// The step's board: its start and the moves on it (a play-out's line, an answer's move).
    pub game: Game,
    /// The step's board: pick, focus, safari question and the moves shown (`anim`: a move
    /// played, "show me", a refutation).
    pub board: BoardSession,
    /// The holes tapped in a capture prediction.
    pub marked: Vec<Hole>,
    pub feedback: Option<Feedback>,
    /// The hole the board refused last: the feedback names it before the engine's reason, as
    /// every board does.
    pub refused: Option<Hole>,
    /// The last hint, marked on the board.
    pub hint: Option<Hint>,
    /// The learner's last move (the position before it and the move), told lap by lap.
    pub told: Option<(Position, Move)>,
    /// What can be shown after a wrong answer: the position and the line from it (the
    /// search's winning line against a move proven lost, North's best reply, or the sowing a
    /// prediction missed), shown lap by lap and left on the board.
    pub refutation: Option<(Position, Vec<Move>)>,
    /// The search a play-out move or hint waits for.
    pub checking: Option<Checking>,
    /// A practice level of the step being played (its number, from 1), and when it was opened
    /// (ms since the epoch: a missed level is reviewed from then); `None`: the step itself.
    pub level: Option<(usize, f64)>,
    /// Opened by its address ahead of the learner's place: the steps before it are not done
    /// (solving it counts for this step alone; the stage is done when all its steps are).
    pub ahead: bool,
}

impl StepRun {
    /// Step `index` of stage `stage` of [`STAGES`], at its start.
    pub(crate) fn new(stage: usize, index: usize) -> StepRun {
        StepRun::on(stage, index, &STAGES[stage].steps[index])
    }

    /// The step's practice level `number` (from 1), opened at `now`, on the step's board; `None`
    /// when the step has no such level.
    pub fn level(stage: usize, index: usize, number: usize, now: f64) -> Option<StepRun> {
        let step = STAGES.get(stage)?.steps.get(index)?;
        let level = crate::app::learn::levels::levels_of(step.id).get(number.checked_sub(1)?).copied()?;
        let played: &'static Step = Box::leak(Box::new(crate::app::learn::levels::level_step(step, &level)?));
        Some(StepRun { level: Some((number, now)), ..StepRun::on(stage, index, played) })
    }

    pub(crate) fn on(stage: usize, index: usize, step: &'static Step) -> StepRun {
        let start = step.start();
        let focus =
            step.goal.predicted().and_then(|mv| step.parse(mv)).and_then(|mv| mv.start_hole()).or_else(|| input::playable_holes(&start).first().copied());
        StepRun {
            stage,
            index,
            attempt: Attempt::new(step),
            board: BoardSession { pick: input::initial(&start), focus: focus.unwrap_or(Hole::new(Side::South, 0)), ..BoardSession::default() },
            game: Game::new(start),
            marked: Vec::new(),
            feedback: None,
            refused: None,
            hint: None,
            told: None,
            refutation: None,
            checking: None,
            level: None,
            ahead: false,
        }
    }

    pub fn step(&self) -> &'static Step {
        self.attempt.step
    }

    /// What the lap bar replays: the learner's last move and what followed it on the step's
    /// board (North's reply), from the position before it.
    pub fn last_shown(&self) -> Option<(Position, Vec<Move>)> {
        let (before, _) = self.told.as_ref()?;
        let plies = self.game.plies();
        let from = (0..plies.len()).rev().find(|&i| self.game.position_at(i) == before)?;
        Some((before.clone(), plies[from..].iter().map(|p| p.mv).collect()))
    }

    pub fn stage_ref(&self) -> &'static LearnStage {
        &STAGES[self.stage]
    }

    /// The step is solved (its stars are set): the board takes no more moves.
    pub fn solved(&self) -> bool {
        self.attempt.stars.is_some()
    }

    /// The answer is a tapped hole (or holes), not a move.
    pub fn is_prediction(&self) -> bool {
        self.step().goal.predicted().is_some() || matches!(self.step().goal, Goal::NameHole { .. })
    }

    /// The position the step's moves continue from: the start, or a play-out's line so far.
    fn base(&self) -> Game {
        let mut game = Game::new(self.step().start());
        for mv in &self.attempt.line {
            if game.play(mv).is_err() {
                break;
            }
        }
        game
    }

    /// A wrong move is on the board, waiting for "try again".
    pub fn waiting(&self) -> bool {
        !self.solved() && self.checking.is_none() && self.game.plies().len() > self.attempt.line.len()
    }

    /// The board takes the learner's input now.
    pub fn accepts_input(&self) -> bool {
        self.board.anim.is_none() && self.may_move()
    }

    /// The learner may move once nothing is shown: not solved, no search or wrong move waiting.
    fn may_move(&self) -> bool {
        !self.solved() && self.checking.is_none() && !self.waiting() && !self.game.is_over()
    }
}

/// What the learner does on the Learn page.
#[derive(Clone, Debug)]
pub enum LearnAction {
    /// Open a step of [`STAGES`] (locked steps are refused).
    Open { stage: usize, index: usize },
    /// Open a step of [`STAGES`] by its address, also ahead of the learner's place (a shared
    /// address): the step says that the steps before it are not done.
    OpenByAddress { stage: usize, index: usize },
    /// Open the first step not solved yet ("Learn to play", "Continue").
    Continue,
    /// Back to the list of stages.
    Close,
    /// The next step (the next stage's first after a stage's last).
    Next,
    /// A practice level (`number` from 1) of the step open, once the step is solved; `now`: ms
    /// since the epoch.
    Level { number: usize, now: f64 },
    /// A practice level of a solved step, from the review list.
    OpenLevel { stage: usize, index: usize, number: usize, now: f64 },
    /// A click, a key, the prompt's answer, the lap bar or the timer on the step's board.
    Board(BoardAction),
    /// Check the holes marked in a capture prediction.
    CheckMarked,
    /// The next hint: the row, the hole, then the whole move ("show me").
    Hint,
    /// Back to the position before the wrong move (also the `u` key).
    TryAgain,
    /// Show North's reply to a wrong move, or the sowing a prediction missed.
    ShowRefutation,
    /// A game of this stage's game against the computer at a beginner level.
    PracticeGame(usize),
    /// The first visit's choice: the learning path (`true`) or the new-game dialog.
    Welcome { learn: bool },
    /// The search a play-out move or hint waited for has answered (ignored unless it is the
    /// search still waited for).
    Proved { query: Box<ProofQuery>, proved: Proved },
}

/// The stored progress at start-up (`None` when unreadable: the caller sets the text aside),
/// or, when nothing is stored yet, the old lessons' mask migrated once (`true`: migrated, to
/// be saved).
pub fn start(stored: Option<Progress>, nothing_stored: bool, old_mask: u32) -> (Progress, bool) {
    let migrated = stored.is_none() && nothing_stored && old_mask != 0;
    let progress = match stored {
        Some(progress) => progress.bounded(),
        None if migrated => Progress::migrate_lessons(old_mask),
        None => Progress::default(),
    };
    (progress, migrated)
}

/// Opens the step that was open before a reload, with the tries and hints it had cost
/// (`true`: opened; a step no longer open to the learner is not).
pub fn reopen(learn: &mut LearnState, progress: &Progress, reopen: Reopen) -> bool {
    let Some((stage, index)) = reopen.step.as_deref().and_then(place_of) else { return false };
    if !step_unlocked(progress, stage, index) {
        return false;
    }
    let mut run = StepRun::new(stage, index);
    run.attempt.wrong = reopen.wrong;
    run.attempt.hint = [None, Some(HintLevel::Row), Some(HintLevel::Hole), Some(HintLevel::Whole)].get(reopen.hint as usize).copied().flatten();
    learn.run = Some(run);
    true
}

/// The old lesson mask (`lessons_solved`) in stored settings text of any version, 0 if none.
pub fn old_lesson_mask(settings: Option<&str>) -> u32 {
    /// The settings of version 1 (`settings` in the envelope) or before it (the bare object).
    #[derive(serde::Deserialize)]
    struct Mask {
        lessons_solved: Option<u32>,
        settings: Option<Box<Mask>>,
    }
    let Some(mask) = settings.and_then(|text| serde_json::from_str::<Mask>(text).ok()) else { return 0 };
    match mask.settings {
        Some(inner) => inner.lessons_solved,
        None => mask.lessons_solved,
    }
    .unwrap_or(0)
}

/// Whether a stage is open: the first of its game, the one after the introduction (which
/// locks nothing), the one before it done, or opened before (a step of it solved): a stage
/// the learner has opened stays open when the path's order changes.
pub fn stage_unlocked(progress: &Progress, stage: usize) -> bool {
    let variant = |i: usize| STAGES[i].steps[0].start().variant();
    let opened = STAGES[stage].steps.iter().any(|step| progress.stars(step.id) > 0);
    stage == 0 || variant(stage) != variant(stage - 1) || STAGES[stage - 1].id == INTRO || progress.stage_done(STAGES[stage - 1].id) || opened
}

/// Whether a step is open: solved before, or in an open stage with the step before it solved.
pub fn step_unlocked(progress: &Progress, stage: usize, index: usize) -> bool {
    let steps = STAGES[stage].steps;
    progress.stars(steps[index].id) > 0 || (stage_unlocked(progress, stage) && (index == 0 || progress.stars(steps[index - 1].id) > 0))
}

/// The place in [`STAGES`] of a step id.
pub fn place_of(id: &str) -> Option<(usize, usize)> {
    STAGES.iter().enumerate().find_map(|(s, stage)| stage.steps.iter().position(|step| step.id == id).map(|i| (s, i)))
}

/// The step after `(stage, index)`, if any.
pub fn after(stage: usize, index: usize) -> Option<(usize, usize)> {
    if index + 1 < STAGES[stage].steps.len() {
        Some((stage, index + 1))
    } else {
        (stage + 1 < STAGES.len()).then_some((stage + 1, 0))
    }
}

/// A learning step solved, as the progress records it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepSolved {
    pub id: &'static str,
    /// A practice level of the step (its number, from 1, and when it was opened); `None`: the
    /// step itself.
    pub level: Option<(usize, f64)>,
    /// The wrong tries it took.
    pub wrong: u32,
    /// The most a hint gave away.
    pub hint: Option<HintLevel>,
}

/// What only the Learn page asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum LearnRequest {
    /// A learning step (or one of its levels) solved: into the progress.
    RecordStep(StepSolved),
    /// An address names a learning step there is not.
    NoSuchStep(String),
}

impl LearnRequest {
    /// Carried out: the progress recorded, or the address's notice.
    fn answer(self, app: &mut Answering) {
        match self {
            LearnRequest::RecordStep(solved) => {
                let progress = app.progress();
                match solved.level {
                    Some((number, opened)) => progress.record_level(solved.id, number, solved.wrong, solved.hint, opened),
                    None => progress.record_step(solved.id, solved.wrong, solved.hint),
                }
            }
            LearnRequest::NoSuchStep(id) => app.bad_address = Some(BadAddress::NoSuchStep(id)),
        }
    }
}

impl PageLogic for LearnState {
    type Own = LearnRequest;
    const PAGES: &'static [crate::app::pages::Page] = &[crate::app::pages::Page::Learn];

    /// The Learn page's reducer.
    fn reduce(&mut self, action: LearnAction, context: &PageContext) -> Option<Request<LearnRequest>> {
        let learn = self;
        let instant = context.settings.speed == Speed::Instant;
        let progress = context.progress;
        match action {
            LearnAction::Open { stage, index } => {
                if stage < STAGES.len() && index < STAGES[stage].steps.len() && step_unlocked(progress, stage, index) {
                    learn.run = Some(StepRun::new(stage, index));
                    return Some(Request::ShowPage);
                }
            }
            LearnAction::OpenByAddress { stage, index } => {
                if stage < STAGES.len() && index < STAGES[stage].steps.len() {
                    let ahead = !step_unlocked(progress, stage, index);
                    learn.run = Some(StepRun { ahead, ..StepRun::new(stage, index) });
                    return Some(Request::ShowPage);
                }
            }
            LearnAction::Continue => {
                learn.run = progress.next_step().and_then(place_of).map(|(s, i)| StepRun::new(s, i));
                return Some(Request::ShowPage);
            }
            LearnAction::Close => learn.run = None,
            LearnAction::Next => {
                let next = learn.run.as_ref().and_then(|run| after(run.stage, run.index));
                learn.run = next.filter(|&(s, i)| step_unlocked(progress, s, i)).map(|(s, i)| StepRun::new(s, i));
            }
            LearnAction::OpenLevel { stage, index, number, now } => {
                let solved = STAGES.get(stage).and_then(|s| s.steps.get(index)).is_some_and(|step| progress.stars(step.id) > 0);
                if let Some(run) = StepRun::level(stage, index, number, now).filter(|_| solved) {
                    learn.run = Some(run);
                    return Some(Request::ShowPage);
                }
            }
            LearnAction::Level { number, now } => {
                let open = learn.run.as_ref().map(|run| (run.stage, run.index)).filter(|&(s, i)| progress.stars(STAGES[s].steps[i].id) > 0);
                if let Some(run) = open.and_then(|(s, i)| StepRun::level(s, i, number, now)) {
                    learn.run = Some(run);
                }
            }
            LearnAction::PracticeGame(stage) => return practice_game(stage),
            // The welcome itself is the app's (`Screen::welcome`): the root takes it away.
            LearnAction::Welcome { learn: to_learn } => {
                return if to_learn { learn.reduce(LearnAction::Continue, context) } else { Some(Request::NewGameDialog) };
            }
            action => {
                let run = learn.run.as_mut()?;
                let solved = run.solved();
                run_reduce(run, action, instant);
                if !solved && run.solved() {
                    let (id, wrong, hint) = (run.step().id, run.attempt.wrong, run.attempt.hint);
                    return Some(Request::Own(LearnRequest::RecordStep(StepSolved { id, level: run.level, wrong, hint })));
                }
            }
        }
        None
    }

    fn answer(own: LearnRequest, app: &mut crate::app::pages::Answering) {
        own.answer(app);
    }

    type Action = LearnAction;

    fn key(key: crate::app::pages::PageKey) -> Option<LearnAction> {
        use crate::app::pages::PageKey;
        match key {
            PageKey::Board(action) => Some(LearnAction::Board(action)),
            PageKey::Undo => Some(LearnAction::TryAgain),
            PageKey::Step(_) => None,
        }
    }

    fn variant(&self, _: crate::app::pages::Page) -> Option<crate::engine::Variant> {
        self.run.as_ref().map(|run| run.game.position().variant())
    }
}

/// A game of the stage's game against the computer at a beginner level.
fn practice_game(stage: usize) -> Option<Request<LearnRequest>> {
    let start = STAGES.get(stage)?.steps[0].start();
    let setup = GameSetup {
        variant: start.variant(),
        bawo_setup: start.bawo_setup(),
        opponent: Opponent::Computer { level: PRACTICE_LEVEL, side: Side::North },
        kete_match: false,
    };
    Some(Request::NewGame(setup))
}

/// The actions on the open step.
fn run_reduce(run: &mut StepRun, action: LearnAction, instant: bool) {
    match action {
        LearnAction::Board(BoardAction::PickFocused) => click(run, run.board.focus, instant),
        LearnAction::Board(BoardAction::Click(hole)) => click(run, hole, instant),
        LearnAction::Board(action) => on_board(run, action, instant),
        LearnAction::CheckMarked if run.accepts_input() && matches!(run.step().goal, Goal::PredictCaptures { .. }) => {
            answer_prediction(run, Answer::Holes(run.marked.clone()), instant);
        }
        LearnAction::Hint => hint(run),
        LearnAction::Proved { query, proved } => answered(run, &query, proved, instant),
        LearnAction::TryAgain => try_again(run),
        LearnAction::ShowRefutation => {
            if let Some((before, line)) = &run.refutation {
                run.board.show_line(before, line);
            }
        }
        _ => {}
    }
}

/// A click on the step's board: a prediction's hole is judged or marked here; any other
/// goes to the board session.
fn click(run: &mut StepRun, hole: Hole, instant: bool) {
    run.refused = None;
    match run.step().goal {
        Goal::PredictEnd { .. } | Goal::PredictCaptures { .. } | Goal::NameHole { .. } if run.board.anim.is_some() => {
            run.board.focus = hole;
            run.board.anim = None;
        }
        Goal::PredictEnd { .. } | Goal::PredictCaptures { .. } | Goal::NameHole { .. } => {
            run.board.focus = hole;
            if run.accepts_input() {
                predict(run, hole, instant);
            }
        }
        _ => on_board(run, BoardAction::Click(hole), instant),
    }
}

/// A hole tapped in a prediction: the end hole judged at once, a captured hole marked (a
/// second tap takes it back).
fn predict(run: &mut StepRun, hole: Hole, instant: bool) {
    match run.step().goal {
        Goal::PredictEnd { .. } | Goal::NameHole { .. } => answer_prediction(run, Answer::Hole(hole), instant),
        _ => {
            match run.marked.iter().position(|&h| h == hole) {
                Some(i) => {
                    run.marked.remove(i);
                }
                None => run.marked.push(hole),
            }
            crate::engine::sort::sort(&mut run.marked);
        }
    }
}

/// An action on the step's board session, seen from South: a chosen move is answered, a
/// refused hole judged illegal with the engine's reason.
fn on_board(run: &mut StepRun, action: BoardAction, instant: bool) {
    let host = BoardHost { position: run.game.position(), viewer: Side::South, may_move: run.may_move(), animated: !instant };
    run.refused = None;
    match run.board.reduce(action, &host) {
        BoardOutcome::Nothing => {}
        BoardOutcome::Replay { paused } => {
            if let Some((before, line)) = run.last_shown() {
                run.board.replay_line(&before, &line, paused);
            }
        }
        BoardOutcome::Refused(hole, why) => {
            run.refused = Some(hole);
            run.feedback = Some(Feedback::Judgement(Judgement::Illegal(why)));
        }
        BoardOutcome::Chosen { mv, .. } => answer_move(run, mv, instant),
    }
}

/// A tapped hole or holes judged; a right answer shows the sowing on the board.
fn answer_prediction(run: &mut StepRun, answer: Answer, instant: bool) {
    let verdict = run.attempt.answer(answer);
    let mv = run.step().goal.predicted().and_then(|mv| run.step().parse(mv));
    let start = run.step().start();
    match (&verdict, mv) {
        (Judgement::Right(_), Some(mv)) => {
            run.board.anim = Animation::of_line(&start, &[mv]).filter(|_| !instant);
            let _ = run.game.play(&mv);
            run.refutation = None;
        }
        (Judgement::Wrong(_), Some(mv)) => run.refutation = Some((start, vec![mv])),
        _ => {}
    }
    run.hint = None;
    run.feedback = Some(Feedback::Judgement(verdict));
}

/// A move judged: it is played on the step's board (a play-out's reply too), told lap by lap,
/// and a wrong one waits there with its refutation until "try again". A play-out move that
/// needs a search is shown on the board while the search runs ([`Checking`]).
fn answer_move(run: &mut StepRun, mv: Move, instant: bool) {
    let before = run.game.position().clone();
    match run.attempt.answer_with(Answer::Move(mv), None) {
        Ok(verdict) => judged(run, &before, mv, verdict, instant, 0),
        Err(query) => {
            run.hint = None;
            run.refutation = None;
            run.feedback = None;
            if run.game.play(&mv).is_ok() {
                run.board.anim = Animation::of_line(&before, &[mv]).filter(|_| !instant);
            }
            run.board.pick = input::Pick::Idle;
            run.checking = Some(Checking { query, waits: Waits::Move(mv) });
        }
    }
}

/// The search waited for has answered: the move is judged (its showing goes on where it had
/// got to), or the hint given.
fn answered(run: &mut StepRun, query: &ProofQuery, proved: Proved, instant: bool) {
    let Some(checking) = run.checking.take_if(|c| c.query == *query) else { return };
    match checking.waits {
        Waits::Move(mv) => {
            run.game = run.base();
            let before = run.game.position().clone();
            let shown = run.board.anim.take().map_or_else(|| Animation::of_line(&before, &[mv]).map_or(0, |p| p.frames.len()), |p| p.step);
            let line = proved.line.clone();
            let verdict = run.attempt.answer_with(Answer::Move(mv), Some(proved)).unwrap_or(Judgement::Unfit);
            let proven_lost = matches!(verdict, Judgement::Wrong(Why::LosesByForce { .. }));
            judged(run, &before, mv, verdict, instant, shown);
            // A move proven to lose: the refutation is the search's own winning line for
            // North (the line that punishes it), not just his best capture.
            if proven_lost && !line.is_empty() {
                run.refutation = Some((run.game.position().clone(), line));
            }
        }
        Waits::Hint => {
            let hint = run.attempt.next_hint_with(Some(proved)).ok().flatten();
            hint_given(run, hint);
        }
    }
}

/// A judged move on the board; its sowing is shown from frame `shown` on (0: all of it).
fn judged(run: &mut StepRun, before: &Position, mv: Move, verdict: Judgement, instant: bool, shown: usize) {
    run.hint = None;
    run.refutation = None;
    let show = |moves: &[Move]| Animation::of_line(before, moves).filter(|p| !instant && shown < p.frames.len()).map(|p| Animation { step: shown, ..p });
    match &verdict {
        Judgement::Right(_) | Judgement::Wrong(_) => {
            if run.game.play(&mv).is_ok() {
                run.told = Some((before.clone(), mv));
                run.board.anim = show(&[mv]);
            }
            if let Judgement::Wrong(why) = &verdict {
                run.refutation = refutation(why, run.game.position());
            }
        }
        Judgement::Going { reply } => {
            run.game = run.base();
            run.told = Some((before.clone(), mv));
            run.board.anim = show(&[mv, *reply]);
        }
        Judgement::Illegal(_) | Judgement::Unfit => {}
    }
    run.board.pick = input::initial(run.game.position());
    run.feedback = Some(Feedback::Judgement(verdict));
}

/// North's reply that shows what a wrong move allows: the checker's threat, else his biggest
/// capture (from the engine, via `explain`); read two moves ahead, the whole line read.
fn refutation(why: &Why, after: &Position) -> Option<(Position, Vec<Move>)> {
    if after.legal_moves().is_empty() {
        return None;
    }
    let reply = match why {
        Why::WorseAhead { line, .. } | Why::OtherChoiceAhead { line, .. } => return Some((after.clone(), line.iter().map(|&(mv, _)| mv).collect())),
        Why::Threat { reply, .. } | Why::NyumbaTaken { reply, .. } => Some(*reply),
        Why::WorseBalance { reply, .. } => *reply,
        Why::TakasiaThreat { reply, .. } => Some(*reply),
        Why::HamnaEscape { reply } => Some(*reply),
        _ => explain::best_reply_capture(after).map(|r| r.reply),
    }?;
    Some((after.clone(), vec![reply]))
}

fn hint(run: &mut StepRun) {
    if run.solved() || run.board.anim.is_some() || run.checking.is_some() {
        return;
    }
    try_again(run);
    match run.attempt.next_hint_with(None) {
        Ok(hint) => hint_given(run, hint),
        Err(query) => run.checking = Some(Checking { query, waits: Waits::Hint }),
    }
}

fn hint_given(run: &mut StepRun, hint: Option<Hint>) {
    let Some(hint) = hint else { return };
    if run.attempt.hint == Some(HintLevel::Whole) {
        // "Show me": the wanted move (or the predicted sowing) is played before the learner's
        // eyes, then the board is back where it was.
        let shown = match &hint {
            Hint::Move(mv) => Some(*mv),
            _ => run.step().goal.predicted().and_then(|mv| run.step().parse(mv)),
        };
        if let Some(mv) = shown {
            run.board.anim = Animation::of_line(run.game.position(), &[mv]);
            run.feedback = Some(Feedback::Shown(mv));
            run.hint = Some(hint);
            return;
        }
    }
    run.feedback = Some(Feedback::Hint(hint.clone()));
    run.hint = Some(hint);
}

/// Back to where the step's moves continue from (nothing changes once it is solved).
fn try_again(run: &mut StepRun) {
    if run.solved() {
        return;
    }
    if run.checking.take().is_some() {
        // The move waiting for its search is taken back (a late answer is ignored).
        run.game = run.base();
    }
    if run.waiting() {
        run.game = run.base();
        run.told = None;
        run.refutation = None;
        run.feedback = None;
    }
    run.board.reset(run.game.position());
}

#[cfg(test)]
mod tests;
