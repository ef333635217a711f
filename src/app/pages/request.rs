//! What a page's reducer sees of the app and what it asks of it: a page changes only its own
//! state; whatever else follows — another page shown, a game started, a position analysed — it
//! returns as a [`Request`] that the root reducer (`AppState::reduce`) carries out, and what it
//! needs to know of the rest of the app it reads from its [`PageContext`].

use std::rc::Rc;

use crate::app::address::BadAddress;
use crate::app::learn::progress::Progress;
use crate::app::save::Settings;
use crate::app::setup::{GameSetup, Opponent};
use crate::app::share::ImportError;
use crate::engine::{Game, Hole, Move, Position, Side, WhyNot};

/// The app as a page's reducer sees it: read-only.
#[derive(Clone, Copy, Debug)]
pub struct PageContext<'a> {
    /// The page on screen.
    pub page: super::Page,
    /// The position on the game's board (the live one, or the ply viewed from the move list).
    pub shown: &'a Position,
    /// The game being played.
    pub game: &'a Game,
    /// What the game's page shows of it.
    pub game_view: GameView<'a>,
    pub settings: &'a Settings,
    /// The learner's progress (steps, drills, puzzles).
    pub progress: &'a Progress,
}

impl<'a> PageContext<'a> {
    /// The context of `game` played between two people at this device (id `""`, not
    /// assisted), its live position shown from South's side: a page's reducer tested alone.
    pub fn of_game(game: &'a Game, settings: &'a Settings, progress: &'a Progress) -> PageContext<'a> {
        let game_view = GameView { game_id: "", against_computer: false, assisted: false, viewed: None, viewer: Side::South };
        PageContext { page: super::Page::Game, shown: game.position(), game, game_view, settings, progress }
    }
}

/// The game being played as its page shows it.
#[derive(Clone, Copy, Debug)]
pub struct GameView<'a> {
    /// The game's id (an analysis of the same game keeps its variations).
    pub game_id: &'a str,
    /// Played against the computer.
    pub against_computer: bool,
    /// Marked "assisted" (analysed while it was played).
    pub assisted: bool,
    /// The ply the move list shows (`None`: the live position).
    pub viewed: Option<usize>,
    /// The side the game's board is seen from.
    pub viewer: Side,
}

/// What a page asks of the app: what any page may ask, and (`Own`) what only that page asks,
/// carried out by its own `PageLogic::answer`.
#[derive(Clone, Debug, PartialEq)]
pub enum Request<Own = std::convert::Infallible> {
    /// Show the page that asks (its state is ready).
    ShowPage,
    /// Back to the game's page.
    ShowGame,
    /// Mark the game being played "assisted" (a record header, saved with it).
    MarkAssisted,
    /// Name the refused hole and why, as the game's board does.
    CannotPlay(Hole, WhyNot),
    /// A click on a board: what was said of the last one goes.
    ClearNotice,
    /// Start a new game from this position.
    StartGame { start: Box<Position>, opponent: Opponent },
    /// Open the analysis board on this position and moves.
    Analyse { start: Box<Position>, moves: Vec<Move> },
    /// A record or position did not read: say why (nothing else changes).
    ImportFailed(ImportError),
    /// A new game of this setup, on the game's page.
    NewGame(GameSetup),
    /// The new-game dialog.
    NewGameDialog,
    /// What only the page that asks knows how to carry out.
    Own(Own),
}

/// The parts of the app a page's own request may change: the learner's progress and the
/// notice of an address that names nothing.
pub struct Answering<'a> {
    progress: &'a mut Rc<Progress>,
    changed: bool,
    /// What to say of an address that names nothing there is (`None`: nothing).
    pub bad_address: Option<BadAddress>,
}

impl<'a> Answering<'a> {
    /// The learner's progress, as the root keeps it.
    pub fn new(progress: &'a mut Rc<Progress>) -> Answering<'a> {
        Answering { progress, changed: false, bad_address: None }
    }

    /// The learner's progress, to change (the app saves it then).
    pub fn progress(&mut self) -> &mut Progress {
        self.changed = true;
        Rc::make_mut(self.progress)
    }

    /// Whether the progress was changed.
    pub fn changed(&self) -> bool {
        self.changed
    }
}
