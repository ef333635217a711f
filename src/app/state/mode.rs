//! The mode slice: which part of the app is on screen — playing, the learning path and its
//! practice (drills, puzzles), analysis, the board editor or the review of a game.
//!
//! Each mode other than [`Mode::Play`] keeps its own state in its own slice; this one only
//! says which is shown. Leaving a mode never touches the game being played.

use super::AppState;

/// The part of the app on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
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

/// What changes the mode.
#[derive(Clone, Debug)]
pub enum ModeAction {
    /// Show this mode.
    Open(Mode),
}

pub(super) fn reduce(state: &mut AppState, action: ModeAction) {
    match action {
        ModeAction::Open(mode) => {
            state.screen.dialog = None;
            state.mode = mode;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::state::tests::fresh;

    #[test]
    fn opening_a_mode_keeps_the_game_and_closes_dialogs() {
        let state = fresh();
        let game = state.saved.session.clone();
        let state = state.reduce(ModeAction::Open(Mode::Learn));
        assert_eq!(state.mode, Mode::Learn);
        assert!(state.screen.dialog.is_none());
        assert!(std::rc::Rc::ptr_eq(&game, &state.saved.session));
        assert_eq!(state.reduce(ModeAction::Open(Mode::Play)).mode, Mode::Play);
    }

    #[test]
    fn the_games_keys_do_not_reach_the_game_from_another_page() {
        use crate::app::setup::Opponent;
        use crate::app::state::tests::kujifunza;
        use crate::app::state::PlayAction;
        use crate::engine::{Dir, Hole};
        // One move played, then the analysis page opened: `u` (undo) must not take it back.
        let state = kujifunza(Opponent::Human).reduce(PlayAction::ClickHole(Hole::parse("A3").unwrap())).reduce(PlayAction::ChooseDir(Dir::Right));
        let played = state.game().plies().len();
        assert_eq!(played, 1);
        let state = state.reduce(ModeAction::Open(Mode::Analysis)).reduce(PlayAction::Undo);
        assert_eq!(state.game().plies().len(), played);
        let state = state.reduce(ModeAction::Open(Mode::Play)).reduce(PlayAction::Undo);
        assert_eq!(state.game().plies().len(), played - 1);
    }
}
