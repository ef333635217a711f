//! The library's modules import each other without a cycle.
//!
//! Reads every `.rs` file of each crate of the workspace (`src/` — not `src/bin`, whose
//! binaries are crates of their own — and `crates/*/src/`; between crates Cargo forbids a
//! cycle itself), collects the module paths it names — `use crate::…`, `use super::…` (with
//! `{…}` groups) and `crate::x::…` / `super::x::…` paths in code — and resolves each to the
//! longest module that exists. An edge `a → b` means that `a` names something of `b`; a
//! module's `pub use` of its children counts too. `mod` declarations and `#[cfg(test)] mod
//! tests` blocks do not count (a test module sits below the module it tests).
//!
//! A child module naming an item *defined* in one of its ancestors is part of that ancestor, as
//! Rust's module tree has it (a child sees its parent's private items: a slice reducer taking
//! the parent's state, a catalogue area implementing its parent's trait), so that is no edge.
//! A name the ancestor only re-exports from another child (`super::Replacement` where the
//! parent says `pub use games::Replacement`) is an edge to that child: siblings that import each
//! other through their parent's re-exports still close a cycle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module path from the crate root (`[]` is the root, `["engine", "game"]` is `engine::game`).
type ModPath = Vec<String>;

fn collect_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "bin") {
                collect_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/engine/mod.rs` → `engine`, `src/engine/game.rs` → `engine::game`, `src/lib.rs` → root.
fn module_of(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The source without comments, string literals and `#[cfg(test)] mod … { … }` blocks.
fn code_of(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if text[i..].starts_with("//") {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if text[i..].starts_with("/*") {
            i += text[i..].find("*/").map_or(bytes.len() - i, |end| end + 2);
        } else if bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if text[i..].starts_with("#[cfg(test)]") {
            // Skip the attribute and the item after it, braces balanced.
            let body_start = text[i..].find(['{', ';']).map_or(bytes.len(), |p| i + p);
            if bytes.get(body_start) == Some(&b'{') {
                let mut depth = 0;
                let mut j = body_start;
                while j < bytes.len() {
                    match bytes[j] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                i = j + 1;
            } else {
                i = body_start + 1;
            }
        } else {
            let c = text[i..].chars().next().expect("in bounds");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// Expands a `use` tree (without `use` and `;`) into its full paths: `a::{b, c::d}` → `a::b`,
/// `a::c::d`.
fn expand_use(tree: &str, prefix: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    match tree.find('{') {
        None => {
            let path = tree.split(" as ").next().unwrap_or("").trim();
            out.push(format!("{prefix}{path}"));
        }
        Some(open) => {
            let head = &tree[..open];
            let inner = &tree[open + 1..tree.rfind('}').expect("a closed use group")];
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand_use(&inner[start..i], &format!("{prefix}{head}"), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            if !inner[start..].trim().is_empty() {
                expand_use(&inner[start..], &format!("{prefix}{head}"), out);
            }
        }
    }
}

/// Every `crate::…` / `super::…` path the code names, as written.
fn paths_named(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    // `use` statements, with their groups; the code around them is scanned below.
    let mut rest = code;
    let mut others = String::new();
    while let Some(at) = find_word(rest, "use") {
        others.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let end = after.find(';').unwrap_or(after.len());
        let tree = after[..end].trim();
        if !tree.starts_with("std::") && !tree.starts_with("core::") && !tree.starts_with("alloc::") {
            expand_use(tree, "", &mut out);
        }
        rest = &after[end..];
    }
    others.push_str(rest);
    let code = others.as_str();
    // Paths in code: `crate::a::b` and `super::a::b`.
    for root in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(p) = code[from..].find(root) {
            let start = from + p;
            let preceded = code[..start].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':');
            let len = code[start..].find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).unwrap_or(code.len() - start);
            if !preceded {
                out.push(code[start..start + len].trim_end_matches(':').to_string());
            }
            from = start + len.max(1);
        }
    }
    out
}

fn find_word(text: &str, word: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = text[from..].find(word) {
        let at = from + p;
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        let boundary = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        if boundary(before) && after.is_some_and(char::is_whitespace) {
            return Some(at);
        }
        from = at + word.len();
    }
    None
}

/// The module a path written in `module` points into: the longest existing module prefix.
fn resolve(module: &ModPath, path: &str, modules: &BTreeSet<ModPath>) -> Option<ModPath> {
    let mut segments = path.split("::").filter(|s| !s.is_empty()).peekable();
    let mut base: ModPath = match segments.next()? {
        "crate" => Vec::new(),
        "self" => module.clone(),
        "super" => module[..module.len().checked_sub(1)?].to_vec(),
        // A path from a child module (`use position::Position;` in `engine/mod.rs`).
        child => {
            let mut path = module.clone();
            path.push(child.to_string());
            if !modules.contains(&path) {
                return None;
            }
            path
        }
    };
    while segments.peek() == Some(&"super") {
        segments.next();
        base.pop();
    }
    let mut best = base.clone();
    for segment in segments {
        base.push(segment.to_string());
        if modules.contains(&base) {
            best = base.clone();
        } else {
            break;
        }
    }
    Some(best)
}

/// The item named right after the module a path resolves to (`super::Replacement` from
/// `state::lesson` → `Replacement`).
fn item_after(module: &ModPath, path: &str, target: &ModPath, modules: &BTreeSet<ModPath>) -> Option<String> {
    let segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    (1..=segments.len()).find_map(|n| {
        let prefix = segments[..n].join("::");
        (resolve(module, &prefix, modules).as_ref() == Some(target)
            && n < segments.len()
            && resolve(module, &segments[..=n].join("::"), modules).as_ref() == Some(target))
        .then(|| segments[n].to_string())
    })
}

/// For each module, the names it re-exports from its children (`pub use games::Replacement;`
/// in `state` → `Replacement` → `state::games`).
fn re_exports(files: &[(ModPath, String)], modules: &BTreeSet<ModPath>) -> BTreeMap<(ModPath, String), ModPath> {
    let mut out = BTreeMap::new();
    for (module, code) in files {
        let mut rest = code.as_str();
        while let Some(at) = rest.find("pub use ") {
            let after = &rest[at + "pub use ".len()..];
            let end = after.find(';').unwrap_or(after.len());
            let mut paths = Vec::new();
            expand_use(after[..end].trim(), "", &mut paths);
            for path in paths {
                let name = path.rsplit("::").next().unwrap_or("").trim().to_string();
                match resolve(module, &path, modules) {
                    Some(target) if target.len() > module.len() && target.starts_with(module) => {
                        out.insert((module.clone(), name), target);
                    }
                    _ => {}
                }
            }
            rest = &after[end..];
        }
    }
    out
}

/// The source folders of the workspace's crates: the app's and each crate's under `crates/`.
/// Between crates Cargo itself forbids a cycle, so each crate's graph is read on its own.
const CRATE_SOURCES: [&str; 3] = ["src", "crates/bao-engine/src", "crates/bao-ai/src"];

/// The import graph of the crate whose sources are in `dir` (relative to the workspace root).
fn graph(dir: &str) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files = Vec::new();
    collect_files(&src, &mut files);
    let modules: BTreeSet<ModPath> = files.iter().map(|f| module_of(&src, f)).collect();
    let sources: Vec<(ModPath, String)> =
        files.iter().map(|file| (module_of(&src, file), code_of(&std::fs::read_to_string(file).expect("a readable source file")))).collect();
    let exported = re_exports(&sources, &modules);
    let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
    for (module, code) in &sources {
        let targets = edges.entry(module.clone()).or_default();
        for path in paths_named(code) {
            let Some(mut target) = resolve(module, &path, &modules) else { continue };
            let is_ancestor = target.len() < module.len() && module.starts_with(&target);
            if is_ancestor {
                // An item of the ancestor itself is the child's own; a re-exported one is the
                // child module it comes from.
                match item_after(module, &path, &target, &modules).and_then(|item| exported.get(&(target.clone(), item))) {
                    Some(child) => target = child.clone(),
                    None => continue,
                }
            }
            if &target != module {
                targets.insert(target);
            }
        }
    }
    edges
}

/// A cycle in the graph, as the modules along it, if there is one.
fn find_cycle(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Visit {
        Open,
        Done,
    }
    fn visit(
        node: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        marks: &mut BTreeMap<ModPath, Visit>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        match marks.get(node) {
            Some(Visit::Done) => return None,
            Some(Visit::Open) => {
                let from = stack.iter().position(|m| m == node).expect("an open node is on the stack");
                let mut cycle = stack[from..].to_vec();
                cycle.push(node.clone());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.clone(), Visit::Open);
        stack.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, edges, marks, stack) {
                return Some(cycle);
            }
        }
        stack.pop();
        marks.insert(node.clone(), Visit::Done);
        None
    }
    let mut marks = BTreeMap::new();
    edges.keys().find_map(|node| visit(node, edges, &mut marks, &mut Vec::new()))
}

fn name(module: &ModPath) -> String {
    if module.is_empty() {
        "crate".to_string()
    } else {
        module.join("::")
    }
}

#[test]
fn the_module_import_graph_has_no_cycle() {
    // Every cycle is named: after one is found, its last edge is cut and the search goes on.
    let mut cycles = Vec::new();
    for dir in CRATE_SOURCES {
        let mut edges = graph(dir);
        while let Some(cycle) = find_cycle(&edges) {
            cycles.push(format!("{dir}: {}", cycle.iter().map(name).collect::<Vec<_>>().join(" → ")));
            let (from, to) = (&cycle[cycle.len() - 2], &cycle[cycle.len() - 1]);
            edges.get_mut(from).expect("a node of the cycle").remove(to);
        }
    }
    assert!(cycles.is_empty(), "module import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_graph_reader_sees_imports_groups_and_paths_in_code() {
    // A hand-made file: a grouped `use`, a `super::` path in an expression, a comment and a
    // test module that must not count.
    let code = code_of(
        "use super::{event::Event, moves::{Move, WhyNot}};\n// use super::game::Game;\nfn f() { super::random::Rng::new(1); }\n#[cfg(test)]\nmod tests { use crate::app::state; }\n",
    );
    let paths = paths_named(&code);
    assert_eq!(paths, ["super::event::Event", "super::moves::Move", "super::moves::WhyNot", "super::random::Rng::new"]);
    let modules: BTreeSet<ModPath> = [vec![], vec!["engine".to_string()], vec!["engine".to_string(), "moves".to_string()]].into_iter().collect();
    let here = vec!["engine".to_string(), "game".to_string()];
    assert_eq!(resolve(&here, "super::moves::WhyNot", &modules), Some(vec!["engine".to_string(), "moves".to_string()]));
    assert_eq!(resolve(&here, "crate::engine::Position", &modules), Some(vec!["engine".to_string()]));
    // The live graph knows the engine crate's root re-exports its modules.
    let edges = graph("crates/bao-engine/src");
    assert!(edges[&Vec::<String>::new()].contains(&vec!["position".to_string()]));
    let mut with_cycle = BTreeMap::new();
    with_cycle.insert(vec!["a".to_string()], [vec!["b".to_string()]].into_iter().collect::<BTreeSet<_>>());
    with_cycle.insert(vec!["b".to_string()], [vec!["a".to_string()]].into_iter().collect::<BTreeSet<_>>());
    assert_eq!(find_cycle(&with_cycle).map(|c| c.len()), Some(3), "a → b → a");
}
