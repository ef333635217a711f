//! The learning path's page: its state and reducer ([`state`]), the open step's view model
//! ([`view`]), made once a render from that state, and its words and board ([`words`]); drawn
//! by `ui::pages::learn`.

pub mod address;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

pub use state::{LearnAction, LearnState};
pub use view::{step_view, Controls, StageEnd, StepView};
