//! The tasks of the practice levels (`app::learn::levels::task`): one sentence per goal kind,
//! naming the level's own move or hole.

use super::Text;
use crate::listed_enum;

listed_enum! {
    /// A practice level's task.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum LevelText {
        /// `{0}` the move.
        PredictEnd,
        /// `{0}` the move.
        PredictCaptures,
        /// `{0}` the hole.
        NameHole,
        /// `{0}` the move.
        PlayMove,
        /// `{0}` the hole.
        EndIn,
        FindLegal,
        CaptureMost,
        Kichwa,
        MostWithSafari,
        BaoHamna,
        WinNow,
        NoCaptureLeft,
        GuardNyumba,
        NoTakasiaLeft,
        NoTakasiaLeftKete,
        ReadReply,
        ReadAhead,
        BaoHamnaInTwo,
        OnlyWin,
        StopOrSafari,
        SearchedFirst,
        /// Bao la Kete's takasia, *hizi zetu*.
        TakasiaKete,
        Takasia,
        /// `{0}` moves.
        Survive,
        WinEnding,
        GambitSafe,
    }
}

impl Text for LevelText {
    fn en(self) -> &'static str {
        use LevelText::*;
        match self {
            PredictEnd => "Where does {0} stop? Tap the hole where its last seed falls.",
            PredictCaptures => "Tap every North hole that {0} captures.",
            NameHole => "Tap the hole {0}.",
            PlayMove => "Play {0}.",
            EndIn => "Play the move that stops in {0}.",
            FindLegal => "Only one of your holes may start a move. Find it and play it.",
            CaptureMost => "Capture as many seeds as you can.",
            Kichwa => "Choose the capture and the kichwa that capture the most.",
            MostWithSafari => "Capture the most: stop at your nyumba, or go on safari.",
            BaoHamna => "Empty North's front row in one move.",
            WinNow => "Win now: leave North without a legal move.",
            NoCaptureLeft => "Play the move that leaves North nothing to capture.",
            GuardNyumba => "Play the move that leaves North no capture of your nyumba.",
            NoTakasiaLeft => "Play the move that leaves North no capture and no takata that takasias a hole of yours.",
            NoTakasiaLeftKete => "Play the move that leaves North no capture and no takata that makes a hole of yours hizi zetu.",
            BaoHamnaInTwo => "Play the move after which, whatever North replies, your next move empties his front row.",
            ReadReply => "Read North's reply: play the move with the best balance, what it takes less the most North can take back.",
            ReadAhead => "Read two moves ahead: your move, North's best reply, your best answer, his best answer. Play the move with the best balance.",
            OnlyWin => "Find the only winning move.",
            StopOrSafari => "Your move can reach your nyumba: stop there, or go on safari? Read both choices two moves ahead and choose the better.",
            SearchedFirst => "Play the move a deep search ranks first.",
            TakasiaKete => "Play the takata that makes a North hole hizi zetu.",
            Takasia => "Play the takata that takasias a North hole.",
            Survive => "Hold out for {0} moves against the computer.",
            WinEnding => "This position is won for you. Win it against the computer.",
            GambitSafe => "Place your five seeds so that North's gambit captures none of them.",
        }
    }

    fn sw(self) -> &'static str {
        use LevelText::*;
        match self {
            PredictEnd => "{0} unasimama wapi? Gusa shimo ambamo kete yake ya mwisho itaangukia.",
            PredictCaptures => "Gusa kila shimo la Kaskazini ambalo {0} unalila.",
            NameHole => "Gusa shimo {0}.",
            PlayMove => "Cheza {0}.",
            EndIn => "Cheza mwendo unaosimama katika {0}.",
            FindLegal => "Shimo moja tu kati ya mashimo yako linaweza kuanza mwendo. Litafute na uucheze.",
            CaptureMost => "Kula kete nyingi kadiri uwezavyo.",
            Kichwa => "Chagua kula na kichwa vinavyokula kete nyingi zaidi.",
            MostWithSafari => "Kula kete nyingi zaidi: simama katika nyumba yako, au nenda safari.",
            BaoHamna => "Kula kete zote za safu ya mbele ya Kaskazini kwa mwendo mmoja.",
            WinNow => "Shinda sasa: mwache Kaskazini bila mwendo halali.",
            NoCaptureLeft => "Cheza mwendo usiomwachia Kaskazini cha kula.",
            GuardNyumba => "Cheza mwendo usiomwachia Kaskazini kula nyumba yako.",
            NoTakasiaLeft => "Cheza mwendo usiomwachia Kaskazini cha kula wala takata inayotakasia shimo lako.",
            NoTakasiaLeftKete => "Cheza mwendo usiomwachia Kaskazini cha kula wala takata inayofanya shimo lako kuwa hizi zetu.",
            BaoHamnaInTwo => "Cheza mwendo ambao, jibu lolote la Kaskazini, mwendo wako unaofuata utakula kete zote za safu yake ya mbele.",
            ReadReply => "Soma jibu la Kaskazini: cheza mwendo wenye salio bora, unachokula toa kikubwa zaidi atakachokula Kaskazini.",
            ReadAhead => "Soma miendo miwili mbele: mwendo wako, jibu bora la Kaskazini, jibu lako bora, na jibu lake bora. Cheza mwendo wenye salio bora.",
            OnlyWin => "Tafuta mwendo pekee unaoshinda.",
            StopOrSafari => "Mwendo wako unaweza kufika nyumba yako: usimame hapo, au uende safari? Soma machaguo yote mawili miendo miwili mbele, kisha chagua lililo bora.",
            SearchedFirst => "Cheza mwendo ambao utafutaji wa kina wa kompyuta unauweka wa kwanza.",
            TakasiaKete => "Cheza takata inayofanya shimo la Kaskazini kuwa hizi zetu.",
            Takasia => "Cheza takata inayotakasia shimo la Kaskazini.",
            Survive => "Stahimili miendo {0} dhidi ya kompyuta.",
            WinEnding => "Hali hii ni ushindi kwako. Shinda dhidi ya kompyuta.",
            GambitSafe => "Weka kete zako tano ili mpangilio wa Kaskazini usile hata moja.",
        }
    }
}
