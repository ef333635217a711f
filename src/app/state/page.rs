//! The page slice: which page is on screen — playing, the learning path and its practice
//! (drills, puzzles), analysis, the board editor or the review of a game — with its state.
//!
//! The page on screen is a [`PageState`], one variant a page holding that page's own state
//! (`app::pages::<page>`; the game's page has none: the game is the app's). A page left is
//! parked as it was and taken back when its page opens again, so coming back finds the step,
//! the puzzle, the analysis tree or the review where they were ([`Pages`]). Leaving a page
//! never touches the game being played.

use crate::app::pages::{with_pages, PageLogic};

use super::AppState;

pub use crate::app::pages::{Page, PageKey};

/// Makes, from the pages' table (`with_pages!`): [`PageState`] (the page on screen:
/// `$plain`, the page with no state of its own, and a variant a `$page` holding its state),
/// [`Parked`] (a slot a state, kept while none of its pages is on screen: pages sharing a state
/// share its slot), [`PageState::page`], the parking of [`Pages::open`], each state's
/// [`PageSlot`], [`OwnAction`] (a page's own action, by its state) and how the root reducer
/// hands a page its actions and keys ([`AppState::reduce_own`], [`AppState::page_key`]).
macro_rules! pages {
    (
        $(#[$plain_doc:meta])* $plain:ident;
        $($(#[$doc:meta])* $name:ident($module:ident): $state:ty => [$($(#[$page_doc:meta])* $page:ident)|+],)+
    ) => {
        /// The page on screen with its own state.
        #[derive(Clone, Debug, Default)]
        pub enum PageState {
            $(#[$plain_doc])*
            #[default]
            $plain,
            $($(#[doc = concat!("[`Page::", stringify!($page), "`] with its state.")] $page($state),)+)+
        }

        impl PageState {
            /// Which page this is.
            pub fn page(&self) -> Page {
                match self {
                    PageState::$plain => Page::$plain,
                    $($(PageState::$page(_) => Page::$page,)+)+
                }
            }
        }

        /// The pages not on screen, each as it was left (a page never opened: its first state).
        /// The slot of the page on screen holds a placeholder: its state is in [`PageState`].
        #[derive(Clone, Debug, Default)]
        #[allow(non_snake_case)]
        pub struct Parked {
            $($(#[$doc])* $name: $state,)+
        }

        impl Parked {
            /// `page`'s state, taken out of its slot (a placeholder left there).
            fn take(&mut self, page: Page) -> PageState {
                match page {
                    Page::$plain => PageState::$plain,
                    $($(Page::$page => PageState::$page(std::mem::take(&mut self.$name)),)+)+
                }
            }

            /// Keeps `page`'s state in its slot.
            fn put(&mut self, page: PageState) {
                match page {
                    PageState::$plain => {}
                    $($(PageState::$page(state) => self.$name = state,)+)+
                }
            }
        }

        $(impl PageSlot for $state {
            const HOME: Page = [$(Page::$page),+][0];

            fn shown(page: &PageState) -> Option<&Self> {
                match page {
                    $(PageState::$page(state))|+ => Some(state),
                    _ => None,
                }
            }

            fn shown_mut(page: &mut PageState) -> Option<&mut Self> {
                match page {
                    $(PageState::$page(state))|+ => Some(state),
                    _ => None,
                }
            }

            fn parked(parked: &Parked) -> &Self {
                &parked.$name
            }

            fn parked_mut(parked: &mut Parked) -> &mut Self {
                &mut parked.$name
            }
        })+

        /// A page's own action, by the state it changes (on screen or parked).
        #[derive(Clone, Debug)]
        pub enum OwnAction {
            $($(#[$doc])* $name(<$state as PageLogic>::Action),)+
        }

        $(impl From<<$state as PageLogic>::Action> for OwnAction {
            fn from(action: <$state as PageLogic>::Action) -> OwnAction {
                OwnAction::$name(action)
            }
        }

        impl From<<$state as PageLogic>::Action> for super::Action {
            fn from(action: <$state as PageLogic>::Action) -> super::Action {
                super::Action::Own(OwnAction::$name(action))
            }
        })+

        impl AppState {
            /// A page's own action, to its reducer; what it asks follows.
            pub(super) fn reduce_own(&mut self, action: impl Into<OwnAction>) {
                match action.into() {
                    $(OwnAction::$name(action) => self.on_page::<$state>(action),)+
                }
            }

            /// The game on the board of the page on screen, for the header (`None`: the page
            /// has no board now; a learning step in Bao la Kujifunza says so whatever game is
            /// saved).
            pub fn board_variant(&self) -> Option<crate::engine::Variant> {
                match &self.pages.shown {
                    PageState::$plain => Some(self.game().position().variant()),
                    $($(PageState::$page(state) => PageLogic::variant(state, Page::$page),)+)+
                }
            }

            /// A page-wide key, to the page on screen (the game's keys are the game's own:
            /// `AppState::key`).
            pub(super) fn page_key(&mut self, key: PageKey) {
                match self.pages.shown {
                    PageState::$plain => {}
                    $($(PageState::$page(_))|+ => {
                        if let Some(action) = <$state as PageLogic>::key(key) {
                            self.on_page::<$state>(action);
                        }
                    })+
                }
            }
        }
    };
}

with_pages!(pages);

/// The page on screen and the pages parked.
#[derive(Clone, Debug, Default)]
pub struct Pages {
    shown: PageState,
    parked: Parked,
}

impl Pages {
    /// The page on screen.
    pub fn page(&self) -> Page {
        self.shown.page()
    }

    /// The page on screen with its state.
    pub fn shown(&self) -> &PageState {
        &self.shown
    }

    /// Shows `page`: the page on screen is parked, `page`'s parked state taken back.
    pub fn open(&mut self, page: Page) {
        if self.page() != page {
            // Parked first: the drill and puzzle pages hand over one practice state.
            self.parked.put(std::mem::take(&mut self.shown));
            self.shown = self.parked.take(page);
        }
    }

    /// A page's state, on screen or parked.
    pub fn get<S: PageSlot>(&self) -> &S {
        S::shown(&self.shown).unwrap_or_else(|| S::parked(&self.parked))
    }

    /// A page's state, on screen or parked, to change: an action of a page not on screen (the
    /// stored analysis restored at start-up, a puzzle an address names) reaches it parked.
    pub fn get_mut<S: PageSlot>(&mut self) -> &mut S {
        match S::shown_mut(&mut self.shown) {
            Some(state) => state,
            None => S::parked_mut(&mut self.parked),
        }
    }
}

/// A page's own state: where it is in a [`PageState`] and in [`Parked`].
pub trait PageSlot: Sized {
    /// The first of the pages holding the state (the page that asks, parked).
    const HOME: Page;
    /// The state, if `page` is a page holding it.
    fn shown(page: &PageState) -> Option<&Self>;
    /// The state to change, if `page` is a page holding it.
    fn shown_mut(page: &mut PageState) -> Option<&mut Self>;
    /// The state as it waits parked.
    fn parked(parked: &Parked) -> &Self;
    /// The state parked, to change.
    fn parked_mut(parked: &mut Parked) -> &mut Self;
}

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
    use crate::app::state::{AnalysisState, EditorState, LearnState, Practice, ReviewState};

    #[test]
    fn each_page_state_names_its_page() {
        let cases = [
            (PageState::Play, Page::Play),
            (PageState::Learn(LearnState::default()), Page::Learn),
            (PageState::Drill(Practice::default()), Page::Drill),
            (PageState::Puzzles(Practice::default()), Page::Puzzles),
            (PageState::Analysis(AnalysisState::default()), Page::Analysis),
            (PageState::Editor(EditorState::default()), Page::Editor),
            (PageState::Review(ReviewState::default()), Page::Review),
        ];
        for (state, page) in cases {
            assert_eq!(state.page(), page);
            let mut pages = Pages::default();
            pages.open(page);
            assert_eq!(pages.page(), page);
            assert_eq!(pages.shown().page(), page);
        }
    }

    fn step_of(learn: &LearnState) -> Option<(usize, usize)> {
        learn.run.as_ref().map(|run| (run.stage, run.index))
    }

    #[test]
    fn a_page_left_and_opened_again_is_as_it_was_left() {
        let mut pages = Pages::default();
        pages.open(Page::Analysis);
        pages.get_mut::<AnalysisState>().limit_ms = 1234;
        pages.open(Page::Learn);
        pages.get_mut::<LearnState>().run = Some(StepRun::new(1, 2));
        pages.open(Page::Play);
        assert!(matches!(pages.shown(), PageState::Play));
        // Parked, both states are still read where they were left.
        assert_eq!(pages.get::<AnalysisState>().limit_ms, 1234);
        assert_eq!(step_of(pages.get::<LearnState>()), Some((1, 2)));
        pages.open(Page::Analysis);
        match pages.shown() {
            PageState::Analysis(state) => assert_eq!(state.limit_ms, 1234),
            other => panic!("analysis expected, got {:?}", other.page()),
        }
        pages.open(Page::Learn);
        assert!(matches!(pages.shown(), PageState::Learn(state) if step_of(state) == Some((1, 2))));
    }

    #[test]
    fn the_drill_and_puzzle_pages_share_one_practice_state() {
        let mut pages = Pages::default();
        pages.open(Page::Drill);
        pages.get_mut::<Practice>().wanted = Some("k-0001".into());
        pages.open(Page::Puzzles);
        assert!(matches!(pages.shown(), PageState::Puzzles(state)
            if state.wanted.as_deref() == Some("k-0001")));
        pages.get_mut::<Practice>().wanted = None;
        pages.open(Page::Drill);
        assert!(matches!(pages.shown(), PageState::Drill(state) if state.wanted.is_none()));
    }

    #[test]
    fn a_parked_page_changed_shows_its_change_when_opened() {
        // An address names a puzzle while the game is on screen: the wish waits parked.
        let mut pages = Pages::default();
        pages.get_mut::<Practice>().wanted = Some("b-0042".into());
        assert!(matches!(pages.shown(), PageState::Play));
        pages.open(Page::Puzzles);
        assert!(matches!(pages.shown(), PageState::Puzzles(state)
            if state.wanted.as_deref() == Some("b-0042")));
    }

    #[test]
    fn opening_a_page_keeps_the_game_and_closes_dialogs() {
        let state = fresh();
        let game = state.saved.session.clone();
        let state = state.reduce(PageAction::Open(Page::Learn));
        assert_eq!(state.page(), Page::Learn);
        assert!(state.screen.dialog.is_none());
        assert!(std::rc::Rc::ptr_eq(&game, &state.saved.session));
        assert_eq!(state.reduce(PageAction::Open(Page::Play)).page(), Page::Play);
    }

    #[test]
    fn every_page_has_an_address_that_opens_it_again() {
        for &page in Page::ALL {
            let state = fresh().reduce(PageAction::Open(page));
            let address = state.address();
            assert_eq!(address.page(), page, "{address}");
            let read: crate::app::state::Address = address.to_string().parse().expect("an address reads back");
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
        assert_eq!(editor.board_variant(), Some(editor.editor().variant()));
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
        for &page in Page::ALL {
            let state = played.clone().reduce(PageAction::Open(page)).reduce(PageKey::Undo);
            let left = if page == Page::Play { 0 } else { 1 };
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
        let state = state.reduce(PageAction::Open(Page::Play)).reduce(PageKey::Undo);
        assert_eq!(state.game().plies().len(), played - 1);
    }
}
