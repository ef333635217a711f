//! The page slice: which page is on screen — playing, the learning path and its practice
//! (drills, puzzles), analysis, the board editor or the review of a game.
//!
//! Each page other than [`Page::Play`] keeps its own state (`app::pages::<page>`); this one
//! only says which is shown. Leaving a page never touches the game being played.

use crate::app::board::BoardAction;
use crate::app::explain::CursorStep;

use super::AppState;

pub use crate::app::pages::Page;

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
            state.page = page;
        }
    }
}

/// The page-wide keys, for the page on screen: [`AppState::reduce`] hands them to that page's reducer
/// (a page without a board ignores them). The board's own keys (arrows on a hole, Enter) come
/// from its board as the page's own action.
#[derive(Clone, Debug, PartialEq)]
pub enum PageKey {
    /// A key of the board: `<` `>` (a direction), `[` `]` (a lap), Space (pause or play).
    Board(BoardAction),
    /// `u`: take the move back (the game) or try the step again (a learning step).
    Undo,
    /// Home ← → End away from the board: the move list (the game) or the move tree (analysis).
    Step(CursorStep),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::tests::fresh;

    #[test]
    fn opening_a_page_keeps_the_game_and_closes_dialogs() {
        let state = fresh();
        let game = state.saved.session.clone();
        let state = state.reduce(PageAction::Open(Page::Learn));
        assert_eq!(state.page, Page::Learn);
        assert!(state.screen.dialog.is_none());
        assert!(std::rc::Rc::ptr_eq(&game, &state.saved.session));
        assert_eq!(state.reduce(PageAction::Open(Page::Play)).page, Page::Play);
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
        let state = state.reduce(PageAction::Open(Page::Play)).reduce(PageKey::Undo);
        assert_eq!(state.game().plies().len(), played - 1);
    }
}
