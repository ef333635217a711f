//! A step of the learning path as data: a study position, a goal the engine checks, and its
//! words in English and Kiswahili. The types read from the stage files of `content/learn/`
//! (see `content/README.md` and [`super::content`]); their strings are read once and kept for
//! the program's life (`&'static str`), so the types stay `Copy`.

use serde::de::{Deserializer, Visitor};
use serde::Deserialize;
use serde_json::value::RawValue;

use crate::app::i18n::Lang;
use crate::engine::{parse_move, Hole, Move, Position};

/// A text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    #[serde(deserialize_with = "kept_str")]
    pub en: Kept,
    #[serde(deserialize_with = "kept_str")]
    pub sw: Kept,
}

/// A string read once and kept for the program's life (`&'static str`). The alias keeps serde
/// from borrowing it from the text read, which would tie the types to the input's lifetime.
pub type Kept = &'static str;

/// Reads a string and keeps it for the program's life: the curriculum is read once.
fn kept_str<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
    struct Kept;
    impl Visitor<'_> for Kept {
        type Value = &'static str;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a string")
        }
        fn visit_str<E>(self, text: &str) -> Result<&'static str, E> {
            Ok(text.to_owned().leak())
        }
    }
    deserializer.deserialize_str(Kept)
}

/// Reads a JSON value (a step's position) as its text, kept for the program's life.
fn kept_json<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
    let raw: Box<RawValue> = Deserialize::deserialize(deserializer)?;
    Ok(Box::leak(raw).get())
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
///
/// In a stage file a goal is an object whose `kind` is the [`GoalKind::name`] and whose other
/// fields are the variant's (`mv` is written `move`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Goal {
    /// Tap the hole where `mv` ends, before it is shown.
    PredictEnd {
        #[serde(rename = "move", deserialize_with = "kept_str")]
        mv: Kept,
    },
    /// Tap the opponent's holes that `mv` captures.
    PredictCaptures {
        #[serde(rename = "move", deserialize_with = "kept_str")]
        mv: Kept,
    },
    /// Play the move whose last seed falls into `hole`.
    EndIn {
        #[serde(deserialize_with = "kept_str")]
        hole: Kept,
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Find a legal move: every legal move starts from `hole`; the other holes say why not.
    FindLegal {
        #[serde(deserialize_with = "kept_str")]
        hole: Kept,
    },
    /// Capture more seeds than any other move.
    CaptureMost {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Choose the kichwa of a namua capture that captures the most.
    Kichwa {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Choose stop or safari at the nyumba, whichever captures the most.
    Safari {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Win at once by Bao hamna.
    BaoHamna {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Win at once by leaving the opponent no legal move.
    WinNow {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Leave the opponent no capture move.
    NoCaptureLeft {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Play the takata that takasias an opponent's hole.
    Takasia {
        #[serde(deserialize_with = "kept_str")]
        wanted: Kept,
    },
    /// Play `moves` moves against the computer without losing; the start is proven to hold
    /// that long by a search of `nodes` nodes, and a move is accepted while it still holds.
    Survive { moves: u8, nodes: u64 },
    /// Win a won ending against the computer; the start is proven won by a search of `nodes`
    /// nodes, and a move is accepted when it keeps the game proven won.
    WinEnding { nodes: u64 },
    /// Bawo: place the gambit so that North's gambit captures no front seed; `example` is one
    /// such placement.
    GambitSafe {
        #[serde(deserialize_with = "kept_str")]
        example: Kept,
    },
}

/// The kinds of goal, for progress displays and the curriculum's own tests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GoalKind {
    PredictEnd,
    PredictCaptures,
    EndIn,
    FindLegal,
    CaptureMost,
    Kichwa,
    Safari,
    BaoHamna,
    WinNow,
    NoCaptureLeft,
    Takasia,
    Survive,
    WinEnding,
    GambitSafe,
}

impl GoalKind {
    /// A stable name (the export to the reference check uses it).
    pub fn name(self) -> &'static str {
        match self {
            GoalKind::PredictEnd => "predict_end",
            GoalKind::PredictCaptures => "predict_captures",
            GoalKind::EndIn => "end_in",
            GoalKind::FindLegal => "find_legal",
            GoalKind::CaptureMost => "capture_most",
            GoalKind::Kichwa => "kichwa",
            GoalKind::Safari => "safari",
            GoalKind::BaoHamna => "bao_hamna",
            GoalKind::WinNow => "win_now",
            GoalKind::NoCaptureLeft => "no_capture_left",
            GoalKind::Takasia => "takasia",
            GoalKind::Survive => "survive",
            GoalKind::WinEnding => "win_ending",
            GoalKind::GambitSafe => "gambit_safe",
        }
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

    /// The hole a goal names (as written), if any.
    pub fn hole(&self) -> Option<&'static str> {
        match *self {
            Goal::EndIn { hole, .. } | Goal::FindLegal { hole } => Some(hole),
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(deserialize_with = "kept_str")]
    pub id: Kept,
    /// The position's JSON text (a nested object in the stage file).
    #[serde(deserialize_with = "kept_json")]
    pub position: Kept,
    pub goal: Goal,
    /// How the wanted move (or a prediction's answer) follows from the rules, worked out by
    /// hand for the teacher and the reviewer; not shown to the learner. Empty when none.
    #[serde(default, deserialize_with = "kept_str")]
    pub derivation: Kept,
    /// One sentence: what to do.
    pub task: Text,
    /// A short explanation of the idea, shown with the step and after it is solved.
    pub explain: Text,
}

impl Step {
    /// The step's position (a step is read only when its position is a valid study position:
    /// [`super::content`]).
    pub fn start(&self) -> Position {
        Position::from_json(self.position, true).expect("step positions are checked when read")
    }

    /// A move in notation, parsed in the step's start position.
    pub fn parse(&self, text: &str) -> Option<Move> {
        parse_move(&self.start(), text).ok().map(|(mv, _)| mv)
    }

    /// The hole named in the goal, if any.
    pub fn goal_hole(&self) -> Option<Hole> {
        self.goal.hole().and_then(Hole::parse)
    }
}

/// A stage: a few steps on one idea, in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    pub id: &'static str,
    pub title: Text,
    pub steps: &'static [Step],
}
