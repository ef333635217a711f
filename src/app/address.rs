//! The app's addresses: every page, and what it shows, in the URL fragment (`#/learn/<step>`,
//! `#/puzzle/<id>`, `#/puzzles/<game>/<theme>`, `#/drill/<level>`, `#/analysis/<code>`, `#/review/<code>`,
//! `#/editor/<code>`, `#/play`), so that a page can be bookmarked, shared, reloaded and
//! reached with the browser's Back and Forward. A fragment never reaches a server, so the
//! addresses work from any sub-path and offline. The share links made so far (`#game=<code>`)
//! are addresses too ([`Address::SharedGame`]).
//!
//! A code is a text (a game record, or a position as RULES.md §12 JSON) in the share link's
//! codec (unpadded base64url). [`Address`] reads and writes the fragment only
//! ([`FromStr`], [`Display`]); what it names (a step, a puzzle, a record that replays) is
//! looked up by the state when the address is opened, and an address that names nothing is a
//! notice that changes nothing.

use std::fmt::{self, Display};
use std::str::FromStr;

use super::learn::drill::Level;
use super::share;
use crate::engine::Variant;
use crate::puzzles::Theme;

/// A page and what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// `#/play` (and the empty fragment): the game being played.
    Play,
    /// `#/learn`: the stages; `#/learn/<step-id>`: a learning step.
    Learn(Option<String>),
    /// `#/drill`: the drills at the earned level; `#/drill/<level>`: a drill of that level.
    Drill(Option<Level>),
    /// `#/puzzles`: the practice queue; `#/puzzle/<id>`: one puzzle.
    Puzzle(Option<String>),
    /// `#/puzzles/<game>`: the queue of a game's puzzles; `#/puzzles/<game>/<theme>`: a themed
    /// set (a stage's link to the puzzles of its idea).
    PuzzleSet(Variant, Option<Theme>),
    /// `#/analysis`: the analysis board as it was; `#/analysis/<code>`: a record (its main
    /// line, the cursor at its end) or a position.
    Analysis(Option<String>),
    /// `#/review`: the review as it was; `#/review/<code>`: the review of a record.
    Review(Option<String>),
    /// `#/editor`: the editor as it was; `#/editor/<code>`: a position to edit.
    Editor(Option<String>),
    /// `#game=<code>`: a share link's game (the record), opened as the game being played.
    SharedGame(String),
}

/// Why a fragment is no address of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// It names no page (or has more parts than its page takes).
    UnknownPage,
    /// A drill level that is not `short`, `medium` or `long`.
    UnknownLevel,
    /// A code that is not text in the link's codec.
    BadCode,
}

/// The name of a drill level in an address.
fn level_name(level: Level) -> &'static str {
    match level {
        Level::Short => "short",
        Level::Medium => "medium",
        Level::Long => "long",
    }
}

fn level_of(name: &str) -> Result<Level, AddressError> {
    Level::ALL.into_iter().find(|&l| level_name(l) == name).ok_or(AddressError::UnknownLevel)
}

/// The text a code carries.
fn decode(code: &str) -> Result<String, AddressError> {
    share::decode(code).and_then(|bytes| String::from_utf8(bytes).ok()).ok_or(AddressError::BadCode)
}

/// An id in an address: the characters ids are made of (letters, digits, `-`, `_`, `.`).
fn id_of(text: &str) -> Result<String, AddressError> {
    let ok = !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    ok.then(|| text.to_string()).ok_or(AddressError::UnknownPage)
}

/// A puzzle set in an address: `<game>` or `<game>/<theme>`, by their names.
fn set_of(text: &str) -> Result<Address, AddressError> {
    let (game, theme) = match text.split_once('/') {
        Some((game, theme)) => (game, Some(Theme::from_name(theme).ok_or(AddressError::UnknownPage)?)),
        None => (text, None),
    };
    Ok(Address::PuzzleSet(Variant::from_name(game).ok_or(AddressError::UnknownPage)?, theme))
}

impl FromStr for Address {
    type Err = AddressError;

    /// Reads a fragment, with or without its `#`.
    fn from_str(fragment: &str) -> Result<Address, AddressError> {
        let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
        if share::is_game_fragment(fragment) {
            return decode(&fragment["game=".len()..]).map(Address::SharedGame);
        }
        let path = match fragment {
            "" | "/" => return Ok(Address::Play),
            path => path.strip_prefix('/').ok_or(AddressError::UnknownPage)?,
        };
        let (page, rest) = match path.split_once('/') {
            Some((page, rest)) => (page, Some(rest)),
            None => (path, None),
        };
        let code = |rest: Option<&str>| rest.map(decode).transpose();
        match (page, rest) {
            ("play", None) => Ok(Address::Play),
            ("learn", rest) => Ok(Address::Learn(rest.map(id_of).transpose()?)),
            ("drill", rest) => Ok(Address::Drill(rest.map(level_of).transpose()?)),
            ("puzzles", None) => Ok(Address::Puzzle(None)),
            ("puzzles", Some(set)) => set_of(set),
            ("puzzle", Some(id)) => Ok(Address::Puzzle(Some(id_of(id)?))),
            ("analysis", rest) => Ok(Address::Analysis(code(rest)?)),
            ("review", rest) => Ok(Address::Review(code(rest)?)),
            ("editor", rest) => Ok(Address::Editor(code(rest)?)),
            _ => Err(AddressError::UnknownPage),
        }
    }
}

impl Display for Address {
    /// The fragment, with its `#`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = |text: &str| share::encode(text.as_bytes());
        match self {
            Address::Play => f.write_str("#/play"),
            Address::Learn(None) => f.write_str("#/learn"),
            Address::Learn(Some(step)) => write!(f, "#/learn/{step}"),
            Address::Drill(None) => f.write_str("#/drill"),
            Address::Drill(Some(level)) => write!(f, "#/drill/{}", level_name(*level)),
            Address::Puzzle(None) => f.write_str("#/puzzles"),
            Address::Puzzle(Some(id)) => write!(f, "#/puzzle/{id}"),
            Address::PuzzleSet(variant, None) => write!(f, "#/puzzles/{}", variant.name()),
            Address::PuzzleSet(variant, Some(theme)) => write!(f, "#/puzzles/{}/{}", variant.name(), theme.name()),
            Address::Analysis(None) => f.write_str("#/analysis"),
            Address::Analysis(Some(text)) => write!(f, "#/analysis/{}", code(text)),
            Address::Review(None) => f.write_str("#/review"),
            Address::Review(Some(text)) => write!(f, "#/review/{}", code(text)),
            Address::Editor(None) => f.write_str("#/editor"),
            Address::Editor(Some(text)) => write!(f, "#/editor/{}", code(text)),
            Address::SharedGame(record) => f.write_str(&share::fragment_for(record)),
        }
    }
}

impl Address {
    /// Whether two addresses show the same page (moving within a page replaces the browser's
    /// history entry; moving to another page adds one, so Back goes to the page before).
    pub fn same_page(&self, other: &Address) -> bool {
        let puzzles = |a: &Address| matches!(a, Address::Puzzle(_) | Address::PuzzleSet(..));
        (puzzles(self) && puzzles(other)) || std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

#[cfg(test)]
mod tests;
