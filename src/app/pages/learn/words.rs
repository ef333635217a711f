//! What the Learn page shows, computed from its state: the step's board as a
//! [`BoardModel`] (so the shared board component draws it), the step's words, the feedback and
//! the progress lines. Pure, tested natively; `ui::pages::learn` only renders it.

use crate::engine::{Hole, Move, Side};

use crate::app::explain::{self, Narration};
use crate::app::i18n::{t, tf, Lang, LearnText};
use crate::app::input::{self, Pick};
use crate::app::learn::progress::Progress;
use crate::app::learn::{Hint, Judgement, LearnStage, Why, STAGES};
use crate::app::pages::learn::state::{Feedback, StepRun};
use crate::app::view::{self, BoardConfig, BoardModel, Foresight, Movable, PageMarks};

/// Stars as text: `★★☆`.
pub fn stars_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

/// The toolbar's progress line: stages done and stars ("3/16 stages · 12 ★").
pub fn progress_line(progress: &Progress, lang: Lang) -> String {
    let (done, stages, stars, _) = progress.summary();
    tf(lang, LearnText::LearnProgress, &[&done.to_string(), &stages.to_string(), &stars.to_string()])
}

/// A stage's line: steps solved and stars, of all.
pub fn stage_line(progress: &Progress, stage: &LearnStage, lang: Lang) -> String {
    let solved = stage.steps.iter().filter(|s| progress.stars(s.id) > 0).count();
    let stars: u32 = stage.steps.iter().map(|s| progress.stars(s.id) as u32).sum();
    let args = [solved.to_string(), stage.steps.len().to_string(), stars.to_string(), (3 * stage.steps.len()).to_string()];
    tf(lang, LearnText::StageSummary, &args.each_ref().map(String::as_str))
}

/// The stars of a stage, of the most there are.
pub fn stage_stars(progress: &Progress, stage: &LearnStage) -> (u32, u32) {
    (stage.steps.iter().map(|s| progress.stars(s.id) as u32).sum(), 3 * stage.steps.len() as u32)
}

/// The holes a hint marks on the board.
fn hint_holes(hint: Option<&Hint>) -> Vec<Hole> {
    match hint {
        Some(Hint::Row { side, row }) => Hole::all().filter(|h| h.side == *side && h.row() == *row).collect(),
        Some(Hint::Hole(hole)) => vec![*hole],
        Some(Hint::Holes(holes)) => holes.clone(),
        Some(Hint::Move(mv)) => mv.start_hole().into_iter().collect(),
        None => Vec::new(),
    }
}

/// The step's board, seen from South: its position (or the move shown) with what is picked,
/// playable, hinted and marked, where the last move went, and (in a prediction) the move
/// asked about. No preview: it would give a prediction away.
pub fn step_board(run: &StepRun, lang: Lang, coords: bool) -> BoardModel {
    let shows_move = run.board.anim.is_some();
    // The learner's last move, once shown: its trail.
    let told = run.told.as_ref().filter(|(_, mv)| !shows_move && last_move(run) == Some(*mv));
    let trail = told.map(|(before, mv)| explain::Trail::of(before, &before.play(mv).map(|p| p.events).unwrap_or_default()));
    let mut hint = if shows_move { Vec::new() } else { hint_holes(run.hint.as_ref()) };
    // A hole named and found (the kichwa, the nyumba …) stays marked on the board.
    hint.extend(run.step().goal_hole().filter(|_| run.solved() && matches!(run.step().goal, crate::app::learn::Goal::NameHole { .. })));
    let asked = run.step().goal.predicted().and_then(|mv| run.step().parse(mv)).and_then(|mv| mv.start_hole()).filter(|_| !run.solved());
    BoardModel::of(&BoardConfig {
        live: run.accepts_input(),
        // A prediction names its move; "find a legal move" would be answered by the rings of the
        // playable holes: neither shows them.
        movable: if run.is_prediction() || matches!(run.step().goal, crate::app::learn::Goal::FindLegal { .. }) { Movable::Nothing } else { Movable::Moves },
        trail: trail.as_ref(),
        foresight: Foresight::Marks(if shows_move { Vec::new() } else { facing_marks(run) }),
        marks: PageMarks {
            asked: asked.map(|hole| (hole, None)),
            captured: run.marked.clone(),
            hint,
            end: None,
            notes: run.marked.iter().map(|&hole| (hole, t(lang, LearnText::Marked))).collect(),
        },
        coords,
        ..BoardConfig::new(lang, run.game.position(), Side::South, &run.board)
    })
}

/// Where captures are taught (the capture stage, a capture prediction), the move on the board
/// once it has been shown marks each capture: a ring in the hole that captured and a cross on
/// the hole it faces (A5 faces a4: the names run in opposite directions).
pub fn facing_marks(run: &StepRun) -> Vec<view::LapPreview> {
    let teaches = run.stage_ref().id == "captures" || matches!(run.step().goal, crate::app::learn::Goal::PredictCaptures { .. });
    let plies = run.game.plies();
    let Some(last) = plies.last().filter(|_| teaches && (run.told.is_some() || run.is_prediction())) else { return Vec::new() };
    let before = run.game.position_at(plies.len() - 1);
    let Ok(played) = before.play(&last.mv) else { return Vec::new() };
    let story = explain::MoveStory::read(before, &played.events);
    story
        .facing_captures()
        .into_iter()
        .map(|(by, captured, seeds)| view::LapPreview { dir: None, start: by, end: by, capture: Some((captured, seeds)), text: String::new() })
        .collect()
}

/// The feedback line: the verdict and why, the hint, or "now you".
pub fn feedback_text(run: &StepRun, lang: Lang) -> Option<String> {
    Some(match run.feedback.as_ref()? {
        Feedback::Judgement(verdict) => {
            let variant = run.game.position().variant();
            // A refused hole is named with its reason, in the words of every board.
            let mut text = match (verdict, run.refused) {
                (Judgement::Illegal(why), Some(hole)) => view::refusal_words(lang, variant, hole, *why),
                _ => verdict.render(lang, variant),
            };
            if let (Judgement::Right(_), Some(stars)) = (verdict, run.attempt.stars) {
                text.push(' ');
                text.push_str(&tf(lang, LearnText::Solved, &[&stars.to_string()]));
            }
            text
        }
        Feedback::Hint(hint) => hint.render(lang),
        Feedback::Shown(mv) => tf(lang, LearnText::ShownNowYou, &[&mv.to_string()]),
    })
}

/// The learner's last move told lap by lap (the engine's narration).
pub fn told_lines(run: &StepRun, lang: Lang) -> Vec<String> {
    let Some((before, mv)) = &run.told else { return Vec::new() };
    let Ok(played) = before.play(mv) else { return Vec::new() };
    Narration::of(before, &played.events).texts(lang)
}

/// What a wrong move hands North: his biggest capture, in words. Not where the verdict tells
/// a line read two moves ahead: there North's best reply is the line's, which need not be his
/// biggest capture.
pub fn threat_text(run: &StepRun, lang: Lang) -> Option<String> {
    if !run.waiting() || tells_a_line(run) {
        return None;
    }
    let reply = explain::best_reply_capture(run.game.position())?;
    // Every hole the reply captures, in the order it takes them, each named once.
    let mut holes: Vec<String> = Vec::new();
    for (hole, _) in &reply.captured {
        if !holes.contains(&hole.name()) {
            holes.push(hole.name());
        }
    }
    if holes.is_empty() {
        return None;
    }
    let named = crate::app::i18n::listed(lang, &holes);
    let key = if reply.seeds == 1 { LearnText::ReplyThreatOne } else { LearnText::ReplyThreat };
    Some(tf(lang, key, &[&reply.seeds.to_string(), &named, &reply.reply.to_string()]))
}

/// What the board asks for now, in words (the prompt under the board).
pub fn prompt_text(run: &StepRun, lang: Lang) -> Option<String> {
    // The safari question first: the part both moves share stands on the board meanwhile.
    if run.board.safari.is_some() {
        return Some(t(lang, LearnText::SafariAsk).to_string());
    }
    if run.board.anim.is_some() {
        return Some(t(lang, LearnText::Watching).to_string());
    }
    if !run.accepts_input() {
        return None;
    }
    match run.step().goal {
        crate::app::learn::Goal::PredictEnd { .. } => Some(t(lang, LearnText::TapEnd).to_string()),
        crate::app::learn::Goal::PredictCaptures { .. } => {
            let marked = if run.marked.is_empty() {
                t(lang, LearnText::NothingMarked).to_string()
            } else {
                tf(lang, LearnText::MarkedHoles, &[&run.marked.iter().map(|h| h.name()).collect::<Vec<_>>().join(", ")])
            };
            Some(format!("{} {marked}", t(lang, LearnText::TapCaptures)))
        }
        _ => match &run.board.pick {
            Pick::Gambit { placed } => {
                let total = input::gambit_seeds(run.game.position()).unwrap_or(0);
                Some(tf(lang, LearnText::PlaceGambit, &[&placed.len().to_string(), &total.to_string()]))
            }
            _ => None,
        },
    }
}

/// The gambit is fully placed and can be confirmed.
pub fn gambit_ready(run: &StepRun) -> bool {
    run.accepts_input() && input::gambit_move(run.game.position(), &run.board.pick).is_some()
}

/// The label of the next hint's button: what the next hint shows (the row, the hole, or the
/// whole answer); a play-out, whose hint waits for a search, goes row, hole, "show me".
pub fn hint_label(run: &StepRun, lang: Lang) -> &'static str {
    use crate::app::learn::HintLevel;
    let key = match (run.attempt.coming_hint(), run.attempt.hint) {
        (Some((HintLevel::Whole, _)), _) | (None, Some(HintLevel::Hole | HintLevel::Whole)) => LearnText::ShowMe,
        (Some((_, Hint::Row { .. })), _) | (None, None) => LearnText::HintRow,
        _ => LearnText::HintHole,
    };
    t(lang, key)
}

/// The verdict tells a line read two moves ahead (each side's best in turn).
fn tells_a_line(run: &StepRun) -> bool {
    matches!(&run.feedback, Some(Feedback::Judgement(Judgement::Wrong(Why::WorseAhead { .. } | Why::OtherChoiceAhead { .. }))))
}

/// The label of the refutation button: North's reply, the line read two moves ahead, or the
/// sowing of a prediction.
pub fn refutation_label(run: &StepRun, lang: Lang) -> Option<&'static str> {
    run.refutation.as_ref()?;
    let key = if run.is_prediction() {
        LearnText::ShowSowing
    } else if tells_a_line(run) {
        LearnText::ShowLine
    } else {
        LearnText::ShowReply
    };
    Some(t(lang, key))
}

/// The stage's heading and the step's number in it.
pub fn step_heading(run: &StepRun, lang: Lang) -> String {
    let stage = run.stage_ref();
    tf(lang, LearnText::StepHeading, &[stage.title.get(lang), &(run.index + 1).to_string(), &stage.steps.len().to_string()])
}

/// The step's last move, for the screen reader's "what happened" (notation).
pub fn last_move(run: &StepRun) -> Option<Move> {
    run.game.plies().last().map(|p| p.mv)
}

/// Every stage, for the page's list: `(index, stage)`.
pub fn stages() -> impl Iterator<Item = (usize, &'static LearnStage)> {
    STAGES.iter().enumerate()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::progress::Progress;
    use crate::app::pages::learn::state::{LearnAction, StepRun};
    use crate::app::state::tests::fresh;
    use crate::app::state::{BoardAction, Page};

    fn open(id: &str) -> crate::app::state::AppState {
        let (stage, index) = crate::app::pages::learn::state::place_of(id).unwrap();
        let mut state = fresh();
        // Unlock everything by solving the steps before it.
        let mut progress = Progress::default();
        for (_, step) in crate::app::learn::curriculum::all_steps().take_while(|(_, s)| s.id != id) {
            progress.record_step(step.id, 0, None);
        }
        state.progress = std::rc::Rc::new(progress);
        let state = state.reduce(LearnAction::Open { stage, index });
        assert_eq!(state.page(), Page::Learn);
        state
    }

    fn run(state: &crate::app::state::AppState) -> &StepRun {
        state.pages.learn.run.as_ref().unwrap()
    }

    #[test]
    fn stars_are_drawn_filled_then_empty() {
        assert_eq!(stars_text(0), "☆☆☆");
        assert_eq!(stars_text(2), "★★☆");
    }

    #[test]
    fn a_prediction_board_shows_the_move_asked_about_and_takes_no_move() {
        // sow-first asks about A3>: A3 is shown picked, nothing is playable.
        let state = open("sow-first");
        let board = step_board(run(&state), Lang::En, true);
        let a3 = board.holes.iter().find(|h| h.hole.name() == "A3").unwrap();
        assert!(a3.picked && a3.focused);
        assert!(board.holes.iter().all(|h| !h.playable));
        assert_eq!(prompt_text(run(&state), Lang::En).as_deref(), Some("Tap the hole where the move stops."));
    }

    #[test]
    fn a_row_hint_marks_the_whole_row() {
        // sow-corner: A7> ends in B7 (A8, B8, B7); the row hint is South's back row, B1–B8, and
        // the hole would be the answer, so the next button is "show me".
        let state = open("sow-corner").reduce(LearnAction::Hint);
        let board = step_board(run(&state), Lang::En, true);
        let mut hinted: Vec<String> = board.holes.iter().filter(|h| h.hint).map(|h| h.hole.name()).collect();
        hinted.sort();
        assert_eq!(hinted, ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"]);
        assert_eq!(feedback_text(run(&state), Lang::En).as_deref(), Some("Look at your back row."));
        assert_eq!(hint_label(run(&state), Lang::En), "Show me (1 ★ left)");
    }

    /// The first capture step says which hole faces which (RULES.md §1: A i faces a(9−i), the
    /// names run in opposite directions), in both languages.
    #[test]
    fn the_first_capture_step_says_which_hole_faces_which() {
        let state = open("capture-first");
        let en = prompt_text(run(&state), Lang::En).unwrap();
        assert!(en.contains("A1 faces a8, A5 faces a4"), "{en}");
        let sw = prompt_text(run(&state), Lang::Sw).unwrap();
        assert!(sw.contains("A1 linakabili a8, A5 linakabili a4"), "{sw}");
    }

    /// sow-choose wants A2<; A2 and A7 can start, both in the front row: "which row" would
    /// narrow nothing, so the first button asks which hole.
    #[test]
    fn a_hint_that_narrows_nothing_is_not_offered() {
        let state = open("sow-choose");
        assert_eq!(hint_label(run(&state), Lang::En), "Hint: which hole (−1 ★)");
        let state = state.reduce(LearnAction::Hint);
        assert_eq!(hint_label(run(&state), Lang::En), "Show me (1 ★ left)");
    }

    #[test]
    fn a_wrong_move_is_told_lap_by_lap_with_what_it_hands_north() {
        // capture-most: A3> captures the 2 seeds of a4 while A6> captures 6 (content/learn/04-captures.json).
        let state = open("capture-most").reduce(crate::app::state::SettingsAction::SetSpeed(crate::app::save::Speed::Instant));
        let state = state.reduce(LearnAction::Board(BoardAction::Click(Hole::parse("A3").unwrap())));
        let r = run(&state);
        assert!(r.waiting());
        assert_eq!(feedback_text(r, Lang::En).as_deref(), Some("Not quite. That captures 2; another move captures 6."));
        assert!(!told_lines(r, Lang::En).is_empty(), "the move is narrated");
        assert!(step_board(r, Lang::En, true).holes.iter().any(|h| h.touched), "its trail is drawn");
        assert!(feedback_text(r, Lang::Sw).unwrap().starts_with("Si hivyo."));
    }
}
