//! How often greed solves the learning path's choices: for each step whose answer is one move
//! the learner chooses among the legal moves, the step and its practice levels are exercises,
//! and greed solves one when its answer is among the moves capturing the most seeds
//! ([`crate::puzzles::greed::greed_solves`], where the definition is). `bao learn check` prints
//! the [`GreedReport`] after its problems; in the strategy track ([`STRATEGY_STAGES`]) greed may
//! solve at most [`MAX_GREEDY_PERCENT`] of the exercises ([`GreedReport::problems`], a problem
//! of `bao learn check`), and no practice level at all ([`level_barred_for_greed`]).

use super::levels::level_step;
use super::schema::PracticeLevel;
use super::step::{GoalKind, LearnStage, Step};
use crate::puzzles::greed::{greed_solves, GreedTally, MAX_GREEDY_PERCENT};

/// The strategy track's stages: where greed must not be the answer.
pub const STRATEGY_STAGES: [&str; 2] = ["strategy", "strategy-kiswahili"];

/// Whether a goal's exercises count: the goals whose answer is one move the learner chooses
/// among the legal moves, so that a habit could pick it — `end_in`, `capture_most`, `kichwa`,
/// `safari`, `bao_hamna`, `win_now`, `no_capture_left`, `guard_nyumba`, `no_takasia_left`, `read_reply`,
/// `read_ahead`, `bao_hamna_in_two`, `takasia`, `only_win`, `stop_or_safari` and `searched_first`. Not counted: the predictions (`predict_end`, `predict_captures`) and
/// `name_hole`, whose answer is a hole, not a move; `play_move`, whose task names the move;
/// `find_legal`, where every legal move is right; the play-outs (`survive`, `win_ending`), a
/// game of many moves against the computer; `gambit_safe`, a Bawo placement with many right
/// answers that captures nothing.
pub fn counts_for_greed(kind: GoalKind) -> bool {
    match kind {
        GoalKind::EndIn
        | GoalKind::CaptureMost
        | GoalKind::Kichwa
        | GoalKind::Safari
        | GoalKind::BaoHamna
        | GoalKind::WinNow
        | GoalKind::NoCaptureLeft
        | GoalKind::GuardNyumba
        | GoalKind::NoTakasiaLeft
        | GoalKind::ReadReply
        | GoalKind::ReadAhead
        | GoalKind::BaoHamnaInTwo
        | GoalKind::Takasia
        | GoalKind::OnlyWin
        | GoalKind::StopOrSafari
        | GoalKind::SearchedFirst => true,
        GoalKind::PredictEnd
        | GoalKind::PredictCaptures
        | GoalKind::NameHole
        | GoalKind::PlayMove
        | GoalKind::FindLegal
        | GoalKind::Survive
        | GoalKind::WinEnding
        | GoalKind::GambitSafe => false,
    }
}

/// Whether the step `id` belongs to the strategy track ([`STRATEGY_STAGES`]).
pub fn in_strategy_track(id: &str) -> bool {
    super::curriculum::stage_of(id).is_some_and(|stage| STRATEGY_STAGES.contains(&stage.id))
}

/// Whether `level` (a practice level played as a step, [`level_step`]) is barred for greed: its
/// step is in the strategy track, or leaves no capture, reads the reply (or two moves ahead), races to Bao hamna or
/// guards against takasia (whose ideas are that the biggest capture is not always best), its
/// goal counts ([`counts_for_greed`]), and greed solves it. The
/// generator makes no such level and `bao learn check` fails one, so that a strategy step's
/// exercises are at most its own start solved by greed: one in six.
pub fn level_barred_for_greed(level: &Step) -> bool {
    let barred = in_strategy_track(level.id)
        || matches!(level.goal.kind(), GoalKind::NoCaptureLeft | GoalKind::ReadReply | GoalKind::ReadAhead | GoalKind::BaoHamnaInTwo | GoalKind::NoTakasiaLeft);
    barred && counts_for_greed(level.goal.kind()) && step_solved_by_greed(level) == Some(true)
}

/// Whether greed solves a step (or a level played as one): its wanted move, read in its start
/// position, is among the moves capturing the most. `None` when the wanted move does not read
/// (the audit reports that).
pub fn step_solved_by_greed(step: &Step) -> Option<bool> {
    let wanted = step.parse(step.goal.wanted()?)?;
    Some(greed_solves(&step.start(), &wanted))
}

/// The step and its levels as exercises: how many, and how many greed solves. `None` when the
/// step's goal does not count ([`counts_for_greed`]). A level whose board or wanted move does
/// not read is left out (the level check reports it).
pub fn step_greed(step: &Step, levels: &[PracticeLevel]) -> Option<GreedTally> {
    if !counts_for_greed(step.goal.kind()) {
        return None;
    }
    let mut tally = GreedTally::default();
    let exercises = std::iter::once(Some(*step)).chain(levels.iter().map(|level| level_step(step, level)));
    for solved in exercises.flatten().filter_map(|exercise| step_solved_by_greed(&exercise)) {
        tally.add(solved);
    }
    Some(tally)
}

/// One counted step's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepGreed {
    /// The stage's id.
    pub stage: &'static str,
    /// The step's id.
    pub step: &'static str,
    /// Its goal's kind.
    pub kind: GoalKind,
    /// The step and its levels.
    pub tally: GreedTally,
}

/// How often greed solves each counted step of some stages, in their order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GreedReport {
    pub steps: Vec<StepGreed>,
}

/// The report on `stages`, each step with the levels `levels` gives it.
pub fn greed_report<'s>(stages: impl IntoIterator<Item = &'s LearnStage>, levels: impl Fn(&Step) -> Vec<PracticeLevel>) -> GreedReport {
    let mut steps = Vec::new();
    for stage in stages {
        for step in stage.steps {
            if let Some(tally) = step_greed(step, &levels(step)) {
                steps.push(StepGreed { stage: stage.id, step: step.id, kind: step.goal.kind(), tally });
            }
        }
    }
    GreedReport { steps }
}

impl GreedReport {
    /// The strategy track's tally: its counted steps and their levels together.
    pub fn strategy(&self) -> GreedTally {
        self.steps.iter().filter(|s| STRATEGY_STAGES.contains(&s.stage)).fold(GreedTally::default(), |sum, s| sum.plus(s.tally))
    }

    /// Whether any step of the strategy track was counted.
    fn has_strategy(&self) -> bool {
        self.steps.iter().any(|s| STRATEGY_STAGES.contains(&s.stage))
    }

    /// The report, one line each: a step's tally (`greed: STAGE: STEP (KIND): …`), then the
    /// strategy track's, if the report has any of its steps.
    pub fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = self.steps.iter().map(|s| format!("greed: {}: {} ({}): {}", s.stage, s.step, s.kind.name(), s.tally)).collect();
        if self.has_strategy() {
            lines.push(format!("greed: strategy track ({}): {}; at most {MAX_GREEDY_PERCENT}% allowed (checked)", STRATEGY_STAGES.join(", "), self.strategy()));
        }
        lines
    }

    /// One problem when greed solves more than [`MAX_GREEDY_PERCENT`] of the strategy track's
    /// exercises.
    pub fn problems(&self) -> Vec<String> {
        let track = self.strategy();
        if track.within_limit() {
            Vec::new()
        } else {
            vec![format!("the strategy track: greed solves {} of {} exercises, more than {MAX_GREEDY_PERCENT}%", track.greedy, track.exercises)]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::step::{ContentText, Goal};

    const TEXT: ContentText = ContentText { en: "Play.", sw: "Cheza." };

    /// Bao la Kujifunza, South to move: A2 1, A6 2, A8 1, B1 2; North a1 2, a7 1, a8 2, b4 2
    /// (the position `greed_position(2, false)` of the puzzles' tests, derived there by hand):
    /// `B1<` takes a7's 1 and then a8's 2, 3 in all, `A6>` takes a1's 2; no other move is legal.
    const BIGGEST: &str = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[0,1,0,0,0,2,0,1],"back":[2,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[2,0,0,0,0,0,1,2],"back":[0,0,0,2,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":10}"#;
    /// The same board with a8 1 (`greed_position(1, false)`): `B1<` takes 1 + 1, `A6>` 2, a tie.
    const TIE: &str = "0100020120000000/2000001100020000";
    /// North's front a4 2 alone (`greed_position(2, true)`): nothing can be captured; the
    /// legal moves are the takatas `A6>` and `A6<`.
    const QUIET: &str = "0100020120000000/0002000000020000";

    fn step(id: &'static str, position: &'static str, goal: Goal) -> Step {
        Step { id, position, goal, claim: None, derivation: "", task: TEXT, explain: TEXT }
    }

    fn stage(id: &'static str, steps: Vec<Step>) -> LearnStage {
        LearnStage { id, title: TEXT, puzzles: None, steps: steps.leak() }
    }

    fn level(board: &'static str, goal: Goal) -> PracticeLevel {
        PracticeLevel { board, goal, difficulty: 0 }
    }

    /// The quiet board as a step's position, from the biggest one.
    fn quiet_position() -> &'static str {
        BIGGEST.replace(r#""front":[2,0,0,0,0,0,1,2]"#, r#""front":[0,0,0,2,0,0,0,0]"#).leak()
    }

    #[test]
    fn the_report_counts_each_choice_step_with_its_levels_and_the_strategy_track() {
        let stages = [
            stage(
                "strategy",
                vec![
                    // Greed solves the step (B1< takes 3) and the tie level (A6> takes 2, as
                    // B1<), not the quiet level (nothing to capture): 2 of 3.
                    step("g-most", BIGGEST, Goal::CaptureMost { wanted: "B1<" }),
                    // A prediction's answer is a hole: not counted.
                    step("g-predict", BIGGEST, Goal::PredictEnd { mv: "A6>" }),
                ],
            ),
            // Outside the track: A6> takes 2 where B1< takes 3: 0 of 1.
            stage("captures", vec![step("g-other", BIGGEST, Goal::NoCaptureLeft { wanted: "A6>" })]),
            // In the track, with nothing to capture: 0 of 1.
            stage("strategy-kiswahili", vec![step("g-quiet", quiet_position(), Goal::Takasia { wanted: "A6<" })]),
        ];
        let levels = |step: &Step| match step.id {
            "g-most" => vec![level(TIE, Goal::CaptureMost { wanted: "A6>" }), level(QUIET, Goal::CaptureMost { wanted: "A6>" })],
            "g-predict" => vec![level(TIE, Goal::PredictEnd { mv: "B1<" })],
            _ => Vec::new(),
        };
        let report = greed_report(&stages, levels);
        let tallies: Vec<(&str, usize, usize)> = report.steps.iter().map(|s| (s.step, s.tally.exercises, s.tally.greedy)).collect();
        assert_eq!(tallies, [("g-most", 3, 2), ("g-other", 1, 0), ("g-quiet", 1, 0)]);
        assert_eq!(report.strategy(), GreedTally { exercises: 4, greedy: 2 });
        assert_eq!(
            report.lines(),
            [
                "greed: strategy: g-most (capture_most): 3 exercises, greed solves 2 (67%)",
                "greed: captures: g-other (no_capture_left): 1 exercises, greed solves 0 (0%)",
                "greed: strategy-kiswahili: g-quiet (takasia): 1 exercises, greed solves 0 (0%)",
                "greed: strategy track (strategy, strategy-kiswahili): 4 exercises, greed solves 2 (50%); at most 30% allowed (checked)",
            ]
        );
        // 2 of 4 is above 30%: the check to switch on would fail the track.
        assert_eq!(report.problems().len(), 1);
        // Without the strategy stages the track is empty: no track line, nothing above the aim.
        let other = greed_report(&stages[1..2], levels);
        assert_eq!(other.lines().len(), 1);
        assert!(other.problems().is_empty());
    }

    /// On `BIGGEST` (B1< takes 3, A6> 2), outside the strategy track: a leave-no-capture
    /// exercise whose answer is the biggest capture is barred for greed, one whose answer takes
    /// less is not, and "capture the most" (whose idea is the biggest capture) never is.
    #[test]
    fn leaving_no_capture_is_barred_for_greed_outside_the_track_too() {
        assert!(!in_strategy_track("g-other"));
        assert!(level_barred_for_greed(&step("g-other", BIGGEST, Goal::NoCaptureLeft { wanted: "B1<" })));
        assert!(!level_barred_for_greed(&step("g-other", BIGGEST, Goal::NoCaptureLeft { wanted: "A6>" })));
        assert!(!level_barred_for_greed(&step("g-other", BIGGEST, Goal::CaptureMost { wanted: "B1<" })));
    }

    #[test]
    fn only_goals_chosen_among_the_legal_moves_count() {
        let counted: Vec<&str> = GoalKind::ALL.into_iter().filter(|kind| counts_for_greed(*kind)).map(GoalKind::name).collect();
        let expected = [
            "end_in",
            "capture_most",
            "kichwa",
            "safari",
            "bao_hamna",
            "win_now",
            "no_capture_left",
            "guard_nyumba",
            "no_takasia_left",
            "read_reply",
            "read_ahead",
            "bao_hamna_in_two",
            "takasia",
            "only_win",
            "stop_or_safari",
            "searched_first",
        ];
        assert_eq!(counted, expected);
        // Every counted goal's answer is a move: its wanted one.
        for kind in GoalKind::ALL.into_iter().filter(|kind| counts_for_greed(*kind)) {
            assert_eq!(goal_of(kind).wanted(), Some("A6>"), "{kind:?}");
        }
    }

    /// A goal of `kind` (a counted one) wanting `A6>`.
    fn goal_of(kind: GoalKind) -> Goal {
        match kind {
            GoalKind::EndIn => Goal::EndIn { hole: "A5", wanted: "A6>" },
            GoalKind::OnlyWin => Goal::OnlyWin { wanted: "A6>", nodes: 1 },
            GoalKind::StopOrSafari => Goal::StopOrSafari { wanted: "A6>", nodes: 1 },
            GoalKind::SearchedFirst => Goal::SearchedFirst { wanted: "A6>", depth: 1, costs: crate::app::learn::schema::MoveCosts(&[]) },
            _ => PracticeLevel::from_text(kind, "0100020120000000/2000001200020000 A6>").expect("a goal of one field").goal,
        }
    }
}
