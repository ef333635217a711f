//! The app's addresses: every page, and what it shows, in the URL fragment (`#/learn/<step>`,
//! `#/puzzle/<id>`, `#/puzzles/<game>/<theme>`, `#/drill/<level>`, `#/analysis/<code>`, `#/review/<code>`,
//! `#/editor/<code>`, `#/play`), so that a page can be bookmarked, shared, reloaded and
//! reached with the browser's Back and Forward. A fragment never reaches a server, so the
//! addresses work from any sub-path and offline. The share links made so far (`#game=<code>`)
//! are addresses too.
//!
//! Each page's state says what its pages' addresses are (`app::pages::Addressed`, in the page's
//! folder): how its path reads and writes, the address of what it shows and what opening one
//! does. The app's address, one variant a page's state, is `app::state::Route`. This module
//! holds what every page's address shares: the errors, the codes and ids.
//!
//! A code is a text (a game record, or a position as RULES.md §12 JSON) in the share link's
//! codec (unpadded base64url). An address reads and writes the fragment only; what it names (a
//! step, a puzzle, a record that replays) is looked up by its page's state when the address is
//! opened, and an address that names nothing is a notice that changes nothing.

use std::fmt;

use super::learn::drill::DrillLevel;
use super::share;

/// Why a fragment is no address of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// It names no page (or has more parts than its page takes).
    UnknownPage,
    /// A drill level that is not `short`, `medium` or `long`.
    UnknownLevel,
    /// A code that is not text in the link's codec.
    BadCode,
    /// A page that takes a code, with nothing after its `/`.
    EmptyCode,
    /// Longer than any address of the app ([`MAX_ADDRESS_BYTES`]): its length in bytes.
    TooLong(usize),
}

/// Why an address was not opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadAddress {
    /// The fragment is no address of the app (the fragment, and why).
    Malformed(String, AddressError),
    /// No learning step has this id.
    NoSuchStep(String),
    /// No shipped puzzle has this id.
    NoSuchPuzzle(String),
}

/// The longest fragment read as an address, in bytes: the longest share link
/// ([`share::MAX_LINK_BYTES`]). A longer one is refused before it is read.
pub const MAX_ADDRESS_BYTES: usize = share::MAX_LINK_BYTES;
/// The longest id in an address (a step or a puzzle id is at most about 30 characters).
const MAX_ID_CHARS: usize = 80;

/// The name of a drill level in an address.
pub fn level_name(level: DrillLevel) -> &'static str {
    match level {
        DrillLevel::Short => "short",
        DrillLevel::Medium => "medium",
        DrillLevel::Long => "long",
    }
}

/// A drill level by its name in an address.
pub fn level_of(name: &str) -> Result<DrillLevel, AddressError> {
    DrillLevel::ALL.into_iter().find(|&l| level_name(l) == name).ok_or(AddressError::UnknownLevel)
}

/// The text a code carries (a code is never empty).
pub fn decode(code: &str) -> Result<String, AddressError> {
    if code.is_empty() {
        return Err(AddressError::EmptyCode);
    }
    share::decode(code).and_then(|bytes| String::from_utf8(bytes).ok()).ok_or(AddressError::BadCode)
}

/// An id in an address: the characters ids are made of (letters, digits, `-`, `_`, `.`).
pub fn id_of(text: &str) -> Result<String, AddressError> {
    let ok = !text.is_empty() && text.len() <= MAX_ID_CHARS && text.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    ok.then(|| text.to_string()).ok_or(AddressError::UnknownPage)
}

/// A page whose address is `#/<name>` or `#/<name>/<code>` (a text in the link's codec): read.
pub fn read_coded(name: &str, first: &str, rest: Option<&str>) -> Option<Result<Option<String>, AddressError>> {
    (first == name).then(|| rest.map(decode).transpose())
}

/// A page whose address is `#/<name>` or `#/<name>/<code>`: written (after `#/`).
pub fn write_coded(name: &str, text: &Option<String>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match text {
        None => f.write_str(name),
        Some(text) => write!(f, "{name}/{}", share::encode(text.as_bytes())),
    }
}

/// A fragment's path after its `#`, `/<first>[/<rest>]`: `None` for the game's page (the
/// empty fragment, `/`).
pub fn path_of(fragment: &str) -> Result<Option<(&str, Option<&str>)>, AddressError> {
    let path = match fragment {
        "" | "/" => return Ok(None),
        path => path.strip_prefix('/').ok_or(AddressError::UnknownPage)?,
    };
    Ok(Some(match path.split_once('/') {
        Some((first, rest)) => (first, Some(rest)),
        None => (path, None),
    }))
}
