//! Writes the learning path's curriculum into the crate: reads the stage files of
//! `content/learn/` (in the order of their names) with the crate's own format,
//! `src/app/learn/schema.rs`, and writes them to `$OUT_DIR/curriculum.rs` as one Rust
//! expression of its types (`{ use ..; &[LearnStage { .. }, ..] }`), which `src/app/learn/curriculum.rs`
//! includes as `STAGES`; and the practice levels of `content/levels/` to `$OUT_DIR/levels.rs`
//! (`&[StepLevels { .. }, ..]`, each step's levels one text), which `src/app/learn/levels.rs`
//! includes as `LEVELS`. The browser app thus holds the curriculum as static data, with no
//! JSON and no reader; positions are compact JSON text, and the hand derivations, which the
//! app never shows, are left out of the wasm builds (natively they are kept, so that the tests
//! can compare `STAGES` with what `learn::content` reads from the files).
//!
//! What makes a step usable (its position, the moves and holes its goal names) and a good
//! exercise is checked natively, by the tests and `bao learn check`. A file that does not read
//! fails a wasm build; natively it is a warning and the path is empty, so that
//! `bao learn check` still builds to say what is wrong.

use std::fmt::Write as _;
use std::path::Path;

// The engine's enum declaration (`listed_enum!`, a leaf module), for the schema's enums; its
// `$crate::UnknownName` is this script's `UnknownName` below.
#[allow(dead_code, unused_macros)]
#[macro_use]
#[path = "crates/bao-engine/src/enums.rs"]
mod enums;

use enums::UnknownName;

#[allow(dead_code)]
#[path = "src/app/learn/schema.rs"]
mod schema;

use schema::{ContentText, LearnStage, LevelFile, PracticeLevel, StageFile, Step};

const DIR: &str = "content/learn";
/// The practice levels of the steps, one file per stage (read the same way).
const LEVEL_DIR: &str = "content/levels";

/// A Rust expression of the text.
fn text(ContentText { en, sw }: &ContentText) -> String {
    format!("ContentText {{ en: {en:?}, sw: {sw:?} }}")
}

/// A Rust expression of the step; `derivation` says whether its derivation is kept.
fn step(step: &Step, derivation: bool) -> String {
    let Step { id, position, goal, claim, derivation: worked, task, explain } = step;
    // A goal's Debug form (`EndIn { hole: "B2", wanted: "A2<" }`) is its Rust expression.
    let worked = if derivation { worked } else { "" };
    // A claim's Debug form is its Rust expression too.
    let claim = match claim {
        Some(claim) => format!("Some(Claim::{claim:?})"),
        None => "None".to_string(),
    };
    format!(
        "Step {{ id: {id:?}, position: {position:?}, goal: Goal::{goal:?}, claim: {claim}, derivation: {worked:?}, task: {}, explain: {} }}",
        text(task),
        text(explain)
    )
}

/// Reads one stage file, or says why it does not read.
fn read(name: &str, json: &str) -> Result<LearnStage, String> {
    let frame: StageFile = serde_json::from_str(json).map_err(|e| format!("{name}: {e}"))?;
    let steps = frame.steps.iter().map(|raw| serde_json::from_str::<Step>(raw.get()).map_err(|e| format!("{name}: a step: {e}")));
    let steps: Vec<Step> = steps.collect::<Result<_, _>>()?;
    Ok(LearnStage { id: frame.id.leak(), title: frame.title, puzzles: frame.puzzles.map(|p| &*p.leak()), steps: steps.leak() })
}

/// The JSON files' names in `dir`, in order (none when the folder is missing).
fn json_files(dir: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut names: Vec<String> = entries.map(|e| e.expect("a directory entry").file_name().to_string_lossy().into_owned()).collect();
    names.retain(|name| name.ends_with(".json"));
    names.sort();
    names
}

/// The level files written as one Rust expression (`&[StepLevels { .. }, ..]`), or why one
/// does not read.
fn levels_expr(wasm: bool) -> Result<String, String> {
    println!("cargo:rerun-if-changed={LEVEL_DIR}");
    let mut out = String::from("{\n");
    let mut sets = String::new();
    for name in json_files(LEVEL_DIR) {
        let path = Path::new(LEVEL_DIR).join(&name);
        println!("cargo:rerun-if-changed={}", path.display());
        let json = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let file: LevelFile = serde_json::from_str(&json).map_err(|e| format!("{name}: {e}"))?;
        for set in &file.steps {
            // The difficulty only natively, where the tests check it.
            let levels: Vec<String> = set.levels.iter().map(|level: &PracticeLevel| level.to_text(!wasm)).collect();
            writeln!(sets, "StepLevels {{ step: {:?}, levels: {:?} }},", set.step, levels.join(";")).expect("a string");
        }
    }
    if !sets.is_empty() {
        out.push_str("use crate::app::learn::schema::StepLevels;\n");
    }
    write!(out, "&[\n{sets}]\n}}\n").expect("a string");
    Ok(out)
}

/// The stage files' names, in order.
fn stage_files() -> Vec<String> {
    let entries = std::fs::read_dir(DIR).unwrap_or_else(|e| panic!("{DIR}: {e}"));
    let mut names: Vec<String> = entries.map(|e| e.expect("a directory entry").file_name().to_string_lossy().into_owned()).collect();
    names.retain(|name| name.ends_with(".json"));
    names.sort();
    names
}

fn main() {
    println!("cargo:rerun-if-changed={DIR}");
    println!("cargo:rerun-if-changed=src/app/learn/schema.rs");
    println!("cargo:rerun-if-changed=crates/bao-engine/src/enums.rs");
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let mut stages = Vec::new();
    let mut errors = Vec::new();
    for name in stage_files() {
        let path = Path::new(DIR).join(&name);
        println!("cargo:rerun-if-changed={}", path.display());
        let json = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        match read(&name, &json) {
            Ok(stage) => stages.push(stage),
            Err(error) => errors.push(error),
        }
    }
    if !errors.is_empty() {
        assert!(!wasm, "the stage files of {DIR} do not read (`bao learn check {DIR}/*.json` says more):\n{}", errors.join("\n"));
        for error in &errors {
            println!("cargo:warning={error} (the learning path is empty; `bao learn check` says more)");
        }
        stages.clear();
    }
    // A block with the types it names, so that an empty path names none.
    let mut out = String::from("{\n");
    if !stages.is_empty() {
        out.push_str("#[allow(unused_imports)]\nuse crate::app::learn::schema::{Claim, Goal, LearnStage, Step, ContentText};\n");
    }
    out.push_str("&[\n");
    for LearnStage { id, title, puzzles, steps } in &stages {
        writeln!(out, "LearnStage {{ id: {id:?}, title: {}, puzzles: {puzzles:?}, steps: &[", text(title)).expect("a string");
        for s in steps.iter() {
            writeln!(out, "    {},", step(s, !wasm)).expect("a string");
        }
        out.push_str("] },\n");
    }
    out.push_str("]\n}\n");
    let target = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("curriculum.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    let levels = levels_expr(wasm).unwrap_or_else(|error| {
        assert!(!wasm, "the level files of {LEVEL_DIR} do not read (`bao learn check` says more):\n{error}");
        println!("cargo:warning={error} (no practice levels; `bao learn check` says more)");
        "&[]".to_string()
    });
    let target = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("levels.rs");
    std::fs::write(&target, levels).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
}
