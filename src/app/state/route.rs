//! The address slice: the page on screen and what it shows as an [`Address`]
//! ([`AppState::address`]), and an address opened ([`RouteAction::Open`]: at start-up, on the
//! browser's Back and Forward, a bookmark or a shared address). An address that names
//! nothing — a malformed fragment, an unknown step or puzzle, a record that does not replay —
//! is a notice and changes nothing else. An address of what is already shown keeps it as it
//! is (a reload keeps the step's tries, the analysis's side lines and cursor).

use std::fmt::{self, Display};
use std::str::FromStr;

use crate::app::address::{self, AddressError, Addressed};
use crate::app::pages::with_pages;
use crate::app::share;

use super::{AppState, BadAddress, GameAction, Notice, Page, PageAction, PageSlot, PageState, Session};

/// What opens an address.
#[derive(Clone, Debug)]
pub enum RouteAction {
    /// Open the page a URL fragment names (with or without its `#`).
    Open(String),
}

pub(super) fn reduce(state: &mut AppState, action: RouteAction) {
    match action {
        RouteAction::Open(fragment) => match read(&fragment) {
            Ok(address) => go(state, address),
            // A share link's fragment that is no link: the import's notice, as ever.
            Err(AddressError::BadCode | AddressError::EmptyCode) if share::is_game_fragment(&fragment) => {
                state.screen.notice = Some(Notice::Import(share::ImportError::BadLink));
            }
            Err(error) => state.screen.notice = Some(Notice::BadAddress(BadAddress::Malformed(crate::engine::excerpt(&fragment), error))),
        },
    }
}

/// Reads a fragment, refusing one longer than any address before reading it.
fn read(fragment: &str) -> Result<Address, AddressError> {
    if fragment.len() > address::MAX_ADDRESS_BYTES {
        return Err(AddressError::TooLong(fragment.len()));
    }
    fragment.parse()
}

/// Makes, from the pages' table, [`Address`] (the game's, a variant a page's state, a share
/// link), its reading and writing and its opening.
macro_rules! addresses {
    (
        $(#[$plain_doc:meta])* $plain:ident;
        $($(#[$doc:meta])* $name:ident($module:ident): $state:ty => [$($(#[$page_doc:meta])* $page:ident)|+],)+
    ) => {
        /// A page and what it shows.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Address {
            /// `#/play` (and the empty fragment): the game being played.
            $plain,
            $($(#[$doc])* $name(<$state as Addressed>::Address),)+
            /// `#game=<code>`: a share link's game (the record), opened as the game being played.
            SharedGame(String),
        }

        impl FromStr for Address {
            type Err = AddressError;

            /// Reads a fragment, with or without its `#`.
            fn from_str(fragment: &str) -> Result<Address, AddressError> {
                let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
                if share::is_game_fragment(fragment) {
                    return address::decode(&fragment["game=".len()..]).map(Address::SharedGame);
                }
                match address::path_of(fragment)? {
                    None | Some(("play", None)) => Ok(Address::$plain),
                    Some((first, rest)) => {
                        $(if let Some(read) = <$state as Addressed>::read(first, rest) {
                            return read.map(Address::$name);
                        })+
                        Err(AddressError::UnknownPage)
                    }
                }
            }
        }

        impl Display for Address {
            /// The fragment, with its `#`.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    Address::$plain => f.write_str("#/play"),
                    $(Address::$name(address) => {
                        f.write_str("#/")?;
                        <$state as Addressed>::write(address, f)
                    })+
                    Address::SharedGame(record) => f.write_str(&share::fragment_for(record)),
                }
            }
        }

        impl Address {
            /// The page the address shows (a share link: the game's).
            pub fn page(&self) -> Page {
                match self {
                    Address::$plain | Address::SharedGame(_) => Page::$plain,
                    $(Address::$name(address) => <$state as Addressed>::page_of(address),)+
                }
            }
        }

        impl AppState {
            /// The address of the page on screen and what it shows.
            pub fn address(&self) -> Address {
                match self.pages.shown() {
                    PageState::$plain => Address::$plain,
                    $($(PageState::$page(state) => Address::$name(state.address(Page::$page)),)+)+
                }
            }
        }

        /// Opens an address, unless it is the one shown already.
        fn go(state: &mut AppState, address: Address) {
            if address == state.address() {
                return;
            }
            // An address that opens a page is a page chosen: the first visit's welcome gives way.
            state.screen.welcome &= address == Address::$plain;
            match address {
                Address::$plain => open_page(state, Page::$plain),
                $(Address::$name(address) => open_address::<$state>(state, address),)+
                Address::SharedGame(record) => {
                    let session = share::read_record(&record).map(|record| Box::new(Session::from_record(record)));
                    super::games::reduce(state, GameAction::Import(session));
                    open_page(state, Page::$plain);
                }
            }
        }
    };
}

with_pages!(addresses);

impl Address {
    /// Whether two addresses show the same page (moving within a page replaces the browser's
    /// history entry; moving to another page adds one, so Back goes to the page before). A
    /// share link is a page of its own: its game replaces the one played.
    pub fn same_page(&self, other: &Address) -> bool {
        let shared = |a: &Address| matches!(a, Address::SharedGame(_));
        shared(self) == shared(other) && self.page() == other.page()
    }
}

/// An address of the pages whose state is `S`: the state made to show it (by its own action),
/// then its page opened; what names nothing is said, and nothing opens.
fn open_address<S: Addressed + PageSlot>(state: &mut AppState, address: S::Address) {
    let page = S::page_of(&address);
    let context = super::page_context(state.pages.page(), &state.saved, &state.screen, &state.progress);
    match state.pages.get::<S>().open(address, &context) {
        Ok(action) => {
            if let Some(action) = action {
                state.on_page::<S>(action);
            }
            open_page(state, page);
        }
        Err(request) => state.fulfil(request, page),
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
