//! The review's blunders and mistakes as the learner's own exercises
//! ([`crate::app::pages::practice::own`]): each marked ply of the learner's side whose mark is a
//! blunder or a mistake ([`super::judge::PlyVerdict::is_exercise`]; a slower win is left out),
//! the position before it, the review's better move, the moves as good by the review's rule
//! and the played move's refutation line.

use crate::engine::{Game, Side};

use super::ply::ReviewedPly;
use crate::app::pages::practice::own::OwnExercise;

/// The exercises of a finished review (`learner`: the side played against the computer, or
/// `None` for both sides), as stored lines by id, in the order of the plies.
pub fn of_review(game: &Game, plies: &[ReviewedPly], learner: Option<Side>, now: f64) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (index, ply) in plies.iter().enumerate() {
        let mine = learner.is_none_or(|side| side == ply.mover);
        if !mine || !ply.judgement().is_some_and(|j| j.is_exercise()) || ply.best.0 == ply.mv {
            continue;
        }
        let exercise = OwnExercise::new(game.position_at(index), index + 1, ply.best.0, &ply.unmarked, ply.mv, &ply.refutation, now);
        if !out.iter().any(|(id, _)| *id == exercise.id) {
            out.push((exercise.id.clone(), exercise.to_line()));
        }
    }
    out
}
