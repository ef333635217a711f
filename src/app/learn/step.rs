//! A step of the learning path as data: a study position, a goal the engine checks, and its
//! words in English and Kiswahili.

use crate::app::i18n::Lang;
use crate::engine::{parse_move, Hole, Move, Position};
use crate::listed_enum;

/// A text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Text {
    pub en: &'static str,
    pub sw: &'static str,
}

impl Text {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Sw => self.sw,
        }
    }
}

/// What the learner must do in a step, with the data its checker needs. Moves and holes are
/// in the notation of RULES.md §12. `wanted` is the one legal move that meets a choice goal
/// (derived by hand in the step's comment, checked against every legal move by the tests and
/// by `tools/reference/check_steps.py`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Tap the hole where `mv` ends, before it is shown.
    PredictEnd { mv: &'static str },
    /// Tap the opponent's holes that `mv` captures.
    PredictCaptures { mv: &'static str },
    /// Play the move whose last seed falls into `hole`.
    EndIn { hole: &'static str, wanted: &'static str },
    /// Find a legal move: every legal move starts from `hole`; the other holes say why not.
    FindLegal { hole: &'static str },
    /// Capture more seeds than any other move.
    CaptureMost { wanted: &'static str },
    /// Choose the kichwa of a namua capture that captures the most.
    Kichwa { wanted: &'static str },
    /// Choose stop or safari at the nyumba, whichever captures the most.
    Safari { wanted: &'static str },
    /// Win at once by Bao hamna.
    BaoHamna { wanted: &'static str },
    /// Win at once by leaving the opponent no legal move.
    WinNow { wanted: &'static str },
    /// Leave the opponent no capture move.
    NoCaptureLeft { wanted: &'static str },
    /// Play the takata that takasias an opponent's hole.
    Takasia { wanted: &'static str },
    /// Play `moves` moves against the computer without losing; the start is proven to hold
    /// that long by a search of `nodes` nodes, and a move is accepted while it still holds.
    Survive { moves: u8, nodes: u64 },
    /// Win a won ending against the computer; the start is proven won by a search of `nodes`
    /// nodes, and a move is accepted when it keeps the game proven won.
    WinEnding { nodes: u64 },
    /// Bawo: place the gambit so that North's gambit captures no front seed; `example` is one
    /// such placement.
    GambitSafe { example: &'static str },
}

listed_enum! {
    /// The kinds of goal, for progress displays and the curriculum's own tests; the names are
    /// the export's to the reference check.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum GoalKind {
        PredictEnd => "predict_end",
        PredictCaptures => "predict_captures",
        EndIn => "end_in",
        FindLegal => "find_legal",
        CaptureMost => "capture_most",
        Kichwa => "kichwa",
        Safari => "safari",
        BaoHamna => "bao_hamna",
        WinNow => "win_now",
        NoCaptureLeft => "no_capture_left",
        Takasia => "takasia",
        Survive => "survive",
        WinEnding => "win_ending",
        GambitSafe => "gambit_safe",
    }
}

impl Goal {
    /// The goal's kind.
    pub fn kind(&self) -> GoalKind {
        match self {
            Goal::PredictEnd { .. } => GoalKind::PredictEnd,
            Goal::PredictCaptures { .. } => GoalKind::PredictCaptures,
            Goal::EndIn { .. } => GoalKind::EndIn,
            Goal::FindLegal { .. } => GoalKind::FindLegal,
            Goal::CaptureMost { .. } => GoalKind::CaptureMost,
            Goal::Kichwa { .. } => GoalKind::Kichwa,
            Goal::Safari { .. } => GoalKind::Safari,
            Goal::BaoHamna { .. } => GoalKind::BaoHamna,
            Goal::WinNow { .. } => GoalKind::WinNow,
            Goal::NoCaptureLeft { .. } => GoalKind::NoCaptureLeft,
            Goal::Takasia { .. } => GoalKind::Takasia,
            Goal::Survive { .. } => GoalKind::Survive,
            Goal::WinEnding { .. } => GoalKind::WinEnding,
            Goal::GambitSafe { .. } => GoalKind::GambitSafe,
        }
    }

    /// The move a choice goal wants (the one legal move that meets it).
    pub fn wanted(&self) -> Option<&'static str> {
        match *self {
            Goal::EndIn { wanted, .. }
            | Goal::CaptureMost { wanted }
            | Goal::Kichwa { wanted }
            | Goal::Safari { wanted }
            | Goal::BaoHamna { wanted }
            | Goal::WinNow { wanted }
            | Goal::NoCaptureLeft { wanted }
            | Goal::Takasia { wanted } => Some(wanted),
            _ => None,
        }
    }

    /// The move a prediction step asks about.
    pub fn predicted(&self) -> Option<&'static str> {
        match *self {
            Goal::PredictEnd { mv } | Goal::PredictCaptures { mv } => Some(mv),
            _ => None,
        }
    }

    /// A play-out step: the learner plays on against the computer.
    pub fn is_play_out(&self) -> bool {
        matches!(self, Goal::Survive { .. } | Goal::WinEnding { .. })
    }
}

/// One step: a stable id (progress is stored by it), a study position (RULES.md §12 JSON,
/// South to move), the goal, and its words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub id: &'static str,
    pub position: &'static str,
    pub goal: Goal,
    /// One sentence: what to do.
    pub task: Text,
    /// A short explanation of the idea, shown with the step and after it is solved.
    pub explain: Text,
}

impl Step {
    /// The step's position (the curriculum is checked by the tests, so it always reads).
    pub fn start(&self) -> Position {
        Position::from_json(self.position, true).expect("step positions are valid study positions")
    }

    /// A move in notation, parsed in the step's start position.
    pub fn parse(&self, text: &str) -> Option<Move> {
        parse_move(&self.start(), text).ok().map(|(mv, _)| mv)
    }

    /// The hole named in the goal, if any.
    pub fn goal_hole(&self) -> Option<Hole> {
        match self.goal {
            Goal::EndIn { hole, .. } | Goal::FindLegal { hole } => Hole::parse(hole),
            _ => None,
        }
    }
}

/// A stage: a few steps on one idea, in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub id: &'static str,
    pub title: Text,
    pub steps: &'static [Step],
}
