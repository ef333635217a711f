//! Every page with a board takes the same input the same way: the same input
//! sequences are sent through each page's own reducer — the game's `PlayAction`s, the analysis
//! board's `AnalysisAction`s — and each must end the same. The expectations are worked out by
//! hand from RULES.md.
//!
//! The pages: the game, the analysis board, a puzzle, a learning step (a step made on the
//! case's position whose goal any legal move meets), a drill (its answer is a tap, so only the
//! lap cases) and the review while learning from the mistakes (a try, not a move played on its
//! board, so not the lap cases).

use std::rc::Rc;

use super::tests::fresh;
use super::*;
use crate::app::layout::Arrow;
use crate::app::pages::learn::state as learn;
use crate::app::pages::practice::state as practice;
use crate::engine::{BawoSetup, Dir, Hole, Move, SowMove, Variant, WhyNot};

/// One input on a board, in the pages' common words.
#[derive(Clone, Copy, Debug)]
enum BoardInput {
    Click(&'static str),
    Dir(Dir),
    Arrow(Arrow),
    Enter,
    Safari(bool),
    Lap(AnimAction),
}

/// What a page shows after the inputs.
#[derive(Debug, PartialEq)]
struct Seen {
    /// The refused hole named, and why.
    refused: Option<(Hole, WhyNot)>,
    /// The hole picked, waiting for a direction or a kichwa.
    picked: Option<Hole>,
    focus: Hole,
    asks_safari: bool,
    /// The moves played on the page's board after its start.
    played: Vec<Move>,
    /// The part both moves share stands on the board while stop or safari is asked.
    shows_shared_part: bool,
    /// The move stepped lap by lap (paused): the lap stepper's position.
    lap: Option<usize>,
}

/// A page with a board.
struct BoardPage {
    name: &'static str,
    /// The page's board takes a move (the move cases apply).
    moves: bool,
    /// The move taken stays on the board, stepped on the lap bar (the lap cases apply).
    lap_bar: bool,
    /// The page opened on `start` (moves shown at their end: "instant" speed).
    open: fn(Position) -> AppState,
    send: fn(AppState, BoardInput) -> AppState,
    seen: fn(&AppState, &Position) -> Seen,
}

fn h(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

/// The board's action for an input (a lap step comes as the page-wide key it is).
fn board_action(input: BoardInput) -> BoardAction {
    match input {
        BoardInput::Click(name) => BoardAction::Click(h(name)),
        BoardInput::Dir(dir) => BoardAction::ChooseDir(dir),
        BoardInput::Arrow(step) => BoardAction::Arrow(step),
        BoardInput::Enter => BoardAction::PickFocused,
        BoardInput::Safari(safari) => BoardAction::AnswerSafari { safari },
        BoardInput::Lap(action) => BoardAction::Lap(action),
    }
}

fn instant() -> AppState {
    fresh().reduce(SettingsAction::SetSpeed(Speed::Instant))
}

fn board_seen(board: &crate::app::board::BoardSession, refused: Option<(Hole, WhyNot)>, played: Vec<Move>) -> Seen {
    Seen {
        refused,
        picked: match &board.pick {
            Pick::Hole { hole, .. } => Some(*hole),
            _ => None,
        },
        focus: board.focus,
        asks_safari: board.safari.is_some(),
        played,
        shows_shared_part: board.anim.is_some() && board.safari.is_some(),
        lap: board.anim.as_ref().filter(|a| a.paused).map(|a| a.position()),
    }
}

fn refusal(state: &AppState) -> Option<(Hole, WhyNot)> {
    match state.screen.notice {
        Some(Notice::CannotPlay { hole, why, .. }) => Some((hole, why)),
        _ => None,
    }
}

const GAME: BoardPage = BoardPage {
    name: "game",
    moves: true,
    lap_bar: true,
    open: |start| {
        let mut state = instant();
        state.saved.session = Rc::new(Session::from_start("t-9".to_string(), start, Opponent::Human, None));
        state.after_position_change();
        state
    },
    send: |state, input| match board_action(input) {
        BoardAction::Lap(action) => state.reduce(PageKey::Board(BoardAction::Lap(action))),
        action => state.reduce(PlayAction::Board(action)),
    },
    seen: |state, _| board_seen(&state.screen.board, refusal(state), state.game().plies().iter().map(|p| p.mv).collect()),
};

const ANALYSIS: BoardPage = BoardPage {
    name: "analysis",
    moves: true,
    lap_bar: true,
    open: |start| instant().reduce(AnalysisAction::Open { start: Box::new(start), moves: Vec::new() }),
    send: |state, input| match board_action(input) {
        BoardAction::Lap(action) => state.reduce(PageKey::Board(BoardAction::Lap(action))),
        action => state.reduce(AnalysisAction::Board(action)),
    },
    seen: |state, _| {
        let played = state.pages.analysis.board.as_ref().map(|b| b.game().plies().iter().map(|p| p.mv).collect()).unwrap_or_default();
        board_seen(&state.pages.analysis.board_session, refusal(state), played)
    },
};

/// A puzzle on `start` whose solution is `start`'s first legal move: any move played ends it,
/// solved or failed, and is the move seen played.
const PUZZLE: BoardPage = BoardPage {
    name: "puzzle",
    moves: true,
    lap_bar: true,
    open: |start| {
        let mut state = instant().reduce(PageAction::Open(Page::Puzzles));
        let solution = vec![start.legal_moves()[0]];
        let puzzle = crate::puzzles::Puzzle {
            id: "every-board".to_string(),
            variant: start.variant(),
            theme: crate::puzzles::Theme::OnlyWin,
            position: start.clone(),
            solution,
            difficulty: crate::puzzles::Difficulty { depth: 11, rivals: 0 },
            rating: crate::puzzles::Rating::TOP,
            nodes: 0,
        };
        state.pages.practice.puzzles = practice::PuzzleLoad::Ready(Rc::new(vec![puzzle]));
        state.pages.practice.board_session = crate::app::board::BoardSession { focus: h("A1"), ..crate::app::board::BoardSession::on(&start) };
        let run = practice::PuzzleRun {
            index: 0,
            review: false,
            position: start.clone(),
            start,
            done: 0,
            line: Vec::new(),
            status: practice::PuzzleStatus::Playing,
            said: None,
        };
        state.pages.practice.puzzle = Some(run);
        state
    },
    send: |state, input| match input {
        BoardInput::Click(name) => state.reduce(PracticeAction::TapHole { hole: h(name), now: 0.0 }),
        BoardInput::Dir(dir) => state.reduce(PracticeAction::ChooseDir { dir, now: 0.0 }),
        BoardInput::Arrow(step) => state.reduce(PracticeAction::Arrow { step, now: 0.0 }),
        BoardInput::Enter => state.reduce(PracticeAction::PickFocused { now: 0.0 }),
        BoardInput::Safari(safari) => state.reduce(PracticeAction::AnswerSafari { safari, now: 0.0 }),
        BoardInput::Lap(action) => state.reduce(PageKey::Board(BoardAction::Lap(action))),
    },
    seen: |state, start| {
        let run = state.pages.practice.puzzle.as_ref().expect("the puzzle");
        let refused = match run.said {
            Some(practice::PuzzleSaid::Refused(hole, why)) => Some((hole, why)),
            _ => None,
        };
        let played = match run.status {
            practice::PuzzleStatus::Playing => vec![],
            practice::PuzzleStatus::Solved => vec![start.legal_moves()[0]],
            practice::PuzzleStatus::Failed(mv) => vec![mv],
        };
        board_seen(&state.pages.practice.board_session, refused, played)
    },
};

/// A learning step on `start` whose goal any legal move meets ("find the legal move"): the
/// move played is judged right and stays on the step's board.
const LEARN: BoardPage = BoardPage {
    name: "learning step",
    moves: true,
    lap_bar: true,
    open: |start| {
        let mut state = instant().reduce(PageAction::Open(Page::Learn));
        let (stage, index) = (0, 0);
        let base = crate::app::learn::STAGES[stage].steps[index];
        let position: &'static str = start.to_json().leak();
        let step: &'static crate::app::learn::Step =
            Box::leak(Box::new(crate::app::learn::Step { position, goal: crate::app::learn::Goal::FindLegal { hole: "A1" }, ..base }));
        let mut run = learn::StepRun::on(stage, index, step);
        run.board.focus = h("A1");
        state.pages.learn.run = Some(run);
        state
    },
    send: |state, input| match board_action(input) {
        BoardAction::Lap(action) => state.reduce(PageKey::Board(BoardAction::Lap(action))),
        action => state.reduce(LearnAction::Board(action)),
    },
    seen: |state, _| {
        let run = state.pages.learn.run.as_ref().expect("the step");
        let refused = match (&run.feedback, run.refused) {
            (Some(learn::Feedback::Judgement(crate::app::learn::Judgement::Illegal(why))), Some(hole)) => Some((hole, *why)),
            _ => None,
        };
        board_seen(&run.board, refused, run.game.plies().iter().map(|p| p.mv).collect())
    },
};

/// The move the lap cases play (A3> from Bao la Kujifunza's start): the drill page shows it.
const LAP_MOVE: &str = "A3>";

/// A drill of [`LAP_MOVE`] on `start`: the drill's board takes no move but an answer (a tap
/// on the hole where it stops), so only the lap cases apply — their first tap answers it, a
/// direction chooses nothing, and the move is then shown and stepped as on every board.
const DRILL: BoardPage = BoardPage {
    name: "drill",
    moves: false,
    lap_bar: true,
    open: |start| {
        let mut state = instant().reduce(PageAction::Open(Page::Drill));
        let mv = crate::engine::parse_move(&start, LAP_MOVE).expect("the lap cases' move").0;
        let answer = crate::app::learn::trace::trace(&start, &mv).expect("a sowing");
        let drill = crate::app::learn::drill::Drill { level: crate::app::learn::drill::DrillLevel::Short, position: start, mv, answer };
        state.pages.practice.drill = Some(practice::DrillRun::new(drill));
        state.pages.practice.board_session = crate::app::board::BoardSession { focus: h("A1"), ..crate::app::board::BoardSession::default() };
        state
    },
    send: PUZZLE.send,
    seen: |state, _| {
        let run = state.pages.practice.drill.as_ref().expect("the drill");
        let played = if matches!(run.phase, practice::DrillPhase::Answered { .. }) { vec![run.drill.mv] } else { vec![] };
        board_seen(&state.pages.practice.board_session, None, played)
    },
};

/// The review of a game from `start` whose one ply (`start`'s first legal move) is marked, while
/// learning from the mistakes: the board takes the try at that ply's position. The try is
/// judged by a search, not played on the board, so the lap cases do not apply (the review's
/// lap bar steps the game's move into the position shown).
const REVIEW: BoardPage = BoardPage {
    name: "review",
    moves: true,
    lap_bar: false,
    open: |start| {
        use crate::ai::review::PlyReview;
        use crate::ai::Line;
        let mut game = crate::engine::Game::new(start.clone());
        let mv = start.legal_moves()[0];
        game.play(&mv).expect("a legal move");
        let line = |mv: &Move, score| Line { mv: *mv, score, verdict: crate::ai::Verdict::Eval(score), depth: 3, pv: vec![*mv] };
        let reply = PlyReview {
            mv,
            mover: start.to_move(),
            played: Some(line(&mv, -500)),
            best: line(&mv, 0),
            mark: Some(crate::ai::review::Mark::Blunder),
            unmarked: vec![mv],
            depth: 3,
            nodes: 1,
        };
        let ply = Box::new(ReviewedPly::from(&reply));
        let state = instant().reduce(ReviewAction::ReviewGame(Box::new(game)));
        let run = state.pages.review.run;
        let mut state = state.reduce(ReviewAction::Reviewed { run, index: 0, ply }).reduce(ReviewAction::Learn);
        state.pages.review.board.focus = h("A1");
        state
    },
    send: |state, input| match board_action(input) {
        BoardAction::Lap(action) => state.reduce(PageKey::Board(BoardAction::Lap(action))),
        action => state.reduce(ReviewAction::Board(action)),
    },
    seen: |state, _| {
        let tried = state.pages.review.learn_check().map(|(_, _, mv)| vec![mv]).unwrap_or_default();
        board_seen(&state.pages.review.board, state.pages.review.refused, tried)
    },
};

const PAGES: [BoardPage; 6] = [GAME, ANALYSIS, PUZZLE, LEARN, DRILL, REVIEW];

/// A sequence of inputs from a position and what every page shows after it.
struct BoardCase {
    name: &'static str,
    variant: Variant,
    /// Played from the variant's start to reach the case's position.
    before: &'static [&'static str],
    inputs: &'static [BoardInput],
    /// The case steps a move lap by lap (on the pages whose move stays on the board; the others
    /// skip it), playing [`LAP_MOVE`].
    laps: bool,
    expected: fn() -> Seen,
}

fn sow(hole: &str, dir: Option<Dir>, safari: bool) -> Move {
    Move::Sow(SowMove { hole: h(hole), dir, safari })
}

fn quiet(focus: &str, played: Vec<Move>) -> Seen {
    Seen { refused: None, picked: None, focus: h(focus), asks_safari: false, played, shows_shared_part: false, lap: None }
}

/// South's A8 reaches the nyumba in a namua capture (the input machine's line).
const TO_THE_NYUMBA: &[&str] = &["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"];

const CASES: &[BoardCase] = &[
    BoardCase {
        // The opponent's hole, as `bao why a3` says (RULES.md §2).
        name: "a refused hole of the opponent is named",
        variant: Variant::Kiswahili,
        before: &[],
        inputs: &[BoardInput::Click("a3")],
        laps: false,
        expected: || Seen { refused: Some((h("a3"), WhyNot::NotYourHole)), ..quiet("a3", vec![]) },
    },
    BoardCase {
        // In the namua a seed goes into the front row (RULES.md §5).
        name: "a refused back-row hole in the namua is named",
        variant: Variant::Kiswahili,
        before: &[],
        inputs: &[BoardInput::Click("B3")],
        laps: false,
        expected: || Seen { refused: Some((h("B3"), WhyNot::NotFrontRow)), ..quiet("B3", vec![]) },
    },
    BoardCase {
        // After A6>* a6<*, A5 captures a4; its seeds enter at a kichwa: A8 names `>` (§6, §12).
        name: "a kichwa choice",
        variant: Variant::Kiswahili,
        before: &["A6>*", "a6<*"],
        inputs: &[BoardInput::Click("A5"), BoardInput::Click("A8")],
        laps: false,
        expected: || quiet("A8", vec![sow("A5", Some(Dir::Right), false)]),
    },
    BoardCase {
        name: "a hole picked waits for the kichwa",
        variant: Variant::Kiswahili,
        before: &["A6>*", "a6<*"],
        inputs: &[BoardInput::Click("A5")],
        laps: false,
        expected: || Seen { picked: Some(h("A5")), ..quiet("A5", vec![]) },
    },
    BoardCase {
        name: "stop or safari is asked at the nyumba",
        variant: Variant::Kiswahili,
        before: TO_THE_NYUMBA,
        inputs: &[BoardInput::Click("A8")],
        laps: false,
        // The part both moves share stands on the board while the question waits.
        expected: || Seen { asks_safari: true, shows_shared_part: true, ..quiet("A8", vec![]) },
    },
    BoardCase {
        name: "safari goes on from the nyumba",
        variant: Variant::Kiswahili,
        before: TO_THE_NYUMBA,
        inputs: &[BoardInput::Click("A8"), BoardInput::Safari(true)],
        laps: false,
        expected: || quiet("A8", vec![sow("A8", None, true)]),
    },
    BoardCase {
        name: "stop ends at the nyumba",
        variant: Variant::Kiswahili,
        before: TO_THE_NYUMBA,
        inputs: &[BoardInput::Click("A8"), BoardInput::Safari(false)],
        laps: false,
        expected: || quiet("A8", vec![sow("A8", None, false)]),
    },
    BoardCase {
        // The focus starts on A1; A3 sows either way in Kujifunza (two seeds a hole, §10).
        name: "arrow keys and Enter pick, ← chooses the direction",
        variant: Variant::Kujifunza,
        before: &[],
        inputs: &[BoardInput::Arrow(Arrow::Right), BoardInput::Arrow(Arrow::Right), BoardInput::Enter, BoardInput::Arrow(Arrow::Left)],
        laps: false,
        expected: || quiet("A3", vec![sow("A3", Some(Dir::Left), false)]),
    },
    BoardCase {
        // A3> has five laps (worked out in the animation tests): a step back replays it paused
        // one lap before its end, a step forward shows its end.
        name: "lap steps on the move just played",
        variant: Variant::Kujifunza,
        before: &[],
        inputs: &[BoardInput::Click("A3"), BoardInput::Dir(Dir::Right), BoardInput::Lap(AnimAction::StepLap { forward: false })],
        laps: true,
        expected: || Seen { lap: Some(4), ..quiet("A3", vec![sow("A3", Some(Dir::Right), false)]) },
    },
    BoardCase {
        name: "a click while a lap is shown goes back to the position and plays nothing",
        variant: Variant::Kujifunza,
        before: &[],
        inputs: &[BoardInput::Click("A3"), BoardInput::Dir(Dir::Right), BoardInput::Lap(AnimAction::StepLap { forward: false }), BoardInput::Click("a2")],
        laps: true,
        expected: || quiet("A3", vec![sow("A3", Some(Dir::Right), false)]),
    },
];

#[test]
fn every_board_takes_the_same_inputs_the_same_way() {
    let mut driven = [0; PAGES.len()];
    for case in CASES {
        let mut game = crate::engine::Game::new(Position::start(case.variant, BawoSetup::Chikoko));
        for mv in case.before {
            game.play_text(mv).unwrap();
        }
        let start = game.position().clone();
        for (i, page) in PAGES.iter().enumerate().filter(|(_, page)| if case.laps { page.lap_bar } else { page.moves }) {
            driven[i] += 1;
            let state = case.inputs.iter().fold((page.open)(start.clone()), |state, &input| (page.send)(state, input));
            assert_eq!((page.seen)(&state, &start), (case.expected)(), "{} on the {} board", case.name, page.name);
        }
    }
    assert!(driven.iter().all(|&n| n > 0), "every page is driven by a case: {driven:?}");
}
