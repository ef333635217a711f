//! Addresses opened on the state: each page by its address, an address of what is shown
//! changes nothing, every share link still opens its game, and an address that names nothing
//! is a notice that changes nothing else.

use std::rc::Rc;

use super::*;
use crate::app::address::AddressError;
use crate::app::explain::CursorStep;
use crate::app::learn::drill::DrillLevel;
use crate::app::learn::STAGES;
use crate::app::pages::practice::state::PuzzleLoad;
use crate::app::share::examples;
use crate::app::state::tests::fresh;
use crate::app::state::{AnalysisAction, PracticeAction};
use crate::puzzles::parse_lines;

fn open(state: AppState, fragment: &str) -> AppState {
    state.reduce(RouteAction::Open(fragment.to_string()))
}

/// The reload of a state: a fresh start opening the state's address.
fn reload(state: &AppState) -> AppState {
    open(fresh(), &state.route().to_string())
}

#[test]
fn a_learning_step_opens_by_its_address_and_is_its_address() {
    let state = open(fresh(), "#/learn/sow-first");
    assert_eq!(state.page(), Page::Learn);
    assert_eq!(state.pages.learn.run.as_ref().map(|r| r.step().id), Some("sow-first"));
    assert_eq!(state.route().to_string(), "#/learn/sow-first");
    assert_eq!(open(fresh(), "#/learn").route(), Route::Learn(None), "the stages");
    assert_eq!(reload(&state).route(), state.route());
}

#[test]
fn a_shared_address_opens_its_step_even_ahead_of_the_learner_and_says_so() {
    // A fresh learner has solved nothing: the second step needs the first solved, so its
    // address opens it ahead, says why the step before it shows unsolved, and unlocks nothing.
    let second = STAGES[0].steps[1].id;
    let state = open(fresh(), &format!("#/learn/{second}"));
    assert_eq!(state.screen.notice, None);
    assert_eq!(state.page(), Page::Learn);
    let run = state.pages.learn.run.as_ref().expect("the step is open");
    assert_eq!((run.step().id, run.ahead), (second, true));
    assert_eq!(state.route().to_string(), format!("#/learn/{second}"));
    assert!(!crate::app::pages::learn::state::step_unlocked(&state.progress, 0, 2), "the step after it stays locked");
    // The first step, open to everyone, is not ahead.
    let first = STAGES[0].steps[0].id;
    let state = open(fresh(), &format!("#/learn/{first}"));
    assert_eq!(state.pages.learn.run.as_ref().map(|run| run.ahead), Some(false));
    // A step there is not is a notice, and nothing else.
    let state = open(fresh(), "#/learn/no-such-step");
    assert_eq!(state.screen.notice, Some(Notice::BadAddress(BadAddress::NoSuchStep("no-such-step".to_string()))));
    assert_eq!(state.page(), Page::Game);
}

#[test]
fn a_malformed_address_is_named_and_changes_nothing() {
    let before = fresh();
    let game = before.saved.session.clone();
    let state = open(before, "#/nowhere/at/all");
    assert_eq!(state.screen.notice, Some(Notice::BadAddress(BadAddress::Malformed("#/nowhere/at/all".to_string(), AddressError::UnknownPage))));
    assert_eq!(state.page(), Page::Game);
    assert!(Rc::ptr_eq(&game, &state.saved.session), "the game is not touched");
    let state = open(state, "#/drill/hardest");
    assert!(matches!(state.screen.notice, Some(Notice::BadAddress(BadAddress::Malformed(_, AddressError::UnknownLevel)))));
    // A review address with no game code says so (not a record's missing header).
    let state = open(state, "#/review/");
    assert_eq!(state.screen.notice, Some(Notice::BadAddress(BadAddress::Malformed("#/review/".to_string(), AddressError::EmptyCode))));
}

#[test]
fn a_huge_address_is_refused_by_its_size_and_quoted_short() {
    // A step id of 200,000 characters is no id: the notice quotes 60 characters of it.
    let long = format!("#/learn/{}", "a".repeat(200_000));
    let state = open(fresh(), &long);
    let Some(Notice::BadAddress(BadAddress::Malformed(quoted, AddressError::UnknownPage))) = &state.screen.notice else { panic!("{:?}", state.screen.notice) };
    assert_eq!(quoted.chars().count(), crate::engine::EXCERPT_CHARS + 1, "60 characters and the mark that it was cut");
    // Above the longest share link, an address is not even read.
    let huge = format!("#/review/{}", "QUFB".repeat(crate::app::address::MAX_ADDRESS_BYTES / 4));
    let state = open(fresh(), &huge);
    assert!(matches!(state.screen.notice, Some(Notice::BadAddress(BadAddress::Malformed(_, AddressError::TooLong(n)))) if n == huge.len()));
    assert_eq!(state.page(), Page::Game);
}

#[test]
fn every_share_link_made_so_far_opens_its_game() {
    // The example record: Bao la Kujifunza, A3> a6>, with its players.
    let state = open(fresh(), &examples::link());
    assert_eq!(state.page(), Page::Game);
    let moves: Vec<String> = state.game().plies().iter().map(|p| p.mv.to_string()).collect();
    assert_eq!(moves, ["A3>", "a6>"]);
    assert_eq!(state.route(), Route::Game, "the link is read once; the address is the game's page");
    // A link whose record does not replay is the import's notice, the game untouched.
    let bad = crate::app::share::fragment_for("Variant: kujifunza\n\nA3>\nZ9>\n");
    let before = fresh();
    let game = before.saved.session.clone();
    let state = open(before, &bad);
    assert!(matches!(state.screen.notice, Some(Notice::Import(_))), "{:?}", state.screen.notice);
    assert!(Rc::ptr_eq(&game, &state.saved.session));
}

#[test]
fn an_analysis_opens_on_its_record_and_a_reload_keeps_the_board_as_it_was() {
    let fragment = Route::Analysis(Some(examples::RECORD.to_string())).to_string();
    let state = open(fresh(), &fragment);
    assert_eq!(state.page(), Page::Analysis);
    let board = state.pages.analysis.board.clone().expect("a board");
    assert_eq!(board.tree.main_line().len(), 2, "A3> a6>");
    assert_eq!(board.cursor.path, vec![0, 0], "at the end of the main line");
    // Stepped back one move, the address is the same record; opening it again keeps the cursor.
    let stepped = state.reduce(AnalysisAction::Step(CursorStep::Prev));
    assert_eq!(stepped.route(), Route::Analysis(Some(board.tree.main_line_record(&[]))));
    let again = open(stepped.clone(), &stepped.route().to_string());
    assert_eq!(again.pages.analysis.board.as_ref().map(|b| b.cursor.path.clone()), Some(vec![0]));
    // A position (JSON) is analysed from its start.
    let position = Route::Analysis(Some(examples::POSITION.to_string())).to_string();
    let state = open(fresh(), &position);
    assert_eq!(state.pages.analysis.board.as_ref().map(|b| (b.tree.main_line().len(), b.tree.start().variant().name())), Some((0, "kiswahili")));
}

#[test]
fn the_bare_analysis_address_with_no_board_yet_analyses_the_game_being_played() {
    // A first visit at `#/analysis`: the game being played's board, at its start.
    let state = open(fresh(), "#/analysis");
    assert_eq!(state.page(), Page::Analysis);
    let board = state.pages.analysis.board.clone().expect("a board, as the navigation's Analyse opens");
    assert_eq!(board.tree.start(), state.game().start());
    assert!(board.cursor.path.is_empty(), "no move played: at the start");
    assert_eq!(state.route(), Route::Analysis(Some(board.tree.main_line_record(&[]))));
    // A game against the computer is asked about first, as from the navigation.
    let computer = fresh().reduce(GameAction::NewGame(crate::app::setup::GameSetup {
        variant: crate::engine::Variant::Kujifunza,
        bawo_setup: crate::engine::BawoSetup::Chikoko,
        opponent: crate::app::setup::Opponent::Computer { level: 1, side: crate::engine::Side::North },
        kete_match: false,
    }));
    let asked = open(computer, "#/analysis");
    assert_eq!(asked.page(), Page::Analysis);
    assert!(asked.pages.analysis.asking && asked.pages.analysis.board.is_none());
    // A board there already stays as it was.
    let analysed = open(fresh(), &Route::Analysis(Some(examples::RECORD.to_string())).to_string());
    let record = analysed.route();
    let away = analysed.reduce(PageAction::Open(Page::Game));
    let back = open(away, "#/analysis");
    assert_eq!((back.page(), back.route()), (Page::Analysis, record));
}

#[test]
fn a_drill_level_by_address_makes_the_next_drill_of_that_level() {
    let state = open(fresh(), "#/drill/long");
    assert_eq!((state.page(), state.pages.practice.level), (Page::Drill, Some(DrillLevel::Long)));
    assert_eq!(state.route().to_string(), "#/drill/long", "while the drill is made");
    let state = state.reduce(PracticeAction::NextDrill { seed: 3 });
    assert_eq!(state.pages.practice.drill.as_ref().map(|d| d.drill.level), Some(DrillLevel::Long));
    assert_eq!(state.route().to_string(), "#/drill/long");
    // The level chosen stays for the next drills, until the streak's level is chosen again
    // (a fresh learner has no streak: the short level, 1–2 laps).
    let state = state.reduce(PracticeAction::NextDrill { seed: 4 });
    assert_eq!(state.pages.practice.drill.as_ref().map(|d| d.drill.level), Some(DrillLevel::Long));
    let state = state.reduce(PracticeAction::DrillByStreak).reduce(PracticeAction::NextDrill { seed: 5 });
    assert_eq!(state.route().to_string(), "#/drill/short");
    // The page's level buttons: the streak's first, then short, medium and long, one chosen.
    let chosen = |state: &AppState| -> Vec<(Option<DrillLevel>, bool)> {
        crate::app::pages::practice::view::drill_page(state).levels.iter().map(|b| (b.level, b.chosen)).collect()
    };
    let all = [None, Some(DrillLevel::Short), Some(DrillLevel::Medium), Some(DrillLevel::Long)];
    assert_eq!(chosen(&state), all.map(|level| (level, level.is_none())));
    let state = state.reduce(PracticeAction::DrillAt(DrillLevel::Medium));
    assert_eq!(chosen(&state), all.map(|level| (level, level == Some(DrillLevel::Medium))));
}

#[test]
fn a_puzzle_by_address_opens_once_the_puzzles_are_loaded() {
    let text = include_str!("../../../../static/puzzles/kujifunza.jsonl").to_string();
    let third = parse_lines(&text).expect("the shipped file reads")[2].id.clone();
    let state = open(fresh(), &format!("#/puzzle/{third}"));
    assert_eq!(state.page(), Page::Puzzles);
    assert_eq!(state.route().to_string(), format!("#/puzzle/{third}"), "asked for while loading");
    let state = state.reduce(PracticeAction::PuzzlesLoaded(Rc::new(vec![text.clone()])));
    assert!(matches!(state.pages.practice.puzzles, PuzzleLoad::Ready(_)));
    assert_eq!(state.pages.practice.puzzle.as_ref().map(|p| p.index), Some(2));
    assert_eq!(state.route().to_string(), format!("#/puzzle/{third}"));
    let state = open(state, "#/puzzle/no-such-puzzle");
    assert_eq!(state.screen.notice, Some(Notice::BadAddress(BadAddress::NoSuchPuzzle("no-such-puzzle".to_string()))));
    assert_eq!(state.pages.practice.puzzle.as_ref().map(|p| p.index), Some(2), "the puzzle shown stays");
}

#[test]
fn the_editor_and_the_review_open_on_what_their_address_carries() {
    let editor = open(fresh(), &Route::Editor(Some(examples::POSITION.to_string())).to_string());
    assert_eq!(editor.page(), Page::Editor);
    assert_eq!(editor.pages.editor.position.as_ref().map(|p| p.variant().name()), Some("kiswahili"));
    assert_eq!(reload(&editor).pages.editor.setup, editor.pages.editor.setup);
    let review = open(fresh(), &Route::Review(Some(examples::RECORD.to_string())).to_string());
    assert_eq!(review.page(), Page::Review);
    assert_eq!(review.pages.review.game.as_ref().map(|g| g.plies().len()), Some(2));
    assert_eq!(reload(&review).route(), review.route());
    assert_eq!(open(fresh(), "#/play").route(), Route::Game);
}

/// A stage's link: the themed set opens the puzzles page on that game and theme; every puzzle
/// it gives is of the theme, and the address stays the set's.
#[test]
fn a_themed_set_by_address_gives_only_puzzles_of_its_theme() {
    use crate::puzzles::Theme;
    let text = include_str!("../../../../static/puzzles/kiswahili.jsonl").to_string();
    let state = open(fresh(), "#/puzzles/kiswahili/takasia");
    assert_eq!(
        (state.page(), state.pages.practice.variant, state.pages.practice.theme),
        (Page::Puzzles, crate::engine::Variant::Kiswahili, Some(Theme::Takasia))
    );
    let mut state = state.reduce(PracticeAction::PuzzlesLoaded(Rc::new(vec![text])));
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..5 {
        state = state.reduce(PracticeAction::NextPuzzle { now: 0.0 });
        let puzzles = state.pages.practice.puzzles.ready().expect("loaded").clone();
        let run = state.pages.practice.puzzle.as_ref().expect("a puzzle of the set");
        assert_eq!(puzzles[run.index].theme, Theme::Takasia);
        seen.insert(run.index);
        assert_eq!(state.route().to_string(), "#/puzzles/kiswahili/takasia");
    }
    assert_eq!(seen.len(), 5, "next walks the set");
    let all = state.reduce(PracticeAction::ChooseVariant { variant: crate::engine::Variant::Kiswahili, now: 0.0 });
    assert_eq!(all.pages.practice.theme, None, "choosing a game again practises every theme");
}
