//! `bao puzzles`: generate puzzles (one JSON line each on stdout, a summary on stderr) or
//! re-check a file of them (`--check FILE`). The argument parsing lives with the caller; this
//! file takes typed options.

use std::io::{self, BufWriter, Write};
use std::path::PathBuf;
use std::time::Instant;

use bao::engine::Variant;
use bao::puzzles::{check, generate, parse_lines, GenerateOptions, Theme, DEFAULT_NODES};

/// What `bao puzzles` was asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleOptions {
    /// `--variant V --count N --seed S [--theme T[,T…]] [--nodes N]`.
    Generate(GenerateOptions),
    /// `--check FILE`: re-check every puzzle of the file at its stored budget.
    Check(PathBuf),
}

/// Reads `--variant V --count N --seed S [--theme T[,T…]] [--nodes N] [--max-games G]` or
/// `--check FILE` (for callers without their own argument parser).
pub fn parse_args(args: &[String]) -> Result<PuzzleOptions, String> {
    let mut values = std::collections::HashMap::new();
    let mut it = args.iter();
    while let Some(name) = it.next() {
        let key = name.strip_prefix("--").ok_or_else(|| format!("unexpected argument {name:?}"))?;
        if !["variant", "count", "seed", "theme", "nodes", "max-games", "check"].contains(&key) {
            return Err(format!("unknown option --{key}"));
        }
        let value = it.next().ok_or_else(|| format!("--{key} needs a value"))?;
        values.insert(key, value.clone());
    }
    if let Some(file) = values.get("check") {
        return Ok(PuzzleOptions::Check(PathBuf::from(file)));
    }
    let number = |key: &str, default: Option<u64>| -> Result<u64, String> {
        match values.get(key) {
            Some(text) => text.parse().map_err(|_| format!("--{key} takes a number, not {text:?}")),
            None => default.ok_or_else(|| format!("--{key} is required")),
        }
    };
    let variant_name = values.get("variant").ok_or("--variant is required")?;
    let variant = Variant::from_name(variant_name).ok_or_else(|| format!("unknown variant {variant_name:?}"))?;
    let themes = match values.get("theme") {
        Some(list) => list.split(',').map(|t| Theme::parse(t).ok_or_else(|| format!("unknown theme {t:?}"))).collect::<Result<Vec<_>, _>>()?,
        None => Vec::new(),
    };
    let mut opts = GenerateOptions::new(variant, number("count", None)? as usize, number("seed", None)?, themes);
    opts.nodes = number("nodes", Some(DEFAULT_NODES))?;
    opts.max_games = number("max-games", Some(opts.max_games as u64))? as usize;
    Ok(PuzzleOptions::Generate(opts))
}

/// Runs `bao puzzles`.
pub fn run(opts: PuzzleOptions) -> Result<(), String> {
    match opts {
        PuzzleOptions::Generate(opts) => run_generate(&opts),
        PuzzleOptions::Check(file) => run_check(&file),
    }
}

fn run_generate(opts: &GenerateOptions) -> Result<(), String> {
    let started = Instant::now();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut failed = None;
    let stats = generate(opts, |puzzle| {
        if let Err(e) = writeln!(out, "{}", puzzle.to_json()).and_then(|()| out.flush()) {
            failed.get_or_insert(e.to_string());
        }
    })
    .map_err(|e| e.to_string())?;
    if let Some(e) = failed {
        return Err(e);
    }
    let made: Vec<String> = stats.made.iter().map(|(t, n)| format!("{t} {n}")).collect();
    let unsound: Vec<String> = stats.unsound.iter().map(|(t, n)| format!("{t} {n}")).collect();
    eprintln!(
        "{} games, {} plies, {} candidates after mistakes; made: {}; dropped (not even the top level plays it): {}; {:.1} s",
        stats.games,
        stats.plies,
        stats.candidates,
        made.join(", "),
        unsound.join(", "),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn run_check(file: &PathBuf) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let puzzles = parse_lines(&text).map_err(|(line, e)| format!("{}:{line}: {e}", file.display()))?;
    let mut bad = 0;
    for puzzle in &puzzles {
        if let Err(violation) = check(puzzle) {
            bad += 1;
            println!("{}", serde_json::json!({"id": puzzle.id, "violation": violation.to_string()}));
        }
    }
    eprintln!("{} puzzles checked, {bad} failed", puzzles.len());
    if bad > 0 {
        return Err(format!("{bad} of {} puzzles fail their check", puzzles.len()));
    }
    Ok(())
}
