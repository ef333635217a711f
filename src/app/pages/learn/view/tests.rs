//! The learning step's view model, worked out by hand.

use super::*;
use crate::app::state::tests::fresh;
use crate::app::state::{BoardAction, LearnAction};
use crate::engine::Side;

#[test]
fn no_step_open_no_step_view() {
    assert_eq!(step_view(&fresh()), None);
}

#[test]
fn the_first_step_asks_then_a_right_tap_solves_it_with_three_stars() {
    // "board-front", the path's first step, asks for the hole named A3 (RULES.md §1).
    let state = fresh().reduce(LearnAction::Continue);
    let view = step_view(&state).expect("a step is open");
    assert_eq!((view.id, view.solved, view.stars, view.feedback.clone()), ("board-front", false, None, None));
    assert_eq!(view.board.viewer.opponent(), Side::North, "North's reserve line over the board");
    assert!(view.controls.hint.is_some() && !view.controls.next && !view.controls.try_again);
    let solved = state.reduce(LearnAction::Board(BoardAction::Click(Hole::parse("A3").unwrap())));
    let view = step_view(&solved).expect("still open");
    assert_eq!((view.solved, view.stars), (true, Some(3)));
    assert_eq!(view.feedback.as_ref().map(|f| f.0), Some("right"));
    assert_eq!(view.controls.hint, None, "no hint once solved");
    assert!(view.controls.next, "the stage has a next step");
    assert_eq!(view.stage_end, None, "the stage is not done after its first step");
}

/// The idea is read before the question unless it names the answer: "board-nyumba" asks for the
/// nyumba, and its idea says the nyumba is A5 (RULES.md §1); "board-back" asks for B6 and its
/// idea names B6; "win-ending" is a play-out whose claim names the moves that keep the win;
/// strat-dont-grab's idea names the greediest moves A6< and B1<, and its answer is A8<.
#[test]
fn the_idea_comes_before_the_question_unless_it_gives_the_answer_away() {
    let step = |id| crate::app::learn::curriculum::step(id).expect("a step");
    assert!(!idea_first(step("board-nyumba")));
    assert!(!idea_first(step("board-back")));
    assert!(!idea_first(step("win-ending")));
    assert!(idea_first(step("strat-dont-grab")));
    assert!(idea_first(step("strat-takata-decides")));
}
