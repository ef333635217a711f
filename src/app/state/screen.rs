//! The screen slice: transient view state that is never saved — the picked hole, the keyboard
//! focus, the history view, the animation, dialogs and notices.

use crate::app::input::{self, Pick};
use crate::app::save::{LoadError, SavedGame, SetAside, Store};
use crate::app::share::ImportError;
use crate::engine::{Hole, WhyNot};

use super::{animation::Animation, play::SafariQuestion, AppState, Replacement};

/// What the screen shows besides the game.
#[derive(Clone, Debug)]
pub struct Screen {
    pub pick: Pick,
    /// Viewing the position after this many plies instead of the live one.
    pub view: Option<usize>,
    pub anim: Option<Animation>,
    pub safari: Option<SafariQuestion>,
    pub dialog: Option<Dialog>,
    pub notice: Option<Notice>,
    /// The game that replaces the current one once the user agrees.
    pub pending: Option<Replacement>,
    /// The hole with the keyboard focus.
    pub focus: Hole,
    /// Stored data that could not be read at start-up, kept aside (for the UI to store under
    /// its side key and to export).
    pub set_aside: Vec<SetAside>,
    /// A new app version is installed and waits for a reload.
    pub update_ready: bool,
}

impl Screen {
    pub(super) fn new() -> Screen {
        Screen {
            pick: Pick::Idle,
            view: None,
            anim: None,
            safari: None,
            dialog: None,
            notice: None,
            pending: None,
            focus: Hole::parse("A1").expect("A1"),
            set_aside: Vec::new(),
            update_ready: false,
        }
    }
}

/// Dialogs over the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    Keys,
    Glossary,
    Import,
    GameList,
    Lessons,
    /// "Replace the unfinished game?"
    ConfirmReplace,
}

/// A message to the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The clicked hole cannot be played.
    CannotPlay(Hole, WhyNot),
    /// An imported record or a share link was not loaded.
    Import(ImportError),
    /// The saved game could not be read; it was kept aside and a fresh game started.
    SaveUnreadable,
    /// The saved game comes from a newer app version; it was kept aside.
    SaveTooNew(u32),
    /// Other stored data (the settings, the game list, …) could not be read: kept aside under
    /// their side keys, and the defaults used; these are their storage keys.
    DataSetAside(Vec<&'static str>),
    /// Another tab changed the game.
    OtherTab,
    /// The share link was copied (or is shown to copy by hand).
    LinkReady(String),
    /// A game was loaded from a record or link.
    Loaded,
    /// Nothing to undo / redo.
    NothingToUndo,
    /// The AI worker failed (it could not start, or its search failed).
    ComputerFailed(String),
}

impl Notice {
    /// What to tell about data set aside at start-up: the saved game first (a fresh game was
    /// started), else the other keys.
    pub(super) fn for_set_aside(set_aside: &[SetAside]) -> Option<Notice> {
        let game = set_aside.iter().find(|s| s.key == SavedGame::KEY);
        match game.map(|s| &s.problem) {
            Some(LoadError::Incompatible(version)) => Some(Notice::SaveTooNew(*version)),
            Some(LoadError::Corrupt(_)) => Some(Notice::SaveUnreadable),
            None if set_aside.is_empty() => None,
            None => Some(Notice::DataSetAside(set_aside.iter().map(|s| s.key).collect())),
        }
    }
}

/// What happens to the view.
#[derive(Clone, Debug)]
pub enum ScreenAction {
    /// View the position after this many plies (`None`: the live game).
    View(Option<usize>),
    Focus(Hole),
    OpenDialog(Dialog),
    CloseDialog,
    /// Escape: close the dialog, or else cancel the picked hole.
    Cancel,
    DismissNotice,
    ShowNotice(Notice),
    UpdateReady,
}

pub(super) fn reduce(state: &mut AppState, action: ScreenAction) {
    match action {
        ScreenAction::View(n) => {
            state.finish_animation();
            state.screen.view = n.filter(|&n| n < state.game().plies().len());
            state.screen.pick = match state.screen.view {
                Some(_) => Pick::Idle,
                None => input::initial(state.game().position()),
            };
        }
        ScreenAction::Focus(hole) => state.screen.focus = hole,
        ScreenAction::OpenDialog(dialog) => state.screen.dialog = Some(dialog),
        ScreenAction::CloseDialog => close_dialog(&mut state.screen),
        ScreenAction::Cancel => {
            let screen = &mut state.screen;
            if screen.dialog.is_some() {
                close_dialog(screen);
            } else if matches!(screen.pick, Pick::Hole { .. }) {
                screen.pick = Pick::Idle;
            }
        }
        ScreenAction::DismissNotice => state.screen.notice = None,
        ScreenAction::ShowNotice(notice) => state.screen.notice = Some(notice),
        ScreenAction::UpdateReady => state.screen.update_ready = true,
    }
}

fn close_dialog(screen: &mut Screen) {
    screen.dialog = None;
    screen.pending = None;
}
