//! The lap bar's words: its counter, its buttons and its brief note, the placing caption, and
//! the setting that animates only the opponent's moves.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The lap stepper under the board.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum LapText {
        /// `{0}` the lap shown, `{1}` the laps of the move.
        LapOf,
        /// A Bawo never-ending move's skipped laps: `{0}`–`{1}` of `{2}`.
        LapsOf,
        LapBefore,
        /// A namua placement: `{0}` the hole.
        LapPlacing,
        LapGambit,
        LapPaused,
        LapSkipped,
        /// The last move, shown at its end: `{0}` its mover.
        LapDone,
        LapBar,
        LapPause,
        LapPlay,
        LapBack,
        LapForward,
        LapEnd,
        SettingAnimOpponentOnly,
    }
}

impl Text for LapText {
    fn en(self) -> &'static str {
        use LapText::*;
        match self {
            LapOf => "lap {0} of {1}",
            LapsOf => "laps {0}–{1} of {2}",
            LapBefore => "before the move",
            LapPlacing => "placing a seed in {0}",
            LapGambit => "gambit: placing the seeds",
            LapPaused => "paused",
            LapSkipped => "skipped to the end",
            LapDone => "{0}'s move is over",
            LapBar => "Step through the move lap by lap",
            LapPause => "Pause",
            LapPlay => "Play",
            LapBack => "One lap back",
            LapForward => "One lap forward",
            LapEnd => "To the end",
            SettingAnimOpponentOnly => "Animate only the opponent's moves",
        }
    }

    fn sw(self) -> &'static str {
        use LapText::*;
        match self {
            LapOf => "mzunguko {0} kati ya {1}",
            LapsOf => "mizunguko {0}–{1} kati ya {2}",
            LapBefore => "kabla ya mwendo",
            LapPlacing => "kete inawekwa kwenye {0}",
            LapGambit => "mpangilio: kete zinapangwa",
            LapPaused => "imesimama",
            LapSkipped => "imerukwa hadi mwisho",
            LapDone => "mwendo wa {0} umekwisha",
            LapBar => "Pitia mwendo mzunguko kwa mzunguko",
            LapPause => "Simamisha",
            LapPlay => "Endelea",
            LapBack => "Mzunguko mmoja nyuma",
            LapForward => "Mzunguko mmoja mbele",
            LapEnd => "Hadi mwisho",
            SettingAnimOpponentOnly => "Onyesha upandaji wa miendo ya mpinzani tu",
        }
    }
}
