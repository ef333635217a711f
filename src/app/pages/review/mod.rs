//! The review page's logic: its state and reducer ([`state`]), what its marks mean
//! ([`judge`]), its blunders and mistakes as exercises ([`exercises`]) and its board's view
//! model ([`view`]); the page's worker hooks and the rest of its drawing are in
//! `crate::ui::pages::review`.

pub mod address;
pub mod exercises;
pub mod judge;
pub mod ply;
pub mod state;
pub mod text;
pub mod view;

pub use state::{review_viewer, ReviewAction, ReviewState, ReviewedPly};
