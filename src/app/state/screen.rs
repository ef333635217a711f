//! The screen slice: transient view state that is never saved — the game's board session (the
//! picked hole, the keyboard focus, the animation: [`BoardSession`]), the history view, dialogs
//! and notices.

use crate::app::board::{BoardAction, BoardSession};
use crate::app::explain::{CursorStep, MainLine, MoveCursor};
use crate::app::input::{self, Pick};
use crate::app::save::SetAside;
use crate::app::share::ImportError;
use crate::engine::Hole;

use super::notice::{Dialog, Notice};
use super::{AppState, Replacement};

/// What the screen shows besides the game.
#[derive(Clone, Debug)]
pub struct Screen {
    /// The game's board: pick, focus, pointer, safari question, animation, lap note.
    pub board: BoardSession,
    /// Viewing the position after this many plies instead of the live one.
    pub view: Option<usize>,
    pub dialog: Option<Dialog>,
    pub notice: Option<Notice>,
    /// The game that replaces the current one once the user agrees.
    pub pending: Option<Replacement>,
    /// Stored data that could not be read at start-up, kept aside (for the UI to store under
    /// its side key and to export).
    pub set_aside: Vec<SetAside>,
    /// A new app version: installed and waiting for a reload, or applied by another tab.
    pub update: Option<Update>,
    /// Why the text in the open import dialog was not loaded (shown in the dialog).
    pub import_error: Option<ImportError>,
    /// A first visit: the game's page offers "Learn to play" next to "Play" until a game or a
    /// page is chosen.
    pub welcome: bool,
}

impl Screen {
    pub(super) fn new() -> Screen {
        Screen {
            board: BoardSession { focus: Hole::parse("A1").expect("A1"), ..BoardSession::default() },
            view: None,
            dialog: None,
            notice: None,
            pending: None,
            set_aside: Vec::new(),
            update: None,
            import_error: None,
            welcome: false,
        }
    }
}

/// A new version of the app, as this tab knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Update {
    /// Installed, waiting: "reload to update".
    Ready,
    /// The player asked to reload, but this tab holds work a reload would lose (text typed, a
    /// game the browser did not save): reload anyway?
    AskUnsaved,
    /// Another tab applied it; this tab, holding unsaved work, was not reloaded.
    AppliedElsewhere,
}

/// What happens to the view.
#[derive(Clone, Debug)]
pub enum ScreenAction {
    /// View the position after this many plies (`None`: the live game).
    View(Option<usize>),
    /// Step through the move list (its buttons, and Home ← → End): the board, the narration
    /// and the trail follow the viewed position.
    Step(CursorStep),
    Focus(Hole),
    /// The mouse entered a hole or a hole got the keyboard focus (`None`: left it).
    Point(Option<Hole>),
    OpenDialog(Dialog),
    CloseDialog,
    /// Escape: close the dialog, or else cancel the picked hole.
    Cancel,
    DismissNotice,
    ShowNotice(Notice),
    /// A new app version is installed and waits (static/sw-register.js tells it).
    UpdateReady,
    /// "Reload to update" found work in this tab that a reload would lose: ask.
    UpdateBlocked,
    /// Another tab applied the update while this one holds unsaved work: it was not reloaded.
    UpdateApplied,
    /// A stored value read after start-up (a page's) could not be read: kept aside and told
    /// like those read at start-up.
    SetAside(SetAside),
}

pub(super) fn reduce(state: &mut AppState, action: ScreenAction) {
    match action {
        ScreenAction::View(n) => {
            state.screen.board.finish_animation();
            state.screen.view = n.filter(|&n| n < state.game().plies().len());
            state.screen.board.pick = match state.screen.view {
                Some(_) => Pick::Idle,
                None => input::initial(state.game().position()),
            };
        }
        ScreenAction::Step(step) => {
            // Not while a dialog is open or another page is shown.
            if state.screen.dialog.is_none() && state.page() == super::Page::Game {
                let tree = MainLine { plies: state.game().plies().len() };
                let cursor = state.move_cursor().step(&tree, step);
                let view = cursor.main_line_depth().filter(|_| !cursor.at_end(&tree));
                if view != state.screen.view {
                    reduce(state, ScreenAction::View(view));
                }
            }
        }
        ScreenAction::Focus(hole) => super::play::on_board(state, BoardAction::Focus(hole)),
        ScreenAction::Point(hole) => super::play::on_board(state, BoardAction::Point(hole)),
        ScreenAction::OpenDialog(dialog) => {
            state.screen.import_error = None;
            state.screen.dialog = Some(dialog);
        }
        ScreenAction::CloseDialog => close_dialog(&mut state.screen),
        ScreenAction::Cancel => match state.screen.dialog {
            Some(_) => close_dialog(&mut state.screen),
            None => super::play::on_board(state, BoardAction::Cancel),
        },
        ScreenAction::DismissNotice => state.screen.notice = None,
        ScreenAction::ShowNotice(notice) => state.screen.notice = Some(notice),
        // Not back to "ready" once this tab was asked or told.
        ScreenAction::UpdateReady => state.screen.update = state.screen.update.or(Some(Update::Ready)),
        ScreenAction::UpdateBlocked => state.screen.update = Some(Update::AskUnsaved),
        ScreenAction::UpdateApplied => state.screen.update = Some(Update::AppliedElsewhere),
        ScreenAction::SetAside(aside) => {
            state.screen.set_aside.push(aside);
            state.screen.notice = Notice::for_set_aside(&state.screen.set_aside);
        }
    }
}

fn close_dialog(screen: &mut Screen) {
    screen.dialog = None;
    screen.pending = None;
    screen.import_error = None;
}

impl AppState {
    /// Where the move list stands: the viewed position, or the live one at the end of the line.
    pub fn move_cursor(&self) -> MoveCursor {
        MoveCursor::main_line(self.screen.view.unwrap_or(self.game().plies().len()))
    }
}
