//! The lap bar's model and the animation caption, in both languages.

use super::*;
use crate::app::narrated;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::state::{AnimAction, BoardAction, GameAction, PlayAction, SettingsAction, Stored};
use crate::engine::{BawoSetup, Dir, Variant};

fn h(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

fn game(variant: Variant) -> AppState {
    AppState::start(
        Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "t".to_string(),
    )
    .reduce(GameAction::NewGame(GameSetup { variant, bawo_setup: BawoSetup::Chikoko, opponent: Opponent::Human, kete_match: false }))
}

fn bar(state: &AppState) -> LapBarModel {
    lap_bar_model(state, narrated::highlighted(state).as_ref())
}

/// Bao la Kujifunza A3> from the start has five laps (see the animation slice's tests).
fn a3_right() -> AppState {
    game(Variant::Kujifunza).reduce(PlayAction::Board(BoardAction::Click(h("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)))
}

#[test]
fn the_counter_says_which_lap_of_how_many() {
    let paused = a3_right().reduce(AnimAction::Pause);
    let model = bar(&paused);
    assert_eq!(model.counter, "before the move · paused");
    assert_eq!((model.position, model.steps, model.lap), (0, 5, 0));
    assert!(model.can_play && model.can_forward && !model.can_back && !model.playing);
    let two = paused.reduce(AnimAction::StepLap { forward: true }).reduce(AnimAction::StepLap { forward: true });
    assert_eq!(bar(&two).counter, "lap 2 of 5 · paused");
    assert_eq!(caption(&two).as_deref(), Some("lap 2"));
    let sw = two.clone().reduce(SettingsAction::SetLang(Some(Lang::Sw)));
    assert_eq!(bar(&sw).counter, "mzunguko 2 kati ya 5 · imesimama");
    let running = two.reduce(AnimAction::Play);
    let model = bar(&running);
    assert!(model.playing && !model.can_play && model.can_back);
    assert_eq!(model.counter, "lap 2 of 5");
}

#[test]
fn with_nothing_animated_the_bar_stands_at_the_moves_end() {
    let state = a3_right().reduce(AnimAction::SkipAnimation);
    let model = bar(&state);
    // The last move, no longer moving, is said to be over.
    assert_eq!(model.counter, "lap 5 of 5 · South's move is over");
    let sw = state.clone().reduce(SettingsAction::SetLang(Some(Lang::Sw)));
    assert_eq!(bar(&sw).counter, "mzunguko 5 kati ya 5 · mwendo wa Kusini umekwisha");
    assert_eq!((model.position, model.steps), (5, 5));
    assert!(model.can_back && model.can_play && !model.can_forward && !model.can_end && !model.playing);
    let start = bar(&game(Variant::Kujifunza));
    assert_eq!(start.counter, "", "no move yet");
    assert!(!start.can_back && !start.can_play);
}

#[test]
fn a_skipped_animation_is_noted() {
    let state = a3_right().reduce(PlayAction::Board(BoardAction::Click(h("a1"))));
    assert_eq!(bar(&state).note.as_deref(), Some("skipped to the end"));
    let sw = state.reduce(SettingsAction::SetLang(Some(Lang::Sw)));
    assert_eq!(bar(&sw).note.as_deref(), Some("imerukwa hadi mwisho"));
}

/// Bao la Kiswahili A6< from the start: a reserve seed into A6 first (namua, RULES.md §5).
#[test]
fn a_namua_placement_is_captioned_placing_never_lap_zero() {
    let state = game(Variant::Kiswahili).reduce(PlayAction::Board(BoardAction::Click(h("A6"))));
    let state = if state.game().plies().is_empty() { state.reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Left))) } else { state };
    assert_eq!(state.game().plies().len(), 1);
    let mut state = state.reduce(AnimAction::Pause);
    assert_eq!(caption(&state).as_deref(), Some("before the move"));
    state = state.reduce(AnimAction::Play).reduce(AnimAction::Tick);
    assert_eq!(anim_step(&state), Motion::Place);
    assert_eq!(caption(&state).as_deref(), Some("placing a seed in A6"));
    assert_eq!(bar(&state).counter, "placing a seed in A6");
    let sw = state.clone().reduce(SettingsAction::SetLang(Some(Lang::Sw)));
    assert_eq!(caption(&sw).as_deref(), Some("kete inawekwa kwenye A6"));
    while state.screen.board.anim.is_some() {
        let text = caption(&state).unwrap();
        assert!(!text.contains("lap 0") && !bar(&state).counter.contains("lap 0"), "{text}");
        state = state.reduce(AnimAction::Tick);
    }
}

fn anim_step(state: &AppState) -> Motion {
    state.screen.board.anim.as_ref().and_then(|a| a.frame()).map(|f| f.step).unwrap()
}

/// A frame of the hand at `hole` sowing in `turn` with `hand` seeds.
fn hand_at(hole: &str, turn: crate::engine::Turn, hand: u8, step: Motion) -> Frame {
    Frame { board: [[0; 16]; 2], reserve: [0; 2], hole: Some(h(hole)), hand, step, lap: 1, turn: Some(turn), gambit: false, hold: 100 }
}

/// RULES.md §1: clockwise runs along the owner's front row from his left to his right (1 → 8)
/// and along his back row from his right to his left (B8 → B1), for both players. So the
/// Prompt says left or right as the mover sits, never "clockwise", and counts the hand's seeds.
#[test]
fn the_sowing_is_said_as_left_or_right_with_the_seeds_in_hand() {
    use crate::engine::Turn::{Anticlockwise, Clockwise};
    assert_eq!(sowing_detail(Lang::En, &hand_at("A3", Clockwise, 3, Motion::Drop)), "sowing to South's right (>) · 3 seeds in hand");
    assert_eq!(sowing_detail(Lang::En, &hand_at("B3", Clockwise, 1, Motion::Drop)), "sowing to South's left (<) · 1 seed in hand");
    assert_eq!(sowing_detail(Lang::En, &hand_at("a6", Anticlockwise, 2, Motion::Drop)), "sowing to North's left (<) · 2 seeds in hand");
    assert_eq!(sowing_detail(Lang::Sw, &hand_at("A3", Clockwise, 3, Motion::Drop)), "inapandwa kulia kwa Kusini (>) · kete 3 mkononi");
    // A capture's frame is at the opponent's hole: the hand only.
    let capture = hand_at("a6", Clockwise, 4, Motion::Capture { to_kichwa: None });
    assert_eq!(sowing_detail(Lang::En, &capture), "4 seeds in hand");
}
