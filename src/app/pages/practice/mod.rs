//! The drill and puzzle pages: their state and reducer ([`state`]) and what their components
//! show ([`view`]), drawn by `ui::pages::practice`.

pub mod address;
pub mod own;
pub mod state;
pub mod text;
pub mod view;

pub use address::PracticeAddress;
pub use state::{Practice, PracticeAction};
