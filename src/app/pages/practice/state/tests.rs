//! The practice page's reducer: drill answers and the streak, puzzles solved and failed with
//! their review dates (computed by hand from the schedule: 1 day, 3 days, 1 week), and the
//! order of the practice queue.

use crate::app::pages::PageLogic;
use std::rc::Rc;

use super::*;
use crate::app::learn::drill::{Drill, DrillLevel};
use crate::app::learn::progress::Progress;
use crate::app::learn::progress::{PuzzleResult, DAY_MS};
use crate::app::learn::trace::trace;
use crate::app::state::tests::fresh;
use crate::app::state::{AppState, Page, PageAction};
use crate::engine::{parse_move, Move, Position};
use crate::puzzles::{parse_lines, Puzzle, Rating, Theme};

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

/// Bao la Kujifunza, South to move with only A1 (2 seeds) in his front row; North a8 (2).
/// By hand (RULES.md §3, §10): `A1>` sows A2 and A3, both empty, so the last seed falls into
/// the empty A3 and the move stops there after one lap, capturing nothing.
fn one_lap_drill() -> Drill {
    let json = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,0,0,0,0,0,0],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":20}"#;
    let position = Position::from_json(json, true).expect("a study position");
    let mv = parse_move(&position, "A1>").expect("legal").0;
    let answer = trace(&position, &mv).expect("a sowing");
    Drill { level: DrillLevel::Short, position, mv, answer }
}

fn on_drill_page() -> AppState {
    fresh().reduce(PageAction::Open(Page::Drill))
}

fn with_drill(mut state: AppState, drill: Drill) -> AppState {
    state.pages.practice.drill = Some(DrillRun::new(drill));
    state
}

#[test]
fn a_right_drill_answer_counts_in_the_streak_and_a_wrong_one_resets_it() {
    let drill = one_lap_drill();
    assert_eq!((drill.answer.end, drill.answer.laps), (hole("A3"), 1), "the hand-derived answer");
    let state = with_drill(on_drill_page(), drill.clone()).reduce(PracticeAction::TapHole { hole: hole("A3"), now: 0.0 });
    let run = state.pages.practice.drill.as_ref().unwrap();
    assert_eq!(run.phase, DrillPhase::Answered { right: true });
    assert!(state.pages.practice.board_session.anim.is_some(), "the sowing is shown");
    assert_eq!((state.progress().drill.streak, state.progress().drill.solved), (1, 1));
    assert_eq!(state.progress_revision, 1, "the progress is saved");
    // A second right answer, then a wrong one (A2 is where the first seed fell, not the last).
    let state = with_drill(state, drill.clone()).reduce(PracticeAction::TapHole { hole: hole("A3"), now: 0.0 });
    let state = with_drill(state, drill).reduce(PracticeAction::TapHole { hole: hole("A2"), now: 0.0 });
    assert_eq!(state.pages.practice.drill.as_ref().unwrap().phase, DrillPhase::Answered { right: false });
    let d = state.progress().drill;
    assert_eq!((d.streak, d.best_streak, d.solved, d.missed), (0, 2, 2, 1));
    // Tapping again after the answer changes nothing.
    let again = state.reduce(PracticeAction::TapHole { hole: hole("A3"), now: 0.0 });
    assert_eq!(again.progress().drill.missed, 1);
}

#[test]
fn the_long_level_asks_the_captured_holes_and_a_streak_of_five_raises_the_level() {
    let mut state = on_drill_page().reduce(PracticeAction::NextDrill { seed: 11 });
    assert_eq!(state.pages.practice.drill.as_ref().unwrap().drill.level, DrillLevel::Short, "no streak yet");
    Rc::make_mut(&mut state.progress).drill.streak = 10;
    let state = state.reduce(PracticeAction::NextDrill { seed: 11 });
    let run = state.pages.practice.drill.clone().unwrap();
    assert_eq!(run.drill.level, DrillLevel::Long, "DrillLevel::for_streak: ten right in a row");
    let mut state = state.reduce(PracticeAction::TapHole { hole: run.drill.answer.end, now: 0.0 });
    assert_eq!(state.pages.practice.drill.as_ref().unwrap().phase, DrillPhase::AskCaptures);
    // One of the mover's own holes cannot be said captured; the opponent's ones toggle.
    let own = Hole::all().find(|h| h.side == run.drill.position.to_move()).unwrap();
    state = state.reduce(PracticeAction::TapHole { hole: own, now: 0.0 });
    for h in run.drill.answer.captured_holes() {
        state = state.reduce(PracticeAction::TapHole { hole: h, now: 0.0 });
    }
    let state = state.reduce(PracticeAction::ConfirmCaptures);
    assert_eq!(state.pages.practice.drill.as_ref().unwrap().phase, DrillPhase::Answered { right: true });
    assert_eq!(state.progress().drill.streak, 11);
}

#[test]
fn the_lap_stepper_halts_the_show_after_a_lap() {
    let state = with_drill(on_drill_page(), one_lap_drill()).reduce(PracticeAction::TapHole { hole: hole("A3"), now: 0.0 });
    let run = state.pages.practice.drill.clone().unwrap();
    assert_eq!(run.laps.len(), 1);
    // One lap: the board before, then lift A1, drop A2, drop A3 — four frames, the lap's last
    // is frame 3.
    let state = state.reduce(PracticeAction::Lap(AnimAction::StepLap { forward: true }));
    let show = state.pages.practice.board_session.anim.as_ref().unwrap();
    assert_eq!((show.step, show.running(), show.paused), (3, false, true));
    assert_eq!(show.frame().unwrap().board[0][..3], [0, 1, 1], "A1 emptied, A2 and A3 one seed each");
}

fn shipped() -> Vec<Puzzle> {
    parse_lines(include_str!("../../../../../static/puzzles/kujifunza.jsonl")).expect("the shipped file reads")
}

/// Plays `mv` as the learner does: the start hole, then the direction if one is asked.
fn play(state: AppState, mv: Move, now: f64) -> AppState {
    let state = state.reduce(PracticeAction::TapHole { hole: mv.start_hole().unwrap(), now });
    let picked = matches!(state.pages.practice.board_session.pick, crate::app::input::Pick::Hole { .. });
    let state = match mv {
        Move::Sow(sow) if picked => state.reduce(PracticeAction::ChooseDir { dir: sow.dir.unwrap(), now }),
        _ => state,
    };
    match mv {
        Move::Sow(sow) if state.pages.practice.board_session.safari.is_some() => state.reduce(PracticeAction::AnswerSafari { safari: sow.safari, now }),
        _ => state,
    }
}

fn on_puzzle_page(puzzles: Vec<Puzzle>, now: f64) -> AppState {
    fresh().reduce(PageAction::Open(Page::Puzzles)).reduce(PracticeAction::PuzzlesLoaded(Rc::new(Vec::new()))).pipe(|mut s| {
        s.pages.practice.puzzles = PuzzleLoad::Ready(Rc::new(puzzles));
        s.reduce(PracticeAction::NextPuzzle { now })
    })
}

trait Pipe: Sized {
    fn pipe<T>(self, f: impl FnOnce(Self) -> T) -> T {
        f(self)
    }
}
impl Pipe for AppState {}

#[test]
fn a_missed_puzzle_is_due_after_one_day_and_then_after_three_days_once_solved() {
    let t0 = 1_700_000_000_000.0;
    let state = on_puzzle_page(shipped(), t0);
    let run = state.pages.practice.puzzle.clone().expect("a first puzzle");
    let puzzle = state.pages.practice.puzzles.ready().unwrap()[run.index].clone();
    let game_before = state.saved.session.clone();
    // A legal move other than the solution's first.
    let wrong = puzzle.position.legal_moves().into_iter().find(|m| *m != puzzle.solution[0]).expect("puzzles have 3 moves or more");
    let state = play(state, wrong, t0);
    assert_eq!(state.pages.practice.puzzle.as_ref().unwrap().status, PuzzleStatus::Failed(wrong));
    let record = state.progress().puzzles[&puzzle.id];
    assert_eq!((record.last, record.due), (PuzzleResult::Failed, Some(t0 + 86_400_000.0)), "one day later");
    assert!(Rc::ptr_eq(&game_before, &state.saved.session), "the game being played is not touched");
    // Not due a minute before the day is over: the queue brings a new one.
    let state = state.reduce(PracticeAction::NextPuzzle { now: t0 + DAY_MS - 60_000.0 });
    assert_ne!(state.pages.practice.puzzle.as_ref().unwrap().index, run.index);
    assert!(!state.pages.practice.puzzle.as_ref().unwrap().review);
    // A day later it comes first, as a review; solving it moves it to three days on.
    let t1 = t0 + DAY_MS;
    let state = state.reduce(PracticeAction::NextPuzzle { now: t1 });
    let again = state.pages.practice.puzzle.clone().unwrap();
    assert_eq!((again.index, again.review), (run.index, true));
    let mut state = state;
    for (i, mv) in puzzle.solution.iter().enumerate().step_by(2) {
        assert_eq!(state.pages.practice.puzzle.as_ref().unwrap().done, i);
        state = play(state, *mv, t1);
    }
    assert_eq!(state.pages.practice.puzzle.as_ref().unwrap().status, PuzzleStatus::Solved);
    let record = state.progress().puzzles[&puzzle.id];
    assert_eq!((record.last, record.due, record.attempts), (PuzzleResult::Solved, Some(t1 + 3.0 * 86_400_000.0), 2));
}

#[test]
fn a_line_is_played_to_its_end_with_the_replies_from_the_solution() {
    let only_win: Vec<Puzzle> = shipped().into_iter().filter(|p| p.theme == Theme::OnlyWin && p.solution.len() >= 3).take(1).collect();
    let puzzle = only_win[0].clone();
    let state = on_puzzle_page(only_win, 5.0);
    let state = play(state, puzzle.solution[0], 5.0);
    let run = state.pages.practice.puzzle.clone().unwrap();
    assert_eq!((run.done, run.said, run.status), (2, Some(PuzzleSaid::Reply(puzzle.solution[1])), PuzzleStatus::Playing), "the reply is played");
    let after_two = puzzle.position.play(&puzzle.solution[0]).unwrap().position.play(&puzzle.solution[1]).unwrap().position;
    assert_eq!(run.position, after_two);
    // A move off the line is refused without a miss.
    if let Some(other) = after_two.legal_moves().into_iter().find(|m| *m != puzzle.solution[2]) {
        let state = play(state.clone(), other, 5.0);
        let run = state.pages.practice.puzzle.as_ref().unwrap();
        assert_eq!((run.done, run.said, run.status), (2, Some(PuzzleSaid::NotLine(other)), PuzzleStatus::Playing));
        assert!(state.progress().puzzles.is_empty(), "nothing recorded yet");
    }
}

/// A copy of `base` with another id, theme and rating.
fn variant_of(base: &Puzzle, id: &str, theme: Theme, rating: u8) -> Puzzle {
    Puzzle { id: id.to_string(), theme, rating: Rating::new(rating).unwrap(), ..base.clone() }
}

#[test]
fn the_queue_alternates_due_reviews_earliest_first_with_new_puzzles_at_the_level() {
    let base = &shipped()[0];
    let puzzles = vec![
        variant_of(base, "a", Theme::BiggestCapture, 1),
        variant_of(base, "b", Theme::BiggestCapture, 2),
        variant_of(base, "c", Theme::BaoHamna, 1),
        variant_of(base, "d", Theme::BiggestCapture, 1),
        variant_of(base, "e", Theme::BiggestCapture, 1),
        variant_of(base, "f", Theme::BiggestCapture, 1),
    ];
    let t0 = 0.0;
    let mut progress = Progress::default();
    progress.record_puzzle("e", false, t0); // due t0 + 1 day
    progress.record_puzzle("d", false, t0 + 3_600_000.0); // due an hour after e
                                                          // Two days on: e and d are due (e first); level 1 (nothing solved), so the new ones are the
                                                          // untried puzzles of rating 1 — a, c, f — the themes in turn: the first biggest capture a
                                                          // and the first Bao hamna c (each rank 0 of its theme), then f; b (rated 2) after them.
    let q = queue(&progress, &puzzles, Variant::Kujifunza, None, t0 + 2.0 * DAY_MS);
    let order: Vec<(&str, bool)> = q.iter().map(|e| (puzzles[e.index].id.as_str(), e.due)).collect();
    assert_eq!(order, [("e", true), ("a", false), ("d", true), ("c", false), ("f", false), ("b", false)]);
    // Half a day on, nothing is due yet.
    assert!(queue(&progress, &puzzles, Variant::Kujifunza, None, t0 + 0.5 * DAY_MS).iter().all(|e| !e.due));
    // Another game's puzzles are not in this game's queue.
    assert!(queue(&progress, &puzzles, Variant::Kiswahili, None, t0).is_empty());
    assert_eq!(queue(&progress, &puzzles, Variant::Kujifunza, None, t0).len(), 4, "tried puzzles that are not due are left out");
}

#[test]
fn the_learners_level_is_the_band_nearest_the_rating_that_attempts_move() {
    use crate::puzzles::glicko::Glicko;
    let mut progress = Progress::default();
    // A new learner is rated 1500: band 1's strength (1500 + 200 per band above it).
    assert_eq!(learner_level(&progress, Variant::Kujifunza), 1);
    // Bands are nearest by strength: 1599 is nearer 1500, 1601 nearer 1700.
    for (rating, level) in [(1599.0, 1), (1601.0, 2), (2300.0, 5), (2600.0, 6)] {
        progress.ratings.insert("kujifunza", Glicko { rating, ..Glicko::default() });
        assert_eq!(learner_level(&progress, Variant::Kujifunza), level, "{rating}");
    }
    // Solving raises the rating, missing lowers it; each game has its own.
    let mut progress = Progress::default();
    progress.rate_attempt(Variant::Kujifunza, 1500.0, true);
    let after_one = progress.rating(Variant::Kujifunza).rating;
    assert!(after_one > 1500.0, "{after_one}");
    progress.rate_attempt(Variant::Kujifunza, 1500.0, false);
    assert!(progress.rating(Variant::Kujifunza).rating < after_one);
    assert_eq!(progress.rating(Variant::Kiswahili), Glicko::default());
}

#[test]
fn next_puzzle_without_an_answer_walks_the_queue() {
    // Three untried puzzles of one band and theme: the queue is a, b, c; skipping with "Next
    // puzzle" goes a → b → c → a, never back and forth between two.
    let base = &shipped()[0];
    let puzzles: Vec<Puzzle> = ["a", "b", "c"].into_iter().map(|id| variant_of(base, id, Theme::BiggestCapture, 1)).collect();
    let mut state = on_puzzle_page(puzzles.clone(), 1.0);
    let shown = |state: &AppState| puzzles[state.pages.practice.puzzle.as_ref().expect("a puzzle on screen").index].id.clone();
    let mut seen = vec![shown(&state)];
    for _ in 0..3 {
        state = state.reduce(PracticeAction::NextPuzzle { now: 1.0 });
        seen.push(shown(&state));
    }
    assert_eq!(seen, ["a", "b", "c", "a"]);
}

#[test]
fn every_kind_of_shipped_puzzle_is_solved_through_the_page_input() {
    // One puzzle of every theme of both games, played by the learner's taps, directions and
    // stop-or-safari answers (namua captures from a central hole name their kichwa by
    // direction): each ends solved and recorded.
    let mut all = shipped();
    all.extend(parse_lines(include_str!("../../../../../static/puzzles/kiswahili.jsonl")).expect("the shipped file reads"));
    let mut seen = std::collections::HashSet::new();
    for puzzle in all.into_iter().filter(|p| seen.insert((p.variant, p.theme))) {
        let mut state = on_puzzle_page(vec![puzzle.clone()], 1.0);
        state.pages.practice.variant = puzzle.variant;
        let mut state = state.reduce(PracticeAction::NextPuzzle { now: 1.0 });
        for mv in puzzle.solution.iter().step_by(2) {
            state = play(state, *mv, 1.0);
        }
        assert_eq!(state.pages.practice.puzzle.as_ref().unwrap().status, PuzzleStatus::Solved, "{}", puzzle.id);
        assert_eq!(state.progress().puzzles[&puzzle.id].last, PuzzleResult::Solved);
    }
    assert_eq!(seen.len(), 8, "3 themes of Bao la Kujifunza and 5 of Bao la Kiswahili");
}

#[test]
fn a_damaged_puzzle_file_names_its_line_and_keeps_the_readers_kind() {
    // Line 1 is a shipped puzzle, line 2 is not JSON: the load stops at line 2 with a JSON kind.
    let first = include_str!("../../../../../static/puzzles/kujifunza.jsonl").lines().next().expect("a puzzle").to_string();
    let state = fresh().reduce(PracticeAction::PuzzlesLoaded(Rc::new(vec![format!("{first}\n{{not json\n")])));
    assert!(
        matches!(&state.pages.practice.puzzles, PuzzleLoad::Damaged { line: 2, error: crate::puzzles::PuzzleError::Json(_) }),
        "{:?}",
        state.pages.practice.puzzles
    );
    let state = fresh().reduce(PracticeAction::PuzzlesFailed("offline".into()));
    assert_eq!(state.pages.practice.puzzles, PuzzleLoad::Failed("offline".into()));
}

#[test]
fn a_missed_practice_level_is_due_in_the_queue_after_a_day() {
    use crate::app::learn::progress::{Progress, DAY_MS};
    use crate::app::pages::practice::state::{due_levels, LevelEntry};
    let mut progress = Progress::default();
    // sow-first is the first step of the second stage (after the board); its level 2 solved
    // after one miss.
    progress.record_level("sow-first", 2, 1, None, 0.0);
    progress.record_level("sow-first", 3, 0, None, 0.0);
    progress.puzzles.insert("no-such-step/1", progress.puzzles["sow-first/2"]);
    assert_eq!(due_levels(&progress, DAY_MS - 1.0), []);
    assert_eq!(due_levels(&progress, DAY_MS), [LevelEntry { stage: 1, index: 0, number: 2 }], "the clean level is not due, the unknown key is left out");
}

/// A solved puzzle is told lap by lap: its first move's narration, and its whole solution
/// replayed from the puzzle's position on the lap bar (every move's laps), left on the board
/// at the line's end; the lap bar's step back with nothing shown replays the last moves.
#[test]
fn a_solved_puzzle_replays_its_whole_solution_lap_by_lap() {
    let only_win: Vec<Puzzle> = shipped().into_iter().filter(|p| p.theme == Theme::OnlyWin && p.solution.len() >= 3).take(1).collect();
    let puzzle = only_win[0].clone();
    let mut state = on_puzzle_page(only_win, 5.0);
    assert!(
        crate::app::pages::practice::view::puzzle_told(&state, state.pages.practice.puzzle.as_ref().unwrap(), &puzzle).is_empty(),
        "nothing told before the end"
    );
    for mv in puzzle.solution.iter().step_by(2) {
        state = play(state, *mv, 5.0);
    }
    let run = state.pages.practice.puzzle.clone().unwrap();
    assert_eq!((run.status, run.line.clone()), (PuzzleStatus::Solved, puzzle.solution.clone()));
    let first = puzzle.position.play(&puzzle.solution[0]).unwrap();
    let told = crate::app::pages::practice::view::puzzle_told(&state, &run, &puzzle);
    assert_eq!(told.len(), crate::app::explain::Narration::of(&puzzle.position, &first.events).texts(crate::app::i18n::Lang::En).len());
    let state = state.reduce(PracticeAction::ShowWholeSolution);
    let anim = state.pages.practice.board_session.anim.clone().expect("the solution is shown");
    assert_eq!((anim.line.len(), anim.stays, anim.step), (puzzle.solution.len(), true, 0));
    let mut laps = 0;
    let mut position = puzzle.position.clone();
    for mv in &puzzle.solution {
        let played = position.play(mv).unwrap();
        laps += crate::app::explain::LapIndex::of(&position, &played.events).len();
        position = played.position;
    }
    assert_eq!(anim.laps.len(), laps, "every move's laps");
    let state = state.reduce(PracticeAction::Lap(AnimAction::SkipAnimation));
    let anim = state.pages.practice.board_session.anim.as_ref().expect("it stays");
    assert!(anim.at_end());
    assert_eq!(state.pages.practice.puzzle.as_ref().unwrap().position, position, "the board's position is the line's end");
    // Back to the position, then a step back replays the line paused one lap before its end.
    let state = state.reduce(PracticeAction::TapHole { hole: hole("A1"), now: 5.0 });
    assert!(state.pages.practice.board_session.anim.is_none());
    let state = state.reduce(PracticeAction::Lap(AnimAction::StepLap { forward: false }));
    let anim = state.pages.practice.board_session.anim.as_ref().expect("replayed");
    assert_eq!((anim.paused, anim.position()), (true, laps - 1));
}

/// The drill page's component draws only its view, made from the state: what the drill asks,
/// then (the hand-derived A1> stops in A3 after one lap) how the answer went, its lap bar and
/// its narration.
#[test]
fn the_drill_pages_view_follows_the_drill() {
    use crate::app::pages::practice::view::drill_page;
    let state = with_drill(on_drill_page(), one_lap_drill());
    let view = drill_page(&state);
    let drill = view.drill.as_ref().expect("a drill on screen");
    assert_eq!((drill.answered, drill.asks_captures), (None, false));
    assert_eq!(drill.prompt, "Tap the hole where the move stops.");
    assert!(drill.narration.len() == 1 && !drill.narration[0].1, "one lap told, none on the board yet: {:?}", drill.narration);
    let state = state.reduce(PracticeAction::TapHole { hole: hole("A3"), now: 0.0 });
    let shown = drill_page(&state);
    assert!(shown.drill.as_ref().unwrap().board.holes.iter().all(|h| !h.active || h.hole != hole("A3")), "not marked while the show runs");
    let view = drill_page(&state.reduce(PracticeAction::Lap(AnimAction::SkipAnimation)));
    let drill = view.drill.as_ref().unwrap();
    assert_eq!(drill.answered, Some(true));
    assert_eq!(drill.prompt, "Right! It stops in A3, in lap 1.");
    assert!(view.streak.starts_with("Streak: 1"), "{}", view.streak);
    // The end hole is marked on the board once the show is over.
    let a3 = drill.board.holes.iter().find(|h| h.hole == hole("A3")).unwrap();
    assert!(a3.active, "A3, where it stops");
}

/// The puzzle page's view: loading, a failed fetch in words, then the queue and the puzzle.
#[test]
fn the_puzzle_pages_view_follows_the_load_and_the_puzzle() {
    use crate::app::pages::practice::view::{puzzle_page, PuzzleBody};
    let state = fresh().reduce(PageAction::Open(Page::Puzzles)).reduce(PracticeAction::PuzzlesLoading);
    assert_eq!(puzzle_page(&state).body, PuzzleBody::Loading);
    let failed = state.reduce(PracticeAction::PuzzlesFailed("offline".into()));
    assert_eq!(puzzle_page(&failed).body, PuzzleBody::Failed("The puzzles could not be loaded (offline). Try again once you are online.".into()));
    let state = on_puzzle_page(shipped(), 5.0);
    let view = puzzle_page(&state);
    let run = state.pages.practice.puzzle.clone().unwrap();
    let puzzle = &state.pages.practice.puzzles.ready().unwrap()[run.index];
    assert_eq!(view.id.as_deref(), Some(puzzle.id.as_str()));
    let PuzzleBody::Ready { queue, puzzle: Some(shown) } = &view.body else { panic!("a puzzle: {:?}", view.body) };
    assert_eq!((queue.due, queue.solved), (0, 0), "nothing tried yet");
    assert_eq!(
        (shown.theme, shown.status, shown.told.is_none(), shown.offers_solution),
        (Some((puzzle.theme, puzzle.rating)), PuzzleStatus::Playing, true, false)
    );
    // A miss: the solution can be shown, and once shown it is told.
    let wrong = puzzle.position.legal_moves().into_iter().find(|m| *m != puzzle.solution[0]).unwrap();
    let state = play(state, wrong, 5.0);
    let PuzzleBody::Ready { puzzle: Some(missed), .. } = puzzle_page(&state).body else { panic!("the puzzle") };
    assert!(missed.offers_solution && missed.told.is_none());
    let state = state.reduce(PracticeAction::ShowSolution);
    let PuzzleBody::Ready { puzzle: Some(shown), .. } = puzzle_page(&state).body else { panic!("the puzzle") };
    assert!(!shown.offers_solution && shown.told.as_ref().is_some_and(|lines| !lines.is_empty()));
}

/// The practice reducer alone, on a context: the drill's answer asks for it to be recorded
/// (the hand-derived A1> stops in A3), a puzzle an address names that is not in the loaded set
/// asks for its notice, and nothing else leaves the practice pages' state.
#[test]
fn the_practice_reducer_changes_only_its_pages_and_asks_the_rest() {
    use crate::app::pages::{PageContext, Request};
    let drill = one_lap_drill();
    let game = crate::engine::Game::new(drill.position.clone());
    let (settings, progress) = (crate::app::save::Settings::default(), Progress::default());
    let mut context = PageContext::of_game(&game, &settings, &progress);
    context.page = Page::Drill;
    let mut practice = Practice { drill: Some(DrillRun::new(drill)), ..Practice::default() };
    assert_eq!(PageLogic::reduce(&mut practice, PracticeAction::ChooseDir { dir: crate::engine::Dir::Left, now: 0.0 }, &context), None);
    assert_eq!(
        PageLogic::reduce(&mut practice, PracticeAction::TapHole { hole: hole("A3"), now: 0.0 }, &context),
        Some(Request::Own(PracticeRequest::RecordDrill(true)))
    );
    assert_eq!(practice.drill.as_ref().unwrap().phase, DrillPhase::Answered { right: true });
    context.page = Page::Puzzles;
    practice.puzzles = PuzzleLoad::Ready(Rc::new(shipped()));
    assert_eq!(
        PageLogic::reduce(&mut practice, PracticeAction::Want("no-such-puzzle".into()), &context),
        Some(Request::Own(PracticeRequest::NoSuchPuzzle("no-such-puzzle".into())))
    );
}

/// An own exercise: [`one_lap_drill`]'s position with two seeds in A8 too, so that South has
/// more than one move; the better move A1> (it stops in A3, RULES.md §3), the move played
/// another legal move, its refutation line the move and North's first legal answer.
fn own_exercise() -> crate::app::pages::practice::own::OwnExercise {
    let json = r#"{"variant":"kujifunza","to_move":"south","south":{"front":[2,0,0,0,0,0,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"north":{"front":[0,0,0,0,0,0,0,2],"back":[0,0,0,0,0,0,0,0],"reserve":0,"house":"lost"},"takasia":null,"ply":20}"#;
    let position = Position::from_json(json, true).expect("a study position");
    let better = parse_move(&position, "A1>").unwrap().0;
    let played = position.legal_moves().into_iter().find(|mv| *mv != better).expect("a second legal move");
    let answer = position.play(&played).unwrap().position.legal_moves()[0];
    crate::app::pages::practice::own::OwnExercise::new(&position, 21, better, &[better], played, &[played, answer], 0.0)
}

/// A kept own exercise is due at once and comes before the puzzles; the better move is right
/// (due again in 3 days: its first right review), the move played is wrong and its refutation
/// line is left on the board (due again in a day); it is not one of the puzzles due.
#[test]
fn an_own_exercise_comes_first_and_only_the_better_move_is_right() {
    let exercise = own_exercise();
    let now = 10.0 * DAY_MS;
    let mut state = on_puzzle_page(shipped(), now);
    Rc::make_mut(&mut state.progress).keep_own(&exercise.id, exercise.to_line(), now);
    let state = state.reduce(PracticeAction::NextOwn { now });
    let run = state.pages.practice.own.as_ref().expect("the due own exercise first");
    assert_eq!((&run.exercise, run.status), (&exercise, PuzzleStatus::Playing));
    assert!(state.pages.practice.puzzle.is_none());
    assert!(state.progress().due_puzzles(now).is_empty(), "not a puzzle due");

    let right = play(state.clone(), exercise.better, now);
    assert_eq!(right.pages.practice.own.as_ref().unwrap().status, PuzzleStatus::Solved);
    assert_eq!(right.progress().puzzles.get(&exercise.id).unwrap().due, Some(now + 3.0 * DAY_MS));

    let wrong = play(state, exercise.played, now);
    let run = wrong.pages.practice.own.as_ref().unwrap();
    assert_eq!((run.status, &run.line), (PuzzleStatus::Failed(exercise.played), &exercise.refutation));
    let mut end = exercise.position.clone();
    for mv in &exercise.refutation {
        end = end.play(mv).unwrap().position;
    }
    assert_eq!(run.position, end, "the refutation's end on the board");
    assert_eq!(wrong.progress().puzzles.get(&exercise.id).unwrap().due, Some(now + DAY_MS));
    // The better move shown after the miss; the next exercise is then a puzzle (none due).
    let shown = wrong.reduce(PracticeAction::ShowSolution);
    assert_eq!(shown.pages.practice.own.as_ref().unwrap().line, [exercise.better]);
    let next = shown.reduce(PracticeAction::NextPuzzle { now });
    assert!(next.pages.practice.own.is_none() && next.pages.practice.puzzle.is_some());
}

/// An own exercise whose review found A8< as good as its better move A1> (the position has
/// four moves: A1<, A1>, A8<, A8>; the move played is the first, A1<): A8< is right, and the
/// words say it is as good as A1>, in English and in Kiswahili; A8> is still wrong.
#[test]
fn a_move_as_good_as_the_better_one_is_right_and_named_with_it() {
    use crate::app::i18n::Lang;
    use crate::app::pages::practice::view::{puzzle_page, PuzzleBody};
    use crate::app::state::SettingsAction;
    let plain = own_exercise();
    let position = plain.position.clone();
    let named = |text: &str| parse_move(&position, text).unwrap().0;
    assert_eq!(plain.played, named("A1<"));
    let exercise =
        crate::app::pages::practice::own::OwnExercise::new(&position, 21, named("A1>"), &[named("A1>"), named("A8<")], named("A1<"), &plain.refutation, 0.0);
    let now = 10.0 * DAY_MS;
    let mut state = on_puzzle_page(shipped(), now);
    Rc::make_mut(&mut state.progress).keep_own(&exercise.id, exercise.to_line(), now);
    let state = state.reduce(PracticeAction::NextOwn { now });
    let feedback = |state: &AppState| match puzzle_page(state).body {
        PuzzleBody::Ready { puzzle: Some(shown), .. } => (shown.status, shown.feedback),
        body => panic!("the own exercise: {body:?}"),
    };

    let right = play(state.clone(), named("A8<"), now);
    assert_eq!(feedback(&right), (PuzzleStatus::Solved, "Right: A8< is as good as the review's best move, A1>.".to_string()));
    assert_eq!(right.progress().puzzles.get(&exercise.id).unwrap().due, Some(now + 3.0 * DAY_MS), "scheduled as solved");
    let swahili = right.reduce(SettingsAction::SetLang(Some(Lang::Sw)));
    assert_eq!(feedback(&swahili).1, "Sahihi: A8< ni mwendo mzuri sawa na mwendo bora wa ukaguzi, A1>.");
    let best = play(state.clone(), named("A1>"), now);
    assert_eq!(feedback(&best).1, "Right: A1> is the review's better move.");
    let wrong = play(state, named("A8>"), now);
    assert_eq!(feedback(&wrong), (PuzzleStatus::Failed(named("A8>")), "A8> is not the better move. The review's better move is A1>.".to_string()));
}

/// A stored own exercise that does not read is left out of the review and counted, never a
/// panic; the others still come.
#[test]
fn an_unreadable_own_exercise_is_left_out_and_counted() {
    let exercise = own_exercise();
    let mut progress = Progress::default();
    progress.keep_own("own-broken", "not an exercise".into(), 0.0);
    progress.keep_own(&exercise.id, exercise.to_line(), 0.0);
    let (due, unread) = due_exercises(&progress, 0.0);
    assert_eq!((due, unread), (vec![exercise], 1));
}
