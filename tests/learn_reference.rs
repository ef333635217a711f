//! The learning path checked by the independent Python reference: the engine's export of every
//! step (legal moves and what each does) goes to `tools/reference/check_steps.py`, which
//! replays every legal move with `bao_ref.py` and checks each goal by its definition.

use std::process::Command;

#[test]
fn every_step_agrees_with_the_reference_implementation() {
    let dir = std::env::temp_dir().join(format!("bao-learn-steps-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("steps.json");
    std::fs::write(&file, bao::app::learn::export::steps_json()).expect("the export is written");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/reference/check_steps.py");
    let output = Command::new("python3").arg(script).arg(&file).output().expect("python3 runs (scripts/setup.sh installs it)");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(output.status.success(), "check_steps.py failed:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    let last = stdout.lines().last().unwrap_or_default();
    let steps = bao::app::learn::curriculum::all_steps().count();
    assert_eq!(last, format!("{steps} passed, 0 failed"));
}
