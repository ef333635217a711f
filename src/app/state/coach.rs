//! The coach slice: practice games with a coach (a coached game of Bao la Kujifunza, "hold
//! out against perfect play", "win like the perfect player"), the coach's question before a
//! warned move ("play it anyway?" / "take it back"), and switching the coach off and on.
//!
//! The person's moves reach the game through [`AppState::play_coached`]: with the coach on in
//! a game against the computer, [`coach_warning`] is asked first, and a warned move waits in
//! [`AppState::coach_prompt`] until the person answers. The decision itself is
//! `app::coach`'s pure function; this slice only keeps the question.

use crate::app::coach::{coach_warning, Coach, CoachWarning, Practice};
use crate::app::input;
use crate::app::opponent;
use crate::app::setup::Opponent;
use crate::engine::{BawoSetup, Move, Position, Side, Variant};

use super::{AppState, Replacement};

/// A move the coach warned about, waiting for the person's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachPrompt {
    /// The move asked about (not played yet).
    pub mv: Move,
    /// The animation frame to start from once played (see [`AppState::play`]).
    pub from: usize,
    pub warning: CoachWarning,
}

/// What happens to the coach.
#[derive(Clone, Debug)]
pub enum CoachAction {
    /// A new practice game (asking first when it would replace an unfinished game).
    Start(Practice),
    /// A coached game of Bao la Kujifunza against this computer opponent (the new-game
    /// dialog's "coach" box).
    StartAgainst(Opponent),
    /// "Play it anyway": the warned move is played.
    PlayAnyway,
    /// "Take it back": the warned move is dropped, the person chooses again.
    TakeBack,
    /// Switches the game's coach on or off.
    Switch(bool),
}

/// The computer opponent of a practice game: level 1 as North in a coached game, the top
/// level (which plays the proof) as South for "hold out", level 4 as North for "win like the
/// perfect player".
pub fn practice_opponent(practice: Practice) -> Opponent {
    match practice {
        Practice::Coached => Opponent::Computer { level: 1, side: Side::North },
        Practice::HoldOut => Opponent::Computer { level: opponent::levels().last().unwrap_or(1), side: Side::South },
        Practice::PerfectPlayer => Opponent::Computer { level: 4, side: Side::North },
    }
}

pub(super) fn reduce(state: &mut AppState, action: CoachAction) {
    match action {
        CoachAction::Start(practice) => start(state, practice_opponent(practice), Coach::new(practice)),
        CoachAction::StartAgainst(opponent) => start(state, opponent, Coach::new(Practice::Coached)),
        CoachAction::PlayAnyway => {
            if let Some(prompt) = state.coach_prompt.take() {
                state.play(prompt.mv, prompt.from);
            }
        }
        CoachAction::TakeBack => {
            if state.coach_prompt.take().is_some() {
                state.screen.board.anim = None;
                state.screen.board.pick = input::initial(state.game().position());
            }
        }
        CoachAction::Switch(on) => {
            if let Some(coach) = state.session().coach.filter(|c| c.on != on) {
                let session = state.session_mut();
                session.coach = Some(Coach { on, ..coach });
                // Saved with the game: a new revision, the position unchanged.
                session.revision += 1;
                if !on {
                    state.coach_prompt = None;
                }
            }
        }
    }
}

fn start(state: &mut AppState, opponent: Opponent, coach: Coach) {
    state.page = super::Page::Play;
    let start = Box::new(Position::start(Variant::Kujifunza, BawoSetup::default()));
    state.replace(Replacement::Coached { start, opponent, coach });
}

impl AppState {
    /// The person's move: asked of the coach first when the game has one switched on, else
    /// (or when the coach has nothing to say) played at once.
    pub(super) fn play_coached(&mut self, mv: Move, from: usize) {
        match self.coach_says(&mv) {
            Some(warning) => self.coach_prompt = Some(CoachPrompt { mv, from, warning }),
            None => self.play(mv, from),
        }
    }

    /// What the coach says about the person's move `mv`, if the game is coached, the coach on,
    /// and it is the person's turn against the computer.
    fn coach_says(&self, mv: &Move) -> Option<CoachWarning> {
        let session = self.session();
        let coach = session.coach.filter(|c| c.on)?;
        let pos = session.game.position();
        if session.opponent.person_side() != Some(pos.to_move()) {
            return None;
        }
        coach_warning(pos, mv, coach.practice.style())
    }
}

#[cfg(test)]
mod tests;
