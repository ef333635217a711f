//! Making and checking the practice levels (native only: `bao learn levels`, `bao learn
//! check` and the tests). A level is made by changing a few seeds of the step's board at
//! random (a seeded generator: the same seed makes the same levels), giving it a goal of the
//! step's kind whose answer is this board's, and keeping it only when it is a good exercise by
//! the steps' own audit ([`step_problems`]: one legal move meets a choice goal, a prediction's
//! move is legal, a play-out is proven), its answer shows the step's idea ([`Idea`]), and it is
//! more than one seed or a mirror image away from the step. Of those kept, [`LEVELS_PER_STEP`]
//! of rising [`difficulty`] are picked, spread over the range found, each far from the others.

use std::collections::HashSet;
use std::fmt;

use super::audit::{step_problems, Problem};
use super::check::{check, Answer};
use super::levels::{answer_move, board_counts, compact_board, difficulty, distance, kept, level_position, level_step};
use super::schema::{Goal, PracticeLevel, Step};
use super::trace::{trace, LapEnd};
use crate::engine::random::Rng;
use crate::engine::{Hole, Move, Row, Variant};

/// The levels every step has.
pub const LEVELS_PER_STEP: usize = 5;
/// Two exercises of a step differ by at least this many seeds, also when one is mirrored: more
/// than one seed moved.
pub const MIN_DISTANCE: u64 = 3;

/// What a step's answer is about, read from the engine: a level shows the same idea. A
/// prediction or "find the legal move" keeps the step's move or hole, so it also keeps its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Idea {
    ending: LapEnd,
    captures: bool,
    chain: bool,
    /// Bao la Kujifunza only, where one lap or a relay is the lesson; elsewhere the relays are
    /// free and make a level harder.
    relays: Option<bool>,
    row: Row,
    /// Another legal move starts from the same hole (the other direction, kichwa or safari).
    alternative: bool,
    start: Option<Hole>,
}

/// The idea of a step's answer (`None` for play-outs, gambits and only-win steps, whose idea
/// is the goal).
pub fn idea(step: &Step) -> Option<Idea> {
    if let Goal::OnlyWin { .. } | Goal::StopOrSafari { .. } = step.goal {
        return None;
    }
    let start = step.start();
    let mv = answer_move(step)?;
    let t = trace(&start, &mv)?;
    let hole = mv.start_hole()?;
    let alternative = start.legal_moves().iter().any(|other| *other != mv && other.start_hole() == Some(hole));
    let kept_start = keeps_start(step, hole).then_some(hole);
    let captured = t.captured_holes().len();
    Some(Idea {
        ending: t.ending,
        captures: captured > 0,
        chain: captured > 1,
        relays: (start.variant() == Variant::Kujifunza).then_some(t.laps > 1),
        row: hole.row(),
        alternative,
        start: kept_start,
    })
}

/// Whether a level keeps the step's start hole: "find the legal move" does (its hole is the
/// answer's only start), and so does a move from the nyumba or kuu (A5) outside Bao la
/// Kujifunza, whose idea is that hole.
fn keeps_start(step: &Step, hole: Hole) -> bool {
    matches!(step.goal, Goal::FindLegal { .. }) || (step.start().variant() != Variant::Kujifunza && hole.name() == "A5")
}

/// A goal of the same kind with another wanted move.
fn with_wanted(goal: Goal, wanted: &'static str) -> Goal {
    match goal {
        Goal::EndIn { hole, .. } => Goal::EndIn { hole, wanted },
        Goal::PlayMove { .. } => Goal::PlayMove { wanted },
        Goal::CaptureMost { .. } => Goal::CaptureMost { wanted },
        Goal::Kichwa { .. } => Goal::Kichwa { wanted },
        Goal::Safari { .. } => Goal::Safari { wanted },
        Goal::BaoHamna { .. } => Goal::BaoHamna { wanted },
        Goal::WinNow { .. } => Goal::WinNow { wanted },
        Goal::NoCaptureLeft { .. } => Goal::NoCaptureLeft { wanted },
        Goal::GuardNyumba { .. } => Goal::GuardNyumba { wanted },
        Goal::Takasia { .. } => Goal::Takasia { wanted },
        Goal::OnlyWin { nodes, .. } => Goal::OnlyWin { wanted, nodes },
        Goal::StopOrSafari { nodes, .. } => Goal::StopOrSafari { wanted, nodes },
        other => other,
    }
}

/// The goal of the step's kind on `board`: a prediction asks about a legal sowing with the
/// step's idea, picked at random; "find the legal move" and a play-out keep the step's goal; a
/// choice wants the one legal move that meets it (an "end in" goal a
/// move whose stopping hole no other move stops in); a gambit a safe placement. `None` when
/// there is none.
fn goal_for(step: &Step, board: &'static str, rng: &mut Rng) -> Option<Goal> {
    let draft = Step { position: level_step(step, &PracticeLevel { board, goal: step.goal, difficulty: 0 })?.position, ..*step };
    let start = draft.start();
    let moves = start.legal_moves();
    match step.goal {
        Goal::PredictEnd { .. } | Goal::PredictCaptures { .. } | Goal::PlayMove { .. } => {
            let want = idea(step)?;
            let fits = |mv: &Move| {
                let text = kept(mv.to_string());
                let goal = match step.goal {
                    Goal::PredictEnd { .. } => Goal::PredictEnd { mv: text },
                    Goal::PredictCaptures { .. } => Goal::PredictCaptures { mv: text },
                    goal => with_wanted(goal, text),
                };
                (idea(&Step { goal, ..draft }) == Some(want)).then_some(goal)
            };
            let fitting: Vec<Goal> = moves.iter().filter_map(fits).collect();
            fitting.get(rng.below(fitting.len().max(1) as u64) as usize).copied()
        }
        Goal::EndIn { .. } => {
            let ends: Vec<(Move, Hole)> = moves.iter().filter_map(|mv| Some((*mv, trace(&start, mv)?.end))).collect();
            let unique: Vec<&(Move, Hole)> = ends.iter().filter(|(_, end)| ends.iter().filter(|(_, e)| e == end).count() == 1).collect();
            let (mv, end) = unique.get(rng.below(unique.len().max(1) as u64) as usize)?;
            Some(Goal::EndIn { hole: kept(end.name()), wanted: kept(mv.to_string()) })
        }
        Goal::NameHole { .. } => Some(Goal::NameHole { hole: kept(Hole::all().nth(rng.below(32) as usize)?.name()) }),
        Goal::GambitSafe { .. } => {
            let safe = start.gambit_placements().take(3000).find(|p| check(&draft, &Answer::Move(Move::Gambit(*p))).is_right())?;
            Some(Goal::GambitSafe { example: kept(Move::Gambit(safe).to_string()) })
        }
        Goal::OnlyWin { nodes, .. } => {
            let only = crate::puzzles::find_solution(crate::puzzles::Theme::OnlyWin, &start, nodes)?;
            Some(Goal::OnlyWin { wanted: kept(only.to_string()), nodes })
        }
        Goal::StopOrSafari { nodes, .. } => {
            // One stop-or-safari choice on the board (cheap to see), then the two searches.
            let safaris = moves.iter().filter(|mv| matches!(mv, Move::Sow(sow) if sow.safari)).count();
            if safaris != 1 {
                return None;
            }
            let better = crate::puzzles::find_solution(crate::puzzles::Theme::Safari, &start, nodes)?;
            crate::puzzles::check_theme(crate::puzzles::Theme::Safari, &start, &better, nodes).ok()?;
            Some(Goal::StopOrSafari { wanted: kept(better.to_string()), nodes })
        }
        goal if goal.wanted().is_some() => {
            let right: Vec<&Move> = moves.iter().filter(|mv| check(&draft, &Answer::Move(**mv)).is_right()).collect();
            let [only] = right.as_slice() else { return None };
            Some(with_wanted(goal, kept(only.to_string())))
        }
        goal => Some(goal),
    }
}

/// Changes the board a little at random: one seed more in a hole, one fewer, one moved, or one
/// to four more in a hole that holds some. South's holes, which his moves sow, are changed
/// twice as often as North's.
fn mutate(counts: &mut [i64], rng: &mut Rng) {
    let hole = if rng.below(3) < 2 { rng.below(16) } else { 16 + rng.below(16) } as usize;
    match rng.below(4) {
        3 if counts[hole] > 0 => counts[hole] += 1 + rng.below(4) as i64,
        3 => {}
        0 => counts[hole] += 1,
        kind if counts[hole] > 0 => {
            counts[hole] -= 1;
            if kind == 2 {
                counts[rng.below(32) as usize] += 1;
            }
        }
        _ => {}
    }
}

/// The compact board of these counts (`None` when a hole holds more than 35).
fn board_of(counts: &[i64]) -> Option<String> {
    let chars: Option<String> = counts.iter().map(|&n| u32::try_from(n).ok().and_then(|n| char::from_digit(n, 36))).collect();
    let chars = chars?;
    Some(format!("{}/{}", &chars[..16], &chars[16..]))
}

/// A good level of the step on this board, with its counts, or `None`.
fn candidate(step: &Step, board: &'static str, rng: &mut Rng) -> Option<PracticeLevel> {
    let goal = goal_for(step, board, rng)?;
    let level = PracticeLevel { board, goal, difficulty: 0 };
    let played = level_step(step, &level)?;
    if !step_problems(&played).is_empty() || idea(&played) != idea(step) {
        return None;
    }
    Some(PracticeLevel { difficulty: difficulty(&played), ..level })
}

/// The step's own board, compact.
pub fn step_board(step: &Step) -> Vec<i64> {
    let setup = step.start().to_setup();
    compact_board(&setup).and_then(|board| board_counts(&board)).expect("a step's holes hold at most 35 seeds")
}

/// Makes the step's levels: `tries` changed boards (a twentieth for play-outs, whose proof
/// is slow), the good ones kept, and [`LEVELS_PER_STEP`] of them picked ([`pick`]). Fewer
/// when fewer are found.
pub fn make_levels(step: &Step, seed: u64, tries: usize) -> Vec<PracticeLevel> {
    let step_seed = step.id.bytes().fold(seed, |h, b| h.wrapping_mul(0x100_0000_01b3).wrapping_add(b as u64));
    let mut rng = Rng::new(step_seed);
    let base = step_board(step);
    let tries = if step.goal.is_play_out() { tries / 20 } else { tries };
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    if let Goal::OnlyWin { .. } = step.goal {
        // A stage's only-win steps share the puzzles out, one in every so many each, so that
        // no two of them practise the same boards.
        let steps = super::curriculum::STAGES.iter().map(|stage| stage.steps).find(|steps| steps.iter().any(|s| s.id == step.id)).unwrap_or_default();
        let only_win: Vec<&str> = steps.iter().filter(|s| matches!(s.goal, Goal::OnlyWin { .. })).map(|s| s.id).collect();
        let slot = only_win.iter().position(|id| *id == step.id).unwrap_or(0);
        for board in puzzle_boards(step).into_iter().skip(slot).step_by(only_win.len().max(1)) {
            let far = board_counts(&board).is_some_and(|counts| distance(&counts, &base) >= MIN_DISTANCE);
            if far && seen.insert(board.clone()) && level_position(step, &board).is_some() {
                found.extend(candidate(step, kept(board), &mut rng));
            }
        }
        return pick(&base, found);
    }
    for _ in 0..tries {
        let mut counts = base.clone();
        for _ in 0..2 + rng.below(14) {
            mutate(&mut counts, &mut rng);
        }
        let Some(board) = board_of(&counts) else { continue };
        if distance(&counts, &base) < MIN_DISTANCE || !seen.insert(board.clone()) || level_position(step, &board).is_none() {
            continue;
        }
        found.extend(candidate(step, kept(board), &mut rng));
    }
    if std::env::var_os("BAO_LEVELS_DEBUG").is_some() {
        let mut values: Vec<u32> = found.iter().map(|level| level.difficulty).collect();
        values.sort();
        values.dedup();
        eprintln!("{}: {} good boards, difficulties {values:?}", step.id, found.len());
    }
    pick(&base, found)
}

/// An only-win step's candidate boards, instead of changed ones (a proof of every move of
/// every changed board would take hours): the boards of the shipped only-win puzzles of its game
/// (`static/puzzles/`) whose reserves, nyumba and takasia mark are the step's, each turned to
/// South's move (a puzzle of North's move has its sides swapped, which the notation keeps).
fn puzzle_boards(step: &Step) -> Vec<String> {
    let own: serde_json::Value = serde_json::from_str(step.position).unwrap_or_default();
    let path = format!("{}/static/puzzles/{}.jsonl", env!("CARGO_MANIFEST_DIR"), step.start().variant().name());
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let board = |line: &str| -> Option<String> {
        let puzzle: serde_json::Value = serde_json::from_str(line).ok()?;
        let pos = &puzzle["position"];
        let (south, north) = if pos["to_move"] == "north" { ("north", "south") } else { ("south", "north") };
        let same = |side: &str, mine: &str| ["reserve", "house"].iter().all(|key| pos[side][key] == own[mine][key]);
        if puzzle["theme"] != "only-win" || !same(south, "south") || !same(north, "north") || !pos["takasia"].is_null() || !own["takasia"].is_null() {
            return None;
        }
        let row = |side: &str| -> Option<String> {
            let holes = pos[side]["front"].as_array()?.iter().chain(pos[side]["back"].as_array()?);
            holes.map(|n| char::from_digit(u32::try_from(n.as_u64()?).ok()?, 36)).collect()
        };
        Some(format!("{}/{}", row(south)?, row(north)?))
    };
    text.lines().filter_map(board).collect()
}

/// Picks [`LEVELS_PER_STEP`] levels of strictly rising difficulty, spread over the range found
/// (the easiest, the hardest and evenly between), each at least [`MIN_DISTANCE`] from the step
/// (`base`) and from the others.
pub fn pick(base: &[i64], mut found: Vec<PracticeLevel>) -> Vec<PracticeLevel> {
    found.sort_by_key(|level| level.difficulty);
    let mut values: Vec<u32> = found.iter().map(|level| level.difficulty).collect();
    values.dedup();
    let mut picked: Vec<(PracticeLevel, Vec<i64>)> = Vec::new();
    let mut next_value = 0;
    for i in 0..LEVELS_PER_STEP {
        let aim = if values.len() <= 1 { 0 } else { i * (values.len() - 1) / (LEVELS_PER_STEP - 1) };
        let from = aim.max(next_value);
        let chosen = values.iter().enumerate().skip(from).find_map(|(index, &value)| {
            let far = |counts: &Vec<i64>| distance(counts, base) >= MIN_DISTANCE && picked.iter().all(|(_, other)| distance(counts, other) >= MIN_DISTANCE);
            let level = found.iter().filter(|level| level.difficulty == value).find(|level| far(&board_counts(level.board).expect("made here")))?;
            Some((index, *level))
        });
        let Some((index, level)) = chosen else { break };
        next_value = index + 1;
        picked.push((level, board_counts(level.board).expect("made here")));
    }
    picked.into_iter().map(|(level, _)| level).collect()
}

/// One thing wrong with a step's levels, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelProblem {
    /// No step of the path has the id the levels are filed under.
    UnknownStep,
    /// The step has fewer levels than every step must.
    TooFew { count: usize },
    /// The level's board does not read, or makes no valid study position.
    Board { level: usize },
    /// The level's goal is of another kind than the step's.
    OtherKind { level: usize },
    /// The level is not a good exercise by the steps' audit.
    Audit { level: usize, problem: Problem },
    /// The level's answer is not about the step's idea.
    OtherIdea { level: usize },
    /// The difficulty written is not the one measured.
    Difficulty { level: usize, written: u32, measured: u32 },
    /// The level is not harder than the one before.
    NotRising { level: usize },
    /// The level is a mirror image of, or one seed away from, another level (`None`: the step).
    TooClose { level: usize, other: Option<usize> },
}

impl fmt::Display for LevelProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelProblem::UnknownStep => f.write_str("no step has this id"),
            LevelProblem::TooFew { count } => write!(f, "{count} levels, fewer than {LEVELS_PER_STEP}"),
            LevelProblem::Board { level } => write!(f, "level {level}: the board is not a valid study position"),
            LevelProblem::OtherKind { level } => write!(f, "level {level}: the goal is of another kind than the step's"),
            LevelProblem::Audit { level, problem } => write!(f, "level {level}: {problem}"),
            LevelProblem::OtherIdea { level } => write!(f, "level {level}: the answer is not about the step's idea"),
            LevelProblem::Difficulty { level, written, measured } => write!(f, "level {level}: difficulty {written} written, {measured} measured"),
            LevelProblem::NotRising { level } => write!(f, "level {level} is not harder than the level before"),
            LevelProblem::TooClose { level, other: None } => write!(f, "level {level} is within one seed or a mirror image of the step"),
            LevelProblem::TooClose { level, other: Some(other) } => write!(f, "level {level} is within one seed or a mirror image of level {other}"),
        }
    }
}

/// The problems of one level (numbered from 1), and its measured difficulty when it is playable.
fn one_level_problems(step: &Step, number: usize, level: &PracticeLevel) -> (Vec<LevelProblem>, Option<u32>) {
    let level_number = number;
    let Some(played) = level_step(step, level) else { return (vec![LevelProblem::Board { level: level_number }], None) };
    let mut problems: Vec<LevelProblem> = step_problems(&played).into_iter().map(|problem| LevelProblem::Audit { level: level_number, problem }).collect();
    if level.goal.kind() != step.goal.kind() {
        problems.push(LevelProblem::OtherKind { level: level_number });
    }
    if idea(&played) != idea(step) {
        problems.push(LevelProblem::OtherIdea { level: level_number });
    }
    let measured = difficulty(&played);
    if measured != level.difficulty {
        problems.push(LevelProblem::Difficulty { level: level_number, written: level.difficulty, measured });
    }
    (problems, Some(measured))
}

/// Everything wrong with a step's levels (empty: good levels): enough of them, each a good
/// exercise of the step's kind and idea, rising in difficulty, none within one seed or a mirror
/// image of the step or of another level. Play-out levels run their proof search.
pub fn level_problems(step: &Step, levels: &[PracticeLevel]) -> Vec<LevelProblem> {
    let mut problems = Vec::new();
    if levels.len() < LEVELS_PER_STEP {
        problems.push(LevelProblem::TooFew { count: levels.len() });
    }
    let base = step_board(step);
    let mut previous: Option<u32> = None;
    let mut boards: Vec<Vec<i64>> = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        let number = i + 1;
        let (mut found, measured) = one_level_problems(step, number, level);
        problems.append(&mut found);
        if previous.is_some_and(|before| level.difficulty <= before) {
            problems.push(LevelProblem::NotRising { level: number });
        }
        previous = Some(level.difficulty);
        let Some(counts) = board_counts(level.board).filter(|_| measured.is_some()) else { continue };
        if distance(&counts, &base) < MIN_DISTANCE {
            problems.push(LevelProblem::TooClose { level: number, other: None });
        }
        if let Some(other) = boards.iter().position(|b| distance(&counts, b) < MIN_DISTANCE) {
            problems.push(LevelProblem::TooClose { level: number, other: Some(other + 1) });
        }
        boards.push(counts);
    }
    problems
}

/// A goal as a level file writes it (the stage files' form: `kind` and the kind's fields).
pub fn goal_json(goal: &Goal) -> serde_json::Value {
    use serde_json::json;
    let kind = goal.kind().name();
    match *goal {
        Goal::PredictEnd { mv } | Goal::PredictCaptures { mv } => json!({"kind": kind, "move": mv}),
        Goal::EndIn { hole, wanted } => json!({"kind": kind, "hole": hole, "wanted": wanted}),
        Goal::FindLegal { hole } | Goal::NameHole { hole } => json!({"kind": kind, "hole": hole}),
        Goal::Survive { moves, nodes } => json!({"kind": kind, "moves": moves, "nodes": nodes}),
        Goal::WinEnding { nodes } => json!({"kind": kind, "nodes": nodes}),
        Goal::OnlyWin { wanted, nodes } | Goal::StopOrSafari { wanted, nodes } => json!({"kind": kind, "wanted": wanted, "nodes": nodes}),
        Goal::GambitSafe { example } => json!({"kind": kind, "example": example}),
        _ => json!({"kind": kind, "wanted": goal.wanted()}),
    }
}

/// A level file's text: the stage, the command that made it, and each step's levels, one level
/// a line.
pub fn level_file(stage: &str, made_by: &str, sets: &[(&str, Vec<PracticeLevel>)]) -> String {
    let mut out = format!("{{\n  \"stage\": {},\n  \"made_by\": {},\n  \"steps\": [\n", serde_json::json!(stage), serde_json::json!(made_by));
    for (i, (step, levels)) in sets.iter().enumerate() {
        out.push_str(&format!("    {{\"step\": {}, \"levels\": [\n", serde_json::json!(step)));
        for (j, level) in levels.iter().enumerate() {
            let line = serde_json::json!({"board": level.board, "goal": goal_json(&level.goal), "difficulty": level.difficulty});
            out.push_str(&format!("      {line}{}\n", if j + 1 < levels.len() { "," } else { "" }));
        }
        out.push_str(&format!("    ]}}{}\n", if i + 1 < sets.len() { "," } else { "" }));
    }
    out.push_str("  ]\n}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::check::{check, Answer};
    use crate::app::learn::curriculum::{all_steps, step};
    use crate::app::learn::levels::{level_key, levels_of, mirrored, task, LEVELS};
    use crate::app::learn::schema::LevelFile;
    use crate::engine::Hole;

    /// The level files as they are on disk, read with the schema's reader.
    fn files_on_disk() -> Vec<(String, LevelFile)> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/content/levels");
        let mut names: Vec<String> =
            std::fs::read_dir(dir).expect("content/levels").map(|e| e.expect("an entry").file_name().to_string_lossy().into_owned()).collect();
        names.retain(|name| name.ends_with(".json"));
        names.sort();
        let read = |name: String| {
            let text = std::fs::read_to_string(format!("{dir}/{name}")).expect("a level file");
            let file: LevelFile = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, file)
        };
        names.into_iter().map(read).collect()
    }

    #[test]
    fn every_step_has_five_good_levels_of_rising_difficulty() {
        let mut problems = Vec::new();
        for (_, s) in all_steps() {
            problems.extend(level_problems(s, &levels_of(s.id)).iter().map(|problem| format!("{}: {problem}", s.id)));
        }
        assert_eq!(problems, Vec::<String>::new());
        let exercises = all_steps().map(|(_, s)| 1 + levels_of(s.id).len()).sum::<usize>();
        assert!(exercises >= 72 * 6, "72 steps and their levels: {exercises} exercises");
    }

    #[test]
    fn the_levels_built_in_are_the_files_one_per_stage_for_known_steps() {
        let files = files_on_disk();
        let stages = crate::app::learn::curriculum::FILES.iter().map(|(name, _)| name.to_string()).collect::<Vec<_>>();
        assert_eq!(files.iter().map(|(name, _)| name.clone()).collect::<Vec<_>>(), stages, "one level file per stage file, named alike");
        let mut built = LEVELS.iter();
        for (name, file) in &files {
            assert!(name.ends_with(&format!("-{}.json", file.stage)), "{name} holds stage {}", file.stage);
            for set in &file.steps {
                assert!(step(set.step).is_some(), "{name}: {} is a step", set.step);
                let next = built.next().expect("as many built in as in the files");
                assert_eq!((next.step, levels_of(next.step)), (set.step, set.levels.clone()));
            }
        }
        assert!(built.next().is_none());
    }

    #[test]
    fn a_level_is_its_step_with_another_board_and_its_own_move() {
        let first = step("sow-first").expect("a step");
        // South: A3 = 2, B3 = 1; North: a1 = 1, b7 = 2 (each row from its owner's left).
        let level = PracticeLevel { board: "0020000000100000/1000000000000020", goal: Goal::PredictEnd { mv: "A3<" }, difficulty: 10206 };
        let played = level_step(first, &level).expect("the board reads");
        let start = played.start();
        assert_eq!(start.to_setup(), level_position(first, level.board).expect("reads").to_setup(), "the JSON written reads back");
        assert_eq!((start.seeds(Hole::parse("A3").unwrap()), start.seeds(Hole::parse("B3").unwrap())), (2, 1));
        assert_eq!((start.seeds(Hole::parse("a1").unwrap()), start.seeds(Hole::parse("b7").unwrap())), (1, 2));
        // A3< lifts 2 and sows A2, A1; A1 was empty: the move stops in A1 after one lap.
        assert!(check(&played, &Answer::Hole(Hole::parse("A1").unwrap())).is_right());
        assert!(check(&played, &Answer::Hole(Hole::parse("A5").unwrap())).is_wrong());
        // One lap, two seeds sown, six seeds on the board.
        assert_eq!(difficulty(&played), 10_000 + 2 * 100 + 6);
        assert!(played.task.en.contains("A3<") && played.task.sw.contains("A3<"), "the task names the level's move: {:?}", played.task);
        assert_eq!(level_key("sow-first", 2), "sow-first/2");
    }

    #[test]
    fn a_mirror_image_and_one_seed_are_no_distance_to_speak_of() {
        let base: Vec<i64> = (0..32).map(|i| i % 3).collect();
        let mirror = mirrored(&base);
        assert_ne!(mirror, base);
        assert_eq!(distance(&mirror, &base), 0, "a mirror image is the same exercise");
        let mut one = base.clone();
        one[5] += 1;
        assert_eq!(distance(&one, &base), 1);
        let mut moved = base.clone();
        moved[0] += 1;
        moved[31] += 1;
        moved[9] += 1;
        assert_eq!(distance(&moved, &base), 3);
        assert!(distance(&moved, &base) >= MIN_DISTANCE);
    }

    #[test]
    fn the_levels_are_picked_rising_and_apart() {
        let base = vec![0i64; 32];
        let board = |n: usize, seeds: i64| -> &'static str {
            let mut counts = vec![0i64; 32];
            counts[n] = seeds;
            kept(board_of(&counts).expect("small counts"))
        };
        let level = |board, difficulty| PracticeLevel { board, goal: Goal::PredictEnd { mv: "A1>" }, difficulty };
        // Nine values, so the spread aims at the 1st, 3rd, 5th, 7th and 9th; a candidate too close
        // sends the pick on to the next value. Value 3 is one seed from the step; value 5 (hole 7)
        // is the mirror image of value 1 (hole 0).
        let holes = [(0, 3), (1, 3), (2, 1), (3, 3), (7, 3), (9, 3), (10, 3), (11, 3), (16, 3)];
        let found = holes.iter().zip(1..).map(|(&(n, seeds), value)| level(board(n, seeds), value)).collect();
        let picked: Vec<u32> = pick(&base, found).iter().map(|l| l.difficulty).collect();
        assert_eq!(picked, [1, 4, 6, 7, 9]);
    }

    #[test]
    fn every_level_task_names_its_own_move_in_both_languages() {
        for (_, s) in all_steps() {
            for level in levels_of(s.id) {
                let text = task(&level.goal, s.start().variant());
                assert!(text.en != text.sw && !text.sw.is_empty(), "{}", s.id);
                if let Some(named) = level.goal.predicted() {
                    assert!(text.en.contains(named) && text.sw.contains(named), "{}: {text:?}", s.id);
                }
                if let Goal::EndIn { hole, .. } = level.goal {
                    assert!(text.en.contains(hole) && text.sw.contains(hole), "{}: {text:?}", s.id);
                }
                if let Goal::PlayMove { wanted } | Goal::NameHole { hole: wanted } = level.goal {
                    // Reading the notation is the task: it names the move or hole.
                    assert!(text.en.contains(wanted) && text.sw.contains(wanted), "{}: {text:?}", s.id);
                } else if let Some(wanted) = level.goal.wanted() {
                    assert!(!text.en.contains(wanted), "{}: the task does not give the answer away", s.id);
                }
            }
        }
    }
}
