//! What the learning step's page shows, worked out from the step once: its board and prompt,
//! its words (heading, goal, feedback, what happened, the idea), the buttons it offers and, at
//! the end of a stage, the stage's stars and what comes next. `ui::pages::learn` only draws it.

use super::words;
use crate::app::i18n::{t, Lang, LearnText};
use crate::app::input::{Pick, SowingChoice};
use crate::app::learn::{Goal, Judgement, STAGES};
use crate::app::pages::learn::state::{after, Feedback, StepRun};
use crate::app::state::AppState;
use crate::app::view::BoardModel;
use crate::engine::{Hole, Variant};

/// The step being worked on.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    pub id: &'static str,
    /// The goal's kind (for styling and tests).
    pub kind: &'static str,
    pub solved: bool,
    pub stars: Option<u8>,
    /// A play-out check is running.
    pub busy: bool,
    pub board: BoardModel,
    pub prompt: Option<String>,
    /// The picked hole and its directions (the named direction bar).
    pub dir_bar: Option<(Hole, Vec<SowingChoice>)>,
    /// The lap bar: the move shown, or the learner's last move to replay.
    pub lap_bar: crate::app::laps::LapBarModel,
    /// Stop or safari is asked.
    pub safari: bool,
    /// A gambit is placed: whether it is complete.
    pub gambit: Option<bool>,
    pub heading: String,
    pub goal: String,
    /// The last feedback's kind and words.
    pub feedback: Option<(&'static str, String)>,
    pub threat: Option<String>,
    pub controls: Controls,
    pub told: Vec<String>,
    /// The step's idea in words (`None` where it would only repeat the goal, as a practice
    /// level without an idea of its own does).
    pub idea: Option<String>,
    /// Whether the idea is stated before the question ([`idea_first`]) rather than folded away
    /// until the step is solved.
    pub idea_first: bool,
    pub stage_end: Option<StageEnd>,
    /// The practice level on the board: its number (from 1) and how many the step has.
    pub level: Option<(usize, usize)>,
    /// Once the step has been solved (now or before), the stars of each of its levels (empty:
    /// none offered).
    pub levels: Vec<u8>,
    /// Opened by its address ahead of the learner's place: why the steps before it show unsolved.
    pub ahead: Option<String>,
}

/// The buttons under the feedback.
#[derive(Clone, Debug, PartialEq)]
pub struct Controls {
    /// "Check" the holes marked in a capture prediction.
    pub check: bool,
    /// The next hint's label, until the step is solved.
    pub hint: Option<&'static str>,
    pub try_again: bool,
    pub take_back: bool,
    pub refutation: Option<&'static str>,
    pub next: bool,
}

/// The end of a stage.
#[derive(Clone, Debug, PartialEq)]
pub struct StageEnd {
    pub id: &'static str,
    pub stage: usize,
    pub stars: u32,
    pub max: u32,
    /// The next stage and its title.
    pub next: Option<(usize, &'static str)>,
    /// The stage's game, for its practice game.
    pub game: Variant,
}

/// The kind of the last feedback, for styling and tests.
fn feedback_kind(run: &StepRun) -> &'static str {
    match &run.feedback {
        Some(Feedback::Judgement(Judgement::Right(_))) => "right",
        Some(Feedback::Judgement(Judgement::Wrong(_))) => "wrong",
        Some(Feedback::Judgement(Judgement::Illegal(_))) => "illegal",
        Some(Feedback::Judgement(Judgement::Going { .. })) => "going",
        Some(Feedback::Judgement(Judgement::Unfit)) => "unfit",
        Some(Feedback::Hint(_)) => "hint",
        Some(Feedback::Shown(_)) => "shown",
        None => "none",
    }
}

/// The step page's view model, while a step is open.
pub fn step_view(state: &AppState) -> Option<StepView> {
    let run = state.pages.learn.run.as_ref()?;
    let lang = state.lang();
    let step = run.step();
    let board = words::step_board(run, lang, state.settings().coords);
    let stage_done = run.solved() && state.progress.stage_done(run.stage_ref().id);
    Some(StepView {
        id: step.id,
        kind: step.goal.kind().name(),
        solved: run.solved(),
        stars: run.attempt.stars,
        busy: run.checking.is_some(),
        prompt: words::prompt_text(run, lang),
        dir_bar: match &run.board.pick {
            Pick::Hole { hole, choices } if run.accepts_input() => Some((*hole, choices.clone())),
            _ => None,
        },
        lap_bar: lap_bar(run, lang),
        safari: run.board.safari.is_some(),
        gambit: (matches!(run.board.pick, Pick::Gambit { .. }) && run.accepts_input()).then(|| words::gambit_ready(run)),
        heading: words::step_heading(run, lang),
        goal: step.task.get(lang).to_string(),
        feedback: words::feedback_text(run, lang).map(|text| (feedback_kind(run), text)),
        threat: words::threat_text(run, lang),
        controls: controls(run, lang),
        told: words::told_lines(run, lang),
        idea: (step.explain != step.task).then(|| step.explain_text(lang)),
        idea_first: idea_first(step),
        stage_end: stage_done.then(|| stage_end(state, run, lang)),
        level: run.level.map(|(number, _)| (number, crate::app::learn::levels::level_count(step.id))),
        levels: level_stars(&state.progress, run),
        ahead: run.ahead.then(|| t(lang, LearnText::OpenedAhead).to_string()),
        board,
    })
}

/// Whether a step's idea may be read before the question: unless it gives the answer away — it
/// names a hole the answer is (the hole to tap, where a predicted move ends, a hole it
/// captures) or starts from (as "the nyumba is A5" does for "tap the nyumba"), or it is a
/// play-out's claim, which names the moves that keep the win.
pub fn idea_first(step: &crate::app::learn::step::Step) -> bool {
    if step.claim.is_some_and(|claim| !claim.is_idea()) {
        return false;
    }
    let named = |hole: &Hole| step.explain.en.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| word == hole.name());
    !answer_holes(step).iter().any(named)
}

/// The holes a step's answer is or starts from, read from the engine.
fn answer_holes(step: &crate::app::learn::step::Step) -> Vec<Hole> {
    let start = step.start();
    if let Some(trace) = step.goal.predicted().and_then(|text| step.parse(text)).and_then(|mv| crate::app::learn::trace::trace(&start, &mv)) {
        let mut holes = trace.captured_holes();
        holes.push(trace.end);
        return holes;
    }
    let from_move = step.goal.wanted().and_then(|text| step.parse(text)).and_then(|mv| mv.start_hole());
    from_move.or_else(|| step.goal.hole().and_then(Hole::parse)).into_iter().collect()
}

/// The step's lap bar: the move shown, else the learner's last move at its end.
fn lap_bar(run: &StepRun, lang: Lang) -> crate::app::laps::LapBarModel {
    let last = run.last_shown().and_then(|(before, line)| crate::app::explain::LapIndex::of_last_move(&before, &line));
    crate::app::laps::lap_bar_of(lang, run.board.anim.as_ref(), last.as_ref().map(|laps| (laps, false)), run.board.lap_note)
}

fn controls(run: &StepRun, lang: Lang) -> Controls {
    Controls {
        check: matches!(run.step().goal, Goal::PredictCaptures { .. }) && run.accepts_input(),
        hint: (!run.solved()).then(|| words::hint_label(run, lang)),
        try_again: run.waiting(),
        take_back: !run.waiting() && !run.solved() && !run.attempt.line.is_empty(),
        refutation: words::refutation_label(run, lang),
        next: run.solved() && after(run.stage, run.index).is_some_and(|(s, _)| s == run.stage),
    }
}

fn stage_end(state: &AppState, run: &StepRun, lang: Lang) -> StageEnd {
    let stage = run.stage_ref();
    let (stars, max) = words::stage_stars(&state.progress, stage);
    let next = (run.stage + 1 < STAGES.len()).then_some(run.stage + 1);
    StageEnd { id: stage.id, stage: run.stage, stars, max, next: next.map(|n| (n, STAGES[n].title.get(lang))), game: stage.steps[0].start().variant() }
}

#[cfg(test)]
mod tests;

/// The stars of each of the step's levels, once the step is solved (empty before, or without
/// levels).
fn level_stars(progress: &crate::app::learn::progress::Progress, run: &StepRun) -> Vec<u8> {
    let id = run.step().id;
    // Offered once the step has been solved, ever: opening a solved step again shows its
    // levels at once, not only after solving it again.
    if progress.stars(id) == 0 {
        return Vec::new();
    }
    (1..=crate::app::learn::levels::level_count(id)).map(|number| progress.level_stars(id, number)).collect()
}
