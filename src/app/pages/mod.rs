//! The pages' own logic, one folder a page: its state and reducer (which sees the app through a
//! read-only [`PageContext`] and asks of it by [`Request`]s), its address and what its component
//! shows, computed once from the page's state (its view model). The components are in
//! `crate::ui::pages`; the shared pieces (`app::board`, `input`, `anim`, `explain`, `layout`)
//! stay a library every page uses.
//!
//! Written out here, by hand: [`Page`] (the pages, in the navigation's order) and [`Pages`]
//! (every page's state). A new page is its two folders (`app/pages/<page>/`: its state,
//! implementing [`PageLogic`] and [`Addressed`]; `ui/pages/<page>/`: its component), their
//! `mod` lines, a variant of [`Page`], a field of [`Pages`] and its arms in the `match`es that
//! grep finds by `Page::Review` (the route `app::state::Route`, the root reducer's
//! `Action`, the page components `ui::pages::page_of` and the navigation `ui::nav`).

pub mod analysis;
pub mod editor;
pub mod game;
pub mod learn;
pub mod practice;
mod request;
pub mod review;

use std::fmt;

pub use request::{Answering, GameView, PageContext, Request};

use crate::app::address::AddressError;
use analysis::state::AnalysisState;
use editor::state::EditorState;
use learn::state::LearnState;
use practice::state::Practice;
use review::state::ReviewState;

/// The part of the app on screen, one variant a page, in the navigation's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// The game being played (the board, its controls and the move list).
    #[default]
    Game,
    /// The learning path: stages and their steps.
    Learn,
    /// "Where does it stop?" drills.
    Drill,
    /// Puzzles and the practice queue.
    Puzzles,
    /// The engine looks at a position, with variations.
    Analysis,
    /// The board editor.
    Editor,
    /// The review of a finished game or a record.
    Review,
}

impl Page {
    /// Every page, in the navigation's order.
    pub const ALL: [Page; 7] = [Page::Game, Page::Learn, Page::Drill, Page::Puzzles, Page::Analysis, Page::Editor, Page::Review];
}

/// Every page's state and the page on screen. A page left keeps its state: coming back finds
/// the step, the puzzle, the analysis tree or the review where they were. The game's page has
/// no field: its state is the app's (the game being played, saved by the browser). The drill
/// and the puzzle pages share one state.
#[derive(Clone, Debug, Default)]
pub struct Pages {
    shown: Page,
    /// The Learn page: the step being worked on.
    pub learn: LearnState,
    /// The drill and puzzle pages: the puzzle set, the queue, the drill.
    pub practice: Practice,
    /// The analysis board and its move tree.
    pub analysis: AnalysisState,
    /// The board editor.
    pub editor: EditorState,
    /// The review of a game.
    pub review: ReviewState,
}

impl Pages {
    /// The page on screen.
    pub fn page(&self) -> Page {
        self.shown
    }

    /// Shows `page` (every page's state stays as it is).
    pub fn open(&mut self, page: Page) {
        self.shown = page;
    }
}

/// What the root reducer needs of a page's state, implemented in the page's folder: its
/// actions, its reducer, what only it asks of the app and its answer to the page-wide keys.
pub trait PageLogic: Default {
    /// The page's own actions.
    type Action: Clone + fmt::Debug;
    /// What only this page asks of the app (a solved step, a puzzle's result, an address that
    /// names no step): carried out by [`PageLogic::answer`]. A page that asks nothing of its
    /// own: [`std::convert::Infallible`].
    type Own: Clone + fmt::Debug + PartialEq;
    /// The pages showing this state, the first the one that asks while none of them is shown.
    const PAGES: &'static [Page];
    /// Changes the page's state by `action`; whatever else follows it asks by a [`Request`].
    fn reduce(&mut self, action: Self::Action, context: &PageContext) -> Option<Request<Self::Own>>;
    /// Carries out what only this page asks, on the parts of the app a page may change.
    fn answer(own: Self::Own, app: &mut Answering);
    /// The page's action for a page-wide key while it is on screen (`None`: the key does
    /// nothing there).
    fn key(key: PageKey) -> Option<Self::Action>;
    /// The game on the board of `page` showing this state, for the header (`None`: no board
    /// now).
    fn variant(&self, page: Page) -> Option<crate::engine::Variant>;
}

/// What a page's state says of its pages' addresses, implemented in the page's folder (the
/// app's address, one variant a page's state, is `app::state::Route`).
pub trait Addressed: PageLogic {
    /// A path after `#/` that names one of the state's pages, read.
    type Address: Clone + fmt::Debug + PartialEq + Eq;
    /// Reads the path `<first>[/<rest>]` if `first` names one of the state's pages.
    fn read(first: &str, rest: Option<&str>) -> Option<Result<Self::Address, AddressError>>;
    /// Writes the path (what follows `#/`).
    fn write(address: &Self::Address, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// The page an address shows.
    fn page_of(address: &Self::Address) -> Page;
    /// The address of `page` showing this state.
    fn address(&self, page: Page) -> Self::Address;
    /// The action that makes this state show `address` (`None`: it shows it already), or the
    /// request that says why it cannot (an unknown step, a record that does not read).
    fn open(&self, address: Self::Address, context: &PageContext) -> Result<Option<Self::Action>, Request<Self::Own>>;
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
