//! The dialogs and messages the screen shows: plain data, named by every slice that opens a
//! dialog or says something (a leaf module, so the slices need not import each other for it).

pub use crate::app::address::BadAddress;
use crate::app::save::{LoadError, SavedGame, SetAside, Store};
use crate::app::share::ImportError;
use crate::engine::{Hole, Variant, WhyNot};

use super::Page;

/// Dialogs over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    Keys,
    Glossary,
    Import,
    GameList,
    /// "Replace the unfinished game?"
    ConfirmReplace,
    /// "Resign this game?"
    ConfirmResign,
}

/// Why a search of the computer's (its move or a hint) brought no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchFault {
    /// The search worker could not start: its files are not cached and the network does not
    /// answer (offline before the first visit finished), or the browser refused the worker.
    Unavailable,
    /// The worker started but stopped (it crashed).
    Stopped,
    /// The worker answered something the page cannot read: what was wrong (an internal fault).
    Unreadable(String),
}

/// A message to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The clicked hole cannot be played: on the board of `page`, of the game `variant` (the
    /// reason is worded in that game's terms); it goes when that page is left.
    CannotPlay { hole: Hole, why: WhyNot, variant: Variant, page: Page },
    /// An imported record or a share link was not loaded.
    Import(ImportError),
    /// The saved game could not be read; it was kept aside and a fresh game started.
    SaveUnreadable,
    /// The saved game comes from a newer app version; it was kept aside.
    SaveTooNew(u32),
    /// Other stored data (the settings, the game list, …) could not be read: kept aside under
    /// their side keys, and the defaults used; these are their storage keys.
    DataSetAside(Vec<&'static str>),
    /// Another tab changed the game.
    OtherTab,
    /// This tab and another changed the game at the same time: both versions are kept, one on
    /// screen, the other in the game list (`ours_shown`: this tab's version is the one shown).
    TabClash { ours_shown: bool },
    /// The share link was copied (or is shown to copy by hand).
    LinkReady(String),
    /// A game was loaded from a record or link.
    Loaded,
    /// Nothing to undo / redo.
    NothingToUndo,
    /// The computer's or the hint's search failed: the worker could not start, stopped, or
    /// answered something unreadable. The notice offers to try again ([`SearchAction::Retry`]).
    ///
    /// [`SearchAction::Retry`]: super::SearchAction::Retry
    ComputerFailed(SearchFault),
    /// An address (the URL fragment) was not opened: nothing was changed.
    BadAddress(BadAddress),
    /// The coach's search gave no answer: the person's move was played without its check.
    CoachUnchecked,
}

impl Notice {
    /// What to tell about data set aside at start-up: the saved game first (a fresh game was
    /// started), else the other keys.
    pub(super) fn for_set_aside(set_aside: &[SetAside]) -> Option<Notice> {
        let game = set_aside.iter().find(|s| s.key == SavedGame::KEY);
        match game.map(|s| &s.problem) {
            Some(LoadError::Incompatible(version)) => Some(Notice::SaveTooNew(*version)),
            Some(LoadError::Corrupt(_)) => Some(Notice::SaveUnreadable),
            None if set_aside.is_empty() => None,
            None => Some(Notice::DataSetAside(set_aside.iter().map(|s| s.key).collect())),
        }
    }
}
