//! Why a hole (and direction) cannot be played: the diagnostics behind [`Position::why_not`].

use super::event::NoEvents;
use super::movegen::{ending_reason, Candidate, TURNS};
use super::mv::SowMove;
use super::position::Position;
use super::sow::run_move;
use super::types::{Dir, Hole, Row, Stage, WhyNot};

impl Position {
    /// Says why the hole (in the direction, with safari if asked) cannot be played, or `Ok`
    /// when some legal move matches. Without a direction any direction counts.
    pub fn why_not(&self, hole: Hole, dir: Option<Dir>, safari: bool) -> Result<(), WhyNot> {
        let rules = self.rules();
        if hole.side != self.to_move {
            return Err(WhyNot::NotYourHole);
        }
        let stage = self.stage();
        if stage == Stage::Gambit {
            return Err(WhyNot::GambitPlacement);
        }
        if stage == Stage::Namua && hole.row() == Row::Back {
            return Err(WhyNot::NotFrontRow);
        }
        if self.own_mark() == Some(hole.k) {
            return Err(WhyNot::Takasia);
        }
        let matches = |mv: &SowMove| mv.hole == hole && (dir.is_none() || mv.dir == dir) && (!safari || mv.safari);
        let mut any_legal_here = false;
        let mut any_legal_hole_dir = false;
        let mut captures_exist = false;
        self.for_each_legal_sow(|mv, _, run| {
            captures_exist |= run.capture;
            any_legal_here |= matches(&mv);
            any_legal_hole_dir |= mv.hole == hole && (dir.is_none() || mv.dir == dir);
        });
        if any_legal_here {
            return Ok(());
        }
        if any_legal_hole_dir {
            return Err(WhyNot::NoSafariChoice);
        }
        let k = hole.k;
        let n = self.mine()[k as usize];
        // A capture from this hole that is not legal: say what is wrong with it.
        let captures_here: Vec<Candidate> = self.capture_candidates().iter().filter(|c| c.opening.hole() == k).collect();
        let fitting: Vec<&Candidate> = captures_here.iter().filter(|c| dir.is_none() || c.dir == dir).collect();
        // A namua seed captures whatever the direction, so a wrong one is a notation error; in
        // mtaji the other direction is a takata, judged below.
        if !captures_here.is_empty() && fitting.is_empty() && stage == Stage::Namua {
            return Err(WhyNot::NoSuchDirection);
        }
        if !fitting.is_empty() {
            for c in &fitting {
                let run = run_move(self, c.opening, safari, &mut NoEvents);
                if !run.legal(&rules) {
                    return Err(ending_reason(run.ending));
                }
            }
            return Err(WhyNot::TakasiaDuty);
        }
        if n == 0 {
            return Err(WhyNot::Empty);
        }
        if stage == Stage::Mtaji && n == 1 {
            return Err(WhyNot::Singleton);
        }
        if captures_exist {
            let would_capture = TURNS.into_iter().filter(|&t| dir.is_none_or(|d| d.turning(k) == t)).any(|t| self.first_lap_meets_capture(&rules, k, t));
            return Err(if stage == Stage::Mtaji && n >= 16 && would_capture { WhyNot::SixteenCannotCapture } else { WhyNot::CaptureCompulsory });
        }
        match stage {
            Stage::Namua => self.namua_takata_lift(&rules, k).map(|_| ())?,
            _ => self.mtaji_takata_start(&rules, k)?,
        }
        if dir.is_none() && safari {
            return Err(WhyNot::NoSafariChoice);
        }
        for c in self.takata_candidates().iter() {
            if c.opening.hole() == k && (dir.is_none() || c.dir == dir) {
                let run = run_move(self, c.opening, false, &mut NoEvents);
                if !run.legal(&rules) {
                    return Err(ending_reason(run.ending));
                }
            }
        }
        Err(if safari { WhyNot::NoSafariChoice } else { WhyNot::NoSuchDirection })
    }
}
