//! Explanations of moves, built from the engine's events and answers, free of the DOM:
//!
//! * [`Narration`]: a move told in at most eight typed lines ([`NarrationLine`]), put into
//!   English or Kiswahili by [`render`] / [`render_in`]; [`MoveSummary`] says it in one sentence;
//! * [`Trail`]: every hole a move dropped into and the holes it captured;
//! * [`LapIndex`]: the board after each lap, for stepping through a move;
//! * [`first_lap`]: where a candidate move's first lap ends and what it captures;
//! * [`best_reply_capture`]: what a move hands the opponent;
//! * [`gambit_exposure`]: which seeds of a Bawo gambit the opponent captures at once;
//! * [`Numbering`] and [`MoveCursor`]: one numbering for the move list and the status line,
//!   and the move list's cursor, ready for variations.
//!
//! All of it reads one [`MoveStory`] of a move, so the narration, the trail and the lap
//! stepper name the same holes and count the same laps.

mod index;
mod narration;
mod numbering;
mod ply;
mod preview;
mod story;
mod summary;
mod text;

#[cfg(test)]
mod tests;

pub use index::{LapIndex, LapStep, Trail, TrailDrop};
pub use narration::{Narration, NarrationLine, Region, MAX_LINES, RELAY_RUN};
pub use numbering::{viewing_words, CursorStep, MainLine, MoveCursor, MoveLabel, MoveRow, MoveTree, Numbering};
pub use ply::{explain_game_ply, move_entry, ExplainedPly};
pub use preview::{
    best_reply_capture, capturing_replies, first_lap, first_laps, gambit_exposure, reply_of, FirstLap, GambitExposure, GambitRule, ReplyCapture,
};
pub use story::{Finish, GambitStory, Lap, LapStart, MoveStory, Skipped, Snapshot};
pub use summary::MoveSummary;
pub use text::{render, render_in};
