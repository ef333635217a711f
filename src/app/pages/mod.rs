//! The pages' own logic, one folder a page: its state and reducer (which sees the app through a
//! read-only [`PageContext`] and asks of it by [`Request`]s), and what its component shows,
//! computed once from the page's state (its view model). The components are in
//! `crate::ui::pages`; the shared pieces (`app::board`, `input`, `anim`, `explain`, `layout`)
//! stay a library every page uses.

pub mod analysis;
pub mod editor;
pub mod learn;
pub mod play;
pub mod practice;
mod request;
pub mod review;

pub use request::{GameView, PageContext, Request, StepSolved};

/// The part of the app on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Page {
    /// The game being played (the board, its controls and the move list).
    #[default]
    Play,
    /// The learning path: stages and their steps.
    Learn,
    /// "Where does it stop?" drills.
    Drill,
    /// Puzzles and the practice queue.
    Puzzles,
    /// The engine looks at a position, with variations.
    Analysis,
    /// The board editor.
    Editor,
    /// The review of a finished game or a record.
    Review,
}
