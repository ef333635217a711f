//! The screen slice: transient view state that is never saved — the picked hole, the keyboard
//! focus, the history view, the animation, dialogs and notices.

use crate::app::input::{self, Pick};
use crate::app::save::SetAside;
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
            lap_note: None,
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
