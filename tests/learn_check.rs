//! `bao learn check FILE...` on the shipped stage files and on broken copies of one: a good
//! file passes with exit status 0 and nothing on stdout; each problem is one stdout line naming
//! its file and step, with exit status 1; a file that cannot be read is exit status 2. The
//! greed report goes to stderr, one `greed: ` line a choice step.

use std::path::PathBuf;
use std::process::{Command, Output};

const BAO: &str = env!("CARGO_BIN_EXE_bao");
const CONTENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/content/learn");
const SOWING: &str = include_str!("../content/learn/01-sowing.json");

fn check(files: &[PathBuf]) -> Output {
    Command::new(BAO).arg("learn").arg("check").args(files).output().expect("bao runs")
}

fn stdout_lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone()).expect("UTF-8").lines().map(str::to_string).collect()
}

/// The sowing file with `from` replaced by `to`, written to a temporary file.
fn broken_sowing(name: &str, from: &str, to: &str) -> PathBuf {
    assert!(SOWING.contains(from), "the sowing file has {from:?}");
    let path = std::env::temp_dir().join(format!("bao-learn-check-{name}-{}.json", std::process::id()));
    std::fs::write(&path, SOWING.replacen(from, to, 1)).expect("written");
    path
}

#[test]
fn the_shipped_stage_files_have_no_problem() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(CONTENT).expect("content/learn").map(|e| e.expect("an entry").path()).collect();
    files.retain(|path| path.extension().is_some_and(|e| e == "json"));
    assert!(files.len() >= 8, "{files:?}");
    let out = check(&files);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout_lines(&out), Vec::<String>::new());
}

#[test]
fn a_changed_wanted_move_is_reported_with_its_step() {
    // sow-choose wants A2< (the only move ending in B2); A7> ends elsewhere.
    let file = broken_sowing("wanted", r#""wanted": "A2<""#, r#""wanted": "A7>""#);
    let out = check(std::slice::from_ref(&file));
    let _ = std::fs::remove_file(&file);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].starts_with(&format!("{}: sow-choose: ", file.display())), "{lines:?}");
    assert!(lines[0].contains("A7>") && lines[0].contains("A2<"), "names the wanted move and the one meeting the goal: {lines:?}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let (greed, other): (Vec<&str>, Vec<&str>) = stderr.lines().partition(|line| line.starts_with("greed: "));
    assert_eq!(other.len(), 1, "{stderr}");
    // The greed report: the sowing stage's one choice step, sow-choose (end in B2), with its
    // levels (the other two steps are predictions).
    assert_eq!(greed.len(), 1, "{stderr}");
    assert!(greed[0].starts_with("greed: sowing: sow-choose (end_in): "), "{stderr}");
}

#[test]
fn a_missing_text_a_broken_position_and_a_repeated_id_are_each_one_line() {
    let no_kiswahili = broken_sowing("sw", r#""sw": "A7> inapanda"#, r#""sw": " ", "was": "A7> inapanda"#);
    let out = check(std::slice::from_ref(&no_kiswahili));
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert!(lines.len() == 1 && lines[0].contains(": sow-corner: "), "an unknown field is a problem of its step: {lines:?}");
    let empty = broken_sowing("empty", r#""sw": "A7> inapanda kete 3 kulia. Ya mwisho inaangukia wapi?""#, r#""sw": """#);
    let position = broken_sowing("position", r#""reserve": 0, "house": "lost"}"#, r#""reserve": -1, "house": "lost"}"#);
    let out = check(&[empty.clone(), position.clone(), empty.clone()]);
    for file in [&no_kiswahili, &empty, &position] {
        let _ = std::fs::remove_file(file);
    }
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    let with = |file: &PathBuf, step: &str, words: &str| lines.iter().any(|l| l.starts_with(&format!("{}: {step}: ", file.display())) && l.contains(words));
    assert!(with(&empty, "sow-corner", "Kiswahili"), "{lines:?}");
    assert!(with(&position, "sow-first", "position"), "{lines:?}");
    assert!(with(&empty, "sow-first", "used twice"), "the second copy repeats every id: {lines:?}");
}

#[test]
fn an_unreadable_file_is_exit_status_2_with_nothing_on_stdout() {
    let out = check(&[PathBuf::from(CONTENT).join("no-such-stage.json")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-stage.json"));
}

#[test]
fn the_shipped_level_files_are_checked_and_a_broken_level_is_one_line() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/content/levels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).expect("content/levels").map(|e| e.expect("an entry").path()).collect();
    files.retain(|path| path.extension().is_some_and(|e| e == "json"));
    files.sort();
    let out = check(&files);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains(" levels checked"), "the levels are counted");
    // The first level of sow-first with a difficulty one less than its board measures (still
    // below the second level's: one line).
    let sowing = files.iter().find(|path| path.ends_with("01-sowing.json")).expect("the sowing levels");
    let text = std::fs::read_to_string(sowing).expect("the sowing levels");
    let first = text.lines().find(|line| line.contains("\"board\"")).expect("a level line");
    let difficulty: u32 = first.split("\"difficulty\":").nth(1).and_then(|rest| rest.trim_end_matches([',', '}', ' ']).parse().ok()).expect("a difficulty");
    let broken_line = first.replace(&format!("\"difficulty\":{difficulty}"), &format!("\"difficulty\":{}", difficulty - 1));
    let path = std::env::temp_dir().join(format!("bao-learn-check-levels-{}.json", std::process::id()));
    std::fs::write(&path, text.replacen(first, &broken_line, 1)).expect("written");
    let out = check(std::slice::from_ref(&path));
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert_eq!(lines, [format!("{}: sow-first: level 1: difficulty {} written, {difficulty} measured", path.display(), difficulty - 1)]);
}
