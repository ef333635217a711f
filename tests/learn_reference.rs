//! The learning path checked by the independent Python reference: the engine's export of every
//! step (legal moves and what each does) goes to `tools/reference/check_steps.py`, which
//! replays every legal move with `bao_ref.py` and checks each goal by its definition, reading
//! the goals from the stage files of `content/learn/` themselves.

use std::process::Command;

/// The stage files the curriculum is read from.
const CONTENT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/content/learn");

/// Runs the reference check on `json` (with the stage files, `content`): whether it passed,
/// and its stdout.
fn run_reference(name: &str, json: &str, content: Option<&str>) -> (bool, String) {
    let dir = std::env::temp_dir().join(format!("bao-learn-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("steps.json");
    std::fs::write(&file, json).expect("the export is written");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/reference/check_steps.py");
    let output = Command::new("python3").arg(script).arg(&file).args(content).output().expect("python3 runs (scripts/setup.sh installs it)");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(output.status.code().is_some_and(|code| code < 2), "check_steps.py broke:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    (output.status.success(), stdout)
}

/// Runs the reference check, which must pass; its stdout's last line.
fn reference_check(name: &str, json: &str, content: Option<&str>) -> String {
    let (passed, stdout) = run_reference(name, json, content);
    assert!(passed, "check_steps.py failed:\n{stdout}");
    stdout.lines().last().unwrap_or_default().to_string()
}

#[test]
fn every_step_agrees_with_the_reference_implementation() {
    let steps = bao::app::learn::curriculum::all_steps().count();
    assert_eq!(reference_check("steps", &bao::app::learn::export::steps_json(), Some(CONTENT)), format!("{steps} passed, 0 failed"));
}

/// Drills of every level: their end holes, laps and captures are the reference's too.
#[test]
fn drill_answers_agree_with_the_reference_implementation() {
    assert_eq!(reference_check("drills", &bao::app::learn::export::drills_json(11, 20), None), "60 passed, 0 failed");
}

/// The reference checks the goal as the stage file writes it: an export whose wanted move is
/// not the file's fails, naming the step.
#[test]
fn the_reference_reads_the_goals_from_the_stage_files() {
    let mut steps: serde_json::Value = serde_json::from_str(&bao::app::learn::export::steps_json()).expect("the export is JSON");
    let step = steps.as_array_mut().expect("a list").iter_mut().find(|s| s["id"] == "sow-choose").expect("the step sow-choose");
    assert_eq!(step["wanted"], "A2<", "the export says what the file says");
    step["wanted"] = "A7>".into();
    let (passed, stdout) = run_reference("changed", &steps.to_string(), Some(CONTENT));
    assert!(!passed, "{stdout}");
    let failures: Vec<&str> = stdout.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert_eq!(failures, ["FAIL sow-choose (end_in):"], "{stdout}");
    assert!(
        stdout.contains("'wanted': 'A7>'") && stdout.lines().last() == Some(&format!("{} passed, 1 failed", steps.as_array().unwrap().len() - 1)[..]),
        "{stdout}"
    );
}

/// The reference's report on `step` when one stage file (`file`, in `content/learn/`) says
/// `to` where it says `from` (exactly once): it must fail, and the lines it prints for the
/// step are returned, the first being its FAIL line.
fn report_with_changed_stage(file: &str, from: &str, to: &str, step: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("bao-stages-{step}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let stage = std::fs::read_to_string(format!("{CONTENT}/{file}")).expect("the stage file");
    assert_eq!(stage.matches(from).count(), 1, "{file} says {from} once");
    std::fs::write(dir.join(file), stage.replace(from, to)).expect("written");
    let (passed, stdout) = run_reference(step, &bao::app::learn::export::steps_json(), Some(dir.to_str().expect("a path")));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(!passed, "{stdout}");
    let fail = format!("FAIL {step} (");
    stdout.lines().skip_while(|l| !l.starts_with(&fail)).take_while(|l| l.starts_with(&fail) || l.starts_with("  ")).map(String::from).collect()
}

/// Read two moves ahead, checked by the reference's own reading (its moves, four deep): in
/// `strat-read-ahead` the biggest capture A6< (12, and North can take nothing back) is the
/// best read one reply deep, so a stage file that wanted it fails on both counts: A4> has the
/// better balance two moves ahead (+14 against +9, the step's derivation), and reading the
/// reply alone would find A6<.
#[test]
fn the_reference_reads_two_moves_ahead_itself() {
    let (from, to) = (r#""goal": {"kind": "read_ahead", "wanted": "A4>"}"#, r#""goal": {"kind": "read_ahead", "wanted": "A6<"}"#);
    let report = report_with_changed_stage("08-strategy.json", from, to, "strat-read-ahead");
    assert_eq!(report.first().map(String::as_str), Some("FAIL strat-read-ahead (read_ahead):"), "{report:?}");
    assert!(report.contains(&"  moves meeting the goal: ['A4>'], wanted only A6<".to_string()), "{report:?}");
    assert!(report.contains(&"  reading the reply alone finds A6<".to_string()), "{report:?}");
}

/// The first move's costs, checked by the reference's own moves: the start of Bao la
/// Kiswahili has four legal moves (A6 or A7, either way), so `strat-first-move`'s costs must
/// name the three besides A6<, each a seed or more behind. A stage file that drops A7< and
/// puts A6> under a seed fails on both counts.
#[test]
fn the_reference_checks_the_first_moves_costs() {
    let from = r#"[{"move": "A6>", "behind": [330, 155]}, {"move": "A7>", "behind": [475, 220]}, {"move": "A7<", "behind": [275, 355]}]"#;
    let to = r#"[{"move": "A6>", "behind": [330, 55]}, {"move": "A7>", "behind": [475, 220]}]"#;
    let report = report_with_changed_stage("14-strategy-kiswahili.json", from, to, "strat-first-move");
    assert_eq!(report.first().map(String::as_str), Some("FAIL strat-first-move (searched_first):"), "{report:?}");
    assert!(report.contains(&"  the costs name ['A6>', 'A7>'], the other legal moves are ['A6>', 'A7<', 'A7>']".to_string()), "{report:?}");
    assert!(report.iter().any(|l| l.starts_with("  a cost under a seed:")), "{report:?}");
}

/// Stop or safari, read two moves ahead by the reference's own moves: in `strat-safari-pays`
/// stopping (A8) reads 0 and the safari (A8+) -2 (the step's derivation), so a stage file that
/// wanted the safari fails.
#[test]
fn the_reference_reads_both_answers_to_the_nyumba() {
    let from = r#""goal": {"kind": "stop_or_safari", "wanted": "A8", "nodes": 20000}"#;
    let to = r#""goal": {"kind": "stop_or_safari", "wanted": "A8+", "nodes": 20000}"#;
    let report = report_with_changed_stage("14-strategy-kiswahili.json", from, to, "strat-safari-pays");
    assert_eq!(report.first().map(String::as_str), Some("FAIL strat-safari-pays (stop_or_safari):"), "{report:?}");
    assert!(report.contains(&"  read two moves ahead A8+ is -2, A8 0".to_string()), "{report:?}");
}
