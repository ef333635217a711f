//! The practice pages' addresses: `#/drill` (a drill at the earned level), `#/drill/<level>`,
//! `#/puzzles` (the practice queue), `#/puzzle/<id>` (one puzzle), `#/puzzles/<game>` (the
//! queue of a game's puzzles) and `#/puzzles/<game>/<theme>` (a themed set: a stage's link to
//! the puzzles of its idea).

use std::fmt;

use crate::app::address::{id_of, level_name, level_of, AddressError};
use crate::app::learn::drill::DrillLevel;
use crate::app::pages::{Addressed, Page, PageContext, Request};
use crate::engine::Variant;
use crate::puzzles::Theme;

use super::state::{puzzle_id, Practice, PracticeAction};

/// What a practice page's address names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeAddress {
    /// The drills, at the earned level or at this one.
    Drill(Option<DrillLevel>),
    /// The practice queue, or one puzzle by its id.
    Puzzle(Option<String>),
    /// The queue of a game's puzzles, or of one theme.
    Set(Variant, Option<Theme>),
}

/// A puzzle set in an address: `<game>` or `<game>/<theme>`, by their names.
fn set_of(text: &str) -> Result<PracticeAddress, AddressError> {
    let (game, theme) = match text.split_once('/') {
        Some((game, theme)) => (game, Some(Theme::from_name(theme).ok_or(AddressError::UnknownPage)?)),
        None => (text, None),
    };
    Ok(PracticeAddress::Set(Variant::from_name(game).ok_or(AddressError::UnknownPage)?, theme))
}

impl Addressed for Practice {
    type Address = PracticeAddress;

    fn read(first: &str, rest: Option<&str>) -> Option<Result<PracticeAddress, AddressError>> {
        Some(match (first, rest) {
            ("drill", rest) => rest.map(level_of).transpose().map(PracticeAddress::Drill),
            ("puzzles", None) => Ok(PracticeAddress::Puzzle(None)),
            ("puzzles", Some(set)) => set_of(set),
            ("puzzle", Some(id)) => id_of(id).map(|id| PracticeAddress::Puzzle(Some(id))),
            ("puzzle", None) => Err(AddressError::UnknownPage),
            _ => return None,
        })
    }

    fn write(address: &PracticeAddress, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match address {
            PracticeAddress::Drill(None) => f.write_str("drill"),
            PracticeAddress::Drill(Some(level)) => write!(f, "drill/{}", level_name(*level)),
            PracticeAddress::Puzzle(None) => f.write_str("puzzles"),
            PracticeAddress::Puzzle(Some(id)) => write!(f, "puzzle/{id}"),
            PracticeAddress::Set(variant, None) => write!(f, "puzzles/{}", variant.name()),
            PracticeAddress::Set(variant, Some(theme)) => write!(f, "puzzles/{}/{}", variant.name(), theme.name()),
        }
    }

    fn page_of(address: &PracticeAddress) -> Page {
        match address {
            PracticeAddress::Drill(_) => Page::Drill,
            PracticeAddress::Puzzle(_) | PracticeAddress::Set(..) => Page::Puzzles,
        }
    }

    fn address(&self, page: Page) -> PracticeAddress {
        match (page, self.theme) {
            (Page::Drill, _) => PracticeAddress::Drill(self.drill.as_ref().map(|run| run.drill.level).or(self.level)),
            (_, Some(theme)) => PracticeAddress::Set(self.variant, Some(theme)),
            (_, None) => PracticeAddress::Puzzle(puzzle_id(self)),
        }
    }

    /// A drill of another level than the one shown is made afresh when its page opens (its seed
    /// is the UI's); a puzzle asked for opens once the puzzles are loaded; a set is chosen.
    fn open(&self, address: PracticeAddress, _: &PageContext) -> Result<Option<PracticeAction>, Request<super::state::PracticeRequest>> {
        Ok(match address {
            PracticeAddress::Drill(Some(level)) if Some(level) != self.drill.as_ref().map(|run| run.drill.level) => Some(PracticeAction::DrillAt(level)),
            PracticeAddress::Drill(_) | PracticeAddress::Puzzle(None) => None,
            PracticeAddress::Puzzle(Some(id)) => Some(PracticeAction::Want(id)),
            PracticeAddress::Set(variant, theme) => Some(PracticeAction::ChooseSet { variant, theme, now: self.now }),
        })
    }
}
