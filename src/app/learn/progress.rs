//! What the learner has done: stars, tries and hints per step (by step id), the drill streak,
//! each puzzle's history with its review date, and the learner's puzzle rating per game. Pure data with a versioned JSON form; the
//! clock is passed in (milliseconds since the Unix epoch), so the schedule is tested without
//! one.

use serde::{Deserialize, Serialize};

use super::check::HintLevel;
use super::curriculum::{all_steps, STAGES};
use crate::engine::Variant;
use crate::puzzles::glicko::Glicko;

mod records;

pub use records::Records;

/// The localStorage key of the learning progress (kept apart from games and settings).
pub const STORE_KEY: &str = "bao.learn";
/// The format version written by [`Progress::to_json`].
pub const VERSION: u32 = 1;
/// One day in milliseconds.
pub const DAY_MS: f64 = 86_400_000.0;
/// Days until a failed puzzle comes back, by how many reviews in a row have gone right since
/// the last failure: 1 day, 3 days, 1 week; after the third it is learnt (no longer due).
pub const REVIEW_DAYS: [f64; 3] = [1.0, 3.0, 7.0];
/// At most this many own exercises are kept (the oldest goes first).
pub const OWN_LIMIT: usize = 40;

/// One step's best result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepRecord {
    /// 1–3 (0: never solved).
    pub stars: u8,
    /// Wrong answers over all attempts.
    pub tries: u32,
    /// The most a hint gave away in the best attempt: 0 none, 1 row, 2 hole, 3 the whole move.
    pub hints: u8,
}

/// The drills' counters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrillStats {
    pub streak: u32,
    pub best_streak: u32,
    pub solved: u32,
    pub missed: u32,
}

/// How a puzzle went the last time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PuzzleResult {
    Solved,
    Failed,
}

/// A puzzle's history.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    pub last: PuzzleResult,
    pub attempts: u32,
    /// Right reviews since the last failure (indexes [`REVIEW_DAYS`]).
    pub streak: u8,
    /// When it is due again (ms since the epoch); `None`: not due (solved, or learnt).
    pub due: Option<f64>,
}

/// The learner's progress. A practice level is kept as a step is, under its key
/// ([`super::levels::level_key`], `sow-first/2`: no step id holds a `/`), its review as a
/// puzzle's, so the stored form is unchanged and older stores read as they are.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    pub steps: Records<StepRecord>,
    pub drill: DrillStats,
    pub puzzles: Records<PuzzleRecord>,
    /// The learner's puzzle rating per game (the variant's name), moved by every attempt.
    pub ratings: Records<Glicko>,
    /// The learner's own exercises from reviewed games, oldest first: each an id and its stored
    /// line (`app::pages::practice::own`), scheduled in [`Progress::puzzles`] under that id. A
    /// line that does not read is left as it is (the practice page says so), never dropped
    /// but by the limit [`OWN_LIMIT`].
    pub own: Vec<(String, String)>,
}

/// A stored progress that could not be read. The caller reports it and sets the text aside
/// (e.g. under another key) before starting afresh; nothing else is touched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not JSON, or not the expected shape: with the parser's message.
    Corrupt(String),
    /// Written by a newer version of the app.
    Newer(u32),
}

#[derive(Serialize, Deserialize)]
struct StoredProgress {
    version: u32,
    #[serde(default)]
    progress: Progress,
}

/// The six lessons of the old lesson list, bit `i` of `Settings::lessons_solved`, and the
/// step that now teaches each.
pub const OLD_LESSONS: [(&str, &str); 6] = [
    ("sow", "sow-first"),
    ("capture", "capture-most"),
    ("hamna", "bao-hamna"),
    ("kichwa", "kichwa-left"),
    ("safari", "safari-take"),
    ("takasia", "takasia-make"),
];

impl Progress {
    /// Reads a stored progress.
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        /// The version alone, read first: a newer format is told apart before its shape is read.
        #[derive(Deserialize)]
        struct Version {
            version: Option<u64>,
        }
        let corrupt = |e: serde_json::Error| ProgressError::Corrupt(e.to_string());
        let version = serde_json::from_str::<Version>(text).map_err(corrupt)?.version.ok_or_else(|| ProgressError::Corrupt("no version".to_string()))?;
        if version > VERSION as u64 {
            return Err(ProgressError::Newer(version as u32));
        }
        let stored: StoredProgress = serde_json::from_str(text).map_err(corrupt)?;
        Ok(stored.progress)
    }

    /// The progress within what the path can give, whatever was stored: at most 3 stars and the
    /// whole move as a hint for a step or level, a puzzle's right reviews at most the
    /// [`REVIEW_DAYS`] there are, and a review date that is a date. A store edited by hand
    /// (`"stars": 255`) then shows what the path allows.
    pub fn bounded(mut self) -> Progress {
        for step in self.steps.values_mut() {
            step.stars = step.stars.min(3);
            step.hints = step.hints.min(3);
        }
        for puzzle in self.puzzles.values_mut() {
            puzzle.streak = puzzle.streak.min(REVIEW_DAYS.len() as u8);
            puzzle.due = puzzle.due.filter(|due| due.is_finite());
        }
        self.drill.best_streak = self.drill.best_streak.max(self.drill.streak);
        self
    }

    /// The stored form, with its version.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&StoredProgress { version: VERSION, progress: self.clone() }).expect("progress serialises")
    }

    /// The progress of a learner who solved the old lessons of the bit mask `solved` (the
    /// settings' `lessons_solved`): each solved lesson's step counts as done with one star,
    /// since how it was solved is not known.
    pub fn migrate_lessons(solved: u32) -> Progress {
        let mut progress = Progress::default();
        for (i, (_, step)) in OLD_LESSONS.iter().enumerate() {
            if solved & (1 << i) != 0 {
                progress.steps.insert(step, StepRecord { stars: 1, tries: 0, hints: 0 });
            }
        }
        progress
    }

    /// Records a solved step; the best stars are kept, tries add up.
    pub fn record_step(&mut self, id: &str, wrong_tries: u32, hint: Option<HintLevel>) {
        let stars = super::check::stars(wrong_tries, hint);
        let hints = hint.map_or(0, |h| h as u8 + 1);
        let entry = self.steps.entry_or(id, StepRecord { stars: 0, tries: 0, hints });
        entry.tries += wrong_tries;
        if stars > entry.stars {
            entry.stars = stars;
            entry.hints = hints;
        }
    }

    /// Stars of a step (0 when not solved).
    pub fn stars(&self, id: &str) -> u8 {
        self.steps.get(id).map_or(0, |r| r.stars)
    }

    /// Whether every step of the stage is solved.
    pub fn stage_done(&self, stage_id: &str) -> bool {
        STAGES.iter().find(|s| s.id == stage_id).is_some_and(|stage| stage.steps.iter().all(|step| self.stars(step.id) > 0))
    }

    /// Stages done and stars earned, of all there are: `(done, stages, stars, max_stars)`.
    pub fn summary(&self) -> (usize, usize, u32, u32) {
        let done = STAGES.iter().filter(|s| self.stage_done(s.id)).count();
        let stars = all_steps().map(|(_, step)| self.stars(step.id) as u32).sum();
        (done, STAGES.len(), stars, 3 * all_steps().count() as u32)
    }

    /// The first step not solved yet, in curriculum order.
    pub fn next_step(&self) -> Option<&'static str> {
        all_steps().map(|(_, step)| step.id).find(|id| self.stars(id) == 0)
    }

    /// Counts a drill answer.
    pub fn record_drill(&mut self, right: bool) {
        let d = &mut self.drill;
        if right {
            d.streak += 1;
            d.solved += 1;
            d.best_streak = d.best_streak.max(d.streak);
        } else {
            d.streak = 0;
            d.missed += 1;
        }
    }

    /// Records a solved practice level (`number` from 1) at time `now`: its best stars are
    /// kept; a level solved with a miss or with the whole move shown is scheduled for review
    /// as a failed puzzle is (1 day, 3 days, 1 week), and a review solved cleanly moves it on.
    pub fn record_level(&mut self, step: &str, number: usize, wrong_tries: u32, hint: Option<HintLevel>, now: f64) {
        let key = super::levels::level_key(step, number);
        self.record_step(&key, wrong_tries, hint);
        let clean = wrong_tries == 0 && hint != Some(HintLevel::Whole);
        if !clean || self.puzzles.contains_key(&key) {
            schedule(self.puzzles.entry_or(&key, NEW_RECORD), clean, now);
        }
    }

    /// Stars of a practice level (`number` from 1; 0 when not solved).
    pub fn level_stars(&self, step: &str, number: usize) -> u8 {
        self.stars(&super::levels::level_key(step, number))
    }

    /// How many of the step's levels are solved.
    pub fn levels_done(&self, step: &str) -> usize {
        (1..=super::levels::level_count(step)).filter(|&n| self.level_stars(step, n) > 0).count()
    }

    /// The missed levels due at `now` (their keys), earliest first.
    pub fn due_levels(&self, now: f64) -> Vec<&str> {
        due_of(&self.puzzles, now).into_iter().filter(|key| key.contains('/')).collect()
    }

    /// Records a puzzle attempt at time `now` (ms since the epoch). A failure brings it back
    /// after one day; each right review after that waits longer (3 days, 1 week), and after
    /// the last it is learnt. A puzzle solved at the first attempt is not scheduled.
    pub fn record_puzzle(&mut self, id: &str, solved: bool, now: f64) {
        schedule(self.puzzles.entry_or(id, NEW_RECORD), solved, now);
    }

    /// Moves the learner's rating in `variant` by one attempt at a puzzle of `strength`.
    pub fn rate_attempt(&mut self, variant: Variant, strength: f64, solved: bool) {
        let rating = self.ratings.entry_or(variant.name(), Glicko::default());
        *rating = rating.after_attempt(strength, solved);
    }

    /// The learner's puzzle rating in `variant` (a new learner's when none yet).
    pub fn rating(&self, variant: Variant) -> Glicko {
        self.ratings.get(variant.name()).copied().unwrap_or_default()
    }

    /// The puzzles due at `now`, earliest first (own exercises are puzzles of their own).
    pub fn due_puzzles(&self, now: f64) -> Vec<&str> {
        due_of(&self.puzzles, now).into_iter().filter(|id| !id.contains('/') && !self.has_own(id)).collect()
    }

    /// Keeps an own exercise (its id and stored line) at `now`: due at once, then on the
    /// puzzles' schedule ([`Progress::record_puzzle`]: a miss in 1 day; right reviews 3 days,
    /// 1 week, then learnt). One kept already is left as it is (with its schedule); past
    /// [`OWN_LIMIT`] the oldest goes, with its schedule.
    pub fn keep_own(&mut self, id: &str, line: String, now: f64) {
        if self.has_own(id) {
            return;
        }
        self.own.push((id.to_string(), line));
        self.puzzles.insert(id, PuzzleRecord { last: PuzzleResult::Failed, attempts: 0, streak: 0, due: Some(now) });
        while self.own.len() > OWN_LIMIT {
            let (oldest, _) = self.own.remove(0);
            self.puzzles.remove(&oldest);
        }
    }

    /// Whether an own exercise of this id is kept.
    pub fn has_own(&self, id: &str) -> bool {
        self.own.iter().any(|(own, _)| own == id)
    }

    /// The own exercises due at `now` (their ids), earliest first.
    pub fn due_own(&self, now: f64) -> Vec<&str> {
        due_of(&self.puzzles, now).into_iter().filter(|id| self.has_own(id)).collect()
    }
}

/// A puzzle or level never tried.
const NEW_RECORD: PuzzleRecord = PuzzleRecord { last: PuzzleResult::Solved, attempts: 0, streak: 0, due: None };

/// The review schedule: an attempt at `now`, solved or not ([`Progress::record_puzzle`]).
fn schedule(entry: &mut PuzzleRecord, solved: bool, now: f64) {
    entry.attempts += 1;
    if solved {
        entry.last = PuzzleResult::Solved;
        if entry.due.is_some() {
            entry.streak += 1;
            entry.due = REVIEW_DAYS.get(entry.streak as usize).map(|days| now + days * DAY_MS);
        }
    } else {
        entry.last = PuzzleResult::Failed;
        entry.streak = 0;
        entry.due = Some(now + REVIEW_DAYS[0] * DAY_MS);
    }
}

/// The records due at `now`, earliest first (ids in order among the same time). Put in place
/// one by one: a learner has tens of reviews due at a time, and the app then links no
/// general sort for it (about 4 KB of wasm).
fn due_of(records: &Records<PuzzleRecord>, now: f64) -> Vec<&str> {
    let mut due: Vec<(&str, f64)> = Vec::new();
    for (id, record) in records.iter() {
        if let Some(at) = record.due.filter(|&d| d <= now) {
            let place = due.iter().position(|&(_, other)| other > at).unwrap_or(due.len());
            due.insert(place, (id, at));
        }
    }
    due.into_iter().map(|(id, _)| id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_edited_by_hand_reads_within_what_the_path_gives() {
        // A step earns 1 to 3 stars (check::stars); a hint gives away at most the whole move (3);
        // a puzzle comes back after 1, 3 and 7 days, so 3 right reviews make it learnt.
        let text = r#"{"version":1,"progress":{"steps":{"sow-first":{"stars":255,"tries":0,"hints":9}},
            "puzzles":{"p":{"last":"failed","attempts":1,"streak":200,"due":null}},"drill":{"streak":5,"best_streak":2,"solved":5,"missed":0}}}"#;
        let p = Progress::from_json(text).expect("it reads").bounded();
        assert_eq!((p.stars("sow-first"), p.steps.get("sow-first").map(|s| s.hints)), (3, Some(3)));
        assert_eq!(p.puzzles.get("p").map(|r| r.streak), Some(3));
        assert_eq!(p.drill.best_streak, 5, "the best streak is at least the streak");
        // What the path gave is kept as it is.
        let mut earned = Progress::default();
        earned.record_step("sow-first", 1, Some(HintLevel::Row));
        assert_eq!(earned.clone().bounded(), earned);
    }

    #[test]
    fn progress_round_trips_with_its_version() {
        let mut p = Progress::default();
        p.record_step("sow-first", 1, Some(HintLevel::Row));
        p.record_drill(true);
        p.record_puzzle("kuj-1", false, 1000.0);
        let text = p.to_json();
        assert!(text.starts_with(r#"{"version":1,"#), "{text}");
        assert_eq!(Progress::from_json(&text), Ok(p));
    }

    #[test]
    fn corrupt_and_newer_stores_are_told_apart() {
        assert!(matches!(Progress::from_json("{oops"), Err(ProgressError::Corrupt(_))));
        assert!(matches!(Progress::from_json(r#"{"steps":{}}"#), Err(ProgressError::Corrupt(_))));
        assert!(matches!(Progress::from_json(r#"{"version":1,"progress":{"steps":{"a":{"stars":"x"}}}}"#), Err(ProgressError::Corrupt(_))));
        assert_eq!(Progress::from_json(r#"{"version":7,"progress":{}}"#), Err(ProgressError::Newer(7)));
        assert_eq!(Progress::from_json(r#"{"version":1}"#), Ok(Progress::default()));
    }

    #[test]
    fn the_old_lesson_mask_migrates_to_step_ids() {
        // Bits 0 (sow), 2 (hamna) and 5 (takasia).
        let p = Progress::migrate_lessons(0b100101);
        let ids: Vec<&str> = p.steps.keys().collect();
        assert_eq!(ids, ["bao-hamna", "sow-first", "takasia-make"]);
        assert!(p.steps.values().all(|r| r.stars == 1));
        for (_, id) in OLD_LESSONS {
            assert!(super::super::curriculum::step(id).is_some(), "{id} is a step");
        }
        assert_eq!(Progress::migrate_lessons(0), Progress::default());
    }

    #[test]
    fn steps_keep_their_best_stars_and_count_tries() {
        let mut p = Progress::default();
        p.record_step("relay-one", 3, None); // 3 misses: 1 star
        assert_eq!(p.stars("relay-one"), 1);
        p.record_step("relay-one", 0, None);
        assert_eq!(p.stars("relay-one"), 3);
        p.record_step("relay-one", 0, Some(HintLevel::Whole));
        assert_eq!((p.stars("relay-one"), p.steps["relay-one"].tries), (3, 3));
        assert!(!p.stage_done("relay"));
        p.record_step("relay-two", 0, None);
        p.record_step("relay-choose", 0, None);
        assert!(p.stage_done("relay"));
        assert_eq!(p.summary().0, 1);
        assert_eq!(p.next_step(), Some("board-front"), "the board stage comes first");
    }

    #[test]
    fn progress_stored_before_the_levels_still_reads_and_levels_round_trip() {
        // A version-1 store written before practice levels existed: no `levels` fields.
        let old = r#"{"version":1,"progress":{"steps":{"sow-first":{"stars":3,"tries":0,"hints":0}},"drill":{"streak":0,"best_streak":0,"solved":0,"missed":0},"puzzles":{}}}"#;
        let p = Progress::from_json(old).expect("an old store reads");
        assert_eq!((p.stars("sow-first"), p.steps.len(), p.puzzles.len()), (3, 1, 0));
        assert_eq!(p.levels_done("sow-first"), 0);
        let mut p = p;
        p.record_level("sow-first", 1, 0, None, 5.0);
        assert_eq!(Progress::from_json(&p.to_json()), Ok(p));
    }

    #[test]
    fn a_missed_level_comes_back_on_the_review_schedule() {
        let mut p = Progress::default();
        let t0 = 1_000_000.0;
        // Level 2 cleanly (no miss, no hint: 3 stars) is not scheduled; level 1 with one miss
        // earns 2 stars (one point of cost) and comes back after a day.
        p.record_level("sow-first", 2, 0, None, t0);
        p.record_level("sow-first", 1, 1, None, t0);
        assert_eq!((p.level_stars("sow-first", 1), p.level_stars("sow-first", 2), p.level_stars("sow-first", 3)), (2, 3, 0));
        assert_eq!(p.levels_done("sow-first"), 2);
        assert_eq!(p.due_levels(t0 + DAY_MS - 1.0), Vec::<&str>::new());
        assert_eq!(p.due_levels(t0 + DAY_MS), ["sow-first/1"]);
        // Solved cleanly on review: next in 3 days, and the best stars rise to 3.
        let t1 = t0 + DAY_MS;
        p.record_level("sow-first", 1, 0, None, t1);
        assert_eq!(p.puzzles["sow-first/1"].due, Some(t1 + 3.0 * DAY_MS));
        assert_eq!(p.due_puzzles(t1 + 10.0 * DAY_MS), Vec::<&str>::new(), "a level is no puzzle");
        assert_eq!(p.summary().2, 0, "the step itself is not solved: level stars do not count as its stars");
        assert_eq!(p.level_stars("sow-first", 1), 3);
        // "Show me" counts as a miss even without a wrong try.
        p.record_level("sow-first", 3, 0, Some(HintLevel::Whole), t1);
        assert_eq!(p.puzzles["sow-first/3"].due, Some(t1 + DAY_MS));
        assert_eq!(p.level_stars("sow-first", 3), 1);
    }

    #[test]
    fn drill_streaks_reset_on_a_miss() {
        let mut p = Progress::default();
        for right in [true, true, true, false, true] {
            p.record_drill(right);
        }
        assert_eq!(p.drill, DrillStats { streak: 1, best_streak: 3, solved: 4, missed: 1 });
    }

    #[test]
    fn failed_puzzles_come_back_after_one_day_three_days_and_a_week() {
        let mut p = Progress::default();
        let t0 = 1_000_000.0;
        p.record_puzzle("easy", true, t0);
        assert_eq!(p.puzzles["easy"].due, None, "solved at once: not scheduled");
        p.record_puzzle("hard", false, t0);
        assert_eq!(p.due_puzzles(t0 + DAY_MS - 1.0), Vec::<&str>::new());
        assert_eq!(p.due_puzzles(t0 + DAY_MS), ["hard"]);
        let t1 = t0 + DAY_MS;
        p.record_puzzle("hard", true, t1);
        assert_eq!(p.puzzles["hard"].due, Some(t1 + 3.0 * DAY_MS));
        let t2 = t1 + 3.0 * DAY_MS;
        p.record_puzzle("hard", true, t2);
        assert_eq!(p.puzzles["hard"].due, Some(t2 + 7.0 * DAY_MS));
        // A failure sends it back to one day.
        let t3 = t2 + 7.0 * DAY_MS;
        p.record_puzzle("hard", false, t3);
        assert_eq!(p.puzzles["hard"].due, Some(t3 + DAY_MS));
        // Three right reviews in a row: learnt.
        for i in 1..=3 {
            p.record_puzzle("hard", true, t3 + i as f64 * 10.0 * DAY_MS);
        }
        assert_eq!(p.puzzles["hard"].due, None);
        assert_eq!(p.puzzles["hard"].attempts, 7);
    }

    /// An own exercise is due as soon as it is kept, then on the puzzles' schedule (a miss:
    /// 1 day; right: 3 days, then 1 week, then learnt); kept twice it keeps its schedule; the
    /// oldest goes past the limit, with its schedule; it is not one of the puzzles due.
    #[test]
    fn own_exercises_are_due_at_once_then_follow_the_puzzles_schedule() {
        let mut p = Progress::default();
        let t0 = 5_000_000.0;
        p.keep_own("own-a", "line a".into(), t0);
        assert_eq!((p.due_own(t0), p.due_puzzles(t0)), (vec!["own-a"], Vec::<&str>::new()));
        p.record_puzzle("own-a", false, t0);
        assert_eq!(p.due_own(t0 + DAY_MS - 1.0), Vec::<&str>::new());
        assert_eq!(p.due_own(t0 + DAY_MS), ["own-a"]);
        p.record_puzzle("own-a", true, t0 + DAY_MS);
        assert_eq!(p.puzzles["own-a"].due, Some(t0 + 4.0 * DAY_MS));
        p.keep_own("own-a", "line a again".into(), t0 + 2.0 * DAY_MS);
        assert_eq!((p.own.len(), p.puzzles["own-a"].due), (1, Some(t0 + 4.0 * DAY_MS)), "kept again: unchanged");
        for i in 0..OWN_LIMIT {
            p.keep_own(&format!("own-{i}"), String::new(), t0);
        }
        assert_eq!(p.own.len(), OWN_LIMIT);
        assert!(!p.has_own("own-a") && !p.puzzles.contains_key("own-a"), "the oldest went, with its schedule");
        assert_eq!(p.own[0].0, "own-0");
        let read = Progress::from_json(&p.to_json()).expect("it reads back");
        assert_eq!(read.own, p.own);
    }
}
