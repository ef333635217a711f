//! The analysis page: its state and reducer ([`state`]) and its view model ([`view`]), made
//! once a render from that state and drawn by `ui::pages::analysis`.

pub mod address;
pub mod state;
pub mod text;
pub mod view;

pub use state::{AnalysisAction, AnalysisBoard, AnalysisState};
pub use view::{analysis_view, AnalysisView, BoardView, EngineView, LineView, TimerModel, TreeView};
