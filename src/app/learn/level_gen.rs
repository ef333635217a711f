//! Making and checking the practice levels (native only: `bao learn levels`, `bao learn
//! check` and the tests). A level is made by changing a few seeds of the step's board at
//! random (a seeded generator: the same seed makes the same levels), giving it a goal of the
//! step's kind whose answer is this board's, and keeping it only when it is a good exercise by
//! the steps' own audit ([`step_problems`]: one legal move meets a choice goal, a prediction's
//! move is legal, a play-out is proven), its answer shows the step's idea ([`Idea`]), and it is
//! more than one seed or a mirror image away from the step. A step these changed boards leave
//! short of levels also tries the boards of games played from the start of its game
//! ([`game_boards`]), kept by the same rules. Of those kept, [`LEVELS_PER_STEP`] of rising
//! [`difficulty`] are picked, spread over the range found, each far from the others.

use std::collections::HashSet;
use std::fmt;

use super::audit::{step_problems, wins_at_once, Problem};
use super::check::{check, Answer};
use super::game_boards::game_boards;
use super::levels::{answer_move, board_counts, compact_board, difficulty, distance, kept, level_position, level_step, measure, sown};
use super::schema::{Claim, Goal, MoveCosts, PracticeLevel, Step};
use super::trace::{trace, LapEnd};
use crate::ai::Limits;
use crate::engine::random::Rng;
use crate::engine::{Dir, Hole, Move, Position, Row, Side, SowMove, Variant};

/// The levels every step has.
pub const LEVELS_PER_STEP: usize = 5;
/// Steps whose levels the generator does not reach five answers of their own for, though the
/// rules allow more, with the levels each has: [`levels_wanted`] asks that many, and a test
/// holds each to exactly that, so the list shrinks as the generator learns to make them. Empty
/// now: the last two, `strat-namua-guard` and `strat-nyumba-guard`, reached five once a
/// strategy choice's idea stopped asking for another move from the answer's hole (which left
/// them the four central captures only, one the step's).
pub const SHORT_STEPS: &[(&str, usize)] = &[];
/// The board stage's two steps that show how the game is won (by Bao hamna; when North cannot
/// move): their task names the move and the explanation tells what it captures, for a learner
/// who has not met sowing or captures yet. They have no levels: a level would ask for the
/// winning move without naming it, which needs the captures taught three stages later (the
/// winning stage's `bao-hamna` and `no-move` have the levels).
pub const SHOWN_WINS: [&str; 2] = ["board-win-hamna", "board-win-no-move"];
/// Rounds of changed boards a step gets beyond the first while it has fewer levels than it
/// wants ([`make_levels`]).
pub const EXTRA_ROUNDS: usize = 3;
/// The changed boards ([`make_levels`]'s tries) one played game stands for, where a step short
/// of levels plays games for more boards ([`game_boards`]): one game for each try (a game
/// gives some dozens of boards in the step's stage, most of them refused cheaply).
pub const TRIES_PER_GAME: usize = 1;
/// The games an only-win step short of levels plays after the shipped puzzles' boards
/// (`only_win_levels`).
pub const ONLY_WIN_GAMES: usize = 3000;
/// The nodes of the deeper search a stop-or-safari level's answer must also win
/// (`deeper_search_agrees`).
pub const DEEP_NODES: u64 = 1_000_000;
/// By how much the deeper search must prefer a stop-or-safari level's answer over its twin, in
/// its score units (hundredths of a seed): two seeds.
pub const DEEP_MARGIN: i32 = 200;
/// Two exercises of a step differ by at least this many seeds, also when one is mirrored: more
/// than one seed moved.
pub const MIN_DISTANCE: u64 = 3;

/// What a step's answer is about, read from the engine: a level shows the same idea with
/// another answer. Only where the idea is the hole itself (`pinned_start`) does a level keep
/// the step's start hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Idea {
    ending: LapEnd,
    captures: bool,
    chain: bool,
    /// Bao la Kujifunza only, where one lap or a relay is the lesson; elsewhere the relays are
    /// free and make a level harder.
    relays: Option<bool>,
    row: Row,
    /// Another legal move starts from the same hole (the other direction, kichwa or safari);
    /// always false for a prediction, which names its move, and for a strategy choice
    /// ([`searched_choice`]), whose difficulty the search measures, not its answer's shape (a
    /// guard's answer may be a kimbi capture, whose direction is not chosen).
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
    // A choice is harder with another move from the same hole; a prediction names its move.
    let predicts = step.goal.predicted().is_some();
    let alternative = !predicts && !searched_choice(step.goal) && start.legal_moves().iter().any(|other| *other != mv && other.start_hole() == Some(hole));
    let captured = t.captured_holes();
    Some(Idea {
        ending: t.ending,
        captures: !captured.is_empty(),
        chain: captured.len() > 1,
        relays: (start.variant() == Variant::Kujifunza).then_some(t.laps > 1),
        row: hole.row(),
        alternative,
        start: pinned_start(step, &start, hole, captured.first().copied()).then_some(hole),
    })
}

/// Whether the move's start hole is its idea, so that a level must start there too: a takata
/// from the nyumba or kuu (A5) outside Bao la Kujifunza (the tax, the lone kuu lifted whole,
/// the kuu that must start, the nyumba lifted in mtaji), Bawo's capture of North's kuu from the
/// empty hole facing it, and the one legal hole of "find the legal move" when it is a lone
/// kichwa (the only occupied front hole, sown towards the centre).
fn pinned_start(step: &Step, start: &Position, hole: Hole, first_capture: Option<Hole>) -> bool {
    let variant = start.variant();
    let nyumba = variant != Variant::Kujifunza && hole.is_nyumba() && first_capture.is_none();
    let kuu_clause = variant == Variant::Bawo && first_capture.is_some_and(|taken| taken.side == Side::North && taken.is_nyumba()) && start.seeds(hole) == 0;
    let front = |k: u8| start.seeds(Hole::new(Side::South, k)) > 0;
    let lone_kichwa = matches!(step.goal, Goal::FindLegal { .. })
        && hole.is_kichwa()
        && hole.side == Side::South
        && (0..8).filter(|&k| front(k)).count() == 1
        && front(hole.k);
    nyumba || kuu_clause || lone_kichwa
}

/// A level's (or step's) answer, to tell two exercises apart: the hole a "tap the hole" or
/// "find the legal move" goal names, or the move a prediction asks about or a choice wants, by
/// its start hole, direction (or kichwa) and safari. A mirror image (each row reversed, the
/// direction turned) is the same answer ([`LevelAnswer::same_as`]), as it is the same board
/// in [`distance`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelAnswer {
    /// A hole the learner taps, or whose legal move he plays.
    Hole(Hole),
    /// A sowing, as written.
    Sowing(SowMove),
}

impl LevelAnswer {
    /// The answer seen in a mirror: hole `n` of a row becomes hole `9 − n`, `<` becomes `>`.
    pub fn mirrored(self) -> LevelAnswer {
        let mirror = |hole: Hole| Hole::from_row(hole.side, hole.row(), 9 - hole.number());
        match self {
            LevelAnswer::Hole(hole) => LevelAnswer::Hole(mirror(hole)),
            LevelAnswer::Sowing(sow) => {
                let dir = sow.dir.map(|dir| if dir == Dir::Left { Dir::Right } else { Dir::Left });
                LevelAnswer::Sowing(SowMove { hole: mirror(sow.hole), dir, safari: sow.safari })
            }
        }
    }

    /// Whether the two answers are the same, or mirror images of each other.
    pub fn same_as(self, other: LevelAnswer) -> bool {
        self == other || self.mirrored() == other
    }
}

impl fmt::Display for LevelAnswer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelAnswer::Hole(hole) => write!(f, "{hole}"),
            LevelAnswer::Sowing(sow) => write!(f, "{sow}"),
        }
    }
}

/// The answer of a step or of a level played as one (`None` for play-outs and gambits, whose
/// answers are many).
pub fn level_answer(step: &Step) -> Option<LevelAnswer> {
    if let Goal::FindLegal { .. } | Goal::NameHole { .. } = step.goal {
        return step.goal_hole().map(LevelAnswer::Hole);
    }
    match step.parse(step.goal.predicted().or(step.goal.wanted())?)? {
        Move::Sow(sow) => Some(LevelAnswer::Sowing(sow)),
        Move::Gambit(_) => None,
    }
}

/// The legal moves that win the game at once where that is not the goal (every goal but Bao
/// hamna and "win now"; a gambit's placements are not tried), in notation.
pub fn winning_at_once(step: &Step) -> Vec<String> {
    if let Goal::BaoHamna { .. } | Goal::WinNow { .. } | Goal::GambitSafe { .. } = step.goal {
        return Vec::new();
    }
    step.start().legal_moves().iter().filter(|mv| wins_at_once(step, mv)).map(ToString::to_string).collect()
}

/// How many levels the step must have: [`LEVELS_PER_STEP`], or fewer where its idea allows
/// fewer answers of their own (or it is one of the [`SHORT_STEPS`]). A step whose start hole is its idea (`pinned_start`) has as
/// many as there are other moves from that hole at its start, mirror images counted once
/// (none for a hole answer); "find the legal move", one for each other hole of the step's row
/// (the idea's), mirror images counted once: three; a kichwa choice, one for each of the four
/// central captures and their kichwa (`A3<` … `A6>`, mirror images counted once) but the
/// step's: three.
pub fn levels_wanted(step: &Step) -> usize {
    let short = SHORT_STEPS.iter().find(|(id, _)| *id == step.id).map_or(LEVELS_PER_STEP, |(_, count)| *count);
    allowed_levels(step).min(short)
}

/// How many levels the step's idea allows ([`levels_wanted`] before [`SHORT_STEPS`]).
fn allowed_levels(step: &Step) -> usize {
    if SHOWN_WINS.contains(&step.id) {
        return 0;
    }
    // Opening knowledge is a deep search of one board (a game's start has no other board of
    // the idea; the next moves are the opening step's, strat-opening): a level would be
    // another opening, and its costs another pair of deep searches.
    if matches!(step.goal, Goal::SearchedFirst { .. }) {
        return 0;
    }
    let Some(own) = level_answer(step) else { return LEVELS_PER_STEP };
    let pinned = idea(step).and_then(|idea| idea.start);
    let candidates: Vec<LevelAnswer> = match (pinned, own) {
        (Some(_), LevelAnswer::Hole(_)) => return 0,
        // "Find the legal move": the legal hole is in the step's row (its idea).
        (None, LevelAnswer::Hole(hole)) if idea(step).is_some() => {
            (1..=8).map(|number| LevelAnswer::Hole(Hole::from_row(Side::South, hole.row(), number))).collect()
        }
        (Some(hole), _) => step
            .start()
            .legal_moves()
            .into_iter()
            .filter_map(|mv| match mv {
                Move::Sow(sow) if sow.hole == hole => Some(LevelAnswer::Sowing(sow)),
                _ => None,
            })
            .collect(),
        (None, _) if matches!(step.goal, Goal::Kichwa { .. }) => (3..=6)
            .flat_map(|number| {
                let hole = Hole::from_row(Side::South, Row::Front, number);
                [Dir::Left, Dir::Right].map(|dir| LevelAnswer::Sowing(SowMove { hole, dir: Some(dir), safari: false }))
            })
            .collect(),
        _ => return LEVELS_PER_STEP,
    };
    let mut distinct: Vec<LevelAnswer> = Vec::new();
    for answer in candidates {
        if !answer.same_as(own) && !distinct.iter().any(|other| other.same_as(answer)) {
            distinct.push(answer);
        }
    }
    distinct.len().min(LEVELS_PER_STEP)
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
        Goal::NoTakasiaLeft { .. } => Goal::NoTakasiaLeft { wanted },
        Goal::ReadReply { .. } => Goal::ReadReply { wanted },
        Goal::ReadAhead { .. } => Goal::ReadAhead { wanted },
        Goal::BaoHamnaInTwo { .. } => Goal::BaoHamnaInTwo { wanted },
        Goal::Takasia { .. } => Goal::Takasia { wanted },
        Goal::OnlyWin { nodes, .. } => Goal::OnlyWin { wanted, nodes },
        Goal::StopOrSafari { nodes, .. } => Goal::StopOrSafari { wanted, nodes },
        // Never asked for (no levels: `allowed_levels`): the costs would be other searches'.
        Goal::SearchedFirst { depth, .. } => Goal::SearchedFirst { wanted, depth, costs: MoveCosts(&[]) },
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
            let own = level_answer(step);
            let fits = |mv: &Move| {
                if let (Move::Sow(sow), Some(own)) = (mv, own) {
                    if LevelAnswer::Sowing(*sow).same_as(own) {
                        return None;
                    }
                }
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
            let own = level_answer(step);
            let new = |mv: &Move| !matches!((mv, own), (Move::Sow(sow), Some(own)) if LevelAnswer::Sowing(*sow).same_as(own));
            let unique: Vec<&(Move, Hole)> = ends.iter().filter(|(mv, end)| new(mv) && ends.iter().filter(|(_, e)| e == end).count() == 1).collect();
            let (mv, end) = unique.get(rng.below(unique.len().max(1) as u64) as usize)?;
            Some(Goal::EndIn { hole: kept(end.name()), wanted: kept(mv.to_string()) })
        }
        Goal::NameHole { .. } => {
            let own = level_answer(step);
            let holes: Vec<Hole> = Hole::all().filter(|hole| !own.is_some_and(|own| LevelAnswer::Hole(*hole).same_as(own))).collect();
            Some(Goal::NameHole { hole: kept(holes.get(rng.below(holes.len() as u64) as usize)?.name()) })
        }
        Goal::FindLegal { .. } => {
            // The level's own hole: the one every legal move starts from.
            let holes: HashSet<Hole> = moves.iter().filter_map(Move::start_hole).collect();
            let [hole] = holes.into_iter().collect::<Vec<_>>()[..] else { return None };
            Some(Goal::FindLegal { hole: kept(hole.name()) })
        }
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
            if !deeper_search_agrees(&start, &better) {
                return None;
            }
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

/// Whether a deeper search than a stop-or-safari goal's own (a multi-line search of
/// [`DEEP_NODES`], as `bao analyse --nodes 1000000 --lines 8`) prefers its answer `better`
/// over the twin (the same move with the other choice, stop for safari or safari for stop) by
/// at least [`DEEP_MARGIN`]: a choice a deeper look turns round, or finds near even, teaches
/// nothing sure.
fn deeper_search_agrees(start: &Position, better: &Move) -> bool {
    let Move::Sow(sow) = better else { return false };
    let twin = Move::Sow(SowMove { safari: !sow.safari, ..*sow });
    let limits = Limits { nodes: Some(DEEP_NODES), lines: 8, search_forced: true, ..Limits::default() };
    let lines = crate::ai::review::analyse(start, &[], limits).lines;
    let score = |mv: &Move| lines.iter().find(|line| line.mv == *mv).map(|line| line.score);
    // South is to move: his scores are South-side, the higher the better.
    matches!((score(better), score(&twin)), (Some(mine), Some(other)) if mine - other >= DEEP_MARGIN)
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

/// Moves the whole board `by` holes along the rows (each row turned round, the holes that fall off
/// one end coming in at the other), North's rows the other way, so that the holes facing each
/// other still face each other: the same shapes of seeds, started from other holes.
fn shifted(counts: &[i64], by: usize) -> Vec<i64> {
    counts
        .chunks(8)
        .enumerate()
        .flat_map(|(row, holes)| {
            let by = if row < 2 { by % 8 } else { (8 - by % 8) % 8 };
            (0..8).map(move |i| holes[(i + 8 - by) % 8])
        })
        .collect()
}

/// The compact board of these counts (`None` when a hole holds more than 35).
fn board_of(counts: &[i64]) -> Option<String> {
    let chars: Option<String> = counts.iter().map(|&n| u32::try_from(n).ok().and_then(|n| char::from_digit(n, 36))).collect();
    let chars = chars?;
    Some(format!("{}/{}", &chars[..16], &chars[16..]))
}

/// A good level of the step on this board, with its answer, or `None`: no legal move wins at
/// once unless that is the goal, the answer is not the step's, and the steps' audit and the
/// idea hold.
fn candidate(step: &Step, board: &'static str, rng: &mut Rng) -> Option<(PracticeLevel, Option<LevelAnswer>)> {
    let goal = goal_for(step, board, rng)?;
    let level = PracticeLevel { board, goal, difficulty: 0 };
    let played = level_step(step, &level)?;
    let answer = level_answer(&played);
    let stale = answer.zip(level_answer(step)).is_some_and(|(answer, own)| answer.same_as(own));
    let barred = stale || idea(&played) != idea(step) || super::greed::level_barred_for_greed(&played) || coin_toss(&played).is_some();
    if barred || !winning_at_once(&played).is_empty() || !step_problems(&played).is_empty() {
        return None;
    }
    Some((PracticeLevel { difficulty: level_difficulty(&played), ..level }, answer))
}

/// The step's own board, compact.
pub fn step_board(step: &Step) -> Vec<i64> {
    let setup = step.start().to_setup();
    compact_board(&setup).and_then(|board| board_counts(&board)).expect("a step's holes hold at most 35 seeds")
}

/// Makes the step's levels: `tries` changed boards (a twentieth for play-outs, whose proof
/// is slow; half of them first moved along the rows, `shifted`), and up to
/// [`EXTRA_ROUNDS`] rounds more while fewer levels than [`levels_wanted`] are found; then,
/// while still fewer than its idea allows, the boards of games played from the start of its
/// game ([`game_boards`], `games_for`); the good ones kept, and [`LEVELS_PER_STEP`] of them
/// picked ([`pick`]). Fewer when fewer are found.
pub fn make_levels(step: &Step, seed: u64, tries: usize) -> Vec<PracticeLevel> {
    if let Goal::OnlyWin { .. } = step.goal {
        // The boards the stage's only-win steps before this one take, each step's levels
        // made once, in their order (`only_win_before`).
        let mut taken = HashSet::new();
        for before in only_win_before(step) {
            taken.extend(only_win_levels(before, seed, &taken).into_iter().map(|level| level.board.to_string()));
        }
        return only_win_levels(step, seed, &taken);
    }
    if step.claim == Some(Claim::Opening) {
        return pick(&step_board(step), opening_candidates(step, seed));
    }
    let mut rng = step_rng(step, seed);
    let base = step_board(step);
    let tries = if step.goal.is_play_out() { tries / 20 } else { tries };
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    // More rounds of `tries` boards while fewer levels than the step wants are found (a step
    // of the search-heavy stop-or-safari goal gets one round).
    let rounds = if let Goal::StopOrSafari { .. } = step.goal { 1 } else { EXTRA_ROUNDS + 1 };
    // What the idea allows, not the shorter count of SHORT_STEPS: a short step is tried as hard.
    let wanted = allowed_levels(step);
    for round in 0..rounds * tries {
        if round > 0 && round % tries == 0 && pick(&base, found.clone()).len() >= wanted {
            break;
        }
        // Half the boards moved along the rows first, so that the level's answer starts from
        // another hole with the step's shape of seeds around it.
        let mut counts = if rng.below(2) == 0 { shifted(&base, 1 + rng.below(7) as usize) } else { base.clone() };
        for _ in 0..2 + rng.below(14) {
            mutate(&mut counts, &mut rng);
        }
        let Some(board) = board_of(&counts) else { continue };
        if fresh(step, &base, &mut seen, &board) {
            found.extend(candidate(step, kept(board), &mut rng));
        }
    }
    if pick(&base, found.clone()).len() < wanted {
        // The second source, for a step its changed boards leave short: played games.
        let boards = game_boards(step, games_for(step, tries), &mut rng);
        found.extend(game_candidates(step, &base, boards, &mut seen, &mut rng));
    }
    if std::env::var_os("BAO_LEVELS_DEBUG").is_some() {
        let mut values: Vec<u32> = found.iter().map(|(level, _)| level.difficulty).collect();
        values.sort();
        values.dedup();
        let mut answers: Vec<String> = found.iter().filter_map(|(_, answer)| answer.map(|a| a.to_string())).collect();
        answers.sort();
        answers.dedup();
        eprintln!("{}: {} good boards, difficulties {values:?}, answers {answers:?}", step.id, found.len());
    }
    pick(&base, found)
}

/// An opening step's good levels: instead of changed boards, which no game would reach, every
/// board its game reaches from the start in the plies the step's board has played
/// ([`super::opening::reached`]), each kept by the rules a changed board must meet ([`fresh`],
/// then [`candidate`]). All of them, not the easiest of each answer as of a played game's
/// boards: a few thousand boards, all of the opening's size.
fn opening_candidates(step: &Step, seed: u64) -> Vec<(PracticeLevel, Option<LevelAnswer>)> {
    let start = step.start();
    let first = Position::start(start.variant(), start.bawo_setup());
    let base = step_board(step);
    let (mut seen, mut rng) = (HashSet::new(), step_rng(step, seed));
    let mut found = Vec::new();
    for pos in super::opening::reached(&first, start.ply()) {
        let Some(board) = compact_board(&pos.to_setup()) else { continue };
        if fresh(step, &base, &mut seen, &board) {
            found.extend(candidate(step, kept(board), &mut rng));
        }
    }
    found
}

/// The games a step short of levels plays for boards after its `tries` changed ones: one for
/// every [`TRIES_PER_GAME`] tries, a hundredth of that for a stop-or-safari step, whose every
/// board with one safari choice is searched three times.
fn games_for(step: &Step, tries: usize) -> usize {
    let games = tries / TRIES_PER_GAME;
    if let Goal::StopOrSafari { .. } = step.goal {
        games / 100
    } else {
        games
    }
}

/// Whether a board may be tried as a level of the step: at least [`MIN_DISTANCE`] from the
/// step's board (`base`), not tried before (`seen`, which it joins), and a valid position of
/// the step.
fn fresh(step: &Step, base: &[i64], seen: &mut HashSet<String>, board: &str) -> bool {
    let far = board_counts(board).is_some_and(|counts| distance(&counts, base) >= MIN_DISTANCE);
    far && seen.insert(board.to_string()) && level_position(step, board).is_some()
}

/// The good levels among the boards of played games ([`game_boards`]), each kept by the rules
/// a changed board must meet: [`fresh`], then [`candidate`] (the audit, the idea, an answer not
/// the step's, no move winning at once, the strategy track's greed bar); of those, the easiest
/// of each answer ([`easiest_of_each_answer`]).
fn game_candidates(step: &Step, base: &[i64], boards: Vec<String>, seen: &mut HashSet<String>, rng: &mut Rng) -> Vec<(PracticeLevel, Option<LevelAnswer>)> {
    let mut found = Vec::new();
    for board in boards {
        if fresh(step, base, seen, &board) {
            found.extend(candidate(step, kept(board), rng));
        }
    }
    easiest_of_each_answer(found)
}

/// Of the levels found, the easiest of each answer (mirror images the same answer), easiest
/// first; every level without an answer. A played game's board is full of seeds, and its
/// hardest exercises (a prediction of many laps over a full board) would crowd out the step's
/// plainer ones in [`pick`]'s spread; a level's own answer is what the second source adds.
fn easiest_of_each_answer(mut found: Vec<(PracticeLevel, Option<LevelAnswer>)>) -> Vec<(PracticeLevel, Option<LevelAnswer>)> {
    found.sort_by_key(|(level, _)| level.difficulty);
    let mut answers: Vec<LevelAnswer> = Vec::new();
    found.retain(|(_, answer)| match answer {
        Some(answer) if answers.iter().any(|other| other.same_as(*answer)) => false,
        Some(answer) => {
            answers.push(*answer);
            true
        }
        None => true,
    });
    found
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

/// How hard a level (or a step) is: [`difficulty`], except that a level whose goal is a
/// strategy choice ([`searched_choice`]) or the only win is measured by search first.
///
/// * A strategy choice: the moves that look as good as its answer to the top level's shallow
///   search ([`crate::puzzles::rivals_at_a_glance`], as the puzzles count rivals), then as any
///   choice ([`difficulty`]: the legal moves, the seeds the answer sows, the seeds on the
///   board). (Not the depth at which the search finds
///   the answer, as for a puzzle: these goals are not what the search aims at — its deep
///   search plays another move than the answer on 43 of their 88 levels — so that depth says
///   nothing of them.)
/// * The only win: the plies of the win its answer starts (from the answer to the end, by the
///   goal's own proof search: the longer, the more there is to see), then the legal moves,
///   then the seeds the answer sows.
pub fn level_difficulty(step: &Step) -> u32 {
    if searched_choice(step.goal) {
        let Some(answer) = answer_move(step) else { return difficulty(step) };
        let rivals = crate::puzzles::rivals_at_a_glance(&step.start(), &answer).min(99) as u32;
        return RIVALS_FIRST * rivals + difficulty(step);
    }
    let Goal::OnlyWin { nodes, .. } = step.goal else { return difficulty(step) };
    let start = step.start();
    let Some(answer) = answer_move(step) else { return difficulty(step) };
    let mut game = crate::engine::Game::new(start.clone());
    if game.play(&answer).is_err() {
        return difficulty(step);
    }
    let history = super::check::history(&game);
    let plies = super::solve::plies_to_win(game.position(), &history, nodes).unwrap_or(0);
    measure(plies as usize, start.legal_moves().len(), sown(&start, &answer))
}

/// The legal moves a strategy choice's level has at least: with two, a learner who guesses is
/// right half the time.
pub const MIN_STRATEGY_MOVES: usize = 3;

/// A strategy choice's level ([`searched_choice`]) with too few legal moves to be more than a
/// guess: the number it has (`None`: enough, or not a strategy choice). Stop or safari is a
/// choice of two by its nature (the nyumba's two ways on), and not counted.
pub fn coin_toss(level: &Step) -> Option<usize> {
    let counted = searched_choice(level.goal) && !matches!(level.goal, Goal::StopOrSafari { .. });
    let moves = level.start().legal_moves().len();
    (counted && moves < MIN_STRATEGY_MOVES).then_some(moves)
}

/// A strategy choice's difficulty counts its rivals in this unit, above every [`difficulty`]
/// (whose measures stay below it).
const RIVALS_FIRST: u32 = 1_000_000;

/// The choice goals that are strategy ideas (playing well, not a rule): their levels rise by
/// what looks as good to the top level's shallow search ([`level_difficulty`]).
pub fn searched_choice(goal: Goal) -> bool {
    matches!(
        goal,
        Goal::NoCaptureLeft { .. }
            | Goal::GuardNyumba { .. }
            | Goal::NoTakasiaLeft { .. }
            | Goal::ReadReply { .. }
            | Goal::ReadAhead { .. }
            | Goal::BaoHamnaInTwo { .. }
            | Goal::StopOrSafari { .. }
    )
}

/// The step's random generator for `seed`: the same step and seed make the same levels.
fn step_rng(step: &Step, seed: u64) -> Rng {
    Rng::new(step.id.bytes().fold(seed, |h, b| h.wrapping_mul(0x100_0000_01b3).wrapping_add(b as u64)))
}

/// An only-win step's levels: the shipped puzzles' boards, none of them another only-win
/// step's own board or `taken` (a level of a step that picks before this one).
fn only_win_levels(step: &Step, seed: u64, taken: &HashSet<String>) -> Vec<PracticeLevel> {
    let mut rng = step_rng(step, seed);
    let base = step_board(step);
    let others: Vec<Vec<i64>> = stage_steps(step).iter().filter(|s| s.id != step.id && matches!(s.goal, Goal::OnlyWin { .. })).map(step_board).collect();
    // Free: not taken by a step before, and far from the stage's other only-win steps.
    let free = |board: &String| {
        let counts = board_counts(board);
        !taken.contains(board) && counts.is_some_and(|counts| others.iter().all(|other| distance(&counts, other) >= MIN_DISTANCE))
    };
    let mut seen = HashSet::new();
    let boards = puzzle_boards(step).into_iter().filter(free).collect();
    let mut found = game_candidates(step, &base, boards, &mut seen, &mut rng);
    if pick(&base, found.clone()).len() < allowed_levels(step) {
        // Too few among the puzzles: the boards of played games too.
        let boards = game_boards(step, ONLY_WIN_GAMES, &mut rng).into_iter().filter(free).collect();
        found.extend(game_candidates(step, &base, boards, &mut seen, &mut rng));
    }
    pick(&base, found)
}

/// The steps of the stage the step belongs to (none for a step outside the path).
fn stage_steps(step: &Step) -> &'static [Step] {
    super::curriculum::stage_of(step.id).map_or(&[], |stage| stage.steps)
}

/// The only-win steps of the step's stage that take their levels from the shipped puzzles'
/// boards before it, so that no two steps practise one board: the steps whose claim is an
/// idea first (a board that shows the idea goes to its step), then the others, each group in
/// the stage's order.
fn only_win_before(step: &Step) -> Vec<&'static Step> {
    let rank = |s: &Step| !s.claim.is_some_and(|claim| claim.is_idea());
    let mut order: Vec<&'static Step> = stage_steps(step).iter().filter(|s| matches!(s.goal, Goal::OnlyWin { .. })).collect();
    order.sort_by_key(|s| rank(s));
    order.into_iter().take_while(|s| s.id != step.id).collect()
}

/// A picked level: the level, its board's counts and its answer.
type Picked = (PracticeLevel, Vec<i64>, Option<LevelAnswer>);

/// Whether a level with these counts and answer may join the picked ones: at least
/// [`MIN_DISTANCE`] from the step (`base`) and from each of them, and an answer none of them
/// has (a mirror image counting as the same).
fn joins(base: &[i64], picked: &[Picked], counts: &[i64], answer: Option<LevelAnswer>) -> bool {
    let far = distance(counts, base) >= MIN_DISTANCE && picked.iter().all(|(_, other, _)| distance(counts, other) >= MIN_DISTANCE);
    let new = answer.is_none_or(|answer| picked.iter().all(|(_, _, other)| !other.is_some_and(|other| other.same_as(answer))));
    far && new
}

/// Picks [`LEVELS_PER_STEP`] levels of strictly rising difficulty, spread over the range found
/// (the easiest, the hardest and evenly between), each at least [`MIN_DISTANCE`] from the step
/// (`base`) and from the others, and each with an answer no other picked level has (a mirror
/// image counting as the same). When the spread finds fewer, the easiest set of that many
/// found by a search over the candidates (a bounded depth-first search) is taken instead.
pub fn pick(base: &[i64], mut found: Vec<(PracticeLevel, Option<LevelAnswer>)>) -> Vec<PracticeLevel> {
    found.sort_by_key(|(level, _)| level.difficulty);
    let mut values: Vec<u32> = found.iter().map(|(level, _)| level.difficulty).collect();
    values.dedup();
    let mut picked: Vec<Picked> = Vec::new();
    let mut next_value = 0;
    for i in 0..LEVELS_PER_STEP {
        let aim = if values.len() <= 1 { 0 } else { i * (values.len() - 1) / (LEVELS_PER_STEP - 1) };
        let from = aim.max(next_value);
        let chosen = values.iter().enumerate().skip(from).find_map(|(index, &value)| {
            let (level, answer) = found
                .iter()
                .filter(|(level, _)| level.difficulty == value)
                .find(|(level, answer)| joins(base, &picked, &board_counts(level.board).expect("made here"), *answer))?;
            Some((index, *level, *answer))
        });
        let Some((index, level, answer)) = chosen else { break };
        next_value = index + 1;
        picked.push((level, board_counts(level.board).expect("made here"), answer));
    }
    if picked.len() < LEVELS_PER_STEP {
        // A few candidates of each difficulty and answer are enough to search over.
        let mut kinds: Vec<(u32, Option<LevelAnswer>, usize)> = Vec::new();
        found.retain(|(level, answer)| match kinds.iter_mut().find(|(d, a, _)| *d == level.difficulty && *a == *answer) {
            Some((_, _, n)) if *n >= 3 => false,
            Some((_, _, n)) => {
                *n += 1;
                true
            }
            None => {
                kinds.push((level.difficulty, *answer, 1));
                true
            }
        });
        let mut best = picked;
        deepest(base, &found, 0, &mut Vec::new(), &mut best, &mut 200_000);
        picked = best;
    }
    picked.into_iter().map(|(level, _, _)| level).collect()
}

/// The depth-first search of [`pick`]: extends `chosen` with candidates from `from` on, each
/// harder than the last and joining ([`joins`]), keeping the longest set in `best`; stops at
/// [`LEVELS_PER_STEP`] levels (true) or when `budget` candidates were tried.
fn deepest(
    base: &[i64],
    found: &[(PracticeLevel, Option<LevelAnswer>)],
    from: usize,
    chosen: &mut Vec<Picked>,
    best: &mut Vec<Picked>,
    budget: &mut usize,
) -> bool {
    if chosen.len() > best.len() {
        best.clone_from(chosen);
    }
    if chosen.len() == LEVELS_PER_STEP {
        return true;
    }
    for (index, (level, answer)) in found.iter().enumerate().skip(from) {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if chosen.last().is_some_and(|(last, _, _)| level.difficulty <= last.difficulty) {
            continue;
        }
        let counts = board_counts(level.board).expect("made here");
        if !joins(base, chosen, &counts, *answer) {
            continue;
        }
        chosen.push((*level, counts, *answer));
        if deepest(base, found, index + 1, chosen, best, budget) {
            return true;
        }
        chosen.pop();
    }
    false
}

/// One thing wrong with a step's levels, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LevelProblem {
    /// No step of the path has the id the levels are filed under.
    UnknownStep,
    /// The step has fewer levels than it must ([`levels_wanted`]: `wanted`).
    TooFew { count: usize, wanted: usize },
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
    /// The level's answer (`answer`) is that of another level or its mirror image (`None`: the
    /// step's).
    SameAnswer { level: usize, answer: String, other: Option<usize> },
    /// A legal move (`mv`) wins the game at once, and winning at once is not the goal.
    WinsAtOnce { level: usize, mv: String },
    /// A strategy step's level that greed solves: its answer is among the moves capturing the
    /// most ([`super::greed::level_barred_for_greed`]).
    GreedSolves { level: usize },
    /// A strategy choice's level with fewer than [`MIN_STRATEGY_MOVES`] legal moves
    /// ([`coin_toss`]): a guess is right half the time.
    CoinToss { level: usize, moves: usize },
}

impl fmt::Display for LevelProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelProblem::UnknownStep => f.write_str("no step has this id"),
            LevelProblem::TooFew { count, wanted } => write!(f, "{count} levels, fewer than {wanted}"),
            LevelProblem::Board { level } => write!(f, "level {level}: the board is not a valid study position"),
            LevelProblem::OtherKind { level } => write!(f, "level {level}: the goal is of another kind than the step's"),
            LevelProblem::Audit { level, problem } => write!(f, "level {level}: {problem}"),
            LevelProblem::OtherIdea { level } => write!(f, "level {level}: the answer is not about the step's idea"),
            LevelProblem::Difficulty { level, written, measured } => write!(f, "level {level}: difficulty {written} written, {measured} measured"),
            LevelProblem::NotRising { level } => write!(f, "level {level} is not harder than the level before"),
            LevelProblem::TooClose { level, other: None } => write!(f, "level {level} is within one seed or a mirror image of the step"),
            LevelProblem::TooClose { level, other: Some(other) } => write!(f, "level {level} is within one seed or a mirror image of level {other}"),
            LevelProblem::SameAnswer { level, answer, other: None } => write!(f, "level {level}'s answer {answer} is the step's, or its mirror image"),
            LevelProblem::SameAnswer { level, answer, other: Some(other) } => {
                write!(f, "level {level}'s answer {answer} is level {other}'s, or its mirror image")
            }
            LevelProblem::WinsAtOnce { level, mv } => write!(f, "level {level}: {mv} wins at once, and that is not the goal"),
            LevelProblem::GreedSolves { level } => write!(f, "level {level}: a strategy level that greed solves (its answer captures the most)"),
            LevelProblem::CoinToss { level, moves } => write!(f, "level {level}: a strategy choice with {moves} legal moves, fewer than {MIN_STRATEGY_MOVES}"),
        }
    }
}

/// The problems of one level (numbered from 1), and its measured difficulty and answer when it is
/// playable.
fn one_level_problems(step: &Step, number: usize, level: &PracticeLevel) -> (Vec<LevelProblem>, Option<(u32, Option<LevelAnswer>)>) {
    let level_number = number;
    let Some(played) = level_step(step, level) else { return (vec![LevelProblem::Board { level: level_number }], None) };
    let mut problems: Vec<LevelProblem> = step_problems(&played).into_iter().map(|problem| LevelProblem::Audit { level: level_number, problem }).collect();
    if level.goal.kind() != step.goal.kind() {
        problems.push(LevelProblem::OtherKind { level: level_number });
    }
    if idea(&played) != idea(step) {
        problems.push(LevelProblem::OtherIdea { level: level_number });
    }
    // The audit's own greed problem (read the reply) says it already.
    let audit_says_greed = problems.iter().any(|p| matches!(p, LevelProblem::Audit { problem: Problem::GreedFindsIt, .. }));
    if super::greed::level_barred_for_greed(&played) && !audit_says_greed {
        problems.push(LevelProblem::GreedSolves { level: level_number });
    }
    if let Some(moves) = coin_toss(&played) {
        problems.push(LevelProblem::CoinToss { level: level_number, moves });
    }
    for mv in winning_at_once(&played) {
        // A choice's other moves are the audit's already.
        if !problems.iter().any(|p| matches!(p, LevelProblem::Audit { problem: Problem::OtherWinsAtOnce { mv: other }, .. } if *other == mv)) {
            problems.push(LevelProblem::WinsAtOnce { level: level_number, mv });
        }
    }
    let measured = level_difficulty(&played);
    if measured != level.difficulty {
        problems.push(LevelProblem::Difficulty { level: level_number, written: level.difficulty, measured });
    }
    (problems, Some((measured, level_answer(&played))))
}

/// Everything wrong with a step's levels (empty: good levels): enough of them
/// ([`levels_wanted`]), each a good exercise of the step's kind and idea with no move winning at
/// once unless that is the goal, rising in difficulty, none within one seed or a mirror image of
/// the step or of another level, and each with an answer of its own, neither the step's nor
/// another level's (nor their mirror images). Play-out levels run their proof search.
pub fn level_problems(step: &Step, levels: &[PracticeLevel]) -> Vec<LevelProblem> {
    let mut problems = Vec::new();
    let wanted = levels_wanted(step);
    if levels.len() < wanted {
        problems.push(LevelProblem::TooFew { count: levels.len(), wanted });
    }
    let base = step_board(step);
    let own = level_answer(step);
    let mut previous: Option<u32> = None;
    // Each level's board and answer, by number (`None` where the level does not play).
    let mut boards: Vec<Option<Vec<i64>>> = Vec::new();
    let mut answers: Vec<Option<LevelAnswer>> = Vec::new();
    for (i, level) in levels.iter().enumerate() {
        let number = i + 1;
        let (mut found, measured) = one_level_problems(step, number, level);
        problems.append(&mut found);
        if previous.is_some_and(|before| level.difficulty <= before) {
            problems.push(LevelProblem::NotRising { level: number });
        }
        previous = Some(level.difficulty);
        let answer = measured.and_then(|(_, answer)| answer);
        if let Some(answer) = answer {
            let same = |other: &Option<LevelAnswer>| other.is_some_and(|other| other.same_as(answer));
            if same(&own) {
                problems.push(LevelProblem::SameAnswer { level: number, answer: answer.to_string(), other: None });
            } else if let Some(other) = answers.iter().position(same) {
                problems.push(LevelProblem::SameAnswer { level: number, answer: answer.to_string(), other: Some(other + 1) });
            }
        }
        answers.push(answer);
        let counts = board_counts(level.board).filter(|_| measured.is_some());
        if let Some(counts) = &counts {
            if distance(counts, &base) < MIN_DISTANCE {
                problems.push(LevelProblem::TooClose { level: number, other: None });
            }
            if let Some(other) = boards.iter().position(|b| b.as_ref().is_some_and(|b| distance(counts, b) < MIN_DISTANCE)) {
                problems.push(LevelProblem::TooClose { level: number, other: Some(other + 1) });
            }
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
        Goal::SearchedFirst { wanted, depth, costs } => {
            let costs: Vec<_> = costs.0.iter().map(|cost| json!({"move": cost.mv, "behind": cost.behind})).collect();
            json!({"kind": kind, "wanted": wanted, "depth": depth, "costs": costs})
        }
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
    use crate::engine::{Hole, Move};

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
    fn every_step_has_its_good_levels_of_rising_difficulty_each_with_an_answer_of_its_own() {
        let mut problems = Vec::new();
        for (_, s) in all_steps() {
            problems.extend(level_problems(s, &levels_of(s.id)).iter().map(|problem| format!("{}: {problem}", s.id)));
        }
        assert_eq!(problems, Vec::<String>::new());
        let levels = all_steps().map(|(_, s)| levels_of(s.id).len()).sum::<usize>();
        assert!(levels >= 300, "76 steps' levels: {levels}");
        let full = all_steps().filter(|(_, s)| levels_of(s.id).len() == LEVELS_PER_STEP).count();
        assert!(full >= 50, "steps with all {LEVELS_PER_STEP} levels: {full}");
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
        let hole = |name: &str| Some(LevelAnswer::Hole(Hole::parse(name).expect("a hole")));
        // Nine values, so the spread aims at the 1st, 3rd, 5th, 7th and 9th; a candidate too close
        // sends the pick on to the next value. Value 3 is one seed from the step; value 5 (hole 7)
        // is the mirror image of value 1 (hole 0). Each answer its own: holes 1–4 of four rows
        // are never each other's mirror image.
        let holes = [(0, 3), (1, 3), (2, 1), (3, 3), (7, 3), (9, 3), (10, 3), (11, 3), (16, 3)];
        let answers = ["A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "a1"];
        let found =
            |answers: [&str; 9]| holes.iter().zip(1..).zip(answers).map(|((&(n, seeds), value), name)| (level(board(n, seeds), value), hole(name))).collect();
        let picked: Vec<u32> = pick(&base, found(answers)).iter().map(|l| l.difficulty).collect();
        assert_eq!(picked, [1, 4, 6, 7, 9]);
        // Value 6 answers A5, the mirror image of value 4's A4: the same answer, so the third
        // pick goes on to value 7, the fourth to 8 (after 7), the fifth is 9.
        let mut mirrored = answers;
        mirrored[5] = "A5";
        let picked: Vec<u32> = pick(&base, found(mirrored)).iter().map(|l| l.difficulty).collect();
        assert_eq!(picked, [1, 4, 7, 8, 9]);
        // Six values: the spread aims at the 1st, 2nd, 3rd, 4th and 6th, but the 6th answers
        // A8, value 1's A1 in a mirror, and nothing comes after it: four. The search then takes
        // the easiest five that fit, values 1 to 5 (boards 6 seeds apart, answers their own).
        let six = [(0, "A1"), (1, "A2"), (2, "A3"), (3, "A4"), (8, "B1"), (9, "A8")];
        let found: Vec<_> = six.iter().zip(1..).map(|(&(n, name), value)| (level(board(n, 3), value), hole(name))).collect();
        let picked: Vec<u32> = pick(&base, found).iter().map(|l| l.difficulty).collect();
        assert_eq!(picked, [1, 2, 3, 4, 5]);
    }

    #[test]
    fn an_answer_and_its_mirror_image_are_the_same_answer() {
        let sowing = |text: &str| match step("sow-first").expect("a step").parse(text) {
            Some(Move::Sow(sow)) => LevelAnswer::Sowing(sow),
            other => panic!("{text}: {other:?}"),
        };
        let hole = |name: &str| LevelAnswer::Hole(Hole::parse(name).expect("a hole"));
        // Hole n of a row mirrors to hole 9 − n of the same row, and the hand turns round.
        assert_eq!(sowing("A3>").mirrored(), sowing("A6<"));
        assert_eq!(sowing("B2<").mirrored(), sowing("B7>"));
        assert_eq!(hole("a1").mirrored(), hole("a8"));
        assert_eq!(hole("B4").mirrored(), hole("B5"));
        assert!(sowing("A3>").same_as(sowing("A3>")) && sowing("A3>").same_as(sowing("A6<")));
        // The other direction from the same hole, or the same direction from another hole, is
        // another move; a front hole is not its back hole.
        assert!(!sowing("A3>").same_as(sowing("A3<")));
        assert!(!sowing("A3>").same_as(sowing("A6>")));
        assert!(!hole("A3").same_as(hole("B3")) && !hole("A3").same_as(hole("a6")));
        assert_eq!((sowing("B7>").to_string(), hole("a8").to_string()), ("B7>".to_string(), "a8".to_string()));
    }

    #[test]
    fn a_level_with_its_steps_answer_or_another_levels_is_a_problem() {
        let first = step("sow-first").expect("a step");
        assert_eq!(first.goal, Goal::PredictEnd { mv: "A3>" });
        let same = |levels: &[PracticeLevel]| -> Vec<LevelProblem> {
            level_problems(first, levels).into_iter().filter(|p| matches!(p, LevelProblem::SameAnswer { .. })).collect()
        };
        // South's A3, A6 and A7 hold 2 seeds, A2 3 seeds; North's a1 and b7 hold 2 and 1. No
        // first lap ends in A8, the only hole facing North's seeds: nothing captures, and every
        // move named below is a legal takata from a front hole holding two or more.
        let board = "0320022000000000/2000000000000010";
        let level = |mv| PracticeLevel { board, goal: Goal::PredictEnd { mv }, difficulty: 0 };
        let levels = [level("A3>"), level("A6<"), level("A2>"), level("A7<"), level("A3<")];
        assert_eq!(
            same(&levels),
            [
                LevelProblem::SameAnswer { level: 1, answer: "A3>".into(), other: None },
                // A6< is A3> in a mirror.
                LevelProblem::SameAnswer { level: 2, answer: "A6<".into(), other: None },
                // A7< is level 3's A2> in a mirror; A3< is another direction: its own answer.
                LevelProblem::SameAnswer { level: 4, answer: "A7<".into(), other: Some(3) },
            ]
        );
        assert_eq!(
            LevelProblem::SameAnswer { level: 4, answer: "A7<".into(), other: Some(3) }.to_string(),
            "level 4's answer A7< is level 3's, or its mirror image"
        );
        // A hole answer: A6 is the step's A3 in a mirror, a8 is level 2's a1.
        let front = step("board-front").expect("a step");
        assert_eq!(front.goal, Goal::NameHole { hole: "A3" });
        let named = |hole| PracticeLevel { board: "2222222222222222/2222222222222222", goal: Goal::NameHole { hole }, difficulty: 0 };
        let problems: Vec<LevelProblem> =
            level_problems(front, &[named("A6"), named("a1"), named("a8")]).into_iter().filter(|p| matches!(p, LevelProblem::SameAnswer { .. })).collect();
        assert_eq!(
            problems,
            [
                LevelProblem::SameAnswer { level: 1, answer: "A6".into(), other: None },
                LevelProblem::SameAnswer { level: 3, answer: "a8".into(), other: Some(2) }
            ]
        );
    }

    #[test]
    fn a_move_that_wins_at_once_is_a_problem_unless_it_is_the_goal() {
        let first = step("sow-first").expect("a step");
        // South: A3 = 2; North: a1 = 1 only. A3< sows A2, A1 and A3> sows A4, A5, each ending
        // in an empty hole: takata moves. North is then to move with a single seed, which may
        // never start a move: he has no legal move and loses. Both of South's moves win at once.
        let level = PracticeLevel { board: "0020000000000000/1000000000000000", goal: Goal::PredictEnd { mv: "A3<" }, difficulty: 0 };
        let played = level_step(first, &level).expect("a valid board");
        assert_eq!(winning_at_once(&played), ["A3<", "A3>"]);
        let found: Vec<LevelProblem> = level_problems(first, &[level]).into_iter().filter(|p| matches!(p, LevelProblem::WinsAtOnce { .. })).collect();
        assert_eq!(found, [LevelProblem::WinsAtOnce { level: 1, mv: "A3<".into() }, LevelProblem::WinsAtOnce { level: 1, mv: "A3>".into() }]);
        assert_eq!(found[0].to_string(), "level 1: A3< wins at once, and that is not the goal");
        // With North's b7 = 2 he may start from his back row (no front hole holds two): no win.
        let level = PracticeLevel { board: "0020000000000000/1000000000000020", ..level };
        assert_eq!(winning_at_once(&level_step(first, &level).expect("a valid board")), Vec::<String>::new());
        // Where winning at once is the goal, the win is the answer, not a problem.
        let no_move = step("board-win-no-move").expect("a step");
        assert_eq!(no_move.goal, Goal::WinNow { wanted: "A3>" });
        assert_eq!(winning_at_once(no_move), Vec::<String>::new());
        let predicted = Step { goal: Goal::PredictEnd { mv: "A3>" }, ..*no_move };
        assert!(winning_at_once(&predicted).contains(&"A3>".to_string()), "A3> wins at once: the step's goal");
    }

    #[test]
    fn a_shifted_board_keeps_the_facing_holes_facing() {
        // South's A1 holds 1, B1 2; North's a8 (facing A1) holds 3, b1 4.
        let mut counts = vec![0i64; 32];
        counts[0] = 1;
        counts[8] = 2;
        counts[16 + 7] = 3;
        counts[24] = 4;
        let moved = shifted(&counts, 2);
        // Two holes on: A3 and B3 for South; North's rows the other way, a6 (facing A3) and b7.
        let mut want = vec![0i64; 32];
        want[2] = 1;
        want[10] = 2;
        want[16 + 5] = 3;
        want[24 + 6] = 4;
        assert_eq!(moved, want);
        assert_eq!(shifted(&counts, 8), counts);
    }

    #[test]
    fn the_steps_short_of_levels_and_the_shown_wins_have_exactly_what_they_are_allowed() {
        for (id, count) in SHORT_STEPS {
            let s = step(id).expect("a step");
            assert!(*count < allowed_levels(s), "{id}: its idea allows no more than {count}: not short");
            assert_eq!(levels_of(id).len(), *count, "{id}: more levels made, the list shrinks");
        }
        for id in SHOWN_WINS {
            let s = step(id).expect("a step");
            assert!(matches!(s.goal, Goal::BaoHamna { .. } | Goal::WinNow { .. }), "{id} shows a win");
            assert_eq!((levels_wanted(s), levels_of(id).len()), (0, 0), "{id}");
        }
    }

    #[test]
    fn a_stop_or_safari_level_is_the_deeper_searchs_choice_too() {
        let s = step("strat-safari-pays").expect("a step");
        let start = s.start();
        // A8 and A8+ are each other's twin: the deeper search cannot prefer each over the
        // other by two seeds.
        let [stop, safari] = ["A8", "A8+"].map(|text| s.parse(text).expect("a move"));
        assert!(!(deeper_search_agrees(&start, &stop) && deeper_search_agrees(&start, &safari)));
        // Every level the file holds is one the deeper search agrees with.
        for level in levels_of(s.id) {
            let played = level_step(s, &level).expect("a valid board");
            let answer = answer_move(&played).expect("a wanted move");
            assert!(deeper_search_agrees(&played.start(), &answer), "{}: {answer}", level.board);
        }
    }

    #[test]
    fn a_strategy_choice_of_two_moves_is_a_coin_toss() {
        // Bao la Kujifunza, South has A1's 2 seeds and A5's single one, which never starts a
        // move (North a4's 2): no capture (A1> ends in the empty A3, A1< in the empty B2, and
        // A5 keeps the front row from emptying, RULES.md §5), so the takata A1< and A1> are his
        // two moves.
        let two = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,0,0,1,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,2,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":20}"#;
        let s = *step("strat-read-reply").expect("a step");
        let on = |goal: Goal| Step { position: two, goal, ..s };
        assert_eq!(on(Goal::ReadReply { wanted: "A1>" }).start().legal_moves().len(), 2);
        assert_eq!(coin_toss(&on(Goal::ReadReply { wanted: "A1>" })), Some(2));
        assert_eq!(coin_toss(&on(Goal::NoCaptureLeft { wanted: "A1>" })), Some(2));
        // Not a strategy choice: a rule's exercise may have two moves.
        assert_eq!(coin_toss(&on(Goal::PlayMove { wanted: "A1>" })), None);
        // Stop or safari is a choice of two by its nature.
        assert_eq!(coin_toss(&on(Goal::StopOrSafari { wanted: "A1>", nodes: 1 })), None);
        // The start of Bao la Kiswahili has four moves (`learn::opening`'s test): enough.
        let start = crate::engine::Position::start(crate::engine::Variant::Kiswahili, crate::engine::BawoSetup::default()).to_json().leak();
        assert_eq!(coin_toss(&Step { position: start, goal: Goal::ReadReply { wanted: "A6<" }, ..s }), None);
    }

    #[test]
    fn no_strategy_choice_step_is_a_coin_toss_but_stop_or_safari() {
        for (_, s) in all_steps() {
            assert_eq!(coin_toss(s), None, "{}", s.id);
        }
    }

    #[test]
    fn a_short_step_plays_a_game_for_each_try_and_a_stop_or_safari_step_a_hundredth() {
        let games = |id: &str, tries| games_for(step(id).expect("a step"), tries);
        assert_eq!(games("nyumba-stop", 10_000), 10_000 / TRIES_PER_GAME);
        assert_eq!(games("strat-safari-pays", 30_000), 30_000 / TRIES_PER_GAME / 100);
    }

    #[test]
    fn a_step_whose_hole_is_its_idea_has_as_many_levels_as_other_moves_from_it() {
        let wanted = |id: &str| levels_wanted(step(id).expect("a step"));
        // Any other move or hole will do.
        assert_eq!(wanted("sow-first"), LEVELS_PER_STEP);
        assert_eq!(wanted("board-front"), LEVELS_PER_STEP);
        // A row's eight holes are four up to a mirror image, one of them the step's A3 (A6).
        assert_eq!(wanted("start-front"), 3);
        assert_eq!(wanted("start-back"), 3);
        // The tax from the lone nyumba: A5< is the only other move from A5.
        assert_eq!(wanted("nyumba-tax"), 1);
        // A hole answer pinned to its hole: no level can name another.
        assert_eq!(wanted("mtaji-nyumba"), 0);
        assert_eq!(wanted("start-kichwa"), 0);
        // Four central holes and two kichwa, mirror images counted once: four answers, one the step's.
        assert_eq!(wanted("kichwa-right"), 3);
        assert_eq!(wanted("kichwa-left"), 3);
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
