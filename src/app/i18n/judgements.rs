//! The learning path's verdicts, reasons, hints and computed claims (`app::learn::words` puts
//! them together). North is the learner's opponent in every step.

use super::Text;
use crate::listed_enum;

listed_enum! {
    /// A verdict's words. Seeds are counted by `seeds`, laps by [`JudgementText::OneLap`]
    /// and [`JudgementText::Laps`], holes listed by `listed`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum JudgementText {
        /// An empty list of holes.
        NoHole,
        OneLap,
        /// `{0}` laps.
        Laps,
        /// `{0}` the end hole, `{1}` the laps (in words).
        EndsEmptyHole,
        /// `{0}` the end hole, `{1}` the laps.
        EndsNyumbaStop,
        /// `{0}` the end hole, `{1}` the laps.
        EndsTakasiaStop,
        /// `{0}` the end hole, `{1}` the laps.
        EndsBaoHamna,
        /// `{0}` the end hole, `{1}` the laps.
        EndsStopped,
        /// `{0}` the hole said, `{1}` where it ends.
        NotThere,
        /// `{0}` the holes, `{1}` the seeds.
        Captures,
        /// `{0}` the real holes, `{1}` the holes said.
        OtherCaptures,
        /// `{0}` seeds got, `{1}` the most another move captures.
        Fewer,
        /// `{0}` seeds.
        Most,
        Hamna,
        /// `{0}` North's occupied front holes.
        FrontLeft,
        NoMoveLeft,
        MovesLeftOne,
        /// `{0}` legal moves.
        MovesLeft,
        Safe,
        /// `{0}` the seeds, `{1}` the holes, `{2}` North's capture.
        Threat,
        NyumbaSafe,
        NyumbaGivenUp,
        /// `{0}` North's capture, `{1}` the nyumba's seeds.
        NyumbaTaken,
        HamnaForced,
        /// `{0}` North's reply.
        HamnaEscape,
        NoTakasiaLeft,
        /// `{0}` North's takata, `{1}` the hole it takasias.
        TakasiaThreat,
        /// `{0}` the seeds the move takes (counted).
        YouTake,
        YouTakeNothing,
        /// `{0}` the seeds North's biggest reply takes (counted), `{1}` the reply.
        NorthTakesBack,
        NorthTakesNothingBack,
        /// `{0}` what the move takes, `{1}` what North takes back, `{2}` the balance (signed).
        BestBalance,
        /// As [`JudgementText::BestBalance`], and `{3}` the best balance of another move.
        WorseBalance,
        /// `{0}` what the move takes, `{1}` the line read after it, each move with its
        /// capture, `{2}` the balance (signed).
        BestAhead,
        /// As [`JudgementText::BestAhead`], and `{3}` the best balance of another move.
        WorseAhead,
        /// `{0}` the hole.
        Marked,
        NoMark,
        Won,
        SurvivedOne,
        /// `{0}` moves.
        Survived,
        /// `{0}` positions searched.
        LosesByForce,
        /// `{0}` the winning move, `{1}` positions searched.
        OnlyWinner,
        /// `{0}` what the choice takes ([`JudgementText::YouTake`]), `{1}` the line read, `{2}`
        /// its balance, `{3}` the other choice's balance, `{4}` positions searched.
        ChoiceAhead,
        /// As [`JudgementText::ChoiceAhead`], for the worse choice.
        OtherChoiceAhead,
        NotTheChoice,
        /// `{0}` and `{1}` the two depths searched, in plies.
        /// `{0}` and `{1}` the depths, `{2}` each other move's [`JudgementText::MoveBehind`].
        SearchedFirst,
        /// `{0}` and `{1}` the depths, `{2}` ": " and the move's [`JudgementText::MoveBehind`], or nothing.
        SearchedOther,
        /// `{0}` a move, `{1}` and `{2}` the seeds it scores less at the two depths.
        MoveBehind,
        GameLost,
        /// `{0}` the seeds, `{1}` the holes.
        Exposed,
        NothingExposed,
        Legal,
        /// `{0}` the hole.
        Tapped,
        /// `{0}` the move.
        Played,
        /// `{0}` why.
        Right,
        /// `{0}` why.
        Wrong,
        /// `{0}` North's reply.
        Going,
        Unfit,
        LookOwnFront,
        LookOwnBack,
        LookNorthFront,
        LookNorthBack,
        /// `{0}` the hole.
        LookAt,
        /// `{0}` the move.
        Watch,
        /// `{0}` the holes.
        Answer,
        /// `{0}` the number of moves (in words), `{1}` the one move that keeps the win.
        KeepsWinOne,
        /// `{0}` the number of moves, `{1}` the moves that keep the win.
        KeepsWinMany,
        /// `{0}` the one move that loses the win.
        LosesItOne,
        /// `{0}` the moves that lose it.
        LosesItMany,
        /// `{0}` the number of moves, `{1}` the moves that lose at once.
        AllLose,
        /// `{0}` the one move that captures the most, `{1}` its seeds (in words).
        GrabLosesOne,
        /// `{0}` the moves that capture the most, `{1}` the seeds each takes (in words).
        GrabLosesMany,
        TakataWins,
        /// `{0}` the fewest moves a move of yours leaves North (in words), `{1}` the fewest any
        /// other leaves.
        FewestReplies,
        /// `{1}` the fewest moves any other move leaves North.
        FewestRepliesOne,
        /// `{0}` the moves each side has played since the start (in words).
        OpeningBoard,
        /// `{0}` the capture moves (in words); one of them captures from a kimbi.
        KimbiCaptureOne,
        /// `{0}` the capture moves, `{1}` those that capture from a kimbi (in words).
        KimbiCaptureMany,
    }
}

impl Text for JudgementText {
    fn en(self) -> &'static str {
        use JudgementText::*;
        match self {
            NoHole => "no hole",
            OneLap => "one lap",
            Laps => "{0} laps",
            EndsEmptyHole => "the last seed fell into the empty hole {0} after {1}",
            EndsNyumbaStop => "the last seed fell into the nyumba {0} after {1}, and the move stopped there",
            EndsTakasiaStop => "the last seed fell into the takasiaed hole {0} after {1}, which ends the move",
            EndsBaoHamna => "the last capture emptied North's front row; the seeds were sown on to {0} after {1}: Bao hamna",
            EndsStopped => "the move was stopped in {0} after {1}",
            NotThere => "not {0}: {1}",
            Captures => "it captures {0} ({1})",
            OtherCaptures => "it captures {0}, not {1}",
            Fewer => "that captures {0}; another move captures {1}",
            Most => "that captures {0}, more than any other move",
            Hamna => "North's front row is empty: Bao hamna, you win",
            FrontLeft => "North still has seeds in {0}: no Bao hamna",
            NoMoveLeft => "North has no legal move left: you win",
            MovesLeftOne => "North still has 1 legal move",
            MovesLeft => "North still has {0} legal moves",
            Safe => "North has no capture now",
            Threat => "North can then capture {0} from {1} ({2})",
            NyumbaSafe => "North has no capture that takes your nyumba",
            NyumbaGivenUp => "that move lifts all your nyumba's seeds and destroys it: keep the nyumba instead",
            NyumbaTaken => "North can then play {0} and capture your nyumba ({1})",
            HamnaForced => "whatever North replies, your next move empties his front row",
            HamnaEscape => "North escapes with {0}: after it no move of yours empties his front row",
            NoTakasiaLeft => "North has no capture and no takata that takasias a hole of yours",
            TakasiaThreat => "North can then play the takata {0} and takasia your {1}",
            YouTake => "you take {0}",
            YouTakeNothing => "you capture nothing",
            NorthTakesBack => "North's biggest capture back takes {0} ({1})",
            NorthTakesNothingBack => "North has nothing to capture back",
            BestBalance => "{0} and {1}: a balance of {2}, better than any other move",
            WorseBalance => "{0} and {1}: a balance of {2}, and another move's balance is {3}",
            BestAhead => "{0}, then each side's best (seeds taken): {1}: a balance of {2}, better than any other move",
            WorseAhead => "{0}, then each side's best (seeds taken): {1}: a balance of {2}, and another move's balance is {3}",
            Marked => "{0} is takasiaed: North may not start from it",
            NoMark => "that takata takasias no hole",
            Won => "you won the game",
            SurvivedOne => "you held out for 1 move",
            Survived => "you held out for {0} moves",
            LosesByForce => "after that move North can win whatever you play (the computer checked {0} positions)",
            OnlyWinner => "{0} wins, and every other move loses: after each, North can win whatever you play (the computer checked {1} positions)",
            ChoiceAhead => "{0}, then each side's best (seeds taken): {1}: a balance of {2}, and the other choice's is {3}; the computer's search ({4} positions) also finds this choice clearly better",
            OtherChoiceAhead => "{0}, then each side's best (seeds taken): {1}: a balance of {2}, and the other choice's is {3}; the computer's search ({4} positions) also finds the other choice clearly better",
            NotTheChoice => "that move does not reach your nyumba: play the one that does, then choose stop or safari",
            SearchedFirst => "a full search {0} and {1} moves deep (both sides' moves counted) ranks it first both times, by at least a seed: {2}",
            SearchedOther => "a full search {0} and {1} moves deep (both sides' moves counted) ranks another move first both times{2}",
            MoveBehind => "{0} scores {1} and {2} seeds less",
            GameLost => "the game is over and you did not win it",
            Exposed => "North's gambit would capture {0} from {1}",
            NothingExposed => "no front seed faces an occupied North hole: nothing can be captured",
            Legal => "that move is legal",
            Tapped => "you tapped {0}",
            Played => "you played {0}",
            Right => "Right! {0}",
            Wrong => "Not quite. {0}",
            Going => "Good. North replies {0}.",
            Unfit => "Answer on the board: tap a hole.",
            LookOwnFront => "Look at your front row.",
            LookOwnBack => "Look at your back row.",
            LookNorthFront => "Look at North's front row.",
            LookNorthBack => "Look at North's back row.",
            LookAt => "Look at {0}.",
            Watch => "Watch: {0}.",
            Answer => "The answer: {0}.",
            KeepsWinOne => "Of your {0} moves, {1} keeps the win",
            KeepsWinMany => "Of your {0} moves, {1} keep the win",
            LosesItOne => " and {0} loses it",
            LosesItMany => " and {0} lose it",
            AllLose => "All {0} of your moves lose against best play: {1} at once, the others later.",
            GrabLosesOne => "{0} takes {1}, more than any other move, and loses: after it North wins whatever you play.",
            GrabLosesMany => "{0} each take {1}, more than any other move, and lose: after each, North wins whatever you play.",
            TakataWins => "No move of yours captures: every move is a takata, and all but one lose against best play.",
            FewestReplies => "One of your moves leaves North only {0} moves to choose from; every other leaves him at least {1}.",
            FewestRepliesOne => "One of your moves leaves North a single move to play; every other leaves him at least {1}.",
            OpeningBoard => "This board comes from the start of a game: each side has played {0} moves.",
            KimbiCaptureOne => "Of your {0} capture moves, one captures from a kimbi (A1, A2, A7 or A8): what it takes enters at that side's kichwa.",
            KimbiCaptureMany => "Of your {0} capture moves, {1} capture from a kimbi (A1, A2, A7 or A8): what each takes enters at that side's kichwa.",
        }
    }

    fn sw(self) -> &'static str {
        use JudgementText::*;
        match self {
            NoHole => "hakuna shimo",
            OneLap => "mzunguko mmoja",
            Laps => "mizunguko {0}",
            EndsEmptyHole => "kete ya mwisho iliangukia shimo tupu {0} baada ya {1}",
            EndsNyumbaStop => "kete ya mwisho iliangukia nyumba {0} baada ya {1}, na mwendo ukasimama hapo",
            EndsTakasiaStop => "kete ya mwisho iliangukia shimo lililotakasiwa {0} baada ya {1}, na mwendo ukaishia hapo",
            EndsBaoHamna => "kula kwa mwisho kuliacha tupu safu ya mbele ya Kaskazini; kete zilipandwa hadi {0} baada ya {1}: bao hamna",
            EndsStopped => "mwendo ulisimamishwa katika {0} baada ya {1}",
            NotThere => "si {0}: {1}",
            Captures => "unakula {0} ({1})",
            OtherCaptures => "unakula {0}, si {1}",
            Fewer => "huo unakula kete {0}; mwendo mwingine unakula {1}",
            Most => "huo unakula kete {0}, zaidi ya mwendo mwingine wowote",
            Hamna => "safu ya mbele ya Kaskazini ni tupu: bao hamna, umeshinda",
            FrontLeft => "Kaskazini bado ana kete katika {0}: si bao hamna",
            NoMoveLeft => "Kaskazini hana mwendo halali tena: umeshinda",
            MovesLeftOne => "Kaskazini bado ana mwendo halali 1",
            MovesLeft => "Kaskazini bado ana miendo halali {0}",
            Safe => "sasa Kaskazini hana pa kula",
            Threat => "kisha Kaskazini anaweza kula {0} kutoka {1} ({2})",
            NyumbaSafe => "Kaskazini hana kula kunakochukua nyumba yako",
            NyumbaGivenUp => "mwendo huo unachukua kete zote za nyumba yako na kuivunja: ilinde nyumba badala yake",
            NyumbaTaken => "kisha Kaskazini anaweza kucheza {0} na kula nyumba yako ({1})",
            HamnaForced => "jibu lolote la Kaskazini, mwendo wako unaofuata unakula kete zote za safu yake ya mbele",
            HamnaEscape => "Kaskazini anajiokoa kwa {0}: baada yake hakuna mwendo wako unaokula kete zote za safu yake ya mbele",
            NoTakasiaLeft => "Kaskazini hana cha kula wala takata inayotakasia shimo lako",
            TakasiaThreat => "kisha Kaskazini anaweza kucheza takata {0} na kutakasia {1} yako",
            YouTake => "unakula {0}",
            YouTakeNothing => "huli chochote",
            NorthTakesBack => "kikubwa zaidi Kaskazini anachoweza kula ni {0} ({1})",
            NorthTakesNothingBack => "Kaskazini hana cha kula",
            BestBalance => "{0} na {1}: salio ni {2}, bora kuliko la mwendo mwingine wowote",
            WorseBalance => "{0} na {1}: salio ni {2}, na mwendo mwingine una salio la {3}",
            BestAhead => "{0}, kisha bora ya kila upande (kete zinazoliwa): {1}: salio ni {2}, bora kuliko la mwendo mwingine wowote",
            WorseAhead => "{0}, kisha bora ya kila upande (kete zinazoliwa): {1}: salio ni {2}, na mwendo mwingine una salio la {3}",
            Marked => "{0} imetakasiwa: Kaskazini hawezi kuanzia shimo hilo",
            NoMark => "takata hiyo haitakasii shimo lolote",
            Won => "umeshinda mchezo",
            SurvivedOne => "umestahimili mwendo 1",
            Survived => "umestahimili miendo {0}",
            LosesByForce => "baada ya mwendo huo Kaskazini anaweza kushinda chochote utakachocheza (kompyuta imeangalia hali {0})",
            OnlyWinner => "{0} unashinda, na kila mwendo mwingine unashindwa: baada ya yoyote, Kaskazini anaweza kushinda chochote utakachocheza (kompyuta imeangalia hali {1})",
            ChoiceAhead => "{0}, kisha bora ya kila upande (kete zinazoliwa): {1}: salio ni {2}, na la chaguo jingine ni {3}; utafutaji wa kompyuta (hali {4}) pia unaona chaguo hili kuwa bora waziwazi",
            OtherChoiceAhead => "{0}, kisha bora ya kila upande (kete zinazoliwa): {1}: salio ni {2}, na la chaguo jingine ni {3}; utafutaji wa kompyuta (hali {4}) pia unaona chaguo jingine kuwa bora waziwazi",
            NotTheChoice => "mwendo huo haufiki nyumba yako: cheza ule unaoifikia, kisha chagua kusimama au safari",
            SearchedFirst => "utafutaji kamili wa kompyuta wa miendo {0} na {1} mbele (miendo ya pande zote mbili) unauweka wa kwanza mara zote mbili, kwa angalau kete moja: {2}",
            SearchedOther => "utafutaji kamili wa kompyuta wa miendo {0} na {1} mbele (miendo ya pande zote mbili) unaweka mwendo mwingine wa kwanza mara zote mbili{2}",
            MoveBehind => "{0} unapata kete {1} na {2} pungufu",
            GameLost => "mchezo umekwisha na hukushinda",
            Exposed => "mpangilio wa Kaskazini ungekula {0} kutoka {1}",
            NothingExposed => "hakuna kete ya mbele inayokabili shimo lenye kete la Kaskazini: hakuna cha kuliwa",
            Legal => "mwendo huo ni halali",
            Tapped => "umegusa {0}",
            Played => "umecheza {0}",
            Right => "Sawa! {0}",
            Wrong => "Si hivyo. {0}",
            Going => "Vizuri. Kaskazini anajibu {0}.",
            Unfit => "Jibu ubaoni: gusa shimo.",
            LookOwnFront => "Tazama safu yako ya mbele.",
            LookOwnBack => "Tazama safu yako ya nyuma.",
            LookNorthFront => "Tazama safu ya mbele ya Kaskazini.",
            LookNorthBack => "Tazama safu ya nyuma ya Kaskazini.",
            LookAt => "Tazama {0}.",
            Watch => "Tazama: {0}.",
            Answer => "Jibu: {0}.",
            KeepsWinOne => "Kati ya miendo yako {0}, {1} unahifadhi ushindi",
            KeepsWinMany => "Kati ya miendo yako {0}, {1} inahifadhi ushindi",
            LosesItOne => " na {0} unaupoteza",
            LosesItMany => " na {0} inaupoteza",
            AllLose => "Miendo yako yote {0} inapoteza dhidi ya majibu bora: {1} papo hapo, mingine baadaye.",
            GrabLosesOne => "{0} unakula {1}, zaidi ya mwendo mwingine wowote, na unashindwa: baada yake Kaskazini anashinda chochote utakachocheza.",
            GrabLosesMany => {
                "{0} kila mmoja unakula {1}, zaidi ya mwendo mwingine wowote, na inashindwa: baada ya kila mmoja, Kaskazini anashinda chochote utakachocheza."
            }
            TakataWins => "Hakuna mwendo wako unaokula: kila mwendo ni takata, na yote isipokuwa mmoja inashindwa dhidi ya majibu bora.",
            FewestReplies => "Mmoja wa miendo yako unamwachia Kaskazini miendo {0} tu ya kuchagua; kila mwingine unamwachia angalau miendo {1}.",
            FewestRepliesOne => "Mmoja wa miendo yako unamwachia Kaskazini mwendo mmoja tu wa kucheza; kila mwingine unamwachia angalau miendo {1}.",
            OpeningBoard => "Ubao huu unatokana na mwanzo wa mchezo: kila upande umecheza miendo {0}.",
            KimbiCaptureOne => "Kati ya miendo yako {0} inayokula, mmoja unakula kutoka kimbi (A1, A2, A7 au A8): kete unazokula zinaingia kwenye kichwa cha upande huo.",
            KimbiCaptureMany => "Kati ya miendo yako {0} inayokula, {1} inakula kutoka kimbi (A1, A2, A7 au A8): kete za kila mmoja zinaingia kwenye kichwa cha upande huo.",
        }
    }
}
