//! The coach of a coached game and the practice games against perfect play (`app::coach`).

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The coach's words: its warnings, its answers and the practice games.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum CoachText {
        /// The warning dialog's title.
        Title,
        /// `{0}` side, `{1}` seeds, `{2}` the reply, `{3}` the holes it takes, `{4}` the
        /// better move, `{5}` seeds it keeps more.
        HandsCapture,
        /// `{0}` side, `{1}` the reply, `{2}` the better move.
        HandsWin,
        /// `{0}` the proof's move.
        LeavesProof,
        AfterLost,
        AfterUnsure,
        AfterStillWon,
        Question,
        PlayAnyway,
        TakeBack,
        StatusOn,
        StatusOff,
        SwitchOn,
        SwitchOff,
        /// The new-game dialog's checkbox.
        Checkbox,
        PracticeHeading,
        Coached,
        CoachedAbout,
        HoldOut,
        HoldOutAbout,
        PerfectPlayer,
        PerfectPlayerAbout,
        /// `{0}` the winning move.
        MissesWinNow,
        /// `{0}` the winning move.
        ThrowsWin,
        /// `{0}` the better move, `{1}` the seeds it keeps more.
        LosesSeeds,
        /// While the coach's search judges the person's move.
        Checking,
        /// The coach's search gave no answer: the move was played unchecked.
        Unchecked,
        /// `{0}` the opponent, `{1}` the seeds (counted in words), `{2}` the holes, `{3}` his
        /// capture.
        Threat,
    }
}

impl Text for CoachText {
    fn en(self) -> &'static str {
        use CoachText::*;
        match self {
            Title => "The coach",
            HandsCapture => "{0} can then capture {1} with {2} (from {3}). {4} would keep {5} more.",
            HandsWin => "{0} can then win at once with {1}. {2} does not allow it.",
            LeavesProof => "This leaves perfect play: the perfect move here is {0}.",
            AfterLost => "After your move South can no longer force a win.",
            AfterUnsure => "After your move the win is no longer certain.",
            AfterStillWon => "Your move still wins, but not the perfect player's way.",
            Question => "Play it anyway?",
            PlayAnyway => "Play it anyway",
            TakeBack => "Take it back",
            StatusOn => "Coach on",
            StatusOff => "Coach off",
            SwitchOn => "Switch the coach on",
            SwitchOff => "Switch the coach off",
            Checkbox => "Coach: warn me before a bad move",
            PracticeHeading => "Practice games",
            Coached => "A coached game",
            CoachedAbout => "Bao la Kujifunza against the computer at level 1; the coach warns before a move that throws a win away or hands over seeds.",
            HoldOut => "Hold out against perfect play",
            HoldOutAbout => "You play North against the perfect player, who plays South without a mistake (the game is solved): last as long as you can.",
            PerfectPlayer => "Win like the perfect player",
            PerfectPlayerAbout => "You play South; the coach tells you whenever your move leaves perfect play, and which move was perfect.",
            MissesWinNow => "{0} wins the game at once, and this move does not.",
            ThrowsWin => "{0} wins by force; after this move the win is no longer certain.",
            LosesSeeds => "The coach's search finds {0} better by {1} seeds.",
            Checking => "The coach is looking at your move…",
            Unchecked => "The coach could not look at your move (its search did not answer); the move was played.",
            Threat => "{0} threatens to capture {1} from {2} ({3}).",
        }
    }

    fn sw(self) -> &'static str {
        use CoachText::*;
        match self {
            Title => "Mkufunzi",
            HandsCapture => "Kisha {0} anaweza kula {1} kwa {2} (kutoka {3}). {4} ingebakiza {5} zaidi.",
            HandsWin => "Kisha {0} anaweza kushinda mara moja kwa {1}. {2} haimpi nafasi hiyo.",
            LeavesProof => "Mwendo huu unaacha uchezaji kamili: mwendo kamili hapa ni {0}.",
            AfterLost => "Baada ya mwendo wako Kusini hawezi tena kulazimisha ushindi.",
            AfterUnsure => "Baada ya mwendo wako ushindi si hakika tena.",
            AfterStillWon => "Mwendo wako bado unashinda, lakini si kwa njia ya mchezaji kamili.",
            Question => "Uicheze hata hivyo?",
            PlayAnyway => "Icheze hata hivyo",
            TakeBack => "Irudishe",
            StatusOn => "Mkufunzi yupo",
            StatusOff => "Mkufunzi amezimwa",
            SwitchOn => "Washa mkufunzi",
            SwitchOff => "Zima mkufunzi",
            Checkbox => "Mkufunzi: nionye kabla ya mwendo mbaya",
            PracticeHeading => "Michezo ya mazoezi",
            Coached => "Mchezo na mkufunzi",
            CoachedAbout => "Bao la Kujifunza dhidi ya kompyuta katika kiwango 1; mkufunzi anaonya kabla ya mwendo unaopoteza ushindi au unaotoa kete.",
            HoldOut => "Stahimili dhidi ya mchezaji kamili",
            HoldOutAbout => "Unacheza Kaskazini dhidi ya mchezaji kamili, anayecheza Kusini bila kosa (mchezo umetatuliwa): dumu kadiri uwezavyo.",
            PerfectPlayer => "Shinda kama mchezaji kamili",
            PerfectPlayerAbout => "Unacheza Kusini; mkufunzi anakuambia kila mwendo wako unapoacha uchezaji kamili, na mwendo kamili ulikuwa upi.",
            MissesWinNow => "{0} unashinda mchezo mara moja, na mwendo huu haushindi.",
            ThrowsWin => "{0} unashinda kwa lazima; baada ya mwendo huu ushindi si hakika tena.",
            LosesSeeds => "Utafutaji wa mkufunzi unaona {0} ni bora kwa kete {1}.",
            Checking => "Mkufunzi anaangalia mwendo wako…",
            Unchecked => "Mkufunzi hakuweza kuangalia mwendo wako (utafutaji wake haukujibu); mwendo umechezwa.",
            Threat => "{0} anatishia kula {1} kutoka {2} ({3}).",
        }
    }
}
