use super::*;
use crate::app::coach::AfterLeaving;
use crate::app::save::Speed;
use crate::app::state::notice::Notice;
use crate::app::state::tests::fresh;
use crate::app::state::{BoardAction, GameAction, PlayAction, Session, SettingsAction};
use crate::engine::{Dir, Hole};

fn coached(practice: PracticeGame) -> AppState {
    fresh().reduce(SettingsAction::SetSpeed(Speed::Instant)).reduce(CoachAction::Start(practice))
}

/// Clicks a hole and a direction, as the person does.
fn sow(state: AppState, hole: &str, dir: Dir) -> AppState {
    state.reduce(PlayAction::Board(BoardAction::Click(Hole::parse(hole).unwrap()))).reduce(PlayAction::Board(BoardAction::ChooseDir(dir)))
}

fn a3_right(state: &AppState) -> Move {
    crate::engine::parse_move(state.game().position(), "A3>").unwrap().0
}

#[test]
fn a_coached_game_is_kujifunza_against_level_one_with_the_coach_on() {
    let state = coached(PracticeGame::Coached);
    assert_eq!(state.game().start().variant(), Variant::Kujifunza);
    assert_eq!(state.session().opponent, Opponent::Computer { level: 1, side: Side::North });
    assert_eq!(state.session().coach, Some(Coach { practice: PracticeGame::Coached, on: true }));
    assert!(state.can_input(), "the learner moves first, as South");
}

/// A4> from the start leaves the proof (its move is A3>; see `app::coach`'s tests): warned,
/// not played; taken back, the person moves again; played anyway, it is in the game.
#[test]
fn a_warned_move_waits_for_play_anyway_or_take_back() {
    let state = sow(coached(PracticeGame::Coached), "A4", Dir::Right);
    let proof_move = a3_right(&state);
    let prompt = state.coach_prompt.clone().expect("the coach warns");
    assert_eq!(prompt.warning, CoachWarning::LeavesProof { proof_move, after: AfterLeaving::Unsure });
    assert!(state.game().plies().is_empty(), "the move waits");
    assert!(!state.can_input(), "the board waits for the answer");

    let back = state.clone().reduce(CoachAction::TakeBack);
    assert!(back.coach_prompt.is_none() && back.game().plies().is_empty() && back.can_input());

    let played = state.reduce(CoachAction::PlayAnyway);
    assert!(played.coach_prompt.is_none());
    assert_eq!(played.game().plies().len(), 1);
    assert_eq!(played.game().plies()[0].mv, prompt.mv);
    assert!(played.session().computer_to_move());
}

#[test]
fn with_the_coach_off_a_move_is_played_at_once_and_the_switch_is_saved() {
    let state = coached(PracticeGame::Coached);
    let revision = state.session().revision;
    let state = state.reduce(CoachAction::Switch(false));
    assert_eq!(state.session().coach, Some(Coach { practice: PracticeGame::Coached, on: false }));
    assert!(state.session().revision > revision, "saved");
    let saved = state.session().to_saved();
    assert_eq!(Session::from_saved(&saved).unwrap().coach, state.session().coach, "the coach survives a reload");
    let state = sow(state, "A4", Dir::Right);
    assert!(state.coach_prompt.is_none());
    assert_eq!(state.game().plies().len(), 1);
}

#[test]
fn a_game_without_a_coach_never_asks() {
    let state = fresh().reduce(SettingsAction::SetSpeed(Speed::Instant)).reduce(GameAction::StartFrom {
        start: Box::new(Position::start(Variant::Kujifunza, BawoSetup::default())),
        opponent: Opponent::Computer { level: 1, side: Side::North },
    });
    assert_eq!(state.session().coach, None);
    let state = sow(state, "A4", Dir::Right);
    assert!(state.coach_prompt.is_none());
    assert_eq!(state.game().plies().len(), 1);
}

/// "Hold out": the learner is North, the top level (which plays the proof) South and to move.
#[test]
fn holding_out_puts_the_perfect_player_on_move_as_south() {
    let state = coached(PracticeGame::HoldOut);
    assert_eq!(state.session().opponent.computer_side(), Some(Side::South));
    assert_eq!(
        crate::app::opponent::ai_level(match state.session().opponent {
            Opponent::Computer { level, .. } => level,
            Opponent::Human => 0,
        }),
        crate::ai::Level::Top
    );
    assert!(state.computer_should_search().is_some());
}

/// "Win like the perfect player": A6< is won too (a search proves it) but is not the proof's
/// move, so this practice warns and names A3>.
#[test]
fn the_perfect_player_practice_names_the_proofs_move() {
    let state = sow(coached(PracticeGame::PerfectPlayer), "A6", Dir::Left);
    let proof_move = a3_right(&state);
    assert!(matches!(state.coach_prompt.map(|p| p.warning), Some(CoachWarning::LeavesProof { proof_move: m, .. }) if m == proof_move));
}

/// A coached game from the new-game dialog keeps the chosen opponent; starting it over an
/// unfinished game asks first.
#[test]
fn a_coached_game_against_a_chosen_opponent_asks_before_replacing_a_game() {
    let state = sow(coached(PracticeGame::Coached), "A4", Dir::Right).reduce(CoachAction::PlayAnyway);
    let opponent = Opponent::Computer { level: 2, side: Side::North };
    let state = state.reduce(CoachAction::StartAgainst(GameSetup { variant: Variant::Kujifunza, opponent, ..GameSetup::default() }));
    assert_eq!(state.screen.dialog, Some(super::super::Dialog::ConfirmReplace));
    let state = state.reduce(GameAction::ConfirmReplace(true));
    assert_eq!(state.session().opponent, opponent);
    assert_eq!(state.session().coach, Some(Coach::new(PracticeGame::Coached)));
    assert!(state.game().plies().is_empty());
}

/// A coached game of Bao la Kiswahili from the new-game dialog: the chosen game, the chosen
/// opponent, the coach on.
fn coached_kiswahili() -> AppState {
    let opponent = Opponent::Computer { level: 1, side: Side::North };
    fresh().reduce(SettingsAction::SetSpeed(Speed::Instant)).reduce(CoachAction::StartAgainst(GameSetup {
        variant: Variant::Kiswahili,
        opponent,
        ..GameSetup::default()
    }))
}

/// Any legal first move: the tests below are about what the coach does with a move, not
/// about the move.
fn first_move(state: &AppState) -> Move {
    state.game().position().legal_moves()[0]
}

#[test]
fn a_coached_game_of_any_game_judges_a_move_in_the_coachs_search_before_it_is_played() {
    let state = coached_kiswahili();
    assert_eq!(state.game().start().variant(), Variant::Kiswahili);
    assert_eq!(state.session().coach, Some(Coach::new(PracticeGame::Coached)));
    let mv = first_move(&state);
    let mut state = state;
    state.play_coached(mv, 0);
    let check = state.coach_check.clone().expect("the move waits for the coach's search");
    assert_eq!(check.mv, mv);
    assert!(state.game().plies().is_empty(), "not played yet");
    assert!(!state.can_input(), "the board waits for the coach");
    let (id, request) = state.coach_search().expect("the search to run");
    assert_eq!(id, check.id);
    assert_eq!(request.played, mv);
    assert_eq!(&request.position, state.game().position());
    assert_eq!((request.depth, request.nodes), (Some(crate::app::coach::COACH_DEPTH), Some(crate::app::coach::COACH_NODES)));

    // A late answer for another check changes nothing; the answer for this one plays the move.
    let stale = state.clone().reduce(CoachAction::Judged { check: id + 1, warning: None });
    assert_eq!(stale.coach_check, Some(check.clone()));
    let played = state.clone().reduce(CoachAction::Judged { check: id, warning: None });
    assert!(played.coach_check.is_none() && played.coach_prompt.is_none());
    assert_eq!(played.game().plies().len(), 1);
    assert_eq!(played.game().plies()[0].mv, mv);

    // A warning waits for the person's answer, as the quick checks' warnings do.
    let warning = CoachWarning::LosesSeeds { better: mv, seeds: 9 };
    let warned = state.clone().reduce(CoachAction::Judged { check: id, warning: Some(warning.clone()) });
    assert_eq!(warned.coach_prompt, Some(CoachPrompt { mv, from: 0, warning }));
    assert!(warned.game().plies().is_empty());

    // No answer: the move is played, and a notice says it was not checked.
    let unjudged = state.clone().reduce(CoachAction::Unjudged { check: id });
    assert_eq!(unjudged.game().plies().len(), 1);
    assert_eq!(unjudged.screen.notice, Some(Notice::CoachUnchecked));

    // Switching the coach off plays the move waiting for it.
    let off = state.reduce(CoachAction::Switch(false));
    assert!(off.coach_check.is_none());
    assert_eq!(off.game().plies().len(), 1);
}

#[test]
fn a_new_position_drops_the_check_so_its_late_answer_is_ignored() {
    let mut state = coached_kiswahili();
    let mv = first_move(&state);
    state.play_coached(mv, 0);
    let (id, _) = state.coach_search().unwrap();
    let state = state.reduce(GameAction::NewGame(GameSetup::default()));
    let state = if state.screen.dialog.is_some() { state.reduce(GameAction::ConfirmReplace(true)) } else { state };
    assert!(state.coach_check.is_none() && state.coach_search().is_none());
    let after = state.clone().reduce(CoachAction::Judged { check: id, warning: None });
    assert!(after.game().plies().is_empty(), "the old check's answer plays nothing");
}
