//! The stage files' format (`content/learn/*.json`, described in `content/README.md`) as the
//! plain types the app uses: [`StageFile`] and the [`Step`]s, [`Goal`]s and [`ContentText`]s it holds.
//! This module depends on serde and serde_json only, not on the rest of the crate: `build.rs`
//! includes it too, reads the stage files with it and writes the curriculum into the app as
//! static data of these types ([`super::curriculum::STAGES`]), so the wasm holds no JSON and no
//! reader; [`super::content`] reads the same files with it at run time, natively, to check them
//! (the tests and `bao learn check`). The strings are read once and kept for the program's life
//! (`&'static str`), so the types stay `Copy`.

use serde::de::{Deserializer, Visitor};
use serde::Deserialize;
#[cfg(not(target_arch = "wasm32"))]
use serde_json::value::RawValue;

/// A stage file as written: the stage's id and title, and its steps, each read on its own (as a
/// [`Step`]) so that an error names its step. Native only: the app never reads a file.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageFile<'a> {
    pub id: String,
    pub title: ContentText,
    /// The puzzle theme that practises the stage's idea (a theme's name), if any.
    #[serde(default)]
    pub puzzles: Option<String>,
    #[serde(borrow)]
    pub steps: Vec<&'a RawValue>,
}

/// A text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ContentText {
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
    struct KeptVisitor;
    impl Visitor<'_> for KeptVisitor {
        type Value = &'static str;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a string")
        }
        fn visit_str<E>(self, text: &str) -> Result<&'static str, E> {
            Ok(text.to_owned().leak())
        }
    }
    deserializer.deserialize_str(KeptVisitor)
}

/// Reads a JSON value (a step's position) as its compact text (no spaces or line breaks; the
/// keys in the order written), kept for the program's life.
fn kept_json<'de, D: Deserializer<'de>>(deserializer: D) -> Result<&'static str, D::Error> {
    let value: serde_json::Value = Deserialize::deserialize(deserializer)?;
    Ok(value.to_string().leak())
}

/// What the learner must do in a step, with the data its checker needs. Moves and holes are
/// in the notation of RULES.md §12. `wanted` is the one legal move that meets a choice goal
/// (derived by hand in the step's `derivation`, checked against every legal move by the tests and
/// by `tools/reference/check_steps.py`).
///
/// In a stage file a goal is an object whose `kind` is the [`GoalKind::name`] and whose other
/// fields are the variant's (`mv` is written `move`): [`GoalFields`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "GoalFields")]
pub enum Goal {
    /// Tap the hole where `mv` ends, before it is shown.
    PredictEnd { mv: Kept },
    /// Tap the opponent's holes that `mv` captures.
    PredictCaptures { mv: Kept },
    /// Tap the hole named `hole` (the board's names, before any sowing).
    NameHole { hole: Kept },
    /// Play the move written `wanted` (reading the notation).
    PlayMove { wanted: Kept },
    /// Play the move whose last seed falls into `hole`.
    EndIn { hole: Kept, wanted: Kept },
    /// Find a legal move: every legal move starts from `hole`; the other holes say why not.
    FindLegal { hole: Kept },
    /// Capture more seeds than any other move.
    CaptureMost { wanted: Kept },
    /// Choose the kichwa of a namua capture that captures the most.
    Kichwa { wanted: Kept },
    /// Choose stop or safari at the nyumba, whichever captures the most.
    Safari { wanted: Kept },
    /// Win at once by Bao hamna.
    BaoHamna { wanted: Kept },
    /// Win at once by leaving the opponent no legal move.
    WinNow { wanted: Kept },
    /// Leave the opponent no capture move.
    NoCaptureLeft { wanted: Kept },
    /// Leave the opponent no capture that takes the mover's nyumba (other captures may stay).
    GuardNyumba { wanted: Kept },
    /// Defend against takasia: leave the opponent no capture and no takata that takasias a
    /// hole of the mover's (RULES.md §7).
    NoTakasiaLeft { wanted: Kept },
    /// Read the reply: play the move whose capture less the opponent's biggest capture in
    /// reply is the largest (the balance, [`crate::ai::read_reply`]).
    ReadReply { wanted: Kept },
    /// Read two moves ahead: play the move with the best balance when each side then plays
    /// its best in turn, the opponent's reply, the mover's answer, the opponent's answer
    /// ([`crate::ai::read_ahead`]).
    ReadAhead { wanted: Kept },
    /// The race to Bao hamna: play the move after which, whatever the opponent replies, the
    /// mover empties the opponent's front row with his next move (the puzzles' bao-hamna
    /// theme, an exact check of three plies).
    BaoHamnaInTwo { wanted: Kept },
    /// Play the takata that takasias an opponent's hole.
    Takasia { wanted: Kept },
    /// Find the only winning move: `wanted`; a search of `nodes` nodes (the puzzles' only-win
    /// proof) proves it wins and every other legal move loses.
    OnlyWin { wanted: Kept, nodes: u64 },
    /// A move reaches the working nyumba: stop there or go on safari. `wanted` is the one of
    /// the two that a search of `nodes` nodes finds clearly better (the puzzles' safari
    /// theme: exactly one such choice, the other at least `SAFARI_MARGIN` below).
    StopOrSafari { wanted: Kept, nodes: u64 },
    /// Opening knowledge: play `wanted`, the move a full search ranks first both `depth - 1`
    /// and `depth` plies deep (the horizon's two parities), each time by at least a seed over
    /// every other move; `costs` says by how much each other move scores less, at both depths.
    SearchedFirst { wanted: Kept, depth: u8, costs: MoveCosts },
    /// Play `moves` moves against the computer without losing; the start is proven to hold
    /// that long by a search of `nodes` nodes, and a move is accepted while it still holds.
    Survive { moves: u8, nodes: u64 },
    /// Win a won ending against the computer; the start is proven won by a search of `nodes`
    /// nodes, and a move is accepted when it keeps the game proven won.
    WinEnding { nodes: u64 },
    /// Bawo: place the gambit so that North's gambit captures no front seed; `example` is one
    /// such placement.
    GambitSafe { example: Kept },
}

/// What another move costs against the first move of a `searched_first` goal: how many
/// hundredths of a seed its search score is behind, `depth - 1` and `depth` plies deep.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveCost {
    #[serde(rename = "move", deserialize_with = "kept_str")]
    pub mv: Kept,
    pub behind: [i32; 2],
}

impl MoveCost {
    /// Reads `move,behind,behind` (a practice level's text, [`PracticeLevel::to_text`]).
    fn from_text(text: &'static str) -> Option<MoveCost> {
        let mut parts = text.split(',');
        let mv = parts.next()?;
        let mut behind = || parts.next()?.parse().ok();
        Some(MoveCost { mv, behind: [behind()?, behind()?] })
    }
}

/// The other moves' costs of a `searched_first` goal, in the order the search ranks them.
/// Its Debug form is its Rust expression (`MoveCosts(&[MoveCost { .. }])`), as every goal's is
/// (`build.rs` writes the curriculum with it).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct MoveCosts(pub &'static [MoveCost]);

impl std::fmt::Debug for MoveCosts {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "MoveCosts(&{:?})", self.0)
    }
}

/// A goal as a stage file writes it: its kind and the fields of every kind, each of which the
/// kind must have or must not have. Read this way rather than as a tagged enum, whose reader
/// costs the wasm bundle more.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoalFields {
    kind: GoalKind,
    #[serde(rename = "move")]
    mv: Option<String>,
    wanted: Option<String>,
    hole: Option<String>,
    example: Option<String>,
    moves: Option<u8>,
    nodes: Option<u64>,
    depth: Option<u8>,
    costs: Option<Vec<MoveCost>>,
}

/// A field the goal's kind needs, taken out of the fields read.
fn take<T>(field: &mut Option<T>, name: &str) -> Result<T, String> {
    field.take().ok_or_else(|| format!("missing field `{name}`"))
}

/// A text field the goal's kind needs, kept for the program's life.
fn take_text(field: &mut Option<String>, name: &str) -> Result<Kept, String> {
    take(field, name).map(String::leak).map(|text| &*text)
}

impl GoalFields {
    /// The name of a field left over once the kind has taken its own.
    fn left_over(&self) -> Option<&'static str> {
        let set = [("move", self.mv.is_some()), ("wanted", self.wanted.is_some()), ("hole", self.hole.is_some()), ("example", self.example.is_some())];
        let numbers = [("moves", self.moves.is_some()), ("nodes", self.nodes.is_some()), ("depth", self.depth.is_some()), ("costs", self.costs.is_some())];
        set.into_iter().chain(numbers).find_map(|(name, present)| present.then_some(name))
    }
}

impl TryFrom<GoalFields> for Goal {
    type Error = String;

    fn try_from(mut fields: GoalFields) -> Result<Goal, String> {
        let f = &mut fields;
        let goal = match f.kind {
            GoalKind::PredictEnd => Goal::PredictEnd { mv: take_text(&mut f.mv, "move")? },
            GoalKind::PredictCaptures => Goal::PredictCaptures { mv: take_text(&mut f.mv, "move")? },
            GoalKind::NameHole => Goal::NameHole { hole: take_text(&mut f.hole, "hole")? },
            GoalKind::PlayMove => Goal::PlayMove { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::EndIn => Goal::EndIn { hole: take_text(&mut f.hole, "hole")?, wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::FindLegal => Goal::FindLegal { hole: take_text(&mut f.hole, "hole")? },
            GoalKind::CaptureMost => Goal::CaptureMost { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::Kichwa => Goal::Kichwa { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::Safari => Goal::Safari { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::BaoHamna => Goal::BaoHamna { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::WinNow => Goal::WinNow { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::NoCaptureLeft => Goal::NoCaptureLeft { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::GuardNyumba => Goal::GuardNyumba { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::NoTakasiaLeft => Goal::NoTakasiaLeft { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::ReadReply => Goal::ReadReply { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::ReadAhead => Goal::ReadAhead { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::BaoHamnaInTwo => Goal::BaoHamnaInTwo { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::Takasia => Goal::Takasia { wanted: take_text(&mut f.wanted, "wanted")? },
            GoalKind::OnlyWin => Goal::OnlyWin { wanted: take_text(&mut f.wanted, "wanted")?, nodes: take(&mut f.nodes, "nodes")? },
            GoalKind::StopOrSafari => Goal::StopOrSafari { wanted: take_text(&mut f.wanted, "wanted")?, nodes: take(&mut f.nodes, "nodes")? },
            GoalKind::SearchedFirst => Goal::SearchedFirst {
                wanted: take_text(&mut f.wanted, "wanted")?,
                depth: take(&mut f.depth, "depth")?,
                costs: MoveCosts(take(&mut f.costs, "costs")?.leak()),
            },
            GoalKind::Survive => Goal::Survive { moves: take(&mut f.moves, "moves")?, nodes: take(&mut f.nodes, "nodes")? },
            GoalKind::WinEnding => Goal::WinEnding { nodes: take(&mut f.nodes, "nodes")? },
            GoalKind::GambitSafe => Goal::GambitSafe { example: take_text(&mut f.example, "example")? },
        };
        match fields.left_over() {
            Some(name) => Err(format!("a {} goal has no field `{name}`", fields.kind.name())),
            None => Ok(goal),
        }
    }
}

crate::listed_enum! {
    /// The kinds of goal, for progress displays and the curriculum's own tests; in a stage
    /// file, the goal's `kind` (its name).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum GoalKind {
        PredictEnd => "predict_end",
        PredictCaptures => "predict_captures",
        NameHole => "name_hole",
        PlayMove => "play_move",
        EndIn => "end_in",
        FindLegal => "find_legal",
        CaptureMost => "capture_most",
        Kichwa => "kichwa",
        Safari => "safari",
        BaoHamna => "bao_hamna",
        WinNow => "win_now",
        NoCaptureLeft => "no_capture_left",
        GuardNyumba => "guard_nyumba",
        NoTakasiaLeft => "no_takasia_left",
        ReadReply => "read_reply",
        ReadAhead => "read_ahead",
        BaoHamnaInTwo => "bao_hamna_in_two",
        Takasia => "takasia",
        OnlyWin => "only_win",
        StopOrSafari => "stop_or_safari",
        SearchedFirst => "searched_first",
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
            Goal::NameHole { .. } => GoalKind::NameHole,
            Goal::PlayMove { .. } => GoalKind::PlayMove,
            Goal::EndIn { .. } => GoalKind::EndIn,
            Goal::FindLegal { .. } => GoalKind::FindLegal,
            Goal::CaptureMost { .. } => GoalKind::CaptureMost,
            Goal::Kichwa { .. } => GoalKind::Kichwa,
            Goal::Safari { .. } => GoalKind::Safari,
            Goal::BaoHamna { .. } => GoalKind::BaoHamna,
            Goal::WinNow { .. } => GoalKind::WinNow,
            Goal::NoCaptureLeft { .. } => GoalKind::NoCaptureLeft,
            Goal::GuardNyumba { .. } => GoalKind::GuardNyumba,
            Goal::NoTakasiaLeft { .. } => GoalKind::NoTakasiaLeft,
            Goal::ReadReply { .. } => GoalKind::ReadReply,
            Goal::ReadAhead { .. } => GoalKind::ReadAhead,
            Goal::BaoHamnaInTwo { .. } => GoalKind::BaoHamnaInTwo,
            Goal::Takasia { .. } => GoalKind::Takasia,
            Goal::OnlyWin { .. } => GoalKind::OnlyWin,
            Goal::StopOrSafari { .. } => GoalKind::StopOrSafari,
            Goal::SearchedFirst { .. } => GoalKind::SearchedFirst,
            Goal::Survive { .. } => GoalKind::Survive,
            Goal::WinEnding { .. } => GoalKind::WinEnding,
            Goal::GambitSafe { .. } => GoalKind::GambitSafe,
        }
    }

    /// The move a choice goal wants (the one legal move that meets it).
    pub fn wanted(&self) -> Option<&'static str> {
        match *self {
            Goal::EndIn { wanted, .. }
            | Goal::PlayMove { wanted }
            | Goal::CaptureMost { wanted }
            | Goal::Kichwa { wanted }
            | Goal::Safari { wanted }
            | Goal::BaoHamna { wanted }
            | Goal::WinNow { wanted }
            | Goal::NoCaptureLeft { wanted }
            | Goal::GuardNyumba { wanted }
            | Goal::NoTakasiaLeft { wanted }
            | Goal::ReadReply { wanted }
            | Goal::ReadAhead { wanted }
            | Goal::BaoHamnaInTwo { wanted }
            | Goal::Takasia { wanted }
            | Goal::OnlyWin { wanted, .. }
            | Goal::StopOrSafari { wanted, .. }
            | Goal::SearchedFirst { wanted, .. } => Some(wanted),
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
            Goal::EndIn { hole, .. } | Goal::FindLegal { hole } | Goal::NameHole { hole } => Some(hole),
            _ => None,
        }
    }

    /// A play-out step: the learner plays on against the computer.
    pub fn is_play_out(&self) -> bool {
        matches!(self, Goal::Survive { .. } | Goal::WinEnding { .. })
    }
}

/// A step's computed claim, as data: what a search proves about a play-out's first moves, or
/// what the engine shows of an only-win step's moves (the idea the step teaches). The step's
/// `explain` says it where its text holds `{claim}`, in words made from this data
/// (`learn::words`), and `bao learn check` (the audit) runs the searches and plays the moves
/// that bear it out. Moves are in notation, separated by spaces. An only-win step's claim holds
/// for its practice levels too: each level is checked with it and says it of its own board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "ClaimFields")]
pub enum Claim {
    /// The first moves in `won` keep the win and those in `lost` lose it: after each, a search
    /// of `nodes` nodes proves North (to move) lost, or won.
    KeepsWin { won: Kept, lost: Kept, nodes: u64 },
    /// Every first move loses against best play (a search of `nodes` nodes proves North won
    /// after each); after those in `at_once` North wins with his reply.
    AllLose { at_once: Kept, nodes: u64 },
    /// Don't grab (an only-win step): some move captures more seeds at once than the winning
    /// move, and (the goal's proof) every such move loses. The words name the greediest moves
    /// of the board shown, read from the engine.
    GrabLoses,
    /// The takata decides (an only-win step): no legal move captures, so every move is a
    /// takata, and (the goal's proof) all but the wanted one lose.
    TakataWins,
    /// Squeeze (an only-win step): the winning move leaves the opponent fewer legal moves than
    /// any other move does — often a single one. The words give the counts, not the move.
    FewestReplies,
    /// The opening (a choice step): the board is one the game reaches from its start in as
    /// many plies as the step's position has played, every one of them a legal move
    /// (`learn::opening`). The words give the moves each side has played.
    Opening,
    /// A kimbi capture (a choice step): the wanted move makes its first capture from a kimbi
    /// hole (RULES.md §4: its catch enters at that side's kichwa), and at least one other legal
    /// move captures from elsewhere. The words count the captures from the kimbi, not the move.
    KimbiCapture,
}

/// A claim as a stage file writes it: its kind and the fields of every kind.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimFields {
    kind: String,
    won: Option<String>,
    lost: Option<String>,
    at_once: Option<String>,
    nodes: Option<u64>,
}

impl TryFrom<ClaimFields> for Claim {
    type Error = String;

    fn try_from(mut f: ClaimFields) -> Result<Claim, String> {
        let claim = match f.kind.as_str() {
            "keeps_win" => Claim::KeepsWin { won: take_text(&mut f.won, "won")?, lost: take_text(&mut f.lost, "lost")?, nodes: take(&mut f.nodes, "nodes")? },
            "all_lose" => Claim::AllLose { at_once: take_text(&mut f.at_once, "at_once")?, nodes: take(&mut f.nodes, "nodes")? },
            "grab_loses" => Claim::GrabLoses,
            "takata_wins" => Claim::TakataWins,
            "fewest_replies" => Claim::FewestReplies,
            "opening" => Claim::Opening,
            "kimbi_capture" => Claim::KimbiCapture,
            kind => {
                return Err(format!("unknown claim kind `{kind}` (keeps_win, all_lose, grab_loses, takata_wins, fewest_replies, opening or kimbi_capture)"))
            }
        };
        let left = [("won", f.won.is_some()), ("lost", f.lost.is_some()), ("at_once", f.at_once.is_some()), ("nodes", f.nodes.is_some())];
        match left.into_iter().find_map(|(name, present)| present.then_some(name)) {
            Some(name) => Err(format!("a {} claim has no field `{name}`", f.kind)),
            None => Ok(claim),
        }
    }
}

impl Claim {
    /// Whether the claim is about the step's board (the idea it teaches), which its practice
    /// levels share, rather than about a play-out's searches.
    pub fn is_idea(self) -> bool {
        !matches!(self, Claim::KeepsWin { .. } | Claim::AllLose { .. })
    }

    /// Whether the claim is an idea of an only-win step (greed loses, the takata decides,
    /// squeeze) rather than of a choice step's board (the opening, a kimbi capture).
    pub fn is_only_win_idea(self) -> bool {
        matches!(self, Claim::GrabLoses | Claim::TakataWins | Claim::FewestReplies)
    }

    /// The moves a field names, in notation.
    pub fn moves(field: &str) -> impl Iterator<Item = &str> {
        field.split_whitespace()
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
    /// A play-out's computed claim, said by `explain` where it holds `{claim}`.
    #[serde(default)]
    pub claim: Option<Claim>,
    /// How the wanted move (or a prediction's answer) follows from the rules, worked out by
    /// hand for the teacher and the reviewer; not shown to the learner. Empty when none.
    #[serde(default, deserialize_with = "kept_str")]
    pub derivation: Kept,
    /// One sentence: what to do.
    pub task: ContentText,
    /// A short explanation of the idea, shown with the step and after it is solved.
    pub explain: ContentText,
}

/// A stage: a few steps on one idea, in one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LearnStage {
    pub id: &'static str,
    pub title: ContentText,
    /// The puzzle theme that practises the stage's idea (a [`crate::puzzles::Theme`]'s name,
    /// of the stage's game's puzzles): the Learn page links to that themed set.
    pub puzzles: Option<&'static str>,
    pub steps: &'static [Step],
}

/// One practice level of a step (`content/levels/*.json`, described in `content/README.md`):
/// the step's position with another board, and a goal of the step's kind whose move or hole is
/// this level's. `board` is compact: South's front holes 1–8 and back holes 1–8, `/`, North's
/// the same, one digit or letter a hole (`0`–`9`, then `a` = 10 … `z` = 35), each row from its
/// owner's left; reserves, nyumba, takasia mark and the rest are the step's. `difficulty` is the
/// measure the levels rise by ([`super::levels::difficulty`]), written so a reviewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PracticeLevel {
    #[serde(deserialize_with = "kept_str")]
    pub board: Kept,
    pub goal: Goal,
    pub difficulty: u32,
}

/// The levels of one step, easiest first, as the app holds them: one text (no pointers, so the
/// wasm's data stays small), [`PracticeLevel::to_text`] of each level joined by `;`, read back with
/// [`PracticeLevel::from_text`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepLevels {
    pub step: Kept,
    pub levels: Kept,
}

impl PracticeLevel {
    /// The level as one line of text: the board, the goal's fields joined by `|` (the goal's
    /// kind is the step's), and with `difficulty` the difficulty, separated by spaces.
    pub fn to_text(self, difficulty: bool) -> String {
        let fields: Vec<String> = match self.goal {
            Goal::PredictEnd { mv } | Goal::PredictCaptures { mv } => vec![mv.to_string()],
            Goal::EndIn { hole, wanted } => vec![hole.to_string(), wanted.to_string()],
            Goal::FindLegal { hole } | Goal::NameHole { hole } => vec![hole.to_string()],
            Goal::Survive { moves, nodes } => vec![moves.to_string(), nodes.to_string()],
            Goal::WinEnding { nodes } => vec![nodes.to_string()],
            Goal::OnlyWin { wanted, nodes } | Goal::StopOrSafari { wanted, nodes } => vec![wanted.to_string(), nodes.to_string()],
            Goal::SearchedFirst { wanted, depth, costs } => {
                let costs = costs.0.iter().map(|cost| format!("{},{},{}", cost.mv, cost.behind[0], cost.behind[1]));
                [wanted.to_string(), depth.to_string()].into_iter().chain(costs).collect()
            }
            Goal::GambitSafe { example } => vec![example.to_string()],
            goal => vec![goal.wanted().unwrap_or_default().to_string()],
        };
        let text = format!("{} {}", self.board, fields.join("|"));
        if difficulty {
            format!("{text} {}", self.difficulty)
        } else {
            text
        }
    }

    /// Reads [`PracticeLevel::to_text`] back, the goal of kind `kind` (difficulty 0 when left out);
    /// `None` when the text is not such a line.
    pub fn from_text(kind: GoalKind, text: &'static str) -> Option<PracticeLevel> {
        let mut parts = text.split(' ');
        let (board, fields) = (parts.next()?, parts.next()?);
        let difficulty = parts.next().map_or(Some(0), |d| d.parse().ok())?;
        let mut field = fields.split('|');
        let mut next = || field.next();
        let goal = match kind {
            GoalKind::PredictEnd => Goal::PredictEnd { mv: next()? },
            GoalKind::PredictCaptures => Goal::PredictCaptures { mv: next()? },
            GoalKind::NameHole => Goal::NameHole { hole: next()? },
            GoalKind::PlayMove => Goal::PlayMove { wanted: next()? },
            GoalKind::EndIn => Goal::EndIn { hole: next()?, wanted: next()? },
            GoalKind::FindLegal => Goal::FindLegal { hole: next()? },
            GoalKind::CaptureMost => Goal::CaptureMost { wanted: next()? },
            GoalKind::Kichwa => Goal::Kichwa { wanted: next()? },
            GoalKind::Safari => Goal::Safari { wanted: next()? },
            GoalKind::BaoHamna => Goal::BaoHamna { wanted: next()? },
            GoalKind::WinNow => Goal::WinNow { wanted: next()? },
            GoalKind::NoCaptureLeft => Goal::NoCaptureLeft { wanted: next()? },
            GoalKind::GuardNyumba => Goal::GuardNyumba { wanted: next()? },
            GoalKind::NoTakasiaLeft => Goal::NoTakasiaLeft { wanted: next()? },
            GoalKind::ReadReply => Goal::ReadReply { wanted: next()? },
            GoalKind::ReadAhead => Goal::ReadAhead { wanted: next()? },
            GoalKind::BaoHamnaInTwo => Goal::BaoHamnaInTwo { wanted: next()? },
            GoalKind::Takasia => Goal::Takasia { wanted: next()? },
            GoalKind::OnlyWin => Goal::OnlyWin { wanted: next()?, nodes: next()?.parse().ok()? },
            GoalKind::StopOrSafari => Goal::StopOrSafari { wanted: next()?, nodes: next()?.parse().ok()? },
            GoalKind::SearchedFirst => {
                let (wanted, depth) = (next()?, next()?.parse().ok()?);
                let costs: Option<Vec<MoveCost>> = field.map(MoveCost::from_text).collect();
                Goal::SearchedFirst { wanted, depth, costs: MoveCosts(costs?.leak()) }
            }
            GoalKind::Survive => Goal::Survive { moves: next()?.parse().ok()?, nodes: next()?.parse().ok()? },
            GoalKind::WinEnding => Goal::WinEnding { nodes: next()?.parse().ok()? },
            GoalKind::GambitSafe => Goal::GambitSafe { example: next()? },
        };
        Some(PracticeLevel { board, goal, difficulty })
    }
}

/// A level file as written: the stage it belongs to, the command that made it, and the levels
/// of each of its steps.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelFile {
    pub stage: String,
    pub made_by: String,
    pub steps: Vec<LevelSet>,
}

/// One step's levels in a level file.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelSet {
    #[serde(deserialize_with = "kept_str")]
    pub step: Kept,
    pub levels: Vec<PracticeLevel>,
}
