//! The analysis page: its view model ([`view`]), made once a render from the analysis state
//! (`app::state::analysis`) and drawn by `ui::pages::analysis`.

pub mod view;

pub use view::{analysis_view, AnalysisView, BoardView, EngineView, LineView, TimerModel, TreeView};
