//! The analysis page's view model, worked out by hand from the state.

use super::*;
use crate::ai::{Line, SEED};
use crate::app::state::tests::fresh;
use crate::app::state::{AnalysisAction, BoardAction};
use crate::engine::{BawoSetup, Position};

fn kiswahili() -> Position {
    Position::start(Variant::Kiswahili, BawoSetup::Chikoko)
}

fn open(state: &AppState) -> BoardView {
    match analysis_view(state) {
        AnalysisView::Open(view) => *view,
        other => panic!("no board: {other:?}"),
    }
}

#[test]
fn no_board_yet_offers_to_analyse_the_game() {
    assert_eq!(analysis_view(&fresh()), AnalysisView::Empty);
}

#[test]
fn the_board_view_tells_the_reserves_the_search_and_the_tree() {
    let state = fresh().reduce(AnalysisAction::Open { start: Box::new(kiswahili()), moves: Vec::new() });
    let view = open(&state);
    // South sees the board from below: North's reserve line on top, 22 seeds each at the start.
    assert_eq!(view.board.viewer.opponent(), Side::North);
    assert_eq!(view.board.reserves.map(|r| r.text), ["South · reserve 22", "North · reserve 22"]);
    assert_eq!((view.engine.running, view.engine.over, view.engine.verdict.clone()), (true, false, None), "searching, nothing found yet");
    assert_eq!(view.engine.south, "50.0", "no report: the bar stands even");
    assert!(view.engine.lines.is_empty() && view.tree.rows.is_empty() && !view.tree.on_side_line);
    assert_eq!(view.tree.export.1, "bao-kiswahili-analysis.txt");
    // A report: one line, 1.5 seeds for South (score 3/2 of a seed), the bar past the middle.
    let search = state.pages.analysis.search.expect("a search");
    let mv = kiswahili().legal_moves()[0];
    let score = SEED * 3 / 2;
    let line = Line { mv, score, verdict: Verdict::Eval(score), depth: 7, pv: vec![mv] };
    let report = Report { search, depth: 7, verdict: Verdict::Eval(score), lines: vec![line], done: false };
    let view = open(&state.clone().reduce(AnalysisAction::Report(Box::new(report))));
    assert_eq!(view.engine.lines.len(), 1);
    let shown = &view.engine.lines[0];
    assert_eq!((shown.index, shown.mv.clone(), shown.score.as_str()), (0, mv.to_string(), "+1.5"));
    assert!(shown.moves.starts_with('1') && shown.moves.ends_with(&mv.to_string()), "numbered from move 1: {}", shown.moves);
    assert!(view.engine.south.parse::<f64>().unwrap() > 50.0, "South is better: {}", view.engine.south);
    assert!(view.engine.depth.as_deref().is_some_and(|d| d.contains('7')));
}

#[test]
fn a_picked_hole_is_the_prompts_and_a_played_move_is_in_the_tree() {
    let state = fresh().reduce(AnalysisAction::Open { start: Box::new(Position::start(Variant::Kujifunza, BawoSetup::Chikoko)), moves: Vec::new() });
    // In Bao la Kujifunza's start A3 sows either way: the prompt asks the direction.
    let a3 = Hole::parse("A3").unwrap();
    let picked = state.reduce(AnalysisAction::Board(BoardAction::Click(a3)));
    let view = open(&picked);
    assert_eq!(view.picked.as_ref().map(|(hole, choices)| (*hole, choices.len())), Some((a3, 2)));
    assert!(view.board.holes.iter().any(|h| h.hole == a3 && h.picked));
    let played = picked.reduce(AnalysisAction::Board(BoardAction::ChooseDir(crate::engine::Dir::Right)));
    let view = open(&played);
    assert_eq!(view.picked, None);
    assert_eq!(view.tree.cursor, vec![0]);
    assert_eq!(view.tree.rows[0].moves[0].notation, "A3>");
    assert!(view.narration.lines.first().is_some_and(|l| l.contains("A3")), "the move into the position is told: {:?}", view.narration.lines);
}
