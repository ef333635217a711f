//! The move's narration, lap by lap (`app::explain::text`): each line's words, the game's own
//! names (nyumba or kuu, namua or nemo, takasia or hizi zetu, the reserve) passed in.

use super::Text;
use crate::listed_enum;

listed_enum! {
    /// A narration line's words and the pieces lines are built from.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum NarrationText {
        /// `{0}` seeds, `{1}` the hole: lifted from it.
        LiftedFrom,
        /// `{0}` seeds, `{1}` the hole: captured from it (more than one seed).
        TakenFrom,
        /// `{0}` one seed, `{1}` the hole.
        TakenOneFrom,
        /// `{0}` the reserve's name.
        OneFromReserve,
        /// `{0}` what was lifted.
        GambitLifted,
        /// `{0}` what was captured.
        GambitCaptured,
        /// `{0}` the placements.
        GambitPlaced,
        /// `{0}` the namua's name, `{1}` the reserve's, `{2}` the hole.
        Placed,
        /// `{0}` the nyumba's name.
        Destroyed,
        /// `{0}` the nyumba's name.
        NyumbaCaptured,
        /// [`NarrationText::Destroyed`] for the kuu ([`super::house_is_kuu`]).
        DestroyedKuu,
        /// [`NarrationText::NyumbaCaptured`] for the kuu.
        NyumbaCapturedKuu,
        DirLeft,
        DirRight,
        /// `{0}` lap, `{1}` hole, `{2}` seeds, `{3}` direction, `{4}` end, `{5}` destroyed or "".
        Start,
        /// `{0}` lap, `{1}` seeds, `{2}` the nyumba's name, `{3}` hole, `{4}` direction, `{5}` end.
        Tax,
        /// `{0}` lap, `{1}` hole, `{2}` seeds, `{3}` end, `{4}` destroyed or "".
        Relay,
        /// `{0}` lap, `{1}` the nyumba's name, `{2}` hole, `{3}` seeds, `{4}` end, `{5}` destroyed.
        SafariLap,
        /// `{0}` lap, `{1}` seeds taken from the hole, `{2}` the nyumba captured or "", `{3}`
        /// kichwa, `{4}` direction, `{5}` end.
        Capture,
        FrontRow,
        BackRow,
        BothRows,
        /// `{0}` laps, `{1}` where, `{2}` end.
        Relays,
        /// `{0}` what was captured.
        LapsCaptured,
        OneRelay,
        /// `{0}` relays.
        ManyRelays,
        /// `{0}` the end hole.
        LapsEnd,
        /// `{0}` laps, `{1}` what happened, `{2}` the end or "".
        Laps,
        /// `{0}` laps.
        Skipped,
        /// `{0}` the nyumba's name, `{1}` hole.
        HouseStop,
        /// `{0}` hole, `{1}` the takasia's name.
        TakasiaStop,
        /// `{0}` laps.
        NeverEnding,
        /// `{0}` the side.
        FrontRowEmptied,
        /// `{0}` the takasia's name, `{1}` the hole, `{2}` its side.
        TakasiaMarked,
        /// `{0}` the side, `{1}` the stage.
        StageChange,
        /// `{0}` the loser, `{1}` the winner.
        BaoHamna,
        /// `{0}` the outcome, `{1}` why.
        GameEnd,
        /// `{0}` the winner.
        Wins,
        /// A move's summary: `{0}` the mover, `{1}` the gambit.
        SummaryGambit,
        /// `{0}` the mover, `{1}` the move.
        SummaryPlayed,
        /// `{0}` one seed, `{1}` the hole.
        SummaryCapturedOne,
        /// `{0}` seeds, `{1}` the holes.
        SummaryCaptured,
        SummaryTakata,
        /// `{0}` the takasia's name, `{1}` the hole marked.
        SummaryTakasia,
        Draw,
    }
}

impl Text for NarrationText {
    fn en(self) -> &'static str {
        use NarrationText::*;
        match self {
            LiftedFrom => "{0} from {1}",
            TakenFrom => "{0} from {1}",
            TakenOneFrom => "{0} from {1}",
            OneFromReserve => "1 from the {0}",
            GambitLifted => "gambit: lifted {0}",
            GambitCaptured => "; captured {0}",
            GambitPlaced => "; placed {0}",
            Placed => "{0}: a seed from the {1} into {2}",
            Destroyed => " — the {0} is destroyed",
            NyumbaCaptured => " (the {0}, destroyed)",
            DestroyedKuu => " — the {0} is destroyed",
            NyumbaCapturedKuu => " (the {0}, destroyed)",
            DirLeft => "to the left",
            DirRight => "to the right",
            Start => "lap {0}: {1}, {2} {3}, ends in {4}{5}",
            Tax => "lap {0}: tax — {1} from the {2} {3} {4}, ends in {5}",
            Relay => "lap {0}: relay from {1}, {2}, ends in {3}{4}",
            SafariLap => "lap {0}: safari from the {1} {2}, {3}, ends in {4}{5}",
            Capture => "lap {0}: captured {1}{2} → entered at kichwa {3}, sowing on {4}, ends in {5}",
            FrontRow => "along the front row",
            BackRow => "round the back row",
            BothRows => "round both rows",
            Relays => "laps {0}: relay {1}, ends in {2}",
            LapsCaptured => "captured {0}",
            OneRelay => "1 relay",
            ManyRelays => "{0} relays",
            LapsEnd => ", ends in {0}",
            Laps => "laps {0}: {1}{2}",
            Skipped => "laps {0} are not drawn one by one",
            HouseStop => "the move stops in the {0} {1}",
            TakasiaStop => "the move stops in {0}, the {1} hole",
            NeverEnding => "the move would never end: it stops after lap {0}",
            FrontRowEmptied => "{0}'s own front row is empty: {0} loses",
            TakasiaMarked => "{0}: {1} may not start {2}'s next move",
            StageChange => "{0} now plays {1}",
            BaoHamna => "Bao hamna! {0}'s front row is empty: {1} wins",
            GameEnd => "game over: {0} — {1}",
            Wins => "{0} wins",
            SummaryGambit => "{0} made the gambit {1}",
            SummaryPlayed => "{0} played {1}",
            SummaryCapturedOne => " and captured {0} seed from {1}",
            SummaryCaptured => " and captured {0} seeds from {1}",
            SummaryTakata => ", a takata",
            SummaryTakasia => ", a takata that puts {0} on {1}",
            Draw => "a draw",
        }
    }

    fn sw(self) -> &'static str {
        use NarrationText::*;
        match self {
            LiftedFrom => "{0} kutoka {1}",
            TakenFrom => "{0} za {1}",
            TakenOneFrom => "{0} ya {1}",
            OneFromReserve => "1 ya {0}",
            GambitLifted => "mpangilio: amechukua kete {0}",
            GambitCaptured => "; amekula kete {0}",
            GambitPlaced => "; zimewekwa {0}",
            Placed => "{0}: kete moja ya {1} imewekwa kwenye {2}",
            Destroyed => " — {0} imevunjwa",
            NyumbaCaptured => " ({0}, imevunjwa)",
            DestroyedKuu => " — {0} limevunjwa",
            NyumbaCapturedKuu => " ({0}, limevunjwa)",
            DirLeft => "kuelekea kushoto",
            DirRight => "kuelekea kulia",
            Start => "mzunguko {0}: {1}, {2} {3}, unaishia {4}{5}",
            Tax => "mzunguko {0}: kodi — {1} kutoka {2} {3} {4}, unaishia {5}",
            Relay => "mzunguko {0}: anaendelea kutoka {1}, {2}, unaishia {3}{4}",
            SafariLap => "mzunguko {0}: safari kutoka {1} {2}, {3}, unaishia {4}{5}",
            Capture => "mzunguko {0}: amekula kete {1}{2} → zimeingia kwenye kichwa {3}, anapanda {4}, unaishia {5}",
            FrontRow => "katika safu ya mbele",
            BackRow => "kuzunguka safu ya nyuma",
            BothRows => "kuzunguka safu zote mbili",
            Relays => "mizunguko {0}: anaendelea {1}, mwisho ni {2}",
            LapsCaptured => "amekula kete {0}",
            OneRelay => "ameendelea mara 1",
            ManyRelays => "ameendelea mara {0}",
            LapsEnd => ", mwisho ni {0}",
            Laps => "mizunguko {0}: {1}{2}",
            Skipped => "mizunguko {0} haionyeshwi moja moja",
            HouseStop => "mwendo unasimama kwenye {0} {1}",
            TakasiaStop => "mwendo unasimama kwenye {0}, shimo la {1}",
            NeverEnding => "mwendo huu usingeisha kamwe: unasimama baada ya mzunguko wa {0}",
            FrontRowEmptied => "safu ya mbele ya {0} mwenyewe iko tupu: {0} ameshindwa",
            TakasiaMarked => "{0}: shimo {1} haliwezi kuanza mwendo ujao wa {2}",
            StageChange => "sasa {0} anacheza {1}",
            BaoHamna => "Bao hamna! Safu ya mbele ya {0} iko tupu: {1} ameshinda",
            GameEnd => "mchezo umekwisha: {0} — {1}",
            Wins => "{0} ameshinda",
            SummaryGambit => "{0} amefanya mpangilio {1}",
            SummaryPlayed => "{0} amecheza {1}",
            SummaryCapturedOne => " na amekula kete {0} ya {1}",
            SummaryCaptured => " na amekula kete {0} za {1}",
            SummaryTakata => ", takata",
            SummaryTakasia => ", takata inayoweka {0} kwenye {1}",
            Draw => "sare",
        }
    }
}
