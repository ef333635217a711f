//! The learning path checked by the independent Python reference: the engine's export of every
//! step (legal moves and what each does) goes to `tools/reference/check_steps.py`, which
//! replays every legal move with `bao_ref.py` and checks each goal by its definition.

use std::process::Command;

/// Runs the reference check on `json`; its stdout.
fn reference_check(name: &str, json: &str) -> String {
    let dir = std::env::temp_dir().join(format!("bao-learn-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("steps.json");
    std::fs::write(&file, json).expect("the export is written");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/reference/check_steps.py");
    let output = Command::new("python3").arg(script).arg(&file).output().expect("python3 runs (scripts/setup.sh installs it)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(output.status.success(), "check_steps.py failed:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    stdout.lines().last().unwrap_or_default().to_string()
}

#[test]
fn every_step_agrees_with_the_reference_implementation() {
    let steps = bao::app::learn::curriculum::all_steps().count();
    assert_eq!(reference_check("steps", &bao::app::learn::export::steps_json()), format!("{steps} passed, 0 failed"));
}

/// Drills of every level: their end holes, laps and captures are the reference's too.
#[test]
fn drill_answers_agree_with_the_reference_implementation() {
    assert_eq!(reference_check("drills", &bao::app::learn::export::drills_json(11, 20)), "60 passed, 0 failed");
}
