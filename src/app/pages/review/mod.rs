//! The review page's logic: its state and reducer ([`state`]) and its board's view model
//! ([`view`]); the page's worker hooks and the rest of its drawing are in
//! `crate::ui::pages::review`.

pub mod address;
pub mod state;
pub mod text;
pub mod view;

pub use state::{review_viewer, ReviewAction, ReviewState, ReviewedPly};
