//! Button labels of the toolbar, the controls and the prompts.

use super::text::Text;
use crate::listed_enum;

listed_enum! {
    /// Button labels of the toolbar, the controls and the prompts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ButtonText {
        NewGame,
        Undo,
        Hint,
        Redo,
        Resign,
        Flip,
        Skip,
        Replay,
        Export,
        Import,
        Share,
        Games,
        Keys,
        Glossary,
        Close,
        Start,
        Rematch,
        NextMatchGame,
        Live,
        PlayFromHere,
        Stop,
        Safari,
        PlaceUndo,
        PlaceConfirm,
        YesReplace,
        NoKeep,
        Load,
        ExportBroken,
        ReloadUpdate,
        ReloadAnyway,
        NotNow,
        Reload,
        Dismiss,
        Retry,
    }
}

impl Text for ButtonText {
    fn en(self) -> &'static str {
        use ButtonText::*;
        match self {
            NewGame => "New game",
            Undo => "Undo",
            Hint => "Hint",
            Redo => "Redo",
            Resign => "Resign",
            Flip => "Flip board",
            Skip => "Skip",
            Replay => "Replay last move",
            Export => "Export record",
            Import => "Import record",
            Share => "Share link",
            Games => "Game list",
            Keys => "Keys",
            Glossary => "Glossary",
            Close => "Close",
            Start => "Start",
            Rematch => "Rematch",
            NextMatchGame => "Next game of the match",
            Live => "Back to the game",
            PlayFromHere => "Play from here",
            Stop => "Stop",
            Safari => "Safari",
            PlaceUndo => "Take back a seed",
            PlaceConfirm => "Confirm placement",
            YesReplace => "Yes, start the new one",
            NoKeep => "No, keep playing",
            Load => "Load",
            ExportBroken => "Export the unreadable data",
            ReloadUpdate => "Reload to update",
            ReloadAnyway => "Reload anyway",
            NotNow => "Not now",
            Reload => "Reload",
            Dismiss => "Dismiss",
            Retry => "Try again",
        }
    }

    fn sw(self) -> &'static str {
        use ButtonText::*;
        match self {
            NewGame => "Mchezo mpya",
            Undo => "Tendua mwendo",
            Hint => "Dokezo",
            Redo => "Rudia mwendo",
            Resign => "Kubali kushindwa",
            Flip => "Geuza ubao",
            Skip => "Ruka",
            Replay => "Onyesha tena mwendo wa mwisho",
            Export => "Hamisha rekodi",
            Import => "Leta rekodi",
            Share => "Kiungo cha kushiriki",
            Games => "Orodha ya michezo",
            Keys => "Vitufe",
            Glossary => "Kamusi",
            Close => "Funga",
            Start => "Anza",
            Rematch => "Cheza tena",
            NextMatchGame => "Mchezo unaofuata wa mashindano",
            Live => "Rudi kwenye mchezo",
            PlayFromHere => "Cheza kuanzia hapa",
            Stop => "Simama",
            Safari => "Safari",
            PlaceUndo => "Rudisha kete moja",
            PlaceConfirm => "Thibitisha mpangilio",
            YesReplace => "Ndiyo, anza mpya",
            NoKeep => "Hapana, endelea kucheza",
            Load => "Fungua",
            ExportBroken => "Hamisha data isiyosomeka",
            ReloadUpdate => "Pakia upya kusasisha",
            ReloadAnyway => "Pakia upya hata hivyo",
            NotNow => "Si sasa",
            Reload => "Pakia upya",
            Dismiss => "Ondoa",
            Retry => "Jaribu tena",
        }
    }
}
