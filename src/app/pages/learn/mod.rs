//! The learning path's page: the open step's view model ([`view`]), made once a render from the
//! learn slice (`app::state::learn`), and its words and board ([`words`]); drawn by
//! `ui::pages::learn`.

pub mod view;
pub mod words;

pub use view::{step_view, Controls, StageEnd, StepView};
