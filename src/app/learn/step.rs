//! A step of the learning path: its types are the stage files' format ([`super::schema`],
//! re-exported here); what a step and a text do in the app needs the engine and the languages.

pub use super::schema::{Claim, ContentText, Goal, GoalFields, GoalKind, Kept, LearnStage, Step};

use crate::app::i18n::Lang;
use crate::engine::{parse_move, Hole, Move, Position};

impl ContentText {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Sw => self.sw,
        }
    }
}

impl Step {
    /// The step's position (a step is read only when its position is a valid study position:
    /// [`super::content`]).
    pub fn start(&self) -> Position {
        Position::from_json(self.position, true).expect("step positions are checked when read")
    }

    /// A move in notation, parsed in the step's start position.
    pub fn parse(&self, text: &str) -> Option<Move> {
        parse_move(&self.start(), text).ok().map(|(mv, _)| mv)
    }

    /// The idea in `lang`, with its computed claim said where the text holds `{claim}`.
    pub fn explain_text(&self, lang: Lang) -> String {
        let text = self.explain.get(lang);
        match self.claim {
            Some(claim) if text.contains("{claim}") => text.replace("{claim}", &claim.render(lang, &self.start())),
            _ => text.to_string(),
        }
    }

    /// The hole named in the goal, if any.
    pub fn goal_hole(&self) -> Option<Hole> {
        self.goal.hole().and_then(Hole::parse)
    }
}
