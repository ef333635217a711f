//! The curriculum: stages of short steps in the order Bao is learnt — the board (the holes'
//! names, reading a move, the kichwa, kimbi and nyumba, the start positions, how a game is won),
//! Bao la Kujifunza (sowing, relay, where a move may start, capturing: compulsory, and from the
//! back row too; the kichwa entry, the 16-seed rule, chains, winning, first tactics) and its
//! strategy, then Bao la Kiswahili (namua, the nyumba and its tax, stop or safari, the kichwa
//! choice, mtaji, takasia) and its strategy, then what changes in Bao la Kete and Bawo. Each
//! game's strategy stage opens once its rules are done.
//!
//! The stages are data: one JSON file per stage in `content/learn/` (the format is in
//! `content/README.md` and [`super::schema`]), which `build.rs` reads at build time and writes
//! into the crate as [`STAGES`], static data without JSON or reader (and without the
//! derivations in the wasm). [`FILES`] embeds the same files for [`super::content::load`],
//! which reads and checks them at run time for the tests and `bao learn check`; a test proves
//! that both give the same stages. Every position is a study position (RULES.md §12 JSON, South to
//! move); each choice step's `derivation` works out its wanted move by hand from RULES.md, and
//! [`super::audit`] (run by the tests and `bao learn check`) and
//! `tools/reference/check_steps.py` check that it is the only legal move meeting the goal.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::LazyLock;

#[cfg(not(target_arch = "wasm32"))]
use super::content::{load, ContentError};
use super::schema::{MoveCost, MoveCosts};
use super::step::{LearnStage, Step};

/// The files of `content/learn/` as (name, text), in teaching order; each name is written once.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! stage_files {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../../content/learn/", $name)))),*]
    };
}

/// The stage files, embedded for the run-time reader ([`super::content`], native only), in
/// teaching order.
#[cfg(not(target_arch = "wasm32"))]
pub const FILES: [(&str, &str); 18] = stage_files![
    "00-board.json",
    "01-sowing.json",
    "02-relay.json",
    "03-starts.json",
    "04-captures.json",
    "05-chains.json",
    "06-winning.json",
    "07-tactics.json",
    "08-strategy.json",
    "09-namua.json",
    "10-nyumba.json",
    "11-choices.json",
    "12-mtaji.json",
    "13-takasia.json",
    "14-strategy-kiswahili.json",
    "15-kete.json",
    "16-bawo.json",
    "17-bawo-setups.json",
];

/// The introduction's stage id: the board and the notation. It locks nothing: the stage after
/// it is open from the start, as it was before the introduction came first.
pub const INTRO: &str = "board";

/// The whole path, in order: the stage files as `build.rs` read them (empty, with a build
/// warning, if they do not read natively; a wasm build fails).
pub static STAGES: &[LearnStage] = include!(concat!(env!("OUT_DIR"), "/curriculum.rs"));

/// The stages read from [`FILES`] at run time, or the errors of the files that do not read.
#[cfg(not(target_arch = "wasm32"))]
static LOADED: LazyLock<Result<Vec<LearnStage>, Vec<ContentError>>> = LazyLock::new(|| load(&FILES));

/// The stages read from [`FILES`] at run time (empty if they do not read).
#[cfg(not(target_arch = "wasm32"))]
pub fn loaded() -> &'static [LearnStage] {
    LOADED.as_ref().map_or(&[], Vec::as_slice)
}

/// Why the embedded files do not read (empty when they do).
#[cfg(not(target_arch = "wasm32"))]
pub fn load_errors() -> &'static [ContentError] {
    LOADED.as_ref().err().map_or(&[], Vec::as_slice)
}

/// Every step in order, with its stage.
pub fn all_steps() -> impl Iterator<Item = (&'static LearnStage, &'static Step)> {
    STAGES.iter().flat_map(|stage| stage.steps.iter().map(move |step| (stage, step)))
}

/// The step of this id.
pub fn step(id: &str) -> Option<&'static Step> {
    all_steps().map(|(_, step)| step).find(|step| step.id == id)
}

/// The stage the step of this id belongs to.
pub fn stage_of(id: &str) -> Option<&'static LearnStage> {
    all_steps().find(|(_, step)| step.id == id).map(|(stage, _)| stage)
}
