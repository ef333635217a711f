//! The board session on its own: input, refusals, kichwa and safari, keys, and the frame
//! player's lap steps. Expectations worked out by hand from RULES.md.

use super::*;
use crate::engine::{BawoSetup, Game, SowMove, Variant};

fn h(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

fn after(variant: Variant, moves: &[&str]) -> Position {
    let mut game = Game::new(Position::start(variant, BawoSetup::Chikoko));
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    game.position().clone()
}

fn host(position: &Position) -> BoardHost<'_> {
    BoardHost { position, viewer: Side::South, may_move: true, animated: true }
}

fn sow(hole: &str, dir: Option<Dir>, safari: bool) -> Move {
    Move::Sow(SowMove { hole: h(hole), dir, safari })
}

/// The position where South's A8 reaches the nyumba in a namua capture (RULES.md §6): the
/// same line the input machine's test uses.
const TO_THE_NYUMBA: [&str; 10] = ["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"];

#[test]
fn a_hole_with_two_directions_waits_for_the_direction_and_a_second_click_cancels() {
    // Kujifunza starts with two seeds in every hole (RULES.md §10): A3 sows either way.
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let mut board = BoardSession::on(&pos);
    assert_eq!(board.reduce(BoardAction::Click(h("A3")), &host(&pos)), BoardOutcome::Nothing);
    assert!(matches!(board.pick, Pick::Hole { hole, .. } if hole == h("A3")));
    assert_eq!(board.reduce(BoardAction::Click(h("A3")), &host(&pos)), BoardOutcome::Nothing);
    assert_eq!(board.pick, Pick::Idle);
    board.reduce(BoardAction::Click(h("A3")), &host(&pos));
    assert_eq!(board.reduce(BoardAction::ChooseDir(Dir::Right), &host(&pos)), BoardOutcome::Chosen { mv: sow("A3", Some(Dir::Right), false), shown: 0 });
    assert_eq!(board.pick, Pick::Idle);
}

#[test]
fn a_refused_hole_is_named_with_the_engines_reason_and_the_pick_starts_over() {
    // Kiswahili's namua: South sows from his own front row (RULES.md §5).
    let pos = Position::start(Variant::Kiswahili, BawoSetup::Chikoko);
    let mut board = BoardSession::on(&pos);
    assert_eq!(board.reduce(BoardAction::Click(h("a3")), &host(&pos)), BoardOutcome::Refused(h("a3"), WhyNot::NotYourHole));
    assert_eq!(board.reduce(BoardAction::Click(h("B3")), &host(&pos)), BoardOutcome::Refused(h("B3"), WhyNot::NotFrontRow));
    assert_eq!(board.pick, Pick::Idle);
    assert_eq!(board.focus, h("B3"), "the focus follows the click");
}

#[test]
fn a_namua_capture_from_a_central_hole_is_aimed_by_clicking_a_kichwa() {
    // After A6>* a6<*, A5 captures a4; the seeds enter at either kichwa (RULES.md §6).
    let pos = after(Variant::Kiswahili, &["A6>*", "a6<*"]);
    let mut board = BoardSession::on(&pos);
    board.reduce(BoardAction::Click(h("A5")), &host(&pos));
    let Pick::Hole { choices, .. } = &board.pick else { panic!("A5 waits for a kichwa") };
    assert_eq!(choices.iter().map(|c| c.target).collect::<Vec<_>>(), [input::Target::Kichwa(h("A1")), input::Target::Kichwa(h("A8"))]);
    // The right kichwa A8 names `>` (RULES.md §12).
    assert_eq!(board.reduce(BoardAction::Click(h("A8")), &host(&pos)), BoardOutcome::Chosen { mv: sow("A5", Some(Dir::Right), false), shown: 0 });
}

#[test]
fn reaching_the_nyumba_shows_the_shared_part_then_asks_stop_or_safari() {
    let pos = after(Variant::Kiswahili, &TO_THE_NYUMBA);
    let mut board = BoardSession::on(&pos);
    assert_eq!(board.reduce(BoardAction::Click(h("A8")), &host(&pos)), BoardOutcome::Nothing);
    let question = board.safari.clone().expect("stop or safari asked");
    assert_eq!((question.stop.to_string(), question.safari.to_string()), ("A8".to_string(), "A8+".to_string()));
    let anim = board.anim.as_ref().expect("the shared part is animated");
    assert_eq!((anim.step, anim.stop_at, anim.ply), (0, question.shared + 1, None));
    assert!(board.busy(), "the computer waits for the answer");
    let answered = board.clone().reduce(BoardAction::AnswerSafari { safari: true }, &host(&pos));
    assert_eq!(answered, BoardOutcome::Chosen { mv: question.safari, shown: question.shared });
    let stopped = board.clone().reduce(BoardAction::AnswerSafari { safari: false }, &host(&pos));
    assert_eq!(stopped, BoardOutcome::Chosen { mv: question.stop, shown: question.shared });
    // A click elsewhere withdraws the question.
    board.reduce(BoardAction::Click(h("A1")), &host(&pos));
    assert_eq!((board.safari.is_none(), board.anim.is_none()), (true, true));
}

#[test]
fn arrow_keys_move_the_focus_as_seen_and_choose_the_direction_once_a_hole_is_picked() {
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let mut board = BoardSession { focus: h("A1"), ..BoardSession::default() };
    for step in [layout::Arrow::Right, layout::Arrow::Right] {
        board.reduce(BoardAction::Arrow(step), &host(&pos));
    }
    assert_eq!(board.focus, h("A3"));
    board.reduce(BoardAction::Arrow(layout::Arrow::Up), &BoardHost { viewer: Side::North, ..host(&pos) });
    assert_eq!(board.focus, h("B3"), "seen from North, up is towards South's back row");
    board.reduce(BoardAction::Arrow(layout::Arrow::Down), &BoardHost { viewer: Side::North, ..host(&pos) });
    assert_eq!(board.reduce(BoardAction::PickFocused, &host(&pos)), BoardOutcome::Nothing);
    assert!(matches!(board.pick, Pick::Hole { .. }), "Enter picks the focused A3");
    assert_eq!(board.reduce(BoardAction::Arrow(layout::Arrow::Left), &host(&pos)), BoardOutcome::Chosen { mv: sow("A3", Some(Dir::Left), false), shown: 0 });
}

#[test]
fn escape_cancels_the_pick_and_no_input_is_taken_when_the_person_may_not_move() {
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let mut board = BoardSession::on(&pos);
    board.reduce(BoardAction::Click(h("A3")), &host(&pos));
    board.reduce(BoardAction::Cancel, &host(&pos));
    assert_eq!(board.pick, Pick::Idle);
    let waiting = BoardHost { may_move: false, ..host(&pos) };
    assert_eq!(board.reduce(BoardAction::Click(h("A3")), &waiting), BoardOutcome::Nothing);
    assert_eq!((board.pick.clone(), board.focus), (Pick::Idle, h("A3")));
}

/// A3> from the Kujifunza start shown on the board: five laps (worked out in the game's
/// animation tests, RULES.md §10).
fn a3_right_shown() -> (Position, BoardSession) {
    let pos = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let events = pos.play(&sow("A3", Some(Dir::Right), false)).unwrap().events;
    let mut board = BoardSession::on(&pos);
    board.show_played(&pos, &events, Some(0), 0, true);
    (pos, board)
}

#[test]
fn lap_steps_walk_the_five_laps_and_back_and_a_paused_click_only_returns_to_the_position() {
    let (pos, mut board) = a3_right_shown();
    board.reduce(BoardAction::Lap(AnimAction::Pause), &host(&pos));
    let anim = board.anim.as_ref().unwrap();
    assert_eq!((anim.paused, anim.position(), anim.laps.len()), (true, 0, 5));
    for lap in 1..=5 {
        board.reduce(BoardAction::Lap(AnimAction::StepLap { forward: true }), &host(&pos));
        assert_eq!(board.anim.as_ref().unwrap().position(), lap);
    }
    board.reduce(BoardAction::Lap(AnimAction::StepLap { forward: false }), &host(&pos));
    assert_eq!(board.anim.as_ref().unwrap().position(), 4);
    assert_eq!(board.reduce(BoardAction::Click(h("A4")), &host(&pos)), BoardOutcome::Nothing);
    assert_eq!((board.anim.is_none(), board.pick.clone()), (true, Pick::Idle), "nothing picked");
    // Nothing shown: a step back or play asks the host for the move again.
    assert_eq!(board.reduce(BoardAction::Lap(AnimAction::StepLap { forward: false }), &host(&pos)), BoardOutcome::Replay { paused: true });
    assert_eq!(board.reduce(BoardAction::Lap(AnimAction::Play), &host(&pos)), BoardOutcome::Replay { paused: false });
}

#[test]
fn a_click_during_a_running_move_finishes_it_says_so_and_is_taken() {
    let (pos, mut board) = a3_right_shown();
    board.reduce(BoardAction::Lap(AnimAction::Tick), &host(&pos));
    assert_eq!(board.reduce(BoardAction::Click(h("A3")), &host(&pos)), BoardOutcome::Nothing);
    assert_eq!(board.anim, None);
    assert_eq!(board.lap_note, Some(LapNote::SkippedToEnd));
    assert!(matches!(board.pick, Pick::Hole { .. }), "the click picked A3");
}

#[test]
fn the_timer_runs_a_move_to_its_end_and_the_position_takes_over() {
    let (pos, mut board) = a3_right_shown();
    let frames = board.anim.as_ref().unwrap().frames.len();
    for _ in 0..frames {
        board.reduce(BoardAction::Lap(AnimAction::Tick), &host(&pos));
    }
    assert_eq!(board.anim, None);
    // Shown again paused: one lap before its end (the fourth of five).
    let events = pos.play(&sow("A3", Some(Dir::Right), false)).unwrap().events;
    board.show_again(&pos, &events, Some(0), true);
    assert_eq!(board.anim.as_ref().map(|a| (a.paused, a.position())), Some((true, 4)));
    // Not animated: a played move is shown at its end at once.
    board.show_played(&pos, &events, Some(0), 0, false);
    assert_eq!(board.anim, None);
}

/// A line of two moves — South's A3> from the start (five laps, RULES.md §10: see the
/// animation tests) and North's first legal reply — steps lap by lap through both: first
/// A3>'s five laps, then the reply's, each move's laps counted from 1 and the lap bar naming
/// whose move it is. Shown as a line, it stays on its last frame at the end.
#[test]
fn a_line_of_moves_steps_through_every_moves_laps_and_stays_at_its_end() {
    let start = Position::start(Variant::Kujifunza, BawoSetup::Chikoko);
    let a3 = sow("A3", Some(Dir::Right), false);
    let after_a3 = start.play(&a3).unwrap().position;
    let reply = after_a3.legal_moves()[0];
    let end = after_a3.play(&reply).unwrap().position;
    let reply_laps = crate::app::explain::LapIndex::of(&after_a3, &after_a3.play(&reply).unwrap().events);
    let mut board = BoardSession::on(&start);
    board.show_line(&start, &[a3, reply]);
    let anim = board.anim.clone().unwrap();
    assert_eq!(anim.laps.len(), 5 + reply_laps.len(), "A3>'s five lap steps, then the reply's");
    assert_eq!(anim.line.len(), 2);
    let still = BoardHost { position: &start, viewer: Side::South, may_move: false, animated: true };
    let counter = |board: &BoardSession| crate::app::laps::lap_bar_of(crate::app::i18n::Lang::En, board.anim.as_ref(), None, None).counter;
    for lap in 1..=5 {
        board.reduce(BoardAction::Lap(AnimAction::StepLap { forward: true }), &still);
        assert_eq!(counter(&board), format!("South: lap {lap} of 5 · paused"));
    }
    assert_eq!(board.anim.as_ref().unwrap().frame().unwrap().board[0], *after_a3.holes_of(Side::South), "the board after A3>");
    board.reduce(BoardAction::Lap(AnimAction::StepLap { forward: true }), &still);
    let total = reply_laps.steps.last().unwrap().last;
    assert!(counter(&board).starts_with(&format!("North: lap 1 of {total}")), "{}", counter(&board));
    board.reduce(BoardAction::Lap(AnimAction::SkipAnimation), &still);
    let anim = board.anim.as_ref().expect("a line stays on its last frame");
    assert_eq!((anim.at_end(), anim.frame().unwrap().board[1]), (true, *end.holes_of(Side::North)));
    board.reduce(BoardAction::Lap(AnimAction::Tick), &still);
    assert!(board.anim.is_some(), "the timer leaves it there");
    // A click goes back to the position and plays nothing.
    assert_eq!(board.reduce(BoardAction::Click(h("A1")), &host(&start)), BoardOutcome::Nothing);
    assert!(board.anim.is_none());
}
