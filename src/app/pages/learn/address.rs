//! The Learn page's address: `#/learn` (the stages) and `#/learn/<step-id>` (a learning step).

use std::fmt;

use crate::app::address::{id_of, AddressError};
use crate::app::pages::{Addressed, Page, PageContext, Request};

use super::state::{place_of, LearnAction, LearnRequest, LearnState};

impl Addressed for LearnState {
    /// The step open (`None`: the stages).
    type Address = Option<String>;

    fn read(first: &str, rest: Option<&str>) -> Option<Result<Option<String>, AddressError>> {
        (first == "learn").then(|| rest.map(id_of).transpose())
    }

    fn write(address: &Option<String>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match address {
            None => f.write_str("learn"),
            Some(step) => write!(f, "learn/{step}"),
        }
    }

    fn page_of(_: &Option<String>) -> Page {
        Page::Learn
    }

    fn address(&self, _: Page) -> Option<String> {
        self.run.as_ref().map(|run| run.step().id.to_string())
    }

    /// The stages close the step open; a step opens if it is there, also one the learner has not
    /// reached (a shared address: the step says the steps before it are not done). The step
    /// open already stays as it is: a reload keeps its tries.
    fn open(&self, address: Option<String>, _context: &PageContext) -> Result<Option<LearnAction>, Request<LearnRequest>> {
        let Some(id) = address else { return Ok(Some(LearnAction::Close)) };
        let Some((stage, index)) = place_of(&id) else { return Err(Request::Own(LearnRequest::NoSuchStep(id))) };
        let open = self.run.as_ref().is_some_and(|run| run.step().id == id);
        Ok((!open).then_some(LearnAction::OpenByAddress { stage, index }))
    }
}
