//! The game review's texts.

use crate::app::i18n::text::Text;
use crate::listed_enum;

listed_enum! {
    /// The game review's texts.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum ReviewText {
        Review,
        Title,
        Progress,
        Done,
        Cancel,
        Resume,
        Failed,
        NoGame,
        Graph,
        PointLabel,
        Blunder,
        Mistake,
        Better,
        Marks,
        NoMarks,
        Ply,
        Learn,
        LearnPrompt,
        YourMove,
        Check,
        Checking,
        Good,
        NotBetter,
        NotAMove,
        Next,
        Previous,
        StopLearning,
        Back,
        Proven,
        Eval,
    }
}

impl Text for ReviewText {
    fn en(self) -> &'static str {
        use ReviewText::*;
        match self {
            Review => "Review",
            Title => "Game review",
            Progress => "Reviewed {0} of {1} plies",
            Done => "All {0} plies reviewed (every move against the best move of one search, depth {1} or a proven result).",
            Cancel => "Cancel",
            Resume => "Go on",
            Failed => "The review stopped: {0}",
            NoGame => "No moves to review yet. Play some moves, or load a game with “{0}” on the game's page, then choose {1}.",
            Graph => "Evaluation over the plies (South's side, up is good for South)",
            PointLabel => "Ply {0}: {1}",
            Blunder => "blunder",
            Mistake => "mistake",
            Better => "{0} {1}: {2} was better",
            Marks => "Blunders and mistakes",
            NoMarks => "No blunders or mistakes.",
            Ply => "Ply {0}",
            Learn => "Learn from your mistakes",
            LearnPrompt => "Ply {0}: {1} played {2}, a {3}. Find a better move.",
            YourMove => "Your move (e.g. A6<)",
            Check => "Check",
            Checking => "The search is checking your move…",
            Good => "{0}: good — as good as the best move found.",
            NotBetter => "{0} is still a {1}. Try again.",
            NotAMove => "Not a move here: {0}",
            Next => "Next",
            Previous => "Previous",
            StopLearning => "Stop",
            Back => "Back to the game",
            Proven => "{0} wins in {1} plies (proven)",
            Eval => "{0} seeds for South",
        }
    }

    fn sw(self) -> &'static str {
        use ReviewText::*;
        match self {
            Review => "Kagua",
            Title => "Ukaguzi wa mchezo",
            Progress => "Miendo {0} kati ya {1} imekaguliwa",
            Done => "Miendo yote {0} imekaguliwa (kila mwendo dhidi ya mwendo bora wa utafutaji mmoja, kina {1} au matokeo yaliyothibitishwa).",
            Cancel => "Ghairi",
            Resume => "Endelea",
            Failed => "Ukaguzi umesimama: {0}",
            NoGame => "Bado hakuna miendo ya kukagua. Cheza miendo michache, au leta mchezo kwa “{0}” kwenye ukurasa wa mchezo, kisha uchague {1}.",
            Graph => "Tathmini kwa kila mwendo (upande wa Kusini, juu ni vizuri kwa Kusini)",
            PointLabel => "Mwendo {0}: {1}",
            Blunder => "kosa kubwa",
            Mistake => "kosa",
            Better => "{0} {1}: {2} ingekuwa bora",
            Marks => "Makosa makubwa na makosa",
            NoMarks => "Hakuna makosa.",
            Ply => "Mwendo {0}",
            Learn => "Jifunze kutokana na makosa yako",
            LearnPrompt => "Mwendo {0}: {1} alicheza {2}, {3}. Tafuta mwendo bora zaidi.",
            YourMove => "Mwendo wako (mf. A6<)",
            Check => "Kagua",
            Checking => "Utafutaji unakagua mwendo wako…",
            Good => "{0}: vizuri — ni bora kama mwendo bora uliopatikana.",
            NotBetter => "{0} bado ni {1}. Jaribu tena.",
            NotAMove => "Si mwendo hapa: {0}",
            Next => "Inayofuata",
            Previous => "Iliyotangulia",
            StopLearning => "Acha",
            Back => "Rudi kwenye mchezo",
            Proven => "{0} anashinda katika miendo {1} (imethibitishwa)",
            Eval => "kete {0} kwa Kusini",
        }
    }
}
