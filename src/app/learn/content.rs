//! The curriculum's stage files (`content/learn/*.json`, described in `content/README.md`) read
//! into [`LearnStage`]s. A file that does not read is a list of [`ContentError`]s, one per broken
//! step, never a panic: a step is kept only when its JSON has the step's shape, its position is
//! a valid study position and the moves and holes its goal names read in that position, so
//! that [`Step::start`] and the checker can rely on them. Whether a goal is a good exercise
//! (one right answer, proven play-outs, both languages) is [`super::audit`]'s question.

use std::fmt;

use serde::Deserialize;

use super::schema::StageFile;
use super::step::{Goal, LearnStage, Step};
use super::trace::trace;
use crate::engine::{parse_move, Hole, MoveError, Position, PositionError};

/// Only the id of a step, to name a step whose other fields do not read.
#[derive(Deserialize)]
struct StepId {
    id: String,
}

/// Why a stage file, or one of its steps, cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentError {
    /// The file's name, as given to the reader.
    pub file: String,
    /// The step's id, when the error is a step's and its id reads.
    pub step: Option<String>,
    pub kind: ContentErrorKind,
}

/// What is wrong in a stage file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContentErrorKind {
    /// Not JSON, or not the shape of a stage file or a step (a missing or unknown field, a
    /// goal kind that does not exist): where in the file, and the reader's message.
    Json { line: usize, column: usize, message: String },
    /// The stage has no step.
    NoSteps,
    /// The step's position is not a valid study position (RULES.md §12).
    Position(PositionError),
    /// A move the goal names (its `field`: move, wanted or example) is not a move of the
    /// position.
    Move { field: &'static str, text: String, error: MoveError },
    /// A prediction's move is a Bawo gambit placement: it sows nothing to predict.
    NotASowing { text: String },
    /// The hole the goal names is not a hole (A1…B8, a1…b8).
    Hole { text: String },
    /// Another step (or stage) read before has this id.
    DuplicateId { id: String },
}

impl fmt::Display for ContentErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContentErrorKind::Json { line, column, message } => write!(f, "line {line} column {column}: {message}"),
            ContentErrorKind::NoSteps => f.write_str("the stage has no step"),
            ContentErrorKind::Position(error) => write!(f, "the position: {error}"),
            ContentErrorKind::Move { field, text, error } => write!(f, "the goal's {field} {text:?}: {error}"),
            ContentErrorKind::NotASowing { text } => write!(f, "the goal's move {text:?} is a gambit placement, not a sowing to predict"),
            ContentErrorKind::Hole { text } => write!(f, "the goal's hole {text:?} is not a hole"),
            ContentErrorKind::DuplicateId { id } => write!(f, "the id {id:?} is used twice"),
        }
    }
}

impl fmt::Display for ContentError {
    /// `FILE: STEP: what is wrong` (`-` for the stage itself).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}: {}", self.file, self.step.as_deref().unwrap_or("-"), self.kind)
    }
}

/// The 1-based line and column of `at` (a byte offset into `text`) moved on by a reader's
/// `line` and `column` counted from `at`.
fn place_in(text: &str, at: usize, line: usize, column: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let lines_before = before.matches('\n').count();
    let column_before = before.len() - before.rfind('\n').map_or(0, |i| i + 1);
    (lines_before + line, if line == 1 { column_before + column } else { column })
}

/// A reader's error at `line` and `column` of the file: its message without the place the
/// reader adds (which counts from where it started reading).
fn json_error(error: &serde_json::Error, (line, column): (usize, usize)) -> ContentErrorKind {
    let message = error.to_string();
    let place = format!(" at line {} column {}", error.line(), error.column());
    let message = message.strip_suffix(&place).unwrap_or(&message).to_string();
    ContentErrorKind::Json { line, column, message }
}

/// Reads one stage file: the stage with every step that reads, and an error for each that
/// does not (no stage when the file's frame, its id, title and step list, does not read).
pub fn read_stage(file: &str, text: &str) -> (Option<LearnStage>, Vec<ContentError>) {
    let error = |step: Option<String>, kind| ContentError { file: file.to_string(), step, kind };
    let frame: StageFile = match serde_json::from_str(text) {
        Ok(frame) => frame,
        Err(e) => return (None, vec![error(None, json_error(&e, (e.line(), e.column())))]),
    };
    let mut steps = Vec::new();
    let mut errors = Vec::new();
    for raw in &frame.steps {
        let at = raw.get().as_ptr() as usize - text.as_ptr() as usize;
        match read_step(text, at, raw.get()) {
            Ok(step) => steps.push(step),
            Err((step, kind)) => errors.push(error(step, kind)),
        }
    }
    if frame.steps.is_empty() {
        errors.push(error(None, ContentErrorKind::NoSteps));
    }
    let stage = LearnStage { id: frame.id.leak(), title: frame.title, puzzles: frame.puzzles.map(|p| &*p.leak()), steps: steps.leak() };
    (Some(stage), errors)
}

/// Reads one step (`raw`, found at byte `at` of the file's `text`) and checks that the app can
/// use it; an error names the step when its id reads.
fn read_step(text: &str, at: usize, raw: &str) -> Result<Step, (Option<String>, ContentErrorKind)> {
    let step: Step = serde_json::from_str(raw).map_err(|e| {
        let id = serde_json::from_str::<StepId>(raw).ok().map(|s| s.id);
        (id, json_error(&e, place_in(text, at, e.line(), e.column())))
    })?;
    usable(&step).map_err(|kind| (Some(step.id.to_string()), kind))?;
    Ok(step)
}

/// Checks what the app relies on: the position reads, a prediction's move is a legal sowing, a
/// choice's wanted move and a gambit's example are legal, a goal's hole is a hole.
fn usable(step: &Step) -> Result<(), ContentErrorKind> {
    let start = Position::from_json(step.position, true).map_err(ContentErrorKind::Position)?;
    let legal = |field: &'static str, text: &str| {
        let played = parse_move(&start, text).and_then(|(mv, _)| start.play(&mv).map(|_| mv));
        played.map_err(|error| ContentErrorKind::Move { field, text: text.to_string(), error })
    };
    if let Some(text) = step.goal.predicted() {
        let mv = legal("move", text)?;
        if trace(&start, &mv).is_none() {
            return Err(ContentErrorKind::NotASowing { text: text.to_string() });
        }
    }
    if let Some(text) = step.goal.wanted() {
        legal("wanted", text)?;
    }
    if let Goal::GambitSafe { example } = step.goal {
        legal("example", example)?;
    }
    match step.goal.hole() {
        Some(text) if Hole::parse(text).is_none() => Err(ContentErrorKind::Hole { text: text.to_string() }),
        _ => Ok(()),
    }
}

/// Stage and step ids used twice among `stages` (read from the files named beside them).
pub fn duplicate_ids(stages: &[(&str, LearnStage)]) -> Vec<ContentError> {
    let mut seen = std::collections::BTreeSet::new();
    let mut errors = Vec::new();
    for (file, stage) in stages {
        let ids = std::iter::once((None, stage.id)).chain(stage.steps.iter().map(|s| (Some(s.id.to_string()), s.id)));
        for (step, id) in ids {
            if !seen.insert(id) {
                errors.push(ContentError { file: file.to_string(), step, kind: ContentErrorKind::DuplicateId { id: id.to_string() } });
            }
        }
    }
    errors
}

/// Reads the stage files (name, text), in order: every stage, or every error of every file.
pub fn load(files: &[(&str, &str)]) -> Result<Vec<LearnStage>, Vec<ContentError>> {
    let mut stages = Vec::new();
    let mut errors = Vec::new();
    for &(file, text) in files {
        let (stage, mut found) = read_stage(file, text);
        errors.append(&mut found);
        stages.extend(stage.map(|stage| (file, stage)));
    }
    errors.extend(duplicate_ids(&stages));
    if errors.is_empty() {
        Ok(stages.into_iter().map(|(_, stage)| stage).collect())
    } else {
        Err(errors)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::curriculum::{load_errors, loaded, FILES, STAGES};

    /// The sowing stage's file (name, text).
    fn sowing() -> (&'static str, &'static str) {
        *FILES.iter().find(|(name, _)| *name == "01-sowing.json").expect("the sowing file")
    }

    /// The sowing stage's file, with `from` replaced by `to` (which must occur).
    fn sowing_with(from: &str, to: &str) -> String {
        let (_, text) = sowing();
        assert!(text.contains(from), "the sowing file has {from:?}");
        text.replacen(from, to, 1)
    }

    fn errors_of(text: &str) -> Vec<ContentError> {
        read_stage("01-sowing.json", text).1
    }

    #[test]
    fn the_shipped_files_all_load_in_the_order_of_their_names() {
        assert_eq!(load_errors(), [], "the embedded stage files read");
        let stages = load(&FILES).expect("the stage files read");
        assert_eq!(stages.len(), FILES.len());
        assert_eq!(STAGES.len(), FILES.len());
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/content/learn");
        let mut on_disk: Vec<String> =
            std::fs::read_dir(dir).expect("content/learn").map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned()).collect();
        on_disk.retain(|name| name.ends_with(".json"));
        on_disk.sort();
        let embedded: Vec<&str> = FILES.iter().map(|(name, _)| *name).collect();
        assert_eq!(embedded, on_disk, "every stage file is embedded, in the order of its name");
        for ((name, _), stage) in FILES.iter().zip(STAGES.iter()) {
            assert!(name.ends_with(&format!("-{}.json", stage.id)), "{name} holds stage {}", stage.id);
        }
    }

    #[test]
    fn the_stages_written_in_at_build_time_are_the_files_read_at_run_time() {
        assert_eq!(load_errors(), [], "the embedded stage files read");
        assert!(!STAGES.is_empty(), "build.rs read the stage files");
        assert_eq!(STAGES, loaded(), "build.rs and learn::content read the same stages");
    }

    #[test]
    fn a_step_that_does_not_read_is_named_with_its_line() {
        let text = sowing_with(r#""sw": "A7> inapanda"#, r#""kiswahili": "A7> inapanda"#);
        let errors = errors_of(&text);
        let [ContentError { file, step, kind: ContentErrorKind::Json { line, message, .. } }] = errors.as_slice() else { panic!("{errors:?}") };
        assert_eq!((file.as_str(), step.as_deref()), ("01-sowing.json", Some("sow-corner")));
        let wrong_line = text.lines().position(|l| l.contains(r#""kiswahili""#)).expect("the changed line") + 1;
        assert_eq!(*line, wrong_line, "{message}");
        assert!(message.contains("kiswahili") && !message.contains(" at line "), "the message without the reader's own place: {message}");
        // The other steps still read.
        assert_eq!(read_stage("01-sowing.json", &text).0.expect("the frame reads").steps.len(), 2);
    }

    #[test]
    fn a_file_that_is_not_a_stage_is_one_error_without_a_step() {
        let errors = errors_of("{\"id\": \"sowing\", \"steps\": []}");
        assert!(matches!(errors.as_slice(), [ContentError { step: None, kind: ContentErrorKind::Json { .. }, .. }]), "{errors:?}");
        let empty = r#"{"id": "sowing", "title": {"en": "Sowing", "sw": "Kupanda"}, "steps": []}"#;
        assert_eq!(errors_of(empty).iter().map(|e| &e.kind).collect::<Vec<_>>(), [&ContentErrorKind::NoSteps]);
        let unknown_goal = sowing_with(r#""kind": "end_in""#, r#""kind": "end_at""#);
        assert!(matches!(errors_of(&unknown_goal).as_slice(), [ContentError { kind: ContentErrorKind::Json { .. }, .. }]));
    }

    #[test]
    fn a_goal_has_exactly_the_fields_of_its_kind() {
        let message = |text: String| match errors_of(&text).as_slice() {
            [ContentError { step: Some(step), kind: ContentErrorKind::Json { message, .. }, .. }] => format!("{step}: {message}"),
            errors => panic!("one error expected: {errors:?}"),
        };
        let missing = message(sowing_with(r#""hole": "B2", "wanted": "A2<""#, r#""hole": "B2""#));
        assert!(missing.starts_with("sow-choose: missing field `wanted`"), "{missing}");
        let extra = message(sowing_with(r#""kind": "predict_end", "move": "A3>""#, r#""kind": "predict_end", "move": "A3>", "nodes": 5"#));
        assert!(extra.starts_with("sow-first: a predict_end goal has no field `nodes`"), "{extra}");
        let unknown = message(sowing_with(r#""kind": "predict_end", "move": "A3>""#, r#""kind": "predict_end", "mv": "A3>""#));
        assert!(unknown.starts_with("sow-first: unknown field `mv`"), "{unknown}");
        // A kind that is none of the goals' names is named (`GoalKind`'s names are its
        // `listed_enum!` names, the same in the stage files and the reference check's export).
        let kind = sowing_with(r#""kind": "end_in""#, r#""kind": "end_at""#);
        let said = format!("{:?}", errors_of(&kind));
        assert!(said.contains(r#"\"end_at\" is not a GoalKind name"#), "{said}");
    }

    #[test]
    fn goals_that_the_app_cannot_use_are_errors_naming_their_step() {
        let kinds = |text: String| errors_of(&text).into_iter().map(|e| (e.step, e.kind)).collect::<Vec<_>>();
        let id = |s: &str| Some(s.to_string());
        // Thirteen holes in a row: not a position.
        let bad_row = kinds(sowing_with(r#""front": [0, 0, 3, 0,"#, r#""front": [0, 0, 3, 0, 0, 0, 0, 0, 0,"#));
        assert!(matches!(bad_row.as_slice(), [(step, ContentErrorKind::Position(_))] if *step == id("sow-first")), "{bad_row:?}");
        // A3 holds 3: A1 is empty, so A1> is not a move of the position.
        let illegal = kinds(sowing_with(r#""move": "A3>""#, r#""move": "A1>""#));
        assert!(matches!(illegal.as_slice(), [(step, ContentErrorKind::Move { field: "move", .. })] if *step == id("sow-first")), "{illegal:?}");
        let wanted = kinds(sowing_with(r#""wanted": "A2<""#, r#""wanted": "A2^""#));
        assert!(matches!(wanted.as_slice(), [(step, ContentErrorKind::Move { field: "wanted", .. })] if *step == id("sow-choose")), "{wanted:?}");
        let hole = kinds(sowing_with(r#""hole": "B2""#, r#""hole": "C2""#));
        assert_eq!(hole, [(id("sow-choose"), ContentErrorKind::Hole { text: "C2".to_string() })]);
    }

    #[test]
    fn an_id_used_twice_is_an_error_in_the_second_place() {
        let (name, text) = sowing();
        let twice = load(&[(name, text), ("copy.json", text)]).expect_err("the ids repeat");
        assert_eq!(twice.len(), 1 + read_stage(name, text).0.expect("reads").steps.len(), "the stage id and every step id");
        assert!(twice.iter().all(|e| e.file == "copy.json" && matches!(e.kind, ContentErrorKind::DuplicateId { .. })), "{twice:?}");
        let inside = sowing_with(r#""id": "sow-corner""#, r#""id": "sow-first""#);
        assert_eq!(
            load(&[(name, &inside)]).expect_err("a step id repeats").iter().map(|e| e.to_string()).collect::<Vec<_>>(),
            ["01-sowing.json: sow-first: the id \"sow-first\" is used twice"]
        );
    }
}
