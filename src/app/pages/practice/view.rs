//! What the practice pages show, computed from the state: the practice board (a drill's or a
//! puzzle's own position, its marks and its show frame) and the pages' sentences. The
//! presentational `ui::Board` draws the [`BoardModel`] as it draws the game's.

use crate::engine::{Dir, Hole, Move, Variant};
use crate::puzzles::{Puzzle, Rating, Theme};

use super::own::date_words;
use super::state::{due_exercises, learner_level, practice_viewer, queue, DrillPhase, DrillRun, OwnRun, PuzzleLoad, PuzzleRun, PuzzleSaid, PuzzleStatus};
use crate::app::explain::{LapIndex, Narration};
use crate::app::i18n::{self, t, tf, Lang, PlayText, PracticeText};
use crate::app::input::{Pick, SowingChoice};
use crate::app::laps::{self, LapBarModel};
use crate::app::learn::drill::DrillLevel;
use crate::app::learn::progress::PuzzleResult;
use crate::app::state::{AppState, Page};
use crate::app::view::{self, BoardConfig, BoardModel, Movable, PageMarks};

/// What the drill page shows, made once from the state ([`drill_page`]).
#[derive(Clone, Debug, PartialEq)]
pub struct DrillPageView {
    pub lang: Lang,
    /// The streak, the best streak, the drills solved and missed.
    pub streak: String,
    /// The drill on screen.
    pub drill: Option<DrillView>,
    /// The level buttons: the streak's level first, then each level, the chosen one marked.
    pub levels: Vec<DrillLevelButton>,
}

/// One of the drill page's level buttons.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillLevelButton {
    /// The level it chooses; `None`: the level the streak earns.
    pub level: Option<DrillLevel>,
    pub words: &'static str,
    /// The learner's choice now.
    pub chosen: bool,
}

/// The drill on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillView {
    pub level: String,
    /// The move in words ([`drill_move_words`]).
    pub mv: String,
    pub board: BoardModel,
    /// What the drill asks, or how the answer went ([`drill_prompt`]).
    pub prompt: String,
    /// `Some(right)` once answered.
    pub answered: Option<bool>,
    /// The long level asks the captured holes next ("done" confirms them).
    pub asks_captures: bool,
    pub lap_bar: LapBarModel,
    /// The move told lap by lap, the line of the lap on the board marked (`true`).
    pub narration: Vec<(String, bool)>,
}

/// The drill page's view.
pub fn drill_page(state: &AppState) -> DrillPageView {
    let lang = state.lang();
    let stats = state.progress().drill;
    let streak =
        tf(lang, PracticeText::DrillStreak, &[&stats.streak.to_string(), &stats.best_streak.to_string(), &stats.solved.to_string(), &stats.missed.to_string()]);
    let drill = state.pages.practice.drill.as_ref().map(|run| {
        let current_lap = state.pages.practice.board_session.anim.as_ref().and_then(|s| s.frame()).map(|f| f.lap);
        let current_line = current_lap.and_then(|lap| run.narration.line_of_lap(lap));
        let answered = match run.phase {
            DrillPhase::Answered { right } => Some(right),
            _ => None,
        };
        DrillView {
            level: tf(lang, PracticeText::DrillLevel, &[level_words(lang, run.drill.level)]),
            mv: drill_move_words(lang, run),
            board: drill_board(state, run),
            prompt: drill_prompt(lang, run),
            answered,
            asks_captures: run.phase == DrillPhase::AskCaptures,
            lap_bar: lap_bar(state),
            narration: run.narration.texts(lang).into_iter().enumerate().map(|(i, line)| (line, current_line == Some(i))).collect(),
        }
    });
    let chosen = state.pages.practice.level;
    let by_streak = DrillLevelButton { level: None, words: t(lang, PracticeText::DrillByStreak), chosen: chosen.is_none() };
    let levels = std::iter::once(by_streak)
        .chain(DrillLevel::ALL.into_iter().map(|level| DrillLevelButton { level: Some(level), words: level_words(lang, level), chosen: chosen == Some(level) }))
        .collect();
    DrillPageView { lang, streak, drill, levels }
}

/// What the puzzle page shows, made once from the state ([`puzzle_page`]).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzlePageView {
    pub lang: Lang,
    /// The game whose puzzles are practised.
    pub variant: Variant,
    /// The themed set practised (`None`: every theme) and the themes the game's puzzles have.
    pub theme: Option<Theme>,
    pub themes: Vec<Theme>,
    /// The puzzle on screen.
    pub id: Option<String>,
    /// The learner's own exercise on screen (in place of the puzzle): its id.
    pub own: Option<String>,
    pub body: PuzzleBody,
    /// Due own exercises whose stored line does not read (kept aside as stored), in words.
    pub own_unread: Option<String>,
}

/// The puzzle page below its choices.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleBody {
    /// The puzzle files are being fetched.
    Loading,
    /// They could not be fetched or read: why, in words.
    Failed(String),
    /// The learner's own exercise, while the puzzle files are not there (loading, or failed).
    Own(Box<PuzzleView>),
    Ready {
        /// The queue's line: due, solved, the learner's level.
        queue: QueueLine,
        /// The puzzle or the own exercise on screen; `None`: no puzzle left in the set.
        puzzle: Option<Box<PuzzleView>>,
    },
}

/// The practice queue in numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueueLine {
    pub due: usize,
    pub solved: usize,
    pub level: &'static str,
}

/// The puzzle on screen: a shipped puzzle or the learner's own exercise (one of its moves to
/// find again, the review's better move right).
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleView {
    /// Where it comes from: a new puzzle, one seen before (from the queue's reviews), or "From
    /// your game of `<date>` (ply N)".
    pub kind: String,
    /// A shipped puzzle's theme and rating (an own exercise has none).
    pub theme: Option<(Theme, Rating)>,
    /// What to find and who is to move.
    pub goal: String,
    pub board: BoardModel,
    /// The named direction bar of the picked hole (`None`: no hole waits for a direction).
    pub dir_bar: Option<(Hole, Vec<SowingChoice>)>,
    pub lap_bar: LapBarModel,
    pub status: PuzzleStatus,
    pub feedback: String,
    /// The board asks stop or safari.
    pub asks_safari: bool,
    /// After a miss: the right move can be shown (the solution's first, or the review's
    /// better move), and the button's words.
    pub offers_solution: bool,
    pub show_words: &'static str,
    /// The solution's first move told ([`puzzle_told`]; `None` until it is on the board).
    pub told: Option<Vec<(String, bool)>>,
}

/// The puzzle page's view.
pub fn puzzle_page(state: &AppState) -> PuzzlePageView {
    let (lang, practice) = (state.lang(), &state.pages.practice);
    let themes = practice.puzzles.ready().map_or_else(Vec::new, |puzzles| {
        Theme::ALL.into_iter().filter(|&theme| puzzles.iter().any(|p| p.variant == practice.variant && p.theme == theme)).collect()
    });
    let own = practice.own.as_ref().map(|run| Box::new(own_view(state, run)));
    let body = match (&practice.puzzles, own) {
        (PuzzleLoad::Ready(puzzles), own) => PuzzleBody::Ready {
            queue: queue_line(state, puzzles),
            puzzle: own.or_else(|| practice.puzzle.as_ref().map(|run| Box::new(puzzle_view(state, run, &puzzles[run.index])))),
        },
        (_, Some(own)) => PuzzleBody::Own(own),
        (PuzzleLoad::Idle | PuzzleLoad::Loading, None) => PuzzleBody::Loading,
        (PuzzleLoad::Damaged { line, .. }, None) => PuzzleBody::Failed(tf(lang, PracticeText::PuzzlesDamaged, &[&line.to_string()])),
        (PuzzleLoad::Failed(why), None) => PuzzleBody::Failed(tf(lang, PracticeText::PuzzlesFailed, &[why])),
    };
    let id = practice.puzzle.as_ref().and_then(|run| practice.puzzles.ready().map(|p| p[run.index].id.clone()));
    let own = practice.own.as_ref().map(|run| run.exercise.id.clone());
    let unread = due_exercises(state.progress(), practice.now).1;
    let own_unread = (unread > 0).then(|| tf(lang, PracticeText::OwnUnread, &[&unread.to_string()]));
    PuzzlePageView { lang, variant: practice.variant, theme: practice.theme, themes, id, own, body, own_unread }
}

fn queue_line(state: &AppState, puzzles: &[Puzzle]) -> QueueLine {
    let (progress, practice) = (state.progress(), &state.pages.practice);
    let own_due = due_exercises(progress, practice.now).0.len();
    let due = queue(progress, puzzles, practice.variant, practice.theme, practice.now).iter().filter(|e| e.due).count() + own_due;
    let solved =
        puzzles.iter().filter(|p| p.variant == practice.variant && progress.puzzles.get(&p.id).is_some_and(|r| r.last == PuzzleResult::Solved)).count();
    let level = Rating::new(learner_level(progress, practice.variant)).map_or("", |r| rating_words(state.lang(), r));
    QueueLine { due, solved, level }
}

/// What every puzzle on the board shows the same way: its board (`position` now, seen from the
/// side to move, its moves while `status` is playing), the picked hole's direction bar, the lap
/// bar, and whether the board asks stop or safari.
fn puzzle_board(state: &AppState, position: &crate::engine::Position, status: PuzzleStatus) -> (BoardModel, Option<(Hole, Vec<SowingChoice>)>, bool) {
    let session = &state.pages.practice.board_session;
    let board = BoardModel::of(&BoardConfig {
        live: status == PuzzleStatus::Playing,
        movable: Movable::Moves,
        position_at_end: true,
        coords: state.settings().coords,
        ..BoardConfig::new(state.lang(), position, practice_viewer(&state.pages.practice, Page::Puzzles), session)
    });
    let dir_bar = match &session.pick {
        Pick::Hole { hole, choices } if session.safari.is_none() && session.anim.as_ref().is_none_or(|a| a.at_end()) => Some((*hole, choices.clone())),
        _ => None,
    };
    (board, dir_bar, session.safari.is_some())
}

fn puzzle_view(state: &AppState, run: &PuzzleRun, puzzle: &Puzzle) -> PuzzleView {
    let lang = state.lang();
    let (board, dir_bar, asks_safari) = puzzle_board(state, &run.position, run.status);
    let shows_solution = run.line.first() == puzzle.solution.first();
    PuzzleView {
        kind: t(lang, if run.review { PracticeText::PuzzleReview } else { PracticeText::PuzzleNew }).to_string(),
        theme: Some((puzzle.theme, puzzle.rating)),
        goal: format!("{} {}", theme_goal(lang, puzzle.theme), tf(lang, PracticeText::PuzzleToMove, &[i18n::side_word(lang, run.start.to_move())])),
        board,
        dir_bar,
        lap_bar: lap_bar(state),
        status: run.status,
        feedback: puzzle_feedback(lang, run, puzzle, asks_safari).unwrap_or_default(),
        asks_safari,
        offers_solution: matches!(run.status, PuzzleStatus::Failed(_)) && !shows_solution,
        show_words: t(lang, PracticeText::PuzzleShowSolution),
        told: shows_solution.then(|| puzzle_told(state, run, puzzle)),
    }
}

/// The own exercise as a puzzle: where it comes from, what to find, its board and how it went.
fn own_view(state: &AppState, run: &OwnRun) -> PuzzleView {
    let lang = state.lang();
    let exercise = &run.exercise;
    let (board, dir_bar, asks_safari) = puzzle_board(state, &run.position, run.status);
    let mover = i18n::side_word(lang, exercise.position.to_move());
    PuzzleView {
        kind: tf(lang, PracticeText::OwnFrom, &[&date_words(exercise.date), &exercise.ply.to_string()]),
        theme: None,
        goal: tf(lang, PracticeText::OwnGoal, &[mover, &exercise.played.to_string()]),
        board,
        dir_bar,
        lap_bar: lap_bar(state),
        status: run.status,
        feedback: own_feedback(lang, run, asks_safari),
        asks_safari,
        offers_solution: matches!(run.status, PuzzleStatus::Failed(_)) && run.line.first() != Some(&exercise.better),
        show_words: t(lang, PracticeText::OwnShowBetter),
        told: None,
    }
}

/// How the own exercise stands, in words: right (the better move or one as good), wrong (the
/// move played in the game with its refutation), or why a hole cannot be played
/// (`asks_safari`: the board asks stop or safari).
fn own_feedback(lang: Lang, run: &OwnRun, asks_safari: bool) -> String {
    let exercise = &run.exercise;
    match (run.status, run.said) {
        (PuzzleStatus::Solved, _) => own_right(lang, run),
        (PuzzleStatus::Failed(mv), _) if mv == exercise.played && exercise.refutation.len() > 1 => own_refuted(lang, run),
        (PuzzleStatus::Failed(mv), _) => tf(lang, PracticeText::OwnWrong, &[&mv.to_string(), &exercise.better.to_string()]),
        (PuzzleStatus::Playing, _) if asks_safari => t(lang, PlayText::SaySafari).to_string(),
        (PuzzleStatus::Playing, Some(PuzzleSaid::Refused(hole, why))) => view::refusal_words(lang, exercise.position.variant(), hole, why),
        (PuzzleStatus::Playing, _) => String::new(),
    }
}

/// A right answer in words: the review's better move, or a move as good, named with the best.
fn own_right(lang: Lang, run: &OwnRun) -> String {
    let better = run.exercise.better.to_string();
    match run.line.first() {
        Some(mv) if *mv != run.exercise.better => tf(lang, PracticeText::OwnAsGood, &[&mv.to_string(), &better]),
        _ => tf(lang, PracticeText::OwnRight, &[&better]),
    }
}

/// The move played in the game, answered again: its refutation line in words.
fn own_refuted(lang: Lang, run: &OwnRun) -> String {
    let exercise = &run.exercise;
    let answers: Vec<String> = exercise.refutation.iter().skip(1).map(|mv| mv.to_string()).collect();
    let opponent = i18n::side_word(lang, exercise.position.to_move().opponent());
    tf(lang, PracticeText::OwnRefuted, &[&exercise.played.to_string(), opponent, &answers.join(" "), &exercise.better.to_string()])
}

/// The drill's board, seen from the mover's side: the move asked about (its start hole and
/// direction) and the holes that answer it; the learner's end and captures; once the move has
/// been shown, the position after it with where it stopped and what it captured.
fn drill_board(state: &AppState, run: &DrillRun) -> BoardModel {
    let lang = state.lang();
    let answered = matches!(run.phase, DrillPhase::Answered { .. });
    let session = &state.pages.practice.board_session;
    let shown_all = answered && session.anim.as_ref().is_none_or(|s| s.at_end());
    let answer = &run.drill.answer;
    let asked = match run.drill.mv {
        Move::Sow(sow) if !answered => Some((sow.hole, sow.dir)),
        _ => None,
    };
    // Every hole answers a tap while the drill asks where it stops; then the opponent's.
    let asks = |hole: &Hole| run.phase == DrillPhase::AskEnd || hole.side != run.drill.position.to_move();
    let after = shown_all.then(|| run.drill.position.play(&run.drill.mv).ok().map(|p| p.position)).flatten();
    BoardModel::of(&BoardConfig {
        movable: Movable::Holes(if answered { Vec::new() } else { Hole::all().filter(asks).collect() }),
        marks: PageMarks {
            asked,
            captured: match (answered, shown_all) {
                (false, _) => run.captured.clone(),
                (true, true) => answer.captured_holes(),
                (true, false) => Vec::new(),
            },
            hint: run.end.into_iter().collect(),
            end: Some(answer.end).filter(|_| shown_all),
            notes: Hole::all().filter_map(|hole| drill_note(run, hole, shown_all).map(|note| (hole, t(lang, note)))).collect(),
        },
        position_at_end: true,
        coords: state.settings().coords,
        ..BoardConfig::new(lang, after.as_ref().unwrap_or(&run.drill.position), practice_viewer(&state.pages.practice, state.page()), session)
    })
}

/// The words a drill's hole adds to its name: where the move stopped (once shown), else the
/// learner's end, a capture the learner marked, or the move's start.
fn drill_note(run: &DrillRun, hole: Hole, shown_all: bool) -> Option<PracticeText> {
    if shown_all && run.drill.answer.end == hole {
        Some(PracticeText::LabelEnd)
    } else if run.end == Some(hole) {
        Some(PracticeText::LabelYourEnd)
    } else if run.captured.contains(&hole) {
        Some(PracticeText::LabelYourCapture)
    } else {
        (run.drill.mv.start_hole() == Some(hole)).then_some(PracticeText::LabelStart)
    }
}

/// The level's name.
pub fn level_words(lang: Lang, level: DrillLevel) -> &'static str {
    t(
        lang,
        match level {
            DrillLevel::Short => PracticeText::LevelShort,
            DrillLevel::Medium => PracticeText::LevelMedium,
            DrillLevel::Long => PracticeText::LevelLong,
        },
    )
}

/// The drill's move in words: who plays it, from which hole, how many seeds, which way; and
/// when North plays it, that the board is seen from North's side (it is seen from the mover's).
pub fn drill_move_words(lang: Lang, run: &DrillRun) -> String {
    let pos = &run.drill.position;
    let Move::Sow(sow) = run.drill.mv else { return run.drill.mv.to_string() };
    let dir = t(lang, if sow.dir == Some(Dir::Left) { PracticeText::DirLeft } else { PracticeText::DirRight });
    let words = tf(
        lang,
        PracticeText::DrillMove,
        &[i18n::side_word(lang, pos.to_move()), &run.drill.mv.to_string(), &pos.seeds(sow.hole).to_string(), &sow.hole.name(), dir],
    );
    match pos.to_move() {
        crate::engine::Side::North => format!("{words} {}", t(lang, PracticeText::DrillFlipped)),
        crate::engine::Side::South => words,
    }
}

fn holes_words(lang: Lang, holes: &[Hole]) -> String {
    if holes.is_empty() {
        return t(lang, PracticeText::NoHoles).to_string();
    }
    let mut names: Vec<Hole> = holes.to_vec();
    crate::engine::sort::sort(&mut names);
    names.iter().map(|h| h.name()).collect::<Vec<_>>().join(", ")
}

/// What the drill asks, or how the answer went.
pub fn drill_prompt(lang: Lang, run: &DrillRun) -> String {
    let answer = &run.drill.answer;
    match run.phase {
        DrillPhase::AskEnd => t(lang, PracticeText::DrillAskEnd).to_string(),
        DrillPhase::AskCaptures => tf(lang, PracticeText::DrillAskCaptures, &[i18n::side_word(lang, run.drill.position.to_move().opponent())]),
        DrillPhase::Answered { right: true } => tf(lang, PracticeText::DrillRight, &[&answer.end.name(), &answer.laps.to_string()]),
        DrillPhase::Answered { right: false } if run.end == Some(answer.end) => {
            tf(lang, PracticeText::DrillWrongCaptures, &[&answer.end.name(), &holes_words(lang, &answer.captured_holes()), &holes_words(lang, &run.captured)])
        }
        DrillPhase::Answered { right: false } => {
            let said = run.end.map(|h| h.name()).unwrap_or_default();
            tf(lang, PracticeText::DrillWrong, &[&said, &answer.end.name(), &answer.laps.to_string()])
        }
    }
}

/// The theme's name.
pub fn theme_name(lang: Lang, theme: Theme) -> &'static str {
    t(
        lang,
        match theme {
            Theme::OnlyWin => PracticeText::ThemeOnlyWin,
            Theme::Takasia => PracticeText::ThemeTakasia,
            Theme::Safari => PracticeText::ThemeSafari,
            Theme::BaoHamna => PracticeText::ThemeBaoHamna,
            Theme::BiggestCapture => PracticeText::ThemeBiggestCapture,
        },
    )
}

/// What the theme asks the learner to find.
pub fn theme_goal(lang: Lang, theme: Theme) -> &'static str {
    t(
        lang,
        match theme {
            Theme::OnlyWin => PracticeText::GoalOnlyWin,
            Theme::Takasia => PracticeText::GoalTakasia,
            Theme::Safari => PracticeText::GoalSafari,
            Theme::BaoHamna => PracticeText::GoalBaoHamna,
            Theme::BiggestCapture => PracticeText::GoalBiggestCapture,
        },
    )
}

/// The rating's learner-facing band.
pub fn rating_words(lang: Lang, rating: Rating) -> &'static str {
    use PracticeText::*;
    const BANDS: [PracticeText; 6] = [RatingEasy, RatingFair, RatingHard, RatingVeryHard, RatingMaster, RatingGrandmaster];
    t(lang, BANDS[usize::from(rating.level() - 1).min(5)])
}

/// How the puzzle stands, in words: solved, failed (with the solution), the reply, a move
/// off the line, or why a hole cannot be played (`asks_safari`: the board asks stop or safari).
pub fn puzzle_feedback(lang: Lang, run: &PuzzleRun, puzzle: &Puzzle, asks_safari: bool) -> Option<String> {
    let opponent = i18n::side_word(lang, run.start.to_move().opponent());
    match run.status {
        PuzzleStatus::Solved => return Some(tf(lang, PracticeText::PuzzleSolved, &[&puzzle.solution[0].to_string()])),
        PuzzleStatus::Failed(played) => return Some(tf(lang, PracticeText::PuzzleFailed, &[&played.to_string(), &puzzle.solution[0].to_string()])),
        PuzzleStatus::Playing => {}
    }
    if asks_safari {
        return Some(t(lang, PlayText::SaySafari).to_string());
    }
    Some(match run.said? {
        PuzzleSaid::Reply(mv) => tf(lang, PracticeText::PuzzleGoOn, &[opponent, &mv.to_string()]),
        PuzzleSaid::NotLine(mv) => tf(lang, PracticeText::PuzzleNotLine, &[&mv.to_string()]),
        PuzzleSaid::Refused(hole, why) => view::refusal_words(lang, run.start.variant(), hole, why),
    })
}

/// The practice board's lap bar: the sowing shown (a drill's move, a puzzle's moves), or with
/// nothing shown the page's last move at its end (a step back or play replays it).
pub fn lap_bar(state: &AppState) -> LapBarModel {
    let board = &state.pages.practice.board_session;
    let shown = match state.page() {
        Page::Drill => state.pages.practice.drill.as_ref().filter(|run| matches!(run.phase, DrillPhase::Answered { .. })).map(|run| run.laps.clone()),
        Page::Puzzles => match &state.pages.practice.own {
            Some(run) => LapIndex::of_last_move(&run.exercise.position, &run.line),
            None => state.pages.practice.puzzle.as_ref().and_then(|run| LapIndex::of_last_move(&run.start, &run.line)),
        },
        _ => None,
    };
    laps::lap_bar_of(state.lang(), board.anim.as_ref(), shown.as_ref().map(|laps| (laps, false)), board.lap_note)
}

/// Once a puzzle is over: its solution's first move told lap by lap, the line of the lap on
/// the board marked (`true`) while the lap bar shows that move.
pub fn puzzle_told(state: &AppState, run: &PuzzleRun, puzzle: &Puzzle) -> Vec<(String, bool)> {
    let Some(first) = puzzle.solution.first().filter(|_| run.status != PuzzleStatus::Playing) else { return Vec::new() };
    let Ok(played) = run.start.play(first) else { return Vec::new() };
    let narration = Narration::of(&run.start, &played.events);
    // The board shows the solution's first move (not a failed move) while its first move runs.
    let anim = state.pages.practice.board_session.anim.as_ref().filter(|a| run.line.first() == Some(first) && a.move_shown().0 == 0);
    let current = anim.and_then(|a| a.frame()).map(|f| f.lap).filter(|&lap| lap > 0).and_then(|lap| narration.line_of_lap(lap));
    narration.texts(state.lang()).into_iter().enumerate().map(|(i, text)| (text, current == Some(i))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::drill::Drill;
    use crate::engine::{BawoSetup, Position, Variant};

    fn drill_of(position: Position, mv: &str) -> DrillRun {
        let mv = crate::engine::parse_move(&position, mv).unwrap().0;
        let answer = crate::app::learn::trace::trace(&position, &mv).unwrap();
        DrillRun::new(Drill { level: DrillLevel::Short, position, mv, answer })
    }

    /// A drill of North's move is drawn from North's side (the mover's): the words say so; a
    /// drill of South's move says nothing of it.
    #[test]
    fn each_rating_band_has_its_own_words() {
        let words: Vec<&str> = (1..=6).map(|band| rating_words(Lang::En, Rating::new(band).unwrap())).collect();
        assert_eq!(words, ["Easy", "Fair", "Hard", "Very hard", "Master", "Grandmaster"]);
        assert_eq!(rating_words(Lang::Sw, Rating::TOP), "Ya bingwa mkuu");
    }

    #[test]
    fn a_drill_seen_from_north_says_the_board_is_turned() {
        let start = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
        let south = drill_of(start.clone(), "A3>");
        assert!(!drill_move_words(Lang::En, &south).contains("turned"));
        let after = start.play(&south.drill.mv).unwrap().position;
        let north = drill_of(after.clone(), &first_sow(&after));
        let words = drill_move_words(Lang::En, &north);
        assert!(words.starts_with("North plays "), "{words}");
        assert!(words.ends_with(" The board is turned: you see it from North's side."), "{words}");
        assert!(drill_move_words(Lang::Sw, &north).ends_with(" Ubao umegeuzwa: unauona kutoka upande wa Kaskazini."));
    }

    fn first_sow(pos: &Position) -> String {
        pos.legal_moves().into_iter().find(|m| matches!(m, Move::Sow(_))).unwrap().to_string()
    }
}
