//! The move-input slice: clicks and keys on the board, the stop-or-safari answer, the Bawo
//! gambit, and undo, redo and resigning.

use crate::app::anim;
use crate::app::input::{self, Outcome as InputOutcome, Pick, Resolution};
use crate::app::layout;
use crate::engine::{Dir, EndReason, Hole, Move, MoveError, Side, WhyNot};

use super::{AppState, Notice};

/// What the person does to make a move.
#[derive(Clone, Debug)]
pub enum PlayAction {
    ClickHole(Hole),
    ChooseDir(Dir),
    AnswerSafari {
        safari: bool,
    },
    UndoGambitSeed,
    ConfirmGambit,
    /// Keyboard: move the focus with an arrow key (or choose a direction when a hole is picked).
    Arrow(layout::Step),
    /// Keyboard: Enter on the focused hole.
    PickFocused,
    Undo,
    Redo,
    Resign,
}

pub use crate::app::board::SafariQuestion;

pub(super) fn reduce(state: &mut AppState, action: PlayAction) {
    match action {
        PlayAction::ClickHole(hole) => click(state, hole),
        PlayAction::ChooseDir(dir) => {
            state.finish_animation();
            let outcome = input::choose(&state.screen.pick, dir);
            let focus = state.screen.focus;
            apply_input(state, outcome, focus);
        }
        PlayAction::Arrow(step) => match (&state.screen.pick, step) {
            (Pick::Hole { .. }, layout::Step::Left | layout::Step::Right) => {
                // ← / → choose the direction once a hole is picked: the hand moves to the
                // player's own left or right.
                let dir = if step == layout::Step::Left { Dir::Left } else { Dir::Right };
                reduce(state, PlayAction::ChooseDir(dir));
            }
            _ => state.screen.focus = layout::step(state.screen.focus, state.viewer(), step),
        },
        PlayAction::PickFocused => click(state, state.screen.focus),
        PlayAction::AnswerSafari { safari } => {
            if let Some(question) = state.screen.safari.take() {
                let mv = if safari { question.safari } else { question.stop };
                state.play_coached(mv, question.shared);
            }
        }
        PlayAction::UndoGambitSeed => {
            if let InputOutcome::Changed(pick) = input::undo_gambit_seed(&state.screen.pick) {
                state.screen.pick = pick;
            }
        }
        PlayAction::ConfirmGambit => {
            if let Some(mv) = input::gambit_move(state.game().position(), &state.screen.pick) {
                state.play(mv, 0);
            }
        }
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

fn click(state: &mut AppState, hole: Hole) {
    state.cut_animation_short();
    state.screen.focus = hole;
    state.screen.notice = None;
    state.screen.view = None;
    if state.screen.safari.take().is_some() {
        state.screen.anim = None;
    }
    if state.can_input() {
        let outcome = input::click(state.game().position(), &state.screen.pick, hole);
        apply_input(state, outcome, hole);
    }
}

fn apply_input(state: &mut AppState, outcome: InputOutcome, hole: Hole) {
    match outcome {
        InputOutcome::Nothing => {}
        InputOutcome::Changed(pick) => state.screen.pick = pick,
        InputOutcome::Refused(why) => {
            state.screen.pick = input::initial(state.game().position());
            state.screen.notice = Some(Notice::CannotPlay(hole, why));
        }
        InputOutcome::Chosen { hole, dir } => {
            state.screen.pick = Pick::Idle;
            let pos = state.game().position().clone();
            match input::resolve(&pos, hole, dir) {
                Some(Resolution::Play(mv)) => state.play_coached(mv, 0),
                Some(Resolution::AskSafari { stop, safari }) => {
                    let stop_events = pos.play(&stop).map(|p| p.events).unwrap_or_default();
                    let safari_events = pos.play(&safari).map(|p| p.events).unwrap_or_default();
                    let shared = anim::common_prefix(&stop_events, &safari_events);
                    // Frame `shared` shows the last event both moves share.
                    state.start_animation(&pos, &stop_events, shared + 1, None);
                    state.screen.safari = Some(SafariQuestion { stop, safari, shared });
                }
                None => {}
            }
        }
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
                self.start_animation(&before, &events, usize::MAX, Some(ply));
                let animated = self.animates(before.to_move());
                match &mut self.screen.anim {
                    Some(_) if !animated => self.screen.anim = None,
                    // Go on from the last frame already shown before the safari question
                    // (frame `from` follows the `from` shared events).
                    Some(anim) => anim.step = from.min(anim.frames.len() - 1),
                    None => {}
                }
                self.changed();
            }
            Err(MoveError::Illegal { reason, .. }) => self.screen.notice = Some(Notice::CannotPlay(mv.start_hole().unwrap_or(self.screen.focus), reason)),
            Err(_) => self.screen.notice = Some(Notice::CannotPlay(self.screen.focus, WhyNot::NoSuchDirection)),
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
