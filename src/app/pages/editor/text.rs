//! The board editor's texts.

use crate::app::i18n::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The board editor's texts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EditorText {
        Editor,
        Title,
        Help,
        StartFrom,
        StartPosition,
        EmptyBoard,
        CurrentPosition,
        Game,
        Setup,
        ToolAdd,
        ToolRemove,
        Reserve,
        HouseOwned,
        ToMove,
        TakasiaMark,
        NoTakasia,
        Study,
        Seeds,
        HoleLabel,
        Valid,
        Opponent,
        Friend,
        ComputerNorth,
        ComputerSouth,
        Level,
        Play,
        Analyse,
        Export,
        Import,
        ImportFailed,
        ShareLink,
        Back,
    }
}

impl Text for EditorText {
    fn en(self) -> &'static str {
        use EditorText::*;
        match self {
            Editor => "Board editor",
            Title => "Set up a position",
            Help => "Click a hole to add a seed; shift-click, a long press or the remove tool takes one away. On a focused hole type a number, + or −; the arrow keys move between holes.",
            StartFrom => "Start from",
            StartPosition => "Start position",
            EmptyBoard => "Empty board",
            CurrentPosition => "Current position",
            Game => "Game",
            Setup => "Setup",
            ToolAdd => "Add seeds",
            ToolRemove => "Remove seeds",
            Reserve => "Reserve",
            HouseOwned => "{0} owned",
            ToMove => "To move",
            TakasiaMark => "{0} mark",
            NoTakasia => "none",
            Study => "Study position (any seed total)",
            Seeds => "{0} seeds",
            HoleLabel => "{0}: {1} seeds",
            Valid => "A legal position: {0} seeds, {1} to move ({2}).",
            Opponent => "Opponent",
            Friend => "a friend (hot-seat)",
            ComputerNorth => "the computer (you play South)",
            ComputerSouth => "the computer (you play North)",
            Level => "Level",
            Play => "Play this position",
            Analyse => "Analyse",
            Export => "Export JSON",
            Import => "Import JSON",
            ImportFailed => "Not read: {0}",
            ShareLink => "Share as a link",
            Back => "Back to the game",
        }
    }

    fn sw(self) -> &'static str {
        use EditorText::*;
        match self {
            Editor => "Panga bao",
            Title => "Panga hali ya ubao",
            Help => "Bofya shimo kuongeza kete moja; shift pamoja na kubofya, kubonyeza kwa muda mrefu, au zana ya kuondoa, huondoa moja. Kwenye shimo lililochaguliwa andika namba, + au −; vitufe vya mishale vinahamia mashimo mengine.",
            StartFrom => "Anza na",
            StartPosition => "Hali ya kuanzia",
            EmptyBoard => "Bao tupu",
            CurrentPosition => "Hali ya sasa",
            Game => "Mchezo",
            Setup => "Kanuni",
            ToolAdd => "Ongeza kete",
            ToolRemove => "Ondoa kete",
            Reserve => "Ghala",
            HouseOwned => "{0} bado ni yake",
            ToMove => "Zamu ya",
            TakasiaMark => "Alama ya {0}",
            NoTakasia => "hakuna",
            Study => "Hali ya kujifunzia (idadi yoyote ya kete)",
            Seeds => "kete {0}",
            HoleLabel => "{0}: kete {1}",
            Valid => "Hali halali: kete {0}, zamu ya {1} ({2}).",
            Opponent => "Mpinzani",
            Friend => "rafiki (kwa zamu kwenye kifaa hiki)",
            ComputerNorth => "kompyuta (wewe ni Kusini)",
            ComputerSouth => "kompyuta (wewe ni Kaskazini)",
            Level => "Kiwango",
            Play => "Cheza hali hii",
            Analyse => "Chambua",
            Export => "Hamisha JSON",
            Import => "Leta JSON",
            ImportFailed => "Haikusomwa: {0}",
            ShareLink => "Shiriki kwa kiungo",
            Back => "Rudi kwenye mchezo",
        }
    }
}
