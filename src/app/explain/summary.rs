//! A move in one sentence ("North played a4< and captured 3 seeds from A4 and A5."), for the
//! move list's tooltip, the live region and the narration's heading.

use crate::app::i18n::{t, tf, Lang, NarrationText as N};
use crate::engine::{Event, Hole, Move, Outcome, Position, Side, Variant};

use super::story::{Finish, MoveStory};
use super::text::{number, outcome_words};
use crate::app::i18n::{listed, side_word, takasia_word};

/// What one sentence says about a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSummary {
    pub mover: Side,
    pub variant: Variant,
    /// The move in notation.
    pub notation: String,
    pub gambit: bool,
    /// The opponent's holes captured, in order.
    pub captured: Vec<Hole>,
    pub seeds: u32,
    /// A takata (neither capture nor gambit), with the takasia mark it made.
    pub takata: bool,
    pub marked: Option<Hole>,
    pub bao_hamna: bool,
    /// The game ended with this move.
    pub outcome: Option<Outcome>,
}

impl MoveSummary {
    /// The summary of `mv` played from `before` with these events.
    pub fn of(before: &Position, mv: &Move, events: &[Event]) -> MoveSummary {
        let story = MoveStory::read(before, events);
        let captures = story.captures();
        let gambit = story.gambit.is_some();
        let capture_move = story.laps.iter().any(|lap| matches!(lap.start, super::story::LapStart::Capture { .. }));
        MoveSummary {
            mover: story.mover,
            variant: before.variant(),
            notation: mv.to_string(),
            gambit,
            captured: captures.iter().map(|&(h, _)| h).collect(),
            seeds: story.seeds_captured(),
            takata: !gambit && !capture_move,
            marked: story.marked,
            bao_hamna: story.finish == Some(Finish::BaoHamna),
            outcome: story.game_over.map(|(outcome, _)| outcome).or(story.finish.and_then(|f| match f {
                Finish::BaoHamna => Some(Outcome::Win(story.mover)),
                Finish::FrontRowEmptied(side) => Some(Outcome::Win(side.opponent())),
                _ => None,
            })),
        }
    }

    /// The sentence.
    pub fn render(&self, lang: Lang) -> String {
        let who = side_word(lang, self.mover);
        let mv = &self.notation;
        let takasia = takasia_word(self.variant);
        let holes: Vec<String> = self.captured.iter().map(|h| h.to_string()).collect();
        let say = |key: N, args: &[&str]| tf(lang, key, args);
        let mut text = say(if self.gambit { N::SummaryGambit } else { N::SummaryPlayed }, &[who, mv]);
        if !self.captured.is_empty() {
            let key = if self.seeds == 1 { N::SummaryCapturedOne } else { N::SummaryCaptured };
            text.push_str(&say(key, &[&number(self.seeds), &listed(lang, &holes)]));
        } else if self.takata {
            text.push_str(&match self.marked {
                None => t(lang, N::SummaryTakata).to_string(),
                Some(hole) => say(N::SummaryTakasia, &[takasia, &hole.to_string()]),
            });
        }
        if let Some(outcome) = self.outcome {
            text.push_str(" — ");
            if self.bao_hamna {
                text.push_str("Bao hamna, ");
            }
            text.push_str(&outcome_words(lang, outcome));
        }
        text.push('.');
        text
    }
}
