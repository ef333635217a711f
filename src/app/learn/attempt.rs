//! One learner working on one step: the answers given, the misses, the hints taken, the
//! play-out line so far, and the stars once it is solved. The UI keeps one of these per open
//! step and feeds it taps and moves; everything it decides comes from [`super::check()`] and [`super::hint()`].

use super::check::{check_with, hint_with, stars, Answer, Hint, HintLevel, Judgement, ProofQuery, Proved};
use super::step::Step;
use crate::engine::Move;

/// A step in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    pub step: &'static Step,
    /// Wrong answers so far (illegal moves are explained but not counted).
    pub wrong: u32,
    /// The hints taken so far (the last the most given away).
    pub hint: Option<HintLevel>,
    /// A play-out step's plies so far, the learner's and the computer's.
    pub line: Vec<Move>,
    /// Set once solved: the stars earned.
    pub stars: Option<u8>,
}

impl Attempt {
    pub fn new(step: &'static Step) -> Attempt {
        Attempt { step, wrong: 0, hint: None, line: Vec::new(), stars: None }
    }

    /// Judges a tapped hole, holes or a move (in a play-out, the learner's next move: the line
    /// grows by it and by the computer's reply). A solved step takes no more answers. A
    /// play-out's search runs on this thread.
    pub fn answer(&mut self, answer: Answer) -> Judgement {
        self.answer_with(answer.clone(), None).unwrap_or_else(|query| self.answer_with(answer, Some(query.run())).unwrap_or(Judgement::Unfit))
    }

    /// [`Attempt::answer`] with `proved`, the answer of the search the check needs; without
    /// it, a play-out move that needs a search changes nothing and says which.
    pub fn answer_with(&mut self, answer: Answer, proved: Option<Proved>) -> Result<Judgement, ProofQuery> {
        if self.stars.is_some() {
            return Ok(Judgement::Unfit);
        }
        let answer = match answer {
            Answer::Move(mv) if self.step.goal.is_play_out() => {
                let mut line = self.line.clone();
                line.push(mv);
                Answer::Line(line)
            }
            other => other,
        };
        let verdict = check_with(self.step, &answer, proved)?;
        match &verdict {
            Judgement::Right(_) => self.stars = Some(stars(self.wrong, self.hint)),
            Judgement::Wrong(_) => self.wrong += 1,
            Judgement::Going { reply } => {
                if let Answer::Line(line) = answer {
                    self.line = line;
                    self.line.push(*reply);
                }
            }
            Judgement::Illegal(_) | Judgement::Unfit => {}
        }
        Ok(verdict)
    }

    /// Undoes the last move pair of a play-out (the learner's and the reply), to try again.
    pub fn undo(&mut self) {
        let keep = self.line.len().saturating_sub(2);
        self.line.truncate(keep);
    }

    /// The next hint (see [`hint_with`]): each costs a star, "show me" leaves one. A
    /// play-out's search runs on this thread.
    pub fn next_hint(&mut self) -> Option<Hint> {
        self.next_hint_with(None).unwrap_or_else(|query| self.next_hint_with(Some(query.run())).ok().flatten())
    }

    /// The hint the next press gives, when it needs no search (`None` for a play-out).
    pub fn coming_hint(&self) -> Option<(HintLevel, Hint)> {
        hint_with(self.step, &self.line, self.hint, None).ok().flatten()
    }

    /// [`Attempt::next_hint`] with `proved`, the answer of the search a play-out's hint needs;
    /// without it, such a hint changes nothing and says which search.
    pub fn next_hint_with(&mut self, proved: Option<Proved>) -> Result<Option<Hint>, ProofQuery> {
        let Some((level, given)) = hint_with(self.step, &self.line, self.hint, proved)? else { return Ok(None) };
        self.hint = Some(level.max(self.hint.unwrap_or(level)));
        Ok(Some(given))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::learn::curriculum::{step, STAGES};
    use crate::app::learn::progress::Progress;
    use crate::engine::Hole;

    /// The sowing stage as a newcomer works it: one wrong answer, one hint, then right.
    #[test]
    fn a_first_stage_with_one_miss_and_one_hint() {
        let mut progress = Progress::default();
        let first = STAGES.iter().find(|s| s.id == "sowing").unwrap();
        for (i, s) in first.steps.iter().enumerate() {
            let mut attempt = Attempt::new(s);
            let right = match s.goal.predicted() {
                Some(mv) => Answer::Hole(crate::app::learn::trace::trace(&s.start(), &s.parse(mv).unwrap()).unwrap().end),
                None => Answer::Move(s.parse(s.goal.wanted().unwrap()).unwrap()),
            };
            if i == 0 {
                // sow-first: A3> ends in A6; tapping A5 is one seed short.
                assert!(attempt.answer(Answer::Hole(Hole::parse("A5").unwrap())).is_wrong());
            }
            if i == 1 {
                assert!(matches!(attempt.next_hint(), Some(Hint::Row { .. })));
            }
            assert!(attempt.answer(right).is_right(), "{}", s.id);
            assert_eq!(attempt.answer(Answer::Hole(Hole::parse("A1").unwrap())), Judgement::Unfit, "solved: no more answers");
            progress.record_step(s.id, attempt.wrong, attempt.hint);
        }
        let stars: Vec<u8> = first.steps.iter().map(|s| progress.stars(s.id)).collect();
        assert_eq!(stars, [2, 2, 3]);
        assert!(progress.stage_done(first.id));
    }

    #[test]
    fn hints_escalate_and_a_play_out_keeps_its_line() {
        let mut attempt = Attempt::new(step("win-ending").unwrap());
        let mut taken = Vec::new();
        let best = loop {
            let given = attempt.next_hint();
            taken.push(attempt.hint);
            if attempt.hint == Some(HintLevel::Whole) {
                let Some(Hint::Move(best)) = given else { panic!("the whole move") };
                break best;
            }
            assert!(taken.len() < 3, "at most two hints before the whole move");
        };
        assert!(taken.windows(2).all(|w| w[0] < w[1]), "each hint gives more: {taken:?}");
        assert!(matches!(attempt.answer(Answer::Move(best)), Judgement::Going { .. }));
        assert_eq!(attempt.line.len(), 2, "the move and the computer's reply");
        attempt.undo();
        assert!(attempt.line.is_empty());
    }
}
