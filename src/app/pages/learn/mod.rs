//! The learning path's page: the open step's view model ([`view`]), made once a render from the
//! learn slice (`app::state::learn`) and drawn by `ui::learn`.

pub mod view;

pub use view::{step_view, Controls, StageEnd, StepView};
