//! The screen slice: transient view state that is never saved — the picked hole, the keyboard
//! focus, the history view, the animation, dialogs and notices.

use crate::app::explain::{CursorStep, MainLine, MoveCursor};
use crate::app::input::{self, Pick};
use crate::app::save::SetAside;
use crate::app::share::ImportError;
use crate::engine::Hole;

use super::notice::{Dialog, Notice};
use super::{animation::Animation, animation::LapNote, play::SafariQuestion, AppState, Replacement};

/// What the screen shows besides the game.
#[derive(Clone, Debug)]
pub struct Screen {
    pub pick: Pick,
    /// Viewing the position after this many plies instead of the live one.
    pub view: Option<usize>,
    pub anim: Option<Animation>,
    /// The lap bar's brief note (the animation was skipped to its end).
    pub lap_note: Option<LapNote>,
    pub safari: Option<SafariQuestion>,
    pub dialog: Option<Dialog>,
    pub notice: Option<Notice>,
    /// The game that replaces the current one once the user agrees.
    pub pending: Option<Replacement>,
    /// The hole with the keyboard focus.
    pub focus: Hole,
    /// The hole under the mouse or with the keyboard focus (its move is previewed).
    pub pointed: Option<Hole>,
    /// Stored data that could not be read at start-up, kept aside (for the UI to store under
    /// its side key and to export).
    pub set_aside: Vec<SetAside>,
    /// A new app version is installed and waits for a reload.
    pub update_ready: bool,
    /// Why the text in the open import dialog was not loaded (shown in the dialog).
    pub import_error: Option<ImportError>,
}

impl Screen {
    pub(super) fn new() -> Screen {
        Screen {
            pick: Pick::Idle,
            view: None,
            anim: None,
            lap_note: None,
            safari: None,
            dialog: None,
            notice: None,
            pending: None,
            focus: Hole::parse("A1").expect("A1"),
            pointed: None,
            set_aside: Vec::new(),
            update_ready: false,
            import_error: None,
        }
    }
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
        // On the analysis board the same keys walk its move tree.
        ScreenAction::Step(step) if state.mode == super::Mode::Analysis => super::analysis::reduce(state, super::AnalysisAction::Step(step)),
        ScreenAction::Step(step) => {
            // Not while a dialog is open or another page is shown.
            if state.screen.dialog.is_none() && state.mode == super::Mode::Play {
                let tree = MainLine { plies: state.game().plies().len() };
                let cursor = state.move_cursor().step(&tree, step);
                let view = cursor.main_line_depth().filter(|_| !cursor.at_end(&tree));
                if view != state.screen.view {
                    reduce(state, ScreenAction::View(view));
                }
            }
        }
        ScreenAction::Focus(hole) => state.screen.focus = hole,
        ScreenAction::Point(hole) => state.screen.pointed = hole,
        ScreenAction::OpenDialog(dialog) => {
            state.screen.import_error = None;
            state.screen.dialog = Some(dialog);
        }
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
    screen.import_error = None;
}

impl AppState {
    /// Where the move list stands: the viewed position, or the live one at the end of the line.
    pub fn move_cursor(&self) -> MoveCursor {
        MoveCursor::main_line(self.screen.view.unwrap_or(self.game().plies().len()))
    }
}
