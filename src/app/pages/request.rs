//! What a page's reducer sees of the app and what it asks of it: a page changes only its own
//! state; whatever else follows — another page shown, a game started, a position analysed — it
//! returns as a [`Request`] that the root reducer (`AppState::reduce`) carries out, and what it
//! needs to know of the rest of the app it reads from its [`PageContext`].

use crate::app::save::Settings;
use crate::app::setup::Opponent;
use crate::app::share::ImportError;
use crate::engine::{Game, Move, Position};

/// The app as a page's reducer sees it: read-only.
#[derive(Clone, Copy, Debug)]
pub struct PageContext<'a> {
    /// The position on the game's board (the live one, or the ply viewed from the move list).
    pub shown: &'a Position,
    /// The game being played.
    pub game: &'a Game,
    pub settings: &'a Settings,
}

/// What a page asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Show the page that asks (its state is ready).
    ShowPage,
    /// Start a new game from this position.
    StartGame { start: Box<Position>, opponent: Opponent },
    /// Open the analysis board on this position and moves.
    Analyse { start: Box<Position>, moves: Vec<Move> },
    /// A record or position did not read: say why (nothing else changes).
    ImportFailed(ImportError),
}
