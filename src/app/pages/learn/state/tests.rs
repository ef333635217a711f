use super::*;
use crate::app::board::AnimAction;
use crate::app::i18n::Lang;
use crate::app::learn::progress::OLD_LESSONS;
use crate::app::pages::PageLogic;
use crate::app::save::{self, SavedGame, Settings};
use crate::app::state::tests::fresh;
use crate::app::state::{AppState, Notice, Page, PageKey, SettingsAction, Stored};
use crate::engine::Dir;
use std::rc::Rc;

/// A move of a step, parsed in its start position.
fn step_move(id: &str, text: &str) -> Move {
    crate::app::learn::curriculum::step(id).and_then(|step| step.parse(text)).expect("a legal move of the step")
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

/// A fresh state at instant speed with every step before `id` solved, `id` open.
fn at(id: &str) -> AppState {
    let mut state = fresh().reduce(SettingsAction::SetSpeed(Speed::Instant));
    let mut progress = Progress::default();
    for (_, step) in crate::app::learn::curriculum::all_steps().take_while(|(_, s)| s.id != id) {
        progress.record_step(step.id, 0, None);
    }
    state.progress = Rc::new(progress);
    let (stage, index) = place_of(id).unwrap();
    state.reduce(LearnAction::Open { stage, index })
}

fn run(state: &AppState) -> &StepRun {
    state.pages.learn.run.as_ref().expect("a step is open")
}

#[test]
fn a_wrong_answer_waits_with_its_reason_and_try_again_goes_back() {
    // capture-most (curriculum.rs): A3> captures a4 (2 seeds), A6> captures a1 (6).
    let state = at("capture-most").reduce(LearnAction::Board(BoardAction::Click(hole("A3"))));
    let r = run(&state);
    assert_eq!(r.feedback, Some(Feedback::Judgement(Judgement::Wrong(Why::Fewer { got: 2, best: 6 }))));
    assert_eq!((r.attempt.wrong, r.waiting(), r.accepts_input()), (1, true, false));
    assert_eq!(r.game.position().seeds(hole("a4")), 0, "the wrong move is shown on the step's board");
    assert_eq!(state.progress_revision, 0, "a miss is not progress");
    let again = state.reduce(LearnAction::TryAgain);
    let r = run(&again);
    assert!(r.game.plies().is_empty() && r.accepts_input() && r.feedback.is_none());
    let solved = again.reduce(LearnAction::Board(BoardAction::Click(hole("A6"))));
    assert!(matches!(run(&solved).feedback, Some(Feedback::Judgement(Judgement::Right(Why::Most { got: 6 })))));
    // One miss costs one star.
    assert_eq!(run(&solved).attempt.stars, Some(2));
    assert_eq!(solved.progress.stars("capture-most"), 2);
    assert_eq!(solved.progress_revision, 1, "the solved step is to be saved");
    let after = solved.reduce(LearnAction::Board(BoardAction::Click(hole("A3"))));
    assert_eq!(run(&after).game.plies().len(), 1, "a solved step's board is not live");
}

#[test]
fn an_illegal_hole_says_which_rule_and_costs_nothing() {
    // find-legal steps: tapping North's hole breaks "play from your own holes".
    let state = at("capture-most").reduce(LearnAction::Board(BoardAction::Click(hole("a4"))));
    assert_eq!(run(&state).feedback, Some(Feedback::Judgement(Judgement::Illegal(crate::engine::WhyNot::NotYourHole))));
    assert_eq!(run(&state).attempt.wrong, 0);
    // The hole is named before the reason, in the words of every board.
    assert_eq!(run(&state).refused, Some(hole("a4")));
    assert_eq!(
        crate::app::pages::learn::words::feedback_text(run(&state), crate::app::i18n::Lang::En).as_deref(),
        Some("a4 cannot be played: it is not your hole")
    );
}

#[test]
fn hints_go_row_hole_then_show_me_and_cost_stars() {
    // sow-choose wants A2< (A1, B1, B2); A2 and A7 can start, both in the front row, so the
    // row is skipped: the first hint is A2 (it starts two moves), then "show me".
    let state = at("sow-choose").reduce(LearnAction::Hint);
    assert_eq!(run(&state).hint, Some(Hint::Hole(hole("A2"))));
    assert_eq!(run(&state).attempt.hint, Some(HintLevel::Row), "one hint taken");
    let state = state.reduce(LearnAction::Hint);
    assert_eq!(run(&state).feedback, Some(Feedback::Shown(step_move("sow-choose", "A2<"))));
    assert_eq!(
        crate::app::pages::learn::words::feedback_text(run(&state), crate::app::i18n::Lang::En).as_deref(),
        Some("That is the move: A2<. Now play it yourself."),
        "show me names the move it plays"
    );
    assert!(run(&state).board.anim.is_some(), "show me animates the wanted move, even at instant speed");
    assert!(run(&state).game.plies().is_empty(), "and leaves the board where it was");
    let state = state
        .reduce(LearnAction::Board(BoardAction::Lap(AnimAction::SkipAnimation)))
        .reduce(LearnAction::Board(BoardAction::Click(hole("A2"))))
        .reduce(LearnAction::Board(BoardAction::ChooseDir(Dir::Left)));
    assert_eq!(run(&state).attempt.stars, Some(1), "after show me one star is left");
}

#[test]
fn one_hint_on_a_prediction_leaves_two_stars() {
    // relay-one: A2> ends its first lap in A4 (held 1), relays 2: A5, A6 (empty): A6.
    let state = at("relay-one").reduce(LearnAction::Hint).reduce(LearnAction::Board(BoardAction::Click(hole("A6"))));
    assert_eq!(run(&state).attempt.stars, Some(2));
    assert_eq!(run(&state).game.plies().len(), 1, "the solved prediction shows the move's result");
}

#[test]
fn a_capture_prediction_is_tapped_then_checked() {
    // capture-predict: whatever the step, the engine's captured holes are the answer.
    let Some((id, mv)) = crate::app::learn::curriculum::all_steps().find_map(|(_, s)| match s.goal {
        Goal::PredictCaptures { mv } => Some((s.id, mv)),
        _ => None,
    }) else {
        panic!("the curriculum has a capture prediction")
    };
    let state = at(id);
    let step = run(&state).step();
    let holes = crate::app::learn::trace::trace(&step.start(), &step.parse(mv).unwrap()).unwrap().captured_holes();
    let wrong = state.clone().reduce(LearnAction::CheckMarked);
    assert!(matches!(run(&wrong).feedback, Some(Feedback::Judgement(Judgement::Wrong(_)))), "nothing marked is wrong (every such step captures)");
    let mut state = state;
    for h in &holes {
        state = state.reduce(LearnAction::Board(BoardAction::Click(*h)));
    }
    assert_eq!(run(&state).marked, holes);
    let state = state.reduce(LearnAction::CheckMarked);
    assert!(run(&state).solved());
}

#[test]
fn locks_open_stage_by_stage_and_each_game_has_an_entry() {
    let progress = Progress::default();
    assert!(step_unlocked(&progress, 0, 0));
    assert!(!step_unlocked(&progress, 0, 1), "the second step waits for the first");
    let relay = STAGES.iter().position(|s| s.id == "relay").unwrap();
    assert!(!stage_unlocked(&progress, relay), "the relay stage waits for sowing");
    let namua = STAGES.iter().position(|s| s.id == "namua").unwrap();
    assert!(stage_unlocked(&progress, namua), "Bao la Kiswahili can be started at once");
    let locked = fresh().reduce(LearnAction::Open { stage: relay, index: 0 });
    assert!(locked.pages.learn.run.is_none(), "a locked step does not open");
}

#[test]
fn the_end_of_a_stage_leads_to_the_next_and_a_practice_game() {
    let state = at("sow-choose").reduce(LearnAction::Board(BoardAction::Click(hole("A2")))).reduce(LearnAction::Board(BoardAction::ChooseDir(Dir::Left)));
    assert!(state.progress.stage_done("sowing"));
    let next = state.clone().reduce(LearnAction::Next);
    assert_eq!(run(&next).step().id, "relay-one");
    let game = state.reduce(LearnAction::PracticeGame(0));
    assert_eq!(game.page(), Page::Game);
    assert_eq!(game.session().opponent, Opponent::Computer { level: PRACTICE_LEVEL, side: Side::North });
    assert_eq!(game.game().start().variant(), crate::engine::Variant::Kujifunza);
}

#[test]
fn progress_is_stored_under_its_own_key_and_read_back() {
    let state = at("sow-choose").reduce(LearnAction::Board(BoardAction::Click(hole("A2")))).reduce(LearnAction::Board(BoardAction::ChooseDir(Dir::Left)));
    let text = save::store::write(&*state.progress);
    assert_eq!(text, state.progress.to_json(), "the store's envelope is the progress format");
    let stored = Stored { learn: LearnStored { progress: Some(text), open: None }, ..Stored::default() };
    let back = AppState::start(stored, Lang::En, "t".to_string());
    assert_eq!(back.progress, state.progress);
    assert_eq!(back.progress_revision, 0, "nothing new to save");
    assert!(!back.screen.welcome, "a learner is not a first visitor");
}

#[test]
fn the_old_lesson_mask_migrates_once_at_start_up() {
    // Bits 1 (capture) and 5 (takasia) of the old settings.
    let settings = r#"{"version":1,"settings":{"speed":"fast","lessons_solved":34}}"#.to_string();
    let state = AppState::start(
        Stored { settings: Some(settings.clone()), reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "t".into(),
    );
    let ids: Vec<&str> = state.progress.steps.keys().collect();
    assert_eq!(ids, [OLD_LESSONS[1].1, OLD_LESSONS[5].1]);
    assert_eq!(state.progress_revision, 1, "the migrated progress is saved");
    assert_eq!(state.settings().speed, Speed::Fast, "the settings are kept");
    assert!(!save::write_settings(state.settings()).contains("lessons_solved"), "the mask is not written back");
    // With a progress stored, the mask is not read again.
    let stored = Some(Progress::default().to_json());
    let again =
        AppState::start(Stored { settings: Some(settings), learn: LearnStored { progress: stored, open: None }, ..Stored::default() }, Lang::En, "t".into());
    assert!(again.progress.steps.is_empty());
    assert_eq!(old_lesson_mask(Some(r#"{"lessons_solved":2}"#)), 2, "settings from before the envelope");
    assert_eq!(old_lesson_mask(Some("{oops")), 0);
}

#[test]
fn a_corrupt_progress_is_set_aside_and_nothing_else_is_lost() {
    let game = fresh().reduce(crate::app::state::GameAction::NewGame(Default::default())).session().to_saved();
    let settings = save::write_settings(&Settings { speed: Speed::Slow, ..Settings::default() });
    let broken = r#"{"version":1,"progress":{"steps":{"sow-first":{"stars":"many"}}}}"#.to_string();
    let learn = LearnStored { progress: Some(broken), open: None };
    let stored = Stored { settings: Some(settings), game: Some(save::write_game(&game)), learn, ..Stored::default() };
    let state = AppState::start(stored, Lang::En, "t".into());
    assert_eq!(state.screen.set_aside.len(), 1);
    assert_eq!((state.screen.set_aside[0].key, state.screen.set_aside[0].side_key), ("bao.learn", "bao.learn.broken"));
    assert_eq!(state.screen.notice, Some(Notice::DataSetAside(vec!["bao.learn"])));
    assert_eq!(state.session().id, game.id, "the game is kept");
    assert_eq!(state.settings().speed, Speed::Slow, "the settings are kept");
    assert_eq!(*state.progress, Progress::default());
    assert_eq!(state.progress_revision, 0, "the broken text is not overwritten until the learner makes progress");
    let _ = SavedGame::KEY;
}

#[test]
fn the_open_step_comes_back_after_a_reload_with_what_it_cost() {
    // sow-choose: A7< ends in A5, not B2: a miss; then the first hint (A2).
    let missed = at("sow-choose").reduce(LearnAction::Board(BoardAction::Click(hole("A7")))).reduce(LearnAction::Board(BoardAction::ChooseDir(Dir::Left)));
    let state = missed.reduce(LearnAction::TryAgain).reduce(LearnAction::Hint);
    let open = Reopen::of(&state.pages.learn, state.page());
    assert_eq!(open, Reopen { step: Some("sow-choose".to_string()), wrong: 1, hint: 1 });
    let stored = LearnStored { progress: Some(state.progress.to_json()), open: Some(save::store::write(&open)) };
    let back = AppState::start(Stored { learn: stored, ..Stored::default() }, Lang::En, "t".into());
    assert_eq!(back.page(), Page::Learn);
    let r = run(&back);
    assert_eq!((r.step().id, r.attempt.wrong, r.attempt.hint), ("sow-choose", 1, Some(HintLevel::Row)));
    let solved = back.reduce(LearnAction::Board(BoardAction::Click(hole("A2")))).reduce(LearnAction::Board(BoardAction::ChooseDir(Dir::Left)));
    // One miss and one hint: a star each, one star left (check.rs `stars`).
    assert_eq!(run(&solved).attempt.stars, Some(1), "a reload does not wipe the cost");
    let closed = solved.reduce(LearnAction::Close);
    assert_eq!(Reopen::of(&closed.pages.learn, closed.page()), Reopen::default());
}

/// A sowing played on the step's board by taps: its hole, then its direction if it has one.
fn sow_on(state: AppState, sow: crate::engine::SowMove) -> AppState {
    let state = state.reduce(LearnAction::Board(BoardAction::Click(sow.hole)));
    match sow.dir {
        Some(dir) => state.reduce(LearnAction::Board(BoardAction::ChooseDir(dir))),
        None => state,
    }
}

#[test]
fn a_play_out_move_waits_for_its_search_then_is_judged_as_the_checker_judges_it() {
    // survive (curriculum.rs) is a play-out: every first move needs the checker's search, which
    // the browser runs in the worker; here the test answers it as the worker would.
    let step = crate::app::learn::curriculum::step("survive").unwrap();
    for mv in step.start().legal_moves() {
        let Move::Sow(sow) = mv else { continue };
        let state = sow_on(at("survive"), sow);
        let r = run(&state);
        let checking = r.checking.clone().expect("the move waits for its search");
        assert_eq!(checking.waits, Waits::Move(mv));
        assert_eq!((r.game.plies().len(), r.accepts_input(), r.waiting(), r.feedback.is_none()), (1, false, false, true), "shown, no input, no verdict yet");
        // An answer to another search (a late one) changes nothing.
        let other = ProofQuery { nodes: checking.query.nodes + 1, ..checking.query.clone() };
        let ignored = state
            .clone()
            .reduce(LearnAction::Proved { query: Box::new(other), proved: crate::app::learn::Proved { proof: crate::ai::Standing::Open, line: Vec::new() } });
        assert!(run(&ignored).checking.is_some() && run(&ignored).feedback.is_none());
        let proved = checking.query.run();
        let done = state.reduce(LearnAction::Proved { query: Box::new(checking.query), proved });
        let want = crate::app::learn::check(step, &Answer::Line(vec![mv]));
        let r = run(&done);
        assert_eq!(r.feedback, Some(Feedback::Judgement(want.clone())), "{mv}");
        assert!(r.checking.is_none());
        match want {
            Judgement::Going { reply } => assert_eq!((r.attempt.line.clone(), r.accepts_input()), (vec![mv, reply], true), "{mv}: the reply played"),
            _ => assert!(r.waiting(), "{mv}: the judged move waits for try again"),
        }
    }
}

#[test]
fn a_play_out_hint_waits_for_its_search_and_try_again_drops_a_waiting_move() {
    let step = crate::app::learn::curriculum::step("win-ending").unwrap();
    let state = at("win-ending").reduce(LearnAction::Hint);
    let checking = run(&state).checking.clone().expect("the hint waits for its search");
    assert_eq!((checking.waits, run(&state).attempt.hint), (Waits::Hint, None), "no hint taken yet");
    let proved = checking.query.run();
    let hinted = state.reduce(LearnAction::Proved { query: Box::new(checking.query), proved });
    let (level, want) = crate::app::learn::hint(step, &[], None).expect("a first hint");
    let told = match &want {
        Hint::Move(mv) if level == HintLevel::Whole => Feedback::Shown(*mv),
        _ => Feedback::Hint(want.clone()),
    };
    assert_eq!((run(&hinted).feedback.clone(), run(&hinted).attempt.hint, run(&hinted).hint.clone()), (Some(told), Some(level), Some(want)));
    // A move waiting for its search, taken back: the board is at the start again.
    let mv = step.start().legal_moves()[0];
    let Move::Sow(sow) = mv else { panic!("a sowing") };
    let waiting = sow_on(hinted, sow);
    assert!(run(&waiting).checking.is_some());
    let back = waiting.reduce(LearnAction::TryAgain);
    assert!(run(&back).checking.is_none() && run(&back).game.plies().is_empty() && run(&back).accepts_input());
}

#[test]
fn a_solved_step_offers_its_levels_on_its_board_and_a_missed_level_is_reviewed() {
    // relay-one: A2> ends its first lap in A4 (held 1), relays 2: A5, A6 (empty): A6.
    let solved = at("relay-one").reduce(LearnAction::Board(BoardAction::Click(hole("A6"))));
    assert_eq!(solved.progress.stars("relay-one"), 3);
    let now = 5_000.0;
    let revision = solved.progress_revision;
    let level = solved.reduce(LearnAction::Level { number: 1, now });
    let r = run(&level);
    assert_eq!((r.step().id, r.level, r.solved()), ("relay-one", Some((1, now)), false));
    let first = crate::app::learn::levels::levels_of("relay-one")[0];
    assert_eq!(r.step().goal, first.goal, "the level's own goal");
    assert_ne!(r.step().position, place_of("relay-one").map(|(s, i)| STAGES[s].steps[i].position).unwrap(), "another board");
    // The level's answer by the checker's definition: where its move stops.
    let mv = r.step().parse(first.goal.predicted().unwrap()).unwrap();
    let end = crate::app::learn::trace::trace(&r.step().start(), &mv).unwrap().end;
    let wrong = (0..8).map(|k| Hole::new(Side::South, k)).find(|&h| h != end).unwrap();
    let missed = level.reduce(LearnAction::Board(BoardAction::Click(wrong))).reduce(LearnAction::TryAgain).reduce(LearnAction::Board(BoardAction::Click(end)));
    assert_eq!(run(&missed).attempt.stars, Some(2), "one miss costs a star, as in a step");
    let progress = &missed.progress;
    assert_eq!((progress.level_stars("relay-one", 1), progress.levels_done("relay-one"), progress.stars("relay-one")), (2, 1, 3));
    assert_eq!(progress.due_levels(now + crate::app::learn::progress::DAY_MS), ["relay-one/1"], "the missed level comes back in a day");
    assert!(missed.progress_revision > revision, "the level's stars are saved");
    // A step not solved yet offers no level.
    let unsolved = at("relay-two").reduce(LearnAction::Level { number: 1, now });
    assert_eq!(run(&unsolved).level, None);
}

/// Whether the step of this id is open to the learner.
fn open_to(progress: &Progress, id: &str) -> bool {
    let (stage, index) = place_of(id).unwrap();
    step_unlocked(progress, stage, index)
}

#[test]
fn a_progress_stored_before_the_board_stage_still_opens_what_it_opened() {
    // Before the board stage, a new learner had sow-first open (the first stage's first step)
    // and each game's first stage; the sowing stage done opened relay; stars stay as stored.
    let empty = Progress::from_json(r#"{"version":1,"progress":{}}"#).unwrap();
    assert!(open_to(&empty, "sow-first") && open_to(&empty, "namua-place") && open_to(&empty, "kete-kuu-six"));
    assert!(!open_to(&empty, "sow-corner") && !open_to(&empty, "relay-one"));
    assert!(open_to(&empty, "board-front") && !open_to(&empty, "board-back"), "the new stage opens as a first stage does");
    let old = r#"{"version":1,"progress":{"steps":{"sow-first":{"stars":2,"tries":1,"hints":0},"sow-corner":{"stars":3,"tries":0,"hints":0},"sow-choose":{"stars":3,"tries":0,"hints":0},"relay-one":{"stars":1,"tries":4,"hints":0},"namua-place":{"stars":3,"tries":0,"hints":0}},"drill":{"streak":0,"best_streak":0,"solved":0,"missed":0},"puzzles":{}}}"#;
    let p = Progress::from_json(old).unwrap();
    for id in ["sow-first", "sow-corner", "sow-choose", "relay-one", "relay-two", "namua-place", "namua-sow"] {
        assert!(open_to(&p, id), "{id} stays open");
    }
    for id in ["relay-choose", "start-front", "namua-capture"] {
        assert!(!open_to(&p, id), "{id} stays locked");
    }
    assert_eq!(p.summary().2, 2 + 3 + 3 + 1 + 3, "the stars are kept");
    assert!(p.stage_done("sowing"));
    assert_eq!(p.next_step(), Some("board-front"), "Continue starts the new stage");
}

/// win-ending-2: after B2< North wins at once with a3> (learn/tests.rs), so the checker's
/// search proves the move lost. It is refused, and its refutation is the search's own winning
/// line for North on the board after B2<: a line that ends the game in North's favour.
#[test]
fn a_move_proven_lost_is_refuted_by_the_searchs_winning_line() {
    let step = crate::app::learn::curriculum::step("win-ending-2").unwrap();
    let Move::Sow(sow) = step.parse("B2<").unwrap() else { panic!("a sowing") };
    let state = sow_on(at("win-ending-2"), sow);
    let query = run(&state).checking.clone().expect("the move waits for its search").query;
    let proved = query.run();
    let done = state.reduce(LearnAction::Proved { query: Box::new(query), proved });
    let r = run(&done);
    assert!(matches!(r.feedback, Some(Feedback::Judgement(Judgement::Wrong(Why::LosesByForce { .. })))));
    let (after, line) = r.refutation.clone().expect("refuted on the board");
    assert_eq!(after, *r.game.position(), "from the position after B2<");
    let mut game = crate::engine::Game::new(after.clone());
    for mv in &line {
        game.play(mv).expect("a legal line");
    }
    assert_eq!(game.result().map(|(outcome, _)| outcome), Some(crate::engine::Outcome::Win(crate::engine::Side::North)), "{line:?} wins for North");
    // Shown on the board lap by lap, and left there at its end.
    let shown = done.reduce(LearnAction::ShowRefutation);
    let board = &run(&shown).board;
    let anim = board.anim.as_ref().expect("the line is shown");
    assert_eq!((anim.line.len(), anim.stays), (line.len(), true));
    let mut board = board.clone();
    let host = crate::app::board::BoardHost { position: &after, viewer: crate::engine::Side::South, may_move: false, animated: true };
    board.reduce(BoardAction::Lap(AnimAction::SkipAnimation), &host);
    let end = board.anim.as_ref().expect("it stays at its end");
    assert_eq!(
        end.frame().map(|f| f.board),
        Some(
            crate::app::anim::plan(game.position_at(line.len() - 1), &game.position_at(line.len() - 1).play(line.last().unwrap()).unwrap().events)
                .last()
                .unwrap()
                .board
        )
    );
}

/// A learning step has the lap bar every board has: with nothing shown, a step back replays
/// the learner's last move paused one lap before its end (capture-most: A6> captures a1, one
/// capture lap after the first, so at least two lap steps), and the view's lap bar counts it.
#[test]
fn the_steps_lap_bar_replays_the_last_move_lap_by_lap() {
    let state = at("capture-most").reduce(LearnAction::Board(BoardAction::Click(hole("A6"))));
    assert!(run(&state).board.anim.is_none(), "instant speed: nothing shown");
    let view = crate::app::pages::learn::step_view(&state).expect("a step");
    assert!(view.lap_bar.can_back && view.lap_bar.steps >= 2, "{:?}", view.lap_bar);
    let state = state.reduce(PageKey::Board(BoardAction::Lap(AnimAction::StepLap { forward: false })));
    let anim = run(&state).board.anim.as_ref().expect("replayed");
    assert_eq!((anim.paused, anim.position()), (true, anim.laps.len() - 1));
    let view = crate::app::pages::learn::step_view(&state).expect("a step");
    assert!(view.lap_bar.counter.ends_with("· paused"), "{}", view.lap_bar.counter);
}

/// capture-first (04-captures.json): A3> sows A4 and A5; A5 held a seed and faces a4, which
/// holds 2 (the names run in opposite directions: A5 faces a4). Once the prediction is
/// answered and the move shown, the board marks the first capture: a ring in A5 and a cross
/// on a4 with its 2 seeds.
#[test]
fn the_first_capture_taught_marks_the_hole_that_captures_and_the_hole_it_faces() {
    let state = at("capture-first");
    assert!(crate::app::pages::learn::words::facing_marks(run(&state)).is_empty(), "nothing before the answer");
    let step = run(&state).step();
    let mv = step.parse("A3>").unwrap();
    let answer = crate::app::learn::trace::trace(&step.start(), &mv).unwrap();
    let state = answer.captured_holes().into_iter().fold(state, |state, h| state.reduce(LearnAction::Board(BoardAction::Click(h))));
    let state = state.reduce(LearnAction::CheckMarked);
    assert!(run(&state).solved());
    let marks = crate::app::pages::learn::words::facing_marks(run(&state));
    let first = marks.first().expect("the capture is marked");
    assert_eq!((first.end, first.capture), (hole("A5"), Some((hole("a4"), 2))));
    let view = crate::app::pages::learn::step_view(&state).unwrap();
    assert_eq!(view.board.previews.len(), marks.len(), "drawn on the step's board");
}

/// The Learn page's reducer alone, on a context: a locked step asks nothing and opens
/// nothing; the first step opens and asks for the page; a stage's practice game asks for a new
/// game of that stage's game against the computer at the beginners' level; the first visit's
/// "play" asks for the new-game dialog.
#[test]
fn the_learn_reducer_changes_only_the_step_and_asks_the_rest() {
    use crate::app::pages::{PageContext, Request};
    let game = Game::new(Position::start(crate::engine::Variant::Kujifunza, crate::engine::BawoSetup::Chikoko));
    let (settings, progress) = (Settings::default(), Progress::default());
    let context = PageContext::of_game(&game, &settings, &progress);
    let mut learn = LearnState::default();
    assert_eq!(PageLogic::reduce(&mut learn, LearnAction::Open { stage: 0, index: 1 }, &context), None, "the second step waits for the first");
    assert!(learn.run.is_none());
    assert_eq!(PageLogic::reduce(&mut learn, LearnAction::Open { stage: 0, index: 0 }, &context), Some(Request::ShowPage));
    assert_eq!(learn.run.as_ref().map(|run| (run.stage, run.index)), Some((0, 0)));
    let Some(Request::NewGame(setup)) = PageLogic::reduce(&mut learn, LearnAction::PracticeGame(0), &context) else { panic!("a new game") };
    assert_eq!(setup.variant, STAGES[0].steps[0].start().variant());
    assert_eq!(setup.opponent, crate::app::setup::Opponent::Computer { level: PRACTICE_LEVEL, side: Side::North });
    assert_eq!(PageLogic::reduce(&mut learn, LearnAction::Welcome { learn: false }, &context), Some(Request::NewGameDialog));
}

/// A step solved before offers its levels as soon as it is opened again, not only once it is
/// solved again.
#[test]
fn a_solved_step_opened_again_offers_its_levels_at_once() {
    let state = at("sow-choose");
    let view = crate::app::pages::learn::view::step_view(&state).expect("open");
    assert!(view.levels.is_empty(), "an unsolved step offers no levels");
    let mut solved = (*state.progress).clone();
    solved.record_step("sow-choose", 0, None);
    let mut again = state.clone();
    again.progress = Rc::new(solved);
    let (stage, index) = place_of("sow-choose").unwrap();
    let again = again.reduce(LearnAction::Open { stage, index });
    let view = crate::app::pages::learn::view::step_view(&again).expect("open");
    assert!(!view.solved, "not solved in this run");
    assert_eq!(view.levels.len(), crate::app::learn::levels::level_count("sow-choose"));
}

/// A stage the learner has opened (a step of it solved) stays open when the path's order
/// changes and the stage before it is no longer done: here the chains stage, with its first
/// step solved and the captures stage before it not done.
#[test]
fn a_stage_opened_before_stays_open_when_the_one_before_is_not_done() {
    let (chains, _) = place_of("chain-predict").unwrap();
    let mut progress = Progress::default();
    assert!(!stage_unlocked(&progress, chains), "chains waits for captures");
    progress.record_step("chain-predict", 0, None);
    assert!(!progress.stage_done(STAGES[chains - 1].id));
    assert!(stage_unlocked(&progress, chains), "opened before, open still");
    assert!(step_unlocked(&progress, chains, 1), "its next step is open too");
}

/// strat-read-reply: A4> takes 16 and North's b5> takes 17 back (learn/tests.rs). The wrong
/// move is told its balance, and North's reply is what the board shows.
#[test]
fn a_worse_balance_is_refuted_by_norths_biggest_capture_back() {
    let step = crate::app::learn::curriculum::step("strat-read-reply").unwrap();
    let Move::Sow(sow) = step.parse("A4>").unwrap() else { panic!("a sowing") };
    let r = run(&sow_on(at("strat-read-reply"), sow)).clone();
    let Some(Feedback::Judgement(Judgement::Wrong(Why::WorseBalance { reply: Some(reply), .. }))) = r.feedback else { panic!("{:?}", r.feedback) };
    assert_eq!(reply.to_string(), "b5>");
    let (after, line) = r.refutation.clone().expect("refuted on the board");
    assert_eq!((after, line), (r.game.position().clone(), vec![reply]));
}

/// Read two moves ahead, the verdict tells the whole line (each side's best in turn), so North's
/// biggest capture after the move is not told beside it — his best reply read ahead need not
/// be it — and the button plays that line ("Show the moves read"). A move judged by its reply
/// alone (strat-read-reply: A4> takes 16, b5> takes 17 back, the step's derivation) keeps the
/// capture told and "Show North's reply".
#[test]
fn a_line_read_ahead_is_told_alone_and_its_button_plays_the_line() {
    use crate::app::pages::learn::words::{refutation_label, threat_text};
    let Move::Sow(grab) = step_move("strat-read-ahead-kiswahili", "A7<") else { panic!("a sowing") };
    let state = sow_on(at("strat-read-ahead-kiswahili"), grab);
    let r = run(&state);
    assert!(matches!(r.feedback, Some(Feedback::Judgement(Judgement::Wrong(Why::WorseAhead { .. })))), "{:?}", r.feedback);
    assert!(crate::app::explain::best_reply_capture(r.game.position()).is_some(), "North has a capture after A7<");
    assert_eq!(threat_text(r, Lang::En), None);
    assert_eq!(refutation_label(r, Lang::En), Some("Show the moves read"));
    let Move::Sow(balance) = step_move("strat-read-reply", "A4>") else { panic!("a sowing") };
    let state = sow_on(at("strat-read-reply"), balance);
    let r = run(&state);
    assert!(matches!(r.feedback, Some(Feedback::Judgement(Judgement::Wrong(Why::WorseBalance { got: 16, back: 17, .. })))), "{:?}", r.feedback);
    // The derivation's b5>: 17 seeds from A2, A3, A4, A5, A7 and A8 (told in the order taken).
    let threat = threat_text(r, Lang::En).expect("North's capture is told");
    assert!(threat.starts_with("North can then capture 17 seeds from ") && threat.ends_with(" with b5>."), "{threat}");
    assert!(["A2", "A3", "A4", "A5", "A7", "A8"].iter().all(|h| threat.contains(h)), "{threat}");
    assert_eq!(refutation_label(r, Lang::En), Some("Show North's reply"));
}
