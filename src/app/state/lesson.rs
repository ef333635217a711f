//! The lesson slice: starting a lesson of [`LESSONS`] and judging the learner's move.

use crate::app::lessons::LESSONS;

use super::AppState;

/// The lesson being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LessonState {
    /// The lesson's index in [`LESSONS`].
    pub index: usize,
    /// Whether the learner's move reached the lesson's goal, once it is made.
    pub reached: Option<bool>,
}

/// What the learner does with the lessons.
#[derive(Clone, Debug)]
pub enum LessonAction {
    /// Start the lesson of this index (also "next lesson").
    Start(usize),
}

pub(super) fn reduce(state: &mut AppState, action: LessonAction) {
    match action {
        LessonAction::Start(index) => {
            if index < LESSONS.len() {
                state.replace_with_lesson(index);
            }
        }
    }
}

/// Judges the lesson's first move; a solved lesson is remembered with the settings.
pub(super) fn after_position_change(state: &mut AppState) {
    let first = state.game().plies().first().map(|ply| ply.mv);
    if let Some(lesson) = &mut state.lesson {
        lesson.reached = first.map(|mv| LESSONS[lesson.index].reached(&mv));
        if lesson.reached == Some(true) {
            state.saved.settings.lessons_solved |= 1 << lesson.index;
        }
    }
}
