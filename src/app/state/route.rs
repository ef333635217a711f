//! The address slice: the page on screen and what it shows as a [`Route`]
//! ([`AppState::route`]), and an address opened ([`RouteAction::Open`]: at start-up, on the
//! browser's Back and Forward, a bookmark or a shared address). An address that names
//! nothing — a malformed fragment, an unknown step or puzzle, a record that does not replay —
//! is a notice and changes nothing else. An address of what is already shown keeps it as it
//! is (a reload keeps the step's tries, the analysis's side lines and cursor).

use std::fmt::{self, Display};
use std::str::FromStr;

use crate::app::address::{self, AddressError};
use crate::app::pages::analysis::state::AnalysisState;
use crate::app::pages::editor::state::EditorState;
use crate::app::pages::learn::state::LearnState;
use crate::app::pages::practice::state::Practice;
use crate::app::pages::review::state::ReviewState;
use crate::app::pages::{Addressed, Pages};
use crate::app::share;

use super::{AppState, BadAddress, GameAction, Notice, Page, PageAction, Session};

/// What opens an address.
#[derive(Clone, Debug)]
pub enum RouteAction {
    /// Open the page a URL fragment names (with or without its `#`).
    Open(String),
}

pub(super) fn reduce(state: &mut AppState, action: RouteAction) {
    match action {
        RouteAction::Open(fragment) => match read(&fragment) {
            Ok(route) => go(state, route),
            // A share link's fragment that is no link: the import's notice, as ever.
            Err(AddressError::BadCode | AddressError::EmptyCode) if share::is_game_fragment(&fragment) => {
                state.screen.notice = Some(Notice::Import(share::ImportError::BadLink));
            }
            Err(error) => state.screen.notice = Some(Notice::BadAddress(BadAddress::Malformed(crate::engine::excerpt(&fragment), error))),
        },
    }
}

/// Reads a fragment, refusing one longer than any address before reading it.
fn read(fragment: &str) -> Result<Route, AddressError> {
    if fragment.len() > address::MAX_ADDRESS_BYTES {
        return Err(AddressError::TooLong(fragment.len()));
    }
    fragment.parse()
}

/// A page and what it shows: the app's address, read from and written to the URL fragment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/play` (and the empty fragment): the game being played.
    Game,
    /// `#/learn`, `#/learn/<step>`: the Learn page.
    Learn(<LearnState as Addressed>::Address),
    /// `#/drill…`, `#/puzzles…`, `#/puzzle/<id>`: the drill and puzzle pages.
    Practice(<Practice as Addressed>::Address),
    /// `#/analysis`, `#/analysis/<code>`: the analysis board.
    Analysis(<AnalysisState as Addressed>::Address),
    /// `#/editor`, `#/editor/<code>`: the board editor.
    Editor(<EditorState as Addressed>::Address),
    /// `#/review`, `#/review/<code>`: the review.
    Review(<ReviewState as Addressed>::Address),
    /// `#game=<code>`: a share link's game (the record), opened as the game being played.
    SharedGame(String),
}

impl FromStr for Route {
    type Err = AddressError;

    /// Reads a fragment, with or without its `#`.
    fn from_str(fragment: &str) -> Result<Route, AddressError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        if share::is_game_fragment(fragment) {
            return address::decode(&fragment["game=".len()..]).map(Route::SharedGame);
        }
        let Some((first, rest)) = address::path_of(fragment)? else { return Ok(Route::Game) };
        if first == "play" && rest.is_none() {
            return Ok(Route::Game);
        }
        if let Some(read) = LearnState::read(first, rest) {
            return read.map(Route::Learn);
        }
        if let Some(read) = Practice::read(first, rest) {
            return read.map(Route::Practice);
        }
        if let Some(read) = AnalysisState::read(first, rest) {
            return read.map(Route::Analysis);
        }
        if let Some(read) = EditorState::read(first, rest) {
            return read.map(Route::Editor);
        }
        if let Some(read) = ReviewState::read(first, rest) {
            return read.map(Route::Review);
        }
        Err(AddressError::UnknownPage)
    }
}

impl Display for Route {
    /// The fragment, with its `#`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Route::Game => f.write_str("#/play"),
            Route::Learn(address) => path(f, |f| LearnState::write(address, f)),
            Route::Practice(address) => path(f, |f| Practice::write(address, f)),
            Route::Analysis(address) => path(f, |f| AnalysisState::write(address, f)),
            Route::Editor(address) => path(f, |f| EditorState::write(address, f)),
            Route::Review(address) => path(f, |f| ReviewState::write(address, f)),
            Route::SharedGame(record) => f.write_str(&share::fragment_for(record)),
        }
    }
}

/// `#/` and a page's path.
fn path(f: &mut fmt::Formatter<'_>, write: impl FnOnce(&mut fmt::Formatter<'_>) -> fmt::Result) -> fmt::Result {
    f.write_str("#/")?;
    write(f)
}

impl Route {
    /// The page the route shows (a share link: the game's).
    pub fn page(&self) -> Page {
        match self {
            Route::Game | Route::SharedGame(_) => Page::Game,
            Route::Learn(address) => LearnState::page_of(address),
            Route::Practice(address) => Practice::page_of(address),
            Route::Analysis(address) => AnalysisState::page_of(address),
            Route::Editor(address) => EditorState::page_of(address),
            Route::Review(address) => ReviewState::page_of(address),
        }
    }
}

impl AppState {
    /// The route of the page on screen and what it shows.
    pub fn route(&self) -> Route {
        let (page, pages) = (self.page(), &self.pages);
        match page {
            Page::Game => Route::Game,
            Page::Learn => Route::Learn(pages.learn.address(page)),
            Page::Drill | Page::Puzzles => Route::Practice(pages.practice.address(page)),
            Page::Analysis => Route::Analysis(pages.analysis.address(page)),
            Page::Editor => Route::Editor(pages.editor.address(page)),
            Page::Review => Route::Review(pages.review.address(page)),
        }
    }
}

/// Opens a route, unless it is the one shown already.
fn go(state: &mut AppState, route: Route) {
    if route == state.route() {
        return;
    }
    // A route that opens a page is a page chosen: the first visit's welcome gives way.
    state.screen.welcome &= route == Route::Game;
    match route {
        Route::Game => open_page(state, Page::Game),
        Route::Learn(address) => open_address(state, address, |pages| &mut pages.learn),
        Route::Practice(address) => open_address(state, address, |pages| &mut pages.practice),
        Route::Analysis(address) => open_address(state, address, |pages| &mut pages.analysis),
        Route::Editor(address) => open_address(state, address, |pages| &mut pages.editor),
        Route::Review(address) => open_address(state, address, |pages| &mut pages.review),
        Route::SharedGame(record) => {
            let session = share::read_record(&record).map(|record| Box::new(Session::from_record(record)));
            super::games::reduce(state, GameAction::Import(session));
            open_page(state, Page::Game);
        }
    }
}

impl Route {
    /// Whether two routes show the same page (moving within a page replaces the browser's
    /// history entry; moving to another page adds one, so Back goes to the page before). A
    /// share link is a page of its own: its game replaces the one played.
    pub fn same_page(&self, other: &Route) -> bool {
        let shared = |a: &Route| matches!(a, Route::SharedGame(_));
        shared(self) == shared(other) && self.page() == other.page()
    }
}

/// An address of the pages whose state is `S` (`state_of` finds it in the pages): the state
/// made to show it (by its own action), then its page opened; what names nothing is said, and
/// nothing opens.
fn open_address<S: Addressed>(state: &mut AppState, address: S::Address, state_of: fn(&mut Pages) -> &mut S) {
    let page = S::page_of(&address);
    let context = super::page_context(state.pages.page(), &state.saved, &state.screen, &state.progress);
    match state_of(&mut state.pages).open(address, &context) {
        Ok(action) => {
            if let Some(action) = action {
                state.on_page(action, state_of);
            }
            open_page(state, page);
        }
        Err(request) => state.fulfil::<S>(request, page),
    }
}

fn open_page(state: &mut AppState, page: Page) {
    if state.page() != page {
        super::page::reduce(state, PageAction::Open(page));
    }
}

#[cfg(test)]
mod address_tests;
#[cfg(test)]
mod tests;
