//! The coach slice: practice games with a coach (a coached game of Bao la Kujifunza, "hold
//! out against perfect play", "win like the perfect player"), the coach's question before a
//! warned move ("play it anyway?" / "take it back"), and switching the coach off and on.
//!
//! The person's moves reach the game through `AppState::play_coached`: with the coach on in
//! a game against the computer, [`first_look`] is asked first (the proof and a 2-ply
//! look-ahead, quick); a move that keeps the proven win is played at once, another it lets
//! pass waits in [`AppState::coach_check`] while the coach's
//! search judges it in a worker (`ui::hooks::use_coach` posts [`AppState::coach_search`] and
//! answers with [`CoachAction::Judged`]). A warned move waits in [`AppState::coach_prompt`]
//! until the person answers. The decisions are `app::coach`'s pure functions; this slice only
//! keeps the question.

use crate::ai::protocol::ReviewRequest;
use crate::app::coach::{coach_request, first_look, Coach, CoachWarning, FirstLook, PracticeGame};
use crate::app::input;
use crate::app::opponent;
use crate::app::setup::{GameSetup, Opponent};
use crate::engine::{BawoSetup, Move, Position, Side, Variant};

use super::notice::Notice;
use super::{AppState, Replacement};

/// A person's move the coach's search is judging, not played yet.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachCheck {
    /// Which check this is: a late answer for an earlier one is ignored.
    pub id: u64,
    /// The move judged.
    pub mv: Move,
    /// The animation frame to start from once played (see `AppState::play`).
    pub from: usize,
}

/// A move the coach warned about, waiting for the person's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct CoachPrompt {
    /// The move asked about (not played yet).
    pub mv: Move,
    /// The animation frame to start from once played (see `AppState::play`).
    pub from: usize,
    pub warning: CoachWarning,
}

/// What happens to the coach.
#[derive(Clone, Debug)]
pub enum CoachAction {
    /// A new practice game (asking first when it would replace an unfinished game).
    Start(PracticeGame),
    /// A coached game of the chosen game against its computer opponent (the new-game dialog's
    /// "coach" box; a Kete match is played as one game).
    StartAgainst(GameSetup),
    /// The coach's search judged the move of check `check`: the warning, or none (played).
    Judged { check: u64, warning: Option<CoachWarning> },
    /// The coach's search of check `check` gave no answer (its worker could not start, stopped
    /// or answered something unreadable): the move is played, and a notice says it was not
    /// checked.
    Unjudged { check: u64 },
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
pub fn practice_opponent(practice: PracticeGame) -> Opponent {
    match practice {
        PracticeGame::Coached => Opponent::Computer { level: 1, side: Side::North },
        PracticeGame::HoldOut => Opponent::Computer { level: opponent::levels().last().unwrap_or(1), side: Side::South },
        PracticeGame::PerfectPlayer => Opponent::Computer { level: 4, side: Side::North },
    }
}

pub(super) fn reduce(state: &mut AppState, action: CoachAction) {
    match action {
        CoachAction::Start(practice) => {
            start(state, practice_opponent(practice), Coach::new(practice), Position::start(Variant::Kujifunza, BawoSetup::default()))
        }
        CoachAction::StartAgainst(setup) => start(state, setup.opponent, Coach::new(PracticeGame::Coached), Position::start(setup.variant, setup.bawo_setup)),
        CoachAction::Judged { check, warning } => {
            if let Some(CoachCheck { mv, from, .. }) = state.coach_check.take_if(|c| c.id == check) {
                match warning {
                    Some(warning) => state.coach_prompt = Some(CoachPrompt { mv, from, warning }),
                    None => state.play(mv, from),
                }
            }
        }
        CoachAction::Unjudged { check } => {
            if let Some(CoachCheck { mv, from, .. }) = state.coach_check.take_if(|c| c.id == check) {
                state.play(mv, from);
                state.screen.notice = Some(Notice::CoachUnchecked);
            }
        }
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
                    // A move the search was judging is played unjudged.
                    if let Some(CoachCheck { mv, from, .. }) = state.coach_check.take() {
                        state.play(mv, from);
                    }
                }
            }
        }
    }
}

fn start(state: &mut AppState, opponent: Opponent, coach: Coach, start: Position) {
    state.pages.open(super::Page::Game);
    state.replace(Replacement::Coached { start: Box::new(start), opponent, coach });
}

impl AppState {
    /// The person's move: asked of the coach first when the game has one switched on, else
    /// (or when the coach has nothing to say) played at once.
    pub(super) fn play_coached(&mut self, mv: Move, from: usize) {
        let Some(coach) = self.coaching() else { return self.play(mv, from) };
        match first_look(self.game().position(), &mv, coach.practice.style()) {
            FirstLook::Warns(warning) => self.coach_prompt = Some(CoachPrompt { mv, from, warning }),
            // The proof's move, or one that keeps its win: nothing to check.
            FirstLook::KeepsWin => self.play(mv, from),
            FirstLook::AskSearch => self.coach_check = Some(CoachCheck { id: self.ids.next(), mv, from }),
        }
    }

    /// The game's coach, if the game is coached, the coach on, and it is the person's turn
    /// against the computer.
    fn coaching(&self) -> Option<Coach> {
        let session = self.session();
        let coach = session.coach.filter(|c| c.on)?;
        (session.opponent.person_side() == Some(session.game.position().to_move())).then_some(coach)
    }

    /// The coach's search to run now: the check's id and the worker request judging its move.
    pub fn coach_search(&self) -> Option<(u64, ReviewRequest)> {
        let check = self.coach_check.as_ref()?;
        let game = self.game();
        let plies = game.plies().len();
        Some((check.id, coach_request(game.position(), crate::ai::review::history(game, plies), &check.mv)))
    }
}

#[cfg(test)]
mod tests;
