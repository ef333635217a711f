//! The opponent's best reply to the move being considered (`app::view::reply`) and its setting.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The reply line's words.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ReplyText {
        /// `{0}` the move considered, `{1}` the opponent, `{2}` his reply, `{3}` the seeds it
        /// captures (counted in words), `{4}` the holes it captures them from.
        Captures,
        /// [`ReplyText::Captures`], and the reply wins the game.
        CapturesAndWins,
        /// `{0}` the move considered, `{1}` the opponent, `{2}` his reply, which captures nothing.
        Quiet,
        /// [`ReplyText::Quiet`], and the reply wins the game.
        QuietAndWins,
        /// While the worker searches: `{0}` the move considered, `{1}` the opponent.
        Searching,
        /// `{0}` the move considered, `{1}` the result in words.
        EndsGame,
        /// The setting that switches the reply line on and off.
        Setting,
    }
}

impl Text for ReplyText {
    fn en(self) -> &'static str {
        use ReplyText::*;
        match self {
            Captures => "After {0}, {1}'s best reply is {2}: it captures {3} ({4}).",
            CapturesAndWins => "After {0}, {1}'s best reply is {2}: it captures {3} ({4}) and wins the game.",
            Quiet => "After {0}, {1}'s best reply is {2}, which captures nothing.",
            QuietAndWins => "After {0}, {1}'s best reply is {2}, which wins the game.",
            Searching => "After {0}: looking for {1}'s best reply…",
            EndsGame => "{0} ends the game: {1}.",
            Setting => "Show the opponent's best reply (in games)",
        }
    }

    fn sw(self) -> &'static str {
        use ReplyText::*;
        match self {
            Captures => "Baada ya {0}, jibu bora la {1} ni {2}: anakula {3} ({4}).",
            CapturesAndWins => "Baada ya {0}, jibu bora la {1} ni {2}: anakula {3} ({4}) na kushinda mchezo.",
            Quiet => "Baada ya {0}, jibu bora la {1} ni {2}, bila kula kete.",
            QuietAndWins => "Baada ya {0}, jibu bora la {1} ni {2}, na kwa jibu hilo anashinda mchezo.",
            Searching => "Baada ya {0}: inatafuta jibu bora la {1}…",
            EndsGame => "{0} unamaliza mchezo: {1}.",
            Setting => "Onyesha jibu bora la mpinzani (katika michezo)",
        }
    }
}
