//! The review's address: `#/review` (the review as it was) and `#/review/<code>` (the review
//! of a record).

use std::fmt;

use crate::app::address::{read_coded, write_coded, AddressError};
use crate::app::pages::{Addressed, Page, PageContext, Request};

use super::state::{ReviewAction, ReviewState};

impl Addressed for ReviewState {
    /// The reviewed game's record (`None`: the review as it was).
    type Address = Option<String>;

    fn read(first: &str, rest: Option<&str>) -> Option<Result<Option<String>, AddressError>> {
        read_coded("review", first, rest)
    }

    fn write(address: &Option<String>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_coded("review", address, f)
    }

    fn page_of(_: &Option<String>) -> Page {
        Page::Review
    }

    fn address(&self, _: Page) -> Option<String> {
        self.game.as_ref().map(|game| game.to_record(&[]))
    }

    /// The review of a record (the review of that record already shown stays as it is).
    fn open(&self, address: Option<String>, _: &PageContext) -> Result<Option<ReviewAction>, Request<super::state::ReviewAsks>> {
        let reviewed = |record: &String| self.address(Page::Review).as_ref() == Some(record);
        Ok(address.filter(|record| !reviewed(record)).map(ReviewAction::ReviewRecord))
    }
}
