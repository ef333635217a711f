//! The analysis page's state: a new search on every position change, the time limit, the "assisted"
//! question and mark, and that the game being played is never changed.

use super::*;
use crate::ai::{Line, Verdict};
use crate::app::analysis;
use crate::app::board::{AnimAction, Animation};
use crate::app::explain::MoveTree;
use crate::app::i18n::Lang;
use crate::app::input::Pick;
use crate::app::pages::PageLogic;
use crate::app::save::Speed;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::state::tests::fresh;
use crate::app::state::{AppState, GameAction, Page, PageKey, PlayAction, ScreenAction, SettingsAction};
use crate::engine::{BawoSetup, Dir, Side, Variant};

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

/// A lap key (`[`, `]`, Space), as the page-wide key listener sends it.
fn key(action: AnimAction) -> PageKey {
    PageKey::Board(BoardAction::Lap(action))
}

fn kujifunza(opponent: Opponent) -> AppState {
    fresh()
        .reduce(GameAction::NewGame(GameSetup { variant: Variant::Kujifunza, bawo_setup: BawoSetup::Chikoko, opponent, kete_match: false }))
        .reduce(SettingsAction::SetSpeed(Speed::Instant))
}

fn start() -> Position {
    Position::start(Variant::Kujifunza, BawoSetup::Chikoko)
}

fn analysing(position: Position) -> AppState {
    fresh().reduce(AnalysisAction::Open { start: Box::new(position), moves: Vec::new() })
}

fn report(search: u64, depth: u32, done: bool) -> Report {
    let mv = start().legal_moves()[0];
    Report { search, depth, verdict: Verdict::Eval(120), lines: vec![Line { mv, score: 120, verdict: Verdict::Eval(120), depth, pv: vec![mv] }], done }
}

fn path(state: &AppState) -> Vec<usize> {
    state.pages.analysis.board.as_ref().unwrap().cursor.path.clone()
}

#[test]
fn opening_a_position_searches_it_and_a_move_on_the_board_restarts_the_search() {
    let state = analysing(start());
    assert_eq!(state.page(), Page::Analysis);
    let first = state.pages.analysis.search.expect("the position is searched");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(first, 6, false))));
    assert_eq!(state.pages.analysis.report.as_ref().map(|r| r.depth), Some(6));
    // A3 has two directions in Bao la Kujifunza's start: pick it, then go right.
    let state = state.reduce(AnalysisAction::Board(BoardAction::Click(hole("A3")))).reduce(AnalysisAction::Board(BoardAction::ChooseDir(Dir::Right)));
    assert_eq!(path(&state), vec![0]);
    let second = state.pages.analysis.search.expect("the new position is searched");
    assert_ne!(first, second, "a position change is a new search (the old one is cancelled)");
    assert!(state.pages.analysis.report.is_none(), "the old position's report is gone");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(first, 9, false))));
    assert!(state.pages.analysis.report.is_none(), "a late report of the old search is ignored");
    let state = state.reduce(AnalysisAction::Step(CursorStep::Prev));
    assert_eq!(path(&state), Vec::<usize>::new());
    assert_ne!(state.pages.analysis.search, Some(second));
    assert_eq!(state.session().game.plies().len(), 0, "the game being played is not changed");
}

#[test]
fn the_search_stops_at_the_time_limit_and_go_on_adds_five_seconds() {
    let state = analysing(start());
    assert_eq!(state.pages.analysis.limit_ms, 5_000);
    let board = state.pages.analysis.board.clone().unwrap();
    assert!(analysis::request(&board.game()).until_cancelled, "the page keeps the time and stops the worker");
    let search = state.pages.analysis.search.unwrap();
    // "+5 s" while it runs: the same search, 5 s longer; its reports go on counting.
    let state = state.reduce(AnalysisAction::Report(Box::new(report(search, 9, false)))).reduce(AnalysisAction::MoreTime);
    assert_eq!((state.pages.analysis.search, state.pages.analysis.limit_ms), (Some(search), 10_000));
    let state = state.reduce(AnalysisAction::Report(Box::new(report(search, 12, false))));
    assert_eq!(state.pages.analysis.report.as_ref().map(|r| r.depth), Some(12));
    // Time up for another search changes nothing; for this one it stops with its last report.
    let state = state.reduce(AnalysisAction::TimeUp { search: search + 1 });
    assert_eq!(state.pages.analysis.search, Some(search));
    let state = state.reduce(AnalysisAction::TimeUp { search });
    assert_eq!(state.pages.analysis.search, None, "done: nothing runs");
    assert!(state.pages.analysis.report.as_ref().unwrap().done);
    // Once stopped, "go on" searches again, 5 s more.
    let state = state.reduce(AnalysisAction::MoreTime);
    assert_eq!(state.pages.analysis.limit_ms, 15_000);
    let again = state.pages.analysis.search.expect("searching again");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(again, 5, false))));
    assert_eq!(state.pages.analysis.report.as_ref().map(|r| r.depth), Some(12), "the deeper report stays until the new search passes it");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(again, 13, false))));
    assert_eq!(state.pages.analysis.report.as_ref().map(|r| r.depth), Some(13));
    let state = state.reduce(AnalysisAction::Stop);
    assert_eq!(state.pages.analysis.search, None);
    assert!(state.pages.analysis.report.as_ref().unwrap().done);
}

#[test]
fn a_game_against_the_computer_is_marked_assisted_only_after_the_question() {
    let state = kujifunza(Opponent::Computer { level: 1, side: Side::North }).reduce(AnalysisAction::OpenGame);
    assert!(state.pages.analysis.asking);
    assert_eq!(state.page(), Page::Analysis);
    assert!(state.pages.analysis.board.is_none() && state.pages.analysis.search.is_none(), "nothing is analysed before the answer");
    assert!(!analysis::is_assisted(&state.session().headers));
    let cancelled = state.clone().reduce(AnalysisAction::CancelAssisted);
    assert_eq!(cancelled.page(), Page::Game);
    assert!(!analysis::is_assisted(&cancelled.session().headers));
    let revision = state.session().revision;
    let state = state.reduce(AnalysisAction::ConfirmAssisted);
    assert!(!state.pages.analysis.asking && state.pages.analysis.board.is_some());
    assert!(state.session().record().contains("Assisted: analysis"), "the mark is written in the record");
    assert!(state.session().revision > revision, "and saved with the game");
    let state = state.reduce(AnalysisAction::Close).reduce(AnalysisAction::OpenGame);
    assert!(!state.pages.analysis.asking, "an assisted game is not asked about again");
}

#[test]
fn a_game_between_people_opens_at_the_viewed_ply_without_a_question() {
    let state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let mv = state.game().position().legal_moves()[0];
    let state = state.reduce(PlayAction::Board(BoardAction::Click(mv.start_hole().unwrap())));
    let state = if state.game().plies().len() < 2 { state.reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right))) } else { state };
    assert_eq!(state.game().plies().len(), 2);
    let state = state.reduce(ScreenAction::View(Some(1))).reduce(AnalysisAction::OpenGame);
    assert!(!state.pages.analysis.asking);
    assert_eq!(path(&state), vec![0], "at the viewed ply");
    let board = state.pages.analysis.board.clone().unwrap();
    assert_eq!(board.tree.main_line().len(), 2, "the whole game is the main line");
    assert!(!analysis::is_assisted(&state.session().headers));
}

#[test]
fn variations_delete_promote_and_back_to_the_main_line_through_actions() {
    let first = start().legal_moves();
    let state = fresh().reduce(AnalysisAction::Open { start: Box::new(start()), moves: vec![first[0]] });
    assert_eq!(path(&state), vec![0]);
    let state = state.reduce(AnalysisAction::Step(CursorStep::First));
    // Play the second legal move from the start as a side line.
    let state = state.reduce(AnalysisAction::Board(BoardAction::Click(first[1].start_hole().unwrap())));
    let state = match &state.pages.analysis.board_session.pick {
        Pick::Hole { .. } => state.reduce(AnalysisAction::Board(BoardAction::ChooseDir(match first[1] {
            Move::Sow(sow) => sow.dir.unwrap(),
            _ => unreachable!("Bao la Kujifunza has no gambit"),
        }))),
        _ => state,
    };
    assert_eq!(path(&state), vec![1]);
    let state = state.reduce(AnalysisAction::BackToMain);
    assert_eq!(path(&state), Vec::<usize>::new(), "where the side line leaves the main line");
    let state = state.reduce(AnalysisAction::GoTo(vec![1])).reduce(AnalysisAction::Promote);
    assert_eq!(path(&state), vec![0]);
    assert_eq!(state.pages.analysis.board.as_ref().unwrap().tree.main_line(), vec![first[1]]);
    let state = state.reduce(AnalysisAction::GoTo(vec![1])).reduce(AnalysisAction::DeleteLine);
    assert_eq!(path(&state), Vec::<usize>::new());
    assert_eq!(state.pages.analysis.board.as_ref().unwrap().tree.children(&[]), 1);
}

#[test]
fn an_engine_line_is_played_on_the_board_as_a_variation() {
    let state = analysing(start());
    let search = state.pages.analysis.search.unwrap();
    let a = start().legal_moves()[2];
    let b = start().play(&a).unwrap().position.legal_moves()[0];
    let line = Line { mv: a, score: 0, verdict: Verdict::Eval(0), depth: 2, pv: vec![a, b] };
    let state = state.reduce(AnalysisAction::Report(Box::new(Report { search, depth: 2, verdict: Verdict::Eval(0), lines: vec![line], done: false })));
    let state = state.reduce(AnalysisAction::PlayLine(0));
    assert_eq!(path(&state), vec![0], "on the line's first move");
    assert!(state.pages.analysis.explained.as_ref().is_some_and(|p| p.index == 0 && p.notation.starts_with(&a.to_string())), "the line's first move is told");
    let state = state.reduce(AnalysisAction::Step(CursorStep::Next));
    assert_eq!(state.pages.analysis.explained.as_ref().map(|p| p.index), Some(1), "and then the reply");
    assert_eq!(state.pages.analysis.board.as_ref().unwrap().game().plies().iter().map(|p| p.mv).collect::<Vec<_>>(), vec![a, b]);
}

#[test]
fn a_stored_analysis_comes_back_with_its_variations_for_the_same_game() {
    let state = kujifunza(Opponent::Human).reduce(AnalysisAction::OpenGame);
    let first = start().legal_moves();
    let state = state.reduce(AnalysisAction::Board(BoardAction::Click(first[0].start_hole().unwrap())));
    let stored = state.pages.analysis.to_stored();
    let mut restored = fresh().reduce(AnalysisAction::Restore(Box::new(stored.clone().unwrap())));
    restored.saved.session = state.saved.session.clone();
    assert_eq!(restored.pages.analysis.to_stored(), stored);
    let reopened = restored.reduce(AnalysisAction::OpenGame);
    assert_eq!(reopened.pages.analysis.board.as_ref().unwrap().tree, state.pages.analysis.board.as_ref().unwrap().tree);
}

/// South's front row A1–A8 and North's front row a1–a8 on the frame the stepper shows.
fn front_rows(state: &AppState) -> ([u8; 8], [u8; 8]) {
    let frame = state.pages.analysis.board_session.anim.as_ref().and_then(Animation::frame).expect("a lap is shown");
    let row = |side: Side| frame.board[side.index()][..8].try_into().unwrap();
    (row(Side::South), row(Side::North))
}

/// A3> from Bao la Kujifunza's start (two seeds in every hole, RULES.md §10), worked out by
/// hand with RULES.md §2 and §4 (A i faces a(9−i); a central or left-kimbi capture moving
/// clockwise enters at the left kichwa A1):
/// lap 1: A3's 2 seeds to A4, A5 (3 each); A5 faces a4 (2): a capture move.
/// lap 2: a4's 2 into A1, A2 (3 each); A2 faces a7 (2): captured.
/// lap 3: a7's 2 into A1, A2 (4 each); a7 is empty now: relay.
/// lap 4: A2's 4 into A3 A4 A5 A6 (1, 4, 4, 3); A6 faces a3 (2): captured.
/// lap 5: a3's 2 into A1 (5) and A2, which was empty: the move ends.
fn after_a3_right() -> AppState {
    analysing(start()).reduce(AnalysisAction::Board(BoardAction::Click(hole("A3")))).reduce(AnalysisAction::Board(BoardAction::ChooseDir(Dir::Right)))
}

#[test]
fn the_move_into_the_shown_position_is_told_in_both_languages() {
    let state = after_a3_right();
    let ply = state.pages.analysis.explained.as_deref().expect("the move into the position is explained");
    let en = crate::app::narrated::narration_of(Lang::En, Some(ply), true, None);
    assert_eq!(en.heading, "Move 1. A3>, played by South");
    assert_eq!(en.lines.len(), 5, "five laps, none of them a run of plain relays");
    assert_eq!(en.lines[1], "lap 2: captured 2 from a4 → entered at kichwa A1, sowing on to the right, ends in A2");
    assert!(en.lines[4].starts_with("lap 5: captured 2 from a3 → entered at kichwa A1"), "{}", en.lines[4]);
    let sw = crate::app::narrated::narration_of(Lang::Sw, Some(ply), true, None);
    assert_eq!(sw.heading, "Mwendo 1. A3>, umechezwa na Kusini");
    assert!(sw.lines[4].contains("a3") && sw.lines[4] != en.lines[4], "{}", sw.lines[4]);
    // Back at the start there is no move to tell; forward again it is told once more.
    let state = state.reduce(AnalysisAction::Step(CursorStep::Prev));
    assert!(state.pages.analysis.explained.is_none());
    let state = state.reduce(AnalysisAction::Step(CursorStep::Next));
    assert_eq!(state.pages.analysis.explained.as_ref().map(|p| p.index), Some(0));
}

#[test]
fn the_lap_keys_step_the_analysis_boards_move_lap_by_lap() {
    let state = after_a3_right();
    assert!(state.pages.analysis.board_session.anim.is_none(), "a move is shown at its end");
    // `[` (the game's key, through the one listener) steps back one lap: the board after lap 4.
    let state = state.reduce(key(AnimAction::StepLap { forward: false }));
    assert!(state.screen.board.anim.is_none(), "the game's own animation is not touched");
    assert!(state.pages.analysis.board_session.anim.as_ref().is_some_and(|a| a.paused));
    assert_eq!(front_rows(&state), ([4, 0, 1, 4, 4, 3, 2, 2], [2, 2, 2, 0, 2, 2, 0, 2]));
    assert_eq!(state.pages.analysis.board_session.anim.as_ref().unwrap().laps_done(), 4);
    // Back once more: after lap 3 (A3 lifted, A4 and A5 with 3, A1 and A2 with 4).
    let state = state.reduce(key(AnimAction::StepLap { forward: false }));
    assert_eq!(front_rows(&state), ([4, 4, 0, 3, 3, 2, 2, 2], [2, 2, 2, 0, 2, 2, 0, 2]));
    // `]`: lap 4 again, then lap 5, the end (a3 taken, A1 with 5, A2 with 1).
    let state = state.reduce(key(AnimAction::StepLap { forward: true }));
    assert_eq!(front_rows(&state).0, [4, 0, 1, 4, 4, 3, 2, 2]);
    let state = state.reduce(key(AnimAction::StepLap { forward: true }));
    assert_eq!(front_rows(&state), ([5, 1, 1, 4, 4, 3, 2, 2], [2, 2, 0, 0, 2, 2, 0, 2]));
    // The lap bar's end shows the position itself again.
    let state = state.reduce(key(AnimAction::SkipAnimation));
    assert!(state.pages.analysis.board_session.anim.is_none());
}

#[test]
fn space_plays_the_move_again_and_a_click_while_stepping_shows_its_end() {
    let state = after_a3_right().reduce(key(AnimAction::TogglePause));
    let anim = state.pages.analysis.board_session.anim.as_ref().expect("played again");
    assert!((anim.step, anim.paused) == (0, false), "from the board before the move");
    assert_eq!(front_rows(&state), ([2; 8], [2; 8]));
    // Its ticks run it to its end, and then the position takes over.
    let mut state = state.reduce(key(AnimAction::TogglePause)).reduce(key(AnimAction::TogglePause));
    for _ in 0..200 {
        if state.pages.analysis.board_session.anim.is_none() {
            break;
        }
        state = state.reduce(AnalysisAction::Board(BoardAction::Lap(AnimAction::Tick)));
    }
    assert!(state.pages.analysis.board_session.anim.is_none(), "the replay ended");
    // A click on the board while a lap is shown goes back to the position, and plays nothing.
    let state = state.reduce(key(AnimAction::StepLap { forward: false })).reduce(AnalysisAction::Board(BoardAction::Click(hole("a2"))));
    assert!(state.pages.analysis.board_session.anim.is_none());
    assert_eq!(path(&state), vec![0]);
}

#[test]
fn the_lap_bar_counts_the_five_laps_of_the_analysis_boards_move() {
    let bar = |state: &AppState| {
        let ply = state.pages.analysis.explained.as_deref().expect("a move is shown");
        crate::app::laps::lap_bar_of(Lang::En, state.pages.analysis.board_session.anim.as_ref(), Some((&ply.laps, false)), None)
    };
    let state = after_a3_right();
    let at_end = bar(&state);
    assert_eq!((at_end.counter.as_str(), at_end.position, at_end.steps), ("lap 5 of 5", 5, 5));
    assert!(at_end.can_back && at_end.can_play && !at_end.can_forward);
    let back = bar(&state.reduce(key(AnimAction::StepLap { forward: false })));
    assert_eq!((back.counter.as_str(), back.position, back.steps), ("lap 4 of 5 · paused", 4, 5));
    assert!(back.paused && back.can_forward && back.can_back && back.can_play);
}

/// The analysis page's reducer alone, on a context: a game against the computer is asked
/// about first (the page shown, nothing analysed); the answer yes asks for the game to be
/// marked "assisted" and opens it; a hole of the side not to move is named with the engine's
/// reason; closing asks for the game's page.
#[test]
fn the_analysis_reducer_changes_only_the_analysis_and_asks_the_rest() {
    use crate::app::pages::{PageContext, Request};
    use crate::engine::{Game, WhyNot};
    let game = Game::new(start());
    let settings = crate::app::save::Settings::default();
    let progress = crate::app::learn::progress::Progress::default();
    let mut context = PageContext::of_game(&game, &settings, &progress);
    context.game_view.against_computer = true;
    let mut analysis = AnalysisState::default();
    assert_eq!(PageLogic::reduce(&mut analysis, AnalysisAction::OpenGame, &context), Some(Request::ShowPage));
    assert!(analysis.asking && analysis.board.is_none());
    assert_eq!(PageLogic::reduce(&mut analysis, AnalysisAction::ConfirmAssisted, &context), Some(Request::MarkAssisted));
    assert!(!analysis.asking && analysis.board.is_some() && analysis.search.is_some());
    // North's a1 with South to move (RULES.md §2: a player sows from his own holes).
    let refused = PageLogic::reduce(&mut analysis, AnalysisAction::Board(BoardAction::Click(hole("a1"))), &context);
    assert_eq!(refused, Some(Request::CannotPlay(hole("a1"), WhyNot::NotYourHole)));
    assert_eq!(PageLogic::reduce(&mut analysis, AnalysisAction::Close, &context), Some(Request::ShowGame));
    assert_eq!(analysis.search, None);
}
