//! Names that say one thing: no two types of the workspace share a name, no folder holds only
//! a `tests.rs`, and no comment sends the reader to an issue number.
//!
//! Reads every `.rs` file of the workspace (the app's `src/` with its binary, `build.rs`,
//! `tests/`, and each crate's `src/`, `tests/` and `examples/`). A type is a `struct`, `enum`,
//! `trait` or `union` anywhere (inside a macro such as `listed_enum!` or a function too) or a
//! `type` alias at the start of a line (a module's alias; an associated type in an `impl` or a
//! `trait` is indented and belongs to its trait). Two of them with one name make a reader (and
//! `use`) guess which is meant, and imports end up renamed with `as`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `.rs` file of the workspace, by its path from the root.
fn workspace_files() -> Vec<PathBuf> {
    let root = Path::new(ROOT);
    let mut files = vec![root.join("build.rs")];
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("tests"), &mut files);
    for entry in std::fs::read_dir(root.join("crates")).expect("crates/ is readable") {
        let krate = entry.expect("a directory entry").path();
        for part in ["src", "tests", "examples"] {
            rust_files(&krate.join(part), &mut files);
        }
    }
    files.sort();
    files
}

/// `pub`, `pub(crate)`, `pub(super)`, `pub(in …)` taken off the front.
fn without_visibility(line: &str) -> &str {
    let Some(rest) = line.strip_prefix("pub") else { return line };
    let rest = match rest.strip_prefix('(') {
        Some(inner) => inner.split_once(')').map_or(rest, |(_, after)| after),
        None => rest,
    };
    rest.trim_start()
}

/// The type a line defines, if it defines one.
fn defined_type(line: &str) -> Option<&str> {
    let trimmed = line.trim_start();
    if trimmed.starts_with("//") {
        return None;
    }
    let item = without_visibility(trimmed);
    let at_start = trimmed.len() == line.len();
    let rest = ["struct ", "enum ", "trait ", "union "]
        .iter()
        .find_map(|keyword| item.strip_prefix(keyword))
        .or_else(|| item.strip_prefix("type ").filter(|_| at_start))?;
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    let name = &rest[..end];
    name.starts_with(|c: char| c.is_ascii_uppercase()).then_some(name)
}

/// Each type name with the places (`path:line`) that define it.
fn type_names() -> BTreeMap<String, Vec<String>> {
    let mut names: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in workspace_files() {
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let shown = file.strip_prefix(ROOT).expect("under the root").display().to_string();
        for (number, line) in text.lines().enumerate() {
            if let Some(name) = defined_type(line) {
                names.entry(name.to_string()).or_default().push(format!("{shown}:{}", number + 1));
            }
        }
    }
    names
}

#[test]
fn the_reader_finds_the_types_it_is_shown() {
    assert_eq!(defined_type("pub struct Game {"), Some("Game"));
    assert_eq!(defined_type("    pub(crate) enum Ending {"), Some("Ending"));
    assert_eq!(defined_type("pub(in crate::app) trait Text: Copy {"), Some("Text"));
    assert_eq!(defined_type("type ModPath = Vec<String>;"), Some("ModPath"));
    assert_eq!(defined_type("    type Action = LearnAction;"), None, "an associated type");
    assert_eq!(defined_type("/// pub struct Game is documented here"), None);
    assert_eq!(defined_type("let structure = 1;"), None);
    let names = type_names();
    for known in ["Position", "Game", "Step", "LearnStage", "Verdict", "Standing", "Level", "PracticeLevel"] {
        assert!(names.contains_key(known), "{known} is defined somewhere");
    }
    assert!(names.len() > 300, "{} type names read", names.len());
}

#[test]
fn no_two_types_share_a_name() {
    let shared: Vec<String> =
        type_names().into_iter().filter(|(_, places)| places.len() > 1).map(|(name, places)| format!("{name}: {}", places.join(", "))).collect();
    assert!(shared.is_empty(), "type names defined more than once (give each its own name):\n{}", shared.join("\n"));
}

#[test]
fn no_folder_holds_only_a_tests_file() {
    let mut lonely = Vec::new();
    let mut folders: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    for file in workspace_files() {
        let name = file.file_name().expect("a file name").to_string_lossy().into_owned();
        folders.entry(file.parent().expect("a folder").to_path_buf()).or_default().push(name);
    }
    for (folder, files) in folders {
        let has_folders = std::fs::read_dir(&folder).expect("a readable folder").any(|e| e.expect("an entry").path().is_dir());
        if files == ["tests.rs"] && !has_folders {
            lonely.push(folder.strip_prefix(ROOT).expect("under the root").display().to_string());
        }
    }
    assert!(lonely.is_empty(), "folders holding only a tests.rs (move the module in as its mod.rs): {lonely:?}");
}

#[test]
fn no_comment_names_an_issue_number() {
    let mut found = Vec::new();
    for file in workspace_files() {
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        for (number, line) in text.lines().enumerate() {
            let Some((_, comment)) = line.split_once("//") else { continue };
            let lower = comment.to_lowercase();
            let names_issue = lower.match_indices("issue ").any(|(at, word)| lower[at + word.len()..].starts_with(|c: char| c.is_ascii_digit()));
            if names_issue {
                found.push(format!("{}:{}", file.display(), number + 1));
            }
        }
    }
    assert!(found.is_empty(), "comments naming an issue number (say what the code does instead): {found:?}");
}
