//! Why a hole cannot be played (the engine's `WhyNot`) and the notices.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// Why a hole cannot be played (the engine's `WhyNot`) and the notices.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ErrorText {
        NoticeImported,
        NoticeOtherTab,
        NoticeSaveUnreadable,
        NoticeSaveTooNew,
        NoticeDataSetAside,
        NoticeBadLink,
        NoticeBadRecord,
        NoticeLinkReady,
        NoticeNothingToUndo,
        NoticeComputerFailed,
        NoticeCannotPlay,
        NoticeUpdate,
        NoticeUpdateUnsaved,
        NoticeUpdateApplied,
        NoticeComputerUnavailable,
        NoticeComputerStopped,
        NoticeBadAddress,
        NoticeBadCode,
        NoticeEmptyCode,
        NoticeAddressTooLong,
        NoticeNoSuchStep,
        NoticeNoSuchPuzzle,
        NoticeTabClashOurs,
        NoticeTabClashTheirs,
        NoticeStorageFull,
        NoticeStorageUnavailable,
        StoredGame,
        StoredList,
        StoredSettings,
        StoredProgress,
        StoredAnalysis,
        WhyNotYourHole,
        WhyGambitPlacement,
        WhyNotFrontRow,
        WhyEmpty,
        WhySingleton,
        WhyNyumbaNotAlone,
        WhyCaptureCompulsory,
        WhyTakasia,
        WhyTakasiaDuty,
        WhyFrontRowWouldEmpty,
        WhyNeverEnding,
        WhySixteenCannotCapture,
        WhyKuuMustStart,
        WhyBackRowNotAllowed,
        WhyNoSuchDirection,
        WhyNoSafariChoice,
        WhyGameOver,
    }
}

impl Text for ErrorText {
    fn en(self) -> &'static str {
        use ErrorText::*;
        match self {
            NoticeImported => "Game loaded.",
            NoticeOtherTab => "This game was changed in another tab; showing its latest state.",
            NoticeSaveUnreadable => "The saved game could not be read. It was kept aside (you can export it) and a fresh game started.",
            NoticeSaveTooNew => "The saved game is from a newer version ({0}) of the app. It was kept aside and a fresh game started.",
            NoticeDataSetAside => {
                "Some saved data could not be read ({0}). It was kept aside (you can export it) and the defaults are used; your game is unchanged."
            }
            NoticeBadLink => "This link does not contain a game. Your current game is unchanged.",
            NoticeBadRecord => "The record is wrong at line {0} ({1}): {2}. Your current game is unchanged.",
            NoticeLinkReady => "Share link (copied if the browser allowed it):",
            NoticeNothingToUndo => "There is no move to take back or redo.",
            NoticeComputerFailed => "The computer could not move: {0}",
            NoticeCannotPlay => "{0} cannot be played: {1}",
            NoticeBadAddress => "The address {0} names no page of the app. Nothing was changed.",
            NoticeBadCode => "The address {0} carries a code that does not read. Nothing was changed.",
            NoticeEmptyCode => "The address {0} ends without the code of what to show. Nothing was changed.",
            NoticeAddressTooLong => "The address is {0} KB long, longer than any address of the app (at most {1} KB). Nothing was changed.",
            NoticeNoSuchStep => "There is no learning step “{0}”. Nothing was changed.",
            NoticeNoSuchPuzzle => "There is no puzzle “{0}”. Nothing was changed.",
            NoticeUpdate => "A new version of the app is ready.",
            NoticeUpdateUnsaved => "A reload would lose what is not saved in this tab (text you typed, or a game the browser did not keep). Reload anyway?",
            NoticeUpdateApplied => "A new version of the app was installed from another tab. This tab keeps its unsaved work until you reload.",
            NoticeComputerUnavailable => {
                "The computer could not start: its files are not on this device yet and the network does not answer. Your game is unchanged."
            }
            NoticeComputerStopped => "The computer stopped working. Your game is unchanged.",
            NoticeTabClashOurs => "Another tab changed this game at the same time. Your game goes on here; the other tab's version is kept in the game list.",
            NoticeTabClashTheirs => "Another tab changed this game at the same time. Its version is shown; yours is kept in the game list.",
            NoticeStorageFull => "The browser's storage is full. Not saved: {0}. Your game is kept only in this tab until you close it: export it to keep it.",
            NoticeStorageUnavailable => {
                "This browser does not let the app use its storage (a private window, or site data blocked?). Not saved: {0}. Your game is kept only in this tab until you close it: export it to keep it."
            }
            StoredGame => "the game",
            StoredList => "the game list",
            StoredSettings => "the settings",
            StoredProgress => "the learning progress",
            StoredAnalysis => "the analysis",
            WhyNotYourHole => "it is not your hole",
            WhyGambitPlacement => "the first move of Bawo is a placement, not a sowing",
            WhyNotFrontRow => "in namua the seed goes into your front row",
            WhyEmpty => "the hole is empty",
            WhySingleton => "a single seed may not start a move",
            WhyNyumbaNotAlone => "the seed may go into the {0} only when it is your only occupied front hole",
            WhyCaptureCompulsory => "capturing is compulsory and this hole does not capture",
            WhyTakasia => "the opponent marked this hole ({1}): it may not start your move",
            WhyTakasiaDuty => "you must capture the hole you marked ({1})",
            WhyFrontRowWouldEmpty => "your front row would become empty",
            WhyNeverEnding => "the move would never end",
            WhySixteenCannotCapture => "a hole with 16 or more seeds cannot start a capture",
            WhyKuuMustStart => "while your {0} works, every takata starts from it",
            WhyBackRowNotAllowed => "the back row may start a takata only when no front hole holds two or more",
            WhyNoSuchDirection => "there is no such direction here",
            WhyNoSafariChoice => "this move never reaches the {0} choice",
            WhyGameOver => "the game is over",
        }
    }

    fn sw(self) -> &'static str {
        use ErrorText::*;
        match self {
            NoticeImported => "Mchezo umefunguliwa.",
            NoticeOtherTab => "Mchezo huu umebadilishwa kwenye kichupo kingine; hali yake ya karibuni inaonyeshwa.",
            NoticeSaveUnreadable => "Mchezo uliohifadhiwa haukusomeka. Umewekwa kando (unaweza kuuhamisha) na mchezo mpya umeanza.",
            NoticeSaveTooNew => "Mchezo uliohifadhiwa ni wa toleo jipya ({0}) la programu. Umewekwa kando na mchezo mpya umeanza.",
            NoticeDataSetAside => "Baadhi ya data iliyohifadhiwa haikusomeka ({0}). Imewekwa kando (unaweza kuihamisha) na mipangilio ya kawaida inatumika; mchezo wako haujabadilika.",
            NoticeBadLink => "Kiungo hiki hakina mchezo. Mchezo wako haujabadilika.",
            NoticeBadRecord => "Rekodi ina kosa kwenye mstari {0} ({1}): {2}. Mchezo wako haujabadilika.",
            NoticeLinkReady => "Kiungo cha kushiriki (kimenakiliwa kama kivinjari kiliruhusu):",
            NoticeNothingToUndo => "Hakuna mwendo wa kutendua au kurudia.",
            NoticeComputerFailed => "Kompyuta haikuweza kucheza: {0}",
            NoticeCannotPlay => "{0} haliwezi kuchezwa: {1}",
            NoticeBadAddress => "Anwani {0} haitaji ukurasa wowote wa programu. Hakuna kilichobadilishwa.",
            NoticeBadCode => "Anwani {0} ina msimbo usiosomeka. Hakuna kilichobadilishwa.",
            NoticeEmptyCode => "Anwani {0} inaishia bila msimbo wa kitu cha kuonyesha. Hakuna kilichobadilishwa.",
            NoticeAddressTooLong => "Anwani ina urefu wa KB {0}, ndefu kuliko anwani yoyote ya programu (isiyozidi KB {1}). Hakuna kilichobadilishwa.",
            NoticeNoSuchStep => "Hakuna somo “{0}”. Hakuna kilichobadilishwa.",
            NoticeNoSuchPuzzle => "Hakuna fumbo “{0}”. Hakuna kilichobadilishwa.",
            NoticeUpdate => "Toleo jipya la programu liko tayari.",
            NoticeUpdateUnsaved => "Kupakia upya kungepoteza kisichohifadhiwa kwenye kichupo hiki (maandishi uliyoandika, au mchezo ambao kivinjari hakikuutunza). Upakie upya hata hivyo?",
            NoticeUpdateApplied => "Toleo jipya la programu limewekwa kutoka kichupo kingine. Kichupo hiki kinatunza kazi yake isiyohifadhiwa hadi upakie upya.",
            NoticeComputerUnavailable => "Kompyuta haikuweza kuanza: faili zake bado hazimo kwenye kifaa hiki na mtandao haujibu. Mchezo wako haujabadilika.",
            NoticeComputerStopped => "Kompyuta imeacha kufanya kazi. Mchezo wako haujabadilika.",
            NoticeTabClashOurs => "Kichupo kingine kimebadilisha mchezo huu wakati huohuo. Mchezo wako unaendelea hapa; toleo la kichupo kingine limewekwa kwenye orodha ya michezo.",
            NoticeTabClashTheirs => "Kichupo kingine kimebadilisha mchezo huu wakati huohuo. Toleo lake linaonyeshwa; lako limewekwa kwenye orodha ya michezo.",
            NoticeStorageFull => "Hifadhi ya kivinjari imejaa. Havijahifadhiwa: {0}. Mchezo wako upo kwenye kichupo hiki tu hadi ukifunge: uhamishe ili uutunze.",
            NoticeStorageUnavailable => {
                "Kivinjari hiki hakiruhusu programu kutumia hifadhi yake (dirisha la faragha, au data ya tovuti imezuiwa?). Havijahifadhiwa: {0}. Mchezo wako upo kwenye kichupo hiki tu hadi ukifunge: uhamishe ili uutunze."
            }
            StoredGame => "mchezo",
            StoredList => "orodha ya michezo",
            StoredSettings => "mipangilio",
            StoredProgress => "maendeleo ya kujifunza",
            StoredAnalysis => "uchambuzi",
            WhyNotYourHole => "si shimo lako",
            WhyGambitPlacement => "mwendo wa kwanza wa Bawo ni kupanga kete, si kupanda",
            WhyNotFrontRow => "katika namua kete huingia safu yako ya mbele",
            WhyEmpty => "shimo ni tupu",
            WhySingleton => "kete moja haiwezi kuanza mwendo",
            WhyNyumbaNotAlone => "kete inaweza kuingia {0} tu ikiwa ndilo shimo pekee lenye kete mbele",
            WhyCaptureCompulsory => "kula ni lazima na shimo hili halili",
            WhyTakasia => "mpinzani amelitia alama shimo hili ({1}): haliwezi kuanza mwendo wako",
            WhyTakasiaDuty => "lazima ule shimo ulilolitia alama ({1})",
            WhyFrontRowWouldEmpty => "safu yako ya mbele ingekuwa tupu",
            WhyNeverEnding => "mwendo huu usingeisha kamwe",
            WhySixteenCannotCapture => "shimo lenye kete 16 au zaidi haliwezi kuanza kula",
            WhyKuuMustStart => "wakati {0} lako linafanya kazi, kila takata lazima ianzie kwake",
            WhyBackRowNotAllowed => "safu ya nyuma inaweza kuanza takata tu kama hakuna shimo la mbele lenye kete mbili au zaidi",
            WhyNoSuchDirection => "hakuna mwelekeo huo hapa",
            WhyNoSafariChoice => "mwendo huu haufiki uchaguzi wa {0}",
            WhyGameOver => "mchezo umekwisha",
        }
    }
}
