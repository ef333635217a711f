//! The board editor's address: `#/editor` (the editor as it was) and `#/editor/<code>` (a
//! position to edit, as RULES.md §12 JSON).

use std::fmt;

use crate::app::address::{read_coded, write_coded, AddressError};
use crate::app::pages::{Addressed, Page, PageContext, Request};

use super::state::{EditorAction, EditorState};

impl Addressed for EditorState {
    /// The position set up, as JSON.
    type Address = Option<String>;

    fn read(first: &str, rest: Option<&str>) -> Option<Result<Option<String>, AddressError>> {
        read_coded("editor", first, rest)
    }

    fn write(address: &Option<String>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_coded("editor", address, f)
    }

    fn page_of(_: &Option<String>) -> Page {
        Page::Editor
    }

    fn address(&self, _: Page) -> Option<String> {
        serde_json::to_string(&self.setup).ok()
    }

    /// The position to edit, read as the editor's import (the position set up already stays).
    fn open(&self, address: Option<String>, _: &PageContext) -> Result<Option<EditorAction>, Request> {
        let shown = |json: &String| self.address(Page::Editor).as_ref() == Some(json);
        Ok(address.filter(|json| !shown(json)).map(EditorAction::Import))
    }
}
