//! The animation slice: lap stepping lands on the lap index's boundaries, pausing, replaying,
//! skipping with a note, the opponent-only setting and the thinking line.

use super::*;
use crate::app::i18n::Lang;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::state::{GameAction, PlayAction, SettingsAction, Stored};
use crate::app::view;
use crate::engine::{BawoSetup, Dir, Hole, Variant};

fn h(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

fn game(opponent: Opponent) -> AppState {
    AppState::start(
        Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "t".to_string(),
    )
    .reduce(GameAction::NewGame(GameSetup { variant: Variant::Kujifunza, bawo_setup: BawoSetup::Chikoko, opponent, kete_match: false }))
}

/// South plays A3> in a new Bao la Kujifunza game at the default speed.
fn a3_right(opponent: Opponent) -> AppState {
    game(opponent).reduce(PlayAction::Board(BoardAction::Click(h("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)))
}

fn anim(state: &AppState) -> &Animation {
    state.screen.board.anim.as_ref().expect("an animation")
}

/// Seeds in `holes` on the frame shown.
fn shown(state: &AppState, holes: &[&str]) -> Vec<u8> {
    let frame = anim(state).frame().unwrap();
    holes.iter().map(|n| h(n)).map(|hole| frame.board[hole.side.index()][hole.k as usize]).collect()
}

const WATCHED: [&str; 9] = ["A1", "A2", "A3", "A4", "A5", "A6", "a3", "a4", "a7"];

/// A3> from the start (two seeds in every hole, RULES.md §10), by hand: lap 1 sows A3's 2
/// into A4 A5 (3 each); A5 faces a4 (2): lap 2 captures it, the seeds enter at kichwa A1
/// clockwise: A1 A2 (3 each); A2 faces a7 (2): lap 3 captures it into A1 A2 (4 each); a7 is
/// now empty, so lap 4 relays A2's 4 into A3 A4 A5 A6 (1, 4, 4, 3); A6 faces a3 (2): lap 5
/// captures it into A1 (5) and the empty A2 (1), where the move ends. Five laps.
const BY_LAP: [[u8; 9]; 6] = [
    // A1 A2 A3 A4 A5 A6 a3 a4 a7
    [2, 2, 2, 2, 2, 2, 2, 2, 2],
    [2, 2, 0, 3, 3, 2, 2, 2, 2],
    [3, 3, 0, 3, 3, 2, 2, 0, 2],
    [4, 4, 0, 3, 3, 2, 2, 0, 0],
    [4, 0, 1, 4, 4, 3, 2, 0, 0],
    [5, 1, 1, 4, 4, 3, 0, 0, 0],
];

#[test]
fn stepping_forward_and_back_lands_on_every_laps_end() {
    let state = a3_right(Opponent::Human).reduce(AnimAction::Pause);
    assert!(anim(&state).paused);
    assert_eq!(anim(&state).laps.len(), 5);
    assert_eq!(shown(&state, &WATCHED), BY_LAP[0], "paused at once: the board before the move");
    let mut state = state;
    for (lap, board) in BY_LAP.iter().enumerate().skip(1) {
        state = state.reduce(AnimAction::StepLap { forward: true });
        let a = anim(&state);
        assert_eq!(shown(&state, &WATCHED), *board, "after lap {lap}");
        assert_eq!((a.position(), a.frame().unwrap().lap, a.laps_done()), (lap, lap as u32, lap as u32));
        assert_eq!(a.frame().unwrap().board, a.laps.board(lap).board, "the frame is the lap index's board");
        assert!(a.paused && a.at_boundary());
    }
    let at_end = state.clone().reduce(AnimAction::StepLap { forward: true });
    assert_eq!(anim(&at_end).step, anim(&state).step, "no lap after the last");
    for lap in (0..5).rev() {
        state = state.reduce(AnimAction::StepLap { forward: false });
        assert_eq!(shown(&state, &WATCHED), BY_LAP[lap], "back to lap {lap}");
        assert_eq!(anim(&state).position(), lap);
    }
    assert_eq!(anim(&state.clone().reduce(AnimAction::StepLap { forward: false })).step, 0, "nothing before the move");
}

#[test]
fn from_inside_a_lap_a_step_goes_to_its_end_or_to_the_previous_end() {
    // Tick into lap 2 (the capture of a4 is shown, its seeds not yet sown).
    let mut state = a3_right(Opponent::Human);
    while anim(&state).frame().unwrap().lap < 2 {
        state = state.reduce(AnimAction::Tick);
    }
    assert!(!anim(&state).at_boundary());
    assert_eq!(shown(&state.clone().reduce(AnimAction::StepLap { forward: true }), &WATCHED), BY_LAP[2]);
    assert_eq!(shown(&state.clone().reduce(AnimAction::StepLap { forward: false }), &WATCHED), BY_LAP[1]);
}

#[test]
fn playing_on_after_a_pause_runs_to_the_end() {
    let mut state = a3_right(Opponent::Human).reduce(AnimAction::TogglePause);
    assert!(anim(&state).paused);
    let step = anim(&state).step;
    assert_eq!(anim(&state.clone().reduce(AnimAction::Tick)).step, step, "a paused animation does not tick");
    state = state.reduce(AnimAction::StepLap { forward: true }).reduce(AnimAction::TogglePause);
    assert!(!anim(&state).paused);
    for _ in 0..100 {
        state = state.reduce(AnimAction::Tick);
        if state.screen.board.anim.is_none() {
            break;
        }
    }
    assert!(state.screen.board.anim.is_none(), "the animation ends");
}

#[test]
fn an_earlier_move_is_stepped_from_the_move_list() {
    let state = a3_right(Opponent::Human).reduce(AnimAction::SkipAnimation);
    let reply = state.game().position().legal_moves()[0];
    let mut state = state.reduce(SettingsAction::SetSpeed(Speed::Instant));
    state.session_mut().game.play(&reply).unwrap();
    state.changed();
    let viewed = state.reduce(crate::app::state::ScreenAction::View(Some(1)));
    assert!(viewed.screen.board.anim.is_none());
    // A step back with nothing animated: A3> replayed, paused after lap 4.
    let stepped = viewed.reduce(AnimAction::StepLap { forward: false });
    assert_eq!(anim(&stepped).ply, Some(0));
    assert!(anim(&stepped).paused);
    assert_eq!(shown(&stepped, &WATCHED), BY_LAP[4]);
    assert_eq!(stepped.animated_lap(0), Some(4));
    let back = stepped.reduce(AnimAction::StepLap { forward: false });
    assert_eq!(shown(&back, &WATCHED), BY_LAP[3]);
    // Play on replays it to its end, even at "instant" speed.
    let played = back.reduce(AnimAction::Play);
    assert!(!anim(&played).paused && anim(&played).running());
}

#[test]
fn a_click_during_the_computers_move_finishes_it_and_says_so() {
    // The computer (North) has just moved, animated; South clicks a hole.
    let mut state = game(Opponent::Computer { level: 1, side: Side::North });
    state = state
        .reduce(SettingsAction::SetSpeed(Speed::Instant))
        .reduce(PlayAction::Board(BoardAction::Click(h("A3"))))
        .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let search = state.search.thinking.expect("the computer's turn");
    let reply = state.game().position().legal_moves()[0];
    state = state.reduce(SettingsAction::SetSpeed(Speed::Normal)).reduce(crate::app::state::SearchAction::ComputerMoved { search, mv: reply });
    assert!(anim(&state).running(), "the computer's move is animated");
    let clicked = state.reduce(PlayAction::Board(BoardAction::Click(h("a1"))));
    assert!(clicked.screen.board.anim.is_none(), "the board shows the position after the move");
    assert_eq!(clicked.screen.board.lap_note, Some(LapNote::SkippedToEnd));
    assert_eq!(clicked.reduce(AnimAction::ClearNote).screen.board.lap_note, None);
}

#[test]
fn with_only_the_opponent_animated_the_persons_own_move_appears_at_once() {
    let computer = Opponent::Computer { level: 1, side: Side::North };
    let state = game(computer).reduce(SettingsAction::ToggleAnimOpponentOnly);
    assert!(state.settings().anim_opponent_only);
    let mine = state.reduce(PlayAction::Board(BoardAction::Click(h("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    assert!(mine.screen.board.anim.is_none(), "my own move is not animated");
    let search = mine.search.thinking.expect("the computer's turn");
    let reply = mine.game().position().legal_moves()[0];
    let theirs = mine.reduce(crate::app::state::SearchAction::ComputerMoved { search, mv: reply });
    assert!(theirs.screen.board.anim.is_some(), "the computer's move is");
    // Without the setting both are animated, and in a game between two people too.
    assert!(a3_right(computer).screen.board.anim.is_some());
    let hot_seat = game(Opponent::Human).reduce(SettingsAction::ToggleAnimOpponentOnly);
    assert!(hot_seat
        .reduce(PlayAction::Board(BoardAction::Click(h("A3"))))
        .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)))
        .screen
        .board
        .anim
        .is_some());
}

#[test]
fn the_computer_is_not_said_to_think_while_the_persons_move_is_animated() {
    let state = a3_right(Opponent::Computer { level: 1, side: Side::North });
    assert!(state.search.thinking.is_some(), "the computer is to move");
    assert_eq!(view::thinking_text(&state), None, "the move is still being shown");
    assert_eq!(view::thinking_text(&state.clone().reduce(AnimAction::Pause)), None, "nor while it is paused");
    let shown = state.reduce(AnimAction::SkipAnimation);
    assert_eq!(view::thinking_text(&shown).as_deref(), Some("The computer is thinking…"));
}
