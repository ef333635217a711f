//! The words around a move's explanation: the narration panel's heading, a gambit's preview.

use super::Text;
use crate::listed_enum;

listed_enum! {
    /// The narration panel's heading and its empty state.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ExplainText {
        /// `{0}` the mover, `{1}` the move as in the move list (`3. A3>`).
        NarrationLast,
        /// The move viewed from the move list: `{0}` the mover, `{1}` the move.
        NarrationViewed,
        NarrationEmpty,
        /// A gambit's preview: `{0}` the opponent.
        GambitNothingExposed,
        /// `{0}` the opponent, `{1}` the holes and their seeds.
        GambitExposed,
        /// `{0}` the move's number, `{1}` the move.
        ViewingAfter,
        ViewingStart,
        /// The gambit rule of South's gambit, in one line.
        GambitRuleNorthTakesFacing,
        /// The gambit rule of North's gambit, in one line.
        GambitRuleSouthCapturesInNamua,
    }
}

impl Text for ExplainText {
    fn en(self) -> &'static str {
        use ExplainText::*;
        match self {
            NarrationLast => "Last move, {0}: {1}",
            NarrationViewed => "Move {1}, played by {0}",
            NarrationEmpty => "No move has been played yet.",
            GambitNothingExposed => "{0} cannot capture any of these placements at once.",
            GambitExposed => "{0} can capture at once: {1}.",
            ViewingAfter => "Viewing the position after {0} {1}",
            ViewingStart => "Viewing the start position",
            GambitRuleNorthTakesFacing => "North's gambit captures every seed in South's front holes that face North's occupied front holes.",
            GambitRuleSouthCapturesInNamua => {
                "South's first namua move captures a North front hole when his reserve seed goes into the occupied hole facing it."
            }
        }
    }

    fn sw(self) -> &'static str {
        use ExplainText::*;
        match self {
            NarrationLast => "Mwendo wa mwisho, {0}: {1}",
            NarrationViewed => "Mwendo {1}, umechezwa na {0}",
            NarrationEmpty => "Bado hakuna mwendo uliochezwa.",
            GambitNothingExposed => "{0} hawezi kula kete hizi ulizoweka mara moja.",
            GambitExposed => "{0} anaweza kula mara moja: {1}.",
            ViewingAfter => "Unaangalia hali baada ya {0} {1}",
            ViewingStart => "Unaangalia hali ya mwanzo",
            GambitRuleNorthTakesFacing => {
                "Mpangilio wa Kaskazini unakula kete zote za mashimo ya mbele ya Kusini yanayoelekeana na mashimo ya mbele ya Kaskazini yenye kete."
            }
            GambitRuleSouthCapturesInNamua => {
                "Mwendo wa kwanza wa namua wa Kusini unakula shimo la mbele la Kaskazini kete yake ya ghala ikiwekwa katika shimo lenye kete linaloelekeana nalo."
            }
        }
    }
}
