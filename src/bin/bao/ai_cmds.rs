//! The AI's subcommands: `bao match` (arena) and `bao bench-ai`.

/// `bao match --variant V --a LEVEL --b LEVEL --games N [--seed S] [--ms MILLIS] [--nodes N] [--open K]`
pub fn run_match(_args: &[String]) -> Result<(), String> {
    Err("bao match: the AI is not built yet".to_string())
}

/// `bao bench-ai`
pub fn bench_ai(_args: &[String]) -> Result<(), String> {
    Err("bao bench-ai: the AI is not built yet".to_string())
}
