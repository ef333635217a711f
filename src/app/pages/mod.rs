//! The pages' own logic, one folder a page: its state and reducer (which sees the app through a
//! read-only [`PageContext`] and asks of it by [`Request`]s), and what its component shows,
//! computed once from the page's state (its view model). The components are in
//! `crate::ui::pages`; the shared pieces (`app::board`, `input`, `anim`, `explain`, `layout`)
//! stay a library every page uses.

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod play;
pub mod practice;
mod request;
pub mod review;

pub use request::{GameView, PageContext, Request, StepSolved};

/// The pages, one line a page's state in the navigation's order: the page with no state of its
/// own (the game being played: its state is the app's), then `Name(folder): state => [pages]`:
/// the state, the folder of its page (`app/pages/<folder>/`, `ui/pages/<folder>/`) and the
/// pages sharing that state (the drill and puzzle pages share the practice state). A macro that
/// takes this table is handed it by `with_pages!(that_macro)`: the [`Page`] enum, the app's
/// page states and actions (`app::state::page`), the app's address (`app::state::route`), the
/// page components and the navigation (`ui::pages`, `ui::nav`) are all made from it, so a new
/// page is its two folders (`app/pages/<page>/`: its state, implementing [`PageLogic`] and
/// `app::address::Addressed`; `ui/pages/<page>/`: its component, implementing
/// `ui::pages::PageView`), their `mod` lines and one line here.
macro_rules! with_pages {
    ($then:ident) => {
        $then! {
            /// The game being played (the board, its controls and the move list).
            Play;
            /// The learning path: the step being worked on.
            Learn(learn): crate::app::pages::learn::state::LearnState => [
                /// The learning path: stages and their steps.
                Learn
            ],
            /// The drill and puzzle pages' state (the puzzle set, the queue, the drill).
            Practice(practice): crate::app::pages::practice::state::Practice => [
                /// "Where does it stop?" drills.
                Drill |
                /// Puzzles and the practice queue.
                Puzzles
            ],
            /// The analysis board and its move tree.
            Analysis(analysis): crate::app::pages::analysis::state::AnalysisState => [
                /// The engine looks at a position, with variations.
                Analysis
            ],
            /// The board editor.
            Editor(editor): crate::app::pages::editor::state::EditorState => [
                /// The board editor.
                Editor
            ],
            /// The review of a game.
            Review(review): crate::app::pages::review::state::ReviewState => [
                /// The review of a finished game or a record.
                Review
            ],
        }
    };
}
pub(crate) use with_pages;

/// Makes [`Page`] from the pages' table (`with_pages!`).
macro_rules! page_enum {
    (
        $(#[$plain_doc:meta])* $plain:ident;
        $($(#[$doc:meta])* $name:ident($module:ident): $state:ty => [$($(#[$page_doc:meta])* $page:ident)|+],)+
    ) => {
        /// The part of the app on screen, one variant a page (the pages' table, `with_pages!`).
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub enum Page {
            $(#[$plain_doc])*
            #[default]
            $plain,
            $($($(#[$page_doc])* $page,)+)+
        }

        impl Page {
            /// Every page, in the table's order (the navigation's).
            pub const ALL: &'static [Page] = &[Page::$plain, $($(Page::$page,)+)+];
        }
    };
}
with_pages!(page_enum);

/// What the root reducer needs of a page's state, implemented in the page's folder: its
/// actions, its reducer and its answer to the page-wide keys. The root reducer hands every
/// page's action and key through this, with no detour of its own for any page.
pub trait PageLogic: Default {
    /// The page's own actions.
    type Action: Clone + std::fmt::Debug;
    /// Changes the page's state by `action`; whatever else follows it asks by a [`Request`].
    fn reduce(&mut self, action: Self::Action, context: &PageContext) -> Option<Request>;
    /// The page's action for a page-wide key while it is on screen (`None`: the key does
    /// nothing there).
    fn key(key: PageKey) -> Option<Self::Action>;
    /// The game on the board of `page` showing this state, for the header (`None`: no board
    /// now).
    fn variant(&self, page: Page) -> Option<crate::engine::Variant>;
}

/// The page-wide keys, for the page on screen: the root reducer hands them to that page's
/// [`PageLogic::key`] (a page without a board ignores them). The board's own keys (arrows on
/// a hole, Enter) come from its board as the page's own action.
#[derive(Clone, Debug, PartialEq)]
pub enum PageKey {
    /// A key of the board: `<` `>` (a direction), `[` `]` (a lap), Space (pause or play).
    Board(crate::app::board::BoardAction),
    /// `u`: take the move back (the game) or try the step again (a learning step).
    Undo,
    /// Home ← → End away from the board: the move list (the game) or the move tree (analysis).
    Step(crate::app::explain::CursorStep),
}
