//! The page slice: which page is on screen — playing, the learning path and its practice
//! (drills, puzzles), analysis, the board editor or the review of a game. Every page's state is
//! a field of [`Pages`] (`app::pages`): a page left keeps its state, and leaving a page never
//! touches the game being played.

use super::AppState;

pub use crate::app::pages::{Page, PageKey, Pages};

/// What changes the page.
#[derive(Clone, Debug)]
pub enum PageAction {
    /// Show this page.
    Open(Page),
}

pub(super) fn reduce(state: &mut AppState, action: PageAction) {
    match action {
        PageAction::Open(page) => {
            state.screen.dialog = None;
            state.pages.open(page);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::pages::learn::state::StepRun;
    use crate::app::state::tests::fresh;
    use crate::app::state::LearnState;

    #[test]
    fn every_page_opens() {
        for page in Page::ALL {
            let mut pages = Pages::default();
            pages.open(page);
            assert_eq!(pages.page(), page);
        }
    }

    fn step_of(learn: &LearnState) -> Option<(usize, usize)> {
        learn.run.as_ref().map(|run| (run.stage, run.index))
    }

    #[test]
    fn a_page_left_and_opened_again_is_as_it_was_left() {
        let mut pages = Pages::default();
        pages.open(Page::Analysis);
        pages.analysis.limit_ms = 1234;
        pages.open(Page::Learn);
        pages.learn.run = Some(StepRun::new(1, 2));
        pages.open(Page::Game);
        assert_eq!(pages.page(), Page::Game);
        // Left, both states are still read where they were left.
        assert_eq!(pages.analysis.limit_ms, 1234);
        assert_eq!(step_of(&pages.learn), Some((1, 2)));
        pages.open(Page::Analysis);
        assert_eq!((pages.page(), pages.analysis.limit_ms), (Page::Analysis, 1234));
        pages.open(Page::Learn);
        assert_eq!((pages.page(), step_of(&pages.learn)), (Page::Learn, Some((1, 2))));
    }

    #[test]
    fn the_drill_and_puzzle_pages_share_one_practice_state() {
        let state = fresh().reduce(PageAction::Open(Page::Drill));
        let mut state = state;
        state.pages.practice.wanted = Some("k-0001".into());
        let state = state.reduce(PageAction::Open(Page::Puzzles));
        assert_eq!(state.pages.practice.wanted.as_deref(), Some("k-0001"));
    }

    #[test]
    fn a_page_not_shown_changed_shows_its_change_when_opened() {
        // An address names a puzzle while the game is on screen: the wish waits.
        let mut state = fresh();
        state.pages.practice.wanted = Some("b-0042".into());
        assert_eq!(state.page(), Page::Game);
        let state = state.reduce(PageAction::Open(Page::Puzzles));
        assert_eq!((state.page(), state.pages.practice.wanted.as_deref()), (Page::Puzzles, Some("b-0042")));
    }

    #[test]
    fn opening_a_page_keeps_the_game_and_closes_dialogs() {
        let state = fresh();
        let game = state.saved.session.clone();
        let state = state.reduce(PageAction::Open(Page::Learn));
        assert_eq!(state.page(), Page::Learn);
        assert!(state.screen.dialog.is_none());
        assert!(std::rc::Rc::ptr_eq(&game, &state.saved.session));
        assert_eq!(state.reduce(PageAction::Open(Page::Game)).page(), Page::Game);
    }

    #[test]
    fn every_page_has_an_address_that_opens_it_again() {
        for page in Page::ALL {
            let state = fresh().reduce(PageAction::Open(page));
            let address = state.route();
            assert_eq!(address.page(), page, "{address}");
            let read: crate::app::state::Route = address.to_string().parse().expect("an address reads back");
            assert_eq!(read, address);
            let opened = fresh().reduce(crate::app::state::RouteAction::Open(address.to_string()));
            assert_eq!(opened.page(), page, "{address} opens its page");
        }
    }

    #[test]
    fn the_header_names_the_game_on_the_board_of_the_page_shown() {
        use crate::app::learn::STAGES;
        use crate::app::state::LearnAction;
        let state = fresh();
        assert_eq!(state.board_variant(), Some(state.game().position().variant()));
        for page in [Page::Learn, Page::Drill, Page::Puzzles, Page::Analysis, Page::Review] {
            assert_eq!(fresh().reduce(PageAction::Open(page)).board_variant(), None, "{page:?} has no board yet");
        }
        let editor = fresh().reduce(PageAction::Open(Page::Editor));
        assert_eq!(editor.board_variant(), Some(editor.pages.editor.variant()));
        let step = fresh().reduce(LearnAction::Open { stage: 0, index: 0 });
        assert_eq!(step.page(), Page::Learn);
        assert_eq!(step.board_variant(), Some(STAGES[0].steps[0].start().variant()));
    }

    #[test]
    fn undo_takes_a_move_back_on_the_games_page_only() {
        use crate::app::board::BoardAction;
        use crate::app::setup::Opponent;
        use crate::app::state::tests::kujifunza;
        use crate::app::state::PlayAction;
        use crate::engine::{Dir, Hole};
        let played = kujifunza(Opponent::Human)
            .reduce(PlayAction::Board(BoardAction::Click(Hole::parse("A3").unwrap())))
            .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
        assert_eq!(played.game().plies().len(), 1);
        for page in Page::ALL {
            let state = played.clone().reduce(PageAction::Open(page)).reduce(PageKey::Undo);
            let left = if page == Page::Game { 0 } else { 1 };
            assert_eq!(state.game().plies().len(), left, "`u` on {page:?}");
        }
    }

    #[test]
    fn the_games_keys_do_not_reach_the_game_from_another_page() {
        use crate::app::board::BoardAction;
        use crate::app::setup::Opponent;
        use crate::app::state::tests::kujifunza;
        use crate::app::state::PlayAction;
        use crate::engine::{Dir, Hole};
        // One move played, then the analysis page opened: `u` (undo) must not take it back.
        let state = kujifunza(Opponent::Human)
            .reduce(PlayAction::Board(BoardAction::Click(Hole::parse("A3").unwrap())))
            .reduce(PlayAction::Board(BoardAction::ChooseDir(Dir::Right)));
        let played = state.game().plies().len();
        assert_eq!(played, 1);
        let state = state.reduce(PageAction::Open(Page::Analysis)).reduce(PageKey::Undo);
        assert_eq!(state.game().plies().len(), played);
        let state = state.reduce(PageAction::Open(Page::Game)).reduce(PageKey::Undo);
        assert_eq!(state.game().plies().len(), played - 1);
    }
}
