//! The words around a move's explanation: the narration panel's heading.

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
    }
}

impl Text for ExplainText {
    fn en(self) -> &'static str {
        use ExplainText::*;
        match self {
            NarrationLast => "Last move, {0}: {1}",
            NarrationViewed => "Move {1}, played by {0}",
            NarrationEmpty => "No move has been played yet.",
        }
    }

    fn sw(self) -> &'static str {
        use ExplainText::*;
        match self {
            NarrationLast => "Mwendo wa mwisho, {0}: {1}",
            NarrationViewed => "Mwendo {1}, umechezwa na {0}",
            NarrationEmpty => "Bado hakuna mwendo uliochezwa.",
        }
    }
}
