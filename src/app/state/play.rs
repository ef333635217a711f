//! The move-input slice: clicks and keys on the board, the stop-or-safari answer, the Bawo
//! gambit, and undo, redo and resigning.

use crate::app::board::{BoardAction, BoardHost, BoardOutcome};
use crate::engine::{EndReason, Move, MoveError, Side, WhyNot};

use super::{AppState, Notice, PageKey};

/// What the person does to make a move.
#[derive(Clone, Debug)]
pub enum PlayAction {
    /// A click, a key or the prompt's answer on the game's board.
    Board(BoardAction),
    Undo,
    Redo,
    Resign,
}

pub use crate::app::board::SafariQuestion;

pub(super) fn reduce(state: &mut AppState, action: PlayAction) {
    match action {
        PlayAction::Board(action) => on_board(state, action),
        PlayAction::Undo => undo(state),
        PlayAction::Redo => redo(state),
        PlayAction::Resign => {
            if state.screen.dialog == Some(super::Dialog::ConfirmResign) {
                state.screen.dialog = None;
            }
            if !state.game().is_over() {
                let side = state.session().opponent.computer_side().map_or(state.game().position().to_move(), Side::opponent);
                state.session_mut().game.resign(side);
                state.changed();
            }
        }
    }
}

/// A page-wide key on the game's page: the board's keys and `u` (undo). (The move list's
/// steps are the screen slice's.)
pub(super) fn key(state: &mut AppState, key: PageKey) {
    match key {
        PageKey::Board(action) => on_board(state, action),
        PageKey::Undo => undo(state),
        PageKey::Step(_) => {}
    }
}

/// An action on the game's board: its [`crate::app::board::BoardSession`] takes it on the live position, and the
/// game plays the move it chooses (coached, except a confirmed gambit), names a refused hole,
/// or shows the highlighted move again.
pub(super) fn on_board(state: &mut AppState, action: BoardAction) {
    if matches!(action, BoardAction::Click(_) | BoardAction::PickFocused) {
        // A click on the board goes back to the live game.
        state.screen.notice = None;
        state.screen.view = None;
    }
    let gambit = action == BoardAction::ConfirmGambit;
    let (viewer, may_move) = (state.viewer(), state.can_input());
    let animated = state.animates(state.game().position().to_move());
    let host = BoardHost { position: state.saved.session.game.position(), viewer, may_move, animated };
    match state.screen.board.reduce(action, &host) {
        BoardOutcome::Nothing => {}
        BoardOutcome::Refused(hole, why) => state.refused(hole, why),
        BoardOutcome::Chosen { mv, shown: 0 } if gambit => state.play(mv, 0),
        BoardOutcome::Chosen { mv, shown } => state.play_coached(mv, shown),
        BoardOutcome::Replay { paused } => state.replay(paused),
    }
}

impl AppState {
    /// Plays a move (legal by construction; an engine refusal is shown, never lost silently),
    /// animating from frame `from` (the part already shown before a safari question).
    pub(super) fn play(&mut self, mv: Move, from: usize) {
        let before = self.game().position().clone();
        match self.session_mut().game.play(&mv) {
            Ok(events) => {
                self.session_mut().redo.clear();
                let ply = self.game().plies().len() - 1;
                let animated = self.animates(before.to_move());
                // Going on from the last frame already shown before the safari question
                // (frame `from` follows the `from` shared events).
                self.screen.board.show_played(&before, &events, Some(ply), from, animated);
                self.changed();
            }
            Err(MoveError::Illegal { reason, .. }) => self.refused(mv.start_hole().unwrap_or(self.screen.board.focus), reason),
            Err(_) => self.refused(self.screen.board.focus, WhyNot::NoSuchDirection),
        }
    }
}

fn undo(state: &mut AppState) {
    state.reset_view();
    let computer = state.session().opponent.computer_side();
    let game = &mut state.session_mut().game;
    // The engine's undo also takes back a resignation.
    let resigned = matches!(game.result(), Some((_, EndReason::Resignation)));
    let mut undone = Vec::new();
    if let Some(ply) = game.undo() {
        undone.push(ply.mv);
    }
    // Against the computer: back to the person's own last move.
    while computer == Some(game.position().to_move()) && !game.plies().is_empty() {
        if let Some(ply) = game.undo() {
            undone.push(ply.mv);
        }
    }
    if undone.is_empty() && !resigned {
        state.screen.notice = Some(Notice::NothingToUndo);
        return;
    }
    state.session_mut().redo.extend(undone);
    state.changed();
}

fn redo(state: &mut AppState) {
    state.reset_view();
    let computer = state.session().opponent.computer_side();
    let session = state.session_mut();
    let mut any = false;
    while let Some(mv) = session.redo.pop() {
        if session.game.play(&mv).is_err() {
            session.redo.clear();
            break;
        }
        any = true;
        if computer != Some(session.game.position().to_move()) {
            break;
        }
    }
    if any {
        state.changed();
    } else {
        state.screen.notice = Some(Notice::NothingToUndo);
    }
}
