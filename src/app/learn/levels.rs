//! Practice levels: every step of the path is an idea with a few more exercises of the same goal
//! in the same game, easiest first ([`LEVELS`], written into the app by `build.rs` from
//! `content/levels/*.json`, format [`super::schema::PracticeLevel`]). A level is played as a step
//! ([`level_step`]): the step's position with the level's board, the level's goal, and a task
//! rendered from the level's own move or hole ([`task`]), so the checker, the hints, the stars
//! and the board are the step's. [`difficulty`] is the measure the levels of a step rise by.
//! `bao learn levels` makes them ([`super::level_gen`]); the tests and `bao learn check` check
//! them ([`super::level_gen::level_problems`]).

use super::schema::{ContentText, Goal, Kept, PracticeLevel, Step, StepLevels};
use super::trace::trace;
use crate::engine::{Event, Hole, Move, Position, PositionSetup, Side, Variant};

/// Every step's levels, in path order (empty when `content/levels/` holds none).
pub static LEVELS: &[StepLevels] = include!(concat!(env!("OUT_DIR"), "/levels.rs"));

/// The levels of the step `id`, easiest first (none for a step without levels), read from
/// their text ([`PracticeLevel::from_text`]).
pub fn levels_of(id: &str) -> Vec<PracticeLevel> {
    let Some(set) = LEVELS.iter().find(|set| set.step == id) else { return Vec::new() };
    let Some(kind) = super::curriculum::step(id).map(|step| step.goal.kind()) else { return Vec::new() };
    set.levels.split(';').filter_map(|text| PracticeLevel::from_text(kind, text)).collect()
}

/// How many levels the step `id` has.
pub fn level_count(id: &str) -> usize {
    LEVELS.iter().find(|set| set.step == id).map_or(0, |set| set.levels.split(';').filter(|text| !text.is_empty()).count())
}

/// The key a level's stars and review are stored under: the step id and the level's number
/// (1 = the first level), e.g. `sow-first/2`.
pub fn level_key(step: &str, number: usize) -> String {
    format!("{step}/{number}")
}

/// The value of one board character (`0`–`9`, `a`–`z`).
fn seeds_of(c: char) -> Option<i64> {
    c.to_digit(36).map(i64::from)
}

/// The character of a hole's seeds, or `None` above 35.
fn char_of(seeds: i64) -> Option<char> {
    u32::try_from(seeds).ok().and_then(|n| char::from_digit(n, 36))
}

/// The compact board of a position ([`PracticeLevel::board`]), or `None` when a hole holds more than 35.
pub fn compact_board(setup: &PositionSetup) -> Option<String> {
    let side = |s: &crate::engine::SideSetup| s.front.iter().chain(&s.back).map(|&n| char_of(n)).collect::<Option<String>>();
    Some(format!("{}/{}", side(&setup.south)?, side(&setup.north)?))
}

/// The board's 32 seed counts (South front, South back, North front, North back), or `None`
/// when it is not 32 holes of digits and letters.
pub fn board_counts(board: &str) -> Option<Vec<i64>> {
    let (south, north) = board.split_once('/')?;
    let counts: Vec<i64> = south.chars().chain(north.chars()).map(seeds_of).collect::<Option<_>>()?;
    (south.chars().count() == 16 && counts.len() == 32).then_some(counts)
}

/// The step's position with the level's board (`None` when the board does not read or the
/// position is not a valid study position).
pub fn level_position(step: &Step, board: &str) -> Option<Position> {
    let counts = board_counts(board)?;
    let mut setup = step.start().to_setup();
    let rows = [&mut setup.south.front, &mut setup.south.back, &mut setup.north.front, &mut setup.north.back];
    for (row, chunk) in rows.into_iter().zip(counts.chunks(8)) {
        *row = chunk.to_vec();
    }
    setup.validate(true).ok()
}

/// The board seen in a mirror: each row reversed.
pub fn mirrored(counts: &[i64]) -> Vec<i64> {
    counts.chunks(8).flat_map(|row| row.iter().rev().copied()).collect()
}

/// How many seeds two boards differ by, the nearer of the board and its mirror image: two
/// exercises 0 apart are the same or mirror images, 1 apart one seed.
pub fn distance(a: &[i64], b: &[i64]) -> u64 {
    let apart = |b: &[i64]| a.iter().zip(b).map(|(x, y)| x.abs_diff(*y)).sum::<u64>();
    apart(b).min(apart(&mirrored(b)))
}

/// The step a level is played as: the step's id, the level's position and goal, and the task
/// rendered from the level's goal. A step whose claim is an idea ([`super::schema::Claim::is_idea`]) lends the
/// level its claim and explanation, said of the level's own board (and checked on it); other
/// levels explain their task. `None` when the board does not read.
pub fn level_step(step: &Step, level: &PracticeLevel) -> Option<Step> {
    let position = level_position(step, level.board)?;
    let task = task(&level.goal, position.variant());
    let (claim, explain) = match step.claim {
        Some(claim) if claim.is_idea() => (Some(claim), step.explain),
        _ => (None, task),
    };
    Some(Step { id: step.id, position: setup_json(&position.to_setup()).leak(), goal: level.goal, claim, derivation: "", task, explain })
}

/// The position's JSON (RULES.md §12), written by hand: a few lines of code in the app instead
/// of a JSON writer.
fn setup_json(setup: &PositionSetup) -> String {
    let side = |s: &crate::engine::SideSetup| format!(r#"{{"front":{:?},"back":{:?},"reserve":{},"house":"{}"}}"#, s.front, s.back, s.reserve, s.house);
    let bawo = setup.bawo_setup.as_ref().map_or(String::new(), |name| format!(r#""bawo_setup":"{name}","#));
    let takasia = setup.takasia.as_ref().map_or("null".to_string(), |hole| format!("\"{hole}\""));
    let (south, north) = (side(&setup.south), side(&setup.north));
    format!(r#"{{"variant":"{}",{bawo}"to_move":"{}","south":{south},"north":{north},"takasia":{takasia},"ply":{}}}"#, setup.variant, setup.to_move, setup.ply)
}

/// A level's task: one sentence per goal kind, naming the level's own move or hole (never one
/// from another position), in English and Kiswahili, kept for the program's life.
pub fn task(goal: &Goal, variant: Variant) -> ContentText {
    use crate::app::i18n::LevelText as L;
    let (key, arg) = match *goal {
        Goal::PredictEnd { mv } => (L::PredictEnd, mv),
        Goal::PredictCaptures { mv } => (L::PredictCaptures, mv),
        Goal::NameHole { hole } => (L::NameHole, hole),
        Goal::PlayMove { wanted } => (L::PlayMove, wanted),
        Goal::EndIn { hole, .. } => (L::EndIn, hole),
        Goal::FindLegal { .. } => (L::FindLegal, ""),
        Goal::CaptureMost { .. } => (L::CaptureMost, ""),
        Goal::Kichwa { .. } => (L::Kichwa, ""),
        Goal::Safari { .. } => (L::MostWithSafari, ""),
        Goal::BaoHamna { .. } => (L::BaoHamna, ""),
        Goal::WinNow { .. } => (L::WinNow, ""),
        Goal::NoCaptureLeft { .. } => (L::NoCaptureLeft, ""),
        Goal::GuardNyumba { .. } => (L::GuardNyumba, ""),
        Goal::NoTakasiaLeft { .. } if variant == Variant::Kete => (L::NoTakasiaLeftKete, ""),
        Goal::NoTakasiaLeft { .. } => (L::NoTakasiaLeft, ""),
        Goal::ReadReply { .. } => (L::ReadReply, ""),
        Goal::ReadAhead { .. } => (L::ReadAhead, ""),
        Goal::BaoHamnaInTwo { .. } => (L::BaoHamnaInTwo, ""),
        Goal::OnlyWin { .. } => (L::OnlyWin, ""),
        Goal::StopOrSafari { .. } => (L::StopOrSafari, ""),
        Goal::SearchedFirst { .. } => (L::SearchedFirst, ""),
        Goal::Takasia { .. } if variant == Variant::Kete => (L::TakasiaKete, ""),
        Goal::Takasia { .. } => (L::Takasia, ""),
        Goal::Survive { moves, .. } => return both(L::Survive, &moves.to_string()),
        Goal::WinEnding { .. } => (L::WinEnding, ""),
        Goal::GambitSafe { .. } => (L::GambitSafe, ""),
    };
    both(key, arg)
}

/// The task `key` with its argument in both languages, kept for the program's life.
fn both(key: crate::app::i18n::LevelText, arg: &str) -> ContentText {
    use crate::app::i18n::{tf, Lang};
    ContentText { en: tf(Lang::En, key, &[arg]).leak(), sw: tf(Lang::Sw, key, &[arg]).leak() }
}

/// The move a goal's answer plays: the predicted or wanted move, or (find the legal move) the
/// first legal one; `None` for play-outs and gambits.
pub fn answer_move(step: &Step) -> Option<Move> {
    match step.goal {
        Goal::FindLegal { .. } => step.start().legal_moves().into_iter().next(),
        goal => step.parse(goal.predicted().or(goal.wanted())?),
    }
}

/// Three measures in one number, the first deciding, then the second, then the third (each
/// counted up to 99).
pub fn measure(main: usize, second: usize, third: usize) -> u32 {
    (10_000 * main.min(99) + 100 * second.min(99) + third.min(99)) as u32
}

/// The seeds a move sows, every lap counted (one for each seed dropped into a hole).
pub fn sown(start: &Position, mv: &Move) -> usize {
    start.play(mv).map_or(0, |played| played.events.iter().filter(|event| matches!(event, Event::Drop { .. })).count())
}

/// How hard a step (or a level played as one) is, measured: a prediction by the laps of its
/// move (a capture prediction by the holes it captures), then the seeds it sows, then the seeds
/// on the board (more to read); a choice by its legal moves, then the seeds the answer sows, then the
/// seeds on the board; "find the legal move" by the holes that tempt, then the legal moves,
/// then the seeds on the board; a play-out by the learner's legal moves and then the seeds on
/// the board.
pub fn difficulty(step: &Step) -> u32 {
    let start = step.start();
    let seeds = |side: Side| (0..16).map(|k| start.seeds(Hole::new(side, k)) as usize).sum::<usize>();
    let answer = answer_move(step);
    let t = answer.and_then(|mv| trace(&start, &mv));
    let sown = answer.map_or(0, |mv| sown(&start, &mv));
    let moves = start.legal_moves().len();
    let board = seeds(Side::South) + seeds(Side::North);
    match step.goal {
        Goal::PredictEnd { .. } => measure(t.map_or(0, |t| t.laps as usize), sown, board),
        Goal::PredictCaptures { .. } => measure(t.map_or(0, |t| t.captured_holes().len()), sown, board),
        // A hole named: North's before South's, the back row before the front, the middle
        // before the ends (fewer landmarks to count from).
        Goal::NameHole { .. } => {
            let hole = step.goal_hole().unwrap_or(Hole::new(Side::South, 0));
            let k = hole.k as usize % 8;
            measure(2 * (hole.side != Side::South) as usize + (hole.k >= 8) as usize, k.min(7 - k), board)
        }
        Goal::FindLegal { .. } => measure((0..16).filter(|&k| start.seeds(Hole::new(Side::South, k)) > 0).count(), moves, board),
        Goal::Survive { .. } | Goal::WinEnding { .. } | Goal::GambitSafe { .. } => measure(moves, board, 0),
        _ => measure(moves, sown, board),
    }
}

/// A kept copy of a move's text, for a goal.
pub fn kept(text: String) -> Kept {
    text.leak()
}
