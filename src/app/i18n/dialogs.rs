//! The dialogs: new game, replace, import, game list, keys and glossary.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The dialogs: new game, replace, import, game list, keys and glossary.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DialogText {
        NewTitle,
        NewGame,
        NewSetup,
        NewOpponent,
        NewHuman,
        NewComputer,
        NewLevel,
        NewLevelWeakest,
        NewLevelTop,
        NewComputerSide,
        NewMatch,
        ConfirmReplace,
        ReplaceUnsaved,
        ImportTitle,
        ImportPaste,
        GamesTitle,
        GamesEmpty,
        GamesFinished,
        GamesAbandoned,
        KeysTitle,
        KeysArrows,
        KeysEnter,
        KeysDir,
        KeysUndo,
        KeysFlip,
        KeysHelp,
        KeysEscape,
        KeysMoveList,
        KeysLaps,
        GlossaryTitle,
        GlossaryNyumba,
        GlossaryKichwa,
        GlossaryKimbi,
        GlossaryNamua,
        GlossaryMtaji,
        GlossaryTakata,
        GlossaryTakasia,
        GlossarySafari,
        GlossaryNemo,
    }
}

impl Text for DialogText {
    fn en(self) -> &'static str {
        use DialogText::*;
        match self {
            NewTitle => "New game",
            NewGame => "Game",
            NewSetup => "Bawo setup",
            NewOpponent => "Opponent",
            NewHuman => "A friend on this device",
            NewComputer => "The computer",
            NewLevel => "Level",
            NewLevelWeakest => "{0} (weakest)",
            NewLevelTop => "{0} (strongest)",
            NewComputerSide => "The computer plays",
            NewMatch => "Best of three (Bao la Kete match)",
            ConfirmReplace => "The current game is not finished. Start the other game anyway? The current one stays in the game list.",
            ReplaceUnsaved => {
                "This game is not saved: the browser's storage failed. In the game list it lasts only until this tab is closed; export it first to keep it."
            }
            ImportTitle => "Import a game record",
            ImportPaste => "Paste a record here, or choose a file:",
            GamesTitle => "Finished and abandoned games",
            GamesEmpty => "No games yet.",
            GamesFinished => "finished",
            GamesAbandoned => "abandoned",
            KeysTitle => "Keys",
            KeysArrows => "Arrow keys: move between holes (← / → choose the direction once a hole is picked)",
            KeysEnter => "Enter: pick the hole",
            KeysDir => "< or , : sow to your left; > or . : sow to your right",
            KeysUndo => "u: undo",
            KeysFlip => "f: flip the board",
            KeysHelp => "?: show these keys",
            KeysEscape => "Escape: cancel, close",
            KeysMoveList => "Home ← → End, with no hole focused: step through the move list (buttons |◀ ◀ ▶ ▶| too)",
            KeysLaps => "Space (outside the board): pause or play the move; [ / ]: one lap back / forward",
            GlossaryTitle => "Glossary",
            GlossaryNyumba => "nyumba (kuu in Lamu and Malawi): the square house, hole 5 of the front row",
            GlossaryKichwa => "kichwa: the two end holes of the front row, where captured seeds enter",
            GlossaryKimbi => "kimbi: the two holes at each end of the front row",
            GlossaryNamua => "namua (nemo in Lamu): the first stage, each move starts with a seed from the reserve",
            GlossaryMtaji => "mtaji: the second stage, moves start by lifting a hole",
            GlossaryTakata => "takata: a move that captures nothing",
            GlossaryTakasia => "takasia (hizi zetu in Lamu): a hole marked so that it may not start the next move",
            GlossarySafari => "safari: going on from the nyumba, lifting all its seeds",
            GlossaryNemo => "nemo (Malawi): the reserve seeds",
        }
    }

    fn sw(self) -> &'static str {
        use DialogText::*;
        match self {
            NewTitle => "Mchezo mpya",
            NewGame => "Mchezo",
            NewSetup => "Kanuni za Bawo",
            NewOpponent => "Mpinzani",
            NewHuman => "Rafiki kwenye kifaa hiki",
            NewComputer => "Kompyuta",
            NewLevel => "Kiwango",
            NewLevelWeakest => "{0} (dhaifu zaidi)",
            NewLevelTop => "{0} (hodari zaidi)",
            NewComputerSide => "Kompyuta inacheza",
            NewMatch => "Bora kati ya mitatu (mashindano ya Bao la Kete)",
            ConfirmReplace => "Mchezo huu haujaisha. Uanze mchezo mwingine hata hivyo? Huu utabaki kwenye orodha ya michezo.",
            ReplaceUnsaved => "Mchezo huu haujahifadhiwa: hifadhi ya kivinjari imeshindwa. Kwenye orodha ya michezo utakaa tu hadi kichupo hiki kifungwe; uhamishe kwanza ili uutunze.",
            ImportTitle => "Leta rekodi ya mchezo",
            ImportPaste => "Bandika rekodi hapa, au chagua faili:",
            GamesTitle => "Michezo iliyokwisha na iliyoachwa",
            GamesEmpty => "Bado hakuna michezo.",
            GamesFinished => "umekwisha",
            GamesAbandoned => "umeachwa",
            KeysTitle => "Vitufe",
            KeysArrows => "Vitufe vya mishale: hamia kati ya mashimo (← / → huchagua mwelekeo shimo likishachaguliwa)",
            KeysEnter => "Enter: chagua shimo",
            KeysDir => "< au , : panda kushoto kwako; > au . : panda kulia kwako",
            KeysUndo => "u: tendua mwendo",
            KeysFlip => "f: geuza ubao",
            KeysHelp => "?: onyesha vitufe hivi",
            KeysEscape => "Escape: ghairi, funga",
            KeysMoveList => "Home ← → End, shimo lolote likiwa halijachaguliwa: pitia orodha ya miendo (pia vitufe |◀ ◀ ▶ ▶|)",
            KeysLaps => "Space (nje ya ubao): simamisha au endeleza mwendo unaoonyeshwa; [ / ]: mzunguko mmoja nyuma / mbele",
            GlossaryTitle => "Kamusi",
            GlossaryNyumba => "nyumba (kuu huko Lamu na Malawi): shimo la mraba, shimo la 5 la safu ya mbele",
            GlossaryKichwa => "kichwa: mashimo mawili ya pembeni ya safu ya mbele, kete zilizoliwa huingia hapo",
            GlossaryKimbi => "kimbi: mashimo mawili kila pembe ya safu ya mbele",
            GlossaryNamua => "namua (nemo huko Lamu): awamu ya kwanza, kila mwendo huanza na kete ya ghala",
            GlossaryMtaji => "mtaji: awamu ya pili, miendo huanza kwa kuchukua shimo",
            GlossaryTakata => "takata: mwendo usiokula kitu",
            GlossaryTakasia => "takasia (hizi zetu huko Lamu): shimo lililowekewa alama lisianze mwendo unaofuata",
            GlossarySafari => "safari: kuendelea kutoka nyumba, ukichukua kete zake zote",
            GlossaryNemo => "nemo (Malawi): kete za ghala",
        }
    }
}
