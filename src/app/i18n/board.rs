//! The words on and around the board: the move preview, its setting, the legend of the
//! board's markings and the reserve seeds.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The board's own words: preview, legend, reserves.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BoardText {
        /// `{0}` the move (`A3>`), `{1}` the hole where its first lap ends.
        PreviewEnds,
        /// `{0}` the move, `{1}` the end hole, `{2}` the seeds captured, `{3}` the captured hole.
        PreviewCaptures,
        /// A first lap's preview (`{0}`) of a move that captures more: `{1}` seeds in all.
        PreviewTotal,
        /// The setting that switches the preview on and off.
        SettingPreview,
        LegendTitle,
        /// `{0}` the house's name in this game (nyumba or kuu).
        LegendHouse,
        LegendKichwa,
        LegendKimbi,
        /// `{0}` the takasia's name in this game.
        LegendTakasia,
        LegendPlayable,
        LegendPreview,
        LegendTrail,
        LegendExposed,
        /// The reserve seeds drawn beside the board: `{0}` the count.
        ReserveSeeds,
    }
}

impl Text for BoardText {
    fn en(self) -> &'static str {
        use BoardText::*;
        match self {
            PreviewEnds => "{0}: the first lap ends in {1}",
            PreviewCaptures => "{0}: the first lap ends in {1} and captures {2} from {3}",
            PreviewTotal => "{0}; the whole move captures {1}",
            SettingPreview => "Move preview",
            LegendTitle => "Board markings",
            LegendHouse => "{0}: the square hole, while its owner still owns it",
            LegendKichwa => "kichwa: the end holes of the front row (full ring); captured seeds enter the board here",
            LegendKimbi => "kimbi: the dotted holes 2 and 7 with the kichwa beside them; a capture from a kimbi enters at its own kichwa",
            LegendTakasia => "{0}: the red triangle; this hole may not start the next move",
            LegendPlayable => "green ring: a hole you can play now",
            LegendPreview => "dashed ring: where the first lap of the move under the pointer ends; red cross: the hole it captures",
            LegendTrail => "tinted holes: the path of the last or viewed move; red dashes: the holes it captured",
            LegendExposed => "in the Bawo gambit, a red cross: a placement the opponent captures at once",
            ReserveSeeds => "{0} seeds in reserve",
        }
    }

    fn sw(self) -> &'static str {
        use BoardText::*;
        match self {
            PreviewEnds => "{0}: mzunguko wa kwanza unaishia {1}",
            PreviewCaptures => "{0}: mzunguko wa kwanza unaishia {1} na kula kete {2} za {3}",
            PreviewTotal => "{0}; mwendo mzima unakula kete {1}",
            SettingPreview => "Onyesho la mwendo",
            LegendTitle => "Alama za ubao",
            LegendHouse => "{0}: shimo la mraba, maadamu mwenyewe bado analimiliki",
            LegendKichwa => "kichwa: mashimo ya pembeni ya safu ya mbele (duara kamili); kete zilizoliwa huingia ubaoni hapa",
            LegendKimbi => "kimbi: mashimo ya nukta 2 na 7 pamoja na kichwa kilicho kando yake; kula kutoka kimbi huingia kwenye kichwa chake",
            LegendTakasia => "{0}: pembetatu nyekundu; shimo hili haliwezi kuanza mwendo ujao",
            LegendPlayable => "duara la kijani: shimo unaloweza kucheza sasa",
            LegendPreview => "duara la mistari: mzunguko wa kwanza wa mwendo ulio chini ya kiashiria unapoishia; msalaba mwekundu: shimo litakaloliwa",
            LegendTrail => "mashimo yenye rangi: njia ya mwendo wa mwisho au unaotazamwa; mistari myekundu: mashimo uliyoyala",
            LegendExposed => "katika mpangilio wa Bawo, msalaba mwekundu: kete alizoweka mchezaji ambazo mpinzani anaweza kula mara moja",
            ReserveSeeds => "kete {0} za ghala",
        }
    }
}
