//! The analysis board's address: `#/analysis` (the board as it was) and `#/analysis/<code>` (a
//! record, its main line with the cursor at its end, or a position as JSON).

use std::fmt;

use crate::app::address::{read_coded, write_coded, AddressError};
use crate::app::pages::{Addressed, Page, PageContext, Request};
use crate::app::share;
use crate::engine::Position;

use super::state::{AnalysisAction, AnalysisState};

impl Addressed for AnalysisState {
    /// The main line's record (`None`: the board as it was).
    type Address = Option<String>;

    fn read(first: &str, rest: Option<&str>) -> Option<Result<Option<String>, AddressError>> {
        read_coded("analysis", first, rest)
    }

    fn write(address: &Option<String>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_coded("analysis", address, f)
    }

    fn page_of(_: &Option<String>) -> Page {
        Page::Analysis
    }

    fn address(&self, _: Page) -> Option<String> {
        self.board.as_ref().map(|b| b.tree.main_line_record(&[]))
    }

    /// A record's main line, or a position, on the board (the board stays as it is when its
    /// main line is that record: a reload keeps the side lines); what does not read is the
    /// import's notice. The bare address with no board yet analyses the game being played, as
    /// the navigation's Analyse does.
    fn open(&self, address: Option<String>, _: &PageContext) -> Result<Option<AnalysisAction>, Request> {
        let Some(text) = address else { return Ok(self.board.is_none().then_some(AnalysisAction::OpenGame)) };
        if self.address(Page::Analysis).as_ref() == Some(&text) {
            return Ok(None);
        }
        let opened = if text.trim_start().starts_with('{') {
            Position::from_json(&text, true).map(|start| (start, Vec::new())).map_err(share::ImportError::Position)
        } else {
            share::read_record(&text).map(|record| (record.game.start().clone(), record.game.plies().iter().map(|p| p.mv).collect()))
        };
        match opened {
            Ok((start, moves)) => Ok(Some(AnalysisAction::Open { start: Box::new(start), moves })),
            Err(error) => Err(Request::ImportFailed(error)),
        }
    }
}
