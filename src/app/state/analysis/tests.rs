//! The analysis slice: a new search on every position change, the time limit, the "assisted"
//! question and mark, and that the game being played is never changed.

use super::*;
use crate::ai::Verdict;
use crate::app::analysis::{self, ReportLine};
use crate::app::explain::MoveTree;
use crate::app::save::Speed;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::state::tests::fresh;
use crate::app::state::{GameAction, PlayAction, ScreenAction, SettingsAction};
use crate::engine::{BawoSetup, Side, Variant};

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
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
    Report { search, depth, verdict: Verdict::Eval(120), lines: vec![ReportLine { mv, score: 120, verdict: Verdict::Eval(120), depth, pv: vec![mv] }], done }
}

fn path(state: &AppState) -> Vec<usize> {
    state.analysis.board.as_ref().unwrap().cursor.path.clone()
}

#[test]
fn opening_a_position_searches_it_and_a_move_on_the_board_restarts_the_search() {
    let state = analysing(start());
    assert_eq!(state.mode, Mode::Analysis);
    let first = state.analysis.search.expect("the position is searched");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(first, 6, false))));
    assert_eq!(state.analysis.report.as_ref().map(|r| r.depth), Some(6));
    // A3 has two directions in Bao la Kujifunza's start: pick it, then go right.
    let state = state.reduce(AnalysisAction::ClickHole(hole("A3"))).reduce(AnalysisAction::ChooseDir(Dir::Right));
    assert_eq!(path(&state), vec![0]);
    let second = state.analysis.search.expect("the new position is searched");
    assert_ne!(first, second, "a position change is a new search (the old one is cancelled)");
    assert!(state.analysis.report.is_none(), "the old position's report is gone");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(first, 9, false))));
    assert!(state.analysis.report.is_none(), "a late report of the old search is ignored");
    let state = state.reduce(AnalysisAction::Step(CursorStep::Prev));
    assert_eq!(path(&state), Vec::<usize>::new());
    assert_ne!(state.analysis.search, Some(second));
    assert_eq!(state.session().game.plies().len(), 0, "the game being played is not changed");
}

#[test]
fn the_search_stops_at_the_time_limit_and_go_on_adds_five_seconds() {
    let state = analysing(start());
    assert_eq!(state.analysis.limit_ms, 5_000);
    let board = state.analysis.board.clone().unwrap();
    assert_eq!(analysis::request(&board.game(), state.analysis.limit_ms).millis, Some(5_000.0), "the worker stops itself after 5 s");
    let search = state.analysis.search.unwrap();
    let state = state.reduce(AnalysisAction::Report(Box::new(report(search, 12, true))));
    assert_eq!(state.analysis.search, None, "done: nothing runs");
    let state = state.reduce(AnalysisAction::MoreTime);
    assert_eq!(state.analysis.limit_ms, 10_000);
    let again = state.analysis.search.expect("searching again");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(again, 5, false))));
    assert_eq!(state.analysis.report.as_ref().map(|r| r.depth), Some(12), "the deeper report stays until the new search passes it");
    let state = state.reduce(AnalysisAction::Report(Box::new(report(again, 13, false))));
    assert_eq!(state.analysis.report.as_ref().map(|r| r.depth), Some(13));
    let state = state.reduce(AnalysisAction::Stop);
    assert_eq!(state.analysis.search, None);
    assert!(state.analysis.report.as_ref().unwrap().done);
}

#[test]
fn a_game_against_the_computer_is_marked_assisted_only_after_the_question() {
    let state = kujifunza(Opponent::Computer { level: 1, side: Side::North }).reduce(AnalysisAction::OpenGame);
    assert!(state.analysis.asking);
    assert_eq!(state.mode, Mode::Analysis);
    assert!(state.analysis.board.is_none() && state.analysis.search.is_none(), "nothing is analysed before the answer");
    assert!(!analysis::is_assisted(&state.session().headers));
    let cancelled = state.clone().reduce(AnalysisAction::CancelAssisted);
    assert_eq!(cancelled.mode, Mode::Play);
    assert!(!analysis::is_assisted(&cancelled.session().headers));
    let revision = state.session().revision;
    let state = state.reduce(AnalysisAction::ConfirmAssisted);
    assert!(!state.analysis.asking && state.analysis.board.is_some());
    assert!(state.session().record().contains("Assisted: analysis"), "the mark is written in the record");
    assert!(state.session().revision > revision, "and saved with the game");
    let state = state.reduce(AnalysisAction::Close).reduce(AnalysisAction::OpenGame);
    assert!(!state.analysis.asking, "an assisted game is not asked about again");
}

#[test]
fn a_game_between_people_opens_at_the_viewed_ply_without_a_question() {
    let state = kujifunza(Opponent::Human).reduce(PlayAction::ClickHole(hole("A3"))).reduce(PlayAction::ChooseDir(Dir::Right));
    let mv = state.game().position().legal_moves()[0];
    let state = state.reduce(PlayAction::ClickHole(mv.start_hole().unwrap()));
    let state = if state.game().plies().len() < 2 { state.reduce(PlayAction::ChooseDir(Dir::Right)) } else { state };
    assert_eq!(state.game().plies().len(), 2);
    let state = state.reduce(ScreenAction::View(Some(1))).reduce(AnalysisAction::OpenGame);
    assert!(!state.analysis.asking);
    assert_eq!(path(&state), vec![0], "at the viewed ply");
    let board = state.analysis.board.clone().unwrap();
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
    let state = state.reduce(AnalysisAction::ClickHole(first[1].start_hole().unwrap()));
    let state = match &state.analysis.pick {
        Pick::Hole { .. } => state.reduce(AnalysisAction::ChooseDir(match first[1] {
            Move::Sow(sow) => sow.dir.unwrap(),
            _ => unreachable!("Bao la Kujifunza has no gambit"),
        })),
        _ => state,
    };
    assert_eq!(path(&state), vec![1]);
    let state = state.reduce(AnalysisAction::BackToMain);
    assert_eq!(path(&state), Vec::<usize>::new(), "where the side line leaves the main line");
    let state = state.reduce(AnalysisAction::GoTo(vec![1])).reduce(AnalysisAction::Promote);
    assert_eq!(path(&state), vec![0]);
    assert_eq!(state.analysis.board.as_ref().unwrap().tree.main_line(), vec![first[1]]);
    let state = state.reduce(AnalysisAction::GoTo(vec![1])).reduce(AnalysisAction::DeleteLine);
    assert_eq!(path(&state), Vec::<usize>::new());
    assert_eq!(state.analysis.board.as_ref().unwrap().tree.children(&[]), 1);
}

#[test]
fn an_engine_line_is_played_on_the_board_as_a_variation() {
    let state = analysing(start());
    let search = state.analysis.search.unwrap();
    let a = start().legal_moves()[2];
    let b = start().play(&a).unwrap().position.legal_moves()[0];
    let line = ReportLine { mv: a, score: 0, verdict: Verdict::Eval(0), depth: 2, pv: vec![a, b] };
    let state = state.reduce(AnalysisAction::Report(Box::new(Report { search, depth: 2, verdict: Verdict::Eval(0), lines: vec![line], done: false })));
    let state = state.reduce(AnalysisAction::PlayLine(0));
    assert_eq!(path(&state), vec![0], "on the line's first move");
    let state = state.reduce(AnalysisAction::Step(CursorStep::Next));
    assert_eq!(state.analysis.board.as_ref().unwrap().game().plies().iter().map(|p| p.mv).collect::<Vec<_>>(), vec![a, b]);
}

#[test]
fn a_stored_analysis_comes_back_with_its_variations_for_the_same_game() {
    let state = kujifunza(Opponent::Human).reduce(AnalysisAction::OpenGame);
    let first = start().legal_moves();
    let state = state.reduce(AnalysisAction::ClickHole(first[0].start_hole().unwrap()));
    let stored = state.analysis.to_stored();
    let mut restored = fresh().reduce(AnalysisAction::Restore(Box::new(stored.clone().unwrap())));
    restored.saved.session = state.saved.session.clone();
    assert_eq!(restored.analysis.to_stored(), stored);
    let reopened = restored.reduce(AnalysisAction::OpenGame);
    assert_eq!(reopened.analysis.board.as_ref().unwrap().tree, state.analysis.board.as_ref().unwrap().tree);
}
