//! The board editor page: its state and reducer ([`state`]); drawn by `ui::pages::editor`.

pub mod address;
pub mod state;
pub mod text;

pub use state::{EditorAction, EditorStart, EditorState, Tool};
