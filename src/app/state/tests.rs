use super::*;
use crate::engine::{BawoSetup, Dir, Hole, Variant, WhyNot};

pub(crate) fn fresh() -> AppState {
    AppState::start(
        Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "t".to_string(),
    )
}

fn hole(name: &str) -> Hole {
    Hole::parse(name).unwrap()
}

pub(crate) fn kujifunza(opponent: Opponent) -> AppState {
    fresh()
        .reduce(GameAction::NewGame(GameSetup { variant: Variant::Kujifunza, bawo_setup: BawoSetup::Chikoko, opponent, kete_match: false }))
        .reduce(SettingsAction::SetSpeed(Speed::Instant))
}

#[test]
fn a_first_visit_offers_learning_next_to_playing_and_a_later_one_the_new_game_dialog() {
    let first = fresh();
    assert!(first.screen.welcome && first.screen.dialog.is_none(), "nothing stored: the welcome");
    // The browser tells the date at start-up: that is no choice of the visitor's.
    let first = first.reduce(GameAction::Today("2026-12-01".to_string()));
    assert!(first.screen.welcome, "the welcome stays while the date comes in");
    let play = first.clone().reduce(LearnAction::Welcome { learn: false });
    assert_eq!((play.screen.welcome, play.screen.dialog), (false, Some(Dialog::NewGame)), "Play: the new-game dialog");
    let learn = first.reduce(LearnAction::Welcome { learn: true });
    assert_eq!((learn.page(), learn.screen.welcome), (Page::Learn, false));
    assert_eq!(learn.pages.learn.run.as_ref().map(|r| r.step().id), Some("board-front"), "Learn to play: the first step");
    let settings = Some(save::write_settings(&Settings::default()));
    let later = AppState::start(
        Stored { settings, reduced_motion: false, game: None, list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "t".to_string(),
    );
    assert_eq!((later.screen.welcome, later.screen.dialog), (false, Some(Dialog::NewGame)));
}

#[test]
fn clicking_a_hole_and_a_direction_plays_and_undo_redo_work() {
    let state = kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3"))));
    assert!(matches!(state.screen.board.pick, Pick::Hole { .. }));
    let state = state.reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    assert_eq!(state.session().game.plies().len(), 1);
    let state = state.reduce(PlayAction::Undo);
    assert_eq!(state.session().game.plies().len(), 0);
    assert_eq!(state.session().redo.len(), 1);
    let state = state.reduce(PlayAction::Redo);
    assert_eq!(state.session().game.plies().len(), 1);
}

#[test]
fn a_refused_hole_is_told_on_its_own_board_in_its_games_terms_and_goes_with_its_page() {
    let refused = kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("a3"))));
    assert!(matches!(refused.screen.notice, Some(Notice::CannotPlay { page: Page::Game, .. })));
    // Another page: the game's board is not on screen, nor its notice.
    let analysing =
        refused.clone().reduce(AnalysisAction::Open { start: Box::new(Position::start(Variant::Kiswahili, BawoSetup::Chikoko)), moves: Vec::new() });
    assert_eq!(analysing.page(), Page::Analysis);
    assert_eq!(analysing.screen.notice, None);
    // The same hole refused on the analysis board (Bao la Kiswahili) is that board's notice.
    let again = analysing.reduce(AnalysisAction::Board(BoardAction::Click(hole("a3"))));
    assert_eq!(again.screen.notice, Some(Notice::CannotPlay { hole: hole("a3"), why: WhyNot::NotYourHole, variant: Variant::Kiswahili, page: Page::Analysis }));
    // Another notice (not about a board) stays when the page changes.
    let other = refused.reduce(ScreenAction::ShowNotice(Notice::NothingToUndo)).reduce(PageAction::Open(Page::Learn));
    assert_eq!(other.screen.notice, Some(Notice::NothingToUndo));
}

#[test]
fn an_unplayable_hole_gives_a_reason_and_changes_nothing() {
    let state = kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("a3"))));
    assert_eq!(state.screen.notice, Some(Notice::CannotPlay { hole: hole("a3"), why: WhyNot::NotYourHole, variant: Variant::Kujifunza, page: Page::Game }));
    assert!(state.session().game.plies().is_empty());
}

#[test]
fn a_hint_shows_its_hole_then_the_whole_move_and_lapses_with_the_position() {
    let state = kujifunza(Opponent::Human).reduce(SearchAction::Hint);
    let search = state.hint_search().expect("a hint search starts");
    let best = state.session().game.position().legal_moves()[2];
    let stale = state.clone().reduce(SearchAction::HintFound { search: search + 1, mv: best });
    assert_eq!(stale.hint_search(), Some(search), "a stale answer is ignored");
    let state = state.reduce(SearchAction::Hint).reduce(SearchAction::HintFound { search, mv: best });
    assert_eq!(state.search.hint, Some(MoveHint { search, mv: Some(best), complete: false }), "a press while searching changes nothing");
    assert_eq!(state.hint_search(), None);
    let state = state.reduce(SearchAction::Hint);
    assert!(state.search.hint.as_ref().is_some_and(|h| h.complete));
    let state = state.reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    assert_eq!(state.search.hint, None, "a move ends the hint");
}

#[test]
fn a_learning_step_has_its_own_board_and_the_game_keys_work_it_on_the_learn_page() {
    let state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let game = state.saved.session.clone();
    // "board-front", the first step, asks for the hole named A3 (RULES.md §1).
    let state = state.reduce(LearnAction::Continue);
    assert_eq!((state.page(), state.screen.dialog.clone()), (Page::Learn, None), "the unfinished game is not asked about: it stays");
    let state = state.reduce(PageKey::Board(BoardAction::Click(hole("A3"))));
    assert_eq!(state.pages.learn.run.as_ref().and_then(|r| r.attempt.stars), Some(3), "the tap answered the step");
    let state = state.reduce(PageKey::Undo);
    assert!(Rc::ptr_eq(&game, &state.saved.session), "neither the answer nor the undo key touched the game");
    assert_eq!(state.session().game.plies().len(), 1);
    let state = state.reduce(PageAction::Open(Page::Game)).reduce(PageKey::Undo);
    assert_eq!(state.session().game.plies().len(), 0, "back on the game, the key undoes its move");
}

#[test]
fn search_progress_is_kept_only_for_the_running_search_and_lapses_with_the_position() {
    let state = kujifunza(Opponent::Computer { level: 1, side: Side::North })
        .reduce(PlayAction::Board(BoardAction::Click(hole("A3"))))
        .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let search = state.search.thinking.expect("the computer thinks");
    let best = state.session().game.position().legal_moves()[0];
    let report = |search| SearchAction::Progress(SearchProgress { search, depth: 3, best });
    assert_eq!(state.clone().reduce(report(search + 1)).search.progress, None, "a stale report is ignored");
    let state = state.reduce(report(search));
    assert_eq!(state.search.progress, Some(SearchProgress { search, depth: 3, best }));
    let state = state.reduce(SearchAction::ComputerMoved { search, mv: best });
    assert_eq!(state.search.progress, None, "the move ends the report");
}

#[test]
fn a_failed_search_stops_thinking_says_why_and_try_again_searches_anew() {
    let state = kujifunza(Opponent::Computer { level: 1, side: Side::North })
        .reduce(PlayAction::Board(BoardAction::Click(hole("A3"))))
        .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let search = state.search.thinking.expect("the computer thinks");
    let stale = state.clone().reduce(SearchAction::Failed { search: search + 1, fault: SearchFault::Stopped });
    assert_eq!((stale.search.thinking, stale.screen.notice), (Some(search), None), "a stale failure is ignored");
    let failed = state.reduce(SearchAction::Failed { search, fault: SearchFault::Unavailable });
    assert_eq!(failed.search.thinking, None, "the status no longer says the computer is thinking");
    assert_eq!(failed.screen.notice, Some(Notice::ComputerFailed(SearchFault::Unavailable)));
    let retried = failed.reduce(SearchAction::Retry);
    let again = retried.search.thinking.expect("try again: the computer searches again");
    assert_ne!(again, search, "a new search id, so the worker is asked afresh");
    assert_eq!(retried.screen.notice, None, "the notice goes");
    let twice = retried.clone().reduce(SearchAction::Retry);
    assert_eq!(twice.search.thinking, Some(again), "a second press while it searches changes nothing");
    let reply = retried.session().game.position().legal_moves()[0];
    assert_eq!(retried.reduce(SearchAction::ComputerMoved { search: again, mv: reply }).session().game.plies().len(), 2);
}

#[test]
fn a_failed_hint_is_dropped_and_can_be_asked_again() {
    let state = kujifunza(Opponent::Human).reduce(SearchAction::Hint);
    let search = state.search.hint_search().expect("the hint searches");
    let failed = state.reduce(SearchAction::Failed { search, fault: SearchFault::Stopped });
    assert_eq!((failed.search.hint.clone(), failed.search.thinking), (None, None));
    assert_eq!(failed.screen.notice, Some(Notice::ComputerFailed(SearchFault::Stopped)));
    let retried = failed.reduce(SearchAction::Retry);
    assert_eq!(retried.search.thinking, None, "not the computer's turn: nothing to search for it");
    assert!(retried.reduce(SearchAction::Hint).search.hint_search().is_some(), "the hint button asks again");
}

#[test]
fn the_computer_gets_its_turn_and_undo_goes_back_to_the_persons_move() {
    let state = kujifunza(Opponent::Computer { level: 1, side: Side::North });
    assert_eq!(state.search.thinking, None);
    let state = state.reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let search = state.search.thinking.expect("the computer thinks");
    let reply = state.session().game.position().legal_moves()[0];
    let stale = state.clone().reduce(SearchAction::ComputerMoved { search: search + 7, mv: reply });
    assert_eq!(stale.session().game.plies().len(), 1, "a stale reply is ignored");
    let state = state.reduce(SearchAction::ComputerMoved { search, mv: reply });
    assert_eq!(state.session().game.plies().len(), 2);
    let state = state.reduce(PlayAction::Undo);
    assert_eq!(state.session().game.plies().len(), 0, "undo takes back the reply and the person's move");
    assert_eq!(state.search.thinking, None);
}

#[test]
fn replacing_an_unfinished_game_asks_and_files_it() {
    let state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let asked = state.reduce(GameAction::Rematch);
    assert_eq!(asked.screen.dialog, Some(Dialog::ConfirmReplace));
    assert_eq!(asked.session().game.plies().len(), 1, "nothing replaced yet");
    let kept = asked.clone().reduce(GameAction::ConfirmReplace(false));
    assert_eq!(kept.session().game.plies().len(), 1);
    let replaced = asked.reduce(GameAction::ConfirmReplace(true));
    assert!(replaced.session().game.plies().is_empty());
    assert_eq!(replaced.saved.list.len(), 1);
    assert!(!replaced.saved.list[0].finished);
}

#[test]
fn a_save_restores_and_a_broken_one_is_kept_aside() {
    let state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let text = save::write_game(&state.session().to_saved());
    let restored = AppState::start(
        Stored { settings: None, reduced_motion: false, game: Some(text), list: None, unreadable: false, learn: Default::default() },
        Lang::Sw,
        "u".to_string(),
    );
    assert_eq!(restored.session().game.plies().len(), 1);
    assert_eq!(restored.session().id, state.session().id);
    assert_eq!(restored.lang(), Lang::Sw);
    let broken = AppState::start(
        Stored { settings: None, reduced_motion: true, game: Some("{oops".to_string()), list: None, unreadable: false, learn: Default::default() },
        Lang::En,
        "v".to_string(),
    );
    assert_eq!(broken.screen.notice, Some(Notice::SaveUnreadable));
    assert_eq!(broken.screen.set_aside.first().map(|s| s.text.as_str()), Some("{oops"));
    assert!(broken.session().game.plies().is_empty());
    assert_eq!(broken.saved.settings.speed, Speed::Instant, "reduced motion without settings: no animation");
}

/// A game with A3> played (Bao la Kujifunza, against a person).
fn one_move_in() -> AppState {
    kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)))
}

#[test]
fn another_tabs_save_that_went_on_from_ours_is_adopted() {
    let state = one_move_in();
    let reply = state.session().game.position().legal_moves()[0];
    let mut other_tab = state.clone();
    other_tab.play(reply, 0);
    let newer = other_tab.session().to_saved();
    assert!(newer.revision > state.session().revision);
    let adopted = state.clone().reduce(GameAction::ExternalGame(newer));
    assert_eq!(adopted.session().game.plies().len(), 2);
    assert_eq!((adopted.screen.notice, adopted.saved.list.len()), (Some(Notice::OtherTab), 0), "ours was stored and seen: nothing to file");
    // Storage holding our own version again changes nothing.
    let same = state.clone().reduce(GameAction::ExternalGame(state.session().to_saved()));
    assert_eq!((same.session().revision, same.screen.notice), (state.session().revision, None));
}

#[test]
fn a_save_that_crossed_ours_keeps_both_games() {
    let state = one_move_in();
    // Another tab played another first move from the same start, at the same revision: it never
    // saw our move. Its version is shown; ours goes to the game list, under an id of its own.
    let mut other_tab = kujifunza(Opponent::Human);
    let other_move = other_tab.game().position().legal_moves().into_iter().find(|mv| *mv != state.game().plies()[0].mv).unwrap();
    other_tab.play(other_move, 0);
    assert_eq!(other_tab.game().plies().len(), 1);
    let theirs = Session { id: state.session().id.clone(), revision: state.session().revision, ..(*other_tab.saved.session).clone() }.to_saved();
    let crossed = state.clone().reduce(GameAction::ExternalGame(theirs.clone()));
    assert_eq!(crossed.session().record(), theirs.record);
    assert_eq!(crossed.screen.notice, Some(Notice::TabClash { ours_shown: false }));
    assert_eq!(crossed.saved.list.len(), 1);
    assert_eq!(crossed.saved.list[0].record, state.session().record(), "our version is in the list");
    assert_ne!(crossed.saved.list[0].id, state.session().id, "as a game of its own");
    // Our save finding theirs in storage: ours stays, theirs is filed, and ours is saved after it.
    let kept = state.clone().reduce(GameAction::Clash(theirs.clone()));
    assert_eq!(kept.session().record(), state.session().record());
    assert_eq!(kept.screen.notice, Some(Notice::TabClash { ours_shown: true }));
    assert_eq!(kept.saved.list.first().map(|g| g.record.as_str()), Some(theirs.record.as_str()));
    assert!(kept.session().revision > theirs.revision);
}

#[test]
fn while_the_game_is_not_saved_nothing_replaces_it_unasked() {
    let state = one_move_in().reduce(StorageAction::Failed { key: save::GAME_KEY, fault: save::StorageFault::Full });
    assert!(state.storage.game_unsaved());
    assert_eq!(state.storage.unsaved_names(), [crate::app::i18n::ErrorText::StoredGame]);
    // Another tab's newer game: ours, never stored, is filed first.
    let mut other_tab = state.clone();
    other_tab.play(other_tab.game().position().legal_moves()[0], 0);
    let adopted = state.clone().reduce(GameAction::ExternalGame(other_tab.session().to_saved()));
    assert_eq!(adopted.saved.list.first().map(|g| g.record.clone()), Some(state.session().record()));
    // A finished game too is replaced only after asking (the list would not keep it).
    let over = state.clone().reduce(PlayAction::Resign);
    assert!(over.game().is_over());
    let asked = over.reduce(GameAction::NewGame(GameSetup::default()));
    assert_eq!(asked.screen.dialog, Some(Dialog::ConfirmReplace));
    // Saved again: the line goes, and a finished game is filed and replaced as before.
    let saved = state.reduce(StorageAction::Saved(save::GAME_KEY));
    assert_eq!(saved.storage, StorageHealth::default());
    let replaced = saved.reduce(PlayAction::Resign).reduce(GameAction::NewGame(GameSetup::default()));
    assert_eq!((replaced.screen.dialog.clone(), replaced.game().plies().len()), (None, 0));
}

#[test]
fn storage_that_cannot_be_read_is_told_at_start() {
    let state = AppState::start(
        Stored { settings: None, reduced_motion: false, game: None, list: None, unreadable: true, learn: Default::default() },
        Lang::En,
        "t".to_string(),
    );
    assert_eq!(state.storage.fault, Some(save::StorageFault::Unavailable));
    assert!(state.storage.game_unsaved());
}

#[test]
fn a_kete_match_goes_on_with_swapped_sides_and_the_score() {
    let setup =
        GameSetup { variant: Variant::Kete, bawo_setup: BawoSetup::Chikoko, opponent: Opponent::Computer { level: 1, side: Side::North }, kete_match: true };
    let state = fresh().reduce(GameAction::NewGame(setup)).reduce(SettingsAction::SetSpeed(Speed::Instant));
    assert_eq!(state.session().kete_match, Some(MatchScore::default()));
    let state = state.reduce(PlayAction::Resign);
    assert_eq!(state.session().game.result().map(|r| r.0), Some(Outcome::Win(Side::North)));
    assert_eq!(state.saved.list.len(), 1, "the finished game is listed");
    let next = state.reduce(GameAction::NextMatchGame);
    let score = next.session().kete_match.unwrap();
    assert_eq!(score.game, 2);
    assert_eq!(score.half_points, [0, 2], "the computer (player 2) won game 1");
    assert_eq!(next.session().opponent, Opponent::Computer { level: 1, side: Side::South }, "sides swap");
    assert!(next.search.thinking.is_some(), "the computer opens game 2 as South");
}

#[test]
fn after_the_safari_answer_the_animation_goes_on_from_the_shared_part() {
    let moves = ["A6>*", "a6<*", "A5>", "a3<", "A7<*", "a3<", "A5<", "a5>", "A3>", "a2"];
    let mut state = fresh().reduce(GameAction::NewGame(GameSetup::default()));
    for mv in moves {
        state.session_mut().game.play_text(mv).unwrap();
    }
    state.after_position_change();
    let asked = state.reduce(PlayAction::Board(BoardAction::Click(hole("A8"))));
    let shared = asked.screen.board.safari.as_ref().expect("the question").shared;
    assert!(shared > 1);
    let asked = asked.reduce(AnimAction::SkipAnimation);
    // Frame 0 is the board before the move; frame `shared` follows the last shared event.
    assert_eq!(asked.screen.board.anim.as_ref().unwrap().step, shared, "skip stops at the question");
    let answered = asked.reduce(PlayAction::Board(BoardAction::AnswerSafari { safari: true }));
    assert_eq!(answered.screen.board.anim.as_ref().unwrap().step, shared);
    assert_eq!(answered.session().game.plies().last().unwrap().mv.to_string(), "A8+");
}

#[test]
fn undo_takes_back_a_resignation_and_saves_it() {
    let state = kujifunza(Opponent::Human).reduce(PlayAction::Resign);
    assert!(state.session().game.is_over());
    let revision = state.session().revision;
    let state = state.reduce(PlayAction::Undo);
    assert!(!state.session().game.is_over());
    assert!(state.session().revision > revision, "the change is saved");
    assert_eq!(state.screen.notice, None);
}

#[test]
fn an_animation_tick_shares_the_game_and_the_list_with_the_state_before() {
    let state = kujifunza(Opponent::Human).reduce(SettingsAction::SetSpeed(Speed::Normal));
    let state = state.reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let anim = state.screen.board.anim.clone().expect("the move is animated at normal speed");
    let ticked = state.clone().reduce(AnimAction::Tick);
    assert_eq!(ticked.screen.board.anim.as_ref().map(|a| a.step), Some(anim.step + 1), "the tick moved the animation on");
    assert!(Rc::ptr_eq(&state.saved.session, &ticked.saved.session), "the game history is not copied");
    assert!(Rc::ptr_eq(&state.saved.list, &ticked.saved.list), "the game list is not copied");
    assert!(Rc::ptr_eq(&anim.frames, &ticked.screen.board.anim.unwrap().frames), "nor are the frames");
}

#[test]
fn corrupt_settings_or_list_are_set_aside_and_reported_and_the_game_is_kept() {
    let state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let game = save::write_game(&state.session().to_saved());
    let stored = Stored {
        settings: Some("{\"speed\":".to_string()),
        reduced_motion: true,
        game: Some(game),
        list: Some("[oops".to_string()),
        unreadable: false,
        learn: Default::default(),
    };
    let restored = AppState::start(stored, Lang::En, "s".to_string());
    assert_eq!(restored.game().plies().len(), 1, "the readable game is kept");
    assert_eq!(restored.screen.notice, Some(Notice::DataSetAside(vec![save::SETTINGS_KEY, save::LIST_KEY])));
    let aside: Vec<(&str, &str)> = restored.screen.set_aside.iter().map(|s| (s.side_key, s.text.as_str())).collect();
    assert_eq!(aside, [("bao.settings.broken", "{\"speed\":"), ("bao.games.broken", "[oops")]);
    assert_eq!(restored.saved.settings.speed, Speed::Instant, "the defaults, with reduced motion honoured");
    assert_eq!(restored.screen.dialog, None, "no new-game dialog over the restored game");
}

#[test]
fn a_rematch_against_the_computer_swaps_its_side() {
    let state = kujifunza(Opponent::Computer { level: 2, side: Side::North }).reduce(PlayAction::Resign);
    let rematch = state.reduce(GameAction::Rematch);
    assert_eq!(rematch.session().opponent, Opponent::Computer { level: 2, side: Side::South });
}

#[test]
fn play_from_here_starts_a_game_from_the_viewed_position_asking_first() {
    // Two moves played, the position after the first viewed: the new game starts there, with
    // North to move (South made the first move), and the unfinished game is filed once agreed.
    let mut state =
        kujifunza(Opponent::Human).reduce(PlayAction::Board(BoardAction::Click(hole("A3")))).reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
    let reply = state.game().position().legal_moves()[0];
    state.session_mut().game.play(&reply).unwrap();
    state.changed();
    assert_eq!(state.game().plies().len(), 2);
    let viewed = state.reduce(ScreenAction::View(Some(1)));
    let start = viewed.shown_position().clone();
    let asked = viewed.reduce(GameAction::StartFrom { start: Box::new(start.clone()), opponent: Opponent::Human });
    assert_eq!(asked.screen.dialog, Some(Dialog::ConfirmReplace));
    let started = asked.reduce(GameAction::ConfirmReplace(true));
    assert_eq!(started.game().start(), &start);
    assert_eq!(started.game().position().to_move(), Side::North);
    assert!(started.game().plies().is_empty());
    assert_eq!(started.saved.list.len(), 1, "the unfinished game is kept in the list");
    // All 64 seeds are on the board: a Start header, but no study game (RULES.md §12).
    let record = started.session().record();
    assert!(record.contains("Start: {") && !record.contains("Study: yes"), "{record}");
}
